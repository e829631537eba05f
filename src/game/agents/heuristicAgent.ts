/**
 * The `heuristic` agent: the game's own player (GameDefinition.heuristic),
 * seen through the same AgentView as every generic agent.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { Agent, AgentView, HeuristicPolicy } from './agent.ts';

export class HeuristicAgent implements Agent {
  constructor(
    readonly spec: string,
    private readonly policy: HeuristicPolicy,
    private readonly options: Readonly<Record<string, string>>,
  ) {}

  act(view: AgentView, rng: Xoshiro128): number {
    return this.policy(view, rng, this.options);
  }
}
