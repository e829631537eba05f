/**
 * Whether a value is one a kernel option allows: the one check behind
 * `playtest roll` (values typed on the command line) and kernel batch
 * experiments (values in an arm's params, perhaps from `--set`), so a value
 * that one refuses the other cannot play.
 *
 * Each returns what the value must be, in words ("must be one of floor0,
 * floor1"), or null when it is allowed; the caller names the option and where
 * the value came from.
 *
 * Example: optionProblem({ kind: 'int', required: true, min: 0, max: 10000, describe: '' }, 1.5)
 *   -> 'must be a whole number between 0 and 10000'.
 */
import type { OptionSpec } from './kernel.ts';

/** The range in words, for "a whole number ..." ('' when it has neither bound). */
function rangeWords(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return ` between ${min} and ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  return max !== undefined ? ` of at most ${max}` : '';
}

/**
 * Why `value` is not a whole number within min and max (each default: the
 * largest whole number a double holds exactly, since past it 2^53 + 1 reads as
 * 2^53), or null when it is one.
 */
export function wholeNumberProblem(value: number, min?: number, max?: number): string | null {
  const lowest = min ?? -Number.MAX_SAFE_INTEGER;
  const highest = max ?? Number.MAX_SAFE_INTEGER;
  // An infinity is a number too large (1e400 on a command line), not a fraction.
  if (!Number.isInteger(value) && Math.abs(value) !== Infinity) return `must be a whole number${rangeWords(min, max)}`;
  if (value >= lowest && value <= highest) return null;
  // Past the safe range the words "between" would hide what went wrong: the number is simply too large.
  if (min !== undefined && max !== undefined && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return `must be between ${min} and ${max}`;
  return value > highest ? `is too large: the largest allowed is ${highest}` : `is too small: the smallest allowed is ${lowest}`;
}

/** What an option allows, in words: "a whole number between 0 and 3", "one of floor0, floor1", "true or false". */
export function allowedWords(spec: OptionSpec): string {
  if (spec.kind === 'flag') return 'true or false';
  if (spec.kind === 'choice') return `one of ${spec.values.join(', ')}`;
  return `a whole number${rangeWords(spec.min, spec.max)}`;
}

/** Why `value` is not allowed for the option (a number for int, a string for choice, a boolean for a flag), or null. */
export function optionProblem(spec: OptionSpec, value: unknown): string | null {
  if (spec.kind === 'int' && typeof value === 'number') return wholeNumberProblem(value, spec.min, spec.max);
  if (spec.kind === 'flag' && typeof value === 'boolean') return null;
  if (spec.kind === 'choice' && typeof value === 'string' && spec.values.includes(value)) return null;
  return `must be ${allowedWords(spec)}`;
}
