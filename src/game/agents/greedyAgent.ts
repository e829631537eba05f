/**
 * One-ply lookahead on the game's evaluation: for each legal action, the
 * expected evaluation of the state it leads to, chance taken in expectation
 * exactly (expectedValue.ts), averaged over `samples` determinizations when
 * the game hides something. Picks the best; ties at random from its stream.
 *
 * In Pig this is the "hold at 20" rule (pig/index.ts), plus holding whenever
 * holding wins.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { Agent, AgentContext, AgentView } from './agent.ts';
import { addLookaheadValues, argmaxAction } from './expectedValue.ts';

export class GreedyAgent implements Agent {
  constructor(
    readonly spec: string,
    private readonly context: AgentContext,
    private readonly samples: number,
  ) {}

  act(view: AgentView, rng: Xoshiro128): number {
    const legal = view.legalActions;
    if (legal.length === 1) return legal[0];
    const values = new Float64Array(legal.length);
    for (let s = 0; s < this.samples; s++) addLookaheadValues(view.sample(rng), view.player, legal, this.context.evaluate, values);
    return argmaxAction(legal, values, rng);
  }
}
