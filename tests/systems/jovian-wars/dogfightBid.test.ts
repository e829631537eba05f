/**
 * The heuristic's Dogfight and Bombing Run bid (setting `dogfight-bid`, aiSettings.ts): all its Fuel up to the engine's
 * 3 by default (jw-dogfight-commits' solved Dogfight bids all; Fuel refreshes in the End Phase), at most 2 under
 * `dogfight-bid=2` (the player before); and no Boost into a Bombing Run or Intercept (setting `run-boost`, default
 * `none`: the Fuel is the run's bid; `any` the player before).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { activate, BATTLE, choose, heuristicPick, start, table, unitOf } from './scripted.ts';

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

describe('Jovian Wars heuristic: no Boost into a run', () => {
  it('a Bombing Run out of unboosted reach is left for next turn by default; run-boost=any takes it, Boosting', () => {
    // The Jovian fighter (Speed 10) 14" from the Uller: a run needs 2 Boost Fuel.
    const pick = (spec: string) => {
      const s = table({ 'jovian-fighter-squadron': [24, 30, 6], uller: [24, 15, 2] });
      activate(s, unitOf(s, 'jovian-fighter-squadron'));
      const o = heuristicPick(s, spec) as { kind: string; boost?: number };
      return [o.kind, o.boost ?? 0];
    };
    expect(pick('heuristic:run-boost=any')).toEqual(['bomb', 2]);
    expect(pick('heuristic')[0]).not.toBe('bomb');
  });

  it('in heuristic games of the Battle Group against the Strike Group the default Boosts into no run; run-boost=any does (seeds 1-3)', () => {
    const boostedRuns = (spec: string) => {
      let n = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const s = start({}, BATTLE, seed);
        const seats = [0, 1].map((k) => ({ agent: makeAgent(spec, agentContext(jovianWars)), rng: Xoshiro128.stream(seed, 7 + k) }));
        playToEnd(s, seats as never);
        n += (s.events() as { kind: string; boost?: number }[]).filter((e) => (e.kind === 'bomb' || e.kind === 'intercept') && (e.boost ?? 0) > 0).length;
      }
      return n;
    };
    expect(boostedRuns('heuristic')).toBe(0);
    expect(boostedRuns('heuristic:run-boost=any')).toBeGreaterThan(0);
  });

  it('Boosting into no run plays clearly better than the player before: the Jovian Strike Group mirror, 1,000 games', async () => {
    const r = await runMatch({ system: 'jovian-wars', a: 'preset:jovian-strike-group', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'heuristic:run-boost=any', games: 1000, seed: 1, workers: 1 });
    expect(r.ci[0]).toBeGreaterThan(0.5);
  }, 300_000);
});
