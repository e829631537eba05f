import { mean, sampleStandardDeviation, sampleVariance } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { pairedDifference, unpairedDifference } from '../../src/stats/pairedDifference.ts';
import type { ArmSums } from '../../src/stats/pairedDifference.ts';
import { Z95 } from '../../src/stats/wilson.ts';

function sums(values: number[]): ArmSums {
  return { n: values.length, sum: values.reduce((a, b) => a + b, 0), sumSquares: values.reduce((a, b) => a + b * b, 0) };
}

describe('pairedDifference', () => {
  it('gives 2.5 with 1.2348 to 3.7652 for differences [1, 2, 3, 4], worked by hand', () => {
    // mean 2.5, s² = (2.25 + 0.25 + 0.25 + 2.25)/3 = 5/3, s = 1.29099; margin = 1.95996·1.29099/2 = 1.26515.
    const { diff, sd, ci } = pairedDifference(4, 10, 30);
    expect(diff).toBe(2.5);
    expect(sd).toBeCloseTo(1.291, 3);
    expect(ci[0]).toBeCloseTo(1.2348, 4);
    expect(ci[1]).toBeCloseTo(3.7652, 4);
  });

  it('agrees with simple-statistics on the per-trial differences of two seeded arms', () => {
    const baseline = [4, 7, 1, 0, 9, 3, 3, 6, 2, 5];
    const arm = [5, 7, 2, 1, 9, 4, 3, 8, 2, 6];
    const differences = arm.map((value, i) => value - baseline[i]);
    const { n, sum, sumSquares } = sums(differences);
    const { diff, sd, ci } = pairedDifference(n, sum, sumSquares);
    expect(diff).toBeCloseTo(mean(differences), 14);
    expect(sd).toBeCloseTo(sampleStandardDeviation(differences), 14);
    expect(ci[1] - ci[0]).toBeCloseTo((2 * Z95 * sampleStandardDeviation(differences)) / Math.sqrt(n), 14);
  });

  it('is narrower than the unpaired interval when both arms share their luck (common random numbers)', () => {
    // Same seeds: the arm does what the baseline did plus a small bonus on some trials.
    const baseline = [4, 7, 1, 0, 9, 3, 3, 6, 2, 5, 8, 1];
    const arm = baseline.map((value, i) => value + (i % 3 === 0 ? 1 : 0));
    const differences = arm.map((value, i) => value - baseline[i]);
    const { n, sum, sumSquares } = sums(differences);
    const paired = pairedDifference(n, sum, sumSquares);
    const unpaired = unpairedDifference(sums(arm), sums(baseline));
    expect(paired.diff).toBeCloseTo(unpaired.diff, 14);
    expect(paired.ci[1] - paired.ci[0]).toBeLessThan((unpaired.ci[1] - unpaired.ci[0]) / 5);
  });

  it('claims no interval from a single trial', () => {
    expect(pairedDifference(1, 3, 9).ci).toEqual([-Infinity, Infinity]);
  });
});

describe('unpairedDifference', () => {
  it('gives 0.5 with -1.1974 to 2.1974 for [1, 2, 3, 4] minus [1, 2, 3], worked by hand', () => {
    // Welch SE = √(s_a²/n_a + s_b²/n_b) = √((5/3)/4 + 1/3) = √0.75 = 0.86603; margin = 1.95996·0.86603 = 1.69738.
    const { diff, ci } = unpairedDifference({ n: 4, sum: 10, sumSquares: 30 }, { n: 3, sum: 6, sumSquares: 14 });
    expect(diff).toBe(0.5);
    expect(ci[0]).toBeCloseTo(-1.1974, 4);
    expect(ci[1]).toBeCloseTo(2.1974, 4);
  });

  it('uses the Welch standard error computed with simple-statistics on raw data of unequal sizes', () => {
    const a = [12, 15, 9, 11, 14, 10, 13];
    const b = [8, 7, 12, 6, 9, 10, 5, 7, 11, 9, 8];
    const { diff, ci } = unpairedDifference(sums(a), sums(b));
    const standardError = Math.sqrt(sampleVariance(a) / a.length + sampleVariance(b) / b.length);
    expect(diff).toBeCloseTo(mean(a) - mean(b), 13);
    expect(ci[0]).toBeCloseTo(mean(a) - mean(b) - Z95 * standardError, 13);
    expect(ci[1]).toBeCloseTo(mean(a) - mean(b) + Z95 * standardError, 13);
  });

  it('claims no interval when either arm has fewer than 2 trials', () => {
    expect(unpairedDifference({ n: 1, sum: 3, sumSquares: 9 }, { n: 5, sum: 10, sumSquares: 30 }).ci).toEqual([-Infinity, Infinity]);
    expect(unpairedDifference({ n: 5, sum: 10, sumSquares: 30 }, { n: 0, sum: 0, sumSquares: 0 }).ci).toEqual([-Infinity, Infinity]);
  });
});
