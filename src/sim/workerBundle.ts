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
 * The bundle is cached in node_modules/.cache/playtest-workers, keyed by the
 * experiment path and BUNDLE_FORMAT, and rebuilt when any file it was built from (or
 * tsconfig.json) changes content. When it cannot be built (no esbuild, a
 * read-only install, PLAYTEST_WORKER_BUNDLE=0) the runner falls back to
 * threads that load TypeScript through tsx (worker.mjs): slower to start,
 * same results.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreTopLevelConst } from './topLevelConst.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'playtest-workers');
const SERVICE = fileURLToPath(new URL('./chunkService.ts', import.meta.url));
const TSCONFIG = join(ROOT, 'tsconfig.json');
/** The bundle's format: a new value rebuilds every cached bundle, including those whose manifests predate BUILDERS. */
const BUNDLE_FORMAT = 'top-level-const-2';
/** The code that makes a bundle's text, itself an input: a change to it rebuilds the bundles it made. */
const BUILDERS = [fileURLToPath(import.meta.url), fileURLToPath(new URL('./topLevelConst.ts', import.meta.url))];
/** The generated entry module's name (it exists only in memory). */
const ENTRY = 'playtest-worker-entry.ts';

interface Manifest {
  experimentPath: string;
  /** Every file the bundle was built from, with a hash of its content. */
  inputs: Record<string, string>;
}

function hashOf(path: string): string {
  return createHash('sha1').update(readFileSync(path)).digest('hex');
}

function isFresh(manifest: Manifest): boolean {
  try {
    return Object.entries(manifest.inputs).every(([path, hash]) => hashOf(path) === hash);
  } catch {
    return false; // an input was deleted or moved
  }
}

function writeAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** The path of an up-to-date bundle for the experiment, or null when threads should use tsx instead. */
export async function workerBundle(experimentPath: string): Promise<string | null> {
  if (process.env.PLAYTEST_WORKER_BUNDLE === '0') return null;
  const key = createHash('sha1').update(`${experimentPath}\0${SERVICE}\0${BUNDLE_FORMAT}`).digest('hex').slice(0, 16);
  const bundle = join(CACHE, `${key}.mjs`);
  const manifestPath = join(CACHE, `${key}.json`);
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.experimentPath === experimentPath && isFresh(manifest) && statSync(bundle).isFile()) return bundle;
  } catch {
    // no bundle yet, or an unreadable one: build it
  }
  try {
    const esbuild = await import('esbuild');
    const built = await esbuild.build({
      stdin: {
        contents: `export { default as experiment } from ${JSON.stringify(experimentPath)};\nexport { chunkService } from ${JSON.stringify(SERVICE)};\n`,
        resolveDir: ROOT,
        sourcefile: ENTRY,
        loader: 'ts',
      },
      absWorkingDir: ROOT,
      tsconfig: TSCONFIG,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Packages stay imports: the bundle lives under node_modules/.cache, so they resolve as they do for the source.
      packages: 'external',
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
    mkdirSync(CACHE, { recursive: true });
    writeAtomic(bundle, restoreTopLevelConst(built.outputFiles[0].text).code);
    writeAtomic(manifestPath, JSON.stringify({ experimentPath, inputs } satisfies Manifest));
    return bundle;
  } catch {
    return null;
  }
}
