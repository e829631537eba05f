/**
 * A designer's changes to the printed numbers: the `stats` variant. `printed` plays the profiles and weapons as
 * data/ prints them (Model and Unit Profiles; Weapons › Example Weapon Profile); an open value
 * `printed:ID.STAT=VALUE,...` changes named numbers of named model profiles and weapons, so "what if the Sol Line
 * Infantry had DEF 6?" or "what if the IGI-87 had Power 3?" is answered with full games and the exact attack without
 * editing data/. A game reads every number through its Setup (setup.ts makeForces takes the profiles and weapons from
 * here), and the attack pipeline through the same defs (attack.ts planAttack), so the change reaches both.
 *
 * Example: statDefs('printed:sol-line-infantry.def=6,igi-87-impulse-gun.power=3').weapon('igi-87-impulse-gun').power -> 3.
 * A changed def is made by the loader itself (profiles.ts parseProfile / parseWeapon on the printed entry with the new
 * numbers), so every other field is the printed one and the object has the printed defs' shape (the game's hot loops
 * read both alike). A bad change is a one-line GameInputError naming the variant, the change and what is allowed.
 */
import { GameInputError } from '../../game/gameInputError.ts';
import { describeStatChanges, perStatsValue, readStatChanges, STAT_CHANGES_PREFIX, type StatChangesSpec } from '../../game/statChanges.ts';
import profilesJson from './data/profiles.json' with { type: 'json' };
import weaponsJson from './data/weapons.json' with { type: 'json' };
import { parseProfile, parseWeapon, PROFILES, UNITS, WEAPON_ALIASES, WEAPONS, type Profile, type Weapon } from './profiles.ts';

export { STAT_CHANGES_PREFIX };

const canonicalWeapon = (id: string) => (Object.hasOwn(WEAPON_ALIASES, id) ? WEAPON_ALIASES[id] : id);

/**
 * The numbers a change may set, by kind, with their bounds: the data files' own bounds (profiles.ts) except where the
 * engine needs a narrower one. A model's primary move is at least 1 (the heuristic weighs Jump and Flight against it,
 * ai.ts); a weapon's RoF is at most 8 and Damage at most 4, so the exact attack's disruption of all shots (up to RoF + 1
 * shots under extraShots=rof-extra, each up to Damage + Suppression + AoE) stays within its 64 codes (attack.ts
 * exactAttack). A weapon's range bands are the reach of Short, Medium and Long in inches and their Combat modifiers
 * ("12 / 16 (+1) / 22 (-2)").
 */
const SPEC: StatChangesSpec = {
  kinds: {
    profile: { label: 'a model profile', stats: { 'mov-primary': [1, 30], 'mov-secondary': [0, 30], com: [0, 10], def: [0, 10], qlt: [0, 10], mrl: [0, 10], hea: [1, 10] } },
    weapon: {
      label: 'a weapon',
      stats: { short: [1, 200], medium: [1, 200], long: [1, 200], 'short-mod': [-5, 5], 'medium-mod': [-5, 5], 'long-mod': [-5, 5], rof: [1, 8], accuracy: [0, 10], power: [0, 10], damage: [1, 4] },
    },
  },
  example: 'sol-line-infantry.def=6,igi-87-impulse-gun.power=3',
  ids: 'ID is a model profile or weapon id',
  // A weapon by id or alias (the profile's "IGI-87 Impulse Rifle", EX-046): its changes are kept under its own id.
  kindOf: (id) => (Object.hasOwn(PROFILES, id) ? { kind: 'profile', id } : Object.hasOwn(WEAPONS, canonicalWeapon(id)) ? { kind: 'weapon', id: canonicalWeapon(id) } : null),
  allowedIds: () => `model profiles ${Object.keys(PROFILES).join(', ')}; weapons ${Object.keys(WEAPONS).join(', ')}`,
  refuseId: (id, change) =>
    Object.hasOwn(UNITS, id) ? `'${id}' is a unit of several models with no numbers of its own ('${change}'); change its models' profiles: ${[...new Set(UNITS[id].models)].join(', ')}` : null,
};

export const STAT_CHANGES_DESCRIBE = describeStatChanges(SPEC);

/** The defs a game or an attack reads under one `stats` value: the printed ones where nothing changed. */
export interface StatDefs {
  profile(id: string): Profile | undefined;
  /** A weapon by id or alias (the profile's "IGI-87 Impulse Rifle", EX-046). */
  weapon(id: string): Weapon | undefined;
}

const PRINTED: StatDefs = {
  profile: (id) => (Object.hasOwn(PROFILES, id) ? PROFILES[id] : undefined),
  weapon: (id) => {
    const canonical = canonicalWeapon(id);
    return Object.hasOwn(WEAPONS, canonical) ? WEAPONS[canonical] : undefined;
  },
};

/** The defs of a `stats` value (absent: printed), made once per value (a match plays thousands of games under one). */
export const statDefs = perStatsValue(PRINTED, makeDefs);

function makeDefs(stats: string): StatDefs {
  const profiles = new Map<string, Profile>();
  const weapons = new Map<string, Weapon>();
  const fail = (message: string): never => {
    throw new GameInputError(`--variant stats=${stats}: ${message}`);
  };
  for (const [id, own] of readStatChanges(stats, SPEC)) {
    if (Object.hasOwn(PROFILES, id)) profiles.set(id, changedProfile(id, own));
    else weapons.set(id, changedWeapon(id, own, fail));
  }
  return {
    profile: (id) => profiles.get(id) ?? PRINTED.profile(id),
    weapon: (id) => weapons.get(canonicalWeapon(id)) ?? PRINTED.weapon(id),
  };
}

type Raw = Record<string, unknown>;

/** The printed profile entry with the changed numbers, read by the loader (profiles.ts parseProfile). */
function changedProfile(id: string, own: Map<string, number>): Profile {
  const raw = (profilesJson as Record<string, Raw>)[id];
  const p = PROFILES[id];
  const get = (stat: string, printed: number) => own.get(stat) ?? printed;
  const mov = { ...(raw.mov as Raw), primary: get('mov-primary', p.mov.primary), secondary: get('mov-secondary', p.mov.secondary) };
  return parseProfile(id, { ...raw, mov, com: get('com', p.com), def: get('def', p.def), qlt: get('qlt', p.qlt), mrl: get('mrl', p.mrl), hea: get('hea', p.hea) }, WEAPONS);
}

/** The printed weapon entry with the changed numbers, read by the loader (profiles.ts parseWeapon); its bands must still widen. */
function changedWeapon(id: string, own: Map<string, number>, fail: (message: string) => never): Weapon {
  const raw = (weaponsJson as Record<string, Raw>)[id];
  const w = WEAPONS[id];
  const get = (stat: string, printed: number) => own.get(stat) ?? printed;
  const range = (['short', 'medium', 'long'] as const).map((band, i) => ({ max: get(band, w.range[i].max), mod: get(`${band}-mod`, w.range[i].mod) }));
  // Check Range reads the bands in order, Short first: a band that does not reach past the one before it would never be read.
  if (!(range[0].max < range[1].max && range[1].max < range[2].max)) fail(`${id}'s range bands must widen from short to long; got ${range.map((b) => b.max).join(' / ')}`);
  return parseWeapon(id, { ...raw, range, rof: get('rof', w.rof), accuracy: get('accuracy', w.accuracy), power: get('power', w.power), damage: get('damage', w.damage) });
}
