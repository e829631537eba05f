/**
 * jw-gravity-wells (experiments/jovian-wars/gravity-wells.ts; JW-136, Terrain › Planet or Large Moon, Small Moons,
 * Atmosphere): the watched pair is the match runner's own pair, the planet's Speed changes are read only where there
 * is a planet and the terrain's only where there is terrain, and a short run answers JW-136.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, wellsTrial } from '../../experiments/jovian-wars/gravity-wells.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { planetSpeed } from '../../src/systems/jovian-wars/terrain.ts';

describe('jw-gravity-wells', () => {
  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const arm of ARMS) {
      const watched = wellsTrial(arm.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 1));
      expect([arm.id, watched.pair, watched.scoreA, watched.length]).toEqual([arm.id, plain.pair, plain.scoreA, plain.length]);
    }
  });

  it("the planet's rule (terrain.ts planetSpeed): a ship facing the west edge from mid-table gains +2, one with its back to it -1, one facing north 0", () => {
    // Headings count eighths of a turn from +x (geometry.ts relativeAngle): 4 faces -x (west), 0 faces east, 2 faces +y.
    expect(planetSpeed(40, 24, 4)).toBe(2);
    expect(planetSpeed(40, 24, 0)).toBe(-1);
    expect(planetSpeed(40, 24, 2)).toBe(0);
  });

  it('a short run: only the planet arm meets the planet, only the terrain arm a Small Moon; the answer names JW-136', async () => {
    const { result } = await runToResult({ experiment: 'jw-gravity-wells', trials: 32, seed: 5, workers: 1 });
    const share = (id: string, metric: string) => (result.arms.find((a) => a.id === id)!.metrics[metric] as { mean: number }).mean;
    expect(share('defaults', 'planetFore') + share('defaults', 'smallMoon') + share('terrain', 'planetFore') + share('planet', 'smallMoon')).toBe(0);
    expect(share('planet', 'planetFore')).toBeGreaterThan(0);
    expect(share('terrain', 'smallMoon')).toBeGreaterThan(0);
    expect(experiment.answer!(result).join('\n')).toContain('JW-136');
  }, 300_000);
});
