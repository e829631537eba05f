/**
 * The messages between the runner and its worker threads (workerpool carries
 * them; these types say what they hold). A worker never throws across the
 * thread boundary for a failed trial: it answers `failed` with the chunk, so
 * the run can end with one line naming the experiment and the chunk.
 */
import type { RunPlan } from './plan.ts';

/** Play these chunks of this plan; the worker loads the experiment module from `experimentPath` itself. */
export interface ChunksRequest {
  kind: 'chunks';
  /** Identifies the plan, so a worker prepares each plan once and reuses it for later tasks. */
  planId: string;
  plan: RunPlan;
  experimentPath: string;
  chunks: number[];
}

export type WorkerRequest = ChunksRequest;

/** The statistics of each requested chunk, in the order requested. */
export interface ChunksDone {
  kind: 'done';
  chunks: number[];
  stats: Float64Array[];
}

export interface ChunkFailed {
  kind: 'failed';
  chunk: number;
  message: string;
}

export type WorkerReply = ChunksDone | ChunkFailed;
