/**
 * An option given twice. One that takes a single value (a seed, a side, an Element type) is refused by name with
 * both values, not joined into one odd value ('1,2') for the option's own check to report; two values for one
 * variant are refused (two readings of one rule cannot both hold) where before the last one won unseen. Options
 * meant to repeat (--tactic, --variant for different rules, --set) still do.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../src/cli/bin.mjs', import.meta.url));

function playtest(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const RR = ['preset:dwarven-throng', 'preset:ghostly-host'];

describe('an option given twice', () => {
  it.each([
    [['roll', 'bullets', '--rof', '3', '--rof', '4', '--acc', '5', '--dodge', '3'], '--rof is given 2 times (3, 4); give it once'],
    [['attack', 'rattle-and-rend', '--attacker', 'fighters', '--attacker', 'heavy', '--target', 'fighters'], '--attacker is given 2 times (fighters, heavy); give it once'],
    [['attack', 'exoshift', '--attacker', 'sol-line-infantry', '--target', 'sol-line-infantry', '--extra-shots', '1', '--extra-shots', '2'], '--extra-shots is given 2 times (1, 2); give it once'],
    [['match', 'rattle-and-rend', '--a', RR[0], '--a', RR[1], '--b', RR[1], '--games', '4'], `--a is given 2 times (${RR[0]}, ${RR[1]}); give it once`],
    [['run', 'experiments/exoshift/cover.ts', '--seed', '1', '--seed', '2', '--trials', '2'], '--seed is given 2 times (1, 2); give it once'],
    [['match', 'rattle-and-rend', '--a', RR[0], '--b', RR[1], '--games', '4', '--variant', 'dice=cancel', '--variant', 'dice=stack'], '--variant dice is given twice (cancel, stack); give one value'],
    [['attack', 'rattle-and-rend', '--attacker', 'fighters', '--target', 'fighters', '--variant', 'dice=cancel', '--variant', 'dice=stack'], '--variant dice is given twice (cancel, stack); give one value'],
  ])('%j is refused in one line naming the option and both values', (args, message) => {
    const run = playtest(...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`playtest: ${message}\n`);
  });

  it('options meant to repeat still do: two Tactics, two different variants, one variant given twice alike', () => {
    const attack = playtest('attack', 'rattle-and-rend', '--attacker', 'fighters', '--target', 'fighters', '--tactic', 'elites', '--tactic', 'poisoners', '--variant', 'dice=stack', '--variant', 'poisoners=as-written', '--variant', 'dice=stack', '--json');
    expect(attack.stderr).toBe('');
    const parsed = JSON.parse(attack.stdout) as { variants: Record<string, string> };
    expect(parsed.variants.dice).toBe('stack');
    expect(parsed.variants.poisoners).toBe('as-written');
  });
});
