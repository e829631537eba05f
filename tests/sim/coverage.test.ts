import { beforeAll, describe, expect, it } from 'vitest';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { COIN } from './helpers.ts';

/**
 * Many small independent experiments with a known truth: the share of 95%
 * intervals that contain it should be 0.95 up to sampling noise. With R runs
 * the observed share has standard error sqrt(0.95 * 0.05 / R); the tolerance
 * is 3.5 of those (a false alarm about once in 2000 test runs), plus the
 * known small-sample departure of each method from its nominal rate.
 */
const RUNS = 400;
const TRIALS = 200;
const P = 0.3;
const EDGE = 0.1;
const noise = 3.5 * Math.sqrt((0.95 * 0.05) / RUNS);

describe('95% intervals cover the true value about 95% of the time', () => {
  const results: ExperimentResult[] = [];
  beforeAll(async () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      results.push((await runToResult({ experiment: COIN, seed, trials: TRIALS, workers: 1 })).result);
    }
  }, 60_000);
  const share = (covered: (result: ExperimentResult) => boolean) => results.filter(covered).length / RUNS;
  const inside = (ci: [number, number], truth: number) => ci[0] <= truth && truth <= ci[1];

  it('for a proportion (Wilson interval, true p = 0.3)', () => {
    const coverage = share((r) => inside(r.arms[0].metrics.heads.ci as [number, number], P));
    expect(Math.abs(coverage - 0.95)).toBeLessThan(noise + 0.01);
  });

  it('for a mean (t interval, true mean 0.3 + 1.1 * 3.5 = 4.15)', () => {
    const coverage = share((r) => inside(r.arms[0].metrics.score.ci as [number, number], P + 1.1 * 3.5));
    expect(Math.abs(coverage - 0.95)).toBeLessThan(noise + 0.01);
  });

  it('for a paired difference of proportions (true difference 0.1)', () => {
    // Per trial the difference is 0 or 1 with p = 0.1: a normal interval at n = 200 covers ~93-94%.
    const coverage = share((r) => inside(r.arms[1].vsBaseline!.heads.ci, EDGE));
    expect(Math.abs(coverage - 0.95)).toBeLessThan(noise + 0.02);
  });

  it('for each key of a distribution (a fair d6, each face 1/6)', () => {
    const coverage = share((r) => {
      const face = r.arms[0].metrics.face;
      return face.kind === 'distribution' && inside(face.ci[2], 1 / 6);
    });
    expect(Math.abs(coverage - 0.95)).toBeLessThan(noise + 0.01);
  });
});

describe('a mean over a few trials still covers about 95% (Student\'s t, not the normal z)', () => {
  // 5 trials: t(4) = 2.776 where z = 1.960, so the normal interval was 29% too narrow and covered ~88% here.
  const few: ExperimentResult[] = [];
  beforeAll(async () => {
    for (let seed = 1; seed <= RUNS; seed++) few.push((await runToResult({ experiment: COIN, seed, trials: 5, workers: 1 })).result);
  }, 60_000);

  it('for the mean of 5 trials (true mean 4.15)', () => {
    const covered = few.filter((r) => {
      const ci = r.arms[0].metrics.score.ci as [number, number];
      return ci[0] <= P + 1.1 * 3.5 && P + 1.1 * 3.5 <= ci[1];
    }).length;
    expect(Math.abs(covered / RUNS - 0.95)).toBeLessThan(noise + 0.01);
  });
});
