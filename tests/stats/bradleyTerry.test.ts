import { describe, expect, it } from 'vitest';
import { bradleyTerry } from '../../src/stats/bradleyTerry.ts';

const ELO = 400 / Math.LN10;

describe('Bradley-Terry ratings', () => {
  it('give two entrants the logit of their score, split evenly around 0 (up to the small prior)', () => {
    const { rating, ci } = bradleyTerry(2, [{ i: 0, j: 1, games: 1000, scoreI: 640 }]);
    // MLE: t0 - t1 = logit(0.64); the half-game prior pulls it in by well under 1%.
    expect((rating[0] - rating[1]) / ELO).toBeCloseTo(Math.log(0.64 / 0.36), 2);
    expect(rating[0] + rating[1]).toBeCloseTo(0, 10);
    // Fisher information n p (1-p) on the difference: SE(t0) = SE(diff) / 2.
    const se = Math.sqrt(1 / (1000 * 0.64 * 0.36)) / 2;
    expect((ci[0][1] - ci[0][0]) / 2 / ELO).toBeCloseTo(1.959963984540054 * se, 2);
  });

  it("reproduce each entrant's total score at the fit (the likelihood equations)", () => {
    const pairings = [
      { i: 0, j: 1, games: 200, scoreI: 130 },
      { i: 0, j: 2, games: 200, scoreI: 150.5 },
      { i: 1, j: 2, games: 200, scoreI: 118 },
      { i: 2, j: 3, games: 200, scoreI: 90 },
      { i: 1, j: 3, games: 200, scoreI: 101 },
    ];
    const { rating } = bradleyTerry(4, pairings);
    const t = rating.map((r) => r / ELO);
    const expected = [0, 0, 0, 0];
    const actual = [0, 0, 0, 0];
    for (const { i, j, games, scoreI } of pairings) {
      const p = 1 / (1 + Math.exp(t[j] - t[i]));
      expected[i] += games * p;
      expected[j] += games * (1 - p);
      actual[i] += scoreI;
      actual[j] += games - scoreI;
    }
    // Up to the half-game prior against an average entrant.
    for (let i = 0; i < 4; i++) expect(Math.abs(expected[i] - actual[i])).toBeLessThan(0.5);
    expect(rating[0]).toBeGreaterThan(rating[1]);
    expect(rating[1]).toBeGreaterThan(rating[2]);
  });

  it('keep an unbeaten entrant finite and rank it first', () => {
    const { rating, ci } = bradleyTerry(3, [
      { i: 0, j: 1, games: 50, scoreI: 50 },
      { i: 0, j: 2, games: 50, scoreI: 50 },
      { i: 1, j: 2, games: 50, scoreI: 25 },
    ]);
    expect(Number.isFinite(rating[0])).toBe(true);
    expect(rating[0]).toBeGreaterThan(rating[1]);
    expect(ci[0][0]).toBeLessThan(rating[0]);
  });

  it('refuse a field split into two groups that never met', () => {
    expect(() => bradleyTerry(4, [{ i: 0, j: 1, games: 10, scoreI: 5 }, { i: 2, j: 3, games: 10, scoreI: 5 }])).toThrow(/connected/);
  });
});
