/**
 * jw-q-ship (experiments/jovian-wars/q-ship.ts; JW-041, Traits › Q-Ship): the watched pair is the match runner's own,
 * the arms differ only by the `q-ship` variant, and a short run's readings are consistent and answer JW-041.
 */
import { describe, expect, it } from 'vitest';
import experiment, { answer, ARMS, qShipTrial } from '../../experiments/jovian-wars/q-ship.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';

describe('jw-q-ship', () => {
  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const arm of ARMS) {
      const watched = qShipTrial(arm.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 1));
      expect([arm.id, watched.pair, watched.scoreA, watched.length]).toEqual([arm.id, plain.pair, plain.scoreA, plain.length]);
    }
  });

  it('the arms are the same match but for q-ship=public / hidden', () => {
    const [pub, hid] = ARMS;
    expect([pub.params.variants['q-ship'], hid.params.variants['q-ship']]).toEqual(['public', 'hidden']);
    expect({ ...pub.params.variants, 'q-ship': 'hidden' }).toEqual(hid.params.variants);
    expect(pub.params.sideA).toEqual(hid.params.sideA);
  });

  it('a short run: the readings are consistent (a reveal turn 1-8, fire at the unrevealed ship part of all fire at it); the answer names JW-041', async () => {
    const { result } = await runToResult({ experiment: 'jw-q-ship', trials: 8, seed: 5, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    for (const arm of result.arms) {
      const mean = (metric: string) => (arm.metrics[metric] as { mean: number }).mean;
      expect(mean('revealTurn')).toBeGreaterThanOrEqual(1);
      expect(mean('revealTurn')).toBeLessThanOrEqual(8);
      expect(mean('revealed')).toBeLessThanOrEqual(1);
      expect(mean('targetedHidden')).toBeLessThanOrEqual(mean('shipTargeted'));
      expect(mean('hiddenChoices')).toBeGreaterThanOrEqual(0);
    }
    expect(answer(result).join('\n')).toContain(experiment.source.catalogue[0]);
  }, 120_000);
});
