/**
 * Jovian Wars game speed (issue 10): games per second, random and heuristic,
 * CEGA Battle Group against Jovian Strike Group (250 TV), on one thread as the
 * match trial plays them, and through runMatch with 1 and 2 workers; and the
 * carrier fleets (CEGA / Jovian Carrier Group: Launch, Land, drones) on one thread.
 * The one-thread lines are given twice: under tsx (this process, every imported
 * binding read a getter call) and on the same code bundled with esbuild, as the
 * match runner's pool threads run it (src/sim/workerBundle.ts).
 * Each one-thread line is the median of 5 runs, with the lowest and highest
 * run's CPU rate (scripts/benchRepeat.ts: the machine's speed drifts;
 * scripts/gameRate.ts plays the games).
 * `npx tsx scripts/bench-jovian-wars.ts [--quick]` prints the lines alone.
 */
import { fileURLToPath } from 'node:url';
import { matchLines, oneThreadLines } from './gameRate.ts';

export async function benchJovianWars(quick: boolean): Promise<string[]> {
  const scale = quick ? 0.2 : 1;
  const lines = ['Jovian Wars (issue 10): CEGA Battle Group vs Jovian Strike Group, 250 TV'];
  const random = Math.round(1000 * scale);
  const heuristic = Math.round(500 * scale);
  const carriers = ['cega-carrier-group', 'jovian-carrier-group'] as const;
  lines.push(
    ...(await oneThreadLines(
      'jovian-wars',
      ['cega-battle-group', 'jovian-strike-group'],
      [
        { agent: 'random', games: random, bundled: true },
        { agent: 'heuristic', games: heuristic, note: '; target 500', bundled: true },
        { agent: 'random', games: random, text: 'random vs random, carriers, one thread', presets: carriers },
        { agent: 'heuristic', games: heuristic, text: 'heuristic vs heuristic, carriers, one thread', presets: carriers },
      ],
      quick ? 1 : 5,
    )),
  );
  lines.push(...(await matchLines('jovian-wars', ['cega-battle-group', 'jovian-strike-group'], (_agent, workers) => 1_500 * scale * workers)));
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchJovianWars(process.argv.includes('--quick'))) console.log(line);
}
