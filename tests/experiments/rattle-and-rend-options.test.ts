/**
 * The answer logic of the Rattle and Rend option experiments
 * (experiments/rattle-and-rend/_options.ts, options-reputations.ts): an entrant's view
 * of a tournament (its own statistics whichever side it sat), "plays alike"
 * groups, tiers, and the score as the rulebook's Player A and Player B, on
 * hand-made results whose answers are known.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { EntrantRating } from '../../src/report/tournamentRatings.ts';
import { alikeGroups, optionWorthSentence, profiles, tiers } from '../../experiments/rattle-and-rend/_options.ts';
import reputations, { byRole, REPUTATION_ITEMS } from '../../experiments/rattle-and-rend/options-reputations.ts';
import tactics, { TACTIC_ITEMS } from '../../experiments/rattle-and-rend/options-tactics.ts';
import bonds, { BOND_ITEMS } from '../../experiments/rattle-and-rend/options-bonds.ts';
import { PAIR_KEYS } from '../../src/sim/match/pairTrial.ts';

const N = 400;
const mean = (value: number, sd = 0.5): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: N, mean: value, sd, ci: [value - 0.05, value + 0.05] });
const STATS = ['removedByA', 'removedByB', 'reactionsA', 'reactionsB', 'regainedA', 'regainedB', 'length', 'checks'];

/** One pairing: A's score, and every statistic 3 except those given. */
function pairing(row: string, column: string, scoreA: number, stats: Record<string, number> = {}, pair?: number[]): ArmResult {
  const metrics: ArmResult['metrics'] = { scoreA: mean(scoreA) };
  for (const id of STATS) metrics[id] = mean(stats[id] ?? 3, 1);
  if (pair) {
    const total = pair.reduce((s, c) => s + c, 0);
    metrics.pair = { kind: 'distribution', label: '', n: total, keys: [...PAIR_KEYS], counts: pair, p: pair.map((c) => c / total), ci: pair.map(() => [0, 1] as [number, number]) };
  }
  return { id: `${row}-vs-${column}`, label: `${row} vs ${column}`, params: {}, coords: { row, column }, trials: N, metrics };
}

const resultOf = (arms: ArmResult[]) => ({ arms }) as unknown as ExperimentResult;

describe('Rattle and Rend option answers', () => {
  it("sees each entrant's own statistics and scores whichever side of a pairing it sat", () => {
    const [x] = profiles(resultOf([pairing('x', 'y', 0.7, { removedByA: 5, removedByB: 2 }), pairing('z', 'x', 0.4, { removedByA: 1, removedByB: 7 })])).filter((p) => p.label === 'x');
    expect(x.stats.removed.mean).toBeCloseTo((5 + 7) / 2, 9);
    expect(x.stats.lost.mean).toBeCloseTo((2 + 1) / 2, 9);
    expect(x.row.get('y')!.mean).toBeCloseTo(0.7, 9);
    expect(x.row.get('z')!.mean).toBeCloseTo(0.6, 9);
    expect(x.stats.removed.games).toBe(4 * N);
  });

  it('groups two entrants that play the same and leaves out one that removes far more and wins', () => {
    const groups = alikeGroups(profiles(resultOf([pairing('a', 'b', 0.5), pairing('a', 'c', 0.2, { removedByB: 6 }), pairing('b', 'c', 0.2, { removedByB: 6 })])));
    expect(groups).toEqual([['a', 'b']]);
  });

  it('puts an entrant in a tier only when its whole interval is off 0', () => {
    const r = (label: string, lo: number, hi: number): EntrantRating => ({ label, rating: (lo + hi) / 2, ci: [lo, hi], expectedScore: 0.5, games: 100 });
    const t = tiers([r('up', 5, 40), r('level', -10, 10), r('down', -40, -1)]);
    expect([t.above, t.level, t.below].map((g) => g.map((e) => e.label))).toEqual([['up'], ['level'], ['down']]);
  });

  it("scores the row entrant as Player A from game 1 and the column entrant from game 2", () => {
    // Every pair 'win-loss': the row wins as Player A (game 1) and loses as Player B (game 2), so Player A always wins.
    const pair = PAIR_KEYS.map((key) => (key === 'win-loss' ? 10 : 0));
    const result = resultOf([pairing('x', 'y', 0.5, {}, pair)]);
    expect([byRole(result, 'x').asA.mean, byRole(result, 'x').asB.mean]).toEqual([1, 0]);
    expect([byRole(result, 'y').asA.mean, byRole(result, 'y').asB.mean]).toEqual([1, 0]);
  });

  it("answers a single-option item with that option's own rating, interval, games and rank", () => {
    const r = (label: string, rating: number, lo: number, hi: number): EntrantRating => ({ label, rating, ci: [lo, hi], expectedScore: 0.5, games: 2880 });
    const ratings = [r('Strong', 121, 108, 135), r('Middling', -6, -19, 6), r('Weak', -188, -203, -174)];
    const sentence = optionWorthSentence(ratings, [{ item: 'RR-900', label: 'Middling' }, { item: 'RR-901', label: 'Strong' }], 'Tactic', 'a test');
    expect(sentence).toContain('RR-900 Middling -6 (-19 to +6) Elo, 2,880 games: 49% of the points expected against an average Tactic (47-51%), ranked 2 of 3, level with the field, inside the 45-55% band');
    expect(sentence).toContain('RR-901 Strong +121 (+108 to +135) Elo, 2,880 games: 67% of the points expected against an average Tactic (65-69%), ranked 1 of 3, clearly above the field, too strong by the 45-55% band');
    expect(() => optionWorthSentence(ratings, [{ item: 'RR-902', label: 'Unrated' }], 'Tactic', 'a test')).toThrow(/RR-902/);
  });

  it('claims each single-option item in its tournament, for an option that tournament rates', () => {
    for (const [experiment, items] of [[tactics, TACTIC_ITEMS], [bonds, BOND_ITEMS], [reputations, REPUTATION_ITEMS]] as const) {
      const entrants = new Set(experiment.arms.flatMap((arm) => arm.id.split('-vs-')));
      for (const [id, item] of Object.entries(items)) {
        expect(experiment.source.catalogue, `${experiment.id} ${item}`).toContain(item);
        expect(entrants.has(id), `${experiment.id}: ${id} is an entrant`).toBe(true);
      }
    }
    // RR-111 (which Tactitians bonus) and RR-128 (Butchers, the unrated no-op partner) are not claimed by the Tactics tournament.
    expect(tactics.source.catalogue).not.toContain('RR-111');
    expect(tactics.source.catalogue).not.toContain('RR-128');
  });
});
