/**
 * The 24 x 24 battlefield (003 section 11): terrain per space, tokens,
 * distance, Line of Sight and movement paths.
 *
 * Spaces are numbered y * 24 + x, seat 0 deploys on rows 0-1 and seat 1 on
 * rows 22-23. Distance is in spaces with diagonal steps counting 1 (a king's
 * move: 2.1 "A space is a 1" x 1" square", 4.4 "Range is measured in
 * spaces"); movement steps the same way.
 *
 * Line of Sight (4.3, 11.2): the straight line between the centres of the
 * two spaces is blocked by any Heavy Cover or Impassable space strictly
 * between them (Barricade tokens are Heavy Cover, 11.5). Where the line runs
 * exactly through a corner it slips past unless both spaces beside the
 * corner block, so LoS is symmetric. Results for the printed terrain are
 * cached per board (a board never changes; temporary barriers are checked on
 * top, see `clearLine`).
 *
 * Map text: 24 rows of 24 characters, row 0 first: `.` Open Ground, `l` Light
 * Cover, `H` Heavy Cover, `#` Impassable, tokens `c` Crate (Light Cover), `B`
 * Barricade (Heavy Cover), `T` Terminal (no effect without objectives), `x`
 * Hazard (1 damage when entered).
 */
import { GameInputError } from '../../game/gameInputError.ts';
import * as rulesModule from './rules.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { BOARD_SIZE, CELLS, TERRAIN } = rulesModule;

export const MAP_LEGEND = '.lH#cBTx';
const TERRAIN_OF: Readonly<Record<string, number>> = { '.': TERRAIN.open, l: TERRAIN.light, H: TERRAIN.heavy, '#': TERRAIN.impassable, c: TERRAIN.light, B: TERRAIN.heavy, T: TERRAIN.open, x: TERRAIN.open };
/** TERRAIN_OF by character code (0 for any other character, as TERRAIN_OF's undefined stored in a Uint8Array). */
const TERRAIN_BY_CODE = new Uint8Array(128);
for (const ch of MAP_LEGEND) TERRAIN_BY_CODE[ch.charCodeAt(0)] = TERRAIN_OF[ch];
const HAZARD_CODE = 'x'.charCodeAt(0);
const TEXT_DECODER = new TextDecoder('latin1');

// 24 written out, not rules' BOARD_SIZE: a module binding is no constant to the JIT (a bundle makes it a `var`), and
// `cell % n` by an unknown n is a hardware division, in distance() in the player's innermost loops (the hottest line
// of a heuristic game's profile; one interleaved run of bench-syndicate-protocol's games: +9% games per CPU second).
// `% 24` compiles to a multiply. Checked below.
if (BOARD_SIZE !== 24) throw new Error('board.ts: cellX/cellY/cellAt are written for a 24 x 24 board (rules.ts BOARD_SIZE)');
// A space of the board (an integer 0-575) reads its column and row from tables (DIST_COL, DIST_ROW below): the JIT had
// compiled `cell % 24` as a floating-point remainder (the x87 fprem loop, once some caller's number was not a small
// integer), ~70% of collinear's time and a fifth of the LoS walk's (perf annotate, tenth pass). Anything else (a removed
// unit's -1) takes the arithmetic as before.
export const cellX = (cell: number): number => (cell >>> 0 < 576 && (cell | 0) === cell ? DIST_COL[cell] : cell % 24);
export const cellY = (cell: number): number => (cell >>> 0 < 576 && (cell | 0) === cell ? DIST_ROW[cell] : (cell / 24) | 0);
export const cellAt = (x: number, y: number): number => y * 24 + x;
export const onBoard = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < BOARD_SIZE && y < BOARD_SIZE;

// Column and row of each space of the 24 x 24 board for distance(): table reads instead of a remainder and a division per
// call, ~2.5% of a heuristic game measured interleaved in both orders (seventh pass). Off-board numbers (a removed unit's
// -1) take the arithmetic as before.
const DIST_COL = new Int8Array(576);
const DIST_ROW = new Int8Array(576);
for (let cell = 0; cell < 576; cell++) {
  DIST_COL[cell] = cell % 24;
  DIST_ROW[cell] = (cell / 24) | 0;
}
/** Spaces apart, diagonal steps counting 1. */
export function distance(a: number, b: number): number {
  if (a >>> 0 < 576 && b >>> 0 < 576) {
    // Branch-free, as aiShots.ts chebyshev (the compares were mispredicted branches, twelfth pass). Written out, not a
    // call to chebyshev: the candidate loops' inlining budget is spent, and the call measured x0.995-0.997 (bench-ab).
    const x = DIST_COL[a] - DIST_COL[b];
    const y = DIST_ROW[a] - DIST_ROW[b];
    const sx = x >> 31;
    const sy = y >> 31;
    const dx = (x ^ sx) - sx;
    const dy = (y ^ sy) - sy;
    const d = dx - dy;
    return dx - (d & (d >> 31));
  }
  const dx = Math.abs(cellX(a) - cellX(b));
  const dy = Math.abs(cellY(a) - cellY(b));
  return dx > dy ? dx : dy;
}

/** Whether three spaces lie on one row, column or diagonal (Line's Alignment Protocol, Vector Pulse). */
export function aligned(a: number, b: number): boolean {
  const dx = cellX(a) - cellX(b);
  const dy = cellY(a) - cellY(b);
  return dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy);
}

export function collinear(a: number, b: number, c: number): boolean {
  const abx = cellX(b) - cellX(a);
  const aby = cellY(b) - cellY(a);
  const acx = cellX(c) - cellX(a);
  const acy = cellY(c) - cellY(a);
  return aligned(a, b) && aligned(a, c) && aligned(b, c) && abx * acy - aby * acx === 0;
}

/** Board.cover by terrain code (0-3), two bits each: Light 1, Heavy 2, the rest 0. */
const COVER_BITS = (1 << (2 * TERRAIN.light)) | (2 << (2 * TERRAIN.heavy));

/** The eight king-move offsets. */
export const STEPS_X = [1, 1, 0, -1, -1, -1, 0, 1];
export const STEPS_Y = [0, 1, 1, 1, 0, -1, -1, -1];

export class Board {
  /**
   * Terrain in the first CELLS bytes of one buffer, hazards in the next (one copy restores both). The two views made on
   * the buffer, not by subarray (which looks up the species constructor: field.ts unitView; two boards a game).
   */
  readonly #bytes = new Uint8Array(2 * CELLS);
  readonly #terrain = new Uint8Array(this.#bytes.buffer, 0, CELLS);
  readonly #hazard = new Uint8Array(this.#bytes.buffer, CELLS, CELLS);
  /**
   * A public view's terrain and hazards are copied from `#source` again when next read (`syncFrom`, at every
   * observation): its own methods read the printed terrain (`#lineTerrain`), so only an agent reading the arrays
   * themselves needs the copy (twentieth pass: the copy at every observation was ~1% of a heuristic game).
   */
  #stale = false;
  #source: Board | null = null;
  /**
   * This map's key into the shared LoS cache (SIGHT, clearLine) and the
   * walk tables (reachable), and the terrain LoS is walked on. Truly
   * private (#), so a public view (`publicView`) can share them without
   * letting a player reach them.
   */
  #stamp: number;
  #lineTerrain: Uint8Array;

  /**
   * The map's text (`text`), or null until first asked for (a generated map keeps its codes, `#codes`, instead): nothing
   * in a game reads it, and a TextDecoder call per map was ~1% of a heuristic game (bench-syndicate-protocol, eleventh
   * pass). A public view asks the board it copies (`#shared`).
   */
  #text: string | null;
  readonly #codes: Uint8Array | null;
  readonly #shared: Board | null;

  private constructor(
    text: string | null,
    readonly id: string,
    shared: Board | null = null,
    codes: Uint8Array | null = null,
  ) {
    this.#text = text;
    this.#codes = codes;
    this.#shared = shared;
    this.#stamp = shared === null ? nextSightStamp() : shared.#stamp;
    this.#lineTerrain = shared === null ? this.#terrain : shared.#lineTerrain;
    if (shared !== null) {
      // A public view: the same map, copied rather than parsed again (one per observed state, bench-syndicate-protocol).
      this.#bytes.set(shared.#bytes);
      return;
    }
    // By character code from a table (TERRAIN_OF per character was a keyed look-up per space; a new map each game).
    const terrain = this.#terrain;
    const hazard = this.#hazard;
    for (let cell = 0; cell < CELLS; cell++) {
      const code = codes === null ? (text as string).charCodeAt(cell) : codes[cell];
      terrain[cell] = code < 128 ? TERRAIN_BY_CODE[code] : 0;
      hazard[cell] = code === HAZARD_CODE ? 1 : 0;
    }
  }

  /** A board from 24 rows of 24 legend characters; `where` names the source in errors. */
  static fromRows(rows: readonly string[], id: string, where: string): Board {
    if (!Array.isArray(rows) || rows.length !== BOARD_SIZE) throw new GameInputError(`${where}: field 'rows' must be ${BOARD_SIZE} strings of ${BOARD_SIZE} characters (11.1)`);
    rows.forEach((row, y) => {
      if (typeof row !== 'string' || row.length !== BOARD_SIZE) throw new GameInputError(`${where}: field 'rows', row ${y} must be ${BOARD_SIZE} characters, got ${JSON.stringify(row)}`);
      for (const ch of row) if (!MAP_LEGEND.includes(ch)) throw new GameInputError(`${where}: field 'rows', row ${y} has '${ch}'; allowed: ${MAP_LEGEND.split('').join(' ')} (. Open, l Light Cover, H Heavy Cover, # Impassable, c Crate, B Barricade, T Terminal, x Hazard)`);
    });
    return new Board(rows.join(''), id);
  }

  /**
   * A board from the generator's grid of legend character codes (`text`, the same codes as a string): the terrain read
   * from the bytes, not the string (mapGenerator.ts, a map per game).
   */
  static fromCodes(codes: Uint8Array, id: string): Board {
    if (codes.length !== CELLS) throw new GameInputError(`syndicate-protocol map ${id}: must have ${CELLS} spaces`);
    return new Board(null, id, null, codes.slice());
  }

  /** The map as 576 legend characters (rows joined); also its identity in observations and saves. */
  get text(): string {
    if (this.#text === null) this.#text = this.#shared !== null ? this.#shared.text : TEXT_DECODER.decode(this.#codes as Uint8Array);
    return this.#text;
  }

  static fromText(text: string, id: string): Board {
    if (text.length !== CELLS) throw new GameInputError(`syndicate-protocol map ${id}: must have ${CELLS} spaces`);
    return new Board(text, id);
  }

  /**
   * The same map for observations (state.ts): its own terrain arrays, so an
   * agent writing to them changes nothing in the game, sharing the LoS cache,
   * which is walked on the original terrain (bench-syndicate-protocol: a
   * second 330 KB cache per game was a sixth of the time in GC). Its methods
   * (passable, cover, ...) read the printed terrain, as its walks and lines
   * do: an agent's writes to its arrays change only what it reads from them.
   */
  publicView(): Board {
    return new Board(null, this.id, this);
  }

  /**
   * Makes this board's terrain and hazards equal to `source`'s again (a public
   * view an agent may have written to) when they are next read: the game never
   * changes its map after setup (no rule writes terrain or hazards), so anything
   * that differs was an agent's writes, which the copy undoes. It runs at every
   * observation, so the copy waits for a read of `terrain` or `hazard` (the
   * heuristic reads neither: twentieth pass; comparing first was ~3% of a
   * heuristic game, bench-syndicate-protocol).
   */
  syncFrom(source: Board): void {
    this.#source = source;
    this.#stale = true;
  }

  /** Terrain codes by space (TERRAIN). A public view's are a copy of its map's, as of this read (see syncFrom). */
  get terrain(): Uint8Array {
    if (this.#stale) this.#restore();
    return this.#terrain;
  }

  /** 1 where the space is a Hazard. A public view's are a copy of its map's, as of this read (see syncFrom). */
  get hazard(): Uint8Array {
    if (this.#stale) this.#restore();
    return this.#hazard;
  }

  #restore(): void {
    this.#stale = false;
    this.#bytes.set((this.#source as Board).#bytes);
  }

  /** This map's identity for module caches (LoS, reachable's walks); a public view shares its map's. */
  get mapStamp(): number {
    return this.#stamp;
  }

  /** The printed terrain (a public view's is its map's, whatever an agent wrote to its own copy): reachable's kept walks. */
  get mapTerrain(): Uint8Array {
    return this.#lineTerrain;
  }

  rows(): string[] {
    return Array.from({ length: BOARD_SIZE }, (_, y) => this.text.slice(y * BOARD_SIZE, (y + 1) * BOARD_SIZE));
  }

  /** Observations carry the board as its text. */
  toJSON(): string {
    return this.text;
  }

  passable(cell: number): boolean {
    return this.#lineTerrain[cell] !== TERRAIN.impassable;
  }

  blocksSight(cell: number): boolean {
    return this.#lineTerrain[cell] >= TERRAIN.heavy;
  }

  /** Cover Dodge of standing in the space: 0, 1 (Light) or 2 (Heavy) (4.9). */
  cover(cell: number): number {
    const t = this.#lineTerrain[cell];
    // Read from COVER_BITS, two bits per terrain code, rather than two compares: the candidate loops ask it of spaces of
    // every terrain, and the compares were mispredicted branches (perf annotate, twelfth pass). Other codes: 0.
    return t > 3 ? 0 : (COVER_BITS >>> (t << 1)) & 3;
  }

  /**
   * LoS from a to b. `extra` marks temporary LoS blockers (Kinetic Barrier)
   * or is null; it is walked only when given.
   */
  clearLine(a: number, b: number, extra: Uint8Array | null): boolean {
    if (this.#stamp !== sightOwner) {
      SIGHT.fill(0);
      sightOwner = this.#stamp;
    }
    // One entry per unordered pair (LoS is symmetric, data.test.ts): the higher space's triangle row, the lower's place in
    // it, picked without a branch (the candidate loops ask from either end).
    const d = a - b;
    const lower = d & (d >> 31);
    const high = a - lower;
    const key = ((high * (high + 1)) >> 1) + b + lower;
    const shift = (key & 3) << 1;
    let known = (SIGHT[key >> 2] >> shift) & 3;
    if (known === 0) {
      known = walkLine(a, b, this.#lineTerrain, TERRAIN.heavy) ? 1 : 2;
      SIGHT[key >> 2] |= known << shift;
    }
    if (known === 2) return false;
    return extra === null || walkLine(a, b, extra, 1);
  }

  /** 1 if a Light Cover space lies on the line from a to b right next to b (4.9's "O # X"), else 0. */
  interveningCover(a: number, b: number): number {
    let found = 0;
    const terrain = this.#lineTerrain;
    forEachBetween(a, b, (cell) => {
      if (terrain[cell] === TERRAIN.light && distance(cell, b) === 1) found = 1;
    });
    return found;
  }
}

/**
 * Walks the spaces strictly between a and b (a supercover line); false as
 * soon as one has `grid[cell] >= level`. At an exact corner the line is
 * blocked only if both spaces beside the corner are.
 *
 * The line of forEachBetween, walked by its decision number kept as it changes (+2ny a step across, -2nx a step down,
 * both at a corner, where it is 0) and on the space's number itself (+sx, +24sy), not recomputed from the step counts
 * with two multiplications and a cellAt per step; the steps left (nx + ny, less 1 across or down, 2 at a corner) say
 * when the next space is b. The same spaces in the same order (the decision never passes 0 once a count is spent, so
 * the walk ends on b): the LoS walks of a new map each game were ~3.5% of a heuristic game (seventeenth pass).
 */
function walkLine(a: number, b: number, grid: Uint8Array, level: number): boolean {
  const x = cellX(a);
  const y = cellY(a);
  const x1 = cellX(b);
  const y1 = cellY(b);
  const nx = x1 > x ? x1 - x : x - x1;
  const ny = y1 > y ? y1 - y : y - y1;
  const sx = x1 > x ? 1 : -1;
  const sy = y1 > y ? 24 : -24;
  const across = 2 * ny;
  const down = 2 * nx;
  let decision = ny - nx;
  let left = nx + ny;
  // a itself (cellAt(cellX(a), cellY(a)) is a for any whole number, a removed unit's -1 too).
  let cell = a;
  while (left > 0) {
    if (decision === 0) {
      // An exact corner: blocked when the two spaces beside it both block. Neither is b: at a corner both counts have
      // steps left (the decision is > 0 once the steps across are spent, < 0 once those down are), which is also why the
      // walk before tested for b there in vain.
      if (grid[cell + sx] >= level && grid[cell + sy] >= level) return false;
      cell += sx + sy;
      decision += across - down;
      left -= 2;
    } else if (decision < 0) {
      cell += sx;
      decision += across;
      left--;
    } else {
      cell += sy;
      decision -= down;
      left--;
    }
    if (left !== 0 && grid[cell] >= level) return false;
  }
  return true;
}

/** Calls visit for each space strictly between a and b on the line walked by walkLine. */
export function forEachBetween(a: number, b: number, visit: (cell: number) => void): void {
  let x = cellX(a);
  let y = cellY(a);
  const x1 = cellX(b);
  const y1 = cellY(b);
  const nx = Math.abs(x1 - x);
  const ny = Math.abs(y1 - y);
  const sx = x1 > x ? 1 : -1;
  const sy = y1 > y ? 1 : -1;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (decision < 0) {
      x += sx;
      ix++;
    } else {
      y += sy;
      iy++;
    }
    if (x !== x1 || y !== y1) visit(cellAt(x, y));
  }
}

/**
 * The two masks a move is walked on (Field.fillMasks: the spaces of the enemies, and of every unit; reachable reads
 * them), with the spaces the last fill set: at most 6 units and 2 Kinetic Barriers, so the next fill clears those
 * instead of all 576 bytes of both (TypedArray fill is a C++ builtin, a runtime call each, ~1% of a game with its
 * memset; eighteenth pass). Only fillMasks writes them.
 */
export class MoveMasks {
  readonly enemy = new Uint8Array(CELLS);
  readonly occupied = new Uint8Array(CELLS);
  /** The spaces the last fill set to 1 in `occupied` (and in `enemy` where an enemy stands). */
  readonly marked = new Int16Array(8);
  marks = 0;
}

export interface MoveRules {
  /** Most spaces to move. */
  steps: number;
  /** Dash, Ghostline Dash, Vector Redirection: one straight line. */
  straight: boolean;
  /** Impassable spaces the path may cross (Slide's "ignore the first obstacle", Razor's breach): 0 or 1. */
  obstacles: number;
  /** Phase Shift: may pass through one enemy-occupied space. */
  throughEnemy: boolean;
}

/**
 * Every space a unit at `from` can end on under `rules` (3.2: "no passing
 * through walls, obstacles, or enemy miniatures"; friendly units may be
 * passed, 9.5, but no two units share a space, 2.1). Writes the spaces into
 * `out` (the start first: staying is always allowed) and, per space, flags
 * in `flags` (bit 1: the path crossed cover; bit 2: it used the obstacle
 * allowance; bit 4: it passed through an enemy). Returns the count.
 * `enemy` and `occupied` are per-space masks (1 = an enemy / any unit there).
 */
export function reachable(board: Board, from: number, rules: MoveRules, enemy: Uint8Array, occupied: Uint8Array, out: Int16Array, flags: Uint8Array): number {
  let count = 0;
  out[count] = from;
  flags[count++] = 0;
  if (rules.steps <= 0) return 1;
  const fx = cellX(from);
  const fy = cellY(from);
  if (rules.straight) {
    for (let d = 0; d < 8; d++) {
      let crossed = 0;
      for (let s = 1; s <= rules.steps; s++) {
        const x = fx + STEPS_X[d] * s;
        const y = fy + STEPS_Y[d] * s;
        if (!onBoard(x, y)) break;
        const cell = cellAt(x, y);
        if (!board.passable(cell) || enemy[cell] === 1 || cornerBlocked(board, x - STEPS_X[d], y - STEPS_Y[d], STEPS_X[d], STEPS_Y[d])) break;
        if (board.cover(cell) > 0) crossed = 1;
        if (occupied[cell] === 0) {
          out[count] = cell;
          flags[count++] = crossed;
        }
      }
    }
    return count;
  }
  const steps = rules.steps;
  if (rules.obstacles === 0 && !rules.throughEnemy && steps < 8 && !enemyNear(from, steps, enemy, occupied)) {
    // No enemy can change the walk: the spaces are the map's own walk from `from` (kept per map), less the occupied ones,
    // in the same order with the same flags (a friend is passed, 9.5, and only an enemy blocks a path).
    const key = from * 8 + steps;
    if (walkOwner !== board.mapStamp) {
      walkOwner = board.mapStamp;
      walkGeneration++;
      walkTop = 0;
    }
    if (WALK_STAMP[key] !== walkGeneration) {
      if (walkTop + 256 > WALK_CELLS.length) {
        walkGeneration++;
        walkTop = 0;
      }
      // Walked on the printed terrain: an agent's writes to its observation's map copy never reach the game's moves.
      const n = walkOpen(board, from, steps, NO_UNITS, NO_UNITS, WALK_CELLS, WALK_FLAGS, walkTop);
      WALK_STAMP[key] = walkGeneration;
      WALK_AT[key] = walkTop;
      WALK_LENGTH[key] = n;
      walkTop += n;
    }
    const at = WALK_AT[key];
    const end = at + WALK_LENGTH[key];
    for (let i = at + 1; i < end; i++) {
      const cell = WALK_CELLS[i];
      if (occupied[cell] !== 0) continue;
      out[count] = cell;
      flags[count++] = WALK_FLAGS[i];
    }
    return count;
  }
  // A plain walk reads the printed terrain, as the kept walks above do (an agent's writes to its observation's map copy
  // never change where a unit can move).
  if (rules.obstacles === 0 && !rules.throughEnemy) return walkOpen(board, from, steps, enemy, occupied, out, flags, 0);
  return walk(board.mapTerrain, from, steps, enemy, occupied, out, flags, rules);
}

/**
 * The plain walk's step table for the map in use (the one whose stamp is `openOwner`; a public view shares its map's):
 * per space, OPEN_STRIDE numbers, how many of its king moves lead to a space that is not Impassable on the printed
 * terrain and does not squeeze between two Impassable spaces, then those spaces in STEPS order, each as space | 1024
 * when the space is cover (Light or Heavy). Filled a space at a time when a walk first steps from it (OPEN_STAMP: a
 * generation per map), so a new map costs nothing up front (a whole table per map was ~5% of a random game; ninth pass).
 */
const OPEN_STRIDE = 9;
const COVER_BIT = 1024;
const CELL_MASK = 1023;
const OPEN = new Int16Array(CELLS * OPEN_STRIDE);
const OPEN_STAMP = new Int32Array(CELLS);
let openOwner = -1;
let openGeneration = 0;

/**
 * The king moves of the empty board for fillOpen: per space its on-board moves in STEPS order (OPEN_MOVES, OPEN_MOVE_COUNT)
 * and each move's two corner spaces (a diagonal's two orthogonal neighbours of the space; for an orthogonal move the space
 * stepped to itself, twice, which blocks exactly when the step is blocked anyway).
 */
const OPEN_MOVE_COUNT = new Uint8Array(CELLS);
const OPEN_MOVES = new Int16Array(CELLS * 8);
const OPEN_CORNER_A = new Int16Array(CELLS * 8);
const OPEN_CORNER_B = new Int16Array(CELLS * 8);

/**
 * Fills `cell`'s entry of OPEN from the printed terrain (walkOpen, the first step from it on this map). Without branches
 * on the terrain (fourteenth pass): every move is written and the count advances only past the open ones. Terrain codes
 * are 0-3 (TERRAIN): (t + 1) >> 2 is 1 for Impassable only, (t ^ t >> 1) & 1 for Light and Heavy only.
 */
function fillOpen(cell: number, terrain: Uint8Array): void {
  const base = cell * OPEN_STRIDE + 1;
  let w = base;
  const from = cell * 8;
  const end = from + OPEN_MOVE_COUNT[cell];
  for (let i = from; i < end; i++) {
    const next = OPEN_MOVES[i];
    const t = terrain[next];
    // A diagonal step between two Impassable spaces is not allowed (cornerBlocked).
    const blocked = ((t + 1) >> 2) | (((terrain[OPEN_CORNER_A[i]] + 1) >> 2) & ((terrain[OPEN_CORNER_B[i]] + 1) >> 2));
    OPEN[w] = next | (((t ^ (t >> 1)) & 1) << 10);
    w += blocked ^ 1;
  }
  OPEN[base - 1] = w - base;
  OPEN_STAMP[cell] = openGeneration;
}

/**
 * walk's plain walk (no allowances) over OPEN, on the printed terrain of `board`'s map: the same breadth-first order,
 * the same spaces and flags. A queue entry is space * 2 + state (state 1: the path crossed cover), and a step's state
 * is the old one or'ed with the cover bit of the space stepped to.
 */
function walkOpen(board: Board, from: number, steps: number, enemy: Uint8Array, occupied: Uint8Array, out: Int16Array, flags: Uint8Array, at: number): number {
  if (openOwner !== board.mapStamp) {
    openOwner = board.mapStamp;
    openGeneration++;
  }
  const terrain = board.mapTerrain;
  const generation = openGeneration;
  const open = OPEN;
  out[at] = from;
  flags[at] = 0;
  let count = 1;
  const stamp = nextGeneration() << 8;
  const queue = QUEUE;
  const marks = MARKS;
  const slots = SLOTS;
  let head = 0;
  let tail = 0;
  queue[tail++] = from << 1;
  marks[from] = stamp | 1;
  for (let depth = 0; depth < steps; depth++) {
    const layerEnd = tail;
    while (head < layerEnd) {
      const entry = queue[head++];
      const state = entry & 1;
      const cell = entry >> 1;
      if (OPEN_STAMP[cell] !== generation) fillOpen(cell, terrain);
      const base = cell * OPEN_STRIDE;
      const end = base + 1 + open[base];
      for (let k = base + 1; k < end; k++) {
        const e = open[k];
        const next = e & CELL_MASK;
        if (enemy[next] === 1) continue;
        const nextState = (e >> 10) | state;
        const bit = 1 << nextState;
        const marked = marks[next];
        const bits = (marked & ~255) === stamp ? marked & 255 : 0;
        if ((bits & bit) !== 0) continue;
        marks[next] = stamp | bits | bit;
        queue[tail++] = (next << 1) | nextState;
        if (next === from || occupied[next] !== 0) continue;
        if (bits === 0) {
          slots[next] = stamp | count;
          out[at + count] = next;
          flags[at + count++] = nextState;
        } else if (nextState === 1) {
          // Listed already with state 0 (pathCost 0): the cover-crossing path (pathCost -1) is preferred.
          flags[at + (slots[next] & 255)] = 1;
        }
      }
    }
  }
  return count;
}

/**
 * Spaces from `at` to the nearest passable space with cover (0 standing on one), BOARD_SIZE on a map with none: SP-002's
 * statistic, once a game (state.ts notePosition). The square rings round `at`, outwards, up to the first that holds
 * one, instead of the distance to every space of the map (~0.4% of a heuristic game; eighteenth pass): the same number.
 */
export function nearestCover(board: Board, at: number): number {
  const ax = cellX(at);
  const ay = cellY(at);
  for (let d = 0; d < BOARD_SIZE; d++) {
    const y0 = ay - d < 0 ? 0 : ay - d;
    const y1 = ay + d > BOARD_SIZE - 1 ? BOARD_SIZE - 1 : ay + d;
    const x0 = ax - d < 0 ? 0 : ax - d;
    const x1 = ax + d > BOARD_SIZE - 1 ? BOARD_SIZE - 1 : ax + d;
    for (let y = y0; y <= y1; y++) {
      // The ring's top and bottom rows whole, the rows between only at its two ends (if those are on the board).
      const whole = y === ay - d || y === ay + d;
      for (let x = x0; x <= x1; x++) {
        if (!whole && x !== ax - d && x !== ax + d) continue;
        const cell = y * BOARD_SIZE + x;
        if (board.cover(cell) > 0 && board.passable(cell)) return d;
      }
    }
  }
  return BOARD_SIZE;
}

/**
 * Spaces a unit walks from `from` to `to` on the printed terrain of `board`'s map, by king moves that neither enter
 * Impassable spaces nor squeeze between two of them (walk's rules, no units counted); WALK_FAR when no path exists.
 * The heuristic closes in by it (aiSpaces.ts): by the straight distance an Operator behind a wall stood still, since
 * every space round the wall is farther from the enemy, and 13% of Lens-Razor games never gave either a target (sp-map-contact before).
 * One breadth-first walk per (map, `from`), kept, and walked only as far as the spaces asked for so far: the heuristic
 * asks about spaces near its own units, and a whole walk per enemy position was a fifth of a heuristic game.
 */
export function walkDistance(board: Board, from: number, to: number): number {
  if (walkDistanceOwner !== board.mapStamp) {
    walkDistanceOwner = board.mapStamp;
    walkDistanceGeneration++;
  }
  if (WALK_DISTANCE_STAMP[from] !== walkDistanceGeneration) startWalk(from);
  const at = WALK_ROW[from] * CELLS;
  if (WALK_DISTANCE[at + to] === WALK_FAR && WALK_LIVE[from] !== 0) walkOn(board, from, to);
  return WALK_DISTANCE[at + to];
}

/**
 * Starts `from`'s walk in the next row of the pool (WALK_ROWS rows, reused in turn: the walk that had it is forgotten,
 * and walked again if asked for). A row per space of the map (663 KB, rows at scattered places each game) missed the
 * processor's caches at each new walk; the pool's rows stay in them from game to game (a game starts ~23 walks;
 * bench-syndicate-protocol, eleventh pass). The distances are the same.
 */
function startWalk(from: number): void {
  const row = nextWalkRow;
  nextWalkRow = (row + 1) % WALK_ROWS;
  const previous = WALK_ROW_FROM[row];
  if (previous >= 0 && WALK_ROW[previous] === row) WALK_DISTANCE_STAMP[previous] = 0;
  WALK_ROW_FROM[row] = from;
  WALK_ROW[from] = row;
  const at = row * CELLS;
  WALK_DISTANCE.fill(WALK_FAR, at, at + CELLS);
  WALK_DISTANCE[at + from] = 0;
  WALK_DISTANCE_STAMP[from] = walkDistanceGeneration;
  const rows = row * 2 * BOARD_SIZE;
  RINGS.fill(0, rows, rows + 2 * BOARD_SIZE);
  const bit = 1 << (from % BOARD_SIZE);
  RINGS[rows + ((from / BOARD_SIZE) | 0)] = bit;
  RINGS[rows + BOARD_SIZE + ((from / BOARD_SIZE) | 0)] = bit;
  WALK_DEPTH[from] = 0;
  WALK_LIVE[from] = 1;
}

/** walkDistance for a space no walk reaches. */
export const WALK_FAR = 99;
/** The pool's rows (startWalk). */
const WALK_ROWS = 64;
/** Per pool row, a row of CELLS: the distances found so far (WALK_FAR: not yet, or never once the walk is done). */
const WALK_DISTANCE = new Int16Array(WALK_ROWS * CELLS);
/** Per pool row, the `from` whose walk it holds (-1 none); per `from`, its row while its stamp holds. */
const WALK_ROW_FROM = new Int32Array(WALK_ROWS).fill(-1);
const WALK_ROW = new Int32Array(CELLS);
let nextWalkRow = 0;
/** Per `from`: walkDistanceGeneration when its row was started on this map (0: its row went to another walk). */
const WALK_DISTANCE_STAMP = new Int32Array(CELLS);
/** Per `from`, the walk's depth so far and whether its last ring reached any space (0: the walk is done). */
const WALK_DEPTH = new Int16Array(CELLS);
const WALK_LIVE = new Int8Array(CELLS);
let walkDistanceOwner = -1;
let walkDistanceGeneration = 0;

/**
 * Walks `from`'s breadth-first walk on, a whole ring of spaces at a time, until `to` has its distance (a space's first
 * distance is its least) or the walk ends. Rows as 24-bit masks (bit x: column x): a ring is the last ring's king moves
 * onto spaces not Impassable, not reached before, a diagonal only where one of the two spaces beside it is not
 * Impassable (walk's cornerBlocked); a queue of spaces took ~2.5x as long (bench-syndicate-protocol).
 */
function walkOn(board: Board, from: number, to: number): void {
  if (ringOwner !== board.mapStamp) {
    ringOwner = board.mapStamp;
    const terrain = board.mapTerrain;
    for (let y = 0; y < BOARD_SIZE; y++) {
      let mask = 0;
      for (let x = 0; x < BOARD_SIZE; x++) if (terrain[y * BOARD_SIZE + x] !== IMPASSABLE) mask |= 1 << x;
      PASSABLE_ROWS[y] = mask;
    }
  }
  const at = WALK_ROW[from] * CELLS;
  const rows = WALK_ROW[from] * 2 * BOARD_SIZE;
  const P = PASSABLE_ROWS;
  let depth = WALK_DEPTH[from];
  let live = WALK_LIVE[from];
  const fromRow = DIST_ROW[from];
  const toRow = DIST_ROW[to];
  const toBit = 1 << DIST_COL[to];
  while (live !== 0) {
    depth++;
    live = 0;
    // Only the rows within `depth` of `from`'s row: a space `depth` steps away is at most `depth` rows away, and the
    // rows beyond hold no ring yet (0), so the walk is the same (bench-syndicate-protocol, eleventh pass: most walks
    // stop within a few rings of their start, and every ring went over all 24 rows twice).
    const y0 = fromRow - depth < 0 ? 0 : fromRow - depth;
    const y1 = fromRow + depth > BOARD_SIZE - 1 ? BOARD_SIZE - 1 : fromRow + depth;
    // One pass: row y's new ring replaces its last ring once read, the row above's last ring carried in `up` (row
    // y0 - 1 holds no ring); the reached test once per ring (two passes and a test per space before: x1.020 heuristic,
    // every pair, thirteenth pass).
    let up = 0;
    let reachedTo = false;
    for (let y = y0; y <= y1; y++) {
      const ring = rows + BOARD_SIZE + y;
      const f = RINGS[ring];
      const down = y < BOARD_SIZE - 1 ? RINGS[ring + 1] : 0;
      if ((f | up | down) === 0) {
        up = 0;
        continue;
      }
      const p = P[y];
      const pUp = y > 0 ? P[y - 1] : 0;
      const pDown = y < BOARD_SIZE - 1 ? P[y + 1] : 0;
      let next = (f << 1) | (f >>> 1) | up | down;
      next |= (up << 1) & (pUp | (p << 1));
      next |= (up >>> 1) & (pUp | (p >>> 1));
      next |= (down << 1) & (pDown | (p << 1));
      next |= (down >>> 1) & (pDown | (p >>> 1));
      next &= p & ~RINGS[rows + y];
      up = f;
      RINGS[ring] = next;
      if (next === 0) continue;
      RINGS[rows + y] |= next;
      live = 1;
      if (y === toRow && (next & toBit) !== 0) reachedTo = true;
      let bits = next;
      const base = at + y * BOARD_SIZE;
      while (bits !== 0) {
        const low = bits & -bits;
        WALK_DISTANCE[base + 31 - Math.clz32(low)] = depth;
        bits ^= low;
      }
    }
    if (reachedTo) break;
  }
  WALK_DEPTH[from] = depth;
  WALK_LIVE[from] = live;
}

/** Per pool row (startWalk), 2 x 24 row masks: the spaces reached so far, then the last ring. */
const RINGS = new Int32Array(WALK_ROWS * 2 * BOARD_SIZE);
const PASSABLE_ROWS = new Int32Array(BOARD_SIZE);
let ringOwner = -1;

/** Whether an enemy stands within `steps - 1` of `from`, or within `steps` on a space not marked occupied. */
function enemyNear(from: number, steps: number, enemy: Uint8Array, occupied: Uint8Array): boolean {
  const fx = cellX(from);
  const fy = cellY(from);
  const x0 = fx - steps < 0 ? 0 : fx - steps;
  const x1 = fx + steps > BOARD_SIZE - 1 ? BOARD_SIZE - 1 : fx + steps;
  const y0 = fy - steps < 0 ? 0 : fy - steps;
  const y1 = fy + steps > BOARD_SIZE - 1 ? BOARD_SIZE - 1 : fy + steps;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const cell = y * BOARD_SIZE + x;
      if (enemy[cell] === 0) continue;
      const dx = x > fx ? x - fx : fx - x;
      const dy = y > fy ? y - fy : fy - y;
      if ((dx > dy ? dx : dy) < steps || occupied[cell] === 0) return true;
    }
  }
  return false;
}

/**
 * Each map's walks with no unit on it (reachable), for the map in use only (another map clears them): per (space,
 * steps) the spaces in walk order and their flags, in one pool. reachable was a quarter of a random game
 * (bench-syndicate-protocol); a move that starts where a unit of this game stood before with the same steps is a
 * filtered copy (a walk ~2 µs, a copy ~0.3 µs), the first one a walk and a copy.
 */
const WALK_STAMP = new Int32Array(CELLS * 8);
const WALK_AT = new Int32Array(CELLS * 8);
const WALK_LENGTH = new Int32Array(CELLS * 8);
const WALK_CELLS = new Int16Array(1 << 17);
const WALK_FLAGS = new Uint8Array(1 << 17);
const NO_UNITS = new Uint8Array(CELLS);
let walkOwner = -1;
let walkGeneration = 0;
let walkTop = 0;

/**
 * reachable's breadth-first walk with allowances (Slide's obstacle, Phase Shift's enemy: the plain walks are walkOpen's)
 * over (space, obstacle allowance used, enemy passed), at most a few layers of the 576 spaces, into `out` (`from`
 * first), on the printed terrain (a public view's too). Per-space marks carry a generation stamp instead of being cleared per call
 * (bench-syndicate-protocol). A space is listed when it is first queued, and keeps the path that crossed cover without
 * spending the allowances.
 */
function walk(terrain: Uint8Array, from: number, steps: number, enemy: Uint8Array, occupied: Uint8Array, out: Int16Array, flags: Uint8Array, rules: MoveRules): number {
  out[0] = from;
  flags[0] = 0;
  let count = 1;
  const generation = nextGeneration();
  const queue = QUEUE;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  queue[tail++] = 0;
  const stamp = generation << 8;
  MARKS[from] = stamp | 1;
  const obstacles = rules.obstacles;
  const throughEnemy = rules.throughEnemy;
  for (let depth = 0; depth < steps; depth++) {
    const layerEnd = tail;
    while (head < layerEnd) {
      const cell = queue[head++];
      const state = queue[head++];
      const base = cell * 8;
      for (let d = 0; d < 8; d++) {
        const next = KING_STEPS[base + d];
        if (next < 0) continue;
        // No squeezing diagonally between two Impassable spaces (cornerBlocked).
        if ((d & 1) === 1 && terrain[cell + STEPS_X[d]] === IMPASSABLE && terrain[cell + BOARD_SIZE * STEPS_Y[d]] === IMPASSABLE) continue;
        let nextState = state;
        const t = terrain[next];
        if (t === IMPASSABLE) {
          if (obstacles === 0 || (state & 2) !== 0) continue;
          nextState |= 2;
        }
        if (enemy[next] === 1) {
          if (!throughEnemy || (state & 4) !== 0) continue;
          nextState |= 4;
        }
        if (t === LIGHT || t === HEAVY) nextState |= 1;
        const bit = 1 << (nextState & 7);
        const marked = MARKS[next];
        const bits = (marked & ~255) === stamp ? marked & 255 : 0;
        if ((bits & bit) !== 0) continue;
        MARKS[next] = stamp | bits | bit;
        queue[tail++] = next;
        queue[tail++] = nextState;
        if (next === from || occupied[next] !== 0 || t === IMPASSABLE) continue;
        if (bits === 0) {
          SLOTS[next] = stamp | count;
          out[count] = next;
          flags[count++] = nextState;
        } else {
          const slot = SLOTS[next] & 255;
          if (pathCost(nextState) < pathCost(flags[slot])) flags[slot] = nextState;
        }
      }
    }
  }
  return count;
}

function pathCost(state: number): number {
  return ((state & 2) !== 0 ? 2 : 0) + ((state & 4) !== 0 ? 2 : 0) - (state & 1);
}

/**
 * Per-space marks for reachable: generation * 256 + the path states seen
 * (MARKS) or + the space's slot in the output (SLOTS, < 200), so a call
 * clears nothing and reads one number per space (bench-syndicate-protocol).
 */
const MARKS = new Int32Array(CELLS);
const SLOTS = new Int32Array(CELLS);
const MAX_GENERATION = 0x7fffff;
let generationCounter = 0;

function nextGeneration(): number {
  if (++generationCounter > MAX_GENERATION) {
    generationCounter = 1;
    MARKS.fill(0);
    SLOTS.fill(0);
  }
  return generationCounter;
}

/** A diagonal step between two Impassable spaces is not allowed (no squeezing through a wall's corner). */
function cornerBlocked(board: Board, x: number, y: number, dx: number, dy: number): boolean {
  if (dx === 0 || dy === 0) return false;
  return !board.passable(cellAt(x + dx, y)) && !board.passable(cellAt(x, y + dy));
}

const QUEUE = new Int32Array(CELLS * 16);
const IMPASSABLE = TERRAIN.impassable;

/** The king moves of the empty board: per space and direction (STEPS_X/STEPS_Y order) the space stepped to, -1 off the board. */
const KING_STEPS = new Int16Array(CELLS * 8);
for (let cell = 0; cell < CELLS; cell++) {
  for (let d = 0; d < 8; d++) {
    const x = cellX(cell) + STEPS_X[d];
    const y = cellY(cell) + STEPS_Y[d];
    KING_STEPS[cell * 8 + d] = onBoard(x, y) ? cellAt(x, y) : -1;
  }
}
const LIGHT = TERRAIN.light;
const HEAVY = TERRAIN.heavy;
for (let cell = 0; cell < CELLS; cell++) {
  let n = 0;
  for (let d = 0; d < 8; d++) {
    const next = KING_STEPS[cell * 8 + d];
    if (next < 0) continue;
    const i = cell * 8 + n++;
    OPEN_MOVES[i] = next;
    OPEN_CORNER_A[i] = (d & 1) === 1 ? cell + STEPS_X[d] : next;
    OPEN_CORNER_B[i] = (d & 1) === 1 ? cell + BOARD_SIZE * STEPS_Y[d] : next;
  }
  OPEN_MOVE_COUNT[cell] = n;
}

/**
 * LoS through the printed terrain, one cache for the map in use: 2 bits per
 * unordered pair of spaces (0 not yet walked, 1 clear, 2 blocked), 41.5 KB, so
 * it stays in the processor's cache (bench-syndicate-protocol: a 1.3 MB table
 * of stamped entries missed the cache on most look-ups of the player's hot
 * loops; against one entry per ordered pair, 83 KB written at both ends,
 * this was x1.004 heuristic and x1.009 random, every pair faster, thirteenth
 * pass).
 * It belongs to the map whose stamp is `sightOwner` (a map and its public
 * views share one); another map in use clears it and walks its own lines
 * again.
 */
const SIGHT = new Uint8Array(Math.ceil((CELLS * (CELLS + 1)) / 8));
let sightOwner = 0;
let sightStamp = 0;

function nextSightStamp(): number {
  return ++sightStamp;
}
