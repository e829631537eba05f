/**
 * Plain facts about a metric that charts, verdicts and tables all need: its
 * point estimate and interval whatever its kind, whether it reads as a win rate,
 * the noun for one trial ("games" or "trials"), and the interval's confidence.
 */
import type { ArmResult, ExperimentResult, MetricResult } from '../sim/result.ts';
import { fixed, meanDecimals, percent, percentDecimals, shown } from './format.ts';

export interface Estimate {
  value: number;
  ci: [number, number];
  n: number;
}

/** Point estimate and interval of a proportion or mean metric; null for a distribution. */
export function estimateOf(metric: MetricResult): Estimate | null {
  if (metric.kind === 'proportion') return { value: metric.p, ci: metric.ci, n: metric.n };
  if (metric.kind === 'mean') return { value: metric.mean, ci: metric.ci, n: metric.n };
  return null;
}

/** A metric reads as a win rate when its id or label says "win". */
export function isWinRate(metricId: string, metric: MetricResult | undefined): boolean {
  return metric?.kind === 'proportion' && (/win/i.test(metricId) || /win/i.test(metric.label));
}

/** A mean on a 0-1 scale whose label says it scores a game: win 1, draw 1/2. */
export function isScore(metric: MetricResult | undefined): boolean {
  return metric?.kind === 'mean' && /win 1, draw 1\/2/.test(metric.label);
}

/**
 * Whether an arm counted anything in a distribution: with no observation its shares are not 0%, they are unknown (an
 * arm the metric does not apply to, as jw-damage-order's turn-start rolls for its hit arms, printed 0% in every key).
 */
export function anyCounted(metric: MetricResult | undefined): boolean {
  return metric?.kind === 'distribution' && metric.counts.some((count) => count > 0);
}

/** The first arm's copy of the metric: labels and kinds are the same on every arm. */
export function metricOf(result: ExperimentResult, metricId: string): MetricResult | undefined {
  for (const arm of result.arms) if (arm.metrics[metricId]) return arm.metrics[metricId];
  return undefined;
}

export function baselineArm(result: ExperimentResult): ArmResult | undefined {
  return result.arms.find((arm) => arm.id === result.experiment.baseline);
}

/** The arm an arm's vsBaseline compares with: its own `baselineArm` (grids) or the experiment's baseline. */
export function comparedWith(result: ExperimentResult, arm: ArmResult): ArmResult | undefined {
  const id = arm.baselineArm ?? result.experiment.baseline;
  return result.arms.find((candidate) => candidate.id === id);
}

/** True when any arm's difference against the baseline was measured on common random numbers. */
export function isPaired(result: ExperimentResult, metricId?: string): boolean {
  return result.arms.some((arm) =>
    Object.entries(arm.vsBaseline ?? {}).some(([id, difference]) => difference.paired && (metricId === undefined || id === metricId)),
  );
}

/** "paired games", "games", "paired trials" or "trials". */
export function trialNoun(result: ExperimentResult, metricId: string): string {
  const metric = metricOf(result, metricId);
  // A score's trial may be a pair of games (a match experiment's pair with sides swapped), so only a win rate says games.
  const base = isWinRate(metricId, metric) ? 'games' : 'trials';
  return isPaired(result, metricId) ? `paired ${base}` : base;
}

/** Confidence of the intervals, 0.95 when the result does not say. */
export function confidenceOf(result: ExperimentResult): number {
  return result.confidence ?? 0.95;
}

/** "95%" */
export function confidenceLabel(result: ExperimentResult): string {
  return `${fixed(confidenceOf(result) * 100, Number.isInteger(confidenceOf(result) * 100) ? 0 : 1)}%`;
}

/** A value printed the way its metric is printed: "61%" or "3.42". */
export function formatValue(metric: MetricResult, value: number, ci: [number, number]): string {
  return metric.kind === 'mean' ? shown(value, meanDecimals(ci[1] - ci[0])) : percent(value, percentDecimals(ci[1] - ci[0], value));
}

/**
 * One formatter for every value on a chart, so labels side by side carry the
 * same number of decimals: the precision the widest interval supports.
 */
export function chartValueFormatter(metric: MetricResult, estimates: Estimate[]): (value: number) => string {
  const decimals = chartValueDecimals(metric, estimates);
  return metric.kind === 'mean' ? (value) => shown(value, decimals) : (value) => percent(value, decimals);
}

/** The decimals chartValueFormatter writes the metric's values with (of the percentage, for a proportion). */
export function chartValueDecimals(metric: MetricResult, estimates: Estimate[]): number {
  const widest = Math.max(0, ...estimates.map((estimate) => estimate.ci[1] - estimate.ci[0]));
  return metric.kind === 'mean' ? meanDecimals(widest) : percentDecimals(widest);
}

/** Axis title with its unit: "Win rate (%)", "Mean damage (damage per attack)". */
export function axisTitle(metric: MetricResult): string {
  if (metric.kind === 'mean') return metric.unit ? `${metric.label} (${metric.unit})` : metric.label;
  return `${metric.label} (%)`;
}
