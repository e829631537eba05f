/**
 * sp-rate-of-fire (experiments/syndicate-protocol/rate-of-fire.ts, SP-006):
 * every cell's sampled no-hit share and mean hits hold the binomial's exact
 * (1 - p)^R and R p, and the answer quotes the exact coefficients of variation.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { holdsWithSlack as holds } from './intervals.ts';


describe('sp-rate-of-fire', () => {
  it('estimates (1 - p)^R and R p in every cell and answers with exact consistency figures', async () => {
    const { result } = await runToResult({ experiment: 'sp-rate-of-fire', trials: 65_536, seed: 7, workers: 1 });
    expect(result.arms).toHaveLength(35);
    for (const arm of result.arms) {
      const { rof, hitTarget } = arm.coords as { rof: number; hitTarget: number };
      const p = (7 - hitTarget) / 6;
      expect(holds((1 - p) ** rof, (arm.metrics.noHit as ProportionMetric).ci), `${arm.id} no hit`).toBe(true);
      expect(holds(rof * p, (arm.metrics.hits as MeanMetric).ci), `${arm.id} hits`).toBe(true);
    }
    // 4+: p = 1/2, CV = sqrt((1 - p) / (R p)) = 1 / sqrt(R); 6+: p = 1/6, CV = sqrt(5 / R).
    const answer = result.answer!.join('\n');
    expect(answer).toContain('at 4+ for RoF 1-7 1.00, 0.71, 0.58, 0.50, 0.45, 0.41, 0.38; at 6+ 2.24, 1.58, 1.29, 1.12, 1.00, 0.91, 0.85');
    expect(answer).toContain('at 6+ (ACC no better than DODGE) exactly 17%, 42% and 72%');
  }, 60_000);
});
