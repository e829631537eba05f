/**
 * Dregs › Fodder, CRITICAL SUCCESS, with scripted checks: "Still switch
 * places. If an enemy Element is within range of the attacker, the attacker
 * must attack or attempt their action against them - albeit at a Penalty."
 * Each reading of variant `fodder-critical`: `redirect` (default: one of the
 * attacker's own Elements in its reach takes the attack at a Penalty),
 * `penalty` (the Dregs take it at a Penalty) and `as-success`.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { narrateRattleAndRend } from '../../../src/systems/rattle-and-rend/narrate.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { defaultVariants, DREGS, FIGHTERS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { CRITICAL, FAIL, SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_DENY, D_REACT, FURY, REMOVED, WILL, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { clearTo, toFirstAction } from './scripted.ts';

/** A Dwarven Throng with two Dregs in place of a Fighters (12 points, 7 Elements). */
const throngWithDregs = { ...rattleAndRend.presets['dwarven-throng'], name: 'Throng with Dregs', elements: 'champion(spot-weakness), fighters, fighters, fighters, dregs, dregs, heavy(transport)' };

const all = (s: RrState, p: number, type: number) => Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === p && s.type[k] === type);

/**
 * p's Fighters i (a second Fighters j beside it) attack q's Fighters a; q's Dregs d stand within S of a, declare
 * Fodder, and its Will check is critical. Returns the position at the attack's first Fury check.
 */
function fodderCritical(reading: RrVariants['fodder-critical']) {
  const variants = { ...defaultVariants(), 'fodder-critical': reading };
  const s = toFirstAction(rattleAndRend.newGame({ sides: [throngWithDregs, throngWithDregs], variants, chance: Xoshiro128.stream(3, 0), log: true }));
  const p = s.decider;
  const [i, j] = all(s, p, FIGHTERS);
  const a = all(s, 1 - p, FIGHTERS)[0];
  const d = all(s, 1 - p, DREGS)[0];
  clearTo(s, [[i, 100, 100], [j, 59, 100], [a, 100, 141], [d, 150, 175]]);
  s.momentum[0] = 6;
  s.momentum[1] = 6;
  s.apply(O.actionCode(O.AK_STAND, i, a, O.DEST_STAY));
  expect(s.decision).toBe(D_REACT);
  const fodder = s.legalActions().find((code) => code !== 0 && O.reactionKind(code) === O.RK_FODDER);
  expect(fodder).toBeDefined();
  s.apply(fodder as number);
  if (s.currentPlayer() !== CHANCE && s.decision === D_DENY) s.apply(0);
  expect([s.checkKind, s.checkWho]).toEqual([WILL, d]);
  s.apply(CRITICAL);
  expect([s.currentPlayer(), s.checkKind, s.checkWho]).toEqual([CHANCE, FURY, i]);
  const attack = [...s.events()].reverse().find((event) => event.kind === 'attack');
  return { s, p, i, j, a, d, target: attack?.target as number };
}

describe('Fodder: a critical Will check (variant fodder-critical)', () => {
  it('redirect (default): the attacker attacks its own Fighters beside it, at a Penalty (one d20)', () => {
    expect(defaultVariants()['fodder-critical']).toBe('redirect');
    const { s, i, j, target } = fodderCritical('redirect');
    expect(target).toBe(j);
    expect(s.checkDice).toBe(1);
    expect(s.events().some((event) => event.kind === 'fodder-redirect' && event.element === i && event.target === j)).toBe(true);
    expect(narrateRattleAndRend(s.events(), { names: ['A', 'B'] })).toContain(`    critical Fodder: #${i} must attack its own #${j} instead, at a Penalty`);
    // A hit and a failed Will check remove the attacker's own Fighters.
    s.apply(SUCCESS);
    while (s.currentPlayer() !== CHANCE) s.apply(0);
    expect([s.checkKind, s.checkWho]).toEqual([WILL, j]);
    s.apply(FAIL);
    expect(s.status[j]).toBe(REMOVED);
  });

  it('penalty: the Dregs take the attack, with one d20 fewer than under as-success; as-success: the Dregs take it as on a success', () => {
    const plain = fodderCritical('as-success');
    expect(plain.target).toBe(plain.d);
    const penalised = fodderCritical('penalty');
    expect(penalised.target).toBe(penalised.d);
    // Against the Dregs the attack has its own bonus (3 d20 as a plain success here); the Penalty takes one away.
    expect(penalised.s.checkDice).toBe(plain.s.checkDice - 1);
  });
});
