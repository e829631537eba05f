/**
 * The whole tree type-checks (`npm run typecheck`: tsc --noEmit over src, tests, scripts and experiments). vitest and
 * tsx strip types without checking them, so without this a type error in any file passes every other test (one in
 * tests/systems/syndicate-protocol/savedOptions.test.ts did, 2026-11-23).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

it('tsc --noEmit finds no type error', () => {
  const run = spawnSync(process.execPath, [TSC, '--noEmit', '-p', ROOT], { cwd: ROOT, encoding: 'utf8' });
  expect(run.error).toBeUndefined();
  expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
  expect(run.status).toBe(0);
}, 300_000);
