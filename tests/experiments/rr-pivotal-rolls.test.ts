/**
 * rr-pivotal-rolls (experiments/rattle-and-rend/pivotal-rolls.ts; RR-027):
 * every pairing of the example warbands once, the pooled share and the
 * by-round shares worked by hand on a made-up result.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
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
});
