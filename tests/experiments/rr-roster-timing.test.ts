/**
 * rr-roster-timing (experiments/rattle-and-rend/roster-timing.ts, RR-060):
 * the Campaign Warband's legal rosters, the ideal chooser's information gain
 * on hand-made score tables, the noise-only gains it is judged against, and
 * the answer's verdict on results with and without a deployment effect.
 */
import { describe, expect, it } from 'vitest';
import rosterTiming, { CAMPAIGN_POOL, informationGain, nullGains, rosterName, rosters, type ScoreTable } from '../../experiments/rattle-and-rend/roster-timing.ts';
import { entryCost } from '../../experiments/rattle-and-rend/roster-swaps.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { findGame } from '../../src/game/registry.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';

describe('rr-roster-timing', () => {
  it('plays every legal 12-point roster of the 18-point pool, the printed Throng among them, in all 25 setups', () => {
    expect(CAMPAIGN_POOL.reduce((sum, e) => sum + entryCost(e), 0)).toBe(18);
    const list = rosters();
    expect(list.length).toBe(9);
    expect(new Set(list).size).toBe(list.length);
    for (const elements of list) {
      expect(elements.split(',').reduce((sum, e) => sum + entryCost(e.trim()), 0)).toBe(12);
      expect(() => parseWarband({ ...(findGame('rattle-and-rend').presets['dwarven-throng'] as RrSide), elements })).not.toThrow();
    }
    expect(list).toContain('champion(spot-weakness), fighters, fighters, fighters, fighters, heavy(transport)');
    expect(rosterTiming.arms).toHaveLength(9 * 25);
    expect(rosterName('champion(spot-weakness), fighters, fighters, heavy(transport), shooters')).toBe('Champion, 2 Fighters, Heavy, Shooters');
  });

  it("measures the ideal chooser's gain from knowing the finer grouping", () => {
    // Two rosters, two cells in one coarse group: blind picks roster 0 (tie, the first), informed takes 1 in cell 1.
    expect(informationGain([[1, 0], [0, 1]], [0, 0], [0, 1])).toBeCloseTo(0.5, 12);
    // No interaction (roster 0 better by 0.1 in every cell): knowing the cell changes nothing.
    expect(informationGain([[0.6, 0.3, 0.8], [0.5, 0.2, 0.7]], [0, 0, 0], [0, 1, 2])).toBe(0);
    // Coarse groups already split the cells: nothing more to gain.
    expect(informationGain([[1, 0], [0, 1]], [0, 1], [0, 1])).toBe(0);
  });

  it('gives no noise-only gain without noise, and a spread of gains that grows with the standard errors', () => {
    const m = [[0.6, 0.3, 0.8, 0.5], [0.5, 0.4, 0.7, 0.45]];
    const table = (se: number): ScoreTable => ({ m, se: m.map((row) => row.map(() => se)), scenarios: 1, deployments: 4 });
    const coarse = [0, 0, 0, 0];
    const fine = [0, 1, 2, 3];
    expect(nullGains(table(0), coarse, fine, 50).every((g) => Math.abs(g) < 1e-12)).toBe(true);
    const small = nullGains(table(0.01), coarse, fine, 400);
    const large = nullGains(table(0.05), coarse, fine, 400);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(large)).toBeGreaterThan(mean(small));
    expect(nullGains(table(0.05), coarse, fine, 100)).toEqual(nullGains(table(0.05), coarse, fine, 100));
  });

  it('says the zones pay only when the measured gain is beyond what noise gives', () => {
    const answer = (score: (roster: number, deployment: number) => number) => {
      const arms = rosterTiming.arms.map((spec, k) => {
        const roster = k % 9;
        const deployment = Math.floor(k / 9) % 5;
        const metric: MeanMetric = { kind: 'mean', label: '', unit: '', n: 200, mean: score(roster, deployment), sd: 0.45, ci: [0, 1] };
        return { id: spec.id, label: spec.label ?? spec.id, params: {}, trials: 200, metrics: { scoreA: metric } } as ArmResult;
      });
      return rosterTiming.answer!({ arms } as unknown as ExperimentResult).join('\n');
    };
    // Each deployment has its own best roster by 0.3: the zones clearly pay.
    const strong = answer((r, d) => (r === d ? 0.8 : 0.5));
    expect(strong).toMatch(/Knowing the deployment zones .* so the knowledge clearly pays/);
    // The gains have no interval, so each is said to be a point estimate, with its games.
    expect(strong).toMatch(/measured gain is \+\d\.\d{3} points per game, a point estimate over [\d,]+ games with no interval/);
    expect(strong).toMatch(/\(roughly \+\d\.\d{3} once the noise's own average is taken off, again a point estimate with no interval\)/);
    // One roster best everywhere by the same margin: nothing to gain from the zones or the scenario.
    const flat = answer((r) => (r === 2 ? 0.6 : 0.5));
    expect(flat).toMatch(/Knowing the deployment zones .*: the ideal chooser's measured gain is \+0\.000 .* no clear value/);
    expect(flat).toMatch(/Knowing the scenario .* no clear value/);
  });
});

describe('rr-roster-timing answer: the roster per scenario', () => {
  // Every arm's score with a +/-0.02 interval (200 pairs); roster r's score in every cell is score(r).
  const answer = (score: (roster: number) => number) => {
    const arms = rosterTiming.arms.map((spec, k) => {
      const mean = score(k % 9);
      const metric: MeanMetric = { kind: 'mean', label: '', unit: '', n: 200, mean, sd: 0.15, ci: [mean - 0.02, mean + 0.02] };
      return { id: spec.id, label: spec.label ?? spec.id, params: {}, trials: 200, metrics: { scoreA: metric } } as ArmResult;
    });
    return rosterTiming.answer!({ arms } as unknown as ExperimentResult).join('\n');
  };
  const names = rosters().map(rosterName);

  it('calls a roster best only when it is clearly ahead of the runner-up, with its interval and games', () => {
    const clear = answer((r) => (r === 2 ? 0.6 : r === 5 ? 0.5 : 0.3));
    expect(clear).not.toContain('The best roster per scenario by the measured scores');
    expect(clear).toContain(`Kill Them All: best ${names[2]} at 0.60 per game (0.58 to 0.62, 2,000 games), clearly ahead of the runner-up ${names[5]} by +0.10 per game (+0.06 to +0.14, 2,000 games).`);
  });

  it('names the rosters not told apart from the highest one (ends added: 0.60 against 0.59 is not clear at +/-0.02 each)', () => {
    const close = answer((r) => (r === 2 ? 0.6 : r === 5 ? 0.59 : 0.3));
    expect(close).toContain(`Kill Them All: highest by estimate ${names[2]} at 0.60 per game (0.58 to 0.62, 2,000 games), ahead of the runner-up ${names[5]} by +0.01 per game (-0.03 to +0.05, 2,000 games); not told apart from 1 of the other 8: ${names[5]}.`);
  });
});
