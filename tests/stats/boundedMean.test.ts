/**
 * boundedMeanInterval (src/stats/boundedMean.ts): the interval of a mean whose values cannot leave known bounds.
 * Checked by simulation: where most trials sit at a bound (a rare event's share, a rarely non-zero count) it covers
 * the true mean at least about 95% of the time, where Student's interval (clipped to the bounds, as the runner did
 * before) falls well short; where values spread inside the bounds it is Student's interval to within a few percent.
 */
import { describe, expect, it } from 'vitest';
import { boundedMeanInterval, type MeanBounds } from '../../src/stats/boundedMean.ts';
import { meanInterval } from '../../src/stats/meanInterval.ts';
import { tForZ } from '../../src/stats/studentT.ts';
import { wilson, Z95 } from '../../src/stats/wilson.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';

/** 95% less the simulation's noise (4,000 replicates: about +/-0.7%) and the approximations' own slack. */
const AT_LEAST = 0.93;

function summary(values: readonly number[]) {
  const n = values.length;
  const m = meanInterval(n, values.reduce((s, v) => s + v, 0), values.reduce((s, v) => s + v * v, 0));
  return { n, mean: m.mean, sd: m.sd, student: m.ci };
}

function clipped(ci: readonly [number, number], bounds: MeanBounds): [number, number] {
  return [Math.max(bounds.min ?? -Infinity, ci[0]), Math.min(bounds.max ?? Infinity, ci[1])];
}

/** Share of `count` samples of `n` draws whose interval holds `truth`, for the bounded interval and for Student's. */
function coverage(draw: (rng: Xoshiro128) => number, truth: number, n: number, bounds: MeanBounds, seed: number, count = 4000) {
  const rng = Xoshiro128.stream(seed);
  let bounded = 0;
  let student = 0;
  const values = new Array<number>(n);
  for (let r = 0; r < count; r++) {
    for (let i = 0; i < n; i++) values[i] = draw(rng);
    const s = summary(values);
    const b = boundedMeanInterval(s.n, s.mean, s.sd, bounds);
    const t = clipped(s.student, bounds);
    if (b[0] <= truth && truth <= b[1]) bounded++;
    if (t[0] <= truth && truth <= t[1]) student++;
  }
  return { bounded: bounded / count, student: student / count };
}

describe('boundedMeanInterval', () => {
  it("is Wilson's interval when every value sits at a bound (a 0/1 share), with t's quantile", () => {
    const values = [...Array(117).fill(0), 1, 1, 1];
    const s = summary(values);
    const ci = boundedMeanInterval(s.n, s.mean, s.sd, { min: 0, max: 1 });
    const w = wilson(3, 120, tForZ(Z95, 119));
    expect(ci[0]).toBeCloseTo(w[0], 12);
    expect(ci[1]).toBeCloseTo(w[1], 12);
    // Student's, clipped, reached only 0.053 where three events in 120 support 0.071.
    expect(ci[1]).toBeGreaterThan(clipped(s.student, { min: 0, max: 1 })[1] + 0.015);
  });

  it('covers a rare share (0.4% of 300 trials, about one event a sample) where clipped Student falls short', () => {
    const c = coverage((rng) => (rng.nextFloat() < 0.004 ? 1 : 0), 0.004, 300, { min: 0, max: 1 }, 11);
    expect(c.bounded).toBeGreaterThanOrEqual(AT_LEAST);
    expect(c.student).toBeLessThan(0.75);
  });

  it('covers a score of 0, 1/2 or 1 that is nearly always 0 (a draw counted as 1/2)', () => {
    const c = coverage((rng) => { const u = rng.nextFloat(); return u < 0.01 ? 1 : u < 0.03 ? 0.5 : 0; }, 0.02, 200, { min: 0, max: 1 }, 12);
    expect(c.bounded).toBeGreaterThanOrEqual(AT_LEAST);
    expect(c.student).toBeLessThan(c.bounded - 0.03);
  });

  it('covers a count bounded below only that is rarely non-zero (events of size 1 to 4, about 5 a sample)', () => {
    const c = coverage((rng) => (rng.nextFloat() < 0.025 ? 1 + rng.nextBelow(4) : 0), 0.025 * 2.5, 200, { min: 0 }, 13);
    expect(c.bounded).toBeGreaterThanOrEqual(AT_LEAST);
    expect(c.student).toBeLessThan(c.bounded - 0.02);
  });

  it('mirrors a count bounded above only', () => {
    const values = [...Array(290).fill(10), 9, 7, 10, 10, 10, 10, 10, 10, 10, 6];
    const s = summary(values);
    const below = boundedMeanInterval(s.n, 10 - s.mean, s.sd, { min: 0 });
    const above = boundedMeanInterval(s.n, s.mean, s.sd, { max: 10 });
    expect(above[0]).toBeCloseTo(10 - below[1], 12);
    expect(above[1]).toBeCloseTo(10 - below[0], 12);
    expect(above[1]).toBeLessThan(10);
  });

  it("is Student's interval to within 3% where values spread well inside their bounds", () => {
    for (const [bounds, shift] of [[{ min: 0, max: 1 }, 0], [{ min: 0 }, 5], [{ max: 20 }, 5]] as const) {
      const rng = Xoshiro128.stream(14);
      const s = summary(Array.from({ length: 400 }, () => shift + rng.nextFloat()));
      const b = boundedMeanInterval(s.n, s.mean, s.sd, bounds);
      const width = s.student[1] - s.student[0];
      expect(Math.abs(b[0] - s.student[0])).toBeLessThan(0.03 * width);
      expect(Math.abs(b[1] - s.student[1])).toBeLessThan(0.03 * width);
    }
  });

  it('covers a mean uniform on 0..1 over 40 trials as Student does', () => {
    const c = coverage((rng) => rng.nextFloat(), 0.5, 40, { min: 0, max: 1 }, 15, 2000);
    expect(c.bounded).toBeGreaterThanOrEqual(AT_LEAST);
  });

  it('gives a sample with no spread the widest interval its bounds allow, or width 0 with fewer than two bounds', () => {
    expect(boundedMeanInterval(8, 0.5, 0, { min: 0, max: 1 })).toEqual(wilson(4, 8));
    expect(boundedMeanInterval(8, 0, 0, { min: 0, max: 1 })).toEqual(wilson(0, 8));
    expect(boundedMeanInterval(8, 2, 0, { min: 0 })).toEqual([2, 2]);
    expect(boundedMeanInterval(8, 0, 0, { min: 0 })).toEqual([0, 0]);
  });

  it("is Student's interval without bounds or with fewer than 2 trials", () => {
    expect(boundedMeanInterval(8, 5, 2, {})).toEqual(meanInterval(8, 40, 7 * 4 + 8 * 25).ci);
    expect(boundedMeanInterval(1, 0.5, NaN, { min: 0, max: 1 })).toEqual([-Infinity, Infinity]);
  });
});
