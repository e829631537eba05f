/**
 * The Priority statistics (index.ts: priorityFirstScore, priorityLastScore),
 * which sp-priority and sp-second-strength read: the round-1 holder is derived
 * from the last round's holder and the round's parity, because Priority flips
 * at every round's end and nowhere else (003 Game Setup 7). Checked here
 * against the holder seen at the first decision of real games (heuristic and
 * random, both eliminated-fire readings, games ended by elimination and by
 * the round cap), so a rule that ever made Priority move otherwise fails it.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

const score = (state: SyndicateState, seat: number) => {
  const r = state.returns()[seat];
  return r > 0 ? 1 : r < 0 ? 0 : 0.5;
};

describe('Syndicate Protocol Priority statistics', () => {
  it('give the score of the round-1 and of the last round Priority side, whoever wins and however the game ends', () => {
    const context = agentContext(syndicateProtocol);
    let capped = 0;
    let decided = 0;
    let firstWins = 0;
    const parities = new Set<number>();
    for (const [agent, fire, a, b, roundCap] of [
      ['heuristic', 'no', 'lens', 'velocity', '50'],
      ['heuristic', 'yes', 'velocity', 'velocity', '50'],
      ['random', 'no', 'lens', 'razor', '30'],
    ] as const) {
      for (let g = 0; g < 12; g++) {
        const variants = { ...defaultVariants(), 'eliminated-fire': fire, 'round-cap': roundCap };
        const state = syndicateProtocol.newGame({ sides: [syndicateProtocol.presets[a], syndicateProtocol.presets[b]], variants, chance: Xoshiro128.stream(g + 1, 0), log: false });
        const agents = [makeAgent(agent, context), makeAgent(agent, context)];
        const rngs = [Xoshiro128.stream(g + 1, 1), Xoshiro128.stream(g + 1, 2)];
        const views = [new SeatView(state, 0), new SeatView(state, 1)];
        let first = -1;
        while (!state.isTerminal()) {
          const mover = state.currentPlayer();
          if (mover === CHANCE) {
            state.applyChance();
            continue;
          }
          if (first < 0) first = state.field.priority;
          state.apply(agents[mover].act(views[mover], rngs[mover]));
        }
        expect(syndicateProtocol.statistics.priorityFirstScore.perGame(state, 0)).toBe(score(state, first));
        expect(syndicateProtocol.statistics.priorityLastScore.perGame(state, 1)).toBe(score(state, state.field.priority));
        if (state.capped) capped++;
        else decided++;
        if (first === 0) firstWins++;
        parities.add(state.round % 2);
      }
    }
    // The games cover both endings, both roll-off winners and last rounds of both parities, so the parity rule is exercised both ways.
    expect(parities.size).toBe(2);
    expect(capped).toBeGreaterThan(0);
    expect(decided).toBeGreaterThan(0);
    expect(firstWins).toBeGreaterThan(0);
    expect(firstWins).toBeLessThan(36);
  });
});
