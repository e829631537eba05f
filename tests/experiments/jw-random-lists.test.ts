/**
 * jw-random-lists (experiments/jovian-wars/random-lists.ts) and the variant it needs (point-restrictions,
 * cards.ts checkFleet): the random lists checked against the fleet rules they are drawn under, the spread worked by
 * hand, the variant checked to load only what it should, and a small run for the experiment's shape.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, FACTION_CARDS, laneOf, LISTS, LISTS_PER_KIND, MIN_SPENT, obeys, randomList, resampled, spread, unitNames } from '../../experiments/jovian-wars/random-lists.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { CARDS, checkFleet, unitCapAt } from '../../src/systems/jovian-wars/cards.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import { defaultVariants } from '../../src/systems/jovian-wars/rules.ts';

describe('jw-random-lists: the lists', () => {
  it('draws lists within the TV level and the Unit Caps, obeying the 25% rules where asked', () => {
    const rng = Xoshiro128.stream(7, 0);
    for (let i = 0; i < 200; i++) {
      for (const faction of ['cega', 'jovian'] as const) {
        for (const kind of ['obeying', 'unconstrained'] as const) {
          const list = randomList(faction, kind, rng);
          const fleet = checkFleet({ name: 'x', faction, tv: 250, units: list.units }, 'test', 'per-250', 'off');
          expect(fleet.total).toBe(list.total);
          expect(list.total).toBeGreaterThanOrEqual(MIN_SPENT);
          expect(fleet.cards.filter((c) => c.kind !== 'capital').reduce((s, c) => s + c.tv, 0)).toBe(list.squadronTv);
          for (const c of fleet.cards) expect(FACTION_CARDS[faction]).toContain(c.id as never);
          for (const id of FACTION_CARDS[faction]) expect(fleet.cards.filter((c) => c.id === id).length).toBeLessThanOrEqual(unitCapAt(CARDS.get(id)!.uc, 250, 'per-250'));
          if (kind === 'obeying') {
            expect(obeys(list.total, list.squadronTv)).toBe(true);
            expect(() => checkFleet({ name: 'x', faction, tv: 250, units: list.units }, 'test')).not.toThrow();
          }
        }
      }
    }
  });

  it('plays fixed lists on their own lanes, some of the unconstrained ones breaking the squadron minimum', () => {
    expect(LISTS.length).toBe(2 * 2 * LISTS_PER_KIND);
    expect(ARMS.map((a) => laneOf(a.params))).toEqual(ARMS.map((_, k) => k));
    const breaking = LISTS.filter((l) => l.kind === 'unconstrained' && !obeys(l.list.total, l.list.squadronTv));
    expect(breaking.length).toBeGreaterThan(0);
    // The squadrons' Unit Caps keep every list above the 25% capital floor.
    for (const l of LISTS) expect(l.list.total - l.list.squadronTv).toBeGreaterThanOrEqual(62.5);
  });
});

describe('jw-random-lists: the lists in prose', () => {
  it('names the cards as the game\'s data does, not by id', () => {
    expect(unitNames('uller, wyvern x2, tengu, cega-exo-armor-squadron, cega-fighter-squadron x4')).toBe('Uller, Wyvern x2, Tengu, CEGA Exo-Armor Squadron, CEGA Fighter Squadron x4');
    for (const l of LISTS) expect(unitNames(l.list.units)).not.toMatch(/[a-z]-[a-z]|^[a-z]|, [a-z]/);
  });
});

describe('variant point-restrictions', () => {
  const allCapitals = { name: 'All capitals', faction: 'cega', tv: 250, units: 'uller x2, wyvern x2, tengu' };
  it('refuses a list under the squadron minimum by default, naming the rule, and loads it when off', () => {
    expect(() => checkFleet(allCapitals, 'side A')).toThrow(/0 TV on squadrons; Fleet › Point Restrictions needs at least 25% of 250/);
    expect(checkFleet(allCapitals, 'side A', 'per-250', 'off').total).toBe(240);
    const start = (v: Record<string, string>) => jovianWars.newGame({ sides: [allCapitals, jovianWars.presets['jovian-strike-group']], variants: { ...defaultVariants(), ...v }, chance: Xoshiro128.stream(1, 0), log: false });
    expect(() => start({})).toThrow(/Point Restrictions/);
    expect(start({ 'point-restrictions': 'off' }).isTerminal()).toBe(false);
  });
  it('still checks the Unit Caps and the TV level when off', () => {
    expect(() => checkFleet({ ...allCapitals, units: 'uller x3' }, 'side A', 'per-250', 'off')).toThrow(/Unit Cap/);
    expect(() => checkFleet({ ...allCapitals, units: 'uller x2, wyvern x2, tengu x2' }, 'side A', 'per-250', 'off')).toThrow(/more than its level/);
  });
});

describe('jw-random-lists: the spread', () => {
  it('removes the sampling noise from the variance of the list scores', () => {
    // Means 0.2, 0.4, 0.6: sample variance 0.04; mean noise 0.01 leaves 0.03.
    expect(spread([{ mean: 0.2, noise: 0 }, { mean: 0.4, noise: 0 }, { mean: 0.6, noise: 0 }])).toBeCloseTo(0.2, 12);
    expect(spread([{ mean: 0.2, noise: 0.01 }, { mean: 0.4, noise: 0.01 }, { mean: 0.6, noise: 0.01 }])).toBeCloseTo(Math.sqrt(0.03), 12);
    // All the variance is noise: no spread.
    expect(spread([{ mean: 0.5, noise: 0.1 }, { mean: 0.6, noise: 0.1 }])).toBe(0);
    const g = [0.1, 0.3, 0.5, 0.7, 0.9].map((mean) => ({ mean, noise: 0 }));
    const [lo, hi] = resampled([g], ([x]) => spread(x));
    expect(lo).toBeLessThan(spread(g));
    expect(hi).toBeGreaterThan(lo);
    expect(resampled([g], ([x]) => spread(x))).toEqual([lo, hi]);
  });

  it('runs and answers JW-003, the same whatever the worker count', async () => {
    const run = async (workers: number) => (await runToResult({ experiment: 'experiments/jovian-wars/random-lists.ts', trials: 8, seed: 3, workers })).result;
    const [one, two] = [await run(1), await run(2)];
    expect(JSON.stringify(one.arms)).toBe(JSON.stringify(two.arms));
    const text = experiment.answer!(one).join('\n');
    expect(text).toContain('JW-003, CEGA');
    expect(text).toContain('JW-003, Jovian');
    // Lists in prose by card name: no card id ("cega-fighter-squadron x4") in the answer.
    for (const id of [...FACTION_CARDS.cega, ...FACTION_CARDS.jovian]) expect(text).not.toMatch(new RegExp(`\\b${id}\\b(?!-)`));
  }, 240_000);
});
