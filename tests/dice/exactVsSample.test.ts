/**
 * Sample agrees with exact, for every kernel, over random parameters
 * (fast-check, fixed seeds). Two checks per kernel:
 * - strict: every exact probability and mean lies inside a sampled interval
 *   whose level is Bonferroni-corrected for the number of checks, so a correct
 *   kernel fails this with probability below 1e-4 in all (fixed seeds make it
 *   deterministic anyway);
 * - calibrated: at the plain 95% level, the share of exact values inside the
 *   intervals is no lower than 95% minus three binomial standard errors. One
 *   value per parameter set is used (the outcomes of one roll are correlated,
 *   which would make the binomial tolerance too tight).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KERNELS } from '../../src/dice/registry.ts';
import type { KernelName } from '../../src/dice/registry.ts';
import { sampleCounts } from '../../src/dice/sampleCounts.ts';
import { summariseCounts, summariseExact } from '../../src/dice/summarise.ts';
import { Z95, zForConfidence } from '../../src/stats/wilson.ts';

const TRIALS = 20_000;
const RUNS = 20;

type Values = Record<string, number | boolean | string>;

const ARBITRARIES: Record<KernelName, fc.Arbitrary<Values>> = {
  d100: fc.record({ sr: fc.integer({ min: -10, max: 120 }), 'crit-fail': fc.integer({ min: 0, max: 10 }), 'crit-success': fc.integer({ min: 90, max: 101 }), reroll: fc.boolean() }),
  d10: fc.record({ target: fc.integer({ min: -2, max: 12 }), reroll: fc.boolean() }),
  casualty: fc.record({ modifier: fc.integer({ min: -5, max: 12 }) }),
  d6sets: fc.record({
    base: fc.integer({ min: -1, max: 7 }),
    flex: fc.integer({ min: 0, max: 3 }),
    macro: fc.integer({ min: -3, max: 3 }),
    escalate: fc.integer({ min: 0, max: 1 }),
    diminish: fc.integer({ min: 0, max: 1 }),
    damage: fc.constantFrom('1-2-3', '1-2-4', '1-3-5'),
    reroll: fc.boolean(),
    variant: fc.constantFrom('matching', 'any-die'),
  }),
  d6opposed: fc.record({
    base: fc.integer({ min: 1, max: 5 }),
    flex: fc.integer({ min: 0, max: 1 }),
    macro: fc.integer({ min: -1, max: 2 }),
    'vs-base': fc.integer({ min: -1, max: 4 }),
    'vs-flex': fc.integer({ min: 0, max: 1 }),
    'vs-macro': fc.integer({ min: 0, max: 1 }),
    variant: fc.constantFrom('steps', 'one-set'),
  }),
  d20: fc.record({ target: fc.integer({ min: 1, max: 22 }), bonus: fc.integer({ min: 0, max: 3 }), penalty: fc.integer({ min: 0, max: 3 }), variant: fc.constantFrom('cancel', 'stack') }),
  bullets: fc.record({
    rof: fc.integer({ min: 0, max: 8 }),
    acc: fc.integer({ min: 0, max: 8 }),
    dodge: fc.integer({ min: 0, max: 8 }),
    armor: fc.integer({ min: 0, max: 3 }),
    variant: fc.constantFrom('floor0', 'floor1'),
  }),
  melee: fc.record({ acc: fc.integer({ min: -2, max: 6 }), dodge: fc.integer({ min: -2, max: 6 }) }),
  // A test that can pass at all (Quality + 2 + Engineers - Disruption >= 1): otherwise parse refuses it.
  construction: fc
    .record({ quality: fc.integer({ min: 0, max: 9 }), time: fc.integer({ min: 1, max: 6 }), engineers: fc.integer({ min: 0, max: 2 }), disruption: fc.integer({ min: 0, max: 6 }) })
    .filter((v) => v.quality + 2 + v.engineers - v.disruption >= 1),
  arrival: fc.record({ start: fc.integer({ min: 0, max: 9 }), boost: fc.integer({ min: 0, max: 3 }) }),
  catastrophic: fc.record({ zeroed: fc.integer({ min: 0, max: 3 }), traits: fc.integer({ min: 0, max: 3 }), marines: fc.boolean(), variant: fc.constantFrom('ratings', 'with-traits', 'with-marines') }),
  skilltable: fc.record({ skill: fc.integer({ min: 0, max: 6 }), table: fc.constantFrom('long-shot', 'repair-rating', 'repair-trait', 'repair-weapon', 'repair-spinal', 'overdrive', 'escape-pods', 'drone-command') }),
  d5: fc.record({}),
  medical: fc
    .record({ status: fc.constantFrom('wounded', 'downed', 'unnerved'), trait: fc.constantFrom('medic', 'doctor', 'none'), quality: fc.integer({ min: 0, max: 10 }), disruption: fc.integer({ min: 0, max: 4 }) })
    .filter((v) => !(v.status !== 'downed' && v.trait === 'none')),
  recover: fc.oneof(
    fc.record({ action: fc.constant('recover'), disruption: fc.integer({ min: 0, max: 9 }), 'no-enemy-los': fc.boolean(), morale: fc.constant(-1), cover: fc.constant(false), 'cp-line': fc.constantFrom('disruption', 'cp'), 'rest-disruption': fc.constant('exempt') }),
    fc.record({ action: fc.constant('rest'), disruption: fc.integer({ min: 0, max: 9 }), 'no-enemy-los': fc.boolean(), morale: fc.integer({ min: 0, max: 10 }), cover: fc.boolean(), 'cp-line': fc.constant('disruption'), 'rest-disruption': fc.constantFrom('exempt', 'added') }),
  ),
  rrtable: fc.record({
    table: fc.constantFrom('victory', 'deployment', 'theme', 'density', 'density-coin'),
    policy: fc.constantFrom('offered', 'lower', 'higher', 'coin'),
    unlisted: fc.constantFrom('none', 'reroll'),
  }).map((v) => ({ ...v, unlisted: v.table === 'theme' ? v.unlisted : 'none' })),
  initiative: fc.record({ quality: fc.integer({ min: 2, max: 8 }), bid: fc.integer({ min: 0, max: 4 }), 'vs-quality': fc.integer({ min: 2, max: 8 }), 'vs-bid': fc.integer({ min: 0, max: 4 }) }),
  'initiative-order': fc.record({
    quality: fc.integer({ min: 3, max: 7 }),
    bid: fc.integer({ min: 0, max: 3 }),
    'b-quality': fc.integer({ min: 3, max: 7 }),
    'b-bid': fc.integer({ min: 0, max: 3 }),
    'c-quality': fc.integer({ min: 3, max: 7 }),
    'c-bid': fc.integer({ min: 0, max: 3 }),
    order: fc.constantFrom('most-bid', 'highest-total'),
  }),
};

interface Check {
  exact: number;
  lo: number;
  hi: number;
  label: string;
}

/** Every (exact value, sampled interval) pair of one parameter set at interval level z. */
function checks(name: KernelName, values: Values, seed: number, z: number): Check[] {
  const kernel = KERNELS[name];
  const params = kernel.parse(values);
  const model = kernel.model(params);
  const exact = summariseExact(model, kernel.exact(params));
  const sampled = summariseCounts(model, sampleCounts(kernel, params, TRIALS, seed), TRIALS, z);
  const label = `${name} ${JSON.stringify(values)}`;
  const out: Check[] = [];
  for (const key of model.outcomeKeys) out.push({ exact: exact.outcomes[key], lo: sampled.ci[key][0], hi: sampled.ci[key][1], label: `${label} ${key}` });
  for (const name of Object.keys(model.means)) out.push({ exact: exact.means[name], lo: sampled.meanCi[name][0], hi: sampled.meanCi[name][1], label: `${label} ${name}` });
  for (const [dist, probs] of Object.entries(exact.distributions)) {
    for (const [key, p] of Object.entries(probs)) out.push({ exact: p, lo: sampled.distributionCi[dist][key][0], hi: sampled.distributionCi[dist][key][1], label: `${label} ${dist}.${key}` });
  }
  return out;
}

const inside = (c: Check) => c.exact >= c.lo - 1e-12 && c.exact <= c.hi + 1e-12;

describe.each(Object.keys(ARBITRARIES) as KernelName[])('kernel %s', (name) => {
  it('samples inside a Bonferroni-corrected interval around every exact value', () => {
    // Up to ~30 checks per case and RUNS cases: 1e-4 overall.
    const z = zForConfidence(1 - 1e-4 / (30 * RUNS));
    let seed = 1;
    fc.assert(
      fc.property(ARBITRARIES[name], (values) => {
        for (const check of checks(name, values, seed++, z)) {
          expect(inside(check), `${check.label}: exact ${check.exact} outside [${check.lo}, ${check.hi}]`).toBe(true);
        }
      }),
      { seed: 20261121, numRuns: RUNS },
    );
  }, 60_000);

  it('has 95% intervals that cover the exact values about 95% of the time', () => {
    const informative: Check[] = [];
    let seed = 1000;
    fc.assert(
      fc.property(ARBITRARIES[name], (values) => {
        // Values that are exactly 0 or 1 are covered trivially: take the first other one.
        const first = checks(name, values, seed++, Z95).find((c) => c.exact > 1e-12 && c.exact < 1 - 1e-12);
        if (first) informative.push(first);
      }),
      { seed: 7, numRuns: 3 * RUNS },
    );
    expect(informative.length).toBeGreaterThan(RUNS);
    const covered = informative.filter(inside).length / informative.length;
    const tolerance = 3 * Math.sqrt((0.95 * 0.05) / informative.length);
    expect(covered).toBeGreaterThanOrEqual(0.95 - tolerance);
  }, 60_000);
});

describe('d6sets pools too large for the lookup tables', () => {
  it('sample (solving every trial directly) agrees with exact for base 22, flex 1, macro 2', () => {
    // (22 + 1 + 1)^5 keys exceed the table limit, so the sampler counts faces and solves each roll.
    const z = zForConfidence(1 - 1e-4 / 8);
    for (const check of checks('d6sets', { base: 22, flex: 1, macro: 2, escalate: 0, diminish: 0 }, 3, z)) {
      expect(inside(check), `${check.label}: exact ${check.exact} outside [${check.lo}, ${check.hi}]`).toBe(true);
    }
  }, 120_000);
});

describe('a sampled mean\'s interval', () => {
  it('stays within the values one roll can give, even at 2 trials', () => {
    const kernel = KERNELS.d6sets;
    const params = kernel.parse({ base: 3 });
    const model = kernel.model(params);
    // Two rolls far apart (the lowest and highest damage codes) give a t(1) interval far wider than the range.
    const damage = model.means.meanDamage;
    let low = 0;
    let high = 0;
    for (let code = 0; code < model.size; code++) {
      if (damage[code] < damage[low]) low = code;
      if (damage[code] > damage[high]) high = code;
    }
    const counts = new Float64Array(model.size);
    counts[low] = 1;
    counts[high] = 1;
    const ci = summariseCounts(model, counts, 2).meanCi.meanDamage;
    expect(ci).toEqual([damage[low], damage[high]]);
  });
});
