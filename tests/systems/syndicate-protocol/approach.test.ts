/**
 * How the heuristic closes in (aiSpaces.ts, `approach`): the walking distance
 * it closes by (board.ts walkDistance) is the number of steps the game's own
 * moves need (reachable, 3.2), and closing by it, not by the straight
 * distance, stops Operators standing behind walls: in Lens against Razor the
 * games in which neither Operator ever had a target fall from about one in six
 * to a few in a hundred (measured 17.5% and 1.5% over 400 games).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { Board, cellAt, distance, reachable, WALK_FAR, walkDistance, type MoveRules } from '../../../src/systems/syndicate-protocol/board.ts';
import { generateMap } from '../../../src/systems/syndicate-protocol/mapGenerator.ts';
import { MAPS } from '../../../src/systems/syndicate-protocol/maps.ts';

/** A map with a walled pocket (rows 1-3, columns 1-3 inside a ring of '#') and a wall across row 12 open at column 23 only. */
function walledBoard(): Board {
  const rows: string[] = [];
  for (let y = 0; y < 24; y++) {
    let row = '';
    for (let x = 0; x < 24; x++) {
      const ring = x <= 4 && y <= 4 && (x === 0 || y === 0 || x === 4 || y === 4);
      const wall = y === 12 && x < 23;
      row += ring || wall ? '#' : '.';
    }
    rows.push(row);
  }
  return Board.fromRows(rows, 'walled', 'test');
}

describe('walkDistance: the spaces a plain move needs', () => {
  const none = new Uint8Array(576);
  const out = new Int16Array(576);
  const flags = new Uint8Array(576);

  it('agrees with the game\'s own moves: a space is within k walked spaces exactly when a k-space move reaches it (k = 1..7)', () => {
    const rng = Xoshiro128.stream(2026, 0);
    const boards = [generateMap(rng, 'percent'), generateMap(rng, 'percent'), MAPS.get('example-balanced-layout')!, walledBoard()];
    for (const board of boards) {
      for (let trial = 0; trial < 12; trial++) {
        let from = rng.nextBelow(576);
        while (!board.passable(from)) from = rng.nextBelow(576);
        for (let steps = 1; steps <= 7; steps++) {
          const rules: MoveRules = { steps, straight: false, obstacles: 0, throughEnemy: false };
          const count = reachable(board, from, rules, none, none, out, flags);
          const moved = new Set(Array.from(out.subarray(0, count)));
          for (let cell = 0; cell < 576; cell++) {
            if (!board.passable(cell)) continue;
            expect({ board: board.id, from, cell, steps, within: walkDistance(board, from, cell) <= steps }).toEqual({ board: board.id, from, cell, steps, within: moved.has(cell) });
          }
        }
      }
    }
  });

  it('is symmetric, never shorter than the straight distance, and WALK_FAR where no walk gets in', () => {
    const board = walledBoard();
    const inside = cellAt(2, 2);
    const outside = cellAt(10, 2);
    expect(walkDistance(board, outside, inside)).toBe(WALK_FAR);
    expect(walkDistance(board, inside, cellAt(3, 3))).toBe(1);
    // Round the wall across row 12: down column 23 and back, not the 2 rows straight through.
    const above = cellAt(5, 11);
    const below = cellAt(5, 13);
    expect(distance(above, below)).toBe(2);
    expect(walkDistance(board, above, below)).toBe(2 * (23 - 5));
    const rng = Xoshiro128.stream(7, 0);
    const map = generateMap(rng, 'percent');
    for (let trial = 0; trial < 200; trial++) {
      const a = rng.nextBelow(576);
      const b = rng.nextBelow(576);
      if (!map.passable(a) || !map.passable(b)) continue;
      expect(walkDistance(map, a, b)).toBe(walkDistance(map, b, a));
      expect(walkDistance(map, a, b)).toBeGreaterThanOrEqual(distance(a, b));
    }
  });
});

describe('the heuristic closes in by the walk (approach=walk, default)', () => {
  it('Lens against Razor: games with no target for either Operator are clearly fewer than with approach=straight (the player before)', async () => {
    const share = async (approach: string) => {
      const spec = `heuristic:approach=${approach}`;
      const summary = await runMatch({ system: 'syndicate-protocol', a: 'preset:lens', b: 'preset:razor', agentA: spec, agentB: spec, games: 200, seed: 3, workers: 1 });
      return summary.statistics.noTarget;
    };
    const walk = await share('walk');
    const straight = await share('straight');
    expect(walk.ci[1]).toBeLessThan(straight.ci[0]);
    expect(walk.mean).toBeLessThan(0.06);
  }, 120_000);
});
