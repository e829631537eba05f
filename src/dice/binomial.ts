/**
 * The binomial distribution: P(k successes in n independent trials of
 * probability q), for k = 0..n. Up to 60 trials the binomial coefficients are
 * exact doubles and each term is C(n,k) q^k (1-q)^(n-k); beyond that the terms
 * are built in log space so nothing overflows. q = 0 and q = 1 are exact.
 * Cost O(n). Example: binomialPmf(2, 0.5) -> [0.25, 0.5, 0.25].
 */
export function binomialPmf(n: number, q: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  if (q <= 0) {
    pmf[0] = 1;
    return pmf;
  }
  if (q >= 1) {
    pmf[n] = 1;
    return pmf;
  }
  if (n <= 60) {
    let choose = 1;
    for (let k = 0; k <= n; k++) {
      if (k > 0) choose = (choose * (n - k + 1)) / k;
      pmf[k] = choose * q ** k * (1 - q) ** (n - k);
    }
    return pmf;
  }
  const logQ = Math.log(q);
  const logNotQ = Math.log1p(-q);
  let logChoose = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logChoose += Math.log((n - k + 1) / k);
    pmf[k] = Math.exp(logChoose + k * logQ + (n - k) * logNotQ);
  }
  return pmf;
}
