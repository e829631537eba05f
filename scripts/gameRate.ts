/**
 * Games per second on one thread, as the match trial plays them (reused agent
 * and chance generators, no log), for the per-system benchmarks
 * (scripts/bench-<system>.ts). Two ways to run the same code:
 * - `gameRate`, in this process: under tsx every imported binding read is a
 *   getter call, which costs some games/s;
 * - `bundledGameRate()`, the same function built with esbuild into one
 *   JavaScript file, as the match runner's pool threads run a game
 *   (src/sim/workerBundle.ts).
 * Both report wall-clock and CPU-time rates: on a shared machine the wall clock
 * also counts other processes' work.
 */
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../src/game/playGame.ts';
import { findGame } from '../src/game/registry.ts';
import { chooseGameVariants } from '../src/game/variants.ts';
import { runMatch } from '../src/sim/match/runMatch.ts';
import { restoreTopLevelConst } from '../src/sim/topLevelConst.ts';
import { describeRepeated, repeatRate, type Rate } from './benchRepeat.ts';

export interface GameRate extends Rate {
  /** Decisions (agent moves) per game. */
  decisions: number;
  /** The game's own length measure per game (rounds, turns...: GameDefinition.length). */
  length: number;
}

/**
 * `games` games of `spec` against itself between two presets, after a tenth as
 * many to warm up the JIT. Example: gameRate('exoshift', 'heuristic', 500, ['sol-line-patrol', 'sol-fire-support']).
 */
export function gameRate(system: string, spec: string, games: number, presets: readonly [string, string], variants: readonly string[] = []): GameRate {
  const game = findGame(system);
  const context = agentContext(game);
  const seats = [
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
  ] as const;
  const chance = new Xoshiro128(1, 0, 0, 0);
  const words = new Uint32Array(STREAM_WORDS);
  const root = Xoshiro128.stream(1, 0);
  const sides = [game.presets[presets[0]], game.presets[presets[1]]] as const;
  const chosen = chooseGameVariants(game, variants);
  const play = (n: number) => {
    let decisions = 0;
    let length = 0;
    for (let g = 0; g < n; g++) {
      dealStreams(root, words);
      resetTo(seats[0].rng, words, 4);
      resetTo(seats[1].rng, words, 8);
      const state = game.newGame({ sides, variants: chosen, chance: resetTo(chance, words, 0), log: false });
      decisions += playToEnd(state, seats);
      length += game.length.of(state);
    }
    return { decisions, length };
  };
  play(Math.max(1, Math.floor(games / 10)));
  const start = performance.now();
  const cpu = process.cpuUsage();
  const { decisions, length } = play(games);
  const used = process.cpuUsage(cpu);
  return { wall: games / ((performance.now() - start) / 1000), cpu: games / ((used.user + used.system) / 1e6), decisions: decisions / games, length: length / games };
}

/**
 * esbuild's one-file bundle of the TypeScript `contents` (imports resolved from the tree at `tree`, packages left as
 * imports), written as workerBundle.ts writes the pool threads' bundle (top-level consts kept: topLevelConst.ts).
 */
export async function bundleText(tree: string, contents: string, sourcefile: string): Promise<string> {
  const esbuild = await import('esbuild');
  const built = await esbuild.build({
    stdin: { contents, resolveDir: tree, sourcefile, loader: 'ts' },
    absWorkingDir: tree,
    tsconfig: join(tree, 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  return restoreTopLevelConst(built.outputFiles[0].text).code;
}

/** `gameRate` built with esbuild into one JavaScript file and loaded; null when esbuild cannot build it (the bundled lines are then left out). */
export async function bundledGameRate(): Promise<typeof gameRate | null> {
  try {
    const root = fileURLToPath(new URL('../', import.meta.url));
    const code = await bundleText(root, `export { gameRate } from ${JSON.stringify(fileURLToPath(import.meta.url))};\n`, 'bench-game-rate-entry.ts');
    const dir = join(root, 'node_modules', '.cache', 'playtest-workers');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `bench-game-rate-${process.pid}.mjs`);
    writeFileSync(file, code);
    try {
      return ((await import(pathToFileURL(file).href)) as { gameRate: typeof gameRate }).gameRate;
    } finally {
      unlinkSync(file); // loaded: the file is not needed again
    }
  } catch {
    return null;
  }
}

/** One line of a system's one-thread benchmark. */
export interface RateCase {
  agent: string;
  games: number;
  /** The line's text (default "<agent> vs <agent>, one thread"). */
  text?: string;
  /** Presets other than the system's benchmark pair. */
  presets?: readonly [string, string];
  /** Appended inside the brackets, e.g. '; target 500'. */
  note?: string;
  /** Also measured on the esbuild bundle, as pool threads run it. */
  bundled?: boolean;
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(8);
const label = (text: string) => `  ${text}`.padEnd(56);

/**
 * The one-thread lines of a system's benchmark: each case `runs` times
 * (median, with the range of the CPU rates), under tsx and, where asked, on
 * the esbuild bundle; with the decisions and the game's length measure
 * (GameDefinition.length: rounds, turns...) per game.
 */
export async function oneThreadLines(system: string, presets: readonly [string, string], cases: readonly RateCase[], runs: number): Promise<string[]> {
  const lines: string[] = [];
  const lengthLabel = findGame(system).length.label;
  const line = (rate: typeof gameRate, c: RateCase, suffix: string) => {
    const measured = repeatRate(runs, () => rate(system, c.agent, c.games, c.presets ?? presets));
    const per = `${measured.last.decisions.toFixed(0)} decisions, ${measured.last.length.toFixed(1)} ${lengthLabel} a game`;
    lines.push(`${label((c.text ?? `${c.agent} vs ${c.agent}, one thread`) + suffix)}${fmt(measured.wall)} games/s  (${describeRepeated(measured, c.games)}; ${per}${c.note ?? ''})`);
  };
  for (const c of cases) line(gameRate, c, '');
  const bundled = cases.some((c) => c.bundled) ? await bundledGameRate() : null;
  if (bundled) for (const c of cases) if (c.bundled) line(bundled, c, ', esbuild bundle');
  return lines;
}

/**
 * The one-thread line over every pairing of the system's presets (mirrors included), bundled as the pool threads run
 * it: `games` heuristic (or `agent`) games a pairing, then all the games over all their CPU time, with the slowest and
 * fastest pairing. The benchmark pairing is one matchup; a designer's comparison may be any other, and games between
 * other presets can be much longer or shorter (Syndicate Protocol's Composite mirrors run to the round cap).
 */
export async function everyPairingLine(system: string, agent: string, games: number): Promise<string[]> {
  const rate = (await bundledGameRate()) ?? gameRate;
  const ids = Object.keys(findGame(system).presets).sort();
  const pairs: [string, string][] = [];
  for (let i = 0; i < ids.length; i++) for (let j = i; j < ids.length; j++) pairs.push([ids[i], ids[j]]);
  // Warm the JIT on every pairing first: the first pairing timed would otherwise pay the whole warm-up.
  for (const pair of pairs) rate(system, agent, Math.max(10, Math.round(games / 5)), pair);
  const rates = pairs.map((pair) => ({ pair: pair.join(' v '), cpu: rate(system, agent, games, pair).cpu }));
  const seconds = rates.reduce((sum, r) => sum + games / r.cpu, 0);
  const sorted = [...rates].sort((x, y) => x.cpu - y.cpu);
  const slowest = sorted[0];
  const fastest = sorted[sorted.length - 1];
  return [
    `${label(`${agent} vs ${agent}, every pairing, esbuild bundle`)}${fmt((rates.length * games) / seconds)} games per CPU second  (${rates.length} pairings x ${games} games; slowest ${slowest.pair} ${Math.round(slowest.cpu).toLocaleString('en-US')}, fastest ${fastest.pair} ${Math.round(fastest.cpu).toLocaleString('en-US')})`,
  ];
}

/**
 * The issue targets' own measure ("2,000 heuristic games per second on one core, so a 10,000-game comparison takes
 * seconds"): one run of `games` (10,000) games of the benchmark pairing on this thread, bundled as the pool threads run
 * it, after gameRate's warm-up of a tenth as many. The repeated lines above time a few hundred games a run, which still
 * carry some of the JIT's late compiling (Rattle and Rend: ~8% below a long run's rate, SPEED.md fifteenth pass).
 */
export async function comparisonLine(system: string, presets: readonly [string, string], agent: string, games: number): Promise<string[]> {
  const rate = (await bundledGameRate()) ?? gameRate;
  const measured = rate(system, agent, games, presets);
  return [`${label(`${agent}, one ${games.toLocaleString('en-US')}-game run, esbuild bundle`)}${fmt(measured.cpu)} games per CPU second  (${(games / measured.cpu).toFixed(1)} s of CPU for the ${games.toLocaleString('en-US')} games, after ${Math.floor(games / 10).toLocaleString('en-US')} to warm up)`];
}

/**
 * `playtest match` lines: random and heuristic through runMatch's worker pool
 * on one worker and on every core, start-up included; `games(agent, workers)`
 * sizes each run (even, since games are played in pairs). One worker is this
 * thread, already warm from the one-thread lines; every further worker is a new
 * thread whose game code runs 10-100x slower until V8 has optimised it (about
 * 1-1.5 s of CPU for a rulebook game), so runs are sized to last several
 * seconds, or the line on every core shows that warm-up more than the speed.
 */
export async function matchLines(system: string, presets: readonly [string, string], games: (agent: string, workers: number) => number): Promise<string[]> {
  const lines: string[] = [];
  for (const agent of ['random', 'heuristic']) {
    for (const workers of [...new Set([1, availableParallelism()])]) {
      const n = Math.max(2, Math.round(games(agent, workers)));
      const summary = await runMatch({ system, a: `preset:${presets[0]}`, b: `preset:${presets[1]}`, agentA: agent, agentB: agent, games: n - (n % 2), seed: 1, workers });
      lines.push(`${label(`playtest match, ${agent}, ${workers} worker${workers > 1 ? 's' : ''}`)}${fmt(summary.gamesPerSecond)} games/s  (${summary.games} games, start-up and new threads' warm-up included)`);
    }
  }
  return lines;
}
