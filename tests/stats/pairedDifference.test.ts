import { mean, sampleStandardDeviation, sampleVariance } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { pairedDifference, unpairedDifference } from '../../src/stats/pairedDifference.ts';
import type { ArmSums } from '../../src/stats/pairedDifference.ts';

/** Student's t 97.5% points (tables; SciPy t.ppf): 3 and 9 degrees of freedom. */
const T3 = 3.1824463052837078;
const T9 = 2.262157162798205;
/** The Welch test's degrees of freedom and t (SciPy: numpy var(ddof=1), t.ppf(0.975, df)). */
const WELCH_DF = 12.693046495566856;
const WELCH_T = 2.1656914310541535;

function sums(values: number[]): ArmSums {
  return { n: values.length, sum: values.reduce((a, b) => a + b, 0), sumSquares: values.reduce((a, b) => a + b * b, 0) };
}

describe('pairedDifference', () => {
  it('gives 2.5 with 0.4457 to 4.5543 for differences [1, 2, 3, 4], worked by hand', () => {
    // mean 2.5, s² = (2.25 + 0.25 + 0.25 + 2.25)/3 = 5/3, s = 1.29099; margin = t(3)·s/2 = 3.18245·1.29099/2 = 2.05426.
    const { diff, sd, ci } = pairedDifference(4, 10, 30);
    expect(diff).toBe(2.5);
    expect(sd).toBeCloseTo(1.291, 3);
    expect(ci[0]).toBeCloseTo(0.4457, 4);
    expect(ci[1]).toBeCloseTo(4.5543, 4);
  });

  it('agrees with simple-statistics on the per-trial differences of two seeded arms', () => {
    const baseline = [4, 7, 1, 0, 9, 3, 3, 6, 2, 5];
    const arm = [5, 7, 2, 1, 9, 4, 3, 8, 2, 6];
    const differences = arm.map((value, i) => value - baseline[i]);
    const { n, sum, sumSquares } = sums(differences);
    const { diff, sd, ci } = pairedDifference(n, sum, sumSquares);
    expect(diff).toBeCloseTo(mean(differences), 14);
    expect(sd).toBeCloseTo(sampleStandardDeviation(differences), 14);
    expect(ci[1] - ci[0]).toBeCloseTo((2 * T9 * sampleStandardDeviation(differences)) / Math.sqrt(n), 12);
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
  it('gives 0.5 with -1.7317 to 2.7317 for [1, 2, 3, 4] minus [1, 2, 3], worked by hand', () => {
    // Welch SE = √(s_a²/n_a + s_b²/n_b) = √((5/3)/4 + 1/3) = √0.75 = 0.86603; Welch–Satterthwaite
    // df = 0.75² / ((5/12)²/3 + (1/3)²/2) = 4.95918; t = 2.57696 (SciPy t.ppf(0.975, 4.95918)); margin 2.23171.
    const { diff, ci } = unpairedDifference({ n: 4, sum: 10, sumSquares: 30 }, { n: 3, sum: 6, sumSquares: 14 });
    expect(diff).toBe(0.5);
    expect(ci[0]).toBeCloseTo(0.5 - 2.576958449009055 * Math.sqrt(0.75), 10);
    expect(ci[0]).toBeCloseTo(-1.7317, 4);
    expect(ci[1]).toBeCloseTo(2.7317, 4);
  });

  it('uses the Welch standard error computed with simple-statistics on raw data of unequal sizes', () => {
    const a = [12, 15, 9, 11, 14, 10, 13];
    const b = [8, 7, 12, 6, 9, 10, 5, 7, 11, 9, 8];
    const { diff, ci } = unpairedDifference(sums(a), sums(b));
    const va = sampleVariance(a) / a.length;
    const vb = sampleVariance(b) / b.length;
    const standardError = Math.sqrt(va + vb);
    // Welch–Satterthwaite degrees of freedom, 12.693 here, and SciPy's t.ppf(0.975, df).
    const df = (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
    expect(df).toBeCloseTo(WELCH_DF, 10);
    expect(diff).toBeCloseTo(mean(a) - mean(b), 13);
    expect(ci[0]).toBeCloseTo(mean(a) - mean(b) - WELCH_T * standardError, 10);
    expect(ci[1]).toBeCloseTo(mean(a) - mean(b) + WELCH_T * standardError, 10);
  });

  it('claims no interval when either arm has fewer than 2 trials', () => {
    expect(unpairedDifference({ n: 1, sum: 3, sumSquares: 9 }, { n: 5, sum: 10, sumSquares: 30 }).ci).toEqual([-Infinity, Infinity]);
    expect(unpairedDifference({ n: 5, sum: 10, sumSquares: 30 }, { n: 0, sum: 0, sumSquares: 0 }).ci).toEqual([-Infinity, Infinity]);
  });
});
