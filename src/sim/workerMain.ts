/**
 * What runs inside a worker thread: answers `chunks` requests (messages.ts) by
 * loading the experiment module named in the request, preparing a ChunkRunner
 * for the plan once, and playing the chunks. A failure is answered, not
 * thrown, so the runner learns which chunk failed.
 */
import { pathToFileURL } from 'node:url';
import workerpool from 'workerpool';
import { ChunkRunner } from './chunkRunner.ts';
import { firstLine } from './firstLine.ts';
import type { Experiment } from './experiment.ts';
import type { WorkerReply, WorkerRequest } from './messages.ts';

let prepared: { planId: string; runner: ChunkRunner } | null = null;

async function runnerFor(request: WorkerRequest): Promise<ChunkRunner> {
  if (prepared?.planId !== request.planId) {
    const module = (await import(pathToFileURL(request.experimentPath).href)) as { default: Experiment };
    prepared = { planId: request.planId, runner: new ChunkRunner(request.plan, module.default) };
  }
  return prepared.runner;
}

async function runChunks(request: WorkerRequest): Promise<WorkerReply> {
  let chunk = request.chunks[0];
  try {
    const runner = await runnerFor(request);
    const stats: Float64Array[] = [];
    for (chunk of request.chunks) stats.push(runner.run(chunk));
    return { kind: 'done', chunks: request.chunks, stats };
  } catch (error) {
    return { kind: 'failed', chunk, message: firstLine(error) };
  }
}

workerpool.worker({ runChunks });
