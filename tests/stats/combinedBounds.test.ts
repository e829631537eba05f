/**
 * combinedBounds (src/stats/combinedBounds.ts): intervals for sums, averages and ratios of estimates from the same
 * games that hold whatever the estimates' correlation. Checked on the module's worked example, and by simulation:
 * for strongly positively and negatively correlated statistics each interval covers the true value at least 95% of
 * the time, where the interval that ignores the correlation (the standard errors added in quadrature) falls short.
 */
import { describe, expect, it } from 'vitest';
import { averageBound, differenceBound, ratioBound, sumBound } from '../../src/stats/combinedBounds.ts';
import { meanInterval } from '../../src/stats/meanInterval.ts';
import { Z95 } from '../../src/stats/wilson.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';

/**
 * 95% less the simulation's own noise: 2,000 replicates measure a coverage to about +/-1%, and a sum of two almost
 * perfectly correlated statistics (the first case) is where the bound is tight, at 95% itself.
 */
const AT_LEAST = 0.94;

/** A sample's mean, standard error and 95% interval, as a result keeps them. */
function estimate(values: readonly number[]) {
  const n = values.length;
  const sum = values.reduce((s, v) => s + v, 0);
  const m = meanInterval(n, sum, values.reduce((s, v) => s + v * v, 0));
  return { mean: m.mean, se: m.sd / Math.sqrt(n), ci: m.ci };
}

/**
 * `replicates` samples of `games` games; each game gives x uniform on 0..10 and y = slope x + uniform noise on 0..4,
 * so y's mean is 5 slope + 2 and its correlation with x has slope's sign.
 */
function replicates(slope: number, seed: number, count = 2000, games = 40) {
  const rng = Xoshiro128.stream(seed);
  const out: { x: ReturnType<typeof estimate>; y: ReturnType<typeof estimate> }[] = [];
  for (let r = 0; r < count; r++) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let g = 0; g < games; g++) {
      const x = 10 * rng.nextFloat();
      xs.push(x);
      ys.push(slope * x + 4 * rng.nextFloat());
    }
    out.push({ x: estimate(xs), y: estimate(ys) });
  }
  return out;
}

describe('combinedBounds: intervals that hold whatever the correlation', () => {
  it('the worked example: sums add their ends; the ratio of 10 (se 0.5) to 5 (se 0.25) is 2 in [1.60, 2.50]', () => {
    expect(sumBound([{ mean: 10, ci: [9, 11] }, { mean: 5, ci: [4, 6] }])).toEqual({ mean: 15, ci: [13, 17] });
    // a - b: a's ends less b's opposite ends, the half-widths added.
    expect(differenceBound({ mean: 10, ci: [9, 11] }, { mean: 5, ci: [4, 6] })).toEqual({ mean: 5, ci: [3, 7] });
    expect(averageBound([{ mean: 10, ci: [9, 11] }, { mean: 5, ci: [4, 6] }])).toEqual({ mean: 7.5, ci: [6.5, 8.5] });
    const r = ratioBound({ mean: 10, se: 0.5 }, { mean: 5, se: 0.25 });
    const z = 2.241402727604947; // the 98.75% point of the normal: each of two intervals at 97.5%
    expect(r.mean).toBe(2);
    expect(r.ci[0]).toBeCloseTo((10 - z * 0.5) / (5 + z * 0.25), 12);
    expect(r.ci[1]).toBeCloseTo((10 + z * 0.5) / (5 - z * 0.25), 12);
    expect(r.ci[0]).toBeCloseTo(1.597, 3);
    expect(r.ci[1]).toBeCloseTo(2.505, 3);
  });

  it('gives no ratio interval when the divisor may be 0 or less, and no average of nothing', () => {
    expect(ratioBound({ mean: 1, se: 0.1 }, { mean: 0.1, se: 0.1 }).ci).toEqual([NaN, NaN]);
    expect(ratioBound({ mean: 1, se: NaN }, { mean: 5, se: 0.1 }).ci).toEqual([NaN, NaN]);
    expect(averageBound([]).ci).toEqual([NaN, NaN]);
    // A negative numerator is fine: the corners still give the extremes.
    const r = ratioBound({ mean: -2, se: 0.1 }, { mean: 4, se: 0.1 });
    expect(r.ci[0]).toBeLessThan(-0.5);
    expect(r.ci[1]).toBeGreaterThan(-0.5);
    expect(r.ci[1]).toBeLessThan(0);
  });

  it('covers the true sum and ratio at least 95% of the time for positively correlated statistics', () => {
    // y = 2x + noise: E[x] = 5, E[y] = 12, E[x + y] = 17, E[y] / E[x] = 2.4.
    const runs = replicates(2, 7);
    const share = (hit: (r: (typeof runs)[number]) => boolean) => runs.filter(hit).length / runs.length;
    expect(share((r) => { const s = sumBound([r.x, r.y]); return s.ci[0] <= 17 && 17 <= s.ci[1]; })).toBeGreaterThanOrEqual(AT_LEAST);
    expect(share((r) => { const q = ratioBound(r.y, r.x); return q.ci[0] <= 2.4 && 2.4 <= q.ci[1]; })).toBeGreaterThanOrEqual(AT_LEAST);
    // Why the bound is needed: the standard errors added in quadrature, as if the two were independent, cover the sum
    // far too rarely here (about 86%: the sum's variance is 76, the independent reading's 43).
    const naive = share((r) => Math.abs(r.x.mean + r.y.mean - 17) <= Z95 * Math.hypot(r.x.se, r.y.se));
    expect(naive).toBeLessThan(0.9);
  });

  it('covers the true sum and ratio at least 95% of the time for negatively correlated statistics', () => {
    // y = 12 - 0.9x + noise, written as slope -0.9 plus 12: E[x] = 5, E[y] = 9.5, E[x + y] = 14.5, E[y] / E[x] = 1.9.
    const runs = replicates(-0.9, 11).map(({ x, y }) => ({ x, y: { mean: y.mean + 12, se: y.se, ci: [y.ci[0] + 12, y.ci[1] + 12] as [number, number] } }));
    const share = (hit: (r: (typeof runs)[number]) => boolean) => runs.filter(hit).length / runs.length;
    expect(share((r) => { const s = sumBound([r.x, r.y]); return s.ci[0] <= 14.5 && 14.5 <= s.ci[1]; })).toBeGreaterThanOrEqual(AT_LEAST);
    expect(share((r) => { const q = ratioBound(r.y, r.x); return q.ci[0] <= 1.9 && 1.9 <= q.ci[1]; })).toBeGreaterThanOrEqual(AT_LEAST);
  });
});
