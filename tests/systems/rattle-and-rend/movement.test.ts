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
