/**
 * The text of a paired match experiment's means and differences (jw-fast, jw-renowned, jw-q-ship, jw-table-size): a
 * mean metric of an arm with its interval over pairs, and an arm's paired difference from its baseline with whether
 * the interval excludes 0. Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';

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
