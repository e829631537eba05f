/**
 * The heuristic's sample is handed back once it has decided
 * (ExoshiftState.release, src/systems/exoshift/ai.ts) and the next clone
 * refills it instead of allocating a state. These tests check that a refilled
 * state is exactly the clone a new state would have been (numbers, chance
 * stream, pending action) and shares nothing with what it was copied from.
 * Outside a hidden bid the heuristic's sample is the game itself
 * (ExoshiftState.peekNextSample): its decisions must leave the game as it was,
 * draw from the agent's stream exactly what a sample draws, and never hand the
 * game back as a spare.
 */
import { describe, expect, it } from 'vitest';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshiftHeuristic } from '../../../src/systems/exoshift/ai.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import { G_PHASE as PHASE, PHASE_BID } from '../../../src/systems/exoshift/layout.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

function newGame(seed: number, log = false): ExoshiftState {
  return exoshift.newGame({ sides: [exoshift.presets['sol-line-patrol'], exoshift.presets['sol-fire-support']], variants: {}, chance: Xoshiro128.stream(seed, 0), log }) as ExoshiftState;
}

/** Plays n random decisions (and the dice after each). */
function play(state: ExoshiftState, rng: Xoshiro128, n: number): void {
  for (let i = 0; i < n && !state.isTerminal(); i++) {
    while (!state.isTerminal() && state.currentPlayer() === CHANCE) state.applyChance();
    if (state.isTerminal()) return;
    const legal = state.legalActions();
    state.apply(legal[rng.nextBelow(legal.length)]);
  }
}

describe('the Exoshift sample handed back by the heuristic', () => {
  it('is refilled by the next reseeded clone into exactly the clone a new state would be, sharing no numbers', () => {
    const rng = Xoshiro128.stream(21, 1);
    const other = newGame(2);
    play(other, rng, 30);
    const spare = other.clone();
    ExoshiftState.release(spare);
    const state = newGame(3);
    play(state, rng, 25);
    const reused = state.clone({ reseed: Xoshiro128.stream(5, 5) });
    const fresh = state.clone({ reseed: Xoshiro128.stream(5, 5) });
    expect(reused).toBe(spare);
    expect(fresh).not.toBe(spare);
    expect(reused.serialize()).toEqual(fresh.serialize());
    // Both play on alike from their own streams, and the original is untouched.
    const before = state.serialize();
    play(reused, Xoshiro128.stream(9, 9), 30);
    play(fresh, Xoshiro128.stream(9, 9), 30);
    expect(reused.serialize()).toEqual(fresh.serialize());
    expect(state.serialize()).toEqual(before);
  });

  it('is not reused by a clone in the middle of an action, nor kept when it logs', () => {
    const rng = Xoshiro128.stream(22, 1);
    const state = newGame(4);
    play(state, rng, 10);
    while (state.currentPlayer() !== CHANCE && !state.isTerminal()) play(state, rng, 1);
    const spare = newGame(6).clone();
    ExoshiftState.release(spare);
    if (!state.isTerminal()) expect(state.clone()).not.toBe(spare);
    const logging = newGame(7, true);
    ExoshiftState.release(logging);
    expect(newGame(8).clone({ log: false })).not.toBe(logging);
  });

  it('is the game itself outside a hidden bid: every heuristic decision leaves the game as it was and draws what a sample draws', () => {
    for (const [a, b, seed] of [['sol-line-patrol', 'sol-fire-support', 31], ['sol-fireteams', 'sol-line-patrol', 32]] as const) {
      const state = exoshift.newGame({ sides: [exoshift.presets[a], exoshift.presets[b]], variants: {}, chance: Xoshiro128.stream(seed, 0), log: false }) as ExoshiftState;
      const rngs = [Xoshiro128.stream(seed, 1), Xoshiro128.stream(seed, 2)];
      let decisions = 0;
      let hiddenBids = 0;
      while (!state.isTerminal()) {
        const mover = state.currentPlayer();
        if (mover === CHANCE) {
          state.applyChance();
          continue;
        }
        const view = new SeatView(state, mover);
        const [s0, s1, s2, s3] = rngs[mover].state();
        const mirror = new Xoshiro128(s0, s1, s2, s3);
        const before = JSON.stringify(state.serialize());
        const action = exoshiftHeuristic(view, rngs[mover]);
        expect(JSON.stringify(state.serialize())).toBe(before);
        if (view.legalActions.length > 1) {
          // A real sample from the same stream state draws the same words (the hidden bid re-drawn when there is one).
          const sample = state.determinize(mover, mirror);
          expect(sample).not.toBe(state);
          expect(rngs[mover].state()).toEqual(mirror.state());
          decisions++;
          if (mover === 1 && state.s[PHASE] === PHASE_BID && state.observation(1).bidIn[0]) hiddenBids++;
        }
        // The game is never the spare: the next clone is a state of its own.
        const copy = state.clone();
        expect(copy).not.toBe(state);
        expect(copy.s).not.toBe(state.s);
        state.apply(action);
      }
      expect(decisions).toBeGreaterThan(50);
      expect(hiddenBids).toBeGreaterThan(2);
    }
  }, 60_000);
});
