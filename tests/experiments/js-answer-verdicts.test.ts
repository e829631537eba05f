/**
 * The Verdict texts of js-flare-policies, js-deployment-geometry, js-terrain-coverage and js-ai-styles follow their
 * intervals (audit of the answers): a second strength's claim is "the same" only when its counts are; the closing
 * round is read off the contact table; coverages whose intervals overlap the flattest are not told apart; a gap
 * between two sides' statistics of the same battles carries the ends-added interval, which holds at any correlation.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import flarePolicies from '../../experiments/jagged-shards/flare-policies.ts';
import { closingSentence, contactTable, type ContactRow } from '../../experiments/jagged-shards/deployment-geometry.ts';
import terrain from '../../experiments/jagged-shards/terrain-coverage.ts';
import styles, { MEETINGS, sideGap } from '../../experiments/jagged-shards/ai-styles.ts';

/** A per-game mean over `n` pairs with interval mean +/- half. */
const mean = (value: number, half: number, n = 300): MeanMetric => ({ kind: 'mean', label: '', unit: '', n, mean: value, sd: (half / 1.96) * Math.sqrt(n), ci: [value - half, value + half] });

describe('js-flare-policies answer', () => {
  /** Every arm of the experiment at 0.5, the same-force front-load pairings at the given scores (heuristic, then greedy). */
  function result(heuristic: number[], greedy: number[]): ExperimentResult {
    const frontLoad = ['colonial-front-load-vs-colonial-paced', 'colonial-front-load-vs-colonial-hoard', 'martian-front-load-vs-martian-paced', 'martian-front-load-vs-martian-hoard'];
    const arms = flarePolicies.arms.map((spec) => {
      const greedyArm = spec.id.endsWith('@greedy');
      const k = frontLoad.indexOf(spec.id.replace('@greedy', ''));
      const score = k < 0 ? 0.5 : (greedyArm ? greedy : heuristic)[k];
      return { id: spec.id, label: spec.label, coords: spec.coords, params: {}, trials: 300, metrics: { scoreA: mean(score, 0.03), warpFlaresSpentA: mean(2, 0.1), warpFlaresSpentB: mean(2, 0.1) } };
    });
    return { arms } as unknown as ExperimentResult;
  }

  it("prints the greedy claim's own counts when they differ from the heuristic's, not 'the same'", () => {
    const text = flarePolicies.answer!(result([0.55, 0.55, 0.5, 0.55], [0.5, 0.5, 0.5, 0.6]))[0];
    expect(text).toContain('not supported: front-loading beats 3 of the 4 other-policy pairings it plays on the same force (heuristic player');
    expect(text).toMatch(/as rules it is not supported: front-loading beats 1 of the 4 other-policy pairings it plays on the same force\.$/);
    expect(text).not.toMatch(/it is the same\./);
    const same = flarePolicies.answer!(result([0.55, 0.5, 0.5, 0.5], [0.5, 0.5, 0.5, 0.6]))[0];
    expect(same).toMatch(/as rules it is the same\.$/);
  });

  it('gives the factions\' rating gap and the Warp Flares spent with intervals and counts', () => {
    const text = flarePolicies.answer!(result([0.55, 0.55, 0.5, 0.55], [0.5, 0.5, 0.5, 0.6])).join('\n');
    expect(text).toMatch(/mean rating minus the Colonial ones' is [+-]?\d+ \([+-]?[\d.]+ to [+-]?[\d.]+\) Elo with heuristic \(9,000 games\)/);
    expect(text).toMatch(/Greedy spends 2\.\d+ \([\d.]+ to [\d.]+\) Warp Flares per side and battle in these pairings \(3,600 battles\)/);
    // Each pairing's line names the battles it comes from (300 pairs of battles an arm in this fixture).
    expect(text).toMatch(/Colonial, heuristic: front-load\/paced 2\.0 \([\d.]+ to [\d.]+\) vs 2\.0 \([\d.]+ to [\d.]+\) \(600 battles\), front-load\/hoard .* \(600 battles\), paced\/hoard .* \(600 battles\); greedy under the rule: front-load\/paced .* \(600 battles\),/);
  });
});

describe('js-deployment-geometry answer', () => {
  const row = (name: string, rangedMet: number): ContactRow => ({ name, movement: 6, rush: 4, reach: 24, gap: 40, ranged: 3, melee: 5, rangedMet, meleeMet: 3 });

  it('reads the closing round off the table and names the exceptions', () => {
    expect(closingSentence([row('A', 2), row('B', 2), row('C', 1)])).toBe('So when both sides close, the first attack comes in round 2 for 2 of the 3 unit types and in round 1 for the C');
    expect(closingSentence([row('A', 1), row('B', 1)])).toBe('So when both sides close, the first attack comes in round 1 for every unit type (2)');
    // The engine's own table (exact): Round 1 only for the Containment Operative.
    expect(closingSentence(contactTable())).toBe('So when both sides close, the first attack comes in round 2 for 8 of the 9 unit types and in round 1 for the Containment Operative');
  });
});

describe('js-terrain-coverage answer', () => {
  /** A's score per coverage in every matchup: 0.5 + offset[coverage], interval +/- half. */
  function result(offset: Record<string, number>, half: number): ExperimentResult {
    const arms = terrain.arms.map((spec) => {
      const coverage = spec.id.split('-').pop()!;
      const metrics = { scoreA: mean(0.5 + (offset[coverage] ?? 0), half, 1500), activationsToFirstEngagement: mean(9, 0.1, 1500), length: mean(30, 0.1, 1500) };
      return { id: spec.id, label: spec.label, coords: spec.coords, params: {}, trials: 1500, metrics, ...(spec.baseline ? { vsBaseline: { length: { diff: 0.5, ci: [0.3, 0.7], paired: true } } } : {}) };
    });
    return { arms } as unknown as ExperimentResult;
  }

  it('lists every coverage not told apart from the flattest and judges the guideline over them', () => {
    const overlap = terrain.answer!(result({ 10: 0.09, 20: 0.1, 30: 0.11, 40: 0.15, 50: 0.16, 60: 0.17 }, 0.015))[1];
    expect(overlap).toContain('The flattest by estimate is 10%; 10%, 20% and 30% are not told apart (their intervals overlap the flattest\'s), and 30% is inside the 25-40% guideline; clearly less balanced: 40%, 50%, 60%.');
    const apart = terrain.answer!(result({ 10: 0.05, 20: 0.1, 30: 0.11, 40: 0.15, 50: 0.16, 60: 0.17 }, 0.015))[1];
    expect(apart).toContain('The flattest point is 10%, clearly flatter than every other coverage, outside the 25-40% guideline');
    const none = terrain.answer!(result({ 10: 0.05, 20: 0.06, 30: 0.11, 40: 0.15, 50: 0.16, 60: 0.17 }, 0.015))[1];
    expect(none).toContain('10% and 20% are not told apart');
    expect(none).toContain('none of them is inside the 25-40% guideline');
  });

  it('takes 10% minus 60% with the two half-widths added, which holds whatever the arms\' correlation', () => {
    // 10% at +0.025, 60% at 0: each +/- 0.015. Added: +0.025 (-0.005 to +0.055), no clear difference; combined as
    // independent (+/- 0.021) it would have been clearly higher.
    const text = terrain.answer!(result({ 10: 0.025, 60: 0 }, 0.015))[0];
    expect(text).toContain('clearly higher at 10% than at 60% coverage in 0 of 3 matchups');
    expect(text).toContain('+0.03 points (-0.01 to +0.06, 1,500 pairs per arm), no clear difference');
  });
});

describe('js-ai-styles answer', () => {
  it('takes a gap between two statistics of the same battles with the ends added', () => {
    const arm = { metrics: { x: mean(10.8, 0.17, 600), y: mean(11.05, 0.17, 600) } } as unknown as ArmResult;
    const gap = sideGap(arm, 'x', 'y');
    expect(gap.diff).toBeCloseTo(0.25, 12);
    // Ends added: 11.05 - 0.17 - (10.8 + 0.17) to 11.05 + 0.17 - (10.8 - 0.17); independent errors would give +/-0.24.
    expect(gap.ci[0]).toBeCloseTo(-0.09, 12);
    expect(gap.ci[1]).toBeCloseTo(0.59, 12);
  });

  const resultWith = (naiveLoss: number, objectivesB: number): ExperimentResult =>
    ({
      arms: styles.arms.map((spec) => {
        const meeting = MEETINGS.find((m) => spec.id.startsWith(`${m.id}-`))!;
        const metrics = {
          scoreA: mean(meeting.id === 'hold-vs-mobile' ? 0.1 : 0.5, 0.02, 600),
          // A loses what B destroys: the naive (B) side loses naiveLoss against the cover-seeker's 10.8.
          forceRatingDestroyedByA: mean(meeting.id === 'cover-vs-naive' ? naiveLoss : 6, 0.17, 600),
          forceRatingDestroyedByB: mean(meeting.id === 'cover-vs-naive' ? 10.8 : 6, 0.17, 600),
          objectiveScoreA: mean(10, 0.3, 600),
          objectiveScoreB: mean(objectivesB, 0.3, 600),
        };
        return { id: spec.id, label: spec.label, coords: spec.coords, params: {}, trials: 600, metrics };
      }),
    }) as unknown as ExperimentResult;

  it('does not call the naive side clearly worse when only the independent-errors interval would', () => {
    const text = styles.answer!(resultWith(11.05, 40)).join('\n');
    // 0.25 apart, each +/-0.17: independent errors would give +0.01 to +0.49, clear; the ends added -0.09 to +0.59.
    expect(text).toMatch(/naive \(ignores ground\) minus cover-seeking, interval at least 95%: \+0\.[23] FR \(-0\.1 to \+0\.6, 1,200 battles\), not clearly apart/);
    expect(text).toContain('the naive player does not clearly lose more Force Rating: the claim is not shown');
    expect(text).toMatch(/cover-seeking loses 10\.8 \(10\.6 to 11\.0\), naive \(ignores ground\) 11\.1 \(10\.9 to 11\.2\) Force Rating a battle/);
  });

  it('says the static player loses on objectives only when the objective gap is clear', () => {
    expect(styles.answer!(resultWith(11.05, 40)).join('\n')).toMatch(/it loses the battle on objectives, not by being destroyed \(objective value, mobile minus hold-position, intervals at least 95%: Colonial \+30\.0 VV/);
    const level = styles.answer!(resultWith(11.05, 10)).join('\n');
    expect(level).toContain('the static player does not clearly lose more Force Rating.');
    expect(level).not.toContain('on objectives');
  });
});
