/**
 * The rulebook's printed content as typed, validated data: Operators (8.5 and
 * Appendix B), Mercenaries (9.6), weapons (5.2-5.8), armor (6.8) and Tactics
 * cards (7.3-7.7, Appendix A), read from data/*.json. A designer edits the
 * JSON; a bad edit fails at load with one line naming the file, the entry,
 * the field and what is allowed.
 *
 * Example: WEAPONS.get('ar-12-vanguard') -> { category: 'assault-rifle', range: 6, rof: 3, trait: { id: 'precision-burst', ... } }.
 */
import { GameInputError } from '../../game/gameInputError.ts';
import armorJson from './data/armor.json' with { type: 'json' };
import cardsJson from './data/cards.json' with { type: 'json' };
import mercenariesJson from './data/mercenaries.json' with { type: 'json' };
import operatorsJson from './data/operators.json' with { type: 'json' };
import weaponsJson from './data/weapons.json' with { type: 'json' };

export const COLOURS = ['verge-industries', 'force-alliance', 'focus-technology', 'bulwark-united', 'system-corporation'] as const;
export type Colour = (typeof COLOURS)[number];
export const CARD_TYPES = ['movement', 'maneuver', 'utility', 'melee'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CATEGORIES = ['pistol', 'smg', 'shotgun', 'assault-rifle', 'sniper-rifle', 'heavy', 'exotic'] as const;
export type Category = (typeof CATEGORIES)[number];
export const ROLES = ['runner', 'spotter', 'enforcer', 'tech'] as const;
export const ARMOR_TRAITS = ['reinforced-plating', 'thermal-mesh', 'shock-dampeners', 'stealth-weave', 'ballistic-gel'] as const;
/** One printed trait per example weapon (5.2-5.8); the attack pipeline and the game implement each. */
export const WEAPON_TRAITS = [
  'quickdraw', 'close-quarters', 'stopping-power', 'spray-pattern', 'recoil-control', 'suppressive-fire', 'pellet-spread', 'door-kicker', 'armor-shred',
  'precision-burst', 'adaptive-optics', 'modular-rail', 'deadeye', 'silent-strike', 'piercing-round', 'sustained-fire', 'spin-up', 'armor-breaker',
  'chain-lightning', 'corrosion', 'dimensional-shift',
] as const;
export type WeaponTrait = (typeof WEAPON_TRAITS)[number];

export interface OperatorDef {
  id: string;
  name: string;
  title: string;
  colour: Colour;
  acc: number;
  dod: number;
  hp: number;
  ld: number;
  ability: { id: string; name: string; text: string };
}

export interface MercenaryDef {
  id: string;
  name: string;
  colour: Colour;
  role: (typeof ROLES)[number];
  acc: number;
  dod: number;
  arm: number;
  hp: number;
  ability: { id: string; text: string };
  weapon: { name: string; dice: number; acc: number; range: number; cannotMoveAndShoot: boolean };
}

export interface WeaponDef {
  id: string;
  name: string;
  category: Category;
  range: number;
  rof: number;
  trait: { id: WeaponTrait; name: string; text: string };
}

export interface ArmorDef {
  id: string;
  name: string;
  type: 'light' | 'medium' | 'heavy';
  arm: number;
  load: number;
  dodge: number;
  move: number;
  traits: readonly (typeof ARMOR_TRAITS)[number][];
}

export interface CardDef {
  id: string;
  /** Position in the catalogue: the card's action and chance-outcome number in the game. */
  index: number;
  name: string;
  type: CardType;
  colour: Colour | 'universal';
  section: string;
  text: string;
  move: number;
  straight: boolean;
  range: number;
  /** Overrides under a variant value, keyed 'name=value' (e.g. 'card-text=section-7'). */
  readings: Readonly<Record<string, Partial<Pick<CardDef, 'type' | 'colour' | 'text' | 'range'>>>>;
}

type Json = Record<string, unknown>;

/** Reads one field of a JSON entry, or throws a one-line error naming file, entry, field and what is allowed. */
function read<T>(file: string, entry: Json, field: string, check: (value: unknown) => boolean, allowed: string, fallback?: T): T {
  const value = entry[field];
  if (value === undefined && fallback !== undefined) return fallback;
  if (!check(value)) throw new GameInputError(`syndicate-protocol data/${file}: entry '${String(entry.id ?? '?')}' field '${field}' must be ${allowed}, got ${JSON.stringify(value)}`);
  return value as T;
}

const isString = (v: unknown) => typeof v === 'string' && v.length > 0;
const isInt = (lo: number, hi: number) => (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isId = (v: unknown) => typeof v === 'string' && ID_PATTERN.test(v);
const ID_ALLOWED = 'an id: the printed name lower-cased, other characters turned into single hyphens';

function entries(file: string, json: unknown, key: string): Json[] {
  const list = (json as Json)[key];
  if (!Array.isArray(list) || list.length === 0) throw new GameInputError(`syndicate-protocol data/${file}: field '${key}' must be a non-empty list`);
  const seen = new Set<string>();
  for (const entry of list as Json[]) {
    const id = read<string>(file, entry, 'id', isId, ID_ALLOWED);
    if (seen.has(id)) throw new GameInputError(`syndicate-protocol data/${file}: id '${id}' appears twice`);
    seen.add(id);
  }
  return list as Json[];
}

export function parseOperators(json: unknown, file = 'operators.json'): OperatorDef[] {
  return entries(file, json, 'operators').map((e) => {
    const ability = read<Json>(file, e, 'ability', (v) => typeof v === 'object' && v !== null, 'an object { id, name, text }');
    return {
      id: e.id as string,
      name: read(file, e, 'name', isString, 'a name'),
      title: read(file, e, 'title', isString, 'a title', ''),
      colour: read(file, e, 'colour', oneOf(COLOURS), `one of ${COLOURS.join(', ')}`),
      acc: read(file, e, 'acc', isInt(0, 10), 'a whole number from 0 to 10'),
      dod: read(file, e, 'dod', isInt(0, 10), 'a whole number from 0 to 10'),
      hp: read(file, e, 'hp', isInt(1, 99), 'a whole number from 1 to 99'),
      ld: read(file, e, 'ld', isInt(0, 9), 'a whole number from 0 to 9'),
      ability: { id: String(ability.id), name: String(ability.name), text: String(ability.text) },
    };
  });
}

export function parseMercenaries(json: unknown, file = 'mercenaries.json'): MercenaryDef[] {
  return entries(file, json, 'mercenaries').map((e) => {
    const weapon = read<Json>(file, e, 'weapon', (v) => typeof v === 'object' && v !== null, 'an object { name, dice, acc, range }');
    const ability = read<Json>(file, e, 'ability', (v) => typeof v === 'object' && v !== null, 'an object { id, text }');
    const w: Json = { ...weapon, id: e.id };
    return {
      id: e.id as string,
      name: read(file, e, 'name', isString, 'a name'),
      colour: read(file, e, 'colour', oneOf(COLOURS), `one of ${COLOURS.join(', ')}`),
      role: read(file, e, 'role', oneOf(ROLES), `one of ${ROLES.join(', ')}`),
      acc: read(file, e, 'acc', isInt(0, 10), 'a whole number from 0 to 10'),
      dod: read(file, e, 'dod', isInt(0, 10), 'a whole number from 0 to 10'),
      arm: read(file, e, 'arm', isInt(0, 5), 'a whole number from 0 to 5'),
      hp: read(file, e, 'hp', isInt(1, 99), 'a whole number from 1 to 99'),
      ability: { id: String(ability.id), text: String(ability.text) },
      weapon: {
        name: read(file, w, 'name', isString, 'a weapon name'),
        dice: read(file, w, 'dice', isInt(1, 6), 'a whole number of dice from 1 to 6'),
        acc: read(file, w, 'acc', isInt(-3, 3), 'a whole number from -3 to 3', 0),
        range: read(file, w, 'range', isInt(1, 12), 'a range in spaces from 1 to 12'),
        cannotMoveAndShoot: w.cannotMoveAndShoot === true,
      },
    };
  });
}

export function parseWeapons(json: unknown, file = 'weapons.json'): WeaponDef[] {
  return entries(file, json, 'weapons').map((e) => {
    const trait = read<Json>(file, e, 'trait', (v) => typeof v === 'object' && v !== null, 'an object { id, name, text }');
    const t: Json = { ...trait, id: e.id };
    return {
      id: e.id as string,
      name: read(file, e, 'name', isString, 'a name'),
      category: read(file, e, 'category', oneOf(CATEGORIES), `one of ${CATEGORIES.join(', ')}`),
      range: read(file, e, 'range', isInt(1, 24), 'a range in spaces from 1 to 24'),
      rof: read(file, e, 'rof', isInt(1, 12), 'a rate of fire from 1 to 12'),
      trait: {
        id: read(file, { id: e.id, 'trait.id': trait.id }, 'trait.id', oneOf(WEAPON_TRAITS), `one of ${WEAPON_TRAITS.join(', ')}`),
        name: read(file, t, 'name', isString, 'a trait name'),
        text: read(file, t, 'text', isString, 'the printed trait text'),
      },
    };
  });
}

export function parseArmor(json: unknown, file = 'armor.json'): ArmorDef[] {
  return entries(file, json, 'armor').map((e) => ({
    id: e.id as string,
    name: read(file, e, 'name', isString, 'a name'),
    type: read(file, e, 'type', oneOf(['light', 'medium', 'heavy']), 'one of light, medium, heavy'),
    arm: read(file, e, 'arm', isInt(0, 9), 'a whole number from 0 to 9'),
    load: read(file, e, 'load', isInt(0, 9), 'a whole number from 0 to 9'),
    dodge: read(file, e, 'dodge', isInt(-3, 3), 'a whole number from -3 to 3'),
    move: read(file, e, 'move', isInt(-3, 0), 'a whole number from -3 to 0'),
    traits: read(file, e, 'traits', (v) => Array.isArray(v) && v.every(oneOf(ARMOR_TRAITS)), `a list of ${ARMOR_TRAITS.join(', ')}`),
  }));
}

export function parseCards(json: unknown, file = 'cards.json'): CardDef[] {
  return entries(file, json, 'cards').map((e, index) => {
    const readings = (e.readings ?? {}) as Record<string, Json>;
    for (const [key, reading] of Object.entries(readings)) {
      if (!/^[a-z-]+=[a-z0-9.-]+$/.test(key)) throw new GameInputError(`syndicate-protocol data/${file}: entry '${String(e.id)}' reading '${key}' must be keyed variant=value`);
      if (reading.type !== undefined) read(file, { id: e.id, type: reading.type }, 'type', oneOf(CARD_TYPES), `one of ${CARD_TYPES.join(', ')}`);
      if (reading.colour !== undefined) read(file, { id: e.id, colour: reading.colour }, 'colour', oneOf([...COLOURS, 'universal']), `universal or one of ${COLOURS.join(', ')}`);
    }
    return {
      id: e.id as string,
      index,
      name: read(file, e, 'name', isString, 'a name'),
      type: read(file, e, 'type', oneOf(CARD_TYPES), `one of ${CARD_TYPES.join(', ')}`),
      colour: read(file, e, 'colour', oneOf([...COLOURS, 'universal']), `universal or one of ${COLOURS.join(', ')}`),
      section: read(file, e, 'section', isString, 'the rulebook section'),
      text: read(file, e, 'text', isString, 'the printed text'),
      move: read(file, e, 'move', isInt(0, 6), 'spaces from 0 to 6', 0),
      straight: e.straight === true,
      range: read(file, e, 'range', isInt(0, 24), 'spaces from 0 to 24', 0),
      readings: readings as CardDef['readings'],
    };
  });
}

const byId = <T extends { id: string }>(list: readonly T[]): ReadonlyMap<string, T> => new Map(list.map((x) => [x.id, x]));

export const OPERATOR_LIST = parseOperators(operatorsJson);
export const MERCENARY_LIST = parseMercenaries(mercenariesJson);
export const WEAPON_LIST = parseWeapons(weaponsJson);
export const ARMOR_LIST = parseArmor(armorJson);
export const CARD_LIST = parseCards(cardsJson);
// The catalogue is shared by every game and shown to players through observations (state.ts): frozen, so no agent can edit it.
for (const list of [OPERATOR_LIST, MERCENARY_LIST, WEAPON_LIST, ARMOR_LIST, CARD_LIST]) deepFreeze(list);
export const OPERATORS = byId(OPERATOR_LIST);
export const MERCENARIES = byId(MERCENARY_LIST);
export const WEAPONS = byId(WEAPON_LIST);
export const ARMOR = byId(ARMOR_LIST);
export const CARDS = byId(CARD_LIST);
export const CARD_COUNT = CARD_LIST.length;

/** A card as it reads under the chosen variants (type, colour, text, range). */
export function cardReading(card: CardDef, variants: Readonly<Record<string, string>>): CardDef {
  let reading = card;
  for (const [key, override] of Object.entries(card.readings)) {
    const at = key.indexOf('=');
    if (variants[key.slice(0, at)] === key.slice(at + 1)) reading = { ...reading, ...override };
  }
  return reading;
}

/** The variants some card's reading depends on (`card-text`, `melee-text`, ...). */
export const READING_VARIANTS: readonly string[] = [...new Set(CARD_LIST.flatMap((card) => Object.keys(card.readings).map((key) => key.slice(0, key.indexOf('=')))))];
const CATALOGUES = new Map<string, readonly CardDef[]>();

/** What cardsUnder's result depends on, as a string. */
export function cardsUnderKey(variants: Readonly<Record<string, string>>): string {
  return READING_VARIANTS.map((name) => variants[name] ?? '').join('|');
}

/**
 * The catalogue under the chosen variants, indexed like CARD_LIST: built once
 * per combination of the readings' variants and frozen (every game asks for
 * it at setup, bench-syndicate-protocol).
 */
export function cardsUnder(variants: Readonly<Record<string, string>>): readonly CardDef[] {
  // The last catalogue asked for, by its readings' values compared one by one: joining them into the key every game
  // was ~0.4% of a heuristic game (seventeenth pass). Equal values make the same key, so the same catalogue.
  if (lastCatalogue !== null) {
    let same = true;
    for (let i = 0; i < READING_VARIANTS.length && same; i++) same = (variants[READING_VARIANTS[i]] ?? '') === LAST_READINGS[i];
    if (same) return lastCatalogue;
  }
  const key = cardsUnderKey(variants);
  let cards = CATALOGUES.get(key);
  if (cards === undefined) {
    cards = Object.freeze(CARD_LIST.map((card) => Object.freeze(cardReading(card, variants))));
    CATALOGUES.set(key, cards);
  }
  for (let i = 0; i < READING_VARIANTS.length; i++) LAST_READINGS[i] = variants[READING_VARIANTS[i]] ?? '';
  lastCatalogue = cards;
  return cards;
}

/**
 * A catalogue's cards in an array that is not frozen, for the engine's and the player's own look-ups by card index
 * (state.ts, aiCards.ts), made once per catalogue: a keyed load from a frozen array is not inlined by the JIT (a
 * KeyedLoadIC call each, ~6x a plain array's in a micro-benchmark; perf, seventeenth pass). The same card objects
 * (frozen themselves); never handed to an agent, so the shared catalogue stays frozen where it is shown.
 */
export function cardTable(cards: readonly CardDef[]): readonly CardDef[] {
  let table = CARD_TABLES.get(cards);
  if (table === undefined) CARD_TABLES.set(cards, (table = cards.slice()));
  return table;
}

const CARD_TABLES = new WeakMap<readonly CardDef[], readonly CardDef[]>();

/** cardsUnder's last answer and the readings' values it was asked with ('' for unset). */
let lastCatalogue: readonly CardDef[] | null = null;
const LAST_READINGS: string[] = READING_VARIANTS.map(() => '');

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || ArrayBuffer.isView(value)) return;
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
}
