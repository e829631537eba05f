/**
 * A designer's changes to a game's printed numbers, as the games' `stats` variant takes them:
 * `printed:ID.STAT=VALUE,...` (GameVariant.open). This module reads and checks the text against what a game allows
 * (its kinds of things, each kind's numbers with their bounds) with one-line errors; the game makes its own defs
 * from the changes (syndicate-protocol/statChanges.ts, exoshift/..., jagged-shards/..., jovian-wars/...).
 *
 * Example: readStatChanges('printed:velocity.hp=19', spec) -> Map { 'velocity' => Map { 'hp' => 19 } }.
 */
import { GameInputError } from './gameInputError.ts';

/** The open value's prefix every game's `stats` variant uses: the printed numbers, then the changes. */
export const STAT_CHANGES_PREFIX = 'printed:';

/** A kind of thing whose numbers may change: how a sentence names one, and its numbers with their [least, most]. */
export interface StatKind {
  /** With its article: 'an Operator', 'a weapon'. */
  label: string;
  stats: Readonly<Record<string, readonly [number, number]>>;
}

export interface StatChangesSpec {
  kinds: Readonly<Record<string, StatKind>>;
  /** A change that shows the form, e.g. 'velocity.hp=19,blitz-m7.rof=3'. */
  example: string;
  /** The form of one change, if not ID.STAT=VALUE (e.g. 'CARD.STAT=VALUE or CARD.WEAPON.STAT=VALUE': an id may hold dots). */
  form?: string;
  /** What the ids are, for the variant's description: 'ID is an Operator, weapon, armor or Mercenary id'. */
  ids: string;
  /** The kind of a given id and the id its changes are kept under (an alias's own id), or null for an unknown id. */
  kindOf(id: string): { kind: string; id: string } | null;
  /** Every id a change may name, grouped as a designer reads them, for the unknown-id error: 'Operators razor, lens; weapons ...'. */
  allowedIds(): string;
  /** A game's own refusal of one change (e.g. a melee weapon has no long range): the message, or null. */
  refuse?(id: string, kind: string, stat: string, value: number, change: string): string | null;
  /** A game's own refusal of an id before its kind is looked up (e.g. a unit of several models has no numbers): the message, or null. */
  refuseId?(id: string, change: string): string | null;
}

/** The variant's description of the open value (GameVariant.open.describe). */
export function describeStatChanges(spec: Pick<StatChangesSpec, 'kinds' | 'example' | 'form' | 'ids'>): string {
  const stats = Object.values(spec.kinds).map((kind) => `${Object.keys(kind.stats).join('|')} for ${kind.label}`);
  return `${STAT_CHANGES_PREFIX}${spec.form ?? 'ID.STAT=VALUE'},... (the printed numbers with your changes, e.g. ${STAT_CHANGES_PREFIX}${spec.example}; ${spec.ids}; STAT is ${stats.join('; ')})`;
}

/**
 * The changes of a `stats` value that starts with the prefix, by id (kindOf's), each a map of stat to value; a value
 * that does not, or any change the spec does not allow, is a one-line GameInputError naming it and what is allowed.
 */
export function readStatChanges(stats: string, spec: StatChangesSpec): Map<string, Map<string, number>> {
  if (!stats.startsWith(STAT_CHANGES_PREFIX)) throw new GameInputError(`--variant stats must be printed, or ${describeStatChanges(spec)}; got '${stats}'`);
  const fail = (message: string): never => {
    throw new GameInputError(`--variant stats=${stats}: ${message}`);
  };
  const changes = new Map<string, Map<string, number>>();
  for (const raw of stats.slice(STAT_CHANGES_PREFIX.length).split(',')) {
    const change = raw.trim();
    // An id is one or more dotted parts (a card's weapon line: javelin.kinetic-cannon); the stat is the last part.
    const match = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.([a-zA-Z-]+)=(-?\d+)$/.exec(change);
    if (!match) fail(`cannot read '${change}'; write ${spec.form ?? 'ID.STAT=VALUE'} with a whole number, e.g. ${spec.example.split(',').join(' or ')} (changes separated by commas)`);
    const [, given, stat, text] = match as RegExpExecArray;
    const refusedId = spec.refuseId?.(given, change) ?? null;
    if (refusedId !== null) fail(refusedId);
    const found = spec.kindOf(given);
    if (!found) return fail(`unknown id '${given}' in '${change}'; allowed: ${spec.allowedIds()}`);
    const kind = spec.kinds[found.kind];
    const bounds = Object.hasOwn(kind.stats, stat) ? kind.stats[stat] : undefined;
    if (!bounds) fail(`'${stat}' is not a number of ${kind.label} ('${change}'); allowed: ${Object.keys(kind.stats).join(', ')}`);
    const value = Number(text);
    const [least, most] = bounds as readonly [number, number];
    if (value < least || value > most) fail(`${given}.${stat} must be from ${least} to ${most}; got ${value}`);
    const refused = spec.refuse?.(found.id, found.kind, stat, value, change) ?? null;
    if (refused !== null) fail(refused);
    const own = changes.get(found.id) ?? new Map<string, number>();
    if (own.has(stat)) fail(`${found.id}.${stat} is changed twice; give it once`);
    own.set(stat, value);
    changes.set(found.id, own);
  }
  return changes;
}

/**
 * `make` kept per `stats` value, so every game of a match shares one set of defs; absent is `printed` (an experiment
 * that passes only the variants it studies). Past 256 values (a long sweep) the kept ones are dropped, printed kept.
 */
export function perStatsValue<T>(printed: T, make: (stats: string) => T): (stats: string | undefined) => T {
  const kept = new Map<string, T>([['printed', printed]]);
  return (stats) => {
    const key = stats ?? 'printed';
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      if (kept.size > 256) {
        kept.clear();
        kept.set('printed', printed);
      }
      kept.set(key, value);
    }
    return value;
  };
}
