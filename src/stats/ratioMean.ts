/**
 * A mean per observation counted over clusters of uneven size: e.g. the cards
 * in hand per planning decision, when a match pair holds any number of
 * decisions and its two games share their dice. R = sum of hits / sum of
 * observations, its variance the ratio estimator's, sum over clusters of
 * (h_i - R o_i)^2 / (T (T - 1) obar^2), with T clusters and obar their mean
 * observations (W. G. Cochran, Sampling Techniques, 3rd ed., 1977, section
 * 6.9 with 2.46, as src/stats/ratioShare.ts), and a t interval with T − 1
 * degrees of freedom (studentT.ts; `z` names the confidence, 1.96: 95%). A
 * ratioShare is the same estimate for a share (hits at most observations) with
 * a Wilson interval; this one is for any per-observation mean, negative too.
 *
 * Input: sufficient statistics over the clusters (RatioSums). With fewer than
 * two clusters there is no spread to measure, so the interval is [NaN, NaN].
 *
 * Cost: O(1). Example: clusters (h, o) (3, 1), (2, 2), (0, 1) give R = 5 / 4;
 * residuals 1.75, -0.5, -1.25; variance 4.875 / 2 / (3 x (4/3)^2) = 0.457,
 * interval 1.25 +- 2.909 (t(2) = 4.303 times its square root).
 */
import { tForZ } from './studentT.ts';
import { Z95 } from './wilson.ts';
import type { RatioSums } from './ratioShare.ts';

export function ratioMean(s: RatioSums, z: number = Z95): { r: number; ci: [number, number]; n: number } {
  const n = s.observations;
  if (!(n > 0)) return { r: NaN, ci: [NaN, NaN], n: 0 };
  const r = s.hits / n;
  const t = s.clusters;
  if (t < 2) return { r, ci: [NaN, NaN], n };
  const residuals = Math.max(0, s.hitsSquared - 2 * r * s.cross + r * r * s.observationsSquared);
  const meanObservations = n / t;
  const half = tForZ(z, t - 1) * Math.sqrt(residuals / (t - 1) / (t * meanObservations * meanObservations));
  return { r, ci: [r - half, r + half], n };
}
