/**
 * The choices a player has at a decision (`002_f697cf6215cb147c.txt`,
 * Sequence, Movement, Attack, Bombing Run, Dogfight), abstracted to short
 * lists (game.ts says how): which model, its plan, each Fire Control's weapon
 * and target, and the secret commits of an exchange.
 */
import { traitValue, type SquadronCard, type Weapon } from './cards.ts';
import type { JovianState } from './game.ts';
import { distance, inWeaponArc } from './geometry.ts';
import { BOOST_INCHES, BOOST_MAX_FUEL, MISSILE_RANGE, rangeBand, traitReading } from './rules.ts';
import { defenseOf, sensorsOf, thrustersOf, type Unit } from './units.ts';

export type Option =
  | { kind: 'select'; unit: number }
  | { kind: 'move'; turns: number; distance: number }
  | { kind: 'approach' | 'bomb' | 'intercept'; target: number; boost: number }
  | { kind: 'hold' }
  | { kind: 'withdraw' }
  | { kind: 'fire'; weapon: number; target: number }
  | { kind: 'end' }
  | { kind: 'commit'; bid: number; split: number };

/** Attack share of a Bombing or Dogfight pool: a third, half, two thirds (rounded). */
export const SPLITS = [1 / 3, 1 / 2, 2 / 3] as const;
export const MAX_BID = 3;
/** Weapon index of the implicit Point Defense weapon (Weapons › Point Defense). */
export const POINT_DEFENSE = -1;

export function fireControlLeft(s: JovianState, unit: Unit): number {
  const card = unit.def;
  // Crippled ships are "reduced to Fire Control: 1" (States › Crippled).
  const fc = unit.status === 'crippled' ? Math.min(1, card.fireControl) : card.fireControl;
  return fc - s.firedThisActivation;
}

function enemiesWithin(s: JovianState, unit: Unit, inches: number): boolean {
  return s.units.some((e) => e.side !== unit.side && e.inPlay() && distance(unit.x, unit.y, e.x, e.y) < inches);
}

export function selectOptions(s: JovianState): Option[] {
  const list: Option[] = [];
  for (const u of s.units) if (u.side === s.toMove && !u.activated && u.inPlay()) list.push({ kind: 'select', unit: u.index });
  return list;
}

export function planOptions(s: JovianState, unit: Unit): Option[] {
  const list: Option[] = [];
  const card = unit.def;
  // Generic Special Actions › Withdraw: at least 6" from enemy models (Skill Test D+).
  const canWithdraw = !enemiesWithin(s, unit, 6);
  if (card.kind === 'capital') {
    const thrusters = thrustersOf(unit);
    const maxTurns = Math.min(card.turns, thrusters);
    const lo = card.speed - thrusters;
    const hi = card.speed + thrusters;
    const distances = [...new Set([lo, Math.round((lo + hi) / 2), hi])];
    if (unit.status === 'active') {
      for (let t = -maxTurns; t <= maxTurns; t++) for (const d of distances) list.push({ kind: 'move', turns: t, distance: d });
    } else {
      for (const d of distances) list.push({ kind: 'move', turns: 0, distance: d });
    }
    if (canWithdraw) list.push({ kind: 'withdraw' });
    return list;
  }
  const sq = card as SquadronCard;
  const boostFor = (gap: number): number => {
    if (gap <= sq.speed) return 0;
    for (let b = 1; b <= Math.min(BOOST_MAX_FUEL, unit.fuel); b++) if (gap <= sq.speed + b * BOOST_INCHES) return b;
    return -1;
  };
  for (const e of s.units) {
    if (e.side === unit.side || !e.inPlay()) continue;
    const gap = distance(unit.x, unit.y, e.x, e.y);
    const reach = boostFor(gap);
    if (e.capital) {
      if (reach >= 0 && unit.status === 'active') list.push({ kind: 'bomb', target: e.index, boost: reach });
    } else if (reach >= 0) list.push({ kind: 'intercept', target: e.index, boost: reach });
    list.push({ kind: 'approach', target: e.index, boost: Math.max(0, Math.min(1, unit.fuel, gap > sq.speed ? 1 : 0)) });
  }
  list.push({ kind: 'hold' });
  if (canWithdraw) list.push({ kind: 'withdraw' });
  return list;
}

/** Whether the weapon reaches the target now: arc, range, damage, use. */
function canFire(s: JovianState, unit: Unit, w: Weapon, wi: number, target: Unit): boolean {
  if ((unit.used >> wi) & 1 || (unit.damaged >> wi) & 1) return false;
  if (w.type === 'lance' || w.type === 'drone') return false;
  if (target.capital ? w.ac === 0 : w.as === 0) return false;
  const d = distance(unit.x, unit.y, target.x, target.y);
  if (unit.capital && !inWeaponArc(w.arc, unit.heading, unit.x, unit.y, target.x, target.y)) return false;
  if (w.type === 'missile') {
    const stealth = traitValue(target.def.traits, 'stealth') && traitReading(s.variants, 'stealth') === 'traits-1' ? 6 : 0;
    return d + stealth <= MISSILE_RANGE[w.missile ?? 'ac'];
  }
  // Only Long Range refuses a gun (Sniper excepted); Cloak (traits-1) puts the target at Long Range.
  if (traitValue(w.traits, 'sniper') > 0) return true;
  const tCard = target.def;
  if (traitValue(tCard.traits, 'cloak') > 0 && traitReading(s.variants, 'cloak') === 'traits-1') return false;
  const stealth = traitReading(s.variants, 'stealth') === 'traits-2' ? traitValue(tCard.traits, 'stealth') : 0;
  return rangeBand(d, tCard.signature, Math.max(0, sensorsOf(unit) - stealth), s.variants['optimum-edge']) !== 'long';
}

export function attackOptions(s: JovianState, unit: Unit): Option[] {
  const list: Option[] = [];
  if (fireControlLeft(s, unit) > 0) {
    const card = unit.def;
    card.weapons.forEach((w, wi) => {
      for (const t of s.units) if (t.side !== unit.side && t.inPlay() && canFire(s, unit, w, wi, t)) list.push({ kind: 'fire', weapon: wi, target: t.index });
    });
    if (unit.capital && !unit.pdUsed && defenseOf(unit) > 0) {
      const first = s.units.find((t) => t.side !== unit.side && t.inPlay() && !t.capital && distance(unit.x, unit.y, t.x, t.y) <= t.def.signature);
      if (first) list.push({ kind: 'fire', weapon: POINT_DEFENSE, target: first.index });
    }
  }
  list.push({ kind: 'end' });
  return list;
}

export function commitOptions(s: JovianState): Option[] {
  const ex = s.exchange!;
  const unit = s.units[ex.first === null ? ex.attacker : ex.defender];
  const list: Option[] = [];
  const maxBid = unit.capital ? 0 : Math.min(MAX_BID, unit.fuel);
  for (let bid = 0; bid <= maxBid; bid++) for (let split = 0; split < SPLITS.length; split++) list.push({ kind: 'commit', bid, split });
  return list;
}
