/**
 * Jagged Shards speed (issue 8): battles per second between the illustrative
 * forces (colonial-strike-force vs martian-warband), random and heuristic, on
 * one thread as the match trial plays them (reused generators, no log), and
 * through `playtest match` (runMatch) on one worker and on every core. The
 * issue's target: 2,000 heuristic battles per second on one core.
 * `npx tsx scripts/bench-jagged-shards.ts [--quick]` prints the lines alone.
 *
 * The one-thread lines also give battles per CPU-second of this process
 * (process.cpuUsage): on a shared machine the wall-clock rate falls with the
 * other processes' load, the CPU-time rate much less, so it is the one to
 * compare between runs. Each is the median of five timed runs, with the
 * lowest and highest (scripts/benchRepeat.ts: the machine's speed drifts).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../src/game/playGame.ts';
import { runMatch } from '../src/sim/match/runMatch.ts';
import { jaggedShards } from '../src/systems/jagged-shards/index.ts';
import { describeRepeated, repeatRate } from './benchRepeat.ts';

const A = 'colonial-strike-force';
const B = 'martian-warband';

function gamesPerSecond(spec: string, games: number): { rate: number; cpuRate: number; decisions: number } {
  const context = agentContext(jaggedShards);
  const seats = [
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
  ] as const;
  const chance = new Xoshiro128(1, 0, 0, 0);
  const words = new Uint32Array(STREAM_WORDS);
  const root = Xoshiro128.stream(1, 0);
  const sides = [jaggedShards.presets[A], jaggedShards.presets[B]] as const;
  const play = (n: number) => {
    let decisions = 0;
    for (let g = 0; g < n; g++) {
      dealStreams(root, words);
      resetTo(seats[0].rng, words, 4);
      resetTo(seats[1].rng, words, 8);
      decisions += playToEnd(jaggedShards.newGame({ sides, variants: {}, chance: resetTo(chance, words, 0), log: false }), seats);
    }
    return decisions;
  };
  play(Math.max(1, Math.floor(games / 10))); // warm up the JIT
  const start = performance.now();
  const cpu = process.cpuUsage();
  const decisions = play(games);
  const used = process.cpuUsage(cpu);
  return { rate: games / ((performance.now() - start) / 1000), cpuRate: games / ((used.user + used.system) / 1e6), decisions: decisions / games };
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(8);
const label = (text: string) => `  ${text}`.padEnd(50);

export async function benchJaggedShards(quick = false): Promise<string[]> {
  const scale = quick ? 0.2 : 1;
  const lines = [`Jagged Shards (issue 8): ${A} vs ${B}, battles per second`];
  const runs = quick ? 1 : 5;
  for (const agent of ['random', 'heuristic']) {
    const games = Math.round((agent === 'random' ? 10_000 : 2_000) * scale);
    let decisions = 0;
    const rate = repeatRate(runs, () => {
      const one = gamesPerSecond(agent, games);
      decisions = one.decisions;
      return { wall: one.rate, cpu: one.cpuRate };
    });
    lines.push(`${label(`${agent} vs ${agent}, one thread`)}${fmt(rate.wall)} games/s  (${describeRepeated(rate, games)}${agent === 'heuristic' ? '; target 2,000' : ''}; ${decisions.toFixed(0)} decisions a battle)`);
  }
  const cores = availableParallelism();
  for (const agent of ['random', 'heuristic']) {
    for (const workers of [...new Set([1, cores])]) {
      const games = Math.round((agent === 'random' ? 20_000 : 4_000) * scale * workers);
      const summary = await runMatch({ system: 'jagged-shards', a: `preset:${A}`, b: `preset:${B}`, agentA: agent, agentB: agent, games: games - (games % 2), seed: 1, workers });
      lines.push(`${label(`playtest match, ${agent}, ${workers} worker${workers > 1 ? 's' : ''}`)}${fmt(summary.gamesPerSecond)} games/s  (${summary.games} games, start-up included)`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchJaggedShards(process.argv.includes('--quick'))) console.log(line);
}
