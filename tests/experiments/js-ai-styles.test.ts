/**
 * js-ai-styles (experiments/jagged-shards/ai-styles.ts; JS-015, JS-016,
 * JS-017): each meeting is a mirror of each illustrative force between the two
 * named styles; the side gap and the kernel's hit shifts worked by hand; the
 * verdicts on hand-made results.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import styles, { FORCES, hitShift, MEETINGS, sideGap } from '../../experiments/jagged-shards/ai-styles.ts';
import { hitChance } from '../../src/systems/jagged-shards/attack.ts';

const mean = (m: number, sd = 0.4, n = 600): MeanMetric => ({ kind: 'mean', label: '', unit: '', n, mean: m, sd, ci: [m - (1.96 * sd) / Math.sqrt(n), m + (1.96 * sd) / Math.sqrt(n)] });

describe('js-ai-styles', () => {
  it('plays every meeting as a mirror of each force, the styles as named', () => {
    expect(styles.arms).toHaveLength(MEETINGS.length * FORCES.length);
    for (const arm of styles.arms) {
      const p = arm.params as { sideA: unknown; sideB: unknown; agentA: string; agentB: string };
      const meeting = MEETINGS.find((m) => arm.id.startsWith(`${m.id}-`))!;
      expect(p.sideA).toEqual(p.sideB);
      expect([p.agentA, p.agentB]).toEqual([meeting.a, meeting.b]);
    }
    expect(MEETINGS.map((m) => m.item)).toEqual(styles.source.catalogue);
  });

  it('works the side gap as B minus A with the ends added (the two means come from the same battles)', () => {
    const arm = { metrics: { x: mean(3, 2, 400), y: mean(5, 2, 400) } } as unknown as ArmResult;
    const gap = sideGap(arm, 'x', 'y');
    expect(gap.diff).toBeCloseTo(2, 12);
    // Half-width of each: 1.96 * 2 / 20 = 0.196; of the difference, whatever the correlation, 0.392.
    expect(gap.ci[0]).toBeCloseTo(2 - 0.392, 9);
    expect(gap.ci[1]).toBeCloseTo(2 + 0.392, 9);
    expect(gap.games).toBe(800);
  });

  it('shifts P(hit) by the SR change, clamped by the 5% critical bands', () => {
    // Hit on more than SR: 50 -> 50%; 60 -> 40%; at 90 +20 only criticals (96-100) still hit: 5% against 11%.
    expect(hitShift(50, 10)).toBeCloseTo(-0.1, 12);
    expect(hitShift(50, -10)).toBeCloseTo(0.1, 12);
    expect(hitShift(90, 20)).toBeCloseTo(0.05 - hitChance(90, false), 12);
    expect(hitChance(90, false)).toBeCloseTo(0.11, 12);
  });

  const resultWith = (scoreA: (meeting: string) => number): ExperimentResult =>
    ({
      arms: styles.arms.map((spec) => {
        const meeting = MEETINGS.find((m) => spec.id.startsWith(`${m.id}-`))!;
        return {
          id: spec.id,
          label: spec.label,
          coords: spec.coords,
          trials: 600,
          metrics: {
            scoreA: mean(scoreA(meeting.id), 0.3),
            forceRatingDestroyedByA: mean(8),
            forceRatingDestroyedByB: mean(6),
            objectiveScoreA: mean(30),
            objectiveScoreB: mean(10),
          },
        };
      }),
    }) as unknown as ExperimentResult;

  it('states each claim only when both forces clearly agree', () => {
    const clear = styles.answer!(resultWith((m) => (m === 'hold-vs-mobile' ? 0.1 : 0.8))).join('\n');
    expect(clear).toContain('The claim holds with both forces: moving for objectives beats moving for kills');
    expect(clear).toContain('Seeking cover and elevation clearly wins with both forces');
    expect(clear).toContain('The claim holds with both forces: holding position loses');
    // B destroyed 6, A destroyed 8: the naive side (B) lost 8, the cover-seeker 6.
    expect(clear).toContain('naive (ignores ground) clearly loses more');
    expect(clear).toContain('the naive player clearly loses more Force Rating with both forces');
    // The static player is A, which lost 6 against the mobile player's 8.
    expect(clear).toContain('the static player does not clearly lose more Force Rating');
    const level = styles.answer!(resultWith(() => 0.5)).join('\n');
    expect(level).toContain('Not shown: the objective-greedy player does not clearly win with both forces');
    expect(level).toContain('Seeking cover does not clearly win with both forces');
    expect(level).toContain('Not shown: holding position does not clearly lose with both forces');
    const reversed = styles.answer!(resultWith((m) => (m === 'hold-vs-mobile' ? 0.9 : 0.2))).join('\n');
    expect(reversed).toContain('The claim fails with at least one force: moving for kills wins there');
    expect(reversed).toContain('Holding position clearly wins with at least one force');
  });
});
