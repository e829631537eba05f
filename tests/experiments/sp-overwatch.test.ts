/**
 * sp-overwatch (experiments/syndicate-protocol/overwatch.ts; SP-032): the
 * readings' exact damage a round worked from the pipeline (the +1 RoF reading
 * is the attack with one more die; the extra interrupt is two plain attacks),
 * and the sampled rounds agreeing with the exact ones.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import overwatch, { compiled, exactRound, type Cell } from '../../experiments/syndicate-protocol/overwatch.ts';
import { exactMean } from '../../experiments/_attackBatch.ts';
import { holdsWithSlack } from './intervals.ts';

describe('sp-overwatch', () => {
  it('reads +1 RoF as one more die, and the interrupt as one more plain attack or the same one', () => {
    const at = (reading: Cell['reading']) => ({ reading, target: 'lens', cover: 'none' }) as Cell;
    // Rampart's Ironclad LMG rolls 6 dice; Overwatch Stance against a target that moved, 7 (10.4).
    expect(compiled(at('plain')).params.dice).toBe(6);
    expect(compiled(at('plus-one-rof')).params.dice).toBe(7);
    const plain = exactMean(compiled(at('plain')), 'meanDamage');
    expect(exactRound(at('interrupt-extra'))).toBeCloseTo(2 * plain, 12);
    expect(exactRound(at('interrupt-instead'))).toBeCloseTo(plain, 12);
    expect(exactRound(at('plus-one-rof'))).toBeGreaterThan(plain);
  });

  it('samples what the exact mode says, in every cell', async () => {
    const { result } = await runToResult({ experiment: 'sp-overwatch', trials: 20_000, seed: 9, workers: 1 });
    for (const arm of result.arms) expect(holdsWithSlack(exactRound(arm.params as unknown as Cell), (arm.metrics.damage as MeanMetric).ci), arm.id).toBe(true);
    expect(overwatch.answer!(result)).toHaveLength(3);
  }, 60_000);
});
