/**
 * Rattle and Rend speed (issue 6): random-vs-random and heuristic-vs-heuristic
 * games per second on one thread (the match trial's loop: reused generators,
 * no log), and through `playtest match` with 1 and all workers. Target: 2,000
 * heuristic games/s on one core. `npx tsx scripts/bench-rattle-and-rend.ts [--quick]`.
 * Each one-thread line is the median of 5 timed runs with the lowest and
 * highest run's CPU rate, under tsx and on the esbuild bundle the pool threads
 * run (scripts/gameRate.ts, scripts/benchRepeat.ts: the machine's speed drifts).
 */
import { fileURLToPath } from 'node:url';
import { comparisonLine, everyPairingLine, matchLines, oneThreadLines } from './gameRate.ts';

export async function benchRattleAndRend(quick: boolean): Promise<string[]> {
  const scale = quick ? 0.25 : 1;
  const lines = ['Rattle and Rend (issue 6): Dwarven Throng vs Ghostly Host, default variants'];
  const games = Math.round(400 * scale);
  lines.push(
    ...(await oneThreadLines(
      'rattle-and-rend',
      ['dwarven-throng', 'ghostly-host'],
      [
        { agent: 'random', games, bundled: true },
        { agent: 'heuristic', games, note: '; target 2,000', bundled: true },
      ],
      quick ? 1 : 5,
    )),
  );
  lines.push(...(await comparisonLine('rattle-and-rend', ['dwarven-throng', 'ghostly-host'], 'heuristic', quick ? 1_000 : 10_000)));
  lines.push(...(await everyPairingLine('rattle-and-rend', 'heuristic', quick ? 100 : 500)));
  lines.push(...(await matchLines('rattle-and-rend', ['dwarven-throng', 'ghostly-host'], (_agent, workers) => 2_000 * scale * workers)));
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchRattleAndRend(process.argv.includes('--quick'))) console.log(line);
}
