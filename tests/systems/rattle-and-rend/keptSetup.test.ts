/**
 * Setups kept across games (setup.ts placeAndDeploy): a board met before is copied instead of placed again. Over every
 * scenario, deployment scheme, density, layout and orientation, and warband pairs covering every Reputation and
 * Tactic, the kept board must read as one placed afresh (placeTerrain then deploy); and a state that differs from a
 * kept one only in what the setup reads (a typed array, the variants object) must be placed afresh, not copied.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { newRattleAndRend, rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants, REPUTATIONS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { deploy, placeAndDeploy, placeTerrain } from '../../../src/systems/rattle-and-rend/setup.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { coverageSides } from './behaviour.ts';

/** A new game's state with the setup's scalars set, as OP_PLACE finds them. */
function unplaced(sides: readonly [RrSide, RrSide], variants: RrVariants, scenario: number, deployment: number, density: number, layout: number, flip: number): RrState {
  const s = newRattleAndRend(sides, variants, new Xoshiro128(3, 1, 4, 1), false);
  s.scenario = scenario;
  s.deployment = deployment;
  s.density = density;
  s.layout = layout;
  s.flip = flip;
  return s;
}

/** Everything a state holds but its chance stream (the same in both). */
const board = (s: RrState) => JSON.stringify({ ...s.serialize(), chance: null });

/** placeAndDeploy's board and a board placed afresh from a clone of the same state. */
function keptAndFresh(s: RrState): [string, string] {
  const fresh = s.clone();
  placeTerrain(fresh);
  deploy(fresh);
  placeAndDeploy(s);
  return [board(s), board(fresh)];
}

describe('setups kept across games (setup.ts placeAndDeploy)', () => {
  it('a kept setup reads as one placed afresh, over scenarios, deployments, densities, layouts, orientations and warbands', () => {
    const presets = Object.values(rattleAndRend.presets);
    const coverage = coverageSides();
    const variants = defaultVariants();
    let compared = 0;
    for (let scenario = 0; scenario < 5; scenario++) {
      for (let deployment = 0; deployment < 5; deployment++) {
        for (let g = 0; g < 4; g++) {
          const sides = g % 2 === 0 ? ([presets[g % presets.length], presets[(g + 1) % presets.length]] as const) : ([coverage[(scenario * 5 + deployment) % 28], coverage[(scenario * 3 + g) % 28]] as const);
          const density = g % 2;
          const layout = (scenario + g) % 3;
          const flip = (deployment + g) % 2;
          // Twice: placed (and kept) the first time, copied the second.
          for (let twice = 0; twice < 2; twice++) {
            const [kept, fresh] = keptAndFresh(unplaced(sides, variants, scenario, deployment, density, layout, flip));
            expect(kept).toBe(fresh);
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(200);
  });

  it('places afresh a state that differs from a kept setup only in what the setup reads', () => {
    const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']] as const;
    const variants = defaultVariants();
    const plain = () => unplaced(sides, variants, 3, 2, 0, 1, 0);
    const [first] = keptAndFresh(plain());
    // The same scalars, a typed array changed: seat 1 Frenzied holds back a third of seat 0's points (Reputations › Frenzied).
    const frenzied = plain();
    frenzied.reputation[1] = REPUTATIONS.indexOf('frenzied');
    const [kept, fresh] = keptAndFresh(frenzied);
    expect(kept).toBe(fresh);
    expect(kept).not.toBe(first);
    // The same bytes, another variants object: Devious moves the enemy within S instead of M (variant devious).
    const devious: RrVariants = { ...variants, devious: 'short' } as RrVariants;
    const deviousSides = [rattleAndRend.presets['vampire-court'], rattleAndRend.presets['ogrekin-hunting-party']] as const;
    const [medium] = keptAndFresh(unplaced(deviousSides, variants, 0, 1, 0, 0, 0));
    const [short, shortFresh] = keptAndFresh(unplaced(deviousSides, devious, 0, 1, 0, 0, 0));
    expect(short).toBe(shortFresh);
    const places = (text: string) => JSON.stringify([JSON.parse(text).x, JSON.parse(text).y]);
    expect(places(short)).not.toBe(places(medium));
  });

  it('gives every new state bytes of its own (state.ts arena): no state starts with or writes into another state\'s typed arrays', () => {
    const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']] as const;
    const variants = defaultVariants();
    const make = () => newRattleAndRend(sides, variants, new Xoshiro128(3, 1, 4, 1), false);
    const words = (s: RrState) => {
      const out = new Int32Array(s.tableWords());
      s.tablesInto(out);
      return [...out, ...s.frames];
    };
    const reference = words(make());
    // Every word of an earlier state overwritten, then enough states made to cross into a new arena (32 KB, ~2.4 KB a state).
    const earlier = make();
    earlier.tablesFrom(new Int32Array(earlier.tableWords()).fill(-1));
    earlier.frames.fill(-1);
    for (let k = 0; k < 30; k++) {
      const later = make();
      expect(words(later)).toEqual(reference);
      later.tablesFrom(new Int32Array(later.tableWords()).fill(7));
      later.frames.fill(7);
    }
    expect(words(earlier).every((w) => w === -1)).toBe(true);
  });
});
