/**
 * Finds and loads an experiment named on the command line: a path to its file,
 * a file name in `experiments/` (`pool-upgrades`), or its id
 * (`jw-pool-upgrades`). The system is the folder under `experiments/` the file
 * sits in; it names the default report folder `reports/<system>/<id>/`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Experiment } from './experiment.ts';
import { experimentModuleUrl } from './experimentModule.ts';
import { InputError } from './inputError.ts';

export const EXPERIMENTS_DIR = fileURLToPath(new URL('../../experiments/', import.meta.url));

export interface LoadedExperiment {
  path: string;
  system: string;
  experiment: Experiment;
}

/** Extensions an experiment file may have: TypeScript, or the JavaScript it compiles to. */
export const EXPERIMENT_EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];
const WHAT_IT_IS = 'an experiment is a TypeScript file (.ts) that does `export default defineExperiment({...})`';

/** The path as the user would write it: relative to the working folder when inside it. */
function shownPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith('..') ? inside : path;
}

/**
 * Why a module failed to load, in one line. esbuild (under tsx or our own
 * bundling) reports a syntax error as "Transform failed with 1 error:" or
 * "Build failed with ..." and only then the line that says where and what
 * (`file:2:10: ERROR: Expected identifier but found ","`): that line is kept,
 * as "line 2, column 11: ...".
 */
export function loadFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const located = lines.map((line) => /:(\d+):(\d+): ERROR: (.*)$/.exec(line)).find((match) => match !== null);
  // esbuild counts columns from 0; editors count them from 1.
  if (located) return `line ${located[1]}, column ${Number(located[2]) + 1}: ${located[3]}`;
  return lines[0] ?? 'it threw nothing to say why';
}

/**
 * Imports an experiment file; any failure to load it (a syntax error, a throw
 * at top level, a bad import, defineExperiment's own checks) is one InputError
 * naming the file and the reason.
 */
export async function importExperiment(path: string): Promise<Experiment> {
  // A mistake defineExperiment found names the experiment and says what is wrong; the file is named too, since finding
  // an id may import them all. Anything else is the file failing to load.
  const failed = (error: unknown) =>
    new InputError(error instanceof InputError ? `${shownPath(path)}: ${error.message}` : `${shownPath(path)}: the experiment file failed to load: ${loadFailure(error)}`);
  let url: string;
  try {
    url = await experimentModuleUrl(path);
  } catch (error) {
    // Its own InputError says what to do instead; anything else is the file's (esbuild's syntax errors).
    throw error instanceof InputError ? error : failed(error);
  }
  let module: { default?: Experiment };
  try {
    module = (await import(url)) as { default?: Experiment };
  } catch (error) {
    throw failed(error);
  }
  const experiment = module.default;
  if (!experiment || typeof experiment !== 'object' || typeof experiment.id !== 'string') {
    throw new InputError(`${shownPath(path)} does not default-export an experiment (export default defineExperiment({...}))`);
  }
  return experiment;
}

/** Every experiment file under experiments/; a name starting with '_' is code experiments share, not an experiment. */
export function experimentFiles(): string[] {
  if (!existsSync(EXPERIMENTS_DIR)) return [];
  return (readdirSync(EXPERIMENTS_DIR, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !basename(file).startsWith('_'))
    .map((file) => join(EXPERIMENTS_DIR, file))
    .sort();
}

function systemOf(path: string): string {
  const inside = relative(EXPERIMENTS_DIR, path);
  return inside.startsWith('..') || !inside.includes(sep) ? basename(dirname(path)) : inside.split(sep)[0];
}

export async function loadExperiment(name: string): Promise<LoadedExperiment> {
  const load = async (path: string): Promise<LoadedExperiment> => ({ path, system: systemOf(path), experiment: await importExperiment(path) });
  // Ids and file names in experiments/ are words and hyphens: a slash or an extension makes the name a path.
  if (name.includes('/') || name.includes(sep) || extname(name) !== '') {
    const path = resolve(name);
    if (!existsSync(path)) throw new InputError(`no experiment file ${name}`);
    if (statSync(path).isDirectory()) throw new InputError(`${name} is a folder; ${WHAT_IT_IS}`);
    if (!EXPERIMENT_EXTENSIONS.includes(extname(path))) throw new InputError(`${name} is not an experiment file: ${WHAT_IT_IS}`);
    return load(path);
  }
  const files = experimentFiles();
  const byName = files.filter((file) => basename(file, '.ts') === name);
  if (byName.length === 1) return load(byName[0]);
  // An id is usually the file name after a system prefix (`jw-pool-upgrades` in pool-upgrades.ts): those files are
  // tried first, so naming an experiment by id does not import every experiment (~0.5 s).
  const likely = files.filter((file) => basename(file, '.ts') === name.slice(name.indexOf('-') + 1));
  for (const path of likely) {
    const loaded = await load(path);
    if (loaded.experiment.id === name) return loaded;
  }
  const all = await Promise.all(files.map(load));
  const byId = all.find((loaded) => loaded.experiment.id === name);
  if (byId) return byId;
  const ids = all.map((loaded) => loaded.experiment.id).sort();
  throw new InputError(`unknown experiment '${name}'; known: ${ids.join(', ') || '(none in experiments/)'}`);
}
