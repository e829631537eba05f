/**
 * A finite two-player zero-sum game solved exactly as a linear programme, for the reports that ask what both sides
 * of a secret simultaneous choice should play (jw-dogfight-commits: the Fuel bid and Attack share). The row player
 * maximises, the column player minimises the row player's payoff.
 *
 * Method: shift the payoffs so every one is positive (the value shifts with them, the strategies do not); the column
 * player's programme is then maximise sum(v) subject to A v <= 1, v >= 0, feasible at v = 0, so the simplex starts
 * from the slack basis with no first phase. At the optimum the value is 1 / sum(v), the column strategy v times the
 * value, and the row strategy the objective row's prices on the slacks times the value (LP duality). Bland's rule
 * (the lowest index enters and leaves) rules out cycling.
 */

export interface GameSolution {
  /** The row player's guaranteed payoff (the game's value). */
  value: number;
  /** The row player's equilibrium mix (one probability per row). */
  row: number[];
  /** The column player's equilibrium mix (one per column). */
  col: number[];
}

const EPS = 1e-12;

export function solveMatrixGame(payoff: readonly (readonly number[])[]): GameSolution {
  const m = payoff.length;
  const n = payoff[0]?.length ?? 0;
  if (m === 0 || n === 0 || payoff.some((r) => r.length !== n)) throw new Error('solveMatrixGame: a non-empty rectangular matrix is needed');
  let low = Infinity;
  for (const r of payoff) for (const x of r) low = Math.min(low, x);
  const shift = 1 - low;
  // Tableau: m constraint rows then the objective row; columns: v_0..v_{n-1}, slacks s_0..s_{m-1}, right-hand side.
  const width = n + m + 1;
  const t = Array.from({ length: m + 1 }, () => new Float64Array(width));
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) t[i][j] = payoff[i][j] + shift;
    t[i][n + i] = 1;
    t[i][width - 1] = 1;
  }
  for (let j = 0; j < n; j++) t[m][j] = -1;
  const basis = Array.from({ length: m }, (_, i) => n + i);
  for (;;) {
    let enter = -1;
    for (let j = 0; j < n + m; j++) {
      if (t[m][j] < -EPS) {
        enter = j;
        break;
      }
    }
    if (enter < 0) break;
    let leave = -1;
    let best = Infinity;
    for (let i = 0; i < m; i++) {
      if (t[i][enter] <= EPS) continue;
      const ratio = t[i][width - 1] / t[i][enter];
      if (ratio < best - EPS || (Math.abs(ratio - best) <= EPS && basis[i] < basis[leave])) {
        best = ratio;
        leave = i;
      }
    }
    // Bounded: every entry positive, so each v_j is held by every constraint row.
    const pivot = t[leave][enter];
    for (let j = 0; j < width; j++) t[leave][j] /= pivot;
    for (let i = 0; i <= m; i++) {
      if (i === leave || t[i][enter] === 0) continue;
      const f = t[i][enter];
      for (let j = 0; j < width; j++) t[i][j] -= f * t[leave][j];
    }
    basis[leave] = enter;
  }
  const total = t[m][width - 1];
  const value = 1 / total;
  const col = new Array<number>(n).fill(0);
  basis.forEach((b, i) => {
    if (b < n) col[b] = t[i][width - 1] * value;
  });
  const row = Array.from({ length: m }, (_, i) => t[m][n + i] * value);
  return { value: value - shift, row, col };
}

/** The row player's payoff when the row player mixes `row` and the column player `col`. */
export function mixedPayoff(payoff: readonly (readonly number[])[], row: readonly number[], col: readonly number[]): number {
  let sum = 0;
  payoff.forEach((r, i) => r.forEach((x, j) => (sum += row[i] * col[j] * x)));
  return sum;
}

/** The best the column player can hold a fixed row mix to (its best answer's payoff), and the best the row player gets against a fixed column mix. */
export function bestAnswers(payoff: readonly (readonly number[])[], row: readonly number[], col: readonly number[]): { againstRow: number; againstCol: number } {
  const n = payoff[0].length;
  let againstRow = Infinity;
  for (let j = 0; j < n; j++) againstRow = Math.min(againstRow, payoff.reduce((s, r, i) => s + row[i] * r[j], 0));
  let againstCol = -Infinity;
  for (const r of payoff) againstCol = Math.max(againstCol, r.reduce((s, x, j) => s + col[j] * x, 0));
  return { againstRow, againstCol };
}
