/**
 * sp-deck-movement (experiments/syndicate-protocol/deck-movement.ts; SP-018, SP-045): every reshaped deck keeps 40
 * cards and its own cards, holds exactly the Movement count asked, no card above 4 copies, and starts a game (the
 * loadout rules: Colour Identity, the 17 minimum); a deck cannot be pushed past what the 4-copy rule allows; a short
 * run's answer gives each Operator's direction.
 */
import { describe, expect, it } from 'vitest';
import experiment, { COUNTS, movementIn, OPERATORS, parseDeck, reshapeDeck } from '../../experiments/syndicate-protocol/deck-movement.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';

const game = findGame('syndicate-protocol');
const deckOf = (id: string) => (game.presets[id] as { deck: string }).deck;

describe('sp-deck-movement: the reshaped decks', () => {
  it('hold 40 cards, exactly the Movement count, at most 4 copies, and only the preset\'s cards or universal Movement', () => {
    for (const { id } of OPERATORS) {
      const printed = new Set(parseDeck(deckOf(id)).map(([card]) => card));
      expect(movementIn(deckOf(id))).toBe(20);
      for (const count of COUNTS) {
        const deck = reshapeDeck(deckOf(id), count);
        const cards = parseDeck(deck);
        expect(cards.reduce((sum, [, n]) => sum + n, 0), `${id} ${count}`).toBe(40);
        expect(movementIn(deck)).toBe(count);
        expect(Math.max(...cards.map(([, n]) => n))).toBeLessThanOrEqual(4);
        for (const [card] of cards) expect(printed.has(card) || ['dash', 'advance', 'slide', 'vault', 'withdraw'].includes(card), `${id} ${card}`).toBe(true);
        // A legal loadout: the game starts with it.
        const side = { ...(game.presets[id] as object), deck };
        expect(() => game.newGame({ sides: [side, game.presets.lens], variants: chooseGameVariants(game, []), chance: Xoshiro128.stream(1, 0), log: false })).not.toThrow();
      }
    }
  });

  it('refuses a count the 4-copy rule cannot reach', () => {
    expect(() => reshapeDeck(deckOf('lens'), 25)).toThrow(/cannot bring .* up to 25 Movement cards \(at most 4 copies of a card\)/);
  });

  it('a short run names each Operator whose score moves, with its direction', async () => {
    const { result } = await runToResult({ experiment: 'sp-deck-movement', trials: 16, workers: 1, seed: 4 });
    const lines = experiment.answer!(result);
    expect(lines[0]).toMatch(/^SP-018 and SP-045, .*Lens against Lens: as printed /);
    expect(lines[1]).toMatch(/^The 17-card minimum \(2\.7\) against "17-20" \(7\.1\): /);
    expect(lines[2]).toContain('Velocity ');
  }, 120_000);
});
