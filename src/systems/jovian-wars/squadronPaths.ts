/**
 * Where a squadron's straight moves end (`002_f697cf6215cb147c.txt`, Movement; Squadron Special Actions › Boost, Land;
 * Ram; Ambush; Water Raid › Mine the Comet), as pure functions: flow.ts makes the moves with them, and the Reactive
 * Interception offer (reactiveOffer.ts) and the heuristic (ai.ts) ask them of a move before it is made. Each writes the
 * end point to `out` (x, y) and changes nothing.
 */
import type { SquadronCard } from './cards.ts';
import type { JovianState } from './game.ts';
import { distance } from './geometry.ts';
import { BOOST_INCHES } from './rules.ts';
import { edgeDistance } from './scenarios.ts';
import type { Unit } from './units.ts';
import { MINE_STANDOFF } from './waterRaid.ts';

/**
 * An approach, Bombing Run, Intercept or Combined Attack on `target`, Boosting `boost` Fuel: straight at the target, to
 * just inside its Short Range (its Signature) for an approach or a Combined Attack, to base contact (1") for a run, as
 * far as Speed + 3" a Fuel goes.
 */
export function squadronMoveEnd(unit: Unit, target: Unit, kind: 'approach' | 'bomb' | 'intercept' | 'combined', boost: number, out: number[]): void {
  const reach = (unit.def as SquadronCard).speed + boost * BOOST_INCHES;
  const gap = distance(unit.x, unit.y, target.x, target.y);
  const stopAt = kind === 'approach' || kind === 'combined' ? target.def.signature - 0.5 : 1;
  const travel = Math.max(0, Math.min(reach, gap - stopAt));
  out[0] = gap > 0 ? unit.x + ((target.x - unit.x) / gap) * travel : unit.x;
  out[1] = gap > 0 ? unit.y + ((target.y - unit.y) / gap) * travel : unit.y;
}

/** A Ram's or a Land's move: straight to 1" from `target` (base contact); the options offer it only within reach. */
export function contactEnd(unit: Unit, target: Unit, out: number[]): void {
  const gap = distance(unit.x, unit.y, target.x, target.y);
  const travel = Math.max(0, gap - 1);
  out[0] = gap > 0 ? unit.x + ((target.x - unit.x) / gap) * travel : unit.x;
  out[1] = gap > 0 ? unit.y + ((target.y - unit.y) / gap) * travel : unit.y;
}

/** Ambush (scenarios.ts): straight at the escape edge, Speed + 3" a Fuel, a little past the edge when in reach. */
export function escapeEnd(s: JovianState, unit: Unit, boost: number, out: number[]): void {
  const reach = (unit.def as SquadronCard).speed + boost * BOOST_INCHES;
  const edge = s.scenario!.edge;
  const travel = Math.min(reach, edgeDistance(edge, unit.x, unit.y) + 0.5);
  out[0] = edge === 1 ? unit.x + travel : edge === 3 ? unit.x - travel : unit.x;
  out[1] = edge === 0 ? unit.y - travel : edge === 2 ? unit.y + travel : unit.y;
}

/** Water Raid › Mine the Comet: straight at the Stationary Comet's Body, to MINE_STANDOFF from its edge, as far as Speed + 3" a Fuel. */
export function mineEnd(s: JovianState, unit: Unit, boost: number, out: number[]): void {
  const body = s.terrain[s.scenario!.comet];
  const gap = distance(unit.x, unit.y, body.x, body.y);
  const travel = Math.max(0, Math.min((unit.def as SquadronCard).speed + boost * BOOST_INCHES, gap - body.r - MINE_STANDOFF));
  out[0] = gap > 0 ? unit.x + ((body.x - unit.x) / gap) * travel : unit.x;
  out[1] = gap > 0 ? unit.y + ((body.y - unit.y) / gap) * travel : unit.y;
}
