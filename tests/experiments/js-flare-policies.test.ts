/**
 * js-flare-policies' second strength (experiments/jagged-shards/flare-policies.ts):
 * each same-force pairing of the heuristic's tournament is played again by
 * greedy:rolls=4 on both sides under flare-discipline=rule (arm id + '@greedy'),
 * and the two head-to-head verdicts are compared with strengths.ts `agreement`.
 */
import { describe, expect, it } from 'vitest';
import experiment, { atBothStrengths } from '../../experiments/jagged-shards/flare-policies.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';

const mean = (m: number, lo: number, hi: number) => ({ kind: 'mean', label: '', unit: '', n: 100, mean: m, sd: 0.3, ci: [lo, hi] });
const arm = (id: string, score: [number, number, number]): ArmResult => ({ id, label: id, params: {}, trials: 100, metrics: { scoreA: mean(...score) } }) as unknown as ArmResult;

const PAIRINGS = ['front-load-vs-{f}-paced', 'front-load-vs-{f}-hoard', 'paced-vs-{f}-hoard'];
const ids = ['colonial', 'martian'].flatMap((f) => PAIRINGS.map((p) => `${f}-${p.replace('{f}', f)}`));

/** Every heuristic pairing has A clearly ahead; the greedy replay's scores are given in the same order. */
function result(greedy: [number, number, number][]): ExperimentResult {
  return { arms: [...ids.map((id) => arm(id, [0.6, 0.55, 0.65])), ...ids.map((id, i) => arm(`${id}@greedy`, greedy[i]))] } as unknown as ExperimentResult;
}

describe('js-flare-policies at two strengths', () => {
  it('says each same-force verdict holds, flips or is clear with the heuristic only, naming the policy ahead', () => {
    const ahead: [number, number, number] = [0.6, 0.52, 0.68];
    const behind: [number, number, number] = [0.4, 0.32, 0.48];
    const level: [number, number, number] = [0.5, 0.42, 0.58];
    const checks = atBothStrengths(result([ahead, behind, level, ahead, ahead, ahead]));
    expect(checks.map((c) => c.outcome)).toEqual(['holds', 'FLIPS', 'clear at one strength only', 'holds', 'holds', 'holds']);
    expect(checks[1].line).toMatch(/heuristic .* \(front-load ahead\), greedy .* \(hoard ahead\): FLIPS$/);
    expect(checks[2].line).toMatch(/greedy .* \(not clearly apart\): clear at one strength only/);
  });

  it('plays the greedy arms under flare-discipline=rule with each side carrying its policy, on a share of the seeds', () => {
    const greedyArms = experiment.arms.filter((a) => a.id.endsWith('@greedy'));
    expect(greedyArms).toHaveLength(15);
    const hoardArm = greedyArms.find((a) => a.id === 'martian-paced-vs-martian-hoard@greedy')!;
    const params = hoardArm.params as unknown as { sideA: { flarePolicy: string }; sideB: { flarePolicy: string }; agentA: string; agentB: string; variants: Record<string, string> };
    expect([params.sideA.flarePolicy, params.sideB.flarePolicy, params.agentA, params.agentB]).toEqual(['paced', 'hoard', 'greedy:rolls=4', 'greedy:rolls=4']);
    expect(params.variants['flare-discipline']).toBe('rule');
    expect(hoardArm.share).toBeLessThan(1);
  });
});
