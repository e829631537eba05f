/**
 * Exo-Suit boarding (`002_f697cf6215cb147c.txt`, Components › Infantry & Exo-Suits: "Exo-Armor
 * models with the Exo-Suit trait are small enough to board capital ships as if they were
 * Marines"; Generic Special Actions › Board; boarding.ts for the rest of Board, Boarded, Captured).
 *
 * The rulebook gives the trait no entry in either Traits chapter, so this engine's reading is:
 * - Board is offered to an active Exo-Armor squadron with the Exo-Suit trait that has declared no
 *   other Action, against an enemy capital ship it can reach within 1" (Board: "within 1" of
 *   target") with its Speed (no Boost: a simplification); it moves straight to 1" from the target.
 * - It boards with Marines by `exo-suit-marines` (default `structure`: its current Structure, the
 *   inverse of Board step 2; `one`), all of them (the squadron cannot split); the target's Point
 *   Defense rolls on them as on any boarders (Board step 2), the survivors become Boarders.
 * - The squadron leaves the table: it now is those Marines. It is scored as Destroyed (0 VP) whatever
 *   happens aboard; its worth comes back only through a capture (1.5x the ship).
 */
import { traitValue, type SquadronCard } from './cards.ts';
import type { JovianState } from './game.ts';
import { distance } from './geometry.ts';
import { boardShaped } from './optionShape.ts';
import type { Option } from './options.ts';
import type { Unit } from './units.ts';

/** Board: "within 1" of target". */
const BOARD_REACH = 1;

/** An active Exo-Armor squadron with the Exo-Suit trait, not Captured. */
export function isExoSuit(unit: Unit): boolean {
  return !unit.capital && unit.def.kind === 'exo-armor' && unit.status === 'active' && traitValue(unit.def.traits, 'exo-suit') > 0;
}

/** Marines an Exo-Suit squadron boards with (`exo-suit-marines`). */
export function exoSuitMarines(s: JovianState, unit: Unit): number {
  return s.variants['exo-suit-marines'] === 'one' ? 1 : unit.structure;
}

/** The Board options of an Exo-Suit squadron (options.ts): each enemy capital ship in reach; distance = the straight move. */
export function exoSuitBoardOptions(s: JovianState, unit: Unit, list: Option[]): void {
  const speed = (unit.def as SquadronCard).speed;
  const marines = exoSuitMarines(s, unit);
  if (marines < 1) return;
  for (const e of s.units) {
    if (e.side === unit.side || !e.capital || !e.inPlay()) continue;
    const gap = distance(unit.x, unit.y, e.x, e.y);
    const travel = Math.max(0, gap - BOARD_REACH);
    if (travel <= speed) list.push(boardShaped(e.index, 0, Math.round(travel * 100) / 100, marines));
  }
}

/** The squadron's move to 1" from the target; it leaves the table as Marines (flow.ts then queues the Board job). Returns the Marines. */
export function exoSuitLeaves(s: JovianState, unit: Unit, o: Option & { kind: 'board' }): number {
  const target = s.units[o.target];
  const gap = distance(unit.x, unit.y, target.x, target.y);
  if (gap > 0) {
    unit.x += ((target.x - unit.x) / gap) * o.distance;
    unit.y += ((target.y - unit.y) / gap) * o.distance;
  }
  const marines = Math.min(o.marines, exoSuitMarines(s, unit));
  unit.status = 'destroyed';
  if (s.log) s.push({ kind: 'exo-suit-board', unit: unit.index, target: target.index, marines, x: Math.round(unit.x * 10) / 10, y: Math.round(unit.y * 10) / 10 });
  return marines;
}
