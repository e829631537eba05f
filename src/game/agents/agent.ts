/**
 * What an agent is and what it sees. Like boardgame.io's bots, agents know
 * nothing of any particular game: they get an AgentView (their observation,
 * the legal actions, and a sampler of states consistent with what they can
 * see) and their own random stream, and return one legal action.
 *
 * The view never exposes the real state: `sample(rng)` returns a
 * determinization (GameState.determinize), with hidden information re-drawn
 * and a fresh chance stream, so an agent cannot read the opponent's secret
 * bid or the next die.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { GameState } from '../state.ts';

export interface AgentView {
  /** The seat the agent plays. */
  readonly player: number;
  readonly observation: unknown;
  readonly legalActions: readonly number[];
  describeAction(action: number): string;
  /** A state consistent with the observation, for search: hidden information re-drawn, chance reseeded from rng. */
  sample(rng: Xoshiro128): GameState;
}

export interface Agent {
  /** The spec it was made from, e.g. 'mcts:iterations=400,c=1.4'. */
  readonly spec: string;
  /** One legal action; all randomness from rng, so a seeded game replays exactly. */
  act(view: AgentView, rng: Xoshiro128): number;
}

/**
 * A game's own player: plays from the observation and legal actions the way a
 * competent human would (bids by what initiative is worth, keeps leaders safe,
 * plays to the scenario). It sees exactly what every other agent sees.
 */
export type HeuristicPolicy = (view: AgentView, rng: Xoshiro128, options: Readonly<Record<string, string>>) => number;

/** A setting of a game's heuristic player, e.g. Jagged Shards' `flares=hoard` (`--agent-a heuristic:flares=hoard`). */
export interface HeuristicOption {
  values: readonly string[];
  describe: string;
}

/** What the game lends its agents: the evaluation greedy play and rollouts use, and its own heuristic player if it has one. */
export interface AgentContext {
  evaluate(state: GameState, player: number): number;
  /** The game's `heuristic` agent; null when the game has none. */
  heuristic?: HeuristicPolicy | null;
  /** The settings its heuristic accepts (none when absent). */
  heuristicOptions?: Readonly<Record<string, HeuristicOption>>;
  /** The game's id, for messages. */
  game?: string;
  /** The game's default `rolls` for greedy and greedy rollouts (GameDefinition.greedyRolls); 0 when absent. */
  greedyRolls?: number;
}

/** The view of one seat onto a live state; the state itself stays private (#state). */
export class SeatView implements AgentView {
  readonly #state: GameState;

  constructor(
    state: GameState,
    readonly player: number,
  ) {
    this.#state = state;
  }

  get observation(): unknown {
    return this.#state.observation(this.player);
  }

  get legalActions(): readonly number[] {
    return this.#state.legalActions();
  }

  describeAction(action: number): string {
    return this.#state.describeAction(action);
  }

  sample(rng: Xoshiro128): GameState {
    return this.#state.determinize(this.player, rng);
  }
}
