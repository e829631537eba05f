/**
 * A mean's interval stays within the values its trials can take (MetricSpec.min, max; summarize.ts): over a few
 * games Student's t gives a count an interval reaching below 0 ("game length -2.2 to 11.9 rounds" over 3 pairs),
 * which no mean of counts can be. The match runner bounds A's score to [0, 1] and game length and every game
 * statistic not declared signed at 0, and refuses a game that gives such a statistic a negative value.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { playPairTrial, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { meanInterval } from '../../src/stats/meanInterval.ts';
import { wilson, Z95 } from '../../src/stats/wilson.ts';
import { boundedMeanInterval } from '../../src/stats/boundedMean.ts';
import { tForZ } from '../../src/stats/studentT.ts';
import { defineExperiment, shareBounds } from '../../src/sim/experiment.ts';
import { makePlan } from '../../src/sim/plan.ts';
import { InProcessExecutor } from '../../src/sim/executor.ts';
import { runExperiment } from '../../src/sim/runExperiment.ts';
import { summarizeArms } from '../../src/sim/summarize.ts';
import { addReadings, readingMetrics } from '../../src/sim/match/pairPools.ts';
import { matchMetrics } from '../../src/sim/match/matchExperiment.ts';
import { pig, pigParams } from './pigMatch.ts';

describe('bounded means', () => {
  it("keep a match's count and score intervals within what one game can give, where t's interval leaves them", async () => {
    const experiment = fileURLToPath(new URL('../game/fixtures/pigBusts.ts', import.meta.url));
    let outside = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { result } = await runToResult({ experiment, seed, trials: 3, workers: 1 });
      for (const id of ['scoreA', 'length', 'bustsA']) {
        const m = result.arms[0].metrics[id] as MeanMetric;
        const bounds = id === 'scoreA' ? { min: 0, max: 1 } : { min: 0 };
        // Three pairs that all scored alike: the no-spread interval of the next test, not t's width 0.
        if (id === 'scoreA' && m.sd === 0) {
          expect(m.ci).toEqual(wilson(m.mean * m.n, m.n));
          continue;
        }
        // The bounded interval from the same n, mean and sd (src/stats/boundedMean.ts), inside the bounds.
        const expected = boundedMeanInterval(m.n, m.mean, m.sd, bounds);
        expect(m.ci[0]).toBeCloseTo(expected[0], 9);
        expect(m.ci[1]).toBeCloseTo(expected[1], 9);
        expect(m.ci[0]).toBeGreaterThanOrEqual(0);
        if (id === 'scoreA') expect(m.ci[1]).toBeLessThanOrEqual(1);
        // Student's interval from the same numbers, which the runner once clipped.
        const raw = meanInterval(m.n, m.mean * m.n, (m.n - 1) * m.sd * m.sd + m.n * m.mean * m.mean).ci;
        if (raw[0] < 0 || (id === 'scoreA' && raw[1] > 1)) outside++;
      }
    }
    // Three pairs are few enough that t's interval would have left its bounds: the bounds are tested, not idle.
    expect(outside).toBeGreaterThan(0);
  });

  it("bound game length by the game's own least and most when it declares them (Jovian Wars: turns 1 to 7), else by 0", () => {
    expect(matchMetrics('jovian-wars').length).toMatchObject({ min: 1, max: 7 });
    expect(matchMetrics('rattle-and-rend').length.min).toBe(0);
    expect(matchMetrics('rattle-and-rend').length.max).toBeUndefined();
  });

  it('refuses a negative value from a statistic not declared signed, and takes it from one that is', () => {
    const statistics = pig.statistics as Record<string, (typeof pig.statistics)[string]>;
    try {
      statistics.lossMargin = { label: 'test: a negative statistic', unit: 'points', perGame: () => -1 };
      expect(() => playPairTrial(pigParams(), Xoshiro128.stream(1, 2))).toThrow(/statistic 'lossMargin' gave -1 in a game: .* declared signed/);
      statistics.lossMargin = { label: 'test: a negative statistic', unit: 'points', perGame: () => -1, signed: true };
      expect(playPairTrial(pigParams(), Xoshiro128.stream(1, 2)).lossMargin).toBe(-1);
    } finally {
      delete statistics.lossMargin;
    }
  });

  it('bound a share (a unit beginning with the word "share") by 0 and 1 unless it declares its own bounds', () => {
    expect(shareBounds({ unit: 'share of games' })).toEqual({ min: 0, max: 1 });
    expect(shareBounds({ unit: 'Share of rounds (SP-017)' })).toEqual({ min: 0, max: 1 });
    expect(shareBounds({ unit: 'share of games', min: -1 })).toEqual({ min: -1, max: 1 });
    expect(shareBounds({ unit: 'shares traded per game' })).toEqual({});
    expect(shareBounds({ unit: 'per game', min: 0 })).toEqual({ min: 0 });
    expect(shareBounds({})).toEqual({});
    const metrics = {
      capped: { kind: 'mean', label: 'games stopped at the cap', unit: 'share of games' },
      shift: { kind: 'mean', label: 'a share difference', unit: 'share of games, A minus B', min: -1, max: 1 },
      rounds: { kind: 'mean', label: 'rounds', unit: 'rounds per game' },
    } as const;
    const experiment = defineExperiment({ id: 'x', title: 'x', question: 'x', source: { rulebook: 'none', section: 'x', catalogue: [] }, arms: [{ id: 'a', params: {} }], metrics, trial: () => ({ capped: 0, shift: 0, rounds: 1 }), precision: { budget: 10 }, charts: [] });
    const planned = makePlan(experiment, { system: 'x', seed: 1, budget: 10, setup: { data: {}, variants: {} }, sets: {}, command: 'x' }).arms[0].metrics;
    const bounds = Object.fromEntries(planned.map((m) => [m.id, [m.min, m.max]]));
    expect(bounds).toEqual({ capped: [0, 1], shift: [-1, 1], rounds: [undefined, undefined] });
  });

  it('refuses a share statistic above 1 in a game', () => {
    const statistics = pig.statistics as Record<string, (typeof pig.statistics)[string]>;
    try {
      statistics.overShare = { label: 'test: a share above 1', unit: 'share of games', perGame: () => 2 };
      expect(() => playPairTrial(pigParams(), Xoshiro128.stream(1, 2))).toThrow(/statistic 'overShare' gave 2 in a game: its unit 'share of games' names a share, which cannot exceed 1/);
      statistics.overShare = { label: 'test: a share', unit: 'share of games', perGame: () => 1 };
      expect(playPairTrial(pigParams(), Xoshiro128.stream(1, 2)).overShare).toBe(1);
    } finally {
      delete statistics.overShare;
    }
  });

  it('refuses a mean outside its bounds rather than clip it (a "share" that is no share), naming the metric', async () => {
    const run = async (value: number) => {
      const experiment = defineExperiment({ id: 'x', title: 'x', question: 'x', source: { rulebook: 'none', section: 'x', catalogue: [] }, arms: [{ id: 'a', params: {} }], metrics: { odd: { kind: 'mean', label: 'an odd share', unit: 'share of games' } }, trial: () => ({ odd: value }), chunkSize: 4, precision: { budget: 8 }, charts: [] });
      const plan = makePlan(experiment, { system: 'x', seed: 1, budget: 8, targetHalfWidth: null, setup: { data: {}, variants: {} }, sets: {}, command: 'x' });
      const { totals } = await runExperiment({ plan, executor: new InProcessExecutor(plan, experiment) });
      return summarizeArms(plan, totals)[0].metrics.odd as MeanMetric;
    };
    // Every trial at the bound: no spread seen, so the interval of a share 8 of 8 (boundedMeanInterval), not [1, 1].
    expect((await run(1)).ci).toEqual(wilson(8, 8));
    await expect(run(1.5)).rejects.toThrow(/metric odd \('an odd share', unit 'share of games'\) has mean 1.5 outside its bounds 0 to 1/);
  });

  it('give a bounded mean with no spread the interval of its share of the range, never a width of 0', async () => {
    // A 4-game match whose two pairs each split 1-1 once printed "50.0% (50.0% - 50.0% over the 2 pairs)" and was
    // called balanced: Student's interval of a constant sample has width 0.
    const metrics = {
      score: { kind: 'mean', label: 'score', unit: 'win 1, draw 1/2', min: 0, max: 1 },
      never: { kind: 'mean', label: 'a share never seen', unit: 'share of games' },
      swing: { kind: 'mean', label: 'a swing', unit: 'points', min: -2, max: 2 },
      count: { kind: 'mean', label: 'an unbounded count', unit: 'per game' },
      low: { kind: 'mean', label: 'bounded below only', unit: 'per game', min: 0 },
      varied: { kind: 'mean', label: 'a score that varies', unit: 'win 1, draw 1/2', min: 0, max: 1 },
    } as const;
    let t = 0;
    const experiment = defineExperiment({ id: 'x', title: 'x', question: 'x', source: { rulebook: 'none', section: 'x', catalogue: [] }, arms: [{ id: 'a', params: {} }], metrics, trial: () => ({ score: 0.5, never: 0, swing: 1, count: 3, low: 2, varied: t++ % 2 }), chunkSize: 4, precision: { budget: 8 }, charts: [] });
    const plan = makePlan(experiment, { system: 'x', seed: 1, budget: 8, targetHalfWidth: null, setup: { data: {}, variants: {} }, sets: {}, command: 'x' });
    const { totals } = await runExperiment({ plan, executor: new InProcessExecutor(plan, experiment) });
    const m = summarizeArms(plan, totals)[0].metrics as Record<string, MeanMetric>;
    expect(m.score.ci).toEqual(wilson(4, 8));
    expect(m.score.ci[0]).toBeLessThan(0.25);
    expect(m.never.ci).toEqual([0, wilson(0, 8)[1]]);
    const [lo, hi] = wilson(6, 8);
    expect(m.swing.ci[0]).toBeCloseTo(-2 + 4 * lo, 12);
    expect(m.swing.ci[1]).toBeCloseTo(-2 + 4 * hi, 12);
    // Without both bounds there is no largest variance to stand for the unseen spread: Student's width 0 stays.
    expect(m.count.ci).toEqual([3, 3]);
    expect(m.low.ci).toEqual([2, 2]);
    // A sample with spread, every value at a bound: Wilson's interval for 4 of 8 at t's quantile (boundedMean.ts).
    expect(m.varied.ci).toEqual(wilson(4, 8, tForZ(Z95, 7)));
  });

  it("bounds an experiment's per-game counts and ratio parts at 0 unless declared signed, and refuses a negative one", () => {
    type Facts = { routs: number; margin: number; hits: number };
    const counts = { routs: { label: 'units Routed', unit: 'per game', of: (f: Facts) => f.routs }, margin: { label: 'score margin', unit: 'points per game', of: (f: Facts) => f.margin, signed: true } };
    const ratios = { pass: { label: 'rallies passed', hits: (f: Facts) => f.hits, of: () => 1 } };
    const metrics = readingMetrics(counts, ratios);
    expect(Object.fromEntries(Object.entries(metrics).map(([id, m]) => [id, m.min]))).toEqual({ routs: 0, margin: undefined, passHits: 0, passOf: 0, passSum: 0 });
    const record: PairRecord = { pair: 0, scoreA: 0, length: 0, routs: 0, margin: 0, passHits: 0, passOf: 0, passSum: 0 };
    addReadings(record, counts, ratios, { routs: 2, margin: -3, hits: 1 }, 0);
    expect(record).toEqual({ pair: 0, scoreA: 0, length: 0, routs: 1, margin: -1.5, passHits: 0.5, passOf: 0.5, passSum: 1 });
    expect(() => addReadings(record, counts, ratios, { routs: -1, margin: 0, hits: 0 }, 0)).toThrow(/reading 'routs' gave -1 in a game: it is a count/);
    expect(() => addReadings(record, counts, ratios, { routs: 0, margin: 0, hits: -1 }, 0)).toThrow(/reading 'passHits' gave -1/);
  });
});
