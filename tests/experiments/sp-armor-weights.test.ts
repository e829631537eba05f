/**
 * sp-armor-weights (experiments/syndicate-protocol/armor-weights.ts, SP-008):
 * the deck every armor weight may hold worked by hand for two presets, who
 * is Encumbered (2.4), a weight's score read from either side of a pairing,
 * the dominant weight on hand-made results, and a short real run that plays
 * each Operator at the weights its arm names.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../src/systems/syndicate-protocol/rules.ts';
import armorWeights, { dominantWeight, encumbered, operatorLoss, OPERATOR_IDS, scoreOf, WEIGHTS, weightLegalDeck, weightSide } from '../../experiments/syndicate-protocol/armor-weights.ts';

const [LIGHT, MEDIUM, HEAVY] = WEIGHTS;
const N = 100;
const metric = (value: number, half = 0.05): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: N, mean: value, sd: 0.3, ci: [value - half, value + half] });
/** Lens's three pairings with A's scores and Operator losses as given. */
function lensResult(scores: [number, number, number], loss: Record<string, [number, number]> = {}): ExperimentResult {
  const pairings = [['light', 'medium'], ['light', 'heavy'], ['medium', 'heavy']];
  const arms = pairings.map(([a, b], i) => ({
    id: `lens-${a}-vs-${b}`, label: '', params: {}, trials: N,
    metrics: { scoreA: metric(scores[i]), operatorLossA: metric((loss[`${a}-${b}`] ?? [1, 1])[0]), operatorLossB: metric((loss[`${a}-${b}`] ?? [1, 1])[1]) },
  })) as ArmResult[];
  return { arms } as unknown as ExperimentResult;
}

describe('sp-armor-weights', () => {
  it("swaps Advanced Movement cards one for one for base Movement cards, filling Dash, Advance, Slide, Vault, Withdraw to 4", () => {
    // Lens: dash 4, advance 4, slide 2, vault 2, withdraw 4 and Predictive Advance 4 -> slide 4, vault 4.
    const lens = weightLegalDeck((syndicateProtocol.presets.lens as SyndicateSide).deck);
    expect(lens.startsWith('dash*4, advance*4, slide*4, vault*4, withdraw*4, precision-shot*4')).toBe(true);
    expect(lens).not.toContain('predictive-advance');
    // Rampart's deck has Anchor Step (Advanced Movement) 4 -> withdraw 4; a deck without any comes back unchanged.
    expect(weightLegalDeck((syndicateProtocol.presets.rampart as SyndicateSide).deck)).toContain('withdraw*4');
    expect(weightLegalDeck('dash*4, advance*4, slide*4, vault*4, withdraw*4, grenade*20')).toBe('dash*4, advance*4, slide*4, vault*4, withdraw*4, grenade*20');
  });

  it('is Encumbered exactly where the armor Load exceeds the LD (2.4), and every side it plays is a legal Loadout', () => {
    expect(encumbered('lens', MEDIUM.armor)).toBe(true);
    expect(encumbered('lens', LIGHT.armor)).toBe(false);
    expect(encumbered('razor', MEDIUM.armor)).toBe(false);
    expect(encumbered('razor', HEAVY.armor)).toBe(true);
    expect(WEIGHTS.some((w) => encumbered('rampart', w.armor))).toBe(false);
    for (const op of OPERATOR_IDS) {
      for (const w of WEIGHTS) {
        const loadout = buildLoadout(weightSide(op, w), defaultVariants(), 'test');
        expect(loadout.encumbered).toBe(encumbered(op, w.armor));
        expect(loadout.armor.id).toBe(w.armor);
      }
    }
  });

  it("reads a weight's score from either side of its pairing, and names a dominant weight only when both its intervals clear 1/2", () => {
    // Light vs Medium 0.3, Light vs Heavy 0.4, Medium vs Heavy 0.7: Medium beats Light (0.7) and Heavy (0.7).
    const r = lensResult([0.3, 0.4, 0.7]);
    expect(scoreOf(r, 'lens', MEDIUM, LIGHT).mean).toBeCloseTo(0.7, 12);
    expect(scoreOf(r, 'lens', MEDIUM, LIGHT).ci[0]).toBeCloseTo(0.65, 12);
    expect(dominantWeight(r, 'lens')).toBe(MEDIUM);
    // Medium vs Heavy at 0.52 (0.47 to 0.57) is not clear: no dominant weight.
    expect(dominantWeight(lensResult([0.3, 0.4, 0.52]), 'lens')).toBeNull();
  });

  it("pools a weight's Operator losses over its two pairings: Medium as B against Light, as A against Heavy", () => {
    const r = lensResult([0.5, 0.5, 0.5], { 'light-medium': [1, 0.4], 'light-heavy': [1, 1], 'medium-heavy': [0.6, 1] });
    const medium = operatorLoss(r, 'lens', MEDIUM);
    expect(medium.mean).toBeCloseTo(0.5, 12);
    // Half-widths 0.05 and 0.05 combined: sqrt(2) * 0.05 / 2.
    expect(medium.ci[1] - medium.mean).toBeCloseTo(Math.SQRT2 * 0.025, 12);
    expect(medium.games).toBe(4 * N);
  });

  it('plays every Operator at both weights its pairing names, and answers with a line per Operator', async () => {
    const { result } = await runToResult({ experiment: 'sp-armor-weights', trials: 2, seed: 4, workers: 1 });
    expect(result.arms).toHaveLength(15);
    for (const arm of result.arms) {
      const [a, b] = [arm.params.sideA as SyndicateSide, arm.params.sideB as SyndicateSide];
      expect(a.operator).toBe(b.operator);
      expect(a.deck).toBe(b.deck);
      expect(arm.id).toBe(`${a.operator}-${WEIGHTS.find((w) => w.armor === a.armor)!.id}-vs-${WEIGHTS.find((w) => w.armor === b.armor)!.id}`);
      expect((arm.metrics.operatorLossA as MeanMetric).mean).toBeGreaterThanOrEqual(0);
    }
    expect(armorWeights.answer!(result)).toHaveLength(5 + 4);
  }, 120_000);
});
