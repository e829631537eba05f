/**
 * The first-contact and edge statistics (index.ts: firstTargetRound,
 * firstShotRound, firstTargetRoundA/B, noTarget, seat0Score; SP-014, SP-016),
 * checked against the logged events of the same games: an Operator's attack
 * is logged as an `attack` event (or, when a Holo-Decoy takes it, an `effect`
 * "fires at a Decoy"), its attack with nothing in range and sight as
 * `no-target`.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import type { SyndicateSide } from '../../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

const preset = (id: string) => syndicateProtocol.presets[id] as SyndicateSide;
const statistic = (id: string) => syndicateProtocol.statistics[id].perGame as (s: SyndicateState, seatOfA: number) => number;
const context = agentContext(syndicateProtocol);

interface Event {
  kind: string;
  round: number;
  unit: number;
  text?: string;
  cards?: (string | null)[];
}

function play(a: string, b: string, seed: number, agent = 'heuristic', variants: Record<string, string> = {}): SyndicateState {
  const state = syndicateProtocol.newGame({ sides: [preset(a), preset(b)], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 21), log: true }) as SyndicateState;
  const agents = [makeAgent(agent, context), makeAgent(agent, context)];
  const rngs = [Xoshiro128.stream(seed, 22), Xoshiro128.stream(seed, 23)];
  const views = [new SeatView(state, 0), new SeatView(state, 1)];
  while (!state.isTerminal()) {
    if (state.currentPlayer() === CHANCE) state.applyChance();
    else state.apply(agents[state.currentPlayer()].act(views[state.currentPlayer()], rngs[state.currentPlayer()]));
  }
  return state;
}

const events = (state: SyndicateState) => state.events() as unknown as Event[];
/** Rounds in which the seat's Operator made an attack: rolled (`attack`) or taken by a Decoy. */
function attackRounds(state: SyndicateState, seat: number): number[] {
  const op = seat * 3;
  const rounds = events(state)
    .filter((e) => e.unit === op && (e.kind === 'attack' || (e.kind === 'effect' && e.text === 'fires at a Decoy')))
    .map((e) => e.round);
  return [...new Set(rounds)];
}
const firstRolled = (state: SyndicateState, seat: number) => events(state).find((e) => e.kind === 'attack' && e.unit === seat * 3)?.round ?? 0;
const playedSuppressingFire = (state: SyndicateState) => events(state).some((e) => e.kind === 'reveal' && e.cards!.includes('Suppressing Fire'));

describe('Syndicate Protocol first-contact statistics agree with the logged attacks', () => {
  // Presets with no Suppressing Fire (Rampart's deck has it): an Operator's attacks are then only those of its Attack
  // step, which it makes exactly when it has a legal target (state.ts operatorAttackStep).
  const pairings = [
    ['lens', 'velocity'],
    ['lens', 'razor'],
    ['glitch', 'lens'],
    ['velocity', 'velocity'],
  ] as const;
  const games = pairings.flatMap(([a, b]) => [1, 2, 3].map((seed) => play(a, b, seed)));

  it('firstTargetRound: the first round with an attack by that Operator; roundsWithTarget: the rounds with one', () => {
    let decided = 0;
    for (const state of games) {
      expect(playedSuppressingFire(state)).toBe(false);
      for (const seat of [0, 1]) {
        const rounds = attackRounds(state, seat);
        expect(state.firstTargetRound[seat]).toBe(rounds.length > 0 ? Math.min(...rounds) : 0);
        expect(state.roundsWithTarget[seat]).toBe(rounds.length);
        // Every round before it in which the Operator reached its attack logged no target.
        const before = events(state).filter((e) => e.unit === seat * 3 && e.kind === 'no-target' && e.round < state.firstTargetRound[seat]);
        expect(before.length).toBe(rounds.length > 0 ? state.firstTargetRound[seat] - 1 : before.length);
        if (state.firstTargetRound[seat] > 1) decided++;
      }
    }
    expect(decided).toBeGreaterThan(10);
  });

  it('firstShotRound: the round of the first rolled attack by that Operator, Suppressing Fire included', () => {
    const withRampart = [1, 2, 3, 4].map((seed) => play('rampart', 'velocity', seed));
    expect(withRampart.some(playedSuppressingFire)).toBe(true);
    for (const state of [...games, ...withRampart]) {
      for (const seat of [0, 1]) expect(state.firstShotRound[seat]).toBe(firstRolled(state, seat));
    }
  });

  it('the per-game values: the earlier seat, or the round after the last; A and B by where A sat', () => {
    let none = 0;
    for (const state of [...games, ...[5, 6, 7].map((seed) => play('razor', 'glitch', seed, 'random'))]) {
      const firsts = [0, 1].map((seat) => attackRounds(state, seat)).filter((r) => r.length > 0).map((r) => Math.min(...r));
      const first = firsts.length > 0 ? Math.min(...firsts) : state.round + 1;
      expect(statistic('firstTargetRound')(state, 0)).toBe(first);
      expect(statistic('firstTargetRound')(state, 1)).toBe(first);
      expect(statistic('noTarget')(state, 0)).toBe(firsts.length === 0 ? 1 : 0);
      if (firsts.length === 0) none++;
      const shots = [0, 1].map((seat) => firstRolled(state, seat)).filter((r) => r > 0);
      expect(statistic('firstShotRound')(state, 1)).toBe(shots.length > 0 ? Math.min(...shots) : state.round + 1);
      for (const seatOfA of [0, 1]) {
        const own = (seat: number) => (state.firstTargetRound[seat] > 0 ? state.firstTargetRound[seat] : state.round + 1);
        expect(statistic('firstTargetRoundA')(state, seatOfA)).toBe(own(seatOfA));
        expect(statistic('firstTargetRoundB')(state, seatOfA)).toBe(own(1 - seatOfA));
      }
    }
    // Random play rarely closes the distance (README, the Composite stall): some games never bring a target into range and sight.
    expect(none).toBeGreaterThan(0);
  });

  it('seat0Score: win 1, draw 1/2, loss 0 for seat 0 (the first two rows), whichever seat A took', () => {
    const results = new Set<number>();
    for (const state of games) {
      const r = state.returns()[0];
      for (const seatOfA of [0, 1]) expect(statistic('seat0Score')(state, seatOfA)).toBe(r > 0 ? 1 : r < 0 ? 0 : 0.5);
      results.add(statistic('seat0Score')(state, 0));
    }
    expect(results.size).toBeGreaterThan(1);
  });

  it('clone() carries the first-contact rounds; they never go back', () => {
    const state = syndicateProtocol.newGame({ sides: [preset('lens'), preset('velocity')], variants: defaultVariants(), chance: Xoshiro128.stream(4, 21), log: false }) as SyndicateState;
    const agents = [makeAgent('heuristic', context), makeAgent('heuristic', context)];
    const views = [new SeatView(state, 0), new SeatView(state, 1)];
    const rng = Xoshiro128.stream(4, 22);
    let checked = 0;
    let last = [0, 0];
    while (!state.isTerminal()) {
      if (state.currentPlayer() === CHANCE) state.applyChance();
      else state.apply(agents[state.currentPlayer()].act(views[state.currentPlayer()], rng));
      for (const seat of [0, 1]) if (last[seat] > 0) expect(state.firstTargetRound[seat]).toBe(last[seat]);
      last = Array.from(state.firstTargetRound);
      if (state.firstTargetRound[0] > 0 && checked < 3) {
        const copy = state.clone();
        expect(Array.from(copy.firstTargetRound)).toEqual(Array.from(state.firstTargetRound));
        expect(Array.from(copy.firstShotRound)).toEqual(Array.from(state.firstShotRound));
        checked++;
      }
    }
    expect(checked).toBe(3);
  });
});
