/**
 * ex-disruption-casualties (experiments/exoshift/disruption-casualties.ts,
 * EX-021): each cell's sampled shares hold the casualty table's exact shares
 * for d10 + Disruption + 2 - Quality, and each point of Disruption moves a
 * Quality 6 model's Downed-or-worse share by exactly one face in ten.
 */
import { describe, expect, it } from 'vitest';
import type { ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { holdsWithSlack as holds } from './intervals.ts';

/** Faces 1-10 whose total d10 + x reaches `at` or more, as a share. */
const atLeast = (x: number, at: number) => Math.min(10, Math.max(0, 11 - (at - x))) / 10;

describe('ex-disruption-casualties', () => {
  it('estimates the exact Downed-or-worse (total 5+) and removal (total 9+) shares in every cell', async () => {
    const { result } = await runToResult({ experiment: 'ex-disruption-casualties', trials: 65_536, seed: 2, workers: 1 });
    expect(result.arms).toHaveLength(35);
    for (const arm of result.arms) {
      const { quality, disruption } = arm.coords as { quality: number; disruption: number };
      const x = disruption + 2 - quality;
      expect(holds(atLeast(x, 5), (arm.metrics.downedOrWorse as ProportionMetric).ci), `${arm.id} downed`).toBe(true);
      expect(holds(atLeast(x, 9), (arm.metrics.removed as ProportionMetric).ci), `${arm.id} removed`).toBe(true);
    }
    const answer = result.answer!.join('\n');
    expect(answer).toContain('Quality 6 20%, 30%, 40%, 50%, 60%, 70%, 80%');
    expect(answer).toContain('a fresh Quality 6 model never suffers it from Power 2');
  }, 60_000);
});
