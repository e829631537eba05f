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
import { describeStatChanges, perStatsValue, readStatChanges, STAT_CHANGES_PREFIX, type StatChangesSpec } from '../../game/statChanges.ts';
import { ARMOR, MERCENARIES, OPERATORS, WEAPONS, type ArmorDef, type MercenaryDef, type OperatorDef, type WeaponDef } from './data.ts';

export { STAT_CHANGES_PREFIX };

type Kind = 'operator' | 'weapon' | 'armor' | 'mercenary';
const MAPS: Record<Kind, ReadonlyMap<string, unknown>> = { operator: OPERATORS, weapon: WEAPONS, armor: ARMOR, mercenary: MERCENARIES };

/** The numbers a change may set, by kind, with their bounds (wide enough for any sensible design, never nonsense). */
const SPEC: StatChangesSpec = {
  kinds: {
    operator: { label: 'an Operator', stats: { acc: [0, 10], dod: [0, 10], hp: [1, 99], ld: [0, 9] } },
    weapon: { label: 'a weapon', stats: { range: [1, 24], rof: [1, 12] } },
    armor: { label: 'an armor', stats: { arm: [0, 9], load: [0, 9], dodge: [-5, 5], move: [-5, 5] } },
    // A Mercenary's own numbers, and its weapon's dice, accuracy and range (9.3, 9.6).
    mercenary: { label: 'a Mercenary', stats: { acc: [0, 10], dod: [0, 10], arm: [0, 9], hp: [1, 99], dice: [1, 12], 'weapon-acc': [-5, 5], range: [1, 24] } },
  },
  example: 'velocity.hp=19,blitz-m7.rof=3',
  ids: 'ID is an Operator, weapon, armor or Mercenary id',
  kindOf: (id) => {
    const kind = (Object.keys(MAPS) as Kind[]).find((k) => MAPS[k].has(id));
    return kind ? { kind, id } : null;
  },
  allowedIds: () => `Operators ${[...OPERATORS.keys()].join(', ')}; weapons ${[...WEAPONS.keys()].join(', ')}; armor ${[...ARMOR.keys()].join(', ')}; Mercenaries ${[...MERCENARIES.keys()].join(', ')}`,
};

export const STAT_CHANGES_DESCRIBE = describeStatChanges(SPEC);

/** The defs a game or an attack reads under one `stats` value: the printed ones where nothing changed. */
export interface StatDefs {
  operator(id: string): OperatorDef | undefined;
  weapon(id: string): WeaponDef | undefined;
  armor(id: string): ArmorDef | undefined;
  mercenary(id: string): MercenaryDef | undefined;
}

const PRINTED: StatDefs = { operator: (id) => OPERATORS.get(id), weapon: (id) => WEAPONS.get(id), armor: (id) => ARMOR.get(id), mercenary: (id) => MERCENARIES.get(id) };

/** The defs of a `stats` value (absent: printed), made once per value. */
export const statDefs = perStatsValue(PRINTED, makeDefs);

function makeDefs(stats: string): StatDefs {
  const made = new Map<string, unknown>();
  for (const [id, own] of readStatChanges(stats, SPEC)) made.set(id, changedDef(SPEC.kindOf(id)!.kind as Kind, id, own));
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
