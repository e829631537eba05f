/**
 * A model on the table during a game: its card, position, damage and states,
 * as plain data (so a state serialises as JSON and clones cheaply).
 */
import { CARDS, type CapitalCard, type SquadronCard, type UnitCard } from './cards.ts';
import { current, DEFENSE, SENSORS, STRUCTURE, THRUSTERS, type Tracks } from './damage.ts';

export type UnitStatus = 'active' | 'crippled' | 'destroyed' | 'withdrawn';

export interface Unit {
  /** Index in the game's unit list. */
  index: number;
  card: string;
  side: number;
  x: number;
  y: number;
  heading: number;
  /** Marked boxes per rating track (capital ships): Structure, Defense, Sensors, Thrusters, Marines. */
  marked: number[];
  /** Structure left (squadrons). */
  structure: number;
  fuel: number;
  status: UnitStatus;
  activated: boolean;
  /** Bit per weapon line: used this activation / this round; damaged. */
  used: number;
  damaged: number;
  /** Point defence (implicit weapon) already used this activation or round. */
  pdUsed: boolean;
  /** Boosted this activation (Evasive for the activation). */
  boosted: boolean;
}

export function cardOf(unit: Unit): UnitCard {
  return CARDS.get(unit.card)!;
}

export function isCapital(unit: Unit): boolean {
  return cardOf(unit).kind === 'capital';
}

/** A capital ship unit's tracks view for damage.ts (marked is copied back by the caller). */
export function tracksOf(unit: Unit): Tracks & { marked: Int8Array } {
  const card = cardOf(unit) as CapitalCard;
  return { tracks: [card.structure, card.defense, card.sensors, card.thrusters, card.marines], marked: Int8Array.from(unit.marked) };
}

export function rating(unit: Unit, which: number): number {
  const card = cardOf(unit);
  if (card.kind !== 'capital') {
    if (which === STRUCTURE) return unit.structure;
    if (which === SENSORS) return card.sensors;
    return 0;
  }
  const t = [card.structure, card.defense, card.sensors, card.thrusters, card.marines][which];
  return t[unit.marked[which]] ?? 0;
}

export const defenseOf = (u: Unit) => rating(u, DEFENSE);
export const sensorsOf = (u: Unit) => rating(u, SENSORS);
export const thrustersOf = (u: Unit) => rating(u, THRUSTERS);

/** On the table and able to act or be attacked. */
export function inPlay(unit: Unit): boolean {
  return unit.status === 'active' || unit.status === 'crippled';
}

export function newUnit(card: UnitCard, index: number, side: number, x: number, y: number, heading: number): Unit {
  return {
    index,
    card: card.id,
    side,
    x,
    y,
    heading,
    marked: [0, 0, 0, 0, 0],
    structure: card.kind === 'capital' ? card.structure[0] : (card as SquadronCard).structure,
    fuel: card.kind === 'capital' ? 0 : (card as SquadronCard).fuel,
    status: 'active',
    activated: false,
    used: 0,
    damaged: 0,
    pdUsed: false,
    boosted: false,
  };
}

export function copyUnit(u: Unit): Unit {
  return { ...u, marked: u.marked.slice() };
}

export { current };
