/**
 * The rules are plain functions that call `die()` (issue 9, speed; they were
 * generators paused at every die). A silent state fed by `applyChance` runs
 * each action to its end at once with the faces its stream will give
 * (state.ts, "ahead"); scripted faces (`apply(face)`) run it again from the
 * snapshot up to the die waited for ("exact"). These tests hold the two ways
 * to the same game at every node. And `apply` checks one action alone
 * (legal.ts isLegal) when the state has not listed its actions.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { isLegal } from '../../../src/systems/exoshift/legal.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

const SETTINGS: [string, string, Record<string, string>][] = [
  ['sol-line-patrol', 'sol-fire-support', {}],
  ['sol-fireteams', 'sol-line-patrol', { mission: 'objective-grab' }],
  ['sol-assault-squad', 'sol-fireteams', {}],
];

function newGame([a, b, variants]: (typeof SETTINGS)[number], seed: number): ExoshiftState {
  return exoshift.newGame({ sides: [exoshift.presets[a], exoshift.presets[b]], variants, chance: Xoshiro128.stream(seed, 0), log: false }) as ExoshiftState;
}

/**
 * Plays one random game on `ahead` with its own dice and the same actions and
 * faces on `scripted` as scripted dice; returns how many chance nodes were
 * compared. `settleEvery`: also compare the numbers (settled) and the
 * observation at every later chance node of an action.
 */
function playTwin(setting: (typeof SETTINGS)[number], seed: number, settleEvery: boolean): number {
  const ahead = newGame(setting, seed);
  const scripted = newGame(setting, seed);
  const rng = Xoshiro128.stream(seed, 7);
  let compared = 0;
  while (!ahead.isTerminal()) {
    if (ahead.currentPlayer() === CHANCE) {
      // Right after an action the numbers are those at its first die, without settling.
      expect(ahead.s).toEqual(scripted.s);
      compared++;
      while (ahead.currentPlayer() === CHANCE) {
        scripted.apply(ahead.applyChance());
        expect(scripted.currentPlayer()).toBe(ahead.currentPlayer());
        if (settleEvery && ahead.currentPlayer() === CHANCE) {
          expect(ahead.observation(0)).toEqual(scripted.observation(0));
          ahead.settle();
          expect(ahead.s).toEqual(scripted.s);
          compared++;
        }
      }
      continue;
    }
    const legal = ahead.legalActions();
    expect(scripted.legalActions()).toEqual(legal);
    expect(ahead.s).toEqual(scripted.s);
    const action = legal[rng.nextBelow(legal.length)];
    ahead.apply(action);
    scripted.apply(action);
  }
  expect(scripted.isTerminal()).toBe(true);
  expect(ahead.s).toEqual(scripted.s);
  expect(ahead.returns()).toEqual(scripted.returns());
  return compared;
}

describe('Exoshift dice: drawn ahead from the stream or scripted one by one, the same game', () => {
  it('a game fed by applyChance and its twin fed the same faces as scripted dice agree at every decision and after every action', () => {
    let compared = 0;
    for (const setting of SETTINGS) for (let seed = 1; seed <= 2; seed++) compared += playTwin(setting, seed, false);
    expect(compared).toBeGreaterThan(300);
  });

  it('settled at any later chance node of an action, the numbers and the observation are exactly those of the scripted twin', () => {
    let compared = 0;
    for (const setting of SETTINGS) compared += playTwin(setting, 11, true);
    expect(compared).toBeGreaterThan(300);
  });

  it('a copy made at a chance node reached by applyChance finishes the action with the same faces to the same numbers', () => {
    const state = newGame(SETTINGS[0], 4);
    const rng = Xoshiro128.stream(4, 9);
    let copies = 0;
    while (!state.isTerminal() && copies < 40) {
      if (state.currentPlayer() !== CHANCE) {
        const legal = state.legalActions();
        state.apply(legal[rng.nextBelow(legal.length)]);
        continue;
      }
      state.applyChance();
      if (state.currentPlayer() !== CHANCE) continue;
      const copy = state.clone();
      while (state.currentPlayer() === CHANCE) copy.apply(state.applyChance());
      expect(copy.currentPlayer()).toBe(state.currentPlayer());
      expect(copy.s).toEqual(state.s);
      copies++;
    }
    expect(copies).toBeGreaterThan(10);
  });
});

describe('Exoshift apply checks one action alone (legal.ts isLegal) exactly as the legal-action list would', () => {
  it('at every decision of random games, every candidate action is accepted exactly when the list holds it', () => {
    let checked = 0;
    let accepted = 0;
    const wrong: number[] = [];
    for (const setting of SETTINGS) {
      const state = newGame(setting, 21);
      const rng = Xoshiro128.stream(21, 3);
      while (!state.isTerminal()) {
        if (state.currentPlayer() === CHANCE) {
          state.applyChance();
          continue;
        }
        const legal = state.legalActions();
        // Every unit's every verb with parameters 0-63, the other actions, and numbers no list holds.
        const candidates = [L.PASS, L.END_TURN, L.ORDER_FIRST, L.ORDER_SECOND, L.BID_BASE, L.BID_BASE + 3, -1, 0.5, Number.NaN, L.BID_BASE - 1];
        for (let k = 0; k <= state.setup.units; k++) for (let verb = 0; verb <= L.VERB_BOOST_ARRIVAL; verb++) for (const param of [0, 1, 3, 9, 33]) candidates.push(L.unitAction(k, verb, param));
        for (const action of candidates) {
          const listed = legal.includes(action);
          if (isLegal(state, action) !== listed) wrong.push(action);
          checked++;
          if (listed) accepted++;
        }
        state.apply(legal[rng.nextBelow(legal.length)]);
      }
    }
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(1000);
    expect(checked).toBeGreaterThan(50_000);
  });

  it('a state that has not listed its actions refuses an illegal one with the same error and takes a legal one', () => {
    const state = newGame(SETTINGS[0], 5);
    while (state.currentPlayer() === CHANCE || state.s[L.G_PHASE] !== L.PHASE_TURN) {
      if (state.currentPlayer() === CHANCE) state.applyChance();
      else state.apply(state.legalActions()[0]);
    }
    const legal = state.legalActions();
    const illegal = L.unitAction(state.setup.units + 3, L.VERB_HUNKER, 0);
    const fresh = state.clone();
    expect(() => fresh.apply(illegal)).toThrow(`exoshift: illegal action ${illegal} (`);
    expect(() => state.apply(illegal)).toThrow(`exoshift: illegal action ${illegal} (`);
    const unitAction = legal.find((a) => a < L.BID_BASE)!;
    const fresh2 = state.clone();
    fresh2.apply(unitAction);
    state.apply(unitAction);
    expect(fresh2.s).toEqual(state.s);
  });
});
