/**
 * A reusable buffer of pre-rolled dice for the samplers' hot loops: dice are
 * rolled in bulk with `Xoshiro128.fillDice` (several per 32-bit draw) and read
 * by index, so a trial costs no call per die and allocates nothing.
 *
 * `reset()` must start every `sample()` call, so a sampler's output depends
 * only on the generator it is handed, never on dice left over from a previous
 * call (this is what keeps results independent of how chunks reach workers).
 */
import type { Xoshiro128 } from '../rng/xoshiro128.ts';

const DEFAULT_CAPACITY = 8192;

export class DiceBuffer {
  readonly dice: Uint8Array;
  private next: number;

  constructor(
    readonly faces: number,
    /** The most dice one trial takes at once. */
    largestTake: number,
  ) {
    this.dice = new Uint8Array(Math.max(DEFAULT_CAPACITY, largestTake));
    this.next = this.dice.length;
  }

  reset(): void {
    this.next = this.dice.length;
  }

  /**
   * Makes `count` unread dice available and returns the index of the first;
   * they are dice[at .. at+count). Unread dice are discarded on a refill, and a
   * refill overwrites earlier takes: read a take before taking again.
   */
  take(rng: Xoshiro128, count: number): number {
    if (this.next + count > this.dice.length) {
      rng.fillDice(this.faces, this.dice, 0, this.dice.length);
      this.next = 0;
    }
    const at = this.next;
    this.next += count;
    return at;
  }
}
