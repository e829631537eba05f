/**
 * sp-damage-variance (experiments/syndicate-protocol/damage-variance.ts,
 * SP-004): the law-of-total-variance split worked by hand on two made-up
 * situations, the situation grid (distances beyond a weapon's reach left out),
 * and the sampled mean and spread against the exact ones.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { decompose, situations, type Situation } from '../../experiments/syndicate-protocol/damage-variance.ts';
import { holdsWithSlack } from './intervals.ts';

describe('sp-damage-variance', () => {
  it('splits the variance exactly: situation A always 0, situation B 0 or 2 at even odds', () => {
    const made = (damage: number[]) => ({ damage }) as unknown as Situation;
    const d = decompose([made([1]), made([0.5, 0, 0.5])]);
    // Means 0 and 1: overall 0.5, between (0.25 + 0.25) / 2; variances 0 and 1: within 0.5. Total: E[X^2] - 0.25 = 1 - 0.25.
    expect(d.mean).toBeCloseTo(0.5, 12);
    expect(d.between).toBeCloseTo(0.25, 12);
    expect(d.within).toBeCloseTo(0.5, 12);
    expect(d.between + d.within).toBeCloseTo(0.75, 12);
  });

  it('fires only within reach: the pistol has fewer situations than the sniper rifle, each a whole damage distribution', () => {
    const pistol = situations('sidekick-9mm');
    const sniper = situations('longshot-m99');
    expect(sniper.length).toBe(10 * 3 * 2 * 2);
    expect(pistol.length).toBeLessThan(sniper.length);
    for (const s of [...pistol, ...sniper]) expect(s.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Heavy cover never raises the expected damage of the same shot.
    const mean = (s: Situation) => s.damage.reduce((sum, p, d) => sum + p * d, 0);
    for (const s of sniper.filter((x) => x.cover === 'none')) {
      const heavy = sniper.find((x) => x.cover === 'heavy' && x.distance === s.distance && x.marked === s.marked && x.moved === s.moved)!;
      expect(mean(heavy)).toBeLessThanOrEqual(mean(s) + 1e-12);
    }
  });

  it('samples the exact mean and spread over the grid', async () => {
    const { result } = await runToResult({ experiment: 'sp-damage-variance', trials: 30_000, seed: 5, workers: 1 });
    for (const arm of result.arms) {
      const d = decompose(situations(String(arm.params.weapon)));
      const m = arm.metrics.damage as MeanMetric;
      expect(holdsWithSlack(d.mean, m.ci), arm.id).toBe(true);
      expect(Math.abs(m.sd - Math.sqrt(d.between + d.within)), arm.id).toBeLessThan(0.03);
    }
  }, 120_000);
});
