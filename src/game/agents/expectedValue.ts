/**
 * The value of a state for `player` with the chance nodes ahead of it taken in
 * expectation, exactly: each outcome weighted by its probability
 * (GameState.chanceOutcomes). A finished game is worth WIN_VALUE times its
 * return, more than any heuristic value; a decision node is worth the game's
 * evaluation. Chains of chance nodes deeper than MAX_CHANCE_DEPTH are
 * evaluated where they stand.
 *
 * Cost: one clone per chance outcome per level (Pig: 6 clones for a roll).
 * Example (Pig, 10 banked each, turn total 12, after ROLL):
 *   1/6 * (10 - 10) + 5/6 * (22 + 4 - 10) = 13.33 for the roller.
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { CHANCE, type GameState } from '../state.ts';

/** A win outweighs any heuristic difference. */
export const WIN_VALUE = 1e9;
const MAX_CHANCE_DEPTH = 3;

export type Evaluate = (state: GameState, player: number) => number;

export function expectedValue(state: GameState, player: number, evaluate: Evaluate, depth = 0): number {
  if (state.isTerminal()) return WIN_VALUE * state.returns()[player];
  if (state.currentPlayer() !== CHANCE || depth >= MAX_CHANCE_DEPTH) return evaluate(state, player);
  let total = 0;
  for (const { action, probability } of state.chanceOutcomes()) {
    const next = state.clone();
    next.apply(action);
    total += probability * expectedValue(next, player, evaluate, depth + 1);
  }
  return total;
}

/** Adds to values[i] the expected value for `player` of playing legal[i] in state (state itself is not changed). */
export function addLookaheadValues(state: GameState, player: number, legal: readonly number[], evaluate: Evaluate, values: Float64Array): void {
  for (let i = 0; i < legal.length; i++) {
    const next = state.clone();
    next.apply(legal[i]);
    values[i] += expectedValue(next, player, evaluate);
  }
}

/** Chance nodes a sampled lookahead resolves before it evaluates anyway (a guard; real chains are short). */
const MAX_SAMPLED_CHANCE = 256;

/**
 * Adds to values[i] the mean value for `player` of playing legal[i] in state
 * over `rolls` sampled resolutions of the chance nodes that follow (each from
 * a reseeded clone), instead of every outcome in expectation: for games whose
 * dice have many outcomes (a d100 attack has 100, three chained ones a
 * million), where the exact lookahead is too slow to play whole games. Every
 * action sees the same `rolls` seeds (common random numbers), so the choice
 * compares actions, not luck.
 */
export function addSampledLookaheadValues(state: GameState, player: number, legal: readonly number[], evaluate: Evaluate, values: Float64Array, rolls: number, rng: Xoshiro128): void {
  const seeds = new Uint32Array(4 * rolls);
  for (let i = 0; i < seeds.length; i++) seeds[i] = rng.nextUint32();
  for (let i = 0; i < legal.length; i++) {
    let total = 0;
    for (let r = 0; r < rolls; r++) {
      const next = state.clone({ reseed: new Xoshiro128(seeds[4 * r], seeds[4 * r + 1], seeds[4 * r + 2], seeds[4 * r + 3]) });
      next.apply(legal[i]);
      for (let step = 0; step < MAX_SAMPLED_CHANCE && !next.isTerminal() && next.currentPlayer() === CHANCE; step++) next.applyChance();
      total += next.isTerminal() ? WIN_VALUE * next.returns()[player] : evaluate(next, player);
    }
    values[i] += total / rolls;
  }
}

/** The action with the highest value, ties (to a relative 1e-9) broken uniformly with rng. */
export function argmaxAction(legal: readonly number[], values: Float64Array, rng: { nextBelow(n: number): number }): number {
  let best = 0;
  let ties = 1;
  for (let i = 1; i < legal.length; i++) {
    const tolerance = 1e-9 * Math.max(1, Math.abs(values[best]));
    if (values[i] > values[best] + tolerance) {
      best = i;
      ties = 1;
    } else if (values[i] >= values[best] - tolerance && rng.nextBelow(++ties) === 0) {
      best = i;
    }
  }
  return legal[best];
}
