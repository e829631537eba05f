/**
 * Plays a state to the end for search: `random` picks uniformly among the
 * legal actions (cheap, no allocation in Pig); `greedy` plays the greedy
 * agent's choice at every decision (stronger, ~10 clones a step in Pig), with
 * chance in expectation, or over `rolls` sampled resolutions when the game sets
 * them (GameDefinition.greedyRolls: its exact lookahead is too slow to play out).
 * Chance is resolved from the state's own (reseeded) stream. Games end by
 * their own rules (every game has a turn limit), so this loop ends too.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { CHANCE, type GameState } from '../state.ts';
import { addLookaheadValues, addSampledLookaheadValues, argmaxAction, type Evaluate } from './expectedValue.ts';

export const ROLLOUT_POLICIES = { random: 'random', greedy: 'greedy' } as const;
export type RolloutPolicy = keyof typeof ROLLOUT_POLICIES;

export function rollout(state: GameState, policy: RolloutPolicy, evaluate: Evaluate, rng: Xoshiro128, rolls = 0): void {
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      state.applyChance();
      continue;
    }
    const legal = state.legalActions();
    if (policy === 'random' || legal.length === 1) {
      state.apply(legal[rng.nextBelow(legal.length)]);
    } else {
      const values = new Float64Array(legal.length);
      if (rolls > 0) addSampledLookaheadValues(state, mover, legal, evaluate, values, rolls, rng);
      else addLookaheadValues(state, mover, legal, evaluate, values);
      state.apply(argmaxAction(legal, values, rng));
    }
  }
}
