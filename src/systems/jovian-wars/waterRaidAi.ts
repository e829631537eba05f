/**
 * The heuristic player's play to Water Raid's Objective Points (waterRaid.ts), a rough policy layered on ai.ts's
 * scores (each number a heuristic setting, listed in the rules card). Only water on non-Crippled capital ships that
 * Withdraw scores for the Defender; every other unit counts as prevented for the Attacker (the default reading).
 * - Defender, Exo-Armor with a Lance: Mine the Comet (MINE_SCORE, above any Bombing Run or Dogfight) while it has room,
 *   through turn LAST_MINE_TURN, and only when a friendly carrier has Hangers room for it (mined water reaches a capital
 *   ship only by Landing: without one it would only add to what the Attacker prevents); bid all the Fuel left.
 *   A squadron carrying water Lands on a carrier with room (LAND_SCORE); an Embarked one that can mine Launches.
 * - Defender capital ships carrying water: they fall back to their own table edge from the start (the usual pose score
 *   at a quarter weight, minus twice the distance to HOVER inches off the edge before turn 4, to the edge from turn 4:
 *   the water scores only if it Withdraws, worth up to 7 OP each way against 3 for the most Victory Points), and Withdraw whenever allowed (from
 *   turn 4, 6" from enemies, not Crippled: a Crippled ship's water does not score), a carrier waiting before turn
 *   CARRIER_WAIT_TURN while a friendly squadron on the table still carries water.
 * - Attacker: fire, Bombing Runs and Dogfights on a model carrying water score (1 + HUNT x its water) times the usual.
 */
import type { JovianState, Option } from './game.ts';
import { COS, SIN } from './geometry.ts';
import { canTakeAboard, hangersOf } from './embark.ts';
import { edgeDistance, SURPRISE_TURNS } from './scenarios.ts';
import { carriesWater, lanceOf, mayMine, mineGap, waterRoom } from './waterRaid.ts';
import type { SquadronCard } from './cards.ts';
import { BOOST_INCHES } from './rules.ts';
import type { Unit } from './units.ts';

const MINE_SCORE = 40;
const LAND_SCORE = 45;
export const LAST_MINE_TURN = 5;
export const CARRIER_WAIT_TURN = 6;
const HUNT = 0.15;
const HOVER = 8;
/** Generic Special Actions › Withdraw: "at least 6" away from any enemy models". */
const WITHDRAW_CLEAR = 6;

/** A friendly carrier in play with room for `u` and for water. */
function carrierFor(s: JovianState, u: Unit): boolean {
  for (const c of s.units) if (c.side === u.side && c.capital && hangersOf(c) > 0 && canTakeAboard(s, c, u) && waterRoom(s, c) > 0) return true;
  return false;
}

/** A friendly squadron on the table carrying water (a carrier waits for it). */
function squadronsOut(s: JovianState, side: number): boolean {
  const water = s.scenario!.water;
  for (const u of s.units) if (u.side === side && !u.capital && u.status === 'active' && water[u.index] > 0) return true;
  return false;
}

/** A Defender squadron that would Mine now: able to, with room, early enough, and a carrier to bring the water to. */
function wantsToMine(s: JovianState, u: Unit): boolean {
  return !u.capital && s.turn <= LAST_MINE_TURN && mayMine(s, u) && waterRoom(s, u) > 0 && carrierFor(s, u);
}

/** A Defender capital ship that would Withdraw now if allowed: water aboard, not Crippled, turn 4+, not a carrier waiting for its squadrons. */
function wantsToWithdraw(s: JovianState, u: Unit): boolean {
  if (s.scenario!.water[u.index] === 0 || u.structure === 0 || u.status !== 'active' || s.turn < SURPRISE_TURNS) return false;
  return !(hangersOf(u) > 0 && s.turn < CARRIER_WAIT_TURN && squadronsOut(s, u.side));
}

function enemyWithin(s: JovianState, u: Unit, inches: number): boolean {
  for (const e of s.units) if (e.side !== u.side && e.inPlay() && Math.hypot(e.x - u.x, e.y - u.y) < inches) return true;
  return false;
}

export function waterAdjust(s: JovianState, o: Option, base: number): number {
  const sc = s.scenario!;
  const unit = s.active >= 0 ? s.units[s.active] : null;
  if (!unit) return base;
  const water = sc.water;
  if (unit.side === sc.attacker) {
    if (o.kind === 'fire' || o.kind === 'bomb' || o.kind === 'intercept') {
      const n = water[o.target];
      return n > 0 && base > 0 ? base * (1 + HUNT * n) : base;
    }
    return base;
  }
  switch (o.kind) {
    case 'action':
      if (o.action === 0) return base;
      // An Action declared first (Evade, Silent Running, Damage Control) would rule out the Mining Bombing action or the
      // Withdraw action: none while the Comet is in reach, or while a water carrier could Withdraw (6" from enemies).
      if (unit.capital) return wantsToWithdraw(s, unit) && !enemyWithin(s, unit, WITHDRAW_CLEAR) ? -10 : base;
      return wantsToMine(s, unit) && mineGap(s, unit) <= (unit.def as SquadronCard).speed + Math.min(2, unit.fuel) * BOOST_INCHES ? -10 : base;
    case 'mine':
      return wantsToMine(s, unit) ? MINE_SCORE - o.boost + 0.5 * o.bid : -5;
    case 'land':
      return water[unit.index] > 0 && waterRoom(s, s.units[o.target]) > 0 ? LAND_SCORE - o.boost : base;
    case 'launch':
      return unit.def.kind === 'exo-armor' && lanceOf(unit) >= 0 && s.turn <= LAST_MINE_TURN && waterRoom(s, unit) > 0 ? Math.max(base, 2) : base;
    case 'withdraw':
      return unit.capital && wantsToWithdraw(s, unit) ? 500 : base;
    case 'move': {
      if (!unit.capital || !carriesWater(unit) || water[unit.index] === 0) return base;
      const h = (unit.heading + o.turns + 8) % 8;
      const edge = unit.owner === 0 ? 0 : 2;
      const d = edgeDistance(edge, unit.x + COS[h] * o.distance, unit.y + SIN[h] * o.distance);
      // Before Turn 4 hold HOVER inches off the edge (room for the minimum move without leaving the table), then close in.
      return base * 0.25 - 2 * (s.turn < SURPRISE_TURNS ? Math.abs(d - HOVER) : d);
    }
    default:
      return base;
  }
}
