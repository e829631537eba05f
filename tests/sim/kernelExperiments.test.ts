/**
 * Every committed kernel batch experiment has arms its kernel accepts at the
 * experiment's own data (src/sim/checkArms.ts), and plays its first chunk: a
 * committed experiment with a bad arm fails here, not in a designer's run.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkArms } from '../../src/sim/checkArms.ts';
import { ChunkRunner } from '../../src/sim/chunkRunner.ts';
import { experimentFiles, importExperiment } from '../../src/sim/loadExperiment.ts';
import { applySets, chooseVariants } from '../../src/sim/patches.ts';
import { makePlan } from '../../src/sim/plan.ts';

const FILES = experimentFiles().filter((file) => readFileSync(file, 'utf8').includes('kernelBatch('));

describe('committed kernel batch experiments', { timeout: 60_000 }, () => {
  it('are found', () => expect(FILES.length).toBeGreaterThanOrEqual(10));

  it.each(FILES.map((file) => [file.slice(file.indexOf('experiments/')), file]))('%s: every arm passes its kernel checks and plays the first chunk', async (_, file) => {
    const experiment = await importExperiment(file);
    const setup = { data: applySets(experiment, []).data, variants: chooseVariants(experiment, []) };
    checkArms(experiment, setup);
    // Two trials per arm: the chunk exercises every arm's sampler and metrics without costing the suite a full chunk.
    const plan = makePlan(experiment, { system: 'test', seed: 1, budget: 2, setup, sets: {}, command: 'test' });
    const stats = new ChunkRunner(plan, experiment).run(0);
    for (const arm of plan.arms) expect(stats[arm.offset], arm.id).toBe(2);
  });
});
