/**
 * Point Defense Systems in play (001_9ac883e80b2d20e9.txt, Weapons › Point Defense Systems: "PDS (12", 1)"; "While a
 * model is within range of a PDS, its rating is applied as a penalty to the Combat of a unit targeting it with
 * indirect fire"), golden: the illustrative Sentinel drone's PDS (12", 1) protects a friendly trooper within 12" and
 * itself, not one farther off and not an enemy; it lowers an indirect shot's hit number by its rating and leaves a
 * direct shot alone. Two PDS in range give the best rating (targeting.ts pdsRating), not their sum: the rulebook
 * speaks of one PDS at a time.
 */
import { describe, expect, it } from 'vitest';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { fireMode, numbersFor, pdsRating } from '../../../src/systems/exoshift/targeting.ts';
import { EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

// Side A: a mortar team (unit 0) and a Line Infantry trooper (1); side B: a trooper (2) and the Sentinel drone (3).
const MORTAR = 0;
const SHOOTER = 1;
const TARGET = 2;
const DRONE = 3;

function table(droneToTarget: number) {
  const g = scriptedTurn('sol-mortar-team, sol-line-infantry', 'sol-line-infantry, sol-sentinel-drone', EMPTY_TABLE, 3);
  place(g, MORTAR, 36, 4);
  place(g, SHOOTER, 36, 20);
  place(g, TARGET, 36, 30);
  place(g, DRONE, 36 + droneToTarget, 30);
  return g;
}

describe('Exoshift PDS in play', () => {
  it("protects a friend within its 12\" range and itself, not a friend farther off nor the enemy", () => {
    expect(pdsRating(table(10), TARGET)).toBe(1);
    expect(pdsRating(table(10), DRONE)).toBe(1);
    expect(pdsRating(table(20), TARGET)).toBe(0);
    expect(pdsRating(table(10), SHOOTER)).toBe(0);
  });

  it("lowers an indirect shot's hit number by its rating; a direct shot at the same target is untouched", () => {
    const near = table(10);
    const far = table(20);
    const mode = fireMode(near, MORTAR, TARGET);
    expect(mode).toBeGreaterThan(0); // indirect: in the mortar's range band, seen by the mortar or a friend
    expect(numbersFor(far, MORTAR, TARGET, false, mode, near.s[L.unitAt(MORTAR, L.U_X)], near.s[L.unitAt(MORTAR, L.U_Y)]).hitTarget - numbersFor(near, MORTAR, TARGET, false, mode, near.s[L.unitAt(MORTAR, L.U_X)], near.s[L.unitAt(MORTAR, L.U_Y)]).hitTarget).toBe(1);
    const direct = fireMode(near, SHOOTER, TARGET);
    expect(direct).toBe(0);
    const at = (g: typeof near) => numbersFor(g, SHOOTER, TARGET, false, direct, g.s[L.unitAt(SHOOTER, L.U_X)], g.s[L.unitAt(SHOOTER, L.U_Y)]).hitTarget;
    expect(at(near)).toBe(at(far));
  });
});
