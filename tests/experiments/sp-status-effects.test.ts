/**
 * sp-status-effects (experiments/syndicate-protocol/status-effects.ts, SP-013):
 * every arm's sampled damage holds the attack pipeline's exact mean for that
 * status; damage over time (Burning, Bleeding) leaves one attack's damage as it
 * is, and a status that forbids the attack (appendix D's Jammed: no ranged
 * weapons) leaves none of it.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { attackValues } from '../../src/systems/attackPipeline.ts';
import { syndicateAttack } from '../../src/systems/syndicate-protocol/attack.ts';
import { ATTACK_VARIANTS } from '../../src/systems/syndicate-protocol/rules.ts';
import { holdsWithSlack } from './intervals.ts';

const REFERENCE = { attacker: 'razor', weapon: 'ar-12-vanguard', target: 'lens', armor: 'light-tactical-vest', distance: 4, cover: 'light' };

/** The pipeline's exact expected damage with these statuses and readings (0 when the status forbids the attack). */
function exactDamage(statuses: Record<string, string[]>, readings: Record<string, string> = {}): number {
  const variants = { ...Object.fromEntries(Object.entries(ATTACK_VARIANTS).map(([name, v]) => [name, v.default])), ...readings };
  try {
    const attack = syndicateAttack.compile(attackValues(syndicateAttack, { ...REFERENCE, ...statuses }), variants);
    return attack.exact().reduce((sum, q, code) => sum + q * attack.model.means.meanDamage[code], 0);
  } catch {
    return 0;
  }
}

describe('sp-status-effects', () => {
  it('estimates the exact damage of every status, leaves damage over time out of one attack, and zeroes a forbidden attack', async () => {
    const { result } = await runToResult({ experiment: 'sp-status-effects', trials: 65_536, seed: 8, workers: 1 });
    for (const arm of result.arms) {
      const { status, side, reading } = arm.coords as { status: string; side: string; reading: string };
      const statuses = side === 'none' ? {} : { [side === 'target' ? 'status' : 'attacker-status']: [status] };
      const exact = exactDamage(statuses, reading === 'default' ? {} : { [status]: reading });
      expect(holdsWithSlack(exact, (arm.metrics.damage as MeanMetric).ci), arm.id).toBe(true);
    }
    const plain = exactDamage({});
    expect(exactDamage({ status: ['burning'] })).toBeCloseTo(plain, 12);
    expect(exactDamage({ status: ['bleeding'] })).toBeCloseTo(plain, 12);
    expect(exactDamage({ 'attacker-status': ['jammed'] }, { jammed: 'appendix-d' })).toBe(0);
    expect(result.answer!.join('\n')).toMatch(/^The reference attack .* does 0\.92\d damage/);
  }, 60_000);
});
