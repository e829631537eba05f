/**
 * Naming an experiment on the command line (loadExperiment.ts): by its id, by
 * its file name or by its path, the same experiment; an id is found through
 * its file name first, and an unknown name lists every id.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { InputError } from '../../src/sim/inputError.ts';
import { EXPERIMENTS_DIR, loadExperiment } from '../../src/sim/loadExperiment.ts';
import type { ChartRequest } from '../../src/sim/result.ts';
import coin from './fixtures/coin.ts';
import { PIE } from './helpers.ts';

describe('loadExperiment', () => {
  it('finds one experiment by id, by file name and by path, with its system', async () => {
    const path = join(EXPERIMENTS_DIR, 'rattle-and-rend', 'devious.ts');
    for (const name of ['rr-devious', 'devious', path]) {
      const loaded = await loadExperiment(name);
      expect(loaded.experiment.id).toBe('rr-devious');
      expect(loaded.path).toBe(path);
      expect(loaded.system).toBe('rattle-and-rend');
    }
  });

  it('does not take a file whose name fits but whose id differs, and lists the ids for an unknown name', async () => {
    // pool-upgrades.ts holds jw-pool-upgrades: the prefix is part of the id, so xx-pool-upgrades is no experiment.
    await expect(loadExperiment('xx-pool-upgrades')).rejects.toThrow(/^unknown experiment 'xx-pool-upgrades'; known: .*jw-pool-upgrades/);
  });
});

describe('a mistake in an experiment file', () => {
  it('is bad input naming the file, found when the file loads', async () => {
    const error = await loadExperiment(PIE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(`${relative(process.cwd(), PIE)}: experiment fixture-pie: charts[0].kind is 'pie'; allowed: distribution, arms, forest, sweep, heatmap, matrix, ranking`);
  });

  it("names a chart's unknown metric or reference with what is allowed", () => {
    const withChart = (chart: Partial<ChartRequest>) => () => defineExperiment({ ...coin, charts: [coin.charts[0], { kind: 'arms', metric: 'heads', ...chart } as ChartRequest] });
    expect(withChart({ metric: 'tails' })).toThrow(new InputError("experiment fixture-coin: charts[1].metric is 'tails', not a metric of the experiment; its metrics: heads, score, face"));
    // Not fooled by what every object inherits.
    expect(withChart({ metric: 'toString' })).toThrow(/charts\[1\]\.metric is 'toString', not a metric/);
    expect(withChart({ reference: 'median' as ChartRequest['reference'] })).toThrow(new InputError("experiment fixture-coin: charts[1].reference is 'median'; allowed: even, zero, baseline, none"));
    expect(withChart({})).not.toThrow();
  });
});
