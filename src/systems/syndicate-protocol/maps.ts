/**
 * The hand-authored maps in data/maps/ by id (variant `map`), each checked
 * on load (24 rows of 24 legend characters, board.ts). To add one, write a
 * JSON file { id, name, source, rows } and list it here and in the `map`
 * variant (rules.ts).
 */
import { Board } from './board.ts';
import balanced from './data/maps/example-balanced-layout.json' with { type: 'json' };
import streets from './data/maps/open-streets.json' with { type: 'json' };

export const MAPS: ReadonlyMap<string, Board> = new Map(
  [balanced, streets].map((map) => [map.id, Board.fromRows(map.rows, map.id, `syndicate-protocol data/maps/${map.id}.json`)] as const),
);
