/**
 * The heuristic player's play to an Advanced Scenario's Objective Points (scenarios.ts), a rough policy layered on
 * ai.ts's scores (each a heuristic setting, listed in the rules card):
 * - Ambush, Defender: run for the escape edge. Capital ship moves score by distance to the edge (the usual pose score
 *   at a quarter weight), Withdraw whenever it is offered (within 6" of the edge and of no enemy), squadrons fly
 *   straight at the edge (`escape`, the least Boost that reaches it, else the most) ahead of any run or dogfight.
 *   The Attacker plays as in the Introductory Scenario (its Objective Points come from damage done early).
 * - Break the Truce: while no one has attacked and the turn is at most TRUCE_HOLD_TURNS (with `truce-penalty=on`),
 *   no attack is made by choice (guns, Bombing Runs, Dogfights, Reactive Interceptions, Rams, Boarding, Combined
 *   Attacks); every model Searches for Escape Pods instead. Afterwards capital ships Search when nothing scores higher, squadrons fight.
 *   Point Defense Autofire is not a choice: a squadron flying into range still draws it.
 * - Water Raid: waterRaidAi.ts.
 */
import type { JovianState, Option } from './game.ts';
import { COS, SIN } from './geometry.ts';
import { LET_PASS, SEARCH_PODS } from './options.ts';
import type { SquadronCard } from './cards.ts';
import { BOOST_INCHES } from './rules.ts';
import { edgeDistance, isDefender } from './scenarios.ts';
import type { Unit } from './units.ts';
import { waterAdjust } from './waterRaidAi.ts';

/** Break the Truce: the heuristic holds its fire through this turn while no one has attacked. */
export const TRUCE_HOLD_TURNS = 3;
/** Ambush: a Defender squadron's escape scores above any Bombing Run (20 + TV / 10 + ...) or Dogfight. */
const ESCAPE_SCORE = 60;

function truceHeld(state: JovianState): boolean {
  const sc = state.scenario!;
  return sc.kind === 'break-the-truce' && sc.firstAttack < 0 && state.variants['truce-penalty'] !== 'off' && state.turn <= TRUCE_HOLD_TURNS;
}

/** The score of a Defender squadron's `escape` move with `boost` Fuel. */
export function escapeScore(state: JovianState, unit: Unit, boost: number): number {
  const reach = (unit.def as SquadronCard).speed + boost * BOOST_INCHES;
  return edgeDistance(state.scenario!.edge, unit.x, unit.y) < reach ? ESCAPE_SCORE + 10 - boost : ESCAPE_SCORE + boost;
}

/** ai.ts's score `base` of option `o`, adjusted to the scenario's Objective Points. */
export function scenarioAdjust(state: JovianState, o: Option, base: number): number {
  const sc = state.scenario!;
  const unit = state.active >= 0 ? state.units[state.active] : null;
  if (sc.kind === 'water-raid') return waterAdjust(state, o, base);
  if (sc.kind === 'ambush') {
    if (!unit || !isDefender(state, unit)) return base;
    if (o.kind === 'withdraw') return 500;
    if (o.kind === 'move') {
      const h = (unit.heading + o.turns + 8) % 8;
      return base * 0.25 - 2 * edgeDistance(sc.edge, unit.x + COS[h] * o.distance, unit.y + SIN[h] * o.distance);
    }
    return base;
  }
  if (o.kind === 'action' && o.action === SEARCH_PODS) {
    if (truceHeld(state)) return unit!.capital ? 3.5 : 2;
    return unit!.capital ? 0.8 : -1;
  }
  if (truceHeld(state) && (o.kind === 'fire' || o.kind === 'bomb' || o.kind === 'intercept' || o.kind === 'ram' || o.kind === 'board' || o.kind === 'combined')) return -100;
  // A Reactive Interception is a declared Interception, a Dogfight by choice (Interception › Reactive Interception:
  // "Squadrons may also declare an Interception"): while the truce holds the offered squadron lets the enemy pass.
  // Without this, since any squadron may intercept (reactive-interception=any), a squadron searching near an enemy
  // one broke the truce on turn 1 in every game.
  if (truceHeld(state) && o.kind === 'react' && o.choice !== LET_PASS) return -100;
  return base;
}
