/**
 * Syndicate Protocol speed (issue 7): full games per second, random and
 * heuristic, on one core (the match trial's loop, reused generators) and on
 * every core through `runMatch`'s workers; plus the attack pipeline, exact
 * attacks compiled per second and sampled attacks per second. Target: 2,000
 * heuristic games/s on one core.
 *
 * `benchSyndicateProtocol()` returns printable lines; `npx tsx
 * scripts/bench-syndicate-protocol.ts [--quick]` prints them.
 * Each one-thread line is the median of 5 timed runs with the lowest and
 * highest run's CPU rate, under tsx and on the esbuild bundle the pool threads
 * run (scripts/gameRate.ts, scripts/benchRepeat.ts: the machine's speed drifts).
 */
import { fileURLToPath } from 'node:url';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { syndicateAttack } from '../src/systems/syndicate-protocol/attack.ts';
import { comparisonLine, everyPairingLine, matchLines, oneThreadLines } from './gameRate.ts';

const TARGET_HEURISTIC_GAMES_PER_SECOND = 2000;

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
const label = (text: string) => `  ${text}`.padEnd(56);

export async function benchSyndicateProtocol(quick: boolean): Promise<string[]> {
  const lines = ['Syndicate Protocol (issue 7): Lens against Razor, default variants'];
  const games = quick ? 60 : 400;
  lines.push(
    ...(await oneThreadLines(
      'syndicate-protocol',
      ['lens', 'razor'],
      [
        { agent: 'random', games, bundled: true },
        { agent: 'heuristic', games, note: `; target ${TARGET_HEURISTIC_GAMES_PER_SECOND.toLocaleString('en-US')}`, bundled: true },
      ],
      quick ? 1 : 5,
    )),
  );
  lines.push(...(await comparisonLine('syndicate-protocol', ['lens', 'razor'], 'heuristic', quick ? 1_000 : 10_000)));
  lines.push(...(await everyPairingLine('syndicate-protocol', 'heuristic', quick ? 40 : 300)));
  lines.push(...(await matchLines('syndicate-protocol', ['lens', 'razor'], (_agent, workers) => (quick ? 100 : 1000) * workers)));
  const attacks = attacksPerSecond(quick);
  lines.push(`${label('attack pipeline, compile + exact')}${fmt(attacks.compiled)} attacks/s`);
  lines.push(`${label('attack pipeline, sampled (dice rolled)')}${fmt(attacks.sampled)} attacks/s`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchSyndicateProtocol(process.argv.includes('--quick'))) console.log(line);
}
