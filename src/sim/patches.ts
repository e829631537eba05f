/**
 * Command-line patches to an experiment, without editing its file:
 * - `--set path=value` replaces one number or string in the experiment's `data`
 *   (dotted path, array items by index: `weapons.0.rof=4`); a number stays a number;
 * - `--variant name=value` picks one of the experiment's declared variants.
 * Every arm then sees the patched data and the chosen variants. Anything unknown
 * is an InputError that lists what is allowed.
 *
 * Example: applySets(exp, ['armor=2']) -> { data: {...exp.data, armor: 2}, sets: { armor: 2 } }.
 */
import { InputError } from './inputError.ts';
import type { Data, Experiment, Json } from './experiment.ts';

/** Every path `--set` accepts: the number and string leaves of the data. */
export function dataPaths(data: Json, prefix = ''): string[] {
  if (typeof data === 'number' || typeof data === 'string') return [prefix];
  if (data === null || typeof data !== 'object') return [];
  const entries = Array.isArray(data) ? data.map((item, index) => [String(index), item] as const) : Object.entries(data);
  return entries.flatMap(([key, value]) => dataPaths(value as Json, prefix ? `${prefix}.${key}` : key));
}

function splitAssignment(option: string, text: string): [string, string] {
  const at = text.indexOf('=');
  if (at <= 0) throw new InputError(`--${option} needs name=value, got '${text}'`);
  return [text.slice(0, at), text.slice(at + 1)];
}

export function applySets(experiment: Experiment, assignments: readonly string[]): { data: Data; sets: Record<string, number | string> } {
  const data = structuredClone(experiment.data ?? {}) as Record<string, Json>;
  const known = dataPaths(data);
  const sets: Record<string, number | string> = {};
  for (const assignment of assignments) {
    const [path, text] = splitAssignment('set', assignment);
    if (!known.includes(path)) {
      const list = known.length > 0 ? `known paths: ${known.join(', ')}` : 'it has no data to set';
      throw new InputError(`unknown --set path '${path}' in experiment ${experiment.id}; ${list}`);
    }
    const keys = path.split('.');
    const parent = keys.slice(0, -1).reduce((node, key) => (node as Record<string, Json>)[key], data as Json) as Record<string, Json>;
    const last = keys[keys.length - 1];
    let value: number | string = text;
    if (typeof parent[last] === 'number') {
      value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) throw new InputError(`--set ${path} needs a number, got '${text}'`);
    }
    parent[last] = value;
    sets[path] = value;
  }
  return { data, sets };
}

export function chooseVariants(experiment: Experiment, assignments: readonly string[]): Record<string, string> {
  const declared = experiment.variants ?? {};
  const chosen: Record<string, string> = Object.fromEntries(Object.entries(declared).map(([name, spec]) => [name, spec.default]));
  const given = new Map<string, string>();
  for (const assignment of assignments) {
    const [name, value] = splitAssignment('variant', assignment);
    if (given.has(name) && given.get(name) !== value) throw new InputError(`--variant ${name} is given twice (${given.get(name)}, ${value}); give one value`);
    given.set(name, value);
    const spec = declared[name];
    if (!spec) {
      const names = Object.entries(declared).map(([known, { values }]) => `${known} (${values.join('|')})`);
      const list = names.length > 0 ? `known variants: ${names.join(', ')}` : 'it declares no variants';
      throw new InputError(`unknown --variant '${name}' in experiment ${experiment.id}; ${list}`);
    }
    if (!spec.values.includes(value)) {
      throw new InputError(`unknown value '${value}' for --variant ${name} in experiment ${experiment.id}; allowed: ${spec.values.join(', ')}`);
    }
    chosen[name] = value;
  }
  return chosen;
}
