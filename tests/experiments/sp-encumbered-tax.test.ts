/**
 * sp-encumbered-tax (experiments/syndicate-protocol/encumbered-tax.ts) and the
 * heuristic's `tax` setting (aiCards.ts taxCost): what the tax costs a card
 * under each setting, worked by hand on a real field; that the setting moves
 * no card for a side that is not Encumbered; and a short real run of the
 * experiment whose arms differ only in side A's setting.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Difference } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import { taxCost } from '../../src/systems/syndicate-protocol/aiCards.ts';
import { cardsUnder } from '../../src/systems/syndicate-protocol/data.ts';
import { defaultVariants } from '../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';
import encumberedTax, { HEAVY_RAZOR, MATCHUPS, SETTINGS, verdict } from '../../experiments/syndicate-protocol/encumbered-tax.ts';
import { ENCUMBERED } from '../../experiments/syndicate-protocol/game-facts.ts';

const cards = cardsUnder({});
const card = (id: string) => cards.find((c) => c.id === id)!;
const start = () => syndicateProtocol.newGame({ sides: [ENCUMBERED, syndicateProtocol.presets.velocity], variants: defaultVariants(), chance: Xoshiro128.stream(3, 0), log: false }) as SyndicateState;

describe('the heuristic weighs the Encumbered tax (2.4)', () => {
  it('prices a taxed card at 1 HP, the last HP at the game, and nothing for a side that is not Encumbered', () => {
    const f = start().field;
    expect(f.loadouts[0].encumbered).toBe(true);
    expect(f.loadouts[1].encumbered).toBe(false);
    // Sonic Pulse (Utility, moves the Operator: taxed under encumbered-tax=tactic); Dash is a Movement card (never taxed).
    expect(taxCost(f, 0, card('sonic-pulse'), 0.3, 'weighed')).toBe(1);
    expect(taxCost(f, 0, card('sonic-pulse'), 0.3, 'ignored')).toBe(0);
    expect(taxCost(f, 0, card('dash'), 0.3, 'weighed')).toBe(0);
    expect(taxCost(f, 1, card('sonic-pulse'), 0.3, 'weighed')).toBe(0);
    f.hp[0] = 1;
    expect(taxCost(f, 0, card('sonic-pulse'), 0.3, 'weighed')).toBe(100);
  });

  it('leaves a Melee card within reach untaxed under weighed, taxes it under all, and taxes it out of reach under both', () => {
    const f = start().field;
    // Momentum Kick steps in (taxed); its value is 0.6 within reach of the contest, 0 out of it (aiCards.ts cardValue).
    expect(taxCost(f, 0, card('momentum-kick'), 0.6, 'weighed')).toBe(0);
    expect(taxCost(f, 0, card('momentum-kick'), 0.6, 'all')).toBe(1);
    expect(taxCost(f, 0, card('momentum-kick'), 0, 'weighed')).toBe(1);
  });

  it('under encumbered-tax-paid=if-movement a Melee card out of reach costs nothing (its contest cannot occur), in reach as before', () => {
    const s = syndicateProtocol.newGame({ sides: [ENCUMBERED, syndicateProtocol.presets.velocity], variants: { ...defaultVariants(), 'encumbered-tax-paid': 'if-movement' }, chance: Xoshiro128.stream(3, 0), log: false }) as SyndicateState;
    const f = s.field;
    expect(taxCost(f, 0, card('momentum-kick'), 0, 'weighed')).toBe(0);
    expect(taxCost(f, 0, card('momentum-kick'), 0, 'all')).toBe(0);
    expect(taxCost(f, 0, card('momentum-kick'), 0.6, 'all')).toBe(1);
    expect(taxCost(f, 0, card('sonic-pulse'), 0.3, 'weighed')).toBe(1);
  });

  it('says clearly better or worse only when the whole paired interval is', () => {
    const d = (lo: number, hi: number): Difference => ({ diff: (lo + hi) / 2, ci: [lo, hi], paired: true });
    expect(verdict(d(0.01, 0.2))).toBe('clearly better');
    expect(verdict(d(-0.2, -0.01))).toBe('clearly worse');
    expect(verdict(d(-0.01, 0.2))).toBe('not clearly different');
  });

  it('plays each Encumbered loadout once per setting on the same seeds and answers', async () => {
    expect(syndicateProtocol.presets.razor.armor).not.toBe(HEAVY_RAZOR.armor);
    const { result } = await runToResult({ experiment: 'sp-encumbered-tax', trials: 2, seed: 4, workers: 1 });
    // Each setting per matchup, and the default player under encumbered-tax-paid=if-movement.
    expect(result.arms).toHaveLength(MATCHUPS.length * (SETTINGS.length + 1));
    for (const m of MATCHUPS) {
      const base = result.arms.find((a) => a.id === `${m.id}-ignored`)!;
      for (const tax of SETTINGS) {
        const arm = result.arms.find((a) => a.id === `${m.id}-${tax}`)!;
        expect(arm.params.agentA).toBe(`heuristic:tax=${tax}`);
        expect(arm.params.sideA).toEqual(base.params.sideA);
        expect(arm.params.sideB).toEqual(base.params.sideB);
        if (tax !== 'ignored') expect(arm.vsBaseline!.scoreA.paired).toBe(true);
      }
      const paid = result.arms.find((a) => a.id === `${m.id}-weighed-if-movement`)!;
      expect((paid.params.variants as Record<string, string>)['encumbered-tax-paid']).toBe('if-movement');
      expect(paid.baselineArm).toBe(`${m.id}-weighed`);
      expect(paid.vsBaseline!.scoreA.paired).toBe(true);
    }
    expect(encumberedTax.answer!(result)).toHaveLength(MATCHUPS.length + 2);
  }, 120_000);
});
