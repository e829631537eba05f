/**
 * Where chunks are played: in this thread, or on a workerpool of threads that
 * load the experiment module themselves. Both return each chunk's statistics
 * and fail with a ChunkFailure naming the chunk; neither decides anything about
 * the result, so the two give identical numbers.
 */
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import { ChunkRunner } from './chunkRunner.ts';
import type { Experiment } from './experiment.ts';
import { firstLine } from './firstLine.ts';
import type { WorkerReply, WorkerRequest } from './messages.ts';
import type { RunPlan } from './plan.ts';

export interface ChunkExecutor {
  readonly workers: number;
  run(chunks: number[]): Promise<Float64Array[]>;
  /** Stops all work at once (pending tasks fail); safe to call twice. */
  close(): Promise<void>;
}

export class ChunkFailure extends Error {
  constructor(
    readonly chunk: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChunkFailure';
  }
}

/** Plays chunks in the calling thread, yielding to the event loop between chunks so Ctrl-C is heard. */
export class InProcessExecutor implements ChunkExecutor {
  readonly workers = 1;
  private readonly runner: ChunkRunner;
  private closed = false;

  constructor(plan: RunPlan, experiment: Experiment) {
    this.runner = new ChunkRunner(plan, experiment);
  }

  async run(chunks: number[]): Promise<Float64Array[]> {
    const stats: Float64Array[] = [];
    for (const chunk of chunks) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.closed) throw new Error('run stopped');
      try {
        stats.push(this.runner.run(chunk));
      } catch (error) {
        throw new ChunkFailure(chunk, firstLine(error));
      }
    }
    return stats;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

const WORKER_SCRIPT = fileURLToPath(new URL('./worker.mjs', import.meta.url));
let planCounter = 0;

export class PoolExecutor implements ChunkExecutor {
  private readonly pool: workerpool.Pool;
  private readonly planId = `${process.pid}-${++planCounter}`;

  constructor(
    readonly workers: number,
    private readonly plan: RunPlan,
    private readonly experimentPath: string,
  ) {
    this.pool = workerpool.pool(WORKER_SCRIPT, { workerType: 'thread', maxWorkers: workers, minWorkers: workers });
  }

  async run(chunks: number[]): Promise<Float64Array[]> {
    const request: WorkerRequest = { kind: 'chunks', planId: this.planId, plan: this.plan, experimentPath: this.experimentPath, chunks };
    let reply: WorkerReply;
    try {
      reply = (await this.pool.exec('runChunks', [request])) as WorkerReply;
    } catch (error) {
      // The worker itself died (or the pool was terminated): blame the task's first chunk.
      throw new ChunkFailure(chunks[0], firstLine(error));
    }
    if (reply.kind === 'failed') throw new ChunkFailure(reply.chunk, reply.message);
    return reply.stats;
  }

  async close(): Promise<void> {
    await this.pool.terminate(true);
  }
}
