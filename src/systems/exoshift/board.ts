/**
 * The table (Playing the Game › The Tabletop; Terrain; Combat › Cover,
 * Obscured, Zone Terrain): a 72" x 48" table with rectangular terrain pieces,
 * line of sight, cover, obscurement and difficult/optimal ground, and a
 * seeded generator. The Terrain chapter is a [PLACEHOLDER] (EX-005), so the
 * kinds below follow its Terrain Definitions:
 *
 * | kind       | cover | blocks LoS | obscures | ground    | rulebook                               |
 * |------------|-------|------------|----------|-----------|----------------------------------------|
 * | light-wall | light | no         | (cover)  | normal    | Low walls and Fences (infantry ignore)  |
 * | heavy-wall | heavy | no         | (cover)  | normal    | Low walls of rock/concrete              |
 * | building   | heavy | yes        | (cover)  | impassable| Buildings / Abstract Buildings          |
 * | woods      | light | no (sparse)| yes      | difficult | Woods or Forests (zone; dense: variant woods) |
 * | brush      | none  | no         | yes      | normal    | Plants – Clusters (zone, obscurement)   |
 * | rubble     | light | no         | no       | difficult | Buildings with rubble floors (zone)     |
 * | road       | none  | no         | no       | optimal   | Optimal Terrain                         |
 *
 * A model is in cover from a shooter when it is within 1" of a cover piece
 * that the line of fire crosses, or stands inside a cover zone.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import * as RulesModule from './rules.ts';
import * as HypotModule from './hypot.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { hypot } = HypotModule;
const { COVER_REACH, TABLE_DEPTH, TABLE_WIDTH } = RulesModule;

export const TERRAIN_KINDS = ['light-wall', 'heavy-wall', 'building', 'woods', 'brush', 'rubble', 'road'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];
const COVER_OF: Record<TerrainKind, number> = { 'light-wall': 1, 'heavy-wall': 2, building: 2, woods: 1, brush: 0, rubble: 1, road: 0 };
const ZONE: Record<TerrainKind, boolean> = { 'light-wall': false, 'heavy-wall': false, building: false, woods: true, brush: true, rubble: true, road: true };

export interface Piece {
  kind: TerrainKind;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Board {
  width: number;
  depth: number;
  pieces: readonly Piece[];
  /** Woods as dense zone terrain (variant woods; Zone Terrain and Line of Sight, EX-118): unset, they are sparse. */
  denseWoods?: 'dense' | 'dense-no-exception';
  /** The deployment roll, when played (variant deploymentRoll; deployment.ts): kept with the table it chose. */
  deployment?: DeploymentRoll;
}

/**
 * The deployment roll (Missions › Deployment – Generic, Control Points: "Players roll a die, highest roll wins"; deployment.ts):
 * each throw's two d10s (seat 0's, seat 1's; tied throws rerolled), the winner's seat, the two edges' scores
 * (deploymentEdgeScore: seat 0's own edge, then seat 1's) and whether the winner took the other edge (the table turned).
 */
export interface DeploymentRoll {
  dice: readonly (readonly [number, number])[];
  winner: number;
  scores: readonly [number, number];
  turned: boolean;
}

/** The cover a piece of this kind gives (0 none, 1 light, 2 heavy), as the heuristic and the rules read it. */
export const coverOfKind = (kind: TerrainKind): number => COVER_OF[kind];

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A seeded table: a road across the middle, two buildings, three walls, two
 * woods, a brush field and a rubble patch, mirrored through the centre so
 * neither deployment edge is favoured (the rulebook lets players arrange
 * terrain; a mirrored table keeps first-player and side effects apart).
 */
export function generateBoard(rng: Xoshiro128, width = TABLE_WIDTH, depth = TABLE_DEPTH, density: TerrainDensity = 'standard', halves: TableHalves = 'mirrored'): Board {
  const board = standardBoard(rng, density, halves);
  return width === TABLE_WIDTH && depth === TABLE_DEPTH ? board : rescaled(board, width, depth);
}

/**
 * The standard 72" x 48" layout moved onto a table of another size (variant
 * table, EX-015): each piece keeps its size (terrain pieces are objects, not
 * a pattern) and its centre moves in proportion, kept on the table; the road
 * still runs across the whole width. So a smaller table is more crowded, a
 * larger one more open (the rulebook sets no terrain density: EX-005).
 */
function rescaled(board: Board, width: number, depth: number): Board {
  const sx = width / TABLE_WIDTH;
  const sy = depth / TABLE_DEPTH;
  const pieces = board.pieces.map((p) => {
    const w = Math.min(p.kind === 'road' ? width : p.x1 - p.x0, width);
    const h = Math.min(p.y1 - p.y0, depth);
    const cx = p.kind === 'road' ? width / 2 : Math.min(width - w / 2, Math.max(w / 2, ((p.x0 + p.x1) / 2) * sx));
    const cy = Math.min(depth - h / 2, Math.max(h / 2, ((p.y0 + p.y1) / 2) * sy));
    const x0 = Math.max(0, Math.min(width - w, round1(cx - w / 2)));
    const y0 = Math.max(0, Math.min(depth - h, round1(cy - h / 2)));
    return { kind: p.kind, x0, y0, x1: x0 + w, y1: y0 + h };
  });
  return { width, depth, pieces };
}

/**
 * Cover density (variant terrain, EX-005: the Terrain chapter is a [PLACEHOLDER], so how much terrain a table has is
 * the players' choice): standard = each half a building, a heavy and a light wall, a woods and a brush, and the rubble
 * patch in the middle (9 cover pieces); open = the road and the brush only (no cover); sparse = each half a building
 * and a woods (4); double = each half's set twice and the rubble (17).
 */
export type TerrainDensity = 'standard' | 'open' | 'sparse' | 'double';
const COVER_SET: Record<TerrainKind, boolean> = { building: true, 'heavy-wall': true, 'light-wall': true, woods: true, brush: false, rubble: true, road: false };

/**
 * How the two halves are made (variant tableHalves, EX-048; a table setting: the rulebook lets the players arrange
 * terrain): mirrored = side 1's half is side 0's turned through the centre, so neither deployment edge is favoured
 * and choosing one is worth nothing; independent = each half draws its own positions for the same pieces (the same
 * cover on each side, placed differently), so one edge can be better, and winning the deployment roll can matter.
 */
export type TableHalves = 'mirrored' | 'independent';

function standardBoard(rng: Xoshiro128, density: TerrainDensity, halves: TableHalves = 'mirrored'): Board {
  const pieces: Piece[] = [];
  const mirror = (p: Piece): Piece => ({ kind: p.kind, x0: TABLE_WIDTH - p.x1, y0: TABLE_DEPTH - p.y1, x1: TABLE_WIDTH - p.x0, y1: TABLE_DEPTH - p.y0 });
  const roadY = 22 + rng.nextBelow(3);
  pieces.push({ kind: 'road', x0: 0, y0: roadY, x1: TABLE_WIDTH, y1: roadY + 4 });
  const set: Array<[TerrainKind, number, number]> = [
    ['building', 6, 6],
    ['heavy-wall', 6, 1],
    ['light-wall', 5, 1],
    ['woods', 8, 7],
    ['brush', 7, 5],
  ];
  const half =
    density === 'standard' ? set
    : density === 'double' ? [...set, ...set]
    : density === 'open' ? set.filter(([kind]) => !COVER_SET[kind])
    : set.filter(([kind]) => kind === 'building' || kind === 'woods' || kind === 'brush');
  for (const [kind, w, h] of half) {
    // Each piece on side 0's half (y 12..22), mirrored onto side 1's half.
    const turn = kind.endsWith('wall') && rng.nextBelow(3) === 0;
    const pw = turn ? h : w;
    const ph = turn ? w : h;
    const x0 = round1(2 + rng.nextFloat() * (TABLE_WIDTH - 4 - pw));
    const y0 = round1(13 + rng.nextFloat() * (9 - Math.min(ph, 8)));
    const piece = { kind, x0, y0, x1: x0 + pw, y1: y0 + ph };
    pieces.push(piece, mirror(halves === 'mirrored' ? piece : drawPiece(rng, kind, w, h)));
  }
  if (density === 'standard' || density === 'double') {
    const rx = round1(30 + rng.nextFloat() * 6);
    pieces.push({ kind: 'rubble', x0: rx, y0: 20, x1: TABLE_WIDTH - rx, y1: 28 });
  }
  return { width: TABLE_WIDTH, depth: TABLE_DEPTH, pieces };
}

/** A piece of side 0's half drawn as standardBoard draws one (tableHalves=independent: side 1's own, before turning it onto its half). */
function drawPiece(rng: Xoshiro128, kind: TerrainKind, w: number, h: number): Piece {
  const turn = kind.endsWith('wall') && rng.nextBelow(3) === 0;
  const pw = turn ? h : w;
  const ph = turn ? w : h;
  const x0 = round1(2 + rng.nextFloat() * (TABLE_WIDTH - 4 - pw));
  const y0 = round1(13 + rng.nextFloat() * (9 - Math.min(ph, 8)));
  return { kind, x0, y0, x1: x0 + pw, y1: y0 + ph };
}

/**
 * The same table seen from the other long edge: every piece turned half a turn through the centre. The objectives of
 * both missions are placed symmetrically through the centre (setup.ts objectivePoints), so a game on the turned table
 * is the game with the two deployment edges swapped (deployment.ts: the deployment roll's winner choosing the other edge).
 */
export function turned(board: Board): Board {
  const { width, depth } = board;
  return { ...board, pieces: board.pieces.map((p) => ({ kind: p.kind, x0: width - p.x1, y0: depth - p.y1, x1: width - p.x0, y1: depth - p.y0 })) };
}

/** Distance from a point to a rectangle (0 inside). */
export function distanceToPiece(p: Piece, x: number, y: number): number {
  const dx = x < p.x0 ? p.x0 - x : x > p.x1 ? x - p.x1 : 0;
  const dy = y < p.y0 ? p.y0 - y : y > p.y1 ? y - p.y1 : 0;
  return Math.sqrt(dx * dx + dy * dy);
}

export function inside(p: Piece, x: number, y: number): boolean {
  return x >= p.x0 && x <= p.x1 && y >= p.y0 && y <= p.y1;
}

/** Whether segment (ax, ay)-(bx, by) crosses the rectangle grown by `pad` (slab method). */
export function crosses(p: Piece, ax: number, ay: number, bx: number, by: number, pad = 0): boolean {
  return entryAlong(p, ax, ay, bx, by, pad) <= 1;
}

/**
 * Where along segment (ax, ay)-(bx, by) (0 at a, 1 at b) it first meets the
 * rectangle grown by `pad`, or Infinity if it does not (slab method).
 */
export function entryAlong(p: Piece, ax: number, ay: number, bx: number, by: number, pad = 0): number {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const x0 = p.x0 - pad;
  const x1 = p.x1 + pad;
  const y0 = p.y0 - pad;
  const y1 = p.y1 + pad;
  if (dx === 0) {
    if (ax < x0 || ax > x1) return Infinity;
  } else {
    let ta = (x0 - ax) / dx;
    let tb = (x1 - ax) / dx;
    if (ta > tb) {
      const swap = ta;
      ta = tb;
      tb = swap;
    }
    if (ta > t0) t0 = ta;
    if (tb < t1) t1 = tb;
    if (t0 > t1) return Infinity;
  }
  if (dy === 0) return ay >= y0 && ay <= y1 ? t0 : Infinity;
  let ta = (y0 - ay) / dy;
  let tb = (y1 - ay) / dy;
  if (ta > tb) {
    const swap = ta;
    ta = tb;
    tb = swap;
  }
  if (ta > t0) t0 = ta;
  if (tb < t1) t1 = tb;
  return t0 <= t1 ? t0 : Infinity;
}

/**
 * The pieces of the last board asked about, sorted by the questions below, in the board's order: line of sight, cover
 * and obscurement are asked hundreds of times a game (each new position misses sightlines.ts's memo), and testing every
 * piece's kind by name and looking its cover up by name per piece was most of their time (issue 9, speed). Each answer
 * reads the same pieces as before in the same order (the pieces of other kinds were skipped), so it is the same.
 */
let indexedBoard: Board | null = null;
let indexedPieces: readonly Piece[] | null = null;
let buildings: Piece[] = [];
let woods: Piece[] = [];
/** Woods and rubble (difficult ground). */
let difficult: Piece[] = [];
/** Light and heavy walls. */
let walls: Piece[] = [];
/** Woods and brush (obscuring). */
let obscuring: Piece[] = [];
/** The pieces that give cover (COVER_OF above 0), with their cover and whether each is a zone. */
let coverPieces: Piece[] = [];
let coverValues: number[] = [];
let coverZones: boolean[] = [];

function indexBoard(board: Board): void {
  if (board === indexedBoard && board.pieces === indexedPieces) return;
  indexedBoard = board;
  indexedPieces = board.pieces;
  buildings = board.pieces.filter((p) => p.kind === 'building');
  woods = board.pieces.filter((p) => p.kind === 'woods');
  difficult = board.pieces.filter((p) => p.kind === 'woods' || p.kind === 'rubble');
  walls = board.pieces.filter((p) => p.kind === 'light-wall' || p.kind === 'heavy-wall');
  obscuring = board.pieces.filter((p) => p.kind === 'woods' || p.kind === 'brush');
  coverPieces = board.pieces.filter((p) => COVER_OF[p.kind] > 0);
  coverValues = coverPieces.map((p) => COVER_OF[p.kind]);
  coverZones = coverPieces.map((p) => ZONE[p.kind]);
}

/** Line of sight between two model centres: no building between them (Check Line of Sight), nor dense woods (denseWoodsBlock). */
export function lineOfSight(board: Board, ax: number, ay: number, bx: number, by: number): boolean {
  indexBoard(board);
  const list = buildings;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (inside(p, ax, ay) || inside(p, bx, by)) continue;
    if (crosses(p, ax, ay, bx, by)) return false;
  }
  return board.denseWoods === undefined || !denseWoodsBlock(board, ax, ay, bx, by);
}

/** How far inside a zone's border a model's centre may stand and still have part of its base outside (a 30mm base's radius). */
export const ZONE_EDGE = 0.6;
/** "If two model are within 4" of each other": 4" edge to edge, read centre to centre with two 30mm bases' radii. */
export const DENSE_SIGHT = 4 + 2 * ZONE_EDGE;

/**
 * Whether dense woods hide B from A (Zone Terrain and Line of Sight: the
 * woods are tall enough to block sight, EX-118): "Models within dense zone
 * terrain may only see or be seen by units outside when they are standing on
 * the edge of the zone terrain, with any part of the model outside. The
 * exception is that if two model are within 4" of each other, they may see or
 * be seen as normal"; "No model may see past full LoS blocking zone terrain."
 * Two models in the same woods see each other (the rule speaks of units
 * outside). Under dense-no-exception (a what-if) the 4" exception is dropped.
 */
function denseWoodsBlock(board: Board, ax: number, ay: number, bx: number, by: number): boolean {
  if (board.denseWoods === 'dense' && hypot(bx - ax, by - ay) <= DENSE_SIGHT) return false;
  indexBoard(board);
  for (const p of woods) {
    const aIn = inside(p, ax, ay);
    const bIn = inside(p, bx, by);
    if (aIn && bIn) continue;
    if (aIn || bIn) {
      // The one inside is seen only from its edge: its centre within a base radius of the border.
      const [x, y] = aIn ? [ax, ay] : [bx, by];
      if (x - p.x0 > ZONE_EDGE && p.x1 - x > ZONE_EDGE && y - p.y0 > ZONE_EDGE && p.y1 - y > ZONE_EDGE) return true;
    } else if (crosses(p, ax, ay, bx, by)) return true;
  }
  return false;
}

/** Cover of a target at (tx, ty) against a shooter at (ax, ay): 0 none, 1 light, 2 heavy (Combat › Cover). */
export function coverAgainst(board: Board, ax: number, ay: number, tx: number, ty: number): number {
  indexBoard(board);
  const list = coverPieces;
  let best = 0;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    const c = coverValues[i];
    if (c <= best) continue;
    if (coverZones[i]) {
      if (inside(p, tx, ty)) best = c;
    } else if (distanceToPiece(p, tx, ty) <= COVER_REACH && distanceToPiece(p, ax, ay) > COVER_REACH && crosses(p, ax, ay, tx, ty, 0.5)) best = c;
  }
  return best;
}

/** Obscured by a zone the target stands in or the line of fire crosses (Combat › Obscured; Zone Terrain). */
export function obscuredFrom(board: Board, ax: number, ay: number, tx: number, ty: number): boolean {
  indexBoard(board);
  const list = obscuring;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (inside(p, tx, ty) || (!inside(p, ax, ay) && crosses(p, ax, ay, tx, ty))) return true;
  }
  return false;
}

/** Whether a move from a to b crosses difficult ground (woods, rubble). */
export function crossesDifficult(board: Board, ax: number, ay: number, bx: number, by: number): boolean {
  indexBoard(board);
  const list = difficult;
  for (let i = 0; i < list.length; i++) if (crosses(list[i], ax, ay, bx, by)) return true;
  return false;
}

/** The board's light and heavy walls, in its order (mobility.ts: a move stops at the first it meets). */
export function wallsOf(board: Board): readonly Piece[] {
  indexBoard(board);
  return walls;
}

/** Whether a move stays on optimal ground (roads) throughout. */
export function onOptimal(board: Board, ax: number, ay: number, bx: number, by: number): boolean {
  for (const p of board.pieces) if (p.kind === 'road' && inside(p, ax, ay) && inside(p, bx, by)) return true;
  return false;
}

/** A point just outside a building, if (x, y) is inside one (models cannot stand inside solid buildings here). */
export function pushOutOfBuildings(board: Board, x: number, y: number): [number, number] {
  indexBoard(board);
  for (const p of buildings) {
    if (!inside(p, x, y)) continue;
    const options: Array<[number, number, number]> = [
      [x - p.x0, p.x0 - 0.7, y],
      [p.x1 - x, p.x1 + 0.7, y],
      [y - p.y0, x, p.y0 - 0.7],
      [p.y1 - y, x, p.y1 + 0.7],
    ];
    options.sort((a, b) => a[0] - b[0]);
    return [options[0][1], options[0][2]];
  }
  return [x, y];
}

/**
 * Where a model hugging the nearest cover would stand (a "declaration",
 * Distances and Measurements › Declarations): just on this side of the
 * nearest wall or building as seen from `fromX, fromY` (usually the nearest
 * enemy), or inside the nearest cover zone. Returns [x, y, distance].
 */
export function nearestCoverSpot(board: Board, x: number, y: number, fromX: number, fromY: number): [number, number, number] {
  let best: [number, number, number] = [x, y, Infinity];
  indexBoard(board);
  for (let i = 0; i < coverPieces.length; i++) {
    const p = coverPieces[i];
    let sx: number;
    let sy: number;
    if (coverZones[i]) {
      sx = Math.min(p.x1 - 0.5, Math.max(p.x0 + 0.5, x));
      sy = Math.min(p.y1 - 0.5, Math.max(p.y0 + 0.5, y));
    } else {
      // Stand on the side of the piece away from the threat, 0.7" off its face.
      const cx = (p.x0 + p.x1) / 2;
      const cy = (p.y0 + p.y1) / 2;
      const vertical = Math.abs(fromY - cy) * (p.x1 - p.x0) >= Math.abs(fromX - cx) * (p.y1 - p.y0);
      if (vertical) {
        sx = Math.min(p.x1, Math.max(p.x0, x));
        sy = fromY < cy ? p.y1 + 0.7 : p.y0 - 0.7;
      } else {
        sy = Math.min(p.y1, Math.max(p.y0, y));
        sx = fromX < cx ? p.x1 + 0.7 : p.x0 - 0.7;
      }
    }
    const d = hypot(sx - x, sy - y);
    if (d < best[2]) best = [sx, sy, d];
  }
  return best;
}

export const clampToTable = (v: number, max: number) => (v < 0.5 ? 0.5 : v > max - 0.5 ? max - 0.5 : v);
