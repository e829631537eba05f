/**
 * rr-tactic-pairs (experiments/rattle-and-rend/tactic-pairs.ts; RR-185): the
 * fixed sample of Tactic pairs, legal warbands, and a short run.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ALL_PAIRS, answer, ARMS, PAIRS, REFERENCE, SAMPLED, samplePairs } from '../../experiments/rattle-and-rend/tactic-pairs.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
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

describe('rr-tactic-pairs answer', () => {
  // Nine pairs, 150 pairs of games each; the median estimate (the fifth of nine) is 0.60, so the cut-offs are 0.65 and 0.55.
  const arm = (label: string, mean: number, half = 0.05) => ({ id: label, label, params: {}, trials: 150, metrics: { scoreA: { kind: 'mean', label: '', unit: '', n: 150, mean, sd: 0.3, ci: [mean - half, mean + half] } } });
  const result = {
    arms: [arm('Strong', 0.8), arm('Edge', 0.705), arm('A', 0.62), arm('B', 0.61), arm('Mid', 0.6), arm('C', 0.59), arm('D', 0.58), arm('Low', 0.45), arm('Weak', 0.3)],
  } as unknown as ExperimentResult;
  const text = answer(result)[0];

  it('states the median as a reference line of the estimates, and drops the untested claim that recurring Tactics carry the top pairs', () => {
    expect(text).toContain('Reference line: 60%, the median of the 9 pairs\' estimated scores');
    expect(text).not.toContain('carry them');
    expect(text).toContain('2 above (Strong 80% (75-85%, 300 games); Edge');
    expect(text).toContain('2 below (Low');
  });

  it('flags a standout whose interval clears the cut-off by less than a point as sensitive to the reference', () => {
    // Edge: 0.655 clears 0.65 by half a point; Low: 0.50 clears 0.55 by five.
    expect(text).toContain('Borderline, clearing the cut-off by less than 1 point and so sensitive to the reference: Edge.');
  });

  it('says how common standouts are as a count of the sample with a Wilson interval, not a bare percentage', () => {
    // 4 of 9 stand out: Wilson 95% 19-73%.
    expect(answer(result)[2]).toContain('how common they are (4 of the 9 sampled pairs stand out: 44% (19-73%, 9 sampled pairs), a 95% Wilson interval');
  });
});
