/**
 * The variant-sensitivity experiment type on Pig: every non-default reading
 * against the defaults on the same seeds, ranked by how much it moves the game.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { runToResult } from '../../src/sim/run.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/pigSensitivity.ts', import.meta.url));

describe('a variant sensitivity table', () => {
  it('compares every other reading with the defaults, paired, and ranks the ones that shorten the game', async () => {
    const { result } = await runToResult({ experiment: FIXTURE, seed: 2, workers: 1 });
    // Pig declares target 100 (default), 50, 30, 20: three readings against the defaults.
    expect(result.arms.map((arm) => arm.id)).toEqual(['defaults', 'target-50', 'target-30', 'target-20']);
    for (const arm of result.arms.slice(1)) {
      expect(arm.vsBaseline!.length.paired).toBe(true);
      expect(arm.vsBaseline!.length.ci[1]).toBeLessThan(0); // a lower target always means a shorter game
    }
    expect(result.answer![0]).toMatch(/^Readings that clearly change game length, largest first .*: target=20 -[\d.]+ .*; target=30 .*; target=50 /);
  });
});
