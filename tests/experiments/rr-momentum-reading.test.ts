/**
 * rr-momentum-reading (experiments/rattle-and-rend/momentum-reading.ts; RR-046): the answer's verdict follows the
 * paired difference's interval, and the Court's actions per round carry an interval (a ratio of two means of the same
 * games).
 */
import { describe, expect, it } from 'vitest';
import momentumReading from '../../experiments/rattle-and-rend/momentum-reading.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { ratioBound } from '../../src/stats/combinedBounds.ts';

const PAIRS = 1000;
const mean = (value: number, se = 0.05): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean: value, sd: se * Math.sqrt(PAIRS), ci: [value - 1.96 * se, value + 1.96 * se] });
const change = (diff: number) => ({ diff, ci: [diff - 0.1, diff + 0.1] as [number, number], paired: true });

function resultWith(scoreChange: number): ExperimentResult {
  const points = { id: 'momentum=points', label: 'points', trials: PAIRS, metrics: { scoreA: mean(0), length: mean(4), actionsA: mean(10), checks: mean(60), bidA: mean(2) } };
  const elements = {
    id: 'momentum=elements',
    label: 'Elements',
    trials: PAIRS,
    metrics: { scoreA: mean(0), length: mean(5), actionsA: mean(10), checks: mean(60), bidA: mean(2) },
    vsBaseline: { scoreA: change(scoreChange), length: change(1), actionsA: change(0), checks: change(0), bidA: change(0) },
  };
  return { arms: [points, elements] } as unknown as ExperimentResult;
}

describe('rr-momentum-reading answer', () => {
  it('names the warband the Elements reading favours only when the paired interval excludes 0', () => {
    expect(momentumReading.answer!(resultWith(0.3)).join('\n')).toContain('clearly favours the many-cheap Vampire Court');
    expect(momentumReading.answer!(resultWith(-0.3)).join('\n')).toContain('clearly favours the few-expensive Dwarven Throng');
    expect(momentumReading.answer!(resultWith(0)).join('\n')).toContain('is not shown to favour either warband');
  });

  it('gives the actions per round under each reading with its interval', () => {
    const text = momentumReading.answer!(resultWith(0)).join('\n');
    // 10 actions in 4 rounds and in 5, each mean's standard error 0.05.
    const four = ratioBound({ mean: 10, se: 0.05 }, { mean: 4, se: 0.05 });
    const five = ratioBound({ mean: 10, se: 0.05 }, { mean: 5, se: 0.05 });
    expect(text).toContain(`(2.50 (${four.ci[0].toFixed(2)} to ${four.ci[1].toFixed(2)}) and 2.00 (${five.ci[0].toFixed(2)} to ${five.ci[1].toFixed(2)}) per round, intervals at least 95%)`);
  });
});
