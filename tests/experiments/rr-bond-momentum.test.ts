/**
 * rr-bond-momentum (experiments/rattle-and-rend/bond-momentum.ts; RR-025,
 * RR-042 to RR-044): one game's rounds read by hand, the variance and
 * quantile intervals on hand-worked numbers, the answer's verdicts on made-up
 * results whose answers are known, and a short real run that checks each
 * arm's warbands and the identities its statistics must keep.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, DYNAMIC, FIXED, groupOf, laneOf, OPPONENT, quantileOf, readRounds, THRESHOLDS, varianceOf } from '../../experiments/rattle-and-rend/bond-momentum.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { BONDS } from '../../src/systems/rattle-and-rend/rules.ts';
import type { RoundEntry } from '../../src/systems/rattle-and-rend/roundLedger.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { axisTitlesNotReadOnce } from './chartChecks.ts';

const entry = (start: number, kept: number, won: number, regained: number, saved: number, bond: number, actions: number, reactions: number): RoundEntry => ({ round: 0, start, kept, won, regained, saved, bond, actions, reactions });

describe('rr-bond-momentum: one game read', () => {
  it("averages a game's rounds: Momentum available (kept + regained + free), its square and spread, shares at or below each value, bids and initiative", () => {
    // Available: 12 + 2 + 1 = 15, then 9 + 0 + 0 = 9, then 8 + 1 + 0 = 9.
    const g = readRounds([entry(12, 12, 1, 2, 1, 2, 4, 1), entry(10, 9, 0, 0, 0, 0, 3, 0), entry(8, 8, 1, 1, 0, 1, 2, 2)]);
    expect(g.momentum).toBe(11);
    expect(g.square).toBe((225 + 81 + 81) / 3);
    // (15 - 11)^2 + 2 x (9 - 11)^2 = 24 over 3 rounds; also square - mean^2.
    expect(g.within).toBeCloseTo(8, 12);
    expect(g.atMost).toHaveLength(THRESHOLDS);
    expect([g.atMost[8], g.atMost[9], g.atMost[14], g.atMost[15]]).toEqual([0, 2 / 3, 2 / 3, 1]);
    expect([g.actions, g.reactions, g.bond, g.start, g.kept, g.bid, g.initiative]).toEqual([3, 1, 1, 10, 29 / 3, 1 / 3, 2 / 3]);
    // Bands 0-2, 3-5, 6-8, 9-11, 12-14, 15+.
    expect(g.bands).toEqual([5, 3, 3]);
  });

  it('refuses a game with no round read (every game has an initiative before anything can be removed)', () => {
    expect(() => readRounds([])).toThrow(/without an initiative/);
  });
});

describe('rr-bond-momentum: intervals', () => {
  it('variance over rounds: E[x^2] - E[x]^2, with the delta-method interval using the covariance read off their sum', () => {
    // Var(m1 + m2) = 0.35^2 = 0.01 + 0.09 + 2 cov, so cov = 0.01125; Var(V) = 0.09 + 4 x 2^2 x 0.01 - 4 x 2 x 0.01125 = 0.16.
    const v = varianceOf({ mean: 2, se: 0.1, games: 100 }, { mean: 5, se: 0.3, games: 100 }, { mean: 7, se: 0.35, games: 100 });
    expect(v.mean).toBe(1);
    expect(v.se).toBeCloseTo(0.4, 12);
  });

  it('a quantile of whole numbers from the CDF, its interval by inverting the pointwise intervals', () => {
    const cdf = [0.02, 0.08, 0.15, 0.5, 1].map((mean) => ({ mean, se: 0.02, games: 100 }));
    // q = 0.1: F(2) = 0.15 is the first to reach it; F(1)'s upper bound 0.08 + 0.039 reaches it, F(2)'s lower bound 0.15 - 0.039 too.
    expect(quantileOf(cdf, 0.1)).toEqual({ value: 2, ci: [1, 2] });
    expect(quantileOf(cdf, 0.9)).toEqual({ value: 4, ci: [4, 4] });
    // Not reached on the grid: the grid's length (shown as "20+").
    expect(quantileOf(cdf.slice(0, 4), 0.9)).toEqual({ value: 4, ci: [4, 4] });
  });
});

describe('rr-bond-momentum: charts', () => {
  it('names its charted statistics so an axis reads "label (unit)" once ("per round (per round)", "(share of rounds)" twice before)', () => {
    expect(axisTitlesNotReadOnce(experiment)).toEqual([]);
  });
});

describe('rr-bond-momentum: arms', () => {
  it("sorts the Bonds as the chapter does: Dynamic and Variable, Fixed and Steady", () => {
    expect([...DYNAMIC, ...FIXED].sort()).toEqual([...BONDS].sort());
    expect(BONDS.map(groupOf)).toEqual(['dynamic', 'dynamic', 'dynamic', 'dynamic', 'fixed', 'fixed', 'fixed']);
  });

  it('puts each Bond on the same warband against that warband with Strife, each on its own lane of the stream', () => {
    expect(ARMS.map((arm) => arm.id)).toEqual([...BONDS]);
    for (const arm of ARMS) {
      const [a, b] = [arm.params.sideA as RrSide, arm.params.sideB as RrSide];
      expect(a.bond).toBe(arm.id);
      expect(b.bond).toBe(OPPONENT);
      expect({ ...a, name: '', bond: '' }).toEqual({ ...b, name: '', bond: '' });
      expect([arm.params.agentA, arm.params.agentB]).toEqual(['heuristic', 'heuristic']);
    }
    expect(ARMS.map((arm) => laneOf(arm.params))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

// ---- the answer on made-up results ----

const N = 1000;
const metric = (mean: number, sd: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: N, mean, sd, ci: [mean - (1.96 * sd) / Math.sqrt(N), mean + (1.96 * sd) / Math.sqrt(N)] });

interface Made {
  /** Mean and mean square of a round's Momentum. */
  moments: [number, number];
  /** F(k) = min(1, (k + 1) / width): a flat CDF over 0 .. width - 1. */
  width: number;
  bond?: number;
  taken?: number;
  initiative?: number;
}

function made(byBond: (bond: string) => Made): ExperimentResult {
  const arms = BONDS.map((bond): ArmResult => {
    const m = byBond(bond);
    const metrics: Record<string, MeanMetric> = {
      roundMomentum: metric(m.moments[0], 1),
      roundSquare: metric(m.moments[1], 1),
      roundMoments: metric(m.moments[0] + m.moments[1], Math.SQRT2),
      roundWithin: metric(8, 1),
      roundTaken: metric(m.taken ?? 6, 1),
      roundActions: metric(5, 1),
      roundReactions: metric(1, 0.5),
      roundBond: metric(m.bond ?? 1, 0.3),
      roundStart: metric(9, 1),
      roundKept: metric(m.initiative === 1 ? 8 : 8.5, 0.5),
      roundBid: metric(m.initiative === 1 ? 1 : 0.5, m.initiative === 1 ? 0 : 0.3),
      roundInitiative: metric(m.initiative ?? 0.5, m.initiative === 1 ? 0 : 0.1),
      tiedBids: metric(m.initiative === 1 ? 0 : 20, 3),
    };
    for (let k = 0; k < THRESHOLDS; k++) metrics[`roundAtMost${k}`] = metric(Math.min(1, (k + 1) / m.width), 0.2);
    return { id: bond, label: bond, params: {}, coords: { group: groupOf(bond) }, trials: N, metrics };
  });
  return { arms } as unknown as ExperimentResult;
}

describe('rr-bond-momentum answer', () => {
  const chapter = made((bond) =>
    groupOf(bond) === 'dynamic'
      ? { moments: [10, 120], width: 18, bond: bond === 'fellowship' ? 2 : 1 }
      : { moments: [9, 93], width: 14, bond: bond === 'discipline' ? 1.4 : 0, initiative: bond === 'superiority' ? 1 : undefined },
  );
  const text = experiment.answer!(chapter).join('\n');

  it('calls the dynamic Bonds volatile only when every one of their variances is clearly above every fixed one', () => {
    expect(text).toContain("every dynamic Bond's variance is clearly above every fixed Bond's");
    const alike = experiment.answer!(made(() => ({ moments: [10, 115], width: 16 }))).join('\n');
    expect(alike).toContain('the two groups are not told apart by these games');
  });

  it("reads the ceiling above the fixed Bonds' p90 and the floor at their p10", () => {
    // Fixed: F(k) = (k + 1) / 14, so p10 = 1 and p90 = 12; dynamic (k + 1) / 18: 28% above 12 against 7%.
    expect(text).toContain('fixed p10 1 (1 to 1) and p90 12 (12 to 12)');
    expect(text).toContain('a clearly higher ceiling for the dynamic Bonds');
    // At or below 1: dynamic 2/18, fixed 2/14: the fixed Bonds sink there more often.
    expect(text).toContain('no "solid floor" shows for the fixed Bonds');
  });

  it("weighs Discipline's free action and reaction against two and against the dynamic Bonds' regains", () => {
    // Discipline saves 1.4 (up to 1.419): at least 0.58 of the 2 free uses a round go unused on average, and since a round
    // leaves at most 2 unused, at least one goes unused in at least 0.58 / 2 = 29% of rounds (not 58%).
    expect(text).toContain('clearly less than the "two additional Total Momentum" the rulebook counts: on average at least 0.58 of the 2 free uses a round go unused');
    expect(text).toContain('the free action or the free reaction goes unused in at least 29% of rounds');
    expect(text).not.toContain('in at least 58% of rounds');
    expect(text).toContain('clearly more than Discipline saves: Fellowship');
    expect(text).toContain("Discipline's fixed bonus is not told apart from the dynamic Bonds' regains");
  });

  it('says Superiority won every initiative without a zero-width interval, and what it paid for it', () => {
    expect(text).toMatch(/wins the initiative in every round of its 2,000 games \(the share of pairs of games with any initiative lost is at most 0\.\d%/);
    expect(text).toContain('it saves no Momentum, it buys the initiative');
  });
});

describe('rr-bond-momentum: a short run', () => {
  it('plays every arm and keeps the identities of its statistics', async () => {
    const { result } = await runToResult({ experiment: 'rr-bond-momentum', trials: 16, seed: 3, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual([...BONDS]);
    const mean = (arm: ArmResult, id: string) => (arm.metrics[id] as MeanMetric).mean;
    for (const arm of result.arms) {
      const sideA = (arm.params as { sideA: RrSide }).sideA;
      expect(sideA.bond, arm.id).toBe(arm.id);
      // What a round starts with is what the bids took plus what was kept.
      expect(mean(arm, 'roundKept') + mean(arm, 'roundBid')).toBeCloseTo(mean(arm, 'roundStart'), 9);
      // Total Momentum is the points in play: 12 at most.
      expect(mean(arm, 'roundStart')).toBeLessThanOrEqual(12);
      expect(mean(arm, 'roundInitiative')).toBeGreaterThanOrEqual(0);
      expect(mean(arm, 'roundInitiative')).toBeLessThanOrEqual(1);
      const cdf = Array.from({ length: THRESHOLDS }, (_, k) => mean(arm, `roundAtMost${k}`));
      for (let k = 1; k < THRESHOLDS; k++) expect(cdf[k]).toBeGreaterThanOrEqual(cdf[k - 1]);
      expect(mean(arm, 'roundSquare')).toBeGreaterThanOrEqual(mean(arm, 'roundMomentum') ** 2 - 1e-9);
      expect((arm.metrics.roundBands as DistributionMetric).n).toBeGreaterThan(2 * arm.trials);
    }
    const arm = (id: string) => result.arms.find((a) => a.id === id)!;
    // Null and Superiority have no Bond Momentum; Discipline's is at most its free first action and reaction.
    expect([mean(arm('null'), 'roundBond'), mean(arm('superiority'), 'roundBond')]).toEqual([0, 0]);
    expect(mean(arm('discipline'), 'roundBond')).toBeGreaterThan(0);
    expect(mean(arm('discipline'), 'roundBond')).toBeLessThanOrEqual(2);
    // Superiority's open bid costs 1 each time it is made (Bonds › Superiority), and at most 1 a round (it never
    // ties); a round begun with no Momentum (only off-board Elements left: reserve-momentum=on-board) pays nothing.
    expect(mean(arm('superiority'), 'roundBid')).toBeGreaterThan(0.95);
    expect(mean(arm('superiority'), 'roundBid')).toBeLessThanOrEqual(1);
    expect(experiment.answer!(result).length).toBe(9);
  }, 120_000);
});
