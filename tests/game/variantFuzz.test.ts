/**
 * Every game under random combinations of its rule variants (scripts/variantFuzz.ts): the contract suite plays each
 * variant value alone; here several change at once, with random presets and the random or heuristic player on each
 * seat. Every game must end with finite returns, every decision offer legal actions and every agent choose one of them;
 * a combination the game refuses must be refused with a GameInputError (one line for the designer).
 */
import { describe, expect, it } from 'vitest';
import { fuzzVariants } from '../../scripts/variantFuzz.ts';

const GAMES = 100;

describe('rule variants in combination', { timeout: 300_000 }, () => {
  for (const system of ['jagged-shards', 'exoshift', 'jovian-wars', 'syndicate-protocol', 'rattle-and-rend']) {
    it(`${system}: ${GAMES} games under random variant combinations end cleanly or are refused with a one-line error`, () => {
      const summary = fuzzVariants(system, GAMES, 1);
      expect([...summary.failures].map(([message, { game }]) => `${message} (${game})`)).toEqual([]);
      for (const message of summary.refused.keys()) expect(message).not.toContain('\n');
      // Not vacuous: most combinations are played, not refused.
      expect(summary.ended).toBeGreaterThanOrEqual(GAMES / 2);
    });
  }
});
