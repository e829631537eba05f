/**
 * rr-board-geometry (experiments/rattle-and-rend/board-geometry.ts; RR-035,
 * RR-146, RR-147): the grid's shortest paths against hand-made boards (open
 * ground, a Blocking piece in the way, a wall of Rough terrain that forces a
 * path through it), and a short real run whose counts add up and do not
 * depend on the number of workers.
 */
import { describe, expect, it } from 'vitest';
import { cellOf, distanceField, nearestOpen, openCells, SIDE, segmentEnters } from '../../experiments/rattle-and-rend/_boardPaths.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { Field } from '../../src/systems/rattle-and-rend/board.ts';
import { BLOCKING, HAZARDOUS, ROUGH } from '../../src/systems/rattle-and-rend/rules.ts';
import type { DistributionMetric, ProportionMetric } from '../../src/sim/result.ts';

/** An empty 400 mm board with the given terrain pieces [x, y, r, type]. */
function board(pieces: readonly (readonly [number, number, number, number])[]): Field {
  const f = { n: 0, x: new Float64Array(1), y: new Float64Array(1), radius: new Float64Array(1), side: new Int8Array(1), status: new Int8Array(1), nt: pieces.length, tx: new Float64Array(16), ty: new Float64Array(16), tr: new Float64Array(16), tt: new Int8Array(16) };
  pieces.forEach(([x, y, r, type], t) => {
    f.tx[t] = x;
    f.ty[t] = y;
    f.tr[t] = r;
    f.tt[t] = type;
  });
  return f;
}

function pathLength(f: Field, avoid: boolean, from: readonly [number, number], to: readonly [number, number]): number {
  const open = new Uint8Array(SIDE * SIDE);
  const field = new Float64Array(SIDE * SIDE);
  openCells(f, 10, avoid, open);
  distanceField(open, nearestOpen(open, cellOf(...from)), field);
  return field[nearestOpen(open, cellOf(...to))];
}

describe('rr-board-geometry: shortest paths on the grid', () => {
  it('measures open ground within 3% of the straight line, whatever the direction', () => {
    const empty = board([]);
    for (const to of [[300, 100], [100, 300], [300, 300], [180, 350], [350, 140]] as const) {
      const straight = Math.hypot(to[0] - 100, to[1] - 100);
      const grid = pathLength(empty, false, [100, 100], to);
      expect(grid).toBeGreaterThanOrEqual(straight * 0.99);
      expect(grid).toBeLessThanOrEqual(straight * 1.03);
    }
  });

  it('goes round a Blocking piece: longer than the straight line, no longer than half way round it', () => {
    const f = board([[200, 200, 50, BLOCKING]]);
    const grid = pathLength(f, false, [100, 200], [300, 200]);
    expect(grid).toBeGreaterThan(200 * 1.02);
    expect(grid).toBeLessThan((100 - 50 + Math.PI * 50 + 100 - 50) * 1.03);
  });

  it('finds a path through a wall of Rough terrain only when Rough may be entered (RR-035: forced)', () => {
    // Overlapping Rough circles from edge to edge across y = 200, one Hazardous among them.
    const wall = Array.from({ length: 9 }, (_, k) => [k * 50, 200, 30, k === 4 ? HAZARDOUS : ROUGH] as const);
    const f = board(wall);
    expect(pathLength(f, false, [200, 60], [200, 340])).toBeLessThan(300);
    expect(pathLength(f, true, [200, 60], [200, 340])).toBe(Infinity);
    // Move one piece away and a way round opens.
    const gap = board(wall.filter((_, k) => k !== 6));
    expect(Number.isFinite(pathLength(gap, true, [200, 60], [200, 340]))).toBe(true);
  });

  it('tells whether a straight line enters a piece of the given types', () => {
    const f = board([[200, 200, 30, ROUGH], [100, 300, 20, BLOCKING]]);
    expect(segmentEnters(f, 100, 200, 300, 200, [ROUGH])).toBe(true);
    expect(segmentEnters(f, 100, 200, 300, 200, [BLOCKING])).toBe(false);
    expect(segmentEnters(f, 100, 240, 300, 240, [ROUGH])).toBe(false);
    expect(segmentEnters(f, 50, 300, 150, 300, [BLOCKING, ROUGH])).toBe(true);
  });
});

describe('rr-board-geometry: a short run', () => {
  it('accounts for every slot pair, keeps the pivot-only cuts within the cuts, and is the same on 1 and 2 workers', async () => {
    const one = (await runToResult({ experiment: 'rr-board-geometry', trials: 40, seed: 5, workers: 1 })).result;
    const two = (await runToResult({ experiment: 'rr-board-geometry', trials: 40, seed: 5, workers: 2 })).result;
    expect(JSON.stringify(two.arms)).toBe(JSON.stringify(one.arms));
    // Three layouts per density in each set (terrain-layouts lanes and step-2).
    expect(one.arms).toHaveLength(12);
    for (const arm of one.arms) {
      const route = arm.metrics.route as DistributionMetric;
      expect(route.counts.reduce((a, b) => a + b, 0)).toBe(arm.trials);
      const count = (id: string) => (arm.metrics[id] as ProportionMetric).count;
      expect(count('pivotS')).toBeLessThanOrEqual(count('cutS'));
      expect(count('pivotM')).toBeLessThanOrEqual(count('cutM'));
      // Forced or sealed slot pairs always count as costly.
      expect(count('costly')).toBeGreaterThanOrEqual(route.counts[2] + route.counts[3]);
    }
    // The zones and the draws are the same on every layout: the distances agree arm to arm.
    expect(new Set(one.arms.map((arm) => JSON.stringify(arm.metrics.distance))).size).toBe(1);
    expect(one.answer?.length).toBe(5);
  });
});
