/**
 * The shape every dice kernel shares.
 *
 * A kernel resolves one roll into a *fine outcome code*: a small integer that
 * holds everything any report needs (for the d6 sets kernel, the magnitude of
 * the set on every face; for bullets, the number of hits). Both evaluation
 * modes speak in these codes:
 * - `exact(params)` gives the probability of every code, by enumeration or
 *   closed form, never by sampling;
 * - `sampler(params)` rolls batches of trials into a caller-allocated
 *   Uint16Array of codes, with no allocation per roll.
 * The `model(params)` maps codes to what is reported (outcome keys, means,
 * extra distributions), so the exact and sampled modes are summarised by the
 * same code and can only differ by sampling noise.
 */
import type { Xoshiro128 } from '../rng/xoshiro128.ts';
import { allowedWords, optionProblem } from './optionCheck.ts';

export interface OutcomeModel {
  /** How many fine codes there are (codes are 0 .. size-1). */
  readonly size: number;
  /** The reported outcome keys, in report order (`specs/dice-kernels.md`, CLI contract). */
  readonly outcomeKeys: readonly string[];
  /** outcomeOf[code] is the index in outcomeKeys of that code's outcome. */
  readonly outcomeOf: Int32Array;
  /** Per-trial quantities whose means are reported, e.g. meanDamage: value per code. */
  readonly means: Readonly<Record<string, Float64Array>>;
  /** Further distributions reported beside the outcomes, e.g. bullets' hits. */
  readonly distributions: Readonly<Record<string, { keys: readonly string[]; of: Int32Array }>>;
}

export interface FineSampler {
  /** Rolls `n` independent trials from `rng`, writing each trial's code into out[0 .. n). */
  sample(rng: Xoshiro128, out: Uint16Array, n: number): void;
}

/** How one command-line option of a kernel is read and checked. */
export type OptionSpec =
  | { kind: 'int'; required: boolean; default?: number; min?: number; max?: number; describe: string }
  | { kind: 'flag'; describe: string }
  | { kind: 'choice'; values: readonly string[]; describe: string };

export interface DiceKernel<P> {
  readonly name: string;
  /** One line for help text: the rulebook and mechanic. */
  readonly summary: string;
  /** Catalogue items (../shared/PLAYTEST-QUESTIONS.md) this kernel computes as they ask, for reports/CATALOGUE.md. */
  readonly catalogue?: readonly string[];
  /** Options by their command-line name (kebab-case); parse() turns them into P. */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Builds params from checked option values; throws ParamError for impossible combinations. */
  parse(values: Readonly<Record<string, number | boolean | string>>): P;
  model(params: P): OutcomeModel;
  exact(params: P): Float64Array;
  sampler(params: P): FineSampler;
}

/** Bad kernel input; `option` names the command-line option at fault. */
export class ParamError extends Error {
  constructor(
    readonly option: string,
    message: string,
  ) {
    super(message);
    this.name = 'ParamError';
  }
}

/** An OutcomeModel where the fine code is the outcome itself (no means, no extra distributions). */
export function plainModel(outcomeKeys: readonly string[]): OutcomeModel {
  return {
    size: outcomeKeys.length,
    outcomeKeys,
    outcomeOf: Int32Array.from(outcomeKeys, (_, i) => i),
    means: {},
    distributions: {},
  };
}

/**
 * The kernel's option values with defaults filled in, as `playtest roll` would
 * read them: each given value checked against its option (optionCheck.ts), so
 * a batch experiment cannot play a value the command would refuse. Throws
 * ParamError naming the option.
 */
export function kernelOptionValues<P>(kernel: DiceKernel<P>, params: Readonly<Record<string, unknown>>): Record<string, number | boolean | string> {
  const values: Record<string, number | boolean | string> = {};
  for (const name of Object.keys(params)) {
    if (!(name in kernel.options)) throw new ParamError(name, `is not an option of kernel ${kernel.name}; its options: ${Object.keys(kernel.options).join(', ')}`);
  }
  for (const [name, spec] of Object.entries(kernel.options)) {
    const given = params[name];
    if (given !== undefined) {
      const problem = optionProblem(spec, given);
      if (problem) throw new ParamError(name, `${problem}, got ${JSON.stringify(given) ?? String(given)}`);
      values[name] = given as number | boolean | string;
    } else if (spec.kind === 'int') {
      if (spec.required) throw new ParamError(name, `is required (${spec.describe}): give ${allowedWords(spec)}`);
      values[name] = spec.default ?? 0;
    } else values[name] = spec.kind === 'flag' ? false : spec.values[0];
  }
  return values;
}
