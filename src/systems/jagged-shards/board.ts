/**
 * The 4'x4' battlefield (`000_9659637e2373f14e.txt` Ch. 4): terrain on a grid
 * of 4" squares, the seeded terrain generator, line of sight, movement along
 * a straight path with difficult terrain, corner deployment, objectives and
 * reinforcement points.
 *
 * Simplifications (README "What is simplified"): terrain pieces are unions of
 * 4" squares; a unit is a point (no bases, no facing, no collisions) and
 * stands in the terrain of its square, so cover is not directional; heavy
 * cover blocks line of sight, light cover, elevated and difficult terrain do
 * not; nothing is impassable; moves are straight lines toward a goal.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import * as rules from './rules.ts';

// Imported bindings are copied into module-local consts: when tsx loads these files as CommonJS every read
// of an import is a getter call (a fifth of the heuristic's time in such a profile; a few percent under the
// project's ESM loading, scripts/bench-jagged-shards.ts).
const { BOARD_INCHES, DEPLOYMENT_INCHES, REINFORCEMENT_CLEARANCE, REINFORCEMENT_EDGE } = rules;

export const CELL_INCHES = 4;
export const GRID = BOARD_INCHES / CELL_INCHES;

/** Terrain of a square (Ch. 4 Terrain Categories). */
export const OPEN = 0;
export const LIGHT_COVER = 1;
export const HEAVY_COVER = 2;
export const ELEVATED = 3;
export const DIFFICULT = 4;
export const TERRAIN_NAMES = ['open', 'light cover', 'heavy cover', 'elevated', 'difficult'] as const;

/** Piece shapes in squares (4"x8" to 8"x12") and the mix of kinds, both illustrative. */
const SHAPES = [
  [1, 2],
  [2, 1],
  [2, 2],
  [1, 3],
  [3, 1],
  [2, 3],
  [3, 2],
] as const;
const KIND_WEIGHTS = [
  [LIGHT_COVER, 35],
  [HEAVY_COVER, 25],
  [ELEVATED, 20],
  [DIFFICULT, 20],
] as const;

/**
 * The share of squares covered, as a [lo, hi] range in percent, for variant
 * `terrain`: a band ("25-40") or one coverage ("30" -> [30, 30], the 10-60%
 * sweep of JS-005/006/007).
 */
export function coverageRange(variant: string): [number, number] {
  const [lo, hi = lo] = variant.split('-').map(Number);
  return [lo, hi];
}

/**
 * A battlefield's terrain: GRID x GRID squares, each OPEN or a terrain kind.
 * Pieces are dropped at random on open squares until the covered share
 * reaches a target drawn uniformly in [lo, hi] percent, or the whole number
 * of squares nearest lo percent when lo = hi (Ch. 4 Terrain: "terrain should
 * cover approximately 25-40% of the battlefield").
 */
export function generateTerrain(rng: Xoshiro128, [lo, hi]: [number, number]): Uint8Array {
  const cells = new Uint8Array(GRID * GRID);
  const total = GRID * GRID;
  // Whole squares only: keep the share inside [lo, hi] percent after rounding. One coverage (lo = hi) is
  // the nearest whole number of squares, with no draw (30% of 144 squares: 43).
  const target = lo === hi ? Math.round((total * lo) / 100) : Math.min(Math.floor((total * hi) / 100), Math.max(Math.ceil((total * lo) / 100), Math.round((total * (lo + rng.nextBelow(hi - lo + 1))) / 100)));
  const weightSum = KIND_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let covered = 0;
  for (let attempt = 0; attempt < 400 && covered < target; attempt++) {
    const [w, h] = SHAPES[rng.nextBelow(SHAPES.length)];
    const cx = rng.nextBelow(GRID - w + 1);
    const cy = rng.nextBelow(GRID - h + 1);
    let pick = rng.nextBelow(weightSum);
    let kind: number = OPEN;
    for (const [k, weight] of KIND_WEIGHTS) {
      if (pick < weight) {
        kind = k;
        break;
      }
      pick -= weight;
    }
    for (let y = cy; y < cy + h && covered < target; y++) {
      for (let x = cx; x < cx + w && covered < target; x++) {
        if (cells[y * GRID + x] === OPEN) {
          cells[y * GRID + x] = kind;
          covered++;
        }
      }
    }
  }
  return cells;
}

export function cellAt(x: number, y: number): number {
  const cx = x >= BOARD_INCHES ? GRID - 1 : x <= 0 ? 0 : (x / CELL_INCHES) | 0;
  const cy = y >= BOARD_INCHES ? GRID - 1 : y <= 0 ? 0 : (y / CELL_INCHES) | 0;
  return cy * GRID + cx;
}

export function terrainAt(terrain: Uint8Array, x: number, y: number): number {
  return terrain[cellAt(x, y)];
}

/**
 * Line of Sight (Ch. 7): blocked when the straight line between the two
 * units crosses heavy cover ("Heavy Cover significantly limits visibility",
 * Ch. 4), other than the squares either unit stands in. Walks exactly the
 * squares the line crosses (Amanatides & Woo 1987, "A Fast Voxel Traversal
 * Algorithm"): at most 2 x 12 squares, no allocation.
 */
export function lineOfSight(terrain: Uint8Array, ax: number, ay: number, bx: number, by: number): boolean {
  return traceLine(terrain, ax, ay, bx, by, null);
}

/**
 * The walk of lineOfSight. With `terrain` null nothing blocks, and the
 * squares the line is checked in are set as bits in `crossed` (5 words per
 * line: 144 squares), so Line of Sight on any board is "no heavy cover among
 * those bits" (sightBetweenCells).
 */
function traceLine(terrain: Uint8Array | null, ax: number, ay: number, bx: number, by: number, crossed: { words: Int32Array; at: number } | null): boolean {
  const from = cellAt(ax, ay);
  const to = cellAt(bx, by);
  if (from === to) return true;
  let cx = from % GRID;
  let cy = (from / GRID) | 0;
  const tx = to % GRID;
  const ty = (to / GRID) | 0;
  const dx = bx - ax;
  const dy = by - ay;
  const stepX = dx > 0 ? 1 : -1;
  const stepY = dy > 0 ? 1 : -1;
  // Distance along the line (as a fraction of it) to the next vertical / horizontal grid line, and between them.
  const deltaX = dx === 0 ? Infinity : Math.abs(CELL_INCHES / dx);
  const deltaY = dy === 0 ? Infinity : Math.abs(CELL_INCHES / dy);
  let nextX = dx === 0 ? Infinity : ((stepX > 0 ? (cx + 1) * CELL_INCHES - ax : ax - cx * CELL_INCHES) / Math.abs(dx));
  let nextY = dy === 0 ? Infinity : ((stepY > 0 ? (cy + 1) * CELL_INCHES - ay : ay - cy * CELL_INCHES) / Math.abs(dy));
  for (let guard = 0; guard < 2 * GRID + 2; guard++) {
    if (nextX < nextY) {
      cx += stepX;
      nextX += deltaX;
    } else {
      cy += stepY;
      nextY += deltaY;
    }
    if (cx < 0 || cy < 0 || cx >= GRID || cy >= GRID) return true;
    if (cx === tx && cy === ty) return true;
    const cell = cy * GRID + cx;
    if (crossed !== null) crossed.words[crossed.at + (cell >> 5)] |= 1 << (cell & 31);
    if (terrain !== null && terrain[cell] === HEAVY_COVER) return false;
  }
  return true;
}

/** 32-bit words in a mask of the board's squares. */
export const MASK_WORDS = Math.ceil((GRID * GRID) / 32);

/**
 * Per pair of squares a < b (at (a * GRID * GRID + b) * MASK_WORDS): the
 * squares lineOfSight checks for heavy cover between their centres, as bits.
 * Traced once at load (about 10,000 lines); a battle then needs only its
 * heavy-cover mask (heavyCoverMask). This was the Line of Sight tracing of
 * every battle, 6% of the heuristic's time (scripts/bench-jagged-shards.ts).
 */
const CROSSED = (() => {
  const crossed = { words: new Int32Array(GRID * GRID * GRID * GRID * MASK_WORDS), at: 0 };
  const half = CELL_INCHES / 2;
  for (let a = 0; a < GRID * GRID; a++) {
    for (let b = a + 1; b < GRID * GRID; b++) {
      crossed.at = (a * GRID * GRID + b) * MASK_WORDS;
      traceLine(null, (a % GRID) * CELL_INCHES + half, ((a / GRID) | 0) * CELL_INCHES + half, (b % GRID) * CELL_INCHES + half, ((b / GRID) | 0) * CELL_INCHES + half, crossed);
    }
  }
  return crossed.words;
})();

if (MASK_WORDS !== 5) throw new Error('jagged-shards: sightBetweenCells is unrolled for a 12 x 12 grid');

/** The heavy-cover squares of a board as a mask (MASK_WORDS words), for sightBetweenCells. */
export function heavyCoverMask(terrain: Uint8Array): Int32Array {
  const mask = new Int32Array(MASK_WORDS);
  for (let cell = 0; cell < terrain.length; cell++) if (terrain[cell] === HEAVY_COVER) mask[cell >> 5] |= 1 << (cell & 31);
  return mask;
}

/**
 * Line of Sight between the squares two points stand in, as lineOfSight
 * traces it between the squares' centres, on the board whose heavy cover is
 * `heavy` (heavyCoverMask): no heavy cover among the squares crossed. The
 * heuristic asks this thousands of times a battle (scripts/bench-jagged-shards.ts).
 */
export function sightBetween(heavy: Int32Array, ax: number, ay: number, bx: number, by: number): boolean {
  return sightBetweenCells(heavy, cellAt(ax, ay), cellAt(bx, by));
}

/** sightBetween for two squares already known (the heuristic finds each unit's square once per decision). */
export function sightBetweenCells(heavy: Int32Array, p: number, q: number): boolean {
  // Traced from the lower-numbered square, so the answer never depends on which pair was asked first
  // (a line through a grid corner could otherwise differ by direction).
  const a = p < q ? p : q;
  const b = p < q ? q : p;
  const at = (a * GRID * GRID + b) * MASK_WORDS;
  // MASK_WORDS is 5 (checked at load), unrolled.
  return ((CROSSED[at] & heavy[0]) | (CROSSED[at + 1] & heavy[1]) | (CROSSED[at + 2] & heavy[2]) | (CROSSED[at + 3] & heavy[3]) | (CROSSED[at + 4] & heavy[4])) === 0;
}

/** Where a move ends; written into `out` (no allocation). */
export interface MoveEnd {
  x: number;
  y: number;
}

/**
 * Moves from (x, y) straight toward (tx, ty), stopping `stopShort` inches
 * before it, with `allowance` inches of movement. Difficult terrain (Ch. 4 vs
 * Ch. 6, variant `difficult-terrain`): `double-cost` charges 2 per inch inside
 * it; `halved` halves the whole allowance when the path crosses it.
 */
export function moveToward(terrain: Uint8Array, x: number, y: number, tx: number, ty: number, stopShort: number, allowance: number, halved: boolean, ignoreDifficult: boolean, out: MoveEnd): void {
  const dx = tx - x;
  const dy = ty - y;
  const distance = Math.sqrt(dx * dx + dy * dy);
  const wanted = distance - stopShort;
  if (wanted <= 0 || allowance <= 0) {
    out.x = x;
    out.y = y;
    return;
  }
  const ux = dx / distance;
  const uy = dy / distance;
  let travel: number;
  if (ignoreDifficult) {
    travel = Math.min(wanted, allowance);
  } else if (halved) {
    const reach = Math.min(wanted, allowance);
    let crosses = false;
    for (let s = 0.5; s <= reach; s += 1) {
      if (terrain[cellAt(x + ux * s, y + uy * s)] === DIFFICULT) {
        crosses = true;
        break;
      }
    }
    travel = crosses ? Math.min(wanted, allowance / 2) : reach;
  } else {
    // Inch by inch: an inch whose middle is in difficult terrain costs two.
    let budget = allowance;
    travel = 0;
    while (travel < wanted) {
      const step = Math.min(1, wanted - travel);
      const cost = terrain[cellAt(x + ux * (travel + step / 2), y + uy * (travel + step / 2))] === DIFFICULT ? 2 * step : step;
      if (cost > budget) {
        travel += budget / (cost / step);
        break;
      }
      budget -= cost;
      travel += step;
    }
  }
  out.x = x + ux * travel;
  out.y = y + uy * travel;
}

/**
 * moveToward for a move and a Rush along the same line (allowance <=
 * rushAllowance), in one walk: the same squares are looked up once and each
 * end is computed with exactly the arithmetic of its own moveToward call
 * (tests/systems/jagged-shards/rules.test.ts checks this on random moves).
 * The heuristic scores both ends of every destination.
 */
export function moveTowardPair(
  terrain: Uint8Array,
  x: number,
  y: number,
  tx: number,
  ty: number,
  stopShort: number,
  allowance: number,
  rushAllowance: number,
  halved: boolean,
  ignoreDifficult: boolean,
  out: MoveEnd,
  rushOut: MoveEnd,
): void {
  const dx = tx - x;
  const dy = ty - y;
  const distance = Math.sqrt(dx * dx + dy * dy);
  const wanted = distance - stopShort;
  if (wanted <= 0 || allowance <= 0 || rushAllowance < allowance) {
    moveToward(terrain, x, y, tx, ty, stopShort, allowance, halved, ignoreDifficult, out);
    moveToward(terrain, x, y, tx, ty, stopShort, rushAllowance, halved, ignoreDifficult, rushOut);
    return;
  }
  const ux = dx / distance;
  const uy = dy / distance;
  let travel: number;
  let rushTravel: number;
  if (ignoreDifficult) {
    travel = Math.min(wanted, allowance);
    rushTravel = Math.min(wanted, rushAllowance);
  } else if (halved) {
    const reach = Math.min(wanted, allowance);
    const rushReach = Math.min(wanted, rushAllowance);
    let crosses = false;
    let rushCrosses = false;
    for (let s = 0.5; s <= rushReach; s += 1) {
      if (terrain[cellAt(x + ux * s, y + uy * s)] === DIFFICULT) {
        rushCrosses = true;
        crosses = s <= reach;
        break;
      }
    }
    travel = crosses ? Math.min(wanted, allowance / 2) : reach;
    rushTravel = rushCrosses ? Math.min(wanted, rushAllowance / 2) : rushReach;
  } else {
    // Both budgets in lockstep; the move's stops first (its budget is never the larger).
    let budget = allowance;
    let rushBudget = rushAllowance;
    travel = -1;
    rushTravel = 0;
    while (rushTravel < wanted) {
      const step = Math.min(1, wanted - rushTravel);
      const cost = terrain[cellAt(x + ux * (rushTravel + step / 2), y + uy * (rushTravel + step / 2))] === DIFFICULT ? 2 * step : step;
      if (travel < 0) {
        if (cost > budget) travel = rushTravel + budget / (cost / step);
        else budget -= cost;
      }
      if (cost > rushBudget) {
        rushTravel += rushBudget / (cost / step);
        break;
      }
      rushBudget -= cost;
      rushTravel += step;
    }
    if (travel < 0) travel = rushTravel;
  }
  out.x = x + ux * travel;
  out.y = y + uy * travel;
  rushOut.x = x + ux * rushTravel;
  rushOut.y = y + uy * rushTravel;
}

/** The centre of each square, in inches (looked up by nearestOfKind, which the heuristic calls for every cover move it scores). */
const CENTRE_X = Float64Array.from({ length: GRID * GRID }, (_, cell) => (cell % GRID) * CELL_INCHES + CELL_INCHES / 2);
const CENTRE_Y = Float64Array.from({ length: GRID * GRID }, (_, cell) => ((cell / GRID) | 0) * CELL_INCHES + CELL_INCHES / 2);

/** The centre of the nearest of `cells` (squares of one kind) to (x, y), or false when there are none. */
export function nearestOfKind(cells: Int16Array, x: number, y: number, out: MoveEnd): boolean {
  let best = Infinity;
  for (let i = 0; i < cells.length; i++) {
    const cx = CENTRE_X[cells[i]];
    const cy = CENTRE_Y[cells[i]];
    const d = (cx - x) * (cx - x) + (cy - y) * (cy - y);
    if (d < best) {
      best = d;
      out.x = cx;
      out.y = cy;
    }
  }
  return best < Infinity;
}

/** The squares of each terrain kind, by kind. */
export function cellsByKind(terrain: Uint8Array): Int16Array[] {
  const counts = new Int32Array(TERRAIN_NAMES.length);
  for (let cell = 0; cell < terrain.length; cell++) counts[terrain[cell]]++;
  const lists = Array.from(counts, (count) => new Int16Array(count));
  counts.fill(0);
  for (let cell = 0; cell < terrain.length; cell++) lists[terrain[cell]][counts[terrain[cell]]++] = cell;
  return lists;
}

/** Deployment Zone of a seat: a 12" square in its corner (seat 0 at (0, 0), seat 1 at (48, 48)), Ch. 4 Standard Deployment. */
export function inDeploymentZone(seat: number, x: number, y: number): boolean {
  return seat === 0 ? x <= DEPLOYMENT_INCHES && y <= DEPLOYMENT_INCHES : x >= BOARD_INCHES - DEPLOYMENT_INCHES && y >= BOARD_INCHES - DEPLOYMENT_INCHES;
}

/** Distance from a point to a seat's Deployment Zone square. */
export function distanceToZone(seat: number, x: number, y: number): number {
  const lo = seat === 0 ? 0 : BOARD_INCHES - DEPLOYMENT_INCHES;
  const hi = lo + DEPLOYMENT_INCHES;
  const dx = x < lo ? lo - x : x > hi ? x - hi : 0;
  const dy = y < lo ? lo - y : y > hi ? y - hi : 0;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * Where units deploy: fixed spots inside the seat's zone, in order (the
 * player's placement is not a decision here). Seat 1's are seat 0's mirrored
 * through the centre, so both sides start alike.
 */
const DEPLOYMENT_SPOTS = [
  [4, 10],
  [10, 4],
  [8, 8],
  [3, 3],
  [11, 11],
  [6, 12],
  [12, 6],
  [2, 8],
  [8, 2],
  [12, 1],
  [1, 12],
  [5, 5],
] as const;
export const MAX_UNITS_PER_SIDE = DEPLOYMENT_SPOTS.length;

export function deploymentSpot(seat: number, index: number, out: MoveEnd): void {
  const [x, y] = DEPLOYMENT_SPOTS[index];
  out.x = seat === 0 ? x : BOARD_INCHES - x;
  out.y = seat === 0 ? y : BOARD_INCHES - y;
}

/**
 * Candidate reinforcement points (Ch. 8 Reinforcement Deployment: "within 8"
 * of a battlefield edge"): every 4" along a line 4" inside each edge. The
 * other conditions depend on the battle and are checked by the game.
 */
export const REINFORCEMENT_POINTS: readonly (readonly [number, number])[] = (() => {
  const inset = REINFORCEMENT_EDGE / 2;
  const points: [number, number][] = [];
  const seen = new Set<string>();
  for (let t = inset; t <= BOARD_INCHES - inset; t += CELL_INCHES) {
    for (const [x, y] of [
      [t, inset],
      [t, BOARD_INCHES - inset],
      [inset, t],
      [BOARD_INCHES - inset, t],
    ]) {
      const key = `${x},${y}`;
      if (!seen.has(key)) {
        seen.add(key);
        points.push([x, y]);
      }
    }
  }
  return points;
})();

/** Whether a reinforcement point is clear of the enemy Deployment Zone (in and within 8" of it). */
export function clearOfEnemyZone(enemySeat: number, x: number, y: number): boolean {
  return distanceToZone(enemySeat, x, y) >= REINFORCEMENT_CLEARANCE;
}

/** Objective positions (Ch. 4 Objectives: "contested and tactically meaningful locations"): the centre and the two off-diagonal points, each as far from both zones. */
export const OBJECTIVE_POINTS: readonly (readonly [number, number])[] = [
  [24, 24],
  [12, 36],
  [36, 12],
];
