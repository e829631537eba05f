/**
 * rr-options-element-costs prices each Element type (experiments/rattle-and-rend/options-element-costs.ts): the base
 * with one Element left out, fielded at its own 9-11 points against the 12-point base, loses what that Element is
 * worth; Dregs and the Ward are priced by adding them to the base without its Champion. The verdict calls the costs
 * out of line only when two types' per-point intervals do not overlap.
 */
import { describe, expect, it } from 'vitest';
import experiment, { priceLines, REMOVALS, typeWorths } from '../../experiments/rattle-and-rend/options-element-costs.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';

const mean = (m: number, half: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 600, mean: m, sd: 0.5, ci: [m - half, m + half] });

/** Every swap arm at 0.5; the removals and the two Champion swaps at the scores given. */
function result(scores: Record<string, [number, number]>): ExperimentResult {
  const arms = experiment.arms.map((spec) => {
    const [m, half] = scores[spec.id] ?? [0.5, 0.02];
    return { id: spec.id, label: spec.label, params: {}, trials: 600, metrics: { scoreA: mean(m, half) } };
  });
  return { arms } as unknown as ExperimentResult;
}

const EVEN: Record<string, [number, number]> = {
  'without-champion': [0.4, 0.02],
  'without-heavy': [0.2, 0.02],
  'without-fighters': [0.3, 0.02],
  'without-shooters': [0.3, 0.02],
  'without-skirmishers': [0.3, 0.02],
  'champion-for-dregs': [0.5, 0.02],
  'champion-for-ward': [0.5, 0.02],
};

describe('rr-options-element-costs prices', () => {
  it('fields every removal as a legal warband at its own points against the 12-point base', () => {
    for (const removal of REMOVALS) {
      const arm = experiment.arms.find((a) => a.id === removal.id)!;
      const side = (arm.params as unknown as { sideA: RrSide }).sideA;
      expect(side.points).toBe(12 - removal.cost);
      expect(() => parseWarband(side)).not.toThrow();
      // The same Elements claimed as a 12-point warband are refused: the points field is what fields them short.
      expect(() => parseWarband({ ...side, points: undefined })).toThrow(/cost \d+ points; a warband spends 12/);
    }
  });

  it('reads a removal as 1/2 less its score, per point over the cost, and an addition as the two arms ends added', () => {
    const worths = typeWorths(result({ ...EVEN, 'without-heavy': [0.2, 0.03], 'champion-for-dregs': [0.52, 0.02] }));
    const heavy = worths.find((w) => w.type === 'Heavy')!;
    expect(heavy.worth.mean).toBeCloseTo(0.3, 12);
    expect(heavy.worth.ci[0]).toBeCloseTo(0.27, 12);
    expect(heavy.worth.ci[1]).toBeCloseTo(0.33, 12);
    expect(heavy.perPoint.mean).toBeCloseTo(0.1, 12);
    expect(heavy.perPoint.ci[0]).toBeCloseTo(0.09, 12);
    // Dregs: 0.52 less the base without its Champion's 0.40; the half-widths 0.02 + 0.02 added.
    const dregs = worths.find((w) => w.type === 'Dregs')!;
    expect(dregs.how).toBe('added');
    expect(dregs.worth.mean).toBeCloseTo(0.12, 12);
    expect(dregs.worth.ci[0]).toBeCloseTo(0.08, 12);
    expect(dregs.worth.ci[1]).toBeCloseTo(0.16, 12);
  });

  it('says the costs price the types alike when no two per-point intervals are apart', () => {
    const text = priceLines(typeWorths(result(EVEN))).join('\n');
    expect(text).toContain('No two types are told apart per point (every pair of intervals overlaps), so these games show no cost out of line with the others');
    expect(text).toContain('Of the three 2-point types, none is clearly apart from another per point');
  });

  it('names the types clearly apart per point, the 2-point ones like for like', () => {
    // Shooters at 0.14 (0.13 to 0.15) a point: clear of the 0.09-0.11 intervals, not of the added types' 0.06-0.14.
    const text = priceLines(typeWorths(result({ ...EVEN, 'without-shooters': [0.22, 0.02] }))).join('\n');
    expect(text).toMatch(/the most by estimate is Shooters, 0\.14 \(0\.13 to 0\.15\), and the least /);
    const listed = /so the costs do not price the types alike: Shooters than ([A-Za-z, ]+)\./.exec(text)![1].split(', ');
    expect(listed.sort()).toEqual(['Champion', 'Fighters', 'Heavy', 'Skirmishers']);
    expect(text).toContain('Of the three 2-point types, clearly apart per point: Shooters over Fighters; Shooters over Skirmishers.');
    // An interval that reaches into the top's is not apart from it, though it is below its estimate.
    const close = priceLines(typeWorths(result({ ...EVEN, 'without-shooters': [0.26, 0.04] }))).join('\n');
    expect(close).toContain('No two types are told apart per point');
    expect(close).toContain('Of the three 2-point types, none is clearly apart from another per point');
  });
});
