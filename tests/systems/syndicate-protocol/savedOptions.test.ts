/**
 * A saved state holds the options of the decision it waits on, and nothing else: at a chance node or the end the
 * saved list is empty. Before, a decision's options stayed counted after it was taken, so a state saved at the chance
 * node after a free move held that move's reachable() list over the head of the spent decision's (found in the
 * fifteenth speed pass): harmless to play, but two states in the same position could save differently.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

describe('Syndicate Protocol saved options', () => {
  it('are the waiting decision\'s legal actions, and none at a chance node or the end', () => {
    let chanceNodes = 0;
    let decisions = 0;
    for (const [a, b] of [
      ['velocity', 'lens'],
      ['razor', 'glitch'],
    ] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const s = syndicateProtocol.newGame({ sides: [syndicateProtocol.presets[a], syndicateProtocol.presets[b]], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: false }) as SyndicateState;
        const rng = Xoshiro128.stream(seed, 1);
        while (!s.isTerminal() && s.round <= 12) {
          const saved = s.serialize() as unknown as { options: number[] };
          if (s.currentPlayer() === CHANCE) {
            expect(saved.options).toEqual([]);
            chanceNodes++;
            s.applyChance();
          } else {
            const legal = s.legalActions();
            expect(saved.options).toEqual([...legal]);
            decisions++;
            s.apply(legal[rng.nextBelow(legal.length)]);
          }
        }
        if (s.isTerminal()) expect((s.serialize() as unknown as { options: number[] }).options).toEqual([]);
      }
    }
    expect(chanceNodes).toBeGreaterThan(100);
    expect(decisions).toBeGreaterThan(100);
  });
});
