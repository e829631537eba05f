/**
 * Rallying (Morale › Rallying: "Make a Rout Test again. If failed, the unit immediately takes a Free Primary Action
 * to Run away ... it also receives another 1 disruption"; Morale › Rout Test: "If the unit's Quality is at 0 or less
 * when it fails a Rout Test, all models in the unit are Destroyed"). Scripted dice.
 */
import { describe, expect, it } from 'vitest';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { startRound } from '../../../src/systems/exoshift/round.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import { EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

/** Starts the next round with these faces as its dice, in order (fails if it asks for more). */
function startWith(g: Host, faces: number[]): void {
  let used = 0;
  g.die = () => {
    if (used >= faces.length) throw new Error(`the rules asked for die ${used + 1}, only ${faces.length} scripted`);
    return faces[used++];
  };
  startRound(g);
}

const at = (g: { s: Float64Array | number[] }, u: number, field: number) => g.s[L.unitAt(u, field)];

/** A lone Sol Line Infantry (Quality 6, Morale 6) Routed with `disruption`, far from its edge and from the enemy. */
function routed(disruption: number) {
  const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 1);
  place(g, 0, 36, 24);
  place(g, 1, 36, 44);
  g.s[L.unitAt(0, L.U_ROUTED)] = 1;
  g.s[L.unitAt(0, L.U_DISRUPTION)] = disruption;
  return g;
}

describe('rallying at the start of a round', () => {
  it('a failed rally at Quality 0 or less destroys the unit', () => {
    const g = routed(6);
    // The Rout Test: 10 against Morale 6 fails; Quality 6 - 6 = 0.
    startWith(g, [10]);
    expect(at(g, 0, L.U_STATUS)).toBe(L.S_DESTROYED);
  });

  it('a failed rally above Quality 0 takes another Disruption and runs; a passed one ends the Routed status', () => {
    const failed = routed(2);
    startWith(failed, [10, 1, 1, 1, 1, 1]);
    expect(at(failed, 0, L.U_STATUS)).toBe(L.S_OK);
    expect(at(failed, 0, L.U_DISRUPTION)).toBe(3);
    expect(at(failed, 0, L.U_ROUTED)).toBe(1);
    const rallied = routed(6);
    startWith(rallied, [1]);
    expect(at(rallied, 0, L.U_ROUTED)).toBe(0);
    expect(at(rallied, 0, L.U_STATUS)).toBe(L.S_OK);
  });
});
