/**
 * rr-tactic-kernels (experiments/rattle-and-rend/tactic-kernels.ts; RR-130,
 * RR-132, RR-133, RR-106, RR-164, RR-168, RR-171, RR-174): every kernel worked
 * by hand on a small case (a die succeeds on stat+ with p = (21 - stat) / 20;
 * 2d20 normally, 1d20 with a penalty, 3d20 with a bonus, "Core Dice
 * Mechanic"); every attack the kernels use is the attack pipeline's own
 * (`playtest attack rattle-and-rend --exact`); every rule is the engine's, by
 * walking the engine's chance tree (each check's outcomes with the
 * probabilities the engine itself gives) from a scripted position and finding
 * the kernel's number; and a short run whose every arm's sample holds its
 * exact value.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../src/game/state.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { DistributionMetric, MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { attackValues } from '../../src/systems/attackPipeline.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { HOLDS, REMOVED as REMOVED_OUTCOME } from '../../src/systems/rattle-and-rend/attackModel.ts';
import { CRITICAL, SUCCESS } from '../../src/systems/rattle-and-rend/check.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import * as O from '../../src/systems/rattle-and-rend/ops.ts';
import { CHAMPION, DREGS, FIGHTERS, HEAVY, PROFILES, WARD, defaultVariants, type RrVariants } from '../../src/systems/rattle-and-rend/rules.ts';
import { D_ACTION, D_COUNTER, D_DENY, D_REACT, FURY, GUILE, REMOVED, WILL, type RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import * as K from '../../experiments/rattle-and-rend/_tacticKernels.ts';
import experiment, { OUTCOME_KEYS, prepare, type Case } from '../../experiments/rattle-and-rend/tactic-kernels.ts';
import { clearTo, firstOf, toFirstAction } from '../systems/rattle-and-rend/scripted.ts';
import { holdsWithSlack } from './intervals.ts';

/** A die's chance to succeed on stat+. */
const q = (stat: number) => (21 - stat) / 20;
/** Fighters' Fury 9+ on 2d20: fail, success, critical; their Will 10+ fails on 2d20 and on 1d20. */
const F = { fail: 0.4 ** 2, success: 2 * 0.6 * 0.4, critical: 0.6 ** 2 };
const FIGHTERS_REMOVED = F.success * 0.45 ** 2 + F.critical * 0.45;

describe('the kernels, worked by hand', () => {
  it('a check: 2d20 at 13+ succeeds 1 - 0.6^2, 1d20 0.4; 3d20 at 9+ fails 0.4^3 and succeeds once 3 x 0.6 x 0.4^2', () => {
    expect(K.succeeds(13, 2)).toBeCloseTo(0.64, 12);
    expect(K.succeeds(13, 1)).toBeCloseTo(0.4, 12);
    expect(Array.from(K.check(9, 2))).toEqual([expect.closeTo(F.fail, 12), expect.closeTo(F.success, 12), expect.closeTo(F.critical, 12)]);
    expect(Array.from(K.check(9, 3)).slice(0, 2)).toEqual([expect.closeTo(0.064, 12), expect.closeTo(0.288, 12)]);
    expect(Array.from(K.countDistribution([0.5, 0.4]))).toEqual([expect.closeTo(0.3, 12), expect.closeTo(0.5, 12), expect.closeTo(0.2, 12)]);
  });

  it('every attack is the attack pipeline\'s own: the exact outcomes of `playtest attack` for the same options', () => {
    const variants = Object.fromEntries(Object.entries(rattleAndRendAttack.variants).map(([name, v]) => [name, v.default]));
    const strikes: K.Strike[] = [
      { attacker: 'fighters', target: 'fighters' },
      { attacker: 'fighters', target: 'fighters', charge: true },
      { attacker: 'fighters', target: 'fighters', support: true },
      { attacker: 'heavy', target: 'fighters', outnumbered: true },
      { attacker: 'champion', target: 'heavy' },
      { attacker: 'fighters', target: 'dregs' },
    ];
    for (const strike of strikes) {
      const pipeline = rattleAndRendAttack.compile(attackValues(rattleAndRendAttack, { ...strike }), variants).exact();
      expect(Array.from(K.strikeOutcomes(strike))).toEqual(Array.from(pipeline));
    }
    expect(K.removal({ attacker: 'fighters', target: 'fighters' })).toBeCloseTo(FIGHTERS_REMOVED, 12);
  });

  it('Resurrectionists: up to 4 of 12 points, largest first, one that does not fit skipped; after the first at a penalty', () => {
    const attempts = K.resurrectionAttempts(['dregs', 'fighters', 'heavy']);
    expect(attempts.map((a) => [a.type, a.dice])).toEqual([
      ['heavy', 2],
      ['dregs', 1],
    ]);
    expect(K.expectedReturned(attempts)).toBeCloseTo(3 * 0.64 + 0.4, 12);
    expect(K.resurrectionAttempts(['fighters', 'fighters'], 'all-penalty').map((a) => a.dice)).toEqual([1, 1]);
    expect(K.expectedReturned(K.resurrectionAttempts(['fighters', 'fighters']))).toBeCloseTo(2 * 0.64 + 2 * 0.4, 12);
    expect(K.expectedReturned(K.resurrectionAttempts(['fighters', 'fighters'], 'no-penalty'))).toBeCloseTo(4 * 0.64, 12);
    // Three checks: 2d20 then 1d20 twice, each at 13+.
    expect(Array.from(K.returnedDistribution(K.resurrectionAttempts(['fighters', 'dregs', 'dregs'])))[3]).toBeCloseTo(0.64 * 0.4 * 0.4, 12);
  });

  it('Soothsayers: attacking Fighters, a 12 flips a failed Fury check, a 1 the enemy\'s Will success; attacked, a 5 flips their Fury, a 9 nothing', () => {
    const fighters = { attacker: 'fighters', target: 'fighters' };
    expect(K.soothsayerAttack(fighters, 'attacker', 'engine', 12).removed).toBeCloseTo(FIGHTERS_REMOVED + F.fail * 0.45 ** 2, 12);
    for (const policy of ['engine', 'best'] as const) {
      expect(K.soothsayerAttack(fighters, 'attacker', policy, 1)).toMatchObject({ removed: expect.closeTo(1 - F.fail, 12), spent: expect.closeTo(1 - F.fail - FIGHTERS_REMOVED, 12) });
    }
    // 9: at least the Fury stat and below the Will stat, so a failed Fury check is flipped and otherwise the Will check.
    expect(K.soothsayerAttack(fighters, 'attacker', 'best', 9).removed).toBeCloseTo(F.fail * 0.45 ** 2 + 1 - F.fail, 12);
    expect(K.soothsayerAttack(fighters, 'defender', 'engine', 5)).toMatchObject({ removed: 0, spent: expect.closeTo(1 - F.fail, 12) });
    expect(K.soothsayerAttack(fighters, 'defender', 'engine', 9)).toMatchObject({ removed: expect.closeTo(FIGHTERS_REMOVED, 12), spent: 0 });
    expect(K.soothsayerAttack(fighters, 'defender', 'engine', 15)).toMatchObject({ removed: 0, spent: expect.closeTo(FIGHTERS_REMOVED, 12) });
    // Shooters (Fury 11+) on Fighters (Will 10+) with a 10: the engine flips their Fury success; best use waits for a failed Will check.
    const shot = { attacker: 'shooters', target: 'fighters' };
    const willFails = 2 * 0.5 * 0.5 * 0.45 ** 2 + 0.25 * 0.45;
    expect(K.soothsayerAttack(shot, 'defender', 'engine', 10)).toMatchObject({ removed: 0, spent: expect.closeTo(0.75, 12) });
    expect(K.soothsayerAttack(shot, 'defender', 'best', 10)).toMatchObject({ removed: 0, spent: expect.closeTo(willFails, 12) });
    // Averaged over the d20: 1-9 flip a Will success (every hit removes), 9-20 a failed Fury check.
    const average = K.soothsayerAverage(fighters, 'attacker', 'engine');
    expect(average.removed - average.plain).toBeCloseTo((9 * (1 - F.fail - FIGHTERS_REMOVED) + 12 * F.fail * 0.45 ** 2) / 20, 12);
  });

  it('Temptors: the offered die on a plain attack costs what the gained die earns; on a supported one nothing; on a Charge it cancels the penalty', () => {
    const fighters = { attacker: 'fighters', target: 'fighters' };
    const withBonus = 0.288 * 0.45 ** 2 + (1 - 0.064 - 0.288) * 0.45;
    const plain = K.temptors({ offered: 'fury', their: fighters, next: fighters });
    expect(plain.gain).toBeCloseTo(2 * (withBonus - FIGHTERS_REMOVED), 12);
    expect(plain.cost).toBeCloseTo(plain.gain, 12);
    expect(plain.offeredCheck[1]).toBeCloseTo(0.064, 12);
    expect(K.temptors({ offered: 'fury', their: { ...fighters, support: true }, next: fighters }).cost).toBeCloseTo(0, 12);
    expect(K.temptors({ offered: 'fury', their: { ...fighters, charge: true }, next: fighters }).cost).toBeCloseTo(2 * (FIGHTERS_REMOVED - 0.6 * 0.45 ** 2), 12);
    // Offered on the Will check: 3d20 after a success, and 2d20 after a critical (the bonus cancels its penalty).
    const will = K.temptors({ offered: 'will', their: fighters, next: fighters });
    expect(will.cost).toBeCloseTo(2 * (FIGHTERS_REMOVED - (F.success * 0.45 ** 3 + F.critical * 0.45 ** 2)), 12);
    expect(will.offeredCheck[0]).toBeCloseTo(F.fail, 12);
  });

  it('Colossal: three Fighters removed as three independent checks; holds bound what the later checks can lose', () => {
    const r = 0.42 * 0.45 ** 2 + 0.49 * 0.45;
    const { removedCount, points } = K.colossal(['fighters', 'fighters', 'fighters']);
    expect(points).toBeCloseTo(3 * 2 * r, 12);
    expect(removedCount[3]).toBeCloseTo(r ** 3, 12);
    const hold = 0.42 * 0.55 ** 2;
    expect(K.strikeOutcomes({ attacker: 'heavy', target: 'fighters' })[HOLDS]).toBeCloseTo(hold, 12);
    expect(K.lostToHolds(['fighters', 'fighters', 'fighters'])).toBeCloseTo(2 * r * (hold + 1 - (1 - hold) ** 2), 12);
  });

  it('Push to the Brink: critical Guile (10+, 0.55^2) then a failed Will check on 2d20 (Fighters 0.45^2)', () => {
    expect(K.pushToTheBrink('fighters').removed).toBeCloseTo(0.55 ** 2 * 0.45 ** 2, 12);
    expect(K.pushToTheBrink('heavy').removed).toBeCloseTo(0.55 ** 2 * 0.35 ** 2, 12);
  });

  it('Retaliate: the two removals are independent; Fighters on Fighters both go 0.2592^2 of the time', () => {
    const e = K.retaliate({ attacker: 'fighters', target: 'fighters' });
    expect(e[3]).toBeCloseTo(FIGHTERS_REMOVED ** 2, 12);
    expect(e[0] + e[1] + e[2] + e[3]).toBeCloseTo(1, 12);
    // A charging attacker's Fury check is at a penalty (1d20); the Fighters' strike back is not.
    const charge = K.retaliate({ attacker: 'fighters', target: 'fighters', charge: true });
    expect(charge[2] + charge[3]).toBeCloseTo(0.6 * 0.45 ** 2, 12);
    expect(charge[1] + charge[3]).toBeCloseTo(FIGHTERS_REMOVED, 12);
  });

  it('Fodder: Dregs swap on 11+ (0.75); a Heavy attacked by Fighters then loses 3 x 0.1848 a quarter of the time and the Dregs 0.30', () => {
    const heavyRemoved = F.success * 0.35 ** 2 + F.critical * 0.35;
    const dregsRemoved = F.success * 0.5 ** 2 + F.critical * 0.5;
    const e = K.fodder({ attacker: 'fighters', target: 'heavy' });
    expect(e.swap).toBeCloseTo(0.75, 12);
    expect(e.lostWithout).toBeCloseTo(3 * heavyRemoved, 12);
    expect(e.lostWith).toBeCloseTo(0.75 * dregsRemoved + 0.25 * 3 * heavyRemoved, 12);
  });

  it('Detonate: 1d20 Will checks (Fighters fail 0.45); 2 enemies and 1 ally in range net 2 x 0.9 - 0.9 - 1 points', () => {
    expect(K.detonateFails('fighters')).toBeCloseTo(0.45, 12);
    expect(K.detonateFails('heavy')).toBeCloseTo(0.35, 12);
    expect(K.detonate(['fighters', 'fighters'], ['fighters']).points).toBeCloseTo(-0.1, 12);
    expect(Array.from(K.detonate(['fighters'], ['fighters']).net)).toEqual([expect.closeTo(0.55 * 0.45, 12), expect.closeTo(0.45 ** 2 + 0.55 ** 2, 12), expect.closeTo(0.45 * 0.55, 12)]);
  });
});

// ---- the engine's own numbers ---------------------------------------------------------------------

const plain = (name: string, tactic1 = 'harriers'): RrSide => ({
  name,
  // Every Element a rule here needs: the Champion's Push, the Colossal Heavy, Fighters (Retaliate), Dregs (Fodder), the Detonate Ward.
  elements: 'champion(push-to-the-brink), heavy(colossal), fighters, fighters, fighters, dregs, ward(detonate)',
  tactic1,
  tactic2: 'butchers',
  bond: 'fellowship',
  reputation: 'wary',
  focus: 0,
});
const SETTINGS: Partial<RrVariants> = { scenario: 'kill-them-all', deployment: 'side' };

/** A scripted position with side `mover` to act: setup and bids played, then the board cleared to `placed`. */
function position(sideA: RrSide, sideB: RrSide, mover: number, place: (s: RrState) => ReadonlyArray<readonly [number, number, number]>): RrState {
  for (let seed = 1; seed < 60; seed++) {
    const s = toFirstAction(rattleAndRend.newGame({ sides: [sideA, sideB], variants: { ...defaultVariants(), ...SETTINGS }, chance: Xoshiro128.stream(seed, 0), log: false }) as RrState);
    if (s.decider !== mover) continue;
    clearTo(s, place(s));
    s.momentum[0] = 5;
    s.momentum[1] = 5;
    return s;
  }
  throw new Error(`no seed gave side ${mover} the first action`);
}

/** The n-th Element (0 first) of side p with type `type`. */
const nth = (s: RrState, p: number, type: number, n: number): number => Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === p && s.type[k] === type)[n];

/**
 * The exact expectation of `value` over the engine's own chance outcomes (each check's outcomes with the
 * probabilities the state gives), from `s` to the first state where `done` holds; every reaction, deny and
 * counter-spend met on the way is declined, so only the rule under test acts. `skip` drops an outcome's branch.
 */
function expectation(s: RrState, done: (s: RrState) => boolean, value: (s: RrState) => number[], skip?: (s: RrState, outcome: number) => boolean): number[] {
  while (!(s.isTerminal() || done(s)) && s.currentPlayer() !== CHANCE) {
    if (s.decision !== D_REACT && s.decision !== D_DENY && s.decision !== D_COUNTER) throw new Error(`unexpected decision ${s.decision}`);
    s.apply(0);
  }
  if (s.isTerminal() || done(s)) return value(s);
  let sum: number[] = [];
  for (const { action, probability } of s.chanceOutcomes()) {
    if (skip?.(s, action)) continue;
    const next = s.clone();
    next.apply(action);
    const v = expectation(next, done, value, skip);
    sum = v.map((x, k) => (sum[k] ?? 0) + probability * x);
  }
  return sum;
}

const actionEnded = (s: RrState) => s.decision === D_ACTION && s.currentPlayer() !== CHANCE;
const gone = (s: RrState, k: number) => (s.status[k] === REMOVED ? 1 : 0);
const legal = (s: RrState, test: (code: number) => boolean): number => {
  const code = s.legalActions().find(test);
  expect(code, 'the action or reaction is offered').toBeDefined();
  return code as number;
};
/** The first reaction of `kind` offered in the current window. */
const react = (s: RrState, kind: number, arg?: number) => {
  expect(s.decision).toBe(D_REACT);
  s.apply(legal(s, (code) => code !== 0 && O.reactionKind(code) === kind && (arg === undefined || O.reactionArg(code) === arg)));
};

describe("the engine's own chance tree gives the kernels' numbers", () => {
  it('Retaliate (Standard Reactions › Retaliate): who is removed in the exchange, against a Stand and Fight and a Charge', () => {
    for (const [type, charge] of [
      [FIGHTERS, false],
      [FIGHTERS, true],
      [HEAVY, false],
      [DREGS, false],
    ] as const) {
      const s = position(plain('A'), plain('B'), 0, (s) => [
        [nth(s, 0, type, 0), 200, charge ? 100 : 160],
        [nth(s, 1, FIGHTERS, 0), 200, 200],
        [nth(s, 0, CHAMPION, 0), 30, 30],
        [nth(s, 1, CHAMPION, 0), 370, 370],
      ]);
      const attacker = nth(s, 0, type, 0);
      const fighters = nth(s, 1, FIGHTERS, 0);
      s.apply(legal(s, (code) => O.actionKind(code) === (charge ? O.AK_CHARGE : O.AK_STAND) && O.actionActor(code) === attacker && O.actionArg(code) === fighters));
      react(s, O.RK_RETALIATE);
      const [a, f, both] = expectation(s, actionEnded, (t) => [gone(t, attacker), gone(t, fighters), gone(t, attacker) * gone(t, fighters)]);
      const e = K.retaliate({ attacker: ['champion', 'heavy', 'fighters', 'shooters', 'skirmishers', 'dregs'][type], target: 'fighters', charge });
      expect([a, f, both]).toEqual([expect.closeTo(e[1] + e[3], 12), expect.closeTo(e[2] + e[3], 12), expect.closeTo(e[3], 12)]);
    }
  });

  it('Fodder (Standard Reactions › Fodder): the points the attack is expected to take, with and without the swap', () => {
    const lost = (ally: number, distance: number, withFodder: boolean) => {
      const s = position(plain('A'), plain('B'), 0, (s) => [
        [nth(s, 0, FIGHTERS, 0), 200, 200 - distance],
        [nth(s, 1, ally, 0), 200, 200],
        [nth(s, 1, DREGS, 0), 270, 200],
        [nth(s, 0, CHAMPION, 0), 30, 30],
        [nth(s, 1, FIGHTERS, 2), 370, 370],
      ]);
      const attacker = nth(s, 0, FIGHTERS, 0);
      const target = nth(s, 1, ally, 0);
      const dregs = nth(s, 1, DREGS, 0);
      s.apply(legal(s, (code) => O.actionKind(code) === O.AK_STAND && O.actionActor(code) === attacker && O.actionArg(code) === target));
      if (withFodder) react(s, O.RK_FODDER, target);
      return expectation(s, actionEnded, (t) => [gone(t, target) * PROFILES[ally].cost + gone(t, dregs)])[0];
    };
    for (const ally of [HEAVY, FIGHTERS]) {
      const e = K.fodder({ attacker: 'fighters', target: ['champion', 'heavy', 'fighters'][ally] });
      expect(lost(ally, 40, false)).toBeCloseTo(e.lostWithout, 12);
      expect(lost(ally, 40, true)).toBeCloseTo(e.lostWith, 12);
    }
    // A Champion's base is half the Dregs': swapped onto its spot, the Dregs would overlap the attacker, so the engine
    // moves them to the nearest free spot (board.ts nearestFreeSpot, 12 mm rings), here out of the Fighters' reach; the
    // attack still goes to them ("the enemy must instead target the Dregs": engine.ts AF_FODDER), as the kernel has it.
    const champion = K.fodder({ attacker: 'fighters', target: 'champion' });
    expect(lost(CHAMPION, 30, false)).toBeCloseTo(champion.lostWithout, 12);
    expect(lost(CHAMPION, 30, true)).toBeCloseTo(champion.lostWith, 12);
  });

  it('Detonate (Warding Reactions › Detonate): net points by who is in the Ward\'s RNG, the Ward\'s own point included', () => {
    for (const [enemies, allies] of [
      [2, 1],
      [3, 0],
      [1, 2],
    ] as const) {
      const s = position(plain('A'), plain('B'), 0, (s) => [
        [nth(s, 1, WARD, 0), 60, 200],
        ...[0, 1, 2].slice(0, enemies).map((k) => [nth(s, 0, FIGHTERS, k), 150, 100 + 100 * k] as const),
        ...[0, 1].slice(0, allies).map((k) => [nth(s, 1, FIGHTERS, k), 100, 60 + 280 * k] as const),
        // Out of the Ward's RNG (L, 240 mm), so neither side runs out of Elements.
        [nth(s, 0, CHAMPION, 0), 370, 40],
        [nth(s, 1, CHAMPION, 0), 370, 360],
      ]);
      const ward = nth(s, 1, WARD, 0);
      const mover = nth(s, 0, FIGHTERS, 0);
      const fighters = (p: number, n: number) => [0, 1, 2].slice(0, n).map((k) => nth(s, p, FIGHTERS, k));
      s.apply(legal(s, (code) => O.actionKind(code) === O.AK_SPRINT && O.actionActor(code) === mover));
      react(s, O.RK_DETONATE);
      const points = (t: RrState) => 2 * fighters(0, enemies).reduce((n, k) => n + gone(t, k), 0) - 2 * fighters(1, allies).reduce((n, k) => n + gone(t, k), 0) - gone(t, ward);
      const [engine] = expectation(s, (t) => t.status[ward] === REMOVED, (t) => [points(t)]);
      expect(engine).toBeCloseTo(K.detonate(Array(enemies).fill('fighters'), Array(allies).fill('fighters')).points, 12);
    }
  });

  it('Push to the Brink: the target is removed only after a critical Guile check and a failed Will check', () => {
    for (const target of [FIGHTERS, HEAVY, DREGS]) {
      const s = position(plain('A'), plain('B'), 0, (s) => [
        [nth(s, 0, CHAMPION, 0), 200, 140],
        [nth(s, 1, target, 0), 200, 200],
        [nth(s, 0, FIGHTERS, 2), 30, 30],
        [nth(s, 1, FIGHTERS, 2), 370, 370],
      ]);
      const champion = nth(s, 0, CHAMPION, 0);
      const pushed = nth(s, 1, target, 0);
      s.apply(legal(s, (code) => O.actionKind(code) === O.AK_PUSH && O.actionActor(code) === champion && O.actionArg(code) === pushed));
      const [removed] = expectation(s, actionEnded, (t) => [gone(t, pushed)]);
      expect(removed).toBeCloseTo(K.pushToTheBrink(['champion', 'heavy', 'fighters', 'shooters', 'skirmishers', 'dregs'][target]).removed, 12);
    }
  });

  it('Colossal: three Fury checks at the kernel\'s chances (the branches where a target holds and pushes the Heavy back left out)', () => {
    const s = position(plain('A'), plain('B'), 0, (s) => [
      [nth(s, 0, HEAVY, 0), 200, 200],
      [nth(s, 1, FIGHTERS, 0), 200, 260],
      [nth(s, 1, FIGHTERS, 1), 252, 170],
      [nth(s, 1, FIGHTERS, 2), 148, 170],
      [nth(s, 0, CHAMPION, 0), 30, 30],
      [nth(s, 1, CHAMPION, 0), 370, 370],
    ]);
    const heavy = nth(s, 0, HEAVY, 0);
    const targets = [0, 1, 2].map((k) => nth(s, 1, FIGHTERS, k));
    s.apply(legal(s, (code) => O.actionKind(code) === O.AK_STAND && O.actionActor(code) === heavy && O.actionArg(code) === targets[0]));
    const holds = (t: RrState, outcome: number) => t.checkKind === WILL && t.side[t.checkWho] === 1 && outcome === CRITICAL;
    const furyChecks: number[][] = [];
    const [removed, noHold] = expectation(
      s,
      (t) => {
        if (t.currentPlayer() === CHANCE && t.checkKind === FURY) furyChecks.push([t.checkWho, t.checkStat, t.checkDice]);
        return actionEnded(t);
      },
      (t) => [targets.reduce((n, k) => n + gone(t, k), 0), 1],
      holds,
    );
    const strike = K.strikeOutcomes({ attacker: 'heavy', target: 'fighters' });
    const kept = 1 - strike[HOLDS];
    expect(noHold).toBeCloseTo(kept ** 3, 12);
    // Given no hold, each of the three checks removes its target with P(removed) / P(no hold), independently.
    expect(removed / noHold).toBeCloseTo((3 * strike[REMOVED_OUTCOME]) / kept, 12);
    expect(new Set(furyChecks.map((c) => `${c[0]} ${c[1]} ${c[2]}`))).toEqual(new Set([`${heavy} 7 2`]));
  });

  it("Soothsayers: the engine's policy with each stored number, attacking and attacked", () => {
    for (const [role, mover] of [
      ['attacker', 0],
      ['defender', 1],
    ] as const) {
      for (let number = 1; number <= 20; number++) {
        const s = position(plain('Soothsayers', 'soothsayers'), plain('B'), mover, (s) => [
          [nth(s, 0, FIGHTERS, 0), 200, 160],
          [nth(s, 1, FIGHTERS, 0), 200, 200],
          [nth(s, 0, CHAMPION, 0), 30, 30],
          [nth(s, 1, CHAMPION, 0), 370, 370],
        ]);
        s.soothsayer[0] = number;
        s.soothTurn[0] = -1;
        const attacker = nth(s, mover, FIGHTERS, 0);
        const target = nth(s, 1 - mover, FIGHTERS, 0);
        s.apply(legal(s, (code) => O.actionKind(code) === O.AK_STAND && O.actionActor(code) === attacker && O.actionArg(code) === target));
        const [removed] = expectation(s, actionEnded, (t) => [gone(t, target)]);
        expect(removed, `${role}, number ${number}`).toBeCloseTo(K.soothsayerAttack({ attacker: 'fighters', target: 'fighters' }, role, 'engine', number).removed, 12);
      }
    }
  });

  it("Temptors: the enemy's first Fury or Will check of the round takes the die, and the Temptors' next attack a Fury bonus", () => {
    const attack = (mover: number, charge: boolean, temptorDie: number) => {
      const s = position(plain('Temptors', 'temptors'), plain('B'), mover, (s) => [
        [nth(s, mover, FIGHTERS, 0), 200, charge ? 100 : 160],
        [nth(s, 1 - mover, FIGHTERS, 0), 200, 200],
        [nth(s, 0, CHAMPION, 0), 30, 30],
        [nth(s, 1, CHAMPION, 0), 370, 370],
      ]);
      s.temptorDie[0] = temptorDie;
      if (temptorDie) s.temptorOffered[0] = 1;
      const attacker = nth(s, mover, FIGHTERS, 0);
      const target = nth(s, 1 - mover, FIGHTERS, 0);
      s.apply(legal(s, (code) => O.actionKind(code) === (charge ? O.AK_CHARGE : O.AK_STAND) && O.actionActor(code) === attacker && O.actionArg(code) === target));
      return expectation(s, actionEnded, (t) => [gone(t, target), t.temptorDie[0]]);
    };
    const fighters = { attacker: 'fighters', target: 'fighters' };
    // The enemy attacks first: its Fury check takes the offered die, and the Temptors gain theirs.
    const [removedPlain, gained] = attack(1, false, 0);
    expect(removedPlain).toBeCloseTo(K.removal({ ...fighters, furyBonus: 1 }), 12);
    expect(gained).toBe(1);
    expect(attack(1, true, 0)[0]).toBeCloseTo(K.removal({ ...fighters, charge: true, furyBonus: 1 }), 12);
    // The Temptors attack first: the enemy's Will check takes it.
    expect(attack(0, false, 0)[0]).toBeCloseTo(K.removal({ ...fighters, willBonus: 1 }), 12);
    // The gained die: the Temptors' next attack has a Fury bonus, and spends it.
    const [next, left] = attack(0, false, 1);
    expect(next).toBeCloseTo(K.removal({ ...fighters, furyBonus: 1 }), 12);
    expect(left).toBe(0);
  });

  it("Resurrectionists: the Ghostly Host's Guile checks at the start of its first turn of round 2 return the kernel's expected points", () => {
    const host = rattleAndRend.presets['ghostly-host'] as RrSide;
    const throng = { ...(rattleAndRend.presets['dwarven-throng'] as RrSide), tactic1: 'harriers' };
    for (const [fallen, reading] of [
      [['fighters', 'fighters'], 'as-written'],
      [['heavy', 'dregs', 'fighters'], 'as-written'],
      [['fighters', 'dregs', 'dregs'], 'as-written'],
      [['fighters', 'fighters'], 'all-penalty'],
    ] as const) {
      const s = toFirstAction(rattleAndRend.newGame({ sides: [host, throng], variants: { ...defaultVariants(), ...SETTINGS, resurrectionists: reading }, chance: Xoshiro128.stream(3, 0), log: false }) as RrState);
      const types = ['champion', 'heavy', 'fighters', 'shooters', 'skirmishers', 'dregs'];
      const used = new Set<number>();
      for (const type of fallen) {
        const k = Array.from({ length: s.n }, (_, i) => i).find((i) => s.side[i] === 0 && types[s.type[i]] === type && !used.has(i)) as number;
        used.add(k);
        s.status[k] = REMOVED;
      }
      s.cache = null;
      // Both sides pass to the end of round 1; then bids and the first turns of round 2 up to the Host's Guile checks.
      while (!(s.currentPlayer() === CHANCE && s.checkKind === GUILE && s.side[s.checkWho] === 0 && s.round === 2)) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else s.apply(s.decision === D_ACTION ? O.PASS : s.legalActions()[0]);
      }
      const before = s.statResurrected[0];
      // The dice of each check in turn, along the path where every check succeeds.
      const dice: number[] = [];
      for (const path = s.clone(); path.currentPlayer() === CHANCE && path.checkKind === GUILE; path.apply(SUCCESS)) dice.push(path.checkDice);
      const [returned] = expectation(
        s,
        (t) => t.currentPlayer() !== CHANCE,
        (t) => [t.statResurrected[0] - before],
      );
      const attempts = K.resurrectionAttempts(fallen, reading);
      expect(returned, `${fallen.join(', ')} ${reading}`).toBeCloseTo(K.expectedReturned(attempts), 12);
      expect(dice).toEqual(attempts.map((a) => a.dice));
    }
  });
});

describe('the experiment', () => {
  it('arms cover every listed item, each outcome distribution is a distribution, and every sample holds its exact value', async () => {
    expect(experiment.source.catalogue).toEqual(['RR-130', 'RR-132', 'RR-133', 'RR-106', 'RR-164', 'RR-168', 'RR-171', 'RR-174']);
    const items = new Set(experiment.arms.map((arm) => arm.coords?.item));
    expect([...items].sort()).toEqual([...experiment.source.catalogue].sort());
    for (const arm of experiment.arms) {
      const c = arm.params as unknown as Case;
      const e = prepare(c);
      expect(e.outcome.length, arm.id).toBe(OUTCOME_KEYS[c.rule].length);
      expect(e.outcome.reduce((a, b) => a + b, 0), arm.id).toBeCloseTo(1, 12);
      expect(Math.min(...e.outcome), arm.id).toBeGreaterThanOrEqual(-1e-15);
    }
    const { result } = await runToResult({ experiment: 'rr-tactic-kernels', trials: 65_536, seed: 11, workers: 1 });
    expect(result.arms).toHaveLength(experiment.arms.length);
    for (const arm of result.arms) {
      const e = prepare(arm.params as unknown as Case);
      const points = arm.metrics.points as MeanMetric;
      expect(holdsWithSlack(e.points, points.ci), `${arm.id}: ${e.points} in ${points.ci}`).toBe(true);
      const outcome = arm.metrics.outcome as DistributionMetric;
      e.outcome.forEach((p, key) => expect(holdsWithSlack(p, outcome.ci[key]), `${arm.id} ${outcome.keys[key]}: ${p} in ${outcome.ci[key]}`).toBe(true));
    }
    // The answer quotes the exact values, e.g. two fallen Fighters return 2 x 0.64 + 2 x 0.40 points.
    expect(result.answer!.join('\n')).toContain('two Fighters 2.08 (sampled');
  }, 120_000);
});
