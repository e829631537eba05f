/**
 * xoshiro128** — a small, fast 32-bit generator (Blackman & Vigna, "Scrambled
 * linear pseudorandom number generators", 2018; reference code at prng.di.unimi.it).
 * 128 bits of state, period 2^128 - 1, all arithmetic in 32-bit integers.
 *
 * Every random draw in Playtest Lab comes from an instance of this one class
 * (one monomorphic class keeps V8's inline caches happy in the hot loops).
 * Independent streams come from `Xoshiro128.stream(seed, index)`, which hashes
 * (seed, index) into the state with SplitMix64, the seeding method the
 * xoshiro authors recommend.
 *
 * Cost: one `nextUint32()` is a handful of integer operations (~2 ns here).
 * Example: `Xoshiro128.stream(42, 0).nextUint32()` -> 3054400093 (fixed by the tests).
 */
import { diePacking } from './diePacking.ts';
import { splitMix64State } from './splitmix64.ts';

const TWO_POW_32 = 4294967296;

/** nextBelow's small n (below SMALL): per n, the largest multiple of n that fits in 32 bits, and 1 / n. */
const SMALL = 256;
const SMALL_LIMIT = new Float64Array(SMALL);
const SMALL_INVERSE = new Float64Array(SMALL);
for (let n = 1; n < SMALL; n++) {
  SMALL_LIMIT[n] = TWO_POW_32 - (TWO_POW_32 % n);
  SMALL_INVERSE[n] = 1 / n;
}

export class Xoshiro128 {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(s0: number, s1: number, s2: number, s3: number) {
    if ((s0 | s1 | s2 | s3) === 0) throw new Error('xoshiro128** state must not be all zero');
    this.s0 = s0 | 0;
    this.s1 = s1 | 0;
    this.s2 = s2 | 0;
    this.s3 = s3 | 0;
  }

  /** The generator for stream `index` of experiment seed `seed` (both non-negative safe integers). */
  static stream(seed: number, index = 0): Xoshiro128 {
    const [s0, s1, s2, s3] = splitMix64State(seed, index);
    return new Xoshiro128(s0, s1, s2, s3);
  }

  /** The next 32 random bits as an unsigned integer in [0, 2^32). */
  nextUint32(): number {
    const s0 = this.s0;
    const s1 = this.s1;
    const s2 = this.s2 ^ s0;
    const s3 = this.s3 ^ s1;
    const x = Math.imul(s1, 5);
    const result = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    this.s1 = s1 ^ s2;
    this.s0 = s0 ^ s3;
    this.s2 = s2 ^ (s1 << 9);
    this.s3 = (s3 << 11) | (s3 >>> 21);
    return result;
  }

  /** A uniform double in [0, 1) with 53 random bits. */
  nextFloat(): number {
    const hi = this.nextUint32() >>> 5; // 27 bits
    const lo = this.nextUint32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /**
   * A uniform integer in [0, n) for 1 <= n <= 2^32, without modulo bias: draws
   * above the largest multiple of n that fits in 32 bits are rejected and redrawn
   * (the method of pure-rand's uniformIntInternal).
   */
  nextBelow(n: number): number {
    if (n > 0 && n < SMALL && (n | 0) === n) {
      // A small whole n (map cells, cards, dice): the limit from a table and the remainder by a multiplication, not two
      // integer divisions (a micro-benchmark of n = 2..24: ~25 ns a draw, not ~55; a generated Syndicate Protocol map
      // draws ~850 times: bench-syndicate-protocol, thirteenth pass). The same numbers: floor((x + 0.5) / n) is
      // floor(x / n), and the product's rounding error (below 2^-20 for x < 2^32) never reaches the 0.5 / n that
      // separates (x + 0.5) / n from a whole number.
      const limit = SMALL_LIMIT[n];
      let x = this.nextUint32();
      while (x >= limit) x = this.nextUint32();
      return (x - n * Math.floor((x + 0.5) * SMALL_INVERSE[n])) | 0;
    }
    const m = n >>> 0;
    if (m === n && m !== 0) {
      // n a whole number below 2^32 (every caller's): unsigned 32-bit remainders, which the JIT compiles to integer
      // divisions, where `%` on a number it could not prove whole ran the x87 remainder loop (~70% of nextBelow's
      // time, perf annotate). The same numbers: (2^32 - m) mod m is 2^32 mod m, and x is already an unsigned 32-bit.
      const limit = TWO_POW_32 - (((0 - m) >>> 0) % m);
      let x = this.nextUint32();
      while (x >= limit) x = this.nextUint32();
      return (x >>> 0) % m;
    }
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** A uniform integer in [lo, hi], both inclusive. */
  nextInt(lo: number, hi: number): number {
    return lo + this.nextBelow(hi - lo + 1);
  }

  /**
   * Writes `count` rolls of a `faces`-sided die (values 1..faces) into
   * out[start .. start+count). Several dice are cut from each 32-bit draw
   * (see diePacking.ts); allocates nothing.
   *
   * Digit j of an accepted draw x is floor(x / f^j) - f * floor(x / f^(j+1)).
   * Each floor comes from one multiplication by a stored reciprocal, exact
   * because (x + 0.5) / f^j is never within 0.5 / f^j of an integer while the
   * product's rounding error is below x * 2^-52 / f^j. The quotients do not
   * depend on each other, so the CPU computes them in parallel: 1.1 ns per d6
   * against 11 ns for a chain of integer divisions (`npm run bench`, rolls/s).
   */
  fillDice(faces: number, out: Uint8Array, start: number, count: number): void {
    const packing = diePacking(faces);
    const perWord = packing.perWord;
    const limit = packing.limit;
    const reciprocals = packing.reciprocals;
    const end = start + count;
    let i = start;
    if (faces === 6) i = this.fillSixes(out, i, end);
    while (i < end) {
      const x = this.nextUint32();
      if (x >= limit) continue;
      const take = end - i < perWord ? end - i : perWord;
      const shifted = x + 0.5;
      let quotient = x; // floor(x / f^0)
      for (let d = 0; d < take; d++) {
        const next = (shifted * reciprocals[d + 1]) | 0; // floor(x / f^(d+1)) < 2^31
        out[i++] = quotient - faces * next + 1;
        quotient = next;
      }
    }
  }

  /**
   * fillDice's fast path for d6, the commonest die: whole words of eleven dice,
   * unrolled with the reciprocals 1/6^j as constants (1.6 against 2.7 ns per die for
   * the general loop, measured with `npm run bench`). Returns where it stopped:
   * fewer than eleven dice before `end` are left to the general loop.
   */
  private fillSixes(out: Uint8Array, i: number, end: number): number {
    while (i + 11 <= end) {
      const x = this.nextUint32();
      if (x >= 3990767616) continue; // 11 * 6^11: see diePacking.ts
      const s = x + 0.5;
      const q1 = (s * 0.16666666666666666) | 0; // 1 / 6
      const q2 = (s * 0.027777777777777776) | 0; // 1 / 36
      const q3 = (s * 0.004629629629629629) | 0; // 1 / 216
      const q4 = (s * 0.0007716049382716049) | 0; // 1 / 1296
      const q5 = (s * 0.0001286008230452675) | 0; // 1 / 7776
      const q6 = (s * 2.143347050754458e-05) | 0; // 1 / 46656
      const q7 = (s * 3.5722450845907635e-06) | 0; // 1 / 279936
      const q8 = (s * 5.953741807651273e-07) | 0; // 1 / 1679616
      const q9 = (s * 9.92290301275212e-08) | 0; // 1 / 10077696
      const q10 = (s * 1.65381716879202e-08) | 0; // 1 / 60466176
      const q11 = (s * 2.7563619479867003e-09) | 0; // 1 / 362797056
      out[i] = x - 6 * q1 + 1;
      out[i + 1] = q1 - 6 * q2 + 1;
      out[i + 2] = q2 - 6 * q3 + 1;
      out[i + 3] = q3 - 6 * q4 + 1;
      out[i + 4] = q4 - 6 * q5 + 1;
      out[i + 5] = q5 - 6 * q6 + 1;
      out[i + 6] = q6 - 6 * q7 + 1;
      out[i + 7] = q7 - 6 * q8 + 1;
      out[i + 8] = q8 - 6 * q9 + 1;
      out[i + 9] = q9 - 6 * q10 + 1;
      out[i + 10] = q10 - 6 * q11 + 1;
      i += 11;
    }
    return i;
  }

  /**
   * Sets the four state words in place (an all-zero state, the one fixed point
   * of xoshiro, becomes s0 = 1). The runner uses it to replay trial i's dice for
   * every arm from one reusable generator, with no allocation per trial.
   */
  reset(s0: number, s1: number, s2: number, s3: number): void {
    this.s0 = (s0 | s1 | s2 | s3) === 0 ? 1 : s0 | 0;
    this.s1 = s1 | 0;
    this.s2 = s2 | 0;
    this.s3 = s3 | 0;
  }

  /** The four state words, for tests and for handing a stream to another thread. */
  state(): [number, number, number, number] {
    return [this.s0, this.s1, this.s2, this.s3];
  }
}
