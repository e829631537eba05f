/**
 * Exact kernels and their samplers for eight Rattle and Rend rules that act
 * through a few checks (004_c41133d86b017ece.txt; rr-tactic-kernels). Every
 * check is the game's own: stats from the profiles and attackModel.ts
 * (`attackChecks`: the numbers the engine and `playtest attack rattle-and-rend`
 * use), dice counts from check.ts `diceFor` (penalties and bonuses cancel),
 * probabilities from the d20 kernel (`checkProbabilitiesForDice`), attacks
 * from `exactAttack`, and each sampler rolls with the engine's `rollCheck`.
 * Where the engine takes a decision the rulebook leaves to the player (which
 * Elements Resurrectionists picks, when Soothsayers and Temptors act), the
 * kernel copies the engine's rule and says where it lives; the test
 * (tests/experiments/rr-tactic-kernels.test.ts) walks the engine's own chance
 * tree from scripted positions and finds the same numbers.
 *
 * The `_` prefix keeps `npm run reports` from loading this file as an experiment.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { CRITICAL, FAIL, SUCCESS, checkProbabilitiesForDice, diceFor, rollCheck } from '../../src/systems/rattle-and-rend/check.ts';
import { HOLDS, NO_EFFECT, REMOVED, WITHDRAWN, attackChecks, exactAttack, guileOf, situation, willOf, type AttackChecks } from '../../src/systems/rattle-and-rend/attackModel.ts';
import { CHAMPION, ELEMENT_TYPES, PROFILES, WARBAND_POINTS, defaultVariants } from '../../src/systems/rattle-and-rend/rules.ts';
import { profilesFor } from '../../src/systems/rattle-and-rend/statLines.ts';

const VARIANTS = defaultVariants();
const DICE = VARIANTS.dice;
const LINES = profilesFor(VARIANTS.stats);

export const typeOf = (id: string): number => {
  const type = ELEMENT_TYPES.indexOf(id as (typeof ELEMENT_TYPES)[number]);
  if (type < 0) throw new Error(`unknown Element type ${id}`);
  return type;
};
export const pointsOf = (id: string): number => PROFILES[typeOf(id)].cost;
/** [fail, success, critical] of a check against `stat` on `dice` d20 (the d20 kernel). */
export const check = (stat: number, dice: number): Float64Array => checkProbabilitiesForDice(stat, dice);
/** Chance a check against `stat` on `dice` d20 is at least a success. */
export const succeeds = (stat: number, dice: number): number => 1 - check(stat, dice)[FAIL];

/** Reused by the samplers: the faces of the last check (rollCheck writes them). */
const FACES: number[] = [];

// ---- one attack ("Attacks", "Will Checks") ------------------------------------------------------------

/** One attack with no Tactic: the modifiers the rules below need, and the extra dice Temptors offers. */
export interface Strike {
  attacker: string;
  target: string;
  charge?: boolean;
  support?: boolean;
  outnumbered?: boolean;
  /** Extra Fury bonuses (the Temptors' die on its next attack: engine.ts memoEntryOf's extraFuryBonus). */
  furyBonus?: number;
  /** Extra Will bonuses (the die Temptors offers on the enemy's Will check: engine.ts willRoll, bonus + temptorBonus). */
  willBonus?: number;
}

/** The attack's checks as the game reads them (attackModel.ts attackChecks, default readings). */
export function strikeChecks(strike: Strike): AttackChecks {
  const fields = { charge: strike.charge ?? false, support: strike.support ?? false, outnumbered: strike.outnumbered ?? false, extraFuryBonus: strike.furyBonus ?? 0 };
  const checks = attackChecks(situation(typeOf(strike.attacker), typeOf(strike.target), fields), VARIANTS);
  return strike.willBonus ? { ...checks, willBonus: checks.willBonus + strike.willBonus } : checks;
}

/** Exact [noEffect, removed, withdrawn, holds] of one attack (attackModel.ts exactAttack, as `playtest attack --exact`). */
export const strikeOutcomes = (strike: Strike): Float64Array => exactAttack(strikeChecks(strike), DICE);
export const removal = (strike: Strike): number => strikeOutcomes(strike)[REMOVED];

export const furyDice = (c: AttackChecks): number => diceFor(c.furyBonus, c.furyPenalty, DICE);
/** A critical Fury check puts the Will check at one more penalty ("Attacks": CRITICAL SUCCESS). */
export const willDice = (c: AttackChecks, critical: boolean): number => diceFor(c.willBonus, c.willPenalty + (critical ? 1 : 0), DICE);

/** The results of the last sampled attack: its Fury check, and its Will check (-1 when none was made). */
export const LAST = { fury: FAIL, will: -1 };

/** One sampled attack: the Fury check, then the target's Will check (the pipeline's steps); returns an outcome code. */
export function sampleStrike(c: AttackChecks, rng: Xoshiro128): number {
  if (c.nightmaresGuile > 0 || c.poisonReroll || c.swarmerFury.length > 0) throw new Error('sampleStrike: only attacks without Tactics');
  LAST.fury = rollCheck(rng, c.furyStat, furyDice(c), FACES);
  LAST.will = -1;
  if (LAST.fury === FAIL) return NO_EFFECT;
  LAST.will = rollCheck(rng, c.willStat, willDice(c, LAST.fury === CRITICAL), FACES);
  return LAST.will === FAIL ? REMOVED : LAST.will === SUCCESS ? WITHDRAWN : HOLDS;
}

/** Distribution of how many of several independent events happen (each with its own chance). */
export function countDistribution(chances: readonly number[]): Float64Array {
  let p = Float64Array.of(1);
  for (const q of chances) {
    const next = new Float64Array(p.length + 1);
    for (let k = 0; k < p.length; k++) {
      next[k] += p[k] * (1 - q);
      next[k + 1] += p[k] * q;
    }
    p = next;
  }
  return p;
}

// ---- RR-130 Resurrectionists (Tactics › Resurrectionists) --------------------------------------------

export const RESURRECTION_READINGS = ['as-written', 'all-penalty', 'no-penalty'] as const;
export type ResurrectionReading = (typeof RESURRECTION_READINGS)[number];
export interface Attempt {
  type: string;
  points: number;
  guile: number;
  dice: number;
}

/**
 * The Guile checks a round's Resurrectionists makes, as engine.ts firstTurnEffects chooses them: up to a third of
 * the warband's points ("select up to one-third of the total points"), the fallen Elements largest first, one that
 * does not fit skipped; the first check on 2d20, "each Element making a Guile Check after the first does so at a
 * Penalty" (1d20). `all-penalty` is the engine's variant (RR-009); `no-penalty` is no rule, only the yardstick that
 * prices the penalty.
 */
export function resurrectionAttempts(fallen: readonly string[], reading: ResurrectionReading = 'as-written', warbandPoints = WARBAND_POINTS): Attempt[] {
  let budget = Math.floor(warbandPoints / 3);
  // Array.prototype.sort is stable: equal points keep the listed order, as the engine keeps Element order.
  const sorted = [...fallen].sort((x, y) => pointsOf(y) - pointsOf(x));
  const attempts: Attempt[] = [];
  for (const type of sorted) {
    const points = pointsOf(type);
    if (points > budget) continue;
    budget -= points;
    const penalty = reading === 'all-penalty' || (reading === 'as-written' && attempts.length > 0) ? 1 : 0;
    attempts.push({ type, points, guile: guileOf(typeOf(type), LINES), dice: diceFor(0, penalty, DICE) });
  }
  return attempts;
}

/** Expected points returned by one round's Guile checks. */
export const expectedReturned = (attempts: readonly Attempt[]): number => attempts.reduce((sum, a) => sum + a.points * succeeds(a.guile, a.dice), 0);
/** Distribution of the number of Elements returned. */
export const returnedDistribution = (attempts: readonly Attempt[]): Float64Array => countDistribution(attempts.map((a) => succeeds(a.guile, a.dice)));

export function sampleReturned(attempts: readonly Attempt[], rng: Xoshiro128): { points: number; count: number } {
  let points = 0;
  let count = 0;
  for (const a of attempts) {
    if (rollCheck(rng, a.guile, a.dice, FACES) !== FAIL) {
      points += a.points;
      count++;
    }
  }
  return { points, count };
}

// ---- RR-132 Soothsayers (Tactics › Soothsayers) ------------------------------------------------------

export type SoothsayerRole = 'attacker' | 'defender';
/**
 * `engine`: engine.ts soothsayerOverride. The stored number replaces a check's result after it is rolled, as one
 * die (success when it is at least the stat, never a critical), and only when that flips it: the first of the
 * Soothsayers' own failed Fury or Will checks or the enemy's successful Fury or Will checks it can flip. `best`: the
 * same number spent where it does most within the one attack, seeing each roll before deciding: attacking that is
 * the engine's policy; attacked, it waits for a failed Will check when the number could flip one.
 */
export type SoothsayerPolicy = 'engine' | 'best';
export interface SoothsayerExact {
  /** P(the target is removed) with the number, and without it. */
  removed: number;
  plain: number;
  /** P(the number is spent on this attack). */
  spent: number;
}

/** Exact chances for one attack of `strike` when the Soothsayers side holds `number` and attacks (or is attacked). */
export function soothsayerAttack(strike: Strike, role: SoothsayerRole, policy: SoothsayerPolicy, number: number): SoothsayerExact {
  const c = strikeChecks(strike);
  const fury = check(c.furyStat, furyDice(c));
  const will = [check(c.willStat, willDice(c, false)), check(c.willStat, willDice(c, true))];
  const plain = fury[SUCCESS] * will[0][FAIL] + fury[CRITICAL] * will[1][FAIL];
  let removed = 0;
  let spent = 0;
  if (role === 'attacker') {
    // Own failed Fury check: the number stands as a success (a plain one: the Will check has no extra penalty).
    if (number >= c.furyStat) {
      spent += fury[FAIL];
      removed += fury[FAIL] * will[0][FAIL];
    }
    // The enemy's successful Will check: turned into a failure (a removal) by a number below its stat, by either policy.
    const flipsWill = number < c.willStat;
    for (const [hit, w] of [[fury[SUCCESS], will[0]], [fury[CRITICAL], will[1]]] as const) {
      removed += hit * (flipsWill ? 1 : w[FAIL]);
      if (flipsWill) spent += hit * (1 - w[FAIL]);
    }
  } else {
    const hit = fury[SUCCESS] + fury[CRITICAL];
    const willFails = fury[SUCCESS] * will[0][FAIL] + fury[CRITICAL] * will[1][FAIL];
    const flipsFury = number < c.furyStat;
    const flipsWill = number >= c.willStat;
    if (policy === 'best' && flipsWill) {
      // Wait for the Will check: a failure is flipped; a success keeps the number.
      spent = willFails;
    } else if (flipsFury) {
      spent = hit;
    } else if (flipsWill) {
      spent = willFails;
    } else {
      removed = willFails;
    }
  }
  return { removed, plain, spent };
}

/** The same, averaged over the stored d20 (the number is rolled at the start of the Soothsayers' first turn). */
export function soothsayerAverage(strike: Strike, role: SoothsayerRole, policy: SoothsayerPolicy): SoothsayerExact {
  const sum = { removed: 0, plain: 0, spent: 0 };
  for (let number = 1; number <= 20; number++) {
    const one = soothsayerAttack(strike, role, policy, number);
    sum.removed += one.removed / 20;
    sum.plain += one.plain / 20;
    sum.spent += one.spent / 20;
  }
  return sum;
}

/** One sampled attack with a freshly rolled number: removed with and without it, and whether it was spent. */
export function sampleSoothsayer(strike: Strike, role: SoothsayerRole, policy: SoothsayerPolicy, rng: Xoshiro128): { removed: boolean; plain: boolean; spent: boolean } {
  const c = strikeChecks(strike);
  const number = rng.nextBelow(20) + 1;
  const fury = rollCheck(rng, c.furyStat, furyDice(c), FACES);
  if (role === 'attacker') {
    if (fury === FAIL) {
      if (number < c.furyStat) return { removed: false, plain: false, spent: false };
      return { removed: rollCheck(rng, c.willStat, willDice(c, false), FACES) === FAIL, plain: false, spent: true };
    }
    const plain = rollCheck(rng, c.willStat, willDice(c, fury === CRITICAL), FACES) === FAIL;
    const flips = !plain && number < c.willStat;
    return { removed: plain || flips, plain, spent: flips };
  }
  if (fury === FAIL) return { removed: false, plain: false, spent: false };
  // The Will check is rolled even when the Fury check is flipped: the attack without the number needs it.
  const plain = rollCheck(rng, c.willStat, willDice(c, fury === CRITICAL), FACES) === FAIL;
  const flipsWill = number >= c.willStat;
  if (policy === 'best' && flipsWill) return { removed: false, plain, spent: plain };
  if (number < c.furyStat) return { removed: false, plain, spent: true };
  if (flipsWill) return { removed: false, plain, spent: plain };
  return { removed: plain, plain, spent: false };
}

// ---- RR-133 Temptors (Tactics › Temptors) ------------------------------------------------------------

/**
 * engine.ts temptorsOffer/temptorBonus: once a round the enemy's first Fury or Will check takes the offered die,
 * and the Temptors' next attack has a Fury bonus. `offered: 'fury'` is an enemy attack on a Temptors Element (its
 * Fury check takes the die); `offered: 'will'` is a Temptors attack whose target's Will check takes it. `next` is the
 * Temptors' next attack, made with the bonus. The 0-Momentum action the Temptors gain when the offer is accepted and
 * the check fails is not in the engine, so it is not counted in points; `failed` gives how often it would come.
 */
export interface TemptorsCase {
  offered: 'fury' | 'will';
  their: Strike;
  next: Strike;
}
export interface TemptorsExact {
  /** Points the offered die costs the Temptors on that check, and points its own bonus die gains on the next attack. */
  cost: number;
  gain: number;
  /** [not made, fail, success, critical] of the offered check, with the die. */
  offeredCheck: Float64Array;
}

const withFury = (strike: Strike): Strike => ({ ...strike, furyBonus: (strike.furyBonus ?? 0) + 1 });
const withWill = (strike: Strike): Strike => ({ ...strike, willBonus: (strike.willBonus ?? 0) + 1 });

export function temptors(t: TemptorsCase): TemptorsExact {
  const value = pointsOf(t.their.target);
  const gain = pointsOf(t.next.target) * (removal(withFury(t.next)) - removal(t.next));
  if (t.offered === 'fury') {
    const c = strikeChecks(withFury(t.their));
    const fury = check(c.furyStat, furyDice(c));
    return { cost: value * (removal(withFury(t.their)) - removal(t.their)), gain, offeredCheck: Float64Array.of(0, fury[FAIL], fury[SUCCESS], fury[CRITICAL]) };
  }
  const c = strikeChecks(withWill(t.their));
  const fury = check(c.furyStat, furyDice(c));
  const will = [check(c.willStat, willDice(c, false)), check(c.willStat, willDice(c, true))];
  const offeredCheck = Float64Array.of(fury[FAIL], 0, 0, 0);
  for (let r = 0; r < 3; r++) offeredCheck[1 + r] = fury[SUCCESS] * will[0][r] + fury[CRITICAL] * will[1][r];
  return { cost: value * (removal(t.their) - removal(withWill(t.their))), gain, offeredCheck };
}

/** One sampled round of the exchange: net points for the Temptors, and the offered check's result (0 not made, 1 fail, 2 success, 3 critical). */
export function sampleTemptors(t: TemptorsCase, rng: Xoshiro128): { net: number; offeredCheck: number } {
  const removed = (strike: Strike) => (sampleStrike(strikeChecks(strike), rng) === REMOVED ? 1 : 0);
  const value = pointsOf(t.their.target);
  const gain = pointsOf(t.next.target) * (removed(withFury(t.next)) - removed(t.next));
  const plain = removed(t.their);
  const offered = removed(t.offered === 'fury' ? withFury(t.their) : withWill(t.their));
  const made = t.offered === 'fury' ? LAST.fury : LAST.will;
  const cost = value * (t.offered === 'fury' ? offered - plain : plain - offered);
  return { net: gain - cost, offeredCheck: made < 0 ? 0 : 1 + made };
}

// ---- RR-106 Colossal (Heavy Traits › Colossal) -------------------------------------------------------

/**
 * actions.ts attackAction: a Colossal Heavy's attack makes one Fury check against each of up to three enemies within
 * its RNG, each resolved as its own attack; here none touches it and none has support (so no modifier applies). In
 * the engine the checks come one after another on the live board, so a target's critical Will check, which pushes
 * the Heavy back S (the toolkit's pick of the two bonuses), can leave it out of range of the targets still to come:
 * `lostToHolds` bounds what that costs.
 */
export const colossalStrikes = (targets: readonly string[]): Strike[] => targets.map((target) => ({ attacker: 'heavy', target }));

/** Distribution of the number of targets removed, and the expected points removed, with every check made. */
export function colossal(targets: readonly string[]): { removedCount: Float64Array; points: number } {
  const strikes = colossalStrikes(targets);
  return { removedCount: countDistribution(strikes.map(removal)), points: strikes.reduce((sum, s) => sum + pointsOf(s.target) * removal(s), 0) };
}

/** The most points the later checks can lose if every earlier target that holds carries the Heavy out of range. */
export function lostToHolds(targets: readonly string[]): number {
  let noHoldYet = 1;
  let lost = 0;
  for (const strike of colossalStrikes(targets)) {
    lost += (1 - noHoldYet) * pointsOf(strike.target) * removal(strike);
    noHoldYet *= 1 - strikeOutcomes(strike)[HOLDS];
  }
  return lost;
}

export function sampleColossal(targets: readonly string[], rng: Xoshiro128): { points: number; count: number } {
  let points = 0;
  let count = 0;
  for (const strike of colossalStrikes(targets)) {
    if (sampleStrike(strikeChecks(strike), rng) !== REMOVED) continue;
    points += pointsOf(strike.target);
    count++;
  }
  return { points, count };
}

// ---- RR-164 Push to the Brink (Champion Actions › Push to the Brink) --------------------------------

/**
 * actions.ts effect/effectResult: the Champion's Guile check on 2d20; a critical also forces the target's Will check
 * (OP_SELF_WILL with no penalty: 2d20), whose failure removes it ("Will Checks": FAIL).
 */
export function pushToTheBrink(target: string): { guile: Float64Array; will: Float64Array; removed: number } {
  const guile = check(guileOf(CHAMPION, LINES), diceFor(0, 0, DICE));
  const will = check(willOf(typeOf(target), [], LINES), diceFor(0, 0, DICE));
  return { guile, will, removed: guile[CRITICAL] * will[FAIL] };
}

/** 0 Guile fails, 1 pushed, 2 pushed and the Will check passed, 3 pushed and removed. */
export function samplePush(target: string, rng: Xoshiro128): number {
  const guile = rollCheck(rng, guileOf(CHAMPION, LINES), diceFor(0, 0, DICE), FACES);
  if (guile !== CRITICAL) return guile;
  return rollCheck(rng, willOf(typeOf(target), [], LINES), diceFor(0, 0, DICE), FACES) === FAIL ? 3 : 2;
}

// ---- RR-168 Retaliate (Standard Reactions › Retaliate) ----------------------------------------------

/**
 * engine.ts afterFury/OP_RETALIATE_FURY: both Fury checks are rolled, then both Will checks, and a Will check is
 * made even when the other side's has already removed its Element ("simultaneous"), so the two removals are
 * independent. The Fighters strike as a free attack (no Charge penalty). [neither, attacker only, Fighters only, both].
 */
export function retaliate(attack: Strike): Float64Array {
  const onFighters = removal(attack);
  const onAttacker = removal({ attacker: attack.target, target: attack.attacker });
  return Float64Array.of((1 - onFighters) * (1 - onAttacker), onAttacker * (1 - onFighters), onFighters * (1 - onAttacker), onFighters * onAttacker);
}

/** One sampled exchange: 0 neither removed, 1 the attacker, 2 the Fighters, 3 both. */
export function sampleRetaliate(attack: Strike, rng: Xoshiro128): number {
  const fighters = sampleStrike(strikeChecks(attack), rng) === REMOVED;
  const attacker = sampleStrike(strikeChecks({ attacker: attack.target, target: attack.attacker }), rng) === REMOVED;
  return (attacker ? 1 : 0) + (fighters ? 2 : 0);
}

// ---- RR-171 Fodder (Standard Reactions › Fodder) -----------------------------------------------------

/**
 * reactions.ts RK_FODDER: the Dregs' Will check (2d20, no attacker's modifiers); on a success or critical the two
 * swap places and the attack is made on the Dregs. The critical's extra ("the attacker must attack ... albeit at a
 * Penalty") is not in the engine. Points are the allied points the attack is expected to remove.
 */
export function fodder(attack: Strike): { swap: number; lostWithout: number; lostWith: number; dregsRemoved: number } {
  const swap = succeeds(willOf(typeOf('dregs'), [], LINES), diceFor(0, 0, DICE));
  const lostWithout = pointsOf(attack.target) * removal(attack);
  const dregsRemoved = removal({ ...attack, target: 'dregs' });
  return { swap, lostWithout, lostWith: swap * pointsOf('dregs') * dregsRemoved + (1 - swap) * lostWithout, dregsRemoved };
}

/** One sampled attack with and without the Fodder: points saved, and 0 no swap, 1 swapped and the Dregs removed, 2 swapped and they stay. */
export function sampleFodder(attack: Strike, rng: Xoshiro128): { saved: number; outcome: number } {
  const without = sampleStrike(strikeChecks(attack), rng) === REMOVED ? pointsOf(attack.target) : 0;
  if (rollCheck(rng, willOf(typeOf('dregs'), [], LINES), diceFor(0, 0, DICE), FACES) === FAIL) {
    return { saved: without - (sampleStrike(strikeChecks(attack), rng) === REMOVED ? pointsOf(attack.target) : 0), outcome: 0 };
  }
  const dregs = sampleStrike(strikeChecks({ ...attack, target: 'dregs' }), rng) === REMOVED;
  return { saved: without - (dregs ? pointsOf('dregs') : 0), outcome: dregs ? 1 : 2 };
}

// ---- RR-174 Detonate (Warding Reactions › Detonate) --------------------------------------------------

/**
 * reactions.ts RK_DETONATE: every other Element within the Ward's RNG, both sides, makes a Will check at a penalty
 * (OP_SELF_WILL: 1d20 unless a bonus cancels it; none here) and is removed on a failure; then the Ward is removed.
 * Net removals count enemy minus allied Elements (the Ward apart); points also take off the Ward's own point.
 */
export const detonateFails = (type: string): number => check(willOf(typeOf(type), [], LINES), diceFor(0, 1, DICE))[FAIL];

export function detonate(enemies: readonly string[], allies: readonly string[]): { net: Float64Array; points: number } {
  const fails = detonateFails;
  const enemyCount = countDistribution(enemies.map(fails));
  const allyCount = countDistribution(allies.map(fails));
  // net = enemy - ally removed, indexed from -allies.length.
  const net = new Float64Array(enemies.length + allies.length + 1);
  for (let e = 0; e < enemyCount.length; e++) for (let a = 0; a < allyCount.length; a++) net[e - a + allies.length] += enemyCount[e] * allyCount[a];
  const points = enemies.reduce((sum, t) => sum + pointsOf(t) * fails(t), 0) - allies.reduce((sum, t) => sum + pointsOf(t) * fails(t), 0) - pointsOf('ward');
  return { net, points };
}

export function sampleDetonate(enemies: readonly string[], allies: readonly string[], rng: Xoshiro128): { points: number; net: number } {
  let points = -pointsOf('ward');
  let net = 0;
  for (const [list, sign] of [[enemies, 1], [allies, -1]] as const) {
    for (const type of list) {
      if (rollCheck(rng, willOf(typeOf(type), [], LINES), diceFor(0, 1, DICE), FACES) !== FAIL) continue;
      points += sign * pointsOf(type);
      net += sign;
    }
  }
  return { points, net };
}
