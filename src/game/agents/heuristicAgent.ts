/**
 * The `heuristic` agent: the game's own player (GameDefinition.heuristic),
 * seen through the same AgentView as every generic agent.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { Agent, AgentView, HeuristicPolicy } from './agent.ts';

export class HeuristicAgent implements Agent {
  readonly spec = 'heuristic';

  constructor(private readonly policy: HeuristicPolicy) {}

  act(view: AgentView, rng: Xoshiro128): number {
    return this.policy(view, rng);
  }
}
