/**
 * Shortest paths over a Rattle and Rend board's terrain, for rr-board-geometry:
 * a distance field on a 4 mm grid (100 x 100 cells on the 400 mm board) from
 * one point to every cell an Element's centre may stand on.
 *
 * What may be crossed follows the engine's movement (board.ts clearance): a
 * centre may not enter a Blocking piece (its circle, the base may overhang it)
 * nor come nearer a board edge than its base's radius; Rough and Hazardous
 * pieces may be entered (the move then ends inside) or, with `avoid`, are
 * treated as walls too. Elements are not obstacles here: the board is empty.
 *
 * Steps go to the 16 cells of the 5 x 5 ring's king and knight moves (a knight
 * step only when both cells it passes between are open), so a path's length is
 * within about 3% of the Euclidean shortest path around the same pieces; the
 * report's thresholds (10% and more) are set above that error.
 */
import { BLOCKING, BOARD_MM, HAZARDOUS, ROUGH } from '../../src/systems/rattle-and-rend/rules.ts';
import type { Field } from '../../src/systems/rattle-and-rend/board.ts';
import { gridDistances, KING_STEPS } from '../_gridPaths.ts';

export const CELL_MM = 4;
export const SIDE = BOARD_MM / CELL_MM;
const CELLS = SIDE * SIDE;

/** The cell whose centre is nearest (x, y) mm, clamped to the board. */
export function cellOf(x: number, y: number): number {
  const c = Math.min(SIDE - 1, Math.max(0, Math.floor(x / CELL_MM)));
  const r = Math.min(SIDE - 1, Math.max(0, Math.floor(y / CELL_MM)));
  return r * SIDE + c;
}

/** 1 where a centre of radius `radius` may stand (and pass): inside the board, outside Blocking (and with `avoid`, Rough and Hazardous). */
export function openCells(f: Field, radius: number, avoid: boolean, out: Uint8Array): void {
  for (let r = 0; r < SIDE; r++) {
    const y = (r + 0.5) * CELL_MM;
    for (let c = 0; c < SIDE; c++) {
      const x = (c + 0.5) * CELL_MM;
      let open = x >= radius && x <= BOARD_MM - radius && y >= radius && y <= BOARD_MM - radius;
      for (let t = 0; t < f.nt && open; t++) {
        const type = f.tt[t];
        if (type !== BLOCKING && !(avoid && (type === ROUGH || type === HAZARDOUS))) continue;
        if (Math.hypot(x - f.tx[t], y - f.ty[t]) < f.tr[t]) open = false;
      }
      out[r * SIDE + c] = open ? 1 : 0;
    }
  }
}

/** The open cell nearest `cell` (itself when open), or -1 when none is open. */
export function nearestOpen(open: Uint8Array, cell: number): number {
  if (open[cell]) return cell;
  const r0 = Math.floor(cell / SIDE);
  const c0 = cell % SIDE;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < CELLS; k++) {
    if (!open[k]) continue;
    const d = (Math.floor(k / SIDE) - r0) ** 2 + ((k % SIDE) - c0) ** 2;
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

const STEPS: readonly (readonly [number, number])[] = [...KING_STEPS, [2, 1], [2, -1], [-2, 1], [-2, -1], [1, 2], [1, -2], [-1, 2], [-1, -2]];
const STEP_MM = STEPS.map(([dc, dr]) => Math.hypot(dc, dr) * CELL_MM);

/**
 * Shortest path length (mm) from `from` to every cell through open cells into `dist` (Infinity where unreachable):
 * Dijkstra over the grid (../_gridPaths.ts).
 */
export function distanceField(open: Uint8Array, from: number, dist: Float64Array): void {
  if (from < 0 || !open[from]) {
    dist.fill(Infinity);
    return;
  }
  gridDistances(SIDE, STEPS, from, dist, (_cell, c, r, k, next) => {
    if (!open[next]) return Infinity;
    // A knight step passes between the two cells beside its line: both must be open.
    if (k >= 8) {
      const [dc, dr] = STEPS[k];
      const long = Math.abs(dc) === 2;
      const a = long ? r * SIDE + c + dc / 2 : (r + dr / 2) * SIDE + c;
      const b = long ? (r + dr) * SIDE + c + dc / 2 : (r + dr / 2) * SIDE + c + dc;
      if (!open[a] || !open[b]) return Infinity;
    }
    return STEP_MM[k];
  });
}

/** Whether the straight segment from (ax, ay) to (bx, by) enters any terrain piece of the given types. */
export function segmentEnters(f: Field, ax: number, ay: number, bx: number, by: number, types: readonly number[]): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  for (let t = 0; t < f.nt; t++) {
    if (!types.includes(f.tt[t])) continue;
    const u = length2 > 0 ? Math.max(0, Math.min(1, ((f.tx[t] - ax) * dx + (f.ty[t] - ay) * dy) / length2)) : 0;
    if (Math.hypot(ax + u * dx - f.tx[t], ay + u * dy - f.ty[t]) < f.tr[t]) return true;
  }
  return false;
}

/** The share of the board under some piece ([x, y, radius, ...]: setup.ts layoutPieces), on a 1 mm grid (Step 2's "fill ... % of the board"). */
export function boardCoverage(pieces: readonly (readonly number[])[]): number {
  let covered = 0;
  for (let y = 0.5; y < BOARD_MM; y++) {
    for (let x = 0.5; x < BOARD_MM; x++) if (pieces.some(([px, py, r]) => (x - px) ** 2 + (y - py) ** 2 <= r * r)) covered++;
  }
  return covered / (BOARD_MM * BOARD_MM);
}
