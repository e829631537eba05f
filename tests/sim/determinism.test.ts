import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runToResult } from '../../src/sim/run.ts';
import { COIN, playtest, readResult, tempDir, withoutTiming } from './helpers.ts';

// Each CLI call starts node and tsx (about 1 s, several on a busy machine): generous timeouts.
describe('the same seed gives the same result whatever runs it', { timeout: 120_000 }, () => {
  it('gives identical result.json and data.csv with 1 worker, 2 workers and 3 merged shards, stop reason included', () => {
    const dir = tempDir();
    const common = ['run', COIN, '--seed', '11', '--quiet'];
    const one = playtest([...common, '--workers', '1', '--out', join(dir, 'one')]);
    expect(one.stderr).toBe('');
    expect(one.status).toBe(0);
    expect(playtest([...common, '--workers', '2', '--out', join(dir, 'two')]).status).toBe(0);
    for (const i of [0, 1, 2]) {
      const shard = playtest([...common, '--workers', '1', '--shard', `${i}/3`, '--out', join(dir, 'parts')]);
      expect(shard.stderr).toBe('');
      expect(shard.status).toBe(0);
    }
    const parts = [0, 1, 2].map((i) => join(dir, 'parts', `part-${i}-of-3.json`));
    const merged = playtest(['merge', ...parts, '--out', join(dir, 'merged')]);
    expect(merged.stderr).toBe('');
    expect(merged.status).toBe(0);

    const reference = readResult(join(dir, 'one', 'result.json'));
    // The run must stop early on precision, so the shards' merge has a stop point to replay.
    expect(reference.stopReason).toBe('precision');
    expect(reference.arms[0].trials).toBeLessThan(reference.target.budget);
    // The experiment's answer is part of the result, so the merge must reproduce it as well.
    expect(reference.answer).toHaveLength(reference.arms.length);
    for (const other of ['two', 'merged']) {
      expect(withoutTiming(readResult(join(dir, other, 'result.json')))).toBe(withoutTiming(reference));
      expect(readFileSync(join(dir, other, 'data.csv'), 'utf8')).toBe(readFileSync(join(dir, 'one', 'data.csv'), 'utf8'));
    }
    expect(readResult(join(dir, 'two', 'result.json')).timing.workers).toBe(2);
  });

  it('stops at the same trial count with 1 and 3 workers', async () => {
    const runs = await Promise.all([1, 3].map((workers) => runToResult({ experiment: COIN, seed: 5, workers })));
    const [one, three] = runs.map(({ result }) => result);
    expect(one.stopReason).toBe('precision');
    expect(three.stopReason).toBe('precision');
    expect(three.arms.map((arm) => arm.trials)).toEqual(one.arms.map((arm) => arm.trials));
    expect(withoutTiming(three)).toBe(withoutTiming(one));
  });

  it('gives identical results for a kernel batch experiment with 1 and 2 workers', async () => {
    const request = { experiment: 'sp-armor-floor', trials: 5 * 8192 + 77, seed: 3 };
    const one = await runToResult({ ...request, workers: 1 });
    const two = await runToResult({ ...request, workers: 2 });
    expect(one.result.stopReason).toBe('budget');
    expect(one.result.arms[0].trials).toBe(5 * 8192 + 77);
    expect(withoutTiming(two.result)).toBe(withoutTiming(one.result));
  });

  it('changes the numbers when the seed changes', async () => {
    const a = await runToResult({ experiment: COIN, seed: 1, trials: 1000, workers: 1 });
    const b = await runToResult({ experiment: COIN, seed: 2, trials: 1000, workers: 1 });
    expect(a.result.arms[0].metrics.heads).not.toEqual(b.result.arms[0].metrics.heads);
  });

  it('pairs arms on common random numbers, so a coupled coin differs from the fair one only where the bias acts', async () => {
    const { result } = await runToResult({ experiment: COIN, seed: 9, trials: 20_000, workers: 1 });
    const difference = result.arms[1].vsBaseline!.heads;
    expect(difference.paired).toBe(true);
    // Per trial the difference is 0 or 1 (never -1), so its interval is much narrower than an unpaired one.
    const [fair, biased] = result.arms.map((arm) => arm.metrics.heads);
    if (fair.kind !== 'proportion' || biased.kind !== 'proportion') throw new Error('heads is a proportion');
    expect(difference.diff).toBeCloseTo(biased.p - fair.p, 12);
    expect(difference.ci[1] - difference.ci[0]).toBeLessThan(0.6 * (fair.ci[1] - fair.ci[0] + biased.ci[1] - biased.ci[0]));
    expect(existsSync(COIN)).toBe(true);
  });
});
