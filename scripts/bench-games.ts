/**
 * Game speed (issue 5): random-vs-random games per second and search-agent
 * decisions per second on Pig, one thread; and the match runner end to end
 * with 1 and 2 workers. The field's reference: boardgame.io manages about
 * 200 random games/s on a simple dice skirmish; the aim is ten times that
 * per core. `benchGames()` returns printable lines (scripts/bench.ts prints
 * them); `npx tsx scripts/bench-games.ts` prints them alone.
 */
import { fileURLToPath } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { SeatView } from '../src/game/agents/agent.ts';
import { makeAgent } from '../src/game/agents/agentSpec.ts';
import { agentContext } from '../src/game/matchSetup.ts';
import { runMatch } from '../src/sim/match/runMatch.ts';
import { pig } from '../src/game/pig/index.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../src/game/playGame.ts';

const BOARDGAME_IO_RANDOM_GAMES_PER_SECOND = 200;

/** Games/s for two agents on Pig to `target`, one thread, as the match trial plays them (reused generators). */
function gamesPerSecond(specA: string, specB: string, games: number, target = '100'): number {
  const context = agentContext(pig);
  const seats = [
    { agent: makeAgent(specA, context), rng: new Xoshiro128(1, 0, 0, 0) },
    { agent: makeAgent(specB, context), rng: new Xoshiro128(1, 0, 0, 0) },
  ] as const;
  const chance = new Xoshiro128(1, 0, 0, 0);
  const words = new Uint32Array(STREAM_WORDS);
  const root = Xoshiro128.stream(1, 0);
  const sides = [pig.presets.standard, pig.presets.standard] as const;
  const play = (n: number) => {
    for (let g = 0; g < n; g++) {
      dealStreams(root, words);
      resetTo(seats[0].rng, words, 4);
      resetTo(seats[1].rng, words, 8);
      playToEnd(pig.newGame({ sides, variants: { target }, chance: resetTo(chance, words, 0), log: false }), seats);
    }
  };
  play(Math.max(1, Math.floor(games / 10))); // warm up the JIT
  const start = performance.now();
  play(games);
  return games / ((performance.now() - start) / 1000);
}

/** Decisions/s of a search agent from the positions of one greedy game (turn totals 0-20, scores 0-100). */
function decisionsPerSecond(spec: string, decisions: number): number {
  const agent = makeAgent(spec, agentContext(pig));
  const rng = Xoshiro128.stream(3, 0);
  const state = pig.newGame({ sides: [pig.presets.standard, pig.presets.standard], variants: { target: '100' }, chance: Xoshiro128.stream(2, 0), log: false });
  const start = performance.now();
  for (let i = 0; i < decisions; i++) {
    const position = state.clone({ reseed: rng });
    position.turnTotal = (i * 7) % 21;
    position.score0 = (i * 13) % 90;
    position.score1 = (i * 29) % 90;
    agent.act(new SeatView(position, 0), rng);
  }
  return decisions / ((performance.now() - start) / 1000);
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(10);
const label = (text: string) => `  ${text}`.padEnd(44);

export async function benchGames(quick = false): Promise<string[]> {
  const scale = quick ? 0.2 : 1;
  const lines = ['Games (issue 5): Pig, one thread unless stated'];
  const random = gamesPerSecond('random', 'random', Math.round(50_000 * scale));
  lines.push(`${label('random vs random, to 100')}${fmt(random)} games/s  (${(random / BOARDGAME_IO_RANDOM_GAMES_PER_SECOND).toFixed(0)}x boardgame.io's ~200; aim 10x)`);
  lines.push(`${label('greedy vs random, to 100')}${fmt(gamesPerSecond('greedy', 'random', Math.round(5_000 * scale)))} games/s`);
  lines.push(`${label('mcts:iterations=400')}${fmt(decisionsPerSecond('mcts:iterations=400', Math.round(300 * scale)))} decisions/s  (target 100, random rollouts)`);
  lines.push(`${label('mcts:iterations=400,rollout=greedy')}${fmt(decisionsPerSecond('mcts:iterations=400,rollout=greedy', Math.round(40 * scale)))} decisions/s`);
  lines.push(`${label('flat:iterations=400')}${fmt(decisionsPerSecond('flat:iterations=400', Math.round(300 * scale)))} decisions/s`);
  lines.push(`${label('mcts:iterations=1000 vs greedy, to 30')}${fmt(gamesPerSecond('mcts:iterations=1000', 'greedy', Math.round(60 * scale), '30'))} games/s`);
  for (const workers of [1, 2]) {
    const summary = await runMatch({ system: 'pig', a: 'preset:standard', b: 'preset:standard', agentA: 'random', agentB: 'random', games: Math.round(200_000 * scale), seed: 1, workers });
    lines.push(`${label(`playtest match, random vs random, ${workers} worker${workers > 1 ? 's' : ''}`)}${fmt(summary.gamesPerSecond)} games/s  (${summary.games} games, start-up included)`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchGames(process.argv.includes('--quick'))) console.log(line);
}
