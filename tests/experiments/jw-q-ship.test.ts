/**
 * jw-q-ship (experiments/jovian-wars/q-ship.ts; JW-041, Traits › Q-Ship): the watched pair is the match runner's own,
 * the arms differ only by the `q-ship` variant and the Q-Ship side's `q-ship-fire` setting (qShipAi.ts), and a short
 * run's readings are consistent and answer JW-041.
 */
import { describe, expect, it } from 'vitest';
import experiment, { AMBUSH_AGENT, answer, ARMS, qShipTrial } from '../../experiments/jovian-wars/q-ship.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';

const arm = (id: string) => ARMS.find((a) => a.id === id)!;

describe('jw-q-ship', () => {
  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const a of ARMS) {
      const watched = qShipTrial(a.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(a.params, Xoshiro128.stream(9, 1));
      expect([a.id, watched.pair, watched.scoreA, watched.length]).toEqual([a.id, plain.pair, plain.scoreA, plain.length]);
    }
  }, 120_000);

  it('the arms are the same match but for q-ship=public / hidden and the Q-Ship side eager or holding; each against its baseline', () => {
    expect(ARMS.map((a) => [a.id, a.params.variants['q-ship'], a.params.agentA, a.params.agentB, a.baseline])).toEqual([
      ['public', 'public', 'heuristic', 'heuristic', null],
      ['hidden', 'hidden', 'heuristic', 'heuristic', 'public'],
      ['ambush-public', 'public', AMBUSH_AGENT, 'heuristic', 'public'],
      ['ambush-hidden', 'hidden', AMBUSH_AGENT, 'heuristic', 'ambush-public'],
      ['ambush-vs-eager', 'hidden', AMBUSH_AGENT, 'heuristic', 'hidden'],
    ]);
    const pub = arm('public').params;
    for (const a of ARMS) {
      expect({ ...a.params.variants, 'q-ship': 'public' }).toEqual(pub.variants);
      expect([a.params.sideA, a.params.sideB]).toEqual([pub.sideA, pub.sideB]);
    }
    // The ambush-vs-eager arm replays the ambush-hidden games (its baseline differs).
    expect(arm('ambush-vs-eager').params).toEqual(arm('ambush-hidden').params);
  });

  it('a short run: the readings are consistent (a reveal turn 1-8, every ambush reveal has a trigger, the replayed arm the same numbers); the answer names JW-041', async () => {
    const { result } = await runToResult({ experiment: 'jw-q-ship', trials: 8, seed: 5, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const mean = (id: string, metric: string) => (result.arms.find((a) => a.id === id)!.metrics[metric] as { mean: number }).mean;
    for (const a of result.arms) {
      expect(mean(a.id, 'revealTurn')).toBeGreaterThanOrEqual(1);
      expect(mean(a.id, 'revealTurn')).toBeLessThanOrEqual(8);
      expect(mean(a.id, 'revealed')).toBeLessThanOrEqual(1);
      expect(mean(a.id, 'targetedHidden')).toBeLessThanOrEqual(mean(a.id, 'shipTargeted'));
      expect(mean(a.id, 'hiddenChoices')).toBeGreaterThanOrEqual(0);
      const causes = mean(a.id, 'revealShort') + mean(a.id, 'revealAttacked') + mean(a.id, 'revealLast') + mean(a.id, 'revealRun');
      // Eager play fires untriggered too; the holding player's first Hardpoint attack always has a trigger.
      if (a.id.startsWith('ambush')) expect(causes).toBeCloseTo(mean(a.id, 'revealed'), 12);
      else expect(causes).toBeLessThanOrEqual(mean(a.id, 'revealed') + 1e-12);
    }
    // Holding reveals later than eager play, and fires fewer Hardpoint attacks.
    expect(mean('ambush-hidden', 'revealTurn')).toBeGreaterThan(mean('hidden', 'revealTurn'));
    expect(mean('ambush-hidden', 'shipShots')).toBeLessThan(mean('hidden', 'shipShots'));
    expect(result.arms[4].metrics).toEqual(result.arms[3].metrics);
    const text = answer(result).join('\n');
    expect(text).toContain(experiment.source.catalogue[0]);
    expect(text).toContain('heuristic:q-ship-fire=ambush');
  }, 300_000);
});
