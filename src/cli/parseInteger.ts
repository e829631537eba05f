import { UserError } from './userError.ts';

/** Reads an integer command-line value, naming the option in the one-line error (`why` says what the range is for). */
export function parseInteger(option: string, raw: unknown, min = -Number.MAX_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, why = ''): number {
  const text = String(raw).trim();
  // Accept plain integers and exponent forms like 1e7 for trial counts.
  const value = /^[+-]?\d+$/.test(text) || /^\d+(\.\d+)?e\d+$/i.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value)) throw new UserError(`--${option} must be a whole number, got '${text}'`);
  if (value < min || value > max) throw new UserError(`--${option} must be between ${min} and ${max}${why ? ` (${why})` : ''}, got ${value}`);
  return value;
}
