/**
 * Student's t (src/stats/studentT.ts) against published quantiles and distribution values. The reference numbers are
 * SciPy 1.x's `scipy.stats.t.ppf` / `t.cdf` (the integer-df 97.5% points are also the familiar table values: 12.706,
 * 4.303, 3.182, 2.571, 2.365, 2.201, 2.042, 1.984), copied here as constants.
 */
import { describe, expect, it } from 'vitest';
import { tCdf, tForZ, tQuantile } from '../../src/stats/studentT.ts';
import { Z95, zForConfidence } from '../../src/stats/wilson.ts';

const QUANTILES: [p: number, df: number, t: number][] = [
  [0.975, 1, 12.706204736174694],
  [0.975, 2, 4.302652729749462],
  [0.975, 3, 3.1824463052837078],
  [0.975, 5, 2.5705818356363146],
  [0.975, 7, 2.364624251592784],
  [0.975, 11, 2.200985160091639],
  [0.975, 30, 2.0422724563012378],
  [0.975, 100, 1.9839715185235518],
  [0.975, 150, 1.9759053308966201],
  [0.975, 250, 1.9694983934211532],
  [0.975, 999, 1.9623414611334493],
  [0.975, 5000, 1.9604385517065073],
  [0.995, 999, 2.5807596372676365],
  [0.95, 999, 1.646380345427535],
  [0.9, 12, 1.356217334023205],
  // Whole or not: the Welch difference's degrees of freedom are fractional.
  [0.975, 2.5, 3.5746548420036817],
  [0.975, 4.959183673469388, 2.576958449009055],
];

describe("Student's t", () => {
  it.each(QUANTILES)('the %s quantile with %s degrees of freedom is %s', (p, df, t) => {
    expect(tQuantile(p, df)).toBeCloseTo(t, 10);
    expect(tQuantile(1 - p, df)).toBeCloseTo(-t, 10);
  });

  it('has the distribution function SciPy gives, fractional degrees of freedom and both tails included', () => {
    expect(tCdf(1.3, 3.7)).toBeCloseTo(0.8656666379136863, 12);
    expect(tCdf(-0.4, 0.8)).toBeCloseTo(0.38500632156384323, 12);
    expect(tCdf(25, 1.5)).toBeCloseTo(0.996987189994016, 12);
    expect(tCdf(0, 4)).toBe(0.5);
  });

  it('joins the bisection and the large-df expansion without a step at 200 degrees of freedom', () => {
    const below = tQuantile(0.975, 199.999);
    const above = tQuantile(0.975, 200);
    expect(Math.abs(below - above)).toBeLessThan(1e-6);
    expect(below).toBeGreaterThan(above);
  });

  it('replaces z by the t of the same confidence, and by z itself with infinitely many degrees of freedom', () => {
    expect(tForZ(Z95, 5)).toBeCloseTo(2.5705818356363146, 10);
    expect(tForZ(zForConfidence(0.99), 999)).toBeCloseTo(2.5807596372676365, 8);
    expect(tForZ(Z95, Infinity)).toBe(Z95);
    expect(tForZ(Z95, 0)).toBe(Infinity);
  });

  it('refuses a probability outside (0, 1) or degrees of freedom of 0 or less', () => {
    expect(() => tQuantile(1, 5)).toThrow(RangeError);
    expect(() => tQuantile(0.975, 0)).toThrow(RangeError);
    expect(() => tCdf(1, -1)).toThrow(RangeError);
  });
});
