/** The engine's hypot is Math.hypot to the last bit (hypot.ts): the games must not change. */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { hypot } from '../../../src/systems/exoshift/hypot.ts';

describe('hypot', () => {
  it('equals Math.hypot bit for bit on a million pairs at table, tiny and huge scales', () => {
    const rng = Xoshiro128.stream(5, 0);
    const scales = [150, 1e-3, 1e6, 20, 1e-9, 1];
    let mismatches = 0;
    for (let i = 0; i < 1_000_000; i++) {
      let x = (rng.nextFloat() - 0.5) * scales[i % 6];
      let y = (rng.nextFloat() - 0.5) * scales[(i >> 1) % 6];
      if (i % 7 === 0) x = Math.round(x * 10) / 10;
      if (i % 11 === 0) y = 0;
      if (!Object.is(hypot(x, y), Math.hypot(x, y))) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it('agrees on the edge cases: zeros, NaN, Infinity (which wins over NaN), extremes', () => {
    const cases: Array<[number, number]> = [[0, 0], [-0, 0], [3, 4], [-3, -4], [Number.NaN, 1], [Infinity, Number.NaN], [Number.NaN, -Infinity], [1e308, 1e308], [5e-324, 5e-324], [1, 1e-200]];
    for (const [x, y] of cases) expect(Object.is(hypot(x, y), Math.hypot(x, y)), `${x}, ${y}`).toBe(true);
  });
});
