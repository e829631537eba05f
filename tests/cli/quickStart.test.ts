/**
 * The command's fast start (bin.mjs, cliBundle.ts): roll, attack, game and
 * match run from a prebuilt bundle of the sources instead of through tsx. The
 * bundle must answer exactly as the sources do, errors included, be reused
 * while its sources are unchanged, and be refused once one changes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBundle } from '../../src/cli/cliBundle.ts';
import { freshBundle, hashOf } from '../../src/sim/bundleCache.mjs';

const BIN = fileURLToPath(new URL('../../src/cli/bin.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The command as a user runs it, from the bundle (the default) or through tsx (PLAYTEST_CLI_BUNDLE=0). */
function playtest(bundle: boolean, args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, PLAYTEST_CLI_BUNDLE: bundle ? '1' : '0' } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A match's text without its speed line, the one part allowed to differ between runs. */
function withoutSpeed(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/games\/s|per second/.test(line))
    .join('\n');
}

let bundle: string;
beforeAll(async () => {
  const built = await cliBundle();
  expect(built).not.toBeNull();
  bundle = built!;
}, 60_000);

describe('the bundled command', () => {
  const same: Array<[string, string[]]> = [
    ['an exact attack as JSON', ['attack', 'rattle-and-rend', '--attacker', 'fighters', '--target', 'heavy', '--melee', '--charge', '--exact', '--json']],
    ['a sampled attack', ['attack', 'syndicate-protocol', '--attacker', 'razor', '--weapon', 'ar-12-vanguard', '--target', 'lens', '--armor', 'light-tactical-vest', '--distance', '4', '--trials', '20000', '--seed', '3']],
    ['a dice kernel', ['roll', 'd20', '--target', '11', '--exact']],
    ['one seeded game', ['game', 'exoshift', '--seed', '5']],
    ['a subcommand help page', ['attack', 'exoshift', '--help']],
    ['an unknown system', ['attack', 'chess']],
    ['an impossible stat', ['roll', 'd6sets', '--base', '0']],
  ];
  it.each(same)('answers %s exactly as the sources do (stdout, stderr, exit code)', (_what, args) => {
    const fromBundle = playtest(true, args);
    const fromSources = playtest(false, args);
    expect(fromBundle).toEqual(fromSources);
    expect(fromBundle.stdout.length + fromBundle.stderr.length).toBeGreaterThan(0);
  }, 60_000);

  it('plays a match on worker threads with the same numbers', () => {
    const args = ['match', 'syndicate-protocol', '-a', 'preset:lens', '-b', 'preset:velocity', '--games', '8', '--workers', '2', '--seed', '2'];
    const fromBundle = playtest(true, args);
    const fromSources = playtest(false, args);
    expect(fromBundle.code).toBe(0);
    expect(fromBundle.stderr).toBe(fromSources.stderr);
    expect(withoutSpeed(fromBundle.stdout)).toBe(withoutSpeed(fromSources.stdout));
    expect(fromBundle.stdout).toContain('win rate A');
  }, 60_000);

  it('writes each project file\'s own import.meta.url into the bundle (paths made from it still point into src/)', () => {
    const text = readFileSync(bundle, 'utf8');
    expect(text).not.toContain('import.meta.url');
    expect(text).toContain(JSON.stringify(pathToFileURL(join(ROOT, 'src', 'sim', 'workerBundle.ts')).href));
  });

  it('is what the quick commands start from, unless PLAYTEST_CLI_BUNDLE=0; the other commands start through tsx', () => {
    const started = (bundle: boolean, args: string[]) =>
      spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PLAYTEST_DEBUG: '1', PLAYTEST_CLI_BUNDLE: bundle ? '1' : '0' } }).stderr.split('\n')[0];
    expect(started(true, ['roll', 'd10', '--target', '4', '--exact'])).toBe(`playtest: started from the bundle ${bundle}`);
    expect(started(false, ['roll', 'd10', '--target', '4', '--exact'])).toBe('playtest: started through tsx');
    expect(started(true, ['report', '--help'])).toBe('playtest: started through tsx');
  });

  it('is reused while its sources are unchanged', async () => {
    const built = statSync(bundle).mtimeMs;
    expect(playtest(true, ['roll', 'd10', '--target', '4', '--exact']).code).toBe(0);
    expect(await cliBundle()).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(built);
  });
});

describe('bundle freshness (bundleCache.mjs)', () => {
  const scratch = mkdtempSync(join(ROOT, 'tests', 'cli', '.tmp-fresh-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('accepts a bundle only while every input has its recorded content and the manifest names what was asked for', () => {
    const input = join(scratch, 'input.ts');
    const paths = { bundle: join(scratch, 'b.mjs'), manifest: join(scratch, 'b.json') };
    writeFileSync(input, 'export const a = 1;\n');
    writeFileSync(paths.bundle, 'export {};\n');
    writeFileSync(paths.manifest, JSON.stringify({ tag: 'cli', inputs: { [input]: hashOf(input) } }));
    expect(freshBundle(paths, 'cli')).toBe(paths.bundle);
    expect(freshBundle(paths, 'something-else')).toBeNull();
    writeFileSync(input, 'export const a = 2;\n');
    expect(freshBundle(paths, 'cli')).toBeNull();
    rmSync(input);
    expect(freshBundle(paths, 'cli')).toBeNull();
  });
});
