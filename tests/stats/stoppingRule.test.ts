import { describe, expect, it } from 'vitest';
import { halfWidth, stoppingDecision } from '../../src/stats/stoppingRule.ts';
import { meanInterval } from '../../src/stats/meanInterval.ts';
import { wilson } from '../../src/stats/wilson.ts';

describe('halfWidth', () => {
  it('is half the distance between the bounds, also for an asymmetric Wilson interval', () => {
    expect(halfWidth([0.25, 0.75])).toBe(0.25);
    const [lo, hi] = wilson(1, 20);
    expect(halfWidth([lo, hi])).toBeCloseTo((hi - lo) / 2, 15);
  });

  it('is infinite for the unbounded interval of a single trial', () => {
    expect(halfWidth(meanInterval(1, 3, 9).ci)).toBe(Infinity);
  });
});

describe('stoppingDecision', () => {
  it('stops for precision when every interval is at most the target', () => {
    expect(stoppingDecision({ halfWidths: [0.004, 0.01], trials: 40000, targetHalfWidth: 0.01, budget: 1e6 })).toBe('precision');
  });

  it('keeps going while any one interval is wider than the target', () => {
    expect(stoppingDecision({ halfWidths: [0.004, 0.0101], trials: 40000, targetHalfWidth: 0.01, budget: 1e6 })).toBeNull();
  });

  it('stops for budget once the trials reach it, even short of the target', () => {
    expect(stoppingDecision({ halfWidths: [0.02], trials: 1e6, targetHalfWidth: 0.01, budget: 1e6 })).toBe('budget');
    expect(stoppingDecision({ halfWidths: [0.02], trials: 999999, targetHalfWidth: 0.01, budget: 1e6 })).toBeNull();
  });

  it('reports precision when precision and budget both hold', () => {
    expect(stoppingDecision({ halfWidths: [0.005], trials: 1e6, targetHalfWidth: 0.01, budget: 1e6 })).toBe('precision');
  });

  it('runs the whole budget when no target is set', () => {
    expect(stoppingDecision({ halfWidths: [0], trials: 500, targetHalfWidth: null, budget: 1000 })).toBeNull();
    expect(stoppingDecision({ halfWidths: [0], trials: 1000, targetHalfWidth: null, budget: 1000 })).toBe('budget');
  });

  it('never claims precision with no intervals or no trials', () => {
    expect(stoppingDecision({ halfWidths: [], trials: 5000, targetHalfWidth: 0.01, budget: 1e6 })).toBeNull();
    expect(stoppingDecision({ halfWidths: [0], trials: 0, targetHalfWidth: 0.01, budget: 1e6 })).toBeNull();
  });

  it('never claims precision from an unbounded or undefined interval', () => {
    expect(stoppingDecision({ halfWidths: [Infinity], trials: 1, targetHalfWidth: 0.01, budget: 1e6 })).toBeNull();
    expect(stoppingDecision({ halfWidths: [NaN], trials: 10, targetHalfWidth: 0.01, budget: 1e6 })).toBeNull();
  });
});
