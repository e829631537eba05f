/**
 * The text of a paired match experiment's means and differences (jw-fast, jw-renowned, jw-q-ship, jw-table-size,
 * jw-interception-limit): a mean metric of an arm with its interval over pairs, an arm's paired difference from its
 * baseline with whether the interval excludes 0, and the difference of two of an arm's metrics with a bound that
 * holds whatever their correlation. Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { sumBound, type Bounded } from '../../src/stats/combinedBounds.ts';

/** An arm's mean metric. */
export const meanMetric = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;

/** "0.49 points per game (0.48 to 0.50, 4,000 pairs)", every number times `scale` (100 for a share in %). */
export function pairMean(arm: ArmResult, id: string, unit: string, scale = 1): string {
  const x = meanMetric(arm, id);
  return formatMean(scale * x.mean, [scale * x.ci[0], scale * x.ci[1]], arm.trials, unit, 'pairs');
}

/** The arm minus its baseline, paired: its text, whether the interval excludes 0 (`clear`) and its sign (`up`). */
export function pairDiff(arm: ArmResult, id: string, unit: string, scale = 1): { text: string; clear: boolean; up: boolean } {
  const d = arm.vsBaseline![id];
  return { text: formatMeanDifference(scale * d.diff, [scale * d.ci[0], scale * d.ci[1]], arm.trials, unit, 'pairs'), clear: d.ci[0] > 0 || d.ci[1] < 0, up: d.diff > 0 };
}

/**
 * a - b for two estimates read on the same games when the result keeps each one's interval but not how they vary
 * together (no per-pair difference was recorded): the interval is a's ends less b's opposite ends, the two half-widths
 * added (combinedBounds.ts sumBound), which holds at 95% or more whatever their correlation. Wider than a paired
 * interval would be, so a difference it leaves unclear may still be real.
 */
export function differenceBound(a: Bounded, b: Bounded): { diff: number; ci: [number, number] } {
  const s = sumBound([a, { mean: -b.mean, ci: [-b.ci[1], -b.ci[0]] }]);
  return { diff: s.mean, ci: s.ci };
}

/** An arm's metric `a` minus its metric `b` on the same pairs (differenceBound), as pairDiff gives a paired difference. */
export function pairDiffBound(arm: ArmResult, a: string, b: string, unit: string, scale = 1): { text: string; clear: boolean; up: boolean; ci: [number, number] } {
  const d = differenceBound(meanMetric(arm, a), meanMetric(arm, b));
  const ci: [number, number] = [scale * d.ci[0], scale * d.ci[1]];
  return { text: formatMeanDifference(scale * d.diff, ci, arm.trials, unit, 'pairs'), clear: d.ci[0] > 0 || d.ci[1] < 0, up: d.diff > 0, ci };
}
