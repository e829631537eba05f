/**
 * A battle's economy, read from its state for the Chapter 8 and 9 rules of
 * `000_9659637e2373f14e.txt` that js-economy-rules measures: Warp Flares
 * recovered from objectives (Ch. 8 Warp Flare Recovery, JS-058), the
 * reinforcement pool (Ch. 8 Reinforcements, JS-066) and what the Force
 * Rating term did to each round (Ch. 9 Force Rating Scoring, JS-061).
 *
 * Pure functions of fields the state already keeps (flares, flaresSpent,
 * insertionFailed, captured, inPlay, returned, roundScore, roundForceRating):
 * nothing new is recorded or serialised, so the behaviour fixture's states
 * are untouched. Each is checked against the logged events of whole battles
 * in tests/systems/jagged-shards/economy.test.ts.
 *
 * Example: a defender (2 Warp Flares) that spent 3 and ends with 1 recovered
 * 1 + 3 - 2 = 2 Warp Flares from objectives.
 */
import type { JaggedState } from './jaggedState.ts';
import * as rules from './rules.ts';

const { INSERTION_FAILURE_FLARES, ROUNDS } = rules;

/** The Warp Flares a failed insertion took from `seat` (Ch. 10 Insertion Failure: the attacker, seat 0, "immediately loses: 1 Warp Flare"). */
function insertionLoss(s: JaggedState, seat: number): number {
  return seat === 0 && s.insertionFailed === 1 ? Math.min(INSERTION_FAILURE_FLARES, s.setup.rules.startFlares[0]) : 0;
}

/**
 * Warp Flares `seat` recovered from objectives so far (Ch. 8 Warp Flare
 * Recovery): the only income, so what it holds plus what it spent, less what
 * it started with and what a failed insertion took.
 */
export function warpFlaresRecovered(s: JaggedState, seat: number): number {
  return s.flares[seat] + s.flaresSpent[seat] - s.setup.rules.startFlares[seat] + insertionLoss(s, seat);
}

/** Objectives `seat` has captured at least once: the first captures, each of which recovers Warp Flares at most once (Ch. 8, JS-058). */
export function objectivesCaptured(s: JaggedState, seat: number): number {
  let count = 0;
  for (let o = 0; o < s.owner.length; o++) count += s.captured[o * 2 + seat];
  return count;
}

/**
 * Units of `seat` destroyed at least once (Ch. 8 Reinforcements: the pool a
 * side may bring back): out of play now, or back as a reinforcement, which
 * only a destroyed unit can be.
 */
export function unitsLost(s: JaggedState, seat: number): number {
  const { first, size } = s.setup.roster;
  let count = 0;
  for (let u = first[seat]; u < first[seat] + size[seat]; u++) if (s.inPlay[u] === 0 || s.returned[u] === 1) count++;
  return count;
}

/** Reinforcements of `seat` destroyed again: Ch. 8 "Each destroyed unit may only return as a Reinforcement once per battle", so these stay off the table. */
export function lostAfterReturning(s: JaggedState, seat: number): number {
  const { first, size } = s.setup.roster;
  let count = 0;
  for (let u = first[seat]; u < first[seat] + size[seat]; u++) if (s.returned[u] === 1 && s.inPlay[u] === 0) count++;
  return count;
}

/**
 * What the Force Rating term did to a round's result, against the result by
 * objective value alone (forceRatingEffect), short for a chart's axis: no
 * enemy Force Rating destroyed; destroyed, same result; it won a round level
 * on objective value; it levelled a round lost on objective value; it
 * reversed a round lost on objective value.
 */
export const FORCE_RATING_EFFECTS = ['none destroyed', 'no change', 'won a level round', 'levelled', 'reversed'] as const;

/** The seat ahead on a pair of numbers, -1 when level. */
const ahead = (a: number, b: number) => (a > b ? 0 : b > a ? 1 : -1);

/**
 * How the enemy Force Rating destroyed in round r (1-5) changed that round's
 * Round Victory (Ch. 9 Round Victory Calculation: objective value controlled +
 * enemy Force Rating destroyed that round), as an index of
 * FORCE_RATING_EFFECTS: the round's winner by its totals against its winner by
 * objective value alone (the totals less the Force Rating, roundScore -
 * roundForceRating). Indices 2-4 are rounds decided by Force Rating.
 */
export function forceRatingEffect(s: JaggedState, r: number): number {
  const at = (r - 1) * 2;
  const fr0 = s.roundForceRating[at];
  const fr1 = s.roundForceRating[at + 1];
  if (fr0 === 0 && fr1 === 0) return 0;
  const byTotals = ahead(s.roundScore[at], s.roundScore[at + 1]);
  const byObjectives = ahead(s.roundScore[at] - fr0, s.roundScore[at + 1] - fr1);
  if (byTotals === byObjectives) return 1;
  if (byObjectives === -1) return 2;
  return byTotals === -1 ? 3 : 4;
}

/** Rounds whose Round Victory the Force Rating term changed (forceRatingEffect 2-4). */
export function roundsDecidedByForceRating(s: JaggedState): number {
  let count = 0;
  for (let r = 1; r <= ROUNDS; r++) if (forceRatingEffect(s, r) >= 2) count++;
  return count;
}
