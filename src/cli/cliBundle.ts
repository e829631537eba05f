/**
 * The command's own bundle: quickMain.ts (roll, attack, game, match) built into
 * one JavaScript file by the builder the worker threads' bundles use
 * (workerBundle.ts buildBundle: esbuild, top-level `const`s kept, each file's
 * `import.meta.url` written in), cached next to them and rebuilt when any file
 * it was built from changes. bin.mjs imports it without starting tsx: ~0.5 s
 * instead of ~1.4 s for `playtest attack ... --exact`, the same output.
 * Building takes ~1 s, once per change of the sources.
 */
import { fileURLToPath } from 'node:url';
import { bundlePaths, freshBundle } from '../sim/bundleCache.mjs';
import { buildBundle } from '../sim/workerBundle.ts';

/** The entry file; bin.mjs names it the same way (its path is part of the cache key, so each checkout has its own). */
export const QUICK_MAIN = fileURLToPath(new URL('./quickMain.ts', import.meta.url));

/** The path of an up-to-date command bundle, built now if needed; null when it cannot be built. */
export async function cliBundle(): Promise<string | null> {
  const paths = bundlePaths('cli-', QUICK_MAIN);
  return freshBundle(paths, 'cli') ?? buildBundle(paths, 'cli', `import ${JSON.stringify(QUICK_MAIN)};\n`);
}
