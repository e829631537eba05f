/**
 * Exoshift speed (issue 9): games per second between the illustrative forces
 * (sol-line-patrol vs sol-fire-support, Control Points), random and
 * heuristic, on one thread as the match trial plays them (reused
 * generators, no log), and through `playtest match` (runMatch) on one worker
 * and on every core. The target (issue 9): 1,000 heuristic games per second
 * on one core. `npx tsx scripts/bench-exoshift.ts [--quick]` prints the lines alone.
 * Each one-thread line is the median of 5 timed runs with the lowest and
 * highest run's CPU rate, under tsx and on the esbuild bundle the pool threads
 * run (scripts/gameRate.ts, scripts/benchRepeat.ts: the machine's speed drifts).
 */
import { fileURLToPath } from 'node:url';
import { matchLines, oneThreadLines } from './gameRate.ts';

const A = 'sol-line-patrol';
const B = 'sol-fire-support';

export async function benchExoshift(quick = false): Promise<string[]> {
  const scale = quick ? 0.2 : 1;
  const lines = [`Exoshift (issue 9): ${A} vs ${B}, Control Points, games per second`];
  const games = Math.round(500 * scale);
  lines.push(
    ...(await oneThreadLines(
      'exoshift',
      [A, B],
      [
        { agent: 'random', games, bundled: true },
        { agent: 'heuristic', games, note: '; target 1,000', bundled: true },
        // Units of several models (10 models a side against 5): the same loop on the sol-fireteams preset.
        { agent: 'heuristic', games: Math.round(200 * scale), text: 'heuristic, sol-fireteams vs sol-line-patrol', presets: ['sol-fireteams', A] },
      ],
      quick ? 1 : 5,
    )),
  );
  lines.push(...(await matchLines('exoshift', [A, B], (_agent, workers) => 1_500 * scale * workers)));
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchExoshift(process.argv.includes('--quick'))) console.log(line);
}
