/**
 * Suppressing Fire and Silent Running (`002_f697cf6215cb147c.txt`, Capital
 * Ship Special Actions › Suppressing Fire, States › Suppressed; Generic
 * Special Actions › Silent Running, States › Stealthed): what declaring each
 * offers, the Suppressed:X and Stealthed states and when they end.
 */
import { traitValue, type Weapon } from './cards.ts';
import type { JovianState } from './game.ts';
import type { Unit } from './units.ts';
import { leaveEscort } from './escorts.ts';

/** Indices in options.ts ACTIONS ('suppressing-fire', 'silent-running'). */
export const SUPPRESSING_FIRE = 14;
export const SILENT_RUNNING = 15;

/** A target Suppressing Fire may pick: a Capital Ship "without Cloak". */
function suppressible(target: Unit): boolean {
  return target.capital && target.inPlay() && traitValue(target.def.traits, 'cloak') === 0;
}

/**
 * Suppressing Fire is offered to a capital ship with an undamaged Kinetic
 * Cannon (Requirement "[Kinetic Cannons], Capital Ship Target"): the Fire
 * phase then checks the arc (canFire), so a ship with no enemy capital ship
 * in any Kinetic Cannon's arc simply gets no target.
 */
export function canSuppress(s: JovianState, unit: Unit): boolean {
  const weapons = unit.def.weapons;
  let kinetic = false;
  for (let wi = 0; wi < weapons.length; wi++) if (weapons[wi].type === 'kinetic' && weapons[wi].ac > 0 && !((unit.damaged >> wi) & 1)) kinetic = true;
  if (!kinetic) return false;
  for (const e of s.units) if (e.side !== unit.side && suppressible(e)) return true;
  return false;
}

/**
 * Whether this shot is a Suppressing Fire one: the activation of a ship that
 * declared Suppressing Fire, a Kinetic Cannon, a capital ship without Cloak.
 * Such a shot ignores Sensor Range ("at any distance away") but keeps the arc,
 * and every Kinetic Cannon shot of that activation at a capital ship is one (a
 * reading: the Action is declared for the activation).
 */
export function suppressingShot(s: JovianState, unit: Unit, w: Weapon, target: Unit): boolean {
  return s.declared === SUPPRESSING_FIRE && s.active === unit.index && w.type === 'kinetic' && suppressible(target);
}

/**
 * "Instead of resolving the attack, put the targeted Capital Ship into the
 * Suppressed:X state, where the X is the AC value of the Kinetic Cannon
 * attack" (Link: "may be used to gain additional Anti-Capital rating", +1 per
 * further linked weapon); "If the targeted ship is already in the Suppressed
 * state, upgrade the state by one regardless of the AC value".
 */
export function suppress(s: JovianState, unit: Unit, w: Weapon, target: Unit): void {
  const x = w.ac + (traitValue(w.traits, 'link') > 0 ? w.count - 1 : 0);
  target.suppressed = target.suppressed > 0 ? target.suppressed + 1 : x;
  if (s.log) s.push({ kind: 'suppressed', unit: unit.index, weapon: w.name, target: target.index, x: target.suppressed });
}

/**
 * States › Suppressed:X: "Thrusters rating reduced by X-1, to a minimum of
 * 0". (The controlling player's option to use the actual rating at the price
 * of an AC:2 Macro X Kinetic Cannon attack is not offered: a fixed policy,
 * the ship stays Suppressed.)
 */
export function suppressedThrusters(unit: Unit, thrusters: number): number {
  return unit.suppressed > 1 ? Math.max(0, thrusters - unit.suppressed + 1) : thrusters;
}

/**
 * Silent Running's Skill Test: "N will allow the model to keep the Stealthed
 * state until Fire Control expenditure with non-Missile or Drone weapons or
 * the End Phase, whichever comes first. [D+] ... until the End Phase."
 * `Unit.silent`: 1 = Stealthed until it fires a gun, 2 = until the End Phase.
 */
export function resolveSilentRunning(s: JovianState, unit: Unit, level: number): void {
  unit.silent = level === 0 ? 1 : 2;
  if (s.log) s.push({ kind: 'action-test', unit: unit.index, test: 'silent-running', result: 'NDTQ'[level] });
}

/** Firing anything but a Missile or a Drone Bay cancels a Stealthed state won on an N (the implicit Point Defense weapon included). */
export function fireBreaksSilence(unit: Unit, w: Weapon | null): void {
  if (unit.silent === 1 && (w === null || (w.type !== 'missile' && w.type !== 'drone'))) unit.silent = 0;
}

/*
 * States › Stealthed: "This model gains the Stealth trait": one more Stealth
 * under traits-2 (Stealth:X lowers the attacker's Sensors by X; the state
 * names no X: 1), read inline as `unit.silent > 0` where Stealth is
 * (jobs.ts planFor, options.ts canFire, flow.ts isLongRange); under traits-1
 * (missile range +6") it counts as having Stealth (options.ts canFire).
 */

/** "... and improves its ECM rating by 1 or gains ECM:1 if it does not have ECM" (added to the plan's ecmBonus). */
export function silentEcm(unit: Unit): number {
  return unit.silent > 0 ? 1 : 0;
}

/** End Phase: Suppressed ("Cancellation: End Phase") and Stealthed end. */
export function endSupportStates(u: Unit): void {
  u.suppressed = 0;
  u.silent = 0;
}

/** Index in options.ts ACTIONS ('vector-attack'). */
export const VECTOR_ATTACK = 16;
/** Vector Attack: "The chosen Squadron may make a free movement of up to 4"". */
export const VECTOR_INCHES = 4;

/** A friendly squadron on the table within the capital ship's Sensor Range (Short or Optimum: the squadron's Signature + 3" per Sensors). */
function vectorable(ship: Unit, u: Unit, sensors: number): boolean {
  if (u.capital || u.side !== ship.side || !u.inPlay() || u === ship) return false;
  const dx = u.x - ship.x;
  const dy = u.y - ship.y;
  const reach = u.def.signature + 3 * sensors;
  return dx * dx + dy * dy <= reach * reach;
}

/**
 * Vector Attack (Requirement "Comms/Capital Ship and Sensors: 1+"): offered
 * to a capital ship with Sensors 1+ and a friendly squadron within its Sensor
 * Range (no card has Comms, so no squadron declares it). Whose squadrons the
 * rule lets it choose it does not say; this engine moves friendly ones only.
 */
export function canVector(s: JovianState, unit: Unit, sensors: number): boolean {
  if (sensors < 1) return false;
  for (const u of s.units) if (vectorable(unit, u, sensors)) return true;
  return false;
}

/**
 * Vector Attack's Skill Test: "N choose a Squadron ... D allows two ... [T+]
 * allows for three Squadrons to be chosen and moved": a fixed policy picks
 * friendly squadrons in Sensor Range that have not activated yet first, then
 * the others, nearest first, and moves each straight toward the nearest enemy
 * model, up to 4" and never closer than 1" (kept on the table). The move "does
 * not count as activating the Squadron and does not allow for Interception";
 * it meets no terrain and no Point Defense autofire either (a simplification).
 */
export function resolveVectorAttack(s: JovianState, ship: Unit, level: number, sensors: number, tableInches: number): void {
  const count = Math.min(3, level + 1);
  const picked: Unit[] = [];
  for (const u of s.units) if (vectorable(ship, u, sensors)) picked.push(u);
  const d2 = (u: Unit) => (u.x - ship.x) * (u.x - ship.x) + (u.y - ship.y) * (u.y - ship.y);
  picked.sort((a, b) => (a.activated === b.activated ? d2(a) - d2(b) || a.index - b.index : a.activated ? 1 : -1));
  if (s.log) s.push({ kind: 'action-test', unit: ship.index, test: 'vector-attack', result: 'NDTQ'[level] });
  for (let i = 0; i < picked.length && i < count; i++) {
    const u = picked[i];
    let best: Unit | null = null;
    let bestD = Infinity;
    for (const e of s.units) {
      if (e.side === u.side || !e.inPlay()) continue;
      const d = Math.sqrt((e.x - u.x) * (e.x - u.x) + (e.y - u.y) * (e.y - u.y));
      if (d < bestD) {
        bestD = d;
        best = e;
      }
    }
    if (!best) continue;
    const step = Math.max(0, Math.min(VECTOR_INCHES, bestD - 1));
    if (step <= 0) continue;
    u.x = Math.min(tableInches, Math.max(0, u.x + ((best.x - u.x) / bestD) * step));
    u.y = Math.min(tableInches, Math.max(0, u.y + ((best.y - u.y) / bestD) * step));
    if (s.log) s.push({ kind: 'vectored', unit: u.index, x: Math.round(u.x * 10) / 10, y: Math.round(u.y * 10) / 10 });
    // States › Escorting: "commanded to leave Escorting State via the Vector Attack action moving it out of base contact" (escorts.ts).
    if (u.escort >= 0) leaveEscort(s, u);
  }
}
