/**
 * Unit cards and fleets (`002_f697cf6215cb147c.txt`, Components › Unit Cards,
 * Fleet). A capital ship card: faction, name, Threat Value, rules version,
 * Speed, Fire Control, Turns, Skill, Unit Cap, Armor by arc, weapons (arc,
 * AC, AS, Macro, traits), model traits, Signature and the rating tracks
 * Structure, Defense, Sensors, Thrusters, Marines. A squadron card: type
 * (exo-armor or fighter), Speed, Fire Control, Skill, Armor, Sensors,
 * Structure, Fuel, weapons, traits, Unit Cap, base size.
 *
 * Rating tracks are the printed boxes, highest first; a repeated value is a
 * redundant box (Damage Types › Rating Damage: "Doubled value boxes are
 * redundant system boxes"), so the current rating is the first unmarked box.
 *
 * Cards load from data/cards.json and are checked field by field; every
 * error is one line naming the file, the card, the field and what is allowed.
 */
import { GameInputError } from '../../game/gameInputError.ts';
import cardsJson from './data/cards.json' with { type: 'json' };
import { FLEET_LEVELS, MIN_SHARE } from './rules.ts';

export const FACTIONS = ['cega', 'jovian', 'venus'] as const;
export type Faction = (typeof FACTIONS)[number];
export const WEAPON_TYPES = ['beam', 'particle', 'kinetic', 'mass-driver', 'missile', 'lance', 'drone'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];
export const ARCS = ['T', 'F', 'P', 'S', 'A', 'SPN'] as const;
export type WeaponArc = (typeof ARCS)[number];
export const MISSILE_TYPES = ['ac', 'as', 'cmm', 'nuke', 'swarm', 'torpedo'] as const;
export type MissileType = (typeof MISSILE_TYPES)[number];
/** Squadron kinds; drones are Squadrons (Weapons › Drone: "all of which are considered Squadrons") launched from a Drone Bay. */
export const SQUADRON_KINDS = ['exo-armor', 'fighter', 'drone'] as const;

export interface Weapon {
  id: string;
  name: string;
  type: WeaponType;
  missile?: MissileType;
  arc: WeaponArc[];
  ac: number;
  as: number;
  macro: number;
  /** Weapon traits, `name` or `name:X` (e.g. `link`, `snub`, `swarm`). */
  traits: string[];
  /** Instances of the weapon on the line (Link joins them). */
  count: number;
  /** Drone Bay: its stock, one rating box per drone, the number the drone's class (Weapons › Drone Bay). */
  stock?: number[];
}

interface CardBase {
  id: string;
  name: string;
  faction: Faction;
  tv: number;
  version: string;
  uc: number;
  speed: number;
  fireControl: number;
  skill: number;
  signature: number;
  weapons: Weapon[];
  traits: string[];
  source: string;
}

export interface CapitalCard extends CardBase {
  kind: 'capital';
  turns: number;
  armor: { fore: number; side: number; aft: number };
  structure: number[];
  defense: number[];
  sensors: number[];
  thrusters: number[];
  marines: number[];
}

export interface SquadronCard extends CardBase {
  kind: 'exo-armor' | 'fighter' | 'drone';
  /** Drones: Class I, II or III (Weapons › Drone). */
  droneClass?: number;
  armor: number;
  sensors: number;
  structure: number;
  fuel: number;
  base: string;
}

export type UnitCard = CapitalCard | SquadronCard;

/** The value of trait `name` on a card or weapon: X for `name:X`, 1 for a bare `name`, 0 when absent. */
export function traitValue(traits: readonly string[], name: string): number {
  // No string built per call: asked at every option and plan (`scripts/bench-jovian-wars.ts`).
  const n = name.length;
  for (let i = 0; i < traits.length; i++) {
    const trait = traits[i];
    if (trait === name) return 1;
    if (trait.length > n + 1 && trait.charCodeAt(n) === 58 && trait.startsWith(name)) return Number(trait.slice(n + 1));
  }
  return 0;
}

const fail = (where: string, field: string, allowed: string, got: unknown): never => {
  throw new GameInputError(`${where}: field '${field}' must be ${allowed}, got ${JSON.stringify(got)}`);
};

function int(where: string, o: Record<string, unknown>, field: string, min: number, max: number, label = field): number {
  const v = o[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail(where, label, `a whole number from ${min} to ${max}`, v);
  return v as number;
}

function str(where: string, o: Record<string, unknown>, field: string): string {
  const v = o[field];
  if (typeof v !== 'string' || v.trim() === '') fail(where, field, 'a non-empty string', v);
  return v as string;
}

function oneOf<T extends string>(where: string, o: Record<string, unknown>, field: string, values: readonly T[]): T {
  const v = o[field];
  if (typeof v !== 'string' || !values.includes(v as T)) fail(where, field, `one of ${values.join(', ')}`, v);
  return v as T;
}

/** A rating track: boxes from highest to lowest, each 1-9 (an empty track is a rating of 0). */
function track(where: string, o: Record<string, unknown>, field: string): number[] {
  const v = o[field];
  const ok = Array.isArray(v) && v.every((x, i) => Number.isInteger(x) && x >= 1 && x <= 9 && (i === 0 || x <= v[i - 1]));
  if (!ok) fail(where, field, 'a list of box values 1-9, highest first (repeat a value for a redundant box)', v);
  return v as number[];
}

function traitList(where: string, o: Record<string, unknown>, field: string): string[] {
  const v = o[field] ?? [];
  if (!Array.isArray(v) || !v.every((t) => typeof t === 'string' && /^[a-z-]+(:\d+)?$/.test(t))) fail(where, field, "a list of traits like 'ecm:1' or 'evasive'", v);
  return v as string[];
}

/** Ids are printed names lower-cased with every run of other characters turned into one hyphen (ARCHITECTURE.md). */
export function idOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function checkWeapon(where: string, raw: unknown): Weapon {
  if (raw === null || typeof raw !== 'object') throw new GameInputError(`${where}: a weapon must be an object`);
  const o = raw as Record<string, unknown>;
  const name = str(where, o, 'name');
  const id = str(where, o, 'id');
  if (id !== idOf(name)) fail(where, 'id', `the id of its name, '${idOf(name)}'`, id);
  const type = oneOf(where, o, 'type', WEAPON_TYPES);
  const arc = o.arc;
  if (!Array.isArray(arc) || arc.length === 0 || !arc.every((a) => ARCS.includes(a))) fail(where, 'arc', `a non-empty list of ${ARCS.join(', ')}`, arc);
  const weapon: Weapon = {
    id,
    name,
    type,
    arc: arc as WeaponArc[],
    ac: int(where, o, 'ac', 0, 12),
    as: int(where, o, 'as', 0, 12),
    macro: int(where, o, 'macro', 0, 6),
    traits: traitList(where, o, 'traits'),
    count: o.count === undefined ? 1 : int(where, o, 'count', 1, 6),
  };
  if (type === 'missile') weapon.missile = oneOf(where, o, 'missile', MISSILE_TYPES);
  if (type === 'drone') {
    const stock = o.stock;
    if (!Array.isArray(stock) || stock.length === 0 || !stock.every((c) => c === 1 || c === 2 || c === 3)) fail(where, 'stock', 'a non-empty list of drone classes 1-3, one per rating box (Weapons › Drone Bay)', stock);
    weapon.stock = stock as number[];
  }
  return weapon;
}

export function checkCard(raw: unknown, file: string): UnitCard {
  if (raw === null || typeof raw !== 'object') throw new GameInputError(`${file}: a card must be an object`);
  const o = raw as Record<string, unknown>;
  const where0 = `${file}: card ${JSON.stringify(o.id ?? '?')}`;
  const name = str(where0, o, 'name');
  const id = str(where0, o, 'id');
  if (id !== idOf(name)) fail(where0, 'id', `the id of its name, '${idOf(name)}'`, id);
  const where = `${file}: card '${id}'`;
  const kind = oneOf(where, o, 'kind', ['capital', ...SQUADRON_KINDS] as const);
  const weapons = Array.isArray(o.weapons) ? o.weapons.map((w, i) => checkWeapon(`${where} weapon ${i + 1}`, w)) : fail(where, 'weapons', 'a list of weapons', o.weapons);
  const base = {
    id,
    name,
    faction: oneOf(where, o, 'faction', FACTIONS),
    tv: int(where, o, 'tv', 1, 500),
    version: str(where, o, 'version'),
    uc: int(where, o, 'uc', 1, 20),
    speed: int(where, o, 'speed', 0, 20),
    fireControl: int(where, o, 'fireControl', 0, 9),
    skill: int(where, o, 'skill', 1, 9),
    signature: int(where, o, 'signature', 1, 24),
    weapons,
    traits: traitList(where, o, 'traits'),
    source: str(where, o, 'source'),
  };
  if (kind === 'capital') {
    const armor = o.armor as Record<string, unknown> | undefined;
    if (!armor || typeof armor !== 'object') fail(where, 'armor', 'an object { fore, side, aft }', armor);
    return {
      ...base,
      kind,
      turns: int(where, o, 'turns', 0, 8),
      armor: { fore: int(where, armor!, 'fore', 0, 6, 'armor.fore'), side: int(where, armor!, 'side', 0, 6, 'armor.side'), aft: int(where, armor!, 'aft', 0, 6, 'armor.aft') },
      structure: track(where, o, 'structure'),
      defense: track(where, o, 'defense'),
      sensors: track(where, o, 'sensors'),
      thrusters: track(where, o, 'thrusters'),
      marines: track(where, o, 'marines'),
    };
  }
  return {
    ...base,
    kind,
    ...(kind === 'drone' ? { droneClass: int(where, o, 'droneClass', 1, 3) } : {}),
    armor: int(where, o, 'armor', 0, 6),
    sensors: int(where, o, 'sensors', 0, 9),
    structure: int(where, o, 'structure', 1, 9),
    fuel: int(where, o, 'fuel', 0, 9),
    base: str(where, o, 'base'),
  };
}

function loadCards(): Map<string, UnitCard> {
  const byId = new Map<string, UnitCard>();
  for (const raw of cardsJson.cards) {
    const card = checkCard(raw, 'jovian-wars/data/cards.json');
    if (byId.has(card.id)) throw new GameInputError(`jovian-wars/data/cards.json: card '${card.id}' appears twice`);
    byId.set(card.id, card);
  }
  return byId;
}

export const CARDS: ReadonlyMap<string, UnitCard> = loadCards();
export const CARD_IDS: readonly string[] = [...CARDS.keys()];

/**
 * Renowned (Traits › Renowned, both chapters: "This ship adds +1 to its Skill rating. Multiple instances of this
 * trait stack their effects"; JW-113). No printed card has it, so a fleet gives it to one of its capital ships
 * with the side field `renowned` (illustrative): the ship plays a derived card, `<id>~renowned-<n>`, with Skill + n
 * and the trait `renowned:n`; everything else is its card's. Its Victory Points are renowned.ts's. Derived cards
 * are made once and kept here, so a serialised game finds them again by id (`cardById`).
 */
const DERIVED = new Map<string, UnitCard>();
/**
 * Derived cards of a card with a designer's changed numbers (statChanges.ts), per changed card object: never in
 * DERIVED, whose ids stand for printed cards (a changed card keeps its printed id), so a printed game never meets one.
 */
const CHANGED_DERIVED = new WeakMap<UnitCard, Map<string, UnitCard>>();
export const RENOWNED_MAX = 3;

/** Where the derived cards of `base` are kept: DERIVED for a printed card (data/cards.json's or derived from one), else its own table. */
function derivedOf(base: UnitCard): Map<string, UnitCard> {
  if (cardById(base.id) === base) return DERIVED;
  let kept = CHANGED_DERIVED.get(base);
  if (!kept) {
    kept = new Map();
    CHANGED_DERIVED.set(base, kept);
  }
  return kept;
}

export function renownedCard(card: CapitalCard, instances: number): CapitalCard {
  const id = `${card.id}~renowned-${instances}`;
  const kept = derivedOf(card);
  let derived = kept.get(id) as CapitalCard | undefined;
  if (!derived) {
    derived = Object.freeze({ ...card, id, name: `${card.name} (Renowned${instances > 1 ? ` x${instances}` : ''})`, skill: card.skill + instances, traits: Object.freeze([...card.traits, `renowned:${instances}`]) as string[] }) as CapitalCard;
    kept.set(id, derived);
  }
  return derived;
}

/** A card by id, data/cards.json's or a derived one (a Renowned ship's, a Fast model's). */
export function cardById(id: string): UnitCard | undefined {
  return CARDS.get(id) ?? DERIVED.get(id) ?? derivedCard(id, CARDS);
}

/**
 * A derived card (a Renowned ship's, a Fast model's) by id, made from its base card in `cards`: data/cards.json's, or
 * the cards of a `stats` variant (statChanges.ts), whose changed cards keep their ids.
 */
export function derivedCard(id: string, cards: ReadonlyMap<string, UnitCard>): UnitCard | undefined {
  // A Fast model's card (fastCard): any card, a Renowned one too, with '~fast' after its id.
  if (id.endsWith(FAST_SUFFIX)) {
    const stem = id.slice(0, -FAST_SUFFIX.length);
    const base = cards.get(stem) ?? derivedCard(stem, cards);
    return base && base.kind !== 'drone' ? fastCard(base) : undefined;
  }
  const match = /^([a-z0-9-]+)~renowned-(\d+)$/.exec(id);
  const base = match ? cards.get(match[1]) : undefined;
  if (!match || !base || base.kind !== 'capital') return undefined;
  return renownedCard(base, Number(match[2]));
}

/**
 * A small number per card id for cache keys: its place in data/cards.json, derived cards after them in the order made.
 * By id: a changed card (statChanges.ts) has its printed card's number, and every cache keyed by it is kept per
 * variants object (jobs.ts planFor, hazardPlan), in which an id is always the same card.
 */
export function cardOrdinal(card: UnitCard): number {
  const i = CARD_IDS.indexOf(card.id);
  if (i >= 0) return i;
  // A derived card of a changed card: its printed twin's number (made now if no printed game has made it).
  if (!DERIVED.has(card.id)) cardById(card.id);
  return CARD_IDS.length + [...DERIVED.keys()].indexOf(card.id);
}

/**
 * The side field `renowned` (JW-113, illustrative): '' (none) or a capital ship's card id, optionally ' xN'
 * (N instances, 1-3): the first ship of that card in the fleet list becomes Renowned xN.
 */
function applyRenowned(side: FleetSide, cards: UnitCard[], where: string): void {
  const spec = String(side.renowned ?? '').trim();
  if (spec === '') return;
  const match = /^([a-z0-9-]+)(?:\s*x\s*(\d+))?$/.exec(spec);
  if (!match) throw new GameInputError(`${where}: field 'renowned' must be '' or a capital ship's card id, optionally followed by ' xN', got '${spec}'`);
  const n = match[2] ? Number(match[2]) : 1;
  if (n < 1 || n > RENOWNED_MAX) throw new GameInputError(`${where}: field 'renowned': instances must be 1-${RENOWNED_MAX}, got ${n}`);
  const i = cards.findIndex((c) => c.id === match[1]);
  if (i < 0) throw new GameInputError(`${where}: field 'renowned': the fleet lists no '${match[1]}' in 'units'`);
  const card = cards[i];
  if (card.kind !== 'capital') throw new GameInputError(`${where}: field 'renowned': '${card.id}' is a squadron; Renowned is a ship's trait (Traits › Renowned: "Renowned Ship")`);
  cards[i] = renownedCard(card, n);
}

/**
 * Fast (Traits › Fast, both chapters; JW-129): no printed card has it, so a fleet gives it to some of its models with
 * the side field `fast` (illustrative): each plays a derived card, `<id>~fast` ("<name> (Fast)"), the card's own with
 * the trait `fast` added and nothing else changed (no TV is printed for it). What the trait does is fast.ts's.
 */
const FAST_SUFFIX = '~fast';

export function fastCard<C extends UnitCard>(card: C): C {
  const id = `${card.id}${FAST_SUFFIX}`;
  const kept = derivedOf(card);
  let derived = kept.get(id) as C | undefined;
  if (!derived) {
    derived = Object.freeze({ ...card, id, name: `${card.name} (Fast)`, traits: Object.freeze([...card.traits, 'fast']) as string[] }) as unknown as C;
    kept.set(id, derived);
  }
  return derived;
}

/**
 * The side field `fast` (JW-129, illustrative): '' (none) or card ids of the fleet list, comma-separated, each
 * optionally ' xN': the first N models of that card in the list (1 without ' xN') become Fast. Models, not cards:
 * "pathfinder x2" in a list of three Pathfinders leaves the third plain.
 */
function applyFast(side: FleetSide, cards: UnitCard[], where: string): void {
  const spec = String(side.fast ?? '').trim();
  if (spec === '') return;
  for (const entry of spec.split(',').map((e) => e.trim())) {
    const match = /^([a-z0-9-]+)(?:\s*x\s*(\d+))?$/.exec(entry);
    if (!match) throw new GameInputError(`${where}: field 'fast' entry '${entry}' must be a card id of the fleet list, optionally followed by ' xN'`);
    const n = match[2] ? Number(match[2]) : 1;
    // Derived cards count as their card: a Renowned ship (`uller~renowned-2`) is still an 'uller' of the list.
    const listed = cards.reduce((k, c, i) => (c.id.split('~')[0] === match[1] ? [...k, i] : k), [] as number[]);
    if (listed.length === 0) throw new GameInputError(`${where}: field 'fast': the fleet lists no '${match[1]}' in 'units'`);
    const plain = listed.filter((i) => !cards[i].id.endsWith(FAST_SUFFIX));
    if (n < 1 || n > plain.length) throw new GameInputError(`${where}: field 'fast': '${entry}' asks for ${n} Fast '${match[1]}' but the fleet lists ${plain.length} more of them`);
    for (const i of plain.slice(0, n)) cards[i] = fastCard(cards[i]);
  }
}

export function findCard(id: string, where = 'card'): UnitCard {
  const card = CARDS.get(id);
  if (!card) throw new GameInputError(`${where}: unknown card '${id}'; cards: ${CARD_IDS.join(', ')}`);
  return card;
}

/** A fleet as a side file holds it: a name, faction, TV level and a unit list string ("uller, pathfinder x3"). */
export interface FleetSide {
  readonly name: string;
  readonly faction: string;
  readonly tv: number;
  readonly units: string;
  readonly [field: string]: string | number;
}

export interface Fleet {
  name: string;
  faction: Faction;
  level: number;
  cards: UnitCard[];
  total: number;
  /** Per card: whether the model starts Embarked (Deployment Type › Fleet Deployment step 2; side field `embark`). */
  embarked: boolean[];
}

/** The Unit Cap at this TV level (Fleet › Unit Cap): UC per 250 points, or the example's reading (JW-021). */
export function unitCapAt(uc: number, level: number, reading: string): number {
  if (level <= 250) return uc;
  // "For every 250 points": 2 x UC at 500. The example says 10 for UC 4 at Fleet Battle (2.5 x UC).
  return reading === 'example' ? Math.floor((uc * level) / 200) : uc * Math.floor(level / 250);
}

/**
 * Parses and checks a fleet against Fleet › Point Restrictions and Unit Cap:
 * total TV within the level, at least 25% on squadrons and 25% on capital
 * ships, every card of the fleet's faction, each card within its Unit Cap.
 * (No upgrades or static defences are modelled, so the 25% maximum on them holds.)
 * `restrictions` 'off' (variant point-restrictions, JW-003) skips the two 25% minimums only.
 */
export function checkFleet(side: FleetSide, where: string, unitCapReading = 'per-250', restrictions = 'enforced'): Fleet {
  const faction = side.faction as Faction;
  if (!FACTIONS.includes(faction)) throw new GameInputError(`${where}: field 'faction' must be one of ${FACTIONS.join(', ')}, got ${JSON.stringify(side.faction)}`);
  if (!(FLEET_LEVELS as readonly number[]).includes(side.tv)) throw new GameInputError(`${where}: field 'tv' must be one of ${FLEET_LEVELS.join(', ')} (Skirmish, Engagement, Fleet Battle), got ${side.tv}`);
  const cards: UnitCard[] = [];
  const counts = new Map<string, number>();
  for (const entry of side.units.split(',').map((s) => s.trim()).filter(Boolean)) {
    const match = /^([a-z0-9-]+)(?:\s*x\s*(\d+))?$/.exec(entry);
    if (!match) throw new GameInputError(`${where}: field 'units' entry '${entry}' must be a card id, optionally followed by ' xN'`);
    const card = findCard(match[1], `${where}: field 'units'`);
    if (card.kind === 'drone') throw new GameInputError(`${where}: field 'units': '${card.id}' is a drone squadron; drones come from a Drone Bay's stock, not the fleet list`);
    if (card.faction !== faction) throw new GameInputError(`${where}: field 'units': '${card.id}' is a ${card.faction} card in a ${faction} fleet`);
    const n = match[2] ? Number(match[2]) : 1;
    counts.set(card.id, (counts.get(card.id) ?? 0) + n);
    for (let i = 0; i < n; i++) cards.push(card);
  }
  if (cards.length === 0) throw new GameInputError(`${where}: field 'units' lists no units`);
  const total = cards.reduce((s, c) => s + c.tv, 0);
  if (total > side.tv) throw new GameInputError(`${where}: the fleet costs ${total} TV, more than its level of ${side.tv}`);
  const squadrons = cards.filter((c) => c.kind !== 'capital').reduce((s, c) => s + c.tv, 0);
  const capitals = total - squadrons;
  if (restrictions !== 'off' && squadrons < MIN_SHARE * side.tv) throw new GameInputError(`${where}: ${squadrons} TV on squadrons; Fleet › Point Restrictions needs at least 25% of ${side.tv} (${MIN_SHARE * side.tv})`);
  if (restrictions !== 'off' && capitals < MIN_SHARE * side.tv) throw new GameInputError(`${where}: ${capitals} TV on capital ships; Fleet › Point Restrictions needs at least 25% of ${side.tv} (${MIN_SHARE * side.tv})`);
  for (const [id, n] of counts) {
    const cap = unitCapAt(findCard(id).uc, side.tv, unitCapReading);
    if (n > cap) throw new GameInputError(`${where}: ${n} x '${id}' exceeds its Unit Cap of ${cap} at ${side.tv} TV`);
  }
  checkSharedQShipCaps(counts, side.tv, unitCapReading, where);
  for (const c of cards) {
    for (const w of c.weapons) for (const cls of w.stock ?? []) if (!droneCardFor(faction, cls)) throw new GameInputError(`${where}: '${c.id}' carries a Class ${cls} drone in its ${w.name}, but data/cards.json has no ${faction} drone squadron of Class ${cls}`);
  }
  const embarked = embarkedAtStart(side, cards, where);
  applyRenowned(side, cards, where);
  applyFast(side, cards, where);
  return { name: side.name, faction, level: side.tv, cards, total, embarked };
}

/**
 * Traits › Q-Ship: "The Unit Cap is shared between Q-Ships and their civilian counterparts. ... You may have any
 * combination of Imperators and Imperator Civilians, so long as the total does not exceed 3." A civilian version is
 * the card `<Q-Ship id>-civilian` (qShip.ts civilianOf); the shared cap is the Q-Ship's.
 */
function checkSharedQShipCaps(counts: ReadonlyMap<string, number>, level: number, unitCapReading: string, where: string): void {
  for (const [id, n] of counts) {
    const card = findCard(id);
    if (traitValue(card.traits, 'q-ship') <= 0) continue;
    const civilianId = `${id}-civilian`;
    const civilians = counts.get(civilianId) ?? 0;
    if (civilians === 0) continue;
    const cap = unitCapAt(card.uc, level, unitCapReading);
    if (n + civilians > cap) {
      throw new GameInputError(`${where}: ${n} x '${id}' and ${civilians} x '${civilianId}' exceed their shared Unit Cap of ${cap} at ${level} TV (Traits › Q-Ship)`);
    }
  }
}

/**
 * The drone squadron launched for a stock box of this class (Weapons › Drone
 * Bay: "you may select whichever Squadron of the class desired"): by a fixed
 * policy, the faction's first Controllable card of the class, else its first.
 */
export function droneCardFor(faction: string, droneClass: number): SquadronCard | undefined {
  let first: SquadronCard | undefined;
  for (const card of CARDS.values()) {
    if (card.kind !== 'drone' || card.faction !== faction || card.droneClass !== droneClass) continue;
    if (traitValue(card.traits, 'controllable') > 0) return card;
    first ??= card;
  }
  return first;
}

/**
 * Which squadrons start Embarked (Deployment Type › Fleet Deployment, step 2:
 * "Squadrons may be deployed Embarked onto Capital Ships with sufficient
 * Hangers capacity"), from the side field `embark`: `auto` (the default) fills
 * the fleet's Hangers with its squadrons in list order, `none` embarks none,
 * or a unit list ("cega-fighter-squadron x2") names which squadrons do (the
 * first of that card in the fleet). At most the fleet's total Hangers.
 */
export function embarkedAtStart(side: FleetSide, cards: readonly UnitCard[], where: string): boolean[] {
  const spec = String(side.embark ?? 'auto').trim();
  const flags = cards.map(() => false);
  const capacity = cards.reduce((n, c) => n + (c.kind === 'capital' ? traitValue(c.traits, 'hangers') : 0), 0);
  if (spec === 'none' || capacity === 0 && spec === 'auto') return flags;
  if (spec === 'auto') {
    let left = capacity;
    cards.forEach((c, i) => {
      if (c.kind !== 'capital' && left > 0) {
        flags[i] = true;
        left--;
      }
    });
    return flags;
  }
  let count = 0;
  for (const entry of spec.split(',').map((e) => e.trim()).filter(Boolean)) {
    const match = /^([a-z0-9-]+)(?:\s*x\s*(\d+))?$/.exec(entry);
    if (!match) throw new GameInputError(`${where}: field 'embark' entry '${entry}' must be 'auto', 'none' or a squadron card id, optionally followed by ' xN'`);
    let n = match[2] ? Number(match[2]) : 1;
    for (let i = 0; i < cards.length && n > 0; i++) {
      if (cards[i].id === match[1] && !flags[i]) {
        if (cards[i].kind === 'capital') throw new GameInputError(`${where}: field 'embark': '${match[1]}' is a capital ship; only squadrons embark on Hangers`);
        flags[i] = true;
        n--;
        count++;
      }
    }
    if (n > 0) throw new GameInputError(`${where}: field 'embark': the fleet has too few '${match[1]}' in 'units' to embark`);
  }
  if (count > capacity) throw new GameInputError(`${where}: field 'embark' embarks ${count} squadrons; the fleet's Hangers hold ${capacity}`);
  return flags;
}
