/**
 * Jump X and Flight X (`001_9ac883e80b2d20e9.txt`, Traits and Abilities):
 * "Jump X - CP cost 1 - As part of an Advance action, instead of moving its
 * primary move value, the unit moves X inches before making an attack. While
 * moving they are considered to be using Flying mobility"; "Flight X – CP
 * cost 1 – As part of a Run action, the model moves X inches while counting as
 * Flying mobility." Moving through difficult terrain otherwise cuts a move to
 * the secondary value (Movement › Moving Through Difficult Terrain).
 */
import { describe, expect, it } from 'vitest';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import { run, type Host } from '../../../src/systems/exoshift/resolve.ts';
import { describe as describeAction } from '../../../src/systems/exoshift/describe.ts';
import { EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

// Rubble (difficult ground) across the path from the trooper (36, 4) to control point 1 (36, 24).
const RUBBLE = { width: 72, depth: 48, pieces: [{ kind: 'rubble' as const, x0: 30, y0: 6, x1: 42, y1: 10 }] };

/** Side A's turn, 4 CP, nothing spent yet: the trooper (model 0) against a Sol Line Infantry 40" away. */
function turn(): Host {
  const g = scriptedTurn('sol-jump-trooper', 'sol-line-infantry', RUBBLE, 3);
  g.die = () => 10;
  return g;
}
/** Plays the action with every die a 10 (the hosts here roll 10s). */
function play(g: Host, action: number): void {
  run(g, action);
}
const y = (g: Host) => g.s[L.unitAt(0, L.U_Y)];

describe('Jump and Flight (Traits and Abilities)', () => {
  it('an Advance across rubble with no shot after it holds fire and moves its primary 6" (Moving Through Difficult Terrain); with Jump 9 it moves 9" over it, for the free Primary plus 1 CP', () => {
    const plain = turn();
    const advance = L.unitAction(0, L.VERB_ADVANCE, 0);
    const jump = L.unitAction(0, L.VERB_ADVANCE, 0 + L.GOAL_FLY);
    expect(legalActions(plain)).toContain(advance);
    expect(legalActions(plain)).toContain(jump);
    play(plain, advance);
    expect(y(plain)).toBe(10);
    expect(plain.s[L.G_CP]).toBe(4);
    const jumped = turn();
    expect(describeAction(jumped, jump)).toBe('Sol Jump Trooper A1: advance with Jump to control point 1 (0 CP + 1)');
    play(jumped, jump);
    expect(y(jumped)).toBe(13);
    expect(jumped.s[L.G_CP]).toBe(3);
    expect(jumped.s[L.G_FREE_USED]).toBe(1);
  });

  it('a Run across rubble moves double secondary (8") and takes 1 Disruption; with Flight 10 it moves 10" and takes none, for 1 CP more', () => {
    const plain = turn();
    play(plain, L.unitAction(0, L.VERB_RUN, 0));
    expect(y(plain)).toBe(12);
    expect(plain.s[L.unitAt(0, L.U_DISRUPTION)]).toBe(1);
    const flown = turn();
    play(flown, L.unitAction(0, L.VERB_RUN, 0 + L.GOAL_FLY));
    expect(y(flown)).toBe(14);
    expect(flown.s[L.unitAt(0, L.U_DISRUPTION)]).toBe(0);
    expect(flown.s[L.G_CP]).toBe(3);
  });

  it('a model without the traits is offered neither; with no CP left for the ability, neither is offered', () => {
    const g = turn();
    g.s[L.G_CP] = 0;
    expect(legalActions(g).filter((a) => L.isUnitAction(a) && L.actionParam(a) >= L.GOAL_FLY && L.actionVerb(a) <= L.VERB_RUN)).toEqual([]);
    g.s[L.G_CP] = 4;
    g.s[L.G_ACTIVE] = 1;
    expect(legalActions(g).filter((a) => L.isUnitAction(a) && L.actionParam(a) >= L.GOAL_FLY && L.actionVerb(a) <= L.VERB_RUN)).toEqual([]);
  });
});

describe('Teamwork (Traits and Abilities): "take a Quality test to allow another unit of the same type, in command range of this unit, to immediately take a Secondary Action with fixed 1 CP cost"', () => {
  /** Side A: the fireteam (unit 0, models 0-3; its support gunner has Teamwork) and a Sol Line Infantry (unit 1, model 4) 10" to its side; two actions already paid this turn. */
  function paidTurn(): Host {
    const g = scriptedTurn('sol-line-infantry-fireteam, sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 4);
    g.die = () => 10;
    g.s[L.G_CP] = 10;
    g.s[L.G_ACTIONS] = 2;
    g.s[L.G_FREE_USED] = 1;
    g.s[L.G_ACTED] = 1;
    place(g, 4, g.s[L.unitAt(0, L.U_X)] + 10, g.s[L.unitAt(0, L.U_Y)]);
    return g;
  }
  function playWith(g: Host, action: number, faces: number[]): void {
    g.die = () => faces.shift()!;
    run(g, action);
  }
  const march = L.unitAction(1, L.VERB_MARCH, L.GOAL_COVER);

  it('passed (d10 6 vs Quality 6): the other Line Infantry unit within 12" marches for 1 CP instead of 4, and it does not count as one of the turn\'s actions', () => {
    const g = paidTurn();
    playWith(g, L.unitAction(0, L.VERB_HUNKER, 0), [6]); // the fireteam's Primary: 3 CP; Teamwork test 6 <= 6
    expect(g.s[L.G_CP]).toBe(7);
    expect(g.s[L.G_TEAMWORK]).toBe(1);
    expect(legalActions(g)).toContain(march);
    expect(describeAction(g, march)).toMatch(/\(1 CP\)$/);
    playWith(g, march, []);
    expect(g.s[L.G_CP]).toBe(6);
    expect(g.s[L.G_ACTIONS]).toBe(3);
    expect(g.s[L.G_TEAMWORK]).toBe(0); // used once
    expect(describeAction(g, march)).toMatch(/\(4 CP\)$/);
  });

  it('failed (d10 7), or the other unit beyond double Quality (12"): the March costs the escalating 4 CP', () => {
    const g = paidTurn();
    playWith(g, L.unitAction(0, L.VERB_HUNKER, 0), [7]);
    expect(g.s[L.G_TEAMWORK]).toBe(0);
    expect(describeAction(g, march)).toMatch(/\(4 CP\)$/);
    const far = paidTurn();
    far.s[L.unitAt(4, L.U_X)] = far.s[L.unitAt(0, L.U_X)] + 20;
    playWith(far, L.unitAction(0, L.VERB_HUNKER, 0), [1]);
    expect(far.s[L.G_TEAMWORK]).toBe(1);
    playWith(far, march, []);
    expect(far.s[L.G_CP]).toBe(3); // 10 - 3 - 4
  });
});
