/**
 * A game's fixed part: the two forces (side JSON: a name and a unit list),
 * the chosen variants, the generated table, deployment and the mission's
 * objectives (Missions › Control Points, Objective Grab).
 *
 * A side's `units` is a comma-separated list of unit entries, each
 * optionally repeated: "sol-command-officer, sol-line-infantry x3,
 * sol-line-infantry-fireteam". A profile id is an individual (one model: "For
 * Exoshift Tactics, most units will be individuals", Units, Models, and
 * Stats); an id from data/units.json is a unit of 1-6 models. 'id reserve N'
 * puts the unit in Reserve with arrival number N (Reserves).
 *
 * The engine's entities are models (state layout, host.ts); a "group" is
 * the rulebook's unit: its models are consecutive entities, and the
 * unit-wide numbers (Disruption, Exhausted, Routed, CP, Reserve ...) are kept
 * equal on every model of the group (host.ts set, SHARED_FIELD).
 */
import { GameInputError } from '../../game/gameInputError.ts';
import type { Board } from './board.ts';
import { PROFILES, UNITS, weaponById, type Profile, type Weapon } from './profiles.ts';
import { newTableId } from './sightlines.ts';
import { statDefs, type StatDefs } from './statChanges.ts';
import { CONTROL_POINTS, GRAB_TOKENS_PER_SIDE, MAX_ARRIVAL, MAX_CP_BONUS, TABLE_DEPTH, TABLE_WIDTH, type ExoshiftVariants } from './rules.ts';

/** `cpBonus` (0-6, default 0): extra global CP every round (rules.ts MAX_CP_BONUS; Start of Game Round › Refresh CP). */
export type ExoshiftSide = { readonly name: string; readonly units: string; readonly cpBonus?: number };

export const MAX_UNITS_PER_SIDE = 6;

export interface Setup {
  sides: readonly [ExoshiftSide, ExoshiftSide];
  variants: ExoshiftVariants;
  board: Board;
  units: number;
  /** Per model. */
  profile: readonly Profile[];
  /** Per model: its first listed weapon (the one the single-weapon paths fire). */
  weapon: readonly Weapon[];
  /** Per model: every weapon it carries (a second weapon fires too: unitShoot.ts, variant secondWeapon). */
  weapons: readonly (readonly Weapon[])[];
  side: Int8Array;
  /** Rulebook units ("groups"): how many, each model's group, each group's first model and size, its printed name. */
  groups: number;
  groupOf: Int8Array;
  groupFirst: Int16Array;
  groupSize: Int8Array;
  groupName: readonly string[];
  /** Whether any unit has more than one model (the individual-only paths skip the group work). */
  multi: boolean;
  objectives: number;
  grab: boolean;
  /** Per model: its unit's arrival number if it starts in Reserve, else -1 (side syntax 'profile-id reserve N'). */
  arrival: Int8Array;
  /** Per model: its base radius in inches (base mm / 25.4 / 2). */
  radius: Float64Array;
  /** The id that keys this game's remembered sightlines (sightlines.ts). */
  table: number;
  /** Per seat: extra global CP every round (side field cpBonus, default 0). */
  cpBonus: readonly [number, number];
  /**
   * Per model: the Drone Operator controlling this drone, else -1 (Unit Traits › Drone Operator X: "Must choose up to X
   * number of drones"; the game chooses: each operator in list order takes the first X uncontrolled drones of its side).
   */
  controller: Int16Array;
  /** Per model with more than one weapon: 1 Independent Targeting, 2 Two handed, else 0 (rules.ts variants independentTargeting, twoHanded). */
  splitTrait: Uint8Array;
  /** Whether any model has splitTrait (legal.ts lists Declare only then). */
  anySplit: boolean;
}

/** A side's cpBonus (absent: 0), or a GameInputError naming the side, the field and the allowed range. */
export function cpBonusOf(side: ExoshiftSide, where: string): number {
  const bonus = side.cpBonus ?? 0;
  if (!Number.isInteger(bonus) || bonus < 0 || bonus > MAX_CP_BONUS) throw new GameInputError(`${where}: field 'cpBonus' must be a whole number from 0 to ${MAX_CP_BONUS}, got ${JSON.stringify(side.cpBonus)}`);
  return bonus;
}

/** The profile ids of a side's `units` string, or a GameInputError naming the side and the bad entry. */
export function parseUnits(side: ExoshiftSide, where: string): string[] {
  return parseRoster(side, where).map(([id]) => id);
}

/**
 * Each unit of a side's `units` string as [profile id, arrival number or -1]:
 * 'profile-id', 'profile-id xN', and either followed by 'reserve N' (the
 * units start in Reserve with arrival number N, 0-9: Reserves).
 */
export function parseRoster(side: ExoshiftSide, where: string): Array<[string, number]> {
  const units: Array<[string, number]> = [];
  for (const entry of side.units.split(',')) {
    const match = /^\s*([a-z0-9-]+)\s*(?:x\s*(\d+))?\s*(?:reserve\s+(\d+))?\s*$/.exec(entry);
    if (!match) throw new GameInputError(`${where}: field 'units' entry '${entry.trim()}' must be 'id', 'id xN' or either followed by 'reserve N' (a profile or unit id)`);
    if (!PROFILES[match[1]] && !UNITS[match[1]]) throw new GameInputError(`${where}: field 'units': unknown profile or unit '${match[1]}'; profiles: ${Object.keys(PROFILES).join(', ')}; units: ${Object.keys(UNITS).join(', ')}`);
    const arrival = match[3] === undefined ? -1 : Number(match[3]);
    if (arrival > MAX_ARRIVAL) throw new GameInputError(`${where}: field 'units' entry '${entry.trim()}': an arrival number is 0 to ${MAX_ARRIVAL}, got ${arrival}`);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    for (let i = 0; i < count; i++) units.push([match[1], arrival]);
  }
  if (units.length < 1 || units.length > MAX_UNITS_PER_SIDE) throw new GameInputError(`${where}: field 'units' must list 1 to ${MAX_UNITS_PER_SIDE} units, got ${units.length}`);
  return units;
}

/**
 * What a pair of unit lists gives under one `stats` value (read-only, shared by every game between them:
 * scripts/bench-exoshift.ts plays thousands). Its profiles and weapons are the stats value's (statChanges.ts), so the
 * key holds that value: a changed game never gets the printed numbers, nor a printed game the changed ones.
 */
type Forces = Omit<Setup, 'sides' | 'variants' | 'board' | 'objectives' | 'grab' | 'table' | 'cpBonus'>;
const forcesMemo = new Map<string, Forces>();

export function makeSetup(sides: readonly [ExoshiftSide, ExoshiftSide], variants: ExoshiftVariants, board: Board): Setup {
  const stats = variants.stats ?? 'printed';
  const key = `${sides[0].name}\u0000${sides[0].units}\u0000${sides[1].name}\u0000${sides[1].units}\u0000${stats}`;
  let forces = forcesMemo.get(key);
  if (!forces) {
    // A bad stats value throws here, before anything is kept (statChanges.ts: one line naming the change).
    forces = makeForces(sides, statDefs(stats));
    if (forcesMemo.size > 256) forcesMemo.clear();
    forcesMemo.set(key, forces);
  }
  const grab = variants.mission === 'objective-grab';
  // Spelled out, not spread: one fixed object shape for every game's setup (its fields are read in every hot loop).
  return {
    sides,
    variants,
    // Variant woods (EX-118): the table's woods as dense zone terrain, on a copy of the board (the generator's stays as is).
    board: variants.woods === 'sparse' ? board : { ...board, denseWoods: variants.woods },
    units: forces.units,
    profile: forces.profile,
    weapon: forces.weapon,
    weapons: forces.weapons,
    side: forces.side,
    groups: forces.groups,
    groupOf: forces.groupOf,
    groupFirst: forces.groupFirst,
    groupSize: forces.groupSize,
    groupName: forces.groupName,
    multi: forces.multi,
    objectives: grab ? 2 * GRAB_TOKENS_PER_SIDE : Number(variants.controlPoints),
    grab,
    arrival: forces.arrival,
    radius: forces.radius,
    table: newTableId(),
    cpBonus: [cpBonusOf(sides[0], `side A '${sides[0].name}'`), cpBonusOf(sides[1], `side B '${sides[1].name}'`)],
    controller: forces.controller,
    splitTrait: forces.splitTrait,
    anySplit: forces.anySplit,
  };
}

/** Each drone's operator (Setup.controller): operators in list order, each taking up to X of its side's drones not yet taken. */
function droneControllers(profile: readonly Profile[], side: readonly number[]): Int16Array {
  const controller = new Int16Array(profile.length).fill(-1);
  for (let op = 0; op < profile.length; op++) {
    let left = profile[op].droneOperator;
    for (let d = 0; d < profile.length && left > 0; d++) {
      if (d === op || side[d] !== side[op] || !profile[d].drone || controller[d] >= 0) continue;
      controller[d] = op;
      left--;
    }
  }
  return controller;
}

/** A profile's weapon under the stats value (its ids were checked on load: weaponById's error names an unknown one). */
const weaponOf = (defs: StatDefs, id: string): Weapon => defs.weapon(id) ?? weaponById(id);

function makeForces(sides: readonly [ExoshiftSide, ExoshiftSide], defs: StatDefs): Forces {
  const rosters = [parseRoster(sides[0], `side A '${sides[0].name}'`), parseRoster(sides[1], `side B '${sides[1].name}'`)];
  const profile: Profile[] = [];
  const side: number[] = [];
  const arrival: number[] = [];
  const groupOf: number[] = [];
  const groupFirst: number[] = [];
  const groupSize: number[] = [];
  const groupName: string[] = [];
  for (const seat of [0, 1]) {
    for (const [id, number] of rosters[seat]) {
      const unit = UNITS[id];
      const models = unit ? unit.models : [id];
      groupFirst.push(profile.length);
      groupSize.push(models.length);
      groupName.push(unit ? unit.name : PROFILES[id].name);
      // Every number a game reads of a model is its profile's and weapons' here, as the stats value gives them.
      for (const m of models) (profile.push(defs.profile(m) as Profile), side.push(seat), arrival.push(number), groupOf.push(groupFirst.length - 1));
    }
  }
  const splitTrait = Uint8Array.from(profile, (p) => (p.weapons.length < 2 ? 0 : p.independentTargeting ? 1 : p.twoHanded ? 2 : 0));
  return {
    units: profile.length,
    profile,
    weapon: profile.map((p) => weaponOf(defs, p.weapons[0])),
    weapons: profile.map((p) => p.weapons.map((id) => weaponOf(defs, id))),
    side: Int8Array.from(side),
    groups: groupFirst.length,
    groupOf: Int8Array.from(groupOf),
    groupFirst: Int16Array.from(groupFirst),
    groupSize: Int8Array.from(groupSize),
    groupName,
    multi: groupSize.some((n) => n > 1),
    arrival: Int8Array.from(arrival),
    radius: Float64Array.from(profile, (p) => p.siz.base / 50.8),
    controller: droneControllers(profile, side),
    splitTrait,
    anySplit: splitTrait.some((t) => t > 0),
  };
}

/**
 * Where model k of a unit of n stands relative to the unit's point: a line
 * across the table, 1.5" between centres. The rulebook states no coherency
 * rule; the game keeps a unit's models in this formation as they move
 * together (README, "Simplified").
 */
export const FORMATION_SPACING = 1.5;
export const formationOffset = (k: number, n: number) => (k - (n - 1) / 2) * FORMATION_SPACING;

/**
 * Deployment (Missions › Deployment – Generic, abstracted): each side's units
 * spread evenly along its long edge, 4" in, mirrored through the centre.
 */
export function deploymentPoint(index: number, count: number, seat: number, width = TABLE_WIDTH, depth = TABLE_DEPTH): [number, number] {
  const x = (width * (index + 1)) / (count + 1);
  return seat === 0 ? [x, 4] : [width - x, depth - 4];
}

/**
 * Objective positions, mirrored through the centre. Control Points: 5
 * markers (players + 3) more than 12" apart and at least 8" from every edge;
 * the what-if counts (variant controlPoints, EX-111) keep both rules: 3 on the
 * centre line, 20" apart; 7 adds two on the centre column, 14" above and below
 * the middle one. Objective Grab: 6 tokens in each half, 12" apart, 7" from
 * the centre line; tokens in seat s's half belong to seat s (the enemy picks
 * them up, s locks them). On a table of another size (variant table, EX-015)
 * every point moves in proportion (scaledPoints).
 */
export function objectivePoints(grab: boolean, controlPoints = CONTROL_POINTS, width = TABLE_WIDTH, depth = TABLE_DEPTH): Array<[number, number, number]> {
  const points = standardPoints(grab, controlPoints);
  if (width === TABLE_WIDTH && depth === TABLE_DEPTH) return points;
  // On a 2' x 3' table the Control Points rules ("more than 12\" away from another marker and cannot be within 8\" of
  // the table edge") cannot both hold for 5 markers: the pattern is scaled, and the rules bend (README, EX-015).
  return points.map(([x, y, owner]) => [(x * width) / TABLE_WIDTH, (y * depth) / TABLE_DEPTH, owner]);
}

function standardPoints(grab: boolean, controlPoints: number): Array<[number, number, number]> {
  if (!grab) {
    if (controlPoints === 3) return [[36, 24, -1], [16, 24, -1], [56, 24, -1]];
    const five: Array<[number, number, number]> = [[36, 24, -1], [16, 16, -1], [56, 16, -1], [16, 32, -1], [56, 32, -1]];
    return controlPoints === 7 ? [...five, [36, 10, -1], [36, 38, -1]] : five;
  }
  const points: Array<[number, number, number]> = [];
  for (let i = 0; i < GRAB_TOKENS_PER_SIDE; i++) points.push([8 + 12 * i, 17, 0]);
  for (let i = 0; i < GRAB_TOKENS_PER_SIDE; i++) points.push([TABLE_WIDTH - 8 - 12 * i, TABLE_DEPTH - 17, 1]);
  return points;
}
