/**
 * rr-will-moves (experiments/rattle-and-rend/will-moves.ts; RR-087, RR-088):
 * the arms (each reading paired with the default per pairing) and a short run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, armId, laneOf, PAIRINGS, READINGS_PLAYED } from '../../experiments/rattle-and-rend/will-moves.ts';
import { runToResult } from '../../src/sim/run.ts';

describe('rr-will-moves', () => {
  it('plays each reading on each pairing, paired with the default there, each pairing its own stream', () => {
    expect(PAIRINGS.length).toBe(4);
    expect(ARMS.length).toBe(PAIRINGS.length * READINGS_PLAYED.length);
    for (const [k, pairing] of PAIRINGS.entries()) {
      const base = ARMS.find((arm) => arm.id === armId('default', pairing))!;
      expect(base.baseline).toBe(null);
      expect((base.params.variants as Record<string, string>)['will-success']).toBe('withdraw');
      const stays = ARMS.find((arm) => arm.id === armId('stays', pairing))!;
      expect((stays.params.variants as Record<string, string>)['will-success']).toBe('stays');
      const step = ARMS.find((arm) => arm.id === armId('step-away', pairing))!;
      expect((step.params.variants as Record<string, string>)['will-critical']).toBe('step-away');
      for (const arm of [stays, step]) expect(arm.baseline).toBe(base.id);
      expect(laneOf(JSON.parse(JSON.stringify(step.params)))).toBe(k);
    }
    expect(experiment.source.catalogue).toEqual(['RR-087', 'RR-088']);
  });

  it('plays every arm and answers', async () => {
    const { result } = await runToResult({ experiment: 'rr-will-moves', trials: 2, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    expect(experiment.answer!(result).length).toBe(2);
  });
});
