/**
 * The heuristic's movement styles (ai.ts; JS-015, JS-016, JS-017):
 * `heuristic:moves=objectives|kills`, `cover=ignore`, `stance=hold` change
 * where units move, and only when asked for.
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { findGame } from '../../../src/game/registry.ts';
import { chooseGameVariants } from '../../../src/game/variants.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import type { JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';

const match = (agentA: string, agentB = 'heuristic') =>
  runMatch({ system: 'jagged-shards', a: 'preset:colonial-strike-force', b: 'preset:colonial-strike-force', agentA, agentB, games: 40, seed: 5, workers: 1 });

/** Moves made by each seat's units in one logged battle of `agentA` against the heuristic. */
function movesBySeat(agentA: string, seed: number): [number, number] {
  const game = findGame('jagged-shards');
  const context = agentContext(game);
  // Different forces, so a move event's unit label names its seat.
  const sides = [game.presets['colonial-strike-force'], game.presets['martian-warband']] as const;
  const s = game.newGame({ sides, variants: chooseGameVariants(game, []), chance: new Xoshiro128(seed, 1, 2, 3), log: true }) as unknown as JaggedState;
  playToEnd(s, [
    { agent: makeAgent(agentA, context), rng: new Xoshiro128(seed, 4, 5, 6) },
    { agent: makeAgent('heuristic', context), rng: new Xoshiro128(seed, 7, 8, 9) },
  ]);
  const { roster } = s.setup;
  const seatOf = new Map(roster.label.map((label, u) => [label, roster.seat[u]] as const));
  expect(seatOf.size).toBe(roster.count);
  const moves: [number, number] = [0, 0];
  for (const e of s.log as { kind: string; unit?: string }[]) if (e.kind === 'move') moves[seatOf.get(e.unit!)!]++;
  return moves;
}

describe('the heuristic movement styles', () => {
  it('never moves under stance=hold, while its mobile opponent does', () => {
    for (const seed of [1, 2, 3]) {
      const [held, mobile] = movesBySeat('heuristic:stance=hold', seed);
      expect(held).toBe(0);
      expect(mobile).toBeGreaterThan(0);
      expect(movesBySeat('heuristic', seed)[0]).toBeGreaterThan(0);
    }
  });

  it('scores more objective value moving for objectives than moving for kills, on the same seeds', async () => {
    const objectives = await match('heuristic:moves=objectives');
    const kills = await match('heuristic:moves=kills');
    expect(objectives.statistics.objectiveScoreA.mean).toBeGreaterThan(kills.statistics.objectiveScoreA.mean);
  });

  it('plays differently when it ignores the ground, and is the default player when every style is the default', async () => {
    const base = await match('heuristic');
    const naive = await match('heuristic:cover=ignore');
    const explicit = await match('heuristic:moves=balanced,cover=seek,stance=mobile');
    expect(naive.statistics.forceRatingDestroyedByB.mean).not.toBe(base.statistics.forceRatingDestroyedByB.mean);
    expect(explicit.statistics).toEqual(base.statistics);
  });

  it('rejects an unknown style in one line listing the allowed ones', async () => {
    await expect(match('heuristic:stance=crouch')).rejects.toThrow(GameInputError);
    await expect(match('heuristic:stance=crouch')).rejects.toThrow(/stance must be one of mobile, hold; got 'crouch'/);
  });
});
