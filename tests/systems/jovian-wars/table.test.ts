/**
 * The table's size (002_f697cf6215cb147c.txt, Introduction: "typically a 48" x 48" table"; JW-111): variant
 * `table=48|36|60|72` (rules.ts tableInches, JovianState.table). The Standard zone's 12" strips keep their depth and
 * follow the far edge, models spread across the width, the Corner quadrants are half the table, terrain lies between
 * the strips, the table edges (leaving play, the planet edge) follow it; Beacon and the Advanced Scenarios refuse it.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { tableInches, TABLE_INCHES } from '../../../src/systems/jovian-wars/rules.ts';
import { placeComet, placeTerrain, planetSpeed } from '../../../src/systems/jovian-wars/terrain.ts';
import { deploymentSpots } from '../../../src/systems/jovian-wars/zones.ts';
import { BATTLE, start } from './scripted.ts';

const table = (s: JovianState) => s.units.filter((u) => u.status === 'active');

describe('Jovian Wars table size (JW-111)', () => {
  it('48" by default: the state reads 48, the variant is not serialised, and table=48 is the same game', () => {
    const s = start({}, BATTLE, 2, false);
    expect(s.table).toBe(48);
    expect(tableInches({})).toBe(TABLE_INCHES);
    expect(s.serialize()).not.toHaveProperty('variants.table');
    expect(start({ table: '48' }, BATTLE, 2, false).serialize()).toEqual(s.serialize());
  });

  it('Standard zone on a 72" table: capital ships 6" and squadrons 10" in from each edge (y = 6 / 66, 10 / 62), spread evenly over 72"', () => {
    const spots = deploymentSpots({ table: '72' }, 1, 3, 2);
    expect(spots.map((p) => [p.x, p.y, p.heading])).toEqual([
      [18, 66, 6],
      [36, 66, 6],
      [54, 66, 6],
      [24, 62, 6],
      [48, 62, 6],
    ]);
    const s = start({ table: '72' }, BATTLE, 2, false);
    for (const u of table(s)) expect(u.side === 0 ? u.y <= 12 : u.y >= 60).toBe(true);
    expect(s.serialize()).toHaveProperty('variants.table', '72');
  });

  it('Corner zone on a 36" table: each side inside its 18" quadrant', () => {
    const s = start({ table: '36', zone: 'corner' }, BATTLE, 2, false);
    for (const u of table(s)) {
      if (u.side === 0) expect(u.x >= 0 && u.x <= 18 && u.y >= 0 && u.y <= 18).toBe(true);
      else expect(u.x >= 18 && u.x <= 36 && u.y >= 18 && u.y <= 36).toBe(true);
    }
  });

  it('terrain and the Comet lie in the band between the 12" strips of the table played; the planet edge runs the whole west side', () => {
    for (const size of [36, 72]) {
      const pieces = [...placeTerrain(Xoshiro128.stream(5, 0), size), ...placeComet(Xoshiro128.stream(6, 0), size)].filter((t) => t.kind !== 'atmosphere' && t.kind !== 'comet-tail');
      for (const t of pieces) expect(t.x >= 0 && t.x <= size && t.y >= 12 && t.y <= size - 12).toBe(true);
    }
    // Facing west from (40, 24) both ends of the 48" edge, (0, 0) and (0, 48), lie 31 degrees off the keel: Front arc,
    // Speed +2; the 72" edge's far end (0, 72) lies 50 degrees off: not wholly in the arc, no change. From (40, 36) both
    // ends of the 72" edge lie 42 degrees off: +2.
    expect(planetSpeed(40, 24, 4)).toBe(2);
    expect(planetSpeed(40, 24, 4, 72)).toBe(0);
    expect(planetSpeed(40, 36, 4, 72)).toBe(2);
  });

  it('the Beacon zone and the Advanced Scenarios refuse other sizes with a one-line message', () => {
    expect(() => start({ table: '60', zone: 'beacon' })).toThrow(/table=60 .*zone=standard or corner/);
    expect(() => start({ table: '36', scenario: 'ambush' })).toThrow(/Advanced Scenarios/);
  });

  it('random playouts on 36" and 72" tables end, keep every model on the table or out of play, and round-trip through serialise', () => {
    for (const size of ['36', '72']) {
      const s = start({ table: size }, BATTLE, 8, false);
      const rng = Xoshiro128.stream(8, 1);
      let guard = 0;
      while (!s.isTerminal() && guard++ < 20_000) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else {
          const legal = s.legalActions();
          s.apply(legal[rng.nextBelow(legal.length)]);
        }
        if (guard === 300) {
          const back = jovianWars.deserialize(s.serialize()) as JovianState;
          expect(back.table).toBe(Number(size));
          expect(back.serialize()).toEqual(s.serialize());
        }
      }
      expect(s.isTerminal()).toBe(true);
      for (const u of s.units) if (u.inPlay()) expect(u.x >= 0 && u.x <= Number(size) && u.y >= 0 && u.y <= Number(size)).toBe(true);
    }
  });
});
