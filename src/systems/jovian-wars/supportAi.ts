/**
 * The heuristic's use of Suppressing Fire and Silent Running (supportActions.ts;
 * `002_f697cf6215cb147c.txt`, Capital Ship Special Actions › Suppressing Fire,
 * Generic Special Actions › Silent Running). Scores on ai.ts's scale: no Action
 * 0, Hard Burn 1.5, Long Shot 2, Drone Command 2.5, Damage Control 3+.
 * ai.ts SUPPORT_CAP holds the highest score of each Action here (1.8, 1, 0.5): keep them in step.
 */
import type { CapitalCard, SquadronCard } from './cards.ts';
import type { JovianState } from './game.ts';
import { sensorsOf, thrustersOf, type Unit } from './units.ts';
import { plannedBoostMax } from './aiSettings.ts';

/**
 * Suppressing Fire only when the ship's guns cannot reach an enemy capital
 * ship this activation anyway (beyond its Signature 6" + 3" per Sensors plus
 * its longest move), so the Action costs no damage; below Long Shot (which
 * damages) and only with a Kinetic Cannon of AC 2+ (Suppressed:1 takes no
 * Thrusters).
 */
export function suppressActionScore(state: JovianState, unit: Unit): number {
  const card = unit.def as CapitalCard;
  let ac = 0;
  for (let wi = 0; wi < card.weapons.length; wi++) if (card.weapons[wi].type === 'kinetic' && !((unit.damaged >> wi) & 1)) ac = Math.max(ac, card.weapons[wi].ac);
  if (ac < 2) return -1;
  const reach = 6 + 3 * sensorsOf(unit) + card.speed + thrustersOf(unit);
  let worth = false;
  for (const e of state.units) {
    if (e.side === unit.side || !e.inPlay() || !e.capital) continue;
    const dx = e.x - unit.x;
    const dy = e.y - unit.y;
    if (Math.sqrt(dx * dx + dy * dy) <= reach) return -1;
    if (thrustersOf(e) > 0) worth = true;
  }
  return worth ? 1.8 : -1;
}

/**
 * A Suppressing Fire shot: worth the Thrusters it takes (Suppressed:X: X-1;
 * one more on a ship already Suppressed), scaled by the target's TV, but kept
 * just above ending the activation (0.01) and below any attack that can do
 * damage: Fire Control goes to real attacks (missiles) first. `tv` is the TV the
 * shooter believes the target has (qShip.ts believedTv: an unrevealed enemy Q-Ship's
 * civilian version). (Scored like an
 * attack, about 0.3-1.4, it took Fire Control from missiles and the heuristic
 * won 94% instead of 96-97% of 100 Comet games against random.)
 */
export function suppressScore(target: Unit, ac: number, tv: number): number {
  const thrusters = thrustersOf(target);
  const gain = target.suppressed > 0 ? Math.min(thrusters, 1) : Math.min(thrusters, ac - 1);
  return gain > 0 ? 0.02 + (gain * tv) / 100000 : -1;
}

/** Attack range the heuristic assumes for an enemy this turn: a capital ship's move plus a gun's Optimum Range on a capital ship. */
const THREAT_INCHES = 24;

/**
 * Silent Running (ECM +1 and Stealth until the End Phase, or until it fires a
 * gun on an N) for a capital ship that nothing better occupies and that an
 * enemy can reach this turn (within 24"); squadrons: squadronSilentScore.
 */
export function silentRunningScore(unit: Unit, nearest: number): number {
  if (!unit.capital) return -1;
  return nearest <= THREAT_INCHES ? 0.5 : -1;
}

/**
 * Vector Attack when a friendly squadron in Sensor Range has not activated
 * yet (4" nearer the enemy before it acts); below Hard Burn, Long Shot and
 * Suppressing Fire, above Silent Running. The heuristic activates its
 * squadrons before its capital ships, so this is rare.
 */
export function vectorAttackScore(state: JovianState, unit: Unit): number {
  const sensors = sensorsOf(unit);
  for (const u of state.units) {
    if (u.capital || u.side !== unit.side || !u.inPlay() || u.activated) continue;
    const reach = u.def.signature + 3 * sensors;
    const dx = u.x - unit.x;
    const dy = u.y - unit.y;
    if (dx * dx + dy * dy <= reach * reach) return 1;
  }
  return -1;
}

/**
 * A squadron runs silent only when no enemy model is within its reach this
 * activation (Speed and two Boosts): then it has no Bombing Run or Dogfight to
 * lose, and ECM +1 and Stealth protect it as it closes in.
 */
export function squadronSilentScore(state: JovianState, unit: Unit): number {
  const sq = unit.def as SquadronCard;
  const reach = sq.speed + Math.min(plannedBoostMax(state, unit), unit.fuel) * 3;
  for (const e of state.units) {
    if (e.side === unit.side || !e.inPlay()) continue;
    const dx = e.x - unit.x;
    const dy = e.y - unit.y;
    if (dx * dx + dy * dy <= reach * reach) return -1;
  }
  return 0.5;
}
