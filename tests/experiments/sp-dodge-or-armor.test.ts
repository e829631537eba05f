/**
 * sp-dodge-or-armor (experiments/syndicate-protocol/dodge-or-armor.ts, SP-009):
 * every cell's sampled expected damage holds the bullets kernel's exact value,
 * and the answer's exact tally and crossover are the ones worked out below.
 */
import { describe, expect, it } from 'vitest';
import { bullets } from '../../src/dice/bullets.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { holdsWithSlack as holds } from './intervals.ts';


/** Expected damage written out: hits ~ Binomial(R, p) at Hit Target clamp(6 - (ACC - DODGE), 2, 6), damage max(0, hits - ARM). */
function byHand(rof: number, acc: number, dodge: number, armor: number): number {
  const p = (7 - Math.min(6, Math.max(2, 6 - (acc - dodge)))) / 6;
  let expected = 0;
  let choose = 1;
  for (let hits = 0; hits <= rof; hits++) {
    if (hits > 0) choose = (choose * (rof - hits + 1)) / hits;
    expected += choose * p ** hits * (1 - p) ** (rof - hits) * Math.max(0, hits - armor);
  }
  return expected;
}

describe('sp-dodge-or-armor', () => {
  it('estimates the exact damage in every cell and tallies where each defence is worth more', async () => {
    const { result } = await runToResult({ experiment: 'sp-dodge-or-armor', trials: 65_536, seed: 4, workers: 1 });
    expect(result.arms).toHaveLength(105);
    for (const arm of result.arms) {
      const { acc, rof, defence } = arm.coords as { acc: number; rof: number; defence: string };
      const exact = byHand(rof, acc, 3 + (defence === 'dodge+1' ? 1 : 0), 1 + (defence === 'armor+1' ? 1 : 0));
      expect(holds(exact, (arm.metrics.damage as MeanMetric).ci), arm.id).toBe(true);
    }
    expect(byHand(3, 4, 3, 1)).toBeCloseTo(bullets.exact(bullets.parse({ rof: 3, acc: 4, dodge: 3, armor: 1, variant: 'floor0' })).reduce((s, q, hits) => s + q * Math.max(0, hits - 1), 0), 12);
    let armor = 0;
    let dodge = 0;
    let tie = 0;
    for (const acc of [2, 3, 4, 5, 6]) {
      for (const rof of [1, 2, 3, 4, 5, 6, 7]) {
        const base = byHand(rof, acc, 3, 1);
        const byDodge = base - byHand(rof, acc, 4, 1);
        const byArmor = base - byHand(rof, acc, 3, 2);
        if (Math.abs(byDodge - byArmor) < 1e-12) tie++;
        else if (byArmor > byDodge) armor++;
        else dodge++;
      }
    }
    const answer = result.answer!.join('\n');
    expect(answer).toContain(`+1 ARM takes off more damage in ${armor}, +1 DODGE in ${dodge}, and they tie in ${tie}.`);
    const crossover = [1, 2, 3, 4, 5, 6, 7].find((rof) => byHand(rof, 4, 3, 1) - byHand(rof, 4, 4, 1) > byHand(rof, 4, 3, 1) - byHand(rof, 4, 3, 2) + 1e-12);
    expect(crossover).toBe(5);
    expect(answer).toContain(`at ACC 4, Dodge is ahead from RoF ${crossover} (exact)`);
  }, 60_000);
});
