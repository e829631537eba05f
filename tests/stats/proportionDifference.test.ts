import { describe, expect, it } from 'vitest';
import { proportionDifference } from '../../src/stats/proportionDifference.ts';

// Published values: R. G. Newcombe, "Interval estimation for the difference between independent
// proportions: comparison of eleven methods", Statistics in Medicine 17 (1998) 873-890, Table II,
// method 10 (hybrid score, no continuity correction), 95% intervals, to 4 decimals.
// (Example (c), 6/7 - 2/7, is left out: the value for it could not be checked against the table.)
const tableII: { example: string; a: [number, number]; b: [number, number]; lower: number; upper: number }[] = [
  { example: '(a)', a: [56, 70], b: [48, 80], lower: 0.0524, upper: 0.3339 },
  { example: '(b)', a: [9, 10], b: [3, 10], lower: 0.1705, upper: 0.809 },
  { example: '(d)', a: [5, 56], b: [0, 29], lower: -0.0381, upper: 0.1926 },
  { example: '(e)', a: [0, 10], b: [0, 20], lower: -0.1611, upper: 0.2775 },
  { example: '(f)', a: [0, 10], b: [0, 10], lower: -0.2775, upper: 0.2775 },
  { example: '(g)', a: [10, 10], b: [0, 20], lower: 0.6791, upper: 1 },
  { example: '(h)', a: [10, 10], b: [0, 10], lower: 0.6075, upper: 1 },
];

describe('proportionDifference', () => {
  for (const { example, a, b, lower, upper } of tableII) {
    it(`gives ${lower} to ${upper} for ${a[0]}/${a[1]} minus ${b[0]}/${b[1]} (Newcombe 1998, Table II ${example})`, () => {
      const { diff, ci } = proportionDifference(a[0], a[1], b[0], b[1]);
      expect(diff).toBeCloseTo(a[0] / a[1] - b[0] / b[1], 14);
      expect(ci[0]).toBeCloseTo(lower, 4);
      expect(ci[1]).toBeCloseTo(upper, 4);
    });
  }

  it('negates its interval when the arms are swapped', () => {
    const forward = proportionDifference(13, 40, 22, 45);
    const backward = proportionDifference(22, 45, 13, 40);
    expect(backward.diff).toBeCloseTo(-forward.diff, 14);
    expect(backward.ci[0]).toBeCloseTo(-forward.ci[1], 14);
    expect(backward.ci[1]).toBeCloseTo(-forward.ci[0], 14);
  });

  it('stays inside [-1, 1] and holds the observed difference for every outcome of 12 vs 9 trials', () => {
    for (let countA = 0; countA <= 12; countA++) {
      for (let countB = 0; countB <= 9; countB++) {
        const { diff, ci } = proportionDifference(countA, 12, countB, 9);
        expect(ci[0]).toBeGreaterThanOrEqual(-1);
        expect(ci[1]).toBeLessThanOrEqual(1);
        expect(ci[0]).toBeLessThanOrEqual(diff);
        expect(ci[1]).toBeGreaterThanOrEqual(diff);
      }
    }
  });

  it('reports the whole range when an arm has no trials', () => {
    const { diff, ci } = proportionDifference(3, 10, 0, 0);
    expect(diff).toBeNaN();
    expect(ci).toEqual([-1, 1]);
  });

  it('rejects a count larger than its trials', () => {
    expect(() => proportionDifference(11, 10, 3, 10)).toThrow(RangeError);
    expect(() => proportionDifference(1, 10, -1, 10)).toThrow(RangeError);
  });
});
