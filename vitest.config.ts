import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Many tests start the real `playtest` command as a child process (tsx start-up
// is ~0.5 s, several seconds on a loaded 2-core CI machine), so the default 5 s
// per test is too short. Speed is measured by `npm run bench`, never here.
// Vitest's default is one worker fewer than the cores, which on this project's
// 2-core machines means one worker: the suite ran one file at a time (~14 min).
// At least two workers run it in about half that; the tests are independent
// (each makes its own temporary folders) and none asserts a duration.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
