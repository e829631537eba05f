/**
 * The experiment API: one designer question as a plain object.
 *
 * A file `experiments/<system>/<name>.ts` default-exports `defineExperiment({...})`:
 * the question and where the rulebook asks it, the arms (the first is the
 * baseline), the metrics, and either a `trial(params, rng)` function that plays
 * one trial and returns a record, or a fast `batch(params, rng, n, tally)` form
 * that plays n trials and adds their totals to a tally (see kernelBatch.ts).
 *
 * `data` holds the numbers and names a designer may change from the command line
 * (`--set path=value`); `variants` the named rule readings (`--variant name=value`).
 * An arm's `params` may be a function of both, so every arm sees the patched data.
 *
 * Example (a coin that lands heads with probability data.p):
 *   export default defineExperiment({
 *     id: 'coin', title: 'Coin', question: 'How often heads?',
 *     source: { rulebook: 'none', section: '-', catalogue: [] },
 *     data: { p: 0.5 },
 *     arms: [{ id: 'fair', params: ({ data }) => ({ p: data.p }) }],
 *     metrics: { heads: { kind: 'proportion', label: 'Heads' } },
 *     trial: (params, rng) => ({ heads: rng.nextFloat() < params.p }),
 *     precision: { targetHalfWidth: 0.01, budget: 100_000 },
 *     charts: [{ kind: 'arms', metric: 'heads' }],
 *   });
 */
import type { Xoshiro128 } from '../rng/xoshiro128.ts';
import { InputError } from './inputError.ts';
import { CHART_KIND_NAMES, CHART_REFERENCES, isChartKind, type ChartRequest, type ExperimentResult, type SourceRef, type VerdictBand } from './result.ts';
import type { Tally } from './tally.ts';

export const METRIC_KINDS = { proportion: 'proportion', mean: 'mean', distribution: 'distribution' } as const;
export type MetricKind = keyof typeof METRIC_KINDS;

/** JSON-like values: arm params must survive the trip to a worker thread and into result.json. */
export type Json = number | string | boolean | null | readonly Json[] | { readonly [key: string]: Json };
export type Params = { readonly [key: string]: Json };
export type Data = { readonly [key: string]: Json };

export interface MetricSpec<P extends Params = Params> {
  kind: MetricKind;
  label: string;
  /** Unit of a mean, shown on chart axes, e.g. "damage per attack". */
  unit?: string;
  /** Keys of a distribution, in report order; a function when they depend on the arm. */
  keys?: readonly string[] | ((params: P) => readonly string[]);
  /** A tighter or looser precision target for this metric than the experiment's. */
  targetHalfWidth?: number;
  /**
   * The least and greatest value one trial can give a mean (e.g. 0 for a count, 0 and 1 for a score): its interval
   * is clipped to them, since the mean itself can never leave them (t's symmetric interval can, over a few trials
   * of a skewed count: "game length -2.2 to 11.9 rounds" over 3 pairs). Absent: no bound, except for a share: a mean
   * whose unit begins with the word "share" ("share of games", "share of rounds (SP-017)") is bounded by 0 and 1
   * unless it declares its own (shareBounds), so "0.012 (-0.002 to 0.026)" of games cannot be printed.
   */
  min?: number;
  max?: number;
  /**
   * A distribution whose trials each add several observations that may be
   * correlated (the two games of a match pair share their dice): the run also
   * keeps each key's sum of squared per-trial counts, and the intervals widen
   * by the design effect they show (summarize.ts), so they stay per trial.
   */
  clustered?: boolean;
}

/** What `params` functions see: the experiment's data after `--set`, and the chosen variants. */
export interface Setup<D extends Data = Data> {
  data: D;
  variants: Readonly<Record<string, string>>;
}

export interface ArmSpec<P extends Params = Params, D extends Data = Data> {
  id: string;
  label?: string;
  params: P | ((setup: Setup<D>) => P);
  /** For sweeps and heatmaps: where this arm sits, e.g. { rof: 3, armor: 2 }. */
  coords?: Record<string, number | string>;
  /**
   * Label and coords that follow the data (`--set`), as params may: a stat sweep's arm is "Fury 12" at
   * { 'shooters.fury': 12 } until --set values=... moves it. They take the place of label and coords.
   */
  labelFrom?: (setup: Setup<D>) => string;
  coordsFrom?: (setup: Setup<D>) => Record<string, number | string>;
  /** The arm this one is compared with (default: the first arm; null: none, e.g. a grid's own reference cells). */
  baseline?: string | null;
  /**
   * The share of the budget this arm plays (default 1): it plays the first
   * ceil(share x chunks) chunks and sits the rest out, so a slow arm (a search
   * agent, a second agent strength) can play fewer trials on the same seeds.
   * At most its baseline's share, so every trial it plays stays paired.
   */
  share?: number;
}

export interface VariantSpec {
  values: readonly string[];
  default: string;
}

/**
 * One trial's outcome: per metric a boolean (proportion), a number (mean) or a
 * key index or name (distribution). A distribution may also take an array of
 * key indices: several observations from one trial (e.g. the two games of a
 * match pair); its counts then sum to more than the trials.
 */
export type TrialRecord = Readonly<Record<string, boolean | number | string | readonly number[]>>;

export type TrialFunction<P extends Params> = (params: P, rng: Xoshiro128) => TrialRecord;

/**
 * Plays n trials with rng and adds their totals to tally. `keysFor` may supply
 * the keys of distribution metrics that declare none (kernel batches do).
 * `check` may refuse an arm's params before any trial is played (checkArms.ts):
 * it throws ParamError (src/dice/kernel.ts) naming the param at fault.
 */
export type BatchFunction<P extends Params> = ((params: P, rng: Xoshiro128, n: number, tally: Tally) => void) & {
  keysFor?: (metric: string, params: P) => readonly string[] | undefined;
  check?: (params: P) => void;
};

export interface ExperimentSpec<P extends Params = Params, D extends Data = Data> {
  id: string;
  title: string;
  question: string;
  source: SourceRef;
  data?: D;
  variants?: Record<string, VariantSpec>;
  arms: readonly ArmSpec<P, D>[];
  metrics: Record<string, MetricSpec<P>>;
  trial?: TrialFunction<P>;
  batch?: BatchFunction<P>;
  precision: { targetHalfWidth?: number; budget: number };
  /**
   * Trials per chunk (default 8192). Smaller for slow trials such as whole
   * games, so a short run still spreads over every worker. Part of the plan,
   * so it never depends on the worker count.
   */
  chunkSize?: number;
  charts: ChartRequest[];
  bands?: VerdictBand[];
  /**
   * The answer to the question in the designer's words, computed from the
   * finished result (numbers with intervals and trial counts; a verdict only
   * where the intervals support it). Shown first in the report.
   */
  answer?: (result: ExperimentResult) => string[];
}

/** A checked experiment definition (the type-erased form the runner works with). */
export type Experiment = ExperimentSpec<Params, Data>;

/**
 * Checks the definition once, where it is written, so a mistake in an experiment
 * file is reported when it loads rather than in the middle of a run, or after
 * it for a chart (the report is drawn once every trial is played). A mistake
 * is an InputError: the command prints it as one line, like any bad input.
 */
export function defineExperiment<P extends Params, D extends Data = Data>(spec: ExperimentSpec<P, D>): ExperimentSpec<P, D> {
  const where = `experiment ${spec.id}`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(spec.id)) throw new InputError(`${where}: id must be lower-case words joined by hyphens`);
  if ((spec.trial === undefined) === (spec.batch === undefined)) throw new InputError(`${where}: give exactly one of trial and batch`);
  if (spec.arms.length === 0) throw new InputError(`${where}: needs at least one arm`);
  const armIds = new Set<string>();
  for (const arm of spec.arms) {
    if (armIds.has(arm.id)) throw new InputError(`${where}: arm id ${arm.id} is used twice`);
    armIds.add(arm.id);
  }
  const shareOf = (id: string | null | undefined) => spec.arms.find((arm) => arm.id === id)?.share ?? 1;
  for (const [index, arm] of spec.arms.entries()) {
    if (typeof arm.baseline === 'string' && !armIds.has(arm.baseline)) throw new InputError(`${where}: arm ${arm.id} has unknown baseline ${arm.baseline}`);
    const share = arm.share ?? 1;
    if (!(share > 0 && share <= 1)) throw new InputError(`${where}: arm ${arm.id} has share ${arm.share}; a share is a fraction of the budget above 0 and at most 1`);
    const baseline = arm.baseline === null || index === 0 ? null : (arm.baseline ?? spec.arms[0].id);
    if (baseline !== null && baseline !== arm.id && share > shareOf(baseline)) throw new InputError(`${where}: arm ${arm.id} has share ${share}, more than its baseline ${baseline} (${shareOf(baseline)}): its extra trials would have nothing to pair with`);
  }
  if (Object.keys(spec.metrics).length === 0) throw new InputError(`${where}: needs at least one metric`);
  for (const [id, metric] of Object.entries(spec.metrics)) {
    if (!(metric.kind in METRIC_KINDS)) throw new InputError(`${where}: metric ${id} has unknown kind ${metric.kind}`);
  }
  spec.charts.forEach((chart, i) => {
    const field = `${where}: charts[${i}]`;
    if (!isChartKind(chart.kind)) throw new InputError(`${field}.kind is '${chart.kind}'; allowed: ${CHART_KIND_NAMES.join(', ')}`);
    if (!Object.hasOwn(spec.metrics, chart.metric)) throw new InputError(`${field}.metric is '${chart.metric}', not a metric of the experiment; its metrics: ${Object.keys(spec.metrics).join(', ')}`);
    if (chart.reference !== undefined && !CHART_REFERENCES.includes(chart.reference)) throw new InputError(`${field}.reference is '${chart.reference}'; allowed: ${CHART_REFERENCES.join(', ')}`);
  });
  for (const [name, variant] of Object.entries(spec.variants ?? {})) {
    if (!variant.values.includes(variant.default)) throw new InputError(`${where}: variant ${name} default ${variant.default} is not one of its values`);
  }
  if (!(Number.isSafeInteger(spec.precision.budget) && spec.precision.budget >= 2)) throw new InputError(`${where}: precision.budget must be a whole number of 2 or more (an interval needs 2 trials)`);
  if (spec.chunkSize !== undefined && !(Number.isSafeInteger(spec.chunkSize) && spec.chunkSize > 0)) throw new InputError(`${where}: chunkSize must be a positive integer`);
  return spec;
}

/** A unit that names a share (a proportion of games, rounds, turns...): its mean lies within 0 and 1. */
export const isShareUnit = (unit: string | undefined): boolean => /^share\b/i.test(unit ?? '');

/** A mean metric's bounds: its own min and max, else 0 and 1 for a share (isShareUnit), else none. */
export function shareBounds(spec: { min?: number; max?: number; unit?: string }): { min?: number; max?: number } {
  const share = isShareUnit(spec.unit);
  const min = spec.min ?? (share ? 0 : undefined);
  const max = spec.max ?? (share ? 1 : undefined);
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
