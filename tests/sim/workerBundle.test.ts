/**
 * Pool threads start from a prebuilt bundle of the experiment (workerBundle.ts)
 * instead of registering tsx each: the bundle is rebuilt exactly when a file it
 * was built from changes, and runs on bundled threads, on tsx threads and in
 * this thread alone give the same result.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runToResult } from '../../src/sim/run.ts';
import { workerBundle } from '../../src/sim/workerBundle.ts';
import { COIN, ROOT, withoutTiming } from './helpers.ts';

// Inside the repository (ignored by git), so the copy imports src/ by the same relative paths.
const scratch = mkdtempSync(join(ROOT, 'tests', 'sim', '.tmp-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('worker bundles', () => {
  it('builds one bundle per experiment, reuses it while its sources are unchanged and rebuilds it when one changes', async () => {
    const experiment = join(scratch, 'coin.ts');
    cpSync(COIN, experiment); // at the same depth as tests/sim/fixtures, so its imports still resolve
    const first = await workerBundle(experiment);
    expect(first).not.toBeNull();
    expect(readFileSync(first!, 'utf8')).toContain('A coin with a known bias');
    const built = statSync(first!).mtimeMs;
    expect(await workerBundle(experiment)).toBe(first);
    expect(statSync(first!).mtimeMs).toBe(built);

    writeFileSync(experiment, readFileSync(experiment, 'utf8').replace('A coin with a known bias', 'A coin, edited'));
    expect(await workerBundle(experiment)).toBe(first);
    expect(readFileSync(first!, 'utf8')).toContain('A coin, edited');
  });

  it('gives the same result on bundled threads, on tsx threads and in one thread', async () => {
    const run = (workers: number) => runToResult({ experiment: COIN, seed: 9, workers }).then(({ result }) => result);
    const one = await run(1);
    expect(one.timing.threads).toBeUndefined();
    const bundled = await run(3);
    expect(bundled.timing.threads).toBe('bundle');
    process.env.PLAYTEST_WORKER_BUNDLE = '0';
    try {
      expect(await workerBundle(COIN)).toBeNull();
      const viaTsx = await run(3);
      expect(viaTsx.timing.threads).toBe('tsx');
      expect(withoutTiming(viaTsx)).toBe(withoutTiming(one));
    } finally {
      delete process.env.PLAYTEST_WORKER_BUNDLE;
    }
    expect(withoutTiming(bundled)).toBe(withoutTiming(one));
  });
});
