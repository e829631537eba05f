/**
 * jw-boarding-firefight (experiments/jovian-wars/boarding-firefight.ts, _boardingFirefight.ts; JW-096, States ›
 * Boarded): one exchange by hand, the rulebook's example, the 2 x 2 solver on games with known answers, the boarding's
 * last firefight by hand, and a short run whose exact means agree with the sampled ones.
 */
import { describe, expect, it } from 'vitest';
import experiment, { answer, ARMS, comparisons, exactMeans, type Cell } from '../../experiments/jovian-wars/boarding-firefight.ts';
import { exchange, solve2x2, solveBoarding } from '../../experiments/jovian-wars/_boardingFirefight.ts';
import { withLevel } from '../../src/dice/setMagnitudes.ts';
import { ENGAGE_LOSSES, losses } from '../../src/systems/jovian-wars/boarding.ts';
import { runToResult } from '../../src/sim/run.ts';

describe('one firefight exchange', () => {
  it("the rulebook's example: 3 Boarders Engage a Valiant's 2 Marines and roll a D: the Marines drop to 1 (States › Boarded)", () => {
    const aPairOfFours = withLevel(0, 4, 1);
    expect(2 - losses(aPairOfFours, ENGAGE_LOSSES)).toBe(1);
    // Three dice: a pair (90/216) kills 1, a triple (6/216) kills 2.
    expect(exactMeans({ boarders: 3, marines: 2, b: 'engage', d: 'engage' }).marinesLost).toBeCloseTo(90 / 216 + (2 * 6) / 216, 12);
  });

  it('one Marine rolls 2d6 (Base Pool of 1): a pair kills a Boarder 1 time in 6; Defending diminishes that D to nothing', () => {
    expect(exactMeans({ boarders: 2, marines: 1, b: 'engage', d: 'engage' }).boardersLost).toBeCloseTo(1 / 6, 12);
    expect(exactMeans({ boarders: 2, marines: 1, b: 'engage', d: 'defend' }).boardersLost).toBe(0);
  });

  it('Sabotage kills nobody; against Defend nobody is lost at all; every exchange sums to 1', () => {
    const sabotage = exactMeans({ boarders: 4, marines: 2, b: 'sabotage', d: 'engage' });
    expect(sabotage.marinesLost).toBe(0);
    expect(sabotage.rating).toBeGreaterThan(0);
    const opposed = exactMeans({ boarders: 4, marines: 2, b: 'sabotage', d: 'defend' });
    expect(opposed.marinesLost + opposed.boardersLost).toBe(0);
    // The Marines' opposed roll can only take results away.
    expect(opposed.rating + opposed.structure).toBeLessThan(sabotage.rating + sabotage.structure);
    for (const arm of ARMS) {
      const { boarders, marines, b, d } = arm.params as Cell;
      expect(exchange(boarders, marines, b, d, 'valiant', 'steps').reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    }
  });
});

describe('the 2 x 2 solver', () => {
  it('matching pennies: value 0, both sides half and half', () => {
    expect(solve2x2(1, -1, -1, 1)).toEqual({ value: 0, row: 0.5, col: 0.5 });
  });

  it('a saddle point: [[3, 1], [4, 2]] is 2, the second row against the second column', () => {
    expect(solve2x2(3, 1, 4, 2)).toEqual({ value: 2, row: 0, col: 0 });
  });

  it('a mixed game: [[2, -1], [-1, 1]] is worth 1/5, the first row and column played 2/5 of the time', () => {
    const s = solve2x2(2, -1, -1, 1);
    expect(s.value).toBeCloseTo(0.2, 12);
    expect(s.row).toBeCloseTo(0.4, 12);
    expect(s.col).toBeCloseTo(0.4, 12);
  });
});

describe('the boarding solved', () => {
  it('one firefight, 1 Boarder against 1 Marine: both Engage; a capture (worth 2.5) when the Boarder rolls a pair and the Marine does not', () => {
    const s = solveBoarding(1, 1, 1, 'valiant', 'steps')[1][1][1][0];
    expect(s.sabotage).toBe(0);
    expect(s.defend).toBe(0);
    expect(s.capture).toBeCloseTo((1 / 6) * (5 / 6), 12);
    expect(s.value).toBeCloseTo(2.5 * (1 / 6) * (5 / 6), 12);
  });

  it('more firefights never lower the boarders\' worth, and more Boarders never lower it either', () => {
    const t = solveBoarding(4, 4, 2, 'valiant', 'steps');
    for (let h = 1; h < 4; h++) for (let b = 1; b <= 4; b++) for (let m = 1; m <= 2; m++) expect(t[h + 1][b][m][0].value).toBeGreaterThanOrEqual(t[h][b][m][0].value - 1e-12);
    for (let b = 1; b < 4; b++) expect(t[4][b + 1][2][0].value).toBeGreaterThanOrEqual(t[4][b][2][0].value - 1e-12);
  });
});

describe('jw-boarding-firefight: a short run', () => {
  it('plays every arm; the sampled means agree with the exact ones; the answer names JW-096', async () => {
    const { result } = await runToResult({ experiment: 'jw-boarding-firefight', trials: 4096, seed: 7, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const rows = comparisons(result);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.exact >= r.ci[0] && r.exact <= r.ci[1]).length / rows.length).toBeGreaterThan(0.9);
    expect(answer(result).join('\n')).toContain(experiment.source.catalogue[0]);
  }, 300_000);
});
