/**
 * ex-cp-value (experiments/exoshift/cp-value.ts; EX-014): the verdicts follow the paired intervals, and what the CP
 * buys (actions, bids, initiative, length) is printed with each mean's interval, on made-up results.
 */
import { describe, expect, it } from 'vitest';
import cpValue from '../../experiments/exoshift/cp-value.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const PAIRS = 100;
const mean = (value: number, half = 0.2): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean: value, sd: 1, ci: [value - half, value + half] });

function arm(id: string, actions: number, gain: number | null): ArmResult {
  return {
    id,
    label: id,
    params: {},
    trials: PAIRS,
    metrics: { scoreA: mean(0.5 + (gain ?? 0), 0.05), actionsA: mean(actions), bidA: mean(1.5), initiativeA: mean(2.5), rounds: mean(5) },
    ...(gain === null ? {} : { vsBaseline: { scoreA: { diff: gain, ci: [gain - 0.03, gain + 0.03], paired: true } } }),
  } as unknown as ArmResult;
}

describe('ex-cp-value answer', () => {
  const result = { arms: [arm('mirror', 20, null), arm('plus-1-cp', 22, 0.06), arm('plus-2-cp', 24, 0.15)] } as unknown as ExperimentResult;
  const text = cpValue.answer!(result).join('\n');

  it('calls each CP a clear gain only when its paired interval is above 0', () => {
    expect(text).toContain('+1 CP +0.06 points per game (+0.03 to +0.09, 100 pairs) (a clear gain)');
    expect(text).toContain('and the second CP clearly adds to the first');
  });

  it('prints what the CP buys with intervals, not bare means', () => {
    expect(text).toContain('actions for the patrol with the bonus 22.0 (21.8 to 22.2) (+1) and 24.0 (23.8 to 24.2) (+2) against 20.0 (19.8 to 20.2) in the mirror');
    expect(text).toContain('game length 5.0 (4.8 to 5.2) rounds in the mirror');
    expect(text).toContain('(per game, 95% intervals; 200, 200 and 200 games)');
  });
});
