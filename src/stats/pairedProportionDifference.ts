/**
 * The difference between two proportions measured on the same trials (arms paired on common random numbers: trial i
 * of both arms used the same seed), pA − pB, with Newcombe's square-and-add interval for paired proportions: method
 * 10 of R. G. Newcombe, "Improved confidence intervals for the difference between binomial proportions based on
 * paired data", Statistics in Medicine 17 (1998) 2635-2650 (worked in D. G. Altman et al., "Statistics with
 * confidence", 2nd ed., 2000, p. 52).
 *
 * Why not Student's interval on the per-trial differences d_i ∈ {-1, 0, 1} (pairedDifference.ts): it rests on the few
 * trials where the arms disagree, and with a handful of them it is far too narrow (5 disagreements of 1,000, all one
 * way: Student's 0.0006 to 0.0094, this 0.0002 to 0.0117). Each proportion gets its Wilson interval [l, u], and the
 * two are combined allowing for their correlation ψ:
 *
 *   lower = d − √((pA − lA)² − 2ψ(pA − lA)(uB − pB) + (uB − pB)²)
 *   upper = d + √((uA − pA)² − 2ψ(uA − pA)(pB − lB) + (pB − lB)²)
 *
 * with ψ the 2×2 table's phi coefficient, its numerator ad − bc lowered by n/2 when above it and 0 between 0 and n/2
 * (Newcombe's correction, so a weak positive correlation does not narrow the interval), and 0 when a margin is 0.
 *
 * The table comes from the sufficient statistics the runner keeps: n, A's count, and the differences' sum (b − c)
 * and sum of squares (b + c), b the trials where only A succeeded and c those where only B did; B's count over the
 * same trials is A's less the differences' sum (a baseline that played more trials than A counts only the paired).
 *
 * Cost: O(1). Example (Newcombe 1998's table, as in contingencytables' tests: 59 both, 6 A only, 16 B only, 80
 * neither): pairedProportionDifference(161, 65, -10, 22) -> { diff: -0.0621, ci: [-0.1186, -0.0046] }.
 */
import { wilson, Z95 } from './wilson.ts';

export function pairedProportionDifference(
  n: number,
  countA: number,
  sumDiff: number,
  sumDiffSquares: number,
  z: number = Z95,
): { diff: number; ci: [number, number] } {
  if (!(n > 0)) return { diff: NaN, ci: [-1, 1] };
  const countB = countA - sumDiff;
  const onlyA = (sumDiffSquares + sumDiff) / 2;
  const onlyB = (sumDiffSquares - sumDiff) / 2;
  const both = countA - onlyA;
  const neither = n - both - onlyA - onlyB;
  const tableOk = [onlyA, onlyB, both, neither].every((cell) => Number.isInteger(cell) && cell >= 0);
  if (!tableOk) {
    throw new RangeError(`paired counts do not make a 2x2 table: n ${n}, A's count ${countA}, differences' sum ${sumDiff} and sum of squares ${sumDiffSquares}`);
  }
  const pA = countA / n;
  const pB = countB / n;
  const [lA, uA] = wilson(countA, n, z);
  const [lB, uB] = wilson(countB, n, z);
  const margins = countA * (n - countA) * countB * (n - countB);
  const cross = both * neither - onlyA * onlyB;
  const corrected = cross > n / 2 ? cross - n / 2 : cross >= 0 ? 0 : cross;
  const psi = margins > 0 ? corrected / Math.sqrt(margins) : 0;
  const diff = pA - pB;
  const below = Math.sqrt(Math.max(0, (pA - lA) ** 2 - 2 * psi * (pA - lA) * (uB - pB) + (uB - pB) ** 2));
  const above = Math.sqrt(Math.max(0, (uA - pA) ** 2 - 2 * psi * (uA - pA) * (pB - lB) + (pB - lB) ** 2));
  return { diff, ci: [Math.max(-1, diff - below), Math.min(1, diff + above)] };
}
