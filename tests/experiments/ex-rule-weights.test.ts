/**
 * ex-rule-weights (experiments/exoshift/rule-weights.ts; EX-074, 075, 094, 110, 111, 112, 115, 119): each what-if arm is
 * its mission's printed game with exactly one variant changed, every what-if switch of rules.ts is measured, and the
 * answer calls a change clear, absent or never in play from the intervals alone.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentResult } from '../../src/sim/result.ts';
import weights, { armId, COVERS_EVERY_WHAT_IF, secureRates, WHAT_IFS } from '../../experiments/exoshift/rule-weights.ts';

type Params = { variants: Record<string, string>; sideA: unknown; sideB: unknown; agentA: string; agentB: string };

describe('ex-rule-weights', () => {
  it('changes exactly one variant per arm against the printed game of its mission, and measures every what-if switch', () => {
    expect(COVERS_EVERY_WHAT_IF).toBe(true);
    for (const w of WHAT_IFS) {
      const arm = weights.arms.find((a) => a.id === armId(w))!;
      const base = weights.arms.find((a) => a.id === arm.baseline)!;
      const [p, q] = [arm.params as Params, base.params as Params];
      expect(q.variants.mission).toBe(w.mission);
      const differ = Object.keys(p.variants).filter((k) => p.variants[k] !== q.variants[k]);
      expect(differ).toEqual([w.variant]);
      expect(p.variants[w.variant]).toBe(w.value);
      expect([p.sideA, p.sideB, p.agentA, p.agentB]).toEqual([q.sideA, q.sideB, q.agentA, q.agentB]);
    }
    expect(weights.source.catalogue).toEqual(expect.arrayContaining(['EX-074', 'EX-075', 'EX-094', 'EX-110', 'EX-111', 'EX-115', 'EX-119']));
  });

  const mean = (m: number) => ({ kind: 'mean', label: '', unit: '', n: 400, mean: m, sd: 1, ci: [m - 0.1, m + 0.1] });
  const diff = (d: number, half: number) => ({ diff: d, ci: [d - half, d + half], paired: true });
  /** Every arm at 400 pairs; `change(id)` gives each what-if arm's difference on every measure (0 with half-width 0: identical games). */
  const resultWith = (change: (id: string) => [number, number]): ExperimentResult =>
    ({
      arms: weights.arms.map((spec) => {
        const [d, half] = change(spec.id);
        return {
          id: spec.id,
          label: spec.label,
          trials: 400,
          metrics: Object.fromEntries(['length', 'scoreA', 'killsA', 'killsB'].map((k) => [k, mean(1)])),
          ...(spec.baseline ? { vsBaseline: Object.fromEntries(['length', 'scoreA', 'killsA', 'killsB'].map((k) => [k, diff(d, half)])) } : {}),
        };
      }),
    }) as unknown as ExperimentResult;

  it('names a clear change only when an interval excludes 0, and a rule never in play only when every pair was identical', () => {
    const leash = armId(WHAT_IFS.find((w) => w.variant === 'droneLeash')!);
    const rout = armId(WHAT_IFS.find((w) => w.variant === 'routTestOnce')!);
    const text = weights.answer!(resultWith((id) => (id === leash ? [0.5, 0.2] : id === rout ? [0, 0] : [0.05, 0.2]))).join('\n');
    expect(text).toMatch(/clearly move game length, the score or the models taken out \(95% intervals\): EX-119 droneLeash=off; no clear change: EX-074/);
    expect(text).toContain('never came into play: EX-094 routTestOnce=every-time');
    expect(text).toMatch(/EX-119, no Drone leash .*: clearly changes game length/);
    expect(text).toMatch(/EX-074, no Downed decay .*: no clear change in any measure/);
    const none = weights.answer!(resultWith(() => [0.05, 0.2])).join('\n');
    expect(none).toContain('(95% intervals): none; no clear change');
  });
});

describe('ex-rule-weights secure rates (EX-112)', () => {
  it('gives the exact chance a neutral point falls to one Interact, moving and in place, and an enemy-held one in place', () => {
    // Quality 6: 60% one test, 1 - 0.4^2 = 84% two tests, 0.6^2 = 36% two passes.
    expect(secureRates()).toContain('Quality 6: 60% moving, 84% in place, enemy-held 36% in place');
    expect(secureRates()).toContain('Quality 3: 30% moving, 51% in place, enemy-held 9% in place');
  });
});
