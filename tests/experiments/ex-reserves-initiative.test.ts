/**
 * ex-reserves (EX-023, EX-099) and ex-initiative (EX-052, EX-053),
 * experiments/exoshift/reserves.ts and initiative.ts: every cell's sampled
 * estimate holds the kernel's exact value, and the answers quote the exact
 * numbers worked by hand in tests/dice/golden.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { arrival } from '../../src/dice/arrival.ts';
import { initiative } from '../../src/dice/initiative.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import type { MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { holdsWithSlack as holds } from './intervals.ts';
import { axisTitlesNotReadOnce } from './chartChecks.ts';
import reserves from '../../experiments/exoshift/reserves.ts';


describe('ex-reserves', () => {
  it('names the arrival round so a legend or axis reads "label (unit)" once ("Arrival round (round)" before)', () => {
    expect(axisTitlesNotReadOnce(reserves)).toEqual([]);
  });

  it('estimates the exact arrival round in every cell and answers with the exact expectations', async () => {
    const { result } = await runToResult({ experiment: 'ex-reserves', trials: 65_536, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(30);
    for (const arm of result.arms) {
      const { start, boost } = arm.coords as { start: number; boost: number };
      const exact = summariseExact(arrival.model({ start, boost }), arrival.exact({ start, boost })).means.meanRound;
      expect(holds(exact, (arm.metrics.round as MeanMetric).ci), arm.id).toBe(true);
    }
    expect(result.answer!.join('\n')).toContain('Exactly, by starting number: 0: 3.66, 2: 2.44, 4: 1.77, 6: 1.37, 9: 1.00.');
  }, 60_000);
});

describe('ex-initiative', () => {
  it('estimates the exact chance in every cell and answers with the exact ladder of bids', async () => {
    const { result } = await runToResult({ experiment: 'ex-initiative', trials: 65_536, seed: 5, workers: 1 });
    expect(result.arms).toHaveLength(25);
    for (const arm of result.arms) {
      const { edge, bid } = arm.coords as { edge: number; bid: number };
      const exact = initiative.exact({ quality: 5 + edge, bid, vsQuality: 5, vsBid: 0 })[1];
      expect(holds(exact, (arm.metrics.first as ProportionMetric).ci), arm.id).toBe(true);
    }
    const answer = result.answer!.join('\n');
    expect(answer).toContain("exactly, by A's bid: 0: 50%, 1: 64%, 2: 72%, 3: 79%, 4: 85%.");
    // Exact values say so (no interval to give).
    expect(answer).toContain('a leader 1 Quality worse needs 2 CP (55%, exact), 2 worse 3 CP (55%, exact)');
  }, 60_000);
});
