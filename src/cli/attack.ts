/**
 * `playtest attack <system>`: one action of a rulebook resolved end to end by
 * the system's attack pipeline (src/systems/<system>/attack.ts), exact or
 * sampled, as a table or one JSON object with the fields of `playtest roll`.
 */
import type { Argv, CommandModule } from 'yargs';
import { ParamError } from '../dice/kernel.ts';
import type { AttackOptionSpec, AttackPipeline, AttackValues } from '../systems/attackPipeline.ts';
import { ATTACKS, ATTACK_SYSTEMS } from '../systems/attacks.ts';
import { isExact, outcomeFields, readSampling } from './outcomeFields.ts';
import { parseInteger } from './parseInteger.ts';
import { formatRollTable } from './rollTable.ts';
import type { RollResult } from './roll.ts';
import { UserError } from './userError.ts';

function list(raw: unknown): string[] {
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

function readOption(name: string, spec: AttackOptionSpec, raw: unknown): number | boolean | string | readonly string[] | undefined {
  switch (spec.kind) {
    case 'flag':
      return raw === true;
    case 'int':
      if (raw === undefined) {
        if (spec.required) throw new UserError(`missing --${name} (${spec.describe})`);
        return spec.default ?? 0;
      }
      return parseInteger(name, raw, spec.min, spec.max);
    case 'choice': {
      if (raw === undefined) {
        if (spec.default !== undefined) return spec.default;
        if (spec.required) throw new UserError(`missing --${name} (${spec.describe}); one of ${spec.values.join(', ')}`);
        return undefined;
      }
      const value = String(raw);
      if (!spec.values.includes(value)) throw new UserError(`--${name} must be one of ${spec.values.join(', ')}; got '${value}'`);
      return value;
    }
    case 'list': {
      const values = list(raw);
      for (const value of values) if (!spec.values.includes(value)) throw new UserError(`--${name} must be one of ${spec.values.join(', ')}; got '${value}'`);
      return values;
    }
  }
}

function readVariants(pipeline: AttackPipeline, raw: unknown): Record<string, string> {
  const chosen: Record<string, string> = Object.fromEntries(Object.entries(pipeline.variants).map(([name, v]) => [name, v.default]));
  const names = Object.keys(pipeline.variants);
  const given = new Map<string, string>();
  for (const pair of list(raw)) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const variant = pipeline.variants[name];
    if (!variant) throw new UserError(`--variant: ${pipeline.system} has no variant '${name}'; variants: ${names.length > 0 ? names.join(', ') : 'none'}`);
    const value = at < 0 ? '' : pair.slice(at + 1);
    if (given.has(name) && given.get(name) !== value) throw new UserError(`--variant ${name} is given twice (${given.get(name)}, ${value}); give one value`);
    given.set(name, value);
    const open = variant.open !== undefined && value.startsWith(variant.open.prefix) && value.length > variant.open.prefix.length;
    if (!variant.values.includes(value) && !open) throw new UserError(`--variant ${name} must be one of ${variant.values.join(', ')}${variant.open ? `, or ${variant.open.describe}` : ''}; got '${value}'`);
    chosen[name] = value;
  }
  return chosen;
}

/** Runs one attack request; exported for tests. */
export function attack(pipeline: AttackPipeline, argv: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, number | boolean | string | readonly string[]> = {};
  for (const [name, spec] of Object.entries(pipeline.options)) {
    const value = readOption(name, spec, argv[name]);
    if (value !== undefined) values[name] = value;
  }
  const variants = readVariants(pipeline, argv.variant);
  const exact = isExact(argv);
  const sampling = exact ? null : readSampling(argv);
  try {
    const compiled = pipeline.compile(values as AttackValues, variants);
    const fields = outcomeFields(compiled.model, sampling ? { sampler: compiled.sampler(), ...sampling } : { exact: compiled.exact() });
    return { system: pipeline.system, mode: fields.mode, params: compiled.params, variants, ...fields };
  } catch (error) {
    if (error instanceof ParamError) throw new UserError(`--${error.option}: ${error.message}`);
    throw error;
  }
}

function systemCommand(pipeline: AttackPipeline): CommandModule {
  return {
    command: pipeline.system,
    describe: pipeline.summary,
    builder: (y: Argv) => {
      for (const [name, spec] of Object.entries(pipeline.options)) {
        if (spec.kind === 'flag') y.option(name, { type: 'boolean', describe: spec.describe });
        else if (spec.kind === 'list') y.option(name, { type: 'string', array: true, describe: `${spec.describe} (repeatable: ${spec.values.join(', ')})` });
        else if (spec.kind === 'choice') y.option(name, { type: 'string', requiresArg: true, describe: `${spec.describe} [${spec.values.join(', ')}${spec.default ? `; default ${spec.default}` : ''}]` });
        else y.option(name, { type: 'string', requiresArg: true, describe: `${spec.describe}${spec.required ? ' [required]' : ` [default ${spec.default ?? 0}]`}` });
      }
      const variants = Object.entries(pipeline.variants).map(([name, v]) => `${name}=${[...v.values, ...(v.open ? [`${v.open.prefix}...`] : [])].join('|')} (default ${v.default})`);
      y.option('variant', { type: 'string', array: true, describe: variants.length > 0 ? `rule readings: ${variants.join('; ')}` : 'this system has no variants' });
      for (const example of pipeline.examples) y.example(`playtest attack ${pipeline.system} ${example}`, '');
      return y;
    },
    handler: (argv) => {
      const result = attack(pipeline, argv as Record<string, unknown>);
      if (argv.json) process.stdout.write(`${JSON.stringify(result)}\n`);
      else process.stdout.write(formatRollTable({ ...result, kernel: `attack ${pipeline.system}` } as unknown as RollResult));
    },
  };
}

export const attackCommand: CommandModule = {
  command: 'attack [system]',
  describe: "one rulebook attack resolved end to end, exact or sampled (see 'playtest attack <system> --help')",
  builder: (y: Argv) => {
    y.positional('system', { type: 'string', describe: ATTACK_SYSTEMS.length > 0 ? `one of ${ATTACK_SYSTEMS.join(', ')}` : 'no system has an attack pipeline yet' })
      .option('exact', { type: 'boolean', describe: 'exact probabilities (the default)' })
      .option('trials', { type: 'string', requiresArg: true, describe: 'sample N attacks instead, with 95% intervals' })
      .option('seed', { type: 'string', requiresArg: true, describe: 'seed for --trials (default 1)' })
      .option('json', { type: 'boolean', describe: 'print one JSON object' });
    for (const system of ATTACK_SYSTEMS) y.command(systemCommand(ATTACKS[system]));
    return y;
  },
  handler: (argv) => {
    const known = ATTACK_SYSTEMS.length > 0 ? `systems: ${ATTACK_SYSTEMS.join(', ')}` : 'no system has an attack pipeline yet';
    throw new UserError(argv.system === undefined ? `name a system; ${known}` : `unknown system '${String(argv.system)}'; ${known}`);
  },
};
