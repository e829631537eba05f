/**
 * The heuristic's own Q-Ship under its setting `q-ship-fire=ambush` (aiSettings.ts; `002_f697cf6215cb147c.txt`,
 * Traits › Q-Ship, both chapters; JW-041; the reveal and the opponent's belief are qShip.ts's).
 *
 * What the secret is worth, and so what holding it buys: traits-1 keeps the Hardpoints "private information until the
 * first use of any Hardpoint weapon"; traits-2 lets the ship pass as "its civilian version" until it "uses any
 * capabilities beyond what is available on the civilian version". Either way the first Hardpoint shot spends the secret
 * for good, and until then the opponent (the heuristic's belief, qShip.ts believedTv) values the ship as its civilian
 * version and aims its fire, Bombing Runs, Rams and Boards elsewhere. A player who fires at the first target in reach
 * (`eager`, the default and the player before the setting) spends the secret on turn 1 or 2 on whatever is in range,
 * before the opponent ever made a choice the disguise could change (jw-q-ship). A competent Q-Ship captain instead:
 * - holds its Hardpoint weapons, and the Actions that would reveal it or serve only them (Suppressing Fire's shot is a
 *   Kinetic Cannon's, Capital Ship Special Actions › Suppressing Fire; Long Shot only lets guns fire at Long Range),
 *   when the card's other guns cannot take their place; Point Defense, Ram, Board, Evade, Silent Running and the rest
 *   are the civilian hull's too and reveal nothing;
 * - springs the ambush when the first shot is worth the secret: an enemy capital ship (the prize: the heuristic
 *   values targets by TV, and squadrons are worth little of it) at Short Range of a Hardpoint weapon that can fire at
 *   it now (Attack › Sensor Range: "Short Range is any distance less than or equal to a target's Signature value";
 *   Attack Modifier: "Target in Short Range +1", the best bonus a ship can count on choosing, and close enough that
 *   the target cannot leave the guns' reach before the next turn's volley);
 * - or fires as soon as the disguise has stopped protecting it: once an enemy has attacked it (Structure, a rating or
 *   a weapon damaged, Crippled, Suppressed or Boarded: they are shooting at it anyway, and a Q-Ship sunk with its guns
 *   silent was a civilian after all);
 * - and fires on the last Game Turn whatever the range (Introductory Scenario: the game ends after Game Turn 7), when
 *   there is no later decision of the opponent left for the secret to change.
 * Movement is unchanged (the heuristic's usual bearing on targets, ai.ts poseScore: it keeps the guns trained for the
 * ambush). A Bombing Run on the ship reveals it whatever it chooses (the engine picks the exchange's weapon,
 * exchanges.ts; it also counts as an attack). A revealed or Captured Q-Ship, and any other model, plays as before.
 */
import type { JovianState, Option } from './game.ts';
import { LONG_SHOT } from './options.ts';
import { isHardpoint } from './qShip.ts';
import { GAME_TURNS } from './rules.ts';
import { SUPPRESSING_FIRE } from './supportActions.ts';
import type { Unit } from './units.ts';

/** Whether an enemy has already attacked `unit` (a box marked, a weapon damaged, Crippled, Suppressed or Boarded). */
export function attackedAlready(unit: Unit): boolean {
  const m = unit.marked;
  return m[0] + m[1] + m[2] + m[3] + m[4] > 0 || unit.damaged !== 0 || unit.status === 'crippled' || unit.suppressed > 0 || unit.boarders > 0;
}

/**
 * Whether `unit`, the heuristic's own active model, holds its Hardpoints at this decision (`options`: the decision's
 * list, read for an ambush shot): an unrevealed Q-Ship of its owner, not yet attacked, before the last Game Turn, with
 * no Hardpoint weapon offered a shot at an enemy capital ship at Short Range.
 */
export function holdsHardpoints(state: JovianState, unit: Unit, options: readonly Option[]): boolean {
  if (unit.civilianTv < 0 || unit.revealed || unit.side !== unit.owner) return false;
  return state.turn < GAME_TURNS && !attackedAlready(unit) && !shortRangeShot(state, unit, options);
}

/** Whether `options` offer `unit` a Hardpoint weapon's attack on an enemy capital ship at Short Range (the ambush shot). */
export function shortRangeShot(state: JovianState, unit: Unit, options: readonly Option[]): boolean {
  const weapons = unit.def.weapons;
  for (let i = 0; i < options.length; i++) {
    const o = options[i];
    // A Drone Bay's option names the ship itself (options.ts attackOptions).
    if (o.kind !== 'fire' || o.weapon < 0 || o.target === unit.index || !isHardpoint(weapons[o.weapon])) continue;
    const t = state.units[o.target];
    const dx = t.x - unit.x;
    const dy = t.y - unit.y;
    // Short Range: at most the target's Signature (rules.ts rangeBand; squared, no sqrt).
    if (t.capital && dx * dx + dy * dy <= t.def.signature * t.def.signature) return true;
  }
  return false;
}

/** Whether option `o` of a holding Q-Ship `unit` would reveal it, or only serves its held Hardpoint weapons. */
export function revealsQShip(unit: Unit, o: Option): boolean {
  if (o.kind === 'fire') return o.weapon >= 0 && isHardpoint(unit.def.weapons[o.weapon]);
  if (o.kind !== 'action') return false;
  if (o.action === SUPPRESSING_FIRE) return onlyHardpoints(unit, true);
  if (o.action === LONG_SHOT) return onlyHardpoints(unit, false);
  return false;
}

/** Whether every undamaged gun of `unit` (every Kinetic Cannon with `kinetic`) is a Hardpoint: then it has none to use while holding. */
function onlyHardpoints(unit: Unit, kinetic: boolean): boolean {
  const weapons = unit.def.weapons;
  for (let wi = 0; wi < weapons.length; wi++) {
    const w = weapons[wi];
    if ((unit.damaged >> wi) & 1 || w.type === 'missile' || w.type === 'lance' || w.type === 'drone' || (kinetic && w.type !== 'kinetic')) continue;
    if (!isHardpoint(w)) return false;
  }
  return true;
}
