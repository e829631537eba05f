/**
 * A share counted over clusters of uneven size, with its interval: e.g. of the
 * battles in which one side destroyed more, the share that side won, when a
 * match pair holds 0, 1 or 2 such battles and its two battles share their dice.
 *
 * The estimate is the ratio p = sum of hits / sum of observations. Its variance
 * is the ratio estimator's, v(p) = sum over clusters of (h_i - p o_i)^2 /
 * (T (T - 1) obar^2), with T clusters and obar their mean observations
 * (W. G. Cochran, Sampling Techniques, 3rd ed., 1977, section 6.9 with 2.46).
 * Over the binomial variance p (1 - p) / n it is a design effect (Kish), never
 * taken below 1, that shrinks both counts before a Wilson interval, as
 * src/sim/summarize.ts clusteredWilson does for distributions; so a share of
 * correlated battles is never given a narrower interval than independent
 * ones would get.
 *
 * Input: sufficient statistics over the clusters (what a runner's mean
 * metrics keep): the sums of h, h^2, o, o^2 and h o.
 *
 * Cost: O(1). Example: clusters (hits, observations) (1, 2), (0, 2), (3, 3),
 * (0, 1) give p = 4 / 8 = 0.5; residuals 0, -1, 1.5, -0.5, so v(p) = 3.5 / 3 /
 * (4 x 2^2) = 0.0729 against 0.25 / 8 = 0.03125 binomial: design effect 2.33,
 * interval wilson(4 / 2.33, 8 / 2.33) = [0.137, 0.863] (plain Wilson: [0.215, 0.785]).
 */
import { wilson, Z95 } from './wilson.ts';

export interface RatioSums {
  /** Clusters (e.g. match pairs). */
  clusters: number;
  hits: number;
  hitsSquared: number;
  observations: number;
  observationsSquared: number;
  /** Sum over clusters of hits x observations. */
  cross: number;
}

export interface RatioShare {
  p: number;
  ci: [number, number];
  /** Observations (the share's denominator). */
  n: number;
  /** Variance of p over the binomial variance (at least 1). */
  designEffect: number;
}

export function ratioShare(s: RatioSums, z: number = Z95): RatioShare {
  const n = s.observations;
  if (!(n > 0)) return { p: NaN, ci: [0, 1], n: 0, designEffect: 1 };
  const p = s.hits / n;
  const t = s.clusters;
  const binomial = (p * (1 - p)) / n;
  if (t < 2 || binomial <= 0) return { p, ci: wilson(s.hits, n, z), n, designEffect: 1 };
  // Sum of (h - p o)^2, expanded over the sums; clamped at 0 against rounding.
  const residuals = Math.max(0, s.hitsSquared - 2 * p * s.cross + p * p * s.observationsSquared);
  const meanObservations = n / t;
  const variance = residuals / (t - 1) / (t * meanObservations * meanObservations);
  const designEffect = Math.max(1, variance / binomial);
  return { p, ci: wilson(s.hits / designEffect, n / designEffect, z), n, designEffect };
}
