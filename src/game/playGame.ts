/**
 * The game loop: resolve chance from the state's own stream, ask the seat to
 * move for an action through its view, apply, until the game ends.
 *
 * Streams. One root generator fixes a whole game: its first four words seed
 * the game's chance stream, the next four agent A's stream, the next four
 * agent B's (dealStreams). A match replays the same words for the second game
 * of a pair with the seats swapped, so both sides face the same dice and
 * each agent draws the same stream in both games.
 */
import type { Xoshiro128 } from '../rng/xoshiro128.ts';
import { SeatView, type Agent } from './agents/agent.ts';
import { CHANCE, type GameState } from './state.ts';
import { drawWords } from './streams.ts';

export interface Seat {
  agent: Agent;
  /** The agent's own stream. */
  rng: Xoshiro128;
}

/**
 * Plays state to the end in place; returns the number of decisions the agents made. `beforeApply`, if given, is shown
 * each decision (the mover and its chosen action) before the action is applied, with the state as the agent saw it:
 * the experiments that read a game as it is played watch it this way, and play the same game. `beforeChance`, if
 * given, is shown the state before each chance outcome is drawn (a check about to be rolled).
 */
export function playToEnd(state: GameState, seats: readonly [Seat, Seat], beforeApply?: (mover: number, action: number) => void, beforeChance?: () => void): number {
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  let decisions = 0;
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      if (beforeChance !== undefined) beforeChance();
      state.applyChance();
      continue;
    }
    const seat = seats[mover];
    const action = seat.agent.act(views[mover], seat.rng);
    if (beforeApply !== undefined) beforeApply(mover, action);
    state.apply(action);
    decisions++;
  }
  return decisions;
}

/** Words 0-3: the game's chance stream; 4-7: agent A's; 8-11: agent B's. */
export const STREAM_WORDS = 12;

export function dealStreams(root: Xoshiro128, words: Uint32Array): void {
  drawWords(root, words, 0);
  drawWords(root, words, 4);
  drawWords(root, words, 8);
}

/** Resets generator to the four words at `at` (reusing it: no allocation per game). */
export function resetTo(generator: Xoshiro128, words: Uint32Array, at: number): Xoshiro128 {
  generator.reset(words[at], words[at + 1], words[at + 2], words[at + 3]);
  return generator;
}
