/**
 * Defensive Fire and exhaustion (001_9ac883e80b2d20e9.txt, Assaults: "If the target model is unexhausted, treat the
 * defensive fire as a Focus Fire action against the assaulting model"; Primary Actions: "After finishing a Primary
 * Action, the unit is Exhausted"; EX-058). Variant defensiveFire: `free` (default) leaves the defender as it was,
 * `exhausts` leaves it Exhausted. Scripted turns: every die a 10 (every shot misses), so the assault runs to its end.
 */
import { describe, expect, it } from 'vitest';
import * as L from '../../../src/systems/exoshift/layout.ts';
import type { ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

/** Side A's Line Infantry (model 0) assaults side B's (model 1, unit 1) from 4" away; returns the defender's exhaustion and the shots. */
function assault(defensiveFire: ExoshiftVariants['defensiveFire'], defenderExhausted: boolean) {
  const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 1, { defensiveFire });
  place(g, 0, 36, 20);
  place(g, 1, 36, 24);
  g.s[L.unitAt(1, L.U_EXHAUSTED)] = defenderExhausted ? 1 : 0;
  drive(g, L.unitAction(0, L.VERB_ASSAULT, 1), Array(40).fill(10));
  const shots = g.log.filter((e) => e.kind === 'shoot').map((e) => `${e.unit}->${e.target} ${e.action}`);
  return { exhausted: g.s[L.unitAt(1, L.U_EXHAUSTED)], attackerExhausted: g.s[L.unitAt(0, L.U_EXHAUSTED)], shots };
}

describe('Defensive Fire and exhaustion (Assaults; variant defensiveFire, EX-058)', () => {
  it('free (default): an unexhausted defender fires as a Focus Fire and stays unexhausted', () => {
    const r = assault('free', false);
    expect(r.shots[0]).toBe('1->0 defensive-fire');
    expect(r.exhausted).toBe(0);
    expect(r.attackerExhausted).toBe(1); // the Assault is the attacker's Primary action
  });

  it('exhausts: the same defensive Focus Fire leaves the defender Exhausted', () => {
    const r = assault('exhausts', false);
    expect(r.shots[0]).toBe('1->0 defensive-fire');
    expect(r.exhausted).toBe(1);
  });

  it('an exhausted defender Snap Fires under either reading and stays Exhausted', () => {
    for (const reading of ['free', 'exhausts'] as const) {
      const r = assault(reading, true);
      expect(r.shots[0]).toBe('1->0 snap-fire');
      expect(r.exhausted).toBe(1);
    }
  });
});
