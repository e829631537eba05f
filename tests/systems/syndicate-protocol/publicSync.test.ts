/**
 * The public field's sync (Field.syncFrom, at every observation): it copies every number that differs, whichever side
 * wrote it (the game, or an agent on its copy), and bumps `version` when anything changed, `spaceVersion` when anything
 * but the revealed cards changed and `shotVersion` when anything but the revealed cards, the units' spaces and the
 * spaces they moved changed: the player's caches (aiSpaces.ts, aiShots.ts) are kept by those versions. The compare
 * runs over blocks of sixteen numbers and then the numbers past the last whole block (twentieth pass): every number is
 * changed here on its own, on either side, and in random handfuls.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import type { Field } from '../../../src/systems/syndicate-protocol/field.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

function liveField(seed: number): Field {
  const s = syndicateProtocol.newGame({ sides: [syndicateProtocol.presets.lens, syndicateProtocol.presets.razor], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: false }) as SyndicateState;
  while (s.currentPlayer() === CHANCE) s.applyChance();
  return s.field;
}

/** Which version a change to data[i] must bump: 'cards' (version only), 'places' (and spaceVersion), 'shot' (all three). */
function kindOf(f: Field, i: number): 'cards' | 'places' | 'shot' {
  const within = (view: Int16Array) => i >= view.byteOffset / 2 && i < view.byteOffset / 2 + view.length;
  if (within(f.played)) return 'cards';
  if (within(f.pos) || within(f.moved)) return 'places';
  return 'shot';
}

function versions(f: Field): [number, number, number] {
  return [f.version, f.spaceVersion, f.shotVersion];
}

function expectBumps(before: [number, number, number], after: [number, number, number], kinds: readonly ('cards' | 'places' | 'shot')[]): void {
  const shot = kinds.includes('shot');
  const places = shot || kinds.includes('places');
  const any = kinds.length > 0;
  expect(after).toEqual([before[0] + (any ? 1 : 0), before[1] + (places ? 1 : 0), before[2] + (shot ? 1 : 0)]);
}

describe('the public field sync', () => {
  const live = liveField(7);
  const view = live.copy();
  view.syncFrom(live);

  it('copies any single number the game changed, and bumps the versions by what it was', () => {
    for (let i = 0; i < live.data.length; i++) {
      const was = live.data[i];
      for (const value of [was + 1, -1, 300]) {
        if (value === was) continue;
        live.data[i] = value;
        const before = versions(view);
        view.syncFrom(live);
        expect(Array.from(view.data)).toEqual(Array.from(live.data));
        expectBumps(before, versions(view), [kindOf(live, i)]);
        live.data[i] = was;
        view.syncFrom(live);
        expect(view.data[i]).toBe(was);
      }
    }
    const before = versions(view);
    view.syncFrom(live);
    expectBumps(before, versions(view), []);
  });

  it('undoes any single number an agent wrote to its copy', () => {
    for (let i = 0; i < view.data.length; i++) {
      view.data[i] = view.data[i] === 5 ? 6 : 5;
      const before = versions(view);
      view.syncFrom(live);
      expect(Array.from(view.data)).toEqual(Array.from(live.data));
      expectBumps(before, versions(view), [kindOf(live, i)]);
    }
  });

  it('copies random handfuls of changes on both sides', () => {
    const rng = Xoshiro128.stream(11, 0);
    const saved = Int16Array.from(live.data);
    for (let trial = 0; trial < 2000; trial++) {
      const count = 1 + Math.floor(rng.nextFloat() * 6);
      for (let c = 0; c < count; c++) {
        const i = Math.floor(rng.nextFloat() * live.data.length);
        const side = rng.nextFloat() < 0.5 ? live : view;
        const value = Math.floor(rng.nextFloat() * 9) - 1;
        if (side.data[i] === value) continue;
        side.data[i] = value;
      }
      // What differs now (a write may have made a number equal again on both sides).
      const differ: ('cards' | 'places' | 'shot')[] = [];
      for (let i = 0; i < live.data.length; i++) if (live.data[i] !== view.data[i] && !differ.includes(kindOf(live, i))) differ.push(kindOf(live, i));
      const before = versions(view);
      view.syncFrom(live);
      expect(Array.from(view.data)).toEqual(Array.from(live.data));
      expectBumps(before, versions(view), differ);
    }
    live.data.set(saved);
    view.syncFrom(live);
    expect(Array.from(view.data)).toEqual(Array.from(saved));
  });
});
