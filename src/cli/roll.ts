/**
 * `playtest roll <kernel>`: one kernel, exact or sampled, as a readable table
 * or one JSON object (`specs/dice-kernels.md`, "Command-line contract").
 */
import type { Argv, CommandModule } from 'yargs';
import type { DiceKernel, OptionSpec } from '../dice/kernel.ts';
import { ParamError } from '../dice/kernel.ts';
import { KERNELS, KERNEL_NAMES } from '../dice/registry.ts';
import type { SampledSummary } from '../dice/summarise.ts';
import { UserError } from './userError.ts';
import { formatRollTable } from './rollTable.ts';
import { integerFromText } from './parseInteger.ts';
import { optionProblem } from '../dice/optionCheck.ts';
import { isExact, outcomeFields, readSampling } from './outcomeFields.ts';

function camel(option: string): string {
  return option.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Reads one kernel option from yargs' raw strings and checks it as a batch experiment's would be (optionCheck.ts). */
function readOption(name: string, spec: OptionSpec, raw: unknown): number | boolean | string {
  if (raw === undefined && spec.kind === 'int') {
    if (spec.required) throw new UserError(`missing --${name} (${spec.describe})`);
    return spec.default ?? 0;
  }
  if (raw === undefined && spec.kind === 'choice') return spec.values[0];
  const value = spec.kind === 'int' ? integerFromText(raw) : spec.kind === 'flag' ? raw === true : String(raw);
  const problem = optionProblem(spec, value);
  if (problem) throw new UserError(`--${name} ${problem}; got '${String(raw).trim()}'`);
  return value;
}

function paramsFor(kernel: DiceKernel<unknown>, argv: Record<string, unknown>): { params: unknown; shown: Record<string, number | boolean | string> } {
  const values: Record<string, number | boolean | string> = {};
  for (const [name, spec] of Object.entries(kernel.options)) values[name] = readOption(name, spec, argv[name]);
  try {
    const params = kernel.parse(values);
    return { params, shown: Object.fromEntries(Object.entries(values).map(([k, v]) => [camel(k), v])) };
  } catch (error) {
    if (error instanceof ParamError) throw new UserError(`--${error.option}: ${error.message}`);
    throw error;
  }
}

export interface RollResult extends Partial<SampledSummary> {
  kernel: string;
  mode: 'exact' | 'sample';
  params: Record<string, number | boolean | string>;
}

/** Runs one roll request; exported for tests and the demo. */
export function roll(kernelName: string, argv: Record<string, unknown>): RollResult {
  const kernel = KERNELS[kernelName as keyof typeof KERNELS];
  const { params, shown } = paramsFor(kernel, argv);
  if (isExact(argv)) {
    let probabilities: Float64Array;
    try {
      probabilities = kernel.exact(params);
    } catch (error) {
      if (error instanceof ParamError) throw new UserError(`--${error.option}: ${error.message}`);
      throw error;
    }
    return ordered(kernel.name, shown, outcomeFields(kernel.model(params), { exact: probabilities }));
  }
  const { trials, seed } = readSampling(argv);
  return ordered(kernel.name, shown, outcomeFields(kernel.model(params), { sampler: kernel.sampler(params), trials, seed }));
}

/** kernel, mode and params first, then the outcomes: the order a reader expects. */
function ordered(kernel: string, params: RollResult['params'], fields: Record<string, unknown>): RollResult {
  return { kernel, mode: fields.mode, params, ...fields } as RollResult;
}

function kernelCommand(name: (typeof KERNEL_NAMES)[number]): CommandModule {
  const kernel = KERNELS[name];
  return {
    command: name,
    describe: kernel.summary,
    builder: (y: Argv) => {
      // A kernel flag may itself say no (recover's --no-enemy-los): read it as written, not as enemy-los=false.
      y.parserConfiguration({ 'boolean-negation': false });
      for (const [option, spec] of Object.entries(kernel.options)) {
        if (spec.kind === 'flag') y.option(option, { type: 'boolean', describe: spec.describe });
        else {
          const detail = spec.kind === 'choice' ? ` [${spec.values.join('|')}, default ${spec.values[0]}]` : spec.required ? ' [required]' : ` [default ${spec.default ?? 0}]`;
          y.option(option, { type: 'string', describe: spec.describe + detail, requiresArg: true });
        }
      }
      return y;
    },
    handler: (argv) => {
      const result = roll(name, argv as Record<string, unknown>);
      process.stdout.write(argv.json ? `${JSON.stringify(result)}\n` : formatRollTable(result));
    },
  };
}

export const rollCommand: CommandModule = {
  command: 'roll [kernel]',
  describe: 'exact or sampled probabilities of one dice kernel',
  builder: (y: Argv) => {
    y.positional('kernel', { describe: `one of ${KERNEL_NAMES.join(', ')}`, type: 'string' })
      .option('exact', { type: 'boolean', describe: 'exact probabilities by enumeration (the default)' })
      .option('trials', { type: 'string', describe: 'sample N rolls instead, with 95% intervals', requiresArg: true })
      .option('seed', { type: 'string', describe: 'seed for --trials (default 1): same seed, same numbers', requiresArg: true })
      .option('json', { type: 'boolean', describe: 'print one JSON object' })
      .example('playtest roll d6sets --base 5 --flex 1 --macro 2', 'exact Jovian Wars pool odds')
      .example('playtest roll rrtable --table deployment --policy coin', 'Rattle and Rend deployment schemes, an overlap settled at 1/2')
      .example('playtest roll bullets --rof 3 --acc 5 --dodge 3 --armor 2 --variant floor1 --trials 1000000 --seed 7 --json', 'sampled, as JSON');
    for (const name of KERNEL_NAMES) y.command(kernelCommand(name));
    return y;
  },
  handler: (argv) => {
    const named = argv.kernel === undefined ? 'name a kernel' : `unknown kernel '${String(argv.kernel)}'`;
    throw new UserError(`${named}; kernels: ${KERNEL_NAMES.join(', ')}`);
  },
};
