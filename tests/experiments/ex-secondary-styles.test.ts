/**
 * ex-secondary-styles (experiments/exoshift/secondary-styles.ts; EX-013): each
 * meeting of two Secondary-action settings is a mirror of each force, and the
 * answer names a winner only when both forces' intervals agree.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import styles, { armId, FORCES, MEETINGS } from '../../experiments/exoshift/secondary-styles.ts';

const mean = (m: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 400, mean: m, sd: 0.3, ci: [m - 0.03, m + 0.03] });

describe('ex-secondary-styles', () => {
  it('plays each meeting as a mirror of each force, the default as the plain heuristic', () => {
    expect(styles.arms).toHaveLength(MEETINGS.length * FORCES.length);
    for (const m of MEETINGS) {
      for (const force of FORCES) {
        const arm = styles.arms.find((a) => a.id === armId(m, force.id))!;
        const p = arm.params as { sideA: unknown; sideB: unknown; agentA: string; agentB: string };
        expect(p.sideA).toEqual(p.sideB);
        const agent = (style: string) => (style === 'weighed' ? 'heuristic' : `heuristic:secondaries=${style}`);
        expect([p.agentA, p.agentB]).toEqual([agent(m.a), agent(m.b)]);
      }
    }
  });

  const resultWith = (score: (id: string) => number): ExperimentResult =>
    ({
      arms: styles.arms.map((spec) => ({
        id: spec.id,
        label: spec.label,
        coords: spec.coords,
        trials: 400,
        metrics: Object.fromEntries(['actionsA', 'killsA', 'killsB', 'vpA', 'vpB'].map((k) => [k, mean(1)]).concat([['scoreA', mean(score(spec.id))]])),
      })),
    }) as unknown as ExperimentResult;

  it('names a winner only when both forces clearly agree', () => {
    const heavyWins = styles.answer!(resultWith(() => 0.7)).join('\n');
    expect(heavyWins).toContain('the secondary-heavy player clearly wins');
    expect(heavyWins).toContain('primary-only clearly wins with both forces'); // never against weighed: A = primary-only, 0.7
    const split = styles.answer!(resultWith((id) => (id.endsWith('patrol') ? 0.7 : 0.3))).join('\n');
    expect(split).toContain('neither clearly wins with both forces');
    expect(split).not.toMatch(/(primary-only|secondary-heavy|\(weighed\)) clearly wins with both forces/);
    const onlyWins = styles.answer!(resultWith(() => 0.3)).join('\n');
    expect(onlyWins).toContain('the primary-only player clearly wins');
  });
});
