// The cache of esbuild bundles (worker threads' experiment bundles, workerBundle.ts;
// the command's own bundle, src/cli/cliBundle.ts): where a bundle lives and whether
// it is still up to date. Plain JavaScript, because src/cli/bin.mjs asks before it
// has started any TypeScript loader: that check is what lets `playtest attack` skip
// tsx altogether (~1 s of start-up).
//
// A bundle `<name>.mjs` sits next to its manifest `<name>.json`, which records what
// the bundle is of (`tag`) and a hash of every file it was built from (`inputs`).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is src/sim/bundleCache.mjs). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CACHE = join(ROOT, 'node_modules', '.cache', 'playtest-workers');

/** The bundles' format: a new value rebuilds every cached bundle, including those whose manifests predate the builders being inputs. */
export const BUNDLE_FORMAT = 'meta-url-3';

/** A file's content hash, as manifests record it. */
export function hashOf(path) {
  return createHash('sha1').update(readFileSync(path)).digest('hex');
}

/** The bundle and manifest paths for a name made from `parts` (each part a string: what makes the bundle distinct). */
export function bundlePaths(prefix, ...parts) {
  const key = createHash('sha1').update([...parts, BUNDLE_FORMAT].join('\0')).digest('hex').slice(0, 16);
  return { bundle: join(CACHE, `${prefix}${key}.mjs`), manifest: join(CACHE, `${prefix}${key}.json`) };
}

/** `paths.bundle` when its manifest names `tag` and every input still has the recorded content, else null. */
export function freshBundle(paths, tag) {
  try {
    const manifest = JSON.parse(readFileSync(paths.manifest, 'utf8'));
    if (manifest.tag !== tag || !statSync(paths.bundle).isFile()) return null;
    for (const [path, hash] of Object.entries(manifest.inputs)) if (hashOf(path) !== hash) return null;
    return paths.bundle;
  } catch {
    return null; // no bundle yet, an unreadable manifest, or an input deleted or moved
  }
}
