/**
 * js-grenade-or-rerolls (experiments/jagged-shards/grenade-or-rerolls.ts;
 * JS-064): the reroll's and the grenade's exact worth worked by hand from the
 * d100 kernel for one situation, the pricing under both reroll costs, and the
 * sampled attacks agreeing with the exact means.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import grenadeOrRerolls, { CELLS, compiled, exactWounds, worthOfTwoFlares, type Cell } from '../../experiments/jagged-shards/grenade-or-rerolls.ts';
import { holdsWithSlack } from './intervals.ts';

const base = { attacker: 'containment-operative', grenade: 'frag-grenade', target: 'order-adept-cohort', distance: 4, cover: 'heavy' } as const;

describe('js-grenade-or-rerolls', () => {
  it('throws the grenade through the pipeline, ignoring cover, and rerolls only with the flag', () => {
    // Frag Grenade at close range: base SR 30, the same in any cover (ignores cover); the marksman rifle: base 45, +20 in
    // Heavy Cover (the Order Adept Cohort's own +5 applies to both).
    const sr = (spend: Cell['spend'], cover: string) => compiled({ ...base, cover, spend }).params.sr as number;
    expect(compiled({ ...base, spend: 'grenade' }).params.baseSr).toBe(30);
    expect(compiled({ ...base, spend: 'attack' }).params.baseSr).toBe(45);
    expect(sr('grenade', 'heavy')).toBe(sr('grenade', 'none'));
    expect(sr('attack', 'heavy')).toBe(sr('attack', 'none') + 20);
    expect(compiled({ ...base, spend: 'reroll' }).params.reroll).toBe(true);
  });

  it('prices two rerolls at 1 Warp Flare each as twice one reroll, and at 2 as one', () => {
    const gain = exactWounds({ ...base, spend: 'reroll' }) - exactWounds({ ...base, spend: 'attack' });
    expect(gain).toBeGreaterThan(0);
    expect(worthOfTwoFlares(base, 1).rerolls).toBeCloseTo(2 * gain, 12);
    expect(worthOfTwoFlares(base, 2).rerolls).toBeCloseTo(gain, 12);
    expect(worthOfTwoFlares(base, 1).grenade).toBeCloseTo(exactWounds({ ...base, spend: 'grenade' }) - exactWounds({ ...base, spend: 'attack' }), 12);
  });

  it('samples what the exact mode says, in every cell', async () => {
    const { result } = await runToResult({ experiment: 'js-grenade-or-rerolls', trials: 20_000, seed: 6, workers: 1 });
    expect(result.arms).toHaveLength(CELLS.length);
    for (const arm of result.arms) expect(holdsWithSlack(exactWounds(arm.params as unknown as Cell), (arm.metrics.wounds as MeanMetric).ci), arm.id).toBe(true);
    expect(grenadeOrRerolls.answer!(result)).toHaveLength(3);
  }, 60_000);
});
