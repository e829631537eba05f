/**
 * Jagged Shards speed (issue 8): battles per second between the illustrative
 * forces (colonial-strike-force vs martian-warband), random and heuristic, on
 * one thread as the match trial plays them (reused generators, no log), and
 * through `playtest match` (runMatch) on one worker and on every core. The
 * issue's target: 2,000 heuristic battles per second on one core.
 * `npx tsx scripts/bench-jagged-shards.ts [--quick]` prints the lines alone.
 *
 * Each one-thread line is the median of 5 timed runs with the lowest and
 * highest run's CPU rate, under tsx and on the esbuild bundle the pool threads
 * run (scripts/gameRate.ts, scripts/benchRepeat.ts: the machine's speed drifts).
 */
import { fileURLToPath } from 'node:url';
import { matchLines, oneThreadLines } from './gameRate.ts';

const A = 'colonial-strike-force';
const B = 'martian-warband';

export async function benchJaggedShards(quick = false): Promise<string[]> {
  const scale = quick ? 0.2 : 1;
  const lines = [`Jagged Shards (issue 8): ${A} vs ${B}, battles per second`];
  lines.push(
    ...(await oneThreadLines(
      'jagged-shards',
      [A, B],
      [
        { agent: 'random', games: Math.round(10_000 * scale), bundled: true },
        { agent: 'heuristic', games: Math.round(2_000 * scale), note: '; target 2,000', bundled: true },
      ],
      quick ? 1 : 5,
    )),
  );
  lines.push(...(await matchLines('jagged-shards', [A, B], (agent, workers) => (agent === 'random' ? 20_000 : 4_000) * scale * workers)));
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchJaggedShards(process.argv.includes('--quick'))) console.log(line);
}
