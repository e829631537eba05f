/**
 * The section 11 terrain generator, seeded: one half of the 24 x 24 map is
 * drawn, the other half is the same half turned 180 degrees, so both sides
 * see exactly the same battlefield from their own zone (11.1 "functionally
 * symmetrical", 11.4 "Balanced Sides").
 *
 * - Density (11.3): Light 20-25%, Heavy 15-20%, Impassable 5-10% of the 576
 *   spaces, the rest Open Ground (variant terrain-density=percent); or the
 *   table's counts read literally, 20-25, 15-20 and 5-10 spaces (=count). For
 *   SP-020's sweep, blocking-0 / blocking-0.5 / blocking-1.5 scale percent's
 *   Heavy and Impassable ranges (what blocks LoS) by 0, 1/2 and 3/2.
 * - No more than 4 Heavy Cover spaces touch (11.4 "Avoid Clustering").
 * - Clear lanes (11.4 "at least 2-3"): two columns (x and 23 - x) from zone to
 *   zone with no cover or obstacle, and half the time a third, across the
 *   middle rows 11-12.
 * - Deployment zones (rows 0-1 and 22-23) stay Open; the three rows in front
 *   of each hold cover (11.4 "equal access to cover within the first 3 spaces").
 * - No dead zones (11.4): open pockets that cannot be walked to from the
 *   deployment zones are filled in as Impassable.
 * - Crates and Barricades (11.5) stand for some of the Light and Heavy Cover,
 *   and one Hazard token per half.
 *
 * Cost: well under a millisecond per map. Example: generateMap(Xoshiro128.stream(1), 'percent').rows()[5].
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { Board } from './board.ts';
import * as boardModule from './board.ts';
import * as rulesModule from './rules.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { cellAt, cellX, cellY, onBoard, STEPS_X, STEPS_Y } = boardModule;
const { BOARD_SIZE, CELLS, DEPLOYMENT_ROWS } = rulesModule;

const HALF_ROWS = BOARD_SIZE / 2;
const MAX_HEAVY_CLUSTER = 4;

interface Density {
  light: readonly [number, number];
  heavy: readonly [number, number];
  impassable: readonly [number, number];
}

/** Whole-map range of a share of the 576 spaces, from a low to a high fraction. */
const share = (low: number, high: number): [number, number] => [Math.ceil(low * CELLS), Math.floor(high * CELLS)];

/**
 * Whole-map ranges for each reading of 11.3 (percent, count), and the LoS-blocking sweep of SP-020 (sp-map-contact):
 * not readings but the percent table with the ranges of the terrain that blocks Line of Sight, Heavy Cover and
 * Impassable (4.3, 11.2), scaled by 0, 1/2 or 3/2, Light Cover as printed.
 */
export const DENSITY = {
  percent: { light: share(0.2, 0.25), heavy: share(0.15, 0.2), impassable: share(0.05, 0.1) },
  count: { light: [20, 25], heavy: [15, 20], impassable: [5, 10] },
  'blocking-0': { light: share(0.2, 0.25), heavy: [0, 0], impassable: [0, 0] },
  'blocking-0.5': { light: share(0.2, 0.25), heavy: share(0.075, 0.1), impassable: share(0.025, 0.05) },
  'blocking-1.5': { light: share(0.2, 0.25), heavy: share(0.225, 0.3), impassable: share(0.075, 0.15) },
} as const satisfies Readonly<Record<string, Density>>;
export type TerrainDensity = keyof typeof DENSITY;

const mirror = (cell: number): number => CELLS - 1 - cell;

// The map is drawn as character codes in module scratch arrays, with no closures (bench-syndicate-protocol: the string
// grid and its closures were ~5% of a random game, one map per game); the draws from rng are the same, in the same order.
const DOT = 46; // '.'
const WALL = 35; // '#'
const HEAVY = 72; // 'H'
const BARRICADE = 66; // 'B'
const LIGHT = 108; // 'l'
const CRATE = 99; // 'c'
const HAZARD = 120; // 'x'
const GRID = new Uint8Array(CELLS);
const RESERVED = new Uint8Array(CELLS);

function setCell(cell: number, ch: number): void {
  GRID[cell] = ch;
  GRID[mirror(cell)] = ch;
}

function reserve(cell: number): void {
  RESERVED[cell] = 1;
  RESERVED[mirror(cell)] = 1;
}

function free(cell: number): boolean {
  return RESERVED[cell] === 0 && GRID[cell] === DOT;
}

function halfOf(rng: Xoshiro128, range: readonly [number, number]): number {
  return Math.round((range[0] + rng.nextBelow(range[1] - range[0] + 1)) / 2);
}

function randomCell(rng: Xoshiro128, minRow: number): number {
  const x = rng.nextBelow(BOARD_SIZE);
  return cellAt(x, minRow + rng.nextBelow(HALF_ROWS - minRow));
}

export function generateMap(rng: Xoshiro128, density: TerrainDensity): Board {
  const ranges = DENSITY[density];
  GRID.fill(DOT);
  RESERVED.fill(0);
  const lane = 2 + rng.nextBelow(8);
  for (let y = 0; y < HALF_ROWS; y++) {
    reserve(cellAt(lane, y));
    reserve(cellAt(BOARD_SIZE - 1 - lane, y));
  }
  const middleLane = rng.nextBelow(2) === 1;
  if (middleLane) for (let x = 0; x < BOARD_SIZE; x++) reserve(cellAt(x, HALF_ROWS - 1));
  for (let y = 0; y < DEPLOYMENT_ROWS; y++) for (let x = 0; x < BOARD_SIZE; x++) reserve(cellAt(x, y));

  let impassable = 0;
  const impassableTarget = halfOf(rng, ranges.impassable);
  for (let tries = 0; impassable < impassableTarget && tries < 2000; tries++) {
    const start = randomCell(rng, 4);
    const horizontal = rng.nextBelow(2) === 0;
    const length = 1 + rng.nextBelow(3);
    for (let k = 0; k < length && impassable < impassableTarget; k++) {
      const x = cellX(start) + (horizontal ? k : 0);
      const y = cellY(start) + (horizontal ? 0 : k);
      if (!onBoard(x, y) || y >= HALF_ROWS || !free(cellAt(x, y))) break;
      setCell(cellAt(x, y), WALL);
      impassable++;
    }
  }

  let heavy = 0;
  const heavyTarget = halfOf(rng, ranges.heavy);
  for (let tries = 0; heavy < heavyTarget && tries < 5000; tries++) {
    const cell = randomCell(rng, 2);
    if (!free(cell)) continue;
    setCell(cell, HEAVY);
    if (heavyClusterOf(GRID, cell) > MAX_HEAVY_CLUSTER) {
      setCell(cell, DOT);
      continue;
    }
    heavy++;
  }

  let light = 0;
  const lightTarget = halfOf(rng, ranges.light);
  for (let tries = 0; tries < 200 && coverInRows(DEPLOYMENT_ROWS, DEPLOYMENT_ROWS + 3) < 4 && light < lightTarget; tries++) {
    const x = rng.nextBelow(BOARD_SIZE);
    const cell = cellAt(x, DEPLOYMENT_ROWS + rng.nextBelow(3));
    if (free(cell)) {
      setCell(cell, LIGHT);
      light++;
    }
  }

  for (let tries = 0; light < lightTarget && tries < 5000; tries++) {
    const start = randomCell(rng, 2);
    const dx = rng.nextBelow(2) === 0 ? 1 : -1;
    const length = 1 + rng.nextBelow(4);
    for (let k = 0; k < length && light < lightTarget; k++) {
      const x = cellX(start) + dx * k;
      const y = cellY(start) + k;
      if (!onBoard(x, y) || y >= HALF_ROWS || !free(cellAt(x, y))) break;
      setCell(cellAt(x, y), LIGHT);
      light++;
    }
  }

  for (let cell = 0; cell < CELLS / 2; cell++) {
    if (GRID[cell] === LIGHT && rng.nextBelow(5) === 0) setCell(cell, CRATE);
    else if (GRID[cell] === HEAVY && rng.nextBelow(5) === 0) setCell(cell, BARRICADE);
  }
  for (let tries = 0; tries < 100; tries++) {
    const cell = randomCell(rng, 5);
    if (free(cell)) {
      setCell(cell, HAZARD);
      break;
    }
  }

  fillDeadZones();
  return Board.fromCodes(GRID, 'generated');
}

/**
 * generateMap, remembering the last map drawn: a match plays each pair of games with the sides swapped on the same
 * chance stream (src/sim/match/pairTrial.ts), so the second game of a pair asks for the map just drawn. The same
 * stream state and density give the same map and leave the stream where generating it would (its state after the
 * draws is restored), and the Board is shared (the game never changes its map, board.ts), with its LoS and walk caches.
 */
export function generatedMap(rng: Xoshiro128, density: TerrainDensity): Board {
  const [s0, s1, s2, s3] = rng.state();
  if (lastMap !== null && lastDensity === density && LAST_BEFORE[0] === s0 && LAST_BEFORE[1] === s1 && LAST_BEFORE[2] === s2 && LAST_BEFORE[3] === s3) {
    rng.reset(LAST_AFTER[0], LAST_AFTER[1], LAST_AFTER[2], LAST_AFTER[3]);
    return lastMap;
  }
  const map = generateMap(rng, density);
  LAST_BEFORE[0] = s0;
  LAST_BEFORE[1] = s1;
  LAST_BEFORE[2] = s2;
  LAST_BEFORE[3] = s3;
  const after = rng.state();
  for (let i = 0; i < 4; i++) LAST_AFTER[i] = after[i];
  lastMap = map;
  lastDensity = density;
  return map;
}

const LAST_BEFORE = new Int32Array(4);
const LAST_AFTER = new Int32Array(4);
let lastMap: Board | null = null;
let lastDensity = '';

/** Size of the group of touching (8-neighbour) Heavy Cover or Barricade spaces that contains `start`, over the generator's character codes (counted up to MAX_HEAVY_CLUSTER + 1; a generation stamp and a fixed stack, no Set per call: it runs for every Heavy space placed). */
function heavyClusterOf(grid: Uint8Array, start: number): number {
  const stamp = ++clusterStamp;
  CLUSTER_SEEN[start] = stamp;
  let size = 1;
  let top = 0;
  CLUSTER_STACK[top++] = start;
  while (top > 0) {
    const at = CLUSTER_STACK[--top] * 8;
    for (let d = 0; d < 8; d++) {
      const next = NEIGHBOURS[at + d];
      if (next < 0) continue;
      const ch = grid[next];
      if (CLUSTER_SEEN[next] !== stamp && (ch === HEAVY || ch === BARRICADE)) {
        CLUSTER_SEEN[next] = stamp;
        size++;
        CLUSTER_STACK[top++] = next;
        if (size > MAX_HEAVY_CLUSTER + 1) return size;
      }
    }
  }
  return size;
}

let clusterStamp = 0;
const CLUSTER_SEEN = new Float64Array(CELLS);
const CLUSTER_STACK = new Int32Array(CELLS);

function coverInRows(from: number, to: number): number {
  let n = 0;
  for (let y = from; y < to; y++) {
    for (let x = 0; x < BOARD_SIZE; x++) {
      const ch = GRID[cellAt(x, y)];
      if (ch === LIGHT || ch === HEAVY || ch === CRATE || ch === BARRICADE) n++;
    }
  }
  return n;
}

/**
 * Open pockets not reachable on foot from the deployment zones become Impassable (11.4 "No Dead Zones"): the spaces
 * not joined to row 0 or row 23 by king steps over non-Impassable spaces. Flooded a row at a time on 24-bit row masks
 * (a space-by-space flood was a third of a map's generation, ~1% of a heuristic game and ~3% of a random one; ninth
 * pass): a row's reach grows from its neighbour rows' reach, widened by one space each way (the diagonal and straight
 * steps), then along the open runs of the row it touches; downward and upward sweeps repeat until nothing grows.
 */
function fillDeadZones(): void {
  const grid = GRID;
  const open = ROW_OPEN;
  const reach = ROW_REACH;
  for (let y = 0; y < BOARD_SIZE; y++) {
    let bits = 0;
    const base = y * BOARD_SIZE;
    for (let x = 0; x < BOARD_SIZE; x++) if (grid[base + x] !== WALL) bits |= 1 << x;
    open[y] = bits;
    reach[y] = 0;
  }
  reach[0] = open[0];
  reach[BOARD_SIZE - 1] = open[BOARD_SIZE - 1];
  for (let grew = true; grew; ) {
    grew = false;
    for (let y = 1; y < BOARD_SIZE; y++) if (spreadRow(y, reach[y - 1])) grew = true;
    for (let y = BOARD_SIZE - 2; y >= 0; y--) if (spreadRow(y, reach[y + 1])) grew = true;
  }
  for (let y = 0; y < BOARD_SIZE; y++) {
    let dead = open[y] & ~reach[y];
    const base = y * BOARD_SIZE;
    while (dead !== 0) {
      const x = 31 - Math.clz32(dead);
      grid[base + x] = WALL;
      dead &= ~(1 << x);
    }
  }
}

/** fillDeadZones on a grid of legend character codes (576, '#' Impassable), in place: for tests of the row flood. */
export function fillDeadZonesOf(codes: Uint8Array): void {
  GRID.set(codes);
  fillDeadZones();
  codes.set(GRID);
}

/** Grows row y's reach from a neighbour row's (`from`); true if it grew. */
function spreadRow(y: number, from: number): boolean {
  const open = ROW_OPEN[y];
  const had = ROW_REACH[y];
  const seeds = (had | ((from | (from << 1) | (from >>> 1)) & open)) & open;
  if (seeds === had) return false;
  const filled = fillRuns(open, seeds);
  if (filled === had) return false;
  ROW_REACH[y] = filled;
  return true;
}

/**
 * The whole open runs (maximal strings of set bits of `open`, 24 bits) that hold a bit of `seeds` (a subset of open):
 * adding the seeds carries each up to the top of its run (open & ~(open + seeds), plus the seeds themselves); the same
 * on the bit-reversed row carries them down to the bottom.
 */
function fillRuns(open: number, seeds: number): number {
  const up = (open & ~(open + seeds)) | seeds;
  const ro = reverse24(open);
  const rs = reverse24(seeds);
  const down = reverse24((ro & ~(ro + rs)) | rs);
  return up | down;
}

function reverse24(bits: number): number {
  return (REVERSED_BYTE[bits & 255] << 16) | (REVERSED_BYTE[(bits >>> 8) & 255] << 8) | REVERSED_BYTE[bits >>> 16];
}

const REVERSED_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  let r = 0;
  for (let i = 0; i < 8; i++) if ((b & (1 << i)) !== 0) r |= 1 << (7 - i);
  REVERSED_BYTE[b] = r;
}
const ROW_OPEN = new Int32Array(BOARD_SIZE);
const ROW_REACH = new Int32Array(BOARD_SIZE);

/**
 * Each space's eight neighbours in STEPS order (-1 off the board), for the Heavy cluster fill above: the same spaces in
 * the same order as stepping by STEPS_X/STEPS_Y with onBoard, without the divisions of cellX/cellY per visit (the
 * generator runs once per game: ~1% of a heuristic game in these fills, bench-syndicate-protocol).
 */
const NEIGHBOURS = new Int16Array(CELLS * 8);
for (let cell = 0; cell < CELLS; cell++) {
  for (let d = 0; d < 8; d++) {
    const x = cellX(cell) + STEPS_X[d];
    const y = cellY(cell) + STEPS_Y[d];
    NEIGHBOURS[cell * 8 + d] = onBoard(x, y) ? cellAt(x, y) : -1;
  }
}

