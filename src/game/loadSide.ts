/**
 * A side named on the command line: `preset:<id>` for one of the game's
 * presets, or a path to a JSON file. Both go through the game's schema
 * (sideSchema.ts), so a preset and a file are checked the same way.
 *
 * Example: loadSide(pig, 'preset:head-start') -> { name: 'Head Start', start: 10 }.
 */
import { readFileSync } from 'node:fs';
import type { GameDefinition, Side } from './definition.ts';
import { GameInputError } from './gameInputError.ts';
import { checkSide } from './sideSchema.ts';
import type { GameState } from './state.ts';

export const PRESET_PREFIX = 'preset:';

export function loadSide<S extends GameState, TSide extends Side>(game: GameDefinition<S, TSide>, source: string): TSide {
  if (source.startsWith(PRESET_PREFIX)) {
    const id = source.slice(PRESET_PREFIX.length);
    const preset = Object.hasOwn(game.presets, id) ? game.presets[id] : undefined;
    if (!preset) throw new GameInputError(`unknown ${game.id} preset '${id}'; presets: ${Object.keys(game.presets).map((p) => PRESET_PREFIX + p).join(', ')}`);
    return checkSide(game.sideSchema, preset, `${game.id} preset ${id}`) as TSide;
  }
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch {
    throw new GameInputError(`cannot read side file ${source}; give a JSON file or one of ${Object.keys(game.presets).map((p) => PRESET_PREFIX + p).join(', ')}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new GameInputError(`${source}: not valid JSON (${(error as Error).message.split('\n')[0]})`);
  }
  return checkSide(game.sideSchema, parsed, source) as TSide;
}

/** A side given as a source string (above) or as the side itself, e.g. a preset with one field changed in an experiment file. */
export function sideOf<S extends GameState, TSide extends Side>(game: GameDefinition<S, TSide>, side: string | Side, where: string): TSide {
  return typeof side === 'string' ? loadSide(game, side) : (checkSide(game.sideSchema, side, where) as TSide);
}
