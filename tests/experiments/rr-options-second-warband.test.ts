/**
 * rr-options-second-warband's rank correlation between the two warbands'
 * whole Tactics rankings (experiments/rattle-and-rend/options-second-warband.ts):
 * Spearman's rho with a parametric bootstrap interval, and the correlation the
 * same noise would leave if both rankings were the same.
 */
import { describe, expect, it } from 'vitest';
import { rankCorrelation } from '../../experiments/rattle-and-rend/options-second-warband.ts';

const estimates = (means: number[], se: number) => means.map((mean) => ({ mean, se, games: 100 }));
const spread = Array.from({ length: 20 }, (_, i) => 0.3 + 0.02 * i);

describe('rr-options-second-warband rank correlation', () => {
  it('gives 1 with a narrow interval for the same ranking measured precisely', () => {
    const c = rankCorrelation(estimates(spread, 0.001), estimates(spread, 0.001), 500);
    expect(c.rho).toBeCloseTo(1, 6);
    expect(c.ci[0]).toBeGreaterThan(0.95);
    expect(c.ceiling).toBeGreaterThan(0.95);
  });

  it('gives -1 for a reversed ranking, and a wide interval and a low ceiling when the noise swamps the spread', () => {
    expect(rankCorrelation(estimates(spread, 0.001), estimates([...spread].reverse(), 0.001), 200).rho).toBeCloseTo(-1, 6);
    const noisy = rankCorrelation(estimates(spread, 0.2), estimates(spread, 0.2), 500);
    expect(noisy.ci[1] - noisy.ci[0]).toBeGreaterThan(0.5);
    expect(noisy.ceiling).toBeLessThan(0.6);
  });

  it('gives the ceiling with its basis: the number of simulations and the middle 95% of them around the median', () => {
    const c = rankCorrelation(estimates(spread, 0.05), estimates(spread, 0.05), 400, 3);
    expect(c.reps).toBe(400);
    expect(c.ceilingRange[0]).toBeLessThanOrEqual(c.ceiling);
    expect(c.ceilingRange[1]).toBeGreaterThanOrEqual(c.ceiling);
    expect(c.ceilingRange[1] - c.ceilingRange[0]).toBeGreaterThan(0);
  });

  it('is the same for the same seed (no Math.random)', () => {
    const a = rankCorrelation(estimates(spread, 0.05), estimates(spread, 0.05), 300, 7);
    const b = rankCorrelation(estimates(spread, 0.05), estimates(spread, 0.05), 300, 7);
    expect(a).toEqual(b);
  });
});
