/**
 * A confidence interval for the mean of values that cannot leave known bounds (a score in [0, 1], a count that is
 * never negative), from the same sufficient statistics as Student's: n, the mean and the sample sd.
 *
 * Why not Student's mean ± t·sd/√n: it assumes the mean is roughly normal, which fails when most trials sit at a
 * bound and a few do not. A share of games in which something happened 3 times in 1,000 is 0.003, and Student's
 * interval, 0 to 0.0064 once clipped, is narrower than what 3 events support (Wilson's 0.001 to 0.0088). Simulated
 * (tests/stats/boundedMean.test.ts, 20,000 samples), a share of 0.4% over 300 trials: clipped Student's interval held
 * the truth 69% of the time, this one 97%; of 1/120 over 120 trials: 63% and 92%. So the interval is the one a count of
 * events would get, with the count the sample's own spread implies:
 *
 * - Bounded on both sides (range R = max - min, share s of the range): the values' variance is at most s(1 - s)R²
 *   (Bhatia and Davis, "A better bound on the variance", Amer. Math. Monthly 107, 2000), reached by trials that all
 *   sit at the two bounds. A sample with variance v carries the information of N = n·s(1 - s)R²/v such trials
 *   (Kish's effective sample size, never below n), and the interval is Wilson's for s·N successes in N. All values at
 *   the bounds: Wilson's own interval. Values spread inside: N > n and the interval tends to Student's.
 * - Bounded on one side (distance d of the mean from the bound): a compound Poisson count of k = n·d²/v events of
 *   size c = v/d has the same mean and variance (k is never below 1: one non-zero trial gives exactly 1), and the
 *   interval is Garwood's exact Poisson interval for k events, times c/n: the chi-square quantiles χ²(2k) at 2.5%
 *   and χ²(2k + 2) at 97.5%, halved (F. Garwood, "Fiducial limits for the Poisson distribution", Biometrika 28,
 *   1936), by the Wilson-Hilferty cube-root approximation (E. B. Wilson and M. M. Hilferty, PNAS 17, 1931), which
 *   errs wide at the few degrees of freedom where it is rough. One event in 300 of size 1 gives 0.00004 to 0.0186
 *   (the exact interval 0.00008 to 0.0186), where Student gave 0 to 0.0099. Simulated (tests/stats/boundedMean),
 *   events of size 1 to 4, about 5 a sample: 93.6% coverage where Student's had 88.7%. No sample can show sizes it
 *   never drew, so events whose sizes vary widely still undercover, less than Student's. Many events: Student's again.
 * - No spread at all (every trial gave the same value): no variance to read, so with both bounds the widest variance
 *   the mean allows stands in (N = n: a 4-game match whose pairs each split 1-1 is 1/2 with Wilson's interval for 4
 *   of 8, not "1/2 exactly"); with one bound or none there is no widest variance, and the interval has width 0.
 * - No bounds, or fewer than 2 trials: Student's (meanInterval.ts).
 *
 * The quantile is Student's t for n - 1 degrees of freedom wherever the variance is read from the sample, as in
 * meanInterval.ts (z where the no-spread case assumes the widest variance instead). The interval never leaves the
 * bounds. Cost: O(1).
 * Example: boundedMeanInterval(120, 1/120, sd of one 1 among 119 zeros, { min: 0, max: 1 }) -> about [0.0015, 0.046]
 * (Wilson's for 1 of 120), where Student's was [0, 0.0246].
 */
import { meanInterval } from './meanInterval.ts';
import { tForZ } from './studentT.ts';
import { wilson, Z95 } from './wilson.ts';

export interface MeanBounds {
  min?: number;
  max?: number;
}

export function boundedMeanInterval(n: number, mean: number, sd: number, bounds: MeanBounds, z: number = Z95): [number, number] {
  const { min, max } = bounds;
  const student = () => meanInterval(n, mean * n, (n - 1) * sd * sd + n * mean * mean, z).ci;
  if (n < 2 || !Number.isFinite(mean) || !(sd >= 0)) return student();
  const hasMin = min !== undefined;
  const hasMax = max !== undefined;
  if (hasMin && hasMax && max > min) {
    const range = max - min;
    const share = Math.min(1, Math.max(0, (mean - min) / range));
    const variance = (sd / range) ** 2;
    const widest = share * (1 - share);
    const spread = sd > 0 && widest > 0;
    const effective = spread ? n * Math.max(1, widest / variance) : n;
    const [lo, hi] = wilson(share * effective, effective, spread ? tForZ(z, n - 1) : z);
    return [min + lo * range, min + hi * range];
  }
  if (hasMin !== hasMax) {
    const bound = (hasMin ? min : max) as number;
    const distance = hasMin ? mean - bound : bound - mean;
    if (!(sd > 0) || !(distance > 0)) return [mean, mean];
    const events = (n * distance * distance) / (sd * sd);
    const size = (sd * sd) / distance;
    const t = tForZ(z, n - 1);
    const near = (chiSquareQuantile(2 * events, -t) / 2) * (size / n);
    const far = (chiSquareQuantile(2 * events + 2, t) / 2) * (size / n);
    return hasMin ? [bound + near, bound + far] : [bound - far, bound - near];
  }
  return student();
}

/** The chi-square quantile with `df` degrees of freedom at the normal deviate z (Wilson and Hilferty's cube root). */
function chiSquareQuantile(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * Math.max(0, 1 - a + z * Math.sqrt(a)) ** 3;
}
