/**
 * jw-terrain-effects (experiments/jovian-wars/terrain-effects.ts; JW-057, JW-080, JW-116, JW-135): the game's plans
 * under each cover against the open plan (Attack › Obscured's -2, the Wreck's two Signatures, Atmosphere's ECM +1 by
 * reading), the hazard and the random stats by hand, and a short run whose exact values agree with the sampled ones.
 */
import { describe, expect, it } from 'vitest';
import experiment, { answer, ARMS, comparisons, coverAttack, exact, hazardAttack, statDist } from '../../experiments/jovian-wars/terrain-effects.ts';
import { runToResult } from '../../src/sim/run.ts';
import { holdsWithSlack } from './intervals.ts';

const pool = (pair: 'javelin-valiant' | 'tengu-pathfinder', cover: 'open' | 'large-asteroid' | 'signature-6' | 'atmosphere', ecm: 'traits-1' | 'traits-2' | 'table' = 'traits-1') => {
  const plan = coverAttack({ part: 'cover', pair, cover, ecm }).plan;
  return { ...plan.poolParams, diminish: plan.diminish };
};

describe('jw-terrain-effects: the plans (the game\'s planFor on a two-model table)', () => {
  it('JW-080: behind a Large Asteroid on the line of fire, within 3" of the target, the attack is 2 Macro dice worse (Obscured -2 -> -2M)', () => {
    for (const pair of ['javelin-valiant', 'tengu-pathfinder'] as const) {
      const open = pool(pair, 'open');
      expect(pool(pair, 'large-asteroid')).toEqual({ ...open, macro: open.macro - 2 });
    }
  });

  it('JW-057: a Signature 6 blocker obscures the Pathfinder (Signature 3) and not the Valiant (Signature 6: not exceeded)', () => {
    expect(pool('javelin-valiant', 'signature-6')).toEqual(pool('javelin-valiant', 'open'));
    expect(pool('tengu-pathfinder', 'signature-6')).toEqual(pool('tengu-pathfinder', 'large-asteroid'));
  });

  it('JW-135: Atmosphere\'s ECM +1 diminishes once (traits-1), is one more -1M (table), and changes no Flex-free pool (traits-2)', () => {
    const open = pool('javelin-valiant', 'open');
    expect(pool('javelin-valiant', 'atmosphere')).toEqual({ ...open, diminish: open.diminish + 1 });
    expect(pool('javelin-valiant', 'atmosphere', 'table')).toEqual({ ...open, macro: open.macro - 1 });
    expect(pool('javelin-valiant', 'atmosphere', 'traits-2')).toEqual(open);
  });

  it('JW-135 hazard: AC/AS 2 on a squadron with no Armor is 2 dice, a pair 1/6 of the time: a box (1 Structure) lost 1/6', () => {
    const a = hazardAttack({ part: 'hazard', target: 'pathfinder' });
    expect(a.plan.poolParams).toEqual({ base: 2, flex: 0, macro: 0 });
    const e = exact({ part: 'hazard', target: 'pathfinder' });
    expect(e.hit).toBeCloseTo(1 / 6, 12);
    expect(e.loss).toBeCloseTo(1 / 6, 12);
  });

  it('JW-116: 2d6 gives 7 with 6/36; 1 + 1d3 Hangers 2-4 evenly; the Atmosphere\'s 1d3 onto 3, 4.5, 6"', () => {
    const s = statDist('station-structure');
    expect(s.values).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(s.p[5]).toBe(6 / 36);
    expect(statDist('station-hangers')).toEqual({ values: [2, 3, 4], p: [1 / 3, 1 / 3, 1 / 3] });
    expect(statDist('atmosphere-depth').values).toEqual([3, 4.5, 6]);
  });
});

describe('jw-terrain-effects: a short run', () => {
  it('plays every arm; the sampled estimates agree with the exact values; the answer names every item', async () => {
    const { result } = await runToResult({ experiment: 'jw-terrain-effects', trials: 4096, seed: 7, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const rows = comparisons(result);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.exact >= r.ci[0] && r.exact <= r.ci[1]).length / rows.length).toBeGreaterThan(0.9);
    expect(rows.filter((r) => !holdsWithSlack(r.exact, r.ci)).length).toBe(0);
    const text = answer(result).join('\n');
    for (const item of experiment.source.catalogue) expect(text).toContain(item);
  }, 300_000);
});
