/**
 * One game for `playtest game`: sides loaded and checked, agents made from
 * their specs, streams dealt from stream (seed, 0) as the first game of a
 * match pair deals them (playGame.ts), the event log on. Side A sits in seat 0
 * and moves first.
 *
 * Example: playOne({ system: 'pig', a: 'preset:standard', b: 'preset:head-start',
 *   agentA: 'greedy', agentB: 'random', seed: 7 }).lines -> ['Pig to 100: ...', ...].
 */
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import { makeAgent } from './agents/agentSpec.ts';
import { GameInputError, namingSides } from './gameInputError.ts';
import { loadSide } from './loadSide.ts';
import { agentContext } from './matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from './playGame.ts';
import { findGame } from './registry.ts';
import type { GameEvent, SerializedState } from './state.ts';
import { chooseGameVariants } from './variants.ts';

export interface GameRequest {
  system: string;
  a: string;
  b: string;
  agentA: string;
  agentB: string;
  seed: number;
  variants?: readonly string[];
  /** Called before each decision is applied: the game's length so far (its own unit) and decisions made (a progress line). */
  onDecision?: (length: number, decisions: number) => void;
}

export interface PlayedGame {
  system: string;
  seed: number;
  variants: Record<string, string>;
  a: { source: string; name: string; agent: string; seat: 0 };
  b: { source: string; name: string; agent: string; seat: 1 };
  winner: 'A' | 'B' | 'draw';
  returns: { A: number; B: number };
  length: { value: number; unit: string };
  decisions: number;
  statistics: Record<string, number>;
  /** The narrative, one line each. */
  lines: string[];
  events: readonly GameEvent[];
  final: SerializedState;
}

export function playOne(request: GameRequest): PlayedGame {
  const game = findGame(request.system);
  if (!(Number.isSafeInteger(request.seed) && request.seed >= 0)) throw new GameInputError(`--seed must be a non-negative whole number, got ${request.seed}`);
  const sideA = loadSide(game, request.a);
  const sideB = loadSide(game, request.b);
  const variants = chooseGameVariants(game, request.variants ?? []);
  const context = agentContext(game);
  const agentA = makeAgent(request.agentA, context, '--agent-a');
  const agentB = makeAgent(request.agentB, context, '--agent-b');
  const words = new Uint32Array(STREAM_WORDS);
  dealStreams(Xoshiro128.stream(request.seed, 0), words);
  const at = (i: number) => resetTo(new Xoshiro128(1, 0, 0, 0), words, i);
  const state = namingSides(() => game.newGame({ sides: [sideA, sideB], variants, chance: at(0), log: true }), request.a, request.b);
  let made = 0;
  const onDecision = request.onDecision;
  const decisions = playToEnd(
    state,
    [
      { agent: agentA, rng: at(4) },
      { agent: agentB, rng: at(8) },
    ],
    onDecision ? () => onDecision(game.length.of(state), ++made) : undefined,
  );
  const [returnA, returnB] = state.returns();
  const nameA = `${game.sideName(sideA)} (A)`;
  const nameB = `${game.sideName(sideB)} (B)`;
  return {
    system: game.id,
    seed: request.seed,
    variants,
    a: { source: request.a, name: game.sideName(sideA), agent: agentA.spec, seat: 0 },
    b: { source: request.b, name: game.sideName(sideB), agent: agentB.spec, seat: 1 },
    winner: returnA > returnB ? 'A' : returnB > returnA ? 'B' : 'draw',
    returns: { A: returnA, B: returnB },
    length: { value: game.length.of(state), unit: game.length.label },
    decisions,
    statistics: Object.fromEntries(Object.entries(game.statistics).map(([id, statistic]) => [id, statistic.perGame(state, 0)])),
    lines: game.narrate(state.events(), { names: [nameA, nameB] }),
    events: state.events(),
    final: state.serialize(),
  };
}

