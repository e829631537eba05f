/**
 * The shot memo (src/systems/exoshift/shotMemo.ts) keeps fire modes and shot
 * numbers across decisions, forgetting a pair only when a model it reads
 * changed. These tests check it against asking afresh (targeting.ts
 * fireMode, numbersFor) at every decision of whole random games, including
 * indirect fire (the Garrison's mortar), units of several models and two
 * games played in turns through the same memo.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import { fireMode, get, numbersFor, sideOf } from '../../../src/systems/exoshift/resolve.ts';
import { pairMode, pairNumbers, refresh } from '../../../src/systems/exoshift/shotMemo.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';

function newGame(a: string, b: string, seed: number): ExoshiftState {
  return exoshift.newGame({ sides: [exoshift.presets[a], exoshift.presets[b]], variants: {}, chance: Xoshiro128.stream(seed, 0), log: false }) as ExoshiftState;
}

/** Plays one random decision (and the dice after it); false once the game is over. */
function step(state: ExoshiftState, rng: Xoshiro128): boolean {
  while (!state.isTerminal() && state.currentPlayer() === CHANCE) state.applyChance();
  if (state.isTerminal()) return false;
  const legal = state.legalActions();
  state.apply(legal[rng.nextBelow(legal.length)]);
  return true;
}

const same = (x: object, y: object) => Object.entries(x).every(([k, v]) => (y as Record<string, unknown>)[k] === v);

/** Every enemy pair of the state: the memo's answer against a fresh one. Returns the pairs compared and the first difference. */
function compareAll(state: ExoshiftState, found: { pairs: number; wrong: string[] }): void {
  refresh(state);
  for (let a = 0; a < state.setup.units; a++) {
    for (let t = 0; t < state.setup.units; t++) {
      if (sideOf(state, a) === sideOf(state, t)) continue;
      const mode = pairMode(state, a, t);
      found.pairs++;
      if (mode !== fireMode(state, a, t)) found.wrong.push(`fire mode ${a} at ${t}`);
      else if (mode >= 0 && !same(pairNumbers(state, a, t), numbersFor(state, a, t, false, mode, get(state, a, L.U_X), get(state, a, L.U_Y)))) found.wrong.push(`numbers ${a} at ${t}`);
    }
  }
}

describe('the Exoshift shot memo', () => {
  it('gives the fresh fire modes and shot numbers at every decision of random games (direct and indirect fire, fireteams)', () => {
    const rng = Xoshiro128.stream(7, 1);
    const found = { pairs: 0, wrong: [] as string[] };
    for (const [a, b, seed] of [['sol-garrison', 'sol-raiders', 1], ['sol-fireteams', 'sol-fire-support', 2], ['sol-line-patrol', 'sol-garrison', 3]] as const) {
      const state = newGame(a, b, seed);
      for (let decisions = 0; decisions < 250 && step(state, rng); decisions++) compareAll(state, found);
    }
    expect(found.wrong.slice(0, 3)).toEqual([]);
    expect(found.pairs).toBeGreaterThan(10_000);
  });

  it('keeps two games played in turns apart (the memo is keyed by the game)', () => {
    const rng = Xoshiro128.stream(8, 1);
    const first = newGame('sol-garrison', 'sol-raiders', 4);
    const second = newGame('sol-garrison', 'sol-raiders', 5);
    const found = { pairs: 0, wrong: [] as string[] };
    let going = true;
    for (let decisions = 0; decisions < 150 && going; decisions++) {
      going = step(first, rng) && step(second, rng);
      compareAll(first, found);
      compareAll(second, found);
    }
    expect(found.wrong.slice(0, 3)).toEqual([]);
  });

  it('stays right for a clone that plays on while the original waits', () => {
    const rng = Xoshiro128.stream(9, 1);
    const state = newGame('sol-line-patrol', 'sol-garrison', 6);
    for (let decisions = 0; decisions < 40 && step(state, rng); decisions++);
    const copy = state.clone();
    const found = { pairs: 0, wrong: [] as string[] };
    for (let decisions = 0; decisions < 40 && step(copy, rng); decisions++) compareAll(copy, found);
    compareAll(state, found);
    expect(found.wrong.slice(0, 3)).toEqual([]);
  });
});

describe('shot numbers for a model past the long band', () => {
  it('a model caught by a blast beyond the weapon\'s long band gets the long band\'s numbers (it was hit by a shot aimed in range)', () => {
    // Found by ex-second-strength (seed 2026): the Mortar Battery's blast caught a model past 36", and Check Range has no band beyond long.
    const state = newGame('sol-garrison', 'sol-raiders', 1);
    const a = state.setup.weapon.findIndex((w) => w.id === 'mx-3-smart-mortar');
    const t = [...Array(state.setup.units).keys()].find((u) => sideOf(state, u) !== sideOf(state, a))!;
    expect(a).toBeGreaterThanOrEqual(0);
    const numbersAt = (dy: number) => {
      state.s[L.unitAt(t, L.U_X)] = get(state, a, L.U_X);
      state.s[L.unitAt(t, L.U_Y)] = get(state, a, L.U_Y) + (sideOf(state, a) === 0 ? dy : -dy);
      // Indirect fire measured from the model hit itself: no cover, so only the band can differ.
      return numbersFor(state, a, t, false, 1, get(state, t, L.U_X), get(state, t, L.U_Y));
    };
    const long = numbersAt(30);
    const beyond = numbersAt(40);
    expect(beyond).toEqual(long);
    expect(numbersAt(10).hitTarget).toBeGreaterThan(long.hitTarget); // the short band's modifier is better: the band is read
  });
});
