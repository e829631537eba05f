/**
 * Mobility Types (Movement › Mobility Types; Terrain Types › Optimal Terrain;
 * Terrain Definitions › Low walls and Fences): where a move of a model that
 * "moves in straight lines and faces along its direction of travel" (Wheeled,
 * Hover-Forward, Tracked) ends, and which way it then faces.
 *
 * "Wheeled ... moves in straight lines, they can make 3 90 degree turns. When
 * ending movement it must face in the direction it traveled." "Hover-Forward
 * ... they can make 3 90 degree turns in ether direction." "Tracked ... While
 * moving it may make 2 90 degree turns." Infantry and Hover "may face in any
 * direction": they go straight to the goal (movement.ts) and never come here.
 *
 * How a turn is counted is not said (EX-116), so two readings (variant
 * `vehicleTurns`):
 * - `right-angle` (default, the words "90 degree turns"): every turn is a
 *   quarter turn, so a move is a path of straight legs along the model's own
 *   four directions (ahead, left, right, back), each change of direction one
 *   turn, a turn on the spot at the start included (back = two). A goal
 *   ahead and to the side is one turn (ahead, then across); a goal behind is
 *   two (across, then back). The path is as long as the two legs added.
 * - `pivot`: a turn is a pivot of up to 90 degrees anywhere in the move, so a
 *   goal within 90 degrees of the facing is one turn and any other two: every
 *   type reaches any goal straight, facing the way it went.
 * Among the paths the turns allow, the one with the fewest turns is taken
 * (ahead first); Wheeled (and, under `lowWalls=infantry-hover`, Tracked)
 * takes the first path whose legs cross no low wall, else the first path,
 * stopping just short of the wall ("cannot cross obstacles like low walls").
 * The game does not route around walls otherwise (README, Simplified).
 */
import type { Board } from './board.ts';
import * as BoardModule from './board.ts';
import * as HypotModule from './hypot.ts';

const { entryAlong, inside, wallsOf } = BoardModule;
const { hypot } = HypotModule;

export type Mobility = 'infantry' | 'wheeled' | 'hover' | 'hover-forward' | 'tracked';
export type TurnsReading = 'right-angle' | 'pivot';

/** The types that face along their direction of travel, and the 90-degree turns each may make in one move. */
export const TURNS_ALLOWED: Record<Mobility, number> = { infantry: Infinity, hover: Infinity, wheeled: 3, 'hover-forward': 3, tracked: 2 };
export const facesTravel = (m: Mobility): boolean => m === 'wheeled' || m === 'tracked' || m === 'hover-forward';

/** How far short of a low wall a blocked model stops (inches). */
const WALL_GAP = 0.1;
const HALF_PI = Math.PI / 2;
/** A bearing this close to a multiple of 90 degrees counts as one (floating point). */
const ANGLE_EPS = 1e-9;

/** A planned move: the corner points (x, y pairs, start first), how many, where it ends, its facing and the turns used. */
export interface Path {
  xs: Float64Array;
  ys: Float64Array;
  points: number;
  x: number;
  y: number;
  facing: number;
  turns: number;
  /** Whether a low wall stood in the way (the model stopped short of it when walls stop it). */
  blocked: boolean;
}

export const newPath = (): Path => ({ xs: new Float64Array(8), ys: new Float64Array(8), points: 0, x: 0, y: 0, facing: 0, turns: 0, blocked: false });

/** A candidate route: up to two legs, each a heading (radians) and a length, with the turns it costs. */
interface Route {
  h1: number;
  l1: number;
  h2: number;
  l2: number;
  turns: number;
}

const scratchRoutes: Route[] = Array.from({ length: 4 }, () => ({ h1: 0, l1: 0, h2: 0, l2: 0, turns: 0 }));

/** The routes the reading allows to (gx, gy), fewest turns first; returns how many were written to scratchRoutes. */
function routes(x: number, y: number, facing: number, gx: number, gy: number, allowed: number, reading: TurnsReading): number {
  const dx = gx - x;
  const dy = gy - y;
  let n = 0;
  const put = (h1: number, l1: number, h2: number, l2: number, turns: number) => {
    if (turns > allowed) return;
    const r = scratchRoutes[n++];
    r.h1 = h1;
    r.l1 = l1;
    r.h2 = h2;
    r.l2 = l2;
    r.turns = turns;
  };
  if (reading === 'pivot') {
    const d = hypot(dx, dy);
    const heading = d > 0 ? Math.atan2(dy, dx) : facing;
    let off = Math.abs(heading - facing) % (2 * Math.PI);
    if (off > Math.PI) off = 2 * Math.PI - off;
    put(heading, d, heading, 0, Math.ceil(off / HALF_PI - ANGLE_EPS));
    return n;
  }
  // Ahead (f) and to the left (l) of the facing; the side leg goes left or right.
  const cos = Math.cos(facing);
  const sin = Math.sin(facing);
  const f = dx * cos + dy * sin;
  const l = -dx * sin + dy * cos;
  const side = l >= 0 ? facing + HALF_PI : facing - HALF_PI;
  const back = facing + Math.PI;
  const across = Math.abs(l);
  if (f >= 0) {
    put(facing, f, side, across, across > 0 ? 1 : 0); // ahead, then across
    if (across > 0 && f > 0) put(side, across, facing, f, 2); // across, then ahead
  } else {
    put(side, across, back, -f, 2); // across (or a quarter turn on the spot), then back
    put(back, -f, side, across, across > 0 ? 3 : 2); // about turn, back, then across
  }
  return n;
}

/** The first low wall segment (ax, ay)-(bx, by) meets, as a fraction of the segment (Infinity: none). */
function wallEntry(board: Board, ax: number, ay: number, bx: number, by: number): number {
  let first = Infinity;
  for (const p of wallsOf(board)) {
    if (inside(p, ax, ay)) continue; // already standing on it: let it leave
    const t = entryAlong(p, ax, ay, bx, by);
    if (t < first) first = t;
  }
  return first;
}

/**
 * How far along a leg from (ax, ay) with unit direction (ux, uy) the model
 * first comes within `stopAt` of the goal, or Infinity (the nearer root of
 * |a + t u - g| = stopAt).
 */
function stopAlong(ax: number, ay: number, ux: number, uy: number, gx: number, gy: number, stopAt: number): number {
  const wx = ax - gx;
  const wy = ay - gy;
  const c = wx * wx + wy * wy - stopAt * stopAt;
  if (c <= 0) return 0;
  const b = wx * ux + wy * uy;
  const disc = b * b - c;
  if (disc < 0) return Infinity;
  const t = -b - Math.sqrt(disc);
  return t >= 0 ? t : Infinity;
}

/**
 * Plans a move of up to `allowance` inches from (x, y), facing `facing`,
 * toward (gx, gy), stopping `stopAt` short of it, for a model of a type that
 * faces its direction of travel; `walls` true: low walls stop it. Writes the
 * path's corners into `out` and returns it.
 */
export function planMove(out: Path, board: Board, x: number, y: number, facing: number, gx: number, gy: number, allowance: number, stopAt: number, allowed: number, reading: TurnsReading, walls: boolean): Path {
  const n = routes(x, y, facing, gx, gy, allowed, reading);
  let pick = 0;
  // With walls in the way, the first route whose legs (as far as the move goes) cross none; if every one does, the first.
  if (walls && n > 1) for (let i = 0; i < n; i++) if (!walk(out, board, x, y, facing, scratchRoutes[i], gx, gy, allowance, stopAt, false).blocked) (pick = i), (i = n);
  return walk(out, board, x, y, facing, scratchRoutes[pick], gx, gy, allowance, stopAt, walls);
}

/** Walks a route as far as the allowance, the stop distance and (walls) the first low wall let it. */
function walk(out: Path, board: Board, x: number, y: number, facing: number, r: Route | undefined, gx: number, gy: number, allowance: number, stopAt: number, walls: boolean): Path {
  out.points = 1;
  out.xs[0] = x;
  out.ys[0] = y;
  out.x = x;
  out.y = y;
  out.facing = facing;
  out.turns = 0;
  out.blocked = false;
  if (!r) return out;
  let left = allowance;
  let cx = x;
  let cy = y;
  let heading = facing;
  for (let leg = 0; leg < 2; leg++) {
    const h = leg === 0 ? r.h1 : r.h2;
    const len = leg === 0 ? r.l1 : r.l2;
    if (len <= 0 || left <= 0) continue;
    const ux = Math.cos(h);
    const uy = Math.sin(h);
    const stop = stopAlong(cx, cy, ux, uy, gx, gy, stopAt);
    if (stop === 0) break;
    let go = Math.min(len, left, stop);
    const t = wallEntry(board, cx, cy, cx + ux * go, cy + uy * go);
    if (t <= 1) {
      out.blocked = true;
      if (walls) go = Math.max(0, t * go - WALL_GAP);
    }
    if (go > 0) {
      cx += ux * go;
      cy += uy * go;
      heading = h;
      out.xs[out.points] = cx;
      out.ys[out.points] = cy;
      out.points++;
    }
    left -= go;
    if (go < len) break;
  }
  out.x = cx;
  out.y = cy;
  out.facing = Math.atan2(Math.sin(heading), Math.cos(heading)); // kept within (-pi, pi]
  out.turns = turnsBetween(facing, heading, r, out.points);
  return out;
}

/** The turns a walked route used: its own count when both legs were travelled, else the turns to its last heading. */
function turnsBetween(facing: number, heading: number, r: Route, points: number): number {
  if (points === 3) return r.turns;
  let off = Math.abs(heading - facing) % (2 * Math.PI);
  if (off > Math.PI) off = 2 * Math.PI - off;
  return Math.ceil(off / HALF_PI - ANGLE_EPS);
}

/** Whether every leg of a path stays on optimal ground (roads are rectangles, so a leg is on one when both ends are). */
export function pathOnOptimal(board: Board, path: Path): boolean {
  for (let i = 1; i < path.points; i++) {
    let on = false;
    for (const p of board.pieces) if (p.kind === 'road' && inside(p, path.xs[i - 1], path.ys[i - 1]) && inside(p, path.xs[i], path.ys[i])) on = true;
    if (!on) return false;
  }
  return true;
}

/** Whether any leg of a path crosses difficult ground (woods, rubble). */
export function pathCrossesDifficult(board: Board, path: Path): boolean {
  for (let i = 1; i < path.points; i++) if (BoardModule.crossesDifficult(board, path.xs[i - 1], path.ys[i - 1], path.xs[i], path.ys[i])) return true;
  return false;
}
