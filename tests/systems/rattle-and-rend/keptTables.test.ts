/**
 * State-level tables kept from one game to the next (state.ts): the MOV/RNG band table is copied from the last game's
 * when its inputs match, and the typed arrays are views carved from one buffer. Games over many warband pairs and
 * variant objects, in an order that alternates between hits and misses, must read the same bands as a state whose
 * table was made afresh (a copy of the variants object is never the kept one).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { coverageSides } from './behaviour.ts';

/** Every Element's MOV and RNG band, plain and reacting, under each Tactitians option of its seat. */
function bands(s: RrState): number[] {
  const out: number[] = [];
  for (let option = 0; option <= 4; option++) {
    s.tactitians[0] = option;
    s.tactitians[1] = option;
    for (let i = 0; i < s.n; i++) out.push(s.movBand(i), s.movBand(i, true), s.rngBand(i), s.rngBand(i, true));
  }
  s.tactitians[0] = 0;
  s.tactitians[1] = 0;
  return out;
}

const newGame = (sides: readonly [RrSide, RrSide], variants: RrVariants) =>
  rattleAndRend.newGame({ sides, variants, chance: new Xoshiro128(7, 1, 2, 3), log: false }) as RrState;

describe('tables kept across games (state.ts)', () => {
  it('a kept band table reads as one made afresh, over warband pairs and variant objects in turn', () => {
    const coverage = coverageSides();
    const presets = Object.values(rattleAndRend.presets);
    const settings: RrVariants[] = [
      defaultVariants(),
      { ...defaultVariants(), 'berserkers-contact': 'clamped-to-s' } as RrVariants,
      { ...defaultVariants(), 'berserkers-contact': 'stays-contact' } as RrVariants,
    ];
    const other = [presets[0], presets[1]] as const;
    let compared = 0;
    let differing = 0;
    for (let g = 0; g < 40; g++) {
      const sides = g % 2 === 0 ? ([coverage[g % 28], coverage[(g * 11 + 5) % 28]] as const) : ([presets[g % presets.length], presets[(g + 1) % presets.length]] as const);
      // Made afresh: another game first, so the kept table is not this one's.
      const fresh = settings.map((variants) => {
        bands(newGame(other, defaultVariants()));
        return bands(newGame(sides, variants));
      });
      // Then the same warbands game after game, under each variants object in turn and again (hits where the inputs match).
      for (const k of [0, 0, 1, 1, 2, 0, 2]) {
        expect(bands(newGame(sides, settings[k]))).toEqual(fresh[k]);
        compared += fresh[k].length;
      }
      if (JSON.stringify(fresh[0]) !== JSON.stringify(fresh[1]) || JSON.stringify(fresh[1]) !== JSON.stringify(fresh[2])) differing++;
    }
    expect(compared).toBeGreaterThan(5_000);
    // Some pairs' bands depend on the variant (Berserkers), so a table kept across variants objects would be caught.
    expect(differing).toBeGreaterThan(0);
  });

  it('a kept band table is not copied into a game whose warbands differ only in Tactics or in a trait', () => {
    const coverage = coverageSides();
    const dwarves = rattleAndRend.presets['dwarven-throng'];
    const ghosts = rattleAndRend.presets['ghostly-host'];
    // coverage[k] under coverage[k + 14]'s Tactics; the Throng's Transport
    // (MOV M) against the same warband with a Colossal Heavy (MOV of its profile).
    const neighbours: Array<readonly [readonly [RrSide, RrSide], readonly [RrSide, RrSide]]> = [];
    for (let k = 0; k < 14; k++) neighbours.push([[coverage[k], ghosts], [{ ...coverage[k], tactic1: coverage[k + 14].tactic1, tactic2: coverage[k + 14].tactic2 }, ghosts]]);
    neighbours.push([[dwarves, ghosts], [{ ...dwarves, elements: dwarves.elements.replace('heavy(transport)', 'heavy(colossal)') }, ghosts]]);
    // One variants object for all (a kept table is only ever copied under the very variants object it was made with).
    const variants = defaultVariants();
    let differing = 0;
    for (const [a, b] of neighbours) {
      const fresh = [a, b].map((sides) => {
        bands(newGame([rattleAndRend.presets['vampire-court'], ghosts], variants));
        return bands(newGame(sides, variants));
      });
      expect(bands(newGame(a, variants))).toEqual(fresh[0]);
      expect(bands(newGame(b, variants))).toEqual(fresh[1]);
      expect(bands(newGame(a, variants))).toEqual(fresh[0]);
      if (JSON.stringify(fresh[0]) !== JSON.stringify(fresh[1])) differing++;
    }
    expect(differing).toBeGreaterThan(3);
  });

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
