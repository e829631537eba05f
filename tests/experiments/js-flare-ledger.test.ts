/**
 * js-flare-ledger (experiments/jagged-shards/flare-ledger.ts; JS-065,
 * JS-072): the ledger of a hand-written event log (an activated ability
 * saved by its reroll, a grenade that misses, a reroll that fails again, a
 * trigger and a reinforcement, the other seat's spends ignored), and a short
 * real run, whose every battle checks its ledger against the engine's count.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/game/state.ts';
import { runToResult } from '../../src/sim/run.ts';
import flareLedger, { ledger, PAIRINGS } from '../../experiments/jagged-shards/flare-ledger.ts';

const ev = (kind: string, fields: Record<string, string | number | boolean>): GameEvent => ({ kind, ...fields }) as GameEvent;

describe('js-flare-ledger', () => {
  it('books each spend by kind and the Warp Flares a failed roll loses', () => {
    const seats: Record<string, number> = { Op: 0, Seer: 1, Walker: 0 };
    const events = [
      // Target Designation (1): activation roll fails, rerolled (1) and succeeds: nothing lost.
      ev('ability', { unit: 'Op', seat: 0, ability: 'Target Designation', flares: 2 }),
      ev('roll', { unit: 'Op', roll: 10, sr: 25, outcome: 'fail', reroll: false }),
      ev('roll', { unit: 'Op', roll: 60, sr: 25, outcome: 'success', reroll: true }),
      ev('effect', { unit: 'Op', ability: 'Target Designation' }),
      // Frag Grenade (2): misses, rerolled (1), misses again: 2 + 1 lost.
      ev('attack', { unit: 'Op', seat: 0, target: 'Seer', weapon: 'Frag Grenade', sr: 35, flares: 0 }),
      ev('roll', { unit: 'Op', roll: 20, sr: 35, outcome: 'fail', reroll: false }),
      ev('roll', { unit: 'Op', roll: 30, sr: 35, outcome: 'fail', reroll: true }),
      // The other seat's ability: not seat 0's.
      ev('ability', { unit: 'Seer', seat: 1, ability: 'Continuity Fold', flares: 1 }),
      ev('roll', { unit: 'Seer', roll: 2, sr: 25, outcome: 'critical failure', reroll: false }),
      ev('trigger', { unit: 'Walker', ability: 'Emergency Shielding', flares: 0 }),
      ev('reinforce', { round: 2, seat: 0, unit: 'Squad', flares: 0 }),
    ];
    const l = ledger(events, 0, (u) => seats[u] ?? -1, 1, 2);
    expect(l.spent).toEqual({ activated: 1, reroll: 2, replacement: 2, triggered: 1, reinforcement: 2 });
    expect(l.wasted).toEqual({ activated: 0, reroll: 1, replacement: 2 });
    const other = ledger(events, 1, (u) => seats[u] ?? -1, 1, 2);
    expect(other.spent.activated).toBe(1);
    expect(other.wasted.activated).toBe(1);
  });

  it('plays every pairing, its ledgers adding up to the engine count, and answers', async () => {
    const { result } = await runToResult({ experiment: 'js-flare-ledger', trials: 2, seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(PAIRINGS.length);
    expect(flareLedger.answer!(result)).toHaveLength(2 * PAIRINGS.length + 2);
  }, 120_000);
});
