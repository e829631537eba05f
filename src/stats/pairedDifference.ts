/**
 * The difference between two arms of an experiment (arm minus baseline) with a
 * Student's t confidence interval.
 *
 * `pairedDifference` is for means of arms run on common random numbers (a
 * proportion's paired difference is pairedProportionDifference.ts's): trial i of both
 * arms used the same seed, so each trial gives one difference d_i = arm_i −
 * baseline_i, and the differences are independent of each other. The estimate
 * is their mean and the interval is mean ± t·sd_d/√n from the differences' own
 * sample variance, t with n − 1 degrees of freedom (the paired-t interval: A. M.
 * Law, "Simulation Modeling and Analysis", 5th ed., 2015, ch. 10, and ch. 11 on
 * common random numbers). Shared luck cancels inside each d_i, so when the arms
 * are positively correlated this interval is much narrower than the unpaired
 * one — the reason the project pairs seeds. The runner supplies n, Σd and Σd².
 *
 * `unpairedDifference` is for arms that could not be paired (different trial
 * counts or unrelated seeds): mean_a − mean_b ± t·√(s_a²/n_a + s_b²/n_b), the
 * Welch standard error with t at the Welch–Satterthwaite degrees of freedom
 * (B. L. Welch, "The generalization of 'Student's' problem when several
 * different population variances are involved", Biometrika 34, 1947).
 * `z` names the confidence (1.96: 95%), as in meanInterval.
 *
 * Both reuse `meanInterval`, so they inherit its careful variance from
 * sufficient statistics and its rule that fewer than 2 trials on any side give
 * the interval [-Infinity, Infinity].
 *
 * Cost: O(1). Example: differences [1, 2, 3, 4] give
 * pairedDifference(4, 10, 30) -> { diff: 2.5, sd: 1.2910, ci: [0.4457, 4.5543] } (t(3) = 3.1824).
 */
import { meanInterval } from './meanInterval.ts';
import { tForZ } from './studentT.ts';
import { Z95 } from './wilson.ts';

/** Sufficient statistics of one arm: trial count, sum and sum of squares of the metric. */
export interface ArmSums {
  n: number;
  sum: number;
  sumSquares: number;
}

export function pairedDifference(
  n: number,
  sumDiff: number,
  sumDiffSquares: number,
  z: number = Z95,
): { diff: number; sd: number; ci: [number, number] } {
  const { mean, sd, ci } = meanInterval(n, sumDiff, sumDiffSquares, z);
  return { diff: mean, sd, ci };
}

export function unpairedDifference(a: ArmSums, b: ArmSums, z: number = Z95): { diff: number; ci: [number, number] } {
  const armA = meanInterval(a.n, a.sum, a.sumSquares, z);
  const armB = meanInterval(b.n, b.sum, b.sumSquares, z);
  const diff = armA.mean - armB.mean;
  if (a.n < 2 || b.n < 2) return { diff, ci: [-Infinity, Infinity] };
  const va = (armA.sd * armA.sd) / a.n;
  const vb = (armB.sd * armB.sd) / b.n;
  const standardError = Math.sqrt(va + vb);
  // Welch–Satterthwaite; with no spread in either arm there is no width to scale (the interval is the point).
  const df = va + vb > 0 ? (va + vb) ** 2 / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1)) : Infinity;
  const t = tForZ(z, df);
  return { diff, ci: [diff - t * standardError, diff + t * standardError] };
}
