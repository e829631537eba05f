/**
 * Wilson score interval for a binomial proportion (E. B. Wilson, "Probable
 * inference, the law of succession, and statistical inference", JASA 22, 1927;
 * formula as in Agresti & Coull, The American Statistician 52, 1998, eq. 2).
 * Unlike the normal ("Wald") interval it stays inside [0, 1] and keeps close to
 * its stated coverage for small counts and for proportions near 0 or 1.
 *
 * Cost: O(1). Example: wilson(8, 10) -> [0.4902, 0.9433] (95%).
 */
import { normalQuantile } from './normal.ts';

/** z for a two-sided 95% interval: the 97.5% normal quantile, 1.959963984540054. */
export const Z95 = normalQuantile(0.975);

/** The z that gives a two-sided interval of the given confidence level, e.g. 0.95 -> 1.96. */
export function zForConfidence(confidence: number): number {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  return normalQuantile(1 - (1 - confidence) / 2);
}

export function wilson(successes: number, trials: number, z: number = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // Clamp away rounding: at p = 0 or 1 the exact bound is 0 or 1.
  return [successes === 0 ? 0 : Math.max(0, centre - halfWidth), successes === trials ? 1 : Math.min(1, centre + halfWidth)];
}
