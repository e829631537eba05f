/**
 * Syndicate Protocol speed (issue 7): full games per second, random and
 * heuristic, on one core (the match trial's loop, reused generators) and on
 * every core through `runMatch`'s workers; plus the attack pipeline, exact
 * attacks compiled per second and sampled attacks per second. Target: 2,000
 * heuristic games/s on one core.
 *
 * `benchSyndicateProtocol()` returns printable lines; `npx tsx
 * scripts/bench-syndicate-protocol.ts [--quick]` prints them.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../src/game/playGame.ts';
import { runMatch } from '../src/sim/match/runMatch.ts';
import { syndicateAttack } from '../src/systems/syndicate-protocol/attack.ts';
import { syndicateProtocol } from '../src/systems/syndicate-protocol/index.ts';
import { defaultVariants } from '../src/systems/syndicate-protocol/rules.ts';
import { describeRepeated, repeatRate } from './benchRepeat.ts';

const TARGET_HEURISTIC_GAMES_PER_SECOND = 2000;

/**
 * Games/s and mean rounds for two agents, one thread, as the match trial
 * plays them: by the wall clock and by the process's CPU time (on a shared
 * machine the wall-clock rate swings with the load; the CPU rate less so).
 */
function gamesPerSecond(spec: string, a: string, b: string, games: number): { rate: number; cpuRate: number; rounds: number } {
  const context = agentContext(syndicateProtocol);
  const seats = [
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
    { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
  ] as const;
  const chance = new Xoshiro128(1, 0, 0, 0);
  const words = new Uint32Array(STREAM_WORDS);
  const root = Xoshiro128.stream(1, 0);
  const sides = [syndicateProtocol.presets[a], syndicateProtocol.presets[b]] as const;
  const variants = defaultVariants();
  let rounds = 0;
  const play = (n: number) => {
    rounds = 0;
    for (let g = 0; g < n; g++) {
      dealStreams(root, words);
      resetTo(seats[0].rng, words, 4);
      resetTo(seats[1].rng, words, 8);
      const state = syndicateProtocol.newGame({ sides, variants, chance: resetTo(chance, words, 0), log: false });
      playToEnd(state, seats);
      rounds += state.round;
    }
  };
  play(Math.max(2, Math.floor(games / 10))); // warm up the JIT
  const start = performance.now();
  const cpu = process.cpuUsage();
  play(games);
  const used = process.cpuUsage(cpu);
  return { rate: games / ((performance.now() - start) / 1000), cpuRate: games / ((used.user + used.system) / 1e6), rounds: rounds / games };
}

function attacksPerSecond(quick: boolean): { compiled: number; sampled: number } {
  const values = { attacker: 'razor', weapon: 'ar-12-vanguard', target: 'lens', armor: 'light-tactical-vest', distance: 5, cover: 'light', moved: false, 'moved-spaces': 0, rail: 'accuracy', status: ['marked'], 'attacker-status': [] };
  const n = quick ? 2_000 : 20_000;
  let start = performance.now();
  for (let i = 0; i < n; i++) syndicateAttack.compile(values, {}).exact();
  const compiled = n / ((performance.now() - start) / 1000);
  const sampler = syndicateAttack.compile(values, {}).sampler();
  const out = new Uint16Array(65_536);
  const rng = Xoshiro128.stream(1, 0);
  const batches = quick ? 5 : 40;
  start = performance.now();
  for (let i = 0; i < batches; i++) sampler.sample(rng, out, out.length);
  return { compiled, sampled: (batches * out.length) / ((performance.now() - start) / 1000) };
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(10);
const label = (text: string) => `  ${text}`.padEnd(52);

export async function benchSyndicateProtocol(quick: boolean): Promise<string[]> {
  const lines = ['Syndicate Protocol (issue 7): Lens against Razor, default variants'];
  const games = quick ? 60 : 400;
  const runs = quick ? 1 : 5;
  for (const agent of ['random', 'heuristic']) {
    let rounds = 0;
    const rate = repeatRate(runs, () => {
      const one = gamesPerSecond(agent, 'lens', 'razor', games);
      rounds = one.rounds;
      return { wall: one.rate, cpu: one.cpuRate };
    });
    const target = agent === 'heuristic' ? `; target ${TARGET_HEURISTIC_GAMES_PER_SECOND.toLocaleString('en-US')}` : '';
    lines.push(`${label(`${agent} vs ${agent}, one thread`)}${fmt(rate.wall)} games/s  (${describeRepeated(rate, games)}; ${rounds.toFixed(1)} rounds a game${target})`);
  }
  const cores = availableParallelism();
  for (const agent of ['random', 'heuristic']) {
    const summary = await runMatch({ system: 'syndicate-protocol', a: 'preset:lens', b: 'preset:razor', agentA: agent, agentB: agent, games: quick ? 200 : 2000, seed: 1, workers: cores });
    lines.push(`${label(`playtest match, ${agent}, ${cores} worker${cores > 1 ? 's' : ''}`)}${fmt(summary.gamesPerSecond)} games/s  (${summary.games} games, start-up included)`);
  }
  const attacks = attacksPerSecond(quick);
  lines.push(`${label('attack pipeline, compile + exact')}${fmt(attacks.compiled)} attacks/s`);
  lines.push(`${label('attack pipeline, sampled (dice rolled)')}${fmt(attacks.sampled)} attacks/s`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchSyndicateProtocol(process.argv.includes('--quick'))) console.log(line);
}
