/**
 * ratioMean (src/stats/ratioMean.ts): a mean per observation over clusters of
 * uneven size, its interval from the ratio estimator's variance (Cochran
 * 1977, 6.9). Checked on hand-worked clusters.
 */
import { describe, expect, it } from 'vitest';
import { ratioMean } from '../../src/stats/ratioMean.ts';

/** Student's t 97.5% points (tables; SciPy t.ppf): the interval has clusters - 1 degrees of freedom. */
const T1 = 12.706204736174694;
const T2 = 4.302652729749462;

describe('ratioMean: a mean per observation counted over clusters', () => {
  it('clusters (3, 1), (2, 2), (0, 1): R = 5/4, residuals 1.75, -0.5, -1.25 by hand', () => {
    const r = ratioMean({ clusters: 3, hits: 5, hitsSquared: 13, observations: 4, observationsSquared: 6, cross: 7 });
    const half = T2 * Math.sqrt(4.875 / 2 / (3 * (4 / 3) ** 2));
    expect(r.r).toBeCloseTo(1.25, 12);
    expect(r.ci[0]).toBeCloseTo(1.25 - half, 10);
    expect(r.ci[1]).toBeCloseTo(1.25 + half, 10);
    expect(r.n).toBe(4);
  });

  it('takes negative means (a Mercenary ahead of its Operator) and gives no interval without two clusters or observations', () => {
    // Clusters (-2, 1), (-1, 1): R = -1.5, residuals -0.5 and 0.5.
    const r = ratioMean({ clusters: 2, hits: -3, hitsSquared: 5, observations: 2, observationsSquared: 2, cross: -3 });
    expect(r.r).toBeCloseTo(-1.5, 12);
    expect(r.ci[1] - r.ci[0]).toBeCloseTo(2 * T1 * Math.sqrt(0.5 / 1 / (2 * 1)), 10);
    expect(ratioMean({ clusters: 1, hits: 2, hitsSquared: 4, observations: 1, observationsSquared: 1, cross: 2 }).ci).toEqual([NaN, NaN]);
    expect(ratioMean({ clusters: 3, hits: 0, hitsSquared: 0, observations: 0, observationsSquared: 0, cross: 0 }).n).toBe(0);
  });
});
