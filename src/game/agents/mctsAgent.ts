/**
 * Information-set Monte Carlo tree search with determinization (single-observer
 * ISMCTS: Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 4(2), 2012).
 *
 * Each iteration samples a state consistent with the agent's observation
 * (view.sample: hidden information re-drawn, fresh dice), walks the tree from
 * the root choosing by UCB1 among the actions legal in that sample, adds one
 * node, plays a rollout (rollout.ts) and backs the result up. Edges are keyed
 * by (player, action) and chance is not a tree node ("open loop"), so a node's
 * statistics average over all the dice that lead through it: the tree cannot
 * learn one particular future roll. UCB1 uses each edge's availability count
 * (iterations in which it was legal) instead of the parent's visits.
 *
 * Rewards are mapped from returns in [-1, 1] to [0, 1], so c = 1.4 (about
 * sqrt 2) has its textbook meaning. The move played is the most visited root
 * edge. Budget: `iterations`, and optionally `ms` of wall time (whichever ends
 * first; `ms` makes play depend on machine speed, so tests and matches that
 * must replay use iterations only).
 *
 * Cost per decision: iterations x (one determinization + one rollout + a walk
 * of the tree's depth); one node allocated per iteration.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { CHANCE } from '../state.ts';
import type { Agent, AgentContext, AgentView } from './agent.ts';
import { rollout, type RolloutPolicy } from './rollout.ts';

class Edge {
  readonly children: Edge[] = [];
  visits = 0;
  /** Sum of rewards in [0, 1] for `player`, the player who chose this edge. */
  reward = 0;
  /** Iterations in which this edge was legal at its node (ISMCTS availability). */
  available = 0;

  constructor(
    readonly player: number,
    readonly action: number,
  ) {}

  find(player: number, action: number): Edge | undefined {
    const children = this.children;
    for (let i = 0; i < children.length; i++) if (children[i].action === action && children[i].player === player) return children[i];
    return undefined;
  }
}

export interface MctsOptions {
  iterations: number;
  c: number;
  rollout: RolloutPolicy;
  /** Wall-clock budget per decision in milliseconds, or 0 for none. */
  ms: number;
}

export class MctsAgent implements Agent {
  private readonly path: Edge[] = [];

  constructor(
    readonly spec: string,
    private readonly context: AgentContext,
    private readonly options: MctsOptions,
  ) {}

  act(view: AgentView, rng: Xoshiro128): number {
    const legal = view.legalActions;
    if (legal.length === 1) return legal[0];
    const { iterations, c, ms } = this.options;
    const deadline = ms > 0 ? performance.now() + ms : Infinity;
    const root = new Edge(-1, -1);
    const path = this.path;
    for (let i = 0; i < iterations; i++) {
      if (ms > 0 && i > 0 && performance.now() > deadline) break;
      const state = view.sample(rng);
      path.length = 0;
      let node = root;
      while (!state.isTerminal()) {
        const mover = state.currentPlayer();
        if (mover === CHANCE) {
          state.applyChance();
          continue;
        }
        const actions = state.legalActions();
        let chosen: Edge | undefined;
        let bestScore = -Infinity;
        let untried = -1;
        let untriedCount = 0;
        for (let a = 0; a < actions.length; a++) {
          const edge = node.find(mover, actions[a]);
          if (!edge) {
            if (rng.nextBelow(++untriedCount) === 0) untried = actions[a];
            continue;
          }
          edge.available++;
          if (untriedCount > 0) continue;
          const score = edge.reward / edge.visits + c * Math.sqrt(Math.log(edge.available) / edge.visits);
          if (score > bestScore) {
            bestScore = score;
            chosen = edge;
          }
        }
        if (untriedCount > 0) {
          const edge = new Edge(mover, untried);
          edge.available = 1;
          node.children.push(edge);
          state.apply(untried);
          path.push(edge);
          break;
        }
        state.apply(chosen!.action);
        path.push(chosen!);
        node = chosen!;
      }
      rollout(state, this.options.rollout, this.context.evaluate, rng, this.context.greedyRolls ?? 0);
      const returns = state.returns();
      for (let p = 0; p < path.length; p++) {
        const edge = path[p];
        edge.visits++;
        edge.reward += (returns[edge.player] + 1) / 2;
      }
    }
    return mostVisited(root, view.player, legal);
  }
}

/** The root edge of `player` among `legal` with the most visits (ties: the higher mean, then the first legal). */
function mostVisited(root: Edge, player: number, legal: readonly number[]): number {
  let best = legal[0];
  let bestVisits = -1;
  let bestMean = -Infinity;
  for (const action of legal) {
    const edge = root.find(player, action);
    const visits = edge ? edge.visits : 0;
    const mean = edge && edge.visits > 0 ? edge.reward / edge.visits : -Infinity;
    if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
      best = action;
      bestVisits = visits;
      bestMean = mean;
    }
  }
  return best;
}
