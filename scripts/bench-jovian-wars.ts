/**
 * Jovian Wars game speed (issue 10): games per second, random and heuristic,
 * CEGA Battle Group against Jovian Strike Group (250 TV), on one thread as the
 * match trial plays them, and through runMatch with 1 and 2 workers; and the
 * carrier fleets (CEGA / Jovian Carrier Group: Launch, Land, drones) on one thread.
 * The one-thread lines are given twice: under tsx (this process, every imported
 * binding read a getter call) and on the same code bundled with esbuild, as the
 * match runner's pool threads run it (src/sim/workerBundle.ts).
 * Each one-thread line is the median of 5 runs, with the lowest and highest
 * run's CPU rate (scripts/benchRepeat.ts: the machine's speed drifts).
 * `npx tsx scripts/bench-jovian-wars.ts [--quick]` prints the lines alone.
 */
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../src/game/playGame.ts';
import { runMatch } from '../src/sim/match/runMatch.ts';
import { jovianWars } from '../src/systems/jovian-wars/index.ts';
import { defaultVariants } from '../src/systems/jovian-wars/rules.ts';
import { describeRepeated, repeatRate } from './benchRepeat.ts';

/** Games per second of wall time and of this process's CPU time (the machine is shared: CPU time is the steadier of the two). */
export function gamesPerSecond(spec: string, games: number, presets: readonly [string, string] = ['cega-battle-group', 'jovian-strike-group']): { wall: number; cpu: number } {
  const context = agentContext(jovianWars);
  const seats = [
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
  ] as const;
  const chance = new Xoshiro128(1, 0, 0, 0);
  const words = new Uint32Array(STREAM_WORDS);
  const root = Xoshiro128.stream(1, 0);
  const sides = [jovianWars.presets[presets[0]], jovianWars.presets[presets[1]]] as const;
  const variants = defaultVariants();
  const play = (n: number) => {
    for (let g = 0; g < n; g++) {
      dealStreams(root, words);
      resetTo(seats[0].rng, words, 4);
      resetTo(seats[1].rng, words, 8);
      playToEnd(jovianWars.newGame({ sides, variants, chance: resetTo(chance, words, 0), log: false }), seats);
    }
  };
  play(Math.max(1, Math.floor(games / 10)));
  const start = performance.now();
  const cpu = process.cpuUsage();
  play(games);
  const used = process.cpuUsage(cpu);
  return { wall: games / ((performance.now() - start) / 1000), cpu: games / ((used.user + used.system) / 1e6) };
}

/**
 * This script's gamesPerSecond built with esbuild into one JavaScript file, as
 * the match runner's pool threads run the game (src/sim/workerBundle.ts): no
 * tsx loader, so no getter call per imported binding read. Null when esbuild
 * cannot build it (the bundled lines are then left out).
 */
async function bundledGamesPerSecond(): Promise<typeof gamesPerSecond | null> {
  try {
    const root = fileURLToPath(new URL('../', import.meta.url));
    const esbuild = await import('esbuild');
    const built = await esbuild.build({
      stdin: { contents: `export { gamesPerSecond } from ${JSON.stringify(fileURLToPath(import.meta.url))};\n`, resolveDir: root, sourcefile: 'bench-jovian-wars-entry.ts', loader: 'ts' },
      absWorkingDir: root,
      tsconfig: join(root, 'tsconfig.json'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    const dir = join(root, 'node_modules', '.cache', 'playtest-workers');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `bench-jovian-wars-${process.pid}.mjs`);
    writeFileSync(file, built.outputFiles[0].text);
    try {
      return ((await import(pathToFileURL(file).href)) as { gamesPerSecond: typeof gamesPerSecond }).gamesPerSecond;
    } finally {
      unlinkSync(file); // loaded: the file is not needed again
    }
  } catch {
    return null;
  }
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(8);
const label = (text: string) => `  ${text}`.padEnd(54);

export async function benchJovianWars(quick: boolean): Promise<string[]> {
  const scale = quick ? 0.2 : 1;
  const runs = quick ? 1 : 5;
  const lines = ['Jovian Wars (issue 10): CEGA Battle Group vs Jovian Strike Group, 250 TV'];
  const oneThread = (text: string, measure: typeof gamesPerSecond, agent: string, games: number, note: string) => {
    const rate = repeatRate(runs, () => measure(agent, games));
    lines.push(`${label(text)}${fmt(rate.wall)} games/s  (${describeRepeated(rate, games)}${note})`);
  };
  oneThread('random vs random, one thread', gamesPerSecond, 'random', Math.round(1000 * scale), '');
  oneThread('heuristic vs heuristic, one thread', gamesPerSecond, 'heuristic', Math.round(500 * scale), '; target 500');
  const bundled = await bundledGamesPerSecond();
  if (bundled) {
    for (const agent of ['random', 'heuristic']) {
      oneThread(`${agent} vs ${agent}, one thread, esbuild bundle`, bundled, agent, Math.round((agent === 'random' ? 1000 : 500) * scale), `; as pool threads run it${agent === 'heuristic' ? '; target 500' : ''}`);
    }
  }
  const carriers = ['cega-carrier-group', 'jovian-carrier-group'] as const;
  for (const agent of ['random', 'heuristic']) {
    oneThread(`${agent} vs ${agent}, carriers, one thread`, (spec, games) => gamesPerSecond(spec, games, carriers), agent, Math.round((agent === 'random' ? 1000 : 500) * scale), '');
  }
  for (const workers of [1, 2]) {
    for (const agent of ['random', 'heuristic']) {
      const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group', agentA: agent, agentB: agent, games: Math.round(400 * scale), seed: 1, workers });
      lines.push(`${label(`playtest match, ${agent}, ${workers} worker${workers > 1 ? 's' : ''}`)}${fmt(summary.gamesPerSecond)} games/s  (${summary.games} games, start-up included)`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchJovianWars(process.argv.includes('--quick'))) console.log(line);
}
