/**
 * SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014), used only to turn (seed, stream index) into a
 * well-mixed 128-bit xoshiro state. It runs once per stream, so BigInt is fine.
 */
const MASK64 = (1n << 64n) - 1n;
const GOLDEN_GAMMA = 0x9e3779b97f4a7c15n;

function mix64(z: bigint): bigint {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

function checkIndex(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
  return BigInt(value);
}

/**
 * Four 32-bit words for stream `index` of `seed`. The seed and the index are
 * hashed separately and combined before the SplitMix64 sequence starts, so
 * neighbouring seeds and neighbouring indices give unrelated states.
 */
export function splitMix64State(seed: number, index: number): [number, number, number, number] {
  let state = mix64(checkIndex('seed', seed) + GOLDEN_GAMMA) ^ mix64((checkIndex('stream index', index) + 1n) * GOLDEN_GAMMA & MASK64);
  const words: number[] = [];
  for (let i = 0; i < 2; i++) {
    state = (state + GOLDEN_GAMMA) & MASK64;
    const out = mix64(state);
    words.push(Number(out & 0xffffffffn) | 0, Number(out >> 32n) | 0);
  }
  if (!words.some((w) => w !== 0)) words[0] = 1; // probability 2^-128, but the state must not be all zero
  return [words[0], words[1], words[2], words[3]];
}
