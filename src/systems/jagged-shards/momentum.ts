/**
 * How a finished (or running) battle's Round Victories went, read from the
 * state's round-by-round record (roundScore, roundForceRating: jaggedState.ts)
 * for the momentum questions of Ch. 5 › Battlefield Momentum (JS-010, JS-011,
 * JS-019) and Ch. 5 › Round Victory (JS-059, JS-060). Pure functions of the
 * state; rounds not yet scored count as 0-0 and are left out by `through`.
 *
 * Example: rounds won A, tie, B, B, A -> winners [0, -1, 1, 1, 0], the Round
 * Victory leader after each round A, A, level, B, level -> 1 lead change,
 * the result (a draw) settled only after Round 5.
 */
import type { JaggedState } from './jaggedState.ts';
import { ROUNDS } from './rules.ts';

/** The seat that won round r (1-5), -1 for a tied round (Ch. 5 Tied Rounds: no Round Victory). */
export function roundWinner(s: JaggedState, r: number): number {
  const a = s.roundScore[(r - 1) * 2];
  const b = s.roundScore[(r - 1) * 2 + 1];
  return a > b ? 0 : b > a ? 1 : -1;
}

/** The rounds scored so far: 5 once the battle is over. */
export const roundsScored = (s: JaggedState): number => (s.isTerminal() ? ROUNDS : s.round - 1);

/**
 * Times the Round Victory lead passed from one seat to the other: the leader
 * after each round (level rounds skipped) changed. A 1-0 lead levelled and
 * then taken by the other seat is one change.
 */
export function leadChanges(s: JaggedState, through = roundsScored(s)): number {
  let lead = 0;
  let leader = -1;
  let changes = 0;
  for (let r = 1; r <= through; r++) {
    const w = roundWinner(s, r);
    if (w === 0) lead++;
    else if (w === 1) lead--;
    const now = lead > 0 ? 0 : lead < 0 ? 1 : -1;
    if (now >= 0) {
      if (leader >= 0 && now !== leader) changes++;
      leader = now;
    }
  }
  return changes;
}

/**
 * The round after which the battle's result (win, draw or loss, Ch. 5
 * Winning the Battle read as a draw on equal Round Victories) could no longer
 * change: the first r whose Round Victory lead exceeds the rounds left
 * (5 - r); otherwise 5. A lead equal to the rounds left is not settled: the
 * other seat can still draw.
 */
export function resultSettledRound(s: JaggedState): number {
  let lead = 0;
  for (let r = 1; r < ROUNDS; r++) {
    const w = roundWinner(s, r);
    if (w === 0) lead++;
    else if (w === 1) lead--;
    if (Math.abs(lead) > ROUNDS - r) return r;
  }
  return ROUNDS;
}

/** Each seat's points summed over the five rounds (objective value + enemy FR destroyed: the "total points" scorer). */
export function cumulativePoints(s: JaggedState): [number, number] {
  let a = 0;
  let b = 0;
  for (let r = 0; r < ROUNDS; r++) {
    a += s.roundScore[r * 2];
    b += s.roundScore[r * 2 + 1];
  }
  return [a, b];
}

/** 0 or 1 the seat ahead, 2 level: the Round Victory count, or (scorer 'points') the cumulative points. */
export function resultBy(s: JaggedState, scorer: 'round-victories' | 'points'): number {
  const [a, b] = scorer === 'points' ? cumulativePoints(s) : [s.roundVictories[0], s.roundVictories[1]];
  return a > b ? 0 : b > a ? 1 : 2;
}

/**
 * The round with the largest Force Rating swing (the difference between the
 * enemy FR the two seats destroyed in it; the earliest such round on ties), 0
 * when no round had any swing.
 */
export function largestSwingRound(s: JaggedState): number {
  let best = 0;
  let swing = 0;
  for (let r = 1; r <= ROUNDS; r++) {
    const d = Math.abs(s.roundForceRating[(r - 1) * 2] - s.roundForceRating[(r - 1) * 2 + 1]);
    if (d > swing) {
      swing = d;
      best = r;
    }
  }
  return best;
}
