/**
 * js-heavy-units (experiments/jagged-shards/heavy-units.ts; JS-001): the forces are of about equal Force Rating
 * (21-22), so the answer says "at equal Force Rating" only of the pairings whose two forces' ratings are equal, read
 * off the sides each arm played.
 */
import { describe, expect, it } from 'vitest';
import experiment from '../../experiments/jagged-shards/heavy-units.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const mean = (value: number, half: number, n = 300): MeanMetric => ({ kind: 'mean', label: '', unit: '', n, mean: value, sd: (half / 1.96) * Math.sqrt(n), ci: [value - half, value + half] });

/** Every pairing at A's score 0.6 +/- 0.03 (the lighter force clearly ahead within a faction). */
function result(): ExperimentResult {
  const arms = experiment.arms.map((spec) => ({
    id: spec.id,
    label: spec.label,
    coords: spec.coords,
    params: spec.params,
    trials: 300,
    metrics: new Proxy({}, { get: (_, id) => (id === 'scoreA' ? mean(0.6, 0.03) : mean(10, 0.5)) }),
  }));
  return { seed: 1, sets: {}, arms } as unknown as ExperimentResult;
}

describe('js-heavy-units answer', () => {
  it('names the pairings at equal Force Rating and gives every pairing its two ratings', () => {
    const [verdict, pairs] = experiment.answer!(result());
    expect(verdict).toMatch(/^No: the lighter forces win where there is a clear difference \(/);
    expect(verdict).toContain('at equal Force Rating only Colonial 0 vs 2 heavy (FR 22 v 22, lighter ahead), Martian 1 vs 2 heavy (FR 22 v 22, lighter ahead); the others are not: Colonial 0 vs 1 heavy (FR 22 v 21');
    expect(verdict).not.toMatch(/^No: at equal Force Rating/);
    expect(pairs).toContain('Colonial 0 vs 1 heavy (FR 22 v 21) 0.60 (0.57 to 0.63, 600 games) for the lighter, lighter ahead');
    expect(pairs).toContain('1 vs 2 heavy (FR 22 v 22)');
  });
});
