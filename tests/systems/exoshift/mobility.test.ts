/**
 * Mobility Types and difficult ground (`001_9ac883e80b2d20e9.txt`, Movement ›
 * Mobility Types, line 624; Moving Through Difficult Terrain, line 636;
 * Terrain Types › Optimal Terrain, line 1070), scripted positions:
 * "Tracked movement moves in straight lines and faces along its direction of
 * travel. While moving it may make 2 90 degree turns. When ending movement it
 * must face in the direction it traveled." Wheeled "cannot cross obstacles
 * like low walls ... they can make 3 90 degree turns"; "Wheeled mobility
 * models gain +2 to Primary and Secondary movement while moving only on
 * optimal terrain for the duration of its movement action"; "Units may
 * advance through difficult terrain using their primary move if they do not
 * shoot." The illustrative vehicles: Sol Tracked Carrier (MOV 6/4 tracked),
 * Sol Scout Buggy (MOV 8/5 wheeled), Sol Hover Skimmer (MOV 8/5 hover-forward).
 */
import { describe, expect, it } from 'vitest';
import type { Board, Piece } from '../../../src/systems/exoshift/board.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import type { ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const table = (...pieces: Piece[]): Board => ({ width: 72, depth: 48, pieces });
const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
const UP = Math.PI / 2;

/** Model 0 (side A, a `who`) at (x, y) facing `facing`, the enemy Line Infantry (model 1) at (ex, ey); moves toward the enemy with `verb`. */
function move(who: string, board: Board, [x, y, facing]: [number, number, number], [ex, ey]: [number, number], verb: number, variants: Partial<ExoshiftVariants> = {}) {
  const g = scriptedTurn(who, 'sol-line-infantry', board, 1, variants);
  place(g, 0, x, y);
  g.s[L.unitAt(0, L.U_FACING)] = facing;
  place(g, 1, ex, ey);
  g.die = () => 1; // an Advance's shot, if any: every die a 1
  drive(g, L.unitAction(0, verb, L.GOAL_ENEMY + 1), Array(40).fill(1));
  const r = (v: number) => Math.round(v * 1000) / 1000;
  // Facing in degrees: 90 = +y (toward side B's edge), 0 = +x.
  return { x: r(at(g, 0, L.U_X)), y: r(at(g, 0, L.U_Y)), facing: r((at(g, 0, L.U_FACING) * 180) / Math.PI), disruption: at(g, 0, L.U_DISRUPTION) };
}

describe('Mobility Types: straight legs and 90-degree turns (Movement › Mobility Types, line 624; variant vehicleTurns)', () => {
  it('models start facing the enemy edge', () => {
    const g = scriptedTurn('sol-tracked-carrier', 'sol-tracked-carrier', EMPTY_TABLE, 1);
    expect([at(g, 0, L.U_FACING), at(g, 1, L.U_FACING)]).toEqual([UP, -UP]);
  });

  it('right-angle (default): a Tracked Run (12") to a goal ahead and aside goes ahead 4" then turns once and goes across 8", ending facing across', () => {
    // Carrier at (20, 10) facing +y; enemy at (60, 14): 4" ahead, 40" to the right.
    expect(move('sol-tracked-carrier', EMPTY_TABLE, [20, 10, UP], [60, 14], L.VERB_RUN)).toEqual({ x: 28, y: 14, facing: 0, disruption: 0 });
    // Infantry goes straight at it and may face any way (its facing is not read).
    const inf = move('sol-line-infantry', EMPTY_TABLE, [20, 10, UP], [60, 14], L.VERB_RUN);
    expect(Math.hypot(inf.x - 20, inf.y - 10)).toBeCloseTo(12, 2);
  });

  it('right-angle: a goal behind takes two turns: across 4", then back the rest of the move; pivot: straight at it', () => {
    // Carrier at (36, 30) facing +y; enemy at (40, 4): behind and 4" to the right.
    expect(move('sol-tracked-carrier', EMPTY_TABLE, [36, 30, UP], [40, 4], L.VERB_RUN)).toEqual({ x: 40, y: 22, facing: -90, disruption: 0 });
    const pivot = move('sol-tracked-carrier', EMPTY_TABLE, [36, 30, UP], [40, 4], L.VERB_RUN, { vehicleTurns: 'pivot' });
    const d = Math.hypot(4, 26);
    expect([pivot.x, pivot.y]).toEqual([Math.round((36 + (4 / d) * 12) * 1000) / 1000, Math.round((30 - (26 / d) * 12) * 1000) / 1000]);
    expect(pivot.facing).toBeCloseTo((Math.atan2(-26, 4) * 180) / Math.PI, 2);
  });

  it('Tracked may make 2 turns: a goal behind it is reached only across-then-back (an about turn then across would be 3); Hover-Forward may make 3', () => {
    // Enemy straight behind: two quarter turns on the spot (an about turn), then back 12".
    expect(move('sol-tracked-carrier', EMPTY_TABLE, [36, 30, UP], [36, 2], L.VERB_RUN)).toEqual({ x: 36, y: 18, facing: -90, disruption: 0 });
    // Hover-Forward (MOV 8/5, Run 16) to a goal behind and aside: across 4" first, then back, as for Tracked (fewest turns first).
    expect(move('sol-hover-skimmer', EMPTY_TABLE, [36, 30, UP], [40, 4], L.VERB_RUN)).toEqual({ x: 40, y: 18, facing: -90, disruption: 0 });
  });
});

describe('Low walls (Mobility Types; Moving Through Difficult Terrain, line 646; Terrain Definitions › Low walls; variant lowWalls)', () => {
  const WALL = table({ kind: 'light-wall', x0: 30, y0: 14, x1: 42, y1: 15 });

  it('Wheeled "cannot cross obstacles like low walls": straight ahead it stops short of the wall; Infantry and Hover-Forward cross', () => {
    expect(move('sol-scout-buggy', WALL, [36, 10, UP], [36, 44], L.VERB_ADVANCE)).toEqual({ x: 36, y: 13.9, facing: 90, disruption: 0 });
    expect(move('sol-line-infantry', WALL, [36, 10, UP], [36, 44], L.VERB_ADVANCE).y).toBe(16);
    expect(move('sol-hover-skimmer', WALL, [36, 10, UP], [36, 44], L.VERB_ADVANCE).y).toBe(18);
  });

  it('Wheeled with a goal ahead and aside goes across first when ahead-first meets the wall (2 turns)', () => {
    // Enemy at (50, 44): ahead 34", right 14". Ahead-first crosses the wall at y 14; across-first does not.
    expect(move('sol-scout-buggy', WALL, [36, 10, UP], [50, 44], L.VERB_ADVANCE)).toEqual({ x: 44, y: 10, facing: 0, disruption: 0 });
    expect(move('sol-scout-buggy', WALL, [36, 10, UP], [50, 44], L.VERB_RUN)).toEqual({ x: 50, y: 12, facing: 90, disruption: 0 });
  });

  it('where the turn limit binds: a goal behind and aside with a wall across the side leg: Wheeled (3 turns) turns about and goes back; Tracked (2) cannot, and stops at the wall', () => {
    // Enemy at (50, 4): 26" behind, 14" to the right; a wall at x 40-41 across the side leg.
    const SIDE_WALL = table({ kind: 'light-wall', x0: 40, y0: 25, x1: 41, y1: 35 });
    expect(move('sol-scout-buggy', SIDE_WALL, [36, 30, UP], [50, 4], L.VERB_RUN)).toEqual({ x: 36, y: 14, facing: -90, disruption: 0 });
    expect(move('sol-tracked-carrier', SIDE_WALL, [36, 30, UP], [50, 4], L.VERB_RUN)).toEqual({ x: 39.9, y: 30, facing: 0, disruption: 0 });
  });

  it('Tracked: stopped like Wheeled under infantry-hover (only infantry mobility ignores walls), crosses under all-but-wheeled', () => {
    expect(move('sol-tracked-carrier', WALL, [36, 10, UP], [36, 44], L.VERB_ADVANCE).y).toBe(13.9);
    expect(move('sol-tracked-carrier', WALL, [36, 10, UP], [36, 44], L.VERB_ADVANCE, { lowWalls: 'all-but-wheeled' }).y).toBe(16);
    expect(move('sol-scout-buggy', WALL, [36, 10, UP], [36, 44], L.VERB_ADVANCE, { lowWalls: 'all-but-wheeled' }).y).toBe(13.9);
  });
});

describe('Optimal Terrain: Wheeled +2 (Terrain Types › Optimal Terrain, line 1070; variant optimalTerrain)', () => {
  const ROAD = table({ kind: 'road', x0: 0, y0: 20, x1: 72, y1: 24 });

  it('a move along the road goes 10" (8 + 2), one off it 8", Tracked never gains', () => {
    expect(move('sol-scout-buggy', ROAD, [10, 22, 0], [70, 22], L.VERB_ADVANCE).x).toBe(20);
    expect(move('sol-scout-buggy', ROAD, [10, 12, 0], [70, 12], L.VERB_ADVANCE).x).toBe(18);
    expect(move('sol-scout-buggy', ROAD, [10, 22, 0], [70, 22], L.VERB_RUN).x).toBe(28); // Run: double 8, + 2
    expect(move('sol-tracked-carrier', ROAD, [10, 22, 0], [70, 22], L.VERB_ADVANCE).x).toBe(16);
  });

  it('a move that starts on the road and leaves it: whole-move 8", starts-on 10", none 8" even along the road', () => {
    expect(move('sol-scout-buggy', ROAD, [10, 22, UP], [10, 46], L.VERB_ADVANCE).y).toBe(30);
    expect(move('sol-scout-buggy', ROAD, [10, 22, UP], [10, 46], L.VERB_ADVANCE, { optimalTerrain: 'starts-on' }).y).toBe(32);
    expect(move('sol-scout-buggy', ROAD, [10, 22, 0], [70, 22], L.VERB_ADVANCE, { optimalTerrain: 'none' }).x).toBe(18);
  });
});

describe('Difficult ground (Moving Through Difficult Terrain, line 636; variant advanceHoldFire)', () => {
  const WOODS = table({ kind: 'woods', x0: 0, y0: 12, x1: 72, y1: 16 });

  it('"Units may advance through difficult terrain using their primary move if they do not shoot": with no shot after the slowed move, the full 6"', () => {
    // Enemy 34" away: out of range after 4" or 6".
    expect(move('sol-line-infantry', WOODS, [36, 10, UP], [36, 44], L.VERB_ADVANCE).y).toBe(16);
    expect(move('sol-line-infantry', WOODS, [36, 10, UP], [36, 44], L.VERB_ADVANCE, { advanceHoldFire: 'never' }).y).toBe(14);
  });

  it('with a target in range after the slowed move the Advance keeps its secondary move and shoots (Snap Fire penalty)', () => {
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', WOODS, 1);
    place(g, 0, 36, 10);
    place(g, 1, 36, 30);
    const dice = drive(g, L.unitAction(0, L.VERB_ADVANCE, L.GOAL_ENEMY + 1), Array(40).fill(1));
    expect(at(g, 0, L.U_Y)).toBe(14);
    expect(dice).toBeGreaterThan(0);
  });

  it('a Heavy weapon cannot shoot after crossing it, so a Rail Lance team (MOV 5/3) keeps its primary 5"', () => {
    expect(move('sol-rail-lance-team', WOODS, [36, 10, UP], [36, 44], L.VERB_ADVANCE).y).toBe(15);
    expect(move('sol-rail-lance-team', WOODS, [36, 10, UP], [36, 44], L.VERB_ADVANCE, { advanceHoldFire: 'never' }).y).toBe(13);
  });

  it('Tracked and Wheeled are slowed like Infantry; Hover-Forward ignores it; a Run through it is double secondary with 1 Disruption', () => {
    expect(move('sol-tracked-carrier', WOODS, [36, 10, UP], [36, 44], L.VERB_RUN)).toEqual({ x: 36, y: 18, facing: 90, disruption: 1 });
    expect(move('sol-scout-buggy', WOODS, [36, 10, UP], [36, 44], L.VERB_RUN)).toEqual({ x: 36, y: 20, facing: 90, disruption: 1 });
    expect(move('sol-hover-skimmer', WOODS, [36, 10, UP], [36, 44], L.VERB_RUN)).toEqual({ x: 36, y: 26, facing: 90, disruption: 0 });
  });
});
