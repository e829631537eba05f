/**
 * Reserves (`001_9ac883e80b2d20e9.txt`, Reserves): "At the beginning of every
 * round, the arrival number of every unit in Reserve is increased by 1. Then,
 * test against the arrival number. If successful, the unit leaves the Reserve
 * and becomes On Ready." A test succeeds on a d10 equal to or less than the
 * number (Rolling the Dice). Units in Reserve "do not generate any CP";
 * "Players may spend 1 CP at any point during their turn to increase the
 * arrival number of a unit by 1"; "Units that are On Ready may, as part of a
 * Primary Action, move onto the table" from their deployment edge.
 */
import { describe, expect, it } from 'vitest';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { reserveArrivals, type Host } from '../../../src/systems/exoshift/resolve.ts';
import { defaultVariants, expectedArrivalRound } from '../../../src/systems/exoshift/rules.ts';
import { arrival } from '../../../src/dice/arrival.ts';
import { summariseExact } from '../../../src/dice/summarise.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

const EMPTY = { width: 72, depth: 48, pieces: [] };
// Units: 0 officer, 1 line infantry in Reserve (side A); 2 officer, 3 line infantry (side B).
const RESERVIST = 1;

function start(unitsA: string): ExoshiftState {
  return ExoshiftState.start([{ name: 'Alpha', units: unitsA }, { name: 'Bravo', units: 'sol-command-officer, sol-line-infantry' }], defaultVariants(), Xoshiro128.stream(9, 0), true, EMPTY);
}
const unit = (state: ExoshiftState, u: number, field: number) => state.s[L.unitAt(u, field)];

/** Drives one round's arrival tests with the given faces. */
function arrivals(g: Host, faces: () => number): void {
  reserveArrivals({ s: g.s, setup: g.setup, log: g.log, die: faces });
}

describe('Reserves: the arrival test', () => {
  it('expected arrival rounds are 3.66 / 2.44 / 1.77 / 1.37 for arrival numbers 0 / 2 / 4 / 6', () => {
    // Recomputed here by hand: round r succeeds with P = (a + r) / 10, so E = 1 + (1 - p1) + (1 - p1)(1 - p2) + ...
    const byHand = (a: number) => {
      let e = 0;
      let waiting = 1;
      for (let r = 1; waiting > 0; r++) {
        e += waiting;
        waiting *= Math.max(0, 1 - (a + r) / 10);
      }
      return e;
    };
    expect(byHand(0)).toBeCloseTo(1 + 0.9 + 0.72 + 0.504 + 0.3024 + 0.1512 + 0.06048 + 0.018144 + 0.0036288 + 0.00036288, 12);
    expect([0, 2, 4, 6].map((a) => Number(byHand(a).toFixed(2)))).toEqual([3.66, 2.44, 1.77, 1.37]);
    for (const a of [0, 2, 4, 6]) expect(expectedArrivalRound(a)).toBeCloseTo(byHand(a), 12);
    expect(expectedArrivalRound(0)).toBeCloseTo(3.66021568, 12);
    expect(expectedArrivalRound(6)).toBeCloseTo(1.366, 12);
    // The dice-level arrival kernel (playtest roll arrival) gives the game's expectation for every starting number.
    for (let a = 0; a <= 9; a++) expect(summariseExact(arrival.model({ start: a, boost: 0 }), arrival.exact({ start: a, boost: 0 })).means.meanRound).toBeCloseTo(expectedArrivalRound(a), 12);
  });

  it("the game's round start plays that rule: sampled arrival rounds agree with the exact expectation", () => {
    const state = start('sol-command-officer, sol-line-infantry reserve 0');
    const rng = Xoshiro128.stream(17, 3);
    const roll = () => rng.nextBelow(10) + 1;
    for (const a of [0, 2, 4, 6]) {
      const trials = 20_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < trials; i++) {
        const g: Host = { s: state.s.slice(), setup: state.setup, log: null, die: roll };
        g.s[L.unitAt(RESERVIST, L.U_RESERVE)] = L.RESERVE_IN;
        g.s[L.unitAt(RESERVIST, L.U_ARRIVAL)] = a;
        let round = 0;
        while (g.s[L.unitAt(RESERVIST, L.U_RESERVE)] === L.RESERVE_IN) (round++, arrivals(g, roll));
        sum += round;
        squares += round * round;
      }
      const mean = sum / trials;
      const se = Math.sqrt((squares / trials - mean * mean) / trials);
      expect(Math.abs(mean - expectedArrivalRound(a))).toBeLessThan(4 * se);
    }
  });

  it('round 1 raises the number before the test: arrival 2 tests against 3 (4 fails, 3 passes)', () => {
    const failing = start('sol-command-officer, sol-line-infantry reserve 2');
    expect(failing.currentPlayer()).toBe(CHANCE); // the first roll of the game is the arrival test
    failing.apply(4);
    expect(unit(failing, RESERVIST, L.U_ARRIVAL)).toBe(3);
    expect(unit(failing, RESERVIST, L.U_RESERVE)).toBe(L.RESERVE_IN);
    expect(failing.events().find((e) => e.kind === 'arrival')).toMatchObject({ unit: RESERVIST, die: 4, arrival: 3, pass: false });
    const passing = start('sol-command-officer, sol-line-infantry reserve 2');
    passing.apply(3);
    expect(unit(passing, RESERVIST, L.U_RESERVE)).toBe(L.RESERVE_ON_READY);
  });
});

describe('Reserves in play', () => {
  /** Both bid 0, seat 0 rolls 10 and seat 1 rolls 1, seat 0 goes first. */
  function toFirstTurn(state: ExoshiftState): void {
    state.apply(L.BID_BASE);
    state.apply(L.BID_BASE);
    state.apply(10);
    state.apply(1);
    state.apply(L.ORDER_FIRST);
  }

  it('a unit in Reserve is not in play: no CP from its Strategist, and the enemy cannot target it', () => {
    const state = start('sol-command-officer reserve 0, sol-line-infantry');
    state.apply(10); // the officer's arrival test fails
    expect(state.s[L.G_CP]).toBe(0);
    expect(state.s[L.G_CP + 1]).toBe(4);
    state.apply(L.BID_BASE);
    state.apply(L.BID_BASE);
    state.apply(1);
    state.apply(10); // Bravo wins the initiative
    state.apply(L.ORDER_FIRST);
    state.s[L.unitAt(3, L.U_X)] = 36;
    state.s[L.unitAt(3, L.U_Y)] = 8; // in range of where the officer waits off the table (24, 0) and of the line infantry (48, 4)
    const legal = ExoshiftState.deserialize(state.serialize()).legalActions();
    const atOfficer = legal.filter((a) => L.isUnitAction(a) && ((L.actionVerb(a) === L.VERB_FOCUS_FIRE && L.actionParam(a) >> 2 === 0) || ((L.actionVerb(a) === L.VERB_SNAP_FIRE || L.actionVerb(a) === L.VERB_ASSAULT) && L.actionParam(a) === 0)));
    expect(atOfficer).toEqual([]);
    expect(legal.some((a) => L.isUnitAction(a) && L.actionVerb(a) === L.VERB_FOCUS_FIRE && L.actionParam(a) >> 2 === RESERVIST)).toBe(true);
  });

  it('games with units in Reserve play to the end (heuristic and random)', () => {
    const context = agentContext(exoshift);
    for (const spec of ['heuristic', 'random']) {
      for (let seed = 0; seed < 6; seed++) {
        const sides = [{ name: 'Alpha', units: 'sol-command-officer, sol-line-infantry x2, sol-line-infantry x2 reserve 1' }, { name: 'Bravo', units: 'sol-command-officer reserve 4, sol-line-infantry x3, sol-field-medic reserve 0' }] as const;
        const state = exoshift.newGame({ sides, variants: {}, chance: Xoshiro128.stream(seed, 0), log: false }) as ExoshiftState;
        playToEnd(state, [
          { agent: makeAgent(spec, context), rng: Xoshiro128.stream(seed, 1) },
          { agent: makeAgent(spec, context), rng: Xoshiro128.stream(seed, 2) },
        ]);
        expect(state.isTerminal()).toBe(true);
      }
    }
  });

  it('1 CP raises the arrival number by 1 at any point of the turn, and is not an action', () => {
    const state = start('sol-command-officer, sol-line-infantry reserve 2');
    state.apply(10);
    toFirstTurn(state);
    const boost = L.unitAction(RESERVIST, L.VERB_BOOST_ARRIVAL, 0);
    expect(state.legalActions()).toContain(boost);
    state.apply(boost);
    expect(state.s[L.G_CP]).toBe(3);
    expect(unit(state, RESERVIST, L.U_ARRIVAL)).toBe(4);
    expect(state.s[L.G_ACTED]).toBe(0);
    expect(state.legalActions()).toContain(L.PASS); // still before any action
    // Next round: 4 + 1 = 5, a 5 passes.
    arrivals(state, () => 5);
    expect(unit(state, RESERVIST, L.U_RESERVE)).toBe(L.RESERVE_ON_READY);
  });

  it('an On Ready unit moves onto the table from its own edge as a Primary action (Run: 2 x MOV 6 = 12")', () => {
    const state = start('sol-command-officer, sol-line-infantry reserve 2');
    state.apply(3); // passes: On Ready in round 1
    toFirstTurn(state);
    const legal = state.legalActions().filter((a) => L.isUnitAction(a) && L.actionUnit(a) === RESERVIST);
    expect(new Set(legal.map(L.actionVerb))).toEqual(new Set([L.VERB_ADVANCE, L.VERB_RUN]));
    const run = L.unitAction(RESERVIST, L.VERB_RUN, L.GOAL_ENEMY + 3);
    expect(legal).toContain(run);
    state.apply(run);
    expect(unit(state, RESERVIST, L.U_RESERVE)).toBe(L.RESERVE_NONE);
    expect(unit(state, RESERVIST, L.U_Y)).toBeGreaterThan(0);
    expect(Math.hypot(unit(state, RESERVIST, L.U_X) - 48, unit(state, RESERVIST, L.U_Y))).toBeCloseTo(12, 6);
    expect(unit(state, RESERVIST, L.U_EXHAUSTED)).toBe(1);
    expect(state.events().some((e) => e.kind === 'arrive' && e.unit === RESERVIST)).toBe(true);
  });

  it("a side list takes 'reserve N' (0-9) and names a bad one", () => {
    expect(() => start('sol-command-officer, sol-line-infantry reserve 12')).toThrow(GameInputError);
    expect(() => start('sol-command-officer, sol-line-infantry reserve')).toThrow(/reserve N/);
  });
});
