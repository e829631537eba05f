/**
 * ex-construction (experiments/exoshift/construction.ts, EX-007): every cell's
 * sampled mean Interacts holds the exact T / p, an Engineers cell is compared
 * with the same build without the trait, and the answer quotes the exact
 * per-part costs and the numbers it reads with their intervals.
 */
import { describe, expect, it } from 'vitest';
import { partChance } from '../../src/dice/construction.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { holdsWithSlack } from './intervals.ts';

describe('ex-construction', () => {
  it('estimates T / p Interacts in every cell and answers with the exact per-part costs', async () => {
    const { result } = await runToResult({ experiment: 'ex-construction', trials: 65_536, seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(60);
    for (const arm of result.arms) {
      const { quality, time, engineers } = arm.coords as { quality: number; time: number; engineers: number };
      const exact = time / partChance({ quality, time, engineers, disruption: 0 });
      const { ci } = arm.metrics.interacts as MeanMetric;
      expect(holdsWithSlack(exact, ci), arm.id).toBe(true);
      expect(arm.vsBaseline === undefined || arm.vsBaseline === null, arm.id).toBe(engineers === 0);
    }
    const answer = result.answer!.join('\n');
    expect(answer).toContain('exactly Quality 3 2.00, Quality 4 1.67, Quality 5 1.43, Quality 6 1.25, Quality 7 1.11 Interacts per part');
    expect(answer).toMatch(/Construction time 4 takes 8\.\d+ Interacts \([\d.]+ to [\d.]+, 65,536 builds\) at Quality 3/);
  }, 60_000);
});
