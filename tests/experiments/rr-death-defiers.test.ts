/**
 * rr-death-defiers (experiments/rattle-and-rend/death-defiers.ts, RR-039):
 * every cell's sampled removal share holds the chance worked by hand from the
 * stats (Fighters' Fury 9+ on 2d20; the target's Will on 2d20, 1d20 after a
 * critical; Death-Defiers takes 2 off Will, and the bonus after an ally's
 * failure adds a die).
 */
import { describe, expect, it } from 'vitest';
import type { ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { ELEMENT_TYPES, PROFILES } from '../../src/systems/rattle-and-rend/rules.ts';
import { holdsWithSlack } from './intervals.ts';

function removalByHand(target: string, reading: string): number {
  const fury = (21 - PROFILES[ELEMENT_TYPES.indexOf('fighters')].fury) / 20;
  const will = (21 - (PROFILES[ELEMENT_TYPES.indexOf(target as never)].will - (reading === 'plain' ? 0 : 2))) / 20;
  const extra = reading === 'after-ally-failed' ? 1 : 0;
  return 2 * fury * (1 - fury) * (1 - will) ** (2 + extra) + fury * fury * (1 - will) ** (1 + extra);
}

describe('rr-death-defiers', () => {
  it('estimates the removal chance worked by hand in every cell', async () => {
    expect(removalByHand('fighters', 'death-defiers')).toBeCloseTo(0.48 * 0.35 ** 2 + 0.36 * 0.35, 12);
    const { result } = await runToResult({ experiment: 'rr-death-defiers', trials: 65_536, seed: 10, workers: 1 });
    expect(result.arms).toHaveLength(21);
    for (const arm of result.arms) {
      const { target, reading } = arm.coords as { target: string; reading: string };
      expect(holdsWithSlack(removalByHand(target, reading), (arm.metrics.removed as ProportionMetric).ci), arm.id).toBe(true);
    }
  }, 60_000);
});
