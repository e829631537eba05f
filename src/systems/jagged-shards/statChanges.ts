/**
 * A designer's changes to the printed numbers: the `stats` variant. `printed` plays data/profiles.json as it is (the
 * illustrative profiles: the core prints none, Ch. 1 Strike Forces); an open value `printed:ID.STAT=VALUE,...` changes
 * named numbers of named unit profiles and weapons, so "what if the Bastion Walker had 8 wounds?" or "what if the
 * Autocannon hit on 35 at medium range?" is answered with full games and the exact attack without editing data/.
 * A game reads every profile number through its roster (setup.ts), and the attack pipeline through the same map, so
 * the change reaches both.
 *
 * ID is a unit profile id, or a weapon id (a replacement attack's is its ability's, e.g. frag-grenade): a weapon's
 * change reaches every profile that carries it. The numbers and their bounds are the profile checker's (profiles.ts),
 * so a changed profile is one the data file could hold: a unit's forceRating (Ch. 3), movement and rush (Ch. 6),
 * durability and wounds (Ch. 7 Wounds); a weapon's base SR per Range Band, close, medium, long (Ch. 3 Range Bands; a
 * band printed empty may be given a number, except a melee weapon's medium and long), and its woundClass (Ch. 7).
 * Names, factions, archetypes, traits and abilities stay as printed.
 *
 * Example: statProfiles('printed:bastion-walker.wounds=8').get('bastion-walker').wounds -> 8.
 * A bad change is a one-line GameInputError naming the variant, the change and what is allowed.
 */
import { describeStatChanges, perStatsValue, readStatChanges, STAT_CHANGES_PREFIX, type StatChangesSpec } from '../../game/statChanges.ts';
import { PROFILES } from './data.ts';
import type { UnitProfile, Weapon } from './profiles.ts';

export { STAT_CHANGES_PREFIX };

/** A weapon's SR stats, in the order of Weapon.sr (profiles.ts BANDS). */
const BAND_STATS = ['close', 'medium', 'long'] as const;

/** Every weapon id (normal weapons and replacement attacks) with the profiles that carry it, in file order. */
const CARRIERS = new Map<string, UnitProfile[]>();
for (const unit of PROFILES.units) for (const weapon of unit.weapons) CARRIERS.set(weapon.id, [...(CARRIERS.get(weapon.id) ?? []), unit]);

/** The numbers a change may set, by kind, with the bounds profiles.ts's checker holds a data file to. */
const SPEC: StatChangesSpec = {
  kinds: {
    unit: { label: 'a unit', stats: { forceRating: [1, 50], movement: [1, 24], rush: [0, 24], durability: [1, 5], wounds: [1, 20] } },
    weapon: { label: 'a weapon', stats: { close: [0, 200], medium: [0, 200], long: [0, 200], woundClass: [1, 5] } },
  },
  example: 'bastion-walker.wounds=8,autocannon.medium=35',
  ids: 'ID is a unit or weapon id of data/profiles.json',
  kindOf: (id) => (PROFILES.byId.has(id) ? { kind: 'unit', id } : CARRIERS.has(id) ? { kind: 'weapon', id } : null),
  allowedIds: () => `units ${[...PROFILES.byId.keys()].join(', ')}; weapons ${[...CARRIERS.keys()].join(', ')}`,
  // profiles.ts checkWeapon: "of a melee weapon gives only close" (base contact, Ch. 7).
  refuse: (id, kind, stat) =>
    kind === 'weapon' && stat !== 'close' && stat !== 'woundClass' && CARRIERS.get(id)!.some((u) => u.weapons.some((w) => w.id === id && w.melee))
      ? `${id} is a melee weapon: it attacks in base contact only, so it has no ${stat} SR; allowed: close, woundClass`
      : null,
};

export const STAT_CHANGES_DESCRIBE = describeStatChanges(SPEC);

/** The unit profiles a game or an attack reads under one `stats` value, by id: the printed objects where nothing changed. */
export type StatProfiles = ReadonlyMap<string, UnitProfile>;

/** The profiles of a `stats` value (absent: printed, the default, for a caller that passes only the variants it studies), made once per value. */
export const statProfiles = perStatsValue<StatProfiles>(PROFILES.byId, makeProfiles);

function makeProfiles(stats: string): StatProfiles {
  const changes = readStatChanges(stats, SPEC);
  const byId = new Map(PROFILES.byId);
  for (const unit of PROFILES.units) {
    const own = changes.get(unit.id);
    const weapons = unit.weapons.map((w) => (changes.has(w.id) ? changedWeapon(w, changes.get(w.id)!) : w));
    if (!own && weapons.every((w, i) => w === unit.weapons[i])) continue;
    const get = (stat: 'forceRating' | 'movement' | 'rush' | 'durability' | 'wounds') => own?.get(stat) ?? unit[stat];
    byId.set(unit.id, Object.freeze({ ...unit, forceRating: get('forceRating'), movement: get('movement'), rush: get('rush'), durability: get('durability'), wounds: get('wounds'), weapons: Object.freeze(weapons) }));
  }
  return byId;
}

/** A frozen copy of a printed weapon with the changed numbers. */
function changedWeapon(weapon: Weapon, own: Map<string, number>): Weapon {
  const sr = BAND_STATS.map((band, i) => own.get(band) ?? weapon.sr[i]) as unknown as Weapon['sr'];
  return Object.freeze({ ...weapon, sr: Object.freeze(sr), woundClass: own.get('woundClass') ?? weapon.woundClass });
}
