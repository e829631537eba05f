/**
 * The saved result of one experiment run (`result.json`): everything a report
 * needs, so `playtest report` can re-render without re-running. Shards write the
 * same shape with `shard` set and per-chunk sufficient statistics kept in
 * `partial`, and `playtest merge` turns parts back into one result.
 *
 * Numbers are per arm; every estimate carries its interval and its trial count.
 */
import type { RunPlan } from './plan.ts';

export const RESULT_SCHEMA = 'playtest-result/1';

export interface SourceRef {
  /** Rulebook file in shared/seeds, e.g. "004_c41133d86b017ece.txt". */
  rulebook: string;
  /** Section or heading in that rulebook. */
  section: string;
  /** Catalogue ids from PLAYTEST-QUESTIONS.md, e.g. ["RR-009"]. */
  catalogue: string[];
}

export interface ProportionMetric {
  kind: 'proportion';
  label: string;
  n: number;
  count: number;
  p: number;
  ci: [number, number];
}

export interface MeanMetric {
  kind: 'mean';
  label: string;
  /** Unit shown on chart axes, e.g. "damage per attack". */
  unit: string;
  n: number;
  mean: number;
  sd: number;
  ci: [number, number];
}

export interface DistributionMetric {
  kind: 'distribution';
  label: string;
  n: number;
  keys: string[];
  counts: number[];
  p: number[];
  ci: [number, number][];
}

export type MetricResult = ProportionMetric | MeanMetric | DistributionMetric;

export interface Difference {
  /** arm minus baseline */
  diff: number;
  ci: [number, number];
  /** true when measured on common random numbers trial by trial */
  paired: boolean;
}

export interface ArmResult {
  id: string;
  label: string;
  /** The arm's parameters or data patches, as given in the experiment. */
  params: Record<string, unknown>;
  /** For sweeps: the coordinates of this arm, e.g. { rof: 3, armor: 2 }. */
  coords?: Record<string, number | string>;
  trials: number;
  metrics: Record<string, MetricResult>;
  /** Differences against the baseline arm (absent on the baseline itself). */
  vsBaseline?: Record<string, Difference>;
  /** The id of the arm vsBaseline compares with: the experiment's baseline unless the arm names another (grids). */
  baselineArm?: string;
}

/** The chart kinds a result may request; src/report/charts/chartKinds.ts draws each (its registry is checked against this list). */
export const CHART_KIND_NAMES = ['distribution', 'arms', 'forest', 'sweep', 'heatmap', 'matrix', 'ranking'] as const;
export type ChartKind = (typeof CHART_KIND_NAMES)[number];

export function isChartKind(kind: unknown): kind is ChartKind {
  return (CHART_KIND_NAMES as readonly unknown[]).includes(kind);
}

export interface ChartRequest {
  kind: ChartKind;
  /** Metric id the chart shows. */
  metric: string;
  title?: string;
  /** For sweep and heatmap: the coordinate names on the x (and y) axes. */
  x?: string;
  y?: string;
  /** Only the arms whose coords have these values (e.g. { strength: 'greedy' }: one chart per agent strength). */
  where?: Record<string, string | number>;
  /**
   * Arms charts without a verdict band: where the dashed reference line goes. `even`: 1/2, an even
   * game (the default for a win rate or a score); `zero`: 0, no gain (a metric that is a difference);
   * `baseline`: the first arm's estimate, for arms that vary one rule or roster (the default otherwise);
   * `none`: no line, for arms that are separate pairings or situations with no reference among them.
   */
  reference?: ChartReference;
}

export const CHART_REFERENCES = ['even', 'zero', 'baseline', 'none'] as const;
export type ChartReference = (typeof CHART_REFERENCES)[number];

/** Verdict bands: e.g. a win rate inside [0.45, 0.55] is "balanced". */
export interface VerdictBand {
  metric: string;
  low: number;
  high: number;
}

export interface ExperimentResult {
  schema: typeof RESULT_SCHEMA;
  experiment: {
    id: string;
    title: string;
    question: string;
    source: SourceRef;
    baseline: string;
  };
  tool: { name: string; version: string; commit: string };
  seed: number;
  /** Confidence level of every interval in this result, e.g. 0.95; absent means 0.95. */
  confidence?: number;
  chunkSize: number;
  /** Why the run stopped: every interval met the target, or the trial budget was spent. */
  stopReason: 'precision' | 'budget';
  target: { halfWidth: number | null; budget: number };
  variants: Record<string, string>;
  sets: Record<string, number | string>;
  arms: ArmResult[];
  charts: ChartRequest[];
  bands: VerdictBand[];
  /** The experiment's own answer to its question (its `answer` function), shown first in the report. */
  answer?: string[];
  /** The exact command that reproduces this result. */
  command: string;
  shard: { index: number; count: number } | null;
  /** `threads`: how pool threads started (workerBundle.ts), when a pool ran. */
  timing: { seconds: number; trialsPerSecond: number; workers: number; threads?: 'bundle' | 'tsx' };
  /**
   * Shards only: the run plan and the sufficient statistics of every chunk the
   * shard played, which `playtest merge` folds in chunk order (src/sim/mergeParts.ts).
   */
  partial?: PartialStats;
}

export interface PartialStats {
  /** The experiment as the shard's command named it (id, file name or path), so merge can load its answer function. */
  experiment: string;
  plan: RunPlan;
  chunks: { index: number; stats: number[] }[];
}
