/**
 * PLAYTEST-QUESTIONS.md section 3 ("Quick exact numbers") lists first
 * estimates; these tests recompute the kernel-level ones from exact fractions
 * worked by hand (and by an independent brute-force enumeration in Python),
 * never copied from the catalogue. Where the catalogue is wrong, the test says so.
 */
import { describe, expect, it } from 'vitest';
import { KERNELS } from '../../src/dice/registry.ts';
import type { KernelName } from '../../src/dice/registry.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { kernelOptionValues } from '../../src/dice/kernel.ts';

function exact(name: KernelName, values: Record<string, number | boolean | string>) {
  const kernel = KERNELS[name];
  const params = kernel.parse(kernelOptionValues(kernel, values));
  return summariseExact(kernel.model(params), kernel.exact(params));
}

describe('Jagged Shards d100 with and without a Warp Flare reroll', () => {
  it.each([
    // SR s: P(success or critSuccess) = (96 - s)/100 + 5/100 = p; with reroll p + (1 - p - 0.05) p.
    [10, 0.91, 0.91 + 0.04 * 0.91],
    [50, 0.51, 0.51 + 0.44 * 0.51],
    [90, 0.11, 0.11 + 0.84 * 0.11],
    [100, 0.05, 0.05 + 0.9 * 0.05], // 0.095: the catalogue's ".10" is this, rounded
  ])('SR %i succeeds %f, %f with a reroll', (sr, once, rerolled) => {
    const plain = exact('d100', { sr }).outcomes;
    const flare = exact('d100', { sr, reroll: true }).outcomes;
    expect(plain.success + plain.critSuccess).toBeCloseTo(once, 12);
    expect(flare.success + flare.critSuccess).toBeCloseTo(rerolled, 12);
  });
});

describe('Jovian Wars mean number of sets', () => {
  it('with +1 Flex on base 4 is 41/36 = 1.139, not the catalogue\'s 1.177 (which needs a "most sets" tie-break against rule 7)', () => {
    expect(exact('d6sets', { base: 4, flex: 1 }).means.meanSets).toBeCloseTo(41 / 36, 12);
    expect(exact('d6sets', { base: 5, flex: 1 }).means.meanSets).toBeCloseTo(5953 / 3888, 12);
  });

  it('is 1/6, 4/9 and 19/24 for plain pools of 2, 3 and 4 dice', () => {
    expect(exact('d6sets', { base: 2 }).means.meanSets).toBeCloseTo(1 / 6, 12);
    expect(exact('d6sets', { base: 3 }).means.meanSets).toBeCloseTo(4 / 9, 12);
    expect(exact('d6sets', { base: 4 }).means.meanSets).toBeCloseTo(19 / 24, 12);
  });

  it('a negative Macro die on base 2 leaves a set 5/36 of the time, two leave 25/216', () => {
    const left = (macro: number) => 1 - exact('d6sets', { base: 2, macro }).outcomes.N;
    expect(left(-1)).toBeCloseTo(5 / 36, 12);
    expect(left(-2)).toBeCloseTo(25 / 216, 12);
  });
});

describe('Syndicate Protocol expected damage per attack, floor 0 against floor 1', () => {
  it.each([
    [3, 5, 3, 2, 1 / 8, 7 / 8],
    [3, 5, 4, 1, 8 / 27, 20 / 27],
    [4, 3, 3, 1, 193 / 1296, 77 / 144],
    [1, 5, 3, 2, 0, 1 / 2],
    [6, 3, 2, 3, 29 / 243, 679 / 729],
  ])('RoF %i, ACC %i against DODGE %i, ARM %i: %f against %f', (rof, acc, dodge, armor, floor0, floor1) => {
    expect(exact('bullets', { rof, acc, dodge, armor }).means.meanDamage).toBeCloseTo(floor0, 12);
    expect(exact('bullets', { rof, acc, dodge, armor, variant: 'floor1' }).means.meanDamage).toBeCloseTo(floor1, 12);
  });
});

describe('Rattle and Rend checks', () => {
  it.each([
    [7, 0.91, 0.49],
    [9, 0.84, 0.36],
    [11, 0.75, 0.25],
    [13, 0.64, 0.16],
  ])('2d20 against stat %i: at least one success %f, critical %f', (target, anySuccess, critical) => {
    const p = exact('d20', { target }).outcomes;
    expect(p.success + p.critical).toBeCloseTo(anySuccess, 12);
    expect(p.critical).toBeCloseTo(critical, 12);
  });
});
