/**
 * A worker thread started under tsx (worker.mjs): loads the experiment module
 * named in each request as TypeScript. The runner uses it when no prebuilt
 * bundle is at hand (workerBundle.ts).
 */
import { pathToFileURL } from 'node:url';
import workerpool from 'workerpool';
import { chunkService } from './chunkService.ts';
import type { Experiment } from './experiment.ts';

const runChunks = chunkService(async (path) => ((await import(pathToFileURL(path).href)) as { default: Experiment }).default);

workerpool.worker({ runChunks });
