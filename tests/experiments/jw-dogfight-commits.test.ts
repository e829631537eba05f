/**
 * jw-dogfight-commits (experiments/jovian-wars/dogfight-commits.ts, _dogfightCommits.ts, ../_matrixGame.ts; JW-103,
 * Dogfight): the matrix-game solver on games with known answers and on random ones (each side's mix holds the other
 * to the value), the engine's Dogfight against jw-damage-pipeline's, and a short run whose exact values agree with
 * the sampled ones.
 */
import { describe, expect, it } from 'vitest';
import experiment, { answer, ARMS, comparisons } from '../../experiments/jovian-wars/dogfight-commits.ts';
import { COMMITS, exactFight, HEURISTIC_DEFENDER, HEURISTIC_INTERCEPTOR } from '../../experiments/jovian-wars/_dogfightCommits.ts';
import { exactCell } from '../../experiments/jovian-wars/_damageTables.ts';
import { solve2x2 } from '../../experiments/jovian-wars/_boardingFirefight.ts';
import { bestAnswers, solveMatrixGame } from '../../experiments/_matrixGame.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';

describe('the matrix-game solver', () => {
  it('rock-paper-scissors: value 0, a third each; matching pennies: half and half', () => {
    const rps = solveMatrixGame([
      [0, -1, 1],
      [1, 0, -1],
      [-1, 1, 0],
    ]);
    expect(rps.value).toBeCloseTo(0, 12);
    for (const p of [...rps.row, ...rps.col]) expect(p).toBeCloseTo(1 / 3, 12);
    const pennies = solveMatrixGame([
      [1, -1],
      [-1, 1],
    ]);
    for (const p of [...pennies.row, ...pennies.col]) expect(p).toBeCloseTo(0.5, 12);
  });

  it('a saddle point is played pure; a dominated row is never played', () => {
    const s = solveMatrixGame([
      [3, 1],
      [4, 2],
    ]);
    expect(s.value).toBeCloseTo(2, 12);
    expect(s.row[1]).toBeCloseTo(1, 12);
    expect(s.col[1]).toBeCloseTo(1, 12);
  });

  it('random games up to 7 x 9: each mix is a distribution and holds the other side to the value; 2 x 2 values match the closed form', () => {
    const rng = Xoshiro128.stream(42, 0);
    for (let k = 0; k < 300; k++) {
      const m = 1 + (k % 7);
      const n = 1 + ((3 * k) % 9);
      const a = Array.from({ length: m }, () => Array.from({ length: n }, () => rng.nextBelow(21) - 10));
      const s = solveMatrixGame(a);
      const { againstRow, againstCol } = bestAnswers(a, s.row, s.col);
      expect(Math.abs(againstRow - s.value)).toBeLessThan(1e-9);
      expect(Math.abs(againstCol - s.value)).toBeLessThan(1e-9);
      for (const mix of [s.row, s.col]) {
        expect(mix.reduce((t, p) => t + p, 0)).toBeCloseTo(1, 9);
        expect(Math.min(...mix)).toBeGreaterThan(-1e-12);
      }
      if (m === 2 && n === 2) expect(solve2x2(a[0][0], a[0][1], a[1][0], a[1][1]).value).toBeCloseTo(s.value, 9);
    }
  });
});

describe('the Dogfight played by the engine', () => {
  it("the heuristic's commits give jw-damage-pipeline's JW-105 numbers (the same table, initiative order)", () => {
    const f = exactFight(HEURISTIC_INTERCEPTOR, HEURISTIC_DEFENDER);
    const { outcome } = exactCell({ part: 'dogfight', order: 'initiative', commits: 'heuristic' });
    expect(f.defenderDestroyed).toBeCloseTo(outcome.out, 12);
    expect(f.interceptorDestroyed).toBeCloseTo(outcome.attackerLost, 12);
  });

  it('12 commits a side: bids 0-3, three Attack shares', () => {
    expect(COMMITS).toHaveLength(12);
    expect(ARMS).toHaveLength(144);
  });
});

describe('jw-dogfight-commits: a short run', () => {
  it('plays every pair; the sampled values agree with the exact ones; the answer names JW-103', async () => {
    const { result } = await runToResult({ experiment: 'jw-dogfight-commits', trials: 1024, seed: 7, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const rows = comparisons(result);
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.filter((r) => r.exact >= r.ci[0] && r.exact <= r.ci[1]).length / rows.length).toBeGreaterThan(0.9);
    expect(answer(result).join('\n')).toContain(experiment.source.catalogue[0]);
  }, 600_000);
});
