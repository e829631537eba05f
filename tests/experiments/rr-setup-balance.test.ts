/**
 * rr-setup-balance (experiments/rattle-and-rend/setup-balance.ts, RR-033):
 * every scenario and deployment is an arm with both fixed, and the 65/35
 * classification and the answer's counts on hand-made results.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import setupBalance, { setupClass } from '../../experiments/rattle-and-rend/setup-balance.ts';

const score = (mean: number, half: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 300, mean, sd: 0.4, ci: [mean - half, mean + half] });

describe('rr-setup-balance', () => {
  it('plays the 25 setups, each with its scenario and deployment fixed', () => {
    expect(setupBalance.arms).toHaveLength(25);
    const variants = setupBalance.arms.map((arm) => (arm.params as { variants: Record<string, string> }).variants);
    expect(new Set(variants.map((v) => `${v.scenario}/${v.deployment}`)).size).toBe(25);
    expect(variants.every((v) => v.scenario !== 'rolled' && v.deployment !== 'rolled')).toBe(true);
  });

  it('calls a setup beyond 65/35 only when its whole interval is outside 35-65%', () => {
    expect(setupClass(score(0.72, 0.05))).toBe('beyond');
    expect(setupClass(score(0.28, 0.05))).toBe('beyond');
    expect(setupClass(score(0.68, 0.05))).toBe('undecided');
    expect(setupClass(score(0.55, 0.05))).toBe('within');
  });

  it('counts the setups in each class and names the seat a lopsided setup favours', () => {
    const arms = setupBalance.arms.map((spec, k) => ({ id: spec.id, label: spec.label ?? spec.id, params: {}, trials: 300, metrics: { playerAScore: k === 0 ? score(0.8, 0.05) : k === 1 ? score(0.2, 0.05) : k === 2 ? score(0.64, 0.05) : score(0.5, 0.05) } }) as ArmResult);
    const text = setupBalance.answer!({ arms } as unknown as ExperimentResult).join('\n');
    expect(text).toContain('2 of 25 setups (scenario and deployment) are clearly beyond 65/35');
    expect(text).toContain('22 clearly within it and 1 undecided');
    expect(text).toMatch(/Beyond 65\/35: Kill Them All, Corner 80% .* for Player A; Kill Them All, Side 20% .* for Player B\./);
  });

  it('pools Player A over every setup for the setup order (RR-154) and names a seat only when the interval is off even', () => {
    const answer = (means: (k: number) => number) => {
      const arms = setupBalance.arms.map((spec, k) => ({ id: spec.id, label: spec.label ?? spec.id, params: {}, trials: 300, metrics: { playerAScore: score(means(k), 0.05) } }) as ArmResult);
      return setupBalance.answer!({ arms } as unknown as ExperimentResult).join('\n');
    };
    // sd 0.4 over 300 pairs: se 0.023 per setup, 0.0046 pooled over 25, so +-0.009 at 95%.
    expect(answer(() => 0.52)).toContain('The setup order itself (RR-154');
    expect(answer(() => 0.52)).toMatch(/favours Player A: Player A's score over all 25 setups at equal weight is 52.0% \(51.1-52.9%, 15,000 games\)/);
    expect(answer(() => 0.48)).toContain('favours Player B');
    expect(answer((k) => (k % 2 ? 0.506 : 0.5))).toContain('is not clearly apart from even');
  });
});
