/**
 * An experiment file that fails to load is one line naming the file and the
 * reason (loadExperiment.ts), never "internal error: Transform failed with 1
 * error:"; a folder or a file of another kind is refused before any import;
 * and an experiment file kept outside the repository loads as the ES module it
 * is (experimentModule.ts), where it once failed with "Cannot require() ES
 * Module ... in a cycle".
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/sim/inputError.ts';
import { loadExperiment } from '../../src/sim/loadExperiment.ts';
import { EXPERIMENTS_DIR } from '../../src/sim/loadExperiment.ts';
import { playtest, readResult, ROOT } from './helpers.ts';

// Inside the repository (ignored by git), where .ts files are ES modules as experiments/ is; and outside it.
const inside = mkdtempSync(join(ROOT, 'tests', 'sim', '.tmp-load-'));
const outside = mkdtempSync(join(tmpdir(), 'playtest-outside-'));
afterAll(() => {
  rmSync(inside, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const SIM = join(ROOT, 'src', 'sim');
/** A small valid experiment, with `change` applied to its definition's text. */
function experiment(change: (text: string) => string = (text) => text): string {
  return change(`import { defineExperiment } from '${SIM}/experiment.ts';
export default defineExperiment({
  id: 'load-test', title: 'x', question: 'x', source: { rulebook: 'none', section: 'tests', catalogue: [] },
  arms: [{ id: 'a', params: {} }, { id: 'b', params: {} }],
  metrics: { heads: { kind: 'proportion', label: 'Heads' } },
  trial: (_, rng) => ({ heads: rng.nextFloat() < 0.5 }),
  precision: { budget: 1000 },
  charts: [{ kind: 'arms', metric: 'heads' }],
});
`);
}

function write(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('an experiment file that fails to load says which and why', { timeout: 60_000 }, () => {
  it.each([
    ['a duplicate arm id', (t: string) => t.replace("id: 'b'", "id: 'a'"), 'experiment load-test: arm id a is used twice'],
    ['an unknown chart metric', (t: string) => t.replace("metric: 'heads' }]", "metric: 'tails' }]"), "experiment load-test: charts[0].metric is 'tails', not a metric of the experiment; its metrics: heads"],
    ['a throw at top level', (t: string) => `throw new Error('not ready yet');\n${t}`, 'the experiment file failed to load: not ready yet'],
    ['an import of a missing file', (t: string) => `import './helpers-that-are-not-here.ts';\n${t}`, 'the experiment file failed to load: '],
  ])('%s: an InputError naming the file', async (_, change, reason) => {
    const path = write(inside, `${Math.random().toString(36).slice(2)}.ts`, experiment(change));
    const loading = loadExperiment(path);
    await expect(loading).rejects.toThrow(InputError);
    await expect(loading).rejects.toThrow(`${relative(process.cwd(), path)}: ${reason}`);
  });

  it('a folder, or a file that is no experiment, is refused without importing it', async () => {
    const what = 'an experiment is a TypeScript file (.ts) that does `export default defineExperiment({...})`';
    await expect(loadExperiment(join(EXPERIMENTS_DIR, 'jovian-wars'))).rejects.toThrow(`is a folder; ${what}`);
    await expect(loadExperiment('README.md')).rejects.toThrow(`README.md is not an experiment file: ${what}`);
  });

  it('on the command line, a syntax error is one line with the file, line and column, not "Transform failed with 1 error:"', () => {
    const path = write(inside, 'syntax.ts', experiment((t) => t.replace("id: 'load-test',", "id: 'load-test',,")));
    const run = playtest(['run', path, '--quiet', '--workers', '1']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`playtest: ${relative(ROOT, path)}: the experiment file failed to load: line 3, column 19: Expected identifier but found ","\n`);
  });
});

describe('an experiment file outside the repository', { timeout: 60_000 }, () => {
  it('runs as an ES module, on bundled worker threads too, and gives the result of the same file inside the repository', () => {
    // pool-upgrades.ts with its id changed and its imports made absolute, as README's "run takes a path" invites.
    const original = readFileSync(join(EXPERIMENTS_DIR, 'jovian-wars', 'pool-upgrades.ts'), 'utf8');
    const copy = original.replaceAll("'../../src/", `'${ROOT}src/`).replace("id: 'jw-pool-upgrades'", "id: 'jw-pool-upgrades-copy'");
    mkdirSync(join(outside, 'mine'));
    const path = write(join(outside, 'mine'), 'pool-upgrades2.ts', copy);
    const run = playtest(['run', path, '--trials', '1e5', '--workers', '2', '--quiet', '--out', join(outside, 'out')]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = readResult(join(outside, 'out', 'result.json'));
    expect(result.experiment.id).toBe('jw-pool-upgrades-copy');
    expect(result.timing.threads).toBe('bundle');
    const reference = playtest(['run', 'jw-pool-upgrades', '--trials', '1e5', '--workers', '1', '--quiet', '--out', join(outside, 'reference')]);
    expect(reference.status).toBe(0);
    expect(result.arms).toEqual(readResult(join(outside, 'reference', 'result.json')).arms);

    // Threads that load it through tsx (no bundle) load it as an ES module as well.
    process.env.PLAYTEST_WORKER_BUNDLE = '0';
    try {
      const tsx = playtest(['run', path, '--trials', '1e5', '--workers', '2', '--quiet', '--out', join(outside, 'tsx')]);
      expect(tsx.stderr).toBe('');
      const threads = readResult(join(outside, 'tsx', 'result.json'));
      expect(threads.timing.threads).toBe('tsx');
      expect(threads.arms).toEqual(result.arms);
    } finally {
      delete process.env.PLAYTEST_WORKER_BUNDLE;
    }
  });

  it('with a syntax error says where, as one inside does', async () => {
    const path = write(outside, 'syntax.ts', experiment((t) => t.replace("id: 'load-test',", "id: 'load-test',,")));
    await expect(loadExperiment(path)).rejects.toThrow(`${path}: the experiment file failed to load: line 3, column 19: Expected identifier but found ","`);
  });
});
