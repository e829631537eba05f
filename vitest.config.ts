import { defineConfig } from 'vitest/config';

// Many tests start the real `playtest` command as a child process (tsx start-up
// is ~0.5 s, several seconds on a loaded 2-core CI machine), so the default 5 s
// per test is too short. Speed is measured by `npm run bench`, never here.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
