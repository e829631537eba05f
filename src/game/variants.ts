/**
 * `--variant name=value` for a game: every declared variant starts at its
 * default; an unknown name or value is a GameInputError listing what is allowed.
 * A variant may also take open values with a prefix (GameVariant.open: a map file).
 *
 * Example: chooseGameVariants(pig, ['target=50']) -> { target: '50' }.
 */
import type { GameDefinition } from './definition.ts';
import { GameInputError } from './gameInputError.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function chooseGameVariants(game: GameDefinition<any, any>, assignments: readonly string[]): Record<string, string> {
  const chosen: Record<string, string> = Object.fromEntries(Object.entries(game.variants).map(([name, spec]) => [name, spec.default]));
  const known = () => Object.entries(game.variants).map(([name, spec]) => `${name} (${[...spec.values, ...(spec.open ? [`${spec.open.prefix}...`] : [])].join('|')})`).join(', ') || 'none';
  const given = new Map<string, string>();
  for (const assignment of assignments) {
    const at = assignment.indexOf('=');
    if (at <= 0) throw new GameInputError(`--variant needs name=value, got '${assignment}'; ${game.id} variants: ${known()}`);
    const name = assignment.slice(0, at);
    const value = assignment.slice(at + 1);
    // Two readings of one rule cannot both hold: say so rather than let the last one win unseen.
    if (given.has(name) && given.get(name) !== value) throw new GameInputError(`--variant ${name} is given twice (${given.get(name)}, ${value}); give one value`);
    given.set(name, value);
    const spec = Object.hasOwn(game.variants, name) ? game.variants[name] : undefined;
    if (!spec) throw new GameInputError(`unknown --variant '${name}' for ${game.id}; variants: ${known()}`);
    // An open value (GameVariant.open) is the game's to check when it starts: newGame reads the file it names.
    const open = spec.open !== undefined && value.startsWith(spec.open.prefix) && value.length > spec.open.prefix.length;
    if (!spec.values.includes(value) && !open) {
      throw new GameInputError(`--variant ${name} must be one of ${spec.values.join(', ')}${spec.open ? `, or ${spec.open.describe}` : ''}; got '${value}'`);
    }
    chosen[name] = value;
  }
  return chosen;
}
