/**
 * Temptors (Tactics › Temptors), with scripted checks: "Once per Round, when
 * an opponent makes a check, you may offer them a Bonus ... IF THEY ACCEPT
 * YOUR OFFER AND FAIL that check, your next Action or Reaction this round
 * costs 0 Momentum." The offer is automatic and always accepted (README); the
 * 0-Momentum Action or Reaction is what these tests pin down.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { narrateRattleAndRend } from '../../../src/systems/rattle-and-rend/narrate.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { defaultVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { FAIL, SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_ACTION, D_REACT, FURY, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { clearTo, firstOf, toFirstAction } from './scripted.ts';

const FIGHTERS = 2;

/** Two Dwarven Throngs with Temptors in place of Riders, one Fighters each left on a bare board, 6 Momentum each. */
function position(seed: number): { s: RrState; p: number; i: number; e: number } {
  const throng = { ...rattleAndRend.presets['dwarven-throng'], tactic2: 'temptors' };
  const s = toFirstAction(rattleAndRend.newGame({ sides: [throng, throng], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: true }));
  const p = s.decider;
  const i = firstOf(s, p, FIGHTERS);
  const e = firstOf(s, 1 - p, FIGHTERS);
  clearTo(s, [[i, 100, 100], [e, 100, 141]]);
  s.momentum[0] = 6;
  s.momentum[1] = 6;
  return { s, p, i, e };
}

/** p's Fighters attack e's; no reactions; the Fury check (the tempted one) comes out as `result`. */
function temptedAttack(s: RrState, i: number, e: number, result: number): void {
  s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
  while (s.currentPlayer() !== CHANCE && s.decision === D_REACT) s.apply(0);
  expect([s.checkKind, s.checkWho]).toEqual([FURY, i]);
  expect(s.events().some((event) => event.kind === 'temptors' && event.element === i)).toBe(true);
  s.apply(result);
}

/** Plays on to seat's next Action decision: passing (the active player keeps acting until it passes: Gameplay ›
 * Player Turns), declining reactions and failing any check asked. */
function toTurnOf(s: RrState, seat: number): void {
  while (!(s.currentPlayer() === seat && s.decision === D_ACTION)) s.apply(s.currentPlayer() === CHANCE ? FAIL : 0);
}

describe('Temptors: a failed tempted check makes the next Action or Reaction free', () => {
  it('the tempted attacker fails its Fury check: the Temptors side\'s next Action costs 0 Momentum', () => {
    const { s, p, i, e } = position(2);
    temptedAttack(s, i, e, FAIL);
    expect(s.temptorFree[1 - p]).toBe(1);
    expect(s.events().some((event) => event.kind === 'temptors-free' && event.player === 1 - p)).toBe(true);
    expect(narrateRattleAndRend(s.events(), { names: ['A', 'B'] })).toContain(`    the tempted check failed: the next Action or Reaction of ${['A', 'B'][1 - p]} this round costs 0 Momentum (Temptors)`);
    toTurnOf(s, 1 - p);
    const before = s.momentum[1 - p];
    s.apply(O.actionCode(O.AK_STAND, e, i, O.DEST_STAY));
    expect(s.momentum[1 - p]).toBe(before);
    expect(s.temptorFree[1 - p]).toBe(0);
  });

  it('the tempted attacker succeeds: nothing is owed, the next Action costs 1 Momentum', () => {
    const { s, p, i, e } = position(2);
    temptedAttack(s, i, e, SUCCESS);
    expect(s.temptorFree[1 - p]).toBe(0);
    // e's Will check succeeds (e withdraws; a failure would remove it and end the game), then play on.
    while (s.currentPlayer() === CHANCE) s.apply(SUCCESS);
    toTurnOf(s, 1 - p);
    const before = s.momentum[1 - p];
    s.apply(s.legalActions().find((code) => code !== 0) as number);
    expect(s.momentum[1 - p]).toBe(before - 1);
    expect(s.events().some((event) => event.kind === 'temptors-free')).toBe(false);
  });

  it('a free Reaction uses it up first when it comes before the next Action', () => {
    const { s, p, i, e } = position(2);
    temptedAttack(s, i, e, FAIL);
    // p keeps the turn and attacks again (its only Element: Last Man Standing allows it); the Temptors side reacts.
    toTurnOf(s, p);
    const before = s.momentum[1 - p];
    s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
    expect(s.decision).toBe(D_REACT);
    expect(s.decider).toBe(1 - p);
    const reaction = s.legalActions().find((code) => code !== 0) as number;
    expect(reaction).toBeDefined();
    s.apply(reaction);
    expect(s.momentum[1 - p]).toBe(before);
    expect(s.temptorFree[1 - p]).toBe(0);
  });

  it('a new Round clears an unused 0-Momentum Action', () => {
    const { s, p, i, e } = position(2);
    temptedAttack(s, i, e, FAIL);
    expect(s.temptorFree[1 - p]).toBe(1);
    const round = s.round;
    // Both sides pass until the Round ends.
    while (s.round === round && s.currentPlayer() >= 0) s.apply(s.currentPlayer() === CHANCE ? FAIL : 0);
    while (s.currentPlayer() === CHANCE) s.apply(FAIL);
    expect(s.temptorFree[1 - p]).toBe(0);
  });
});
