/**
 * js-flare-policies' check against a fixed greedy opponent
 * (experiments/jagged-shards/flare-policies.ts): the tournament's order of
 * two policies (their head-to-head) is compared with their paired difference
 * against greedy, where both are measured from paced, so "paced vs hoard"
 * reads hoard's difference with its sign turned.
 */
import { describe, expect, it } from 'vitest';
import { againstGreedy } from '../../experiments/jagged-shards/flare-policies.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';

const mean = (m: number, lo: number, hi: number) => ({ kind: 'mean', label: '', unit: '', n: 100, mean: m, sd: 0.3, ci: [lo, hi] });

function headToHead(id: string, score: [number, number, number]): ArmResult {
  return { id, label: id, params: {}, trials: 100, metrics: { scoreA: mean(...score) } } as unknown as ArmResult;
}

function versusGreedy(id: string, score?: [number, number, number], rounds?: [number, number, number]): ArmResult {
  return {
    id,
    label: id,
    params: {},
    trials: 100,
    metrics: {},
    ...(score && rounds ? { vsBaseline: { scoreA: { diff: score[0], ci: [score[1], score[2]], paired: true }, roundVictoriesA: { diff: rounds[0], ci: [rounds[1], rounds[2]], paired: true } } } : {}),
  } as unknown as ArmResult;
}

function result(hoardMinusPaced: [number, number, number]): ExperimentResult {
  const arms = ['colonial', 'martian'].flatMap((force) => [
    headToHead(`${force}-front-load-vs-${force}-paced`, [0.54, 0.51, 0.57]),
    headToHead(`${force}-paced-vs-${force}-hoard`, [0.58, 0.55, 0.61]),
    versusGreedy(`${force}-paced-vs-greedy`),
    versusGreedy(`${force}-front-load-vs-greedy`, [0.01, -0.02, 0.04], [0.1, -0.1, 0.3]),
    versusGreedy(`${force}-hoard-vs-greedy`, [0, -0.03, 0.03], hoardMinusPaced),
  ]);
  return { arms } as unknown as ExperimentResult;
}

describe('js-flare-policies against greedy', () => {
  it('reads paced vs hoard from hoard minus paced with the sign turned: hoard clearly behind means the order holds', () => {
    const { lines, outcomes } = againstGreedy(result([-0.4, -0.6, -0.2]));
    expect(outcomes).toEqual(['clear at one strength only', 'holds', 'clear at one strength only', 'holds']);
    expect(lines[1]).toMatch(/paced minus hoard .* and \+0\.4 Round Victories per battle \(\+0\.2 to \+0\.6, 100 pairs\) \(paced ahead\): holds$/);
  });

  it('says the order flips when hoard is clearly ahead of paced against greedy', () => {
    const { outcomes } = againstGreedy(result([0.4, 0.2, 0.6]));
    expect(outcomes[1]).toBe('FLIPS');
  });
});
