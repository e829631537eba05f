/**
 * What a game supplies to be playable by the generic agents, the game and
 * match commands and the contract suite. Every member is required, so a game
 * registered in registry.ts without, say, a narrator or a side schema does not
 * compile.
 *
 * Sides are the forces a designer edits (a warband, an army list; in Pig a
 * player's name and head start): plain JSON checked against `sideSchema`
 * (sideSchema.ts), loaded from a file or a named preset (`preset:<id>`).
 */
import type { Xoshiro128 } from '../rng/xoshiro128.ts';
import type { HeuristicOption, HeuristicPolicy } from './agents/agent.ts';
import type { SideSchema } from './sideSchema.ts';
import type { GameEvent, GameState, JsonValue, SerializedState } from './state.ts';

export type Side = { readonly [field: string]: JsonValue };

/** A named rule reading, default first (as in the experiment runner). */
export interface GameVariant {
  values: readonly string[];
  default: string;
  describe: string;
  /**
   * Values beyond the list that start with `prefix`, e.g. Syndicate Protocol's `map=file:<path>`: accepted by
   * chooseGameVariants and checked by the game's newGame (one-line GameInputError naming the file and field). No
   * sweep plays them (sensitivity and variant-sensitivity reports play the listed values).
   */
  open?: { prefix: string; describe: string };
}

export interface NewGame<TSide extends Side> {
  /** sides[0] takes seat 0 and moves first. */
  sides: readonly [TSide, TSide];
  /** Every declared variant, chosen (see variants.ts). */
  variants: Readonly<Record<string, string>>;
  /** The state's own chance stream; the state keeps it. */
  chance: Xoshiro128;
  /** Record events for a narrative (off in matches and search). */
  log: boolean;
}

/** A number measured on each finished game, averaged over a match with its interval. */
export interface GameStatistic<S> {
  label: string;
  unit: string;
  /** The value for one finished game; seatOfA says where side A sat in it. */
  perGame(state: S, seatOfA: number): number;
  /**
   * The value can be negative (a difference). Without it a statistic is a count or a share, never below 0: its mean's
   * interval is clipped at 0 (MetricSpec.min), and a match refuses a game that gives a negative value (pairTrial.ts).
   * A unit beginning with "share" (share of games, of rounds) makes it a share: clipped at 1 too, and a game value above
   * 1 refused (experiment.ts shareBounds).
   */
  signed?: boolean;
  /**
   * Lower edges of histogram bins, ascending (e.g. [0, 2, 4, 8]: 0-1, 2-3,
   * 4-7, 8+): a match then also records how the value falls per game, as the
   * distribution metric `<id>PerGame` (statisticBins.ts), not just its mean.
   */
  bins?: readonly number[];
}

export interface NarrativeContext {
  /** Display names by seat, e.g. ['Ada (A)', 'Bo (B)']. */
  names: readonly [string, string];
}

export interface GameDefinition<S extends GameState = GameState, TSide extends Side = Side> {
  id: string;
  title: string;
  /** One line for `playtest game --help`: what the game is and what it is for. */
  summary: string;
  sideSchema: SideSchema;
  /** The rulebooks' example forces by id (`preset:<id>`), each valid against sideSchema. */
  presets: Readonly<Record<string, TSide>>;
  variants: Readonly<Record<string, GameVariant>>;
  /** Display name of a side (its `name` field, usually). */
  sideName(side: TSide): string;
  newGame(setup: NewGame<TSide>): S;
  deserialize(serialized: SerializedState): S;
  /** The game's own player for `--agent-a heuristic` (null: none; greedy on `evaluate` is the fallback). */
  heuristic: HeuristicPolicy | null;
  /** Settings of that player (`heuristic:key=value`), e.g. a Warp Flare spending policy; {} for none. */
  heuristicOptions: Readonly<Record<string, HeuristicOption>>;
  /**
   * The `rolls` of a `greedy` spec that names none, and of a search agent's greedy rollouts (agentSpec.ts): absent, 0,
   * every chance outcome in expectation. A game whose dice have so many outcomes that the exact one-ply lookahead
   * takes tens of seconds a game sets the sampled count its experiments call "the one-ply greedy player".
   */
  greedyRolls?: number;
  /**
   * What of the game's data the rulebook does not print, in one sentence, or absent when every number played is the
   * rulebook's: shown with every match and report that plays the game, so an answer is not read as the rulebook's own
   * numbers' when it rests on illustrative ones.
   */
  dataNote?: string;
  /** Heuristic value of a non-terminal state for `player`, higher is better (greedy and rollouts use it). */
  evaluate(state: S, player: number): number;
  /**
   * How long a finished game was, in the game's own unit (turns, rounds), and the least and most it can be whatever
   * the variants (a mean's interval is clipped to them: Jovian Wars' "6.96 (6.92 to 7.01) of 7 turns" until
   * 2026-11-25). Without them: at least 0, no most.
   */
  length: { label: string; of(state: S): number; min?: number; max?: number };
  statistics: Readonly<Record<string, GameStatistic<S>>>;
  /** The event log as lines a designer can follow: round or turn, who acts, the roll, the result, the state that matters. */
  narrate(events: readonly GameEvent[], context: NarrativeContext): string[];
}

/** Helps inference: `export const pig = defineGame({...})` checks every member against the state type. */
export function defineGame<S extends GameState, TSide extends Side>(definition: GameDefinition<S, TSide>): GameDefinition<S, TSide> {
  return definition;
}
