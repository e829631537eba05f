/**
 * rr-pivotal-rolls (experiments/rattle-and-rend/pivotal-rolls.ts; RR-027):
 * every pairing of the example warbands once, the pooled share and the
 * by-round shares worked by hand on a made-up result.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { ratioBound } from '../../src/stats/combinedBounds.ts';
import pivotal, { PAIRINGS, pivotalByRound, pooled } from '../../experiments/rattle-and-rend/pivotal-rolls.ts';
import { PIVOTAL_KEYS, ROUND_KEYS } from '../../src/sim/match/pivotalTrial.ts';

const proportion = (p: number, n: number): ProportionMetric => ({ kind: 'proportion', label: '', n, p, ci: [p - 0.01, p + 0.01] }) as ProportionMetric;

describe('rr-pivotal-rolls', () => {
  it('plays each pairing of the four example warbands once, none against itself', () => {
    expect(PAIRINGS).toHaveLength(6);
    expect(pivotal.arms).toHaveLength(6);
    for (const arm of pivotal.arms) {
      const p = arm.params as { sideA: unknown; sideB: unknown; agentA: string; agentB: string };
      expect(p.sideA).not.toEqual(p.sideB);
      expect([p.agentA, p.agentB]).toEqual(['heuristic', 'heuristic']);
      expect(arm.baseline).toBeNull();
    }
  });

  it('pools arms with equal weight and independent errors', () => {
    const x = pooled([proportion(0.1, 100), proportion(0.3, 100)]);
    expect(x.p).toBeCloseTo(0.2, 12);
    expect(x.n).toBe(200);
    const se = Math.sqrt(0.1 * 0.9 / 100 + 0.3 * 0.7 / 100) / 2;
    expect(x.ci[1] - x.p).toBeCloseTo(1.959964 * se, 9);
  });

  it('divides pivotal dice by re-rolled dice round by round, over all arms', () => {
    const dist = (keys: readonly string[], p: number[], n: number) => ({ kind: 'distribution', label: '', keys, p, ci: p.map((q) => [q, q]), n });
    // Arm 1: 100 trials, re-rolled dice 20 in setup, 80 in round 1; pivotal 10 (setup) and 8 (round 1).
    // Arm 2: 100 trials, all 100 in round 1; pivotal 2 there.
    const zeros = (k: number) => Array.from({ length: k }, () => 0);
    const r1 = zeros(ROUND_KEYS.length);
    r1[0] = 0.2;
    r1[1] = 0.8;
    const p1 = zeros(PIVOTAL_KEYS.length);
    p1[1] = 0.1;
    p1[2] = 0.08;
    p1[0] = 0.82;
    const r2 = zeros(ROUND_KEYS.length);
    r2[1] = 1;
    const p2 = zeros(PIVOTAL_KEYS.length);
    p2[2] = 0.02;
    p2[0] = 0.98;
    const result = {
      arms: [
        { metrics: { rerolledRound: dist(ROUND_KEYS, r1, 100), pivotalRound: dist(PIVOTAL_KEYS, p1, 100) } },
        { metrics: { rerolledRound: dist(ROUND_KEYS, r2, 100), pivotalRound: dist(PIVOTAL_KEYS, p2, 100) } },
      ],
    } as unknown as ExperimentResult;
    const rounds = pivotalByRound(result);
    expect(rounds[0]).toEqual({ key: 'setup', share: 10 / 20, dice: 20 });
    expect(rounds[1].key).toBe('1');
    expect(rounds[1].share).toBeCloseTo(10 / 180, 12);
    expect(rounds[1].dice).toBe(180);
    expect(rounds[2].dice).toBe(0);
  });

  it('gives the dice a game rolls, one die\'s share of what all new dice change and the re-rolls per upset, each with its interval', () => {
    const zeros = (k: number) => Array.from({ length: k }, () => 0);
    const rerolled = zeros(ROUND_KEYS.length);
    rerolled[1] = 1;
    const piv = zeros(PIVOTAL_KEYS.length);
    piv[0] = 1;
    const dist = (keys: readonly string[], p: number[]) => ({ kind: 'distribution', label: '', keys, p, ci: p.map((q) => [q, q]), n: 1000 });
    const draws = (mean: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 1000, mean, sd: 30, ci: [mean - 2, mean + 2] });
    const arm = (label: string, drawn: number) => ({
      id: label,
      label,
      trials: 1000,
      metrics: { flip: proportion(0.08, 1000), flipFresh: proportion(0.4, 1000), draws: draws(drawn), rerolledRound: dist(ROUND_KEYS, rerolled), pivotalRound: dist(PIVOTAL_KEYS, piv) },
    });
    const text = pivotal.answer!({ arms: [arm('A vs B', 130), arm('C vs D', 134)] } as unknown as ExperimentResult).join('\n');
    // Draws: the average of 130 +/- 2 and 134 +/- 2.
    expect(text).toContain('chosen uniformly among the 132 (130 to 134) dice a game rolls on average');
    // One die: 0.08 pooled over two arms of 1,000, se sqrt(2 x 0.08 x 0.92 / 1000) / 2; all new dice 0.4 likewise.
    const one = { mean: 0.08, se: Math.sqrt((2 * 0.08 * 0.92) / 1000) / 2 };
    const all = { mean: 0.4, se: Math.sqrt((2 * 0.4 * 0.6) / 1000) / 2 };
    const share = ratioBound(one, all);
    expect(share.ci[0]).toBeGreaterThan(0.15);
    expect(share.ci[1]).toBeLessThan(0.25);
    expect(text).toContain(`one die carries 20% (${Math.round(100 * share.ci[0])}-${Math.round(100 * share.ci[1])}%) of that`);
    // 1 / 0.08 = 12.5 re-rolls (printed to the interval's width: 13), its interval the reciprocals of the share's ends (0.068 to 0.092).
    const high = 1 / (0.08 - 1.959964 * one.se);
    const low = 1 / (0.08 + 1.959964 * one.se);
    expect(text).toContain(`one re-roll in ${Math.round(1 / 0.08)} (${Math.round(low)} to ${Math.round(high)})`);
  });

  it('calls a round the most decisive only when its interval clears every other round\'s', () => {
    const zeros = (k: number) => Array.from({ length: k }, () => 0);
    const dist = (keys: readonly string[], p: number[]) => ({ kind: 'distribution', label: '', keys, p, ci: p.map((q) => [q, q]), n: 1000 });
    /** Re-rolled dice split 20/80 between setup and round 1, pivotal shares `setup` and `round1` of them. */
    const text = (setup: number, round1: number) => {
      const rerolled = zeros(ROUND_KEYS.length);
      rerolled[0] = 0.2;
      rerolled[1] = 0.8;
      const piv = zeros(PIVOTAL_KEYS.length);
      piv[1] = 0.2 * setup;
      piv[2] = 0.8 * round1;
      piv[0] = 1 - piv[1] - piv[2];
      const arm = { id: 'a', label: 'A vs B', trials: 1000, metrics: { flip: proportion(0.08, 1000), flipFresh: proportion(0.4, 1000), draws: { kind: 'mean', label: '', unit: '', n: 1000, mean: 130, sd: 30, ci: [128, 132] }, rerolledRound: dist(ROUND_KEYS, rerolled), pivotalRound: dist(PIVOTAL_KEYS, piv) } };
      return pivotal.answer!({ arms: [arm] } as unknown as ExperimentResult).join('\n');
    };
    // 200 setup dice at 30% against 800 round-1 dice at 10%: apart.
    expect(text(0.3, 0.1)).toContain('the most decisive dice are those of setup.');
    // 12% against 10%: the setup interval (about 7.5-16.5%) reaches round 1's.
    expect(text(0.12, 0.1)).toContain('the most decisive dice by estimate are those of setup, not told apart from round 1.');
  });
});
