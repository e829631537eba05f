/**
 * Model and weapon profiles in the rulebook's format (Model and Unit
 * Profiles; Weapons › Example Weapon Profile), read from data/*.json and
 * checked field by field: a bad file fails with one line naming the file,
 * the entry, the field and what is allowed.
 */
import profilesJson from './data/profiles.json' with { type: 'json' };
import weaponsJson from './data/weapons.json' with { type: 'json' };
import unitsJson from './data/units.json' with { type: 'json' };

export const MOBILITY_TYPES = ['infantry', 'wheeled', 'hover', 'hover-forward', 'tracked'] as const;
export const SIZES = ['VS', 'S', 'M', 'L', 'XL'] as const;
/** Weapon Types: Basic (primary and secondary), Heavy (primary only), Setup (primary, not after moving). */
export const WEAPON_TYPES = ['basic', 'heavy', 'setup'] as const;
/** Traits the game applies, with the kind of value each takes (Traits and Abilities). */
export const MODEL_TRAITS = {
  'army-leader': 'flag',
  leader: 'flag',
  strategist: 'number',
  tactician: 'number',
  planning: 'number',
  medic: 'flag',
  doctor: 'flag',
  drone: 'flag',
  spotter: 'flag',
  resolute: 'flag',
  'weapons-platform': 'flag',
  'loyalty-unto-death': 'flag',
  'familiar-terrain': 'flag',
  pds: 'pds',
  jump: 'number',
  flight: 'number',
  teamwork: 'flag',
  'drone-operator': 'number',
  'independent-targeting': 'flag',
  'two-handed': 'flag',
  'recon-deployment': 'flag',
  hopper: 'flag',
} as const;
export const WEAPON_TRAITS = {
  suppression: 'number',
  'close-quarters': 'number',
  'fire-on-the-move': 'flag',
  indirect: 'indirect',
  aoe: 'aoe',
  spray: 'number',
  'sweeping-fire': 'number',
  'iff-limiter': 'flag',
} as const;

export interface RangeBand {
  /** The band reaches this many inches. */
  max: number;
  /** Combat modifier within the band (the number in parenthesis). */
  mod: number;
}

export interface Weapon {
  id: string;
  name: string;
  source: string;
  type: (typeof WEAPON_TYPES)[number];
  /** Short, Medium, Long. */
  range: readonly [RangeBand, RangeBand, RangeBand];
  rof: number;
  accuracy: number;
  power: number;
  damage: number;
  suppression: number;
  closeQuarters: number;
  fireOnTheMove: boolean;
  indirect: { min: number; max: number } | null;
  aoe: { diameter: number; saturation: number } | null;
  /** Spray Template (X): the template's size X in inches, 0 = none (Weapon Traits; the template's shape is illustrative, rules.ts). */
  spray: number;
  /** Sweeping Fire X: shots may go to other models within X inches of the first target, 0 = none (Weapon Traits). */
  sweeping: number;
  /** IFF Limiter: friendlies less than half under a template (AoE or Spray) pass their Quality test to avoid it (Weapon Traits). */
  iff: boolean;
}

export interface Profile {
  id: string;
  name: string;
  source: string;
  type: readonly string[];
  mov: { primary: number; secondary: number; mobility: (typeof MOBILITY_TYPES)[number] };
  com: number;
  def: number;
  qlt: number;
  mrl: number;
  hea: number;
  siz: { size: (typeof SIZES)[number]; base: number };
  armyLeader: boolean;
  leader: boolean;
  strategist: number;
  tactician: number;
  planning: number;
  medic: boolean;
  doctor: boolean;
  drone: boolean;
  spotter: boolean;
  resolute: boolean;
  weaponsPlatform: boolean;
  loyaltyUntoDeath: boolean;
  familiarTerrain: boolean;
  pds: { range: number; rating: number } | null;
  /** Jump X / Flight X (Traits): 0 without. */
  jump: number;
  flight: number;
  teamwork: boolean;
  /** Drone Operator X: up to X friendly drones need not stay within Quality range of a non-drone (Unit Traits); 0 without. */
  droneOperator: number;
  /** Independent Targeting / Two handed: with several weapons, it may fire them at different targets (Unit Traits). */
  independentTargeting: boolean;
  twoHanded: boolean;
  /** Recon Deployment: moves its primary move before the game begins, if the mission allows (Unit Traits; variant reconDeployment). */
  reconDeployment: boolean;
  /** Hopper: ignores obstacles 6" high or less, no falling damage up to 12" (Unit Traits): no effect on this table (README). */
  hopper: boolean;
  weapons: readonly string[];
}

/**
 * A multi-model unit (Units, Models, and Stats: "a number of models, usually
 * 1-6 on individual bases"; "A unit of one is referred as an individual").
 * A profile id used alone in a side is an individual; data/units.json names
 * the units of several models, as profile ids with counts.
 */
export interface UnitProfile {
  id: string;
  name: string;
  source: string;
  /** Profile id of each model, in order (the first is the unit's lead model). */
  models: readonly string[];
}

/** Models in one unit: "usually 1-6" (Units, Models, and Stats). */
export const MAX_MODELS_PER_UNIT = 6;

export class ProfileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfileError';
  }
}

type Raw = Record<string, unknown>;

function int(where: string, field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new ProfileError(`${where}: field '${field}' must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return value;
}

function choice<T extends string>(where: string, field: string, value: unknown, values: readonly T[]): T {
  if (typeof value !== 'string' || !values.includes(value as T)) throw new ProfileError(`${where}: field '${field}' must be one of ${values.join(', ')}, got ${JSON.stringify(value)}`);
  return value as T;
}

function text(where: string, field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ProfileError(`${where}: field '${field}' must be a non-empty string`);
  return value;
}

function object(where: string, field: string, value: unknown): Raw {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ProfileError(`${where}: field '${field}' must be an object`);
  return value as Raw;
}

/** The rulebook's printed name lower-cased, every run of other characters one hyphen (ARCHITECTURE.md). */
export function idOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function parseWeapon(id: string, raw: unknown, file = 'weapons.json'): Weapon {
  const where = `${file} '${id}'`;
  const w = object(file, id, raw);
  const name = text(where, 'name', w.name);
  if (idOf(name) !== id) throw new ProfileError(`${where}: the id must be the name's id '${idOf(name)}'`);
  if (!Array.isArray(w.range) || w.range.length !== 3) throw new ProfileError(`${where}: field 'range' must be 3 bands (short, medium, long) of { max, mod }`);
  const range = w.range.map((band, i) => {
    const b = object(where, `range[${i}]`, band);
    return { max: int(where, `range[${i}].max`, b.max, 1, 200), mod: int(where, `range[${i}].mod`, b.mod ?? 0, -5, 5) };
  }) as unknown as Weapon['range'];
  if (!(range[0].max < range[1].max && range[1].max < range[2].max)) throw new ProfileError(`${where}: field 'range' must widen from short to long`);
  const traits = object(where, 'traits', w.traits ?? {});
  for (const t of Object.keys(traits)) if (!(t in WEAPON_TRAITS)) throw new ProfileError(`${where}: unknown trait '${t}'; traits: ${Object.keys(WEAPON_TRAITS).join(', ')}`);
  const indirect = traits.indirect === undefined ? null : object(where, 'traits.indirect', traits.indirect);
  const aoe = traits.aoe === undefined ? null : object(where, 'traits.aoe', traits.aoe);
  return {
    id,
    name,
    source: text(where, 'source', w.source),
    type: choice(where, 'type', w.type, WEAPON_TYPES),
    range,
    rof: int(where, 'rof', w.rof, 1, 10),
    accuracy: int(where, 'accuracy', w.accuracy, 0, 10),
    power: int(where, 'power', w.power, 0, 10),
    damage: int(where, 'damage', w.damage, 1, 10),
    suppression: traits.suppression === undefined ? 0 : int(where, 'traits.suppression', traits.suppression, 0, 5),
    closeQuarters: traits['close-quarters'] === undefined ? 0 : int(where, 'traits.close-quarters', traits['close-quarters'], 0, 5),
    fireOnTheMove: traits['fire-on-the-move'] === true,
    indirect: indirect && { min: int(where, 'traits.indirect.min', indirect.min, 0, 100), max: int(where, 'traits.indirect.max', indirect.max, 1, 200) },
    aoe: aoe && { diameter: int(where, 'traits.aoe.diameter', aoe.diameter, 1, 12), saturation: int(where, 'traits.aoe.saturation', aoe.saturation, 0, 10) },
    spray: traits.spray === undefined ? 0 : int(where, 'traits.spray', traits.spray, 1, 12),
    sweeping: traits['sweeping-fire'] === undefined ? 0 : int(where, 'traits.sweeping-fire', traits['sweeping-fire'], 1, 12),
    iff: traits['iff-limiter'] === true,
  };
}

export function parseProfile(id: string, raw: unknown, weapons: Readonly<Record<string, Weapon>>, file = 'profiles.json'): Profile {
  const where = `${file} '${id}'`;
  const p = object(file, id, raw);
  const name = text(where, 'name', p.name);
  if (idOf(name) !== id) throw new ProfileError(`${where}: the id must be the name's id '${idOf(name)}'`);
  if (!Array.isArray(p.type) || !p.type.every((t) => typeof t === 'string')) throw new ProfileError(`${where}: field 'type' must be a list of keywords`);
  const mov = object(where, 'mov', p.mov);
  const siz = object(where, 'siz', p.siz);
  const traits = object(where, 'traits', p.traits ?? {});
  for (const [t, value] of Object.entries(traits)) {
    const kind = (MODEL_TRAITS as Record<string, string>)[t];
    if (!kind) throw new ProfileError(`${where}: unknown trait '${t}'; traits: ${Object.keys(MODEL_TRAITS).join(', ')}`);
    if (kind === 'flag' && value !== true) throw new ProfileError(`${where}: trait '${t}' must be true`);
    if (kind === 'number') int(where, `traits.${t}`, value, 0, 10);
  }
  const pds = traits.pds === undefined ? null : object(where, 'traits.pds', traits.pds);
  if (!Array.isArray(p.weapons) || p.weapons.length === 0) throw new ProfileError(`${where}: field 'weapons' must list at least one weapon id`);
  for (const w of p.weapons) if (typeof w !== 'string' || !weapons[w]) throw new ProfileError(`${where}: unknown weapon ${JSON.stringify(w)}; weapons: ${Object.keys(weapons).join(', ')}`);
  const number = (t: string) => (traits[t] === undefined ? 0 : (traits[t] as number));
  return {
    id,
    name,
    source: text(where, 'source', p.source),
    type: p.type as string[],
    mov: { primary: int(where, 'mov.primary', mov.primary, 0, 30), secondary: int(where, 'mov.secondary', mov.secondary, 0, 30), mobility: choice(where, 'mov.mobility', mov.mobility, MOBILITY_TYPES) },
    com: int(where, 'com', p.com, 0, 10),
    def: int(where, 'def', p.def, 0, 10),
    qlt: int(where, 'qlt', p.qlt, 0, 10),
    mrl: int(where, 'mrl', p.mrl, 0, 10),
    hea: int(where, 'hea', p.hea, 1, 10),
    siz: { size: choice(where, 'siz.size', siz.size, SIZES), base: int(where, 'siz.base', siz.base, 10, 200) },
    armyLeader: traits['army-leader'] === true,
    leader: traits.leader === true || traits['army-leader'] === true,
    strategist: number('strategist'),
    tactician: number('tactician'),
    planning: number('planning'),
    medic: traits.medic === true,
    doctor: traits.doctor === true,
    drone: traits.drone === true,
    spotter: traits.spotter === true,
    resolute: traits.resolute === true,
    weaponsPlatform: traits['weapons-platform'] === true,
    loyaltyUntoDeath: traits['loyalty-unto-death'] === true,
    familiarTerrain: traits['familiar-terrain'] === true,
    pds: pds && { range: int(where, 'traits.pds.range', pds.range, 1, 48), rating: int(where, 'traits.pds.rating', pds.rating, 1, 5) },
    jump: number('jump'),
    flight: number('flight'),
    teamwork: traits.teamwork === true,
    droneOperator: number('drone-operator'),
    independentTargeting: traits['independent-targeting'] === true,
    twoHanded: traits['two-handed'] === true,
    reconDeployment: traits['recon-deployment'] === true,
    hopper: traits.hopper === true,
    weapons: p.weapons as string[],
  };
}

export function parseUnitProfile(id: string, raw: unknown, profiles: Readonly<Record<string, Profile>>, file = 'units.json'): UnitProfile {
  const where = `${file} '${id}'`;
  const u = object(file, id, raw);
  const name = text(where, 'name', u.name);
  if (idOf(name) !== id) throw new ProfileError(`${where}: the id must be the name's id '${idOf(name)}'`);
  if (profiles[id]) throw new ProfileError(`${where}: the id is already a model profile's id`);
  const list = text(where, 'models', u.models);
  const models: string[] = [];
  for (const entry of list.split(',')) {
    const match = /^\s*([a-z0-9-]+)\s*(?:x\s*(\d+))?\s*$/.exec(entry);
    if (!match) throw new ProfileError(`${where}: field 'models' entry '${entry.trim()}' must be 'profile-id' or 'profile-id xN'`);
    if (!profiles[match[1]]) throw new ProfileError(`${where}: field 'models': unknown profile '${match[1]}'; profiles: ${Object.keys(profiles).join(', ')}`);
    for (let i = 0; i < (match[2] === undefined ? 1 : Number(match[2])); i++) models.push(match[1]);
  }
  if (models.length < 1 || models.length > MAX_MODELS_PER_UNIT) throw new ProfileError(`${where}: field 'models' must list 1 to ${MAX_MODELS_PER_UNIT} models, got ${models.length}`);
  return { id, name, source: text(where, 'source', u.source), models };
}

function load(): { weapons: Record<string, Weapon>; aliases: Record<string, string>; profiles: Record<string, Profile>; units: Record<string, UnitProfile> } {
  const weapons: Record<string, Weapon> = {};
  const aliases: Record<string, string> = {};
  for (const [id, raw] of Object.entries(weaponsJson as Raw)) {
    weapons[id] = parseWeapon(id, raw);
    for (const alias of ((raw as Raw).aliases as string[] | undefined) ?? []) aliases[alias] = id;
  }
  const profiles: Record<string, Profile> = {};
  for (const [id, raw] of Object.entries(profilesJson as Raw)) profiles[id] = parseProfile(id, raw, weapons);
  const units: Record<string, UnitProfile> = {};
  for (const [id, raw] of Object.entries(unitsJson as Raw)) units[id] = parseUnitProfile(id, raw, profiles);
  return { weapons, aliases, profiles, units };
}

const loaded = load();
export const WEAPONS: Readonly<Record<string, Weapon>> = loaded.weapons;
/** Other printed names of a weapon (the profile's "IGI-87 Impulse Rifle"). */
export const WEAPON_ALIASES: Readonly<Record<string, string>> = loaded.aliases;
export const PROFILES: Readonly<Record<string, Profile>> = loaded.profiles;
/** Multi-model units (data/units.json); a profile id alone is an individual. */
export const UNITS: Readonly<Record<string, UnitProfile>> = loaded.units;

export function weaponById(id: string): Weapon {
  const weapon = WEAPONS[WEAPON_ALIASES[id] ?? id];
  if (!weapon) throw new ProfileError(`unknown weapon '${id}'; weapons: ${Object.keys(WEAPONS).join(', ')}`);
  return weapon;
}
