/**
 * Secret simultaneous bids (tests/game/fixtures/goofspiel.ts) through the
 * game contract: the second bidder's observation must not show the first
 * bid, and a determinization for the second bidder must re-draw it.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { gameContract } from './contract.ts';
import { goofspiel, type GoofState } from './fixtures/goofspiel.ts';

gameContract(goofspiel, { secretActions: true });

function afterFirstBid(bid: number) {
  const state = goofspiel.newGame({ sides: [{ name: 'A' }, { name: 'B' }], variants: { cards: '5' }, chance: Xoshiro128.stream(4, 0), log: false });
  state.apply(3); // the prize
  state.apply(bid); // seat 0's secret bid
  return state;
}

describe('secret bids', () => {
  it("the second bidder sees that the first has committed, never what", () => {
    const seen = [1, 2, 3, 4, 5].map((bid) => JSON.stringify(afterFirstBid(bid).observation(1)));
    expect(new Set(seen).size).toBe(1);
    expect(JSON.parse(seen[0])).toMatchObject({ opponentCommitted: true, opponentHand: [1, 2, 3, 4, 5] });
  });

  it("the second bidder's samples re-draw the first bid over the whole hand; the bidder's own keep it", () => {
    const state = afterFirstBid(5);
    const rng = Xoshiro128.stream(9, 0);
    const drawn = new Set<number>();
    for (let i = 0; i < 200; i++) drawn.add((new SeatView(state, 1).sample(rng) as GoofState).pending);
    expect([...drawn].sort()).toEqual([1, 2, 3, 4, 5]);
    for (let i = 0; i < 20; i++) expect(state.determinize(0, rng).pending).toBe(5);
  });

  it('a search agent plays it to the end from its observation alone', () => {
    const state = afterFirstBid(2);
    const agent = makeAgent('mcts:iterations=100', { evaluate: goofspiel.evaluate as never });
    const action = agent.act(new SeatView(state, 1), Xoshiro128.stream(1, 3));
    expect(state.legalActions()).toContain(action);
  });
});
