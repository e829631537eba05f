/**
 * sp-deck-draws (experiments/syndicate-protocol/deck-draws.ts; SP-073, 7.1):
 * the hypergeometric worked by hand, the deck rules refusing a fifth copy and
 * a 39-card deck with the field named, and the engine's deal agreeing with the
 * exact chance.
 */
import { describe, expect, it } from 'vitest';
import type { ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import deckDraws, { drawnBy, seenBy, WATCHED } from '../../experiments/syndicate-protocol/deck-draws.ts';
import { holdsWithSlack } from './intervals.ts';

const lens = syndicateProtocol.presets.lens as SyndicateSide;

describe('sp-deck-draws', () => {
  it('is the hypergeometric chance of at least one copy', () => {
    // One copy in 40, 5 drawn: 5/40. Four copies: 1 - C(36,5)/C(40,5) = 1 - 376992/658008.
    expect(seenBy(1, 5)).toBeCloseTo(5 / 40, 12);
    expect(seenBy(4, 5)).toBeCloseTo(1 - 376992 / 658008, 12);
    expect(seenBy(1, 40)).toBe(1);
    expect(drawnBy(1)).toBe(5);
    expect(drawnBy(36)).toBe(40);
  });

  it('refuses a fifth copy and a deck of other than 40 cards, naming the card or count (7.1)', () => {
    expect(() => buildLoadout({ ...lens, deck: lens.deck.replace('dash*4', 'dash*5').replace('withdraw*4', 'withdraw*3') }, {}, 'side.json')).toThrow(/side\.json: deck has 5 copies of 'dash'; at most 4 \(7\.1\)/);
    expect(() => buildLoadout({ ...lens, deck: lens.deck.replace('dash*4', 'dash*3') }, {}, 'side.json')).toThrow(/side\.json: deck has 39 cards; a Tactics deck has exactly 40/);
  });

  it("deals opening hands as often as the exact chance says", async () => {
    const { result } = await runToResult({ experiment: 'sp-deck-draws', trials: 3000, seed: 2, workers: 1 });
    for (const w of WATCHED) {
      const m = result.arms.find((a) => a.id === `copies-${w.copies}`)!.metrics.opening as ProportionMetric;
      expect(holdsWithSlack(seenBy(w.copies, 5), m.ci), `${w.copies} copies`).toBe(true);
    }
    expect(deckDraws.answer!(result)).toHaveLength(3);
  }, 60_000);
});
