/**
 * sp-mercenaries (experiments/syndicate-protocol/mercenaries.ts; SP-010,
 * SP-011, SP-012): the mirror's pooled share and its interval worked by hand,
 * the interval verdicts, and a short real run that gives side B the setting
 * its arm names (none in the mirror) and records the Mercenaries' share.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import mercenaries, { against, MATCHUPS, mirrorShare, OPERATOR_IDS, scoreInterval } from '../../experiments/syndicate-protocol/mercenaries.ts';

const metric = (value: number, half: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 50, mean: value, sd: 0.2, ci: [value - half, value + half] });

describe('sp-mercenaries', () => {
  it("pools both sides' shares in the mirror: the mean of the two, half-widths combined in quadrature and halved", () => {
    const arm = { id: 'x', label: '', params: {}, trials: 50, metrics: { mercShareA: metric(0.3, 0.06), mercShareB: metric(0.4, 0.08) } } as unknown as ArmResult;
    const s = mirrorShare(arm);
    expect(s.mean).toBeCloseTo(0.35, 12);
    // sqrt(0.06^2 + 0.08^2) = 0.1, halved: 0.05.
    expect(s.ci[0]).toBeCloseTo(0.3, 12);
    expect(s.ci[1]).toBeCloseTo(0.4, 12);
    expect(s.games).toBe(200);
  });

  it("bounds the score of an arm whose every game is a capped draw by the count of decided games, not the runner's widest interval", () => {
    // 600 pairs, every game at the cap: the runner's interval for a mean with no spread is Wilson's on 1/2 over the pairs (0.460 to 0.540).
    const all = (sd: number, capped: number, ci: [number, number]) =>
      ({ id: 'x', label: '', params: { sideA: { name: 'A' }, sideB: { name: 'B' } }, trials: 600, metrics: { scoreA: { ...metric(0.5, 0), n: 600, sd, ci }, capped: { ...metric(capped, 0), n: 600, sd: 0 } } }) as unknown as ArmResult;
    const [low, high] = scoreInterval(all(0, 1, [0.46, 0.54]));
    // 0 of 1,200 games decided: Wilson's upper end 0.32%, so the score is within 0.0016 of 1/2.
    expect(low).toBeCloseTo(0.5 - 0.0016, 4);
    expect(high).toBeCloseTo(0.5 + 0.0016, 4);
    // An arm with a spread keeps its own interval.
    expect(scoreInterval(all(0.01, 0.999, [0.499, 0.5]))).toEqual([0.499, 0.5]);
  });

  it('calls a share clearly above or below a threshold only when the whole interval is', () => {
    expect(against([0.51, 0.6], 0.5)).toBe('clearly above');
    expect(against([0.2, 0.34], 0.35)).toBe('clearly below');
    expect(against([0.3, 0.4], 0.35)).toBe('not clearly different from');
  });

  it('plays the printed mirror, the side against itself without Mercenaries and without synergy, and answers', async () => {
    const { result } = await runToResult({ experiment: 'sp-mercenaries', trials: 2, seed: 6, workers: 1 });
    expect(result.arms).toHaveLength(OPERATOR_IDS.length * MATCHUPS.length);
    for (const arm of result.arms) {
      const [a, b] = [arm.params.sideA as SyndicateSide, arm.params.sideB as SyndicateSide];
      expect([a.mercenaries, a.synergy]).toEqual(['fielded', 'on']);
      const kind = arm.id.slice(a.operator.length + 1);
      expect([b.mercenaries, b.synergy]).toEqual(kind === 'without' ? ['none', 'on'] : kind === 'synergy' ? ['fielded', 'off'] : ['fielded', 'on']);
      // A side with no Mercenaries deals none of its damage through them.
      if (kind === 'without') expect((arm.metrics.mercShareB as MeanMetric).mean).toBe(0);
    }
    const lensMirror = result.arms.find((arm) => arm.id === 'lens-mirror')!;
    expect((lensMirror.metrics.scoreA as MeanMetric).mean).toBe(0.5);
    expect(mercenaries.answer!(result)).toHaveLength(4);
  }, 120_000);
});
