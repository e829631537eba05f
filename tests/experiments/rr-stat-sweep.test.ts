/**
 * rr-stat-sweep (experiments/rattle-and-rend/stat-sweep.ts, src/sim/match/statSweep.ts): one stat at each value in
 * turn against the printed lines. `--set stat/values` moves the arms' numbers, labels and chart coordinates alike, a
 * bad value is one line before any game, and the answer's verdicts follow the intervals.
 */
import { describe, expect, it } from 'vitest';
import statSweepExperiment from '../../experiments/rattle-and-rend/stat-sweep.ts';
import type { ArmSpec, Experiment, Setup } from '../../src/sim/experiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { InputError } from '../../src/sim/inputError.ts';
import { applySets } from '../../src/sim/patches.ts';
import { makePlan } from '../../src/sim/plan.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const sweep = statSweepExperiment as unknown as Experiment;
const setupOf = (sets: string[] = []): Setup => ({ data: applySets(sweep, sets).data, variants: {} });
const paramsOf = (arm: ArmSpec, sets: string[] = []): MatchParams => (arm.params as (setup: Setup) => MatchParams)(setupOf(sets));
const planOf = (sets: string[] = []) => makePlan(sweep, { system: 'rattle-and-rend', seed: 1, budget: 2, setup: setupOf(sets), sets: {}, command: 'test' });

const PAIRS = 3000;
const score = (value: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean: value, sd: 0.2, ci: [value - 0.01, value + 0.01] });

/** A result whose printed arm scores `printed` and whose six value arms score `scores` (intervals +-0.01). */
function resultWith(printed: number, scores: number[]): ExperimentResult {
  const plan = planOf();
  return {
    arms: plan.arms.map((arm, index) => {
      const value = index === 0 ? printed : scores[index - 1];
      const d = value - printed;
      return {
        id: arm.id,
        label: arm.label,
        params: arm.params,
        ...(arm.coords ? { coords: arm.coords } : {}),
        trials: PAIRS,
        metrics: { scoreA: score(value), length: score(5) },
        ...(index > 0 ? { vsBaseline: { scoreA: { diff: d, ci: [d - 0.01, d + 0.01], paired: true }, length: { diff: 0, ci: [0, 0], paired: true } } } : {}),
      };
    }),
  } as unknown as ExperimentResult;
}

describe('rr-stat-sweep', () => {
  it('plays the printed lines, then the swept stat at each value; --set moves numbers, labels and coordinates together', () => {
    const [printed, ...values] = sweep.arms;
    expect(paramsOf(printed).variants.stats).toBe('v03');
    expect(values.map((arm) => paramsOf(arm).variants.stats)).toEqual([11, 12, 13, 14, 15, 16].map((v) => `v03:shooters.fury=${v}`));
    expect(values.every((arm) => arm.baseline === 'printed')).toBe(true);
    expect(planOf().arms.map((arm) => arm.label)).toEqual(['printed numbers (v03)', ...[11, 12, 13, 14, 15, 16].map((v) => `shooters.fury=${v}`)]);
    expect(planOf().arms[3].coords).toEqual({ 'shooters.fury': 13 });
    const set = ['stat=heavy.mov', 'values=S, M, L, S2, M2, L2'];
    expect(() => planOf(set)).toThrow(InputError);
    const moves = ['stat=shooters.will', 'values=4, 5, 6, 7, 8, 9'];
    expect(paramsOf(values[0], moves).variants.stats).toBe('v03:shooters.will=4');
    expect(planOf(moves).arms.map((arm) => arm.coords)).toEqual([undefined, ...[4, 5, 6, 7, 8, 9].map((v) => ({ 'shooters.will': v }))]);
    expect(planOf(moves).arms[6].label).toBe('shooters.will=9');
    expect(paramsOf(printed, moves).variants.stats).toBe('v03');
  });

  it('refuses the wrong number of values, a value given twice and a value out of bounds, in one line', () => {
    const [, first] = sweep.arms;
    expect(() => paramsOf(first, ['values=9, 10'])).toThrow("experiment rr-stat-sweep: --set values needs 6 values separated by commas (one per arm), e.g. '11, 12, 13, 14, 15, 16'; got '9, 10'");
    expect(() => paramsOf(first, ['values=9, 9, 11, 12, 13, 14'])).toThrow('experiment rr-stat-sweep: --set values gives a value twice');
    expect(() => paramsOf(first, ['values=21, 10, 11, 12, 13, 14'])).toThrow(
      "experiment rr-stat-sweep: --set stat=shooters.fury, values=21, 10, 11, 12, 13, 14: shooters.fury=21: shooters.fury must be a whole number from 1 to 20; got '21'",
    );
    expect(() => paramsOf(first, ['stat=shooters.luck'])).toThrow(/^experiment rr-stat-sweep: --set stat=shooters.luck, values=.*: shooters.luck=11: /);
  });

  it('reads numeric values ascending, whatever order --set gave them in', () => {
    const result = resultWith(0.57, [0.4, 0.62, 0.58, 0.57, 0.52, 0.47]);
    const order = [16, 11, 12, 13, 14, 15];
    result.arms.slice(1).forEach((arm, index) => (arm.coords = { 'shooters.fury': order[index] }));
    const text = sweep.answer!(result).join('\n');
    expect(text).toContain('by shooters.fury, 6,000 games each: 11: 0.62 (0.61 to 0.63)');
    expect(text).toContain("A's score crosses even between 14 and 15");
    expect(text).toContain('with the printed numbers (v03) 0.57 (0.56 to 0.58)');
  });

  it('groups the values against the band and finds even only between two values clear of 1/2 on either side', () => {
    const text = (scores: number[]) => sweep.answer!(resultWith(0.57, scores)).join('\n');
    const falling = text([0.62, 0.58, 0.57, 0.52, 0.47, 0.4]);
    expect(falling).toContain('11: 0.62 (0.61 to 0.63); 12: 0.58 (0.57 to 0.59)');
    // A bound just above 1/2 is not printed as 0.500 next to "clearly above 1/2".
    expect(text([0.6, 0.58, 0.56, 0.54, 0.52, 0.5104])).toContain('16: 0.5104 (0.5004 to 0.5204)');
    expect(falling).toContain('within the 45-55% band at 14, 15; A clearly stronger, beyond the band at 11, 12, 13; A clearly weaker, beyond the band at 16.');
    expect(falling).toContain("A's score crosses even between 14 and 15 (clearly above 1/2 at one, clearly below at the other).");
    // An interval holding 1/2 is no crossing: even is not ruled out there, and no neighbour pair is named.
    const flat = text([0.6, 0.56, 0.5, 0.45, 0.44, 0.43]);
    expect(flat).not.toContain('crosses even between');
    expect(flat).toContain('An even game is not ruled out at 13 (the interval holds 1/2).');
    expect(flat).toContain('not settled against the band (more pairs would tell) at 12, 14');
    const above = text([0.62, 0.6, 0.58, 0.56, 0.54, 0.53]);
    expect(above).toContain("A's score stays clearly above 1/2 at every value tried: none of these values makes an even game (though within the 45-55% band at 15, 16).");
    expect(text([0.4, 0.41, 0.42, 0.43, 0.3, 0.2])).toContain("A's score stays clearly below 1/2 at every value tried: none of these values makes an even game.");
    expect(falling).toContain('Against the printed numbers, paired game by game: 11: +0.05 points per game (+0.04 to +0.06, 3,000 pairs), clearly higher');
  });
});
