import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from '../../src/stats/normal.ts';
import { Z95, zForConfidence } from '../../src/stats/wilson.ts';

// Reference values: R's qnorm/pnorm (Wichura's AS 241 and Cody's algorithm, both to ~1e-16),
// also tabulated in Abramowitz & Stegun, Table 26.1 and 26.5.
describe('normalQuantile', () => {
  it('gives 1.959963984540054 for the 97.5% point, to 1e-12', () => {
    expect(Math.abs(normalQuantile(0.975) - 1.959963984540054)).toBeLessThan(1e-12);
    expect(Math.abs(Z95 - 1.959963984540054)).toBeLessThan(1e-12);
  });

  it('gives 1.6448536269514722 for a 90% two-sided interval (the 95% point), to 1e-12', () => {
    expect(Math.abs(zForConfidence(0.9) - 1.6448536269514722)).toBeLessThan(1e-12);
  });

  it('gives 2.5758293035489004 for a 99% two-sided interval, to 1e-12', () => {
    expect(Math.abs(zForConfidence(0.99) - 2.5758293035489004)).toBeLessThan(1e-12);
  });

  it('rejects probabilities outside (0, 1)', () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe('normalCdf', () => {
  it('gives 0.5 at 0 and 0.8413447460685429 at 1, to 1e-15', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(Math.abs(normalCdf(1) - 0.8413447460685429)).toBeLessThan(1e-15);
  });

  it('is symmetric: Φ(-x) = 1 - Φ(x)', () => {
    for (const x of [0.3, 1.2, 2.7]) expect(normalCdf(-x)).toBeCloseTo(1 - normalCdf(x), 15);
  });

  it('inverts normalQuantile across the range', () => {
    for (const p of [0.001, 0.05, 0.3, 0.5, 0.8, 0.999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 13);
  });
});
