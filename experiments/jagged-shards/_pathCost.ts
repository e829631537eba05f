/**
 * Movement cost of a path over the engine's terrain (000_9659637e2373f14e.txt Ch. 4 Difficult Terrain: "Movement
 * through Difficult Terrain costs double movement distance"; Ch. 6 Movement Values: "Movement is measured ...
 * using the shortest legal path"), for js-deployment-geometry (JS-069).
 *
 * The engine moves a unit along the straight line to its goal (board.ts moveToward). Nothing on its board is
 * impassable, so the only legal path that can be cheaper than the straight one goes round difficult terrain. Here:
 * - `straightCost`: the straight line's cost, each inch in difficult terrain counting two (measured in 1/4" pieces);
 * - `latticeCosts`: the cheapest path over a 1" lattice of points, each step one of 16 directions (the 8 king steps
 *   and the 8 knight steps), costed the same way. A lattice path is a legal path, so min(straight, lattice) is an
 *   upper bound on the shortest legal path's cost, and straight - min(straight, lattice) a lower bound on what the
 *   shortest legal path saves over the straight line (the lattice's own detours cost up to ~2.7% more than a
 *   straight segment).
 * Allocation: the shared Dijkstra's heap, reused.
 */
import { BOARD_INCHES } from '../../src/systems/jagged-shards/rules.ts';
import { cellAt, DIFFICULT } from '../../src/systems/jagged-shards/board.ts';
import { gridDistances, KING_STEPS } from '../_gridPaths.ts';

/** Lattice points per side (0..48 inches). */
export const SIDE = BOARD_INCHES + 1;
const POINTS = SIDE * SIDE;
const PIECE = 0.25;
const STEPS: readonly (readonly [number, number])[] = [...KING_STEPS, [1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];

/** The movement cost of the straight segment from (ax, ay) to (bx, by): its length, difficult terrain counting double. */
export function straightCost(terrain: Uint8Array, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = Math.sqrt(dx * dx + dy * dy);
  if (length === 0) return 0;
  const pieces = Math.max(1, Math.ceil(length / PIECE));
  const step = length / pieces;
  let cost = 0;
  for (let k = 0; k < pieces; k++) {
    const t = (k + 0.5) / pieces;
    cost += terrain[cellAt(ax + dx * t, ay + dy * t)] === DIFFICULT ? 2 * step : step;
  }
  return cost;
}

/**
 * The cheapest lattice path cost from the point (sx, sy) (whole inches) to every lattice point, written to `out`
 * (index y * SIDE + x): Dijkstra over the lattice (../_gridPaths.ts), each step costed by straightCost.
 */
export function latticeCosts(terrain: Uint8Array, sx: number, sy: number, out: Float64Array): void {
  gridDistances(SIDE, STEPS, sy * SIDE + sx, out, (_cell, x, y, k) => straightCost(terrain, x, y, x + STEPS[k][0], y + STEPS[k][1]));
}
