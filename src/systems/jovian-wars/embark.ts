/**
 * Carriers (`002_f697cf6215cb147c.txt`, States › Embarked; Generic Special
 * Actions › Launch; Squadron Special Actions › Land; Traits › Hangers,
 * Catapult, Launchers; Repair › Capital Ship Repairing an Embarked Squadron;
 * Damage › Catastrophic Damage Table; Generic Special Actions › Withdraw).
 *
 * An Embarked squadron is off the table (status `embarked`, `carrier` = the
 * carrying model): it cannot attack or be attacked, but it is alive (Victory
 * Points count it as active) and takes its activation to Launch or stay
 * aboard. Launch and Land are extra Actions ("does not count towards the
 * single Action allowed per activation").
 */
import { highestMagnitude } from '../../dice/setMagnitudes.ts';
import { traitValue, type SquadronCard } from './cards.ts';
import type { JovianState } from './game.ts';
import { COS, relativeAngle, SIN } from './geometry.ts';
import { CATAPULT_INCHES, LAUNCH_INCHES, LAUNCHERS_INCHES, traitReading } from './rules.ts';
import type { Unit } from './units.ts';
import { CATAPULT, HANGERS, LAUNCHERS, traitRating } from './systemDamage.ts';
import { transferPods } from './scenarios.ts';
import { landWater } from './waterRaid.ts';

/** Traits › Hangers:X: "This model may have up to X Squadrons Embarked" (the card's X: System Trait Damage never unloads a squadron). */
export function hangersOf(unit: Unit): number {
  return unit.capital ? traitValue(unit.def.traits, 'hangers') : 0;
}

/** Undamaged Hangers (Damage › System Trait Damage; Traits › Hangers): the room to Land, and how many squadrons a Damage Control repairs. */
export function hangersLeft(unit: Unit): number {
  return unit.traitDamage === 0 ? hangersOf(unit) : traitRating(unit, HANGERS);
}

/** How many models are Embarked on `carrier` now. */
export function aboard(s: JovianState, carrier: Unit): number {
  let n = 0;
  // A Drone Bay's stock is not in the Hangers.
  for (const u of s.units) if (u.status === 'embarked' && u.carrier === carrier.index && u.def.kind !== 'drone') n++;
  return n;
}

/** Land: "Squadrons may not Land if there is insufficient undamaged and unoccupied Hanger capacity" (Traits › Hangers). */
export function canTakeAboard(s: JovianState, carrier: Unit, squadron: Unit): boolean {
  return carrier.inPlay() && carrier.side === squadron.side && hangersLeft(carrier) > aboard(s, carrier);
}

/** Whether any squadron Embarked on `carrier` has lost Structure (Repair › Capital Ship Repairing an Embarked Squadron). */
export function embarkedDamaged(s: JovianState, carrier: Unit): boolean {
  if (hangersLeft(carrier) === 0 || s.variants['squadron-repair'] === 'none') return false;
  for (const u of s.units) if (u.status === 'embarked' && u.carrier === carrier.index && u.def.kind !== 'drone' && u.structure < (u.def as SquadronCard).structure) return true;
  return false;
}

/** The nearest enemy model on the table to (x, y), or null. */
function nearestEnemy(s: JovianState, side: number, x: number, y: number): Unit | null {
  let best: Unit | null = null;
  let bestD = Infinity;
  for (const e of s.units) {
    if (e.side === side || !e.inPlay()) continue;
    const d = (e.x - x) * (e.x - x) + (e.y - y) * (e.y - y);
    if (d < bestD) {
      bestD = d;
      best = e;
    }
  }
  return best;
}

const clamp = (v: number, table: number) => Math.min(table, Math.max(0, v));

/**
 * Where a Launching model is placed, by a fixed policy (the player places it
 * in the rulebook): toward the nearest enemy, as far as the carrier allows -
 * 1" (Launch), 3" / 6" with Launchers (JW-040), or with a Catapult anywhere in
 * the carrier's Front arc within 6" / 12" (JW-034), the direction clamped to
 * that arc - never closer to the enemy than 1" and never off the table.
 * Writes the point into `out`.
 */
export function launchPoint(s: JovianState, carrier: Unit, side: number, out: number[]): void {
  const enemy = nearestEnemy(s, side, carrier.x, carrier.y);
  // A damaged Catapult or Launchers (rating 0) "may not be used" (Damage › System Trait Damage).
  const launchers = traitRating(carrier, LAUNCHERS) > 0 ? LAUNCHERS_INCHES[traitReading(s.variants, 'launchers') as 'traits-1' | 'traits-2'] : LAUNCH_INCHES;
  const catapult = traitRating(carrier, CATAPULT) > 0 ? CATAPULT_INCHES[traitReading(s.variants, 'catapult') as 'traits-1' | 'traits-2'] : 0;
  const dx = enemy ? enemy.x - carrier.x : COS[carrier.heading];
  const dy = enemy ? enemy.y - carrier.y : SIN[carrier.heading];
  const gap = Math.sqrt(dx * dx + dy * dy);
  let angle = Math.atan2(dy, dx);
  let reach = launchers;
  if (catapult > launchers) {
    // Front arc: 45 degrees either side of the keel line (Attack › Model Arcs).
    const off = Math.max(-45, Math.min(45, relativeAngle(carrier.heading, dx, dy)));
    angle = ((carrier.heading * 45 + off) * Math.PI) / 180;
    reach = catapult;
  }
  const r = enemy ? Math.max(0, Math.min(reach, gap - 1)) : reach;
  out[0] = clamp(carrier.x + Math.cos(angle) * r, s.table);
  out[1] = clamp(carrier.y + Math.sin(angle) * r, s.table);
}

const POINT = [0, 0];

/** Generic Special Actions › Launch: the Embarked model leaves its carrier and is placed on the table (launchPoint). */
export function launch(s: JovianState, unit: Unit): void {
  const carrier = s.units[unit.carrier];
  launchPoint(s, carrier, unit.side, POINT);
  unit.x = POINT[0];
  unit.y = POINT[1];
  unit.heading = carrier.heading;
  unit.status = 'active';
  unit.carrier = -1;
  if (s.log) s.push({ kind: 'launch', unit: unit.index, carrier: carrier.index, x: Math.round(unit.x * 10) / 10, y: Math.round(unit.y * 10) / 10 });
}

/** Squadron Special Actions › Land: in base contact with a carrier with room, the squadron becomes Embarked on it. */
export function land(s: JovianState, unit: Unit, carrier: Unit): void {
  // Break the Truce › Transfer Escape Pods: a Landing squadron's pods go to its carrier.
  if (s.scenario !== null) transferPods(s, unit, carrier);
  // Water Raid › Transfer Water: a Landing squadron's water goes to its carrier (as much as fits; waterRaid.ts).
  if (s.scenario !== null && s.scenario.kind === 'water-raid') landWater(s, unit, carrier);
  unit.status = 'embarked';
  unit.carrier = carrier.index;
  unit.x = carrier.x;
  unit.y = carrier.y;
  if (s.log) s.push({ kind: 'land', unit: unit.index, carrier: carrier.index });
}

/**
 * What happens to the models Embarked on a carrier that leaves play:
 * Withdrawn with it (Withdraw: "Any models Embarked on the Withdrawing model
 * are also considered Withdrawn"; leaving the table likewise), placed within
 * 1" when it is Dead, Destroyed when it Explodes (Catastrophic Damage Table).
 */
export function carrierLost(s: JovianState, carrier: Unit, fate: 'withdrawn' | 'dead' | 'explode'): void {
  for (const u of s.units) {
    if (u.status !== 'embarked' || u.carrier !== carrier.index) continue;
    u.carrier = -1;
    if (fate === 'withdrawn') u.status = 'withdrawn';
    else if (fate === 'explode' || u.def.kind === 'drone') {
      // A Drone Bay's unlaunched stock goes with its ship.
      u.status = 'destroyed';
      u.structure = 0;
    } else {
      // "placed within 1" of the Dead model": 1" astern of it.
      u.status = 'active';
      u.x = clamp(carrier.x - COS[carrier.heading], s.table);
      u.y = clamp(carrier.y - SIN[carrier.heading], s.table);
    }
    if (s.log) s.push({ kind: 'disembarked', unit: u.index, carrier: carrier.index, fate });
  }
}

/** Land, once the move's terrain and Point Defense attacks have resolved (flow.ts). */
export interface LandJob {
  kind: 'land';
  unit: number;
  carrier: number;
}

/** A Skill Test repairing one Embarked squadron (Repair › Capital Ship Repairing an Embarked Squadron). */
export interface SquadronRepairJob {
  kind: 'squadron-repair';
  /** The squadron. */
  unit: number;
  carrier: number;
}

/** Damage Control on a carrier: one Skill Test per damaged Embarked squadron ("separately for each embarked Squadron"). */
export function queueSquadronRepairs(s: JovianState, carrier: Unit): void {
  if (!embarkedDamaged(s, carrier)) return;
  // Traits › Hangers: "The number of Squadrons that can be Repaired is limited by the number of undamaged Hangers" (the first aboard, a fixed policy).
  let room = hangersLeft(carrier);
  for (const u of s.units) {
    if (room > 0 && u.status === 'embarked' && u.carrier === carrier.index && u.structure < (u.def as SquadronCard).structure) {
      s.jobs.push({ kind: 'squadron-repair', unit: u.index, carrier: carrier.index });
      room--;
    }
  }
}

/**
 * The Skill Test's pool: the carrier's Skill; Repair:X adds X Flex dice
 * (traits-1: "When repairing Squadrons, add +X dice to the Flex Pool") or X
 * Skill (traits-2: "improves its Skill rating by X for any Repair rolls") (JW-042).
 */
export function squadronRepairPool(s: JovianState, job: SquadronRepairJob): { base: number; flex: number; macro: number } {
  const carrier = s.units[job.carrier];
  const x = traitValue(carrier.def.traits, 'repair');
  const reading = traitReading(s.variants, 'repair');
  return { base: carrier.def.skill + (reading === 'traits-2' ? x : 0), flex: reading === 'traits-1' ? x : 0, macro: 0 };
}

/** Structure repaired per result N/D/T/Q+ under `squadron-repair=0-1-2-full` (JW-024: the outcome list is blank); 9 = all. */
export const SQUADRON_REPAIR = [0, 1, 2, 9] as const;

export function resolveSquadronRepair(s: JovianState, job: SquadronRepairJob, code: number): void {
  const unit = s.units[job.unit];
  const level = highestMagnitude(code);
  const before = unit.structure;
  // Only a squadron still aboard is repaired (it cannot have left between the declaration and the roll, but be safe).
  if (unit.status === 'embarked') unit.structure = Math.min((unit.def as SquadronCard).structure, unit.structure + SQUADRON_REPAIR[level]);
  if (s.log) s.push({ kind: 'squadron-repaired', unit: unit.index, carrier: job.carrier, result: 'NDTQ'[level], structure: unit.structure - before });
}
