/**
 * Child streams for games and agents. A game's chance stream and each agent's
 * stream are cut from one parent generator, four words each, so one seed
 * fixes a whole game (or a pair of games) and the streams do not overlap in
 * practice (xoshiro128** words are 2^128-periodic; SplitMix-seeded parents).
 *
 * Example: const chance = reseeded(Xoshiro128.stream(7, 0)).
 */
import { Xoshiro128 } from '../rng/xoshiro128.ts';

/** A new generator seeded from rng's next four words. */
export function reseeded(rng: Xoshiro128): Xoshiro128 {
  const s0 = rng.nextUint32();
  const s1 = rng.nextUint32();
  const s2 = rng.nextUint32();
  const s3 = rng.nextUint32();
  return new Xoshiro128((s0 | s1 | s2 | s3) === 0 ? 1 : s0, s1, s2, s3);
}

/** Four state words drawn from rng, to reset a reusable generator to later (no allocation per reset). */
export function drawWords(rng: Xoshiro128, out: Int32Array | Uint32Array, at: number): void {
  out[at] = rng.nextUint32();
  out[at + 1] = rng.nextUint32();
  out[at + 2] = rng.nextUint32();
  out[at + 3] = rng.nextUint32();
}
