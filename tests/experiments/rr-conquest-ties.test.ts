/**
 * rr-conquest-ties (experiments/rattle-and-rend/conquest-ties.ts; RR-151): how
 * a game's end event is read, the share of games as ratio sums over pairs, each
 * arm on its own lane, and a short real run whose endings must account for
 * every game.
 */
import { describe, expect, it } from 'vitest';
import { ARMS, ENDINGS, endingOf, gameShareSums, laneOf } from '../../experiments/rattle-and-rend/conquest-ties.ts';
import { runToResult } from '../../src/sim/run.ts';
import { ratioShare } from '../../src/stats/ratioShare.ts';
import type { GameEvent } from '../../src/game/state.ts';
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';

const end = (round: number, reason: string): GameEvent[] => [{ kind: 'removed', round: 1, player: 0, element: 1, cause: 'attack', by: 3 }, { kind: 'end', round, winner: 0, reason }];

describe('rr-conquest-ties: one game read', () => {
  it('reads the ending and its round from the end event', () => {
    expect(endingOf(end(4, 'most zones won'))).toBe('zones');
    expect(endingOf(end(4, 'zones tied: most points in the centre zone'))).toBe('centre');
    expect(endingOf(end(5, 'most zones won'))).toBe('fifthZones');
    expect(endingOf(end(5, 'zones tied: most points in the centre zone'))).toBe('fifthCentre');
    expect(endingOf(end(5, 'zones tied after the fifth round'))).toBe('fifthDraw');
    expect(endingOf(end(2, 'every enemy Element removed'))).toBe('removed');
    expect(endingOf(end(5, 'both warbands removed'))).toBe('removed');
  });

  it('refuses a game with no end, or one that ended by another scenario', () => {
    expect(() => endingOf([])).toThrow(/without an end/);
    expect(() => endingOf(end(4, 'most points on the hill'))).toThrow(/hill/);
  });
});

describe('rr-conquest-ties: shares of games', () => {
  it("counts a per-game share as games over games, two a pair, and gives a share of 0 an upper end", () => {
    // 4 pairs with 0, 1, 2 and 1 games that had it: mean per game 0.5, per-pair means 0, 0.5, 1, 0.5.
    const values = [0, 0.5, 1, 0.5];
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
    const arm = { metrics: { x: { kind: 'mean', n: 4, mean, sd, ci: [0, 1] } as MeanMetric } } as unknown as ArmResult;
    const sums = gameShareSums(arm, 'x');
    expect(sums.hits).toBeCloseTo(4, 12);
    expect(sums.observations).toBe(8);
    expect(sums.hitsSquared).toBeCloseTo(0 + 1 + 4 + 1, 12);
    expect(ratioShare(sums).p).toBeCloseTo(0.5, 12);
  });

  it('puts every arm on its own lane of the stream', () => {
    const lanes = ARMS.map((arm) => laneOf(arm.params));
    expect(new Set(lanes).size).toBe(ARMS.length);
    expect(lanes).toEqual(ARMS.map((_, k) => k));
  });
});

describe('rr-conquest-ties: a short run', () => {
  it('plays Conquest in every game (any other ending throws) and its endings account for every game', async () => {
    const { result } = await runToResult({ experiment: 'rr-conquest-ties', trials: 8, seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(8);
    for (const arm of result.arms) {
      const mean = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      const total = ENDINGS.reduce((s, e) => s + mean(`end${e[0].toUpperCase()}${e.slice(1)}`), 0);
      expect(total, arm.id).toBeCloseTo(1, 9);
      expect(mean('fifthDecidedOf'), arm.id).toBeCloseTo(mean('fifthRound'), 9);
      expect(mean('fifthRound'), arm.id).toBeGreaterThanOrEqual(mean('endFifthZones') + mean('endFifthCentre') + mean('endFifthDraw') - 1e-9);
      // Every Conquest game lasts at least until round 4 unless a warband is wiped out.
      expect(mean('length'), arm.id).toBeGreaterThan(1);
    }
  }, 120_000);
});
