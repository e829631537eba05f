/**
 * The resolution stack as a typed array and a depth (state.ts frames, sp): pushes past its first capacity grow it with
 * every frame kept, and the plain-list view (`stack`) that serialize, clone and deserialize use reads and writes the
 * same frames, so a copy never shares the original's.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { FRAME, RrState } from '../../../src/systems/rattle-and-rend/state.ts';

const newGame = () =>
  rattleAndRend.newGame({ sides: [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']], variants: defaultVariants(), chance: new Xoshiro128(5, 6, 7, 8), log: false }) as RrState;

describe('the resolution stack (state.ts frames)', () => {
  it('keeps every frame through growth, and its list view, clone and serialized form read the same frames', () => {
    const s = newGame();
    const before = s.stack;
    const capacity = s.frames.length;
    // Enough frames to grow it twice over; each frame's numbers tell it apart (negative ones included).
    const frames = 3 * (capacity / FRAME);
    for (let k = 0; k < frames; k++) s.push(100 + k, k, -1 - k, 2 * k, k % 7, k - 3);
    expect(s.frames.length).toBeGreaterThan(capacity);
    expect(s.sp).toBe(before.length + FRAME * frames);
    const list = s.stack;
    expect(list.slice(0, before.length)).toEqual(before);
    for (let k = 0; k < frames; k++) expect(list.slice(before.length + FRAME * k, before.length + FRAME * (k + 1))).toEqual([100 + k, k, -1 - k, 2 * k, k % 7, k - 3]);
    const copy = s.clone();
    expect(copy.stack).toEqual(list);
    copy.push(1, 2, 3, 4, 5, 6);
    expect(s.stack).toEqual(list);
    expect(RrState.deserialize(s.serialize()).stack).toEqual(list);
  });
});
