/**
 * The `d20-source=deck` checker (RR-026; Core Mechanics › Why Use d20s?: the
 * rulebook keeps the d20 for its "swingy-ness"; a lower-variance checker with
 * the same odds per die is the comparison the question asks for).
 *
 * Each side draws its d20s from its own decks of the twenty values 1-20, one
 * deck per die position of a check (die 1 of every check from deck 1, die 2
 * from deck 2, ...), a deck reshuffled when it runs out. A deck is a 20-bit
 * mask of the values still in it (bit v-1: value v); 0 stands for a full,
 * freshly shuffled deck, so a state that never drew holds zeros. Drawing a
 * uniformly random value among those left (the game's seeded stream) is the
 * same as turning the top card of a shuffled deck, and leaves no card order
 * in the state for a search agent to peek at: the values left are public
 * (every die was seen), the order is not.
 *
 * Why one deck per die position, not one per side: two dice of one check
 * drawn from one deck are drawn without replacement, which changes the
 * check's odds (2d20 at 11+ is critical 10/20 x 9/19 = 23.7% of the time
 * instead of 25%). Decks per position are independent of one another, so the
 * dice of one check are independent and each is uniform on 1-20 before any
 * draw is seen: a check's fail, success and critical odds are exactly the
 * dice's (check.ts). What the deck changes is a side's run of luck across a
 * game: after a low die 1 the next die 1 is a little more likely to be high.
 *
 * Cost: one nextBelow and at most 19 bit steps per die; no allocation.
 * Example: a fresh deck draws 20 values that are 1..20 in some order, then
 * starts again.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';

/** Every value 1-20 in the deck. */
export const FULL_DECK = 0xfffff;
/** Decks per side: one per die position; more dice than this in one check is an error. */
export const DECK_SLOTS = 16;

/** Set bits of a 20-bit mask. */
export function cardsIn(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The values >= stat (stat clamped to 1..21: 21 none), as a mask. */
export function atLeast(stat: number): number {
  const t = Math.min(21, Math.max(1, stat));
  return FULL_DECK & ~((1 << (t - 1)) - 1);
}

/** The deck of `side`'s die position `slot` (an index into the decks array). */
export function deckIndex(side: number, slot: number): number {
  if (slot >= DECK_SLOTS) throw new Error(`rattle-and-rend d20-source=deck: a check of more than ${DECK_SLOTS} dice`);
  return side * DECK_SLOTS + slot;
}

/** The values left in deck `at` (a spent deck is a full one again). */
export const cardsLeft = (decks: Int32Array, at: number): number => decks[at] || FULL_DECK;

/** Takes one value of `among` (a non-empty subset of the deck) uniformly at random out of deck `at`; returns it. */
function takeAmong(decks: Int32Array, at: number, among: number, rng: Xoshiro128): number {
  let m = among;
  for (let k = rng.nextBelow(cardsIn(among)); k > 0; k--) m &= m - 1;
  const bit = 31 - Math.clz32(m & -m);
  decks[at] = cardsLeft(decks, at) & ~(1 << bit);
  return bit + 1;
}

/** Draws one d20 from deck `at`. */
export function drawFace(decks: Int32Array, at: number, rng: Xoshiro128): number {
  return takeAmong(decks, at, cardsLeft(decks, at), rng);
}

/** Takes the given value out of deck `at` (a set outcome); false if it is not in the deck. */
export function takeFace(decks: Int32Array, at: number, face: number): boolean {
  const left = cardsLeft(decks, at);
  const bit = 1 << (face - 1);
  if (face < 1 || face > 20 || (left & bit) === 0) return false;
  decks[at] = left & ~bit;
  return true;
}

/**
 * Rolls `dice` d20 for `side` against `stat` from its decks into out[0..dice); returns the number of dice >= stat.
 */
export function drawCheck(decks: Int32Array, side: number, stat: number, dice: number, rng: Xoshiro128, out: number[]): number {
  let successes = 0;
  out.length = dice;
  for (let d = 0; d < dice; d++) {
    const face = drawFace(decks, deckIndex(side, d), rng);
    out[d] = face;
    if (face >= stat) successes++;
  }
  return successes;
}

/**
 * [fail, success, critical] of `side`'s next check against `stat` with `dice` dice, given the values left in its
 * decks (the positions are independent): what a player counting the cards would know.
 */
export function deckCheckProbabilities(decks: Int32Array, side: number, stat: number, dice: number, out: Float64Array): Float64Array {
  const high = atLeast(stat);
  // P(no success), P(exactly one), P(two or more) over the dice so far.
  let none = 1;
  let one = 0;
  let more = 0;
  for (let d = 0; d < dice; d++) {
    const left = cardsLeft(decks, deckIndex(side, d));
    const q = cardsIn(left & high) / cardsIn(left);
    more = more + one * q;
    one = one * (1 - q) + none * q;
    none *= 1 - q;
  }
  out[0] = none;
  out[1] = one;
  out[2] = more;
  return out;
}

/**
 * A set result (scripted dice, a search agent's chosen outcome) drawn from the decks as the deck would give it: the
 * dice that succeed are chosen with their exact weights among the patterns of that result, then each die is drawn
 * uniformly among its deck's values on its side of the stat. Returns false (decks untouched) if the decks cannot give
 * the result. `result` 0 fail, 1 success, 2 critical.
 */
export function drawForResult(decks: Int32Array, side: number, stat: number, dice: number, result: number, rng: Xoshiro128): boolean {
  const high = atLeast(stat);
  let total = 0;
  for (let pattern = 0; pattern < 1 << dice; pattern++) total += patternWeight(decks, side, high, dice, pattern, result);
  if (total === 0) return false;
  let pick = rng.nextBelow(total);
  for (let pattern = 0; pattern < 1 << dice; pattern++) {
    pick -= patternWeight(decks, side, high, dice, pattern, result);
    if (pick >= 0) continue;
    for (let d = 0; d < dice; d++) {
      const at = deckIndex(side, d);
      const left = cardsLeft(decks, at);
      takeAmong(decks, at, (pattern >> d) & 1 ? left & high : left & ~high, rng);
    }
    return true;
  }
  return false;
}

/** Ways the decks deal `pattern` (bit d: die d succeeds), 0 unless the pattern gives `result`. */
function patternWeight(decks: Int32Array, side: number, high: number, dice: number, pattern: number, result: number): number {
  const successes = cardsIn(pattern);
  if ((successes >= 2 ? 2 : successes) !== result) return 0;
  let ways = 1;
  for (let d = 0; d < dice; d++) {
    const left = cardsLeft(decks, deckIndex(side, d));
    ways *= cardsIn((pattern >> d) & 1 ? left & high : left & ~high);
  }
  return ways;
}
