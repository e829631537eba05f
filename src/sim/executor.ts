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
import { workerBundle } from './workerBundle.ts';

export interface ChunkExecutor {
  readonly workers: number;
  /** How pool threads were started, once known: from a prebuilt bundle or through tsx (workerBundle.ts). */
  readonly threads?: ThreadStart;
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

/** Threads that load TypeScript through tsx, and threads that import a prebuilt bundle (workerBundle.ts). */
const TSX_WORKER = fileURLToPath(new URL('./worker.mjs', import.meta.url));
const BUNDLED_WORKER = fileURLToPath(new URL('./bundledWorker.mjs', import.meta.url));
let planCounter = 0;

export type ThreadStart = 'bundle' | 'tsx';

export class PoolExecutor implements ChunkExecutor {
  /** Made once the bundle is known (built or found in the cache; null: use tsx). */
  private readonly pool: Promise<workerpool.Pool>;
  private readonly planId = `${process.pid}-${++planCounter}`;
  threads?: ThreadStart;

  constructor(
    readonly workers: number,
    private readonly plan: RunPlan,
    private readonly experimentPath: string,
    bundle: Promise<string | null> = Promise.resolve(null),
  ) {
    const options = { workerType: 'thread', maxWorkers: workers, minWorkers: workers } as const;
    // A bundled thread is plain JavaScript: it needs none of this process's loader flags (tsx's --import).
    this.pool = bundle.then((path) => {
      this.threads = path === null ? 'tsx' : 'bundle';
      return path === null ? workerpool.pool(TSX_WORKER, options) : workerpool.pool(BUNDLED_WORKER, { ...options, workerThreadOpts: { workerData: { bundle: path, experimentPath }, execArgv: [] } });
    });
  }

  async run(chunks: number[]): Promise<Float64Array[]> {
    const request: WorkerRequest = { kind: 'chunks', planId: this.planId, plan: this.plan, experimentPath: this.experimentPath, chunks };
    let reply: WorkerReply;
    try {
      reply = (await (await this.pool).exec('runChunks', [request])) as WorkerReply;
    } catch (error) {
      // The worker itself died (or the pool was terminated): blame the task's first chunk.
      throw new ChunkFailure(chunks[0], firstLine(error));
    }
    if (reply.kind === 'failed') throw new ChunkFailure(reply.chunk, reply.message);
    return reply.stats;
  }

  async close(): Promise<void> {
    await (await this.pool).terminate(true);
  }
}

/**
 * N threads of work: this thread plus a pool of N - 1, each task going to
 * whichever is free first. A pool thread takes a moment to start (the bundle
 * to find or build, then to import); this thread plays chunks meanwhile, so
 * short runs are not dominated by start-up (`npm run bench`, runner
 * speed-up). Which thread plays a chunk never changes its statistics.
 */
export class SharedExecutor implements ChunkExecutor {
  private readonly local: InProcessExecutor;
  private readonly pool: PoolExecutor;
  private localBusy = false;
  private poolBusy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly workers: number,
    plan: RunPlan,
    experiment: Experiment,
    experimentPath: string,
  ) {
    this.local = new InProcessExecutor(plan, experiment);
    this.pool = new PoolExecutor(workers - 1, plan, experimentPath, workerBundle(experimentPath));
  }

  async run(chunks: number[]): Promise<Float64Array[]> {
    for (;;) {
      if (!this.localBusy) return this.use('local', () => this.local.run(chunks));
      if (this.poolBusy < this.workers - 1) return this.use('pool', () => this.pool.run(chunks));
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private async use(lane: 'local' | 'pool', work: () => Promise<Float64Array[]>): Promise<Float64Array[]> {
    if (lane === 'local') this.localBusy = true;
    else this.poolBusy++;
    try {
      return await work();
    } finally {
      if (lane === 'local') this.localBusy = false;
      else this.poolBusy--;
      this.waiting.shift()?.();
    }
  }

  get threads(): ThreadStart | undefined {
    return this.pool.threads;
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.pool.close();
  }
}

/** One thread plays in this thread; more add pool threads beside it. */
export function executorFor(workers: number, plan: RunPlan, experiment: Experiment, experimentPath: string): ChunkExecutor {
  return workers === 1 ? new InProcessExecutor(plan, experiment) : new SharedExecutor(workers, plan, experiment, experimentPath);
}
