/**
 * A game's fixed part: the two forces (side JSON: a name and a unit list),
 * the chosen variants, the generated table, deployment and the mission's
 * objectives (Missions › Control Points, Objective Grab).
 *
 * A side's `units` is a comma-separated list of profile ids, each optionally
 * repeated: "sol-command-officer, sol-line-infantry x3, sol-field-medic".
 * Every unit is an individual (one model), as "For Exoshift Tactics, most
 * units will be individuals" (Units, Models, and Stats). 'profile-id reserve N'
 * puts the unit in Reserve with arrival number N (Reserves).
 */
import { GameInputError } from '../../game/gameInputError.ts';
import type { Board } from './board.ts';
import { PROFILES, weaponById, type Profile, type Weapon } from './profiles.ts';
import { newTableId } from './sightlines.ts';
import { CONTROL_POINTS, GRAB_TOKENS_PER_SIDE, MAX_ARRIVAL, TABLE_DEPTH, TABLE_WIDTH, type ExoshiftVariants } from './rules.ts';

export type ExoshiftSide = { readonly name: string; readonly units: string };

export const MAX_UNITS_PER_SIDE = 6;

export interface Setup {
  sides: readonly [ExoshiftSide, ExoshiftSide];
  variants: ExoshiftVariants;
  board: Board;
  units: number;
  profile: readonly Profile[];
  weapon: readonly Weapon[];
  side: Int8Array;
  objectives: number;
  grab: boolean;
  /** Per unit: its arrival number if it starts in Reserve, else -1 (side syntax 'profile-id reserve N'). */
  arrival: Int8Array;
  /** Per unit: its base radius in inches (base mm / 25.4 / 2). */
  radius: Float64Array;
  /** The id that keys this game's remembered sightlines (sightlines.ts). */
  table: number;
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
    if (!match) throw new GameInputError(`${where}: field 'units' entry '${entry.trim()}' must be 'profile-id', 'profile-id xN' or either followed by 'reserve N'`);
    if (!PROFILES[match[1]]) throw new GameInputError(`${where}: field 'units': unknown profile '${match[1]}'; profiles: ${Object.keys(PROFILES).join(', ')}`);
    const arrival = match[3] === undefined ? -1 : Number(match[3]);
    if (arrival > MAX_ARRIVAL) throw new GameInputError(`${where}: field 'units' entry '${entry.trim()}': an arrival number is 0 to ${MAX_ARRIVAL}, got ${arrival}`);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    for (let i = 0; i < count; i++) units.push([match[1], arrival]);
  }
  if (units.length < 1 || units.length > MAX_UNITS_PER_SIDE) throw new GameInputError(`${where}: field 'units' must list 1 to ${MAX_UNITS_PER_SIDE} units, got ${units.length}`);
  return units;
}

export function makeSetup(sides: readonly [ExoshiftSide, ExoshiftSide], variants: ExoshiftVariants, board: Board): Setup {
  const rosters = [parseRoster(sides[0], `side A '${sides[0].name}'`), parseRoster(sides[1], `side B '${sides[1].name}'`)];
  const profile: Profile[] = [];
  const side: number[] = [];
  const arrival: number[] = [];
  for (const seat of [0, 1]) for (const [id, number] of rosters[seat]) (profile.push(PROFILES[id]), side.push(seat), arrival.push(number));
  const grab = variants.mission === 'objective-grab';
  return {
    sides,
    variants,
    board,
    units: profile.length,
    profile,
    weapon: profile.map((p) => weaponById(p.weapons[0])),
    side: Int8Array.from(side),
    objectives: grab ? 2 * GRAB_TOKENS_PER_SIDE : CONTROL_POINTS,
    grab,
    arrival: Int8Array.from(arrival),
    radius: Float64Array.from(profile, (p) => p.siz.base / 50.8),
    table: newTableId(),
  };
}

/**
 * Deployment (Missions › Deployment – Generic, abstracted): each side's units
 * spread evenly along its long edge, 4" in, mirrored through the centre.
 */
export function deploymentPoint(index: number, count: number, seat: number): [number, number] {
  const x = (TABLE_WIDTH * (index + 1)) / (count + 1);
  return seat === 0 ? [x, 4] : [TABLE_WIDTH - x, TABLE_DEPTH - 4];
}

/**
 * Objective positions, mirrored through the centre. Control Points: 5
 * markers more than 12" apart and at least 8" from every edge. Objective
 * Grab: 6 tokens in each half, 12" apart, 7" from the centre line; tokens in
 * seat s's half belong to seat s (the enemy picks them up, s locks them).
 */
export function objectivePoints(grab: boolean): Array<[number, number, number]> {
  if (!grab) return [[36, 24, -1], [16, 16, -1], [56, 16, -1], [16, 32, -1], [56, 32, -1]];
  const points: Array<[number, number, number]> = [];
  for (let i = 0; i < GRAB_TOKENS_PER_SIDE; i++) points.push([8 + 12 * i, 17, 0]);
  for (let i = 0; i < GRAB_TOKENS_PER_SIDE; i++) points.push([TABLE_WIDTH - 8 - 12 * i, TABLE_DEPTH - 17, 1]);
  return points;
}
