/**
 * Intervals for a number made from estimates that were measured on the same games (the actions and the reactions of
 * a game, the dice it rolls and the rounds it lasts) when a result keeps each estimate's own interval but not how the
 * estimates vary together. Each interval here holds at the stated confidence or more, whatever that covariance is, so
 * it is never narrower than the exact one would be; a report says "at least 95%".
 *
 * - Sum: the ends added. The standard error of a sum is at most the sum of the standard errors (Minkowski's
 *   inequality: sd(X + Y) <= sd(X) + sd(Y) for any correlation), so the half-widths added cover the sum.
 * - Average of k estimates: the sum's interval over k.
 * - Ratio a / b: each estimate's interval at 1 - alpha/2 (Bonferroni: both hold together with probability at least
 *   1 - alpha, whatever their correlation), and the ratio's extremes over the four corners, which is exact for the
 *   box because a / b is monotone in each of a and b while b stays positive. When b's interval reaches 0 there is no
 *   bound, and the interval is [NaN, NaN].
 *
 * Example: sums of (10, [9, 11]) and (5, [4, 6]) give 15, [13, 17]; the ratio of a = 10 (se 0.5) to b = 5 (se 0.25)
 * at 95% uses z = 2.241 (the 98.75% quantile), a in [8.88, 11.12], b in [4.44, 5.56], so 2 in [1.60, 2.50].
 */
import { normalQuantile } from './normal.ts';

export interface Bounded {
  mean: number;
  ci: readonly [number, number];
}

/** The sum of estimates from the same games: its interval is the intervals' ends added. */
export function sumBound(parts: readonly Bounded[]): { mean: number; ci: [number, number] } {
  let mean = 0;
  let low = 0;
  let high = 0;
  for (const p of parts) {
    mean += p.mean;
    low += p.ci[0];
    high += p.ci[1];
  }
  return { mean, ci: [low, high] };
}

/**
 * a - b for two estimates whose correlation is not kept (two statistics of the same games, two ratings of one
 * tournament, two arms on shared seeds): a's ends less b's opposite ends, the two half-widths added, which holds at
 * 95% or more whatever the correlation. Wider than a paired interval, so a difference it leaves unclear may be real.
 */
export function differenceBound(a: Bounded, b: Bounded): { mean: number; ci: [number, number] } {
  return sumBound([a, { mean: -b.mean, ci: [-b.ci[1], -b.ci[0]] }]);
}

/** The equal-weight average of estimates (arms, or statistics of the same games): the sum's interval over their count. */
export function averageBound(parts: readonly Bounded[]): { mean: number; ci: [number, number] } {
  const k = parts.length;
  if (k === 0) return { mean: NaN, ci: [NaN, NaN] };
  const s = sumBound(parts);
  return { mean: s.mean / k, ci: [s.ci[0] / k, s.ci[1] / k] };
}

/** a / b for two estimates with their standard errors, its interval by Bonferroni at `confidence` (0.95: each at 97.5%). */
export function ratioBound(a: { mean: number; se: number }, b: { mean: number; se: number }, confidence = 0.95): { mean: number; ci: [number, number] } {
  const mean = a.mean / b.mean;
  const z = normalQuantile(1 - (1 - confidence) / 4);
  const [aLow, aHigh] = [a.mean - z * a.se, a.mean + z * a.se];
  const [bLow, bHigh] = [b.mean - z * b.se, b.mean + z * b.se];
  if (!(bLow > 0) || !Number.isFinite(aLow) || !Number.isFinite(aHigh) || !Number.isFinite(bHigh)) return { mean, ci: [NaN, NaN] };
  const corners = [aLow / bLow, aLow / bHigh, aHigh / bLow, aHigh / bHigh];
  return { mean, ci: [Math.min(...corners), Math.max(...corners)] };
}
