/**
 * `npm run demo` (src/cli/demo.ts) runs its questions by id: each must name an experiment that loads, so a renamed or
 * removed experiment fails here, not on a designer's first run. (The demo itself takes ~30 s and is run by hand and by
 * the fresh-clone check; its reports are the committed ones.)
 */
import { describe, expect, it } from 'vitest';
import { DEMO_QUESTIONS } from '../../src/cli/demo.ts';
import { loadExperiment } from '../../src/sim/loadExperiment.ts';

describe('playtest demo', () => {
  it('names five experiments that load, the first a Rattle and Rend question answered with full games', async () => {
    expect(DEMO_QUESTIONS).toHaveLength(5);
    for (const id of DEMO_QUESTIONS) {
      const loaded = await loadExperiment(id);
      expect(loaded.experiment.id).toBe(id);
    }
    const first = await loadExperiment(DEMO_QUESTIONS[0]);
    expect(first.system).toBe('rattle-and-rend');
    expect(first.experiment.source.catalogue).toContain('RR-009');
  });
});
