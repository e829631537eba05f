/**
 * Where a batch function adds the totals of the trials it played: one arm's
 * slice of a chunk's statistics array (layout in plan.ts). A batch adds totals
 * once per batch, not once per trial, so these lookups by metric id cost
 * nothing measurable.
 *
 * Example: tally.proportion('hit', 512); tally.mean('damage', 840, 2210);
 * tally.histogram('outcome')[2] += 17.
 */
import type { PlannedArm, PlannedMetric } from './plan.ts';

export class Tally {
  private readonly metrics: Map<string, PlannedMetric>;
  private stats: Float64Array = new Float64Array(0);

  constructor(readonly arm: PlannedArm) {
    this.metrics = new Map(arm.metrics.map((metric) => [metric.id, metric]));
  }

  /** Points the tally at the statistics of the chunk being played. */
  bind(stats: Float64Array): void {
    this.stats = stats;
  }

  /** Adds `successes` trials in which the proportion metric held. */
  proportion(metric: string, successes: number): void {
    this.stats[this.find(metric, 'proportion').offset] += successes;
  }

  /** Adds the sum and the sum of squares of a mean metric's per-trial values. */
  mean(metric: string, sum: number, sumSquares: number): void {
    const offset = this.find(metric, 'mean').offset;
    this.stats[offset] += sum;
    this.stats[offset + 1] += sumSquares;
  }

  /** The live per-key counts of a distribution metric, to add to in place. */
  histogram(metric: string): Float64Array {
    const found = this.find(metric, 'distribution');
    return this.stats.subarray(found.offset, found.offset + found.keys.length);
  }

  /** The keys of a distribution metric, in the order of its histogram. */
  keys(metric: string): readonly string[] {
    return this.find(metric, 'distribution').keys;
  }

  private find(metric: string, kind: PlannedMetric['kind']): PlannedMetric {
    const found = this.metrics.get(metric);
    if (!found) throw new Error(`unknown metric ${metric}; known: ${[...this.metrics.keys()].join(', ')}`);
    if (found.kind !== kind) throw new Error(`metric ${metric} is a ${found.kind}, not a ${kind}`);
    return found;
  }
}
