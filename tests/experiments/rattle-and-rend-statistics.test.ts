/**
 * The answer logic of the Rattle and Rend experiments that read the engine's
 * issue-11 statistics (experiments/rattle-and-rend/_options.ts,
 * options-second-warband.ts): an entrant's statistic whichever side it sat,
 * shares of games, the metric filter, and the second-warband verdicts, on
 * hand-made results whose answers are known.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { entrantEstimate, keepMetrics, showShare } from '../../experiments/rattle-and-rend/_options.ts';
import { RANKINGS, rankingSentence } from '../../experiments/rattle-and-rend/options-second-warband.ts';
import secondWarband from '../../experiments/rattle-and-rend/options-second-warband.ts';
import bonds from '../../experiments/rattle-and-rend/options-bonds.ts';

const N = 400;
const mean = (value: number, sd = 0.5): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: N, mean: value, sd, ci: [value - 0.05, value + 0.05] });
const resultOf = (arms: ArmResult[]) => ({ arms }) as unknown as ExperimentResult;

function pairing(row: string, column: string, metrics: Record<string, number>): ArmResult {
  return { id: `${row}-vs-${column}`, label: `${row} vs ${column}`, params: {}, coords: { row, column }, trials: N, metrics: Object.fromEntries(Object.entries(metrics).map(([id, v]) => [id, mean(v)])) };
}

describe('Rattle and Rend engine statistics in answers', () => {
  it("reads an entrant's own statistic as side A in one pairing and as side B in another", () => {
    const result = resultOf([pairing('x', 'y', { moraleLostA: 1, moraleLostB: 5 }), pairing('z', 'x', { moraleLostA: 7, moraleLostB: 3 })]);
    const x = entrantEstimate(result, 'x', 'moraleLostA', 'moraleLostB');
    expect(x.mean).toBeCloseTo((1 + 3) / 2, 9);
    expect(x.games).toBe(4 * N);
  });

  it('shows a 0/1-per-game statistic as a share with its interval kept inside 0-100%', () => {
    expect(showShare({ mean: 0.01, se: 0.02, games: 100 })).toMatch(/^1% \(0-/);
  });

  it('keeps the core metrics and the statistics asked for, and refuses one the game does not record', () => {
    expect(Object.keys(bonds.metrics)).toContain('moraleLostA');
    expect(Object.keys(bonds.metrics)).not.toContain('fromInspiringA');
    expect(Object.keys(secondWarband.metrics)).toContain('scoreA');
    expect(Object.keys(secondWarband.metrics)).not.toContain('moraleLostA');
    expect(() => keepMetrics(bonds, ['noSuchStatistic'])).toThrow(/noSuchStatistic/);
  });

  describe('second warband: does a ranking hold?', () => {
    const ranking = RANKINGS.find((r) => r.id === 'bonds')!;
    const meetings = (scores: number[]) =>
      resultOf(
        ranking.top.flatMap((top, i) =>
          ranking.bottom.map((bottom, j) => ({ id: `${top}-${bottom}`, label: `${top} vs ${bottom}`, params: {}, coords: { ranking: 'bonds', top, bottom }, trials: N, metrics: { scoreA: mean(scores[i * ranking.bottom.length + j]) } }) as ArmResult),
        ),
      );
    it('holds when the top options clearly beat the bottom ones in every meeting', () => {
      expect(rankingSentence(meetings([0.65, 0.7, 0.6, 0.62]), ranking)).toContain('the order holds');
    });
    it('flips when the bottom options clearly win', () => {
      expect(rankingSentence(meetings([0.35, 0.3, 0.4, 0.38]), ranking)).toContain('FLIPS');
    });
    it('names a meeting that goes the other way when the order holds overall', () => {
      expect(rankingSentence(meetings([0.7, 0.7, 0.7, 0.4]), ranking)).toMatch(/mostly holds.*goes the other way/);
    });
    it('says the verdict flips when the greedy replay of the extreme meeting goes the other way', () => {
      const result = meetings([0.7, 0.7, 0.7, 0.7]);
      const twin = result.arms[result.arms.length - 1];
      const greedy = { ...twin, id: `${twin.id}@greedy`, label: `${twin.label} @greedy`, coords: { ...twin.coords, strength: 'greedy' }, baselineArm: twin.id, metrics: { scoreA: mean(0.3) } } as ArmResult;
      const sentence = rankingSentence(resultOf([...result.arms, greedy]), ranking);
      expect(sentence).toContain('the order holds');
      expect(sentence).toContain('FLIPS with the player');
    });
    it('is not confirmed, with the games that would settle it, when the pooled score is near one half', () => {
      expect(rankingSentence(meetings([0.51, 0.5, 0.49, 0.52]), ranking)).toMatch(/not confirmed.*games in all/);
    });
  });
});
