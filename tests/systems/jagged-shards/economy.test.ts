/**
 * The economy statistics (economy.ts: Warp Flares recovered, objectives
 * captured, units lost, reinforcements destroyed again, rounds decided by
 * Force Rating), checked against what the same battles log: capture,
 * destroyed, reinforce and round-victory events. Random and heuristic play,
 * all four presets, and some battles with cheap reinforcements and equal
 * Warp Flares so the pool is used often; plus hand-worked rounds for the
 * Force Rating effect.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import type { JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';
import { forceRatingEffect, roundsDecidedByForceRating } from '../../../src/systems/jagged-shards/economy.ts';

const PRESETS = ['colonial-strike-force', 'colonial-armoured-column', 'martian-warband', 'martian-swarm'];
const statistic = (id: string) => jaggedShards.statistics[id].perGame as (s: JaggedState, seatOfA: number) => number;

interface Logged {
  kind: string;
  seat: number;
  unit?: string;
  first?: boolean;
  recovered?: number;
  objectives?: [number, number];
  forceRating?: [number, number] | number;
  totals?: [number, number];
}

function play(seed: number): JaggedState {
  const sides = [jaggedShards.presets[PRESETS[seed % 4]], jaggedShards.presets[PRESETS[(seed >> 2) % 4]]] as const;
  // A third of the battles make reinforcements cheap and Warp Flares equal, so units return (and fall again) often.
  const variants: Record<string, string> = seed % 3 === 0 ? { 'reinforcement-cost': '1', 'start-flares': '3-3' } : {};
  const state = jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 21), log: true }) as JaggedState;
  const context = agentContext(jaggedShards);
  const agents = [makeAgent(seed % 2 === 0 ? 'heuristic' : 'random', context), makeAgent(seed % 4 < 2 ? 'heuristic' : 'random', context)];
  const views = [new SeatView(state, 0), new SeatView(state, 1)];
  const rng = Xoshiro128.stream(seed, 22);
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) state.applyChance();
    else state.apply(agents[mover].act(views[mover], rng));
  }
  return state;
}

const logged = (s: JaggedState) => s.events() as unknown as Logged[];

/** A fresh battle state whose five rounds scored `totals` ([A, B] per round) with `fr` of it enemy Force Rating destroyed. */
function scored(totals: [number, number][], fr: [number, number][]): JaggedState {
  const s = jaggedShards.newGame({ sides: [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']], variants: {}, chance: Xoshiro128.stream(1, 0), log: false }) as JaggedState;
  totals.forEach(([a, b], i) => {
    s.roundScore.set([a, b], i * 2);
    s.roundForceRating.set(fr[i], i * 2);
  });
  return s;
}

describe('Jagged Shards economy statistics agree with the battles they count', () => {
  const games = Array.from({ length: 48 }, (_, seed) => play(seed));

  it('Warp Flares recovered are the logged captures\' recoveries, and objectives captured their first captures', () => {
    let recovered = 0;
    let clipped = 0;
    for (const state of games) {
      const captures = logged(state).filter((e) => e.kind === 'capture');
      for (const seatOfA of [0, 1]) {
        for (const [id, seat] of [['A', seatOfA], ['B', 1 - seatOfA]] as const) {
          const mine = captures.filter((e) => e.seat === seat);
          const sum = mine.reduce((total, e) => total + e.recovered!, 0);
          expect(statistic(`warpFlaresRecovered${id}`)(state, seatOfA)).toBe(sum);
          expect(statistic(`objectivesCaptured${id}`)(state, seatOfA)).toBe(mine.filter((e) => e.first).length);
          if (seatOfA === 0) recovered += sum;
        }
      }
      // A first capture that recovered less than the objective's Warp Flare: the starting-total cap cut it.
      clipped += captures.filter((e) => e.first && e.recovered! < 1).length;
    }
    expect(recovered).toBeGreaterThan(20);
    expect(clipped).toBeGreaterThan(0);
  });

  it('a failed insertion is taken out of the attacker\'s recovered Warp Flares, not counted as spent', () => {
    const failed = games.filter((s) => s.insertionFailed === 1);
    expect(failed.length).toBeGreaterThan(0);
    for (const state of failed) {
      const captures = logged(state).filter((e) => e.kind === 'capture' && e.seat === 0);
      expect(statistic('warpFlaresRecoveredA')(state, 0)).toBe(captures.reduce((total, e) => total + e.recovered!, 0));
    }
  });

  it('units lost are the distinct logged destroyed units of each side; those destroyed after their reinforce event are lost after returning', () => {
    let returnedLost = 0;
    let returned = 0;
    for (const state of games) {
      const lost = [new Set<string>(), new Set<string>()];
      const back = [new Set<string>(), new Set<string>()];
      const lostAgain = [0, 0];
      for (const e of logged(state)) {
        if (e.kind === 'destroyed') {
          if (back[e.seat].has(e.unit!)) lostAgain[e.seat]++;
          lost[e.seat].add(e.unit!);
        }
        if (e.kind === 'reinforce') {
          expect(lost[e.seat].has(e.unit!)).toBe(true);
          back[e.seat].add(e.unit!);
        }
      }
      for (const seatOfA of [0, 1]) {
        expect(statistic('unitsLostA')(state, seatOfA)).toBe(lost[seatOfA].size);
        expect(statistic('unitsLostB')(state, seatOfA)).toBe(lost[1 - seatOfA].size);
        expect(statistic('lostAfterReturningA')(state, seatOfA)).toBe(lostAgain[seatOfA]);
        expect(statistic('lostAfterReturningB')(state, seatOfA)).toBe(lostAgain[1 - seatOfA]);
      }
      returned += back[0].size + back[1].size;
      returnedLost += lostAgain[0] + lostAgain[1];
    }
    expect(returned).toBeGreaterThan(5);
    expect(returnedLost).toBeGreaterThan(0);
  });

  it('rounds decided by Force Rating are the logged rounds whose winner by totals differs from the winner by objective value', () => {
    let decided = 0;
    for (const state of games) {
      const rounds = logged(state).filter((e) => e.kind === 'round-victory');
      const sign = (a: number, b: number) => Math.sign(a - b);
      const expected = rounds.filter((e) => sign(e.totals![0], e.totals![1]) !== sign(e.objectives![0], e.objectives![1])).length;
      expect(statistic('roundsDecidedByForceRating')(state, 0)).toBe(expected);
      decided += expected;
    }
    expect(decided).toBeGreaterThan(5);
  });
});

describe('what the Force Rating term did to a round, by hand', () => {
  it('sorts each round against its result by objective value alone', () => {
    const s = scored(
      [[10, 5], [5, 5], [8, 8], [5, 9], [10, 0]],
      [[0, 0], [0, 0], [3, 0], [0, 4], [5, 0]],
    );
    // Round 1: no Force Rating. Round 2: none either (a 5-5 tie stays a tie). Round 3: 5-8 on objectives, 3 FR levels it 8-8.
    // Round 4: 5-5 on objectives, B's 4 FR wins it. Round 5: 5-0 on objectives, A's 5 FR only widens it.
    expect([1, 2, 3, 4, 5].map((r) => forceRatingEffect(s, r))).toEqual([0, 0, 3, 2, 1]);
    expect(roundsDecidedByForceRating(s)).toBe(2);
    // A round lost 0-5 on objectives and won 7-5 by destroying 7: reversed.
    expect(forceRatingEffect(scored([[7, 5], [0, 0], [0, 0], [0, 0], [0, 0]], [[7, 0], [0, 0], [0, 0], [0, 0], [0, 0]]), 1)).toBe(4);
  });
});
