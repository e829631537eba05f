/**
 * One-ply lookahead on the game's evaluation: for each legal action, the
 * expected evaluation of the state it leads to, chance taken in expectation
 * exactly (expectedValue.ts) or over `rolls` sampled dice resolutions, averaged
 * over `samples` determinizations when the game hides something. Picks the best; ties at random from its stream.
 *
 * In Pig this is the "hold at 20" rule (pig/index.ts), plus holding whenever
 * holding wins.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { Agent, AgentContext, AgentView } from './agent.ts';
import { addLookaheadValues, addSampledLookaheadValues, argmaxAction } from './expectedValue.ts';

export class GreedyAgent implements Agent {
  constructor(
    readonly spec: string,
    private readonly context: AgentContext,
    private readonly samples: number,
    /** Sampled dice resolutions per action; 0 takes chance in expectation exactly. */
    private readonly rolls = 0,
  ) {}

  act(view: AgentView, rng: Xoshiro128): number {
    const legal = view.legalActions;
    if (legal.length === 1) return legal[0];
    const values = new Float64Array(legal.length);
    for (let s = 0; s < this.samples; s++) {
      const state = view.sample(rng);
      if (this.rolls > 0) addSampledLookaheadValues(state, view.player, legal, this.context.evaluate, values, this.rolls, rng);
      else addLookaheadValues(state, view.player, legal, this.context.evaluate, values);
    }
    return argmaxAction(legal, values, rng);
  }
}
