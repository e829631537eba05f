/**
 * Finds and loads an experiment named on the command line: a path to its file,
 * a file name in `experiments/` (`pool-upgrades`), or its id
 * (`jw-pool-upgrades`). The system is the folder under `experiments/` the file
 * sits in; it names the default report folder `reports/<system>/<id>/`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Experiment } from './experiment.ts';
import { InputError } from './inputError.ts';

export const EXPERIMENTS_DIR = fileURLToPath(new URL('../../experiments/', import.meta.url));

export interface LoadedExperiment {
  path: string;
  system: string;
  experiment: Experiment;
}

export async function importExperiment(path: string): Promise<Experiment> {
  let module: { default?: Experiment };
  try {
    module = (await import(pathToFileURL(path).href)) as typeof module;
  } catch (error) {
    // A mistake defineExperiment found names the experiment; the file is named too, since finding an id may import them all.
    if (error instanceof InputError) throw new InputError(`${relative(process.cwd(), path) || path}: ${error.message}`);
    throw error;
  }
  const experiment = module.default;
  if (!experiment || typeof experiment !== 'object' || typeof experiment.id !== 'string') {
    throw new InputError(`${path} does not default-export an experiment (export default defineExperiment({...}))`);
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
  if (name.endsWith('.ts') || name.includes('/')) {
    const path = resolve(name);
    if (!existsSync(path)) throw new InputError(`no experiment file ${name}`);
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
