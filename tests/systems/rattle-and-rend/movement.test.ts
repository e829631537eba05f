/**
 * Movement around an obstacle (004_c41133d86b017ece.txt, Movement: "S RANGE
 * movement must take a straight line. M RANGE movement can make one pivot";
 * Moving Through Other Elements; Movement and Terrain). A move "toward" a
 * point that meets a base or a Blocking piece may take any straight line, so
 * an S move pressed against the obstacle heads along the tangent around it,
 * and an M move pivots at the tangent point. Worked by hand on a bare field.
 */
import { describe, expect, it } from 'vitest';
import { BLOCKING } from '../../../src/systems/rattle-and-rend/rules.ts';
import { MOVER_NORMAL, planMove, type Field } from '../../../src/systems/rattle-and-rend/board.ts';

/** One 40 mm base at (x, y) and one Blocking piece of radius 30 at (150, 100). */
function field(x: number, y: number): Field {
  return {
    n: 1,
    x: Float64Array.of(x),
    y: Float64Array.of(y),
    radius: Float64Array.of(20),
    side: Int8Array.of(0),
    status: Int8Array.of(0),
    nt: 1,
    tx: Float64Array.of(150),
    ty: Float64Array.of(100),
    tr: Float64Array.of(30),
    tt: Int8Array.of(BLOCKING),
  };
}

describe('a move toward a point behind a Blocking piece', () => {
  it('an S move with room before the piece goes straight and stops at its edge (the centre may not cross it)', () => {
    const end = planMove(field(60, 100), 0, 300, 100, 80, 0, 0, MOVER_NORMAL, false);
    // Straight along y = 100: the centre stops at the footprint's edge, x = 150 - 30 (closer than any tangent gets).
    expect([end.x, end.y]).toEqual([120, 100]);
  });

  it('an S move already against the piece takes the straight line along its tangent instead of standing still', () => {
    const end = planMove(field(120, 100), 0, 300, 100, 80, 0, 0, MOVER_NORMAL, false);
    // Inside the widened circle (30 + 20 + 3 = 53 around the centre): the tangent at the start is perpendicular to
    // the centre line, and the move goes one widened radius along it (53 mm), on the side it turns to first.
    expect(end.x).toBeCloseTo(120, 9);
    expect(Math.abs(end.y - 100)).toBeCloseTo(53, 9);
    // From there the straight line to the target clears the piece (closest approach above 30 mm).
    const ux = 300 - end.x;
    const uy = 100 - end.y;
    const len = Math.hypot(ux, uy);
    const along = ((150 - end.x) * ux + (100 - end.y) * uy) / len;
    const perp = Math.sqrt((150 - end.x) ** 2 + (100 - end.y) ** 2 - along * along);
    expect(perp).toBeGreaterThan(30);
  });

  it('an M move (one pivot) from further back goes to the tangent point and pivots on toward the target', () => {
    const end = planMove(field(60, 100), 0, 300, 100, 160, 0, 1, MOVER_NORMAL, false);
    // Tangent from (60, 100) to the widened circle (53) around (150, 100): 90 mm away, so sin = 53/90, the tangent
    // point sqrt(90^2 - 53^2) = 72.74 mm along; the remaining 87.26 mm head straight for (300, 100).
    const t = Math.sqrt(90 * 90 - 53 * 53);
    const sin = 53 / 90;
    const cos = t / 90;
    const px = 60 + t * cos;
    const py = 100 + t * sin * Math.sign(end.y - 100);
    const rest = 160 - t;
    const d = Math.hypot(300 - px, 100 - py);
    expect(end.x).toBeCloseTo(px + ((300 - px) / d) * rest, 6);
    expect(end.y).toBeCloseTo(py + ((100 - py) / d) * rest, 6);
  });
});

/** 40 mm bases at the points given (side 0 first, then side 1), no terrain. */
function bases(...at: Array<[number, number, number]>): Field {
  return {
    n: at.length,
    x: Float64Array.from(at, (b) => b[0]),
    y: Float64Array.from(at, (b) => b[1]),
    radius: Float64Array.from(at, () => 20),
    side: Int8Array.from(at, (b) => b[2]),
    status: Int8Array.from(at, () => 0),
    nt: 0,
    tx: new Float64Array(0),
    ty: new Float64Array(0),
    tr: new Float64Array(0),
    tt: new Int8Array(0),
  };
}

describe('a move never ends over another base (Moving Through Other Elements: "stops when the two bases would come into contact")', () => {
  it('passing beside a base (its centre line outside that base) stops where the bases touch instead of ending over it', () => {
    // East from (100, 100) toward (200, 100), 100 mm: the line passes 25 mm from the base at (190, 125), outside its
    // 20 mm radius, so the centre never crosses it; (200, 100) would lie 26.9 mm from it, over it (40 mm apart at contact).
    const end = planMove(bases([100, 100, 0], [190, 125, 1]), 0, 200, 100, 100, 0, 0, MOVER_NORMAL, false);
    expect(end.y).toBe(100);
    expect(end.x).toBeCloseTo(100 + 90 - Math.sqrt(40 ** 2 - 25 ** 2), 9); // 158.78
    expect(Math.hypot(end.x - 190, end.y - 125)).toBeCloseTo(40, 9);
  });

  it('an ally passed through (Harriers) is not ended on either', () => {
    const end = planMove(bases([100, 100, 0], [200, 105, 0]), 0, 200, 100, 100, 0, 0, MOVER_NORMAL, true);
    expect(Math.hypot(end.x - 200, end.y - 105)).toBeGreaterThanOrEqual(40 - 1e-9);
    expect(end.x).toBeCloseTo(200 - Math.sqrt(40 ** 2 - 5 ** 2), 9);
  });

  it('a move that ends clear of every base is unchanged', () => {
    const end = planMove(bases([100, 100, 0], [190, 150, 1]), 0, 200, 100, 100, 0, 0, MOVER_NORMAL, false);
    expect([end.x, end.y]).toEqual([200, 100]);
  });
});
