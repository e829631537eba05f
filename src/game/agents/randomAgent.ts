/**
 * Plays a uniformly random legal action (boardgame.io's RandomBot), drawn
 * without bias from its own stream. The baseline every other agent must beat.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { Agent, AgentView } from './agent.ts';

export class RandomAgent implements Agent {
  readonly spec = 'random';

  act(view: AgentView, rng: Xoshiro128): number {
    const legal = view.legalActions;
    return legal[rng.nextBelow(legal.length)];
  }
}
