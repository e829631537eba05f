/**
 * `playtest roll` as reviewers call it: the command-line contract of
 * `specs/dice-kernels.md`, run as a child process exactly as a user would.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { KERNELS } from '../../src/dice/registry.ts';

const BIN = fileURLToPath(new URL('../../src/cli/bin.mjs', import.meta.url));

function playtest(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function json(...args: string[]) {
  const run = playtest(...args, '--json');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
}

const EXPECTED_KEYS: Array<[string[], string[]]> = [
  [['d100', '--sr', '50'], ['critFail', 'fail', 'success', 'critSuccess']],
  [['d10', '--target', '4'], ['fail', 'success']],
  [['casualty', '--modifier', '1'], ['unhurt', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed']],
  [['d6sets', '--base', '1'], ['N', 'D', 'T', 'Q']],
  [['d20', '--target', '11'], ['fail', 'success', 'critical']],
  [['bullets', '--rof', '3', '--acc', '5', '--dodge', '3'], ['0', '1', '2', '3']],
  [['melee', '--acc', '2', '--dodge', '1'], ['attacker', 'tie', 'defender']],
];

describe('playtest roll --json', () => {
  it.each(EXPECTED_KEYS)('prints one object with every outcome key, even those of probability 0: %j', (args, keys) => {
    const result = json('roll', ...args, '--exact');
    expect(result.mode).toBe('exact');
    expect(result.kernel).toBe(args[0]);
    expect(Object.keys(result.outcomes)).toEqual(keys);
    const total = Object.values(result.outcomes as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('gives d6sets its means and bullets its hits distribution and mean damage', () => {
    const sets = json('roll', 'd6sets', '--base', '5', '--flex', '1', '--macro', '-2');
    expect(sets.params).toMatchObject({ base: 5, flex: 1, macro: -2 });
    expect(typeof sets.meanSets).toBe('number');
    expect(typeof sets.meanDamage).toBe('number');
    const shots = json('roll', 'bullets', '--rof', '3', '--acc', '5', '--dodge', '3', '--armor', '2', '--variant', 'floor1');
    expect(Object.keys(shots.hits)).toEqual(['0', '1', '2', '3']);
    // RoF 3 at HT 4 is binomial(3, 1/2); floor1 turns every 1-3 hits into 1 damage through armor 2.
    expect(shots.hits['0']).toBeCloseTo(1 / 8, 12);
    expect(shots.meanDamage).toBeCloseTo(7 / 8, 12);
  });

  it('in sample mode adds trials and a [lo, hi] interval around every outcome', () => {
    const result = json('roll', 'd20', '--target', '11', '--bonus', '1', '--trials', '20000', '--seed', '5');
    expect(result.mode).toBe('sample');
    expect(result.trials).toBe(20000);
    for (const key of ['fail', 'success', 'critical']) {
      const [lo, hi] = result.ci[key];
      expect(lo).toBeLessThanOrEqual(result.outcomes[key]);
      expect(hi).toBeGreaterThanOrEqual(result.outcomes[key]);
    }
  });

  it('repeats itself byte for byte with the same seed and changes with another', () => {
    const args = ['roll', 'd6sets', '--base', '4', '--flex', '1', '--macro', '2', '--trials', '100000', '--json'];
    const first = playtest(...args, '--seed', '11').stdout;
    expect(playtest(...args, '--seed', '11').stdout).toBe(first);
    const other = JSON.parse(playtest(...args, '--seed', '12').stdout);
    expect(other.outcomes).not.toEqual(JSON.parse(first).outcomes);
  });

  it('prints a readable table with a bar per outcome without --json', () => {
    const run = playtest('roll', 'melee', '--acc', '1', '--dodge', '1');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/attacker\s+41\.67%\s+#+/);
    expect(run.stdout).toMatch(/tie\s+16\.67%/);
  });
});

/** What a flag needs beside it (the kernel refuses it alone with a one-line error). */
const NEEDS: Record<string, string[]> = { 'recover --cover': ['--action', 'rest', '--morale', '5'] };

/** Every on/off option of every kernel, with the kernel's required numbers at their lowest above 0. */
const FLAGS = Object.entries(KERNELS).flatMap(([kernel, k]) =>
  Object.entries(k.options)
    .filter(([, spec]) => spec.kind === 'flag')
    .map(([flag]) => {
      const required = Object.entries(k.options).flatMap(([name, spec]) => (spec.kind === 'int' && spec.required ? [`--${name}`, String(Math.max(1, spec.min ?? 1))] : []));
      return [kernel, flag, [...required, ...(NEEDS[`${kernel} --${flag}`] ?? [])]] as const;
    }),
);

describe('playtest roll on/off options', () => {
  it('has some to check', () => expect(FLAGS.map(([kernel, flag]) => `${kernel} --${flag}`)).toContain('recover --no-enemy-los'));

  // A flag named no-X (recover's --no-enemy-los, README's example) once failed as "Unknown arguments": yargs read it as X=false.
  it.each(FLAGS)('%s --%s is read as given', (kernel, flag, required) => {
    const result = json('roll', kernel, ...required, `--${flag}`);
    expect(result.params[flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())]).toBe(true);
  });

  it('recover --no-enemy-los removes one more Disruption (Exoshift Recover)', () => {
    expect(json('roll', 'recover', '--disruption', '4', '--no-enemy-los').outcomes).toMatchObject({ '0': 0.8, '1': 0.2 });
  });
});

describe('playtest roll with bad input', () => {
  it.each([
    [['roll', 'd7'], /unknown kernel 'd7'; kernels: d100, d10/],
    [['roll', 'd100'], /--sr/],
    [['roll', 'd100', '--sr', 'ten'], /--sr must be a whole number/],
    [['roll', 'd100', '--sr', '2.5'], /--sr must be a whole number/],
    [['roll', 'bullets', '--rof', '-1', '--acc', '3', '--dodge', '3'], /--rof must be between 0/],
    [['roll', 'd20', '--target', '11', '--variant', 'both'], /--variant must be one of cancel, stack/],
    [['roll', 'd100', '--sr', '50', '--crit-fail', '60', '--crit-success', '50'], /--crit-fail: crit bands overlap/],
    [['roll', 'd10', '--target', '3', '--trials', '0'], /--trials must be between 2/],
    // One trial has no spread for a mean's interval (it would print -Infinity to Infinity).
    [['roll', 'd6sets', '--base', '3', '--trials', '1'], /--trials must be between 2 and \d+ \(an interval needs the spread of 2 trials or more\), got 1/],
    [['roll', 'd10', '--target'], /target/],
    // Past 2^53 a double no longer holds every whole number: the largest allowed is named, not "must be a whole number".
    [['roll', 'd10', '--target', '3', '--trials', '100', '--seed', '99999999999999999999'], /^playtest: --seed is too large: the largest allowed is 9007199254740991, got 99999999999999999999$/m],
  ])('%j exits non-zero with one line naming the option and prints no JSON', (args, message) => {
    const run = playtest(...args, '--json');
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
