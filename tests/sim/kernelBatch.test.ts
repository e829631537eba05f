import { describe, expect, it } from 'vitest';
import { d6sets } from '../../src/dice/d6sets.ts';
import { kernelOptionValues } from '../../src/sim/kernelBatch.ts';
import { runToResult } from '../../src/sim/run.ts';

describe('kernel experiments through the batch form', { timeout: 60_000 }, () => {
  it('Jovian Wars pool upgrades: sampled magnitudes agree with the d6sets exact distribution in every arm', async () => {
    const { result } = await runToResult({ experiment: 'jw-pool-upgrades', trials: 200_000, seed: 4, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(['base', 'plus-1-base', 'plus-1-flex', 'plus-1-macro']);
    for (const arm of result.arms) {
      const params = d6sets.parse(kernelOptionValues(d6sets, arm.params as Record<string, number>));
      const model = d6sets.model(params);
      const exact = d6sets.exact(params);
      const truth = new Float64Array(model.outcomeKeys.length);
      exact.forEach((p, code) => (truth[model.outcomeOf[code]] += p));
      const highest = arm.metrics.highest;
      if (highest.kind !== 'distribution') throw new Error('highest is a distribution');
      expect(highest.keys).toEqual(['N', 'D', 'T', 'Q']);
      highest.p.forEach((p, k) => {
        // 4.5 standard errors: 16 comparisons, so a false alarm stays below 1 in 10^4.
        expect(Math.abs(p - truth[k])).toBeLessThanOrEqual(4.5 * Math.sqrt((truth[k] * (1 - truth[k])) / highest.n) + 1e-12);
      });
    }
  });

  it('Jovian Wars +1 Base on a pool of 4 gives P(D+) = 0.907 (PLAYTEST-QUESTIONS.md, kernel findings table)', async () => {
    const { result } = await runToResult({ experiment: 'jw-pool-upgrades', trials: 100_000, seed: 8, workers: 1 });
    const highest = result.arms[1].metrics.highest;
    if (highest.kind !== 'distribution') throw new Error('highest is a distribution');
    expect(1 - highest.p[0]).toBeCloseTo(0.907, 2);
  });

  it('Syndicate Protocol armor floor: RoF 3, ACC 5 vs DODGE 3, ARM 2 deals 0.125 (floor 0) vs 0.875 (floor 1)', async () => {
    const { result } = await runToResult({ experiment: 'sp-armor-floor', trials: 100_000, seed: 2, workers: 1 });
    const damage = (id: string) => {
      const metric = result.arms.find((arm) => arm.id === id)!.metrics.damage;
      if (metric.kind !== 'mean') throw new Error('damage is a mean');
      return metric;
    };
    expect(damage('rof3-arm2-floor0').ci[0]).toBeLessThan(0.125);
    expect(damage('rof3-arm2-floor0').ci[1]).toBeGreaterThan(0.125);
    expect(damage('rof3-arm2-floor1').mean).toBeCloseTo(0.875, 1);
    const versus = result.arms.find((arm) => arm.id === 'rof3-arm2-floor1')!.vsBaseline!.damage;
    expect(versus.paired).toBe(false);
    expect(versus.diff).toBeCloseTo(0.75, 1);
    expect(result.arms.find((arm) => arm.id === 'rof3-arm2-floor1')!.coords).toEqual({ rof: 3, armor: 2, floor: 'floor1' });
  });

  it('--set changes the data every arm sees', async () => {
    const { result } = await runToResult({ experiment: 'jw-pool-upgrades', trials: 1000, seed: 1, workers: 1, sets: ['base=3'] });
    expect(result.sets).toEqual({ base: 3 });
    expect(result.arms.map((arm) => arm.params)).toEqual([{ base: 3 }, { base: 4 }, { base: 3, flex: 1 }, { base: 3, macro: 1 }]);
    expect(result.command).toBe('playtest run jw-pool-upgrades --trials 1000 --seed 1 --set base=3');
  });
});
