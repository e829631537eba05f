/**
 * Readings of the rulebook (`001_9ac883e80b2d20e9.txt`) that contradict
 * themselves or leave a gap, each a named variant (rules.ts), played in the
 * game with scripted dice on a hand-made table: the Disruption >= Quality
 * lock-out's equality (EX-028), a Spotter's indirect-fire penalties (EX-041),
 * a tied Objective Grab (EX-044) and the AoE +1 Disruption's timing (EX-089). Fire on the Move (EX-037) is worked by
 * hand in attack.test.ts (no preset weapon has the trait; shooting.ts
 * focusBudget is the one both read).
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../../../src/systems/exoshift/board.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import { END_VICTORY_POINTS, endReason } from '../../../src/systems/exoshift/round.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import type { ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
/** The verbs legal for unit u's Secondary actions (Primary verbs left out). */
const secondaryVerbs = (g: Host, u: number) =>
  [...new Set(legalActions(g).filter((a) => L.isUnitAction(a) && L.actionUnit(a) === u && !L.PRIMARY_VERBS[L.actionVerb(a)]).map(L.actionVerb))].sort();

describe('Secondary Actions: "If a unit\'s Disruption is equal to or greater than its Quality, it may only take Rest secondary actions until it is equal or below" (line 594, EX-028)', () => {
  /** A Sol Line Infantry (Quality 6, model 0) 8" from an enemy one (model 1), with this Disruption, after its free Primary. */
  function secondaryTurn(disruption: number, variants: Partial<ExoshiftVariants> = {}): Host {
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 3, variants);
    place(g, 0, 36, 20);
    place(g, 1, 36, 28);
    g.s[L.unitAt(0, L.U_DISRUPTION)] = disruption;
    g.s[L.G_FREE_USED] = 1;
    g.s[L.G_ACTED] = 1;
    g.s[L.G_PRIMARY_TAKEN] = 1;
    return g;
  }

  it('at-quality (the default): Disruption 6 = Quality 6 leaves only Rest; Disruption 5 has Snap Fire, March and Rest', () => {
    expect(secondaryVerbs(secondaryTurn(6), 0)).toEqual([L.VERB_REST]);
    expect(secondaryVerbs(secondaryTurn(5), 0)).toEqual(expect.arrayContaining([L.VERB_SNAP_FIRE, L.VERB_MARCH, L.VERB_REST]));
  });

  it('above-quality: at Disruption 6 = Quality 6 the exit ("equal or below") wins, so Snap Fire and March stay; Disruption 7 leaves only Rest', () => {
    const v = { restLockout: 'above-quality' } as const;
    expect(secondaryVerbs(secondaryTurn(6, v), 0)).toEqual(expect.arrayContaining([L.VERB_SNAP_FIRE, L.VERB_MARCH, L.VERB_REST]));
    expect(secondaryVerbs(secondaryTurn(7, v), 0)).toEqual([L.VERB_REST]);
  });

  it('a March at Disruption 5 (+1, line 592) reaches 6: locked by default, not under above-quality', () => {
    for (const [reading, locked] of [['at-quality', true], ['above-quality', false]] as const) {
      const g = secondaryTurn(5, { restLockout: reading });
      g.s[L.G_CP] = 10;
      drive(g, L.unitAction(0, L.VERB_MARCH, L.GOAL_COVER), []);
      expect(at(g, 0, L.U_DISRUPTION)).toBe(6);
      expect(secondaryVerbs(g, 0).length === 1, reading).toBe(locked);
    }
  });
});

describe('Indirect Fire: a Spotter lets "the firing model ... ignore any indirect fire combat penalties except those from PDS" (line 974) vs the trait entry "+2 to Spot Tests" (line 1265, EX-041)', () => {
  // A building between the mortar team at (36, 8) and the enemy at (36, 28); the sentinel drone at (50, 24) sees past it.
  const BUILDING: Board = { width: 72, depth: 48, pieces: [{ kind: 'building', x0: 30, y0: 14, x1: 42, y1: 20 }] };
  const FOCUS_FIRE = L.unitAction(0, L.VERB_FOCUS_FIRE, L.fireParam(2, 0));

  function blindShot(variants: Partial<ExoshiftVariants>): Host & { log: { kind: string; hits?: number }[] } {
    const g = scriptedTurn('sol-mortar-team, sol-sentinel-drone', 'sol-line-infantry', BUILDING, 5, variants);
    place(g, 0, 36, 8);
    place(g, 1, 50, 24);
    place(g, 2, 36, 28);
    return g;
  }

  it('ignored (the default): COM 6 + Aim 2 hits on 8 with no -2, so a 7 hits (then Saturation 1, Defense 10 fails, casualty 1)', () => {
    const g = blindShot({});
    expect(legalActions(g)).toContain(FOCUS_FIRE);
    // The Spotter passes automatically ([PLAYTEST], spotterAutoPass=on): the dice are the hit, Saturation, Defense, casualty.
    expect(drive(g, FOCUS_FIRE, [7, 1, 10, 1])).toBe(4);
    expect(g.log.find((e) => e.kind === 'shoot')).toMatchObject({ hits: 1, indirect: 2 });
  });

  it('kept: the spotted blind shot keeps the -2 (hit on 6), so the same 7 misses and no other die is rolled', () => {
    const g = blindShot({ spotterPenalties: 'kept' });
    expect(drive(g, FOCUS_FIRE, [7])).toBe(1);
    expect(g.log.find((e) => e.kind === 'shoot')).toMatchObject({ hits: 0, indirect: 2 });
  });
});

describe('Winning Objective Grab: "If there is a tie, the next carried or secured objective wins" (line 1361, EX-044)', () => {
  /** Side A's model 0 in base contact with an enemy token (owner 1, on the table), the last round having ended at these VP. */
  function grabTurn(vp: [number, number], variants: Partial<ExoshiftVariants>): { g: Host; pickUp: number; token: number } {
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 7, { mission: 'objective-grab', ...variants });
    let token = -1;
    for (let o = 0; o < g.setup.objectives && token < 0; o++) if (g.s[L.objectiveAt(o, L.O_OWNER)] === 1) token = o;
    place(g, 0, g.s[L.objectiveAt(token, L.O_X)], g.s[L.objectiveAt(token, L.O_Y)]);
    g.s[L.G_VP] = vp[0];
    g.s[L.G_VP + 1] = vp[1];
    return { g, pickUp: L.unitAction(0, L.VERB_INTERACT, token), token };
  }

  it('plays-on (the default): after a round ended 7-7, picking up a token (carried: 1 VP) does not end the game; the next round end decides', () => {
    const { g, pickUp, token } = grabTurn([7, 7], {});
    expect(legalActions(g)).toContain(pickUp);
    expect(drive(g, pickUp, [])).toBe(0);
    expect(g.s[L.objectiveAt(token, L.O_STATE)]).toBe(L.TOKEN_CARRIED);
    expect(g.s[L.G_PHASE]).toBe(L.PHASE_TURN);
  });

  it('next-objective: after a round ended 7-7 the pick-up wins at once for side A, ended by victory points', () => {
    const { g, pickUp, token } = grabTurn([7, 7], { grabTie: 'next-objective' });
    expect(drive(g, pickUp, [])).toBe(0);
    expect(g.s[L.objectiveAt(token, L.O_STATE)]).toBe(L.TOKEN_CARRIED);
    expect(g.s[L.G_PHASE]).toBe(L.PHASE_OVER);
    expect(g.s[L.G_WINNER]).toBe(0);
    expect(endReason(g)).toBe(END_VICTORY_POINTS);
  });

  it('next-objective: securing a carried token breaks the tie too; with no tie (7-6), or a tie below 7 (6-6), the game goes on', () => {
    // Model 0 carries the token to (2, 24): within 3" of a side edge, not within 8" of a deployment edge (line 1353).
    const { g: h, token } = grabTurn([8, 8], { grabTie: 'next-objective' });
    h.s[L.objectiveAt(token, L.O_STATE)] = L.TOKEN_CARRIED;
    h.s[L.unitAt(0, L.U_CARRY)] = token;
    place(h, 0, 2, 24);
    const secure = L.unitAction(0, L.VERB_INTERACT, L.INTERACT_SECURE);
    expect(legalActions(h)).toContain(secure);
    drive(h, secure, []);
    expect(h.s[L.objectiveAt(token, L.O_STATE)]).toBe(L.TOKEN_SECURED);
    expect([h.s[L.G_PHASE], h.s[L.G_WINNER]]).toEqual([L.PHASE_OVER, 0]);
    for (const vp of [[7, 6], [6, 6]] as [number, number][]) {
      const { g, pickUp } = grabTurn(vp, { grabTie: 'next-objective' });
      drive(g, pickUp, []);
      expect(g.s[L.G_PHASE], vp.join('-')).toBe(L.PHASE_TURN);
    }
  });
});

describe('Weapons › Area of Effect Weapons: "All models hit by an AoE weapon suffer 1 disruption on top of any disruption received as part of the attack" (line 1000, EX-089)', () => {
  // The mortar team at (36, 8) fires directly at an enemy Sol Line Infantry 20" away on an empty table (nothing else under the template).
  const FOCUS_FIRE = L.unitAction(0, L.VERB_FOCUS_FIRE, L.fireParam(1, 0));
  function aoeShot(variants: Partial<ExoshiftVariants>): Host & { log: { kind: string; result?: string; modifier?: number }[] } {
    const g = scriptedTurn('sol-mortar-team', 'sol-line-infantry', EMPTY_TABLE, 5, variants);
    place(g, 0, 36, 8);
    place(g, 1, 36, 28);
    return g;
  }
  // Dice: hit 1 (COM 6 + Aim 2), Saturation 1 (<= 6), Defense 10 (fails: save on 1-2, Power 3 vs DEF 5), casualty 9.

  it('feeds-casualty (the default): the AoE +1 is the attack\'s, so the roll is 9 + 1 + 3 - 6 = 7: Wounded; Disruption 1', () => {
    const g = aoeShot({});
    expect(legalActions(g)).toContain(FOCUS_FIRE);
    expect(drive(g, FOCUS_FIRE, [1, 1, 10, 9])).toBe(4);
    expect(g.log.find((e) => e.kind === 'casualty')).toMatchObject({ modifier: -2, result: 'wounded' });
    expect(at(g, 1, L.U_STATUS)).toBe(L.S_WOUNDED);
    expect(at(g, 1, L.U_DISRUPTION)).toBe(1);
  });

  it('after-attack: the +1 comes after the attack, so the same 9 rolls 9 + 0 + 3 - 6 = 6: Downed; the +1 still lands (Disruption 1)', () => {
    const g = aoeShot({ aoeDisruption: 'after-attack' });
    expect(drive(g, FOCUS_FIRE, [1, 1, 10, 9])).toBe(4);
    expect(g.log.find((e) => e.kind === 'casualty')).toMatchObject({ modifier: -3, result: 'downed' });
    expect(at(g, 1, L.U_STATUS)).toBe(L.S_DOWNED);
    expect(at(g, 1, L.U_DISRUPTION)).toBe(1);
  });

  it('after-attack with a saved hit: no casualty roll, the AoE +1 (and nothing else: face 1 + 3 < 5) still lands', () => {
    const g = aoeShot({ aoeDisruption: 'after-attack' });
    expect(drive(g, FOCUS_FIRE, [1, 1, 1])).toBe(3);
    expect(g.log.find((e) => e.kind === 'casualty')).toBeUndefined();
    expect(at(g, 1, L.U_DISRUPTION)).toBe(1);
  });
});
