/**
 * Games under random combinations of rule variants. The game contract (tests/game/contract.ts) plays each variant value
 * on its own, the defaults elsewhere; this plays several at once (each variant off its default with chance 0.3), with
 * random presets on both seats and the random or heuristic player on each, and checks what no combination may break:
 * every game ends (within MAX_STEPS steps), a decision always has legal actions, the agents choose only legal ones,
 * the returns are two finite numbers, and a game played again by the same agent objects on the same seeds, after the
 * other games, ends in the same state. A combination the game refuses at setup must say so with a GameInputError
 * (a one-line message for the designer), never another exception. `npm test` runs a few games a system
 * (tests/game/variantFuzz.test.ts); run more by hand:
 *
 *   npx tsx scripts/variantFuzz.ts rattle-and-rend 1500 3     (system, games, seed)
 *   npx tsx scripts/variantFuzz.ts exoshift 40 1 greedy,mcts:iterations=50     (other agents: agentSpec.ts)
 */
import { fileURLToPath } from 'node:url';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { SeatView, type Agent } from '../src/game/agents/agent.ts';
import { GameInputError } from '../src/game/gameInputError.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { findGame } from '../src/game/registry.ts';
import { CHANCE, type GameState } from '../src/game/state.ts';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';

export const MAX_STEPS = 200_000;

export interface FuzzSummary {
  games: number;
  /** Games ended cleanly. */
  ended: number;
  /** Combinations refused at setup with a GameInputError, by message. */
  refused: Map<string, number>;
  /** Everything else: each failure's message with the first game that showed it (its settings, to replay it). */
  failures: Map<string, { count: number; game: string }>;
}

export function fuzzVariants(system: string, games: number, seed: number, kinds: readonly string[] = ['random', 'heuristic']): FuzzSummary {
  const game = findGame(system);
  const context = agentContext(game);
  const agents = kinds.map((kind) => makeAgent(kind, context));
  const presets = Object.keys(game.presets);
  const pick = new Xoshiro128(seed, 7, 0, 0);
  const summary: FuzzSummary = { games, ended: 0, refused: new Map(), failures: new Map() };
  const replays: { again: () => string; final: string; settings: string }[] = [];
  for (let g = 0; g < games; g++) {
    const variants: Record<string, string> = {};
    const changed: Record<string, string> = {};
    for (const [name, spec] of Object.entries(game.variants)) {
      variants[name] = pick.nextFloat() < 0.3 ? spec.values[pick.nextBelow(spec.values.length)] : spec.default;
      if (variants[name] !== spec.default) changed[name] = variants[name];
    }
    const names = [presets[pick.nextBelow(presets.length)], presets[pick.nextBelow(presets.length)]] as const;
    const seats = [pick.nextBelow(kinds.length), pick.nextBelow(kinds.length)] as const;
    const settings = `seed ${seed} game ${g}: presets ${names.join(' v ')}, agents ${kinds[seats[0]]} v ${kinds[seats[1]]}, variants ${JSON.stringify(changed)}`;
    let state: GameState;
    try {
      state = game.newGame({ sides: [game.presets[names[0]], game.presets[names[1]]], variants, chance: Xoshiro128.stream(seed, g), log: false });
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof GameInputError) summary.refused.set(message, (summary.refused.get(message) ?? 0) + 1);
      else note(summary, `setup threw ${(error as Error).name}: ${message}`, settings);
      continue;
    }
    const again = () => {
      const replayed = game.newGame({ sides: [game.presets[names[0]], game.presets[names[1]]], variants, chance: Xoshiro128.stream(seed, g), log: false });
      play(replayed, [agents[seats[0]], agents[seats[1]]], [Xoshiro128.stream(seed, games + 2 * g), Xoshiro128.stream(seed, games + 2 * g + 1)]);
      return JSON.stringify(replayed.serialize());
    };
    try {
      play(state, [agents[seats[0]], agents[seats[1]]], [Xoshiro128.stream(seed, games + 2 * g), Xoshiro128.stream(seed, games + 2 * g + 1)]);
      summary.ended++;
      if (g % REPLAY_EVERY === 0) replays.push({ again, final: JSON.stringify(state.serialize()), settings });
    } catch (error) {
      note(summary, (error as Error).message, settings);
    }
  }
  // Every REPLAY_EVERY-th game is played again once all the others have been, by the same agent objects on the same
  // seeds: it must end in the same state, so nothing a player keeps between games (the heuristics' caches) changes
  // how it plays.
  for (const { again, final, settings } of replays) {
    try {
      if (again() !== final) note(summary, 'the same seeds played again, after other games, gave another game', settings);
    } catch (error) {
      note(summary, `played again: ${(error as Error).message}`, settings);
    }
  }
  return summary;
}

/** How often a game is replayed to check determinism (every fifth). */
const REPLAY_EVERY = 5;

function note(summary: FuzzSummary, message: string, settings: string): void {
  const seen = summary.failures.get(message);
  if (seen) seen.count++;
  else summary.failures.set(message, { count: 1, game: settings });
}

function play(state: GameState, agents: readonly [Agent, Agent], rngs: readonly [Xoshiro128, Xoshiro128]): void {
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  for (let steps = 0; !state.isTerminal(); steps++) {
    if (steps >= MAX_STEPS) throw new Error(`no end after ${MAX_STEPS} steps`);
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      state.applyChance();
      continue;
    }
    const legal = state.legalActions();
    if (legal.length === 0) throw new Error('a decision with no legal action');
    const action = agents[mover].act(views[mover], rngs[mover]);
    if (!legal.includes(action)) throw new Error(`seat ${mover}'s agent chose ${action}, not a legal action`);
    state.apply(action);
  }
  const returns = state.returns();
  if (returns.length !== 2 || !returns.every(Number.isFinite)) throw new Error(`returns ${JSON.stringify(returns)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [system, games = '200', seed = '1', agents = 'random,heuristic'] = process.argv.slice(2);
  if (!system) {
    process.stderr.write('usage: npx tsx scripts/variantFuzz.ts SYSTEM [GAMES] [SEED] [AGENTS, comma-separated: random,heuristic]\n');
    process.exit(2);
  }
  const summary = fuzzVariants(system, Number(games), Number(seed), agents.split(','));
  const refused = [...summary.refused.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`${system}: ${summary.ended} of ${summary.games} games ended cleanly, ${refused} combinations refused at setup, ${summary.failures.size} kinds of failure\n`);
  for (const [message, count] of summary.refused) process.stdout.write(`  refused ${count}x: ${message}\n`);
  for (const [message, { count, game }] of summary.failures) process.stdout.write(`  FAILED ${count}x: ${message}\n    first: ${game}\n`);
  process.exit(summary.failures.size > 0 ? 1 : 0);
}
