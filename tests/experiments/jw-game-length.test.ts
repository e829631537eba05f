/**
 * jw-game-length (experiments/jovian-wars/game-length.ts; JW game length claim): the hours per game under the time
 * model, and the hours each 100 TV adds with an interval from the two fleets' far ends, on made-up counts worked by hand.
 */
import { describe, expect, it } from 'vitest';
import gameLength, { hours, TIME_MODEL } from '../../experiments/jovian-wars/game-length.ts';
import secondStrength from '../../experiments/jovian-wars/second-strength.ts';
import tableSize from '../../experiments/jovian-wars/table-size.ts';
import { GAME_TURNS } from '../../src/systems/jovian-wars/rules.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const mean = (value: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 500, mean: value, sd: 10, ci: [value - 1, value + 1] });

/** An arm at `tv` whose counts are the small fleet's times `scale`, each +/- 1. */
function arm(tv: number, scale: number): ArmResult {
  const metrics = { decisions: mean(100 * scale), rolls: mean(50 * scale), opposedRolls: mean(10 * scale), activations: mean(40 * scale), diceRolled: mean(300 * scale), length: mean(7) };
  return { id: `tv${tv}`, label: `${tv} TV`, params: {}, coords: { tv }, trials: 500, metrics } as unknown as ArmResult;
}

describe('jw-game-length answer', () => {
  it('turns counts into hours: 100 decisions x 20 s + 50 rolls x 15 s + 10 opposed x 20 s + 40 activations x 45 s = 4,750 s', () => {
    expect(hours(arm(150, 1), { ...TIME_MODEL }, 'mean')).toBeCloseTo(4750 / 3600, 12);
    expect(hours(arm(150, 1), { ...TIME_MODEL }, 0)).toBeCloseTo(4650 / 3600, 12);
  });

  it('gives the hours per 100 TV with the interval from the far ends of the two fleets\' hours', () => {
    const result = { arms: [arm(150, 1), arm(500, 4)], sets: {} } as unknown as ExperimentResult;
    const text = gameLength.answer!(result).join('\n');
    // 150 TV: 4,750 s (4,650 to 4,850); 500 TV: 19,000 s (18,900 to 19,100); 3.5 hundreds of TV apart.
    // Mean (19,000 - 4,750) / 3,600 / 3.5 = 1.131 h; ends (18,900 - 4,850) and (19,100 - 4,650) over the same: 1.115, 1.147.
    expect(text).toContain('Each 100 TV adds 1.13 (1.12 to 1.15) h');
  });
});

describe('the game-length metric of the experiments that print it', () => {
  it('is bounded by 1 and the last turn, so its interval is clipped there (not "6.96 (6.92 to 7.01) of 7 turns")', () => {
    for (const experiment of [gameLength, secondStrength, tableSize]) {
      expect([experiment.id, experiment.metrics.length.min, experiment.metrics.length.max]).toEqual([experiment.id, 1, GAME_TURNS]);
    }
  });
});
