/**
 * jw-renowned (experiments/jovian-wars/renowned.ts; JW-113, Traits › Renowned): the watched pair is the match runner's
 * own, the three scorings of a final position differ only by the Renowned share, and a short run answers JW-113.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, renownedTrial, scored } from '../../experiments/jovian-wars/renowned.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';

describe('jw-renowned', () => {
  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const arm of ARMS) {
      const watched = renownedTrial(arm.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 1));
      expect([arm.id, watched.pair, watched.scoreA, watched.length]).toEqual([arm.id, plain.pair, plain.scoreA, plain.length]);
    }
  });

  it("scored: 'bonus' is the engine's own Victory Points; 'none' takes the share out (Destroyed Uller x2: 22 to the enemy); the state is left as it was", () => {
    const arm = ARMS.find((a) => a.id === 'renowned-2')!;
    const s = jovianWars.newGame({ sides: [arm.params.sideA, arm.params.sideB] as never, variants: arm.params.variants, chance: Xoshiro128.stream(2, 0), log: false }) as JovianState;
    const uller = s.units.find((u) => u.card === 'uller~renowned-2')!;
    uller.status = 'destroyed';
    expect(scored(s, 'bonus')).toEqual(s.victoryPoints());
    const none = scored(s, 'none');
    expect([s.victoryPoints()[0] - none[0], s.victoryPoints()[1] - none[1]]).toEqual([0, 22]);
    expect(scored(s, 'multiplier')).toEqual(none);
    expect(s.renowned).toBe(true);
  });

  it('a short run: the plain arm has no share (its three margins agree), the Renowned arms do; the answer names JW-113', async () => {
    const { result } = await runToResult({ experiment: 'jw-renowned', trials: 24, seed: 5, workers: 1 });
    const mean = (id: string, metric: string) => (result.arms.find((a) => a.id === id)!.metrics[metric] as { mean: number }).mean;
    expect(mean('plain', 'margin')).toBe(mean('plain', 'marginPlain'));
    expect(mean('plain', 'flipped')).toBe(0);
    // The share only ever adds to the enemy's score (Destroyed) or its captor's: A's margin is at most the plain one.
    expect(mean('renowned-2', 'margin')).toBeLessThanOrEqual(mean('renowned-2', 'marginPlain'));
    expect(experiment.answer!(result).join('\n')).toContain('JW-113');
  }, 300_000);
});
