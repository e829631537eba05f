/**
 * rr-swarmers (RR-008) and rr-watchers (RR-006): their answers' verdicts follow the paired differences' intervals; a
 * change clear of 0 but inside Swarmers' +/-0.03 margin is called slight, and the Watchers report gives reactions'
 * share of the moves with a bound that holds whatever the two counts' correlation.
 */
import { describe, expect, it } from 'vitest';
import swarmers from '../../experiments/rattle-and-rend/swarmers.ts';
import watchers from '../../experiments/rattle-and-rend/watchers.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

const PAIRS = 1000;
/** A per-game mean over PAIRS pairs whose standard error is se. */
const mean = (value: number, se = 0.05): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: PAIRS, mean: value, sd: se * Math.sqrt(PAIRS), ci: [value - 1.96 * se, value + 1.96 * se] });
const change = (diff: number, half: number) => ({ diff, ci: [diff - half, diff + half] as [number, number], paired: true });

function swarmersResult(gain: [number, number], limit: [number, number]): ExperimentResult {
  const metrics = { scoreA: mean(0.23), removedByA: mean(6) };
  const vs = (d: [number, number]) => ({ scoreA: change(d[0], d[1]), removedByA: change(0, 0.1) });
  return {
    arms: [
      { id: 'preset', label: 'printed', trials: PAIRS, metrics },
      { id: 'swarmers', label: 'as written', trials: PAIRS, metrics, vsBaseline: vs(gain) },
      { id: 'successful-only', label: 'successful only', trials: PAIRS, metrics, vsBaseline: vs(limit) },
    ],
  } as unknown as ExperimentResult;
}

describe('rr-swarmers answer', () => {
  it('calls a clear change slight only when its whole interval is inside the margin', () => {
    const slight = swarmers.answer!(swarmersResult([-0.015, 0.012], [-0.003, 0.002]))[0];
    expect(slight).toContain('Swarmers as written is clearly weaker than the printed Riders, though by less than 0.03 points per game for');
    expect(slight).toContain('limiting it to successful attacks clearly weakens it, though by less than 0.03 points per game:');
    const large = swarmers.answer!(swarmersResult([0.05, 0.03], [-0.05, 0.03]))[0];
    expect(large).toContain('Swarmers as written is a clear gain over the printed Riders for');
    expect(large).toContain('limiting it to successful attacks clearly weakens it:');
    const none = swarmers.answer!(swarmersResult([0, 0.02], [0, 0.05]))[0];
    expect(none).toContain('not abused in play: within +/-0.03 points per game of the printed Riders');
    expect(none).toContain('limiting it to successful attacks makes no clear difference in play:');
  });
});

function watchersResult(scoreChanges: number[]): ExperimentResult {
  const metrics = { scoreA: mean(0.23), reactionsA: mean(8, 0.1), actionsA: mean(24, 0.1), length: mean(4, 0.02) };
  const swap = (d: number, i: number) => ({ id: `swap-${i}`, label: `swap ${i}`, trials: PAIRS, metrics, vsBaseline: { scoreA: change(d, 0.015), reactionsA: change(0.7, 0.15) } });
  return { arms: [{ id: 'preset', label: 'printed', trials: PAIRS, metrics }, ...scoreChanges.map(swap)] } as unknown as ExperimentResult;
}

describe('rr-watchers answer', () => {
  it('calls Watchers worth a slot only when every swap clearly scores more, and otherwise names what it beats and what beats it', () => {
    expect(watchers.answer!(watchersResult([0.02, 0.03]))[0]).toContain('Watchers is worth a Tactic slot here: it scores clearly more than either Tactic it replaces');
    // Beating one Tactic and losing to the other is no case for the slot (the audit's "worth a Tactic slot" on +0.02 and -0.08).
    expect(watchers.answer!(watchersResult([0.02, -0.08]))[0]).toContain('Watchers is worth more than swap 0 here, less than swap 1 (rr-options-tactics');
    expect(watchers.answer!(watchersResult([0.02, 0]))[0]).toContain('Watchers is worth more than swap 0 here (rr-options-tactics');
    expect(watchers.answer!(watchersResult([-0.02, -0.08]))[0]).toContain('not worth a Tactic slot here: every swap scores clearly less');
    expect(watchers.answer!(watchersResult([0, -0.08]))[0]).toContain('Watchers is not shown to be worth a Tactic slot here');
  });

  it("gives reactions' share of the moves with its interval, not an adjective read off the estimate", () => {
    // 8 of 8 + 24: 25%. actions / reactions = 3, each standard error 0.1 at 97.5% (z 2.241): 23.776/8.224 to 24.224/7.776,
    // so the share runs from 1 / (1 + 3.115) = 24.3% to 1 / (1 + 2.891) = 25.7%.
    expect(watchers.answer!(watchersResult([0, 0]))[1]).toMatch(/^Reactions are 25\.0% \(24\.3-25\.7%\) of this player's Momentum-paid moves \(interval at least 95%\): /);
  });

  it('gives reactions per round (RR-006) as the ratio of two per-game means, with its bound', () => {
    // 8 reactions over 4 rounds: 2. Each at 97.5% (z 2.241): 7.776/4.0448 = 1.92 to 8.224/3.9552 = 2.08.
    expect(watchers.answer!(watchersResult([0, 0]))[1]).toContain('Per round of play (interval at least 95%): printed 2.00 reactions per round (1.92 to 2.08, 2,000 games); swap 0 ');
  });
});
