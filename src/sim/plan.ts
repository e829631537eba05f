/**
 * A run plan: everything about a run that decides its numbers, as plain JSON.
 *
 * It fixes the arms (params already resolved from the patched data and chosen
 * variants), the metrics and their keys, the seed, the chunk size and budget,
 * and where each sufficient statistic lives in a chunk's Float64Array. Workers
 * receive it with every task, shards store it in their partial result, and
 * `playtest merge` needs nothing else to rebuild the result a single machine
 * gives.
 *
 * Layout of one chunk's statistics: per arm, slot 0 holds the trials, then per
 * metric in declaration order
 * - proportion: count, paired-difference sum, paired-difference sum of squares;
 * - mean: sum, sum of squares, paired-difference sum, paired-difference sum of squares;
 * - distribution: one count per key; a clustered one (several observations per
 *   trial) then one sum of squared per-trial counts per key.
 * Paired slots stay zero on an arm's own baseline and in batch experiments.
 */
import { shareBounds, type Experiment, type MetricKind, type Params, type Setup } from './experiment.ts';
import type { ChartRequest, ExperimentResult, VerdictBand } from './result.ts';
import { MIN_TRIALS } from './minTrials.ts';

/** Trials per chunk. Chunk k always draws from stream (seed, k), so this is part of a result's identity. */
export const CHUNK_SIZE = 8192;

export interface PlannedMetric {
  id: string;
  kind: MetricKind;
  label: string;
  unit: string;
  /** Distribution keys; empty for proportions and means. */
  keys: string[];
  /** Index of the metric's first slot in the chunk statistics. */
  offset: number;
  /** Stop target for this metric's intervals, or null to ignore it in the stopping rule. */
  targetHalfWidth: number | null;
  /** A clustered distribution (MetricSpec.clustered, trial experiments only): its squared-count slots follow its counts. */
  clustered?: boolean;
  /** A mean's bounds (MetricSpec.min, max): its interval is clipped to them. */
  min?: number;
  max?: number;
}

export interface PlannedArm {
  id: string;
  label: string;
  params: Params;
  coords?: Record<string, number | string>;
  /** Index of the arm it is compared with, or null on the baseline itself. */
  baseline: number | null;
  /** Index of the arm's trial count in the chunk statistics. */
  offset: number;
  metrics: PlannedMetric[];
  /** Only chunks below this play the arm (an arm with a share under 1); absent: every chunk. */
  chunks?: number;
}

export interface RunPlan {
  experiment: ExperimentResult['experiment'];
  /** The folder under experiments/ (names the default report folder). */
  system: string;
  /** 'trial': common random numbers, paired differences; 'batch': same stream per arm, unpaired. */
  form: 'trial' | 'batch';
  seed: number;
  chunkSize: number;
  budget: number;
  totalChunks: number;
  targetHalfWidth: number | null;
  sets: Record<string, number | string>;
  variants: Record<string, string>;
  arms: PlannedArm[];
  /** Length of one chunk's statistics array. */
  width: number;
  charts: ChartRequest[];
  bands: VerdictBand[];
  command: string;
}

export interface PlanOptions {
  system: string;
  seed: number;
  budget?: number;
  /** Overrides every metric's target; null: no target, play the whole budget. */
  targetHalfWidth?: number | null;
  setup: Setup;
  sets: Record<string, number | string>;
  command: string;
}

const SLOTS: Record<Exclude<MetricKind, 'distribution'>, number> = { proportion: 3, mean: 4 };

export function makePlan(experiment: Experiment, options: PlanOptions): RunPlan {
  const budget = options.budget ?? experiment.precision.budget;
  const chunkSize = experiment.chunkSize ?? CHUNK_SIZE;
  const globalTarget = options.targetHalfWidth !== undefined ? options.targetHalfWidth : (experiment.precision.targetHalfWidth ?? null);
  const armIndex = new Map(experiment.arms.map((arm, index) => [arm.id, index]));
  let width = 0;
  const arms = experiment.arms.map((arm, index): PlannedArm => {
    const params = typeof arm.params === 'function' ? arm.params(options.setup) : arm.params;
    const label = arm.labelFrom ? arm.labelFrom(options.setup) : arm.label;
    const coords = arm.coordsFrom ? arm.coordsFrom(options.setup) : arm.coords;
    const offset = width++;
    const metrics = Object.entries(experiment.metrics).map(([id, spec]): PlannedMetric => {
      const keys = spec.kind === 'distribution' ? [...distributionKeys(experiment, id, params)] : [];
      const clustered = spec.kind === 'distribution' && spec.clustered === true && experiment.trial !== undefined;
      const metric: PlannedMetric = {
        id,
        kind: spec.kind,
        label: spec.label,
        unit: spec.unit ?? '',
        keys,
        offset: width,
        // --target-ci overrides every metric; otherwise a metric's own target wins.
        targetHalfWidth: options.targetHalfWidth !== undefined ? options.targetHalfWidth : (spec.targetHalfWidth ?? globalTarget),
        ...(clustered ? { clustered } : {}),
        // A share's bounds are 0 and 1 unless it declares others (experiment.ts shareBounds).
        ...(spec.kind === 'mean' ? shareBounds(spec) : {}),
      };
      width += spec.kind === 'distribution' ? keys.length * (clustered ? 2 : 1) : SLOTS[spec.kind];
      return metric;
    });
    const baseline = index === 0 || arm.baseline === null ? null : armIndex.get(arm.baseline ?? experiment.arms[0].id)!;
    return {
      id: arm.id,
      label: label ?? arm.id,
      params: JSON.parse(JSON.stringify(params)) as Params,
      ...(coords ? { coords } : {}),
      baseline: baseline === index ? null : baseline,
      offset,
      metrics,
      // Enough chunks for MIN_TRIALS at least: an arm of one trial would have no interval (chunks of 1-4 trials, small budgets).
      ...((arm.share ?? 1) < 1 ? { chunks: Math.max(Math.ceil(MIN_TRIALS / chunkSize), Math.ceil((arm.share ?? 1) * Math.ceil(budget / chunkSize))) } : {}),
    };
  });
  return {
    experiment: {
      id: experiment.id,
      title: experiment.title,
      question: experiment.question,
      source: experiment.source,
      baseline: experiment.arms[0].id,
    },
    system: options.system,
    form: experiment.trial ? 'trial' : 'batch',
    seed: options.seed,
    chunkSize,
    budget,
    totalChunks: Math.ceil(budget / chunkSize),
    targetHalfWidth: globalTarget,
    sets: options.sets,
    variants: { ...options.setup.variants },
    arms,
    width,
    charts: experiment.charts,
    bands: experiment.bands ?? [],
    command: options.command,
  };
}

function distributionKeys(experiment: Experiment, metric: string, params: Params): readonly string[] {
  const declared = experiment.metrics[metric].keys;
  const keys = typeof declared === 'function' ? declared(params) : (declared ?? experiment.batch?.keysFor?.(metric, params));
  if (!keys || keys.length === 0) throw new Error(`experiment ${experiment.id}: distribution metric ${metric} needs keys`);
  return keys;
}

/** Whether chunk k plays this arm (arms with a share under 1 sit out the later chunks). */
export function armPlays(arm: PlannedArm, chunk: number): boolean {
  return arm.chunks === undefined || chunk < arm.chunks;
}

/** Trials in chunk k: the plan's chunk size, except a shorter last chunk when the budget is not a multiple of it. */
export function chunkTrials(plan: RunPlan, chunk: number): number {
  return Math.min(plan.chunkSize, plan.budget - chunk * plan.chunkSize);
}

/** Trials in chunks 0 .. chunks-1. */
export function trialsThrough(plan: RunPlan, chunks: number): number {
  return Math.min(plan.budget, chunks * plan.chunkSize);
}

/** The smallest number of chunks a stopping round adds; rounds then grow by half of what is done. */
export const MIN_ROUND_CHUNKS = 8;

/**
 * Where the round after `done` chunks ends. The stopping rule is checked only at
 * round ends, which depend on nothing but the chunk count, so the stop point is
 * the same with any number of workers or shards. Rounds grow geometrically, so
 * a long run synchronises its workers only O(log chunks) times.
 */
export function nextRoundEnd(plan: RunPlan, done: number): number {
  // With no precision target anywhere only the budget can stop the run: one
  // round, so the workers never wait for each other at a round end.
  if (!plan.arms.some((arm) => arm.metrics.some((metric) => metric.targetHalfWidth !== null))) return plan.totalChunks;
  return Math.min(plan.totalChunks, done + Math.max(MIN_ROUND_CHUNKS, Math.floor(done / 2)));
}
