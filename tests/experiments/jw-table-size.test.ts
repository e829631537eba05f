/**
 * jw-table-size (experiments/jovian-wars/table-size.ts; JW-111, Introduction: "typically a 48" x 48" table"): the
 * watched pair is the match runner's own, each arm plays its table, and a short run answers JW-111.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, tableTrial } from '../../experiments/jovian-wars/table-size.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { tableInches } from '../../src/systems/jovian-wars/rules.ts';

describe('jw-table-size', () => {
  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const arm of ARMS.filter((a) => a.id.startsWith('battle'))) {
      const watched = tableTrial(arm.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 1));
      expect([arm.id, watched.pair, watched.scoreA, watched.length]).toEqual([arm.id, plain.pair, plain.scoreA, plain.length]);
    }
  });

  it('each arm plays the table its id names; the 48" arms are the defaults and the baselines', () => {
    for (const arm of ARMS) {
      const size = Number(arm.id.split('-')[1]);
      expect(tableInches(arm.params.variants)).toBe(size);
      expect(arm.baseline ?? null).toBe(size === 48 ? null : arm.id.replace(/\d+$/, '48'));
    }
  });

  it('a short run: every share lies in [0, 1]; the answer names JW-111 and every table', async () => {
    const { result } = await runToResult({ experiment: 'jw-table-size', trials: 16, seed: 5, workers: 1 });
    for (const arm of result.arms) {
      for (const id of ['early', 'seat0', 'killed']) {
        const x = (arm.metrics[id] as { mean: number }).mean;
        expect(x >= 0 && x <= 1).toBe(true);
      }
    }
    const text = experiment.answer!(result).join('\n');
    expect(text).toContain('JW-111');
    for (const t of ['36"', '48"', '60"', '72"']) expect(text).toContain(t);
  }, 300_000);
});
