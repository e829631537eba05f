/**
 * Per-game histograms of a game statistic (statisticBins.ts): a statistic
 * with `bins` is also counted game by game, two games per pair, so a designer
 * sees its spread and not only its mean (RR-013 asks for the distribution).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { binKeys, binOf } from '../../src/sim/match/statisticBins.ts';
import { runToResult } from '../../src/sim/run.ts';
import { writeReport } from '../../src/report/writeReport.ts';
import type { DistributionMetric, MeanMetric } from '../../src/sim/result.ts';
import { clusteredWilson } from '../../src/sim/summarize.ts';
import { wilson } from '../../src/stats/index.ts';

describe('statistic bins', () => {
  it('label integer bins by their values and the last as open-ended', () => {
    expect(binKeys([0, 1, 2, 4, 8])).toEqual(['0', '1', '2-3', '4-7', '8+']);
    expect(binKeys([0, 0.5, 1])).toEqual(['0-<0.5', '0.5-<1', '1+']);
    expect(() => binKeys([0, 2, 2])).toThrow(/ascend/);
  });

  it('put a value in the last bin whose lower edge it reaches, and values below the first edge in the first', () => {
    const edges = [0, 1, 2, 4, 8];
    expect([-1, 0, 1, 3, 4, 7.9, 8, 100].map((v) => binOf(edges, v))).toEqual([0, 0, 1, 2, 3, 3, 4, 4]);
  });

  it("count every game of a match once, two per pair, and agree with the statistic's mean", async () => {
    const experiment = fileURLToPath(new URL('../game/fixtures/pigBusts.ts', import.meta.url));
    const { result } = await runToResult({ experiment, seed: 5, workers: 1 });
    const [arm] = result.arms;
    const perGame = arm.metrics.bustsAPerGame as DistributionMetric;
    expect(perGame.kind).toBe('distribution');
    expect(perGame.n).toBe(2 * arm.trials);
    expect(perGame.counts.reduce((a, b) => a + b, 0)).toBe(2 * arm.trials);
    // Each game's value lies in its bin [low, next low), so the mean lies between the histogram's two bounds.
    const edges = [0, 2, 4, 6, 8, 10, 12, 16, 24];
    const mean = (arm.metrics.bustsA as MeanMetric).mean;
    const last = edges.length - 1;
    expect(perGame.keys).toEqual(['0-1', '2-3', '4-5', '6-7', '8-9', '10-11', '12-15', '16-23', '24+']);
    expect(perGame.counts[last]).toBe(0);
    const lower = perGame.counts.reduce((sum, count, bin) => sum + edges[bin] * count, 0) / perGame.n;
    const upper = perGame.counts.slice(0, last).reduce((sum, count, bin) => sum + edges[bin + 1] * count, 0) / perGame.n;
    expect(lower).toBeLessThanOrEqual(mean);
    expect(mean).toBeLessThan(upper);
    // Interval per key, and the report draws it.
    expect(perGame.ci).toHaveLength(perGame.keys.length);
    const out = mkdtempSync(join(tmpdir(), 'playtest-bins-'));
    await writeReport(result, out);
    expect(readdirSync(out).some((name) => name.includes('distribution-bustsapergame') && name.endsWith('.svg'))).toBe(true);
  });

  it('widen a key\'s interval by the design effect of observations that come in correlated pairs, and never narrow it', () => {
    const width = ([lo, hi]: [number, number]) => hi - lo;
    // 1,000 trials of two identical observations: the information of 1,000 observations, not 2,000.
    const twins = clusteredWilson(800, 4 * 400, 2000, 1000);
    expect(width(twins)).toBeCloseTo(width(wilson(400, 1000)), 3);
    // Independent observations (squares as expected for two independent halves) keep plain Wilson.
    const independent = clusteredWilson(1000, 250 * 4 + 500 * 1, 2000, 1000);
    expect(independent[0]).toBeCloseTo(wilson(1000, 2000)[0], 4);
    expect(independent[1]).toBeCloseTo(wilson(1000, 2000)[1], 4);
    // Pairs that always split (anti-correlated) would narrow it: the interval stays plain Wilson.
    expect(clusteredWilson(1000, 1000, 2000, 1000)).toEqual(wilson(1000, 2000));
    // One observation per trial: plain Wilson.
    expect(clusteredWilson(300, 300, 1000, 1000)).toEqual(wilson(300, 1000));
  });

  it('report per-game shares of a pair experiment with intervals that count pairs, not games, when the games agree', async () => {
    const experiment = fileURLToPath(new URL('./fixtures/twinCoins.ts', import.meta.url));
    const { result } = await runToResult({ experiment, seed: 3, workers: 1 });
    const [independent, twins] = result.arms.map((arm) => arm.metrics.side as DistributionMetric);
    const width = (m: DistributionMetric) => m.ci[0][1] - m.ci[0][0];
    expect(independent.n).toBe(8000);
    expect(twins.n).toBe(8000);
    // Twin observations carry half the information: the interval is about sqrt(2) wider.
    expect(width(twins) / width(independent)).toBeGreaterThan(1.3);
    expect(width(twins) / width(independent)).toBeLessThan(1.5);
    expect(twins.p[0]).toBeGreaterThan(twins.ci[0][0]);
    expect(twins.p[0]).toBeLessThan(twins.ci[0][1]);
  });
});

