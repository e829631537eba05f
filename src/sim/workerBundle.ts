/**
 * Worker threads that start fast: the experiment module and the chunk service
 * (chunkService.ts) built into one JavaScript file with esbuild (the compiler
 * tsx itself uses, so the code the threads run is the same), which a thread
 * imports without starting a TypeScript loader of its own. Registering tsx
 * costs each thread ~0.35 s (it starts a loader thread and esbuild there);
 * importing the bundle costs a few tens of ms, which is what lets two workers
 * come close to twice the speed of one on runs of a few seconds (issue 3).
 *
 * esbuild writes every top-level `const` as `var`; topLevelConst.ts gives the
 * never-written ones their `const` back, which V8 folds into optimised code
 * (heuristic games x1.07-1.4 on the threads).
 *
 * The bundle is cached in node_modules/.cache/playtest-workers (bundleCache.mjs),
 * keyed by the experiment path and BUNDLE_FORMAT, and rebuilt when any file it was
 * built from (or tsconfig.json) changes content. The same builder makes the
 * command's own bundle (src/cli/cliBundle.ts). When it cannot be built (no esbuild, a
 * read-only install, PLAYTEST_WORKER_BUNDLE=0) the runner falls back to
 * threads that load TypeScript through tsx (worker.mjs): slower to start,
 * same results.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundlePaths, freshBundle, hashOf, ROOT, type BundleManifest, type BundlePaths } from './bundleCache.mjs';
import { restoreTopLevelConst } from './topLevelConst.ts';

const SERVICE = fileURLToPath(new URL('./chunkService.ts', import.meta.url));
const TSCONFIG = join(ROOT, 'tsconfig.json');
/** The code that makes a bundle's text, itself an input: a change to it rebuilds the bundles it made. */
const BUILDERS = [fileURLToPath(import.meta.url), fileURLToPath(new URL('./topLevelConst.ts', import.meta.url)), fileURLToPath(new URL('./bundleCache.mjs', import.meta.url))];
/** The generated entry module's name (it exists only in memory). */
const ENTRY = 'playtest-worker-entry.ts';

/** Written under a temporary name, then renamed: another run or a thread reading it never sees half a file. */
export function writeAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * Each project file's `import.meta.url` written in as the file's own URL: in a
 * bundle it would otherwise be the bundle's (under node_modules/.cache), and
 * paths made from it (the experiments folder, the worker entry files) would
 * point nowhere.
 */
export const OWN_META_URL: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mjs)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

/**
 * Builds `entry` (a module's text, resolved from the repository root) into the
 * bundle at `paths` with its manifest (tag, and a hash of every input), or
 * returns null when it cannot be built (no esbuild, a read-only install).
 */
export async function buildBundle(paths: BundlePaths, tag: string, entry: string): Promise<string | null> {
  try {
    const esbuild = await import('esbuild');
    const built = await esbuild.build({
      stdin: { contents: entry, resolveDir: ROOT, sourcefile: ENTRY, loader: 'ts' },
      absWorkingDir: ROOT,
      tsconfig: TSCONFIG,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Packages stay imports: the bundle lives under node_modules/.cache, so they resolve as they do for the source.
      packages: 'external',
      plugins: [OWN_META_URL],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const inputs: Record<string, string> = { [TSCONFIG]: hashOf(TSCONFIG) };
    for (const path of BUILDERS) inputs[path] = hashOf(path);
    for (const input of Object.keys(built.metafile.inputs)) {
      if (input === ENTRY) continue;
      const path = join(ROOT, input);
      inputs[path] = hashOf(path);
    }
    mkdirSync(join(paths.bundle, '..'), { recursive: true });
    writeAtomic(paths.bundle, restoreTopLevelConst(built.outputFiles[0].text).code);
    writeAtomic(paths.manifest, JSON.stringify({ tag, inputs } satisfies BundleManifest));
    return paths.bundle;
  } catch {
    return null;
  }
}

/** The path of an up-to-date bundle for the experiment, or null when threads should use tsx instead. */
export async function workerBundle(experimentPath: string): Promise<string | null> {
  if (process.env.PLAYTEST_WORKER_BUNDLE === '0') return null;
  const paths = bundlePaths('', experimentPath, SERVICE);
  return (
    freshBundle(paths, experimentPath) ??
    buildBundle(paths, experimentPath, `export { default as experiment } from ${JSON.stringify(experimentPath)};\nexport { chunkService } from ${JSON.stringify(SERVICE)};\n`)
  );
}
