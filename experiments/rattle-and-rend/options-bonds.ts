/**
 * Rattle and Rend RR-012, RR-013 and RR-014 (004_c41133d86b017ece.txt, Six
 * Bonds › New Rules, pink box): "2. Do these five options feel balanced?",
 * "3. The Strife and Bloodlust bonds can net a player up to 12 momentum
 * throughout a game. How do Comradery and Retime feel in comparison?" and
 * "4. Does the Null bond's benefits feel worthwhile in comparison – or too
 * strong?"
 *
 * A tournament of all seven printed Bonds (the box says five; the chapter
 * prints seven, RR-051). Every entrant is the Tactics tournament's warband
 * (options-tactics.ts: one of each Element type but Dregs and Wards, Wary) with
 * Rangers, a Tactic that touches neither Momentum nor Morale, and the no-op Butchers; only the Bond changes. The warband has
 * no Scheming Plot Champion and no Ward (Vengeance), so the game's "Momentum
 * regained" statistic counts the Bond's regains alone. Comradery and Retime
 * are not printed Bonds; they are read as Fellowship (trust, regain on Will
 * successes) and Retinue (regain around a Focus), as the catalogue does.
 * The top and bottom Bonds are replayed by the greedy player in
 * options-strengths.ts.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentExperiment, type Entrant } from '../../src/sim/match/tournament.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { tournamentRatings } from '../../src/report/tournamentRatings.ts';
import { formatMeanDifference } from '../../src/report/format.ts';
import { BONDS, OPTION_NAMES } from '../../src/systems/rattle-and-rend/rules.ts';
import { BAND_ELO, bandSentence, distinctnessSentences, equalitySentence, HEURISTIC, profiles, showEstimate, showRating, tierSentence, warband, type Profile } from './options-tactics.ts';

/** Changes neither Momentum nor Morale (Inspiring and Blocking terrain within S); every entrant has it, so its own strength cancels. */
export const BOND_TACTIC = 'rangers';

export const bondName = (id: string): string => OPTION_NAMES.bonds[id as keyof typeof OPTION_NAMES.bonds];

const entrants: Entrant[] = BONDS.map((id) => ({ id, label: bondName(id), agent: HEURISTIC, side: warband(bondName(id), { tactic1: BOND_TACTIC, bond: id }) }));

const Z = 1.959964;

function regainedOf(all: Profile[], id: string) {
  return all.find((p) => p.label === bondName(id))!.stats.regained;
}

/** One Bond's regains minus the average of two others', with a normal interval (the entrants' estimates treated as independent). */
function againstPair(all: Profile[], id: string, pair: [string, string]) {
  const [a, b, c] = [id, ...pair].map((k) => regainedOf(all, k));
  const diff = a.mean - (b.mean + c.mean) / 2;
  const se = Math.sqrt(a.se ** 2 + (b.se ** 2 + c.se ** 2) / 4);
  return { diff, ci: [diff - Z * se, diff + Z * se] as [number, number], games: a.games };
}

function answer(result: ExperimentResult): string[] {
  const ratings = tournamentRatings(result, 'scoreA');
  const games = Math.round(ratings.reduce((sum, r) => sum + r.games, 0) / 2);
  const perEntrant = Math.round(ratings[0].games);
  const all = profiles(result);
  const show = (id: string) => `${bondName(id)} ${showEstimate(regainedOf(all, id))}`;
  const versus = (id: string, as: string) => {
    const d = againstPair(all, id, ['strife', 'bloodlust']);
    const word = d.ci[0] > 0 ? 'more than' : d.ci[1] < 0 ? 'less than' : 'about as much as';
    return `"${as}" (${bondName(id)}) regains ${word} their average, ${formatMeanDifference(d.diff, d.ci, d.games, 'Momentum per game', 'games')}`;
  };
  const nullRating = ratings.find((r) => r.label === bondName('null'))!;
  const [lo, hi] = nullRating.ci;
  const position = lo > 0 ? 'clearly above the average Bond' : hi < 0 ? 'clearly below the average Bond' : 'level with the average Bond';
  const nullVerdict =
    lo > BAND_ELO
      ? `too strong: ${position}, beyond the 45-55% band`
      : hi < -BAND_ELO
        ? `not worthwhile: ${position}, below the 45-55% band`
        : lo >= -BAND_ELO && hi <= BAND_ELO
          ? `worthwhile and not too strong: ${position}, but inside the 45-55% band (+/-${Math.round(BAND_ELO)} Elo)`
          : `not settled: ${position}, and its interval crosses an edge of the 45-55% band`;
  const nullProfile = all.find((p) => p.label === bondName('null'))!;
  const others = all.filter((p) => p !== nullProfile);
  const lostElsewhere = others.reduce((s, p) => s + p.stats.lost.mean, 0) / others.length;
  const lostElsewhereSe = Math.sqrt(others.reduce((s, p) => s + p.stats.lost.se ** 2, 0)) / others.length;
  const savedDiff = lostElsewhere - nullProfile.stats.lost.mean;
  const savedSe = Math.sqrt(lostElsewhereSe ** 2 + nullProfile.stats.lost.se ** 2);
  const forgone = others.filter((p) => p.stats.regained.mean > 0);
  const forgoneMean = forgone.reduce((s, p) => s + p.stats.regained.mean, 0) / Math.max(1, forgone.length);
  const row = [...nullProfile.row]
    .sort((x, y) => y[1].mean - x[1].mean)
    .map(([opponent, e]) => `${opponent} ${showEstimate(e)}`);
  return [
    equalitySentence(ratings, 'Bonds', games),
    tierSentence(ratings, `${ratings.length} Bonds, the same warband with each in turn`, games),
    bandSentence(ratings, 'Bonds'),
    `RR-013, Momentum regained per game by the Bond itself (${perEntrant.toLocaleString('en-US')} games each, 95% intervals): ${['strife', 'bloodlust', 'fellowship', 'retinue'].map(show).join('; ')}. Against Strife and Bloodlust, ${versus('fellowship', 'Comradery')}; ${versus('retinue', 'Retime')}. The "up to 12" is a ceiling, not an average; Discipline, Superiority and Null regain nothing by design (Discipline's first action and first reaction each round cost nothing instead, which the engine does not count as Momentum gained).`,
    `RR-014: Null (ranked ${ratings.findIndex((r) => r.label === nullRating.label) + 1} of ${ratings.length}, ${showRating(nullRating).replace(/^Null /, '')} Elo) is ${nullVerdict}. Its points lost per game minus the other Bonds' average: ${formatMeanDifference(-savedDiff, [-savedDiff - Z * savedSe, -savedDiff + Z * savedSe], perEntrant, '', 'games')} (Morale immunity shows here, with everything else Null changes); it forgoes the ${forgoneMean.toFixed(1)} Momentum a game the regaining Bonds average. Its score against each Bond: ${row.join('; ')}.`,
    ...distinctnessSentences(result, 'Bonds').slice(1),
    'One warband (no Dregs, no Wards), Rangers and Butchers, Wary, both sides played by the heuristic player; the top and bottom Bond at the greedy strength: rr-options-strengths. The designer could change the Bonds outside the band first.',
  ];
}

export default defineExperiment({
  ...tournamentExperiment({
    id: 'rr-options-bonds',
    title: 'Bonds: a tier list, Momentum regained per game, and Null against the rest',
    question: 'Do the Bonds feel balanced; how much Momentum do Fellowship ("Comradery") and Retinue ("Retime") net compared with Strife and Bloodlust; is Null worthwhile or too strong?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Six Bonds › New Rules', catalogue: ['RR-012', 'RR-013', 'RR-014'] },
    system: 'rattle-and-rend',
    entrants,
    pairs: 200,
  }),
  answer,
});
