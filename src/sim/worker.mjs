// Worker-thread entry for the experiment runner. Worker threads do not inherit
// the main thread's tsx loader, so each registers its own before loading the
// TypeScript worker (the same shim as src/cli/bin.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./workerMain.ts');
