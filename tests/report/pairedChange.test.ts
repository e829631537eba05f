/** pairedChange: the sentence experiments use for a paired difference, verdict only where the interval allows. */
import { describe, expect, it } from 'vitest';
import { formatMeanDifference, formatPointsDifference, pairedChange, signedBound, signedEstimate } from '../../src/report/format.ts';

describe('pairedChange', () => {
  it('says clearly higher or lower only when the interval excludes 0', () => {
    expect(pairedChange({ diff: 0.05, ci: [0.02, 0.08] }, 800, 'per game')).toMatch(/, clearly higher$/);
    expect(pairedChange({ diff: -0.1, ci: [-0.13, -0.08] }, 800, 'per game')).toMatch(/, clearly lower$/);
  });

  it('otherwise estimates the pairs that would settle it: the half-width falls as one over the square root of the count', () => {
    // Half-width 0.03 at 800 pairs around 0.02: (0.03 / 0.02)^2 x 800 = 1,800 pairs.
    expect(pairedChange({ diff: 0.02, ci: [-0.01, 0.05] }, 800, 'per game')).toMatch(/inconclusive \(about 1,800 pairs would settle it if the estimate holds\)$/);
    expect(pairedChange({ diff: 0, ci: [-0.02, 0.02] }, 800, 'per game')).toMatch(/, no clear change: at most 0.02 per game either way$/);
    // Ten times the pairs played is the most it offers: (0.03 / 0.0095)^2 = 9.97 times, (0.03 / 0.0094)^2 = 10.19 times.
    expect(pairedChange({ diff: 0.0095, ci: [-0.0205, 0.0395] }, 800, 'per game')).toMatch(/inconclusive \(about 7,978 pairs would settle it if the estimate holds\)$/);
  });

  it('says what the interval does settle when settling the sign would take more than ten times the pairs played', () => {
    // The larger end, not the estimate, bounds the change: 0.04 up, 0.02 down, so at most 0.04 either way.
    expect(pairedChange({ diff: 0.0094, ci: [-0.0206, 0.0394] }, 800, 'per game')).toBe(
      '+0.01 per game (-0.02 to +0.04, 800 pairs), no clear change: at most 0.04 per game either way (its sign would take about 8,149 pairs to settle if the estimate holds)',
    );
    expect(pairedChange({ diff: -0.001, ci: [-0.31, 0.29] }, 400, '')).toMatch(/, no clear change: at most 0.3 either way \(its sign would take about 36,000,000 pairs to settle if the estimate holds\)$/);
  });

  it('never reads a zero-width interval from too few pairs as a verdict', () => {
    expect(pairedChange({ diff: 0, ci: [0, 0] }, 4, 'per game')).toMatch(/, no pair changed$/);
    expect(pairedChange({ diff: 0.5, ci: [0.5, 0.5] }, 2, 'per game')).toMatch(/too few pairs to judge\)$/);
  });

  it('never prints an interval end that is not 0 as 0, so the printed interval agrees with the verdict', () => {
    // Half-width 0.15: one decimal; the upper end -0.004 would print "0.0" and read as touching 0.
    expect(pairedChange({ diff: -0.2, ci: [-0.3, -0.004] }, 120, 'VP')).toBe('-0.2 VP (-0.3 to -0.004, 120 pairs), clearly lower');
    expect(formatMeanDifference(0.01, [0.00049, 0.02], 300, '', 'pairs')).toBe('+0.010 (+0.0005 to +0.020, 300 pairs)');
    expect(formatPointsDifference(0.05, [0.00002, 0.1], 500, 'pairs')).toBe('+5.0 pp (+0.002 to +10.0 pp, 500 pairs)');
    // An end that is 0, or too small for 4 more decimals, keeps the asked decimals; the estimate is never widened.
    expect(signedBound(0, 2)).toBe('0.00');
    expect(signedBound(-1e-9, 2)).toBe('0.00');
    expect(signedBound(0.0004, 2)).toBe('+0.0004');
    expect(signedBound(-0.3, 1)).toBe('-0.3');
    // The estimate of an interval that excludes 0 is not 0 either; otherwise it keeps the asked decimals.
    expect(formatPointsDifference(-0.000026, [-0.00004, -0.00001], 524288, 'pairs')).toBe('-0.003 pp (-0.004 to -0.001 pp, 524,288 pairs)');
    expect(signedEstimate(0.0003, [-0.01, 0.01], 2)).toBe('0.00');
    expect(signedEstimate(-0.00004, [-0.0001, -0.00001], 4)).toBe('-0.00004');
  });
});
