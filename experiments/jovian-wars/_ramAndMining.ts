/**
 * jw-ram-and-mining's cells (experiments/jovian-wars/ram-and-mining.ts; 002_f697cf6215cb147c.txt), each resolved
 * exactly and sampled by the same code path:
 * - ram (JW-097, JW-098; Action › Ram, Capital Ship Ramming Capital Ship): a capital ship on its last Structure box
 *   (or already Crippled) rams a capital ship head-on, into its side or its aft, played by the game (flow.ts ram,
 *   ram.ts) on a table of the two ships; `escalation: 'none'` is the same Ram with the rammed ship's roll not
 *   escalated (its queued job's plan changed after the Skill Test: a counterfactual, not a game variant);
 * - squadron-ram (JW-099; Squadron Ramming Capital Ship): a squadron on its last Structure point rams a Valiant,
 *   through the ship's Point Defense (step 2) or with that step skipped, as a Ram from a Bombing Run would (Bombing
 *   Run step 7, which the engine does not play: the queued Point Defense attack is removed);
 * - chain (JW-088; Damage › Explosion): a ship explodes with two Valiants in a row beside it (2" and 4"), and every
 *   explosion the game queues after it (jobs.ts explode) is resolved;
 * - mining (JW-119; Advanced Scenarios › Water Reserves › Mine the Comet): not a game (the engine has no Water
 *   Reserves scenario and no Stationary Comet): the Bombing Run attack the engine would plan for an exo-armor's
 *   Plasma Lance (attackPool.ts planAttack, the bombing window) against the rulebook's Comet of Defense 4, and the
 *   rulebook's water per result.
 * Exact: every way the game's rolls can come out (_settleExactly.ts), with a tag for what the state forgets (a
 * Catastrophic roll that came up Explode, the squadron's Skill Test); sampled: the game's own dice, read the same way.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import { CHANCE } from '../../src/game/state.ts';
import { escalate, highestMagnitude, setDamage } from '../../src/dice/setMagnitudes.ts';
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { BatchFunction, MetricSpec, Params } from '../../src/sim/experiment.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { attackSampler, exactAttack, exactPool, planAttack, situation, type AttackPlan, type PoolParams } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, type SquadronCard, type Weapon } from '../../src/systems/jovian-wars/cards.ts';
import { damageCapital, DEFENSE, newTally, SENSORS, STRUCTURE, THRUSTERS } from '../../src/systems/jovian-wars/damage.ts';
import { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { catastrophicCount, type AttackJob } from '../../src/systems/jovian-wars/jobs.ts';
import { ACTIONS, POINT_DEFENSE } from '../../src/systems/jovian-wars/options.ts';
import { RAM } from '../../src/systems/jovian-wars/ram.ts';
import { catastrophicResult } from '../../src/systems/jovian-wars/rules.ts';
import type { Unit } from '../../src/systems/jovian-wars/units.ts';
import { boxesLost, choose, fleetOf, RAMMED, RAMMER, twoModelTable, VARIANTS, withStructure } from './_closeAttacks.ts';
import { settleExactly, type Tagger, type Weighted } from './_settleExactly.ts';

export { RAMMED, RAMMER, VARIANTS };

// ---------- the cells ----------

/** Starting Structure of both ships: the printed capital cards' 3 (Wyvern, Tengu, Javelin, Godsfire), 4 (Valiant, Uller, Alexander, Shan-Yu) and 5 (Appalachian). */
export const RAM_STRUCTURES = [3, 4, 5] as const;
/** Where the rammer's front strikes the rammed ship: its front (both fronts touch: +1B to both rolls), its side (+1: +1B) or its aft (+2: +1B +1F). */
export const RAM_ARCS = ['head-on', 'side', 'aft'] as const;
export type RamArc = (typeof RAM_ARCS)[number];
/**
 * The rammer on its last Structure box (the Ram's requirement, "0-1 Structure rating remaining"), already Crippled (0:
 * Destroyed by its own Ram, its Catastrophic roll deciding only whether it Explodes), or Crippled with Defense,
 * Sensors and Thrusters at 0 too (that roll at +3: Explode on a 5+, the blast 1" from the rammed ship).
 */
export const RAMMER_STATES = ['last-box', 'crippled', 'crippled-bare'] as const;
export type RammerState = (typeof RAMMER_STATES)[number];
/** The rammed ship undamaged or down to its last Structure box. */
export const RAMMED_STATES = ['undamaged', 'last-box'] as const;
export type RammedState = (typeof RAMMED_STATES)[number];
/**
 * How the Ram is resolved: as the engine plays it by default (`engine`: `ram-explosion=damage-first`, a rammer
 * Crippled at the start makes the Catastrophic rolls its Structure losses call for, "Resolve Damage from the rolls as
 * normal", before its own roll for an Explosion); `explosion-first`, the game variant `ram-explosion=explosion-first`
 * (its own roll first, those rolls then never made: how the engine played it before the variant); or `unescalated`, a
 * counterfactual made on the queued jobs (not a game variant): the rammed ship's roll without "The rammed ship
 * automatically Escalates all successful results" (JW-098).
 */
export const RAM_READINGS = ['engine', 'unescalated', 'explosion-first'] as const;
export type RamReading = (typeof RAM_READINGS)[number];

/** The ramming squadrons: Skill 3 (Pathfinder, Structure 3) and Skill 2 with Evasive (CEGA Fighter Squadron, Structure 2); both down to 1. */
export const RAM_SQUADRONS = ['pathfinder', 'cega-fighter-squadron'] as const;
export type RamSquadron = (typeof RAM_SQUADRONS)[number];
/** The capital ship they ram: a Valiant (Defense 3: Point Defense 4B at Short Range), undamaged or on its last Structure box. */
export const RAM_TARGET = 'valiant';
export const SHIP_STATES = ['undamaged', 'last-box'] as const;
export type ShipState = (typeof SHIP_STATES)[number];
export const POINT_DEFENSES = ['fired', 'skipped'] as const;
export type PointDefense = (typeof POINT_DEFENSES)[number];

/** The exploding ship's starting Structure (its Explosion's AC and AS, `explosion-structure=starting`). */
export const CHAIN_STRUCTURES = [3, 4, 5] as const;
/**
 * The two Valiants beside it: fresh; on their last Structure box; on their last box with Defense and Sensors at 0
 * (`worn`: Crippled, their Catastrophic roll is at +2, Explode on a 6); or Crippled with Defense, Sensors and
 * Thrusters all at 0 (`crippled-bare`: every Structure they would lose is a Catastrophic roll at +3, Explode on a 5+).
 */
export const NEIGHBOURS = ['fresh', 'last-box', 'worn', 'crippled-bare'] as const;
export type Neighbours = (typeof NEIGHBOURS)[number];
/** The neighbours' card, and where everything stands: the exploding ship at x = 20, the near Valiant 2" away (Macro 2), the far one 4" (Macro 0; 2" from the near one). */
export const NEIGHBOUR = 'valiant';
export const CHAIN_X = [20, 22, 24] as const;

/** The miner: the CEGA Exo-Armor Squadron's Plasma Lance (illustrative card: AC 3, Macro 1; Skill 3, Fuel 3). */
export const MINER = 'cega-exo-armor-squadron';
/** Mine the Comet: "The Comet is considered to have a Defense rating of 4". */
export const COMET_DEFENSE = 4;
/** Every Fuel bid the miner can make (Fuel 3). */
export const MINING_BIDS = [0, 1, 2, 3] as const;
/** "Exo-Armor Squadrons may carry a max of 3 water units at any time": the water one attack can add to an empty squadron. */
export const WATER_ROOM = 3;

export type RamCell = { part: 'ram'; rammer: number; rammed: number; arc: RamArc; rammerState: RammerState; rammedState: RammedState; reading: RamReading };
export type SquadronRamCell = { part: 'squadron-ram'; squadron: RamSquadron; ship: ShipState; pointDefense: PointDefense };
export type ChainCell = { part: 'chain'; structure: number; neighbours: Neighbours };
export type MiningCell = { part: 'mining'; bid: number };
export type Cell = RamCell | SquadronRamCell | ChainCell | MiningCell;
export type GameCell = Exclude<Cell, MiningCell>;

// ---------- the tables ----------

/** Heading of the rammed ship (45-degree steps; 2 faces +y, toward the rammer; 0 turns its side to it; 6 its aft). */
const RAMMED_HEADING: Record<RamArc, number> = { 'head-on': 2, side: 0, aft: 6 };

/** The defaults with `ram-explosion=explosion-first` (Action › Ram step 3; rules.ts). */
const EXPLOSION_FIRST: Readonly<Record<string, string>> = Object.freeze({ ...VARIANTS, 'ram-explosion': 'explosion-first' });

/** Marks a capital ship's Structure down to `left` boxes; at 0 it is Crippled (States › Crippled). */
function leaveStructure(ship: Unit, left: number): void {
  ship.marked[STRUCTURE] = ship.tracks[STRUCTURE].length - left;
  ship.structure = left;
  if (left === 0) ship.status = 'crippled';
}

/** Marks every box of these ratings (default Defense, Sensors and Thrusters: three Systems at 0 for the Catastrophic Damage Table). */
function zeroRatings(ship: Unit, tracks: readonly number[] = [DEFENSE, SENSORS, THRUSTERS]): void {
  for (const track of tracks) ship.marked[track] = ship.tracks[track].length;
}

/** Seat 0's first model activates, declares no Action and takes its Ram option on seat 1's model `target`. */
function declareRam(s: JovianState, target: number): void {
  choose(s, (o) => o.kind === 'select' && o.unit === 0);
  if (s.phase === 'action') choose(s, (o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
  choose(s, (o) => o.kind === 'ram' && o.target === target);
}

/**
 * A capital ship's Ram, at its Skill Test: the rammer (the Valiant's card, Skill 3, Structure track set to
 * `cell.rammer` boxes) 4" toward +y facing -y, its move of 3" inside Speed 3 -/+ Thrusters 2; the rammed ship (the
 * Tengu's card, Structure `cell.rammed`) at (24, 20) turned by the arc; no rating damaged.
 */
export function ramStart(cell: RamCell): JovianState {
  const variants = cell.reading === 'explosion-first' ? EXPLOSION_FIRST : VARIANTS;
  const s = twoModelTable(withStructure(RAMMER, cell.rammer), [24, 24, 6], withStructure(RAMMED, cell.rammed), [24, 20, RAMMED_HEADING[cell.arc]], false, variants);
  const [rammer, rammed] = s.units;
  leaveStructure(rammer, cell.rammerState === 'last-box' ? 1 : 0);
  if (cell.rammerState === 'crippled-bare') zeroRatings(rammer);
  if (cell.rammedState === 'last-box') leaveStructure(rammed, 1);
  s.cached = null;
  declareRam(s, rammed.index);
  return s;
}

/**
 * A squadron's Ram, at its first roll: the squadron (Structure 1) 5" from the Valiant in its fore arc (inside its
 * Speed, no Boost; Point Defense's 3" is entered on the way), the Valiant facing it. With `pointDefense: 'skipped'`
 * the queued Point Defense attack is removed, so the first roll is the Skill Test.
 */
export function squadronRamStart(cell: SquadronRamCell): JovianState {
  const s = twoModelTable(CARDS.get(cell.squadron)!, [24, 15, 2], CARDS.get(RAM_TARGET)!, [24, 20, 6]);
  const [squadron, ship] = s.units;
  squadron.structure = 1;
  if (cell.ship === 'last-box') leaveStructure(ship, 1);
  s.cached = null;
  declareRam(s, ship.index);
  if (cell.pointDefense === 'skipped') {
    const job = s.jobs[0];
    if (job.kind !== 'attack' || job.weapon !== POINT_DEFENSE) throw new Error('jw-ram-and-mining: the squadron\'s Ram did not start with Point Defense');
    s.jobs.shift();
    s.roll = null;
    s.settle();
  }
  return s;
}

/**
 * A ship exploding beside two Valiants: the exploding ship (the Valiant's card with a Structure track of
 * `cell.structure` boxes) Crippled with every rating at 0, its Catastrophic roll made and come up 6 (6 + 3 Systems
 * at 0: Explode), so the state waits on its first Explosion attack. All three face +y, so the blasts strike sides.
 */
export function chainStart(cell: ChainCell): JovianState {
  const near = CARDS.get(NEIGHBOUR)!;
  const s = JovianState.start([fleetOf([withStructure(NEIGHBOUR, cell.structure)]), fleetOf([near, near])], VARIANTS, Xoshiro128.stream(0, 0), false);
  s.units.forEach((u, i) => Object.assign(u, { x: CHAIN_X[i], y: 20, heading: 2 }));
  const [exploding, ...neighbours] = s.units;
  leaveStructure(exploding, 0);
  zeroRatings(exploding);
  for (const n of neighbours) {
    if (n.def.kind !== 'capital') continue;
    if (cell.neighbours === 'last-box' || cell.neighbours === 'worn') leaveStructure(n, 1);
    if (cell.neighbours === 'worn') zeroRatings(n, [DEFENSE, SENSORS]);
    if (cell.neighbours === 'crippled-bare') {
      leaveStructure(n, 0);
      zeroRatings(n);
    }
  }
  s.cached = null;
  s.jobs.push({ kind: 'catastrophic', unit: exploding.index, weapon: 0 });
  s.settle();
  s.apply(6);
  return s;
}

/** The table of a game cell at its first roll. */
export function startOf(cell: GameCell): JovianState {
  return cell.part === 'ram' ? ramStart(cell) : cell.part === 'squadron-ram' ? squadronRamStart(cell) : chainStart(cell);
}

// ---------- what a path remembers ----------

/**
 * The tag of a path: `t` and the Skill Test's magnitude (0-3) for a squadron's Ram, `x` and the unit's index for a
 * Catastrophic roll (or a Crippled rammer's end) that came up Explode, read by the engine's own table
 * (rules.ts catastrophicResult with jobs.ts catastrophicCount, the count the game used for that roll).
 */
export const tagRolls: Tagger = (before, outcome, after, tag) => {
  const job = before.jobs[0];
  // A capital ship's Skill Test shows in its roll's escalation until that resolves; tagging it would only split states.
  if (job.kind === 'ram-test') return before.units[job.unit].capital ? tag : `${tag}t${highestMagnitude(outcome)}`;
  if (job.kind === 'catastrophic' || job.kind === 'ram-end') {
    const unit = before.units[job.unit];
    if (unit.status !== 'destroyed' && after.units[job.unit].status === 'destroyed' && catastrophicResult(outcome, catastrophicCount(before, unit)) === 'explode') return `${tag}x${job.unit}`;
  }
  return tag;
};

const unescalated = new WeakMap<AttackPlan, AttackPlan>();

/** The JW-098 counterfactual: the rammed ship's (unit 1's) queued Ram roll without its escalation; one plan per plan, so copies still merge. */
export function withoutRammedEscalation(s: JovianState): void {
  for (const job of s.jobs) {
    if (job.kind !== 'attack' || job.weapon !== RAM || job.attacker !== 1 || job.plan.escalate === 0) continue;
    let plan = unescalated.get(job.plan);
    if (!plan) {
      plan = { ...job.plan, escalate: 0 };
      unescalated.set(job.plan, plan);
    }
    job.plan = plan;
  }
}

const PATCHES: Record<RamReading, ((s: JovianState) => void) | undefined> = { engine: undefined, unescalated: withoutRammedEscalation, 'explosion-first': undefined };
const patchOf = (cell: GameCell) => (cell.part === 'ram' ? PATCHES[cell.reading] : undefined);

// ---------- readings ----------

/** A model's fate: intact (Active), Crippled, Destroyed without exploding (Dead, a Crippled rammer's end, a squadron), Exploded. */
export const FATES = ['intact', 'crippled', 'destroyed', 'exploded'] as const;
/** The squadron's Ram: shot down by Point Defense before its Skill Test, or the Test's N, D (a Critical Hit), T+ (a Critical Hit and a Structure damage). */
export const TESTS = ['shot-down', 'N', 'D', 'T+'] as const;
/** Water mined by one attack (0-3). */
export const WATER = ['0', '1', '2', '3'] as const;

export function fateOf(u: Unit, tag: string): number {
  if (u.status === 'destroyed') return tag.includes(`x${u.index}`) ? 3 : 2;
  return u.status === 'crippled' ? 1 : 0;
}

/** What one resolution of a game cell comes to. */
export interface Reading {
  /** The rammer's (or ramming squadron's) fate; -1 in a chain. */
  attackerFate: number;
  /** The rammed ship's fate, or the near neighbour's in a chain. */
  targetFate: number;
  /** Structure boxes and all boxes it lost. */
  targetStructure: number;
  targetBoxes: number;
  /** Structure boxes a capital rammer lost (0 for a squadron or in a chain). */
  attackerStructure: number;
  /** The far neighbour's fate in a chain; -1 otherwise. */
  farFate: number;
  /** Explosions during the resolution (a chain: after the first). */
  explosions: number;
  /** The squadron's Ram (TESTS index); -1 otherwise. */
  test: number;
}

/** The reading of a settled state `s` of `cell`, whose start was `start`, with its path's tag. */
export function readGame(cell: GameCell, start: JovianState, s: JovianState, tag: string): Reading {
  const near = s.units[1];
  const explosions = tag.split('x').length - 1;
  const test = cell.part !== 'squadron-ram' ? -1 : tag.includes('t') ? Math.min(3, 1 + Number(tag[tag.indexOf('t') + 1])) : 0;
  return {
    attackerFate: cell.part === 'chain' ? -1 : fateOf(s.units[0], tag),
    targetFate: fateOf(near, tag),
    targetStructure: near.marked[STRUCTURE] - start.units[1].marked[STRUCTURE],
    targetBoxes: boxesLost(near) - boxesLost(start.units[1]),
    attackerStructure: cell.part === 'ram' ? s.units[0].marked[STRUCTURE] - start.units[0].marked[STRUCTURE] : 0,
    farFate: cell.part === 'chain' ? fateOf(s.units[2], tag) : -1,
    explosions,
    test,
  };
}

/**
 * Resolves `s` (a copy of the cell's table `table`) to its next decision, every roll made by `roll` (which applies
 * the outcome and returns it), the cell's counterfactual patched in after each roll, the path tagged, and reads it.
 */
export function resolveCell(cell: GameCell, table: JovianState, s: JovianState, roll: (s: JovianState) => number): Reading {
  const patch = patchOf(cell);
  let tag = '';
  while (s.currentPlayer() === CHANCE) {
    const before = s.clone();
    const outcome = roll(s);
    if (patch) patch(s);
    tag = tagRolls(before, outcome, s, tag);
  }
  return readGame(cell, table, s, tag);
}

/** One sampled resolution: a copy of the table with a fresh dice stream from rng, every roll the game's own. */
export function playGame(cell: GameCell, table: JovianState, rng: Xoshiro128): Reading {
  return resolveCell(cell, table, table.clone({ reseed: rng }), (s) => s.applyChance());
}

// ---------- mining ----------

/** The miner's Plasma Lance. */
export function lanceOf(): Weapon {
  return CARDS.get(MINER)!.weapons.find((w) => w.type === 'lance')!;
}

/** The Attack dice: the Lance's AC + the squadron's Skill + the Fuel bid (Bombing Run step 3), all of it in Attack (the Comet makes no attack). */
export function miningAttackDice(bid: number): number {
  return lanceOf().ac + (CARDS.get(MINER) as SquadronCard).skill + bid;
}

/**
 * The Bombing Run attack the engine plans for it (as jobs.ts exchangePlanFor does: the Attack dice as the base
 * pool, the defending pool as the opposed roll, the bombing window's +2): a target with no Armor and no traits, and
 * a Defense pool of the Comet's Defense 4 (a Capital Ship's bombing pool is "its AS rating of the chosen weapon and
 * its current Defense"; the Comet has no weapon).
 */
export function miningPlan(bid: number): AttackPlan {
  return planAttack(situation(lanceOf(), { targetIsCapital: true, armor: 0, window: 'bombing', baseOverride: miningAttackDice(bid), defenseOverride: COMET_DEFENSE }), VARIANTS);
}

/** "Attack Results of D mines 1 unit of water, T mines 2 units, and Q+ results mines 3 units": every result mines, up to the squadron's room. */
export const waterEach = (code: number) => Math.min(WATER_ROOM, setDamage(code));
/** The other reading: the attack's best result alone mines. */
export const waterBest = (code: number) => highestMagnitude(code);

export interface MiningExact {
  /** P(0..3 water), every result mining (capped at the room of 3), and the attack's best result alone. */
  each: number[];
  best: number[];
  /** Mean water, every result mining without the cap. */
  uncapped: number;
}

/** Exact water per attack from the plan's final codes (exactAttack: the primary pool against the Comet's 4 dice). */
export function exactMining(bid: number, variant = VARIANTS.opposed as OpposedVariant): MiningExact {
  const p = exactAttack(miningPlan(bid), variant);
  const out: MiningExact = { each: [0, 0, 0, 0], best: [0, 0, 0, 0], uncapped: 0 };
  for (let code = 0; code < p.length; code++) {
    if (p[code] === 0) continue;
    out.each[waterEach(code)] += p[code];
    out.best[waterBest(code)] += p[code];
    out.uncapped += p[code] * setDamage(code);
  }
  return out;
}

// ---------- metrics, exact and sampled ----------

export const METRIC = {
  targetOut: 'targetOut',
  targetDestroyed: 'targetDestroyed',
  targetStructure: 'targetStructure',
  targetBoxes: 'targetBoxes',
  attackerStructure: 'attackerStructure',
  attackerOut: 'attackerOut',
  attackerDestroyed: 'attackerDestroyed',
  bothOut: 'bothOut',
  farOut: 'farOut',
  explosions: 'explosions',
  anyExplosion: 'anyExplosion',
  targetFate: 'targetFate',
  attackerFate: 'attackerFate',
  test: 'test',
  water: 'water',
  waterDist: 'waterDist',
  waterBest: 'waterBest',
} as const;

/** The proportions and means every arm reports, in the order of the batch's sums (a mean takes two: sum and sum of squares). */
const PROPORTIONS = [METRIC.targetOut, METRIC.targetDestroyed, METRIC.attackerOut, METRIC.attackerDestroyed, METRIC.bothOut, METRIC.farOut, METRIC.anyExplosion] as const;
const MEANS = [METRIC.targetStructure, METRIC.targetBoxes, METRIC.attackerStructure, METRIC.explosions, METRIC.water, METRIC.waterBest] as const;
type ScalarMetric = (typeof PROPORTIONS)[number] | (typeof MEANS)[number];
const DISTRIBUTIONS = { [METRIC.targetFate]: FATES.length, [METRIC.attackerFate]: FATES.length, [METRIC.test]: TESTS.length, [METRIC.waterDist]: WATER.length } as const;
type DistributionMetric = keyof typeof DISTRIBUTIONS;

/** One trial's values: every scalar metric, and the key index of every distribution (-1: none for this arm). */
type Values = Record<ScalarMetric, number> & Record<DistributionMetric, number>;

function gameValues(r: Reading): Values {
  const out = (fate: number) => (fate >= 1 ? 1 : 0);
  return {
    targetOut: out(r.targetFate),
    targetDestroyed: r.targetFate >= 2 ? 1 : 0,
    attackerOut: out(r.attackerFate),
    attackerDestroyed: r.attackerFate >= 2 ? 1 : 0,
    bothOut: out(r.targetFate) * out(r.attackerFate),
    farOut: out(r.farFate),
    anyExplosion: r.explosions > 0 ? 1 : 0,
    targetStructure: r.targetStructure,
    targetBoxes: r.targetBoxes,
    attackerStructure: r.attackerStructure,
    explosions: r.explosions,
    water: 0,
    waterBest: 0,
    targetFate: r.targetFate,
    attackerFate: r.attackerFate,
    test: r.test,
    waterDist: -1,
  };
}

function miningValues(code: number): Values {
  const none = { targetOut: 0, targetDestroyed: 0, attackerOut: 0, attackerDestroyed: 0, bothOut: 0, farOut: 0, anyExplosion: 0, targetStructure: 0, targetBoxes: 0, attackerStructure: 0, explosions: 0, targetFate: -1, attackerFate: -1, test: -1 };
  return { ...none, water: waterEach(code), waterBest: waterBest(code), waterDist: waterEach(code) };
}

/** A cell's exact readings: each scalar metric's expectation and each distribution's probabilities (zeros where the arm has none). */
export type Exact = Record<ScalarMetric, number> & Record<DistributionMetric, number[]>;

function expectationsOf(weighted: { p: number; v: Values }[]): Exact {
  const e = {} as Exact;
  for (const m of [...PROPORTIONS, ...MEANS]) e[m] = weighted.reduce((sum, w) => sum + w.p * w.v[m], 0);
  for (const [m, size] of Object.entries(DISTRIBUTIONS) as [DistributionMetric, number][]) {
    const d = new Array<number>(size).fill(0);
    for (const w of weighted) if (w.v[m] >= 0) d[w.v[m]] += w.p;
    e[m] = d;
  }
  return e;
}

/** Every settled state of a game cell, with its tag (the JW-098 counterfactual patched in where the cell asks for it). */
export function settleCell(cell: GameCell, start = startOf(cell)): Weighted[] {
  return settleExactly(start, { tag: tagRolls, patch: patchOf(cell) });
}

const exactCache = new Map<string, Exact>();

/** The cell's exact readings (cached by the cell's JSON: the answer asks for each many times). */
export function exact(cell: Cell): Exact {
  const key = JSON.stringify(cell);
  let found = exactCache.get(key);
  if (!found) {
    if (cell.part === 'mining') {
      const p = exactAttack(miningPlan(cell.bid), VARIANTS.opposed as OpposedVariant);
      const weighted: { p: number; v: Values }[] = [];
      for (let code = 0; code < p.length; code++) if (p[code] > 0) weighted.push({ p: p[code], v: miningValues(code) });
      found = expectationsOf(weighted);
    } else {
      const start = startOf(cell);
      found = expectationsOf(settleCell(cell, start).map((w) => ({ p: w.p, v: gameValues(readGame(cell, start, w.state, w.tag)) })));
    }
    exactCache.set(key, found);
  }
  return found;
}

export const METRIC_SPECS: Record<string, MetricSpec> = {
  [METRIC.targetOut]: { kind: 'proportion', label: 'Rammed ship (chain: near Valiant) Crippled or Destroyed' },
  [METRIC.targetDestroyed]: { kind: 'proportion', label: 'Rammed ship (chain: near Valiant) Destroyed' },
  [METRIC.targetStructure]: { kind: 'mean', label: 'Structure boxes the rammed ship (chain: near Valiant) loses', unit: 'Structure', min: 0 },
  [METRIC.targetBoxes]: { kind: 'mean', label: 'Boxes the rammed ship (chain: near Valiant) loses', unit: 'boxes', min: 0 },
  [METRIC.attackerStructure]: { kind: 'mean', label: 'Structure boxes the rammer loses', unit: 'Structure', min: 0 },
  [METRIC.attackerOut]: { kind: 'proportion', label: 'Rammer Crippled or Destroyed' },
  [METRIC.attackerDestroyed]: { kind: 'proportion', label: 'Rammer Destroyed' },
  [METRIC.bothOut]: { kind: 'proportion', label: 'Both ships Crippled or Destroyed' },
  [METRIC.farOut]: { kind: 'proportion', label: 'Far Valiant (chain) Crippled or Destroyed' },
  [METRIC.explosions]: { kind: 'mean', label: 'Explosions (chain: after the first)', unit: 'explosions', min: 0 },
  [METRIC.anyExplosion]: { kind: 'proportion', label: 'Any explosion (chain: any after the first)' },
  [METRIC.targetFate]: { kind: 'distribution', label: "Rammed ship's (chain: near Valiant's) fate", keys: FATES },
  [METRIC.attackerFate]: { kind: 'distribution', label: "Rammer's fate", keys: FATES },
  [METRIC.test]: { kind: 'distribution', label: "Squadron's Ram: shot down, or its Skill Test", keys: TESTS },
  [METRIC.water]: { kind: 'mean', label: 'Water mined per attack (every result mines, room 3)', unit: 'water', min: 0 },
  [METRIC.waterDist]: { kind: 'distribution', label: 'Water mined per attack (every result mines, room 3)', keys: WATER },
  [METRIC.waterBest]: { kind: 'mean', label: 'Water mined per attack (the best result alone)', unit: 'water', min: 0 },
};

const SCALARS = PROPORTIONS.length + 2 * MEANS.length;

/** The batch's sums into the tally: proportions, means (sum, sum of squares), then the distributions' histograms. */
function flush(tally: Tally, sums: Float64Array, histograms: Record<DistributionMetric, Float64Array>): void {
  PROPORTIONS.forEach((m, i) => tally.proportion(m, sums[i]));
  MEANS.forEach((m, i) => tally.mean(m, sums[PROPORTIONS.length + 2 * i], sums[PROPORTIONS.length + 2 * i + 1]));
  for (const m of Object.keys(DISTRIBUTIONS) as DistributionMetric[]) {
    const into = tally.histogram(m);
    const from = histograms[m];
    for (let k = 0; k < from.length; k++) into[k] += from[k];
  }
}

function add(sums: Float64Array, histograms: Record<DistributionMetric, Float64Array>, v: Values): void {
  PROPORTIONS.forEach((m, i) => (sums[i] += v[m]));
  MEANS.forEach((m, i) => {
    sums[PROPORTIONS.length + 2 * i] += v[m];
    sums[PROPORTIONS.length + 2 * i + 1] += v[m] * v[m];
  });
  for (const m of Object.keys(DISTRIBUTIONS) as DistributionMetric[]) if (v[m] >= 0) histograms[m][v[m]]++;
}

type Run = (rng: Xoshiro128, n: number, sums: Float64Array, histograms: Record<DistributionMetric, Float64Array>) => void;

/** A game cell: its table built once, n trials on copies of it; a mining cell: the attack pipeline's sampler, n final codes in bulk. */
function prepare(cell: Cell): Run {
  if (cell.part === 'mining') {
    const sampler = attackSampler(miningPlan(cell.bid), VARIANTS.opposed as OpposedVariant);
    let codes = new Uint16Array(0);
    return (rng, n, sums, histograms) => {
      if (codes.length < n) codes = new Uint16Array(n);
      sampler.sample(rng, codes, n);
      for (let i = 0; i < n; i++) add(sums, histograms, miningValues(codes[i]));
    };
  }
  const table = startOf(cell);
  return (rng, n, sums, histograms) => {
    for (let i = 0; i < n; i++) add(sums, histograms, gameValues(playGame(cell, table, rng)));
  };
}

/** The experiment's batch: each arm prepared once per thread (params objects are reused for every chunk), then n trials. */
export function ramAndMiningBatch(): BatchFunction<Params> {
  const prepared = new WeakMap<Params, Run>();
  const sums = new Float64Array(SCALARS);
  const histograms = Object.fromEntries(Object.entries(DISTRIBUTIONS).map(([m, size]) => [m, new Float64Array(size)])) as Record<DistributionMetric, Float64Array>;
  return (params, rng, n, tally) => {
    let run = prepared.get(params);
    if (!run) {
      run = prepare(params as unknown as Cell);
      prepared.set(params, run);
    }
    sums.fill(0);
    for (const h of Object.values(histograms)) h.fill(0);
    run(rng, n, sums, histograms);
    flush(tally, sums, histograms);
  };
}

// ---------- the rolls themselves (kernel) ----------

/** The two Ram rolls the game queues for a cell, read off its jobs after a Skill Test of N (the rammer's roll then unescalated). */
export function ramPools(cell: RamCell): { rammer: PoolParams; rammed: PoolParams; rammedEscalates: boolean } {
  const s = ramStart(cell);
  s.apply(0);
  const rolls = [s.jobs[0], s.jobs[1]];
  if (rolls.some((j) => j.kind !== 'attack' || j.weapon !== RAM)) throw new Error('jw-ram-and-mining: the Ram did not queue its two rolls');
  const [rammer, rammed] = rolls as AttackJob[];
  return { rammer: rammer.plan.poolParams, rammed: rammed.plan.poolParams, rammedEscalates: rammed.plan.escalate > 0 };
}

/** A Structure track long enough that no roll runs out of boxes, with the Valiant's ratings: Structure a roll takes on the standard table. */
const DEEP: Pick<Unit, 'tracks'> = { tracks: [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1], [3, 2, 1], [2, 1], [2, 1], [2, 1]] };

/**
 * One Ram roll of this pool, exact (the d6sets kernel through exactPool), escalated or not: P(highest result N, D, T,
 * Q) and the Structure it takes on the standard damage table (damage.ts damageCapital on a track that never runs out:
 * a T takes 1, a Q 2; Critical Hits not counted).
 */
export function ramRoll(pool: PoolParams, escalated: boolean): { magnitude: number[]; structure: number } {
  const p = exactPool(pool);
  const magnitude = [0, 0, 0, 0];
  let structure = 0;
  for (let code = 0; code < p.length; code++) {
    if (p[code] === 0) continue;
    const c = escalated ? escalate(code) : code;
    magnitude[highestMagnitude(c)] += p[code];
    const tally = newTally();
    damageCapital({ tracks: DEEP.tracks, marked: new Int8Array(5) }, c, 'standard', tally);
    structure += p[code] * tally.structure;
  }
  return { magnitude, structure };
}

/** P(a Skill Test of this many dice is D or better): the Ram's escalation for a capital ship, a Critical Hit for a squadron. */
export function skillDPlus(skill: number): number {
  return 1 - exactPool({ base: skill, flex: 0, macro: 0 })[0];
}
