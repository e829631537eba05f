/**
 * rr-element-matchups (experiments/rattle-and-rend/element-matchups.ts, RR-038,
 * RR-032): every cell's sampled removal share holds the chance worked out from
 * the Element stats by hand (Gameplay › Attacks: a Fury check on 2d20, then the
 * target's Will check on 2d20, or on 1d20 after a critical Fury), and the
 * Colossal sums in the answer are three times one attack's chance.
 */
import { describe, expect, it } from 'vitest';
import type { ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { holdsWithSlack as holds } from './intervals.ts';
import { ELEMENT_TYPES, PROFILES } from '../../src/systems/rattle-and-rend/rules.ts';


/** P(removed): a die succeeds on stat+ (p = (21 - stat) / 20); one success is a success, two a critical. */
function removalByHand(attacker: string, target: string): number {
  const fury = (21 - PROFILES[ELEMENT_TYPES.indexOf(attacker as never)].fury) / 20;
  const will = (21 - PROFILES[ELEMENT_TYPES.indexOf(target as never)].will) / 20;
  const success = 2 * fury * (1 - fury);
  const critical = fury * fury;
  return success * (1 - will) ** 2 + critical * (1 - will);
}

describe('rr-element-matchups', () => {
  it('estimates the removal chance worked from the stats in every cell, and sums three for a Colossal Heavy', async () => {
    expect(removalByHand('heavy', 'fighters')).toBeCloseTo(0.42 * 0.45 ** 2 + 0.49 * 0.45, 12);
    const { result } = await runToResult({ experiment: 'rr-element-matchups', trials: 65_536, seed: 6, workers: 1 });
    expect(result.arms).toHaveLength(42);
    for (const arm of result.arms) {
      const { attacker, target } = arm.coords as { attacker: string; target: string };
      expect(holds(removalByHand(attacker, target), (arm.metrics.removed as ProportionMetric).ci), arm.id).toBe(true);
    }
    const answer = result.answer!.join('\n');
    expect(answer).toContain(`against three Fighters it removes ${(3 * removalByHand('heavy', 'fighters')).toFixed(2)} on average (one: ${removalByHand('heavy', 'fighters').toFixed(2)})`);
  }, 60_000);
});
