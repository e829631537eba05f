/**
 * A worker thread started under tsx (worker.mjs): loads the experiment module
 * named in each request as TypeScript, as the main thread does (an experiment
 * outside the repository as an ES module too: loadExperiment.ts). The runner
 * uses it when no prebuilt bundle is at hand (workerBundle.ts).
 */
import workerpool from 'workerpool';
import { chunkService } from './chunkService.ts';
import { importExperiment } from './loadExperiment.ts';

const runChunks = chunkService(importExperiment);

workerpool.worker({ runChunks });
