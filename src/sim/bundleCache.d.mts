// Types of bundleCache.mjs (plain JavaScript: src/cli/bin.mjs reads it before any TypeScript loader starts).
export interface BundlePaths {
  bundle: string;
  manifest: string;
}
export interface BundleManifest {
  /** What the bundle is of (an experiment's path, or 'cli'). */
  tag: string;
  /** Every file the bundle was built from, with a hash of its content. */
  inputs: Record<string, string>;
}
export const ROOT: string;
export const CACHE: string;
export const BUNDLE_FORMAT: string;
export function hashOf(path: string): string;
export function bundlePaths(prefix: string, ...parts: string[]): BundlePaths;
export function freshBundle(paths: BundlePaths, tag: string): string | null;
