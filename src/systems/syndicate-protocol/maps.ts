/**
 * The hand-authored maps in data/maps/ by id (variant `map`), each checked
 * on load (24 rows of 24 legend characters, board.ts). To add one to the
 * toolkit, write a JSON file { id, name, source, rows } and list it here and
 * in the `map` variant (rules.ts). A designer's own map needs neither:
 * `--variant map=file:<path>` reads { "rows": [...] } (any other field is
 * ignored) from that path, relative to the working directory, once per
 * process (every worker thread reads the same file), checked the same way.
 *
 * Example: mapBoard('file:my-maps/alley.json') -> the Board of that file's rows.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GameInputError } from '../../game/gameInputError.ts';
import { Board } from './board.ts';
import balanced from './data/maps/example-balanced-layout.json' with { type: 'json' };
import streets from './data/maps/open-streets.json' with { type: 'json' };

export const MAPS: ReadonlyMap<string, Board> = new Map(
  [balanced, streets].map((map) => [map.id, Board.fromRows(map.rows, map.id, `syndicate-protocol data/maps/${map.id}.json`)] as const),
);

export const MAP_FILE_PREFIX = 'file:';
const FROM_FILES = new Map<string, Board>();

/** The board a `map` value names other than `generated`: a shipped map by id, or a designer's `file:<path>`. */
export function mapBoard(value: string): Board {
  const shipped = MAPS.get(value);
  if (shipped) return shipped;
  if (!value.startsWith(MAP_FILE_PREFIX)) throw new GameInputError(`syndicate-protocol: unknown map '${value}'; maps: generated, ${[...MAPS.keys()].join(', ')}, or file:<path>`);
  let board = FROM_FILES.get(value);
  if (!board) {
    board = boardFromFile(value.slice(MAP_FILE_PREFIX.length), value);
    FROM_FILES.set(value, board);
  }
  return board;
}

function boardFromFile(path: string, id: string): Board {
  const where = `map file ${path}`;
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GameInputError(`${where}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a file' : `cannot be read (${code ?? (error as Error).message})`}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new GameInputError(`${where}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('rows' in data)) {
    throw new GameInputError(`${where}: must be a JSON object with a field 'rows' (24 strings of 24 characters, as in src/systems/syndicate-protocol/data/maps/)`);
  }
  return Board.fromRows((data as { rows: string[] }).rows, id, where);
}
