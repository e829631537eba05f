/**
 * The heuristic's Dogfight and Bombing Run bid (setting `dogfight-bid`, aiSettings.ts): all its Fuel up to the engine's
 * 3 by default (jw-dogfight-commits' solved Dogfight bids all; Fuel refreshes in the End Phase), at most 2 under
 * `dogfight-bid=2` (the player before).
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { activate, choose, heuristicPick, table, unitOf } from './scripted.ts';

/** A Jovian fighter squadron (Fuel 4) intercepting a CEGA one, up to the interceptor's commit. */
function interception(): JovianState {
  const s = table({ 'jovian-fighter-squadron': [24, 30, 6], 'cega-fighter-squadron': [24, 22, 2], uller: [4, 4, 2] });
  const active = unitOf(s, 'jovian-fighter-squadron');
  activate(s, active);
  choose(s, (o) => o.kind === 'intercept' && o.boost === 0);
  expect(s.phase).toBe('commit');
  return s;
}

describe('Jovian Wars heuristic: the Dogfight bid', () => {
  it('bids all its Fuel, up to 3, by default; at most 2 under dogfight-bid=2; never more than it has', () => {
    const bid = (spec: string, fuel?: number) => {
      const s = interception();
      if (fuel !== undefined) unitOf(s, 'jovian-fighter-squadron').fuel = fuel;
      const o = heuristicPick(s, spec) as { kind: string; bid: number; split: number };
      expect([o.kind, o.split]).toEqual(['commit', 2]);
      return o.bid;
    };
    expect([bid('heuristic'), bid('heuristic:dogfight-bid=2')]).toEqual([3, 2]);
    expect([bid('heuristic', 1), bid('heuristic:dogfight-bid=2', 1)]).toEqual([1, 1]);
  });

  it('bidding all plays clearly better than bidding at most 2: the CEGA Battle Group mirror, 1,000 games', async () => {
    const r = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:cega-battle-group', agentA: 'heuristic', agentB: 'heuristic:dogfight-bid=2', games: 1000, seed: 1, workers: 1 });
    expect(r.ci[0]).toBeGreaterThan(0.5);
  }, 300_000);
});
