/**
 * The Jovian Wars kernels against a brute-force oracle written straight from
 * the wording of `specs/dice-kernels.md` section 3: every ordered roll of every
 * die, every choice of which dice to keep, sets formed, macro dice applied one
 * by one, and the best choice picked by the four rules in order. The kernel's
 * solver is clever (it searches per-face magnitudes, not subsets) and the
 * enumeration groups rolls into multisets; the oracle does neither.
 */
import { describe, expect, it } from 'vitest';
import { d6Pool, exactSetCodes } from '../../src/dice/d6sets.ts';
import { applyEffect, secondaryEffect } from '../../src/dice/d6opposed.ts';
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';
import { CODE_COUNT } from '../../src/dice/setMagnitudes.ts';

interface Set {
  value: number;
  magnitude: number; // 1 D, 2 T, 3 Q
}

/** Sets among kept dice, then macro dice applied one die at a time. */
function resolve(kept: number[], macroDice: number[], macroSign: number): Set[] {
  const sets: Set[] = [];
  for (let value = 1; value <= 6; value++) {
    const k = kept.filter((d) => d === value).length;
    if (k >= 2) sets.push({ value, magnitude: Math.min(k - 1, 3) });
  }
  for (const die of macroDice) {
    const set = sets.find((s) => s.value === die && s.magnitude > 0);
    if (!set) continue; // a macro die never makes a set; a lowered-away set stays gone
    set.magnitude = macroSign > 0 ? Math.min(3, set.magnitude + 1) : set.magnitude - 1;
  }
  return sets.filter((s) => s.magnitude > 0);
}

/** (damage, highest magnitude, highest value at it, -sets): larger is better, compared in order. */
function rank(sets: Set[]): number[] {
  const damage = sets.reduce((sum, s) => sum + s.magnitude, 0);
  const highest = Math.max(0, ...sets.map((s) => s.magnitude));
  const value = Math.max(0, ...sets.filter((s) => s.magnitude === highest).map((s) => s.value));
  return [damage, highest, value, -sets.length];
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

function codeOf(sets: Set[]): number {
  return sets.reduce((code, s) => code | (s.magnitude << (2 * (s.value - 1))), 0);
}

/** Every ordered roll of `count` d6. */
function* rolls(count: number): Generator<number[]> {
  const dice = new Array(count).fill(1);
  for (;;) {
    yield dice.slice();
    let i = 0;
    while (i < count && dice[i] === 6) dice[i++] = 1;
    if (i === count) return;
    dice[i]++;
  }
}

function oracle(base: number, flex: number, macro: number): Float64Array {
  const pool = d6Pool({ base, flex, macro });
  const distribution = new Float64Array(CODE_COUNT);
  const total = 6 ** (pool.rolled + pool.macroDice);
  for (const dice of rolls(pool.rolled + pool.macroDice)) {
    const rolled = dice.slice(0, pool.rolled);
    const macroDice = dice.slice(pool.rolled);
    let best: Set[] | null = null;
    for (let mask = 0; mask < 1 << pool.rolled; mask++) {
      const kept = rolled.filter((_, i) => mask & (1 << i));
      if (kept.length !== pool.keep) continue;
      const sets = resolve(kept, macroDice, pool.macroSign);
      if (best === null || better(rank(sets), rank(best))) best = sets;
    }
    distribution[codeOf(best!)] += 1 / total;
  }
  return distribution;
}

const POOLS: Array<[number, number, number]> = [
  [-2, 0, 0], [1, 3, 2], [2, 0, 0], [3, 0, 0], [4, 0, 0], [3, 1, 0], [2, 2, 0], [4, 2, 0], [2, 4, 0],
  [3, 0, 2], [3, 1, 2], [2, 1, 3], [4, 0, -2], [3, 1, -2], [2, 2, -2], [3, 0, -3], [5, 1, 0], [3, 3, 0],
];

/**
 * The four rules can tie between results that differ only in the values of
 * lower sets (keep [D5, D3] or [D5, D1] from 1,1,3,3,5,5 keeping 5): the spec
 * does not choose, and nothing reported depends on it. So distributions are
 * compared by how many D, T and Q sets a result has.
 */
function byLevels(distribution: Float64Array): Map<string, number> {
  const out = new Map<string, number>();
  for (let code = 0; code < CODE_COUNT; code++) {
    if (distribution[code] === 0) continue;
    const counts = [0, 0, 0, 0];
    for (let f = 0; f < 6; f++) counts[(code >> (2 * f)) & 3]++;
    const key = `D${counts[1]} T${counts[2]} Q${counts[3]}`;
    out.set(key, (out.get(key) ?? 0) + distribution[code]);
  }
  return out;
}

describe('d6sets exact distribution', () => {
  it.each(POOLS)('matches brute force over every roll and every discard for base %i, flex %i, macro %i', (base, flex, macro) => {
    const expected = byLevels(oracle(base, flex, macro));
    const actual = byLevels(exactSetCodes(d6Pool({ base, flex, macro })));
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, p] of expected) expect(actual.get(key), key).toBeCloseTo(p, 12);
  }, 30_000);
});

/** Brute force: the secondary tries every way to spend its steps (or removals) and keeps the worst for the primary. */
function opposedOracle(primary: number, secondary: number, variant: OpposedVariant): number {
  const levels = Array.from({ length: 6 }, (_, f) => (primary >> (2 * f)) & 3);
  const sec = Array.from({ length: 6 }, (_, f) => (secondary >> (2 * f)) & 3);
  if (sec.some((l) => l === 3)) return 0; // Q+: negate all
  const effect = sec.reduce((sum, l) => sum + (l === 0 ? 0 : variant === 'steps' ? l : 1), 0);
  const toSets = (ls: number[]) => ls.flatMap((magnitude, f) => (magnitude > 0 ? [{ value: f + 1, magnitude }] : []));
  let worst: number[] | null = null;
  const visit = (ls: number[], left: number): void => {
    const alive = ls.some((l) => l > 0);
    if (left === 0 || !alive) {
      if (worst === null || better(rank(toSets(worst)), rank(toSets(ls)))) worst = ls;
      return;
    }
    for (let f = 0; f < 6; f++) {
      if (ls[f] === 0) continue;
      const next = ls.slice();
      next[f] = variant === 'steps' ? ls[f] - 1 : 0;
      visit(next, left - 1);
    }
  };
  visit(levels, effect);
  return codeOf(toSets(worst!));
}

describe('d6 opposed roll', () => {
  it.each(['steps', 'one-set'] as const)('the %s variant spends the secondary effect as harmfully as brute force does', (variant) => {
    // Primary codes with up to three sets against every kind of secondary result.
    const primaries = [0, 1, 2, 3, 1 | (2 << 2), 3 | (1 << 10), 2 | (2 << 4) | (1 << 8), (3 << 2) | (3 << 6) | (1 << 10)];
    const secondaries = [0, 1 << 4, 2 << 6, 1 | (1 << 2), 1 | (2 << 8), 2 | (2 << 10), 3 << 4, (1 << 2) | (1 << 4) | (1 << 6)];
    for (const p of primaries) {
      for (const s of secondaries) {
        expect(applyEffect(p, secondaryEffect(s, variant), variant), `primary ${p} vs secondary ${s}`).toBe(opposedOracle(p, s, variant));
      }
    }
  });
});
