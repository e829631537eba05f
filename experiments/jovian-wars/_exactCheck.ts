/**
 * The sampled check of an exact experiment (jw-damage-order, jw-terrain-effects, jw-shield): each exact value of an
 * arm next to its sampled estimate and 95% interval, and how many lie inside. Degenerate values (exact 0 or 1 for a
 * proportion or a distribution's key, a mean with no spread) are left out: the sample cannot miss them.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { ArmSpec, Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MetricResult } from '../../src/sim/result.ts';

export interface Comparison {
  arm: string;
  metric: string;
  exact: number;
  estimate: number;
  ci: [number, number];
}

/** A cell's exact values by metric: a number for a proportion or a mean, the key probabilities for a distribution. */
export type ExactValues = Readonly<Record<string, number | readonly number[]>>;

const EPS = 1e-12;

export function exactComparisons<P extends Params>(result: ExperimentResult, arms: readonly ArmSpec<P>[], exactOf: (params: P) => ExactValues, metrics: readonly string[]): Comparison[] {
  const out: Comparison[] = [];
  for (const spec of arms) {
    const a = result.arms.find((r) => r.id === spec.id);
    if (!a) continue;
    const e = exactOf(spec.params as P);
    for (const metric of metrics) {
      const m = a.metrics[metric] as MetricResult | undefined;
      if (!m || m.n === 0) continue;
      if (m.kind === 'distribution') {
        (e[metric] as readonly number[]).forEach((v, k) => {
          if (v > EPS && v < 1 - EPS) out.push({ arm: spec.id, metric: `${metric}:${m.keys[k]}`, exact: v, estimate: m.p[k], ci: m.ci[k] });
        });
      } else if (m.kind === 'proportion') {
        const v = e[metric] as number;
        if (v > EPS && v < 1 - EPS) out.push({ arm: spec.id, metric, exact: v, estimate: m.p, ci: m.ci });
      } else if (m.sd > 0) out.push({ arm: spec.id, metric, exact: e[metric] as number, estimate: m.mean, ci: m.ci });
    }
  }
  return out;
}

/** How many exact values lie inside their intervals, and the farthest in standard errors (the interval's half-width over 1.96). */
export function checkSummary(rows: readonly Comparison[]): { inside: number; worst: number } {
  const inside = rows.filter((r) => r.exact >= r.ci[0] - EPS && r.exact <= r.ci[1] + EPS).length;
  const worst = rows.reduce((w, r) => Math.max(w, r.ci[1] > r.ci[0] ? Math.abs(r.estimate - r.exact) / ((r.ci[1] - r.ci[0]) / 3.92) : 0), 0);
  return { inside, worst };
}
