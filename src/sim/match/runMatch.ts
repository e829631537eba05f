/**
 * `playtest match`: N games of side A against side B, in pairs with the
 * sides swapped, on the experiment runner (in this thread for one worker, on a
 * workerpool otherwise; the numbers are the same). Returns one summary: wins,
 * draws, A's win rate with its interval (draws count half), game length and
 * the game's own statistics, each mean with its interval.
 *
 * Chunks hold MATCH_CHUNK_PAIRS pairs (matchExperiment.ts), not the runner's
 * 8192 trials, so every worker shares even a short match.
 *
 * Example: await runMatch({ system: 'pig', a: 'preset:standard', b: 'preset:standard',
 *   agentA: 'greedy', agentB: 'random', games: 200, seed: 1 }) -> { winsA: 190, ... }.
 */
import { availableParallelism } from 'node:os';
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { winRate } from '../../stats/index.ts';
import type { Experiment } from '../experiment.ts';
import { executorFor } from '../executor.ts';
import { makePlan } from '../plan.ts';
import type { MeanMetric, DistributionMetric } from '../result.ts';
import { runExperiment } from '../runExperiment.ts';
import { summarizeArms } from '../summarize.ts';
import { makeAgent } from '../../game/agents/agentSpec.ts';
import { agentContext } from '../../game/matchSetup.ts';
import { GameInputError, namingSides } from '../../game/gameInputError.ts';
import { loadSide } from '../../game/loadSide.ts';
import { findGame } from '../../game/registry.ts';
import { chooseGameVariants } from '../../game/variants.ts';
import { MATCH_MODULE, matchExperiment } from './matchExperiment.ts';
import type { MatchParams } from '../../game/matchSetup.ts';
import { PAIR_KEYS } from './pairTrial.ts';

export const MAX_GAMES = 100_000_000;

export interface MatchRequest {
  system: string;
  /** Side sources: a JSON file or preset:<id>. */
  a: string;
  b: string;
  agentA: string;
  agentB: string;
  games: number;
  seed: number;
  workers?: number;
  variants?: readonly string[];
  /** Called as chunks finish: pairs played so far, pairs in all (the CLI's progress bar). */
  onProgress?: (pairs: number, total: number) => void;
}

export interface Estimate {
  label: string;
  unit: string;
  mean: number;
  ci: [number, number];
}

export interface MatchSummary {
  system: string;
  a: { source: string; name: string };
  b: { source: string; name: string };
  agentA: string;
  agentB: string;
  variants: Record<string, string>;
  seed: number;
  games: number;
  pairs: number;
  winsA: number;
  winsB: number;
  draws: number;
  /** (winsA + draws/2) / games. */
  winRateA: number;
  /** 95% interval for winRateA (stats/winRate.ts: Wilson-type, draws count half). */
  ci: [number, number];
  /** 95% interval for A's mean score from the pair means (respects the pairing). */
  pairedCi: [number, number];
  /** What of the game's data is illustrative (GameDefinition.dataNote), when some is. */
  dataNote?: string;
  meanLength: number;
  length: Estimate;
  /** How A did by seat: wins of A when A moved first and when B moved first. */
  bySeat: { aFirst: { winsA: number; draws: number; winsB: number }; bFirst: { winsA: number; draws: number; winsB: number } };
  statistics: Record<string, Estimate>;
  gamesPerSecond: number;
  timing: { seconds: number; workers: number };
  /** The command that reproduces these numbers. */
  command: string;
}

function quote(word: string): string {
  return /^[\w.,:/=+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export async function runMatch(request: MatchRequest): Promise<MatchSummary> {
  const game = findGame(request.system);
  // Two pairs at least: the per-game figures' intervals come from the spread between pairs, and one pair has none.
  if (!(Number.isSafeInteger(request.games) && request.games >= 4 && request.games % 2 === 0 && request.games <= MAX_GAMES)) {
    throw new GameInputError(`--games must be an even whole number from 4 to ${MAX_GAMES} (games are played in pairs with the sides swapped, and an interval needs two pairs or more), got ${request.games}`);
  }
  if (!(Number.isSafeInteger(request.seed) && request.seed >= 0)) throw new GameInputError(`--seed must be a non-negative whole number, got ${request.seed}`);
  const sideA = loadSide(game, request.a);
  const sideB = loadSide(game, request.b);
  const variants = chooseGameVariants(game, request.variants ?? []);
  // Making the agents once here checks game-specific settings (heuristic:flares=...) before any thread starts.
  const context = agentContext(game);
  const agentA = makeAgent(request.agentA, context, '--agent-a').spec;
  const agentB = makeAgent(request.agentB, context, '--agent-b').spec;
  // Rule clashes between sides and variants (e.g. a head start above the target) fail here, in one line, not in a worker.
  namingSides(() => game.newGame({ sides: [sideA, sideB], variants, chance: Xoshiro128.stream(0, 0), log: false }), request.a, request.b);

  const pairs = request.games / 2;
  const params: MatchParams = { system: game.id, sideA, sideB, agentA, agentB, variants };
  // The runner works with the type-erased Experiment (as when it loads an experiment file).
  const experiment = matchExperiment(
    { id: `${game.id}-match`, title: `${game.title}: ${game.sideName(sideA)} (A) vs ${game.sideName(sideB)} (B)`, question: 'How often does A beat B?', pairs },
    [{ id: 'match', params }],
  ) as unknown as Experiment;
  const words = ['playtest', 'match', game.id, '--a', request.a, '--b', request.b, '--agent-a', agentA, '--agent-b', agentB, '--games', String(request.games), '--seed', String(request.seed)];
  for (const [name, value] of Object.entries(variants)) words.push('--variant', `${name}=${value}`);
  const command = words.map(quote).join(' ');
  const plan = makePlan(experiment, { system: game.id, seed: request.seed, budget: pairs, targetHalfWidth: null, setup: { data: {}, variants: {} }, sets: {}, command });
  if (request.workers !== undefined && !(Number.isInteger(request.workers) && request.workers >= 1)) {
    throw new GameInputError(`--workers must be a positive whole number, got ${request.workers}`);
  }
  // More workers than chunks would only start idle threads; the count never changes the numbers.
  const workers = Math.min(request.workers ?? availableParallelism(), plan.totalChunks);

  const executor = executorFor(workers, plan, experiment, MATCH_MODULE);
  const started = performance.now();
  let totals: Float64Array;
  try {
    totals = (await runExperiment({ plan, executor, onProgress: request.onProgress })).totals;
  } finally {
    await executor.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const [arm] = summarizeArms(plan, totals);

  const pair = arm.metrics.pair as DistributionMetric;
  const tally = { aFirst: [0, 0, 0], bFirst: [0, 0, 0] };
  PAIR_KEYS.forEach((_, k) => {
    tally.aFirst[Math.floor(k / 3)] += pair.counts[k];
    tally.bFirst[k % 3] += pair.counts[k];
  });
  const seat = (counts: number[]) => ({ winsA: counts[0], draws: counts[1], winsB: counts[2] });
  const winsA = tally.aFirst[0] + tally.bFirst[0];
  const draws = tally.aFirst[1] + tally.bFirst[1];
  const winsB = tally.aFirst[2] + tally.bFirst[2];
  const rate = winRate(winsA, draws, winsB);
  const estimate = (id: string): Estimate => {
    const metric = arm.metrics[id] as MeanMetric;
    return { label: metric.label, unit: metric.unit, mean: metric.mean, ci: metric.ci };
  };
  const length = estimate('length');
  return {
    system: game.id,
    a: { source: request.a, name: game.sideName(sideA) },
    b: { source: request.b, name: game.sideName(sideB) },
    agentA,
    agentB,
    variants,
    seed: request.seed,
    games: request.games,
    pairs,
    winsA,
    winsB,
    draws,
    winRateA: rate.rate,
    ci: rate.ci,
    // Already within [0, 1]: scoreA declares its bounds (matchMetrics), so summarize clips t's interval to them.
    pairedCi: (arm.metrics.scoreA as MeanMetric).ci,
    meanLength: length.mean,
    length,
    bySeat: { aFirst: seat(tally.aFirst), bFirst: seat(tally.bFirst) },
    statistics: Object.fromEntries(Object.keys(game.statistics).map((id) => [id, estimate(id)])),
    gamesPerSecond: seconds > 0 ? request.games / seconds : 0,
    timing: { seconds, workers },
    command,
    ...(game.dataNote ? { dataNote: game.dataNote } : {}),
  };
}
