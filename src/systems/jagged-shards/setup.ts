/**
 * A battle's fixed part, shared by every clone of its state: the two Strike
 * Forces (roster), the rule readings compiled to flags, the generated
 * terrain and the objectives (`000_9659637e2373f14e.txt` Ch. 4 Deployment
 * Sequence steps 1-4).
 *
 * A side (the JSON a designer edits, or a preset from data/forces.json):
 *   { "name": "Colonial Strike Force", "faction": "human-colonies",
 *     "units": "colonial-rifle-squad x2, containment-operative, bastion-walker",
 *     "flarePolicy": "paced" }
 * `units` lists profile ids from data/profiles.json, each optionally "x N".
 * `flarePolicy` is read by the heuristic player (ai.ts): when it spends
 * Warp Flares (JS-012); under the study variant `flare-discipline=rule` the
 * engine holds every player to it (flares.ts).
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { Side } from '../../game/definition.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import type { SideSchema } from '../../game/sideSchema.ts';
import { cellsByKind, coverageRange, generateTerrain, heavyCoverMask, MAX_UNITS_PER_SIDE, OBJECTIVE_POINTS } from './board.ts';
import { PROFILES } from './data.ts';
import type { UnitProfile } from './profiles.ts';
import { statProfiles, type StatProfiles } from './statChanges.ts';
import { MAJOR_OBJECTIVE, readVariants, STANDARD_OBJECTIVE, startingFlares, woundModelIndex, type JaggedVariants } from './rules.ts';

export const FLARE_POLICIES = ['paced', 'front-load', 'hoard'] as const;
export type FlarePolicy = (typeof FLARE_POLICIES)[number];

export type JaggedSide = Side & { readonly name: string; readonly faction: string; readonly units: string; readonly flarePolicy: FlarePolicy };

export const JAGGED_SIDE_SCHEMA: SideSchema = {
  name: { kind: 'string', maxLength: 60, describe: 'the display name in narratives and tables' },
  faction: { kind: 'choice', values: PROFILES.factions.map((f) => f.id), describe: 'the Strike Force faction' },
  units: { kind: 'string', maxLength: 2000, describe: "profile ids from data/profiles.json, comma-separated, each optionally 'x N'" },
  flarePolicy: { kind: 'choice', values: FLARE_POLICIES, default: 'paced', describe: 'when the heuristic player spends Warp Flares (JS-012); under flare-discipline=rule, a reserve every player must keep' },
};

export interface Roster {
  count: number;
  /** Seat of each unit; seat 0's units come first. */
  seat: Uint8Array;
  profile: readonly UnitProfile[];
  /** Display names, numbered when a profile repeats: "Colonial Rifle Squad 2". */
  label: readonly string[];
  /** First unit index and unit count per seat. */
  first: readonly [number, number];
  size: readonly [number, number];
  /** Total Force Rating per seat (the insertion roll adds the attacker's, Ch. 10). */
  forceRating: readonly [number, number];
}

export interface Objective {
  x: number;
  y: number;
  victoryValue: number;
  warpFlares: number;
  major: boolean;
}

/** The variants as the engine reads them (flags and numbers, hoisted out of the hot loop). */
export interface Rules {
  names: JaggedVariants;
  scoreEveryRound: boolean;
  halvedDifficult: boolean;
  elevationAlways: boolean;
  lockAllAbilities: boolean;
  insertion: boolean;
  insertionCostsInitiative: boolean;
  positionValue: number;
  contestEndsControl: boolean;
  controlRange: number;
  capAfterInsertion: boolean;
  rerollCost: number;
  reinforcementCost: number;
  initiativeTie: 'reroll' | 'keep-previous' | 'defender';
  battleTiebreak: 'draw' | 'total-points' | 'final-round';
  rushAttack: boolean;
  meleeIgnoresCover: boolean;
  longerAtEdge: boolean;
  /** Starting Warp Flares, attacker then defender (variant `start-flares`, Ch. 8 Starting Warp Flares). */
  startFlares: readonly [number, number];
  /** Variant `round-1-initiative` (Ch. 5 Round 1 Initiative). */
  roundOneInitiative: 'attacker-steal' | 'attacker-always' | 'rolled';
  /** Variant `flare-discipline=rule`: the engine holds each side to its `flarePolicy` reserve (flares.ts, JS-012). */
  flareDiscipline: boolean;
  /** Variant `objective-banking=first-only` (JS-027): only an objective's first capture in the battle banks its Victory Value. */
  bankFirstOnly: boolean;
  /** Variant `wound-model` as rules.woundsInflicted's model number (JS-039). */
  woundModel: number;
  /** The unit profiles under variant `stats` (statChanges.ts): the printed ones, or a designer's changes. */
  profiles: StatProfiles;
}

export interface BattleSetup {
  sides: readonly [JaggedSide, JaggedSide];
  rules: Rules;
  roster: Roster;
  terrain: Uint8Array;
  /** terrainKinds[kind] is 1 when the board has a square of that kind (move destinations). */
  terrainKinds: Uint8Array;
  /** The squares of each kind (nearest-cover moves). */
  kindCells: Int16Array[];
  /** The heavy-cover squares as a bit mask (board.heavyCoverMask): Line of Sight is found from it (board.sightBetween). */
  heavy: Int32Array;
  objectives: readonly Objective[];
  policies: readonly [FlarePolicy, FlarePolicy];
}

export function compileRules(chosen: Readonly<Record<string, string>>): Rules {
  const v = readVariants(chosen);
  return {
    names: v,
    scoreEveryRound: v['objective-scoring'] === 'every-round',
    halvedDifficult: v['difficult-terrain'] === 'halved',
    elevationAlways: v.elevation === 'always',
    lockAllAbilities: v['crit-lockout'] === 'all-abilities',
    insertion: v.insertion === 'standard-battles',
    insertionCostsInitiative: v['insertion-failure'] === 'flare-and-initiative',
    positionValue: Number(v['position-value']),
    contestEndsControl: v.contested === 'ends-control',
    controlRange: Number(v['control-range']),
    capAfterInsertion: v['flare-cap'] === 'after-insertion',
    rerollCost: Number(v['reroll-cost']),
    reinforcementCost: Number(v['reinforcement-cost']),
    initiativeTie: v['initiative-tie'],
    battleTiebreak: v['battle-tiebreak'],
    rushAttack: v['rush-attack'] === 'yes',
    meleeIgnoresCover: v['cover-vs-melee'] === 'ignored',
    longerAtEdge: v['range-boundary'] === 'longer-band',
    startFlares: startingFlares(v['start-flares']),
    roundOneInitiative: v['round-1-initiative'],
    flareDiscipline: v['flare-discipline'] === 'rule',
    bankFirstOnly: v['objective-banking'] === 'first-only',
    woundModel: woundModelIndex(v['wound-model']),
    // A bad change is the game's GameInputError here, before any battle (chooseGameVariants leaves open values to the game).
    profiles: statProfiles(v.stats),
  };
}

/**
 * The profiles a side's `units` field names, in order, from `profiles` (the `stats` variant's, statChanges.ts; printed
 * by default); one-line errors name the side and the field.
 */
export function parseUnits(side: JaggedSide, profiles: StatProfiles = PROFILES.byId): UnitProfile[] {
  const where = `side '${side.name}': field 'units'`;
  const ofFaction = PROFILES.units.filter((u) => u.faction === side.faction).map((u) => u.id);
  const units: UnitProfile[] = [];
  for (const entry of side.units.split(',')) {
    const match = /^\s*([a-z0-9-]+)\s*(?:x\s*(\d+))?\s*$/.exec(entry);
    if (!match) throw new GameInputError(`${where}: cannot read '${entry.trim()}'; write profile ids separated by commas, each optionally 'x N' (e.g. 'bastion-walker x2')`);
    const profile = profiles.get(match[1]);
    if (!profile) throw new GameInputError(`${where}: unknown unit '${match[1]}'; ${side.faction} units: ${ofFaction.join(', ')}`);
    if (profile.faction !== side.faction) throw new GameInputError(`${where}: '${profile.id}' is a ${profile.faction} unit, not ${side.faction}; ${side.faction} units: ${ofFaction.join(', ')}`);
    const copies = match[2] === undefined ? 1 : Number(match[2]);
    if (copies < 1) throw new GameInputError(`${where}: '${entry.trim()}' asks for no units`);
    for (let i = 0; i < copies; i++) units.push(profile);
  }
  if (units.length > MAX_UNITS_PER_SIDE) throw new GameInputError(`${where}: ${units.length} units; a Strike Force here has at most ${MAX_UNITS_PER_SIDE}`);
  return units;
}

function buildRoster(sides: readonly [JaggedSide, JaggedSide], profiles: StatProfiles): Roster {
  const lists = [parseUnits(sides[0], profiles), parseUnits(sides[1], profiles)];
  const profile = [...lists[0], ...lists[1]];
  const seat = Uint8Array.from(profile, (_, u) => (u < lists[0].length ? 0 : 1));
  const label = profile.map((p, u) => {
    const list = lists[seat[u]];
    const repeats = list.filter((q) => q === p).length;
    const ordinal = profile.slice(seat[u] === 0 ? 0 : lists[0].length, u + 1).filter((q) => q === p).length;
    return repeats > 1 ? `${p.name} ${ordinal}` : p.name;
  });
  const fr = (list: UnitProfile[]) => list.reduce((sum, p) => sum + p.forceRating, 0);
  return { count: profile.length, seat, profile, label, first: [0, lists[0].length], size: [lists[0].length, lists[1].length], forceRating: [fr(lists[0]), fr(lists[1])] };
}

function buildObjectives(rules: Rules): Objective[] {
  const majorCentre = rules.names.objectives === 'major-centre';
  return OBJECTIVE_POINTS.map(([x, y], i) => {
    const major = majorCentre && i === 0;
    const value = major ? MAJOR_OBJECTIVE : STANDARD_OBJECTIVE;
    // JS-028 objective-flares=centre-only: "Certain Objectives may restore Warp Flares" read as the centre one only.
    const warpFlares = rules.names['objective-flares'] === 'centre-only' && i !== 0 ? 0 : value.warpFlares;
    return { x, y, victoryValue: value.victoryValue, warpFlares, major };
  });
}

/** Recomputes what is derived from the terrain, after a test edits it (the battle itself never changes terrain). */
export function refreshTerrain(setup: BattleSetup): void {
  setup.terrainKinds.fill(0);
  for (const kind of setup.terrain) setup.terrainKinds[kind] = 1;
  cellsByKind(setup.terrain).forEach((cells, kind) => (setup.kindCells[kind] = cells));
  setup.heavy.set(heavyCoverMask(setup.terrain));
}

/**
 * Rosters and compiled rules are the same for every battle between the same
 * two side objects under the same variants: they are built once and shared
 * (they are never changed after they are built). A match plays thousands of
 * battles between one pair (scripts/bench-jagged-shards.ts). A roster holds
 * the profiles of the `stats` variant, so it is kept under the profile map it
 * was built from (one map per `stats` value, statChanges.ts): a changed game
 * never gets a roster of printed profiles, nor the reverse. Compiled rules
 * are keyed by every variant's name and value, `stats` among them.
 */
const rosters = new WeakMap<StatProfiles, WeakMap<JaggedSide, WeakMap<JaggedSide, Roster>>>();
const compiledRules = new Map<string, Rules>();

function rosterOf(sides: readonly [JaggedSide, JaggedSide], profiles: StatProfiles): Roster {
  let byA = rosters.get(profiles);
  if (!byA) rosters.set(profiles, (byA = new WeakMap()));
  let byB = byA.get(sides[0]);
  if (!byB) byA.set(sides[0], (byB = new WeakMap()));
  let roster = byB.get(sides[1]);
  if (!roster) byB.set(sides[1], (roster = buildRoster(sides, profiles)));
  return roster;
}

function rulesOf(variants: Readonly<Record<string, string>>): Rules {
  let key = '';
  for (const name in variants) key += `${name}=${variants[name]};`;
  let rules = compiledRules.get(key);
  if (!rules) {
    if (compiledRules.size >= 256) compiledRules.clear();
    compiledRules.set(key, (rules = compileRules(variants)));
  }
  return rules;
}

/** A battle's fixed part; the terrain is drawn from `chance` unless given (a deserialised state brings its own). */
export function buildSetup(sides: readonly [JaggedSide, JaggedSide], variants: Readonly<Record<string, string>>, chance: Xoshiro128 | null, terrain?: Uint8Array): BattleSetup {
  const rules = rulesOf(variants);
  const roster = rosterOf(sides, rules.profiles);
  const cells = terrain ?? generateTerrain(chance!, coverageRange(rules.names.terrain));
  const terrainKinds = new Uint8Array(8);
  for (let i = 0; i < cells.length; i++) terrainKinds[cells[i]] = 1;
  return {
    sides,
    rules,
    roster,
    terrain: cells,
    terrainKinds,
    kindCells: cellsByKind(cells),
    heavy: heavyCoverMask(cells),
    objectives: buildObjectives(rules),
    policies: [sides[0].flarePolicy ?? 'paced', sides[1].flarePolicy ?? 'paced'],
  };
}
