/**
 * A side's win rate over games that can be drawn, counting a draw as half a
 * win: rate = (wins + draws/2) / games, with a confidence interval that stays
 * inside [0, 1].
 *
 * Why not plain Wilson on "wins + draws/2 out of games"? A game's score s is 0,
 * ½ or 1, and with win, draw and loss probabilities w, d, l its variance is
 * E[s²] − p² = w + d/4 − p² = p(1 − p) − d/4 (using w = p − d/2). The binomial
 * variance p(1 − p) overstates it by d/4, so that interval is too wide when
 * draws are common (exactly computed coverage 98-99% instead of 95% at a 30%
 * draw rate and N = 100), and an experiment would need more trials than necessary to reach
 * its precision target.
 *
 * Chosen method: a Wilson-type score interval with the trinomial variance.
 * Like Wilson (E. B. Wilson, JASA 22, 1927) it inverts the score test: the
 * interval is every p with (ŝ − p)² ≤ z²·(p(1 − p) − d/4)/N, where ŝ is the
 * observed mean score and N the games. Solving that quadratic in p gives
 *
 *   centre = (ŝ + k/2) / (1 + k),   half = √k·√(ŝ(1 − ŝ) − d/4 + k(1 − d)/4) / (1 + k),   k = z²/N,
 *
 * which is Wilson's formula exactly when d = 0. The draw rate d is a nuisance
 * parameter; plugging in the observed rate understates the variance when that
 * estimate is high by chance (all 3 games drawn would give a zero-width
 * interval). So d is set to the lower Wilson bound of the draw rate, the
 * smallest draw rate the data support at the same confidence: that errs toward
 * a wider interval at small N and tends to the observed rate as N grows.
 * Because p(1 − p) − d/4 ≥ 0 only for p in [0, 1], the roots, and so the
 * interval, always lie inside [0, 1].
 *
 * Exact coverage, by enumerating every trinomial outcome at 95%: with no draws
 * it is Wilson's; at N = 100 and draw rates 0.1 to 0.6 it lies between 95.5%
 * and 97.4% (binomial-on-points: 96.0% to 99.9%; observed draw rate plugged
 * in: down to 92.7%), with intervals up to 30% narrower than binomial-on-points.
 *
 * With no games the rate is NaN and the interval [0, 1].
 *
 * Cost: O(1). Example: winRate(45, 30, 25) -> { rate: 0.6, ci: [0.5134, 0.6792], games: 100 }
 * (Wilson on 60 points of 100 would give [0.5020, 0.6906]).
 */
import { wilson, Z95 } from './wilson.ts';

export function winRate(
  wins: number,
  draws: number,
  losses: number,
  z: number = Z95,
): { rate: number; ci: [number, number]; games: number } {
  for (const [name, count] of [['wins', wins], ['draws', draws], ['losses', losses]] as const) {
    if (!(Number.isInteger(count) && count >= 0)) throw new RangeError(`${name} must be a non-negative integer, got ${count}`);
  }
  const games = wins + draws + losses;
  if (games === 0) return { rate: NaN, ci: [0, 1], games };
  const rate = (wins + draws / 2) / games;
  const drawRate = wilson(draws, games, z)[0];
  const k = (z * z) / games;
  const centre = (rate + k / 2) / (1 + k);
  // rate(1 - rate) - drawRate/4 >= 0 in exact arithmetic (observed score variance, draw rate lowered); max() absorbs rounding.
  const spread = Math.max(0, rate * (1 - rate) - drawRate / 4) + (k * (1 - drawRate)) / 4;
  const half = (Math.sqrt(k) * Math.sqrt(spread)) / (1 + k);
  // As in wilson: with no points (or every point) the exact bound is 0 (or 1).
  const lower = wins + draws === 0 ? 0 : Math.max(0, centre - half);
  const upper = losses + draws === 0 ? 1 : Math.min(1, centre + half);
  return { rate, ci: [lower, upper], games };
}
