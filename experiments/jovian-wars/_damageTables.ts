/**
 * The part of jw-damage-pipeline (experiments/jovian-wars/damage-pipeline.ts) the game itself resolves
 * (002_f697cf6215cb147c.txt): each cell is a table of two models (jw-close-attacks' twoModelTable) brought to its
 * first roll by the engine's own entry point for that step, then resolved by the game's jobs (jobs.ts, boarding.ts,
 * exchanges.ts): exactly, by every chance outcome the game lists (_settleExactly.ts), or sampled, by the game's own
 * dice. Every cell reads the same Outcome off the settled state.
 * - rating (JW-083, JW-084, JW-085): the reference attack (the Javelin's Kinetic Cannon, Short Range, side arc;
 *   jobs.ts queueAttack, as flow.ts fire does) on a Tengu fresh, as in the Rating Damage example (Thrusters 1), with
 *   one rating box left or none, and on an Alexander with none left (its first weapon is its Spinal laser);
 * - point-defense (JW-093): the implicit Point Defense weapon (AS = current Defense) of a Tengu at Defense 4..1 on a
 *   squadron 2" away (queueAttack with POINT_DEFENSE, as flow.ts autofire does);
 * - boarding (JW-094): 1-4 Marines board a Tengu at Defense 4..1 (boarding.ts startBoarding, as the Board option does
 *   after its move): its Point Defense rolls on them;
 * - firefight (JW-095): M defending Marines and B Boarders both Engage (boarding.ts resolveFirefight, as the secret
 *   commits do);
 * - bombing (JW-104): the Pathfinder's Bombing Run on the Wyvern, every Fuel bid 0-2 and Attack share against the
 *   ship's heuristic commit (the heuristic squadron itself bids all its Fuel, 3), the ship at Defense 3..0 (the game's options: select, no Action, bomb, both commits);
 * - dogfight (JW-105): a Jovian fighter (Beam Projector, initiative 1) intercepts a CEGA fighter (Kinetic Cannon,
 *   initiative 3), in weapon initiative order as the engine plays it or simultaneously (each attack resolved even if
 *   its attacker was destroyed first: the engine's own handling of equal initiative and Lances).
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';
import { levelOf, withLevel } from '../../src/dice/setMagnitudes.ts';
import { exactAttack, type PoolParams } from '../../src/systems/jovian-wars/attackPool.ts';
import { ENGAGE, resolveFirefight, startBoarding } from '../../src/systems/jovian-wars/boarding.ts';
import { CARDS, type CapitalCard } from '../../src/systems/jovian-wars/cards.ts';
import { damageCapital, DEFENSE, newTally, SENSORS, STRUCTURE, THRUSTERS, type Tracks } from '../../src/systems/jovian-wars/damage.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { queueAttack, type AttackJob } from '../../src/systems/jovian-wars/jobs.ts';
import { ACTIONS, POINT_DEFENSE } from '../../src/systems/jovian-wars/options.ts';
import { marinesOf, setMarines, type Unit } from '../../src/systems/jovian-wars/units.ts';
import { CHANCE } from '../../src/game/state.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { boxesLost, choose, twoModelTable, VARIANTS } from './_closeAttacks.ts';
import { expectation, settleExactly, type Weighted } from './_settleExactly.ts';

/** What every cell reads off a settled state: the target's loss, and the attacker's where it can lose anything. */
export interface Outcome {
  /** The target lost something (a box, Structure, a Marine). */
  hit: boolean;
  /** Boxes marked on a capital ship (all five tracks), Structure lost by a squadron, Marines lost by a boarding party or defenders. */
  loss: number;
  /** Structure boxes the target lost (a squadron: its loss). */
  structure: number;
  /** Out: a capital ship Crippled or Destroyed, a squadron Destroyed, a boarding party all lost, a boarded ship Captured. */
  out: boolean;
  /** A weapon of the target damaged (Critical Hit, Damage › Weapon Damage). */
  weapon: boolean;
  /** The attacker lost: a squadron Destroyed, Boarders all lost. */
  attackerLost: boolean;
  /** The attacker's Structure or Boarders lost. */
  attackerLoss: number;
}

export const SHIP_STATES = ['fresh', 'example', 'one-left', 'none-left'] as const;
export type ShipState = (typeof SHIP_STATES)[number];
export const PD_SQUADRONS = ['pathfinder', 'cega-fighter-squadron'] as const;
export type PdSquadron = (typeof PD_SQUADRONS)[number];
export const DOGFIGHT_ORDERS = ['initiative', 'simultaneous'] as const;
export const DOGFIGHT_COMMITS = ['heuristic', 'even'] as const;

export type TableCell =
  | { part: 'rating'; ship: 'tengu' | 'alexander'; state: ShipState }
  | { part: 'point-defense'; squadron: PdSquadron; defense: number }
  | { part: 'boarding'; marines: number; defense: number }
  | { part: 'firefight'; marines: number; boarders: number }
  | { part: 'bombing'; bid: number; split: number; defense: number }
  | { part: 'dogfight'; order: (typeof DOGFIGHT_ORDERS)[number]; commits: (typeof DOGFIGHT_COMMITS)[number] };

const card = (id: string) => CARDS.get(id)!;

/** A capital ship's card with a Marines track of n boxes (n, n-1, ..., 1) under its own id (units.ts keys card readings by id); illustrative. */
export function withMarines(id: string, n: number): CapitalCard {
  const c = card(id) as CapitalCard;
  return { ...c, id: `${id}-marines-${n}`, name: `${c.name} (Marines ${n})`, marines: Array.from({ length: n }, (_, i) => n - i) };
}

/** Marks a capital ship's rating down to `left` boxes unmarked (the current rating is the highest unmarked box). */
function leave(ship: Unit, track: number, left: number): void {
  ship.marked[track] = ship.tracks[track].length - left;
}

/** The rating boxes left on the Tengu (or Alexander) of each state: Defense, Sensors, Thrusters (Structure untouched). */
export function ratingsLeft(ship: 'tengu' | 'alexander', state: ShipState): [number, number, number] {
  const c = card(ship) as CapitalCard;
  const full: [number, number, number] = [c.defense.length, c.sensors.length, c.thrusters.length];
  // Damage Types › Rating Damage example: "A damaged CEGA Tengu has Defense:4, Sensors: 3, and Thrusters: 1".
  if (state === 'example') return [full[0], full[1], 1];
  if (state === 'one-left') return [1, 0, 0];
  if (state === 'none-left') return [0, 0, 0];
  return full;
}

/** The reference attacker's weapon: the Javelin's Kinetic Cannon (index 0). */
const JAVELIN_KC = 0;

/** The state at the cell's first roll, made by the engine's own entry point for that step (module comment). */
export function cellTable(cell: TableCell): JovianState {
  switch (cell.part) {
    case 'rating': {
      // The Javelin 4" off the target's side (heading 0 faces +x; the Javelin sits toward +y, facing it): Short Range (Signature 6).
      const s = twoModelTable(card('javelin'), [24, 24, 6], card(cell.ship), [24, 20, 0]);
      const [javelin, ship] = s.units;
      ratingsLeft(cell.ship, cell.state).forEach((left, i) => leave(ship, [DEFENSE, SENSORS, THRUSTERS][i], left));
      queueAttack(s, javelin, JAVELIN_KC, ship, 'activation', false);
      s.settle();
      return s;
    }
    case 'point-defense': {
      const s = twoModelTable(card('tengu'), [24, 20, 0], card(cell.squadron), [24, 22, 6]);
      const [tengu, squadron] = s.units;
      leave(tengu, DEFENSE, cell.defense);
      queueAttack(s, tengu, POINT_DEFENSE, squadron, 'point-defense', false);
      s.settle();
      return s;
    }
    case 'boarding': {
      const s = twoModelTable(withMarines('valiant', 4), [24, 21, 6], card('tengu'), [24, 20, 0]);
      const [boarder, tengu] = s.units;
      leave(tengu, DEFENSE, cell.defense);
      startBoarding(s, boarder, tengu, cell.marines);
      s.settle();
      return s;
    }
    case 'firefight': {
      const s = twoModelTable(withMarines('valiant', 4), [24, 20, 2], card('tengu'), [24, 40, 6]);
      const ship = s.units[0];
      setMarines(ship, cell.marines);
      ship.boarders = cell.boarders;
      resolveFirefight(s, ship, ENGAGE, ENGAGE);
      s.settle();
      return s;
    }
    case 'bombing': {
      // 2" off the Wyvern's fore arc: inside its Point Defense range (3"), so no autofire on the way in (traits-1: on entering it).
      const s = twoModelTable(card('pathfinder'), [24, 18, 2], card('wyvern'), [24, 20, 6]);
      leave(s.units[1], DEFENSE, cell.defense);
      startExchange(s, 'bomb', [cell.bid, cell.split], [0, 0]);
      return s;
    }
    case 'dogfight': {
      const s = twoModelTable(card('jovian-fighter-squadron'), [24, 18, 2], card('cega-fighter-squadron'), [24, 22, 6]);
      // The heuristic's commits (ai.ts): all its Fuel up to 3 (both have 4), the attacker 2/3 into Attack, a defending
      // squadron 1/2 (`even`: both 2 Fuel and 1/2).
      startExchange(s, 'intercept', cell.commits === 'heuristic' ? [3, 2] : [2, 1], cell.commits === 'heuristic' ? [3, 1] : [2, 1]);
      if (cell.order === 'simultaneous') for (const job of s.jobs) if (job.kind === 'attack') (job as AttackJob).needsAttacker = false;
      return s;
    }
  }
}

/** Seat 0's model activates, declares no Action, takes its Bombing Run (`bomb`) or Interception (`intercept`) of seat 1's, and both commit [bid, split index]. */
export function startExchange(s: JovianState, kind: 'bomb' | 'intercept', first: [number, number], second: [number, number]): void {
  choose(s, (o) => o.kind === 'select' && o.unit === 0);
  if (s.phase === 'action') choose(s, (o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
  choose(s, (o) => o.kind === kind && o.target === 1 && o.boost === 0);
  for (const [bid, split] of [first, second]) choose(s, (o) => o.kind === 'commit' && o.bid === bid && o.split === split);
}

const destroyed = (u: Unit) => u.status === 'destroyed';
const capitalOut = (u: Unit) => u.status === 'crippled' || u.status === 'destroyed';

/** The cell's Outcome on a settled state `s` (its table `start` gives what each side had). */
export function readCell(cell: TableCell, start: JovianState, s: JovianState): Outcome {
  const none = { weapon: false, attackerLost: false, attackerLoss: 0 };
  switch (cell.part) {
    case 'rating': {
      const before = start.units[1];
      const ship = s.units[1];
      const loss = boxesLost(ship) - boxesLost(before);
      return { ...none, hit: loss > 0, loss, structure: ship.marked[STRUCTURE] - before.marked[STRUCTURE], out: capitalOut(ship), weapon: ship.damaged !== before.damaged };
    }
    case 'point-defense': {
      const squadron = s.units[1];
      const loss = start.units[1].structure - squadron.structure;
      return { ...none, hit: loss > 0, loss, structure: loss, out: destroyed(squadron) };
    }
    case 'boarding': {
      const survivors = s.units[1].boarders;
      const loss = cell.marines - survivors;
      return { ...none, hit: loss > 0, loss, structure: 0, out: survivors === 0 };
    }
    case 'firefight': {
      const ship = s.units[0];
      // States › Captured: the Boarders become the ship's Marines (its track holds 4, so every count fits).
      const captured = ship.captured();
      const defenders = captured ? 0 : marinesOf(ship);
      const boarders = captured ? marinesOf(ship) : ship.boarders;
      const loss = cell.marines - defenders;
      return { hit: loss > 0, loss, structure: 0, out: captured, weapon: false, attackerLost: boarders === 0, attackerLoss: cell.boarders - boarders };
    }
    case 'bombing':
    case 'dogfight': {
      const [attacker, target] = [s.units[0], s.units[1]];
      const loss = boxesLost(target) - boxesLost(start.units[1]);
      const structure = target.capital ? target.marked[STRUCTURE] - start.units[1].marked[STRUCTURE] : loss;
      return { hit: loss > 0, loss, structure, out: target.capital ? capitalOut(target) : destroyed(target), weapon: target.damaged !== start.units[1].damaged, attackerLost: destroyed(attacker), attackerLoss: boxesLost(attacker) - boxesLost(start.units[0]) };
    }
  }
}

/** One trial: a copy of the table with a fresh dice stream from rng, every roll made by the game, read. */
export function playCell(cell: TableCell, table: JovianState, rng: Xoshiro128): Outcome {
  const s = table.clone({ reseed: rng });
  while (s.currentPlayer() === CHANCE) s.applyChance();
  return readCell(cell, table, s);
}

/** The Outcome's expectations over every way the table settles (its proportions as probabilities). */
export type ExactOutcome = { [K in keyof Outcome]: number };

export function exactCell(cell: TableCell, table: JovianState = cellTable(cell)): { outcome: ExactOutcome; states: Weighted[] } {
  const states = settleExactly(table);
  const read = (f: (o: Outcome) => number | boolean) => expectation(states, (s) => Number(f(readCell(cell, table, s))));
  return {
    outcome: {
      hit: read((o) => o.hit),
      loss: read((o) => o.loss),
      structure: read((o) => o.structure),
      out: read((o) => o.out),
      weapon: read((o) => o.weapon),
      attackerLost: read((o) => o.attackerLost),
      attackerLoss: read((o) => o.attackerLoss),
    },
    states,
  };
}

/** The expected boxes marked per track (Structure, Defense, Sensors, Thrusters, Marines) on unit `index` over the settled states. */
export function trackLosses(table: JovianState, states: readonly Weighted[], index = 1): number[] {
  return [0, 1, 2, 3, 4].map((t) => expectation(states, (s) => s.units[index].marked[t] - table.units[index].marked[t]));
}

/**
 * JW-083 / JW-084, the Rating Damage of the rating cell's attack (its D results; Critical Hits are the game's and come
 * after, jobs.ts resolveCriticals), exact from its plan's final codes: damage.ts damageCapital resolves a hit's D results
 * first, in Value order, so resolving each D alone in that order on the ship's tracks is the same resolution, and shows
 * for each D whether its rating was already empty (`spill`: the engine sends it to the rating with the most boxes
 * left, the rulebook randomises it) or no rating was left (`overflow`: "apply a damage to Structure instead").
 */
export function ratingDamage(table: JovianState): { spill: number; overflow: number; spilled: number; overflowed: number; perTrack: number[] } {
  const job = table.jobs[0] as AttackJob;
  const p = exactAttack(job.plan, VARIANTS.opposed as OpposedVariant);
  const ship = table.units[job.target];
  const out = { spill: 0, overflow: 0, spilled: 0, overflowed: 0, perTrack: [0, 0, 0, 0, 0] };
  for (let code = 0; code < p.length; code++) {
    if (p[code] === 0) continue;
    const r = resolveDs(ship, code);
    if (r.spilled > 0) out.spill += p[code];
    if (r.overflowed > 0) out.overflow += p[code];
    out.spilled += p[code] * r.spilled;
    out.overflowed += p[code] * r.overflowed;
    r.marks.forEach((m, t) => (out.perTrack[t] += p[code] * m));
  }
  return out;
}

/** Value -> rating (Damage Types › Rating Damage: 1-2 Defense, 3-4 Sensors, 5-6 Thrusters). */
const RATING_OF_VALUE = [0, DEFENSE, DEFENSE, SENSORS, SENSORS, THRUSTERS, THRUSTERS];

/** The D results of `code` on a copy of the ship's tracks, one at a time in Value order (damageCapital's order): the boxes each track lost, and how many D found their rating empty or every rating empty. */
export function resolveDs(ship: Pick<Unit, 'tracks' | 'marked'>, code: number): { marks: number[]; spilled: number; overflowed: number } {
  const tracks: Tracks = { tracks: ship.tracks, marked: new Int8Array(ship.marked) };
  let spilled = 0;
  let overflowed = 0;
  for (let value = 1; value <= 6; value++) {
    if (levelOf(code, value) !== 1) continue;
    const before = tracks.marked[STRUCTURE];
    const r = RATING_OF_VALUE[value];
    if (tracks.marked[r] >= tracks.tracks[r].length) spilled++;
    damageCapital(tracks, withLevel(0, value, 1), 'standard', newTally());
    if (tracks.marked[STRUCTURE] > before) overflowed++;
  }
  return { marks: Array.from(tracks.marked, (m, t) => m - ship.marked[t]), spilled: spilled - overflowed, overflowed };
}

/** The pool of a table's first roll (the rating cells: the reference attack's pool on that ship). */
export function firstPool(table: JovianState): PoolParams {
  return (table.jobs[0] as AttackJob).plan.poolParams;
}

/**
 * JW-085: P(a Critical Hit's weapon-damage d6 damages the weapon), exact from the game's own roll (jobs.ts resolveRoll,
 * the job resolveCriticals queues): the Tengu's first weapon (its Beam Projector, Fore arc) or, `spinal`, the
 * Alexander's (its Spinal laser).
 */
export function weaponDamageChance(spinal: boolean): number {
  const s = twoModelTable(card('javelin'), [24, 24, 6], card(spinal ? 'alexander' : 'tengu'), [24, 20, 0]);
  s.jobs.push({ kind: 'weapon-damage', unit: 1, weapon: 0 });
  s.settle();
  return expectation(settleExactly(s), (x) => x.units[1].damaged & 1);
}
