/**
 * rr-devious (experiments/rattle-and-rend/devious.ts; RR-016): the answer's verdict follows the paired difference's
 * interval, and the share of the Throng's round-1 losses that fell on the Elements Devious moved carries its interval.
 */
import { describe, expect, it } from 'vitest';
import devious from '../../experiments/rattle-and-rend/devious.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { ratioBound } from '../../src/stats/combinedBounds.ts';

const PAIRS = 1000;
/** A per-game mean over PAIRS pairs whose standard error is se. */
const mean = (value: number, se = 0.05): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean: value, sd: se * Math.sqrt(PAIRS), ci: [value - 1.96 * se, value + 1.96 * se] });
const change = (diff: number, half = 0.1) => ({ diff, ci: [diff - half, diff + half] as [number, number], paired: true });

function resultWith(scoreChange: number, half = 0.1): ExperimentResult {
  const metrics = { scoreA: mean(0.1), round1LostA: mean(1), round1LostB: mean(2), deviousLostB: mean(1.2), removedByA: mean(6), removedByB: mean(5), length: mean(4) };
  const medium = { id: 'devious=medium', label: 'M', trials: PAIRS, metrics };
  const keys = ['scoreA', 'round1LostA', 'round1LostB', 'deviousLostB', 'removedByA', 'removedByB', 'length'];
  const short = { id: 'devious=short', label: 'S', trials: PAIRS, metrics, vsBaseline: Object.fromEntries(keys.map((k) => [k, k === 'scoreA' ? change(scoreChange, half) : change(0)])) };
  return { arms: [medium, short] } as unknown as ExperimentResult;
}

describe('rr-devious answer', () => {
  it('calls M strong only when S clearly scores less', () => {
    expect(devious.answer!(resultWith(-0.3)).join('\n')).toContain('M is doing real work: S range clearly weakens Devious');
    expect(devious.answer!(resultWith(0.3)).join('\n')).toContain('S range clearly scores more');
    expect(devious.answer!(resultWith(0)).join('\n')).toContain('M range is not shown to be too strong');
  });

  it("gives the moved Elements' share of the round-1 losses with a bound that holds whatever the two counts' correlation", () => {
    const text = devious.answer!(resultWith(0)).join('\n');
    // 1.2 of 2 points: 60%. Each standard error 0.05 at 97.5% (z 2.241): 1.2 +/- 0.112 and 2 +/- 0.112.
    const r = ratioBound({ mean: 1.2, se: 0.05 }, { mean: 2, se: 0.05 });
    expect(r.ci[0]).toBeCloseTo(1.088 / 2.112, 3);
    expect(r.ci[1]).toBeCloseTo(1.312 / 1.888, 3);
    expect(text).toContain('(60% (52-69%) of its round-1 losses, interval at least 95%)');
  });

  it('advises keeping M only when the whole interval of S minus M lies within +/-0.03, not merely because it includes 0', () => {
    const wide = devious.answer!(resultWith(0)).join('\n');
    expect(wide).not.toContain('so the designer can keep M');
    expect(wide).toContain('S range is not told apart from M in this matchup, but the interval reaches beyond +/-0.03 per game');
    const narrow = devious.answer!(resultWith(-0.005, 0.015)).join('\n');
    expect(narrow).toContain('The range changes the score by less than 0.03 per game either way in this matchup (the whole interval), so the designer can keep M.');
  });
});
