/**
 * jw-break-off (experiments/jovian-wars/break-off.ts; src/systems/jovian-wars/breakOff.ts; JW-039, Traits › Heavy,
 * and JW-058's undefined [Break Off] / [Stay on Target]): the ruling's chances by hand, both Heavy readings, bad input,
 * and a short run whose sampled estimates agree with the exact values.
 */
import { describe, expect, it } from 'vitest';
import experiment, { answer, ARMS, comparisons, distinctComparisons, exact } from '../../experiments/jovian-wars/break-off.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { breakOffChance, breakOffPool, type BreakOff } from '../../src/systems/jovian-wars/breakOff.ts';

const plain = (skill: number, stayOnTarget: number | null = null): BreakOff => ({ skill, heavy: false, reading: 'break-off-2d6', stayOnTarget });

describe('Break Off by hand (a Skill Test: P(D+) = 1 - P(all faces differ))', () => {
  it('Skill 1 and 2 roll 2d6 (Base Pool of 1): 1/6; Skill 3 1 - 120/216, Skill 4 1 - 360/1296, Skill 5 1 - 720/7776', () => {
    expect(breakOffChance(plain(1), 'steps')).toBeCloseTo(1 / 6, 12);
    expect(breakOffChance(plain(2), 'steps')).toBeCloseTo(1 / 6, 12);
    expect(breakOffChance(plain(3), 'steps')).toBeCloseTo(96 / 216, 12);
    expect(breakOffChance(plain(4), 'steps')).toBeCloseTo(936 / 1296, 12);
    expect(breakOffChance(plain(5), 'steps')).toBeCloseTo(7056 / 7776, 12);
  });

  it('Heavy under reading B rolls 2d6 flat at every Skill; under reading A it breaks off as a plain squadron', () => {
    for (const skill of [1, 2, 3, 4, 5]) {
      expect(breakOffPool({ ...plain(skill), heavy: true })).toEqual({ base: 2, flex: 0, macro: 0 });
      expect(breakOffChance({ ...plain(skill), heavy: true }, 'steps')).toBeCloseTo(1 / 6, 12);
      expect(breakOffChance({ ...plain(skill), heavy: true, reading: 'structure-for-st' }, 'steps')).toBe(breakOffChance(plain(skill), 'steps'));
    }
  });

  it('Stay on Target (Skill 2) against Skill 2: the D survives only a secondary N, 1/6 x 5/6; against Skill 3 a T survives a secondary D under steps, not under one-set', () => {
    expect(breakOffChance(plain(2, 2), 'steps')).toBeCloseTo(5 / 36, 12);
    // 3 dice: a D (90/216) or a T (6/216); the Skill 2 secondary rolls a D 1/6 of the time (never a Q).
    expect(breakOffChance(plain(3, 2), 'steps')).toBeCloseTo((96 / 216) * (5 / 6) + (6 / 216) * (1 / 6), 12);
    expect(breakOffChance(plain(3, 2), 'one-set')).toBeCloseTo((96 / 216) * (5 / 6), 12);
    expect(exact({ skill: 3, roller: 'plain', against: 'sot2' })).toBeCloseTo((96 / 216) * (5 / 6) + (6 / 216) * (1 / 6), 12);
  });

  it('bad input is one line naming the field', () => {
    expect(() => breakOffChance(plain(-1), 'steps')).toThrow(/^breakOff: skill must be a whole number 0-12, got -1$/);
    expect(() => breakOffChance({ ...plain(3), reading: 'heavy' as never }, 'steps')).toThrow(/^breakOff: reading must be one of structure-for-st, break-off-2d6, got heavy$/);
    expect(() => breakOffChance({ ...plain(3, 2), reading: 'structure-for-st' }, 'steps')).toThrow(/stayOnTarget needs reading break-off-2d6/);
  });
});

describe('jw-break-off: a short run', () => {
  it('plays every arm; the sampled estimates agree with the exact values; the answer names JW-039 and finds Heavy a penalty from Skill 3', async () => {
    const { result } = await runToResult({ experiment: 'jw-break-off', trials: 8192, seed: 11, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    expect(comparisons(result).length).toBe(ARMS.length);
    // 2d6, 3d6, 4d6, 5d6 against each of the three oppositions: 12 distinct samples.
    const rows = distinctComparisons(result);
    expect(rows.length).toBe(12);
    expect(rows.filter((r) => r.exact >= r.ci[0] && r.exact <= r.ci[1]).length).toBeGreaterThanOrEqual(10);
    const text = answer(result).join('\n');
    expect(text).toContain(experiment.source.catalogue[0]);
    expect(text).toContain('a penalty from Skill 3 on');
    expect(text).toContain('It is a bonus at no Skill');
    // The Skill 3 Heavy sample is cited as support only while its interval holds the exact 1/6; a miss is said as one.
    const heavy3 = result.arms.find((a) => a.id === 's3-heavy-none')!.metrics.breakOff as ProportionMetric;
    const verdict = (r: ExperimentResult) => answer(r).find((l) => l.startsWith('JW-039 verdict'))!;
    heavy3.ci = [1 / 6 - 0.01, 1 / 6 + 0.01];
    expect(verdict(result)).toMatch(/falls to 16\.7% \(sampled \d/);
    heavy3.ci = [0.162, 0.166];
    expect(verdict(result)).toContain('misses it (one of the');
    expect(verdict(result)).toContain('so it is not cited as support');
    expect(verdict(result)).not.toMatch(/falls to 16\.7% \(sampled/);
  }, 120_000);
});
