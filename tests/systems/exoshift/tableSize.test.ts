/**
 * Table size (`001_9ac883e80b2d20e9.txt`, Playing the Game › The Tabletop,
 * EX-015; variant table): "Exoshift plays best on a table surface of 4 feet by
 * 6 feet (4' x 6'), but games can be played on tables as small as 2' x 3'".
 * And the counters ex-table-size reads (layout.ts G_CONTACT_ROUND).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { generateBoard } from '../../../src/systems/exoshift/board.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { defaultVariants, TABLE_SIZES, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const start = (table: ExoshiftVariants['table']) =>
  ExoshiftState.start([{ name: 'A', units: 'sol-line-infantry x2' }, { name: 'B', units: 'sol-line-infantry x2' }], { ...defaultVariants(), table }, Xoshiro128.stream(5, 0), false);

describe('Table size (The Tabletop, EX-015)', () => {
  it('4\' x 6\' is the standard 72" x 48" table, unchanged', () => {
    expect(generateBoard(Xoshiro128.stream(9, 0))).toEqual(generateBoard(Xoshiro128.stream(9, 0), ...TABLE_SIZES['6x4']));
    expect(start('6x4').setup.board).toMatchObject({ width: 72, depth: 48 });
  });

  it('on 2\' x 3\' (36" x 24") and 5\' x 8\' (96" x 60"): every piece on the table and of its standard size, the road across the width', () => {
    for (const table of ['3x2', '8x5'] as const) {
      const [width, depth] = TABLE_SIZES[table];
      const standard = generateBoard(Xoshiro128.stream(9, 0));
      const board = generateBoard(Xoshiro128.stream(9, 0), width, depth);
      expect([board.width, board.depth]).toEqual([width, depth]);
      board.pieces.forEach((p, i) => {
        const q = standard.pieces[i];
        expect(p.x0).toBeGreaterThanOrEqual(0);
        expect(p.y0).toBeGreaterThanOrEqual(0);
        expect(p.x1).toBeLessThanOrEqual(width);
        expect(p.y1).toBeLessThanOrEqual(depth);
        expect(p.y1 - p.y0).toBeCloseTo(q.y1 - q.y0, 1);
        if (p.kind === 'road') expect([p.x0, p.x1]).toEqual([0, width]);
        else expect(p.x1 - p.x0).toBeCloseTo(q.x1 - q.x0, 1);
      });
    }
  });

  it('the sides deploy 4" in from the long edges and the control points scale with the table', () => {
    const g = start('3x2');
    const ys = [0, 1, 2, 3].map((u) => g.s[L.unitAt(u, L.U_Y)]);
    expect(ys).toEqual([4, 4, 20, 20]);
    // The centre marker stays at the centre: (36, 24) on 72 x 48, (18, 12) on 36 x 24.
    expect([g.s[L.objectiveAt(0, L.O_X)], g.s[L.objectiveAt(0, L.O_Y)]]).toEqual([18, 12]);
  });
});

describe('Cover density (variant terrain, EX-005: the Terrain chapter is a [PLACEHOLDER])', () => {
  it('standard 9 cover pieces, open none, sparse 4 (a building and a woods a half), double 17; each keeps the road and brush', () => {
    const count = (density: ExoshiftVariants['terrain']) => {
      const pieces = generateBoard(Xoshiro128.stream(4, 0), 72, 48, density).pieces;
      return [pieces.filter((p) => p.kind !== 'road' && p.kind !== 'brush').length, pieces.filter((p) => p.kind === 'road').length, pieces.filter((p) => p.kind === 'brush').length];
    };
    expect(count('standard')).toEqual([9, 1, 2]);
    expect(count('open')).toEqual([0, 1, 2]);
    expect(count('sparse')).toEqual([4, 1, 2]);
    expect(count('double')).toEqual([17, 1, 4]);
  });
});

describe('Attack counters (statistics only, EX-015)', () => {
  it('a Focus Fire marks the round of first contact and counts one shooting action for its side', () => {
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 1);
    place(g, 0, 36, 10);
    place(g, 1, 36, 20);
    g.s[L.G_ROUND] = 2;
    drive(g, L.unitAction(0, L.VERB_FOCUS_FIRE, 1 * 4), Array(20).fill(10));
    expect([g.s[L.G_CONTACT_ROUND], g.s[L.G_SHOOTING_ACTIONS], g.s[L.G_SHOOTING_ACTIONS + 1], g.s[L.G_ASSAULT_ACTIONS]]).toEqual([2, 1, 0, 0]);
  });
});
