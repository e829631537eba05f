/**
 * The rulebooks' own worked examples and dice rules, as golden tests. Scripted
 * dice go through the real samplers (a generator stub that deals the dice the
 * example shows); exact values are worked by hand from the quoted rule.
 * Quotes are from ../shared/seeds/ (line numbers of the current files).
 */
import { describe, expect, it } from 'vitest';
import { kernelOptionValues, type DiceKernel } from '../../src/dice/kernel.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { d100, D100_OUTCOMES } from '../../src/dice/d100.ts';
import { d10 } from '../../src/dice/d10.ts';
import { casualty, CASUALTY_OUTCOMES } from '../../src/dice/casualty.ts';
import { construction } from '../../src/dice/construction.ts';
import { arrival } from '../../src/dice/arrival.ts';
import { initiative } from '../../src/dice/initiative.ts';
import { initiativeOrder } from '../../src/dice/initiativeOrder.ts';
import { d5 } from '../../src/dice/d5.ts';
import { medical } from '../../src/dice/medical.ts';
import { recover } from '../../src/dice/recover.ts';
import { catastrophic, CATASTROPHIC_OUTCOMES } from '../../src/dice/catastrophic.ts';
import { skillTable } from '../../src/dice/skillTable.ts';
import { rrTable, RR_TABLE_ROWS } from '../../src/dice/rrTable.ts';
import { DENSE_MIN, DEPLOYMENTS, FIVE_ROWS, SCENARIOS, SPARSE_MAX, THEMES } from '../../src/systems/rattle-and-rend/rules.ts';
import { catastrophicResult } from '../../src/systems/jovian-wars/rules.ts';
import { d6sets, exactSetCodes, d6Pool, setsModel } from '../../src/dice/d6sets.ts';
import { d6opposed, applyEffect, secondaryEffect } from '../../src/dice/d6opposed.ts';
import { d20, d20DiceCount } from '../../src/dice/d20.ts';
import type { D20Params } from '../../src/dice/d20.ts';
import { bullets, bulletDamage, hitTarget } from '../../src/dice/bullets.ts';
import { melee } from '../../src/dice/melee.ts';
import { describeCode, diminish, escalate, setDamage } from '../../src/dice/setMagnitudes.ts';
import { summariseExact } from '../../src/dice/summarise.ts';

/** A generator stub that deals the scripted dice in order (then 1s), whatever die is asked for. */
function scripted(...dice: number[]): Xoshiro128 {
  let next = 0;
  return {
    fillDice(_faces: number, out: Uint8Array, start: number, count: number) {
      for (let i = 0; i < count; i++, next++) out[start + i] = next < dice.length ? dice[next] : 1;
    },
  } as unknown as Xoshiro128;
}

/** The fine code one trial gives with scripted dice. */
function rollWith<P>(kernel: DiceKernel<P>, values: Record<string, number | boolean | string>, ...dice: number[]): number {
  const out = new Uint16Array(1);
  kernel.sampler(kernel.parse(kernelOptionValues(kernel, values))).sample(scripted(...dice), out, 1);
  return out[0];
}

function exactOutcomes<P>(kernel: DiceKernel<P>, values: Record<string, number | boolean | string>) {
  const params = kernel.parse(kernelOptionValues(kernel, values));
  return summariseExact(kernel.model(params), kernel.exact(params));
}

function expectClose(actual: Record<string, number>, expected: Record<string, number>) {
  for (const [key, p] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(p, 12);
}

const d100Outcome = (code: number) => D100_OUTCOMES[code];

describe('Jagged Shards, 000_9659637e2373f14e.txt', () => {
  it('Ch. 3 The Core System (l.288): "a roll must equal or exceed the required SR Threshold" — 50 at SR 50 succeeds, 49 fails', () => {
    expect(d100Outcome(rollWith(d100, { sr: 50 }, 50))).toBe('success');
    expect(d100Outcome(rollWith(d100, { sr: 50 }, 49))).toBe('fail');
  });

  it('Ch. 3 Critical Results (l.315-331): 96-100 succeed and 01-05 fail whatever the SR', () => {
    expectClose(exactOutcomes(d100, { sr: 120 }).outcomes, { critFail: 1 / 20, fail: 9 / 10, success: 0, critSuccess: 1 / 20 });
    expectClose(exactOutcomes(d100, { sr: -5 }).outcomes, { critFail: 1 / 20, fail: 0, success: 9 / 10, critSuccess: 1 / 20 });
    expect(d100Outcome(rollWith(d100, { sr: 150 }, 96))).toBe('critSuccess');
    expect(d100Outcome(rollWith(d100, { sr: -20 }, 5))).toBe('critFail');
  });

  it('Ch. 8 Rerolls (l.1100-1102): "A roll may only be rerolled once. Critical Successes and Critical Failures may never be rerolled"', () => {
    // A fail rerolled into a critical failure stands; a critical failure is never rerolled.
    expect(d100Outcome(rollWith(d100, { sr: 50, reroll: true }, 30, 3))).toBe('critFail');
    expect(d100Outcome(rollWith(d100, { sr: 50, reroll: true }, 30, 97))).toBe('critSuccess');
    expect(d100Outcome(rollWith(d100, { sr: 50, reroll: true }, 4, 99))).toBe('critFail');
    // SR 50: fail 44/100, so fail twice = 0.44^2 and each other result gains 0.44 x itself.
    expectClose(exactOutcomes(d100, { sr: 50, reroll: true }).outcomes, { critFail: 9 / 125, fail: 121 / 625, success: 414 / 625, critSuccess: 9 / 125 });
  });

  it('Ch. 5 Round 1 Initiative (l.572-575): "on a result of 66 or higher, the defender gains initiative" — 35%', () => {
    const p = exactOutcomes(d100, { sr: 66, 'crit-fail': 0, 'crit-success': 101 }).outcomes;
    expect(p.success).toBeCloseTo(0.35, 12);
  });

  it('Ch. 5 Round 1 Initiative (l.570-577, JS-043, JS-053): the steal succeeds on 66-100 with or without the crit bands (66-95 plus 96-100), 35%', () => {
    const p = exactOutcomes(d100, { sr: 66 }).outcomes;
    expect(p.success + p.critSuccess).toBeCloseTo(0.35, 12);
  });

  it('Ch. 10 Insertion Formula (l.1375-1377, JS-057): "D100 + Attacker Force Rating >= Position Value" is a roll >= PV - FR, no crit bands', () => {
    const insertion = (positionValue: number, forceRating: number) => {
      const p = exactOutcomes(d100, { sr: positionValue - forceRating, 'crit-fail': 0, 'crit-success': 101 }).outcomes;
      return p.success;
    };
    // PV 60, FR 25: rolls 35..100 succeed, 66 of 100; PV 100, FR 0: only 100; PV 40, FR 40: every roll.
    expect(insertion(60, 25)).toBeCloseTo(0.66, 12);
    expect(insertion(100, 0)).toBeCloseTo(0.01, 12);
    expect(insertion(40, 40)).toBe(1);
    expect(insertion(140, 20)).toBe(0);
    expect(d100Outcome(rollWith(d100, { sr: 35, 'crit-fail': 0, 'crit-success': 101 }, 35))).toBe('success');
    expect(d100Outcome(rollWith(d100, { sr: 35, 'crit-fail': 0, 'crit-success': 101 }, 34))).toBe('fail');
  });
});

describe('Exoshift, 001_9ac883e80b2d20e9.txt', () => {
  it('Tests (l.263): "roll a d10, and have the result equal to or less than the tested stat" — 5 succeeds on 1-5', () => {
    expect(rollWith(d10, { target: 5 }, 5)).toBe(1);
    expect(rollWith(d10, { target: 5 }, 6)).toBe(0);
    for (const [target, p] of [[-1, 0], [0, 0], [1, 0.1], [5, 0.5], [10, 1], [11, 1]]) expect(exactOutcomes(d10, { target }).outcomes.success).toBeCloseTo(p, 12);
  });

  it('Casualty Table (l.804-816): one Power 2 hit on a fresh Quality 6 model (X = 0 + 2 - 6) is 60% unhurt, 20% stunned, 20% downed', () => {
    expectClose(exactOutcomes(casualty, { modifier: -4 }).outcomes, { unhurt: 0.6, stunned: 0.2, downed: 0.2, wounded: 0, incapacitated: 0, destroyed: 0 });
    expectClose(exactOutcomes(casualty, { modifier: 5 }).outcomes, { unhurt: 0, stunned: 0, downed: 0.1, wounded: 0.2, incapacitated: 0.2, destroyed: 0.5 });
    // "the result can be a negative number": 3 - 4 = -1 is Unhurt; 10 + 1 = 11 is Destroyed.
    expect(CASUALTY_OUTCOMES[rollWith(casualty, { modifier: -4 }, 3)]).toBe('unhurt');
    expect(CASUALTY_OUTCOMES[rollWith(casualty, { modifier: 1 }, 10)]).toBe('destroyed');
  });
});

describe('Exoshift D5, rerolls, medical tests and Disruption removal, 001_9ac883e80b2d20e9.txt', () => {
  it('Other Rolls (l.271) and Round Up (l.275), EX-050: a D5 is a d10 halved rounding up, 1-2 -> 1 ... 9-10 -> 5, so uniform with mean 3', () => {
    expect([1, 2, 3, 9, 10].map((face) => rollWith(d5, {}, face))).toEqual([0, 0, 1, 4, 4]);
    const result = exactOutcomes(d5, {});
    expectClose(result.outcomes, { '1': 0.2, '2': 0.2, '3': 0.2, '4': 0.2, '5': 0.2 });
    expect(result.means.meanValue).toBeCloseTo(3, 12);
  });

  it('Resolute (l.1259, EX-104) and the Army Leader\'s 1 CP Morale reroll (l.1213, EX-103): a failed test is rolled again, Morale 6 -> 0.6 + 0.4 x 0.6', () => {
    expect(rollWith(d10, { target: 6, reroll: true }, 7, 6)).toBe(1);
    expect(rollWith(d10, { target: 6, reroll: true }, 7, 7)).toBe(0);
    expect(rollWith(d10, { target: 6 }, 7, 6)).toBe(0);
    for (const [target, p] of [[0, 0], [6, 0.84], [5, 0.75], [10, 1]]) expect(exactOutcomes(d10, { target, reroll: true }).outcomes.success).toBeCloseTo(p, 12);
  });

  it('Removing the Wounded Status (l.844-846, EX-076): a Medical Test on Quality, Medic +1, Doctor +2; Disruption -1 Quality each (l.870)', () => {
    expect(exactOutcomes(medical, { quality: 6, trait: 'medic' }).outcomes.success).toBeCloseTo(0.7, 12);
    expect(exactOutcomes(medical, { quality: 6, trait: 'doctor' }).outcomes.success).toBeCloseTo(0.8, 12);
    expect(exactOutcomes(medical, { quality: 6, trait: 'medic', disruption: 2 }).outcomes.success).toBeCloseTo(0.5, 12);
    expect(exactOutcomes(medical, { quality: 9, trait: 'doctor' }).outcomes.success).toBe(1);
    expect(rollWith(medical, { quality: 6, trait: 'medic' }, 7)).toBe(1);
    expect(rollWith(medical, { quality: 6, trait: 'medic' }, 8)).toBe(0);
    expect(() => medical.parse(kernelOptionValues(medical, { quality: 6, trait: 'none' }))).toThrow(/Medic or Doctor/);
  });

  it('Unit Traits › Medic, Doctor: removing Unnerved is the same Medical Test, only for a Medic or Doctor', () => {
    expect(exactOutcomes(medical, { status: 'unnerved', quality: 6, trait: 'medic' }).outcomes.success).toBeCloseTo(0.7, 12);
    expect(exactOutcomes(medical, { status: 'unnerved', quality: 6, trait: 'doctor', disruption: 1 }).outcomes.success).toBeCloseTo(0.7, 12);
    expect(rollWith(medical, { status: 'unnerved', quality: 6, trait: 'doctor' }, 9)).toBe(0);
    expect(() => medical.parse(kernelOptionValues(medical, { status: 'unnerved', quality: 6, trait: 'none' }))).toThrow(/remove Unnerved; use --trait medic/);
  });

  it('Removing the Downed Status (l.836, EX-077): a plain Quality test, which a Medic or Doctor passes automatically', () => {
    expect(exactOutcomes(medical, { status: 'downed', trait: 'none', quality: 6, disruption: 1 }).outcomes.success).toBeCloseTo(0.5, 12);
    expect(exactOutcomes(medical, { status: 'downed', trait: 'medic', quality: 2, disruption: 4 }).outcomes.success).toBe(1);
    expect(rollWith(medical, { status: 'downed', trait: 'doctor', quality: 3 }, 10)).toBe(1);
  });

  it('Recover (l.582, l.566, l.878; EX-079): 1 for the Primary action, then a D5; Disruption 4 ends at 2 / 1 / 0 with 0.2 / 0.2 / 0.6', () => {
    const result = exactOutcomes(recover, { disruption: 4 });
    expectClose(result.outcomes, { '0': 0.6, '1': 0.2, '2': 0.2, '3': 0, '4': 0 });
    expect(result.means.meanRemoved).toBeCloseTo(4 - 0.2 * 2 - 0.2 * 1, 12);
    expect(rollWith(recover, { disruption: 4 }, 3)).toBe(1); // D5 of a 3 is 2: 4 - 1 - 2
    expect(exactOutcomes(recover, { disruption: 0 }).outcomes['0']).toBe(1);
  });

  it('Recover\'s "Remove additional 1 CP if no enemy units are in LoS" (EX-029): one more Disruption (default) or nothing more (cp)', () => {
    expectClose(exactOutcomes(recover, { disruption: 4, 'no-enemy-los': true }).outcomes, { '0': 0.8, '1': 0.2 });
    expectClose(exactOutcomes(recover, { disruption: 4, 'no-enemy-los': true, 'cp-line': 'cp' }).outcomes, { '0': 0.6, '1': 0.2, '2': 0.2 });
  });

  it('Rest (l.602, EX-080): a Morale test removes 1; +1 Morale all in cover; automatic with no enemy in LoS; +1 first under rest-disruption=added (l.592)', () => {
    expectClose(exactOutcomes(recover, { action: 'rest', disruption: 3, morale: 6 }).outcomes, { '2': 0.6, '3': 0.4 });
    expectClose(exactOutcomes(recover, { action: 'rest', disruption: 3, morale: 6, cover: true }).outcomes, { '2': 0.7, '3': 0.3 });
    expectClose(exactOutcomes(recover, { action: 'rest', disruption: 3, 'no-enemy-los': true }).outcomes, { '2': 1, '3': 0 });
    expectClose(exactOutcomes(recover, { action: 'rest', disruption: 3, morale: 6, 'rest-disruption': 'added' }).outcomes, { '3': 0.6, '4': 0.4 });
    expect(rollWith(recover, { action: 'rest', disruption: 3, morale: 6 }, 7)).toBe(3);
    expect(() => recover.parse(kernelOptionValues(recover, { action: 'rest', disruption: 3 }))).toThrow(/Rest tests Morale/);
    expect(() => recover.parse(kernelOptionValues(recover, { disruption: 3, morale: 6 }))).toThrow(/Recover makes no Morale test/);
  });
});

describe('Exoshift construction, 001_9ac883e80b2d20e9.txt (EX-007)', () => {
  it('Construction and Emplacements (l.1120-1126): one part per passed Quality +2 test, finished when the parts reach the construction time', () => {
    // Quality 4: a test passes on 1-6. Construction time 2: fail, pass, fail, pass = 4 Interacts; pass, pass = 2.
    expect(rollWith(construction, { quality: 4, time: 2 }, 7, 6, 9, 1)).toBe(4);
    expect(rollWith(construction, { quality: 4, time: 2 }, 6, 6)).toBe(2);
    // Engineers 1 (l.1241, "+X to Quality") passes a 7 that plain Quality 4 fails.
    expect(rollWith(construction, { quality: 4, time: 1 }, 7, 1)).toBe(2);
    expect(rollWith(construction, { quality: 4, time: 1, engineers: 1 }, 7)).toBe(1);
    // Disruption 2 ("reduces Quality by 1 for all purposes", l.870): Quality 4 passes on 1-4 only.
    expect(rollWith(construction, { quality: 4, time: 1, disruption: 2 }, 5, 4)).toBe(2);
  });

  it('needs T / p Interacts on average, negative binomial: Quality 5 (p = 0.7) and time 3 finish on the 3rd with 0.343, the 4th with 3 x 0.343 x 0.3', () => {
    const result = exactOutcomes(construction, { quality: 5, time: 3 });
    expectClose(result.outcomes, { '1': 0, '2': 0, '3': 0.343, '4': 3 * 0.343 * 0.3, '5': 6 * 0.343 * 0.09 });
    expect(result.means.meanInteracts).toBeCloseTo(3 / 0.7, 11);
    // Quality 8 passes on 1-10: exactly T Interacts.
    expect(exactOutcomes(construction, { quality: 8, time: 4 }).means.meanInteracts).toBe(4);
    expect(() => construction.parse(kernelOptionValues(construction, { quality: 1, disruption: 3 }))).toThrow(/no part is ever built/);
  });
});

describe('Exoshift reserves and initiative, 001_9ac883e80b2d20e9.txt (EX-023, EX-052)', () => {
  it('Reserves (l.1164-1166): +1 at the start of every round, then the test; 1 CP spent in a round counts from the next test', () => {
    // Arrival 2: round 1 tests 3 (a 4 fails), round 2 tests 4 (a 4 passes) -> round 2.
    expect(rollWith(arrival, { start: 2 }, 4, 4)).toBe(2);
    // With 1 CP a round, round 2 tests 2 + 2 + 1 = 5: a 5 passes there.
    expect(rollWith(arrival, { start: 2, boost: 1 }, 4, 5)).toBe(2);
    expect(rollWith(arrival, { start: 2 }, 4, 5, 5)).toBe(3);
    // Arrival 0: round r passes with r / 10; round 2 = 0.9 x 0.2, and every unit is in by round 10.
    expectClose(exactOutcomes(arrival, { start: 0 }).outcomes, { '1': 0.1, '2': 0.18, '3': 0.9 * 0.8 * 0.3, '10': 0.9 * 0.8 * 0.7 * 0.6 * 0.5 * 0.4 * 0.3 * 0.2 * 0.1 });
    // Arrival 2 with 1 CP a round tests 3, 5, 7, 9, 11: 0.3 + 0.7 x 0.5 + 0.35 x 0.7 + ...
    expectClose(exactOutcomes(arrival, { start: 2, boost: 1 }).outcomes, { '1': 0.3, '2': 0.35, '3': 0.245, '4': 0.105 * 0.9, '5': 0.0105, '6': 0 });
  });

  it('Determine initiative (l.473-479): d10 + Quality + bid, highest wins; ties by Quality, then bid, then (both equal) a reroll', () => {
    // Quality 5 bidding 2 against Quality 6: A wins on f >= g (f + 7 > g + 6, and f + 1 = g ties to the higher Quality).
    expectClose(exactOutcomes(initiative, { quality: 5, bid: 2, 'vs-quality': 6 }).outcomes, { win: 0.55, lose: 0.45 });
    // Quality 5 bidding 1 against Quality 5: a tied total goes to the higher bid, so A loses only on g >= f + 2 (36 of 100).
    expectClose(exactOutcomes(initiative, { quality: 5, bid: 1, 'vs-quality': 5 }).outcomes, { win: 0.64, lose: 0.36 });
    // Equal Quality and bids: every tie is rolled again, so exactly even.
    expectClose(exactOutcomes(initiative, { quality: 4, 'vs-quality': 4 }).outcomes, { win: 0.5, lose: 0.5 });
    expect(rollWith(initiative, { quality: 4, 'vs-quality': 4 }, 3, 3, 2, 7)).toBe(0); // 3-3 tied: rerolled, then 2 against 7
    expect(rollWith(initiative, { quality: 6, 'vs-quality': 5 }, 3, 4)).toBe(1); // 9 against 9: the higher Quality
  });

  it('Determine initiative among three (l.475, EX-035): "The player with the second most bid chooses his position, and so on"', () => {
    // A (Quality 5) bids 3, B and C (Quality 5) bid nothing: B beats A only on b > a + 3 (a tie goes to the higher bid),
    // n(a) = max(0, 7 - a) faces of 10. A first: both at most a + 3, the sum over a of (10 - n(a))^2 = 671 of 1,000.
    // A third by total: both beat A, the sum of n(a)^2 = 91 (with B and C tied, 21 of them, the roll-off's loser still
    // ranks before A on total). By bid A chooses right after any winner: never third.
    const three = { quality: 5, bid: 3, 'b-quality': 5, 'c-quality': 5 };
    expectClose(exactOutcomes(initiativeOrder, { ...three, order: 'highest-total' }).outcomes, { first: 0.671, second: 0.238, third: 0.091 });
    expectClose(exactOutcomes(initiativeOrder, { ...three, order: 'most-bid' }).outcomes, { first: 0.671, second: 0.329, third: 0 });
    // All alike: a third each, whichever reading.
    for (const order of ['most-bid', 'highest-total']) expectClose(exactOutcomes(initiativeOrder, { quality: 6, 'b-quality': 6, 'c-quality': 6, order }).outcomes, { first: 1 / 3, second: 1 / 3, third: 1 / 3 });
    // Faces 1, 10, 9: totals A 9, B 15, C 14. B wins; then C before A by total (A third), A before C by bid (A second).
    expect(rollWith(initiativeOrder, { ...three, order: 'highest-total' }, 1, 10, 9)).toBe(2);
    expect(rollWith(initiativeOrder, { ...three, order: 'most-bid' }, 1, 10, 9)).toBe(1);
  });
});

describe('Jovian Wars, 002_f697cf6215cb147c.txt', () => {
  const sets = (values: Record<string, number | string>, ...dice: number[]) => describeCode(rollWith(d6sets, values, ...dice));

  it('Dice System › Value (l.151-156): 1,4,5 is N; 2,2,4 is [D2]; 1,1,3,3,3 is [D1,T3], "Two Successes!" (the text\'s "value 2" for the D is a typo)', () => {
    expect(sets({ base: 3 }, 1, 4, 5)).toBe('[]');
    expect(sets({ base: 3 }, 2, 2, 4)).toBe('[D2]');
    expect(sets({ base: 5 }, 1, 1, 3, 3, 3)).toBe('[T3, D1]');
  });

  it('Flex Pool (l.265-273): Dave rolls 4,4,5,6 with one Flex die and keeps [D4]; from 4,4,6,6 the rule picks the higher value, [D6]', () => {
    expect(sets({ base: 3, flex: 1 }, 4, 4, 5, 6)).toBe('[D4]');
    expect(sets({ base: 3, flex: 1 }, 4, 4, 6, 6)).toBe('[D6]');
  });

  it('Macro Pool (l.292-301): base 4,4,6 with Macro 4,6 makes [T4]; with Macro 4,4 "this would take the overall roll to a [Q4]!"', () => {
    expect(sets({ base: 3, macro: 2 }, 4, 4, 6, 4, 6)).toBe('[T4]');
    expect(sets({ base: 3, macro: 2 }, 4, 4, 6, 4, 4)).toBe('[Q4]');
  });

  it('Macro Pool (l.313-315): with a Negative Macro Pool of -2 rolling 4,6, "the [D4] result would be downgraded to an N!"', () => {
    expect(sets({ base: 3, macro: -2 }, 4, 4, 6, 4, 6)).toBe('[]');
  });

  it('Macro Pool (l.309-315), JW-061: the example reads the same both ways; any-die lowers a set whatever the macro die shows, the roller choosing which', () => {
    // The example: [D4] with -2M rolling 4, 6 is N under both readings (any-die draws no macro dice: two steps take the D4 and nothing is left).
    expect(sets({ base: 3, macro: -2, variant: 'any-die' }, 4, 4, 6)).toBe('[]');
    // 3,3,3 with -1M rolling 6: matching leaves [T3]; any-die lowers it to [D3].
    expect(sets({ base: 3, macro: -1 }, 3, 3, 3, 6)).toBe('[T3]');
    expect(sets({ base: 3, macro: -1, variant: 'any-die' }, 3, 3, 3)).toBe('[D3]');
    // 3,3,3,6,6 with -1M: matching on a 3 leaves [D3, D6], on a 6 [T3]; any-die: [D3, D6] or [T3] (2 damage each), the higher magnitude wins: [T3].
    expect(sets({ base: 5, macro: -1 }, 3, 3, 3, 6, 6, 3)).toBe('[D6, D3]');
    expect(sets({ base: 5, macro: -1 }, 3, 3, 3, 6, 6, 6)).toBe('[T3]');
    expect(sets({ base: 5, macro: -1, variant: 'any-die' }, 3, 3, 3, 6, 6)).toBe('[T3]');
  });

  it('Macro Pool, JW-061 exactly: base 3 (N 120, D 90, T 6 of 216) with -1M; matching lowers a set on 1 in 6, any-die always', () => {
    // matching: T stays on 5/6 (5/216), T -> D on 1/6 (1/216), D stays 75/216, D -> N 15/216.
    expectClose(exactOutcomes(d6sets, { base: 3, macro: -1 }).outcomes, { N: 135 / 216, D: 76 / 216, T: 5 / 216, Q: 0 });
    // any-die: every T is a D, every D is gone.
    expectClose(exactOutcomes(d6sets, { base: 3, macro: -1, variant: 'any-die' }).outcomes, { N: 210 / 216, D: 6 / 216, T: 0, Q: 0 });
    // base 2 with -1M: a pair (1/6) survives a matching die 5/6 of the time; never under any-die.
    expectClose(exactOutcomes(d6sets, { base: 2, macro: -1 }).outcomes, { N: 31 / 36, D: 5 / 36 });
    expectClose(exactOutcomes(d6sets, { base: 2, macro: -1, variant: 'any-die' }).outcomes, { N: 1, D: 0 });
    // A positive or zero Macro Pool is the same under both readings.
    expect(Array.from(exactSetCodes(d6Pool({ base: 4, flex: 1, macro: 2, negative: 'any-die' })))).toEqual(Array.from(exactSetCodes(d6Pool({ base: 4, flex: 1, macro: 2 }))));
  });

  it('Base Pool of 1 (l.227-233): "roll 2d6, regardless of the modified Base Pool size, but do not apply Flex Dice or Macro Dice"', () => {
    const two = exactSetCodes(d6Pool({ base: 2, flex: 0, macro: 0 }));
    for (const [base, flex, macro] of [[1, 2, 3], [-1, 0, 0], [0, 4, -2]]) expect(Array.from(exactSetCodes(d6Pool({ base, flex, macro })))).toEqual(Array.from(two));
    expectClose(exactOutcomes(d6sets, { base: 1, flex: 2, macro: 3 }).outcomes, { N: 5 / 6, D: 1 / 6, T: 0, Q: 0 });
    expect(sets({ base: 2 }, 1, 4)).toBe('[]'); // Skill Test (l.352-354): "rolls 2d6, resulting in 1,4. That is a N result"
  });

  it('Skill Test (l.339-349): "an Unopposed Roll using the model\'s Skill as the Base Pool", N fails and [D+] succeeds; Withdraw (l.2203) is the same D+ test', () => {
    // P(D+) = 1 - P(all faces differ): Skill 1 rolls 2d6 (Base Pool of 1), 1 - 30/36; Skill 3: 1 - 6x5x4/216;
    // Skill 4: 1 - 6x5x4x3/1296; Skill 5: 1 - 6x5x4x3x2/7776; Skill 6: 1 - 6!/6^6; seven dice always pair.
    const success: [number, number][] = [[1, 1 / 6], [2, 1 / 6], [3, 4 / 9], [4, 13 / 18], [5, 49 / 54], [6, 1 - 720 / 46656], [7, 1]];
    for (const [skill, p] of success) {
      const { outcomes } = exactOutcomes(d6sets, { base: skill });
      expect(outcomes.N, `Skill ${skill}`).toBeCloseTo(1 - p, 12);
      expect(outcomes.D + outcomes.T + outcomes.Q, `Skill ${skill}`).toBeCloseTo(p, 12);
    }
  });

  it('Re-Rolls (l.382-392): "performing a roll from the beginning ... You may only re-roll once": a first N is rolled again and the second roll stands', () => {
    // Base 2: P(N) = (5/6)^2, P(D) = 1/6 + 5/6 x 1/6. Base 3: P(N) = (120/216)^2; P(T) = 6/216 x (1 + 120/216).
    expectClose(exactOutcomes(d6sets, { base: 2, reroll: true }).outcomes, { N: 25 / 36, D: 11 / 36, T: 0, Q: 0 });
    expectClose(exactOutcomes(d6sets, { base: 3, reroll: true }).outcomes, { N: 25 / 81, T: (1 / 36) * (14 / 9) });
    // The re-roll sees the result after diminishing: base 3 diminished once is N unless a T (6/216) was rolled.
    expectClose(exactOutcomes(d6sets, { base: 3, diminish: 1, reroll: true }).outcomes, { N: (35 / 36) ** 2, D: (1 / 36) * (1 + 35 / 36) });
    expectClose(exactOutcomes(d6sets, { base: 3, reroll: false }).outcomes, { N: 5 / 9 });
  });

  it('Escalate (l.164-172) and Diminish (l.180-183): [D2] escalates to [T2], N and Q stay; six 2s diminish to [T2], a D to N', () => {
    const d2 = 1 << 2;
    expect(describeCode(escalate(d2))).toBe('[T2]');
    expect(escalate(0)).toBe(0);
    expect(describeCode(escalate(3 << 2))).toBe('[Q2]');
    expect(describeCode(diminish(rollWith(d6sets, { base: 6 }, 2, 2, 2, 2, 2, 2)))).toBe('[T2]');
    expect(diminish(d2)).toBe(0);
    expect(describeCode(rollWith(d6sets, { base: 3, escalate: 1 }, 2, 2, 5))).toBe('[T2]');
  });

  it('Opposed Roll (l.366-380): a secondary Q negates all; against [D2,D3] a secondary D leaves one D (the rulebook lets either go)', () => {
    const d2d3 = (1 << 2) | (1 << 4);
    for (const variant of ['steps', 'one-set'] as const) {
      expect(applyEffect(d2d3, secondaryEffect(3 << 10, variant), variant)).toBe(0);
      const left = applyEffect(d2d3, secondaryEffect(1 << 0, variant), variant);
      expect(['[D2]', '[D3]']).toContain(describeCode(left));
    }
    // Scripted through the sampler: primary 4,4,4 is [T4]. Each pool fills its own
    // 8,192-die buffer, so the secondary's dice come after 8,192 primary dice.
    const opposed = (...secondary: number[]) => {
      const out = new Uint16Array(1);
      const sampler = d6opposed.sampler(d6opposed.parse(kernelOptionValues(d6opposed, { base: 3, 'vs-base': 3 })));
      sampler.sample(scripted(4, 4, 4, ...new Array(8189).fill(1), ...secondary), out, 1);
      return describeCode(out[0]);
    };
    expect(opposed(5, 5, 2)).toBe('[D4]'); // a D is one step
    expect(opposed(5, 5, 5)).toBe('[]'); // a T is two steps
    expect(opposed(1, 2, 3)).toBe('[T4]'); // no set, no effect
  });

  it('Catastrophic Damage Table (l.1833-1840): "Roll 1d6 + the number of Systems that have been reduced to 0 rating", 1-5 No Effect, 6-7 Dead, 8+ Explode', () => {
    // Zeroed k: Dead on the faces 6-k .. 7-k, Explode on 8-k .. 6 (each face 1/6).
    const table: [number, number, number][] = [[0, 1, 0], [1, 2, 0], [2, 2, 1], [3, 2, 2], [4, 2, 3], [5, 2, 4], [6, 1, 5], [7, 0, 6], [9, 0, 6]];
    for (const [zeroed, dead, explode] of table) {
      expectClose(exactOutcomes(catastrophic, { zeroed }).outcomes, { none: (6 - dead - explode) / 6, dead: dead / 6, explode: explode / 6 });
    }
    // The example (l.1842-1845): an Uller with zero point defense and thrusters rolls a 5: 5 + 2 = 7, "Dead".
    expect(CATASTROPHIC_OUTCOMES[rollWith(catastrophic, { zeroed: 2 }, 5)]).toBe('dead');
    // The game's table (rules.ts) agrees face by face.
    for (let zeroed = 0; zeroed <= 8; zeroed++) {
      for (let die = 1; die <= 6; die++) expect(CATASTROPHIC_OUTCOMES[rollWith(catastrophic, { zeroed }, die)]).toBe(catastrophicResult(die, zeroed));
    }
  });

  it('Catastrophic Damage Table, JW-062: which "Systems" count; a Crippled ship with Defense at 0, one System Trait at 0 and no Marines left rolls a 5', () => {
    // ratings: 5 + 1 = 6, Dead; with-traits: 5 + 1 + 1 = 7, Dead; with-marines: 5 + 1 + 1 = 7, Dead.
    const ship = { zeroed: 1, traits: 1, marines: true };
    for (const variant of ['ratings', 'with-traits', 'with-marines']) expect(CATASTROPHIC_OUTCOMES[rollWith(catastrophic, { ...ship, variant }, 5)]).toBe('dead');
    // On a 6 only the wider readings reach 8, Explode.
    expect(['ratings', 'with-traits', 'with-marines'].map((variant) => CATASTROPHIC_OUTCOMES[rollWith(catastrophic, { ...ship, variant }, 6)])).toEqual(['dead', 'explode', 'explode']);
    // Exactly: Defense and Sensors at 0, two System Traits at 0: ratings counts 2 (Dead 2/6, Explode 1/6), with-traits 4 (Dead 2/6, Explode 3/6),
    // with-marines with the Marines intact still 2.
    const two = { zeroed: 2, traits: 2, marines: false };
    expectClose(exactOutcomes(catastrophic, { ...two, variant: 'ratings' }).outcomes, { none: 3 / 6, dead: 2 / 6, explode: 1 / 6 });
    expectClose(exactOutcomes(catastrophic, { ...two, variant: 'with-traits' }).outcomes, { none: 1 / 6, dead: 2 / 6, explode: 3 / 6 });
    expectClose(exactOutcomes(catastrophic, { ...two, variant: 'with-marines' }).outcomes, { none: 3 / 6, dead: 2 / 6, explode: 1 / 6 });
  });

  describe('a Skill Test read on an action table (kernel skilltable); Skill 3 is N 120, D 90, T 6 of 216; Skill 4 N 360, D 810, T 120, Q 6 of 1296', () => {
    it('Long Shot (l.2431-2443): "N - Damage the weapons system ... D - On a 4+ ... T - On a 6+ ... Q+ - No damage"', () => {
      expectClose(exactOutcomes(skillTable, { skill: 3, table: 'long-shot' }).outcomes, { damaged: 120 / 216 + (90 / 216) * (1 / 2) + (6 / 216) * (1 / 6) });
      expectClose(exactOutcomes(skillTable, { skill: 2, table: 'long-shot' }).outcomes, { damaged: 5 / 6 + (1 / 6) * (1 / 2) });
      // Skill 4: Q+ (6/1296) never damages.
      expectClose(exactOutcomes(skillTable, { skill: 4, table: 'long-shot' }).outcomes, { intact: (360 * 0 + 810 / 2 + 120 * (5 / 6) + 6) / 1296 });
    });

    it('Capital Ship Repairing Itself (l.2668-2685): "Rating Damage 4+ Auto 2x Auto 3x Auto", "System Trait Damage - 4+ Auto 2x Auto", "Weapon Damage - - 4+ Auto", "SPN Weapon Damage - - - 4+"', () => {
      const rating = exactOutcomes(skillTable, { skill: 3, table: 'repair-rating' });
      expectClose(rating.outcomes, { '0': (120 / 216) / 2, '1': (120 / 216) / 2 + 90 / 216, '2': 6 / 216, '3': 0 });
      expect(rating.means.meanCount).toBeCloseTo((60 + 90 + 12) / 216, 12);
      expectClose(exactOutcomes(skillTable, { skill: 4, table: 'repair-rating' }).outcomes, { '3': 6 / 1296 });
      expectClose(exactOutcomes(skillTable, { skill: 4, table: 'repair-trait' }).outcomes, { '0': (360 + 810 / 2) / 1296, '1': (810 / 2 + 120) / 1296, '2': 6 / 1296 });
      expectClose(exactOutcomes(skillTable, { skill: 4, table: 'repair-weapon' }).outcomes, { '0': (360 + 810 + 60) / 1296, '1': (60 + 6) / 1296 });
      expectClose(exactOutcomes(skillTable, { skill: 4, table: 'repair-spinal' }).outcomes, { '0': 1 - 3 / 1296, '1': 3 / 1296 });
    });

    it('Overdrive (l.2445-2457): "N - Apply damage to the chosen rating as if was hit by a single Particle Cannon attack ... D - Apply a single damage ... [T+] - Do not apply damage"', () => {
      expectClose(exactOutcomes(skillTable, { skill: 3, table: 'overdrive' }).outcomes, { redundant: 120 / 216, one: 90 / 216, none: 6 / 216 });
      expectClose(exactOutcomes(skillTable, { skill: 2, table: 'overdrive' }).outcomes, { redundant: 5 / 6, one: 1 / 6, none: 0 });
    });

    it('Search for Escape Pods (l.3322-3330): "N - No escape pods found. D - One ... [T+] - Two"; Drone Command: N 1, D 2, T 3, Q+ 4 squadrons', () => {
      const pods = exactOutcomes(skillTable, { skill: 4, table: 'escape-pods' });
      expectClose(pods.outcomes, { '0': 360 / 1296, '1': 810 / 1296, '2': 126 / 1296 });
      expect(pods.means.meanCount).toBeCloseTo((810 + 252) / 1296, 12);
      const drones = exactOutcomes(skillTable, { skill: 4, table: 'drone-command' });
      expectClose(drones.outcomes, { '0': 0, '1': 360 / 1296, '2': 810 / 1296, '3': 120 / 1296, '4': 6 / 1296 });
      expect(drones.means.meanCount).toBeCloseTo((360 + 1620 + 360 + 24) / 1296, 12);
      // Skill 1 is a Base Pool of 1: 2d6, a D on 1/6 (Dice System › Base Pool of 1).
      expectClose(exactOutcomes(skillTable, { skill: 1, table: 'escape-pods' }).outcomes, { '0': 5 / 6, '1': 1 / 6 });
    });
  });

  it('Squadron Damage (l.1669-1683): "The Uller rolls a [D2,T3] ... The Pathfinders suffer a total of 3 damage"', () => {
    expect(setDamage((1 << 2) | (2 << 4))).toBe(3);
    // The table's bullets are blank (JW-023): under the 1-3-5 reading the same roll would deal 1 + 3.
    const d2t3 = (1 << 2) | (2 << 4);
    expect(setsModel('1-2-3').means.meanDamage[d2t3]).toBe(3);
    expect(setsModel('1-3-5').means.meanDamage[d2t3]).toBe(4);
    expect(setsModel('1-2-4').means.meanDamage[3 << 10]).toBe(4);
  });
});

describe('Syndicate Protocol, 003_c7f3f5aee5a5ed6f.txt', () => {
  it('2.10 Combat Overview (l.260-262): "Hit Target = 6 - (Accuracy - Target Dodge) / Minimum 2+, maximum 6+"', () => {
    expect([hitTarget(5, 4), hitTarget(3, 3), hitTarget(9, 1), hitTarget(2, 5)]).toEqual([5, 6, 2, 6]);
  });

  it('4.12 Full Combat Example (l.597-617): ACC 5, RoF 3 against Dodge 4, Armor 1 hits on 5+; 3, 5, 6 is 2 hits - 1 Armor = 1 damage', () => {
    const hits = rollWith(bullets, { rof: 3, acc: 5, dodge: 4, armor: 1 }, 3, 5, 6);
    expect(hits).toBe(2);
    expect(bulletDamage(hits, 1, 'floor0')).toBe(1);
    expect(bulletDamage(hits, 1, 'floor1')).toBe(1);
    // Each bullet hits with 2/6: hits 0..3 are 8/27, 12/27, 6/27, 1/27.
    const floor0 = exactOutcomes(bullets, { rof: 3, acc: 5, dodge: 4, armor: 1 });
    expectClose(floor0.distributions.hits, { '0': 8 / 27, '1': 4 / 9, '2': 2 / 9, '3': 1 / 27 });
    expect(floor0.means.meanDamage).toBeCloseTo(8 / 27, 12);
    expect(exactOutcomes(bullets, { rof: 3, acc: 5, dodge: 4, armor: 1, variant: 'floor1' }).means.meanDamage).toBeCloseTo(20 / 27, 12);
  });

  it('2.10 / 4.6 (SP-022): with the 6+ cap, Dodge (and cover) at or above ACC is worthless: 18 of the 36 cells ACC 3-6 x DOD 2-4 x cover 0-2 sit at 6+, 10 waste some', () => {
    let capped = 0;
    let wasted = 0;
    for (let acc = 3; acc <= 6; acc++) {
      for (let dod = 2; dod <= 4; dod++) {
        for (let cover = 0; cover <= 2; cover++) {
          const dodge = dod + cover;
          if (hitTarget(acc, dodge) === 6) capped++;
          // Some Dodge is wasted when one point less would still be at the cap.
          if (hitTarget(acc, dodge - 1) === 6) wasted++;
        }
      }
    }
    expect([capped, wasted]).toEqual([18, 10]);
    // ACC 3 against Dodge 3, 4 or 5 (heavy cover): the same 1/6 a die, so the same distribution.
    const hits = (dodge: number) => exactOutcomes(bullets, { rof: 3, acc: 3, dodge }).distributions.hits;
    expectClose(hits(3), { '0': 125 / 216, '1': 75 / 216, '2': 15 / 216, '3': 1 / 216 });
    expectClose(hits(5), hits(3));
    // Critical 6 adds nothing: at the cap a die hits only on a natural 6 anyway.
    expect(rollWith(bullets, { rof: 3, acc: 3, dodge: 5 }, 6, 5, 1)).toBe(1);
  });

  it('4.8 Armor (l.544-555) "Minimum final damage = 0" against 6.1 (l.872-879) "Damage cannot be reduced below 1": one hit through Armor 2', () => {
    expect(bulletDamage(1, 2, 'floor0')).toBe(0);
    expect(bulletDamage(1, 2, 'floor1')).toBe(1);
    expect(bulletDamage(0, 2, 'floor1')).toBe(0);
  });

  it('9.6 Glyph\'s Data Relay (SP-090): "treat one of Glyph\'s dice as a 4" is a sure hit on 4+ and a sure miss on 5+ or 6+ (--fixed-four)', () => {
    // Glyph ACC 3, Light Pistol (1 die): against DOD 1 it hits on 4+ (1/2 rolled), against DOD 2 on 5+ (1/3 rolled).
    expectClose(exactOutcomes(bullets, { rof: 1, acc: 3, dodge: 1, 'fixed-four': true }).distributions.hits, { '0': 0, '1': 1 });
    expectClose(exactOutcomes(bullets, { rof: 1, acc: 3, dodge: 2, 'fixed-four': true }).distributions.hits, { '0': 1, '1': 0 });
    expectClose(exactOutcomes(bullets, { rof: 1, acc: 3, dodge: 2 }).distributions.hits, { '0': 2 / 3, '1': 1 / 3 });
    // Three dice on 4+: the 4 hits, two roll at 1/2.
    expectClose(exactOutcomes(bullets, { rof: 3, acc: 5, dodge: 3, 'fixed-four': true }).distributions.hits, { '0': 0, '1': 1 / 4, '2': 1 / 2, '3': 1 / 4 });
    expect(rollWith(bullets, { rof: 3, acc: 5, dodge: 3, 'fixed-four': true }, 1, 6)).toBe(2);
    expect(() => bullets.parse(kernelOptionValues(bullets, { rof: 0, acc: 3, dodge: 3, 'fixed-four': true }))).toThrow(/one die must be fixed at 4: give --rof 1 or more/);
  });

  it('Game Setup 6 (l.100-106, SP-071): "both players roll 1d6 ... If tied, reroll until a winner is determined" — 1/2 each (--reroll-ties)', () => {
    expectClose(exactOutcomes(melee, { acc: 0, dodge: 0, 'reroll-ties': true }).outcomes, { attacker: 1 / 2, tie: 0, defender: 1 / 2 });
    // +1 on one side: 21 wins, 5 ties, 10 losses of 36; ties rolled again.
    expectClose(exactOutcomes(melee, { acc: 1, dodge: 0, 'reroll-ties': true }).outcomes, { attacker: 21 / 31, tie: 0, defender: 10 / 31 });
    expect(rollWith(melee, { acc: 0, dodge: 0, 'reroll-ties': true }, 3, 3, 2, 5)).toBe(2);
    expect(rollWith(melee, { acc: 0, dodge: 0 }, 3, 3, 2, 5)).toBe(1);
  });

  it('7.5 Melee Tactics (l.1128-1136): "Both players roll 1 die. The attacker adds ACC; the defender adds Dodge." Tie: both suffer 1', () => {
    expectClose(exactOutcomes(melee, { acc: 0, dodge: 0 }).outcomes, { attacker: 5 / 12, tie: 1 / 6, defender: 5 / 12 });
    expectClose(exactOutcomes(melee, { acc: 1, dodge: 4 }).outcomes, { attacker: 1 / 12, tie: 1 / 12, defender: 5 / 6 });
    expect(rollWith(melee, { acc: 2, dodge: 1 }, 3, 4)).toBe(1); // 3 + 2 = 4 + 1: a tie
  });
});

describe('Rattle and Rend, 004_c41133d86b017ece.txt', () => {
  const params = (bonus: number, penalty: number, variant: D20Params['variant'] = 'cancel'): D20Params => ({ target: 11, bonus, penalty, variant });

  it('Core Dice Mechanic (l.292-299): 2d20; a penalty rolls 1, a bonus 3; "a single BONUS offsets all the penalties"', () => {
    expect([d20DiceCount(params(0, 0)), d20DiceCount(params(0, 2)), d20DiceCount(params(1, 0)), d20DiceCount(params(1, 3))]).toEqual([2, 1, 3, 2]);
    expect(d20DiceCount(params(1, 3, 'stack'))).toBe(1);
    expect(d20DiceCount(params(3, 0, 'stack'))).toBe(5);
  });

  it('Core Dice Mechanic (l.303-309): roll equal to or over the stat; success on one die, critical on two or more', () => {
    expect(rollWith(d20, { target: 11 }, 11, 3)).toBe(1); // success
    expect(rollWith(d20, { target: 11 }, 12, 15)).toBe(2); // critical
    expect(rollWith(d20, { target: 11 }, 10, 1)).toBe(0); // fail
    expect(rollWith(d20, { target: 11, penalty: 1 }, 20)).toBe(1); // a single die is never critical
    // Stat 7 on 2d20: fail 0.3^2, exactly one 2 x 0.7 x 0.3, critical 0.7^2.
    expectClose(exactOutcomes(d20, { target: 7 }).outcomes, { fail: 0.09, success: 0.42, critical: 0.49 });
    expect(exactOutcomes(d20, { target: 2, penalty: 1 }).outcomes.critical).toBe(0);
  });

  it("Intimidate is the Heavy's Fury check, 7+ on 2d20: the action is cancelled 0.91, and repositioned as well (critical) 0.49 (Standard Reactions › Intimidate; RR-167)", () => {
    const intimidate = exactOutcomes(d20, { target: 7 }).outcomes;
    expect(intimidate.success + intimidate.critical).toBeCloseTo(1 - 0.3 * 0.3, 12);
    expect(intimidate.critical).toBeCloseTo(0.7 * 0.7, 12);
  });

  it("Banish Foe is the Champion's Guile check with a penalty, 10+ on 1d20: banished 0.55, and never critical, so the Will check always follows (Champion Actions › Banish Foe; RR-163)", () => {
    expectClose(exactOutcomes(d20, { target: 10, penalty: 1 }).outcomes, { fail: 0.45, success: 0.55, critical: 0 });
    // With a bonus as well (Inspiring Terrain, say) the two cancel: 2d20, and the critical that skips the Will check is 0.55^2.
    expectClose(exactOutcomes(d20, { target: 10, bonus: 1, penalty: 1 }).outcomes, { fail: 0.45 * 0.45, critical: 0.55 * 0.55 });
  });
});

describe('Rattle and Rend game-setup d20 tables with overlapping rows (kernel rrtable; Eight Game Setup; RR-148, RR-149, RR-057, RR-058)', () => {
  const table = (values: Record<string, number | boolean | string>) => { const s = exactOutcomes(rrTable, values); return { outcomes: s.outcomes, meanChoice: s.means.meanChoice }; };

  it('the rows are the ones the game reads (rules.ts FIVE_ROWS, SCENARIOS, DEPLOYMENTS, THEMES, SPARSE_MAX, DENSE_MIN)', () => {
    expect(RR_TABLE_ROWS.victory.map((r) => [r.lo, r.hi])).toEqual(FIVE_ROWS.map((r) => [...r]));
    expect(RR_TABLE_ROWS.deployment.map((r) => [r.lo, r.hi])).toEqual(FIVE_ROWS.map((r) => [...r]));
    expect(RR_TABLE_ROWS.victory.map((r) => r.id)).toEqual([...SCENARIOS]);
    expect(RR_TABLE_ROWS.deployment.map((r) => r.id)).toEqual([...DEPLOYMENTS]);
    expect(RR_TABLE_ROWS.theme.map((r) => [r.id, r.lo, r.hi])).toEqual(THEMES.map((t) => [t.id, t.lo, t.hi]));
    expect([RR_TABLE_ROWS.density[0].hi, RR_TABLE_ROWS.density[1].lo]).toEqual([SPARSE_MAX, DENSE_MIN]);
  });

  it('Victory Conditions as printed: 1-3 and 18-20 single rows (3/20), 6-7, 10-11, 14-15 (2/20), and four overlaps of 2/20: 40% of rolls give Player A a choice (RR-148)', () => {
    const v = table({});
    expectClose(v.outcomes, {
      'kill-them-all': 3 / 20, 'king-of-the-hill': 2 / 20, 'capture-the-flags': 2 / 20, duel: 2 / 20, conquest: 3 / 20,
      'kill-them-all/king-of-the-hill': 2 / 20, 'king-of-the-hill/capture-the-flags': 2 / 20, 'capture-the-flags/duel': 2 / 20, 'duel/conquest': 2 / 20,
    });
    expect(v.meanChoice).toBeCloseTo(8 / 20, 12);
  });

  it('settling the overlaps: the earlier row 5/4/4/4/3 of 20, the later 3/4/4/4/5, a coin 4/20 each; preferring Duel 6/20 (RR-148)', () => {
    expectClose(table({ policy: 'lower' }).outcomes, { 'kill-them-all': 5 / 20, 'king-of-the-hill': 4 / 20, 'capture-the-flags': 4 / 20, duel: 4 / 20, conquest: 3 / 20 });
    expectClose(table({ policy: 'higher' }).outcomes, { 'kill-them-all': 3 / 20, 'king-of-the-hill': 4 / 20, 'capture-the-flags': 4 / 20, duel: 4 / 20, conquest: 5 / 20 });
    expectClose(table({ policy: 'coin' }).outcomes, { 'kill-them-all': 0.2, 'king-of-the-hill': 0.2, 'capture-the-flags': 0.2, duel: 0.2, conquest: 0.2 });
    // Duel on 12-17; 8-9 goes to the earlier King of the Hill, so Capture the Flags keeps only 10-11.
    expectClose(table({ policy: 'lower', prefer: 'duel' }).outcomes, { 'kill-them-all': 5 / 20, 'king-of-the-hill': 4 / 20, 'capture-the-flags': 2 / 20, duel: 6 / 20, conquest: 3 / 20 });
    expect(Object.keys(table({ policy: 'coin' }).outcomes)).toHaveLength(5);
  });

  it('Deployment has the same five rows: Corner 3/20, Side 2/20, Corner/Side 2/20, ... (RR-149)', () => {
    const d = table({ table: 'deployment' });
    expectClose(d.outcomes, { corner: 3 / 20, side: 2 / 20, delayed: 2 / 20, close: 2 / 20, surrounded: 3 / 20, 'corner/side': 2 / 20, 'close/surrounded': 2 / 20 });
    expect(d.meanChoice).toBeCloseTo(0.4, 12);
  });

  it('the terrain Theme stops at 17: 18-20 on no row (3/20) as printed, or re-rolled (each face 1/17) (RR-057)', () => {
    const printed = table({ table: 'theme' });
    expectClose(printed.outcomes, { 'the-badlands': 3 / 20, 'the-stronghold': 2 / 20, 'the-heights': 2 / 20, 'the-wilds': 4 / 20, 'the-badlands/the-stronghold': 2 / 20, 'the-heights/the-wilds': 2 / 20, unlisted: 3 / 20 });
    expect(printed.meanChoice).toBeCloseTo(6 / 20, 12);
    const reroll = table({ table: 'theme', unlisted: 'reroll' });
    expectClose(reroll.outcomes, { 'the-badlands': 3 / 17, 'the-wilds': 4 / 17, 'the-stronghold/the-heights': 2 / 17 });
    expect(reroll.outcomes.unlisted).toBeUndefined();
    // 19 and 18 are rolled again; 5 is the Badlands/Stronghold overlap (code (5 - 1) x 2 + coin 0).
    expect(rollWith(rrTable, { table: 'theme', unlisted: 'reroll' }, 19, 18, 5)).toBe(8);
  });

  it('terrain Density: d20 sparse 1-8 (40%), dense 12-20 (45%), the 9-11 overlap 15%; a coin 50/50 (RR-058)', () => {
    expectClose(table({ table: 'density' }).outcomes, { sparse: 0.4, dense: 0.45, 'sparse/dense': 0.15 });
    expectClose(table({ table: 'density', policy: 'coin' }).outcomes, { sparse: 0.475, dense: 0.525 });
    const coin = table({ table: 'density-coin' });
    expectClose(coin.outcomes, { sparse: 0.5, dense: 0.5 });
    expect(coin.meanChoice).toBe(0);
  });

  it('refuses a preferred row of another table and --unlisted off the theme table, naming the allowed values', () => {
    expect(() => table({ table: 'theme', prefer: 'duel' })).toThrow(/duel is not a row of the theme table; allowed: none, the-badlands/);
    expect(() => table({ table: 'victory', unlisted: 'reroll' })).toThrow(/--table theme only.*allowed: none/);
  });
});
