/**
 * The third exact speed round's replacements (issue 10; README "Third exact speed round"): each stands in for
 * a slower computation and must give the same answer, bit for bit, or the recorded games would change
 * (behaviour.test.ts replays them). Checked here against the computation each one replaces.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { d6Pool } from '../../../src/dice/d6sets.ts';
import { SetSolver } from '../../../src/dice/setSolver.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { rollPool } from '../../../src/systems/jovian-wars/attackPool.ts';
import { jovianHeuristic } from '../../../src/systems/jovian-wars/ai.ts';
import { arcBits, arcCovers, attackedArc, hypot, relativeAngle } from '../../../src/systems/jovian-wars/geometry.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';

/** The bits arcCovers' tests give for relativeAngle (T always; F, A, P, S), as the code before arcBits worked them out. */
function angleBits(h: number, dx: number, dy: number): number {
  const a = relativeAngle(h, dx, dy);
  const abs = Math.abs(a);
  return 1 | (abs <= 45 ? 2 : 0) | (abs >= 135 ? 4 : 0) | (a > 45 && a < 135 ? 8 : 0) | (a < -45 && a > -135 ? 16 : 0);
}

/** Offsets on the whole-inch and half-inch grid, on and beside the diagonals, and at 0. */
function offsets(): number[] {
  const values: number[] = [-0];
  for (let i = -48; i <= 48; i++) values.push(i, i + 0.5, i * Math.SQRT1_2, i / 3, i + 1e-9);
  return values;
}

describe('Jovian Wars exact speed replacements', () => {
  it('arcBits gives the arcs of relativeAngle for every heading, on the grid, on the diagonals and at random offsets', () => {
    const values = offsets();
    let checked = 0;
    // Mismatches are collected (an expect per offset would take most of the test's time); none is allowed.
    const wrong: number[][] = [];
    for (let h = 0; h < 8; h++) {
      for (const dx of values) for (const dy of values) if (arcBits(h, dx, dy) !== angleBits(h, dx, dy)) wrong.push([h, dx, dy]);
      checked += values.length ** 2;
    }
    const rng = Xoshiro128.stream(11, 0);
    for (let k = 0; k < 200_000; k++) {
      const h = rng.nextBelow(8);
      const dx = (rng.nextFloat() - 0.5) * 96;
      const dy = rng.nextFloat() < 0.5 ? (rng.nextFloat() - 0.5) * 96 : (rng.nextFloat() < 0.5 ? dx : -dx) + (rng.nextFloat() - 0.5) * 1e-7;
      if (arcBits(h, dx, dy) !== angleBits(h, dx, dy)) wrong.push([h, dx, dy]);
      checked++;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(1_000_000);
  });

  it('attackedArc, now from arcBits, still names Fore within 45 degrees of the heading, Aft within 45 of the stern, Side between', () => {
    expect(attackedArc(0, 0, 0, 10, 0)).toBe('fore');
    expect(attackedArc(0, 0, 0, 10, 10)).toBe('fore'); // exactly 45 degrees: Fore (|a| <= 45)
    expect(attackedArc(0, 0, 0, 1, 10)).toBe('side');
    expect(attackedArc(0, 0, 0, -10, 10)).toBe('aft'); // exactly 135 degrees: Aft (|a| >= 135)
    expect(attackedArc(2, 0, 0, 0, 10)).toBe('fore'); // heading 2 is +y
    expect(arcCovers(['P'], relativeAngle(0, 0, 5), 0, 0, 5)).toBe(true);
  });

  it('hypot is Math.hypot bit for bit, on the grid and at random offsets, with its NaN, Infinity and zero cases', () => {
    const values = offsets();
    const wrong: number[][] = [];
    for (const x of values) for (const y of values) if (!Object.is(hypot(x, y), Math.hypot(x, y))) wrong.push([x, y]);
    const rng = Xoshiro128.stream(12, 0);
    for (let k = 0; k < 300_000; k++) {
      const x = (rng.nextFloat() - 0.5) * 100;
      const y = (rng.nextFloat() - 0.5) * (k % 3 === 0 ? 1e-4 : 100);
      if (!Object.is(hypot(x, y), Math.hypot(x, y))) wrong.push([x, y]);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    for (const [x, y] of [[0, 0], [-0, 0], [NaN, 1], [1, NaN], [Infinity, NaN], [-Infinity, 2], [1e300, 1e300], [5e-324, 0]]) expect(Object.is(hypot(x, y), Math.hypot(x, y))).toBe(true);
  });

  it("rollPool's solved-roll table gives SetSolver's answer for the same dice, pool after pool, repeats included", () => {
    const solver = new SetSolver();
    const counts = new Int32Array(12);
    const a = Xoshiro128.stream(13, 0);
    const b = Xoshiro128.stream(13, 0);
    const pick = Xoshiro128.stream(13, 1);
    let wrong = 0;
    for (let k = 0; k < 50_000; k++) {
      const params = { base: pick.nextBelow(10), flex: pick.nextBelow(5), macro: pick.nextBelow(9) - 4 };
      const got = rollPool(params, a);
      // The code before the table: count the same draws, solve every time.
      const pool = d6Pool(params);
      counts.fill(0);
      for (let d = 0; d < pool.rolled; d++) counts[b.nextBelow(6)]++;
      for (let d = 0; d < pool.macroDice; d++) counts[6 + b.nextBelow(6)]++;
      if (got !== solver.solve(counts, 0, counts, 6, pool.keep, pool.macroSign)) wrong++;
    }
    expect(wrong).toBe(0);
    // Both streams drew the same words.
    expect(a.state()).toEqual(b.state());
  });

  it("the heuristic draws from its stream exactly what a sample of the game draws (game.ts peekNextSample), at every decision", () => {
    const sides = [jovianWars.presets['cega-battle-group'], jovianWars.presets['jovian-strike-group']] as const;
    const state = jovianWars.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(14, 0), log: false }) as JovianState;
    const rngs = [Xoshiro128.stream(14, 1), Xoshiro128.stream(14, 2)];
    let decisions = 0;
    let commits = 0;
    while (!state.isTerminal()) {
      const mover = state.currentPlayer();
      if (mover === CHANCE) {
        state.applyChance();
        continue;
      }
      const [s0, s1, s2, s3] = rngs[mover].state();
      const mirror = new Xoshiro128(s0, s1, s2, s3);
      const view = new SeatView(state, mover);
      const action = jovianHeuristic(view, rngs[mover]);
      // A real sample from the same stream state: the same words drawn (the hidden commit re-drawn when there is one).
      if (view.legalActions.length > 1) {
        state.determinize(mover, mirror);
        expect(rngs[mover].state()).toEqual(mirror.state());
        decisions++;
        if (state.phase === 'commit') commits++;
      }
      state.apply(action);
    }
    expect(decisions).toBeGreaterThan(50);
    expect(commits).toBeGreaterThan(5);
  }, 30_000);
});
