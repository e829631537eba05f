/**
 * The mean of a sample, its sample standard deviation (n - 1 divisor) and a
 * Student's t confidence interval for the mean, mean ± t·sd/√n,
 * computed from sufficient statistics only: the count n, the sum Σx and the sum
 * of squares Σx². These are what the runner keeps per chunk and merges, so a
 * result over millions of trials never needs the raw values.
 *
 * Numerics. The variance is (n·Σx² − (Σx)²) / (n(n − 1)). Both products are
 * large and nearly equal when the spread is small next to the mean, so the
 * plain subtraction can lose every significant digit (Chan, Golub & LeVeque,
 * "Algorithms for computing the sample variance", The American Statistician
 * 37, 1983). Here each product is formed exactly as a double-double with
 * Dekker's splitting (T. J. Dekker, "A floating-point technique for extending
 * the available precision", Numerische Mathematik 18, 1971), so the
 * subtraction is exact and the result carries only the rounding already in the
 * merged Σx and Σx². Those inputs can still be slightly inconsistent (each chunk
 * rounded its own sums), which can make the difference a hair below zero for a
 * constant sample; it is clamped to 0, never reported as a negative variance.
 *
 * The interval is Student's, mean ± t·sd/√n with t the quantile of n − 1
 * degrees of freedom at the confidence the given z stands for (z = 1.96: 95%;
 * studentT.ts). At the thousands of trials of a report t and z agree to 0.1%
 * (n = 1,000: 1.9623 against 1.9600), but a match of 6 games needs t(5) =
 * 2.571: the normal z made such an interval 24% too narrow. With n < 2 there is
 * no sample variance, so sd is NaN and the interval is [-Infinity, Infinity]:
 * no interval can be claimed (for n = 0 the mean is NaN too).
 *
 * Cost: O(1) (the t quantile is kept per trial count: studentT.ts tForZ).
 * Example: the data [2, 4, 4, 4, 5, 5, 7, 9] give meanInterval(8, 40, 232) ->
 * { mean: 5, sd: 2.1381, ci: [3.2125, 6.7875] } (t(7) = 2.3646).
 */
import { tForZ } from './studentT.ts';
import { Z95 } from './wilson.ts';

/** 2^27 + 1: splits a double into two halves whose products are exact (Dekker 1971). */
const SPLITTER = 134217729;

/** a·b as an unevaluated sum hi + lo, exactly (Dekker's TwoProduct). */
function exactProduct(a: number, b: number): [number, number] {
  const hi = a * b;
  const aBig = SPLITTER * a;
  const aHi = aBig - (aBig - a);
  const aLo = a - aHi;
  const bBig = SPLITTER * b;
  const bHi = bBig - (bBig - b);
  const bLo = b - bHi;
  const lo = aHi * bHi - hi + aHi * bLo + aLo * bHi + aLo * bLo;
  return [hi, lo];
}

/** n·Σx² − (Σx)² with both products exact, so nothing cancels but the inputs' own rounding. */
function scaledSumOfSquaredDeviations(n: number, sum: number, sumSquares: number): number {
  const [aHi, aLo] = exactProduct(n, sumSquares);
  const [bHi, bLo] = exactProduct(sum, sum);
  // Knuth's TwoSum of the high parts, then the low parts added to the error term.
  const s = aHi - bHi;
  const v = s - aHi;
  const error = aHi - (s - v) + (-bHi - v);
  return s + (error + aLo - bLo);
}

export function meanInterval(
  n: number,
  sum: number,
  sumSquares: number,
  z: number = Z95,
): { mean: number; sd: number; ci: [number, number] } {
  if (!(n >= 0) || !Number.isInteger(n)) throw new RangeError(`n must be a non-negative integer, got ${n}`);
  const mean = n === 0 ? NaN : sum / n;
  if (n < 2) return { mean, sd: NaN, ci: [-Infinity, Infinity] };
  const variance = Math.max(0, scaledSumOfSquaredDeviations(n, sum, sumSquares)) / (n * (n - 1));
  const sd = Math.sqrt(variance);
  const margin = (tForZ(z, n - 1) * sd) / Math.sqrt(n);
  return { mean, sd, ci: [mean - margin, mean + margin] };
}
