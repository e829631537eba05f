/**
 * One Fury, Guile or Will check ("Core Dice Mechanic"): the d20 kernel
 * (src/dice/d20.ts) gives the dice count and the exact result probabilities;
 * this file only adds a cache (the game asks for the same few checks over and
 * over) and a roller that reports the dice for the narrative.
 *
 * Results: FAIL (no die >= stat), SUCCESS (exactly one), CRITICAL (two or more).
 * Example: checkProbabilities(11, 1, 0, 'cancel') -> [0.125, 0.375, 0.5].
 */
import * as d20Module from '../../dice/d20.ts';
import type { D20Variant } from '../../dice/d20.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { d20, d20DiceCount } = d20Module;

export const FAIL = 0;
export const SUCCESS = 1;
export const CRITICAL = 2;
export const RESULT_NAMES = ['fail', 'success', 'critical'] as const;

const cache = new Map<number, Float64Array>();

/** Dice rolled for a check with these many bonuses and penalties. */
export function diceFor(bonus: number, penalty: number, variant: D20Variant): number {
  return d20DiceCount({ target: 11, bonus, penalty, variant });
}

/** [fail, success, critical] for a check against `stat` rolling `dice` d20 (stat clamped to 1..21: 21 never succeeds). */
export function checkProbabilitiesForDice(stat: number, dice: number): Float64Array {
  const target = Math.min(21, Math.max(1, stat));
  const key = target * 16 + dice;
  let probabilities = cache.get(key);
  if (!probabilities) {
    // With penalty 0 and `stack`, the kernel rolls 2 + bonus dice: ask it for exactly `dice`.
    probabilities = d20.exact({ target, bonus: Math.max(0, dice - 2), penalty: dice < 2 ? 1 : 0, variant: 'stack' });
    cache.set(key, probabilities);
  }
  return probabilities;
}

export function checkProbabilities(stat: number, bonus: number, penalty: number, variant: D20Variant): Float64Array {
  return checkProbabilitiesForDice(stat, diceFor(bonus, penalty, variant));
}

/** Rolls `dice` d20 into out[0..dice) and returns the result code. */
export function rollCheck(rng: Xoshiro128, stat: number, dice: number, out: number[]): number {
  let successes = 0;
  out.length = dice;
  for (let d = 0; d < dice; d++) {
    const face = rng.nextBelow(20) + 1;
    out[d] = face;
    if (face >= stat) successes++;
  }
  return successes >= 2 ? CRITICAL : successes;
}
