/**
 * The test decks of sp-card-strength (experiments/syndicate-protocol/card-strength.ts):
 * every card under test sits in a legal 40-card deck of its Color Identity's
 * Operator (7.1, 2.7, 2.9) under the reading the identity declares, and every
 * coloured card of Appendix A is ranked or named as filler.
 */
import { describe, expect, it } from 'vitest';
import experiment, { cardLabel, IDENTITIES, testDeck } from '../../experiments/syndicate-protocol/card-strength.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { CARD_LIST } from '../../src/systems/syndicate-protocol/data.ts';
import { buildLoadout, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';

const game = findGame('syndicate-protocol');

describe('sp-card-strength test decks', () => {
  for (const identity of IDENTITIES) {
    it(`${identity.label}: every card under test, and Tactical Uplink, makes a legal deck for ${identity.operator}`, () => {
      const variants = chooseGameVariants(game, identity.variants);
      const operator = game.presets[identity.operator] as SyndicateSide;
      for (const card of ['tactical-uplink', ...identity.tested]) {
        expect(() => buildLoadout({ ...operator, deck: testDeck(identity, card) }, variants, card)).not.toThrow();
      }
    });
  }

  it('ranks every coloured card except Tactical Uplink (the reference), Vector Pulse and each identity\'s filler Movement card', () => {
    const ranked = new Set(IDENTITIES.flatMap((identity) => identity.tested));
    const filler = new Set(['tactical-uplink', 'vector-pulse', ...IDENTITIES.map((identity) => identity.filler.replace(/\*\d+$/, ''))]);
    const coloured = CARD_LIST.filter((card) => card.colour !== 'universal').map((card) => card.id);
    expect(coloured.filter((id) => !ranked.has(id) && !filler.has(id))).toEqual([]);
    for (const identity of IDENTITIES) {
      for (const id of identity.tested) expect(CARD_LIST.find((card) => card.id === id)?.colour, id).toBe(identity.id);
    }
  });

  it('labels its arms so no card reads as another: Signal Scrambler (Utility, 7.3) and Signal Scramble (Melee, 7.7) are two printed cards, not a typo', () => {
    const [scrambler, scramble] = ['signal-scrambler', 'signal-scramble'].map((id) => CARD_LIST.find((card) => card.id === id)!);
    expect([scrambler.name, scrambler.type, scramble.name, scramble.type]).toEqual(['Signal Scrambler', 'utility', 'Signal Scramble', 'melee']);
    expect([cardLabel('signal-scrambler'), cardLabel('signal-scramble')]).toEqual(['Signal Scrambler (Utility)', 'Signal Scramble (Melee)']);
    for (const identity of IDENTITIES) {
      const labels = experiment.arms.filter((arm) => arm.coords?.identity === identity.label && arm.coords?.strength === 'heuristic').map((arm) => arm.label!);
      expect(new Set(labels).size, identity.label).toBe(labels.length);
      for (const a of labels) for (const b of labels) if (a !== b) expect(b.startsWith(a), `${identity.label}: ${a} / ${b}`).toBe(false);
    }
  });

  it('replays with greedy only cards it ranks, with pairs exactly when it replays any', () => {
    for (const identity of IDENTITIES) {
      for (const card of identity.checked) expect(identity.tested, `${identity.label}: ${card}`).toContain(card);
      expect(identity.greedyPairs > 0, identity.label).toBe(identity.checked.length > 0);
    }
  });
});
