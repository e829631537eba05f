/**
 * rr-prepared (experiments/rattle-and-rend/prepared.ts; RR-017): "carries" and "level" need the whole interval of
 * the paired difference inside the +/-0.03 equivalence margin (as rr-poisoners and rr-swarmers judge); an interval
 * that only includes 0 is "not told apart".
 */
import { describe, expect, it } from 'vitest';
import prepared from '../../experiments/rattle-and-rend/prepared.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const PAIRS = 1500;
const score: MeanMetric = { kind: 'mean', label: '', unit: '', n: PAIRS, mean: 0.23, sd: 0.3, ci: [0.21, 0.24] };

/** Each arm's score minus Prepared as printed, as [low, high] of its interval. */
function resultWith(changes: Record<string, [number, number]>): ExperimentResult {
  const arm = (id: string) => ({
    id,
    label: id,
    trials: PAIRS,
    metrics: { scoreA: score },
    ...(id === 'prepared' ? {} : { baselineArm: 'prepared', vsBaseline: { scoreA: { diff: (changes[id][0] + changes[id][1]) / 2, ci: changes[id], paired: true } } }),
  });
  return { arms: ['prepared', 'rearrange-only', 'options-only', 'wary', 'compelled', 'devious', 'frenzied'].map(arm) } as unknown as ExperimentResult;
}

const clearlyLess: [number, number] = [-0.11, -0.07];

describe('rr-prepared answer', () => {
  it('says the rearrangement carries Prepared only when its whole interval lies within +/-0.03', () => {
    const wide = prepared.answer!(resultWith({ 'rearrange-only': [-0.05, 0.02], 'options-only': [-0.07, -0.03], wary: clearlyLess, compelled: clearlyLess, devious: clearlyLess, frenzied: [-0.01, 0.01] }))[0];
    expect(wide).not.toContain('carries Prepared here');
    expect(wide).toContain('the terrain rearrangement alone is not told apart from it, but its interval reaches beyond +/-0.03 per game, so whether it carries Prepared is not settled');
    const narrow = prepared.answer!(resultWith({ 'rearrange-only': [-0.027, 0.015], 'options-only': [-0.07, -0.03], wary: clearlyLess, compelled: clearlyLess, devious: clearlyLess, frenzied: [-0.01, 0.01] }))[0];
    expect(narrow).toContain('The terrain rearrangement carries Prepared here: with it alone the Throng scores within +/-0.03 per game of Prepared as printed');
  });

  it('calls another Reputation level with Prepared only inside the margin, and "not told apart" otherwise', () => {
    const base = { 'rearrange-only': [-0.027, 0.015] as [number, number], 'options-only': [-0.07, -0.03] as [number, number], wary: clearlyLess, compelled: clearlyLess, devious: clearlyLess };
    const untold = prepared.answer!(resultWith({ ...base, frenzied: [-0.002, 0.04] }))[1];
    expect(untold).not.toContain('level with the rest');
    expect(untold).toContain('Prepared beats Wary, Compelled, Devious clearly and is not told apart from Frenzied (the interval reaches beyond +/-0.03 per game)');
    const level = prepared.answer!(resultWith({ ...base, frenzied: [-0.01, 0.02] }))[1];
    expect(level).toContain('Prepared beats Wary, Compelled, Devious clearly and is level with Frenzied (within +/-0.03 per game)');
    // Reputations by their printed names, in the verdict and in the list of differences alike.
    expect(level).toContain('Each other Reputation minus Prepared: Wary ');
    expect(level).not.toMatch(/\b(wary|compelled|devious|frenzied)\b/);
  });
});
