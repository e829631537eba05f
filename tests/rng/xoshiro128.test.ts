import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { diePacking } from '../../src/rng/diePacking.ts';

/** A generator whose 32-bit words are scripted, to test what is built on nextUint32. */
class ScriptedWords extends Xoshiro128 {
  private i = 0;
  constructor(private readonly words: number[]) {
    super(1, 0, 0, 0);
  }
  override nextUint32(): number {
    return this.words[this.i++ % this.words.length];
  }
}

describe('xoshiro128**', () => {
  it('matches the reference implementation from state {1, 2, 3, 4} (values worked by hand from prng.di.unimi.it/xoshiro128starstar.c)', () => {
    const rng = new Xoshiro128(1, 2, 3, 4);
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([11520, 0, 5927040, 70819200]);
  });

  it('gives the same sequence for the same (seed, stream) and different ones otherwise', () => {
    const take = (rng: Xoshiro128) => Array.from({ length: 8 }, () => rng.nextUint32());
    expect(take(Xoshiro128.stream(42, 3))).toEqual(take(Xoshiro128.stream(42, 3)));
    expect(take(Xoshiro128.stream(42, 3))).not.toEqual(take(Xoshiro128.stream(42, 4)));
    expect(take(Xoshiro128.stream(42, 3))).not.toEqual(take(Xoshiro128.stream(43, 3)));
  });

  it('rejects seeds that are not non-negative safe integers', () => {
    expect(() => Xoshiro128.stream(-1, 0)).toThrow(/seed/);
    expect(() => Xoshiro128.stream(1.5, 0)).toThrow(/seed/);
    expect(() => Xoshiro128.stream(1, -2)).toThrow(/stream index/);
  });

  it('nextBelow gives the unsigned remainder of the accepted word for every small n and the words where its quotient steps', () => {
    // The small-n path (a table's limit, the remainder by a multiplication) against the plain formula: the multiples
    // of n and their neighbours, the top accepted word and the first rejected one, and random words, for n = 1..300.
    for (let n = 1; n <= 300; n++) {
      const limit = 4294967296 - (4294967296 % n);
      const words: number[] = [0, 1, limit - 1];
      for (let k = 1; k < 40; k++) {
        const q = Math.floor((k * (limit / n)) / 40) * n;
        words.push(q, q + n - 1, q + n);
      }
      const rng = Xoshiro128.stream(n, 9);
      for (let i = 0; i < 200; i++) words.push(rng.nextUint32());
      for (const word of words.filter((w) => w < limit)) expect(new ScriptedWords([word]).nextBelow(n)).toBe(word % n);
      expect(new ScriptedWords([limit, 5]).nextBelow(n)).toBe(5 % n);
    }
  });

  it('nextBelow rejects the biased top of the 32-bit range instead of taking a modulus', () => {
    // For n = 3, 2^32 mod 3 = 1, so the single word 2^32 - 1 must be redrawn.
    const rng = new ScriptedWords([4294967295, 7]);
    expect(rng.nextBelow(3)).toBe(1);
  });

  it('fillDice reads the low base-f digits of each accepted word, skipping rejected words', () => {
    for (const faces of [6, 10, 20, 100, 7]) {
      const { perWord, limit } = diePacking(faces);
      const words = [0, 1, limit - 1, limit, 4294967295, 123456789, 3000000000 % limit, 2 ** 31, 987654321];
      const accepted = words.filter((w) => w < limit);
      const expected: number[] = [];
      for (const w of accepted) {
        let x = w;
        for (let d = 0; d < perWord; d++) {
          expected.push((x % faces) + 1);
          x = Math.floor(x / faces);
        }
      }
      const out = new Uint8Array(expected.length);
      new ScriptedWords(words).fillDice(faces, out, 0, out.length);
      expect(Array.from(out), `d${faces}`).toEqual(expected);
    }
  });

  it('fillDice agrees with integer division on a million real words (the reciprocal trick is exact)', () => {
    const a = Xoshiro128.stream(9, 9);
    const b = Xoshiro128.stream(9, 9);
    for (const faces of [6, 20]) {
      const { perWord, limit } = diePacking(faces);
      const out = new Uint8Array(perWord * 100_000);
      a.fillDice(faces, out, 0, out.length);
      let i = 0;
      while (i < out.length) {
        let x = b.nextUint32();
        if (x >= limit) continue;
        for (let d = 0; d < perWord; d++) {
          if (out[i++] !== (x % faces) + 1) throw new Error(`d${faces} die ${i - 1} differs`);
          x = Math.floor(x / faces);
        }
      }
    }
  });

  it('packs eleven d6, nine d10, seven d20 and four d100 into one word', () => {
    expect([6, 10, 20, 100].map((f) => diePacking(f).perWord)).toEqual([11, 9, 7, 4]);
  });
});
