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
 * Rangers, a Tactic that touches neither Momentum nor Morale, and the no-op Butchers; only the Bond changes.
 * RR-013 reads the engine's Momentum by source (the Bond's own regains; for
 * Discipline, the first action and reaction each round it makes free), RR-014
 * the points each Bond loses to the Warband Morale checks (which Null never
 * takes) and how often those checks come and cost points. Comradery and Retime
 * are not printed Bonds; they are read as Fellowship (trust, regain on Will
 * successes) and Retinue (regain around a Focus), as the catalogue does.
 * The top and bottom Bonds are replayed by the greedy player in
 * options-strengths.ts.
 *
 * The catalogue's single-Bond items (RR-134 to RR-139, "Game.": what the Bond
 * is worth in games) are answered from the same ratings (BOND_ITEMS). Not
 * claimed: RR-135 (Strife) asks about its cap at Total Momentum, which these
 * ratings do not separate from the rest of Strife.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentExperiment, type Entrant } from '../../src/sim/match/tournament.ts';
import type { DistributionMetric, ExperimentResult } from '../../src/sim/result.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { BOND_MOMENTUM_BINS } from '../../src/systems/rattle-and-rend/index.ts';
import { tournamentRatings } from '../../src/report/tournamentRatings.ts';
import { formatMeanDifference } from '../../src/report/format.ts';
import { BONDS, OPTION_NAMES } from '../../src/systems/rattle-and-rend/rules.ts';
import {
  BAND_ELO, bandSentence, distinctnessSentences, entrantEstimate, equalitySentence, HEURISTIC, interval, keepMetrics, minus, optionWorthSentence, poolEstimates, profiles, showEstimate, showMean, showRating, showShare, tierSentence, warband, type Estimate, type OptionItem,
} from './_options.ts';

/** Changes neither Momentum nor Morale (Inspiring and Blocking terrain within S); every entrant has it, so its own strength cancels. */
export const BOND_TACTIC = 'rangers';

export const bondName = (id: string): string => OPTION_NAMES.bonds[id as keyof typeof OPTION_NAMES.bonds];

/** The catalogue items that ask what one Bond is worth in games ("Bonds › <name>", Game), by Bond id. */
export const BOND_ITEMS: Readonly<Record<string, string>> = {
  fellowship: 'RR-134',
  bloodlust: 'RR-136',
  retinue: 'RR-137',
  superiority: 'RR-138',
  null: 'RR-139',
};

const bondItems: OptionItem[] = Object.entries(BOND_ITEMS).map(([id, item]) => ({ item, label: bondName(id) }));

const entrants: Entrant[] = BONDS.map((id) => ({ id, label: bondName(id), agent: HEURISTIC, side: warband(bondName(id), { tactic1: BOND_TACTIC, bond: id }) }));

const Z = 1.959964;

/** The engine statistics this answer reads (index.ts of the game). */
export const BOND_METRICS = ['bondMomentumA', 'bondMomentumB', 'bondMomentumAPerGame', 'bondMomentumBPerGame', 'disciplineA', 'disciplineB', 'moraleA', 'moraleB', 'moraleCostA', 'moraleCostB', 'moraleLostA', 'moraleLostB'];

/** The Bonds that regain Momentum, in the order RR-013 names them. */
const REGAINING = ['strife', 'bloodlust', 'fellowship', 'retinue'];

/** Momentum per game from the Bond itself (its regains; Scheming Plot and Vengeance are not in this warband, and are counted apart anyway). */
const bondMomentum = (result: ExperimentResult, id: string): Estimate => entrantEstimate(result, bondName(id), 'bondMomentumA', 'bondMomentumB');

/**
 * RR-013's distribution: the share of a Bond's games in which it regained at
 * least `from` Momentum, from the per-game histograms (the Bond as A in its
 * rows, as B in its columns), with a Wilson interval over those games.
 */
function bondMomentumShare(result: ExperimentResult, id: string, from: number): { share: number; ci: [number, number]; games: number } {
  const label = bondName(id);
  let hits = 0;
  let games = 0;
  for (const arm of result.arms) {
    const metric = String(arm.coords?.row) === label ? 'bondMomentumAPerGame' : String(arm.coords?.column) === label ? 'bondMomentumBPerGame' : null;
    const histogram = metric ? (arm.metrics[metric] as DistributionMetric | undefined) : undefined;
    if (!histogram) continue;
    games += histogram.n;
    BOND_MOMENTUM_BINS.forEach((low, bin) => { if (low >= from) hits += histogram.counts[bin]; });
  }
  // The two games of a pair share their dice: the interval counts pairs, not games (a design effect of 2, the most it can be).
  return { share: games > 0 ? hits / games : NaN, ci: wilson(hits / 2, games / 2), games };
}

const showShareOf = (s: { share: number; ci: [number, number]; games: number }) =>
  `${Math.round(100 * s.share)}% (${Math.round(100 * s.ci[0])}-${Math.round(100 * s.ci[1])}%, ${s.games.toLocaleString('en-US')} games)`;

/**
 * One Bond's Momentum minus the average of two others'. The entrants of one tournament meet each other, so their
 * estimates share games: the standard errors are added as the estimates are (ends added), which bounds the
 * interval at any correlation.
 */
function againstPair(result: ExperimentResult, id: string, pair: [string, string]) {
  const [a, b, c] = [id, ...pair].map((k) => bondMomentum(result, k));
  const diff = a.mean - (b.mean + c.mean) / 2;
  const se = a.se + (b.se + c.se) / 2;
  return { diff, ci: [diff - Z * se, diff + Z * se] as [number, number], games: a.games };
}

/** RR-014's Morale numbers of one Bond: points lost to Morale per game, and the shares of games where Morale came and where it cost points. */
function moraleOf(result: ExperimentResult, id: string) {
  const label = bondName(id);
  return {
    lost: entrantEstimate(result, label, 'moraleLostA', 'moraleLostB'),
    checked: entrantEstimate(result, label, 'moraleA', 'moraleB'),
    cost: entrantEstimate(result, label, 'moraleCostA', 'moraleCostB'),
  };
}

/** The RR-014 sentence on Morale: what Null's immunity saves against what it forgoes, with intervals. */
export function nullTradeSentence(result: ExperimentResult): string {
  const others = BONDS.filter((id) => id !== 'null');
  const morale = others.map((id) => moraleOf(result, id));
  const saved = poolEstimates(morale.map((m) => m.lost));
  const checked = poolEstimates(morale.map((m) => m.checked));
  const cost = poolEstimates(morale.map((m) => m.cost));
  const forgone = poolEstimates(REGAINING.map((id) => bondMomentum(result, id)));
  const perBond = others.map((id, k) => `${bondName(id)} ${showMean(morale[k].lost, 'points')}`).join('; ');
  const trade = minus(forgone, saved);
  const [lo, hi] = interval(trade);
  const weigh = !(trade.se > 0)
    ? 'too few games to weigh them'
    : lo > 0
      ? 'it forgoes clearly more Momentum than it saves in points'
      : hi < 0
        ? 'it saves clearly more in points than it forgoes in Momentum'
        : 'what it saves and what it forgoes are not told apart by these games';
  const W = 'warband-games';
  return `RR-014, what Null trades: the other Bonds face a Morale check in ${showShare(checked, W)} of their games and lose points to it in ${showShare(cost, W)}, ${showMean(saved, 'points per game', W)} on average (per Bond: ${perBond}); Null is immune to all of it but forgoes the ${showMean(forgone, 'Momentum per game', W)} the four regaining Bonds average. A point of Momentum buys one action once, while a point of Elements lost also lowers Total Momentum in every later round, so the two do not trade one for one; counted as numbers, ${weigh} (${showMean(trade, 'per game', W)}). The win rates above say which way the trade falls. (A warband-game is one warband's game: a game between two of these Bonds counts for both.)`;
}

function answer(result: ExperimentResult): string[] {
  const ratings = tournamentRatings(result, 'scoreA');
  const games = Math.round(ratings.reduce((sum, r) => sum + r.games, 0) / 2);
  const perEntrant = Math.round(ratings[0].games);
  const all = profiles(result);
  const show = (id: string) => `${bondName(id)} ${showEstimate(bondMomentum(result, id))}`;
  const versus = (id: string, as: string) => {
    const d = againstPair(result, id, ['strife', 'bloodlust']);
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
  // The Bonds meet each other, so these estimates share games: their standard errors add (ends added), a bound that
  // holds at any correlation.
  const lostElsewhereSe = others.reduce((s, p) => s + p.stats.lost.se, 0) / others.length;
  const savedDiff = lostElsewhere - nullProfile.stats.lost.mean;
  const savedSe = lostElsewhereSe + nullProfile.stats.lost.se;
  const row = [...nullProfile.row]
    .sort((x, y) => y[1].mean - x[1].mean)
    .map(([opponent, e]) => `${opponent} ${showEstimate(e)}`);
  return [
    equalitySentence(ratings, 'Bonds', games),
    tierSentence(ratings, `${ratings.length} Bonds, the same warband with each in turn`, games),
    bandSentence(ratings, 'Bonds'),
    `RR-013, Momentum regained per game by the Bond itself (the engine counts it by source; ${perEntrant.toLocaleString('en-US')} games each, 95% intervals): ${REGAINING.map(show).join('; ')}. Against Strife and Bloodlust, ${versus('fellowship', 'Comradery')}; ${versus('retinue', 'Retime')}. The "up to 12" is a ceiling, not an average: games in which the Bond itself regained 8 or more, and 12 or more: ${REGAINING.map((id) => `${bondName(id)} ${showShareOf(bondMomentumShare(result, id, 8))} and ${showShareOf(bondMomentumShare(result, id, 12))}`).join('; ')} (intervals counted per pair of games, since the two games of a pair share their dice; the histograms per pairing are in the tables below). Discipline regains nothing but makes the first action and first reaction of each round free: ${showEstimate(entrantEstimate(result, bondName('discipline'), 'disciplineA', 'disciplineB'))} Momentum not spent per game; Superiority and Null give no Momentum by design.`,
    `RR-014: Null (ranked ${ratings.findIndex((r) => r.label === nullRating.label) + 1} of ${ratings.length}, ${showRating(nullRating).replace(/^Null /, '')} Elo) is ${nullVerdict}. Its points lost per game minus the other Bonds' average: ${formatMeanDifference(-savedDiff, [-savedDiff - Z * savedSe, -savedDiff + Z * savedSe], perEntrant, '', 'games')} (Morale immunity shows here, with everything else Null changes). Its score against each Bond: ${row.join('; ')}.`,
    nullTradeSentence(result),
    optionWorthSentence(ratings, bondItems, 'Bond', `the same warband with each Bond in turn, against the ${ratings.length - 1} others, heuristic player; Superiority as the engine reads it, an open bid of 3 that costs 1 win or lose, whose initiative and Momentum are in rr-bond-momentum (RR-044)`),
    ...distinctnessSentences(result, 'Bonds').slice(1),
    'One warband (no Dregs, no Wards), Rangers and Butchers, Wary, both sides played by the heuristic player; the top and bottom Bond at the greedy strength: rr-options-strengths. The designer could change the Bonds outside the band first.',
  ];
}

export default defineExperiment({
  ...keepMetrics(tournamentExperiment({
    id: 'rr-options-bonds',
    title: 'Bonds: a tier list, Momentum regained per game, and Null against the rest',
    question: 'Do the Bonds feel balanced; how much Momentum do Fellowship ("Comradery") and Retinue ("Retime") net compared with Strife and Bloodlust; is Null worthwhile or too strong?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Six Bonds › New Rules', catalogue: ['RR-012', 'RR-013', 'RR-014', ...Object.values(BOND_ITEMS)] },
    system: 'rattle-and-rend',
    entrants,
    pairs: 200,
  }), BOND_METRICS),
  answer,
});
