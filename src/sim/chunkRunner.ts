/**
 * Plays one chunk of an experiment, for every arm, into a fresh statistics
 * array (layout in plan.ts). The same code runs in worker threads and in
 * process, so where a chunk runs cannot change its numbers.
 *
 * Trial form, with common random numbers: the chunk's stream (seed, k) deals
 * every trial i four state words; each arm replays trial i from those words on
 * one reusable generator, so all arms see the same dice for trial i, and the
 * per-trial difference from the arm's baseline is summed (paired).
 *
 * Batch form: every arm plays chunk k from a generator started at stream
 * (seed, k); differences between arms are then reported unpaired.
 *
 * Cost: trial form, one record object per arm per trial plus the trial itself;
 * batch form, whatever the batch function costs.
 */
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import type { Experiment, Params } from './experiment.ts';
import { armPlays, chunkTrials, type PlannedMetric, type RunPlan } from './plan.ts';
import { Tally } from './tally.ts';

const KIND_PROPORTION = 0;
const KIND_MEAN = 1;
const KIND_DISTRIBUTION = 2;
const KIND_CODES = { proportion: KIND_PROPORTION, mean: KIND_MEAN, distribution: KIND_DISTRIBUTION } as const;

export class ChunkRunner {
  private readonly generator = new Xoshiro128(1, 0, 0, 0);
  private readonly params: Params[];
  private readonly tallies: Tally[];
  /** metric ids, kinds and key lookups flattened per arm, hoisted out of the trial loop */
  private readonly metricIds: string[];
  private readonly kinds: Int32Array;
  private readonly keyIndex: Map<string, number>[][];
  /** This trial's value of each (arm, metric), for the paired differences. */
  private readonly values: Float64Array;

  constructor(
    private readonly plan: RunPlan,
    private readonly experiment: Experiment,
  ) {
    this.params = plan.arms.map((arm) => arm.params);
    this.tallies = plan.arms.map((arm) => new Tally(arm));
    const first = plan.arms[0].metrics;
    this.metricIds = first.map((metric) => metric.id);
    this.kinds = Int32Array.from(first, (metric) => KIND_CODES[metric.kind]);
    this.keyIndex = plan.arms.map((arm) => arm.metrics.map((metric) => new Map(metric.keys.map((key, index) => [key, index]))));
    this.values = new Float64Array(plan.arms.length * first.length);
  }

  run(chunk: number): Float64Array {
    const stats = new Float64Array(this.plan.width);
    const trials = chunkTrials(this.plan, chunk);
    const stream = Xoshiro128.stream(this.plan.seed, chunk);
    const playing = this.plan.arms.map((arm) => armPlays(arm, chunk));
    if (this.experiment.batch) this.runBatch(stats, stream, trials, playing);
    else this.runTrials(stats, stream, trials, playing);
    for (const [a, arm] of this.plan.arms.entries()) stats[arm.offset] = playing[a] ? trials : 0;
    return stats;
  }

  private runBatch(stats: Float64Array, stream: Xoshiro128, trials: number, playing: readonly boolean[]): void {
    const batch = this.experiment.batch!;
    const [s0, s1, s2, s3] = stream.state();
    for (let a = 0; a < this.plan.arms.length; a++) {
      if (!playing[a]) continue;
      this.generator.reset(s0, s1, s2, s3);
      this.tallies[a].bind(stats);
      batch(this.params[a], this.generator, trials, this.tallies[a]);
    }
  }

  private runTrials(stats: Float64Array, stream: Xoshiro128, trials: number, playing: readonly boolean[]): void {
    const trial = this.experiment.trial!;
    const arms = this.plan.arms;
    const metricCount = this.metricIds.length;
    const values = this.values;
    for (let i = 0; i < trials; i++) {
      const s0 = stream.nextUint32();
      const s1 = stream.nextUint32();
      const s2 = stream.nextUint32();
      const s3 = stream.nextUint32();
      for (let a = 0; a < arms.length; a++) {
        if (!playing[a]) continue;
        this.generator.reset(s0, s1, s2, s3);
        const record = trial(this.params[a], this.generator);
        const metrics = arms[a].metrics;
        for (let m = 0; m < metricCount; m++) {
          const metric = metrics[m];
          const value = record[metric.id];
          switch (this.kinds[m]) {
            case KIND_PROPORTION: {
              if (typeof value !== 'boolean') throw badValue(metric, value, 'a boolean');
              const x = value ? 1 : 0;
              stats[metric.offset] += x;
              values[a * metricCount + m] = x;
              break;
            }
            case KIND_MEAN: {
              if (typeof value !== 'number' || !Number.isFinite(value)) throw badValue(metric, value, 'a finite number');
              stats[metric.offset] += value;
              stats[metric.offset + 1] += value * value;
              values[a * metricCount + m] = value;
              break;
            }
            default: {
              if (Array.isArray(value)) {
                const keys = value as readonly number[];
                for (let j = 0; j < keys.length; j++) {
                  const key = keys[j];
                  if (!Number.isInteger(key) || key < 0 || key >= metric.keys.length) throw badValue(metric, value, `key indices below ${metric.keys.length}`);
                  stats[metric.offset + key] += 1;
                  if (metric.clustered && keys.indexOf(key) === j) {
                    // This trial's count of the key, squared once (at its first occurrence).
                    let count = 1;
                    for (let k = j + 1; k < keys.length; k++) if (keys[k] === key) count++;
                    stats[metric.offset + metric.keys.length + key] += count * count;
                  }
                }
                break;
              }
              const key = typeof value === 'string' ? (this.keyIndex[a][m].get(value) ?? -1) : value;
              if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= metric.keys.length) {
                throw badValue(metric, value, `one of its keys (${metric.keys.join(', ')}) or a key index`);
              }
              stats[metric.offset + key] += 1;
              if (metric.clustered) stats[metric.offset + metric.keys.length + key] += 1;
            }
          }
        }
      }
      for (let a = 0; a < arms.length; a++) {
        const baseline = arms[a].baseline;
        if (baseline === null || !playing[a]) continue;
        const metrics = arms[a].metrics;
        for (let m = 0; m < metricCount; m++) {
          const kind = this.kinds[m];
          if (kind === KIND_DISTRIBUTION) continue;
          const difference = values[a * metricCount + m] - values[baseline * metricCount + m];
          const slot = metrics[m].offset + (kind === KIND_PROPORTION ? 1 : 2);
          stats[slot] += difference;
          stats[slot + 1] += difference * difference;
        }
      }
    }
  }
}

function badValue(metric: PlannedMetric, value: unknown, expected: string): Error {
  return new Error(`trial returned ${JSON.stringify(value) ?? 'undefined'} for ${metric.kind} metric ${metric.id}; expected ${expected}`);
}
