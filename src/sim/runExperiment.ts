/**
 * Drives a run: hands chunks to an executor round by round, merges their
 * statistics in chunk order, and stops where the stopping rule says (see
 * chunkMerger.ts). With a shard, plays only chunks k with k mod count = index,
 * all of the budget and without stopping, and keeps every chunk's statistics
 * so `playtest merge` can replay the stopping rule over all shards.
 */
import type { StopReason } from '../stats/index.ts';
import { ChunkMerger } from './chunkMerger.ts';
import type { ChunkExecutor } from './executor.ts';
import { chunkTrials, type RunPlan } from './plan.ts';

export interface Shard {
  index: number;
  count: number;
}

export interface RunOptions {
  plan: RunPlan;
  executor: ChunkExecutor;
  shard?: Shard | null;
  /** Called as chunks finish, with the trials played so far (per arm) and the most the run can play. */
  onProgress?: (trials: number, budget: number) => void;
}

export interface RunOutcome {
  /** Statistics merged in chunk order over the chunks that count. */
  totals: Float64Array;
  stopReason: StopReason;
  /** Per arm. */
  trials: number;
  /** Shards only: every chunk played, in chunk order. */
  chunks: { index: number; stats: Float64Array }[] | null;
}

/**
 * Chunks per task: sixteen tasks or more a worker, so the work stays balanced and progress comes often (a match of
 * search agents has few chunks of many minutes each: one per task), at most 64 chunks, so messages cost nothing
 * against many small dice chunks. How chunks are grouped never changes a result: they merge in chunk order.
 */
function tasks(chunks: number[], workers: number): number[][] {
  const size = Math.max(1, Math.min(64, Math.ceil(chunks.length / (workers * 16))));
  const result: number[][] = [];
  for (let i = 0; i < chunks.length; i += size) result.push(chunks.slice(i, i + size));
  return result;
}

export async function runExperiment({ plan, executor, shard = null, onProgress }: RunOptions): Promise<RunOutcome> {
  let played = 0;
  // What this run can play at most: the budget, or a shard's own chunks.
  let total = plan.budget;
  const play = async (chunks: number[], onChunk: (chunk: number, stats: Float64Array) => void): Promise<void> => {
    await Promise.all(
      tasks(chunks, executor.workers).map(async (task) => {
        const stats = await executor.run(task);
        task.forEach((chunk, i) => {
          played += chunkTrials(plan, chunk);
          onChunk(chunk, stats[i]);
        });
        onProgress?.(played, total);
      }),
    );
  };

  if (shard) {
    const mine: number[] = [];
    for (let k = shard.index; k < plan.totalChunks; k += shard.count) mine.push(k);
    total = mine.reduce((sum, k) => sum + chunkTrials(plan, k), 0);
    onProgress?.(0, total); // drawn at once, so a bar shows its clock before the first chunk is back
    const done = new Map<number, Float64Array>();
    await play(mine, (chunk, stats) => done.set(chunk, stats));
    const totals = new Float64Array(plan.width);
    const chunks = mine.map((index) => ({ index, stats: done.get(index)! }));
    for (const { stats } of chunks) for (let i = 0; i < stats.length; i++) totals[i] += stats[i];
    return { totals, stopReason: 'budget', trials: total, chunks };
  }

  onProgress?.(0, total);
  const merger = new ChunkMerger(plan);
  while (merger.stopReason === null) {
    const round: number[] = [];
    for (let k = merger.merged; k < merger.roundEnd; k++) round.push(k);
    await play(round, (chunk, stats) => merger.add(chunk, stats));
  }
  return { totals: merger.totals, stopReason: merger.stopReason, trials: merger.trials, chunks: null };
}
