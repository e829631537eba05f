/**
 * The URL to import an experiment file from, so that it loads as an ES module
 * wherever it lies.
 *
 * Node, and tsx after it, load a `.ts` or `.js` file as CommonJS unless the
 * nearest package.json says `"type": "module"`. The repository's does, but an
 * experiment kept elsewhere (README: `run` takes a path) was loaded as
 * CommonJS and failed with "Cannot require() ES Module ... in a cycle" as soon
 * as it imported the toolkit. Such a file is bundled with esbuild as ESM
 * instead (the compiler tsx itself uses): the file and anything it imports
 * from outside the repository go into the bundle, while the repository's own
 * modules stay imports by absolute URL, so the experiment shares this
 * process's modules (its defineExperiment, ParamError, InputError) rather than
 * copies of them. Packages stay imports too, found from the repository, since
 * the bundle is written into its node_modules/.cache.
 *
 * Cost: nothing for files in an ESM package; one esbuild build (tens of ms)
 * for others, on every load, so an edit is never missed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundlePaths, ROOT } from './bundleCache.mjs';
import { InputError } from './inputError.ts';
import { OWN_META_URL, writeAtomic } from './workerBundle.ts';

/** Whether Node loads the file as an ES module: .mts and .mjs always, .ts and .js when the nearest package.json says so. */
export function loadsAsModule(path: string): boolean {
  const extension = extname(path);
  if (extension === '.mts' || extension === '.mjs') return true;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module';
      } catch {
        return false;
      }
    }
    if (dirname(dir) === dir) return false;
  }
}

const inRepository = (path: string): boolean => {
  const inside = relative(ROOT, path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
};

/** The repository's modules stay imports by absolute URL: loaded once, by tsx, as the ES modules they are. */
const REPOSITORY_EXTERNAL: Plugin = {
  name: 'repository-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === REPOSITORY_EXTERNAL) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: REPOSITORY_EXTERNAL });
      if (resolved.errors.length > 0 || resolved.external || !inRepository(resolved.path)) return undefined;
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/** The module URL to import for the experiment file at `path` (absolute). */
export async function experimentModuleUrl(path: string): Promise<string> {
  if (loadsAsModule(path)) return pathToFileURL(path).href;
  const esbuild = await import('esbuild');
  const built = await esbuild.build({
    entryPoints: [path],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [REPOSITORY_EXTERNAL, OWN_META_URL],
    write: false,
    logLevel: 'silent',
  });
  const text = built.outputFiles[0].text;
  const { bundle } = bundlePaths('esm-', path);
  try {
    mkdirSync(dirname(bundle), { recursive: true });
    writeAtomic(bundle, text);
  } catch {
    throw new InputError(`${path} lies outside a package with "type": "module", and its ES module copy cannot be written to ${dirname(bundle)}; put a package.json containing {"type": "module"} beside it, or name it .mts`);
  }
  // The content in the URL: a file edited and loaded again in the same process is a new module, not the cached one.
  return `${pathToFileURL(bundle).href}?${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}
