/**
 * Damage jobs (`002_f697cf6215cb147c.txt`, Attack › Attack Window, Damage,
 * States › Crippled, Generic Special Actions › Withdraw): the queue of rolls a
 * game resolves between decisions. An attack job rolls its pool (after a
 * Cloak test, with the opposed roll, the Beam re-roll and Link's separate
 * rolls) and applies the result; critical hits queue weapon-damage d6 rolls,
 * Structure lost past the last box queues Catastrophic Damage rolls, and an
 * explosion queues an attack on every model within 6". Each job is a chance
 * node at a time (`JovianState.roll`).
 */
import type { OpposedVariant } from '../../dice/d6opposed.ts';
import { describeCode as describeCodeImport, FACES as FACESImport, levelOf as levelOfImport, withLevel as withLevelImport } from '../../dice/setMagnitudes.ts';
import { finalCode as finalCodeImport, planAttack as planAttackImport, situation as situationImport, type AttackedArc, type AttackPlan, type AttackWindowKind } from './attackPool.ts';
import { traitValue as traitValueImport, type CapitalCard, type SquadronCard, type UnitCard, type Weapon } from './cards.ts';
import { damageCapital as damageCapitalImport, damageScale as damageScaleImport, DEFENSE as DEFENSEImport, markRating as markRatingImport, markStructure as markStructureImport, newTally as newTallyImport, SENSORS as SENSORSImport, squadronDamage as squadronDamageImport, STRUCTURE as STRUCTUREImport, tableOf, THRUSTERS as THRUSTERSImport, zeroedMarines, zeroedSystems as zeroedSystemsImport, type DamageTable } from './damage.ts';
import type { JovianState, Roll } from './game.ts';
import { attackedArc as attackedArcImport, distance as distanceImport } from './geometry.ts';
import { POINT_DEFENSE } from './options.ts';
import { catastrophicResult as catastrophicResultImport, EXPLOSION_CLOSE as EXPLOSION_CLOSEImport, EXPLOSION_RADIUS as EXPLOSION_RADIUSImport, rangeBand as rangeBandImport, SPINAL_WEAPON_DAMAGE_ON as SPINAL_WEAPON_DAMAGE_ONImport, traitReading as traitReadingImport, WEAPON_DAMAGE_ON as WEAPON_DAMAGE_ONImport, type RangeBand, type Variants } from './rules.ts';
import { defenseOf as defenseOfImport, rangeSensorsOf, rating as ratingImport, sensorsOf as sensorsOfImport, thrustersOf as thrustersOfImport, tracksOf as tracksOfImport, type Unit } from './units.ts';
import { atmosphereEcm as atmosphereEcmImport, coverStealth as coverStealthImport, hazardWeapon as hazardWeaponImport, OBSCURED as OBSCUREDImport, obscured as obscuredImport } from './terrain.ts';
import { RAM, resolveRamEnd, resolveRamTest, type RamJob } from './ram.ts';
import { actionTestBase, resolveActionTest, resolveOverdrive, resolveRepairDie, type ActionTestJob, type OverdriveJob, type RepairJob } from './actions.ts';
import { resolveBoardRoll, resolveFirefightRoll, startBoardJob, startFirefightJob, type BoardJob, type FirefightJob } from './boarding.ts';
import { resolveDroneCommand, type DroneCommandJob } from './drones.ts';
import { resolveCometDie, type CometJob } from './comet.ts';
import { damageSystemTrait, zeroedTraits } from './systemDamage.ts';
import { silentEcm } from './supportActions.ts';
import { allocateFormationDamage } from './formation.ts';
import { noteAttack } from './scenarios.ts';
import { resolveMine, type MineJob } from './waterRaid.ts';
import { interceptAgain, type InterceptAgainJob } from './escorts.ts';
import { freeMove, type FreeMoveJob } from './freeMoves.ts';
import { resolveFastTest, startFastTest, type FastTestJob } from './fast.ts';
import { canTakeAboard, carrierLost, land, resolveSquadronRepair, squadronRepairPool, type LandJob, type SquadronRepairJob } from './embark.ts';

/**
 * Module-local copies of the imported bindings used in hot paths: under tsx every imported binding
 * read is a getter call (18% of a tsx heuristic game in the profile; `scripts/bench-jovian-wars.ts`).
 * Only modules that cannot import this one back (so they are evaluated first).
 */
const describeCode = describeCodeImport;
const FACES = FACESImport;
const levelOf = levelOfImport;
const withLevel = withLevelImport;
const finalCode = finalCodeImport;
const planAttack = planAttackImport;
const situation = situationImport;
const traitValue = traitValueImport;
const damageCapital = damageCapitalImport;
const damageScale = damageScaleImport;
const DEFENSE = DEFENSEImport;
const markRating = markRatingImport;
const markStructure = markStructureImport;
const newTally = newTallyImport;
const SENSORS = SENSORSImport;
const squadronDamage = squadronDamageImport;
const STRUCTURE = STRUCTUREImport;
const THRUSTERS = THRUSTERSImport;
const zeroedSystems = zeroedSystemsImport;
const attackedArc = attackedArcImport;
const distance = distanceImport;
const catastrophicResult = catastrophicResultImport;
const EXPLOSION_CLOSE = EXPLOSION_CLOSEImport;
const EXPLOSION_RADIUS = EXPLOSION_RADIUSImport;
const rangeBand = rangeBandImport;
const SPINAL_WEAPON_DAMAGE_ON = SPINAL_WEAPON_DAMAGE_ONImport;
const traitReading = traitReadingImport;
const WEAPON_DAMAGE_ON = WEAPON_DAMAGE_ONImport;
const defenseOf = defenseOfImport;
const rating = ratingImport;
const sensorsOf = sensorsOfImport;
const thrustersOf = thrustersOfImport;
const tracksOf = tracksOfImport;
const atmosphereEcm = atmosphereEcmImport;
const coverStealth = coverStealthImport;
const hazardWeapon = hazardWeaponImport;
const OBSCURED = OBSCUREDImport;
const obscured = obscuredImport;

export interface AttackJob {
  kind: 'attack';
  attacker: number;
  weapon: number;
  target: number;
  plan: AttackPlan;
  table: DamageTable;
  window: AttackWindowKind;
  /** Skip when the attacker is out of play when the job starts (dogfight initiative order). */
  needsAttacker: boolean;
  stage: number;
  primary: number;
  rerolled: boolean;
  rollsLeft: number;
}
export interface D6Job {
  kind: 'catastrophic' | 'weapon-damage';
  unit: number;
  weapon: number;
  /** A Critical Hit of Precise damage under `precise-weapon-damage=4-plus` (JW-048): one less to damage the weapon. Absent otherwise. */
  precise?: true;
}
interface SkillJob {
  kind: 'withdraw';
  unit: number;
}
/** Long Shot: after a Long Range attack the weapon is damaged on a d6 of `on`+ (1 = always: no die). */
interface LongShotDamageJob {
  kind: 'long-shot-damage';
  unit: number;
  weapon: number;
  on: number;
}
/**
 * The results of a hit still to resolve after a Catastrophic roll made "immediately" (`catastrophic-timing=immediate`,
 * Damage Types › Structure Damage): no die of its own; dropped when the roll Destroyed the ship.
 */
interface DamageRestJob {
  kind: 'damage-rest';
  unit: number;
  attacker: number;
  weapon: number;
  code: number;
  table: DamageTable;
  precise: boolean;
}
export type Job = MineJob | AttackJob | D6Job | DamageRestJob | CometJob | SkillJob | ActionTestJob | RepairJob | LongShotDamageJob | RamJob | BoardJob | FirefightJob | SquadronRepairJob | LandJob | DroneCommandJob | OverdriveJob | InterceptAgainJob | FastTestJob | FreeMoveJob;

/** Weapon index of a ship's Explosion attacks (Damage › Explosion) in jobs and events. */
export const EXPLOSION = -2;



/** The implicit Point Defense weapon: AC 0, AS = current Defense, Macro 0, Turret (one object per Defense value, never mutated). */
const POINT_DEFENSE_WEAPONS: Weapon[] = [];
function pointDefense(ship: Unit): Weapon {
  const as = defenseOf(ship);
  let w = POINT_DEFENSE_WEAPONS[as];
  if (!w) {
    w = { id: 'point-defense', name: 'Point Defense', type: 'kinetic', arc: ['T'], ac: 0, as, macro: 0, traits: [], count: 1 };
    POINT_DEFENSE_WEAPONS[as] = w;
  }
  return w;
}

function weaponOf(unit: Unit, wi: number): Weapon {
  return wi === POINT_DEFENSE ? pointDefense(unit) : unit.def.weapons[wi];
}

type SituationExtra = Partial<Parameters<typeof situation>[1]>;
/** The `extra` of an ordinary attack and of a Kinetic Cannon's secondary target: the two the plan cache knows. */
export const NO_EXTRA: SituationExtra = Object.freeze({});
const SECONDARY: SituationExtra = Object.freeze({ secondaryTarget: true });
/**
 * The `extra` of a Bombing Run / Dogfight exchange (exchanges.ts, `exchangePlanFor`): a marker whose real
 * overrides are `exchangeExtra`, filled per call, so the exchange's plans are cached too (the object literal
 * per exchange made every exchange attack a fresh planAttack; `scripts/bench-jovian-wars.ts`).
 */
const EXCHANGE: SituationExtra = Object.freeze({});
const exchangeExtra = { baseOverride: -1, defenseOverride: -1, evasive: false };

const ARC_INDEX = { fore: 0, side: 1, aft: 2 } as const;
/**
 * Plans by everything they depend on, per variants object: the same weapon,
 * target card, band, arc and state give the same dice, and a game asks again
 * and again (the heuristic scores every fire option; `scripts/bench-jovian-wars.ts`).
 * Plans are never mutated, so jobs share them.
 */
const planCaches = new WeakMap<Variants, Map<number, AttackPlan>>();
/** The cache of the last variants object asked for: a game asks with the same one every time. */
let lastPlanVariants: Variants | null = null;
let lastPlanCache: Map<number, AttackPlan> | undefined;

const ARCS_BY_INDEX = ['fore', 'side', 'aft'] as const;
/**
 * The last distance and attacked arc worked out for each (attacker, target)
 * pair, with the positions and heading they were worked out for: the
 * heuristic asks for the same pair's plan for every weapon and option
 * (`scripts/bench-jovian-wars.ts`). Seven numbers per pair, pairs of the
 * first 32 units (small enough to stay in cache; no shipped fleet pair has
 * more than 22 models); others are computed every time.
 */
const GEO_UNITS = 32;
const GEO = new Float64Array(GEO_UNITS * GEO_UNITS * 7).fill(NaN);
let geoDistance = 0;

/**
 * distance(f, target) for missile support, cached per pair while neither moves (the same call on a miss, so the
 * same double): every missile plan walks the target's friends before any memo can answer (`scripts/bench-jovian-wars.ts`).
 */
const PAIR = new Float64Array(GEO_UNITS * GEO_UNITS * 5).fill(NaN);
function pairDistance(f: Unit, target: Unit): number {
  if (f.index >= GEO_UNITS || target.index >= GEO_UNITS) return distance(f.x, f.y, target.x, target.y);
  const at = (f.index * GEO_UNITS + target.index) * 5;
  if (PAIR[at] === f.x && PAIR[at + 1] === f.y && PAIR[at + 2] === target.x && PAIR[at + 3] === target.y) return PAIR[at + 4];
  const d = distance(f.x, f.y, target.x, target.y);
  PAIR[at] = f.x;
  PAIR[at + 1] = f.y;
  PAIR[at + 2] = target.x;
  PAIR[at + 3] = target.y;
  PAIR[at + 4] = d;
  return d;
}

/**
 * planFor's readings of the variants object last seen (a game asks with the same one every time): Stealth's and
 * Barrier's trait readings and `optimum-edge`, read once per variants object, not per plan (traitReading's table
 * and the variants' hyphenated keys are dictionary look-ups: `scripts/bench-jovian-wars.ts`).
 */
let readingsOf: Variants | null = null;
let stealthTraits2 = false;
let barrierReading = '';
let optimumEdge = '';
let sensorLongOnly = false;
function readVariants(variants: Variants): void {
  readingsOf = variants;
  sensorLongOnly = variants['sensor-damage'] === 'long-only';
  stealthTraits2 = traitReading(variants, 'stealth') === 'traits-2';
  barrierReading = traitReading(variants, 'barrier');
  optimumEdge = variants['optimum-edge'];
}

/** The attack window's index (activation 0, bombing 1, dogfight 2, point-defense 3, explosion 4, terrain 5) as compares: no string-keyed read per plan. */
function windowIndex(window: AttackWindowKind): number {
  return window === 'activation' ? 0 : window === 'bombing' ? 1 : window === 'dogfight' ? 2 : window === 'point-defense' ? 3 : window === 'explosion' ? 4 : 5;
}

/** Sets geoDistance and returns the arc index (fore 0, side 1, aft 2) of target attacked from unit. */
function geometryOf(unit: Unit, target: Unit): number {
  if (unit.index >= GEO_UNITS || target.index >= GEO_UNITS) {
    geoDistance = distance(unit.x, unit.y, target.x, target.y);
    return ARC_INDEX[attackedArc(target.heading, target.x, target.y, unit.x, unit.y)];
  }
  const at = (unit.index * GEO_UNITS + target.index) * 7;
  if (GEO[at] === unit.x && GEO[at + 1] === unit.y && GEO[at + 2] === target.x && GEO[at + 3] === target.y && GEO[at + 4] === target.heading) {
    geoDistance = GEO[at + 5];
    return GEO[at + 6];
  }
  const d = distance(unit.x, unit.y, target.x, target.y);
  const arc = ARC_INDEX[attackedArc(target.heading, target.x, target.y, unit.x, unit.y)];
  GEO[at] = unit.x;
  GEO[at + 1] = unit.y;
  GEO[at + 2] = target.x;
  GEO[at + 3] = target.y;
  GEO[at + 4] = target.heading;
  GEO[at + 5] = d;
  GEO[at + 6] = arc;
  geoDistance = d;
  return arc;
}

/**
 * An exchange's attack plan (exchanges.ts): planFor with the pools' Attack and Defense overriding the
 * weapon's dice and the target's, and no Evasive opposed roll (Bombing Run / Dogfight: the bids decide).
 */
export function exchangePlanFor(s: JovianState, unit: Unit, wi: number, target: Unit, window: AttackWindowKind, attack: number, defense: number): AttackPlan {
  exchangeExtra.baseOverride = attack;
  exchangeExtra.defenseOverride = defense;
  return planFor(s, unit, wi, target, window, EXCHANGE);
}

/** Per plan cache, an exchange's plans by the planFor key, then by Attack x 64 + Defense. */
const exchangeCaches = new WeakMap<Map<number, AttackPlan>, Map<number, Map<number, AttackPlan>>>();

/** The attack's dice for this unit, weapon and target now (attackPool.ts). */
export function planFor(s: JovianState, unit: Unit, wi: number, target: Unit, window: AttackWindowKind, extra: SituationExtra = NO_EXTRA): AttackPlan {
  const w = weaponOf(unit, wi);
  const tCard = target.def;
  const aCard = unit.def;
  const geo = geometryOf(unit, target);
  const d = geoDistance;
  // Terrain: cover Stealth (Large Asteroid), Obscured (-2 in the activation), Atmosphere ECM +1.
  const hasTerrain = s.terrain.length > 0;
  const cover = hasTerrain ? coverStealth(s.terrain, target.x, target.y) : 0;
  if (s.variants !== readingsOf) readVariants(s.variants);
  const stealth = stealthTraits2 ? traitValue(tCard.traits, 'stealth') + cover + (target.silent > 0 ? 1 : 0) : 0;
  const hidden = hasTerrain && (window === 'activation' || window === 'point-defense') && obscured(s.terrain, unit.x, unit.y, target.x, target.y, tCard.signature);
  const ecmBonus = hasTerrain ? atmosphereEcm(s.terrain, target.x, target.y) : 0;
  const sensors = wi === POINT_DEFENSE ? 0 : Math.max(0, (sensorLongOnly ? rangeSensorsOf(unit, true) : sensorsOf(unit)) - stealth);
  const band = rangeBand(d, tCard.signature, sensors, optimumEdge);
  const capital = tCard.kind === 'capital';
  let support = 0;
  let missileDefense = capital ? defenseOf(target) : tCard.skill;
  if (w.type === 'missile') {
    // Missile support (+1F per friendly capital ship within 3", 6" from one with Barrier under traits-1), and Barrier
    // under traits-2: friendly models within 6" "may use its Defense in lieu of their own when defending against Missiles".
    const barrier = barrierReading;
    for (const f of s.units) {
      if (f === target || f.side !== target.side || !f.inPlay() || !f.capital) continue;
      const d = pairDistance(f, target);
      const hasBarrier = traitValue(f.def.traits, 'barrier') > 0;
      if (capital && d <= (hasBarrier && barrier === 'traits-1' ? 6 : 3)) support++;
      if (hasBarrier && barrier === 'traits-2' && d <= 6) missileDefense = Math.max(missileDefense, defenseOf(f));
    }
  }
  // Evasive (trait, Boost, or the Evading state): no effect with Thrusters 0 or Fuel 0 (Traits › Evasive).
  const nativeEvasive = traitValue(tCard.traits, 'evasive') > 0;
  const evasive = capital ? (nativeEvasive || target.evading) && thrustersOf(target) > 0 : (nativeEvasive || target.boosted || target.evading) && target.fuel > 0;
  const evasiveAtShort = evasive && nativeEvasive && target.evading;
  const longShot = s.longShot >= 0 && s.active === unit.index && window === 'activation';
  const targeted = Math.min(7, target.targeted);
  // Traits › Formation: "double the amount of weapons, and all weapons gain the Link trait" (attacks, Dogfights,
  // Bombing Runs; formation.ts), the implicit Point Defense weapon aside; the plan key takes ordinal + 32 (keys need
  // unit.ordinal < 32 so no formed key equals an unformed one; data/cards.json has 16 cards: default keys unchanged).
  const formed = unit.formation >= 0 && wi !== POINT_DEFENSE && s.units[unit.formation].inPlay();
  const linked = formed ? 2 * w.count : traitValue(w.traits, 'link') > 0 ? w.count : 1;
  const ordinal = formed ? unit.ordinal + 32 : unit.ordinal;
  const arc: AttackedArc = capital ? ARCS_BY_INDEX[geo] : 'fore';
  let key = -1;
  const exchange = extra === EXCHANGE;
  if ((extra === NO_EXTRA || extra === SECONDARY || exchange) && wi < 7 && w.as < 16 && support < 8 && missileDefense < 16 && ordinal < 64 && unit.ordinal < 32 && target.ordinal < 64) {
    key = ordinal * 8 + wi + 1;
    key = key * 16 + (wi === POINT_DEFENSE ? w.as : 0);
    key = key * 64 + target.ordinal;
    // The band's and arc's indices as compares (a string-keyed object read per call was one of planFor's hottest lines).
    key = ((key * 3 + (band === 'short' ? 0 : band === 'optimum' ? 1 : 2)) * 3 + (capital ? geo : 0)) * 8 + support;
    key = ((key * 2 + (evasive ? 1 : 0)) * 2 + (evasive && target.boosted ? 1 : 0)) * 16 + missileDefense;
    key = (key * 6 + windowIndex(window)) * 2 + (extra === SECONDARY ? 1 : 0);
    key = ((((key * 2 + (evasiveAtShort ? 1 : 0)) * 2 + (longShot ? 1 : 0)) * 2 + (target.stationKeeping ? 1 : 0)) * 8 + targeted) * 2 + (capital ? 1 : 0);
    key = (key * 2 + (hidden ? 1 : 0)) * 2 + ecmBonus;
    // States › Stealthed (Silent Running): ECM +1 (its Stealth is in the band).
    key = key * 2 + (target.silent > 0 ? 1 : 0);
  }
  let cache = s.variants === lastPlanVariants ? lastPlanCache : planCaches.get(s.variants);
  if (!cache) {
    cache = new Map();
    planCaches.set(s.variants, cache);
  }
  lastPlanVariants = s.variants;
  lastPlanCache = cache;
  if (exchange) return exchangePlan(cache, key, s, w, tCard, aCard, capital, arc, missileDefense, evasive, band, window, support, linked, longShot, evasiveAtShort, target, targeted, hidden, ecmBonus);
  // The last key and plan per (attacker, weapon, target) slot (units 0-31) in front of the Map: a float key's Map look-up was
  // the single hottest line of a heuristic game (the heuristic asks the same pair again at every decision). Same plan object.
  // A slot holding this key holds its plan whichever pair put it there (the key alone decides the plan), so the slot layout
  // is free: 32 units (no shipped fleet pair has more than 22 models) keep the tables small enough to stay in cache; later
  // units skip the slots, not the hash table and the Map (plans are pure: the same dice either way).
  if (key >= 0) {
    if (cache !== memoCache) {
      MEMO_KEYS.fill(-1);
      HASH_KEYS.fill(-1);
      memoCache = cache;
    }
    const slot = unit.index < MEMO_UNITS && target.index < MEMO_UNITS ? ((unit.index * 8 + wi + 1) * MEMO_UNITS + target.index) * 2 : -1;
    if (slot >= 0) {
      if (MEMO_KEYS[slot] === key) return MEMO_PLANS[slot]!;
      if (MEMO_KEYS[slot + 1] === key) return MEMO_PLANS[slot + 1]!;
    }
    // Then a direct-mapped table by a hash of the key (the float-keyed Map's get was still the hottest line of planFor).
    const h = hashKey(key);
    const known = HASH_KEYS[h] === key ? HASH_PLANS[h] : cache.get(key);
    if (known) {
      HASH_KEYS[h] = key;
      HASH_PLANS[h] = known;
      if (slot >= 0) remember(slot, key, known);
      return known;
    }
  }
  const plan = newPlan(s, w, tCard, aCard, capital, arc, missileDefense, evasive, evasive && target.boosted, band, window, support, linked, longShot, evasiveAtShort, target, targeted, hidden, ecmBonus, extra);
  if (key >= 0) {
    cache.set(key, plan);
    if (unit.index < MEMO_UNITS && target.index < MEMO_UNITS) remember(((unit.index * 8 + wi + 1) * MEMO_UNITS + target.index) * 2, key, plan);
  }
  return plan;
}

/** planFor's exchange path: the same situation with the exchange's overrides, cached by key and pools when both fit. */
function exchangePlan(cache: Map<number, AttackPlan>, key: number, s: JovianState, w: Weapon, tCard: UnitCard, aCard: UnitCard, capital: boolean, arc: AttackedArc, missileDefense: number, evasive: boolean, band: RangeBand, window: AttackWindowKind, support: number, linked: number, longShot: boolean, evasiveAtShort: boolean, target: Unit, targeted: number, hidden: boolean, ecmBonus: number): AttackPlan {
  const attack = exchangeExtra.baseOverride;
  const defense = exchangeExtra.defenseOverride;
  const inner = key >= 0 && attack >= 0 && attack < 64 && defense >= 0 && defense < 64 ? attack * 64 + defense : -1;
  let byKey: Map<number, AttackPlan> | undefined;
  if (inner >= 0) {
    let byCache = exchangeCaches.get(cache);
    if (!byCache) {
      byCache = new Map();
      exchangeCaches.set(cache, byCache);
    }
    byKey = byCache.get(key);
    if (!byKey) {
      byKey = new Map();
      byCache.set(key, byKey);
    }
    const known = byKey.get(inner);
    if (known) return known;
  }
  // The exchange's "evasive: false" replaces Evasive's opposed roll; Fuel is still read from the target's own Evasive.
  // The overrides' object is made on a miss only (a planAttack follows it).
  const plan = newPlan(s, w, tCard, aCard, capital, arc, missileDefense, false, evasive && target.boosted, band, window, support, linked, longShot, evasiveAtShort, target, targeted, hidden, ecmBonus, { baseOverride: attack, defenseOverride: defense });
  if (byKey) byKey.set(inner, plan);
  return plan;
}

/**
 * The plan of the situation planFor worked out (its cache misses, ordinary and exchange): `evasive` is the
 * opposed roll's (false in an exchange) and `evasiveFuel` the target's own; `extra` goes last, overriding.
 */
function newPlan(s: JovianState, w: Weapon, tCard: UnitCard, aCard: UnitCard, capital: boolean, arc: AttackedArc, missileDefense: number, evasive: boolean, evasiveFuel: boolean, band: RangeBand, window: AttackWindowKind, support: number, linked: number, longShot: boolean, evasiveAtShort: boolean, target: Unit, targeted: number, hidden: boolean, ecmBonus: number, extra: SituationExtra): AttackPlan {
  return planAttack(
    situation(w, {
      targetIsCapital: capital,
      armor: capital ? (tCard as CapitalCard).armor[arc] : (tCard as SquadronCard).armor,
      arc,
      targetTraits: tCard.traits,
      missileDefense,
      targetSkill: tCard.skill,
      targetStartingStructure: capital ? (tCard as CapitalCard).structure.length : 2,
      evasive,
      evasiveFuel,
      band,
      window,
      attackerTraits: aCard.traits,
      attackerSkill: aCard.skill,
      support,
      linked,
      longShot,
      evasiveAtShort,
      stationKeeping: target.stationKeeping,
      // Targeted:X (Combined Attack): "Attacks targeting this Capital Ship gain a +X Attack Modifier".
      modifier: targeted + (hidden ? OBSCURED : 0),
      ecmBonus: ecmBonus + silentEcm(target),
      ...extra,
    }),
    s.variants,
  );
}

/**
 * planFor's second memo level: a direct-mapped table of 16,384 (key, plan) pairs, each a pair the plan
 * cache `memoCache` holds (cleared with MEMO_KEYS when another cache is used), so a hit returns the same
 * plan object the Map would (`scripts/bench-jovian-wars.ts`). 16,384, not 65,536: the table is read at
 * random, and the smaller one stays in cache (planFor's hottest line was this read).
 */
const HASH_BITS = 14;
const HASH_KEYS = new Float64Array(1 << HASH_BITS).fill(-1);
const HASH_PLANS: (AttackPlan | undefined)[] = new Array<AttackPlan | undefined>(1 << HASH_BITS).fill(undefined);

/** HASH_BITS bits mixed from both 32-bit halves of a key (a non-negative integer below 2^53). */
function hashKey(key: number): number {
  // ToInt32 is already modulo 2^32 (the same low word as key % 2^32, without a floating-point remainder call).
  const lo = key | 0;
  const hi = (key / 4294967296) | 0;
  return Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) >>> (32 - HASH_BITS);
}

/** planFor's memo: per slot the last two keys (-1 none) and their plans, for the plan cache `memoCache` (cleared when another is used). */
const MEMO_UNITS = 32;
const MEMO_KEYS = new Float64Array(MEMO_UNITS * 8 * MEMO_UNITS * 2).fill(-1);
const MEMO_PLANS: (AttackPlan | undefined)[] = new Array<AttackPlan | undefined>(MEMO_UNITS * 8 * MEMO_UNITS * 2).fill(undefined);

/** Two ways per slot: the newest first, the one before it second (a pair's plan often alternates between two keys). */
function remember(slot: number, key: number, plan: AttackPlan): void {
  MEMO_KEYS[slot + 1] = MEMO_KEYS[slot];
  MEMO_PLANS[slot + 1] = MEMO_PLANS[slot];
  MEMO_KEYS[slot] = key;
  MEMO_PLANS[slot] = plan;
}
let memoCache: Map<number, AttackPlan> | undefined;

const hazardPlans = new WeakMap<Variants, Map<number, AttackPlan>>();

/** Terrain › Move: a hazard's Attack on a model moving through it (terrain.ts), queued like any attack. */
export function queueHazard(s: JovianState, unit: Unit, rating: number): void {
  const card = unit.def;
  let cache = hazardPlans.get(s.variants);
  if (!cache) {
    cache = new Map();
    hazardPlans.set(s.variants, cache);
  }
  const key = unit.ordinal * 16 + rating;
  let plan = cache.get(key);
  if (!plan) {
    plan = planAttack(
      situation(hazardWeapon(rating), {
        targetIsCapital: unit.capital,
        armor: unit.capital ? (card as CapitalCard).armor.fore : (card as SquadronCard).armor,
        arc: 'fore',
        targetTraits: card.traits,
        band: 'short',
        window: 'terrain',
      }),
      s.variants,
    );
    cache.set(key, plan);
  }
  s.stats.attackWindows++;
  s.jobs.push(attackJob(-1, HAZARD, unit.index, plan, 'standard', 'terrain', false));
}

/** Weapon index of a terrain hazard's attack in jobs and events. */
export const HAZARD = -4;

export function attackJob(attacker: number, weapon: number, target: number, plan: AttackPlan, table: DamageTable, window: AttackWindowKind, needsAttacker: boolean): AttackJob {
  return { kind: 'attack', attacker, weapon, target, plan, table, window, needsAttacker, stage: plan.declareChance < 1 ? -1 : 0, primary: 0, rerolled: false, rollsLeft: plan.rolls };
}

export function queueAttack(s: JovianState, unit: Unit, wi: number, target: Unit, window: AttackWindowKind, secondary: boolean): void {
  const w = weaponOf(unit, wi);
  const plan = planFor(s, unit, wi, target, window, secondary ? SECONDARY : NO_EXTRA);
  s.jobs.push(attackJob(unit.index, wi, target.index, plan, tableOf(w, s.variants), window, false));
}

/** Starts the first queued job: sets the roll it needs, or drops it when it no longer applies. */
export function startJob(s: JovianState, job: Job): void {
  if (job.kind === 'attack') {
    const attacker = s.units[job.attacker];
    const target = s.units[job.target];
    if (!target.inPlay() || (job.needsAttacker && !attacker.inPlay())) {
      s.jobs.shift();
      return;
    }
    s.stats.attacks++;
    if (job.plan.opposed) s.stats.opposedRolls++;
    // Break the Truce: the first player to attack (scenarios.ts); Explosions are nobody's attack.
    if (s.scenario !== null && job.weapon !== EXPLOSION) noteAttack(s, job.attacker, job.window);
    s.roll = job.stage === -1 ? { base: attacker.def.skill, flex: 0, macro: 0 } : job.plan.poolParams;
    return;
  }
  if (job.kind === 'withdraw') {
    s.roll = { base: s.units[job.unit].def.skill, flex: 0, macro: 0 };
    return;
  }
  if (job.kind === 'long-shot' || job.kind === 'damage-control') {
    s.roll = { base: actionTestBase(s, job), flex: 0, macro: 0 };
    return;
  }
  if (job.kind === 'squadron-repair') {
    s.roll = squadronRepairPool(s, job);
    return;
  }
  if (job.kind === 'drone-command' || job.kind === 'overdrive' || job.kind === 'reorient' || job.kind === 'silent-running' || job.kind === 'vector-attack' || job.kind === 'search-pods') {
    s.roll = { base: s.units[job.unit].def.skill, flex: 0, macro: 0 };
    return;
  }
  if (job.kind === 'turn-test') {
    // Thrusters 0 (flow.ts turnTestAtZero): no test if the firefight or a repair before the move changed that.
    const unit = s.units[job.unit];
    if (unit.status !== 'active' || thrustersOf(unit) !== 0) s.jobs.shift();
    else s.roll = { base: unit.def.skill, flex: 0, macro: 0 };
    return;
  }
  if (job.kind === 'fast-test') {
    startFastTest(s, job);
    return;
  }
  if (job.kind === 'free-move') {
    // No roll: Bombing Run step 9 / Dogfight step 8 (freeMoves.ts).
    freeMove(s, job);
    return;
  }
  if (job.kind === 'intercept-again') {
    // No roll: `interception-limit=unlimited` only (escorts.ts, JW-131).
    interceptAgain(s, job);
    return;
  }
  if (job.kind === 'land') {
    // No roll: the squadron Embarks if it survived its move in and the carrier still has room.
    s.jobs.shift();
    const unit = s.units[job.unit];
    const carrier = s.units[job.carrier];
    if (unit.inPlay() && canTakeAboard(s, carrier, unit)) land(s, unit, carrier);
    return;
  }
  if (job.kind === 'ram-test') {
    // A squadron shot down by the Point Defense attack never rams.
    if (!s.units[job.unit].inPlay()) s.jobs.shift();
    else s.roll = { base: s.units[job.unit].def.skill, flex: 0, macro: 0 };
    return;
  }
  if (job.kind === 'board') {
    startBoardJob(s, job);
    return;
  }
  if (job.kind === 'firefight') {
    startFirefightJob(s, job);
    return;
  }
  if (job.kind === 'comet') {
    s.roll = 'd6';
    return;
  }
  if (job.kind === 'mine') {
    // Water Raid › Mine the Comet (waterRaid.ts): a squadron shot down on its way in mines nothing.
    if (!s.units[job.unit].inPlay()) s.jobs.shift();
    else s.roll = job.plan.poolParams;
    return;
  }
  if (job.kind === 'ram-end') {
    // Only a ship Crippled at the start of the Ram is Destroyed by it, rolling for an explosion.
    if (!job.crippled || s.units[job.unit].status === 'destroyed') s.jobs.shift();
    else if (s.jobs.length > 1 && s.variants['ram-explosion'] !== 'explosion-first') {
      // ram-explosion=damage-first (Action › Ram step 3, "Resolve Damage from the rolls as normal. However, ..."): the
      // Catastrophic rolls the Ram's damage called for (States › Crippled) and whatever they set off go first.
      s.jobs.shift();
      s.jobs.push(job);
    } else s.roll = 'd6';
    return;
  }
  const unit = s.units[job.unit];
  if (job.kind === 'damage-rest') {
    s.jobs.shift();
    // The Catastrophic roll before it Destroyed the ship: the rest of the hit has nothing left to damage.
    if (unit.status === 'crippled') applyCapitalResults(s, unit, job.code, job.table, job.precise, job.attacker, job.weapon, 0);
    return;
  }
  // Weapon Damage on a ship no longer in play (Destroyed by a Catastrophic roll or an Explosion queued before it,
  // or Withdrawn): Damage › Weapon Damage marks a weapon that can never fire again, so no die is rolled.
  if ((job.kind === 'weapon-damage' || job.kind === 'long-shot-damage') && !unit.inPlay()) {
    s.jobs.shift();
    return;
  }
  if (job.kind === 'long-shot-damage' && job.on <= 1) {
    // Long Shot N: "Damage the weapons system after resolving the attack" - no die.
    s.jobs.shift();
    unit.damaged |= 1 << job.weapon;
    if (s.log) s.push({ kind: 'weapon-damage', unit: unit.index, weapon: unit.def.weapons[job.weapon].name, die: 0, damaged: true });
    return;
  }
  if (job.kind === 'catastrophic' && unit.status !== 'crippled') {
    s.jobs.shift();
    return;
  }
  s.roll = 'd6';
}

/** The d6 a pending roll throws: one for a d6, else the pool's Base, Flex and Macro dice (a Base Pool under 2 rolls 2 dice: Dice System › Base Pool of 1). */
export function diceOf(r: Roll): number {
  if (r === 'd6') return 1;
  return r ? (r.base < 2 ? 2 : r.base + r.flex + Math.abs(r.macro)) : 0;
}

function countDice(s: JovianState): void {
  s.stats.rolls++;
  s.stats.diceRolled += diceOf(s.roll);
}

/** Resolves the pending roll of the first job with this outcome, then settles the state. */
export function resolveRoll(s: JovianState, outcome: number): void {
  countDice(s);
  s.roll = null;
  const job = s.jobs[0];
  if (job.kind === 'attack') continueAttack(s, job, outcome);
  else if (job.kind === 'withdraw') {
    s.jobs.shift();
    const unit = s.units[job.unit];
    const ok = outcome !== 0;
    if (ok) unit.status = 'withdrawn';
    if (s.log) s.push({ kind: 'withdraw', unit: unit.index, roll: describeCode(outcome), success: ok });
    if (ok) carrierLost(s, unit, 'withdrawn');
  } else if (job.kind === 'long-shot' || job.kind === 'damage-control') {
    s.jobs.shift();
    resolveActionTest(s, job, outcome);
  } else if (job.kind === 'comet') {
    resolveCometDie(s, job, outcome);
  } else if (job.kind === 'mine') {
    // The squadron's pool, then the Comet's Defense 4 (the opposed roll), then the engine's final code.
    if (job.stage === 0) {
      job.primary = outcome;
      job.stage = 1;
      s.roll = job.plan.opposed;
    } else {
      s.jobs.shift();
      resolveMine(s, s.units[job.unit], finalCode(job.plan, job.primary, outcome, s.variants.opposed as OpposedVariant));
    }
  } else if (job.kind === 'ram-test') {
    s.jobs.shift();
    resolveRamTest(s, job, outcome);
  } else if (job.kind === 'ram-end') {
    s.jobs.shift();
    resolveRamEnd(s, job, outcome, explode);
  } else if (job.kind === 'board') {
    s.jobs.shift();
    resolveBoardRoll(s, job, outcome);
  } else if (job.kind === 'firefight') {
    // The job stays first until both rolls are in (startFirefightJob ends it).
    resolveFirefightRoll(s, job, outcome);
  } else if (job.kind === 'repair') {
    s.jobs.shift();
    resolveRepairDie(s, job, outcome);
  } else if (job.kind === 'squadron-repair') {
    s.jobs.shift();
    resolveSquadronRepair(s, job, outcome);
  } else if (job.kind === 'fast-test') {
    s.jobs.shift();
    resolveFastTest(s, job, outcome);
  } else if (job.kind === 'drone-command') {
    s.jobs.shift();
    resolveDroneCommand(s, job, outcome);
  } else if (job.kind === 'overdrive' || job.kind === 'reorient' || job.kind === 'turn-test' || job.kind === 'silent-running' || job.kind === 'vector-attack' || job.kind === 'search-pods') {
    s.jobs.shift();
    resolveOverdrive(s, job, outcome);
  } else if (job.kind === 'weapon-damage' || job.kind === 'long-shot-damage') {
    s.jobs.shift();
    const unit = s.units[job.unit];
    const spinal = unit.def.weapons[job.weapon].arc.includes('SPN');
    const hit = outcome >= (job.kind === 'long-shot-damage' ? job.on : (spinal ? SPINAL_WEAPON_DAMAGE_ON : WEAPON_DAMAGE_ON) - (job.precise ? 1 : 0));
    if (hit) unit.damaged |= 1 << job.weapon;
    if (s.log) s.push({ kind: 'weapon-damage', unit: unit.index, weapon: unit.def.weapons[job.weapon].name, die: outcome, damaged: hit });
  } else {
    s.jobs.shift();
    catastrophic(s, s.units[job.unit], outcome);
  }
  s.settle();
}

function continueAttack(s: JovianState, job: AttackJob, outcome: number): void {
  const plan = job.plan;
  if (job.stage === -1) {
    // Cloak (traits-2): a Skill Test D+ to target the cloaked model at Long Range.
    if (outcome === 0) {
      s.jobs.shift();
      if (s.log) s.push({ kind: 'cloak-test', unit: job.attacker, success: false });
      return;
    }
    job.stage = 0;
    s.roll = plan.poolParams;
    return;
  }
  if (job.stage === 0 && plan.opposed) {
    job.primary = outcome;
    job.stage = 1;
    s.roll = plan.opposed;
    return;
  }
  const primary = job.stage === 0 ? outcome : job.primary;
  const secondary = job.stage === 1 ? outcome : 0;
  const code = finalCode(plan, primary, secondary, s.variants.opposed as OpposedVariant);
  if (code === 0 && plan.rerollOnN && !job.rerolled) {
    job.rerolled = true;
    job.stage = 0;
    s.roll = plan.poolParams;
    return;
  }
  applyDamage(s, job, code);
  job.rollsLeft--;
  if (job.rollsLeft > 0 && s.units[job.target].inPlay()) {
    job.stage = 0;
    job.rerolled = false;
    s.roll = plan.poolParams;
    return;
  }
  s.jobs.shift();
}

const SCALES = new Map<string, number[]>();

/** The `squadron-damage` scale, parsed once. */
function scaleOf(id: string): number[] {
  let scale = SCALES.get(id);
  if (!scale) {
    scale = damageScale(id);
    SCALES.set(id, scale);
  }
  return scale;
}

/**
 * The damaged track positions back into the unit, in place (each unit owns its `marked` array: clones slice it,
 * reused copies copy into it, Damage Control marks it in place, actions.ts). Array.from(Int8Array) went through
 * the iterator and a new array per hit (`scripts/bench-jovian-wars.ts`).
 */
/**
 * tracksOf(unit) without a new Int8Array per hit: one scratch view, refilled per call (the damage steps that use
 * it never nest: applyDamage, criticalHits, catastrophic). Units whose `marked` is not the usual five get tracksOf.
 */
const SHIP_MARKED = new Int8Array(5);
const SHIP: { tracks: Unit['tracks']; marked: Int8Array } = { tracks: [], marked: SHIP_MARKED };
function shipOf(unit: Unit): ReturnType<typeof tracksOf> {
  const from = unit.marked;
  if (from.length !== 5) return tracksOf(unit);
  for (let i = 0; i < 5; i++) SHIP_MARKED[i] = from[i];
  SHIP.tracks = unit.tracks;
  return SHIP;
}

function copyMarked(target: Unit, marked: Int8Array): void {
  const m = target.marked;
  if (m.length !== marked.length) m.length = marked.length;
  for (let i = 0; i < marked.length; i++) m[i] = marked[i];
}

function applyDamage(s: JovianState, job: AttackJob, code: number): void {
  const target = s.units[job.target];
  const card = target.def;
  if (card.kind !== 'capital') {
    const dmg = squadronDamage(code, scaleOf(s.variants['squadron-damage']));
    // Traits › Formation: the defender allocates the damage between the two (a fixed policy; formation.ts).
    if (target.formation >= 0) allocateFormationDamage(s, target, dmg);
    else {
      target.structure = Math.max(0, target.structure - dmg);
      if (target.structure === 0) target.status = 'destroyed';
    }
    if (s.log) s.push({ kind: 'hit', attacker: job.attacker, weapon: job.weapon, target: target.index, result: describeCode(code), damage: dmg, left: target.structure, destroyed: target.structure === 0 });
    return;
  }
  const precise = job.table === 'precise' && s.variants['precise-weapon-damage'] === '4-plus';
  if (s.variants['catastrophic-timing'] !== 'after-hit') {
    // A Ram's two rolls are simultaneous (Action › Ram): their Catastrophic rolls wait behind both and the ram-end job,
    // whose place `ram-explosion` decides; every other hit's rolls go right after it.
    applyCapitalResults(s, target, code, job.table, precise, job.attacker, job.weapon, job.weapon === RAM ? s.jobs.length : 1);
    return;
  }
  // catastrophic-timing=after-hit: the whole hit and its Critical Hits, then every Catastrophic roll it called for.
  const ship = shipOf(target);
  const tally = newTally();
  damageCapital(ship, code, job.table, tally);
  resolveCriticals(s, target, ship, tally, tally.criticals, precise);
  const wasCrippled = target.status === 'crippled';
  copyMarked(target, ship.marked);
  target.structure = rating(target, STRUCTURE);
  if (s.log) s.push({ kind: 'hit', attacker: job.attacker, weapon: job.weapon, target: target.index, result: describeCode(code), structure: tally.structure, rating: tally.rating, criticals: tally.criticals, left: target.structure });
  crippleCheck(s, target, wasCrippled, tally);
}

/**
 * `catastrophic-timing=immediate` (Damage Types › Structure Damage: "is Crippled and must immediately roll on the
 * Catastrophic Damage Table"; Capital Ship Damage: lowest Magnitude, then lowest Value, first, "to increase the
 * likelihood of more Ratings being 0 when making a roll"): the results of `code` one at a time in that order, each
 * with its Critical Hits (damageOrder.ts `per-result`, the pipeline's reading of the same words). When a result calls
 * for Catastrophic rolls, they (after its weapon-damage rolls) are queued at `at` (right after the job being
 * resolved) followed by the rest of the hit as a damage-rest job, which a Dead or Explode makes moot.
 */
function applyCapitalResults(s: JovianState, target: Unit, code: number, table: DamageTable, precise: boolean, attacker: number, weapon: number, at: number): void {
  const queued = s.jobs.length;
  for (let level = 1; level <= 3; level++) {
    for (let value = 1; value <= FACES; value++) {
      if (levelOf(code, value) !== level) continue;
      const ship = shipOf(target);
      const tally = newTally();
      const one = withLevel(0, value, level);
      damageCapital(ship, one, table, tally);
      resolveCriticals(s, target, ship, tally, tally.criticals, precise);
      const wasCrippled = target.status === 'crippled';
      copyMarked(target, ship.marked);
      target.structure = rating(target, STRUCTURE);
      if (s.log) s.push({ kind: 'hit', attacker, weapon, target: target.index, result: describeCode(one), structure: tally.structure, rating: tally.rating, criticals: tally.criticals, left: target.structure });
      crippleCheck(s, target, wasCrippled, tally);
      code = withLevel(code, value, 0);
      const rolls = crippledRolls(s, target, queued);
      if (rolls && code !== 0) s.jobs.push({ kind: 'damage-rest', unit: target.index, attacker, weapon, code, table, precise });
      if (rolls || code === 0) {
        // The jobs this hit queued go right after the job being resolved: "immediately", not behind other queued attacks.
        if (s.jobs.length > queued && at < queued) s.jobs.splice(at, 0, ...s.jobs.splice(queued));
        return;
      }
    }
  }
}

/** Whether the jobs queued since `from` include a Catastrophic roll for `target`. */
function crippledRolls(s: JovianState, target: Unit, from: number): boolean {
  for (let i = from; i < s.jobs.length; i++) {
    const j = s.jobs[i];
    if (j.kind === 'catastrophic' && j.unit === target.index) return true;
  }
  return false;
}

/**
 * Critical Hit: the attacker's choice, played as the strongest remaining of
 * Defense, Sensors, Thrusters, else a System Trait (Hangers, Catapult,
 * Launchers: systemDamage.ts), else a weapon (5+, Spinal 6+), else Structure.
 */
function resolveCriticals(s: JovianState, target: Unit, ship: ReturnType<typeof tracksOf>, tally: ReturnType<typeof newTally>, criticals: number, precise = false): void {
  for (let i = 0; i < criticals; i++) {
    let best = -1;
    for (const r of [DEFENSE, SENSORS, THRUSTERS]) if ((ship.tracks[r][ship.marked[r]] ?? 0) > (best < 0 ? 0 : ship.tracks[best][ship.marked[best]])) best = r;
    if (best >= 0) markRating(ship, best, false, tally);
    // Critical Hit › "Inflict one System Trait Damage" (systemDamage.ts): taken when no rating is left, before a weapon's 5+ roll.
    else if (!damageSystemTrait(s, target)) {
      const wi = target.def.weapons.findIndex((_, k) => !((target.damaged >> k) & 1));
      if (wi >= 0) s.jobs.push(precise ? { kind: 'weapon-damage', unit: target.index, weapon: wi, precise: true } : { kind: 'weapon-damage', unit: target.index, weapon: wi });
      else markStructure(ship, tally);
    }
  }
}

/** Crippled on the last Structure; a Catastrophic Damage roll per Structure past it. */
function crippleCheck(s: JovianState, target: Unit, wasCrippled: boolean, tally: ReturnType<typeof newTally>): void {
  if (!wasCrippled && target.structure === 0) {
    // States › Crippled: roll when the ship "loses its last Structure" and each time it would lose more.
    target.status = 'crippled';
    if (s.log) s.push({ kind: 'crippled', unit: target.index });
    s.jobs.push({ kind: 'catastrophic', unit: target.index, weapon: 0 });
  }
  for (let i = 0; i < tally.overflow; i++) s.jobs.push({ kind: 'catastrophic', unit: target.index, weapon: 0 });
}

/** `criticals` Critical Hits and `structure` Structure damage on a capital ship (a squadron's ram, Squadron Ramming Capital Ship step 3). */
export function criticalHits(s: JovianState, target: Unit, criticals: number, structure: number, attacker: number): void {
  const ship = shipOf(target);
  const tally = newTally();
  for (let i = 0; i < structure; i++) markStructure(ship, tally);
  resolveCriticals(s, target, ship, tally, criticals);
  const wasCrippled = target.status === 'crippled';
  copyMarked(target, ship.marked);
  target.structure = rating(target, STRUCTURE);
  if (s.log) s.push({ kind: 'hit', attacker, weapon: RAM, target: target.index, result: structure > 0 ? '[T]' : '[D]', structure: tally.structure, rating: tally.rating, criticals, left: target.structure });
  crippleCheck(s, target, wasCrippled, tally);
}

/**
 * "The number of Systems that have been reduced to 0 rating" (Damage › Catastrophic Damage Table; JW-062, variant
 * `catastrophic-traits`): Defense, Sensors, Thrusters; with-traits adds System Traits at 0, with-marines Marines at 0.
 */
export function catastrophicCount(s: JovianState, unit: Unit): number {
  const reading = s.variants['catastrophic-traits'];
  const ship = shipOf(unit);
  return zeroedSystems(ship) + (reading === 'with-traits' ? zeroedTraits(unit) : reading === 'with-marines' ? zeroedMarines(ship) : 0);
}

function catastrophic(s: JovianState, unit: Unit, die: number): void {
  if (unit.status !== 'crippled') return;
  const zeroed = catastrophicCount(s, unit);
  const total = die + zeroed;
  const result = catastrophicResult(die, zeroed);
  if (s.log) s.push({ kind: 'catastrophic', unit: unit.index, die, total, result });
  if (result === 'none') return;
  unit.status = 'destroyed';
  carrierLost(s, unit, result);
  if (result === 'explode') explode(s, unit);
}

/** Damage › Explosion: a Particle Cannon attack on every model within 6", AC = AS = Structure, Macro 2 within 3". */
function explode(s: JovianState, ship: Unit): void {
  const card = ship.def as CapitalCard;
  const structure = s.variants['explosion-structure'] === 'current' ? rating(ship, STRUCTURE) : card.structure[0];
  for (const m of s.units) {
    if (m === ship || !m.inPlay()) continue;
    const d = distance(ship.x, ship.y, m.x, m.y);
    if (d > EXPLOSION_RADIUS) continue;
    const w: Weapon = { id: 'explosion', name: 'Explosion', type: 'particle', arc: ['T'], ac: structure, as: structure, macro: d <= EXPLOSION_CLOSE ? 2 : 0, traits: [], count: 1 };
    const tCard = m.def;
    const capital = tCard.kind === 'capital';
    const plan = planAttack(
      situation(w, {
        targetIsCapital: capital,
        armor: capital ? (tCard as CapitalCard).armor[attackedArc(m.heading, m.x, m.y, ship.x, ship.y)] : (tCard as SquadronCard).armor,
        arc: capital ? attackedArc(m.heading, m.x, m.y, ship.x, ship.y) : 'fore',
        targetTraits: tCard.traits,
        band: d <= tCard.signature ? 'short' : 'optimum',
      }),
      s.variants,
    );
    s.jobs.push(attackJob(ship.index, EXPLOSION, m.index, plan, 'particle', 'activation', false));
  }
}
