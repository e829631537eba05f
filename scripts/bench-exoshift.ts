/**
 * Exoshift speed (issue 9): games per second between the illustrative forces
 * (sol-line-patrol vs sol-fire-support, Control Points), random and
 * heuristic, on one thread as the match trial plays them (reused
 * generators, no log), and through `playtest match` (runMatch) on one worker
 * and on every core. The target (issue 9): 1,000 heuristic games per second
 * on one core. `npx tsx scripts/bench-exoshift.ts [--quick]` prints the lines alone.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../src/game/playGame.ts';
import { runMatch } from '../src/sim/match/runMatch.ts';
import { exoshift } from '../src/systems/exoshift/index.ts';
import { describeRepeated, repeatRate } from './benchRepeat.ts';

const A = 'sol-line-patrol';
const B = 'sol-fire-support';

function gamesPerSecond(spec: string, games: number, a = A, b = B): { rate: number; cpuRate: number; decisions: number } {
  const context = agentContext(exoshift);
  const seats = [
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
  ] as const;
  const chance = new Xoshiro128(1, 0, 0, 0);
  const words = new Uint32Array(STREAM_WORDS);
  const root = Xoshiro128.stream(1, 0);
  const sides = [exoshift.presets[a], exoshift.presets[b]] as const;
  const play = (n: number) => {
    let decisions = 0;
    for (let g = 0; g < n; g++) {
      dealStreams(root, words);
      resetTo(seats[0].rng, words, 4);
      resetTo(seats[1].rng, words, 8);
      decisions += playToEnd(exoshift.newGame({ sides, variants: {}, chance: resetTo(chance, words, 0), log: false }), seats);
    }
    return decisions;
  };
  play(Math.max(1, Math.floor(games / 10))); // warm up the JIT
  const start = performance.now();
  const cpu = process.cpuUsage();
  const decisions = play(games);
  const used = process.cpuUsage(cpu);
  // CPU time as well as wall time: on a shared machine the wall-clock rate swings with the other processes' load.
  return { rate: games / ((performance.now() - start) / 1000), cpuRate: games / ((used.user + used.system) / 1e6), decisions: decisions / games };
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(8);
const label = (text: string) => `  ${text}`.padEnd(50);

export async function benchExoshift(quick = false): Promise<string[]> {
  const scale = quick ? 0.2 : 1;
  const lines = [`Exoshift (issue 9): ${A} vs ${B}, Control Points, games per second`];
  const runs = quick ? 1 : 5;
  const oneThread = (text: string, agent: string, games: number, note: string, a = A, b = B) => {
    let decisions = 0;
    const rate = repeatRate(runs, () => {
      const one = gamesPerSecond(agent, games, a, b);
      decisions = one.decisions;
      return { wall: one.rate, cpu: one.cpuRate };
    });
    lines.push(`${label(text)}${fmt(rate.wall)} games/s  (${describeRepeated(rate, games)}${note}; ${decisions.toFixed(0)} decisions a game)`);
  };
  oneThread('random vs random, one thread', 'random', Math.round(500 * scale), '');
  oneThread('heuristic vs heuristic, one thread', 'heuristic', Math.round(500 * scale), '; target 1,000');
  // Units of several models (10 models a side against 5): the same loop on the sol-fireteams preset.
  oneThread('heuristic, sol-fireteams vs sol-line-patrol', 'heuristic', Math.round(200 * scale), '', 'sol-fireteams', A);
  const cores = availableParallelism();
  for (const agent of ['random', 'heuristic']) {
    for (const workers of [...new Set([1, cores])]) {
      const games = Math.round(400 * scale * workers);
      const summary = await runMatch({ system: 'exoshift', a: `preset:${A}`, b: `preset:${B}`, agentA: agent, agentB: agent, games: games - (games % 2), seed: 1, workers });
      lines.push(`${label(`playtest match, ${agent}, ${workers} worker${workers > 1 ? 's' : ''}`)}${fmt(summary.gamesPerSecond)} games/s  (${summary.games} games, start-up included)`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchExoshift(process.argv.includes('--quick'))) console.log(line);
}
