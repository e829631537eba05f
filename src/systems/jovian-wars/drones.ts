/**
 * Drones (`002_f697cf6215cb147c.txt`, Weapons › Drone, Drone Bay; Generic
 * Special Actions › Drone Command; Traits › Controllable).
 *
 * A Drone Bay's stock is one drone squadron per rating box, the box's number
 * its Class. The drones exist from the start as models aboard the ship
 * (status `embarked`, never activating, never Landing or Launching: "Not take
 * the Launch or Land actions"); using the Drone Bay (one Fire Control) puts X
 * of them (Drone Bays:X) on the table within 6" in the weapon's arc. On the
 * table a drone is a Squadron (a target; Interception only by Class III), but
 * it "does not activate during the normal game turn sequence": only a
 * Controllable drone activates, as a normal Squadron, when a Drone Command
 * Skill Test (N/D/T/Q+ = 1/2/3/4 drones in Sensor Range) picks it. When the
 * commanded drones activate is not said (variant `drone-command`). Drones
 * attack with their own card's weapons through the ordinary attack pipeline.
 * Drones score no Victory Points: their cost is the ship's.
 */
import { highestMagnitude } from '../../dice/setMagnitudes.ts';
import { droneCardFor, traitValue, type Fleet } from './cards.ts';
import type { JovianState } from './game.ts';
import { arcCovers, COS, relativeAngle, SIN } from './geometry.ts';
import { newUnit, sensorsOf, type Unit } from './units.ts';
import { escortOnLaunch } from './escorts.ts';
import { statCards } from './statChanges.ts';

/** Weapons › Drone Bay: "Drones may be deployed up to 6" away from the launching model in the arc of the weapon". */
export const DRONE_DEPLOY_INCHES = 6;

export const isDrone = (u: Unit): boolean => u.def.kind === 'drone';

/** Creates every Drone Bay's stock aboard its ship (after the fleet is placed; `first` = the side's first unit index). */
export function stockDrones(state: JovianState, fleet: Fleet, side: number, first: number): void {
  const end = state.units.length;
  // The drone card under the `stats` variant (statChanges.ts): droneCardFor picks by faction, class and traits alone.
  const catalogue = statCards(state.variants.stats);
  for (let i = first; i < end; i++) {
    const ship = state.units[i];
    if (!ship.capital) continue;
    for (const w of ship.def.weapons) {
      for (const cls of w.stock ?? []) {
        const drone = newUnit(catalogue.card(droneCardFor(fleet.faction, cls)!.id)!, state.units.length, side, ship.x, ship.y, ship.heading);
        drone.status = 'embarked';
        drone.carrier = ship.index;
        state.units.push(drone);
      }
    }
  }
}

/** Whether `ship` has drones left in stock. */
export function hasStock(s: JovianState, ship: Unit): boolean {
  for (const u of s.units) if (u.carrier === ship.index && u.status === 'embarked' && u.def.kind === 'drone') return true;
  return false;
}

/**
 * Using a Drone Bay: up to X drones from the ship's stock ("Drone Bays: X
 * allows the launch of X Drone Squadrons for each usage"), placed by a fixed
 * policy 6" toward the nearest enemy when the weapon's arc covers it, else 6"
 * along the middle of the arc; never closer than 1" to the enemy, never off
 * the table. (A ship's bays share its stock.)
 */
export function launchDrones(s: JovianState, ship: Unit, wi: number): void {
  const w = ship.def.weapons[wi];
  let left = Math.max(1, traitValue(w.traits, 'drone-bays'));
  let enemy: Unit | null = null;
  let best = Infinity;
  for (const e of s.units) {
    if (e.side === ship.side || !e.inPlay()) continue;
    const d = Math.hypot(e.x - ship.x, e.y - ship.y);
    if (d < best) {
      best = d;
      enemy = e;
    }
  }
  let dx = COS[ship.heading];
  let dy = SIN[ship.heading];
  let reach = DRONE_DEPLOY_INCHES;
  if (enemy && arcCovers(w.arc, relativeAngle(ship.heading, enemy.x - ship.x, enemy.y - ship.y), ship.heading, enemy.x - ship.x, enemy.y - ship.y)) {
    dx = (enemy.x - ship.x) / best;
    dy = (enemy.y - ship.y) / best;
    reach = Math.max(0, Math.min(reach, best - 1));
  } else if (!w.arc.includes('T') && !w.arc.includes('F')) {
    // The middle of the first arc the weapon has: aft, port (+90 degrees) or starboard.
    const h = (ship.heading + (w.arc[0] === 'A' ? 4 : w.arc[0] === 'P' ? 2 : 6)) % 8;
    dx = COS[h];
    dy = SIN[h];
  }
  for (const u of s.units) {
    if (left === 0) break;
    if (u.carrier !== ship.index || u.status !== 'embarked' || u.def.kind !== 'drone') continue;
    u.status = 'active';
    u.carrier = -1;
    u.x = Math.min(s.table, Math.max(0, ship.x + dx * reach));
    u.y = Math.min(s.table, Math.max(0, ship.y + dy * reach));
    u.heading = ship.heading;
    // Launched drones wait for a Drone Command to activate.
    u.activated = true;
    left--;
    if (s.escorts) escortOnLaunch(s, u, ship);
    if (s.log) s.push({ kind: 'drones', unit: u.index, ship: ship.index, x: Math.round(u.x * 10) / 10, y: Math.round(u.y * 10) / 10 });
  }
}

/** A Controllable friendly drone on the table within the commander's Sensor Range (its Signature + 3" per Sensors: Optimum Range). */
function commandable(commander: Unit, drone: Unit): boolean {
  if (drone.def.kind !== 'drone' || drone.side !== commander.side || !drone.inPlay() || traitValue(drone.def.traits, 'controllable') === 0) return false;
  const range = drone.def.signature + 3 * sensorsOf(commander);
  return Math.hypot(drone.x - commander.x, drone.y - commander.y) <= range;
}

/** Drone Command is offered to a capital ship (or a squadron with Comms) with a Controllable drone in Sensor Range. */
export function canCommandDrones(s: JovianState, unit: Unit): boolean {
  if (!unit.capital && traitValue(unit.def.traits, 'comms') === 0) return false;
  for (const d of s.units) if (commandable(unit, d)) return true;
  return false;
}

export interface DroneCommandJob {
  kind: 'drone-command';
  unit: number;
}

/**
 * The Drone Command Skill Test: N/D/T/Q+ command 1/2/3/4 drones (JW-120: even
 * N commands one), the nearest first (the player's choice in the rulebook);
 * each may then take an activation this turn (`activated` cleared), even one
 * that already activated under another Drone Command.
 */
export function resolveDroneCommand(s: JovianState, job: DroneCommandJob, code: number): void {
  const commander = s.units[job.unit];
  let left = highestMagnitude(code) + 1;
  if (s.log) s.push({ kind: 'action-test', unit: commander.index, test: 'drone-command', result: 'NDTQ'[left - 1] });
  while (left > 0) {
    let pick: Unit | null = null;
    let best = Infinity;
    for (const d of s.units) {
      if (!d.activated || !commandable(commander, d)) continue;
      const dist = Math.hypot(d.x - commander.x, d.y - commander.y);
      if (dist < best) {
        best = dist;
        pick = d;
      }
    }
    if (!pick) break;
    pick.activated = false;
    left--;
    if (s.log) s.push({ kind: 'commanded', unit: pick.index, by: commander.index });
  }
}

/** Commanded drones of `side` still to activate (`drone-command=at-once`: they activate before play passes on). */
export function pendingDrones(s: JovianState, side: number): boolean {
  for (const u of s.units) if (u.side === side && !u.activated && u.def.kind === 'drone' && u.inPlay()) return true;
  return false;
}
