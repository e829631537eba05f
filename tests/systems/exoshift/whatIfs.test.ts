/**
 * The what-if switches (rules.ts: downedDecay, woundedDecay, routTestOnce, routPass, difficultTerrain, interactTwice, controlPoints, droneLeash,
 * grabToWin): each default plays the rule as printed, each other value the game without it (or with another number).
 * Scripted dice; each test checks both values, so it fails if the switch does nothing or the default moved.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { leashed } from '../../../src/systems/exoshift/legal.ts';
import { routTest } from '../../../src/systems/exoshift/morale.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import { endRound, startRound, victoryGoal } from '../../../src/systems/exoshift/round.ts';
import { CONTROL_POINT_EDGE, CONTROL_POINT_SPACING, defaultVariants, TABLE_DEPTH, TABLE_WIDTH, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];

/** These faces as the dice of whatever runs next (fails if it asks for more); returns a counter of dice used. */
function script(g: Host, faces: number[]): { used: number } {
  const count = { used: 0 };
  g.die = () => {
    if (count.used >= faces.length) throw new Error(`the rules asked for die ${count.used + 1}, only ${faces.length} scripted`);
    return faces[count.used++];
  };
  return count;
}

describe('Downed and Wounded decay (EX-074, EX-075)', () => {
  /** Model 0 Downed, model 1 (same side) Wounded, both with no Disruption, at the start of the next round. */
  function roundStart(variants: Partial<ExoshiftVariants>) {
    const g = scriptedTurn('sol-line-infantry x2', 'sol-line-infantry', EMPTY_TABLE, 1, variants);
    place(g, 0, 30, 20);
    place(g, 1, 40, 20);
    place(g, 2, 36, 44);
    g.s[L.unitAt(0, L.U_STATUS)] = L.S_DOWNED;
    g.s[L.unitAt(1, L.U_STATUS)] = L.S_WOUNDED;
    script(g, []);
    startRound(g);
    return g;
  }

  it('as printed a Downed model takes 1 Disruption and a Wounded one 2 at the start of a round; the what-ifs take none', () => {
    const printed = roundStart({});
    expect([at(printed, 0, L.U_DISRUPTION), at(printed, 1, L.U_DISRUPTION)]).toEqual([1, 2]);
    const noDowned = roundStart({ downedDecay: 'off' });
    expect([at(noDowned, 0, L.U_DISRUPTION), at(noDowned, 1, L.U_DISRUPTION)]).toEqual([0, 2]);
    const noWounded = roundStart({ woundedDecay: 'off' });
    expect([at(noWounded, 0, L.U_DISRUPTION), at(noWounded, 1, L.U_DISRUPTION)]).toEqual([1, 0]);
  });

  it("as printed a Downed model's action adds 1 Disruption at its end; downedDecay=off adds none", () => {
    for (const [variant, expected] of [['on', 1], ['off', 0]] as const) {
      const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 1, { downedDecay: variant });
      place(g, 0, 36, 10);
      place(g, 1, 36, 44);
      g.s[L.unitAt(0, L.U_STATUS)] = L.S_DOWNED;
      // A Downed model may only Run (Downed): toward cover on an empty table, no dice.
      drive(g, L.unitAction(0, L.VERB_RUN, L.GOAL_COVER), []);
      expect(at(g, 0, L.U_DISRUPTION)).toBe(expected);
    }
  });
});

describe('Rout Test once per round (EX-094)', () => {
  it('as printed a second Rout Test in the round is ignored (no die); every-time rolls it', () => {
    for (const [variant, dice, failed] of [['once-per-round', 1, false], ['every-time', 2, true]] as const) {
      const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 1, { routTestOnce: variant });
      const count = script(g, [1, 10]);
      expect(routTest(g, 0)).toBe(false); // 1 passes
      expect(routTest(g, 0)).toBe(failed); // 10 fails, if rolled
      expect(count.used).toBe(dice);
    }
  });
});

describe('Interact twice when not moving (EX-110)', () => {
  it('as printed a unit on a control point tests twice (a failure then a success captures it); once tests only once', () => {
    for (const [variant, dice, captured] of [['in-place', 2, 1], ['once', 1, 0]] as const) {
      const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 1, { interactTwice: variant });
      const [x, y] = [g.s[L.objectiveAt(0, L.O_X)], g.s[L.objectiveAt(0, L.O_Y)]];
      place(g, 0, x, y);
      place(g, 1, 36, 46);
      // Quality 6: 10 fails, 1 passes.
      expect(drive(g, L.unitAction(0, L.VERB_INTERACT, 0), [10, 1])).toBe(dice);
      expect(g.s[L.objectiveAt(0, L.O_STATE)]).toBe(captured);
    }
  });
});

describe('the number of Control Points (EX-111)', () => {
  const start = (controlPoints: ExoshiftVariants['controlPoints']) =>
    ExoshiftState.start([{ name: 'A', units: 'sol-line-infantry' }, { name: 'B', units: 'sol-line-infantry' }], { ...defaultVariants(), controlPoints }, Xoshiro128.stream(3, 0), false, EMPTY_TABLE);

  it('places 5 markers as printed, or 3 or 7, each more than 12" from another and at least 8" from every edge', () => {
    for (const [variant, n] of [['5', 5], ['3', 3], ['7', 7]] as const) {
      const g = start(variant);
      expect(g.setup.objectives).toBe(n);
      const points = Array.from({ length: n }, (_, o) => [g.s[L.objectiveAt(o, L.O_X)], g.s[L.objectiveAt(o, L.O_Y)]]);
      for (const [x, y] of points) {
        expect(Math.min(x, y, TABLE_WIDTH - x, TABLE_DEPTH - y)).toBeGreaterThanOrEqual(CONTROL_POINT_EDGE);
      }
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(Math.hypot(points[i][0] - points[j][0], points[i][1] - points[j][1])).toBeGreaterThan(CONTROL_POINT_SPACING);
      expect(g.observation(0).objectives).toHaveLength(n);
    }
  });
});

describe('the Drone leash (EX-119)', () => {
  it('as printed a drone beyond its Quality of every friendly non-drone may only move; droneLeash=off lifts that', () => {
    for (const [variant, expected] of [['on', true], ['off', false]] as const) {
      const g = scriptedTurn('sol-line-infantry, sol-sentinel-drone', 'sol-line-infantry', EMPTY_TABLE, 1, { droneLeash: variant });
      place(g, 0, 10, 10);
      place(g, 1, 60, 10);
      place(g, 2, 36, 44);
      expect(leashed(g, 1)).toBe(expected);
    }
  });
});

describe('the VP to win Objective Grab (EX-115)', () => {
  /** Objective Grab at a round's end with side A scoring `vp` (tokens of B's secured by A, 3 VP each, and carried ones, 1). */
  function grabRoundEnd(grabToWin: ExoshiftVariants['grabToWin'], secured: number, carried: number) {
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', EMPTY_TABLE, 1, { mission: 'objective-grab', grabToWin });
    let o = 0;
    for (let i = 0; i < g.setup.objectives && (secured > 0 || carried > 0); i++) {
      if (g.s[L.objectiveAt(i, L.O_OWNER)] !== 1) continue;
      if (secured > 0) (g.s[L.objectiveAt(i, L.O_STATE)] = L.TOKEN_SECURED), secured--;
      else (g.s[L.objectiveAt(i, L.O_STATE)] = L.TOKEN_CARRIED), carried--;
      o++;
    }
    expect(o).toBeGreaterThan(0);
    script(g, new Array(20).fill(1));
    endRound(g);
    return g;
  }

  it('as printed 7 VP win; grabToWin=5 ends the game at 5 VP, grabToWin=9 plays on at 7', () => {
    expect(victoryGoal(grabRoundEnd('7', 1, 2))).toBe(7);
    // 3 + 2 = 5 VP: not enough as printed, enough at 5.
    expect(grabRoundEnd('7', 1, 2).s[L.G_PHASE]).not.toBe(L.PHASE_OVER);
    const five = grabRoundEnd('5', 1, 2);
    expect([five.s[L.G_PHASE], five.s[L.G_WINNER]]).toEqual([L.PHASE_OVER, 0]);
    // 6 + 1 = 7 VP: a win as printed, not at 9.
    expect(grabRoundEnd('7', 2, 1).s[L.G_PHASE]).toBe(L.PHASE_OVER);
    expect(grabRoundEnd('9', 2, 1).s[L.G_PHASE]).not.toBe(L.PHASE_OVER);
  });
});

describe('Difficult terrain (EX-006, EX-108: Moving Through Difficult Terrain, line 636)', () => {
  // A woods strip across the table at y 12-16, between model 0 at (36, 10) and the enemy at (36, 44): out of range, so no shot.
  const WOODS = { width: 72, depth: 48, pieces: [{ kind: 'woods' as const, x0: 0, y0: 12, x1: 72, y1: 16 }] };
  const moved = (variant: ExoshiftVariants['difficultTerrain'], verb: number) => {
    // advanceHoldFire=never: the Advance as a shooting move (with no shot it would keep its primary move: mobility.test.ts).
    const g = scriptedTurn('sol-line-infantry', 'sol-line-infantry', WOODS, 1, { difficultTerrain: variant, advanceHoldFire: 'never' });
    place(g, 0, 36, 10);
    place(g, 1, 36, 44);
    drive(g, L.unitAction(0, verb, L.GOAL_ENEMY + 1), []);
    return [at(g, 0, L.U_Y) - 10, at(g, 0, L.U_DISRUPTION)];
  };

  it('as printed (MOV 6/4) an Advance goes its secondary 4" and a Run double secondary 8" with 1 Disruption', () => {
    expect(moved('movement-rule', L.VERB_ADVANCE)).toEqual([4, 0]);
    expect(moved('movement-rule', L.VERB_RUN)).toEqual([8, 1]);
  });

  it('none: 6" and 12", no Disruption; run-unhindered: the Advance still 4", the Run 12" with no Disruption', () => {
    expect(moved('none', L.VERB_ADVANCE)).toEqual([6, 0]);
    expect(moved('none', L.VERB_RUN)).toEqual([12, 0]);
    expect(moved('run-unhindered', L.VERB_ADVANCE)).toEqual([4, 0]);
    expect(moved('run-unhindered', L.VERB_RUN)).toEqual([12, 0]);
  });
});

// routPass (EX-096): both values are tested in routPass.test.ts (the golden tests of the 1-CP stay-put pass).
