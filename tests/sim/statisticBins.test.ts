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
});
