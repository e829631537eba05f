/**
 * The choices a player has at a decision (`002_f697cf6215cb147c.txt`,
 * Sequence, Movement, Attack, Bombing Run, Dogfight), abstracted to short
 * lists (game.ts says how): which model, its plan, each Fire Control's weapon
 * and target, and the secret commits of an exchange.
 */
import { traitValue as traitValueImport, type SquadronCard, type Weapon } from './cards.ts';
import type { JovianState } from './game.ts';
import { ARC_SPN as ARC_SPNImport, arcBits as arcBitsImport, arcMasksOf as arcMasksOfImport, COS as COSImport, onTable, SIN as SINImport } from './geometry.ts';
import { coverStealth as coverStealthImport, inside as insideImport, planetSpeed as planetSpeedImport, speedChange as speedChangeImport } from './terrain.ts';
import { BOOST_INCHES as BOOST_INCHESImport, BOOST_MAX_FUEL as BOOST_MAX_FUELImport, MISSILE_RANGE as MISSILE_RANGEImport, rangeBand as rangeBandImport, traitReading as traitReadingImport } from './rules.ts';
import { defenseOf as defenseOfImport, marinesOf as marinesOfImport, rangeSensorsOf, sensorsOf as sensorsOfImport, thrustersOf as thrustersOfImport, type Unit } from './units.ts';
import { boardingReach, boardMove, canBoard, firefightOptions } from './boarding.ts';
import { canRam, ramBoost, ramMove } from './ram.ts';
import { boostMaxFuel } from './fast.ts';
import { canTakeAboard, embarkedDamaged } from './embark.ts';
import { exoSuitBoardOptions, isExoSuit } from './exoSuits.ts';
import { canCommandDrones, hasStock, pendingDrones } from './drones.ts';
import { actionShaped, boardShaped, commitShaped, escapeShaped, fireShaped, mineShaped, moveShaped, plainOption, ramShaped, reactShaped, selectShaped, targetShaped } from './optionShape.ts';
import { isDefender, mayWithdraw } from './scenarios.ts';
import { mayMine, mineGap } from './waterRaid.ts';
import { canSuppress, canVector, SILENT_RUNNING, SUPPRESSING_FIRE, suppressingShot, VECTOR_ATTACK } from './supportActions.ts';
/** Module-local copy (canFire runs per weapon and target; under tsx an imported binding read is a getter call). */
const SUPPRESSING = SUPPRESSING_FIRE;

/**
 * Module-local copies of the imported bindings used in hot paths: under tsx every imported binding
 * read is a getter call (18% of a tsx heuristic game in the profile; `scripts/bench-jovian-wars.ts`).
 * Only modules that cannot import this one back (so they are evaluated first).
 */
const traitValue = traitValueImport;
const arcBits = arcBitsImport;
const ARC_SPN = ARC_SPNImport;
const arcMasksOf = arcMasksOfImport;
const COS = COSImport;
const SIN = SINImport;
const coverStealth = coverStealthImport;
const inside = insideImport;
const planetSpeed = planetSpeedImport;
const speedChange = speedChangeImport;
const BOOST_INCHES = BOOST_INCHESImport;
const BOOST_MAX_FUEL = BOOST_MAX_FUELImport;
const MISSILE_RANGE = MISSILE_RANGEImport;
const rangeBand = rangeBandImport;
const traitReading = traitReadingImport;
const defenseOf = defenseOfImport;
const marinesOf = marinesOfImport;
const sensorsOf = sensorsOfImport;
const thrustersOf = thrustersOfImport;

export type Option =
  | { kind: 'select'; unit: number }
  | { kind: 'action'; action: number }
  | { kind: 'move'; turns: number; distance: number }
  | { kind: 'approach' | 'bomb' | 'intercept' | 'combined'; target: number; boost: number }
  | { kind: 'hold' }
  | { kind: 'withdraw' }
  | { kind: 'escape'; boost: number }
  | { kind: 'ram'; target: number; turns: number; distance: number; boost: number }
  | { kind: 'fire'; weapon: number; target: number }
  | { kind: 'end' }
  | { kind: 'commit'; bid: number; split: number }
  | { kind: 'board'; target: number; turns: number; distance: number; marines: number }
  | { kind: 'firefight'; choice: number }
  | { kind: 'launch' }
  | { kind: 'stay' }
  | { kind: 'land'; target: number; boost: number }
  | { kind: 'mine'; boost: number; bid: number }
  | { kind: 'react'; choice: number };

/** Attack share of a Bombing or Dogfight pool: a third, half, two thirds (rounded). */
export const SPLITS = [1 / 3, 1 / 2, 2 / 3] as const;
export const MAX_BID = 3;
/** Weapon index of the implicit Point Defense weapon (Weapons › Point Defense). */
export const POINT_DEFENSE = -1;

/**
 * The Actions a model may declare at the start of its activation (Action:
 * "A Model may declare an Action at the start of its activation"), by index;
 * 0 = none. Withdraw, Bombing Run, Dogfight (Intercept) and Combined Attack
 * are Actions too: they are chosen with the plan, and only when no other
 * Action was declared ("a model may only declare one Action").
 */
export const ACTIONS = ['none', 'evade', 'station-keep', 'hard-burn', 'long-shot', 'damage-control', 'combined-attack', 'ram', 'board', 'drone-command', 'overdrive-defense', 'overdrive-sensors', 'overdrive-thrusters', 'reorient', 'suppressing-fire', 'silent-running', 'vector-attack', 'search-pods'] as const;
/** Break the Truce › Search for Escape Pods (scenarios.ts): offered only in that scenario. */
export const SEARCH_PODS = 17;
export type ActionName = (typeof ACTIONS)[number];
export const NO_ACTION = 0;
export const EVADE = 1;
export const STATION_KEEP = 2;
export const HARD_BURN = 3;
export const LONG_SHOT = 4;
export const DAMAGE_CONTROL = 5;
/** `declared` after a squadron's Combined Attack (chosen with its move, not from this list). */
export const COMBINED_ATTACK = 6;
/** `declared` after a Ram (chosen with the move). */
export const RAM_ACTION = 7;
/** `declared` after a Board (chosen with the move, boarding.ts). */
export const BOARD_ACTION = 8;
/** Drone Command (Generic Special Actions › Drone Command; drones.ts), from the list. */
export const DRONE_COMMAND = 9;
/** Overdrive of Defense, Sensors, Thrusters (Capital Ship Special Actions › Overdrive): OVERDRIVE + the rating track (1-3). */
export const OVERDRIVE = 9;
/** Capital Ship Special Actions › Reorient. */
export const REORIENT = 13;

export function fireControlLeft(s: JovianState, unit: Unit): number {
  const card = unit.def;
  // Crippled and Captured ships are "reduced to Fire Control: 1" (States › Crippled, Captured); so is an Evading model (States › Evading).
  const fc = unit.status === 'crippled' || unit.evading || unit.side !== unit.owner ? Math.min(1, card.fireControl) : card.fireControl;
  return fc - s.firedThisActivation;
}

function enemiesWithin(s: JovianState, unit: Unit, inches: number): boolean {
  return s.units.some((e) => e.side !== unit.side && e.inPlay() && dist(unit.x, unit.y, e.x, e.y) < inches);
}

/**
 * Option objects are never mutated (game.ts shares option lists with copies),
 * so the common ones are made once and reused: fewer objects per decision,
 * less garbage collection (`scripts/bench-jovian-wars.ts`).
 */
const SELECT_OPTIONS: Option[] = [];
const MOVE_OPTIONS = new Map<number, Option>();
/** Filled with undefined up front (16 weapons x 256 targets): an empty array written at scattered keys turns into a slow dictionary. */
const FIRE_OPTIONS: (Option | undefined)[] = new Array<Option | undefined>(16 * 256).fill(undefined);
const END: Option = plainOption('end');
const HOLD: Option = plainOption('hold');
const WITHDRAW: Option = plainOption('withdraw');
/** Ambush escape moves by Boost (0..3 Fuel; made once). */
const ESCAPE: readonly Option[] = [0, 1, 2, 3].map(escapeShaped);
/** Water Raid: Mine the Comet with Boost b and bid k, MINE[b][k] (waterRaid.ts). */
const MINE: readonly (readonly Option[])[] = [0, 1, 2, 3].map((b) => [0, 1, 2, 3].map((k) => mineShaped(b, k)));

function selectOption(unit: number): Option {
  let o = SELECT_OPTIONS[unit];
  if (!o) {
    o = selectShaped(unit);
    SELECT_OPTIONS[unit] = o;
  }
  return o;
}

/** A move option by turns (-8..8) and distance (whole inches below 1000; others are made each time). */
function moveOption(turns: number, distance: number): Option {
  if (!Number.isInteger(distance) || distance < 0 || distance >= 1000) return moveShaped(turns, distance);
  const key = (turns + 8) * 1000 + distance;
  let o = MOVE_OPTIONS.get(key);
  if (!o) {
    o = moveShaped(turns, distance);
    MOVE_OPTIONS.set(key, o);
  }
  return o;
}

/** A fire option by weapon (Point Defense -1 .. 14) and target (below 256). */
function fireOption(weapon: number, target: number): Option {
  if (weapon < -1 || weapon > 14 || target >= 256) return fireShaped(weapon, target);
  const key = (weapon + 1) * 256 + target;
  let o = FIRE_OPTIONS[key];
  if (!o) {
    o = fireShaped(weapon, target);
    FIRE_OPTIONS[key] = o;
  }
  return o;
}

/** A squadron's target option kinds, by targetOption's kind index. */
const TARGET_KINDS = ['bomb', 'combined', 'intercept', 'approach', 'land'] as const;
const TARGET_OPTIONS: (Option | undefined)[] = new Array<Option | undefined>(TARGET_KINDS.length * 256 * 8).fill(undefined);

/**
 * A squadron's Bombing Run, Combined Attack, Dogfight, approach or Land option by kind index (TARGET_KINDS),
 * target (below 256) and Boosts (0..7), made once and frozen like fireOption: options are never mutated, and
 * a fresh object per enemy per squadron decision was garbage (`scripts/bench-jovian-wars.ts`).
 */
function targetOption(kind: number, target: number, boost: number): Option {
  if (target >= 256 || boost < 0 || boost > 7) return targetShaped(TARGET_KINDS[kind], target, boost);
  const key = (kind * 256 + target) * 8 + boost;
  let o = TARGET_OPTIONS[key];
  if (!o) {
    o = targetShaped(TARGET_KINDS[kind], target, boost);
    TARGET_OPTIONS[key] = o;
  }
  return o;
}

export function selectOptions(s: JovianState): Option[] {
  const list: Option[] = [];
  // Commanded drones activate before play passes on (drone-command=at-once; drones.ts).
  if (s.drones && s.variants['drone-command'] !== 'later' && pendingDrones(s, s.toMove)) {
    for (const u of s.units) if (u.side === s.toMove && !u.activated && u.def.kind === 'drone' && u.inPlay()) list.push(selectOption(u.index));
    return list;
  }
  // An Embarked model activates too: to Launch, or to stay aboard (States › Embarked).
  for (const u of s.units) if (u.side === s.toMove && !u.activated && (u.inPlay() || u.status === 'embarked')) list.push(selectOption(u.index));
  return list;
}

const LAUNCH: Option = plainOption('launch');
const STAY: Option = plainOption('stay');
/** An Embarked model's activation: Launch (Generic Special Actions › Launch), or stay aboard (it may not Attack or use other Actions off the table). */
export const LAUNCH_OPTIONS: readonly Option[] = Object.freeze([STAY, LAUNCH]);

/** A Reactive Interception offered (reactiveOffer.ts): let the active squadron pass (choice 0), or intercept it (1). */
export const LET_PASS = 0;
export const INTERCEPT = 1;
export const REACT_OPTIONS: readonly Option[] = Object.freeze([reactShaped(LET_PASS), reactShaped(INTERCEPT)]);

/** Whether any Rating Damage (Defense, Sensors, Thrusters), weapon damage or System Trait Damage is there to repair (Repair). */
export function repairable(unit: Unit): boolean {
  return unit.marked[1] > 0 || unit.marked[2] > 0 || unit.marked[3] > 0 || unit.damaged !== 0 || unit.traitDamage !== 0;
}

/** Action list for the activated model (Generic, Squadron and Capital Ship Special Actions); [none] alone skips the choice. */
export function actionOptions(s: JovianState, unit: Unit): Option[] {
  const list: Option[] = [ACTION_OPTIONS[NO_ACTION]];
  // States › Captured and States › Crippled: "may only take the following Actions: Repair, Withdraw".
  if (unit.capital && (unit.side !== unit.owner || unit.status === 'crippled')) {
    if (repairable(unit) || (s.carriers && embarkedDamaged(s, unit))) list.push(ACTION_OPTIONS[DAMAGE_CONTROL]);
    return list;
  }
  if (unit.capital) {
    const thrusters = thrustersOf(unit);
    // Evade and Station Keep: Thrusters 1+; Hard Burn: Thrusters 1+ and not already in the state.
    if (thrusters >= 1) {
      // Reorient: Thrusters 1+ (no card has Sluggish).
      list.push(ACTION_OPTIONS[EVADE], ACTION_OPTIONS[STATION_KEEP], ACTION_OPTIONS[REORIENT]);
      if (unit.hardBurn < 0 && unit.status === 'active') list.push(ACTION_OPTIONS[HARD_BURN]);
    }
    // Long Shot: Sensors 1+, and a gun (not a missile) to fire.
    if (sensorsOf(unit) >= 1 && unit.def.weapons.some((w, wi) => w.type !== 'missile' && w.type !== 'lance' && w.type !== 'drone' && !((unit.damaged >> wi) & 1))) list.push(ACTION_OPTIONS[LONG_SHOT]);
    if (repairable(unit) || (s.carriers && embarkedDamaged(s, unit))) list.push(ACTION_OPTIONS[DAMAGE_CONTROL]);
    if (s.drones && canCommandDrones(s, unit)) list.push(ACTION_OPTIONS[DRONE_COMMAND]);
    // Overdrive ("Rating: +1", a rating with at least 1 remaining): offered for a damaged rating only (an undamaged one gains nothing).
    for (let r = 1; r <= 3; r++) if (unit.overdriven !== r && unit.marked[r] > 0 && (unit.tracks[r][unit.marked[r]] ?? 0) >= 1) list.push(ACTION_OPTIONS[OVERDRIVE + r]);
    // Suppressing Fire (a Kinetic Cannon and an enemy capital ship) and Silent Running (any model; supportActions.ts).
    if (canSuppress(s, unit)) list.push(ACTION_OPTIONS[SUPPRESSING_FIRE]);
    list.push(ACTION_OPTIONS[SILENT_RUNNING]);
    if (canVector(s, unit, sensorsOf(unit))) list.push(ACTION_OPTIONS[VECTOR_ATTACK]);
    if (s.scenario !== null && s.scenario.kind === 'break-the-truce') list.push(ACTION_OPTIONS[SEARCH_PODS]);
    return list;
  }
  // Break the Truce: "Any model may use its Action to search for escape pods".
  if (s.scenario !== null && s.scenario.kind === 'break-the-truce') return [...(unit.fuel >= 2 ? SQUADRON_ACTIONS[1] : SQUADRON_ACTIONS[0]), ACTION_OPTIONS[SEARCH_PODS]];
  // Evade: Fuel 2+ for a squadron; Silent Running for any model (one of two lists built once, `SQUADRON_ACTIONS`).
  return unit.fuel >= 2 ? SQUADRON_ACTIONS[1] : SQUADRON_ACTIONS[0];
}

const ACTION_OPTIONS: readonly Option[] = Object.freeze(ACTIONS.map((_, action) => actionShaped(action)));
/** A squadron's Action lists: [none, Silent Running] and [none, Evade, Silent Running] (never mutated). */
const SQUADRON_ACTIONS: readonly Option[][] = [
  Object.freeze([ACTION_OPTIONS[NO_ACTION], ACTION_OPTIONS[SILENT_RUNNING]]) as Option[],
  Object.freeze([ACTION_OPTIONS[NO_ACTION], ACTION_OPTIONS[EVADE], ACTION_OPTIONS[SILENT_RUNNING]]) as Option[],
];

/** Terrain › Large Asteroid and Comets (Body) "May not overlap": a capital ship's move may not end on one. */
function canEnd(s: JovianState, unit: Unit, turns: number, inches: number): boolean {
  // Water Raid › Surprise Attack!: no move takes a Defender capital ship off the table (Leaving Play = Withdrawn) before Turn 4.
  if (s.scenario !== null && s.scenario.kind === 'water-raid' && !mayWithdraw(s, unit)) {
    const h = (unit.heading + turns + 8) % 8;
    if (!onTable(unit.x + COS[h] * inches, unit.y + SIN[h] * inches, s.table)) return false;
  }
  // Terrain › Planet or Large Moon: "A planet may not be overlapped or moved through" (variant `planet=west`: no move ends past x = 0).
  const west = s.variants.planet === 'west';
  if (s.terrain.length === 0 && !west) return true;
  const h = (unit.heading + turns + 8) % 8;
  const x = unit.x + COS[h] * inches;
  const y = unit.y + SIN[h] * inches;
  if (west && x < 0) return false;
  for (const t of s.terrain) if ((t.kind === 'large-asteroid' || t.kind === 'comet-body') && inside(t, x, y)) return false;
  return true;
}

/** The distinct move distances of one planOptions call (module scratch). */
const DISTANCES = [0, 0, 0];

export function planOptions(s: JovianState, unit: Unit): Option[] {
  const list: Option[] = [];
  const card = unit.def;
  // Generic Special Actions › Withdraw: at least 6" from enemy models (Skill Test D+); an Action, so not after another.
  const free = s.declared === NO_ACTION;
  // Ambush: the Defender only within 6" of the escape edge (scenarios.ts).
  const canWithdraw = free && !enemiesWithin(s, unit, 6) && (s.scenario === null || mayWithdraw(s, unit));
  if (card.kind === 'capital') {
    const thrusters = thrustersOf(unit);
    // Hard Burn:X: Speed doubled while X > 0, Turns 1 (Capital Ship Special Actions › Hard Burn).
    // Terrain: Speed +2 starting on a Small Moon, -1 in Atmosphere.
    // Planet (variant `planet=west`): Speed +2 with the planet's edge in the Front Arc, -1 in the Aft Arc.
    const planet = s.variants.planet === 'west' ? planetSpeed(unit.x, unit.y, unit.heading, s.table) : 0;
    const base = Math.max(0, card.speed + planet + (s.terrain.length > 0 ? speedChange(s.terrain, unit.x, unit.y) : 0));
    const speed = unit.stationKeeping ? 0 : unit.hardBurn > 0 ? 2 * base : base;
    // Turns: "equal to its Turns rating or its current Thrusters rating, whichever is lower"; at Thrusters 0 none
    // unless the Skill Test passed (flow.ts turnTestAtZero), then one, or the Turns rating (`thrusters-zero-turns`).
    const atZero = unit.turnTest >= 1 ? (s.variants['thrusters-zero-turns'] === 'turns-rating' ? card.turns : 1) : 0;
    const maxTurns = Math.min(unit.hardBurn >= 0 ? 1 : card.turns, thrusters > 0 ? thrusters : atZero);
    // "Minimum Move Distance: Speed rating minus the current Thrusters rating": below 0 it is a move backward (the
    // Shan-Yu, Speed 2 and Thrusters 3, "may move a minimum of -1" backward and a maximum of 5""). Station Keeping:
    // Speed 0, and no minimum move ("unless the ships uses the Station Keep action").
    const lo = unit.stationKeeping ? 0 : speed - thrusters;
    const hi = speed + thrusters;
    // lo, middle, hi without repeats (no Set and spread per decision).
    const mid = Math.round((lo + hi) / 2);
    const count = lo === hi ? 1 : mid === lo || mid === hi ? 2 : 3;
    DISTANCES[0] = lo;
    DISTANCES[1] = count === 3 ? mid : hi;
    DISTANCES[2] = hi;
    // Reorient: N one turn beyond the Turns rating; D+ "turn to face any direction" (-3..+4 steps of 45 degrees).
    const reoriented = unit.reorient < 0 ? maxTurns : unit.reorient === 0 ? maxTurns + 1 : 4;
    const turns = unit.status === 'active' ? reoriented : 0;
    const fromTurn = turns === 4 ? -3 : -turns;
    for (let t = fromTurn; t <= turns; t++) for (let k = 0; k < count; k++) if (canEnd(s, unit, t, DISTANCES[k])) list.push(moveOption(t, DISTANCES[k]));
    // Boxed in by Large Asteroids: it overlaps one rather than have no move at all (Terrain: "treating it as an overlapping model").
    if (list.length === 0) for (let t = fromTurn; t <= turns; t++) for (let k = 0; k < count; k++) list.push(moveOption(t, DISTANCES[k]));
    // Ram (Structure 0-1 or Fire Ship): a capital ship its keel line reaches this move; Crippled ships make no turns.
    if (free && canRam(unit) && unit.side === unit.owner) {
      for (const e of s.units) {
        if (e.side === unit.side || !e.inPlay() || !e.capital) continue;
        // Rams and boardings move forward only (the keel line's contact; a simplification where lo < 0).
        const move = ramMove(unit, e, unit.status === 'active' ? maxTurns : 0, Math.max(0, lo), hi);
        if (move) list.push(ramShaped(e.index, move.turns, move.distance, 0));
      }
    }
    // Board (Generic Special Actions): a capital ship the move brings within 1" (3" Assault Craft), committing 1..Marines.
    if (free && canBoard(unit)) {
      const reach = boardingReach(unit);
      const marines = marinesOf(unit);
      for (const e of s.units) {
        if (e.side === unit.side || !e.inPlay() || !e.capital) continue;
        const move = boardMove(unit, e, maxTurns, Math.max(0, lo), hi, reach);
        if (move) for (let m = 1; m <= marines; m++) list.push(boardShaped(e.index, move.turns, move.distance, m));
      }
    }
    if (canWithdraw) list.push(WITHDRAW);
    return list;
  }
  const sq = card as SquadronCard;
  // Actions › Boost: 1-2 Fuel; a Fast model's up to 3 (Traits › Fast, fast-text=full; fast.ts).
  const maxBoost = s.fast ? boostMaxFuel(s, unit) : BOOST_MAX_FUEL;
  for (const e of s.units) {
    if (e.side === unit.side || !e.inPlay()) continue;
    const gap = dist(unit.x, unit.y, e.x, e.y);
    const reach = boostFor(sq, unit, gap, maxBoost);
    const boost = Math.max(0, Math.min(1, unit.fuel, gap > sq.speed ? 1 : 0));
    if (e.capital) {
      if (free && reach >= 0 && unit.status === 'active') list.push(targetOption(0, e.index, reach));
      // Combined Attack: a Squadron puts a Capital Ship in its Short or Optimum Range into Targeted (+1), then attacks it.
      if (free) list.push(targetOption(1, e.index, boost));
      // Squadron Ramming Capital Ship (Structure 0-1 or Fire Ship): into base contact, Boosting if it must.
      if (free && canRam(unit) && unit.side === unit.owner) {
        const b = ramBoost(unit, e, maxBoost);
        if (b >= 0) list.push(ramShaped(e.index, 0, 0, b));
      }
    } else if (free && reach >= 0 && (sq.kind !== 'drone' || sq.droneClass === 3)) list.push(targetOption(2, e.index, reach));
    list.push(targetOption(3, e.index, boost));
  }
  // Board by an Exo-Suit squadron (exoSuits.ts; no shipped card has the trait).
  if (free && sq.kind === 'exo-armor' && isExoSuit(unit)) exoSuitBoardOptions(s, unit, list);
  // Squadron Special Actions › Land: into base contact with a friendly carrier with room (an extra Action, Boosting if it must). Drones never Land.
  if (s.carriers && sq.kind !== 'drone') for (const c of s.units) {
    if (c.side !== unit.side || !c.capital || !canTakeAboard(s, c, unit)) continue;
    const reach = boostFor(sq, unit, Math.max(0, dist(unit.x, unit.y, c.x, c.y) - 1), maxBoost);
    if (reach >= 0) list.push(targetOption(4, c.index, reach));
  }
  list.push(HOLD);
  if (canWithdraw) list.push(WITHDRAW);
  // Ambush: a Defender squadron may fly straight for the escape edge (leaving the table there is Leaving Play: Withdrawn).
  if (s.scenario !== null && isDefender(s, unit) && unit.status === 'active') for (let b = 0; b <= Math.min(maxBoost, unit.fuel); b++) list.push(ESCAPE[b]);
  // Water Raid › Mine the Comet: "resolving an Bombing action against the Comet" (an Action: into contact, Boosting if
  // it must, then a Fuel bid of what is left, Bombing Run step 2: "equal to or less than the fuel they have remaining").
  if (free && s.scenario !== null && s.scenario.kind === 'water-raid' && mayMine(s, unit)) {
    const boost = boostFor(sq, unit, mineGap(s, unit), maxBoost);
    if (boost >= 0) for (let k = 0; k <= Math.min(MAX_BID, unit.fuel - boost); k++) list.push(MINE[boost][k]);
  }
  return list;
}

/** The Boosts a squadron needs to cover `gap` inches this activation (0 none, -1 out of reach); a module function, not a closure per call. */
function boostFor(sq: SquadronCard, unit: Unit, gap: number, maxBoost: number): number {
  if (gap <= sq.speed) return 0;
  for (let b = 1; b <= Math.min(maxBoost, unit.fuel); b++) if (gap <= sq.speed + b * BOOST_INCHES) return b;
  return -1;
}

/**
 * Whether the weapon reaches the target now: arc, range, damage, use. `d` and
 * `bits` are the distance and the arcs the target lies in off the firer's heading
 * (geometry.ts arcBits), worked out once per target (`scripts/bench-jovian-wars.ts`).
 */
function canFire(s: JovianState, unit: Unit, w: Weapon, wi: number, target: Unit, d: number, bits: number): boolean {
  if ((unit.used >> wi) & 1 || (unit.damaged >> wi) & 1) return false;
  if (w.type === 'lance' || w.type === 'drone') return false;
  if (target.capital ? w.ac === 0 : w.as === 0) return false;
  // arcCovers as bits: the weapon's arc mask (geometry.ts arcMasksOf, made once per card) against the target's arcs, Spinal's keel test apart.
  if (unit.capital && (callMasks.bits[wi] & bits) === 0 && !((callMasks.bits[wi] & ARC_SPN) !== 0 && onKeel(unit.heading, target.x - unit.x, target.y - unit.y))) return false;
  // Suppressing Fire: "at any distance away, ignoring Sensor Range" (supportActions.ts).
  if (callSuppressing && suppressingShot(s, unit, w, target)) return true;
  // The range answers below are per target, worked out at the first weapon that asks in this attackOptions call (rangeAnswers).
  const i = target.index;
  if (targetStamp[i] !== callStamp) rangeAnswers(s, unit, target, d);
  if (w.type === 'missile') return targetMissileDistance[i] <= MISSILE_RANGE[w.missile ?? 'ac'];
  // Only Long Range refuses a gun (Sniper and the Long Shot action excepted); Cloak (traits-1) puts the target at Long Range.
  if (callLongShot || traitValue(w.traits, 'sniper') > 0) return true;
  return targetGunInRange[i] === 1;
}

/** canFire's range answers for one target (d inches away), for the rest of this attackOptions call. */
function rangeAnswers(s: JovianState, unit: Unit, t: Unit, d: number): void {
  const i = t.index;
  targetStamp[i] = callStamp;
  const tCard = t.def;
  const cover = s.terrain.length > 0 ? coverStealth(s.terrain, t.x, t.y) : 0;
  const stealthTrait = traitValue(tCard.traits, 'stealth');
  const stealthReading = traitReading(s.variants, 'stealth');
  targetMissileDistance[i] = d + (stealthTrait + cover + t.silent > 0 && stealthReading === 'traits-1' ? 6 : 0);
  if (traitValue(tCard.traits, 'cloak') > 0 && traitReading(s.variants, 'cloak') === 'traits-1') targetGunInRange[i] = 0;
  else {
    const stealth = stealthReading === 'traits-2' ? stealthTrait + cover + (t.silent > 0 ? 1 : 0) : 0;
    targetGunInRange[i] = rangeBand(d, tCard.signature, Math.max(0, rangeSensorsOf(unit, s.variants['sensor-damage'] === 'long-only') - stealth), s.variants['optimum-edge']) !== 'long' ? 1 : 0;
  }
}

/**
 * canFire's per-target range answers for one attackOptions call (module scratch; the same reading for
 * every weapon, so worked out once per target, not per weapon and target: `scripts/bench-jovian-wars.ts`).
 * targetMissileDistance: the distance plus 6" when the target counts as having Stealth under traits-1;
 * targetGunInRange: 1 when a gun without Sniper or Long Shot reaches it (not Cloaked under traits-1, not at Long Range).
 */
const targetMissileDistance = new Float64Array(256);
const targetGunInRange = new Uint8Array(256);
/** The indices of the enemy models in play for one attackOptions call, in unit order (module scratch). */
const ENEMIES = new Int32Array(256);
/** The attackOptions call each target's answers belong to (callStamp, counted per call). */
const targetStamp = new Float64Array(256).fill(-1);
let callStamp = 0;
let callSuppressing = false;
let callLongShot = false;

/** Per-target distance and arcs (geometry.ts arcBits) for one attackOptions call (module scratch: no arrays per call). */
const targetDistance = new Float64Array(256);
const targetBits = new Uint8Array(256);
/** The firer's weapon arc masks for one attackOptions call (a capital ship's; geometry.ts arcMasksOf). */
let callMasks = arcMasksOf({ weapons: [] });

/** geometry.ts arcCovers' Spinal test: ahead of the ship and within 1" of its keel line. */
function onKeel(h: number, dx: number, dy: number): boolean {
  const ahead = dx * COS[h] + dy * SIN[h];
  const across = Math.abs(-dx * SIN[h] + dy * COS[h]);
  return ahead > 0 && across <= 1;
}

export function attackOptions(s: JovianState, unit: Unit): Option[] {
  const list: Option[] = [];
  if (fireControlLeft(s, unit) > 0) {
    const card = unit.def;
    const units = s.units;
    callSuppressing = s.declared === SUPPRESSING;
    callLongShot = s.longShot >= 0 && s.active === unit.index;
    callStamp++;
    if (unit.capital) callMasks = arcMasksOf(card);
    let enemies = 0;
    for (let i = 0; i < units.length; i++) {
      const t = units[i];
      if (t.side === unit.side || !t.inPlay()) continue;
      ENEMIES[enemies++] = i;
      targetDistance[i] = dist(unit.x, unit.y, t.x, t.y);
      if (unit.capital) targetBits[i] = arcBits(unit.heading, t.x - unit.x, t.y - unit.y);
    }
    // Combined Attack: the first Fire Control goes to an attack on the Targeted ship when any weapon can make one.
    let must = -1;
    if (s.mustAttack >= 0) {
      const m = units[s.mustAttack];
      for (let wi = 0; wi < card.weapons.length && must < 0; wi++) if (m.inPlay() && canFire(s, unit, card.weapons[wi], wi, m, targetDistance[m.index], targetBits[m.index])) must = m.index;
    }
    for (let wi = 0; wi < card.weapons.length; wi++) {
      const w = card.weapons[wi];
      // A used or damaged weapon, a Lance or a Drone Bay fires at no target (canFire's first checks, once per weapon).
      if (((unit.used | unit.damaged) >> wi) & 1 || w.type === 'lance' || w.type === 'drone') continue;
      // The enemies in play in unit order (ENEMIES), as the loop over every unit listed them.
      for (let k = 0; k < enemies; k++) {
        const i = ENEMIES[k];
        const t = units[i];
        if ((must < 0 || t.index === must) && canFire(s, unit, w, wi, t, targetDistance[i], targetBits[i])) list.push(fireOption(wi, t.index));
      }
    }
    if (must >= 0) return list;
    // Weapons › Drone Bay: using it (one Fire Control) launches drones; the option names the ship itself.
    if (s.drones && unit.capital) for (let wi = 0; wi < card.weapons.length; wi++) if (card.weapons[wi].type === 'drone' && !(((unit.used | unit.damaged) >> wi) & 1) && hasStock(s, unit)) list.push(fireOption(wi, unit.index));
    if (unit.capital && !unit.pdUsed && defenseOf(unit) > 0) {
      // The first enemy squadron within its Signature, by index (no closure per call: `scripts/bench-jovian-wars.ts`).
      for (let i = 0; i < units.length; i++) {
        const t = units[i];
        if (t.side !== unit.side && t.inPlay() && !t.capital && dist(unit.x, unit.y, t.x, t.y) <= t.def.signature) {
          list.push(fireOption(POINT_DEFENSE, t.index));
          break;
        }
      }
    }
  }
  list.push(END);
  return list;
}

export function commitOptions(s: JovianState): Option[] {
  const ex = s.exchange!;
  if (ex.kind === 'firefight') return firefightOptions(ex.first === null);
  const unit = s.units[ex.first === null ? ex.attacker : ex.defender];
  const maxBid = unit.capital ? 0 : Math.min(MAX_BID, unit.fuel);
  return COMMIT_LISTS[maxBid];
}

/** The commit option (bid, split) of the commit lists (shared, frozen; bid 0..MAX_BID). */
export function commitOption(bid: number, split: number): Option {
  return COMMIT_LISTS[MAX_BID][bid * SPLITS.length + split];
}

/** The commit lists by highest Fuel bid (0..MAX_BID), built once: option lists are never mutated (`scripts/bench-jovian-wars.ts`). */
const COMMIT_LISTS: Option[][] = Array.from({ length: MAX_BID + 1 }, (_, maxBid) => {
  const list: Option[] = [];
  for (let bid = 0; bid <= maxBid; bid++) for (let split = 0; split < SPLITS.length; split++) list.push(commitShaped(bid, split));
  return Object.freeze(list) as Option[];
});

/**
 * Distance in inches, module-local (under tsx every imported binding read is
 * a getter call) and with sqrt rather than Math.hypot (several times slower):
 * only compared and scored here, and the fixture games are unchanged
 * (`scripts/bench-jovian-wars.ts`).
 */
function dist(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  return Math.sqrt(dx * dx + dy * dy);
}
