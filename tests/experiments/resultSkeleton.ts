/**
 * A made-up result with an experiment's own arms (ids, labels, coordinates, baselines) and metrics, every
 * estimate neutral: for tests that set the numbers a verdict rests on and check the sentence, without reading a
 * committed report (whose numbers change whenever it is re-run).
 */
import { RESULT_SCHEMA, type ArmResult, type ChartRequest, type Difference, type ExperimentResult, type MeanMetric, type MetricResult, type SourceRef, type VerdictBand } from '../../src/sim/result.ts';

/** What the skeleton reads of an experiment definition (any experiment's, whatever its params type). */
interface MetricShape {
  kind: 'mean' | 'proportion' | 'distribution';
  label: string;
  unit?: string;
  keys?: readonly string[] | ((params: never) => readonly string[]);
}
export interface ExperimentShape {
  id: string;
  title: string;
  question: string;
  source: SourceRef;
  variants?: Record<string, { default: string }>;
  arms: readonly { id: string; label?: string; params: unknown; coords?: Record<string, number | string>; baseline?: string | null }[];
  metrics: Record<string, MetricShape>;
  charts?: ChartRequest[];
  bands?: VerdictBand[];
}

/** A mean over n trials with a 95% interval of +/- half. */
function meanOf(value: number, half: number, n: number, label = '', unit = ''): MeanMetric {
  return { kind: 'mean', label, unit, n, mean: value, sd: (half / 1.96) * Math.sqrt(n), ci: [value - half, value + half] };
}

function neutralMetric(id: string, spec: MetricShape, n: number, params: Record<string, unknown>): MetricResult {
  if (spec.kind === 'mean') return meanOf(0.5, 0.05, n, spec.label, spec.unit ?? '');
  if (spec.kind === 'proportion') return { kind: 'proportion', label: spec.label, n, count: Math.round(n / 2), p: 0.5, ci: [0.45, 0.55] };
  const keys = typeof spec.keys === 'function' ? spec.keys(params as never) : spec.keys;
  if (!keys) throw new Error(`resultSkeleton: distribution metric ${id} declares no keys`);
  const p = 1 / keys.length;
  return { kind: 'distribution', label: spec.label, n, keys: [...keys], counts: keys.map(() => Math.round(n * p)), p: keys.map(() => p), ci: keys.map(() => [p * 0.9, Math.min(1, p * 1.1)]) };
}

/**
 * Every arm with every metric at 1/2 (+/- 0.05, `trials` each; distributions uniform) and, as the runner pairs
 * them (src/sim/plan.ts: an arm's `baseline`, else the first arm; none on the first arm or with `baseline: null`),
 * a paired difference of 0 (+/- 0.05) against its baseline, named in `baselineArm` as src/sim/summarize.ts does.
 */
export function resultSkeleton(experiment: ExperimentShape, trials: number): ExperimentResult {
  const first = experiment.arms[0].id;
  const arms: ArmResult[] = experiment.arms.map((arm, index) => {
    const params = typeof arm.params === 'function' ? {} : (arm.params as Record<string, unknown>);
    const metrics = Object.fromEntries(Object.entries(experiment.metrics).map(([id, spec]) => [id, neutralMetric(id, spec, trials, params)]));
    const baseline = index === 0 || arm.baseline === null ? null : (arm.baseline ?? first);
    const result: ArmResult = { id: arm.id, label: arm.label ?? arm.id, params, ...(arm.coords ? { coords: { ...arm.coords } } : {}), trials, metrics };
    if (baseline !== null && baseline !== arm.id) {
      result.vsBaseline = Object.fromEntries(
        Object.entries(experiment.metrics)
          .filter(([, spec]) => spec.kind !== 'distribution')
          .map(([id]) => [id, { diff: 0, ci: [-0.05, 0.05], paired: true } satisfies Difference]),
      );
      result.baselineArm = baseline;
    }
    return result;
  });
  return {
    schema: RESULT_SCHEMA,
    experiment: { id: experiment.id, title: experiment.title, question: experiment.question, source: experiment.source, baseline: first },
    tool: { name: 'playtest-lab', version: 'test', commit: 'test' },
    seed: 1,
    chunkSize: trials,
    stopReason: 'budget',
    target: { halfWidth: null, budget: trials * arms.length },
    variants: Object.fromEntries(Object.entries(experiment.variants ?? {}).map(([name, spec]) => [name, spec.default])),
    sets: {},
    arms,
    charts: experiment.charts ?? [],
    bands: experiment.bands ?? [],
    command: `playtest run ${experiment.id}`,
    shard: null,
    timing: { seconds: 1, trialsPerSecond: trials * arms.length, workers: 1 },
  } as ExperimentResult;
}
