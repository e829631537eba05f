/**
 * jw-fast (experiments/jovian-wars/fast.ts; JW-129, Traits › Fast): the watched pair is the match runner's own (turning
 * the log on changes no game), the counts read from a log are the Fast rules' own events, and a short run answers JW-129.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, fastTrial, readGame } from '../../experiments/jovian-wars/fast.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';

describe('jw-fast', () => {
  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const arm of ARMS) {
      const watched = fastTrial(arm.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 1));
      expect([arm.id, watched.pair, watched.scoreA, watched.length]).toEqual([arm.id, plain.pair, plain.scoreA, plain.length]);
    }
  });

  it('readGame counts the fast-test events of the other side, its Fuel lost, its runs on side A and side A\'s Boosts of 3', () => {
    const arm = ARMS.find((a) => a.id === 'squadrons-full')!;
    const s = jovianWars.newGame({ sides: [arm.params.sideA, arm.params.sideB] as never, variants: arm.params.variants, chance: Xoshiro128.stream(2, 0), log: true }) as JovianState;
    const a = s.units.find((u) => u.owner === 0 && !u.capital)!;
    const b = s.units.find((u) => u.owner === 1 && !u.capital)!;
    const ship = s.units.find((u) => u.owner === 0 && u.capital)!;
    s.log = [
      { kind: 'fast-test', unit: b.index, target: a.index, result: 'N', fuelLost: true },
      { kind: 'fast-test', unit: b.index, target: a.index, result: 'D', fuelLost: false },
      { kind: 'fast-test', unit: a.index, target: b.index, result: 'N', fuelLost: true },
      { kind: 'intercept', unit: b.index, target: a.index, boost: 0 },
      { kind: 'bomb', unit: b.index, target: ship.index, boost: 1 },
      { kind: 'bomb', unit: a.index, target: s.units.find((u) => u.owner === 1 && u.capital)!.index, boost: 3 },
      { kind: 'approach', unit: a.index, target: b.index, boost: 2 },
    ];
    a.status = 'destroyed';
    ship.status = 'crippled';
    expect(readGame(s, 0)).toEqual({ tests: 2, fuelLost: 1, bombsOnShips: 1, interceptsOnSquadrons: 1, boost3: 1, squadronsLost: 1, shipsLost: 1 });
  });

  it('a short run: the plain arm makes no Fast test and no Boost of 3; the Fast squadrons are tested and Boost 3 only under fast-boost=3 with run-boost=any; the answer names JW-129', async () => {
    const { result } = await runToResult({ experiment: 'jw-fast', trials: 6, seed: 5, workers: 1 });
    const mean = (id: string, metric: string) => (result.arms.find((a) => a.id === id)!.metrics[metric] as { mean: number }).mean;
    expect(mean('plain', 'tests')).toBe(0);
    expect(mean('plain', 'boost3')).toBe(0);
    expect(mean('squadrons-full', 'tests')).toBeGreaterThan(0);
    // The default player Boosts into no run (run-boost=none, aiSettings.ts) and at most 2 (fast-boost=2); the Boost arm's player takes the third Fuel.
    expect(mean('squadrons-full', 'boost3')).toBe(0);
    expect(mean('squadrons-full-boost3', 'boost3')).toBeGreaterThan(0);
    expect(mean('squadrons-interception', 'boost3')).toBe(0);
    expect(mean('ships-full', 'boost3')).toBe(0);
    for (const id of ['squadrons-full', 'ships-interception']) expect(mean(id, 'fuelLost')).toBeLessThanOrEqual(mean(id, 'tests'));
    expect(experiment.answer!(result).join('\n')).toContain('JW-129');
  }, 300_000);
});
