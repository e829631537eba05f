/**
 * A model on the table during a game: its card, position, damage and states,
 * as plain fields (so a state serialises as JSON and clones cheaply).
 */
import { cardById, cardOrdinal, type CapitalCard, type SquadronCard, type UnitCard } from './cards.ts';
import { civilianOf } from './qShip.ts';
import { current as currentImport, DEFENSE as DEFENSEImport, MARINES as MARINESImport, SENSORS as SENSORSImport, STRUCTURE as STRUCTUREImport, THRUSTERS as THRUSTERSImport, type Tracks } from './damage.ts';

/**
 * Module-local copies of the imported bindings used in hot paths: under tsx every imported binding
 * read is a getter call (18% of a tsx heuristic game in the profile; `scripts/bench-jovian-wars.ts`).
 * Only modules that cannot import this one back (so they are evaluated first).
 */
const current = currentImport;
const DEFENSE = DEFENSEImport;
const MARINES = MARINESImport;
const SENSORS = SENSORSImport;
const STRUCTURE = STRUCTUREImport;
const THRUSTERS = THRUSTERSImport;

/**
 * `embarked`: aboard the model `carrier` (States › Embarked): off the table, but alive and able to Launch.
 * `reserve`: In Reserve, not yet deployed (Scenarios › Deployment Type › Escalating Deployment): off the
 * table, alive, not activated; it deploys in the next Deployment Phase (Embarked on `carrier` when that is set).
 */
export type UnitStatus = 'active' | 'crippled' | 'destroyed' | 'withdrawn' | 'embarked' | 'reserve';

/**
 * What the engine asks of a card at every decision, built once per card: a
 * capital ship's five rating tracks (Structure, Defense, Sensors, Thrusters,
 * Marines) and the card's place in data/cards.json (a small number for cache keys).
 */
interface CardInfo {
  readonly capital: boolean;
  readonly tracks: readonly (readonly number[])[];
  readonly ordinal: number;
  /** Traits › Q-Ship: its civilian version's TV, or -1 for a card without Q-Ship (qShip.ts believedTv reads it per unit). */
  readonly civilianTv: number;
}
/** By the card object, not its id: a card with a designer's changed numbers (statChanges.ts) keeps its printed id, not its tracks. */
const INFO = new WeakMap<UnitCard, CardInfo>();

function infoOf(card: UnitCard): CardInfo {
  let info = INFO.get(card);
  if (!info) {
    const c = card as CapitalCard;
    const capital = card.kind === 'capital';
    const civilian = civilianOf(card);
    info = { capital, tracks: capital ? [c.structure, c.defense, c.sensors, c.thrusters, c.marines] : [], ordinal: cardOrdinal(card), civilianTv: civilian === null ? -1 : civilian.tv };
    INFO.set(card, info);
  }
  return info;
}

/**
 * A model on the table. `def` (its card) and `tracks` are references kept
 * for speed (no card look-up by id at every question the engine asks;
 * `scripts/bench-jovian-wars.ts`); they are not part of its data, so
 * `toJSON` writes the plain fields only, in their original order.
 */
export class Unit {
  /** Marked boxes per rating track (capital ships): Structure, Defense, Sensors, Thrusters, Marines. */
  marked: number[] = [0, 0, 0, 0, 0];
  /** Structure left (squadrons). */
  structure = 0;
  fuel = 0;
  status: UnitStatus = 'active';
  activated = false;
  /** Bit per weapon line: used this activation / this round; damaged. */
  used = 0;
  damaged = 0;
  /** Point defence (implicit weapon) already used this activation or round. */
  pdUsed = false;
  /** Boosted this activation (Evasive for the activation). */
  boosted = false;
  /** States (Action): Evading and Station Keeping until the End Phase; Hard Burn:X (-1 = not in the state); Targeted:X. */
  evading = false;
  stationKeeping = false;
  hardBurn = -1;
  targeted = 0;
  /** Enemy Marines aboard (States › Boarded: the Boarders rating); 0 = not Boarded. */
  boarders = 0;
  /** The model this one is Embarked on (States › Embarked), or -1. */
  carrier = -1;
  /** States › Overdriven: the rating track (Defense, Sensors, Thrusters) at its full value until the End Phase, or -1. */
  overdriven = -1;
  /** Capital Ship Special Actions › Reorient: this activation's Skill Test result (0-3 = N-Q), or -1. */
  reorient = -1;
  /** Capital Ship Movement at Thrusters 0: this activation's Skill Test to turn (0-3 = N-Q), or -1 (none made). */
  turnTest = -1;
  /** Damage › System Trait Damage: boxes marked per System Trait, four bits each (systemDamage.ts). */
  traitDamage = 0;
  /** States › Suppressed:X (Suppressing Fire), 0 = not; States › Stealthed (Silent Running): 1 until it fires a gun, 2 until the End Phase, 0 = not (supportActions.ts). */
  suppressed = 0;
  silent = 0;
  /** States › Escorting: the CAP capital ship this squadron escorts, or -1 (escorts.ts). */
  escort = -1;
  /** Traits › Formation: the other squadron of its formation, or -1; the lower index leads (formation.ts). */
  formation = -1;
  /** Traits › Q-Ship: one of its Hardpoint weapons has been used, so its card is public (qShip.ts). */
  revealed = false;
  /** The fleet the model was deployed in; `side` is who controls it now (States › Captured: control goes to the captor). */
  readonly owner: number;
  readonly card: string;
  readonly capital: boolean;
  readonly tracks: readonly (readonly number[])[];
  /** The card's place in data/cards.json (a small number for cache keys). */
  readonly ordinal: number;
  /** Traits › Q-Ship: the civilian version's TV, -1 when the card has no Q-Ship (a number per unit: believedTv is asked at every scored target). */
  readonly civilianTv: number;
  private readonly info: CardInfo;

  constructor(
    /** Index in the game's unit list. */
    readonly index: number,
    readonly def: UnitCard,
    /** The player controlling the model now (its owner unless Captured). */
    public side: number,
    public x: number,
    public y: number,
    public heading: number,
    info: CardInfo = infoOf(def),
  ) {
    this.card = def.id;
    this.owner = side;
    this.capital = info.capital;
    this.tracks = info.tracks;
    this.ordinal = info.ordinal;
    this.civilianTv = info.civilianTv;
    this.info = info;
  }

  /** On the table and able to act or be attacked. */
  inPlay(): boolean {
    return this.status === 'active' || this.status === 'crippled';
  }

  /** States › Captured: controlled by the player who boarded it, not its owner. */
  captured(): boolean {
    return this.side !== this.owner;
  }

  /** A copy with the same card references (the clone a search or the heuristic works on). */
  copy(): Unit {
    const u = new Unit(this.index, this.def, this.owner, this.x, this.y, this.heading, this.info);
    u.marked = this.marked.slice();
    copyStates(u, this);
    return u;
  }

  /**
   * This model as another card with the same hull (position, marked boxes and states kept): an unrevealed Q-Ship as
   * its civilian version, in a search's determinization for its enemy (qShip.ts believedUnits).
   */
  asCard(def: UnitCard): Unit {
    const u = new Unit(this.index, def, this.owner, this.x, this.y, this.heading);
    u.marked = this.marked.slice();
    copyStates(u, this);
    return u;
  }

  toJSON(): Record<string, unknown> {
    // `carrier` only while Embarked: a game without carriers serialises exactly as before (the behaviour fixture's hashes).
    const json: Record<string, unknown> = {
      index: this.index,
      card: this.card,
      side: this.side,
      x: this.x,
      y: this.y,
      heading: this.heading,
      marked: this.marked,
      structure: this.structure,
      fuel: this.fuel,
      status: this.status,
      activated: this.activated,
      used: this.used,
      damaged: this.damaged,
      pdUsed: this.pdUsed,
      boosted: this.boosted,
      evading: this.evading,
      stationKeeping: this.stationKeeping,
      hardBurn: this.hardBurn,
      targeted: this.targeted,
      owner: this.owner,
      boarders: this.boarders,
    };
    if (this.carrier >= 0) json.carrier = this.carrier;
    if (this.overdriven >= 0) json.overdriven = this.overdriven;
    if (this.reorient >= 0) json.reorient = this.reorient;
    if (this.turnTest >= 0) json.turnTest = this.turnTest;
    if (this.traitDamage !== 0) json.traitDamage = this.traitDamage;
    if (this.suppressed !== 0) json.suppressed = this.suppressed;
    if (this.escort >= 0) json.escort = this.escort;
    if (this.silent !== 0) json.silent = this.silent;
    if (this.formation >= 0) json.formation = this.formation;
    if (this.revealed) json.revealed = true;
    return json;
  }
}

export function cardOf(unit: Unit): UnitCard {
  return unit.def;
}

export function isCapital(unit: Unit): boolean {
  return unit.capital;
}

/** A capital ship unit's tracks view for damage.ts (marked is copied back by the caller). */
export function tracksOf(unit: Unit): Tracks & { marked: Int8Array } {
  // The constructor's array fast path, not Int8Array.from's iterator (the same Int8 values; `scripts/bench-jovian-wars.ts`).
  return { tracks: unit.tracks, marked: new Int8Array(unit.marked) };
}

export function rating(unit: Unit, which: number): number {
  if (!unit.capital) {
    if (which === STRUCTURE) return unit.structure;
    if (which === SENSORS) return (unit.def as SquadronCard).sensors;
    return 0;
  }
  // States › Overdriven: "behaves as if it were its full, undamaged value until the End Phase".
  if (unit.overdriven === which) return unit.tracks[which][0] ?? 0;
  return unit.tracks[which][unit.marked[which]] ?? 0;
}

export const defenseOf = (u: Unit) => rating(u, DEFENSE);
export const sensorsOf = (u: Unit) => rating(u, SENSORS);
/**
 * The Sensors a weapon's range bands use (Attack › Sensor Range; Damage Types › Rating Damage: "Damage to Sensors
 * reduces the effective range of weapons by 3" per rating of Sensors lost. This only affects the Long Range of
 * weapons"; JW-055, variant `sensor-damage`): the current rating, or with `longOnly` the card's undamaged one.
 */
export const rangeSensorsOf = (u: Unit, longOnly: boolean) => (longOnly ? (u.capital ? (u.tracks[SENSORS][0] ?? 0) : (u.def as SquadronCard).sensors) : rating(u, SENSORS));
// States › Suppressed:X: "Thrusters rating reduced by X-1, to a minimum of 0" (supportActions.ts; inline: asked at every move).
export const thrustersOf = (u: Unit) => (u.suppressed > 1 ? Math.max(0, rating(u, THRUSTERS) - u.suppressed + 1) : rating(u, THRUSTERS));
/** A capital ship's Marines rating now (squadrons have none: no card carries Exo-Suit). */
export const marinesOf = (u: Unit) => (u.capital ? rating(u, MARINES) : 0);

/**
 * Sets a capital ship's Marines rating to `value` (at most its starting
 * rating) by marking boxes: lost Marines are marked boxes (Damage Types ›
 * Marines), and every shipped Marines track has one box per point.
 */
export function setMarines(u: Unit, value: number): void {
  const track = u.tracks[MARINES];
  let m = 0;
  while (m < track.length && track[m] > value) m++;
  u.marked[MARINES] = m;
}

/** Able to take an activation: on the table, or Embarked (it may Launch). */
export function canActivate(unit: Unit): boolean {
  return unit.status === 'active' || unit.status === 'crippled' || unit.status === 'embarked';
}

/** On the table and able to act or be attacked. */
export function inPlay(unit: Unit): boolean {
  return unit.status === 'active' || unit.status === 'crippled';
}

export function newUnit(card: UnitCard, index: number, side: number, x: number, y: number, heading: number): Unit {
  const u = new Unit(index, card, side, x, y, heading);
  u.structure = card.kind === 'capital' ? card.structure[0] : (card as SquadronCard).structure;
  u.fuel = card.kind === 'capital' ? 0 : (card as SquadronCard).fuel;
  return u;
}

/**
 * Copies every changing field but the position and the marked boxes from `d` into `u`: from a unit
 * (Unit.copy) or from its plain data (copyUnit), where the fields added with later rules
 * may be missing (a state serialised before them) and read as their "not in the state" values.
 */
function copyStates(u: Unit, d: Unit): void {
  u.side = d.side;
  u.boarders = d.boarders ?? 0;
  u.structure = d.structure;
  u.fuel = d.fuel;
  u.status = d.status;
  u.activated = d.activated;
  u.used = d.used;
  u.damaged = d.damaged;
  u.pdUsed = d.pdUsed;
  u.boosted = d.boosted;
  u.evading = d.evading;
  u.stationKeeping = d.stationKeeping;
  u.hardBurn = d.hardBurn;
  u.targeted = d.targeted;
  u.carrier = d.carrier ?? -1;
  u.overdriven = d.overdriven ?? -1;
  u.reorient = d.reorient ?? -1;
  u.turnTest = d.turnTest ?? -1;
  u.traitDamage = d.traitDamage ?? 0;
  u.suppressed = d.suppressed ?? 0;
  u.escort = d.escort ?? -1;
  u.silent = d.silent ?? 0;
  u.formation = d.formation ?? -1;
  u.revealed = d.revealed ?? false;
}

/**
 * Whether two copies of one model are in the same state: its place, its marked boxes and every field copyStates
 * copies (the exact settlement of experiments/jovian-wars/_settleExactly.ts merges states by it). Written out, not a
 * loop over the fields: it runs once per copy, millions of times a settlement.
 * `tests/systems/jovian-wars/sameUnit.test.ts` changes each field of a unit in turn, so a field added to Unit and
 * not here fails it.
 */
export function sameUnit(a: Unit, b: Unit): boolean {
  if (a === b) return true;
  if (a.index !== b.index || a.card !== b.card || a.owner !== b.owner || a.side !== b.side) return false;
  if (a.x !== b.x || a.y !== b.y || a.heading !== b.heading) return false;
  if (a.structure !== b.structure || a.fuel !== b.fuel || a.status !== b.status || a.activated !== b.activated) return false;
  if (a.used !== b.used || a.damaged !== b.damaged || a.pdUsed !== b.pdUsed || a.boosted !== b.boosted) return false;
  if (a.evading !== b.evading || a.stationKeeping !== b.stationKeeping || a.hardBurn !== b.hardBurn || a.targeted !== b.targeted) return false;
  if (a.boarders !== b.boarders || a.carrier !== b.carrier || a.overdriven !== b.overdriven || a.reorient !== b.reorient || a.turnTest !== b.turnTest) return false;
  if (a.traitDamage !== b.traitDamage || a.suppressed !== b.suppressed || a.silent !== b.silent) return false;
  if (a.escort !== b.escort || a.formation !== b.formation || a.revealed !== b.revealed) return false;
  const m = a.marked;
  const n = b.marked;
  if (m.length !== n.length) return false;
  for (let i = 0; i < m.length; i++) if (m[i] !== n[i]) return false;
  return true;
}

/** A copy of a unit, or a unit from its plain data (a serialized state) on the printed cards. */
export function copyUnit(from: Unit | ReturnType<Unit['toJSON']>): Unit {
  if (from instanceof Unit) return from.copy();
  return unitFromData(from, cardById);
}

/** A unit from its plain data (a serialized state), its card found by id in `cards` (the saved `stats` variant's, statChanges.ts). */
export function unitFromData(from: Unit | ReturnType<Unit['toJSON']>, cards: (id: string) => UnitCard | undefined): Unit {
  const d = from as unknown as Unit;
  const u = new Unit(d.index, cards(d.card)!, d.owner ?? d.side, d.x, d.y, d.heading);
  u.marked = d.marked.slice();
  copyStates(u, d);
  return u;
}

export { current };
