/**
 * Capture chances of a boarding firefight, for the heuristic's Board score (ai.ts scoreBoard). Generated from the exact
 * solver of the firefight as a zero-sum stochastic game (experiments/jovian-wars/_boardingFirefight.ts `solveBoarding`,
 * report jw-boarding-firefight, JW-096): `solveBoarding(6, 6, 2, 'valiant', 'steps')` (the report's ship, opposed at its
 * default reading, Sabotage valued at `vp`), each entry the equilibrium's chance that a fresh ship (no box marked) is
 * Captured, rounded to 4 decimals. src/ must not import experiments/ (ARCHITECTURE.md), so the table is stored here;
 * tests/systems/jovian-wars/boardingOdds.test.ts regenerates it from the solver and checks it equals this one.
 *
 * The ship and the opposed reading matter only through Sabotage, which the equilibrium plays in a few last firefights;
 * the heuristic uses this one table for every ship and variant (a documented simplification).
 */

/** Firefights the table covers (a game is seven Game Turns: a ship boarded on the first has at most six left). */
export const ODDS_EXCHANGES = 6;
/** Boarders the table covers (more count as this many: the chances are all but 1 by then). */
export const ODDS_BOARDERS = 6;
/** Defending Marines the table covers (no card has more than 2). */
export const ODDS_MARINES = 2;

/** CAPTURE_ODDS[h - 1][b - 1][m - 1]: the chance of a capture with h firefights left, b Boarders and m Marines. */
export const CAPTURE_ODDS: readonly (readonly (readonly number[])[])[] = [
  [[0.1389, 0], [0.1667, 0], [0.4444, 0.0278], [0.7222, 0.1667], [0.9074, 0.4444], [0.9846, 0.7531]],
  [[0.2353, 0.0193], [0.3017, 0.027], [0.6656, 0.2065], [0.91, 0.582], [0.9886, 0.8871], [0.9996, 0.9888]],
  [[0.3023, 0.0461], [0.4089, 0.0699], [0.7805, 0.378], [0.9637, 0.7939], [0.9977, 0.9735], [1, 0.999]],
  [[0.3488, 0.074], [0.4926, 0.1201], [0.8437, 0.5087], [0.9814, 0.8864], [0.9993, 0.9911], [1, 0.9998]],
  [[0.3811, 0.0998], [0.5572, 0.1718], [0.8806, 0.6015], [0.9885, 0.9279], [0.9997, 0.9958], [1, 0.9999]],
  [[0.4036, 0.1223], [0.6065, 0.2211], [0.9037, 0.6666], [0.9918, 0.9485], [0.9998, 0.9975], [1, 1]],
];

/**
 * The chance that Boarders capture the ship: certain with no Marines left (States › Captured), none without Boarders or
 * without a firefight left; otherwise the table, Boarders and firefights capped at its size, Marines too (a defender
 * with more than the table's Marines counts as the table's most, which overstates the boarders' chances slightly).
 */
export function captureChance(exchanges: number, boarders: number, marines: number): number {
  if (boarders <= 0) return 0;
  if (marines <= 0) return 1;
  if (exchanges <= 0) return 0;
  const h = Math.min(exchanges, ODDS_EXCHANGES);
  const b = Math.min(boarders, ODDS_BOARDERS);
  const m = Math.min(marines, ODDS_MARINES);
  return CAPTURE_ODDS[h - 1][b - 1][m - 1];
}
