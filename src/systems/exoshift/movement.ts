/**
 * Movement: goals as points (layout.ts goals), moving a unit's lead toward
 * one (difficult ground, Jump and Flight, Wheeled), the rest of the unit
 * following in formation, carried tokens moving with their model.
 */
import type { Host } from './host.ts';
import type { Profile } from './profiles.ts';
import * as BoardModule from './board.ts';
import * as HypotModule from './hypot.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as HostModule from './host.ts';
import * as MobilityModule from './mobility.ts';
import * as CasualtiesModule from './casualties.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { clampToTable, crossesDifficult, inside, nearestCoverSpot, pushOutOfBuildings } = BoardModule;
const { TURNS_ALLOWED, facesTravel, newPath, pathCrossesDifficult, pathOnOptimal, planMove } = MobilityModule;
const { hypot } = HypotModule;
const { GRAB_DEPLOYMENT_GAP } = RulesModule;
const { add, distance, get, lead, onTable, profileOf, set, sideOf } = HostModule;
const { nearestCasualty } = CasualtiesModule;
const L = { ...LayoutModule };

/** A carried token goes where its model goes. */
export function carryAlong(g: Host, m: number): void {
  const carried = get(g, m, L.U_CARRY);
  if (carried < 0) return;
  g.s[L.objectiveAt(carried, L.O_X)] = get(g, m, L.U_X);
  g.s[L.objectiveAt(carried, L.O_Y)] = get(g, m, L.U_Y);
}

export function moveTo(g: Host, u: number, gx: number, gy: number, allowance: number, stopAt: number): number {
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  const d = hypot(gx - x, gy - y);
  const step = Math.max(0, Math.min(allowance, d - stopAt));
  if (step <= 0) return 0;
  placeAt(g, u, x + ((gx - x) / d) * step, y + ((gy - y) / d) * step);
  return step;
}

/** Puts u at (x, y) (clamped to the table, pushed out of buildings) as the end of a move, its carried token with it. */
function placeAt(g: Host, u: number, x: number, y: number): void {
  let nx = clampToTable(x, g.setup.board.width);
  let ny = clampToTable(y, g.setup.board.depth);
  [nx, ny] = pushOutOfBuildings(g.setup.board, nx, ny);
  set(g, u, L.U_X, nx);
  set(g, u, L.U_Y, ny);
  set(g, u, L.U_MOVED, 1);
  set(g, u, L.U_HUNKERED, 0); // Hunker Down lasts "until the unit moves in any way other than rotating"
  const carried = get(g, u, L.U_CARRY);
  if (carried >= 0) {
    g.s[L.objectiveAt(carried, L.O_X)] = nx;
    g.s[L.objectiveAt(carried, L.O_Y)] = ny;
  }
}

/**
 * The rest of u's unit follows u's move, keeping its formation: each model
 * moves by the same offset (clamped to the table, pushed out of buildings).
 * Downed models stay where they lie unless the whole unit is Downed; Wounded
 * models cannot act (Downed, Wounded). The rulebook states no coherency rule.
 */
export function follow(g: Host, u: number, x0: number, y0: number): void {
  if (!g.setup.multi) return;
  const k = g.setup.groupOf[u];
  const n = g.setup.groupSize[k];
  if (n === 1) return;
  const dx = get(g, u, L.U_X) - x0;
  const dy = get(g, u, L.U_Y) - y0;
  if (dx === 0 && dy === 0) return;
  const leadDowned = get(g, u, L.U_STATUS) >= L.S_DOWNED;
  const first = g.setup.groupFirst[k];
  for (let i = 0; i < n; i++) {
    const m = first + i;
    if (m === u || !onTable(g, m)) continue;
    const status = get(g, m, L.U_STATUS);
    if (status >= L.S_WOUNDED || (status === L.S_DOWNED && !leadDowned)) continue;
    let nx = clampToTable(get(g, m, L.U_X) + dx, g.setup.board.width);
    let ny = clampToTable(get(g, m, L.U_Y) + dy, g.setup.board.depth);
    [nx, ny] = pushOutOfBuildings(g.setup.board, nx, ny);
    set(g, m, L.U_X, nx);
    set(g, m, L.U_Y, ny);
    carryAlong(g, m);
  }
}

/** The nearest enemy on the table (for cover spots), or -1. */
export function nearestEnemy(g: Host, u: number): number {
  let best = -1;
  let bestD = Infinity;
  for (let e = 0; e < g.setup.units; e++) {
    if (sideOf(g, e) === sideOf(g, u) || !onTable(g, e)) continue;
    const d = distance(g, u, e);
    if (d < bestD) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

/** A movement goal as a point and how far short of it to stop. */
export function goalPoint(g: Host, u: number, goal: number): [number, number, number] {
  if (goal < L.GOAL_SECURE_LEFT) return [g.s[L.objectiveAt(goal, L.O_X)], g.s[L.objectiveAt(goal, L.O_Y)], g.setup.grab ? 0.8 : 1];
  if (goal === L.GOAL_SECURE_LEFT || goal === L.GOAL_SECURE_RIGHT) {
    const y = Math.min(g.setup.board.depth - GRAB_DEPLOYMENT_GAP - 1, Math.max(GRAB_DEPLOYMENT_GAP + 1, get(g, u, L.U_Y)));
    return [goal === L.GOAL_SECURE_LEFT ? 1 : g.setup.board.width - 1, y, 0];
  }
  if (goal === L.GOAL_CASUALTY) {
    // Into base contact with the nearest Incapacitated friend, to stabilise it (variant casualtyVp=per-model, EX-039).
    const f = nearestCasualty(g, u);
    return [get(g, f, L.U_X), get(g, f, L.U_Y), 1];
  }
  if (goal >= L.GOAL_ENEMY && goal < L.GOAL_COVER) {
    const e = lead(g, goal - L.GOAL_ENEMY);
    const w = g.setup.weapon[u];
    return [get(g, e, L.U_X), get(g, e, L.U_Y), Math.max(3, w.range[0].max - 2)];
  }
  const e = nearestEnemy(g, u);
  const fx = e < 0 ? g.setup.board.width / 2 : get(g, e, L.U_X);
  const fy = e < 0 ? g.setup.board.depth / 2 : get(g, e, L.U_Y);
  const [cx, cy] = nearestCoverSpot(g.setup.board, get(g, u, L.U_X), get(g, u, L.U_Y), fx, fy);
  return [cx, cy, 0];
}

/** The move actions, by how far they go (moveAllowance): Advance, Run, March, and a Primary Interact's move. */
export type MoveKind = 'advance' | 'run' | 'march' | 'interact';

/**
 * How far a move action takes a model, in inches, before Wheeled mobility's
 * +2 on optimal ground (Movement: "When taking an Advance action, a unit moves
 * up to its Primary Move value", Run "double it's Primary Move value", March
 * "its Secondary Move value"; Special Actions › Interact: a Primary Interact
 * "may move its primary move value"). Downed: "may only move it's secondary
 * move as a primary action, or 1" as a secondary action" (Casualties ›
 * Downed). Across difficult ground the Secondary Move, a Run double it
 * (Moving Through Difficult Terrain). Example: Sol Line Infantry (MOV 6/4):
 * advance 6, run 12, march 4; across difficult ground 4, 8, 4; Downed, a
 * Run 4 and a March 1.
 */
export function moveAllowance(p: Profile, kind: MoveKind, downed: boolean, difficult: boolean): number {
  if (downed) return kind === 'march' ? 1 : p.mov.secondary;
  if (difficult) return kind === 'run' ? 2 * p.mov.secondary : p.mov.secondary;
  return kind === 'run' ? 2 * p.mov.primary : kind === 'march' ? p.mov.secondary : p.mov.primary;
}

/**
 * Moves u toward a goal with a move of `primary` or secondary value
 * (Movement; Moving Through Difficult Terrain: crossing it cuts the move to
 * the secondary value, Run to double secondary plus 1 Disruption; Hover
 * ignores it; Wheeled +2 on optimal ground). Returns whether the path was
 * difficult (an Advance then shoots with the Snap Fire penalty).
 */
export function moveToward(g: Host, u: number, goal: number, kind: MoveKind, fly = 0, holdFire = false): boolean {
  const x0 = get(g, u, L.U_X);
  const y0 = get(g, u, L.U_Y);
  const difficult = moveLead(g, u, goal, kind, fly, holdFire);
  follow(g, u, x0, y0);
  return difficult;
}

/**
 * `fly` > 0: Jump X (Advance) or Flight X (Run): the model moves X inches
 * "counting as Flying mobility" ("Flying units can clear obstacles 6" high or
 * shorter"): difficult ground does not slow it (Traits and Abilities).
 */
export function moveLead(g: Host, u: number, goal: number, kind: MoveKind, fly: number, holdFire = false): boolean {
  const p = profileOf(g, u);
  const [gx, gy, stopAt] = goalPoint(g, u, goal);
  if (fly > 0) {
    moveTo(g, u, gx, gy, fly, stopAt);
    return false;
  }
  // Wheeled, Tracked and Hover-Forward move in straight legs and face their way (mobility.ts); Infantry and Hover below.
  if (facesTravel(p.mov.mobility)) return moveFacing(g, u, p, gx, gy, stopAt, kind, holdFire);
  const downed = get(g, u, L.U_STATUS) === L.S_DOWNED;
  let allowance = moveAllowance(p, kind, downed, false);
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  const d = Math.max(1e-9, hypot(gx - x, gy - y));
  const reach = Math.min(allowance, Math.max(0, d - stopAt));
  const ex = x + ((gx - x) / d) * reach;
  const ey = y + ((gy - y) / d) * reach;
  let difficult = false;
  if (slowedBy(g, p, kind, downed) && crossesDifficult(g.setup.board, x, y, ex, ey)) {
    difficult = true;
    // "Units may advance through difficult terrain using their primary move if they do not shoot" (holdFire: unitAction.ts).
    if (!holdFire) allowance = moveAllowance(p, kind, false, true);
    if (kind === 'run') add(g, u, L.U_DISRUPTION, 1);
  }
  moveTo(g, u, gx, gy, allowance, stopAt);
  return difficult;
}

/** Whether difficult ground would slow this move (variant difficultTerrain, EX-006, EX-108: the Movement chapter's rule, none, or a Run through it unhindered; Hover ignores it). */
function slowedBy(g: Host, p: Profile, kind: MoveKind, downed: boolean): boolean {
  const terrain = g.setup.variants.difficultTerrain;
  return !downed && terrain !== 'none' && !(terrain === 'run-unhindered' && kind === 'run') && p.mov.mobility !== 'hover' && p.mov.mobility !== 'hover-forward';
}

const path = newPath();

/**
 * A move of a type that faces its direction of travel (Movement › Mobility
 * Types): the path the turns allow (variant vehicleTurns), slowed by difficult
 * ground as any move, Wheeled +2 on optimal ground (variant optimalTerrain),
 * low walls stopping Wheeled (and Tracked: variant lowWalls); ends facing the
 * way it last went. Returns whether the path was difficult.
 */
function moveFacing(g: Host, u: number, p: Profile, gx: number, gy: number, stopAt: number, kind: MoveKind, holdFire: boolean): boolean {
  const v = g.setup.variants;
  const board = g.setup.board;
  const mobility = p.mov.mobility;
  const downed = get(g, u, L.U_STATUS) === L.S_DOWNED;
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  const facing = get(g, u, L.U_FACING);
  const allowed = TURNS_ALLOWED[mobility];
  const walls = mobility === 'wheeled' || (mobility === 'tracked' && v.lowWalls === 'infantry-hover');
  const plan = (allowance: number) => planMove(path, board, x, y, facing, gx, gy, allowance, stopAt, allowed, v.vehicleTurns, walls);
  plan(moveAllowance(p, kind, downed, false));
  let difficult = false;
  if (slowedBy(g, p, kind, downed) && pathCrossesDifficult(board, path)) {
    difficult = true;
    if (!holdFire) plan(moveAllowance(p, kind, false, true));
    if (kind === 'run') add(g, u, L.U_DISRUPTION, 1);
  } else if (!downed && mobility === 'wheeled' && v.optimalTerrain !== 'none') {
    // Optimal Terrain: "+2 to Primary and Secondary movement while moving only on optimal terrain for the duration of its
    // movement action" (EX-109): the longer move must stay on roads throughout, or (starts-on) only start on one.
    const base = moveAllowance(p, kind, false, false);
    if (v.optimalTerrain === 'starts-on') {
      if (onRoad(g, x, y)) plan(base + OPTIMAL_BONUS);
    } else if (!pathOnOptimal(board, plan(base + OPTIMAL_BONUS))) plan(base);
  }
  if (path.points > 1) placeAt(g, u, path.x, path.y);
  set(g, u, L.U_FACING, path.facing);
  return difficult;
}

/** Optimal Terrain's bonus to a Wheeled move, inches. */
export const OPTIMAL_BONUS = 2;

const onRoad = (g: Host, x: number, y: number): boolean => g.setup.board.pieces.some((piece) => piece.kind === 'road' && inside(piece, x, y));
