/**
 * State-level storage (state.ts): the typed arrays are views carved from one buffer per state.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';

const newGame = (sides: readonly [RrSide, RrSide], variants: RrVariants) =>
  rattleAndRend.newGame({ sides, variants, chance: new Xoshiro128(7, 1, 2, 3), log: false }) as RrState;

describe('tables kept across games (state.ts)', () => {
  it('a state’s typed arrays are separate, zeroed views', () => {
    const s = newGame([rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']], defaultVariants());
    const t = newGame([rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']], defaultVariants());
    t.x.fill(123);
    t.statDeviousLost.fill(9);
    t.mctrl.fill(5);
    expect(Array.from(s.x)).not.toContain(123);
    expect(Array.from(t.y)).not.toContain(123);
    expect(Array.from(t.statDeviousMoved)).toEqual([0, 0]);
    expect(Array.from(t.mTaken)).toEqual([0, 0, 0]);
  });
});
