/**
 * Turns merged sufficient statistics into what a report shows: per arm and
 * metric the estimate with its 95% interval and trial count, and the difference
 * from the arm's baseline (paired on common random numbers in trial
 * experiments, unpaired in batch experiments).
 *
 * Also lists the half-width of every interval the stopping rule watches:
 * each proportion, mean and distribution key of each arm, scaled by its
 * metric's own target so one target of 1 stands for all of them.
 */
import {
  boundedMeanInterval,
  halfWidth,
  meanInterval,
  pairedDifference,
  pairedProportionDifference,
  proportionDifference,
  unpairedDifference,
  wilson,
} from '../stats/index.ts';
import type { PlannedArm, PlannedMetric, RunPlan } from './plan.ts';
import type { ArmResult, Difference, MetricResult } from './result.ts';

export function summarizeArms(plan: RunPlan, stats: Float64Array): ArmResult[] {
  return plan.arms.map((arm): ArmResult => {
    const trials = stats[arm.offset];
    const metrics: Record<string, MetricResult> = {};
    for (const metric of arm.metrics) metrics[metric.id] = metricResult(metric, trials, stats);
    const result: ArmResult = {
      id: arm.id,
      label: arm.label,
      params: arm.params,
      ...(arm.coords ? { coords: arm.coords } : {}),
      trials,
      metrics,
    };
    if (arm.baseline !== null) {
      result.vsBaseline = differences(plan, arm, plan.arms[arm.baseline], stats);
      result.baselineArm = plan.arms[arm.baseline].id;
    }
    return result;
  });
}

function metricResult(metric: PlannedMetric, n: number, stats: Float64Array): MetricResult {
  const at = metric.offset;
  switch (metric.kind) {
    case 'proportion': {
      const count = stats[at];
      return { kind: 'proportion', label: metric.label, n, count, p: n > 0 ? count / n : NaN, ci: wilson(count, n) };
    }
    case 'mean': {
      const { mean, sd } = meanInterval(n, stats[at], stats[at + 1]);
      return { kind: 'mean', label: metric.label, unit: metric.unit, n, mean, sd, ci: clip(boundedMeanInterval(n, mean, sd, metric), metric, mean) };
    }
    case 'distribution': {
      const counts = Array.from(stats.subarray(at, at + metric.keys.length));
      // Counted in observations: more than the trials when a trial adds several (match pairs add one per game).
      const observed = counts.reduce((sum, count) => sum + count, 0);
      const trials = n;
      if (observed > n) n = observed;
      const squares = metric.clustered ? stats.subarray(at + metric.keys.length, at + 2 * metric.keys.length) : null;
      return {
        kind: 'distribution',
        label: metric.label,
        n,
        keys: metric.keys,
        counts,
        p: counts.map((count) => (n > 0 ? count / n : NaN)),
        ci: counts.map((count, k) => (squares ? clusteredWilson(count, squares[k], n, trials) : wilson(count, n))),
      };
    }
  }
}

/**
 * A mean's interval within the metric's bounds (MetricSpec.min, max): the mean of values that never leave them cannot
 * either (boundedMeanInterval stays inside them already; this guards rounding). A mean outside them means the bounds
 * are wrong (a unit that says "share" on a value that is no share, say), and clipping would hide it: that is an error
 * naming the metric.
 */
function clip(ci: [number, number], metric: PlannedMetric, mean: number): [number, number] {
  const slack = 1e-9;
  if ((metric.min !== undefined && mean < metric.min - slack) || (metric.max !== undefined && mean > metric.max + slack)) {
    throw new Error(`metric ${metric.id} ('${metric.label}', unit '${metric.unit}') has mean ${mean} outside its bounds ${metric.min ?? '-inf'} to ${metric.max ?? '+inf'} (MetricSpec.min/max; a unit beginning with "share" means 0 to 1)`);
  }
  return [metric.min !== undefined ? Math.max(metric.min, ci[0]) : ci[0], metric.max !== undefined ? Math.min(metric.max, ci[1]) : ci[1]];
}

/**
 * A Wilson interval for a key's share when each of `trials` trials adds
 * observed/trials observations that may be correlated (the two games of a
 * match pair): the design effect, the variance of the per-trial shares over
 * the binomial variance, shrinks the observations to an effective count
 * (Kish). It never narrows the interval (a design effect under 1 is taken
 * as 1: games of a pair are rarely anti-correlated, and an estimate below 1
 * is mostly noise), and with one observation per trial it is plain Wilson.
 * A count of 0 shows no spread and keeps plain Wilson over the observations
 * (independence). The widest reading, Wilson over the trials, would bound no
 * event more widely than one event's estimated interval (one event cannot show
 * a correlation): jw-scenarios' "one game in 2,000" would read narrower than
 * none. pairPools formatShare, which reads a count of games per pair, takes
 * the widest for 0.
 */
export function clusteredWilson(count: number, squares: number, observed: number, trials: number): [number, number] {
  if (trials < 2 || observed <= trials) return wilson(count, observed);
  const m = observed / trials;
  const p = count / observed;
  const binomial = (p * (1 - p)) / observed;
  if (binomial <= 0) return wilson(count, observed);
  // Per-trial shares y = c / m: their mean is p, their sample variance over the trials gives Var(p) = s^2 / trials.
  const sampleVariance = Math.max(0, (squares / (m * m) - trials * p * p) / (trials - 1));
  const effect = Math.max(1, sampleVariance / trials / binomial);
  return wilson(count / effect, observed / effect);
}

function differences(plan: RunPlan, arm: PlannedArm, baseline: PlannedArm, stats: Float64Array): Record<string, Difference> {
  const paired = plan.form === 'trial';
  const n = stats[arm.offset];
  const nBase = stats[baseline.offset];
  const result: Record<string, Difference> = {};
  arm.metrics.forEach((metric, m) => {
    const at = metric.offset;
    const base = baseline.metrics[m].offset;
    if (metric.kind === 'proportion') {
      const { diff, ci } = paired ? pairedProportionDifference(n, stats[at], stats[at + 1], stats[at + 2]) : proportionDifference(stats[at], n, stats[base], nBase);
      result[metric.id] = { diff, ci, paired };
    } else if (metric.kind === 'mean') {
      const { diff, ci } = paired
        ? pairedDifference(n, stats[at + 2], stats[at + 3])
        : unpairedDifference({ n, sum: stats[at], sumSquares: stats[at + 1] }, { n: nBase, sum: stats[base], sumSquares: stats[base + 1] });
      result[metric.id] = { diff, ci, paired };
    }
  });
  return result;
}

/**
 * Half-width / own target for every watched interval; the run may stop on
 * precision when all are <= 1. Empty when no metric has a target.
 */
export function scaledHalfWidths(plan: RunPlan, arms: ArmResult[]): number[] {
  const widths: number[] = [];
  plan.arms.forEach((arm, a) => {
    for (const metric of arm.metrics) {
      const target = metric.targetHalfWidth;
      if (target === null) continue;
      const result = arms[a].metrics[metric.id];
      const intervals = result.kind === 'distribution' ? result.ci : [result.ci];
      for (const ci of intervals) widths.push(halfWidth(ci) / target);
    }
  });
  return widths;
}
