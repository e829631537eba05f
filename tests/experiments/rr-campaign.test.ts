/**
 * rr-campaign (experiments/rattle-and-rend/campaign.ts; RR-040, RR-059,
 * RR-179-181, RR-183): every arm fields a legal warband of the size it names
 * against a different example warband, paired with its own 12-point games;
 * the size ratings and win model; and the answer's verdicts on hand-made
 * results.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import campaign, { breakEven, campaignSide, OPPONENT, SHORT_SIZES, sizeRatings, winProbability } from '../../experiments/rattle-and-rend/campaign.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { DEFAULT_CAMPAIGN } from '../../src/systems/rattle-and-rend/campaign.ts';

type Sides = { sideA: RrSide; sideB: RrSide };

describe('rr-campaign', () => {
  it('fields each warband at 12, 11, 10 and 9 points (where the rule allows) against another example warband', () => {
    const arms = campaign.arms;
    for (const arm of arms) {
      const { sideA, sideB } = arm.params as unknown as Sides;
      const points = arm.coords!.points as number;
      expect(parseWarband(sideA).units.reduce((s, u) => s + u.points, 0)).toBe(points);
      expect(() => parseWarband(sideB)).not.toThrow();
      expect(sideA.name.split(' (')[0] === sideB.name.split(' (')[0]).toBe(arm.coords!.against === 'itself at 11');
    }
    // Four warbands x (12, 11, 10, 9) less the Ghostly Host's 9, plus two 9-against-11 mirrors.
    expect(arms).toHaveLength(4 * 4 - 1 + 2);
    expect(campaignSide('ghostly-host', 9)).toBeNull();
    for (const [id, opponent] of Object.entries(OPPONENT)) expect(opponent).not.toBe(id);
    const ids = new Set(arms.map((a) => a.id));
    for (const arm of arms.filter((a) => a.baseline)) {
      expect(ids.has(arm.baseline!)).toBe(true);
      const base = arms.find((a) => a.id === arm.baseline)!;
      expect((base.params as unknown as Sides).sideB).toBe((arm.params as unknown as Sides).sideB);
      expect(base.coords!.points).toBe(12);
    }
    expect(arms.filter((a) => a.baseline).map((a) => a.coords!.points as number).sort((x, y) => x - y)).toEqual([9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 11]);
  });

  it('puts the break-even score where the tables\' mean changes cancel: 1/5, or 1/6 with a 10 as Mixed Results', () => {
    // p x 1 + (1 - p) x (-0.25) = 0 -> p = 0.2; p x 1 + (1 - p) x (-0.2) = 0 -> p = 1/6.
    expect(breakEven('crushing')).toBeCloseTo(0.2, 12);
    expect(breakEven('mixed')).toBeCloseTo(1 / 6, 12);
  });

  it('rates 12 points and above at 0 and an even score at 0; the level reading makes every game even', () => {
    const rating = sizeRatings(new Map([[11, 0.5], [10, 0.4], [9, 0.25]]));
    expect(rating(12)).toBe(0);
    expect(rating(17)).toBe(0);
    expect(rating(11)).toBeCloseTo(0, 12);
    expect(rating(10)).toBeCloseTo(400 * Math.log10(0.4 / 0.6), 12);
    const p = winProbability(rating, DEFAULT_CAMPAIGN);
    expect(p(10, 12)).toBeCloseTo(0.4, 12);
    expect(p(10, 17)).toBeCloseTo(0.4, 12);
    expect(p(9, 10)).toBeCloseTo(1 / (1 + 10 ** ((rating(10) - rating(9)) / 400)), 12);
    expect(winProbability(rating, { ...DEFAULT_CAMPAIGN, 'short-roster': 'level' })(9, 15)).toBe(0.5);
    expect(winProbability(sizeRatings(new Map([[11, 0.5], [10, 0.4], [9, 0.25]]), 25), { ...DEFAULT_CAMPAIGN, 'short-roster': 'level' })(16, 10)).toBe(0.5);
    // The what-if's edge above 12.
    expect(winProbability(sizeRatings(new Map([[11, 0.5], [10, 0.5], [9, 0.5]]), 25), DEFAULT_CAMPAIGN)(14, 12)).toBeCloseTo(1 / (1 + 10 ** (-50 / 400)), 12);
  });

  const mean = (m: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 600, mean: m, sd: 0.4, ci: [m - 0.03, m + 0.03] });
  const resultWith = (change: number): ExperimentResult => ({
    arms: campaign.arms.map((spec) => ({
      id: spec.id,
      label: spec.label ?? spec.id,
      params: spec.params,
      coords: spec.coords,
      trials: 600,
      metrics: { scoreA: mean(0.5 + (spec.baseline ? change : 0)) },
      ...(spec.baseline ? { vsBaseline: { scoreA: { diff: change, ci: [change - 0.03, change + 0.03], paired: true } } } : {}),
    })) as unknown as ArmResult[],
  }) as unknown as ExperimentResult;

  it('finds a losing spiral only when short warbands clearly lose', () => {
    const losing = campaign.answer!(resultWith(-0.15)).join('\n');
    expect(losing).toContain('Every short size clearly loses more than it wins');
    expect(losing).toContain('So there is a losing spiral below 12 points');
    const even = campaign.answer!(resultWith(0)).join('\n');
    expect(even).toContain('Not every short size clearly loses more than it wins');
    expect(even).toContain('the losing spiral below 12 points is not clearly there');
    expect(even).toContain('Ghostly Host cannot shrink to 9 points legally');
    for (const size of SHORT_SIZES) expect(losing).toContain(`${size} points`);
  });

  it('gives the ratings with their intervals and games, and the other readings as ranges over the measured intervals, like the headline', () => {
    const losing = campaign.answer!(resultWith(-0.15)).join('\n');
    expect(losing).toMatch(/As Elo-style ratings against 12 points \(from the scores above and their intervals' ends\): 11 points -\d+ \(-\d+ to -\d+, [\d,]+ games\), 10 points -\d+ \(-\d+ to -\d+, [\d,]+ games\), 9 points -\d+ \(-\d+ to -\d+, [\d,]+ games\)\./);
    const range = '\\d+\\.\\d+%? to \\d+\\.\\d+%?';
    expect(losing).toMatch(new RegExp(`a loser's 10 as Mixed Results gives ${range} dissolutions by game 20 \\(default ${range}\\) and a mean gap of ${range} after 10 games \\(default ${range}\\)`));
    expect(losing).toMatch(new RegExp(`the mean gap after 10 games would be ${range} \\(no edge: ${range}\\) and dissolutions by game 20 ${range}\\.`));
  });
});
