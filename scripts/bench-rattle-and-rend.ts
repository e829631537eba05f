/**
 * Rattle and Rend speed (issue 6): random-vs-random and heuristic-vs-heuristic
 * games per second on one thread (the match trial's loop: reused generators,
 * no log), and through `playtest match` with 1 and all workers. Target: 2,000
 * heuristic games/s on one core. `npx tsx scripts/bench-rattle-and-rend.ts [--quick]`.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../src/game/playGame.ts';
import { runMatch } from '../src/sim/match/runMatch.ts';
import { rattleAndRend } from '../src/systems/rattle-and-rend/index.ts';
import { defaultVariants } from '../src/systems/rattle-and-rend/rules.ts';
import { describeRepeated, repeatRate } from './benchRepeat.ts';

function gamesPerSecond(spec: string, games: number): { rate: number; cpuRate: number; decisions: number } {
  const context = agentContext(rattleAndRend);
  const seats = [
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
  ] as const;
  const chance = new Xoshiro128(1, 0, 0, 0);
  const words = new Uint32Array(STREAM_WORDS);
  const root = Xoshiro128.stream(1, 0);
  const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']] as const;
  const variants = defaultVariants();
  let decisions = 0;
  const play = (n: number) => {
    for (let g = 0; g < n; g++) {
      dealStreams(root, words);
      resetTo(seats[0].rng, words, 4);
      resetTo(seats[1].rng, words, 8);
      decisions += playToEnd(rattleAndRend.newGame({ sides, variants, chance: resetTo(chance, words, 0), log: false }), seats);
    }
  };
  play(Math.max(1, Math.floor(games / 10)));
  decisions = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  play(games);
  const used = process.cpuUsage(cpu);
  // Games per CPU second as well: on a shared machine the wall clock also counts other people's work.
  return { rate: games / ((performance.now() - start) / 1000), cpuRate: games / ((used.user + used.system) / 1e6), decisions: decisions / games };
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(8);
const label = (text: string) => `  ${text}`.padEnd(52);

export async function benchRattleAndRend(quick: boolean): Promise<string[]> {
  const scale = quick ? 0.25 : 1;
  const lines = ['Rattle and Rend (issue 6): Dwarven Throng vs Ghostly Host, default variants'];
  const runs = quick ? 1 : 5;
  for (const spec of ['random', 'heuristic']) {
    const games = Math.round(400 * scale);
    let decisions = 0;
    const rate = repeatRate(runs, () => {
      const one = gamesPerSecond(spec, games);
      decisions = one.decisions;
      return { wall: one.rate, cpu: one.cpuRate };
    });
    lines.push(`${label(`${spec} vs ${spec}, one thread`)}${fmt(rate.wall)} games/s  (${describeRepeated(rate, games)}; ${decisions.toFixed(0)} decisions a game; target 2,000 heuristic)`);
  }
  const all = availableParallelism();
  for (const spec of ['random', 'heuristic']) {
    for (const workers of [...new Set([1, all])]) {
      const summary = await runMatch({ system: 'rattle-and-rend', a: 'preset:dwarven-throng', b: 'preset:ghostly-host', agentA: spec, agentB: spec, games: Math.round(800 * scale), seed: 1, workers });
      lines.push(`${label(`playtest match, ${spec} vs ${spec}, ${workers} worker${workers > 1 ? 's' : ''}`)}${fmt(summary.gamesPerSecond)} games/s  (${summary.games} games, start-up included)`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchRattleAndRend(process.argv.includes('--quick'))) console.log(line);
}
