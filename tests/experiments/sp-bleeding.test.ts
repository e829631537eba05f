/**
 * sp-bleeding (experiments/syndicate-protocol/bleeding.ts; SP-085, 10.3
 * Bleeding): the tick and its 1 HP floor, the exact round worked by hand from
 * the attack pipeline's own distribution, and the sampled mode agreeing with
 * the exact one in every cell.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import bleeding, { bleedTick, compiled, exactRound, HEALTH, type Cell } from '../../experiments/syndicate-protocol/bleeding.ts';
import { holdsWithSlack } from './intervals.ts';

/** P(final damage >= k) of the attack as compiled for the cell (outcome keys are the damage). */
function atLeast(cell: Cell, k: number): number {
  const attack = compiled(cell);
  return attack.exact().reduce((sum, q, code) => sum + (Number(attack.model.outcomeKeys[attack.model.outcomeOf[code]]) >= k ? q : 0), 0);
}

describe('sp-bleeding', () => {
  it('ticks 1 only above 1 HP (10.3: "cannot reduce a unit below 1 HP")', () => {
    expect(bleedTick({ hp: 1, bleeding: true, shielded: false })).toBe(0);
    expect(bleedTick({ hp: 2, bleeding: true, shielded: false })).toBe(1);
    expect(bleedTick({ hp: 5, bleeding: false, shielded: false })).toBe(0);
  });

  it('needs h - 1 damage from the attack after the tick, h at 1 HP, and strips Shielded', () => {
    for (const hp of HEALTH) {
      const plain = { hp, bleeding: false, shielded: false };
      expect(exactRound(plain).eliminated).toBeCloseTo(atLeast(plain, hp), 12);
      expect(exactRound({ ...plain, bleeding: true }).eliminated).toBeCloseTo(atLeast(plain, Math.max(1, hp - 1)), 12);
      // Bleeding removes Shielded: a Shielded Bleeding target is the plain Bleeding one.
      expect(exactRound({ hp, bleeding: true, shielded: true })).toEqual(exactRound({ ...plain, bleeding: true }));
    }
    // Shielded without Bleeding prevents 1 (the attack is weaker than the plain one).
    expect(exactRound({ hp: 3, bleeding: false, shielded: true }).lost).toBeLessThan(exactRound({ hp: 3, bleeding: false, shielded: false }).lost);
  });

  it('samples what the exact mode says, in every cell', async () => {
    const { result } = await runToResult({ experiment: 'sp-bleeding', trials: 20_000, seed: 3, workers: 1 });
    for (const arm of result.arms) {
      const cell = arm.params as unknown as Cell;
      const exact = exactRound(cell);
      expect(holdsWithSlack(exact.eliminated, (arm.metrics.eliminated as ProportionMetric).ci), arm.id).toBe(true);
      expect(holdsWithSlack(exact.lost, (arm.metrics.lost as MeanMetric).ci), arm.id).toBe(true);
    }
    const lines = bleeding.answer!(result);
    expect(lines).toHaveLength(3);
    // Plain words: the Markdown writer escapes ">" (escapeMarkdown.ts), so "->" and ">=" read "-&gt;" and "&gt;=" there.
    for (const line of lines) expect(line).not.toMatch(/->|>=/);
  }, 60_000);
});
