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
import { alikeGroups, profiles, tiers } from '../../experiments/rattle-and-rend/_options.ts';
import { byRole } from '../../experiments/rattle-and-rend/options-reputations.ts';
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
});
