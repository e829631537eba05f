/**
 * Boarding (`002_f697cf6215cb147c.txt`, Generic Special Actions › Board;
 * States › Boarded, Captured; Victory Points: Captured 1.5x; Traits ›
 * Assault Craft).
 * - Board (an Action; Marines 1+, not itself Boarded, target a capital ship
 *   within 1", 3" with Assault Craft): chosen with the move, like Ram. The
 *   ship commits some of its Marines (they leave its rating); the target's
 *   Point Defense attacks them as a squadron (D -1, T -3, Q+ -5 Marines per
 *   result); the survivors join the target's Boarders.
 * - Boarded: at the start of the boarded ship's activation (after its Action
 *   is declared) each player picks in secret (an exchange, like a Bombing Run's
 *   commits): Boarders Engage or Sabotage, defending Marines Engage or Defend.
 *   Engage: an unopposed roll of Marines / Boarders dice, D -1, T -2, Q+ all of
 *   the other side; Defend diminishes the defender's Engage; Sabotage is an
 *   unopposed roll of Boarders dice (against Engage) or an opposed roll
 *   against the Marines (against Defend) whose results damage the ship as a
 *   Precise weapon. Both sides roll before either loses anyone.
 * - Captured: Marines 0 with Boarders aboard. Control passes to the boarding
 *   player (mid-activation: the new owner plays the rest of it), the Boarders
 *   become its Marines (at most the starting rating). A Captured ship has
 *   Fire Control 1, may take only Damage Control (Repair) and Withdraw, may be
 *   boarded back by its owner, and is worth 1.5x its TV to its captor.
 * Bases are points: "within 1"" is measured between model centres.
 */
import { d6Pool } from '../../dice/d6sets.ts';
import { levelOf } from '../../dice/setMagnitudes.ts';
import { planAttack, situation, type AttackPlan } from './attackPool.ts';
import { traitValue, type Weapon } from './cards.ts';
import type { JovianState } from './game.ts';
import { COS, SIN } from './geometry.ts';
import { firefightShaped } from './optionShape.ts';
import { attackJob } from './jobs.ts';
import type { Option } from './options.ts';
import type { Variants } from './rules.ts';
import { defenseOf, marinesOf, setMarines, type Unit } from './units.ts';

/** Weapon index of a boarding Sabotage's attack in jobs and events. */
export const SABOTAGE = -5;

/** Firefight choices (States › Boarded), by index: the boarders pick Engage or Sabotage, the defenders Engage or Defend. */
export const FIREFIGHT = ['engage', 'defend', 'sabotage'] as const;
export const ENGAGE = 0;
export const DEFEND = 1;
export const SABOTAGE_CHOICE = 2;

/** Marines removed per Point Defense result on boarders (Board step 2): D 1, T 3, Q+ 5. */
export const BOARDING_LOSSES = [0, 1, 3, 5] as const;
/** An Engage roll's losses per result: D 1, T 2, Q+ every one (States › Boarded). */
export const ENGAGE_LOSSES = [0, 1, 2, 99] as const;
/** A Defending Engage, diminished: D nothing, T 1, Q+ 2. */
export const DEFEND_LOSSES = [0, 0, 1, 2] as const;

/** The Point Defense roll on committed Marines, then what is left of them. */
export interface BoardJob {
  kind: 'board';
  unit: number;
  target: number;
  marines: number;
}

/**
 * A firefight's Engage rolls: the defenders' (stage 0) then the boarders'
 * (stage 1), each with the dice both sides had when they chose, losses
 * applied together after both.
 */
export interface FirefightJob {
  kind: 'firefight';
  unit: number;
  marines: number;
  boarders: number;
  /** The defenders' roll: 0 none, 1 Engage, 2 Engage diminished (Defend). */
  defenders: number;
  boardersEngage: boolean;
  stage: number;
  marinesLost: number;
  boardersLost: number;
}

/** Board's requirements on the boarding ship (Board; States › Crippled and Captured allow only Repair and Withdraw). */
export function canBoard(unit: Unit): boolean {
  return unit.capital && unit.status === 'active' && unit.boarders === 0 && !unit.captured() && marinesOf(unit) >= 1;
}

/** Board range: 1", 3" with Assault Craft (Traits › Assault Craft). */
export function boardingReach(unit: Unit): number {
  return traitValue(unit.def.traits, 'assault-craft') > 0 ? 3 : 1;
}

/**
 * The capital ship move that ends within `reach` of `target`: the fewest
 * turns (0, then +1/-1, ...) after which the straight move of a distance in
 * [lo, hi] enters that circle; the move stops where it enters (or at `lo`).
 * As { turns, distance } or null.
 */
export function boardMove(unit: Unit, target: Unit, maxTurns: number, lo: number, hi: number, reach: number): { turns: number; distance: number } | null {
  const dx = target.x - unit.x;
  const dy = target.y - unit.y;
  for (let t = 0; t <= maxTurns; t++) {
    for (let k = 0; k < (t === 0 ? 1 : 2); k++) {
      const turns = k === 0 ? t : -t;
      const h = (unit.heading + turns + 8) % 8;
      const ahead = dx * COS[h] + dy * SIN[h];
      const across = -dx * SIN[h] + dy * COS[h];
      if (Math.abs(across) > reach) continue;
      const entry = ahead - Math.sqrt(reach * reach - across * across);
      const move = Math.ceil(Math.max(lo, entry) * 100) / 100;
      if (move > hi + 1e-9) continue;
      const ex = dx - COS[h] * move;
      const ey = dy - SIN[h] * move;
      if (ex * ex + ey * ey <= reach * reach + 1e-9) return { turns, distance: move };
    }
  }
  return null;
}

/** The implicit Point Defense weapon of a given Defense, firing at boarders (one object per value). */
const PD_ON_BOARDERS = new WeakMap<Variants, AttackPlan[]>();

/** Board step 2: the defender's Point Defense attack on the committed Marines "as if they were a Squadron". */
export function boardingDefensePlan(variants: Variants, defense: number): AttackPlan {
  let plans = PD_ON_BOARDERS.get(variants);
  if (!plans) {
    plans = [];
    PD_ON_BOARDERS.set(variants, plans);
  }
  let plan = plans[defense];
  if (!plan) {
    const w: Weapon = { id: 'point-defense', name: 'Point Defense', type: 'kinetic', arc: ['T'], ac: 0, as: defense, macro: 0, traits: [], count: 1 };
    plan = planAttack(situation(w, { targetIsCapital: false, armor: 0, band: 'short', window: 'point-defense' }), variants);
    plans[defense] = plan;
  }
  return plan;
}

/** Board: the chosen move is made (flow.ts); the Marines leave the ship and the target's Point Defense rolls on them. */
export function startBoarding(s: JovianState, unit: Unit, target: Unit, marines: number): void {
  const committed = Math.min(marines, marinesOf(unit));
  setMarines(unit, marinesOf(unit) - committed);
  s.stats.attackWindows++;
  if (s.log) s.push({ kind: 'board', unit: unit.index, target: target.index, marines: committed });
  s.jobs.push({ kind: 'board', unit: unit.index, target: target.index, marines: committed });
}

/** Board job start: the Point Defense roll, or straight aboard when the target has no Defense (or has left play). */
export function startBoardJob(s: JovianState, job: BoardJob): void {
  const target = s.units[job.target];
  const defense = defenseOf(target);
  if (!target.inPlay()) {
    s.jobs.shift();
    return;
  }
  const plan = defense > 0 ? boardingDefensePlan(s.variants, defense) : null;
  if (plan === null || plan.refused !== null || plan.poolParams.base + plan.poolParams.flex <= 0) {
    s.jobs.shift();
    boardersArrive(s, job, 0);
    return;
  }
  s.stats.attacks++;
  s.roll = plan.poolParams;
}

/** Sums a per-level loss scale over a roll's results. */
export function losses(code: number, scale: readonly number[]): number {
  let n = 0;
  for (let face = 1; face <= 6; face++) n += scale[levelOf(code, face)];
  return n;
}

/** Board step 2's result: Marines removed per result; the survivors board (step 3). */
export function resolveBoardRoll(s: JovianState, job: BoardJob, code: number): void {
  boardersArrive(s, job, losses(code, BOARDING_LOSSES));
}

function boardersArrive(s: JovianState, job: BoardJob, lost: number): void {
  const target = s.units[job.target];
  const survivors = Math.max(0, job.marines - lost);
  // "Multiple models may board the same ship, in which case all surviving Marines contribute to the total".
  target.boarders += survivors;
  if (s.log) s.push({ kind: 'boarded', unit: target.index, lost: Math.min(lost, job.marines), boarders: target.boarders });
  if (target.boarders > 0 && marinesOf(target) === 0) capture(s, target);
}

/** States › Captured: control passes to the boarders' player; the Boarders become its Marines (at most the starting rating). */
export function capture(s: JovianState, ship: Unit): void {
  const captor = 1 - ship.side;
  ship.side = captor;
  setMarines(ship, ship.boarders);
  ship.boarders = 0;
  // A ship captured during its own activation is played on by the new owner ("may choose whether or not to resolve the chosen action").
  if (s.active === ship.index) s.toMove = captor;
  if (s.log) s.push({ kind: 'captured', unit: ship.index, player: captor, marines: marinesOf(ship) });
}

/** Opens the firefight's secret choices (States › Boarded): the boarders' player first, then the defenders'. */
export function openFirefight(s: JovianState, ship: Unit): void {
  s.exchange = { kind: 'firefight', attacker: ship.index, defender: ship.index, first: null, second: null };
  s.phase = 'commit';
  s.toMove = 1 - ship.side;
}

const FIREFIGHT_OPTIONS: readonly Option[] = Object.freeze(FIREFIGHT.map((_, choice) => firefightShaped(choice)));
const BOARDER_CHOICES: readonly Option[] = Object.freeze([FIREFIGHT_OPTIONS[ENGAGE], FIREFIGHT_OPTIONS[SABOTAGE_CHOICE]]);
const DEFENDER_CHOICES: readonly Option[] = Object.freeze([FIREFIGHT_OPTIONS[ENGAGE], FIREFIGHT_OPTIONS[DEFEND]]);

/** The firefight choices of the player to commit: the boarders' (first) or the defenders' (second). */
export function firefightOptions(first: boolean): Option[] {
  return (first ? BOARDER_CHOICES : DEFENDER_CHOICES).slice();
}

const sabotagePlans = new Map<number, AttackPlan>();

/** Sabotage as an attack: Boarders dice, against Defend an opposed roll with the Marines as the secondary pool. */
export function sabotagePlan(boarders: number, opposedBy: number): AttackPlan {
  const key = boarders * 64 + opposedBy;
  let plan = sabotagePlans.get(key);
  if (!plan) {
    const poolParams = { base: boarders, flex: 0, macro: 0 };
    plan = { refused: null, pool: d6Pool(poolParams), poolParams, escalate: 0, diminish: 0, opposed: opposedBy > 0 ? { base: opposedBy, flex: 0, macro: 0 } : null, swarm: null, rerollOnN: false, rolls: 1, declareChance: 1, net: 0 };
    sabotagePlans.set(key, plan);
  }
  return plan;
}

/** Both choices revealed: queue the rolls they call for. */
export function resolveFirefight(s: JovianState, ship: Unit, boarderChoice: number, defenderChoice: number): void {
  const marines = marinesOf(ship);
  const boarders = ship.boarders;
  if (s.log) s.push({ kind: 'firefight', unit: ship.index, boarders: FIREFIGHT[boarderChoice], defenders: FIREFIGHT[defenderChoice], marines, boarding: boarders });
  if (boarderChoice === SABOTAGE_CHOICE && defenderChoice === DEFEND) {
    // "resolve an Opposed Roll with the boarding player as Primary Player ... as if the attack were made by a Precise weapon".
    s.jobs.push(attackJob(-1, SABOTAGE, ship.index, sabotagePlan(boarders, marines), 'precise', 'activation', false));
    return;
  }
  s.jobs.push({ kind: 'firefight', unit: ship.index, marines, boarders, defenders: defenderChoice === DEFEND ? 2 : 1, boardersEngage: boarderChoice === ENGAGE, stage: 0, marinesLost: 0, boardersLost: 0 });
  // Sabotage against Engage: "resolved simultaneously as an Unopposed Roll with base dice equal to the Boarders rating".
  if (boarderChoice === SABOTAGE_CHOICE) s.jobs.push(attackJob(-1, SABOTAGE, ship.index, sabotagePlan(boarders, 0), 'precise', 'activation', false));
}

/** The next roll of a firefight job, or its end (losses applied together) when none is left. */
export function startFirefightJob(s: JovianState, job: FirefightJob): void {
  if (job.stage === 0 && (job.defenders === 0 || job.marines === 0)) job.stage = 1;
  if (job.stage === 1 && (!job.boardersEngage || job.boarders === 0)) job.stage = 2;
  if (job.stage === 2) {
    s.jobs.shift();
    endFirefight(s, job);
    return;
  }
  s.stats.attacks++;
  s.roll = { base: job.stage === 0 ? job.marines : job.boarders, flex: 0, macro: 0 };
}

export function resolveFirefightRoll(s: JovianState, job: FirefightJob, code: number): void {
  if (job.stage === 0) job.boardersLost = losses(code, job.defenders === 2 ? DEFEND_LOSSES : ENGAGE_LOSSES);
  else job.marinesLost = losses(code, ENGAGE_LOSSES);
  job.stage++;
}

function endFirefight(s: JovianState, job: FirefightJob): void {
  const ship = s.units[job.unit];
  if (!ship.inPlay()) return;
  ship.boarders = Math.max(0, ship.boarders - job.boardersLost);
  setMarines(ship, Math.max(0, marinesOf(ship) - job.marinesLost));
  if (s.log) s.push({ kind: 'firefight-result', unit: ship.index, marines: marinesOf(ship), boarders: ship.boarders });
  // "If a model's Marines rating is reduced to 0 and there are Boarders remaining on board, the model is now considered Captured."
  if (ship.boarders > 0 && marinesOf(ship) === 0) capture(s, ship);
}
