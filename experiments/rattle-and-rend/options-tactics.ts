/**
 * Rattle and Rend RR-003 and RR-005 (004_c41133d86b017ece.txt, Five Tactics ›
 * Are Tactics Balanced?, pink box): "1. Are all traits roughly equal in power
 * and impact to one another?" and "3. Lastly, are all these Tactics distinct
 * enough from one another? Is there little overlap?"
 *
 * A tournament of Tactics. Every entrant is the same warband: one of each
 * Element type but Dregs and Wards (Champion with Spot Weakness, a Colossal
 * Heavy, two Fighters, Shooters, Skirmishers: 12 points), Discipline (a Bond
 * that rewards no particular Tactic) and Wary (the Reputation that changes
 * setup least). A warband takes two Tactics; the second is always Butchers,
 * which acts only on Dregs, so in this warband it does nothing and each
 * entrant plays with exactly one working Tactic. Butchers itself is therefore
 * the one Tactic this tournament cannot rate (see the answer). Every pairing
 * is played in pairs of games with the sides swapped, both sides by the
 * heuristic player; the top and bottom of the ranking (picked from a run of
 * this file, named in TOP and BOTTOM) are played again by the one-ply greedy
 * player on the same seeds, the second strength.
 *
 * RR-005 (which Tactics play alike) is answered from the same games: each
 * Tactic's game profile (points removed and lost, reactions by each side,
 * game length, checks rolled) and its row of the matchup matrix; two Tactics
 * "play alike" when neither differs beyond chance (approximate chi-square
 * tests at 95%), and groups are formed by complete linkage (every pair in a
 * group plays alike).
 *
 * The catalogue's single-Tactic items (RR-112 to RR-129: "Game.", what the
 * Tactic is worth in games) are answered from the same ratings, one entry per
 * Tactic in TACTIC_ITEMS. Not claimed here: RR-111 (Tactitians) asks which of
 * its four bonuses is worth choosing, and the default heuristic player picks
 * the -1 Fury one, so its rating is that bonus's, not the choice's (rr-tactitians,
 * tactitians.ts, plays each bonus); RR-128 (Butchers) is the no-op partner and
 * is not rated here (rr-butchers, butchers.ts, plays it in a warband with Dregs).
 *
 * The warband and the sentence helpers are shared with the Bond, Reputation
 * and Element-cost experiments of this folder: _options.ts.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentExperiment, type Entrant } from '../../src/sim/match/tournament.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { tournamentRatings } from '../../src/report/tournamentRatings.ts';
import { TACTICS } from '../../src/systems/rattle-and-rend/rules.ts';
import {
  bandSentence,
  distinctnessSentences,
  equalitySentence,
  HEURISTIC,
  heuristicArms,
  keepMetrics,
  NO_OP_TACTIC,
  optionWorthSentence,
  type OptionItem,
  strengthCheckSentence,
  tacticName,
  tierSentence,
  warband,
  withStrengthCheck,
} from './_options.ts';

// ---- the experiment ------------------------------------------------------------

/** Picked from a run of this file at the report seed (2026, 60 pairs per pairing): the top and the bottom of the ranking. Re-pick when the answer says so. */
export const TOP = 'fusiliers';
export const BOTTOM = 'ambushers';

const RATED = TACTICS.filter((id) => id !== NO_OP_TACTIC);

/** The catalogue items that ask what one Tactic is worth in games ("Tactics › <name>", Game), by Tactic id. */
export const TACTIC_ITEMS: Readonly<Record<string, string>> = {
  fusiliers: 'RR-112',
  bastions: 'RR-113',
  harriers: 'RR-114',
  ambushers: 'RR-115',
  teleporters: 'RR-116',
  rangers: 'RR-117',
  riders: 'RR-118',
  saboteurs: 'RR-119',
  watchers: 'RR-120',
  avengers: 'RR-121',
  'pack-hunters': 'RR-123',
  zealots: 'RR-127',
  'counter-punchers': 'RR-129',
};

const tacticItems: OptionItem[] = Object.entries(TACTIC_ITEMS).map(([id, item]) => ({ item, label: tacticName(id) }));

const entrants: Entrant[] = RATED.map((id) => ({ id, label: tacticName(id), agent: HEURISTIC, side: warband(tacticName(id), { tactic1: id }) }));

function answer(result: ExperimentResult): string[] {
  const field = heuristicArms(result);
  const ratings = tournamentRatings(field, 'scoreA');
  const games = Math.round(ratings.reduce((sum, r) => sum + r.games, 0) / 2);
  return [
    equalitySentence(ratings, 'Tactics', games),
    tierSentence(ratings, `${ratings.length} Tactics, each the only working Tactic of the same warband`, games),
    bandSentence(ratings, 'Tactics'),
    strengthCheckSentence(result, ratings, tacticName(TOP), tacticName(BOTTOM)),
    ...distinctnessSentences(field, 'Tactics'),
    optionWorthSentence(ratings, tacticItems, 'Tactic', `each the only working Tactic of the same warband, against the ${ratings.length - 1} others, heuristic player`),
    `Not rated: Butchers, the no-op partner (it acts only on Dregs, and this warband has none); a Tactic's rating holds for this warband (no Dregs, no Wards, one Colossal Heavy), Discipline and Wary, with the heuristic player; situational Tactics (Riders, Rangers, Saboteurs, Sneak-Thieves) could rate differently in a warband built for them (Watchers in the Dwarven Throng: rr-watchers). RR-111 (Tactitians: which of its four bonuses to choose) is answered in rr-tactitians, which plays each bonus: here the heuristic player takes its default, -1 Fury, in its first turn, so Tactitians' rating is that bonus's.`,
  ];
}

export default defineExperiment({
  ...keepMetrics(withStrengthCheck(
    tournamentExperiment({
      id: 'rr-options-tactics',
      title: 'Tactics: a tier list of every Tactic, and which play alike',
      question: 'Are all Tactics roughly equal in power and impact to one another, and are they distinct enough from one another?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Five Tactics › Are Tactics Balanced?', catalogue: ['RR-003', 'RR-005', ...Object.values(TACTIC_ITEMS)] },
      system: 'rattle-and-rend',
      entrants,
      pairs: 60,
    }),
    TOP,
    BOTTOM,
  )),
  answer,
});

