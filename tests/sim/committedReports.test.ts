/**
 * The reports committed under reports/ against the experiments that make them: every saved result names an
 * experiment in experiments/, with that experiment's arms in order and exactly its metrics. An experiment that gains
 * an arm or a metric without its report being run again fails here (15 reports had fallen behind that way), and so
 * does a report whose experiment was renamed or removed. It cannot see a report whose games changed under the same
 * arms and metrics: the behaviour fixtures and the rules' golden tests are what catch an engine change.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findResultFiles } from '../../src/report/indexPage.ts';
import { experimentFiles, loadExperiment } from '../../src/sim/loadExperiment.ts';

describe('committed reports', () => {
  it('each hold their experiment\'s arms and metrics, as the experiment file now defines them', async () => {
    const experiments = new Map<string, { arms: string[]; metrics: string[] }>();
    for (const file of experimentFiles()) {
      const { experiment } = await loadExperiment(file);
      experiments.set(experiment.id, { arms: experiment.arms.map((arm) => arm.id), metrics: Object.keys(experiment.metrics).sort() });
    }
    const files = findResultFiles('reports');
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const result = JSON.parse(readFileSync(file, 'utf8')) as { experiment: { id: string }; arms: { id: string; metrics: Record<string, unknown> }[] };
      const experiment = experiments.get(result.experiment.id);
      expect(experiment, `${file}: no experiment ${result.experiment.id} in experiments/`).toBeDefined();
      expect(result.arms.map((arm) => arm.id), `${file}: arms (run it again: npx tsx scripts/reports.ts --only ${result.experiment.id})`).toEqual(experiment!.arms);
      for (const arm of result.arms) {
        expect(Object.keys(arm.metrics).sort(), `${file}, arm ${arm.id}: metrics (run it again: npx tsx scripts/reports.ts --only ${result.experiment.id})`).toEqual(experiment!.metrics);
      }
    }
  }, 120_000);
});
