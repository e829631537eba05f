import { mean, sampleStandardDeviation } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { meanInterval } from '../../src/stats/meanInterval.ts';
import { zForConfidence } from '../../src/stats/wilson.ts';

/** Student's t 97.5% points (tables; SciPy t.ppf): 7 and 11 degrees of freedom. */
const T7 = 2.364624251592784;
const T11 = 2.200985160091639;

function sufficient(values: number[]): [number, number, number] {
  return [values.length, values.reduce((a, b) => a + b, 0), values.reduce((a, b) => a + b * b, 0)];
}

describe('meanInterval', () => {
  it('agrees with simple-statistics mean and sampleStandardDeviation on raw data', () => {
    const damage = [3, 0, 7, 2, 2, 5, 1, 0, 4, 6, 2, 3];
    const { mean: m, sd, ci } = meanInterval(...sufficient(damage));
    expect(m).toBeCloseTo(mean(damage), 14);
    expect(sd).toBeCloseTo(sampleStandardDeviation(damage), 14);
    const margin = (T11 * sampleStandardDeviation(damage)) / Math.sqrt(damage.length);
    expect(ci[0]).toBeCloseTo(mean(damage) - margin, 14);
    expect(ci[1]).toBeCloseTo(mean(damage) + margin, 14);
  });

  it('gives mean 5, sd 2.1381 and 3.2125 to 6.7875 for [2, 4, 4, 4, 5, 5, 7, 9], worked by hand', () => {
    // Σx = 40, Σx² = 232, Σ(x - 5)² = 32, s² = 32/7, s = 2.13809; margin = t(7)·s/√8 = 2.36462·2.13809/√8 = 1.78749.
    // (The normal z, 1.95996, gave 3.5184 to 6.4816: 17% too narrow for 8 trials.)
    const { mean: m, sd, ci } = meanInterval(8, 40, 232);
    expect(m).toBe(5);
    expect(sd).toBeCloseTo(2.1381, 4);
    expect(ci[0]).toBeCloseTo(5 - (T7 * Math.sqrt(32 / 7)) / Math.sqrt(8), 12);
    expect(ci[0]).toBeCloseTo(3.2125, 4);
    expect(ci[1]).toBeCloseTo(6.7875, 4);
  });

  it('keeps the variance exact when n·Σx² and (Σx)² cancel, where the plain formula is 4% off', () => {
    // 4e7 + 1 ... 4e7 + 5: Σx and Σx² are exact doubles, but n·Σx² and (Σx)² are above 2^53 and round.
    const values = [1, 2, 3, 4, 5].map((i) => 4e7 + i);
    const [n, sum, sumSquares] = sufficient(values);
    expect(Number.isSafeInteger(sumSquares)).toBe(true);
    const naiveVariance = (n * sumSquares - sum * sum) / (n * (n - 1));
    expect(naiveVariance).not.toBeCloseTo(2.5, 2);
    const { mean: m, sd } = meanInterval(n, sum, sumSquares);
    expect(m).toBe(4e7 + 3);
    expect(sd).toBeCloseTo(sampleStandardDeviation(values), 12);
    expect(sd).toBeCloseTo(Math.sqrt(2.5), 12);
  });

  it('clamps a slightly negative variance from inconsistent merged sums to 0', () => {
    // Σx = 2 over 2 trials needs Σx² >= 2; a rounding short of that must read as sd 0, not NaN.
    const { mean: m, sd, ci } = meanInterval(2, 2, 1.9999999999999998);
    expect(m).toBe(1);
    expect(sd).toBe(0);
    expect(ci).toEqual([1, 1]);
  });

  it('claims no interval with fewer than 2 trials', () => {
    expect(meanInterval(1, 4, 16)).toEqual({ mean: 4, sd: NaN, ci: [-Infinity, Infinity] });
    expect(meanInterval(0, 0, 0)).toEqual({ mean: NaN, sd: NaN, ci: [-Infinity, Infinity] });
  });

  it('takes its confidence from z: the 99% interval is t(99.5%, 999)/t(95%, 999) times as wide as the 90% one', () => {
    const wide = meanInterval(1000, 3500, 15000, zForConfidence(0.99));
    const narrow = meanInterval(1000, 3500, 15000, zForConfidence(0.9));
    const ratio = (wide.ci[1] - wide.ci[0]) / (narrow.ci[1] - narrow.ci[0]);
    // SciPy t.ppf(0.995, 999) and t.ppf(0.95, 999).
    expect(ratio).toBeCloseTo(2.5807596372676365 / 1.646380345427535, 8);
  });

  it('rejects a negative or fractional trial count', () => {
    expect(() => meanInterval(-1, 0, 0)).toThrow(RangeError);
    expect(() => meanInterval(2.5, 0, 0)).toThrow(RangeError);
  });
});
