/**
 * Flat Monte Carlo with determinization: every round draws one sample of the
 * unknowns (a determinization and its dice, view.sample) and plays each legal
 * action on a copy of that same sample to the end (rollout.ts); the action
 * with the best mean return is played (ties: the first). Each round costs one
 * rollout per legal action; `iterations` counts rollouts.
 *
 * Common random numbers: within a round every action meets the same sampled
 * hidden information and the same dice stream, so the comparison between
 * actions is paired; with independent samples the noise in the means
 * swamps the small differences between good actions, and the agent dithers
 * (in Pig it lost 79% of games to greedy that way; tests/game/agents.test.ts).
 *
 * No tree, so it cannot plan past its own move, but with greedy rollouts it
 * is one step of policy improvement over greedy (Tesauro & Galperin, "On-line
 * policy improvement using Monte-Carlo search", NIPS 1996).
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { drawWords } from '../streams.ts';
import type { Agent, AgentContext, AgentView } from './agent.ts';
import { rollout, type RolloutPolicy } from './rollout.ts';

export interface FlatOptions {
  iterations: number;
  rollout: RolloutPolicy;
  ms: number;
}

export class FlatAgent implements Agent {
  private readonly sampleRng = new Xoshiro128(1, 0, 0, 0);
  private readonly words = new Uint32Array(4);

  constructor(
    readonly spec: string,
    private readonly context: AgentContext,
    private readonly options: FlatOptions,
  ) {}

  act(view: AgentView, rng: Xoshiro128): number {
    const legal = view.legalActions;
    if (legal.length === 1) return legal[0];
    const { ms } = this.options;
    const rounds = Math.max(1, Math.floor(this.options.iterations / legal.length));
    const deadline = ms > 0 ? performance.now() + ms : Infinity;
    const totals = new Float64Array(legal.length);
    const words = this.words;
    const sampleRng = this.sampleRng;
    for (let r = 0; r < rounds; r++) {
      if (ms > 0 && r > 0 && performance.now() > deadline) break;
      drawWords(rng, words, 0);
      for (let a = 0; a < legal.length; a++) {
        sampleRng.reset(words[0], words[1], words[2], words[3]);
        const state = view.sample(sampleRng);
        state.apply(legal[a]);
        rollout(state, this.options.rollout, this.context.evaluate, sampleRng, this.context.greedyRolls ?? 0);
        totals[a] += state.returns()[view.player];
      }
    }
    let best = 0;
    for (let a = 1; a < legal.length; a++) if (totals[a] > totals[best]) best = a;
    return legal[best];
  }
}
