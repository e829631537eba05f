/**
 * Unit profiles for Jagged Shards: the format, its checker and the compiled
 * form the game and the attack pipeline read.
 *
 * The core rulebook (`000_9659637e2373f14e.txt`) prints no profiles: "Faction
 * Codexes contain: unit profiles, weapon profiles, abilities, Warp Flare
 * costs" (Ch. 1 Strike Forces). It fixes only what a profile must carry:
 * Force Rating (Ch. 3), Movement and Rush (Ch. 6), weapons in the Range Bands
 * Close 0-8 / Medium 8-16 / Long 16-24 (Ch. 3), wounds by Wound Class and
 * durability (Ch. 7 Wounds), and abilities of four types with Warp Flare costs
 * (Ch. 8). `data/profiles.json` holds illustrative profiles in this format; a
 * designer replaces it with codex data.
 *
 * A profile:
 *   id, name, faction, archetype, source,
 *   forceRating (1-50), movement (inches, 1-24), rush (extra inches, 0-24), heavy,
 *   durability (1-5: the Wound Class a hit needs to inflict more than 1 wound),
 *   wounds (1-20: the wound track; at 0 the unit is destroyed),
 *   weapons: [{ id, name, melee, sr: { close, medium, long } (base SR or null: cannot fire in that band), woundClass (1-5) }],
 *   abilities: [{ id, name, type, warpFlares, effect, value, range?, activationSr?, trigger?, weapon? }].
 *
 * Effects (the small vocabulary the engine knows, each tied to one type):
 * passive `attack-sr` (its attacks' SR + value), `incoming-sr` (attacks on it
 * + value), `aura-incoming-sr` (attacks on friendly units within range +
 * value), `regeneration` (recovers value wounds in the End Phase); activated
 * `designate` (this activation's attack SR + value), `fracture-step` (moves
 * value inches further, ignoring difficult terrain), `field-repair` (restores
 * value wounds to the most damaged friendly unit within range); replacement
 * `grenade` (an attack with its own `weapon`, replacing the normal attack);
 * triggered `frenzy` (entering melee: Wound Class + value), `shielding`
 * (taking damage: value fewer wounds), `predation` (destroying an enemy unit:
 * recovers value wounds), `uplink` (objective interaction, capturing an
 * objective by its own move: this activation's attack SR + value).
 *
 * Example: loadProfiles(json, 'profiles.json').byId.get('bastion-walker').forceRating -> 8.
 */
import { GameInputError } from '../../game/gameInputError.ts';

/** Most abilities, and most weapons plus replacement attacks, one profile may have. */
export const MAX_SLOTS = 8;

export const ARCHETYPES = ['infantry', 'specialist-operative', 'support-platform', 'anomaly-adapted-warform', 'heavy-mechanized'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** Ch. 8 Ability Types. */
export const ABILITY_TYPES = ['passive', 'activated', 'replacement', 'triggered'] as const;
export type AbilityType = (typeof ABILITY_TYPES)[number];

export const ABILITY_EFFECTS = {
  'attack-sr': { type: 'passive', describe: "its attacks' SR + value" },
  'incoming-sr': { type: 'passive', describe: 'attacks on it: SR + value' },
  'aura-incoming-sr': { type: 'passive', describe: 'attacks on friendly units within range: SR + value' },
  regeneration: { type: 'passive', describe: 'recovers value wounds in the End Phase' },
  designate: { type: 'activated', describe: "this activation's attack: SR + value" },
  'fracture-step': { type: 'activated', describe: 'moves value inches further this activation, ignoring difficult terrain' },
  'field-repair': { type: 'activated', describe: 'restores value wounds to the most damaged friendly unit within range' },
  grenade: { type: 'replacement', describe: 'an attack with its own weapon profile, replacing the normal attack' },
  frenzy: { type: 'triggered', describe: 'entering melee: Wound Class + value' },
  shielding: { type: 'triggered', describe: 'taking damage: value fewer wounds' },
  predation: { type: 'triggered', describe: 'destroying an enemy unit: recovers value wounds' },
  uplink: { type: 'triggered', describe: "objective interaction (capturing an objective by its own move): this activation's attack SR + value" },
} as const satisfies Record<string, { type: AbilityType; describe: string }>;
export type AbilityEffect = keyof typeof ABILITY_EFFECTS;

/** Ch. 8 Triggered Abilities: "entering melee, taking damage, destroying enemy units, objective interactions". */
export const TRIGGERS = { frenzy: 'entering-melee', shielding: 'taking-damage', predation: 'destroying-enemy-units', uplink: 'objective-interaction' } as const;

/** Index of a Range Band: Close 0-8, Medium 8-16, Long 16-24 (Ch. 3 Range Bands). */
export const BANDS = ['close', 'medium', 'long'] as const;

export interface Weapon {
  id: string;
  name: string;
  melee: boolean;
  /** Base SR per band (close, medium, long); null: cannot fire in that band. */
  sr: readonly [number | null, number | null, number | null];
  woundClass: number;
  ignoresCover: boolean;
  /** For a replacement ability's attack: the ability's index in the unit's abilities, else -1. */
  ability: number;
  /** Warp Flares spent on declaring it (replacement abilities), else 0. */
  warpFlares: number;
}

export interface Ability {
  id: string;
  name: string;
  type: AbilityType;
  warpFlares: number;
  effect: AbilityEffect;
  value: number;
  range: number;
  /** SR of the ability's own activation roll (activated abilities), or null: no roll. */
  activationSr: number | null;
}

export interface UnitProfile {
  id: string;
  name: string;
  faction: string;
  archetype: Archetype;
  source: string;
  forceRating: number;
  movement: number;
  rush: number;
  heavy: boolean;
  durability: number;
  wounds: number;
  /** Normal weapons first, then one attack per replacement ability (grenades, shard bursts). */
  weapons: readonly Weapon[];
  abilities: readonly Ability[];
  /** Sums of the passive SR effects, and the indices of the abilities the engine asks about. */
  attackSr: number;
  incomingSr: number;
  aura: { value: number; range: number } | null;
  regeneration: number;
  activated: readonly number[];
  frenzy: number;
  shielding: number;
  predation: number;
  uplink: number;
}

export interface Faction {
  id: string;
  name: string;
}

export interface ProfileBook {
  source: string;
  factions: readonly Faction[];
  units: readonly UnitProfile[];
  byId: ReadonlyMap<string, UnitProfile>;
}

/** The id rule of ARCHITECTURE.md: lower-cased, every run of other characters one hyphen. */
export function idOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type Json = Record<string, unknown>;

class Checker {
  constructor(private readonly file: string) {}

  fail(field: string, message: string): never {
    throw new GameInputError(`${this.file}: ${field} ${message}`);
  }

  object(value: unknown, field: string): Json {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) this.fail(field, `must be a JSON object, got ${JSON.stringify(value)}`);
    return value as Json;
  }

  array(value: unknown, field: string): unknown[] {
    if (!Array.isArray(value) || value.length === 0) this.fail(field, `must be a non-empty list, got ${JSON.stringify(value)}`);
    return value;
  }

  string(value: unknown, field: string): string {
    if (typeof value !== 'string' || value.trim() === '') this.fail(field, `must be a non-empty string, got ${JSON.stringify(value)}`);
    return value;
  }

  id(value: unknown, field: string): string {
    const text = this.string(value, field);
    if (idOf(text) !== text) this.fail(field, `must be an id (lower case, words joined by one hyphen, e.g. '${idOf(text) || 'bastion-walker'}'), got ${JSON.stringify(value)}`);
    return text;
  }

  integer(value: unknown, field: string, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) this.fail(field, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
    return value;
  }

  boolean(value: unknown, field: string): boolean {
    if (typeof value !== 'boolean') this.fail(field, `must be true or false, got ${JSON.stringify(value)}`);
    return value;
  }

  choice<T extends string>(value: unknown, field: string, values: readonly T[]): T {
    if (typeof value !== 'string' || !values.includes(value as T)) this.fail(field, `must be one of ${values.join(', ')}, got ${JSON.stringify(value)}`);
    return value as T;
  }

  bands(value: unknown, field: string): [number | null, number | null, number | null] {
    const sr = this.object(value, field);
    for (const key of Object.keys(sr)) if (!(BANDS as readonly string[]).includes(key)) this.fail(`${field}.${key}`, `is not a Range Band; bands: ${BANDS.join(', ')}`);
    const band = (key: string): number | null => (sr[key] === null ? null : this.integer(sr[key], `${field}.${key}`, 0, 200));
    const bands: [number | null, number | null, number | null] = [band('close'), band('medium'), band('long')];
    if (bands.every((b) => b === null)) this.fail(field, 'must give a base SR in at least one band');
    return bands;
  }
}

function checkWeapon(check: Checker, raw: unknown, field: string, ability = -1, warpFlares = 0): Weapon {
  const w = check.object(raw, field);
  const melee = w.melee === undefined ? false : check.boolean(w.melee, `${field}.melee`);
  const sr = check.bands(w.sr, `${field}.sr`);
  if (melee && (sr[1] !== null || sr[2] !== null)) check.fail(`${field}.sr`, 'of a melee weapon gives only close (medium and long must be null)');
  return {
    id: ability < 0 ? check.id(w.id, `${field}.id`) : '',
    name: ability < 0 ? check.string(w.name, `${field}.name`) : '',
    melee,
    sr,
    woundClass: check.integer(w.woundClass, `${field}.woundClass`, 1, 5),
    ignoresCover: w.ignoresCover === undefined ? false : check.boolean(w.ignoresCover, `${field}.ignoresCover`),
    ability,
    warpFlares,
  };
}

function checkAbility(check: Checker, raw: unknown, field: string): { ability: Ability; weapon: unknown } {
  const a = check.object(raw, field);
  const type = check.choice(a.type, `${field}.type`, ABILITY_TYPES);
  const effect = check.choice(a.effect, `${field}.effect`, Object.keys(ABILITY_EFFECTS) as AbilityEffect[]);
  const expected = ABILITY_EFFECTS[effect].type;
  if (expected !== type) check.fail(`${field}.effect`, `'${effect}' is a ${expected} effect, but the ability's type is ${type}`);
  if (effect in TRIGGERS && a.trigger !== TRIGGERS[effect as keyof typeof TRIGGERS]) {
    check.fail(`${field}.trigger`, `of a '${effect}' ability must be '${TRIGGERS[effect as keyof typeof TRIGGERS]}', got ${JSON.stringify(a.trigger)}`);
  }
  const needsValue = effect !== 'grenade';
  return {
    ability: {
      id: check.id(a.id, `${field}.id`),
      name: check.string(a.name, `${field}.name`),
      type,
      // Ch. 8 Ability Costs: "1 Warp Flare - 2 Warp Flares or more"; passives "do not normally require" any.
      warpFlares: check.integer(a.warpFlares, `${field}.warpFlares`, 0, 5),
      effect,
      value: needsValue ? check.integer(a.value, `${field}.value`, -100, 100) : 0,
      range: a.range === undefined ? 0 : check.integer(a.range, `${field}.range`, 0, 48),
      activationSr: type === 'activated' && a.activationSr !== undefined && a.activationSr !== null ? check.integer(a.activationSr, `${field}.activationSr`, 0, 200) : null,
    },
    weapon: effect === 'grenade' ? a.weapon : undefined,
  };
}

function checkUnit(check: Checker, raw: unknown, field: string, factions: readonly string[]): UnitProfile {
  const u = check.object(raw, field);
  const weapons = check.array(u.weapons, `${field}.weapons`).map((w, i) => checkWeapon(check, w, `${field}.weapons[${i}]`));
  const abilities: Ability[] = [];
  const rawAbilities = u.abilities === undefined ? [] : Array.isArray(u.abilities) ? u.abilities : check.fail(`${field}.abilities`, 'must be a list');
  rawAbilities.forEach((raw, i) => {
    const { ability, weapon } = checkAbility(check, raw, `${field}.abilities[${i}]`);
    abilities.push(ability);
    if (ability.effect === 'grenade') {
      const attack = checkWeapon(check, weapon, `${field}.abilities[${i}].weapon`, i, ability.warpFlares);
      weapons.push({ ...attack, id: ability.id, name: ability.name });
    }
  });
  // The game keeps per-unit ability and weapon slots in fixed-size typed arrays.
  if (abilities.length > MAX_SLOTS) check.fail(`${field}.abilities`, `has ${abilities.length} abilities; at most ${MAX_SLOTS}`);
  if (weapons.length > MAX_SLOTS) check.fail(`${field}.weapons`, `has ${weapons.length} weapons and replacement attacks; at most ${MAX_SLOTS}`);
  const sum = (effect: AbilityEffect) => abilities.filter((a) => a.effect === effect).reduce((total, a) => total + a.value, 0);
  const first = (effect: AbilityEffect) => abilities.findIndex((a) => a.effect === effect);
  const aura = abilities.find((a) => a.effect === 'aura-incoming-sr');
  return {
    id: check.id(u.id, `${field}.id`),
    name: check.string(u.name, `${field}.name`),
    faction: check.choice(u.faction, `${field}.faction`, factions),
    archetype: check.choice(u.archetype, `${field}.archetype`, ARCHETYPES),
    source: u.source === undefined ? '' : check.string(u.source, `${field}.source`),
    forceRating: check.integer(u.forceRating, `${field}.forceRating`, 1, 50),
    movement: check.integer(u.movement, `${field}.movement`, 1, 24),
    rush: check.integer(u.rush, `${field}.rush`, 0, 24),
    heavy: u.heavy === undefined ? false : check.boolean(u.heavy, `${field}.heavy`),
    durability: check.integer(u.durability, `${field}.durability`, 1, 5),
    wounds: check.integer(u.wounds, `${field}.wounds`, 1, 20),
    weapons,
    abilities,
    attackSr: sum('attack-sr'),
    incomingSr: sum('incoming-sr'),
    aura: aura ? { value: aura.value, range: aura.range } : null,
    regeneration: sum('regeneration'),
    activated: abilities.flatMap((a, i) => (a.type === 'activated' ? [i] : [])),
    frenzy: first('frenzy'),
    shielding: first('shielding'),
    predation: first('predation'),
    uplink: first('uplink'),
  };
}

/** Checks a profile file (parsed JSON) and compiles it; errors name the file and the field. */
export function loadProfiles(raw: unknown, file: string): ProfileBook {
  const check = new Checker(file);
  const book = check.object(raw, 'the file');
  const source = check.string(book.source, 'source');
  const factions = check.array(book.factions, 'factions').map((f, i) => {
    const faction = check.object(f, `factions[${i}]`);
    return { id: check.id(faction.id, `factions[${i}].id`), name: check.string(faction.name, `factions[${i}].name`) };
  });
  const factionIds = factions.map((f) => f.id);
  const units = check.array(book.units, 'units').map((u, i) => checkUnit(check, u, `units[${i}]`, factionIds));
  const byId = new Map<string, UnitProfile>();
  units.forEach((unit, i) => {
    if (byId.has(unit.id)) check.fail(`units[${i}].id`, `repeats the id '${unit.id}'`);
    byId.set(unit.id, unit);
  });
  return { source, factions, units, byId };
}
