/**
 * The one interface every full game implements, shaped like OpenSpiel's State
 * (open_spiel/spiel.h): whose move it is, the legal actions, apply, the
 * terminal test, returns per player, clone, per-player observations and
 * serialisation. Games are two-player; seat 0 moves first.
 *
 * Actions are small non-negative integers, meaningful only together with the
 * state they are legal in (`describeAction` names them): a game abstracts its
 * choices ("charge unit Y", "hold") into a short finite list.
 *
 * Chance. A node where dice are rolled or a card is drawn has
 * `currentPlayer() === CHANCE`; its outcomes and exact probabilities are
 * `chanceOutcomes()`. `applyChance()` draws one from the state's own stream (a
 * Xoshiro128 the state owns), and `apply(outcome)` applies a chosen one, for
 * scripted dice in tests and exact expectations in the greedy agent. No agent
 * ever draws the game's dice.
 *
 * Simultaneous choices (secret bids, cards played face down) are modelled as
 * secret sequential commits: the first player commits, the second player's
 * observation does not show that choice (`revealsAction(action) === false`),
 * and the game reveals both once both are in. Every agent and the game loop
 * then work unchanged, and the contract suite checks that the second
 * observation really does not depend on the first choice.
 *
 * Search. `clone({ reseed })` copies the state with a fresh chance stream,
 * so a search agent cannot plan against dice it could not know;
 * `determinize(player, rng)` also re-draws whatever `player` cannot see (the
 * opponent's face-down bid, the order of an unseen deck), consistently with
 * that player's observation. That is the only forward model agents get.
 *
 * Logs. A state made with logging on records `events()`: plain JSON objects
 * the game's narrator turns into lines a designer can follow. Search clones do
 * not log, so rollouts allocate nothing for the log.
 */
import type { Xoshiro128 } from '../rng/xoshiro128.ts';

/** `currentPlayer()` at a chance node: the state will draw (or be told) the outcome. */
export const CHANCE = -1;
/** `currentPlayer()` once the game is over. */
export const TERMINAL = -2;

export type JsonValue = number | string | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** One line of a game's story: `kind` says what happened, the other fields are game-specific JSON. */
export interface GameEvent {
  readonly kind: string;
  readonly [field: string]: JsonValue;
}

/** A state as plain JSON: everything needed to continue the game exactly, chance stream and log included. */
export interface SerializedState {
  readonly game: string;
  readonly [field: string]: JsonValue;
}

export interface ChanceOutcome {
  readonly action: number;
  readonly probability: number;
}

export interface CloneOptions {
  /** The clone's chance stream is seeded from this generator's next four words (for search). */
  reseed?: Xoshiro128;
  /** Copy the event log and keep logging (default false: search clones do not log). */
  log?: boolean;
}

export interface GameState<O = unknown> {
  /** The game's registry id, e.g. 'pig'. */
  readonly game: string;
  /** The seat to move (0 or 1), CHANCE, or TERMINAL. */
  currentPlayer(): number;
  /** Legal actions of the player to move, or the outcomes of a chance node; empty only when terminal. */
  legalActions(): readonly number[];
  /** A short name for an action legal in this state, e.g. 'hold', 'die 4'. */
  describeAction(action: number): string;
  /** Plays a legal action (at a chance node: sets that outcome). Throws on an illegal one. */
  apply(action: number): void;
  /** The outcomes of the chance node to resolve, with exact probabilities summing to 1. */
  chanceOutcomes(): readonly ChanceOutcome[];
  /** Resolves the chance node from the state's own stream; returns the outcome applied. */
  applyChance(): number;
  isTerminal(): boolean;
  /** Per seat: +1 win, -1 loss, 0 draw; all 0 before the end. */
  returns(): number[];
  /** An exact copy (same future dice), or with `reseed` one with its own fresh chance stream. */
  clone(options?: CloneOptions): GameState<O>;
  /** A clone consistent with `player`'s observation: hidden information re-drawn, chance reseeded from rng. */
  determinize(player: number, rng: Xoshiro128): GameState<O>;
  /** What `player` may see now, as JSON; never the opponent's uncommitted secrets or future chance. */
  observation(player: number): O;
  /** Whether the other player sees this action when it is played (false for a secret commit). */
  revealsAction(action: number): boolean;
  serialize(): SerializedState;
  /** The event log (empty when the state was made without logging). */
  events(): readonly GameEvent[];
}
