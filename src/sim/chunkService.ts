/**
 * What a worker thread does with a `chunks` request (messages.ts), whichever
 * way the thread was started (workerMain.ts under tsx, bundledWorker.mjs from
 * a prebuilt bundle): load the experiment once per plan, prepare a ChunkRunner,
 * play the chunks. A failure is answered, not thrown, so the runner learns
 * which chunk failed.
 */
import { ChunkRunner } from './chunkRunner.ts';
import { firstLine } from './firstLine.ts';
import type { Experiment } from './experiment.ts';
import type { WorkerReply, WorkerRequest } from './messages.ts';

export type ExperimentLoader = (experimentPath: string) => Promise<Experiment>;

export function chunkService(load: ExperimentLoader): (request: WorkerRequest) => Promise<WorkerReply> {
  let prepared: { planId: string; runner: ChunkRunner } | null = null;
  return async (request) => {
    let chunk = request.chunks[0];
    try {
      if (prepared?.planId !== request.planId) prepared = { planId: request.planId, runner: new ChunkRunner(request.plan, await load(request.experimentPath)) };
      const runner = prepared.runner;
      const stats: Float64Array[] = [];
      for (chunk of request.chunks) stats.push(runner.run(chunk));
      return { kind: 'done', chunks: request.chunks, stats };
    } catch (error) {
      return { kind: 'failed', chunk, message: firstLine(error) };
    }
  };
}
