/**
 * `npm run bench`: how fast the toolkit is, measured (never asserted by a test).
 *
 * 1. Rolls per second on one thread for every kernel's sampler, typical cases.
 * 2. Exact-mode time for d6sets pools of 10 and 12 dice.
 * 3. One job — the highest set of a Jovian Wars base-5 pool — done four ways:
 *    our sampler; a hand-written tight loop (inline xoshiro128**, ten d6 per
 *    32-bit word, bit-packed face histogram), the speed to match; a
 *    straightforward loop with an array and an object per roll; and a popular
 *    dice library (@dice-roller/rpg-dice-roller).
 * 4. `playtest roll ... --trials 10000000` end to end.
 * 5. The experiment runner (scripts/bench-runner.ts): 1 vs 2 workers, overhead.
 * 6. Full games (scripts/bench-games.ts): random games/s and search decisions/s.
 * 7. Each rulebook's game (scripts/bench-<system>.ts): random and heuristic games/s.
 * Targets (issue 2): our d6sets sampler >= 0.5x the tight loop, >= 100x the library.
 * Pass --quick for a short run; --runner-trials N sets the runner's trial count.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { KERNELS } from '../src/dice/registry.ts';
import { kernelOptionValues } from '../src/dice/kernel.ts';
import type { KernelName } from '../src/dice/registry.ts';
import { Xoshiro128 } from '../src/rng/xoshiro128.ts';
import { benchRunner } from './bench-runner.ts';
import { benchGames } from './bench-games.ts';
import { benchRattleAndRend } from './bench-rattle-and-rend.ts';
import { benchJaggedShards } from './bench-jagged-shards.ts';
import { benchJovianWars } from './bench-jovian-wars.ts';
import { benchExoshift } from './bench-exoshift.ts';
import { benchSyndicateProtocol } from './bench-syndicate-protocol.ts';

const quick = process.argv.includes('--quick');
const runnerTrialsArg = process.argv.indexOf('--runner-trials');
const runnerTrials = runnerTrialsArg > 0 ? Number(process.argv[runnerTrialsArg + 1]) : quick ? 1e7 : 1e8;

/** Best of a few timed repetitions of `run(n)`, in nanoseconds per unit. */
function nsPer(units: number, run: () => void, repeats = 5): number {
  run(); // warm up the JIT
  let best = Infinity;
  for (let r = 0; r < repeats; r++) {
    const start = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / units);
  }
  return best;
}

const fmtRate = (ns: number) => `${(1e9 / ns / 1e6).toFixed(1).padStart(7)} M/s  (${ns.toFixed(1)} ns)`;

function kernelRate(name: KernelName, values: Record<string, number | boolean | string>, trials: number): number {
  const kernel = KERNELS[name];
  const sampler = kernel.sampler(kernel.parse(values));
  const out = new Uint16Array(trials);
  const rng = Xoshiro128.stream(1, 0);
  return nsPer(trials, () => sampler.sample(rng, out, trials));
}

const defaults = (name: KernelName, given: Record<string, number | boolean | string>) => kernelOptionValues(KERNELS[name], given);

const TRIALS = quick ? 200_000 : 2_000_000;
console.log(`Playtest Lab benchmark — node ${process.version}, one thread unless stated${quick ? ' (quick)' : ''}\n`);
console.log('1. Sampled rolls per second (typical cases)');
const CASES: Array<[string, KernelName, Record<string, number | boolean | string>]> = [
  ['d6sets base 5, flex 1, macro 2', 'd6sets', { base: 5, flex: 1, macro: 2 }],
  ['d6opposed 5/1/2 vs 3', 'd6opposed', { base: 5, flex: 1, macro: 2, 'vs-base': 3 }],
  ['bullets rate of fire 4', 'bullets', { rof: 4, acc: 4, dodge: 3, armor: 1 }],
  ['d20 with a bonus', 'd20', { target: 11, bonus: 1 }],
  ['d100 with reroll', 'd100', { sr: 50, reroll: true }],
  ['d10 test', 'd10', { target: 6 }],
  ['casualty roll', 'casualty', { modifier: 1 }],
  ['melee contest', 'melee', { acc: 2, dodge: 1 }],
  ['construction, Quality 5, time 3', 'construction', { quality: 5, time: 3 }],
  ['arrival from Reserve, number 0', 'arrival', { start: 0 }],
  ['initiative roll, Quality 5 vs 5', 'initiative', { quality: 5, 'vs-quality': 5 }],
];
for (const [label, name, values] of CASES) console.log(`  ${label.padEnd(34)} ${fmtRate(kernelRate(name, defaults(name, values), TRIALS))}`);

console.log('\n2. Exact d6sets (target: any pool of up to 12 dice under 50 ms)');
for (const [base, flex, macro] of [[10, 0, 0], [6, 2, 2], [4, 4, 2], [12, 0, 0], [6, 0, 6], [3, 3, 6], [2, 4, 6], [8, 2, -2]]) {
  const params = KERNELS.d6sets.parse(defaults('d6sets', { base, flex, macro }));
  const ms = nsPer(1, () => KERNELS.d6sets.exact(params), 3) / 1e6;
  console.log(`  base ${base}, flex ${flex}, macro ${macro} (${base + flex + Math.abs(macro)} dice)`.padEnd(40) + `${ms.toFixed(1).padStart(6)} ms`);
}

console.log('\n3. One job four ways: highest set of a base-5 pool');
const ours = kernelRate('d6sets', defaults('d6sets', { base: 5 }), TRIALS);
const tight = nsPer(TRIALS, () => tightLoopBase5(TRIALS));
const naive = nsPer(TRIALS / 10, () => naiveBase5(TRIALS / 10));
const libraryRolls = quick ? 2_000 : 20_000;
const library = nsPer(libraryRolls, () => libraryBase5(libraryRolls), 3);
console.log(`  Playtest Lab d6sets sampler        ${fmtRate(ours)}`);
console.log(`  hand-written tight loop            ${fmtRate(tight)}   ours at ${(tight / ours).toFixed(2)}x its speed (target >= 0.5x)`);
console.log(`  array + object per roll            ${fmtRate(naive)}   ours ${(naive / ours).toFixed(1)}x faster`);
console.log(`  @dice-roller/rpg-dice-roller       ${fmtRate(library)}   ours ${(library / ours).toFixed(0)}x faster (target >= 100x)`);

console.log('\n4. End to end: playtest roll d6sets --base 5 --flex 1 --macro 2 --trials 10000000');
const bin = fileURLToPath(new URL('../src/cli/bin.mjs', import.meta.url));
const start = Date.now();
const roll = spawnSync(process.execPath, [bin, 'roll', 'd6sets', '--base', '5', '--flex', '1', '--macro', '2', '--trials', '10000000', '--json'], { encoding: 'utf8' });
console.log(`  ${roll.status === 0 ? 'finished' : `FAILED (${roll.stderr.trim()})`} in ${((Date.now() - start) / 1000).toFixed(2)} s (including ~0.5 s of start-up)`);

console.log(`\n5. Experiment runner, ${runnerTrials.toExponential(0)} kernel trials`);
for (const line of await benchRunner(runnerTrials)) console.log(`  ${line}`);

console.log('\n6. Full games');
for (const line of await benchGames(quick)) console.log(`  ${line}`);

console.log('\n7. Rulebook games (target: 2,000 heuristic games/s on one core)');
for (const bench of [benchRattleAndRend, benchJaggedShards, benchJovianWars, benchExoshift, benchSyndicateProtocol]) {
  for (const line of await bench(quick)) console.log(`  ${line}`);
}

/** The reference: everything inline, no buffer, a 3-bit-per-face histogram in one integer. */
function tightLoopBase5(trials: number): number {
  let s0 = 0x9e3779b9 | 0, s1 = 0x243f6a88 | 0, s2 = 0xb7e15162 | 0, s3 = 0x6a09e667 | 0;
  let checksum = 0;
  let word = 0;
  let left = 0;
  for (let t = 0; t < trials; t++) {
    let histogram = 0;
    for (let d = 0; d < 5; d++) {
      if (left === 0) {
        do {
          const r1 = Math.imul(s1, 5);
          word = Math.imul((r1 << 7) | (r1 >>> 25), 9) >>> 0;
          const tt = s1 << 9;
          s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= tt; s3 = (s3 << 11) | (s3 >>> 21);
        } while (word >= 4293098496); // 71 * 6^10
        word %= 60466176;
        left = 10;
      }
      const q = (word / 6) | 0;
      histogram += 1 << (3 * (word - q * 6));
      word = q;
      left--;
    }
    let highest = 0;
    for (let f = 0; f < 6; f++) {
      const c = (histogram >> (3 * f)) & 7;
      const level = c < 2 ? 0 : c >= 4 ? 3 : c - 1;
      if (level > highest) highest = level;
    }
    checksum += highest;
  }
  return checksum;
}

function highestOf(faces: number[]): number {
  const counts: Record<number, number> = {};
  for (const f of faces) counts[f] = (counts[f] ?? 0) + 1;
  let highest = 0;
  for (const c of Object.values(counts)) highest = Math.max(highest, c < 2 ? 0 : Math.min(3, c - 1));
  return highest;
}

function naiveBase5(trials: number): number {
  const rng = Xoshiro128.stream(3, 0);
  let checksum = 0;
  for (let t = 0; t < trials; t++) {
    const faces: number[] = [];
    for (let d = 0; d < 5; d++) faces.push(rng.nextInt(1, 6));
    checksum += highestOf(faces);
  }
  return checksum;
}

function libraryBase5(trials: number): number {
  let checksum = 0;
  for (let t = 0; t < trials; t++) {
    const roll = new DiceRoll('5d6');
    const faces = (roll.rolls[0] as unknown as { rolls: Array<{ value: number }> }).rolls.map((r) => r.value);
    checksum += highestOf(faces);
  }
  return checksum;
}
