/**
 * Every playable game by its command-line name. The names are a const object
 * and the registry a Record over them (the vega-lite pattern, STYLE.md), and
 * every member of GameDefinition is required: a game added to GAME_NAMES
 * without a definition, or a definition missing a part (a schema, presets,
 * an evaluation, statistics, a narrator), does not compile.
 */
import type { GameDefinition } from './definition.ts';
import { GameInputError } from './gameInputError.ts';
import { pig } from './pig/index.ts';
import { exoshift } from '../systems/exoshift/index.ts';
import { rattleAndRend } from '../systems/rattle-and-rend/index.ts';
import { jovianWars } from '../systems/jovian-wars/index.ts';
import { jaggedShards } from '../systems/jagged-shards/index.ts';
import { syndicateProtocol } from '../systems/syndicate-protocol/index.ts';

export const GAME_NAMES = { exoshift: 'exoshift', 'rattle-and-rend': 'rattle-and-rend', 'jovian-wars': 'jovian-wars', 'jagged-shards': 'jagged-shards', 'syndicate-protocol': 'syndicate-protocol', pig: 'pig' } as const;
export type GameName = keyof typeof GAME_NAMES;

// Each game has its own state and side types; the registry only hands them around.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any>;

export const GAMES: Record<GameName, AnyGameDefinition> = { exoshift, 'rattle-and-rend': rattleAndRend, 'jovian-wars': jovianWars, 'jagged-shards': jaggedShards, 'syndicate-protocol': syndicateProtocol, pig };

export function isGameName(name: string): name is GameName {
  return Object.hasOwn(GAME_NAMES, name);
}

export function findGame(name: string): AnyGameDefinition {
  if (!isGameName(name)) throw new GameInputError(`unknown game '${name}'; games: ${Object.keys(GAME_NAMES).join(', ')}`);
  return GAMES[name];
}
