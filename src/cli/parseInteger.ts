import { wholeNumberProblem } from '../dice/optionCheck.ts';
import { UserError } from './userError.ts';

/** The number a command-line word writes as an integer (plain, or an exponent form like 1e7 for trial counts); NaN for any other word. */
export function integerFromText(raw: unknown): number {
  const text = String(raw).trim();
  return /^[+-]?\d+$/.test(text) || /^\d+(\.\d+)?e\d+$/i.test(text) ? Number(text) : NaN;
}

/** Reads an integer command-line value, naming the option in the one-line error (`why` says what the range is for). */
export function parseInteger(option: string, raw: unknown, min?: number, max?: number, why = ''): number {
  const text = String(raw).trim();
  const value = integerFromText(text);
  const problem = wholeNumberProblem(value, min, max);
  if (problem) throw new UserError(`--${option} ${problem}${why ? ` (${why})` : ''}, got ${Number.isNaN(value) ? `'${text}'` : text}`);
  return value;
}
