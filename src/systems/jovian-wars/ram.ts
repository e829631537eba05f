/**
 * Ramming as a game action (`002_f697cf6215cb147c.txt`, Generic Special
 * Actions › Ram, Capital Ship Ramming Capital Ship, Squadron Ramming Capital
 * Ship). Requirement: Structure 0-1 or the Fire Ship trait; a Capital Ship may
 * not ram a Squadron.
 * - A capital ship moves straight ahead (after its turns) into base contact
 *   with a capital ship its keel line meets; its Skill Test D+ escalates its
 *   roll; both ships roll their starting Structure (+1B each when both front
 *   arcs touch; the rammed ship's Flank/Rear modifier; `ram-range`), the
 *   rammed ship always escalates; a ramming ship Crippled before the Ram is
 *   then Destroyed and rolls on the Catastrophic Damage Table for an explosion,
 *   after the Catastrophic rolls its damage from the Ram calls for
 *   (`ram-explosion=damage-first`, step 3's "Resolve Damage from the rolls as
 *   normal. However, ...") or before them, which are then never made
 *   (`explosion-first`; jobs.ts startJob).
 * - A squadron flies (Boosting if it must) into base contact, takes a Point
 *   Defense attack, and if it survives makes a Skill Test: D = a Critical
 *   Hit, T+ = a Critical Hit and a Structure damage; it is then Destroyed.
 * Bases are points here: "base contact" is within 1", the front arc is the
 * keel line within 1".
 */
import { d6Pool } from '../../dice/d6sets.ts';
import { highestMagnitude } from '../../dice/setMagnitudes.ts';
import type { AttackPlan } from './attackPool.ts';
import { traitValue, type CapitalCard, type SquadronCard } from './cards.ts';
import type { JovianState } from './game.ts';
import { attackedArc, COS, distance, SIN } from './geometry.ts';
import { attackJob, catastrophicCount, criticalHits, queueAttack } from './jobs.ts';
import { POINT_DEFENSE } from './options.ts';
import { BOOST_INCHES, catastrophicResult, modifierEffect, MODIFIER } from './rules.ts';
import { defenseOf, rating, type Unit } from './units.ts';
import { STRUCTURE } from './damage.ts';
import { carrierLost } from './embark.ts';

/** A ram's Skill Test (then its rolls are queued), or its end (a Crippled rammer's catastrophic roll). */
export interface RamJob {
  kind: 'ram-test' | 'ram-end';
  unit: number;
  target: number;
  /** The rammer was Crippled at the start of the Ram. */
  crippled: boolean;
}

/** Ram: Structure 0-1 or Fire Ship. */
export function canRam(unit: Unit): boolean {
  return rating(unit, STRUCTURE) <= 1 || traitValue(unit.def.traits, 'fire-ship') > 0;
}

/**
 * The capital ship move that puts its front into base contact with `target`:
 * a turn within `maxTurns` after which the target lies on the keel line
 * (within 1") ahead at a distance the ship can stop 1" short of within
 * [lo, hi]; as { turns, distance } or null.
 */
export function ramMove(unit: Unit, target: Unit, maxTurns: number, lo: number, hi: number): { turns: number; distance: number } | null {
  const dx = target.x - unit.x;
  const dy = target.y - unit.y;
  for (let t = 0; t <= maxTurns; t++) {
    for (const turns of t === 0 ? [0] : [t, -t]) {
      const h = (unit.heading + turns + 8) % 8;
      const ahead = dx * COS[h] + dy * SIN[h];
      const across = Math.abs(-dx * SIN[h] + dy * COS[h]);
      if (across > 1 || ahead <= 0) continue;
      const move = Math.max(0, ahead - 1);
      if (move >= lo - 1e-9 && move <= hi + 1e-9) return { turns, distance: Math.round(move * 100) / 100 };
    }
  }
  return null;
}

/** A squadron's Boost needed to reach base contact (1") with `target`, or -1 (at most `maxBoost` Fuel: 2, a Fast model's 3; fast.ts). */
export function ramBoost(unit: Unit, target: Unit, maxBoost = 2): number {
  const sq = unit.def as SquadronCard;
  const gap = distance(unit.x, unit.y, target.x, target.y) - 1;
  for (let b = 0; b <= Math.min(maxBoost, unit.fuel); b++) if (gap <= sq.speed + b * BOOST_INCHES) return b;
  return -1;
}

/** Squadron Ramming Capital Ship step 2: the rammed ship's Point Defense attack on the squadron (before any other autofire). */
export function ramPointDefense(s: JovianState, unit: Unit, target: Unit): void {
  if (unit.capital || defenseOf(target) <= 0) return;
  target.pdUsed = true;
  queueAttack(s, target, POINT_DEFENSE, unit, 'point-defense', false);
}

/** The ram's Skill Test, after the move (and Point Defense). */
export function startRam(s: JovianState, unit: Unit, target: Unit, crippled: boolean): void {
  s.stats.attackWindows++;
  if (s.log) s.push({ kind: 'ram', unit: unit.index, target: target.index });
  s.jobs.push({ kind: 'ram-test', unit: unit.index, target: target.index, crippled });
}

/** The ram's pool for one ship: starting Structure, +1B when both fronts touch, the struck arc's modifier and (ram-range=short) Short Range. */
function ramPlan(s: JovianState, ship: Unit, struck: Unit, bothFronts: boolean, escalates: boolean): AttackPlan {
  const card = ship.def as CapitalCard;
  let net = 0;
  const arc = attackedArc(struck.heading, struck.x, struck.y, ship.x, ship.y);
  net += arc === 'side' ? MODIFIER.sideArc : arc === 'aft' ? MODIFIER.aftArc : 0;
  // "Flank/Rear and Range Attack Modifiers apply", but the worked example rolls Structure 4 + 1 (side) = 5d6, no Short Range bonus.
  if (s.variants['ram-range'] === 'short') net += MODIFIER.shortRange;
  const shift = modifierEffect(net);
  const poolParams = { base: card.structure[0] + (bothFronts ? 1 : 0) + shift.base, flex: shift.flex, macro: shift.macro };
  return { refused: null, pool: d6Pool(poolParams), poolParams, escalate: escalates ? 1 : 0, diminish: 0, opposed: null, swarm: null, rerollOnN: false, rolls: 1, declareChance: 1, net };
}

/** The ram's Skill Test result: queue both rolls (capital ships) or the squadron's damage. */
export function resolveRamTest(s: JovianState, job: RamJob, code: number): void {
  const unit = s.units[job.unit];
  const target = s.units[job.target];
  const level = highestMagnitude(code);
  if (s.log) s.push({ kind: 'action-test', unit: unit.index, test: 'ram', result: 'NDTQ'[level] });
  if (!unit.capital) {
    // Squadron Ramming Capital Ship step 3: D = a Critical Hit; T+ = a Critical Hit and a Structure damage. Step 4: Destroyed.
    if (level >= 1 && target.inPlay()) criticalHits(s, target, 1, level >= 2 ? 1 : 0, unit.index);
    unit.status = 'destroyed';
    unit.structure = 0;
    if (s.log) s.push({ kind: 'rammed', unit: unit.index, destroyed: true });
    return;
  }
  const bothFronts = attackedArc(target.heading, target.x, target.y, unit.x, unit.y) === 'fore';
  // Step 2: the rammer escalates on a Skill Test D+; the rammed ship always escalates. Simultaneous: neither needs the other alive.
  s.jobs.push(attackJob(unit.index, RAM, target.index, ramPlan(s, unit, target, bothFronts, level >= 1), 'standard', 'activation', false));
  s.jobs.push(attackJob(target.index, RAM, unit.index, ramPlan(s, target, unit, bothFronts, true), 'standard', 'activation', false));
  s.jobs.push({ kind: 'ram-end', unit: unit.index, target: target.index, crippled: job.crippled });
}

/** Weapon index of a ram's attacks in jobs and events. */
export const RAM = -3;

/** Step 3: a rammer Crippled at the start of the Ram is Destroyed; the die decides whether it Explodes (its place in the queue: `ram-explosion`, jobs.ts startJob). */
export function resolveRamEnd(s: JovianState, job: RamJob, die: number, explode: (s: JovianState, ship: Unit) => void): void {
  const unit = s.units[job.unit];
  if (unit.status === 'destroyed') return;
  unit.status = 'destroyed';
  const zeroed = catastrophicCount(s, unit);
  const result = catastrophicResult(die, zeroed);
  if (s.log) s.push({ kind: 'catastrophic', unit: unit.index, die, total: die + zeroed, result: result === 'explode' ? 'explode' : 'dead' });
  carrierLost(s, unit, result === 'explode' ? 'explode' : 'dead');
  if (result === 'explode') explode(s, unit);
}
