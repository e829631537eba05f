/**
 * Rolls a kernel `trials` times and counts the fine codes. Trials are split in
 * fixed chunks and chunk k always draws from the stream (seed, k), so the
 * counts depend only on (kernel, params, trials, seed) — the same scheme the
 * experiment runner uses to spread chunks over worker threads.
 */
import type { DiceKernel, FineSampler } from './kernel.ts';
import { Xoshiro128 } from '../rng/xoshiro128.ts';

export const ROLL_CHUNK = 65536;

export function sampleCounts<P>(kernel: DiceKernel<P>, params: P, trials: number, seed: number): Float64Array {
  return sampleCodeCounts(kernel.model(params).size, kernel.sampler(params), trials, seed);
}

/** The same for any sampler of codes 0 .. size-1 (attack pipelines compile to one). */
export function sampleCodeCounts(size: number, sampler: FineSampler, trials: number, seed: number): Float64Array {
  const counts = new Float64Array(size);
  const codes = new Uint16Array(Math.min(ROLL_CHUNK, Math.max(1, trials)));
  for (let chunk = 0; chunk * ROLL_CHUNK < trials; chunk++) {
    const size = Math.min(ROLL_CHUNK, trials - chunk * ROLL_CHUNK);
    sampler.sample(Xoshiro128.stream(seed, chunk), codes, size);
    for (let i = 0; i < size; i++) counts[codes[i]]++;
  }
  return counts;
}
