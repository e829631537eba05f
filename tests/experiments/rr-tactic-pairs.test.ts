/**
 * rr-tactic-pairs (experiments/rattle-and-rend/tactic-pairs.ts; RR-185): the
 * fixed sample of Tactic pairs, legal warbands, and a short run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ALL_PAIRS, ARMS, PAIRS, REFERENCE, SAMPLED, samplePairs } from '../../experiments/rattle-and-rend/tactic-pairs.ts';
import { runToResult } from '../../src/sim/run.ts';
import { TACTICS } from '../../src/systems/rattle-and-rend/rules.ts';
import { parseWarband } from '../../src/systems/rattle-and-rend/warband.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';

describe('rr-tactic-pairs', () => {
  it('samples SAMPLED distinct pairs of the 325, the same every time, each a legal warband against the Watchers reference', () => {
    expect(TACTICS.length).toBe(26);
    expect(ALL_PAIRS.length).toBe(325);
    expect(new Set(ALL_PAIRS.map((p) => p.join('+'))).size).toBe(325);
    expect(PAIRS.length).toBe(SAMPLED);
    expect(samplePairs()).toEqual(PAIRS);
    expect(new Set(PAIRS.map((p) => p.join('+'))).size).toBe(SAMPLED);
    for (const [a, b] of PAIRS) expect(a).not.toBe(b);
    expect([REFERENCE.tactic1, REFERENCE.tactic2]).toEqual(['watchers', 'butchers']);
    for (const arm of ARMS) expect(() => parseWarband(arm.params.sideA as RrSide)).not.toThrow();
    expect(experiment.source.catalogue).toEqual(['RR-185']);
  });

  it('plays every arm and answers', async () => {
    const { result } = await runToResult({ experiment: 'rr-tactic-pairs', trials: 2, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    expect(experiment.answer!(result).length).toBe(3);
  });
});
