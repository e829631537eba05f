/**
 * `playtest merge` checks every chunk of a part file before adding it
 * (src/sim/checkPartChunks.ts): a damaged part once merged into a wrong result
 * with exit 0 (every stat negated), failed as an internal error ("abc"), or
 * was reported only as a missing chunk (index 99). Each damage is now one
 * line naming the part file and the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/sim/inputError.ts';
import { mergeParts } from '../../src/sim/mergeParts.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';

type Part = { name: string; result: ExperimentResult };
let parts: Part[];

/** Part 1 of 2 with its first chunk changed by `damage`, beside an intact part 0. */
function damaged(damage: (chunk: { index: number; stats: unknown[] }) => void): Part[] {
  const copy = structuredClone(parts[1]);
  damage(copy.result.partial!.chunks[0] as { index: number; stats: unknown[] });
  return [parts[0], copy];
}

describe('merge refuses a damaged part file, naming the file and the field', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // jw-pool-upgrades plays chunks of 65536 rolls: 200,000 rolls are 4 chunks, 2 per shard.
    parts = await Promise.all(
      [0, 1].map(async (index) => ({
        name: `part-${index}-of-2.json`,
        result: (await runToResult({ experiment: 'jw-pool-upgrades', trials: 200_000, workers: 1, shard: { index, count: 2 } })).result,
      })),
    );
  });

  it('merges the intact parts', () => {
    expect(mergeParts(parts).arms[0].trials).toBe(200_000);
  });

  it('names a part that is no partial result or whose plan is damaged', () => {
    expect(() => mergeParts([{ name: 'null.json', result: null as unknown as ExperimentResult }])).toThrow('null.json is not a partial result (run with --shard i/n)');
    const noPlan = structuredClone(parts[0]);
    (noPlan.result.partial!.plan as { arms?: unknown }).arms = undefined;
    expect(() => mergeParts([noPlan, parts[1]])).toThrow('part-0-of-2.json: partial.plan is damaged (it needs arms, width and totalChunks); run the shard again');
  });

  it.each([
    ['every stat negated', (c: { stats: unknown[] }) => (c.stats = c.stats.map((x) => -(x as number))), 'part-1-of-2.json: partial.chunks[0].stats[0] (trials, arm base) must be 65536, the trials this arm plays in chunk 1, got -65536'],
    ['a word for a stat', (c: { stats: unknown[] }) => (c.stats[0] = 'abc'), 'part-1-of-2.json: partial.chunks[0].stats[0] (trials, arm base) must be a finite number, got "abc"'],
    ['a null stat', (c: { stats: unknown[] }) => (c.stats[5] = null), 'part-1-of-2.json: partial.chunks[0].stats[5] (sum of damage, arm base) must be a finite number, got null'],
    ['a negative count', (c: { stats: unknown[] }) => (c.stats[3] = -306), 'part-1-of-2.json: partial.chunks[0].stats[3] (count of key T of highest, arm base) must be a whole number of 0 or more (a count), got -306'],
    ['a fractional count', (c: { stats: unknown[] }) => (c.stats[3] = 306.5), 'partial.chunks[0].stats[3] (count of key T of highest, arm base) must be a whole number of 0 or more (a count), got 306.5'],
    ['a negative sum of squares', (c: { stats: unknown[] }) => (c.stats[6] = -1), 'partial.chunks[0].stats[6] (sum of squares of damage, arm base) must be 0 or more (a sum of squares), got -1'],
    ['chunk index 99', (c: { index: number }) => (c.index = 99), 'part-1-of-2.json: partial.chunks[0].index must be a whole number from 0 to 3 (the run has 4 chunks), got 99'],
    ['chunk index -1', (c: { index: number }) => (c.index = -1), 'part-1-of-2.json: partial.chunks[0].index must be a whole number from 0 to 3 (the run has 4 chunks), got -1'],
    ['chunk index 1.5', (c: { index: number }) => (c.index = 1.5), 'partial.chunks[0].index must be a whole number from 0 to 3 (the run has 4 chunks), got 1.5'],
    ["another shard's chunk", (c: { index: number }) => (c.index = 2), "part-1-of-2.json: partial.chunks[0].index is 2, a chunk of shard 0/2, not of this part's shard 1/2"],
  ])('%s', (_, damage, message) => {
    const merge = () => mergeParts(damaged(damage as (chunk: { index: number; stats: unknown[] }) => void));
    expect(merge).toThrow(InputError);
    expect(merge).toThrow(message);
  });
});
