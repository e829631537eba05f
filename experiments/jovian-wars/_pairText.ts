/**
 * The text of a paired match experiment's means and differences (jw-fast, jw-renowned, jw-q-ship, jw-table-size,
 * jw-interception-limit): a mean metric of an arm with its interval over pairs, an arm's paired difference from its
 * baseline with whether the interval excludes 0, and the difference of two of an arm's metrics with a bound that
 * holds whatever their correlation. Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { differenceBound } from '../../src/stats/combinedBounds.ts';

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


/** An arm's metric `a` minus its metric `b` on the same pairs (differenceBound), as pairDiff gives a paired difference. */
export function pairDiffBound(arm: ArmResult, a: string, b: string, unit: string, scale = 1): { text: string; clear: boolean; up: boolean; ci: [number, number] } {
  // The two statistics are read on the same games, with no per-pair difference kept: the half-widths added.
  const d = differenceBound(meanMetric(arm, a), meanMetric(arm, b));
  const ci: [number, number] = [scale * d.ci[0], scale * d.ci[1]];
  return { text: formatMeanDifference(scale * d.mean, ci, arm.trials, unit, 'pairs'), clear: d.ci[0] > 0 || d.ci[1] < 0, up: d.mean > 0, ci };
}
