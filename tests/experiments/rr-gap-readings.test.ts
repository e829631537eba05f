/**
 * rr-gap-readings (experiments/rattle-and-rend/gap-readings.ts; RR-053,
 * RR-054, RR-064, RR-068, RR-069): each reading is played against its default
 * in a matchup that uses the rule (RR-155 too), and the answer states a verdict only where
 * the paired interval excludes zero (checked on hand-made results).
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import gapReadings, { STUDIES } from '../../experiments/rattle-and-rend/gap-readings.ts';
import { RR_VARIANTS, type RrVariantName } from '../../src/systems/rattle-and-rend/rules.ts';
import { parseWarband } from '../../src/systems/rattle-and-rend/warband.ts';

const mean = (m: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 400, mean: m, sd: 0.4, ci: [m - 0.03, m + 0.03] });
const diff = (d: number, half: number) => ({ diff: d, ci: [d - half, d + half] as [number, number] });

describe('rr-gap-readings', () => {
  it('plays every reading of each variant, default first, the others paired with the default', () => {
    for (const study of STUDIES) {
      const spec = RR_VARIANTS[study.variant as RrVariantName];
      expect(spec, study.variant).toBeDefined();
      expect(study.readings).toEqual(spec.values);
      expect(spec.describe).toContain(study.catalogue);
    }
    const arms = gapReadings.arms;
    expect(arms).toHaveLength(STUDIES.reduce((n, s) => n + s.readings.length, 0));
    for (const arm of arms) {
      const study = STUDIES.find((s) => arm.id.startsWith(`${s.id}-`))!;
      const reading = arm.id.slice(study.id.length + 1);
      expect((arm.params as { variants: Record<string, string> }).variants[study.variant]).toBe(reading);
      expect(arm.baseline ?? null).toBe(reading === study.readings[0] ? null : `${study.id}-${study.readings[0]}`);
    }
    // Capture the Flags is fixed for its study only.
    const scenarios = arms.map((arm) => (arm.params as { variants: Record<string, string> }).variants.scenario);
    expect(scenarios.filter((s) => s === 'capture-the-flags')).toHaveLength(3);
    // Delayed Deployment likewise, for the Total Momentum study only.
    const deployments = arms.map((arm) => (arm.params as { variants: Record<string, string> }).variants.deployment);
    expect(deployments.filter((d) => d === 'delayed')).toHaveLength(2);
    expect(arms.filter((arm) => arm.id.startsWith('reserve-')).map((arm) => (arm.params as { variants: Record<string, string> }).variants.deployment)).toEqual(['delayed', 'delayed']);
  });

  it('fields legal warbands that carry the rule each study needs', () => {
    for (const study of STUDIES) for (const side of [study.sideA, study.sideB]) expect(() => parseWarband(side)).not.toThrow();
    const byId = new Map(STUDIES.map((s) => [s.id, s]));
    expect([byId.get('sneak')!.sideA.tactic1, byId.get('sneak')!.sideA.tactic2]).toContain('sneak-thieves');
    expect(byId.get('discipline')!.sideA.bond).toBe('discipline');
    expect(byId.get('vengeance')!.sideA.elements).toContain('ward(vengeance)');
    expect(byId.get('transport')!.sideA.elements).toContain('heavy(transport)');
  });

  it('says "clearly" only when the paired interval excludes zero', () => {
    const arms = gapReadings.arms.map((spec, k) => {
      const base = spec.baseline === null || spec.baseline === undefined;
      // The first alternative clearly up, the second clearly down, the rest straddling zero.
      const d = k === 1 ? diff(0.05, 0.02) : k === 3 ? diff(-0.05, 0.02) : diff(0.01, 0.03);
      return { id: spec.id, label: spec.label ?? spec.id, params: spec.params, trials: 400, metrics: { scoreA: mean(0.5) }, ...(base ? {} : { vsBaseline: { scoreA: d, length: diff(0, 0.1) } }) } as unknown as ArmResult;
    });
    const lines = gapReadings.answer!({ arms } as unknown as ExperimentResult);
    expect(lines).toHaveLength(gapReadings.arms.filter((a) => a.baseline).length + 1);
    expect(lines[0]).toContain('clearly raises');
    expect(lines[1]).toContain('clearly lowers');
    expect(lines.slice(2, -1).every((line) => line.includes('makes no clear difference'))).toBe(true);
    // "the score of X", never a template possessive such as "Sneak-Thieves's" or "(Discipline)'s".
    expect(lines[0]).toMatch(/clearly raises the score of [^,]+, /);
    expect(lines.join('\n')).not.toMatch(/s's score|\)'s score/);
  });
});
