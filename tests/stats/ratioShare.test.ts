/**
 * ratioShare (src/stats/ratioShare.ts): a share over clusters of uneven size,
 * its interval the ratio estimator's variance (Cochran 1977, 6.9) as a design
 * effect on Wilson. Checked on hand-worked clusters.
 */
import { describe, expect, it } from 'vitest';
import { ratioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { wilson } from '../../src/stats/wilson.ts';

/** The sufficient statistics of clusters given as [hits, observations]. */
function sums(clusters: [number, number][]): RatioSums {
  return {
    clusters: clusters.length,
    hits: clusters.reduce((s, [h]) => s + h, 0),
    hitsSquared: clusters.reduce((s, [h]) => s + h * h, 0),
    observations: clusters.reduce((s, [, o]) => s + o, 0),
    observationsSquared: clusters.reduce((s, [, o]) => s + o * o, 0),
    cross: clusters.reduce((s, [h, o]) => s + h * o, 0),
  };
}

describe('ratioShare: a share counted over clusters', () => {
  it('clusters (1, 2), (0, 2), (3, 3), (0, 1): p = 1/2, design effect 7/3 by hand, Wilson on the shrunk counts', () => {
    const r = ratioShare(sums([[1, 2], [0, 2], [3, 3], [0, 1]]));
    expect(r.p).toBe(0.5);
    expect(r.n).toBe(8);
    // Residuals h - p o: 0, -1, 1.5, -0.5 (squares 3.5); v(p) = 3.5 / 3 / (4 x 2^2); binomial 0.25 / 8.
    expect(r.designEffect).toBeCloseTo(3.5 / 3 / 16 / (0.25 / 8), 12);
    const [lo, hi] = wilson(4 / r.designEffect, 8 / r.designEffect);
    expect(r.ci[0]).toBeCloseTo(lo, 12);
    expect(r.ci[1]).toBeCloseTo(hi, 12);
    expect(r.ci[0]).toBeCloseTo(0.1365, 4);
    expect(r.ci[1]).toBeCloseTo(0.8635, 4);
  });

  it('never narrower than plain Wilson: clusters that agree less than chance keep the binomial interval', () => {
    // Every cluster 1 of 2: the residuals are all 0, so the ratio variance is 0 and the effect is floored at 1.
    const r = ratioShare(sums([[1, 2], [1, 2], [1, 2], [1, 2], [1, 2]]));
    expect(r.designEffect).toBe(1);
    expect(r.ci).toEqual(wilson(5, 10));
  });

  it('one observation per cluster is plain Wilson up to the n / (n - 1) of the sample variance', () => {
    const clusters: [number, number][] = [[1, 1], [0, 1], [1, 1], [1, 1], [0, 1], [1, 1], [0, 1], [1, 1]];
    const r = ratioShare(sums(clusters));
    expect(r.p).toBe(5 / 8);
    // Sample variance of 0/1 over 8 clusters is 8/7 of p(1 - p): the design effect is exactly 8/7.
    expect(r.designEffect).toBeCloseTo(8 / 7, 12);
  });

  it('no observations: no estimate; every observation a hit: the Wilson interval of n out of n', () => {
    expect(ratioShare(sums([[0, 0], [0, 0]])).n).toBe(0);
    expect(Number.isNaN(ratioShare(sums([[0, 0], [0, 0]])).p)).toBe(true);
    const all = ratioShare(sums([[2, 2], [1, 1], [0, 0]]));
    expect(all.p).toBe(1);
    expect(all.ci).toEqual(wilson(3, 3));
  });
});
