/**
 * System Trait Damage and its repair (`002_f697cf6215cb147c.txt`, Damage ›
 * System Trait Damage; Traits › System Trait, Hangers, Catapult, Launchers;
 * Repair › Capital Ship Repairing Itself; catalogue JW-052).
 *
 * "Each critical damage effect reduces a System Trait rating by one, marking a
 * box as before. A System Trait with a rating of zero may not be used." The
 * System Traits whose effects this engine plays are Hangers:X (room to Land,
 * and how many Embarked squadrons Damage Control repairs), Catapult and
 * Launchers (where a Launching squadron is placed). A trait without a number
 * has rating 1. Damage is kept per unit in `Unit.traitDamage`, four bits per
 * trait (boxes marked), so copying and serialising a unit stays one number.
 * Cloak, Sensor Array and Snooper are System Traits too, but no shipped card
 * has them and their damage is not modelled (README).
 */
import { traitValue } from './cards.ts';
import type { JovianState } from './game.ts';
import type { Unit } from './units.ts';

/** The damageable System Traits, in the fixed order the policies below use (Hangers first: room to Land and to repair). */
export const SYSTEM_TRAITS = ['hangers', 'catapult', 'launchers'] as const;
export const HANGERS = 0;
export const CATAPULT = 1;
export const LAUNCHERS = 2;
const NAMES = ['Hangers', 'Catapult', 'Launchers'] as const;

/** The card's rating of System Trait `slot` (0 when the card lacks it). */
export function fullTraitRating(unit: Unit, slot: number): number {
  return unit.capital ? traitValue(unit.def.traits, SYSTEM_TRAITS[slot]) : 0;
}

/** Boxes of System Trait `slot` marked. */
export function traitBoxesMarked(unit: Unit, slot: number): number {
  return (unit.traitDamage >> (slot * 4)) & 15;
}

/** The current rating of System Trait `slot`: its card rating less the boxes marked ("A System Trait with a rating of zero may not be used"). */
export function traitRating(unit: Unit, slot: number): number {
  const full = fullTraitRating(unit, slot);
  return unit.traitDamage === 0 ? full : Math.max(0, full - traitBoxesMarked(unit, slot));
}

/** Whether a Critical Hit may damage one of this ship's System Traits (one with a rating above 0). */
export function damageableTrait(unit: Unit): number {
  for (let slot = 0; slot < SYSTEM_TRAITS.length; slot++) if (traitRating(unit, slot) > 0) return slot;
  return -1;
}

/**
 * Critical Hit › "Inflict one System Trait Damage, attacker's choice of System
 * Trait": a fixed policy, the first of Hangers, Catapult, Launchers still
 * above 0. Returns whether a box was marked.
 */
export function damageSystemTrait(s: JovianState, unit: Unit): boolean {
  const slot = damageableTrait(unit);
  if (slot < 0) return false;
  unit.traitDamage += 1 << (slot * 4);
  if (s.log) s.push({ kind: 'trait-damage', unit: unit.index, trait: NAMES[slot], left: traitRating(unit, slot) });
  return true;
}

/** System Trait Catastrophic count: this ship's System Traits reduced to 0 (`catastrophic-traits=with-traits`). */
export function zeroedTraits(unit: Unit): number {
  if (unit.traitDamage === 0) return 0;
  let n = 0;
  for (let slot = 0; slot < SYSTEM_TRAITS.length; slot++) if (fullTraitRating(unit, slot) > 0 && traitRating(unit, slot) === 0) n++;
  return n;
}

/**
 * One System Trait rating repaired ("Ratings may not be increased past their
 * starting values"): a fixed policy, the first damaged of Hangers, Catapult,
 * Launchers. Returns whether one was repaired.
 */
export function repairSystemTrait(s: JovianState, unit: Unit): boolean {
  for (let slot = 0; slot < SYSTEM_TRAITS.length; slot++) {
    if (traitBoxesMarked(unit, slot) === 0) continue;
    unit.traitDamage -= 1 << (slot * 4);
    if (s.log) s.push({ kind: 'repaired', unit: unit.index, trait: NAMES[slot] });
    return true;
  }
  return false;
}

/**
 * Repair table row "System Trait Damage - 4+ Auto 2x Auto" by Skill Test
 * result N/D/T/Q+ under `system-trait-repair`: how many ratings a result
 * repairs automatically, and whether it needs a d6 of 4+ for one (table D).
 * d-plus: D+ repairs one.
 */
export function traitRepairs(variants: Readonly<Record<string, string>>, level: number): { auto: number; onFour: boolean } {
  if (level === 0) return NONE;
  if ((variants['system-trait-repair'] ?? 'table') === 'd-plus') return ONE;
  return level === 1 ? ON_FOUR : level === 2 ? ONE : TWO;
}
const NONE = Object.freeze({ auto: 0, onFour: false });
const ON_FOUR = Object.freeze({ auto: 0, onFour: true });
const ONE = Object.freeze({ auto: 1, onFour: false });
const TWO = Object.freeze({ auto: 2, onFour: false });
