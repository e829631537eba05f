/**
 * Kernel batch arms are checked against the kernel's option specs before any
 * trial is played (src/sim/checkArms.ts), as `playtest roll` checks them: a
 * value the command refuses is refused in an experiment too, in one line
 * naming the experiment, the arm, the option, the allowed values and the
 * `--set` it came from. These once ran with exit 0 and wrong numbers.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/sim/inputError.ts';
import { runToResult } from '../../src/sim/run.ts';
import { playtest, tempDir } from './helpers.ts';

const BAD_ARM = fileURLToPath(new URL('./fixtures/badKernelArm.ts', import.meta.url));
const run = (experiment: string, sets: string[]) => runToResult({ experiment, trials: 1000, workers: 1, sets });

describe('kernel batch arms are checked before any trial', { timeout: 60_000 }, () => {
  it.each([
    ['sp-armor-floor', 'acc=1.5', 'experiment sp-armor-floor, arm rof1-arm0-floor0: kernel option acc must be a whole number, got 1.5 (from --set acc=1.5)'],
    ['sp-dodge-or-armor', 'floor=bogus', 'kernel option variant must be one of floor0, floor1, got "bogus" (from --set floor=bogus)'],
    ['ex-disruption-casualties', 'power=2.5', 'experiment ex-disruption-casualties, arm q4-d0: kernel option modifier must be a whole number, got -1.5 (from --set power=2.5)'],
    ['jw-pool-upgrades', 'base=1000', 'experiment jw-pool-upgrades, arm base: kernel option base must be between -100 and 100, got 1000 (from --set base=1000)'],
  ])('%s --set %s is refused, naming the arm, the option, the allowed values and the --set', async (experiment, set, message) => {
    const refused = run(experiment, [set]);
    await expect(refused).rejects.toThrow(InputError);
    await expect(refused).rejects.toThrow(message);
  });

  it('names the --set that changed the option, not every --set of the run', async () => {
    await expect(run('sp-armor-floor', ['dodge=2', 'acc=1.5'])).rejects.toThrow(/ \(from --set acc=1\.5\)$/);
  });

  it('refuses an arm the experiment itself writes out of range, and one the kernel refuses, with no --set to blame', async () => {
    await expect(run(BAD_ARM, [])).rejects.toThrow(/^experiment fixture-bad-kernel-arm, arm negative: kernel option rof must be between 0 and 10000, got -1$/);
    await expect(run(BAD_ARM, ['rof=2'])).rejects.toThrow(/^experiment fixture-bad-kernel-arm, arm nothing-to-fix: kernel option fixed-four: one die must be fixed at 4/);
  });

  it('says so on the command line in one line, exit 2, as `playtest roll` refuses the same value', () => {
    const refused = playtest(['run', 'sp-armor-floor', '--trials', '1000', '--set', 'acc=1.5', '--quiet', '--out', tempDir()]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('playtest: experiment sp-armor-floor, arm rof1-arm0-floor0: kernel option acc must be a whole number, got 1.5 (from --set acc=1.5)\n');
    const rolled = playtest(['roll', 'bullets', '--rof', '3', '--acc', '1.5', '--dodge', '3']);
    expect(rolled.status).toBe(2);
    expect(rolled.stderr).toMatch(/^playtest: --acc must be a whole number; got '1.5'\n$/);
  });
});
