/**
 * sp-opening-hand (experiments/syndicate-protocol/opening-hand.ts, SP-002):
 * the hypergeometric odds of each opening hand worked by hand, the Movement
 * count of a preset deck, and a short real run: side A opens with the count
 * its arm names and comes no closer without Movement cards.
 */
import { describe, expect, it } from 'vitest';
import type { MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import openingHand, { COUNTS, movementCards, openingOdds, OPERATOR_IDS } from '../../experiments/syndicate-protocol/opening-hand.ts';

describe('sp-opening-hand', () => {
  it('gives the hypergeometric odds of k Movement cards in 5 from 40', () => {
    // 20 of 40: C(40,5) = 658,008; k = 0: C(20,5) = 15,504; k = 2: C(20,2) C(20,3) = 190 * 1,140 = 216,600.
    const odds = openingOdds(20);
    expect(odds[0]).toBeCloseTo(15504 / 658008, 12);
    expect(odds[2]).toBeCloseTo(216600 / 658008, 12);
    expect(odds[5]).toBeCloseTo(odds[0], 12);
    expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // 17 of 40: k = 5 is C(17,5) = 6,188 hands.
    expect(openingOdds(17)[5]).toBeCloseTo(6188 / 658008, 12);
  });

  it("counts a preset deck's Movement cards by card type", () => {
    // Lens: dash 4, advance 4, slide 2, vault 2, withdraw 4, Predictive Advance 4.
    expect(movementCards((syndicateProtocol.presets.lens as SyndicateSide).deck)).toBe(20);
    expect(movementCards('dash*4, grenade*3, advance')).toBe(5);
  });

  it('fixes side A\'s opening hand per arm, against side B dealt, and compares each count with both dealt', async () => {
    const { result } = await runToResult({ experiment: 'sp-opening-hand', trials: 4, seed: 8, workers: 1 });
    expect(result.arms).toHaveLength(OPERATOR_IDS.length * (COUNTS.length + 1));
    for (const op of OPERATOR_IDS) {
      const dealt = result.arms.find((arm) => arm.id === `${op}-dealt`)!;
      expect((dealt.params.sideB as SyndicateSide).openingMovement).toBe('dealt');
      expect((dealt.metrics.scoreA as MeanMetric).mean).toBe(0.5);
      const none = result.arms.find((arm) => arm.id === `${op}-0`)!;
      expect((none.params.sideA as SyndicateSide).openingMovement).toBe('0');
      // With no Movement card A's Operator cannot move in round 1: it starts round 2 no closer than with both dealt.
      expect(none.vsBaseline!.round2GapA.diff).toBeGreaterThanOrEqual(0);
    }
    expect(openingHand.answer!(result)).toHaveLength(2 * OPERATOR_IDS.length + 2);
  }, 120_000);
});
