/**
 * The per-game statistics added for RR-031 (legal actions per turn), RR-036
 * (rounds before the first attack and the first removal), RR-037 (Fodder
 * swaps) and RR-033 (Player A's score), checked against what the same games
 * show from outside: the legal lists the players were offered, the logged
 * events and the winner. Random play, so the games reach every scenario,
 * deployment and kind of turn.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { D_ACTION, D_BID, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';

const PRESETS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'];
const statistic = (id: string) => rattleAndRend.statistics[id].perGame as (s: RrState, seatOfA: number) => number;

interface Seen {
  state: RrState;
  /** Per seat: the actions offered (pass left out) summed over its action decisions, and how many. */
  offered: [number, number];
  turns: [number, number];
  /** Per seat: Momentum before the step that resolved a tied bid, less Momentum after it (the bids event), summed. */
  drained: [number, number];
}

function play(seed: number): Seen {
  const sides = [rattleAndRend.presets[PRESETS[seed % 4]], rattleAndRend.presets[PRESETS[(seed >> 2) % 4]]] as const;
  const state = rattleAndRend.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(seed, 7), log: true }) as RrState;
  const rng = Xoshiro128.stream(seed, 8);
  const seen: Seen = { state, offered: [0, 0], turns: [0, 0], drained: [0, 0] };
  let logged = 0;
  // Momentum when the last secret bid was asked for (after the round's refresh; bids change nothing until they resolve).
  let before = [0, 0];
  while (!state.isTerminal()) {
    if (state.currentPlayer() !== CHANCE && state.decision === D_BID) before = [state.momentum[0], state.momentum[1]];
    if (state.currentPlayer() === CHANCE) state.applyChance();
    else {
      const legal = state.legalActions();
      if (state.decision === D_ACTION) {
        seen.offered[state.decider] += legal.length - 1;
        seen.turns[state.decider]++;
      }
      state.apply(legal[rng.nextBelow(legal.length)]);
    }
    const events = state.events();
    for (; logged < events.length; logged++) {
      const e = events[logged] as unknown as { kind: string; bids: [number, number]; momentum: [number, number] };
      if (e.kind === 'bids' && e.bids[0] === e.bids[1]) for (const p of [0, 1]) seen.drained[p] += before[p] - e.momentum[p];
    }
  }
  return seen;
}

const firstRound = (s: RrState, kind: string): number => (s.events().find((e) => e.kind === kind) as { round?: number } | undefined)?.round ?? 0;

describe('Rattle and Rend statistics agree with the games they count', () => {
  const games = Array.from({ length: 60 }, (_, seed) => play(seed));

  it('legal actions per turn: the mean size of the action lists each seat chose from', () => {
    for (const { state, offered, turns } of games) {
      for (const seatOfA of [0, 1]) {
        const expected = turns[seatOfA] > 0 ? offered[seatOfA] / turns[seatOfA] : 0;
        expect(statistic('optionsA')(state, seatOfA)).toBeCloseTo(expected, 12);
        expect(statistic('optionsB')(state, 1 - seatOfA)).toBeCloseTo(expected, 12);
      }
    }
    expect(games.some((g) => g.turns[0] > 0 && g.offered[0] / g.turns[0] > 5)).toBe(true);
  });

  it('rounds before the first attack and the first removal, from the logged events (all rounds when none came)', () => {
    let none = 0;
    for (const { state } of games) {
      const attack = firstRound(state, 'attack');
      const removed = firstRound(state, 'removed');
      expect(statistic('quietRounds')(state, 0)).toBe(attack > 0 ? attack - 1 : state.round);
      expect(statistic('safeRounds')(state, 0)).toBe(removed > 0 ? removed - 1 : state.round);
      if (removed === 0) none++;
    }
    expect(none).toBeLessThan(games.length);
  });

  it("Player A's score: 1 when seat 0 won, 0 when it lost, 1/2 for a draw, whichever side sits there", () => {
    for (const { state } of games) {
      const expected = state.winner === 0 ? 1 : state.winner === 1 ? 0 : 0.5;
      expect(statistic('playerAScore')(state, 0)).toBe(expected);
      expect(statistic('playerAScore')(state, 1)).toBe(expected);
    }
    expect(new Set(games.map(({ state }) => statistic('playerAScore')(state, 0))).size).toBeGreaterThan(1);
  });

  it('the round cap: only Kill Them All and Duel games still going in the last round the cap allows', () => {
    const capped = (variants: Partial<RrVariants>, seed: number) => {
      const state = rattleAndRend.newGame({ sides: [rattleAndRend.presets['vampire-court'], rattleAndRend.presets['vampire-court']], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 7), log: false }) as RrState;
      while (!state.isTerminal()) {
        if (state.currentPlayer() === CHANCE) state.applyChance();
        else state.apply(state.legalActions()[0]); // always the first option (pass, bid 0): nobody attacks, so only the cap ends an open-ended game
      }
      return { state, value: statistic('roundCap')(state, 0) };
    };
    for (const seed of [1, 2, 3]) {
      const duel = capped({ scenario: 'duel', 'open-ended-rounds': '8' }, seed);
      expect([duel.state.round, duel.value]).toEqual([8, 1]);
      const hill = capped({ scenario: 'king-of-the-hill' }, seed);
      expect(hill.value).toBe(0);
    }
    for (const { state } of games) expect(statistic('roundCap')(state, 0)).toBe([0, 3].includes(state.scenario) && state.round >= state.roundLimit ? 1 : 0);
  });

  it('tied bids and the Momentum they drain, from the logged bids (a tie discards what each side paid)', () => {
    let ties = 0;
    for (const { state } of games) {
      const bids = state.events().filter((e) => e.kind === 'bids') as unknown as { bids: [number, number]; momentum: [number, number] }[];
      const tied = bids.filter((e) => e.bids[0] === e.bids[1]);
      expect(statistic('tiedBids')(state, 0)).toBe(tied.length);
      ties += tied.length;
    }
    // Two Superiority warbands (the Vampire Court mirror) bid without a decision, so the test sees no Momentum before their bids.
    for (const { state, drained } of games.filter((g) => !(g.state.bondIs(0, 'superiority') && g.state.bondIs(1, 'superiority')))) {
      expect([statistic('tieDrainA')(state, 0), statistic('tieDrainB')(state, 0)]).toEqual(drained);
      expect(statistic('tieDrainA')(state, 1)).toBe(drained[1]);
    }
    expect(ties).toBeGreaterThan(0);
    expect(games.some(({ drained }) => drained[0] > 0)).toBe(true);
  });

  it('Fodder swaps: one per logged swap, by the seat that made it', () => {
    let swaps = 0;
    for (const { state } of games) {
      const logged = [0, 1].map((p) => state.events().filter((e) => e.kind === 'fodder' && (e as { player?: number }).player === p).length);
      expect([statistic('fodderA')(state, 0), statistic('fodderB')(state, 0)]).toEqual(logged);
      swaps += logged[0] + logged[1];
    }
    expect(swaps).toBeGreaterThan(0);
  });
});
