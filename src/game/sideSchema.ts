/**
 * A side's schema: per field its type and allowed values, and a checker whose
 * errors are one line naming the file, the field and what is allowed.
 * Unknown fields are errors too (a typo in a field name must not be ignored).
 *
 * Example: checkSide({ name: { kind: 'string' }, start: { kind: 'integer', min: 0, max: 99, default: 0 } },
 *   { name: 'Ada' }, 'ada.json') -> { name: 'Ada', start: 0 }.
 */
import type { Side } from './definition.ts';
import { GameInputError } from './gameInputError.ts';
import type { JsonValue } from './state.ts';

export type FieldSpec =
  | { kind: 'string'; maxLength?: number; default?: string; describe: string }
  | { kind: 'integer'; min: number; max: number; default?: number; describe: string }
  | { kind: 'choice'; values: readonly string[]; default?: string; describe: string };

export type SideSchema = Readonly<Record<string, FieldSpec>>;

function allowed(spec: FieldSpec): string {
  switch (spec.kind) {
    case 'string':
      // '' is allowed exactly where it is the default (jovian-wars' renowned and fast: '' for none).
      return `${spec.default === '' ? "a string ('' for none)" : 'a non-empty string'}${spec.maxLength ? ` of at most ${spec.maxLength} characters` : ''}`;
    case 'integer':
      return `a whole number from ${spec.min} to ${spec.max}`;
    case 'choice':
      return `one of ${spec.values.join(', ')}`;
  }
}

function valid(spec: FieldSpec, value: JsonValue): boolean {
  switch (spec.kind) {
    case 'string':
      return typeof value === 'string' && (value.trim() !== '' || spec.default === '') && (!spec.maxLength || value.length <= spec.maxLength);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max;
    case 'choice':
      return typeof value === 'string' && spec.values.includes(value);
  }
}

/** The side with defaults filled in, or a GameInputError naming `where`, the field and what it allows. */
export function checkSide(schema: SideSchema, value: unknown, where: string): Side {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new GameInputError(`${where}: a side must be a JSON object with fields ${Object.keys(schema).join(', ')}`);
  const input = value as Record<string, JsonValue>;
  for (const field of Object.keys(input)) {
    if (!(field in schema)) throw new GameInputError(`${where}: unknown field '${field}'; allowed fields: ${Object.keys(schema).join(', ')}`);
  }
  const side: Record<string, JsonValue> = {};
  for (const [field, spec] of Object.entries(schema)) {
    const given = input[field];
    if (given === undefined) {
      if (spec.default === undefined) throw new GameInputError(`${where}: missing field '${field}' (${allowed(spec)}: ${spec.describe})`);
      side[field] = spec.default;
      continue;
    }
    if (!valid(spec, given)) throw new GameInputError(`${where}: field '${field}' must be ${allowed(spec)}, got ${JSON.stringify(given)}`);
    side[field] = given;
  }
  return side;
}
