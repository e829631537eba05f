/**
 * The sequential stopping rule of an experiment: after each batch of chunks,
 * stop when every reported interval is at least as narrow as the target, or
 * when the trial budget is spent, and otherwise keep going. This is the
 * sequential procedure for a specified absolute precision of simulation
 * practice (A. M. Law, "Simulation Modeling and Analysis", 5th ed., 2015,
 * ch. 9, "obtaining a specified precision"); the budget caps the cost when the
 * target is out of reach.
 *
 * `halfWidth` measures an interval as half its width, (hi − lo)/2, which also
 * suits the asymmetric Wilson and Newcombe intervals; an unbounded interval
 * (e.g. from meanInterval with n < 2) has an infinite half-width, and a NaN
 * half-width never meets a target.
 *
 * `stoppingDecision` returns 'precision' when a target is set, there is at least
 * one interval, at least one trial has run and every half-width is ≤ the target;
 * 'budget' when trials ≥ budget; null to keep going. When both hold it reports
 * 'precision': the run met the designer's target, which is the stronger claim.
 * The result feeds `stopReason` in the saved result.
 *
 * Because the rule looks at the intervals repeatedly, the final interval's
 * coverage is slightly below nominal (optional stopping); with batches of many
 * thousands of trials the effect is small, and the interval is still reported.
 *
 * Cost: O(number of intervals). Example:
 * stoppingDecision({ halfWidths: [0.004, 0.009], trials: 40000, targetHalfWidth: 0.01, budget: 1e6 }) -> 'precision'.
 */

export type StopReason = 'precision' | 'budget';

export interface StoppingState {
  /** Half-width of every interval the report will show, e.g. one per arm and metric. */
  halfWidths: number[];
  /** Trials run so far (per arm). */
  trials: number;
  /** Stop once every half-width is at most this; null for "run the whole budget". */
  targetHalfWidth: number | null;
  /** Stop once this many trials have run, whatever the precision. */
  budget: number;
}

export function halfWidth(ci: [number, number]): number {
  return (ci[1] - ci[0]) / 2;
}

export function stoppingDecision({ halfWidths, trials, targetHalfWidth, budget }: StoppingState): StopReason | null {
  if (
    targetHalfWidth !== null &&
    halfWidths.length > 0 &&
    trials > 0 &&
    halfWidths.every((width) => width <= targetHalfWidth)
  ) {
    return 'precision';
  }
  if (trials >= budget) return 'budget';
  return null;
}
