/**
 * Core Mechanics › Will Checks (RR-087, RR-088): the moves after a successful or critical Will check against an attack,
 * under each reading (variants will-success, will-critical). Fighters strike Fighters in contact; the Fury check
 * succeeds and the Will check's result is set.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { defaultVariants, FIGHTERS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { CRITICAL, SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_ACTION, WILL, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { clearTo, toFirstAction } from './scripted.ts';

const throng = rattleAndRend.presets['dwarven-throng'] as RrSide;

/** i strikes e (both Fighters, touching at 40 mm); the Will check comes out `will`. Returns where both end. */
function strike(variants: Partial<RrVariants>, will: number): { i: [number, number]; e: [number, number]; before: number } {
  const s = toFirstAction(rattleAndRend.newGame({ sides: [throng, throng], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(1, 0), log: true }) as RrState);
  const p = s.decider;
  const of = (side: number) => Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === side && s.type[k] === FIGHTERS)[0];
  const [i, e] = [of(p), of(1 - p)];
  clearTo(s, [
    [i, 200, 160],
    [e, 200, 200],
  ]);
  s.momentum[p] = 3;
  s.momentum[1 - p] = 0;
  s.cache = null;
  const stand = s.legalActions().find((code) => O.actionKind(code) === O.AK_STAND && O.actionActor(code) === i && O.actionArg(code) === e)!;
  s.apply(stand);
  let guard = 0;
  while (!(s.decision === D_ACTION && s.currentPlayer() !== CHANCE) && guard++ < 30) {
    if (s.currentPlayer() === CHANCE) s.apply(s.checkKind === WILL ? will : SUCCESS);
    else s.apply(0);
  }
  return { i: [s.x[i], s.y[i]], e: [s.x[e], s.y[e]], before: 40 };
}

const apart = (r: { i: [number, number]; e: [number, number] }) => Math.hypot(r.e[0] - r.i[0], r.e[1] - r.i[1]);

describe('a Will check\'s moves (Core Mechanics › Will Checks)', () => {
  it('success, withdraw (default): "Your opponent may move it up to its MOV value away from the attacker": it withdraws S', () => {
    expect(defaultVariants()['will-success']).toBe('withdraw');
    const r = strike({}, SUCCESS);
    expect(r.i).toEqual([200, 160]);
    expect(apart(r)).toBeGreaterThan(110);
  });

  it('success, stays: the opponent leaves it in contact', () => {
    const r = strike({ 'will-success': 'stays' }, SUCCESS);
    expect(r.e).toEqual([200, 200]);
    expect(apart(r)).toBeCloseTo(40, 6);
  });

  it('critical, push-attacker (default): "Move the enemy that forced the check up to s range"', () => {
    expect(defaultVariants()['will-critical']).toBe('push-attacker');
    const r = strike({}, CRITICAL);
    expect(r.e).toEqual([200, 200]);
    expect(r.i[1]).toBeLessThan(100);
  });

  it('critical, step-away: "Move up to its MOV value in any direction", straight away from the attacker; the attacker stays', () => {
    const r = strike({ 'will-critical': 'step-away' }, CRITICAL);
    expect(r.i).toEqual([200, 160]);
    expect(r.e[1]).toBeGreaterThan(270);
  });
});
