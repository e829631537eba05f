/**
 * Naming an experiment on the command line (loadExperiment.ts): by its id, by
 * its file name or by its path, the same experiment; an id is found through
 * its file name first, and an unknown name lists every id.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPERIMENTS_DIR, loadExperiment } from '../../src/sim/loadExperiment.ts';

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
