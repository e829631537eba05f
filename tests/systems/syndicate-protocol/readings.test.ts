/**
 * Syndicate Protocol readings (003_c7f3f5aee5a5ed6f.txt) the catalogue lists as
 * contradictions or gaps, named as variants whose default is what the engine
 * did before:
 * - `condition-interactions` (SP-056): 10.5's Suppressed + Disoriented "1 die"
 *   against 10.1's "Negative effects do NOT stack";
 * - `last-activation` (SP-062): Predictive Burst's "their last activation" in
 *   a game whose rounds are simultaneous.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { attack } from '../../../src/cli/attack.ts';
import { AttackProfile, emptySetup, profileAttack, readings } from '../../../src/systems/syndicate-protocol/attackProfile.ts';
import { syndicateAttack } from '../../../src/systems/syndicate-protocol/attack.ts';
import { cardsUnder } from '../../../src/systems/syndicate-protocol/data.ts';
import { tacticEffect } from '../../../src/systems/syndicate-protocol/cards.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { ATTACK_VARIANTS, defaultVariants, GAME_VARIANTS, STATUS } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

describe('Suppressed and Disoriented together (SP-056; 10.1 Stacking vs 10.5 Condition Interactions)', () => {
  /** RoF 5, ACC 3 against Dodge 3 at 2 spaces, the attacker Suppressed and Disoriented: the dice it rolls. */
  const dice = (interactions?: string) => {
    const s = emptySetup();
    Object.assign(s, { range: 24, rof: 5, baseAcc: 3, dodge: 3, distance: 2, moved: 1, attackerStatus: STATUS.suppressed | STATUS.disoriented });
    return profileAttack(s, readings(interactions ? { 'condition-interactions': interactions } : {}), new AttackProfile()).rof;
  };

  it('defaults to 10.5, as the engine played it before the variant was named', () => {
    expect(ATTACK_VARIANTS['condition-interactions'].default).toBe('section-10.5');
    expect(ATTACK_VARIANTS['condition-interactions'].values[0]).toBe('section-10.5');
  });

  it('section-10.5: "Unit may only attack with 1 die"; independent: Suppressed alone caps the attack at 2 dice', () => {
    expect(dice()).toBe(1);
    expect(dice('section-10.5')).toBe(1);
    expect(dice('independent')).toBe(2);
  });

  it('reaches the attack pipeline (`--attacker-status suppressed disoriented --variant condition-interactions=...`)', () => {
    const base = { attacker: 'razor', weapon: 'ar-12-vanguard', target: 'lens', armor: 'light-tactical-vest', distance: '5', exact: true, 'attacker-status': ['suppressed', 'disoriented'] };
    const diceUnder = (variant: string) => (attack(syndicateAttack, { ...base, variant: [`condition-interactions=${variant}`] }).params as { dice: number }).dice;
    expect([diceUnder('section-10.5'), diceUnder('independent')]).toEqual([1, 2]);
    expect(syndicateAttack.catalogue).toContain('SP-056');
  });
});

describe('Predictive Burst: "if your target moved during their last activation" (SP-062; 7.4 Maneuver Cards)', () => {
  /** Seat 0 plays Predictive Burst with the enemy Operator having moved (this round, last round) as given: the extra dice it gets. */
  function extraDice(reading: string | undefined, movedNow: number, movedLast: number): number {
    const variants = { ...defaultVariants(), map: 'open-streets', ...(reading ? { 'last-activation': reading } : {}) };
    const s = syndicateProtocol.newGame({ sides: [syndicateProtocol.presets.lens, syndicateProtocol.presets.razor], variants, chance: Xoshiro128.stream(1, 0), log: false }) as SyndicateState;
    const f = s.field;
    f.moved[3] = movedNow;
    f.movedLast[3] = movedLast;
    const before = f.nextDice[0];
    const card = cardsUnder(variants).find((c) => c.id === 'predictive-burst');
    expect(card).toBeDefined();
    tacticEffect(s, 0, card as Parameters<typeof tacticEffect>[2]);
    return f.nextDice[0] - before;
  }

  it('defaults to this round, as the engine played it before the variant was named', () => {
    expect(GAME_VARIANTS['last-activation'].default).toBe('this-round');
    expect([extraDice(undefined, 2, 0), extraDice(undefined, 0, 2)]).toEqual([1, 0]);
  });

  it('this-round: a move in this round\'s Movement sub-phase counts, one in the round before does not', () => {
    expect([extraDice('this-round', 1, 0), extraDice('this-round', 0, 1)]).toEqual([1, 0]);
  });

  it('previous-round: only the round before counts', () => {
    expect([extraDice('previous-round', 1, 0), extraDice('previous-round', 0, 1)]).toEqual([0, 1]);
  });
});

describe('Hold the Line and Reinforced Plating against the armor floor (SP-021, SP-083; 4.8 vs 6.1, 6.6, 8.5)', () => {
  /** Damage of `hits` hits, no bonus, against ARM `armor` with `after` points of Hold the Line / Reinforced Plating. */
  const damage = (hits: number, armor: number, after: number, variants: Record<string, string>) => {
    const s = emptySetup();
    Object.assign(s, { range: 24, rof: 4, baseAcc: 3, dodge: 3, distance: 2, moved: 1, armor, afterArmor: after });
    return profileAttack(s, readings(variants), new AttackProfile()).damage[hits];
  };

  it('defaults to after-floor, as the engine played it before the variant was named', () => {
    expect(ATTACK_VARIANTS['reduction-order'].default).toBe('after-floor');
    expect(damage(2, 2, 1, { 'armor-floor': 'floor1' })).toBe(0);
  });

  it('under floor1, 2 hits on ARM 2 with Reinforced Plating: after-floor 1 - 1 = 0, before-floor "cannot be reduced below 1" = 1', () => {
    expect(damage(2, 2, 1, { 'armor-floor': 'floor1', 'reduction-order': 'after-floor' })).toBe(0);
    expect(damage(2, 2, 1, { 'armor-floor': 'floor1', 'reduction-order': 'before-floor' })).toBe(1);
    // Above the floor the order changes nothing: 4 hits - ARM 1 - 1 = 2 either way.
    expect(damage(4, 1, 1, { 'armor-floor': 'floor1', 'reduction-order': 'after-floor' })).toBe(2);
    expect(damage(4, 1, 1, { 'armor-floor': 'floor1', 'reduction-order': 'before-floor' })).toBe(2);
  });

  it('under floor0 the two orders agree on every number of hits', () => {
    for (let hits = 1; hits <= 4; hits++) {
      for (const after of [0, 1, 2]) {
        expect(damage(hits, 1, after, { 'reduction-order': 'before-floor' })).toBe(damage(hits, 1, after, { 'reduction-order': 'after-floor' }));
      }
    }
  });
});
