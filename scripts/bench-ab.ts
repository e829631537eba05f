/**
 * Is this tree faster than an earlier one? Builds the one-thread game loop (gameRate.ts, as the pool threads run it:
 * one esbuild bundle) of `--base` (a git ref, checked out into a temporary worktree) and of this working tree, then
 * runs the two at the same time pinned to the same core (taskset), pair after pair, alternating cores, and prints
 * each pair's CPU rates and the ratio new / base with its median.
 *
 * Why pairs on one core: this machine's speed drifts by a quarter to a third within minutes (benchRepeat.ts), so two
 * runs made one after the other do not compare below a few per cent, while two runs sharing a core at once meet the
 * same conditions (a tree against itself: Rattle and Rend heuristic games, 4 pairs, median x1.001, pairs 0.994-1.023;
 * so read the median of several pairs, and a change of under 2% only when every pair agrees). The rates
 * themselves are about half a free core's; only the ratio is the measurement. Short runs (a few hundred games) are
 * dominated by the JIT's warm-up and swing by 10%: keep the default 2,000 games.
 *
 * Example: `npx tsx scripts/bench-ab.ts --base main~2 --system rattle-and-rend --pairs 4`
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleText } from './gameRate.ts';

/** Each system's benchmark pairing (scripts/bench-<system>.ts). */
export const BENCH_PAIRS: Readonly<Record<string, readonly [string, string]>> = {
  'jagged-shards': ['colonial-strike-force', 'martian-warband'],
  exoshift: ['sol-line-patrol', 'sol-fire-support'],
  'jovian-wars': ['cega-battle-group', 'jovian-strike-group'],
  'syndicate-protocol': ['lens', 'razor'],
  'rattle-and-rend': ['dwarven-throng', 'ghostly-host'],
};

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'bench-ab');

export interface AbOptions {
  base: string;
  system: string;
  agent: string;
  games: number;
  pairs: number;
}

/** The options from the command line, with one-line errors naming the flag and what it allows. */
export function abOptions(argv: readonly string[]): AbOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { base: { type: 'string' }, system: { type: 'string', default: 'rattle-and-rend' }, agent: { type: 'string', default: 'heuristic' }, games: { type: 'string', default: '2000' }, pairs: { type: 'string', default: '4' } },
  });
  if (!values.base) throw new Error('bench-ab: --base is required: the git ref to compare this tree with (e.g. main~1)');
  const system = values.system as string;
  if (!BENCH_PAIRS[system]) throw new Error(`bench-ab: unknown --system ${system}; allowed: ${Object.keys(BENCH_PAIRS).join(', ')}`);
  const agent = values.agent as string;
  if (agent !== 'heuristic' && agent !== 'random') throw new Error(`bench-ab: unknown --agent ${agent}; allowed: heuristic, random`);
  const games = Number(values.games);
  const pairs = Number(values.pairs);
  if (!Number.isInteger(games) || games < 1) throw new Error(`bench-ab: --games must be a whole number of 1 or more, not ${values.games}`);
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`bench-ab: --pairs must be a whole number of 1 or more, not ${values.pairs}`);
  return { base: values.base, system, agent, games, pairs };
}

/** The lines a finished comparison prints: each pair's rates and ratio, then the ratios' median and range. */
export function abSummary(rates: readonly { base: number; tree: number }[]): string[] {
  const ratios = rates.map((r) => r.tree / r.base);
  const sorted = [...ratios].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const faster = ratios.filter((r) => r > 1).length;
  return [
    ...rates.map((r, k) => `  pair ${k + 1}: base ${Math.round(r.base).toLocaleString('en-US')}, this tree ${Math.round(r.tree).toLocaleString('en-US')} games per CPU second (x${ratios[k].toFixed(3)})`),
    `  this tree / base: median x${median.toFixed(3)} (${sorted[0].toFixed(3)}-${sorted[sorted.length - 1].toFixed(3)}), faster in ${faster} of ${ratios.length} pairs`,
  ];
}

/** A runnable bundle of `tree`'s game loop: prints gameRate's JSON for argv system, agent, games, presets. */
async function bundleOf(tree: string, out: string): Promise<void> {
  const entry = `import { gameRate } from ${JSON.stringify(join(tree, 'scripts', 'gameRate.ts'))};\nconst [system, agent, games, a, b] = process.argv.slice(2);\nconsole.log(JSON.stringify(gameRate(system, agent, Number(games), [a, b])));\n`;
  writeFileSync(out, await bundleText(tree, entry, 'bench-ab-entry.ts'));
}

/** Runs `bundle` pinned to `core`; resolves to its games per CPU second. */
function pinnedRate(bundle: string, core: number, o: AbOptions): Promise<number> {
  const [a, b] = BENCH_PAIRS[o.system];
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', String(core), process.execPath, bundle, o.system, o.agent, String(o.games), a, b], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve((JSON.parse(text) as { cpu: number }).cpu) : reject(new Error(`bench-ab: a run exited with ${code}`))));
  });
}

export async function benchAb(o: AbOptions): Promise<string[]> {
  if (spawnSync('taskset', ['-V']).error) throw new Error('bench-ab: taskset (util-linux) is needed to pin both runs to one core');
  mkdirSync(CACHE, { recursive: true });
  const worktree = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  const bundles = { base: join(CACHE, `base-${process.pid}.mjs`), tree: join(CACHE, `tree-${process.pid}.mjs`) };
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`bench-ab: git ${args.join(' ')}: ${r.stderr.trim().split('\n')[0]}`);
  };
  try {
    git('worktree', 'add', '--detach', worktree, o.base);
  } catch (e) {
    rmSync(worktree, { recursive: true, force: true });
    throw e;
  }
  try {
    // The base tree's packages are this tree's (the bundles keep packages as imports, resolved from the cache folder).
    symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'));
    await bundleOf(worktree, bundles.base);
    await bundleOf(ROOT, bundles.tree);
    const rates: { base: number; tree: number }[] = [];
    for (let k = 0; k < o.pairs; k++) {
      const core = k % 2;
      const [base, tree] = await Promise.all([pinnedRate(bundles.base, core, o), pinnedRate(bundles.tree, core, o)]);
      rates.push({ base, tree });
      console.error(`  pair ${k + 1} of ${o.pairs} done`);
    }
    const [a, b] = BENCH_PAIRS[o.system];
    return [`${o.system}, ${a} vs ${b}, ${o.agent} vs ${o.agent}, ${o.games.toLocaleString('en-US')} games a run: this tree against ${o.base}, both at once on one core`, ...abSummary(rates)];
  } finally {
    for (const file of Object.values(bundles)) rmSync(file, { force: true });
    rmSync(join(worktree, 'node_modules'), { force: true }); // the link only
    git('worktree', 'remove', '--force', worktree);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    for (const line of await benchAb(abOptions(process.argv.slice(2)))) console.log(line);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}
