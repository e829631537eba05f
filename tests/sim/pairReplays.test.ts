/**
 * pairReplays (src/sim/match/pairTrial.ts): a mirror whose players draw nothing from their own streams plays the
 * same game twice in a pair (Syndicate Protocol's heuristic, deterministic, in the Lens mirror); with a random
 * player, or different sides, the two games differ. And where it replays, the pair's record is the same game's
 * twice: A's score one half, every per-seat statistic swapped. replaysEveryPair and distinctGames read the same
 * from an arm's results.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { PAIR_KEYS, pairReplays, playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { distinctGames, replaysEveryPair } from '../../src/sim/match/pairPools.ts';
import type { ArmResult, DistributionMetric, MeanMetric } from '../../src/sim/result.ts';

const game = findGame('syndicate-protocol');
const match = (a: string, b: string, agentA: string, agentB: string): MatchParams => ({
  system: game.id,
  sideA: loadSide(game, `preset:${a}`),
  sideB: loadSide(game, `preset:${b}`),
  agentA,
  agentB,
  variants: chooseGameVariants(game, ['round-cap=30']),
});

describe('pairReplays', () => {
  it('a deterministic mirror replays its first game; a random player or two different sides do not', () => {
    for (let seed = 1; seed <= 3; seed++) {
      expect(pairReplays(match('lens', 'lens', 'heuristic', 'heuristic'), Xoshiro128.stream(seed, 0))).toBe(true);
      expect(pairReplays(match('lens', 'lens', 'random', 'random'), Xoshiro128.stream(seed, 0))).toBe(false);
      expect(pairReplays(match('lens', 'velocity', 'heuristic', 'heuristic'), Xoshiro128.stream(seed, 0))).toBe(false);
    }
  }, 60_000);

  it("a replayed pair's record holds one game twice: A scores 1/2, the seats' statistics mirror each other", () => {
    const record = playPairTrial(match('lens', 'lens', 'heuristic', 'heuristic'), Xoshiro128.stream(2, 0)) as Record<string, number>;
    expect(record.scoreA).toBe(0.5);
    expect(record.damageA).toBe(record.damageB);
  }, 60_000);
});

describe('replaysEveryPair and distinctGames (pairPools.ts): read from an arm result', () => {
  const side = { name: 'Lens' };
  const arm = (counts: number[], sideB: object = side, agentB = 'heuristic'): ArmResult => ({
    id: 'x',
    label: 'x',
    params: { sideA: side, sideB, agentA: 'heuristic', agentB },
    trials: counts.reduce((s, c) => s + c, 0),
    metrics: { pair: { kind: 'distribution', label: 'pair', keys: PAIR_KEYS, counts, n: counts.reduce((s, c) => s + c, 0) } as unknown as DistributionMetric },
  });
  // PAIR_KEYS: win-win, win-draw, win-loss, draw-win, draw-draw, draw-loss, loss-win, loss-draw, loss-loss.
  it('a mirror whose every pair is one game seen from both seats: one game a pair', () => {
    const a = arm([0, 0, 6, 0, 2, 0, 4, 0, 0]);
    expect(replaysEveryPair(a)).toBe(true);
    expect(distinctGames(a)).toBe(12);
  });
  it('a pair won twice, different sides, or different agents: two games a pair', () => {
    expect(distinctGames(arm([1, 0, 6, 0, 2, 0, 4, 0, 0]))).toBe(26);
    expect(distinctGames(arm([0, 0, 6, 0, 2, 0, 4, 0, 0], { name: 'Razor' }))).toBe(24);
    expect(distinctGames(arm([0, 0, 6, 0, 2, 0, 4, 0, 0], side, 'random'))).toBe(24);
  });
  it('without a pair distribution, from A scoring exactly 1/2 in every pair', () => {
    const base = arm([0, 0, 6, 0, 2, 0, 4, 0, 0]);
    const score = (sd: number): ArmResult => ({ ...base, metrics: { scoreA: { kind: 'mean', label: 's', unit: '', n: 12, mean: 0.5, sd, ci: [0.5 - sd, 0.5 + sd] } as MeanMetric } });
    expect(replaysEveryPair(score(0))).toBe(true);
    expect(replaysEveryPair(score(0.1))).toBe(false);
  });
});
