/**
 * Exoshift rules as golden tests with scripted dice (`001_9ac883e80b2d20e9.txt`):
 * the action-cost example, passing, the round end, the casualty table bands
 * and each status. Games are set up on an empty table (no terrain) and units
 * are placed by hand, so every roll below is the one the test names.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { defaultVariants, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { actionCost } from '../../../src/systems/exoshift/resolve.ts';

const EMPTY = { width: 72, depth: 48, pieces: [] };
const ALPHA_SIDE = { name: 'Alpha', units: 'sol-command-officer x2, sol-line-infantry x2' };
const BRAVO_SIDE = { name: 'Bravo', units: 'sol-command-officer, sol-line-infantry' };
// Units: 0, 1 officers (Strategist 4 each: 8 CP), 2 "Alpha", 3 "Bravo" (line infantry); enemy 4 officer, 5 line infantry.
const ALPHA = 2;
const BRAVO = 3;
const ENEMY = 5;

function start(variants: Partial<ExoshiftVariants> = {}): ExoshiftState {
  return ExoshiftState.start([ALPHA_SIDE, BRAVO_SIDE], { ...defaultVariants(), ...variants }, Xoshiro128.stream(1, 0), true, EMPTY);
}

/** Both bid 0, seat 0 rolls 10 and seat 1 rolls 1, seat 0 goes first. */
function toFirstTurn(state: ExoshiftState): void {
  state.apply(L.BID_BASE);
  state.apply(L.BID_BASE);
  state.apply(10);
  state.apply(1);
  state.apply(L.ORDER_FIRST);
}

const put = (state: ExoshiftState, u: number, x: number, y: number) => {
  state.s[L.unitAt(u, L.U_X)] = x;
  state.s[L.unitAt(u, L.U_Y)] = y;
};
const unit = (state: ExoshiftState, u: number, field: number) => state.s[L.unitAt(u, field)];

/** Plays scripted faces while the state is at chance nodes (then 10s: misses and failed tests). */
function dice(state: ExoshiftState, ...faces: number[]): void {
  for (const face of faces) {
    expect(state.currentPlayer()).toBe(CHANCE);
    state.apply(face);
  }
  while (state.currentPlayer() === CHANCE) state.apply(10);
}

describe('Command Points and the action economy (Player Turns)', () => {
  it('the rulebook example: March 1 CP, Advance free, Focused Fire 2 CP, Snap Fire 3 CP = 6 CP', () => {
    const state = start();
    toFirstTurn(state);
    put(state, ENEMY, 43.2, 14); // 10" in front of Alpha, in the open
    expect(state.s[L.G_CP]).toBe(8);
    const spend: number[] = [];
    const play = (action: number) => {
      const before = state.s[L.G_CP];
      expect(state.legalActions()).toContain(action);
      state.apply(action);
      dice(state);
      spend.push(before - state.s[L.G_CP]);
    };
    play(L.unitAction(ALPHA, L.VERB_MARCH, L.GOAL_ENEMY + ENEMY));
    play(L.unitAction(BRAVO, L.VERB_ADVANCE, L.GOAL_ENEMY + ENEMY));
    expect(unit(state, BRAVO, L.U_EXHAUSTED)).toBe(1);
    play(L.unitAction(ALPHA, L.VERB_FOCUS_FIRE, L.fireParam(ENEMY, 0)));
    expect(unit(state, ALPHA, L.U_EXHAUSTED)).toBe(1);
    play(L.unitAction(BRAVO, L.VERB_SNAP_FIRE, ENEMY));
    expect(spend).toEqual([1, 0, 2, 3]);
    expect(8 - state.s[L.G_CP]).toBe(6);
  });

  it('only the first Primary action of a turn is free, and it does not count toward the escalation', () => {
    const state = start();
    toFirstTurn(state);
    expect(actionCost(state, L.VERB_RUN)).toBe(0);
    expect(actionCost(state, L.VERB_MARCH)).toBe(1);
    state.apply(L.unitAction(ALPHA, L.VERB_RUN, L.GOAL_ENEMY + ENEMY));
    expect(actionCost(state, L.VERB_RUN)).toBe(1);
    expect(actionCost(state, L.VERB_MARCH)).toBe(1);
  });

  it('passing costs 1 CP, 2 the next turn in a row, and resets after taking an action', () => {
    const state = start();
    toFirstTurn(state);
    state.apply(L.PASS);
    expect(state.s[L.G_CP]).toBe(7);
    state.apply(L.unitAction(4, L.VERB_HUNKER, 0)); // Bravo's officer: free primary
    state.apply(L.END_TURN);
    expect(state.describeAction(L.PASS)).toBe('pass (2 CP)');
    state.apply(L.PASS);
    expect(state.s[L.G_CP]).toBe(5);
    state.apply(L.unitAction(ENEMY, L.VERB_HUNKER, 0));
    state.apply(L.END_TURN);
    state.apply(L.unitAction(ALPHA, L.VERB_HUNKER, 0));
    expect(state.legalActions()).not.toContain(L.PASS); // passing is only before an action
    state.apply(L.END_TURN);
    expect(state.s[L.G_PASS]).toBe(0);
  });

  it('a player must take a Primary action (or pay to pass) before ending a turn while a unit can', () => {
    const state = start();
    toFirstTurn(state);
    expect(state.legalActions()).not.toContain(L.END_TURN);
    state.apply(L.unitAction(ALPHA, L.VERB_MARCH, L.GOAL_ENEMY + ENEMY));
    expect(state.legalActions()).not.toContain(L.END_TURN);
    state.apply(L.unitAction(BRAVO, L.VERB_HUNKER, 0));
    expect(state.legalActions()).toContain(L.END_TURN);
  });

  it('the round ends only when both players have no CP and every unit is exhausted', () => {
    const state = start();
    toFirstTurn(state);
    state.s[L.G_CP] = 0;
    state.s[L.G_CP + 1] = 0;
    const order: number[] = [];
    while (state.s[L.G_ROUND] === 1) {
      const seat = state.currentPlayer();
      const hunker = state.legalActions().find((a) => L.isUnitAction(a) && L.actionVerb(a) === L.VERB_HUNKER);
      expect(hunker).toBeDefined();
      order.push(seat);
      state.apply(hunker!); // with 0 CP the turn ends by itself after the free Primary
    }
    // Seat 1 has two units, seat 0 four: after seat 1 is exhausted its turns are empty and seat 0 plays on.
    expect(order).toEqual([0, 1, 0, 1, 0, 0]);
    expect(state.s[L.G_PHASE]).toBe(L.PHASE_BID);
    expect(state.s[L.G_CP]).toBe(8);
  });

  it('bids are secret commits: the amount is hidden from the other player and CP is spent only at the reveal', () => {
    const state = start();
    expect(state.revealsAction(L.BID_BASE + 3)).toBe(false);
    const seen = [0, 3, 8].map((bid) => {
      const copy = state.clone();
      copy.apply(L.BID_BASE + bid);
      return JSON.stringify(copy.observation(1));
    });
    expect(new Set(seen).size).toBe(1);
    state.apply(L.BID_BASE + 3);
    state.apply(L.BID_BASE + 1);
    expect(state.s[L.G_CP]).toBe(5);
    expect(state.s[L.G_CP + 1]).toBe(3);
    // Totals: d10 + commander's Quality 7 + bid; 2 + 7 + 3 = 12 beats 3 + 7 + 1 = 11.
    state.apply(2);
    state.apply(3);
    expect(state.currentPlayer()).toBe(0);
    expect(state.events().at(-1)).toMatchObject({ kind: 'initiative', totals: [12, 11], winner: 0 });
  });
});

describe('the casualty table and statuses (Casualties)', () => {
  /** Alpha focus-fires at the enemy 8" away: hit on a 1, Defense fails on a 10, then the casualty die. */
  function shootWith(disruption: number, casualtyFace: number, variants: Partial<ExoshiftVariants> = {}): ExoshiftState {
    const state = start(variants);
    toFirstTurn(state);
    put(state, ENEMY, 43.2, 12);
    state.s[L.unitAt(ENEMY, L.U_DISRUPTION)] = disruption;
    state.apply(L.unitAction(ALPHA, L.VERB_FOCUS_FIRE, L.fireParam(ENEMY, 0)));
    dice(state, 1, 10, casualtyFace);
    return state;
  }

  it.each([
    [0, 6, 'unhurt', L.S_OK],
    [0, 7, 'stunned', L.S_STUNNED],
    [0, 9, 'downed', L.S_DOWNED],
    [2, 10, 'wounded', L.S_WOUNDED],
    [3, 10, 'incapacitated', L.S_INCAPACITATED],
    [5, 10, 'destroyed', L.S_DESTROYED],
  ])('Disruption %i and a casualty die of %i (d10 + D + 2 - 6): %s', (disruption, face, result, status) => {
    const state = shootWith(disruption, face);
    expect(state.events().find((e) => e.kind === 'casualty')).toMatchObject({ die: face, result });
    expect(unit(state, ENEMY, L.U_STATUS)).toBe(status);
  });

  it('Unhurt and Stunned add 1 Disruption per point of damage avoided; Downed only beyond the first', () => {
    expect(unit(shootWith(0, 6), ENEMY, L.U_DISRUPTION)).toBe(1);
    expect(unit(shootWith(0, 7), ENEMY, L.U_DISRUPTION)).toBe(1);
    expect(unit(shootWith(0, 9), ENEMY, L.U_DISRUPTION)).toBe(0);
  });

  it('a Stunned model may only take Secondary actions, plus Recover (variant stunned=recover) which clears it', () => {
    const state = shootWith(0, 7);
    state.apply(L.END_TURN);
    const verbs = new Set(state.legalActions().filter((a) => L.isUnitAction(a) && L.actionUnit(a) === ENEMY).map(L.actionVerb));
    expect(verbs.has(L.VERB_FOCUS_FIRE) || verbs.has(L.VERB_ADVANCE)).toBe(false);
    expect(verbs.has(L.VERB_RECOVER) && verbs.has(L.VERB_SNAP_FIRE)).toBe(true);
    state.apply(L.unitAction(ENEMY, L.VERB_RECOVER, 0));
    dice(state, 4);
    expect(unit(state, ENEMY, L.U_STATUS)).toBe(L.S_OK);
  });

  it('under stunned=never a Stunned model has no Primary action at all (EX-033)', () => {
    const state = shootWith(0, 7, { stunned: 'never' });
    state.apply(L.END_TURN);
    const verbs = state.legalActions().filter((a) => L.isUnitAction(a) && L.actionUnit(a) === ENEMY).map(L.actionVerb);
    expect(verbs.some((v) => L.PRIMARY_VERBS[v])).toBe(false);
  });

  it('a Downed model may only move (secondary move as a Primary, 1" as a Secondary) and gains 1 Disruption per action', () => {
    const state = shootWith(0, 9);
    state.apply(L.END_TURN);
    const verbs = new Set(state.legalActions().filter((a) => L.isUnitAction(a) && L.actionUnit(a) === ENEMY).map(L.actionVerb));
    expect([...verbs].sort()).toEqual([L.VERB_RUN, L.VERB_MARCH].sort());
    const y = unit(state, ENEMY, L.U_Y);
    state.apply(L.unitAction(ENEMY, L.VERB_RUN, 0)); // toward control point 1, 12" away
    expect(Math.abs(unit(state, ENEMY, L.U_Y) - y)).toBeLessThanOrEqual(4 + 1e-9);
    expect(unit(state, ENEMY, L.U_DISRUPTION)).toBe(1);
  });

  it('a Wounded model takes no actions and gains 2 Disruption at the start of each round', () => {
    const state = shootWith(2, 10);
    expect(unit(state, ENEMY, L.U_DISRUPTION)).toBe(2);
    state.apply(L.END_TURN);
    expect(state.legalActions().some((a) => L.isUnitAction(a) && L.actionUnit(a) === ENEMY)).toBe(false);
  });

  it('every Secondary action adds 1 Disruption, every Primary removes 1 first; at Disruption >= Quality only Rest is left', () => {
    const state = start();
    toFirstTurn(state);
    state.s[L.unitAt(ALPHA, L.U_DISRUPTION)] = 2;
    state.apply(L.unitAction(ALPHA, L.VERB_MARCH, L.GOAL_COVER));
    expect(unit(state, ALPHA, L.U_DISRUPTION)).toBe(3);
    state.apply(L.unitAction(ALPHA, L.VERB_HUNKER, 0));
    expect(unit(state, ALPHA, L.U_DISRUPTION)).toBe(2);
    state.s[L.unitAt(BRAVO, L.U_DISRUPTION)] = 6;
    const bravo = state.legalActions().filter((a) => L.isUnitAction(a) && L.actionUnit(a) === BRAVO && !L.PRIMARY_VERBS[L.actionVerb(a)]);
    expect([...new Set(bravo.map(L.actionVerb))]).toEqual([L.VERB_REST]); // in place or with its 1" move
  });
});
