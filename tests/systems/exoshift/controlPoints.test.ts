/**
 * Control Point Objectives (001_9ac883e80b2d20e9.txt, Missions › Control Points, lines 1323-1329), golden with
 * scripted dice: "Each Control Point has 2 states: Captured and Neutral"; a unit within 6" and in LoS "may attempt to
 * secure that objective by taking an Interact action and succeeding at a Quality Test ... it is changed one state
 * towards that player"; "if an objective is Captured by an enemy player, securing it once will make the objective
 * Neutral. If it was Neutral, it will capture the objective for the player that secured it." One secure is one
 * Interact: the Secondary Interact below (one try); a Primary Interact in place tries twice (Actions › Interact: "If the
 * unit does not move, it may Interact twice"), so it can take an enemy point all the way, two tests, two states.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

// State numbers (interact.ts): 0 Neutral, 1 + seat Captured by that seat. Side A is seat 0; a Sol trooper's Quality is 6,
// 5 for the test of a Secondary Interact (its +1 Disruption comes first).
const NEUTRAL = 0;
const CAPTURED_BY_A = 1;
const CAPTURED_BY_B = 2;

/** Side A's trooper 3" from Control Point 0, the point in `state`. */
function atPoint(state: number) {
  const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 3, { mission: 'control-points' });
  place(g, 0, g.s[L.objectiveAt(0, L.O_X)] + 3, g.s[L.objectiveAt(0, L.O_Y)]);
  g.s[L.objectiveAt(0, L.O_STATE)] = state;
  return { g, secure: L.unitAction(0, L.VERB_INTERACT_SECONDARY, 0), twice: L.unitAction(0, L.VERB_INTERACT, 0), state: () => g.s[L.objectiveAt(0, L.O_STATE)] };
}

describe('Exoshift Control Points: securing moves a point one state toward the securing player', () => {
  it("a point Captured by the enemy, secured once, turns Neutral, not captured; the test is at Quality 6 less the Secondary's +1 Disruption", () => {
    const { g, secure, state } = atPoint(CAPTURED_BY_B);
    expect(legalActions(g)).toContain(secure);
    expect(drive(g, secure, [5])).toBe(1);
    expect(state()).toBe(NEUTRAL);
    // Secondary Actions: "increase its Disruption by 1" before it acts, so a 6 fails the Quality 5 test.
    const six = atPoint(CAPTURED_BY_B);
    expect(drive(six.g, six.secure, [6])).toBe(1);
    expect(six.state()).toBe(CAPTURED_BY_B);
  });

  it('a Neutral point, secured, is Captured by the securing player', () => {
    const { g, secure, state } = atPoint(NEUTRAL);
    drive(g, secure, [1]);
    expect(state()).toBe(CAPTURED_BY_A);
  });

  it('a failed Quality test (a 7 against Quality 6) leaves the point as it was', () => {
    for (const start of [NEUTRAL, CAPTURED_BY_B]) {
      const { g, secure, state } = atPoint(start);
      drive(g, secure, [7]);
      expect(state()).toBe(start);
    }
  });

  it("the securing player's own Captured point has no state further toward it: no test is rolled and it stays Captured", () => {
    const { g, secure, state } = atPoint(CAPTURED_BY_A);
    if (legalActions(g).includes(secure)) expect(drive(g, secure, [])).toBe(0);
    expect(state()).toBe(CAPTURED_BY_A);
  });

  it('a Primary Interact in place secures twice: an enemy point passes Neutral and is Captured (two tests passed), or stops at Neutral when the second fails', () => {
    const both = atPoint(CAPTURED_BY_B);
    expect(drive(both.g, both.twice, [2, 5])).toBe(2);
    expect(both.state()).toBe(CAPTURED_BY_A);
    const once = atPoint(CAPTURED_BY_B);
    expect(drive(once.g, once.twice, [2, 9])).toBe(2);
    expect(once.state()).toBe(NEUTRAL);
  });
});
