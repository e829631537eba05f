/**
 * Jagged Shards JS-005, JS-006, JS-007 (000_9659637e2373f14e.txt, Ch. 4
 * Battlefield Setup › Terrain: "As a general guideline, terrain should cover
 * approximately 25-40% of the battlefield"; "Battlefields with insufficient
 * terrain heavily favor ranged engagements"; Battlefield Density: "Overly
 * dense battlefields may prevent maneuver and slow gameplay excessively").
 *
 * Coverage is swept from 10% to 60% in 10-point steps (variant `terrain`,
 * one coverage per battle) in three matchups: the balanced forces; the
 * Colonies' ranged heavy column against the Order's fast melee swarm; the
 * ranged Colonial force against the swarm. Each coverage is paired game by
 * game with the guideline band (terrain=25-40, a coverage drawn per battle)
 * on the same seeds. Metrics: the ranged side's (A's) score, the battle's
 * length and the activations until the first attack (the game's
 * `activationsToFirstEngagement`, JS-007). Heuristic player both sides; the
 * second strength is in js-second-strength.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatMean, formatMeanDifference, pairedChange, shown } from '../../src/report/format.ts';
import { differenceBound } from '../../src/stats/combinedBounds.ts';

const game = findGame('jagged-shards');
const GUIDELINE = '25-40';
/** Percent of the battlefield covered (variant terrain), 10-60% in 10-point steps (JS-005). */
const COVERAGES = [10, 20, 30, 40, 50, 60] as const;
/** Side A is the ranged side in every matchup (the Colonies shoot; the swarm's Raptor Packs fight in melee). */
export const TERRAIN_MATCHUPS = [
  { id: 'balanced', label: 'Colonial Strike Force vs Martian Warband', a: 'colonial-strike-force', b: 'martian-warband' },
  { id: 'column-vs-swarm', label: 'Colonial Armoured Column vs Martian Swarm', a: 'colonial-armoured-column', b: 'martian-swarm' },
  { id: 'strike-vs-swarm', label: 'Colonial Strike Force vs Martian Swarm', a: 'colonial-strike-force', b: 'martian-swarm' },
] as const;

function match(a: string, b: string, terrain: string): MatchParams {
  return { system: game.id, sideA: loadSide(game, `preset:${a}`), sideB: loadSide(game, `preset:${b}`), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`terrain=${terrain}`]) };
}

// The guideline band first in each matchup (the experiment's first arm is its baseline); it has no
// `coverage` coordinate, so the sweep chart draws the six single coverages only.
const arms: MatchArm[] = TERRAIN_MATCHUPS.flatMap((m) => [
  { id: `${m.id}-${GUIDELINE}`, label: `${m.label}, ${GUIDELINE}% terrain (guideline band)`, params: match(m.a, m.b, GUIDELINE), coords: { matchup: m.id } },
  ...COVERAGES.map((c) => ({
    id: `${m.id}-${c}`,
    label: `${m.label}, ${c}% terrain`,
    params: match(m.a, m.b, String(c)),
    // A label, not a number: the sweep chart's numeric axis format ('~g') prints 10 as "1e+1".
    coords: { matchup: m.id, coverage: `${c}%` },
    baseline: `${m.id}-${GUIDELINE}`,
  })),
]);

type Interval = [number, number];

/**
 * Arm x minus arm y from their own intervals, the two half-widths added: the arms share seeds, so their estimates may
 * be correlated either way, and only the added half-widths hold at any correlation (combining them as independent
 * would be too narrow were the correlation negative).
 */
function unpairedDifference(x: MeanMetric, y: MeanMetric): { diff: number; ci: Interval } {
  const d = differenceBound(x, y);
  return { diff: d.mean, ci: d.ci };
}

const direction = (ci: Interval) => (ci[0] > 0 ? 'clearly higher' : ci[1] < 0 ? 'clearly lower' : 'no clear difference');

/** |score - 0.5| with bounds from the score's 95% interval: 0 when the interval holds 0.5. */
function distanceFromEven(ci: Interval, mean: number): { value: number; ci: Interval } {
  const low = ci[0] > 0.5 ? ci[0] - 0.5 : ci[1] < 0.5 ? 0.5 - ci[1] : 0;
  return { value: Math.abs(mean - 0.5), ci: [low, Math.max(Math.abs(ci[0] - 0.5), Math.abs(ci[1] - 0.5))] };
}

function answer(result: ExperimentResult): string[] {
  const at = (matchup: string, coverage: number | string) => result.arms.find((x) => x.id === `${matchup}-${coverage}`)!;
  const metric = (x: ArmResult, id: string) => x.metrics[id] as MeanMetric;
  // Intervals are over pairs of games (the match's trial), so counts are given in pairs.
  const pairs = (x: ArmResult) => x.trials;
  const show = (x: ArmResult, id: string, unit: string) => formatMean(metric(x, id).mean, metric(x, id).ci, pairs(x), unit, 'pairs');

  // JS-005: the ranged side's score at 10% against 60%.
  let rangedFavoured = 0;
  let rangedHindered = 0;
  const ranged = TERRAIN_MATCHUPS.map((m) => {
    const d = unpairedDifference(metric(at(m.id, 10), 'scoreA'), metric(at(m.id, 60), 'scoreA'));
    if (d.ci[0] > 0) rangedFavoured++;
    if (d.ci[1] < 0) rangedHindered++;
    return `${m.label}: ${show(at(m.id, 10), 'scoreA', '')} at 10%, ${show(at(m.id, 60), 'scoreA', '')} at 60% (10% minus 60%: ${formatMeanDifference(d.diff, d.ci, pairs(at(m.id, 10)), 'points', 'pairs per arm')}, ${direction(d.ci)})`;
  });

  // JS-006: balance as the mean over the matchups of |A's score - 0.5|, with bounds from each matchup's 95% interval.
  const imbalance = COVERAGES.map((c) => {
    const parts = TERRAIN_MATCHUPS.map((m) => distanceFromEven(metric(at(m.id, c), 'scoreA').ci, metric(at(m.id, c), 'scoreA').mean));
    const mean = (f: (p: { value: number; ci: Interval }) => number) => parts.reduce((s, p) => s + f(p), 0) / parts.length;
    return { coverage: c, value: mean((p) => p.value), ci: [mean((p) => p.ci[0]), mean((p) => p.ci[1])] as Interval };
  });
  const flattest = [...imbalance].sort((x, y) => x.value - y.value)[0];
  // The lowest estimate alone does not pick the flattest coverage when intervals overlap: every coverage whose interval
  // reaches down to the flattest one's is not told apart from it (the arms' per-pair imbalance is not kept, so no paired
  // difference), and the guideline is judged over that whole set.
  const tied = imbalance.filter((x) => x.ci[0] <= flattest.ci[1]);
  const clearlyWorse = imbalance.filter((x) => x.ci[0] > flattest.ci[1]).map((x) => `${x.coverage}%`);
  const guideline = (x: { coverage: number }) => x.coverage >= 25 && x.coverage <= 40;
  const inside = tied.filter(guideline).map((x) => `${x.coverage}%`);
  const list = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const flattestText =
    tied.length === 1
      ? `The flattest point is ${flattest.coverage}%, clearly flatter than every other coverage, ${guideline(flattest) ? 'inside' : 'outside'} the 25-40% guideline`
      : `The flattest by estimate is ${flattest.coverage}%; ${list(tied.map((x) => `${x.coverage}%`))} are not told apart (their intervals overlap the flattest's), and ${inside.length === 0 ? 'none of them is inside the 25-40% guideline' : `${list(inside)} ${inside.length === 1 ? 'is' : 'are'} inside the 25-40% guideline`}`;
  const balance = `${imbalance.map((x) => `${x.coverage}% ${shown(x.value, 3)} (${shown(x.ci[0], 3)} to ${shown(x.ci[1], 3)})`).join(', ')}`;

  // JS-007: pace, activations until the first attack and battle length, 60% against 10% and paired against the band.
  const pace = TERRAIN_MATCHUPS.map((m) => {
    const d = unpairedDifference(metric(at(m.id, 60), 'activationsToFirstEngagement'), metric(at(m.id, 10), 'activationsToFirstEngagement'));
    const length = at(m.id, 60).vsBaseline?.length;
    return `${m.label}: first attack in activation ${show(at(m.id, 10), 'activationsToFirstEngagement', '')} at 10% and ${show(at(m.id, 60), 'activationsToFirstEngagement', '')} at 60% (60% minus 10%: ${formatMeanDifference(d.diff, d.ci, pairs(at(m.id, 60)), '', 'pairs per arm')}, ${direction(d.ci)}); battle length at 60% against the 25-40% band ${length ? pairedChange(length, at(m.id, 60).trials, 'activations') : 'n/a'}`;
  });
  const slower = TERRAIN_MATCHUPS.filter((m) => unpairedDifference(metric(at(m.id, 60), 'activationsToFirstEngagement'), metric(at(m.id, 10), 'activationsToFirstEngagement')).ci[0] > 0).length;

  return [
    `Does sparse terrain favour the ranged side (JS-005, "insufficient terrain heavily favor[s] ranged engagements")? The Colonies' score is clearly higher at 10% than at 60% coverage in ${rangedFavoured} of ${TERRAIN_MATCHUPS.length} matchups and clearly lower in ${rangedHindered} (unpaired intervals, conservative). ${ranged.join('; ')}.`,
    `Balance (JS-006), the mean over the three matchups of |A's score - 0.5| (bounds from each matchup's 95% interval): ${balance}. ${flattestText}; ${clearlyWorse.length === 0 ? 'no coverage is clearly less balanced than the flattest at this budget, so the data neither confirm nor refute the guideline as the flattest region' : `clearly less balanced: ${clearlyWorse.join(', ')}`}.`,
    `Pace (JS-007, "overly dense battlefields may ... slow gameplay"): the first attack comes clearly later at 60% than at 10% in ${slower} of ${TERRAIN_MATCHUPS.length} matchups. ${pace.join('; ')}.`,
    `Each coverage against the guideline band on the same seeds is in the tables (vs baseline); the heuristic player plays both sides, the forces are illustrative, and the terrain mix (35% light, 25% heavy, 20% elevated, 20% difficult) is the generator's, not the rulebook's (the core gives none).`,
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'js-terrain-coverage',
      title: 'Terrain coverage 10-60%: balance, ranged advantage and pace against the 25-40% guideline',
      question: 'Terrain "should cover approximately 25-40% of the battlefield": does sparser terrain favour ranged forces, does denser terrain slow the game, and is 25-40% the most balanced?',
      source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 4 Battlefield Setup › Terrain; Battlefield Density', catalogue: ['JS-005', 'JS-006', 'JS-007'] },
      pairs: 1500,
    },
    arms,
  ),
  answer,
  charts: [
    { kind: 'sweep', metric: 'scoreA', x: 'coverage', y: 'matchup', title: "The Colonies' (ranged) score by terrain coverage" },
    { kind: 'sweep', metric: 'activationsToFirstEngagement', x: 'coverage', y: 'matchup', title: 'Activations until the first attack by terrain coverage (JS-007)' },
    { kind: 'sweep', metric: 'length', x: 'coverage', y: 'matchup', title: 'Battle length (activations) by terrain coverage' },
    { kind: 'forest', metric: 'scoreA', title: "Colonies' score: each coverage minus the 25-40% band (paired)" },
  ],
});
