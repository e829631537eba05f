/**
 * A designer's changes to the printed numbers: the `stats` variant. `printed` plays the cards as printed (sections
 * 5.2-5.8, 6.8, 8.5, 9.6; data/); an open value `printed:ID.STAT=VALUE,...` changes named numbers of named Operators,
 * weapons, armours and Mercenaries, so "what if Velocity had 19 HP?" or "what if the Blitz M7 fired 3 bullets?" is
 * answered with full games without editing the data files. A game reads every number through its Loadouts
 * (loadout.ts), and the attack pipeline through the same defs, so the change reaches both.
 *
 * Example: statDefs('printed:velocity.hp=19,blitz-m7.rof=3').weapon('blitz-m7').rof -> 3.
 * A bad change is a one-line GameInputError naming the variant, the change and what is allowed.
 */
import { GameInputError } from '../../game/gameInputError.ts';
import { ARMOR, MERCENARIES, OPERATORS, WEAPONS, type ArmorDef, type MercenaryDef, type OperatorDef, type WeaponDef } from './data.ts';

/** The open value's prefix (rules.ts ATTACK_VARIANTS.stats). */
export const STAT_CHANGES_PREFIX = 'printed:';

/** The numbers a change may set, by kind, with their bounds (wide enough for any sensible design, never nonsense). */
const STATS = {
  operator: { acc: [0, 10], dod: [0, 10], hp: [1, 99], ld: [0, 9] },
  weapon: { range: [1, 24], rof: [1, 12] },
  armor: { arm: [0, 9], load: [0, 9], dodge: [-5, 5], move: [-5, 5] },
  // A Mercenary's own numbers, and its weapon's dice, accuracy and range (9.3, 9.6).
  mercenary: { acc: [0, 10], dod: [0, 10], arm: [0, 9], hp: [1, 99], dice: [1, 12], 'weapon-acc': [-5, 5], range: [1, 24] },
} as const satisfies Record<string, Record<string, readonly [number, number]>>;

type Kind = keyof typeof STATS;

const A_KIND: Record<Kind, string> = { operator: 'an Operator', weapon: 'a weapon', armor: 'an armor', mercenary: 'a Mercenary' };

export const STAT_CHANGES_DESCRIBE = `${STAT_CHANGES_PREFIX}ID.STAT=VALUE,... (the printed numbers with your changes, e.g. ${STAT_CHANGES_PREFIX}velocity.hp=19,blitz-m7.rof=3; ID is an Operator, weapon, armor or Mercenary id; STAT is ${(Object.keys(STATS) as Kind[]).map((kind) => `${Object.keys(STATS[kind]).join('|')} for ${A_KIND[kind]}`).join('; ')})`;

/** The defs a game or an attack reads under one `stats` value: the printed ones where nothing changed. */
export interface StatDefs {
  operator(id: string): OperatorDef | undefined;
  weapon(id: string): WeaponDef | undefined;
  armor(id: string): ArmorDef | undefined;
  mercenary(id: string): MercenaryDef | undefined;
}

const PRINTED: StatDefs = { operator: (id) => OPERATORS.get(id), weapon: (id) => WEAPONS.get(id), armor: (id) => ARMOR.get(id), mercenary: (id) => MERCENARIES.get(id) };
const cache = new Map<string, StatDefs>([['printed', PRINTED]]);

/** The defs of a `stats` value (absent: printed), made once per value. */
export function statDefs(stats: string | undefined): StatDefs {
  const key = stats ?? 'printed';
  let defs = cache.get(key);
  if (!defs) {
    defs = makeDefs(key);
    cache.set(key, defs);
  }
  return defs;
}

function kindOf(id: string): Kind | null {
  if (OPERATORS.has(id)) return 'operator';
  if (WEAPONS.has(id)) return 'weapon';
  if (ARMOR.has(id)) return 'armor';
  if (MERCENARIES.has(id)) return 'mercenary';
  return null;
}

function makeDefs(stats: string): StatDefs {
  if (!stats.startsWith(STAT_CHANGES_PREFIX)) throw new GameInputError(`--variant stats must be printed, or ${STAT_CHANGES_DESCRIBE}; got '${stats}'`);
  const fail = (message: string): never => {
    throw new GameInputError(`--variant stats=${stats}: ${message}`);
  };
  // The changed numbers by id, then each changed def made once from its printed one.
  const changes = new Map<string, Map<string, number>>();
  for (const raw of stats.slice(STAT_CHANGES_PREFIX.length).split(',')) {
    const change = raw.trim();
    const match = /^([a-z0-9-]+)\.([a-z-]+)=(-?\d+)$/.exec(change);
    if (!match) fail(`cannot read '${change}'; write ID.STAT=VALUE with a whole number, e.g. velocity.hp=19 (changes separated by commas)`);
    const [, id, stat, text] = match as RegExpExecArray;
    const kind = kindOf(id);
    if (!kind) {
      const ids = (label: string, map: ReadonlyMap<string, unknown>) => `${label} ${[...map.keys()].join(', ')}`;
      fail(`unknown id '${id}' in '${change}'; allowed: ${[ids('Operators', OPERATORS), ids('weapons', WEAPONS), ids('armor', ARMOR), ids('Mercenaries', MERCENARIES)].join('; ')}`);
    }
    const bounds = (STATS[kind as Kind] as Record<string, readonly [number, number]>)[stat];
    if (!bounds) fail(`'${stat}' is not a number of ${A_KIND[kind as Kind]} ('${change}'); allowed: ${Object.keys(STATS[kind as Kind]).join(', ')}`);
    const value = Number(text);
    if (value < bounds[0] || value > bounds[1]) fail(`${id}.${stat} must be from ${bounds[0]} to ${bounds[1]}; got ${value}`);
    const own = changes.get(id) ?? new Map<string, number>();
    if (own.has(stat)) fail(`${id}.${stat} is changed twice; give it once`);
    own.set(stat, value);
    changes.set(id, own);
  }
  const made = new Map<string, unknown>();
  for (const [id, own] of changes) made.set(id, changedDef(kindOf(id) as Kind, id, own));
  const pick = <T>(printed: (id: string) => T | undefined) => (id: string) => (made.get(id) as T | undefined) ?? printed(id);
  return { operator: pick(PRINTED.operator), weapon: pick(PRINTED.weapon), armor: pick(PRINTED.armor), mercenary: pick(PRINTED.mercenary) };
}

/** A frozen copy of the printed def with the changed numbers (a Mercenary's weapon numbers on its weapon). */
function changedDef(kind: Kind, id: string, own: Map<string, number>): unknown {
  const get = (stat: string, printed: number) => own.get(stat) ?? printed;
  switch (kind) {
    case 'operator': {
      const o = OPERATORS.get(id) as OperatorDef;
      return Object.freeze({ ...o, acc: get('acc', o.acc), dod: get('dod', o.dod), hp: get('hp', o.hp), ld: get('ld', o.ld) });
    }
    case 'weapon': {
      const w = WEAPONS.get(id) as WeaponDef;
      return Object.freeze({ ...w, range: get('range', w.range), rof: get('rof', w.rof) });
    }
    case 'armor': {
      const a = ARMOR.get(id) as ArmorDef;
      return Object.freeze({ ...a, arm: get('arm', a.arm), load: get('load', a.load), dodge: get('dodge', a.dodge), move: get('move', a.move) });
    }
    case 'mercenary': {
      const m = MERCENARIES.get(id) as MercenaryDef;
      const weapon = Object.freeze({ ...m.weapon, dice: get('dice', m.weapon.dice), acc: get('weapon-acc', m.weapon.acc), range: get('range', m.weapon.range) });
      return Object.freeze({ ...m, acc: get('acc', m.acc), dod: get('dod', m.dod), arm: get('arm', m.arm), hp: get('hp', m.hp), weapon });
    }
  }
}
