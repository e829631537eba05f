// Worker-thread entry for the experiment runner when the experiment was
// prebuilt into one JavaScript bundle (workerBundle.ts): no TypeScript loader
// to start in this thread, so it is ready in a fraction of the time worker.mjs
// takes. The bundle holds the experiment and the chunk service; a request for
// any other experiment is refused, never silently run on the wrong one.
import { workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import workerpool from 'workerpool';

const bundle = await import(pathToFileURL(workerData.bundle).href);
const runChunks = bundle.chunkService(async (path) => {
  if (path !== workerData.experimentPath) throw new Error(`worker bundle holds ${workerData.experimentPath}, not ${path}`);
  return bundle.experiment;
});

workerpool.worker({ runChunks });
