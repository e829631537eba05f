/**
 * Line of sight, cover and obscurement between two points, remembered
 * (board.ts computes them; this file only avoids computing them twice).
 *
 * A game asks the same questions many times between two moves: the legal
 * actions, the heuristic's shot estimates and the shot itself all test the
 * same pairs of model positions. The answers depend only on the table and
 * the four coordinates, so each is kept in a direct-mapped table keyed by
 * (table id, ax, ay, bx, by), compared exactly: a hit is the same answer,
 * a collision just computes again. One table per module (no allocation per
 * game); the table id (Setup.table) keeps games on different tables apart.
 *
 * Benchmark: scripts/bench-exoshift.ts (the heuristic tests every shooter x
 * target pair several times per decision).
 *
 * Example: sees(setup.table, board, 10, 4, 10, 44) -> lineOfSight(board, 10, 4, 10, 44), computed once.
 */
import type { Board } from './board.ts';
import * as BoardModule from './board.ts';

// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-exoshift.ts).
const { coverAgainst, lineOfSight, obscuredFrom } = BoardModule;

const SLOTS = 4096;
const MASK = SLOTS - 1;

let nextTable = 1;
/** A fresh id for a table (one per game setup). */
export const newTableId = (): number => nextTable++;

/** Keys: table id, ax, ay, bx, by per slot; NaN never matches. */
const losKeys = new Float64Array(SLOTS * 5).fill(Number.NaN);
const losValues = new Int8Array(SLOTS);
const coverKeys = new Float64Array(SLOTS * 5).fill(Number.NaN);
const coverValues = new Int8Array(SLOTS);
const obscuredKeys = new Float64Array(SLOTS * 5).fill(Number.NaN);
const obscuredValues = new Int8Array(SLOTS);

function slotOf(table: number, ax: number, ay: number, bx: number, by: number): number {
  let h = Math.imul(table, 0x9e3779b1);
  h = Math.imul(h ^ ((ax * 64) | 0), 0x85ebca6b);
  h = Math.imul(h ^ ((ay * 64) | 0), 0xc2b2ae35);
  h = Math.imul(h ^ ((bx * 64) | 0), 0x27d4eb2f);
  h = Math.imul(h ^ ((by * 64) | 0), 0x165667b1);
  return (h ^ (h >>> 15)) & MASK;
}

function hit(keys: Float64Array, at: number, table: number, ax: number, ay: number, bx: number, by: number): boolean {
  return keys[at] === table && keys[at + 1] === ax && keys[at + 2] === ay && keys[at + 3] === bx && keys[at + 4] === by;
}

function store(keys: Float64Array, at: number, table: number, ax: number, ay: number, bx: number, by: number): void {
  keys[at] = table;
  keys[at + 1] = ax;
  keys[at + 2] = ay;
  keys[at + 3] = bx;
  keys[at + 4] = by;
}

/** lineOfSight(board, ax, ay, bx, by), remembered. */
export function sees(table: number, board: Board, ax: number, ay: number, bx: number, by: number): boolean {
  const slot = slotOf(table, ax, ay, bx, by);
  const at = slot * 5;
  if (hit(losKeys, at, table, ax, ay, bx, by)) return losValues[slot] === 1;
  const value = lineOfSight(board, ax, ay, bx, by);
  store(losKeys, at, table, ax, ay, bx, by);
  losValues[slot] = value ? 1 : 0;
  return value;
}

/** coverAgainst(board, ax, ay, tx, ty), remembered. */
export function coverOf(table: number, board: Board, ax: number, ay: number, tx: number, ty: number): number {
  const slot = slotOf(table, ax, ay, tx, ty);
  const at = slot * 5;
  if (hit(coverKeys, at, table, ax, ay, tx, ty)) return coverValues[slot];
  const value = coverAgainst(board, ax, ay, tx, ty);
  store(coverKeys, at, table, ax, ay, tx, ty);
  coverValues[slot] = value;
  return value;
}

/** obscuredFrom(board, ax, ay, tx, ty), remembered. */
export function obscured(table: number, board: Board, ax: number, ay: number, tx: number, ty: number): boolean {
  const slot = slotOf(table, ax, ay, tx, ty);
  const at = slot * 5;
  if (hit(obscuredKeys, at, table, ax, ay, tx, ty)) return obscuredValues[slot] === 1;
  const value = obscuredFrom(board, ax, ay, tx, ty);
  store(obscuredKeys, at, table, ax, ay, tx, ty);
  obscuredValues[slot] = value ? 1 : 0;
  return value;
}
