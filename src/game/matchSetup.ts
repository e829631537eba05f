/**
 * A match as plain JSON (so it can travel to worker threads inside a run
 * plan and be written into result.json): the game, both sides as loaded and
 * checked, both agent specs, the chosen variants. `prepareMatch` turns it into
 * what the trial needs (the definition, agents, reusable generators) once per
 * thread.
 */
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import type { Agent } from './agents/agent.ts';
import { makeAgent } from './agents/agentSpec.ts';
import type { Side } from './definition.ts';
import { findGame, type AnyGameDefinition } from './registry.ts';
import type { GameState } from './state.ts';
import { STREAM_WORDS } from './playGame.ts';

export interface MatchParams {
  readonly [key: string]: Side | string | Readonly<Record<string, string>>;
  system: string;
  sideA: Side;
  sideB: Side;
  agentA: string;
  agentB: string;
  variants: Readonly<Record<string, string>>;
}

export interface PreparedMatch {
  game: AnyGameDefinition;
  params: MatchParams;
  agentA: Agent;
  agentB: Agent;
  chance: Xoshiro128;
  rngA: Xoshiro128;
  rngB: Xoshiro128;
  words: Uint32Array;
}

export function agentContext(game: AnyGameDefinition) {
  return { evaluate: (state: GameState, player: number) => game.evaluate(state, player), heuristic: game.heuristic, heuristicOptions: game.heuristicOptions, game: game.id, greedyRolls: game.greedyRolls ?? 0 };
}

export function prepareMatch(params: MatchParams): PreparedMatch {
  const game = findGame(params.system);
  const context = agentContext(game);
  return {
    game,
    params,
    agentA: makeAgent(params.agentA, context, '--agent-a'),
    agentB: makeAgent(params.agentB, context, '--agent-b'),
    chance: new Xoshiro128(1, 0, 0, 0),
    rngA: new Xoshiro128(1, 0, 0, 0),
    rngB: new Xoshiro128(1, 0, 0, 0),
    words: new Uint32Array(STREAM_WORDS),
  };
}
