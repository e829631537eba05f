/**
 * The heuristic's Secondary-action settings (ai.ts EXOSHIFT_HEURISTIC_OPTIONS;
 * EX-013): `never` takes no Snap Fire, March, Rest or Secondary Interact,
 * `eager` takes more than the default, and the default setting is the player
 * itself.
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../../src/game/registry.ts';
import { chooseGameVariants } from '../../../src/game/variants.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { sideOf } from '../../../src/systems/exoshift/host.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';

const SECONDARY = ['snap fire', 'march', 'rest', 'interact (secondary)'];

/** Secondary actions logged for each seat in one game of `agentA` against the default heuristic. */
function secondariesBySeat(agentA: string, seed: number): [number, number] {
  const game = findGame('exoshift');
  const context = agentContext(game);
  const side = game.presets['sol-line-patrol'];
  const state = game.newGame({ sides: [side, side], variants: chooseGameVariants(game, []), chance: new Xoshiro128(seed, 1, 2, 3), log: true });
  playToEnd(state, [
    { agent: makeAgent(agentA, context), rng: new Xoshiro128(seed, 4, 5, 6) },
    { agent: makeAgent('heuristic', context), rng: new Xoshiro128(seed, 7, 8, 9) },
  ]);
  const counts: [number, number] = [0, 0];
  for (const e of state.log as unknown as { kind: string; unit: number; verb: string }[]) {
    if (e.kind === 'action' && SECONDARY.includes(e.verb)) counts[sideOf(state as unknown as Host, e.unit)]++;
  }
  return counts;
}

describe('the heuristic Secondary-action settings', () => {
  it('never takes a Secondary under secondaries=never, while the default opponent does', () => {
    let opponent = 0;
    for (const seed of [1, 2, 3]) {
      const [mine, theirs] = secondariesBySeat('heuristic:secondaries=never', seed);
      expect(mine).toBe(0);
      opponent += theirs;
    }
    expect(opponent).toBeGreaterThan(0);
  });

  it('takes more Secondaries under secondaries=eager than the default does, on the same seeds', () => {
    let eager = 0;
    let weighed = 0;
    for (const seed of [1, 2, 3, 4]) {
      eager += secondariesBySeat('heuristic:secondaries=eager', seed)[0];
      weighed += secondariesBySeat('heuristic', seed)[0];
    }
    expect(eager).toBeGreaterThan(weighed);
  });

  it('plays the default player when told secondaries=weighed, and rejects unknown values in one line', async () => {
    const match = (agentA: string) => runMatch({ system: 'exoshift', a: 'preset:sol-line-patrol', b: 'preset:sol-fire-support', agentA, agentB: 'heuristic', games: 20, seed: 3, workers: 1 });
    expect((await match('heuristic:secondaries=weighed')).statistics).toEqual((await match('heuristic')).statistics);
    await expect(match('heuristic:secondaries=often')).rejects.toThrow(GameInputError);
    await expect(match('heuristic:secondaries=often')).rejects.toThrow(/secondaries must be one of weighed, never, eager; got 'often'/);
  });
});
