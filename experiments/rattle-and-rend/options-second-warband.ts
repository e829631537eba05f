/**
 * Rattle and Rend, issue 11: do the Tactics, Bond and Reputation rankings
 * (RR-003, RR-012, RR-015: options-tactics.ts, options-bonds.ts,
 * options-reputations.ts) hold with a second base warband? Those tournaments
 * play every option in one warband (one of each Element type but Dregs and
 * Wards); here the top and the bottom of each ranking (three and three of the
 * 25 Tactics, two and two of the Bonds and of the Reputations) are played
 * again in a warband built from the Dwarven Throng's Elements (a Champion
 * with Spot Weakness, four Fighters, a Transport Heavy: all melee, no
 * Shooters or Skirmishers), every other choice as in the tournament
 * (options-tactics.ts `warband`). Each top option meets each bottom option
 * of its ranking, in pairs of games with the sides swapped, both sides
 * played by the heuristic player; the answer says per ranking whether the top
 * options still beat the bottom ones (their pooled score, and each
 * meeting). The second strength: each ranking's extreme meeting (its best
 * option against its worst) is played again by the one-ply greedy player on
 * both sides, on the first pairs' seeds (about 30x slower, so 40 pairs). The
 * picks (RANKINGS) come from the tournaments' runs at the report seed (2026);
 * re-pick them when those rankings move.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { STRENGTH } from '../../src/sim/match/strengths.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armEstimate, GREEDY, HEURISTIC, interval, keepMetrics, moreGames, poolEstimates, showMean, tacticName, warband, type Estimate } from './_options.ts';
import { BOND_TACTIC, bondName } from './options-bonds.ts';
import { REPUTATION_TACTIC, reputationName } from './options-reputations.ts';

/** The second base warband's Elements: the Dwarven Throng's (1 + 4 x 2 + 3 = 12 points), no Dregs, so Butchers stays a no-op. */
export const SECOND_ELEMENTS = 'champion(spot-weakness), fighters, fighters, fighters, fighters, heavy(transport)';

interface Ranking {
  id: string;
  /** The option kind, plural: "Tactics". */
  what: string;
  top: readonly string[];
  bottom: readonly string[];
  name: (id: string) => string;
  side: (id: string) => RrSide;
}

const second = (name: string, fields: Partial<Omit<RrSide, 'name'>>): RrSide => warband(name, { ...fields, elements: SECOND_ELEMENTS });

/** The top and bottom of each ranking (best first, worst last), from the tournaments' runs at seed 2026. */
export const RANKINGS: readonly Ranking[] = [
  { id: 'tactics', what: 'Tactics', top: ['bastions', 'fusiliers', 'ressurectionists'], bottom: ['teleporters', 'riders', 'ambushers'], name: tacticName, side: (id) => second(tacticName(id), { tactic1: id }) },
  { id: 'bonds', what: 'Bonds', top: ['fellowship', 'discipline'], bottom: ['null', 'superiority'], name: bondName, side: (id) => second(bondName(id), { tactic1: BOND_TACTIC, bond: id }) },
  { id: 'reputations', what: 'Reputations', top: ['frenzied', 'prepared'], bottom: ['devious', 'compelled'], name: reputationName, side: (id) => second(reputationName(id), { tactic1: REPUTATION_TACTIC, reputation: id }) },
];

const game = findGame('rattle-and-rend');
const variants = chooseGameVariants(game, []);

/** Pairs of games per meeting; the greedy replays play GREEDY_PAIRS of them (the first chunks, so on the same seeds). */
const PAIRS = 500;
const GREEDY_PAIRS = 40;
/** Small chunks: the quick CI run plays one pair per arm, and the greedy share is a whole number of chunks. */
const CHUNK = 4;

const meeting = (ranking: Ranking, top: string, bottom: string): MatchArm => ({
  id: `${ranking.id}-${top}-vs-${bottom}`,
  label: `${ranking.name(top)} vs ${ranking.name(bottom)}`,
  params: { system: game.id, sideA: ranking.side(top), sideB: ranking.side(bottom), agentA: HEURISTIC, agentB: HEURISTIC, variants },
  coords: { ranking: ranking.id, top, bottom, [STRENGTH]: HEURISTIC },
  baseline: null,
});

const heuristicArms: MatchArm[] = RANKINGS.flatMap((ranking) => ranking.top.flatMap((top) => ranking.bottom.map((bottom) => meeting(ranking, top, bottom))));

/** Each ranking's best option against its worst, replayed by the greedy player and paired with its heuristic twin. */
const greedyArms: MatchArm[] = RANKINGS.map((ranking) => {
  const twin = meeting(ranking, ranking.top[0], ranking.bottom[ranking.bottom.length - 1]);
  return {
    ...twin,
    id: `${twin.id}@${GREEDY}`,
    label: `${twin.label} @${GREEDY}`,
    params: { ...twin.params, agentA: GREEDY, agentB: GREEDY },
    coords: { ...twin.coords, [STRENGTH]: GREEDY },
    baseline: twin.id,
    share: GREEDY_PAIRS / PAIRS,
  };
});

/** A zero-width interval means too few pairs (every one the same), not certainty: no verdict then. */
const verdict = (e: Estimate): 'ahead' | 'behind' | 'not clearly apart' => {
  if (!(e.se > 0)) return 'not clearly apart';
  const [lo, hi] = interval(e);
  return lo > 0.5 ? 'ahead' : hi < 0.5 ? 'behind' : 'not clearly apart';
};

/** One ranking's sentence: the top options' pooled score against the bottom ones, its verdict, and each meeting. */
export function rankingSentence(result: ExperimentResult, ranking: Ranking): string {
  const mine = result.arms.filter((arm) => arm.coords?.ranking === ranking.id && arm.coords?.[STRENGTH] !== GREEDY);
  const meetings = mine.map((arm) => ({ arm, score: armEstimate(arm, 'scoreA') }));
  const pooled = poolEstimates(meetings.map((m) => m.score));
  const v = verdict(pooled);
  const names = (ids: readonly string[]) => `${ids.slice(0, -1).map(ranking.name).join(', ')} and ${ranking.name(ids[ids.length - 1])}`;
  const k = `${ranking.top.length === 2 ? 'two' : ranking.top.length === 3 ? 'three' : ranking.top.length}`;
  const [top, bottom] = [names(ranking.top), names(ranking.bottom)];
  const flipped = meetings.filter((m) => verdict(m.score) === 'behind').map((m) => m.arm.label);
  const held = meetings.filter((m) => verdict(m.score) === 'ahead').length;
  const holds =
    v === 'ahead'
      ? flipped.length === 0
        ? `the order holds: the top ${k} still beat the bottom ${k}`
        : `the order mostly holds (the top ${k} are ahead overall), but ${flipped.join(' and ')} ${flipped.length === 1 ? 'goes' : 'go'} the other way`
      : v === 'behind'
        ? `the order FLIPS: the bottom ${k} beat the top ${k} with this warband`
        : pooled.se > 0
          ? `the order is not confirmed: the top ${k} are not clearly ahead with this warband (about ${moreGames(interval(pooled), pooled.mean - 0.5, pooled.games)} in all would settle a gap this size)`
          : `too few games to judge the order (every pair played alike)`;
  const each = meetings.map((m) => `${m.arm.label} ${showMean(m.score, 'per game')}`).join('; ');
  return `${ranking.what} (top ${top} against bottom ${bottom} of the first warband's ranking): ${holds}; the top ${k} score ${showMean(pooled, 'per game')} against the bottom ${k} (${held} of ${meetings.length} meetings clearly won). Each meeting, the top option's score: ${each}.${greedySentence(result, ranking)}`;
}

/** The extreme meeting at the greedy strength: does its verdict hold? ('' when the run has no greedy arm.) */
function greedySentence(result: ExperimentResult, ranking: Ranking): string {
  const g = result.arms.find((arm) => arm.coords?.ranking === ranking.id && arm.coords?.[STRENGTH] === GREEDY);
  const h = g && result.arms.find((arm) => arm.id === g.baselineArm);
  if (!g || !h) return '';
  const [sh, sg] = [armEstimate(h, 'scoreA'), armEstimate(g, 'scoreA')];
  const [vh, vg] = [verdict(sh), verdict(sg)];
  const said = (v: string) => (v === 'not clearly apart' ? 'no clear winner' : `${ranking.name(String(g.coords?.top))} ${v}`);
  const agreement =
    vh === vg
      ? `the verdict (${said(vh)}) is the same at both strengths`
      : vg === 'not clearly apart'
        ? `clear with the heuristic player only (${said(vh)}); ${sg.se > 0 ? `about ${moreGames(interval(sg), sg.mean - 0.5, sg.games)} with greedy would settle it` : 'too few greedy games to judge'}`
        : vh === 'not clearly apart'
          ? `clear with greedy only (${said(vg)})`
          : `the verdict FLIPS with the player (${said(vh)} with the heuristic, ${said(vg)} with greedy)`;
  return ` Second strength (the one-ply greedy player on both sides, same seeds): ${g.label.replace(/ @.*$/, '')} scores ${showMean(sg, 'per game')} with greedy against ${showMean(sh, 'per game')} with the heuristic: ${agreement}.`;
}

function answer(result: ExperimentResult): string[] {
  return [
    ...RANKINGS.map((ranking) => rankingSentence(result, ranking)),
    `Second base warband: the Dwarven Throng's Elements (${SECOND_ELEMENTS}), every other choice as in each tournament; heuristic player on both sides. A ranking that holds here holds for two quite different warbands (the first has Shooters, Skirmishers and a Colossal Heavy; this one is all melee with a Transport); one that does not is partly about the warband, and the designer should judge those options with the warbands that will take them. Only the top and bottom of each ranking are replayed (its middle is too close to check at this budget), and only each ranking's extreme meeting at the greedy strength.`,
  ];
}

export default defineExperiment({
  ...keepMetrics(
    matchExperiment(
      {
        id: 'rr-options-second-warband',
        title: 'Tactics, Bonds and Reputations: do the rankings hold with a second base warband?',
        question: 'Do the top and bottom options of the Tactics, Bond and Reputation rankings keep their order when every option is played in a second, all-melee base warband built from the Dwarven Throng?',
        source: { rulebook: '004_c41133d86b017ece.txt', section: 'Five Tactics › Are Tactics Balanced?; Six Bonds; Seven Reputations', catalogue: ['RR-003', 'RR-012', 'RR-015'] },
        pairs: PAIRS,
      },
      [...heuristicArms, ...greedyArms],
    ),
  ),
  chunkSize: CHUNK,
  charts: [{ kind: 'arms', metric: 'scoreA', title: "Top option's score per game against a bottom option, second warband", where: { [STRENGTH]: HEURISTIC } }],
  answer,
});
