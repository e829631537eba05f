import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { COIN, folderContents, PIE, playtest, ROOT, SLOW_ANSWER, tempDir } from './helpers.ts';

function oneLine(stderr: string): string {
  expect(stderr.endsWith('\n')).toBe(true);
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  return stderr.trimEnd();
}

// Each CLI call starts node and tsx (about 1 s, several on a busy machine): generous timeouts.
describe('a run that cannot finish says why in one line and writes nothing', { timeout: 60_000 }, () => {
  for (const workers of ['1', '2']) {
    it(`names the experiment and the chunk when a trial function throws (${workers} worker${workers === '1' ? '' : 's'})`, () => {
      const out = join(tempDir(), 'never');
      const run = playtest(['run', COIN, '--set', 'fail=1', '--workers', workers, '--quiet', '--out', out]);
      expect(run.status).not.toBe(0);
      expect(oneLine(run.stderr)).toMatch(/^playtest: experiment fixture-coin failed in chunk \d+: the trial function has a bug$/);
      expect(run.stdout).toBe('');
      expect(existsSync(out)).toBe(false);
    });
  }

  it('lists the known paths for an unknown --set path', () => {
    const run = playtest(['run', COIN, '--set', 'arms.x=1', '--quiet', '--out', join(tempDir(), 'never')]);
    expect(run.status).toBe(2);
    expect(oneLine(run.stderr)).toBe("playtest: unknown --set path 'arms.x' in experiment fixture-coin; known paths: p, edge, fail");
  });

  it('refuses a word where the data holds a number', () => {
    const run = playtest(['run', COIN, '--set', 'p=lots', '--quiet', '--out', join(tempDir(), 'never')]);
    expect(run.status).toBe(2);
    expect(oneLine(run.stderr)).toBe("playtest: --set p needs a number, got 'lots'");
  });

  it('lists the declared variants for an unknown --variant and the values for an unknown value', () => {
    const name = playtest(['run', COIN, '--variant', 'armor=floor1', '--quiet', '--out', join(tempDir(), 'never')]);
    expect(name.status).toBe(2);
    expect(oneLine(name.stderr)).toBe("playtest: unknown --variant 'armor' in experiment fixture-coin; known variants: die (d6|d8)");
    const value = playtest(['run', COIN, '--variant', 'die=d20', '--quiet', '--out', join(tempDir(), 'never')]);
    expect(value.status).toBe(2);
    expect(oneLine(value.stderr)).toBe("playtest: unknown value 'd20' for --variant die in experiment fixture-coin; allowed: d6, d8");
  });

  it('refuses a single trial (a mean\'s interval needs two), writing nothing', () => {
    const dir = tempDir();
    const run = playtest(['run', 'rr-resurrectionists', '--trials', '1', '--quiet', '--out', dir]);
    expect(run.status).toBe(2);
    expect(oneLine(run.stderr)).toBe('playtest: --trials must be between 2 and 1000000000000 (an interval needs the spread of 2 trials or more), got 1');
    expect(existsSync(join(dir, 'result.json'))).toBe(false);
  });

  it('lists the known experiments for an unknown experiment id', () => {
    const run = playtest(['run', 'no-such-question', '--quiet']);
    expect(run.status).toBe(2);
    expect(oneLine(run.stderr)).toMatch(/^playtest: unknown experiment 'no-such-question'; known: .*jw-pool-upgrades.*sp-armor-floor/);
  });

  it('refuses a chart of an unknown kind when the experiment loads, before any trial, and leaves the report there as it was', () => {
    const dir = tempDir();
    expect(playtest(['run', COIN, '--trials', '20000', '--quiet', '--out', dir]).status).toBe(0);
    const before = folderContents(dir);
    const run = playtest(['run', PIE, '--trials', '20000', '--quiet', '--out', dir]);
    expect(run.status).toBe(2);
    expect(oneLine(run.stderr)).toMatch(/^playtest: \S*pie\.ts: experiment fixture-pie: charts\[0\]\.kind is 'pie'; allowed: distribution, arms, forest, sweep, heatmap, matrix, ranking$/);
    expect(run.stdout).toBe('');
    expect(folderContents(dir)).toEqual(before);
  });

  for (const [signal, status] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    it(`stops at ${signal} once the trials are done, before the report is in place: the earlier report stays as it was`, async () => {
      const dir = tempDir();
      expect(playtest(['run', SLOW_ANSWER, '--trials', '20000', '--quiet', '--out', dir]).status).toBe(0);
      const before = folderContents(dir);
      const mark = join(tempDir(), 'answering');
      const args = ['src/cli/bin.mjs', 'run', SLOW_ANSWER, '--trials', '20000', '--seed', '2', '--quiet', '--out', dir];
      const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, PLAYTEST_TEST_MARK: mark } });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += String(chunk)));
      const exited = once(child, 'exit');
      while (!existsSync(mark)) await sleep(20);
      child.kill(signal);
      writeFileSync(`${mark}.go`, '');
      const [code] = await exited;
      expect(code).toBe(status);
      expect(stderr).toBe('playtest: run interrupted; nothing written\n');
      expect(folderContents(dir)).toEqual(before);
      expect(readdirSync(dirname(dir)).filter((name) => name.startsWith(`.tmp-${basename(dir)}-`))).toEqual([]);
    });
  }

  /** Starts playtest with the slow answer's mark, sends `signal` while the answer waits, then lets it go on. */
  async function interrupted(args: string[], signal: NodeJS.Signals): Promise<{ code: number | null; stderr: string }> {
    const mark = join(tempDir(), 'answering');
    const child = spawn(process.execPath, ['src/cli/bin.mjs', ...args], { cwd: ROOT, env: { ...process.env, PLAYTEST_TEST_MARK: mark } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const exited = once(child, 'exit');
    while (!existsSync(mark)) {
      // Ended before its answer was asked for: say why rather than wait for the test's timeout.
      if (child.exitCode !== null) throw new Error(`playtest ${args.join(' ')} ended early: ${stderr}`);
      await sleep(20);
    }
    child.kill(signal);
    writeFileSync(`${mark}.go`, '');
    const [code] = (await exited) as [number | null];
    return { code, stderr };
  }

  it('stops a merge at SIGTERM while its answer is worked out: exit 143, one line, no report', async () => {
    const dir = tempDir();
    for (const i of [0, 1]) expect(playtest(['run', SLOW_ANSWER, '--trials', '20000', '--shard', `${i}/2`, '--quiet', '--out', dir]).status).toBe(0);
    const out = join(dir, 'merged');
    const run = await interrupted(['merge', join(dir, 'part-0-of-2.json'), join(dir, 'part-1-of-2.json'), '--out', out], 'SIGTERM');
    expect(run.code).toBe(143);
    expect(run.stderr).toBe('playtest: merge interrupted; nothing written\n');
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it('stops a report --reanswer at Ctrl-C while the answer is worked out: exit 130, one line, the report as it was', async () => {
    const dir = tempDir();
    expect(playtest(['run', SLOW_ANSWER, '--trials', '20000', '--quiet', '--out', dir]).status).toBe(0);
    const before = folderContents(dir);
    const run = await interrupted(['report', dir, '--reanswer'], 'SIGINT');
    expect(run.code).toBe(130);
    expect(run.stderr).toBe('playtest: report interrupted; 0 of 1 report redrawn, the rest left as they were\n');
    expect(folderContents(dir)).toEqual(before);
    expect(readdirSync(dirname(dir)).filter((name) => name.startsWith(`.tmp-${basename(dir)}-`))).toEqual([]);
  });

  it('refuses to merge when a shard is missing, naming it', () => {
    const dir = tempDir();
    for (const i of [0, 2]) expect(playtest(['run', COIN, '--trials', '30000', '--shard', `${i}/3`, '--quiet', '--out', dir]).status).toBe(0);
    const merge = playtest(['merge', join(dir, 'part-0-of-3.json'), join(dir, 'part-2-of-3.json'), '--out', join(dir, 'merged')]);
    expect(merge.status).toBe(2);
    expect(oneLine(merge.stderr)).toBe('playtest: merge is missing 1 of 4 chunks; add the parts of shard 1/3');
    expect(existsSync(join(dir, 'merged'))).toBe(false);
  });
});

describe('an output folder that cannot be written is named in one line before any trial', { timeout: 60_000 }, () => {
  function refused(args: string[]): string {
    const run = playtest(args[0] === 'run' ? [...args, '--quiet'] : args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    return oneLine(run.stderr);
  }

  it('refuses a file given as --out, or as a folder on its path, to run and to merge', () => {
    const file = join(tempDir(), 'afile');
    writeFileSync(file, 'not a folder');
    expect(refused(['run', COIN, '--trials', '20000', '--out', file])).toBe(`playtest: --out ${file}: is a file, not a folder`);
    expect(refused(['run', COIN, '--trials', '20000', '--out', join(file, 'sub')])).toBe(`playtest: --out ${join(file, 'sub')}: ${file} is a file, not a folder`);
    expect(refused(['run', COIN, '--trials', '20000', '--shard', '0/2', '--out', file])).toBe(`playtest: --out ${file}: is a file, not a folder`);
    const parts = tempDir();
    for (const i of [0, 1]) expect(playtest(['run', COIN, '--trials', '20000', '--shard', `${i}/2`, '--quiet', '--out', parts]).status).toBe(0);
    expect(refused(['merge', join(parts, 'part-0-of-2.json'), join(parts, 'part-1-of-2.json'), '--out', file])).toBe(`playtest: --out ${file}: is a file, not a folder`);
  });

  it('refuses a folder holding anything but a report, which replacing it would delete', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.md'), 'a designer wrote this');
    expect(refused(['run', COIN, '--trials', '20000', '--out', dir])).toBe(
      `playtest: --out ${dir}: holds notes.md, which is not part of a report: a report folder is replaced whole, which would delete it (move it out, or choose another folder)`,
    );
    expect(folderContents(dir)).toEqual({ 'notes.md': 'a designer wrote this' });
  });

  it.runIf(process.platform === 'linux')('refuses a folder where none can be made (/sys), and fails at once under /proc', () => {
    expect(refused(['run', COIN, '--trials', '20000', '--out', '/sys/playtest-out'])).toMatch(/^playtest: --out \/sys\/playtest-out: cannot create a folder in \/sys \(.+\)$/);
    // A recursive mkdir under /proc never returns in Node 20: playtest() gives up after 60 s, this must end long before.
    const started = Date.now();
    expect(refused(['run', COIN, '--trials', '20000', '--out', '/proc/playtest-out'])).toMatch(/^playtest: --out \/proc\/playtest-out: cannot create a folder in \/proc \(.+\)$/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
