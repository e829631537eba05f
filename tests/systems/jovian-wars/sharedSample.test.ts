/**
 * The heuristic's sample is the game itself (game.ts `peekNextSample`, ai.ts;
 * `scripts/bench-jovian-wars.ts`; before, a shell sharing the game's units):
 * that is only sound if a heuristic decision never changes the real state and
 * never leaves a later clone sharing. Checked at every decision of whole games.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { jovianHeuristic } from '../../../src/systems/jovian-wars/ai.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';

function checkGame(presets: readonly [string, string], seed: number, terrain: boolean): number {
  const variants = { ...defaultVariants(), ...(terrain ? { terrain: 'scattered' } : {}) };
  const sides = [jovianWars.presets[presets[0]], jovianWars.presets[presets[1]]] as const;
  const state = jovianWars.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 0), log: false }) as JovianState;
  const rngs = [Xoshiro128.stream(seed, 1), Xoshiro128.stream(seed, 2)];
  let decisions = 0;
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      state.applyChance();
      continue;
    }
    const before = JSON.stringify(state.serialize());
    const action = jovianHeuristic(new SeatView(state, mover), rngs[mover]);
    // The decision read the shared units and changed nothing of the game.
    expect(JSON.stringify(state.serialize())).toBe(before);
    // The share ends with the decision: the next clone (a search's) owns its units.
    const copy = state.clone();
    expect(copy.units).not.toBe(state.units);
    expect(copy.units.every((u, i) => u !== state.units[i])).toBe(true);
    state.apply(action);
    decisions++;
  }
  return decisions;
}

describe('Jovian Wars heuristic sample (shared units, read-only)', () => {
  it('leaves the game state byte-identical at every decision of Battle Group vs Strike Group games, with and without terrain', () => {
    for (const seed of [1, 2]) expect(checkGame(['cega-battle-group', 'jovian-strike-group'], seed, seed === 2)).toBeGreaterThan(20);
  }, 60_000);

  it('leaves the game state byte-identical at every decision of carrier games (Launch, Land, drones)', () => {
    expect(checkGame(['cega-carrier-group', 'jovian-carrier-group'], 3, false)).toBeGreaterThan(20);
  }, 60_000);
});
