/**
 * The moves that end a Bombing Run or a Dogfight (`002_f697cf6215cb147c.txt`), made after the exchange's attacks, by
 * who survived them:
 * - Bombing Run step 9: "If the Squadron survives the Bombing, it may now make a free 4" move in any direction."
 * - Dogfight step 8: "If only one Squadron survives the Dogfight, it may now make a free 4" move in any direction.
 *   Otherwise, the Intercepting Squadron moves 1" directly away from the other Squadron."
 * - States › Escorting: an Escorting interceptor "Instead of making a free 4" or 1" move after the Dogfight is
 *   resolved ... immediately returns to base contact with its Capital Ship".
 *
 * The engine's fixed policy for the optional 4" move: the bombing squadron and a sole surviving interceptor take it,
 * straight back towards their own table edge (away from the fight); a sole surviving squadron that was intercepted
 * does not (it stays where it was stopped; the active one "may resume its activation as normal"). The 1" move is not
 * optional: both squadrons survived, so the interceptor (the active squadron of an Active Interception, the reacting one
 * of a Reactive Interception) moves 1" directly away from the other.
 *
 * Queued as a job after the exchange's attack jobs (exchanges.ts), so the squadron is still in base contact while the
 * attacks and anything they set off (a Catastrophic Explosion of the bombed ship, Damage › Explosion) resolve.
 */
import type { JovianState } from './game.ts';
import { FREE_MOVE } from './rules.ts';

/** Dogfight step 8: the interceptor's move when both squadrons survive. */
export const AWAY_INCHES = 1;

export interface FreeMoveJob {
  kind: 'free-move';
  exchange: 'bombing' | 'dogfight';
  /** The bombing squadron, or the Dogfight's interceptor. */
  unit: number;
  /** The bombed ship, or the intercepted squadron. */
  other: number;
}

/** Runs a 'free-move' job (no roll). */
export function freeMove(s: JovianState, job: FreeMoveJob): void {
  s.jobs.shift();
  const unit = s.units[job.unit];
  if (!unit.inPlay()) return;
  if (unit.escort >= 0) {
    // States › Escorting: back in base contact with its ship (bases are points: its ship's spot, escorts.ts).
    const ship = s.units[unit.escort];
    unit.x = ship.x;
    unit.y = ship.y;
    return;
  }
  const other = s.units[job.other];
  if (job.exchange === 'dogfight' && other.inPlay()) {
    moveAway(s, unit, other.x, other.y);
    if (s.log) s.push({ kind: 'free-move', unit: unit.index, inches: AWAY_INCHES, x: tenth(unit.x), y: tenth(unit.y) });
    return;
  }
  // The free 4" move, back towards the squadron's own table edge.
  const back = unit.side === 0 ? -1 : 1;
  unit.y = Math.max(0.5, Math.min(s.table - 0.5, unit.y + back * FREE_MOVE));
  if (s.log) s.push({ kind: 'free-move', unit: unit.index, inches: FREE_MOVE, x: tenth(unit.x), y: tenth(unit.y) });
}

/** 1" directly away from (ox, oy), kept on the table; from the same spot (no direction), towards its own edge. */
function moveAway(s: JovianState, unit: { x: number; y: number; side: number }, ox: number, oy: number): void {
  const gap = Math.hypot(unit.x - ox, unit.y - oy);
  const dx = gap > 0 ? (unit.x - ox) / gap : 0;
  const dy = gap > 0 ? (unit.y - oy) / gap : unit.side === 0 ? -1 : 1;
  unit.x = Math.max(0, Math.min(s.table, unit.x + dx * AWAY_INCHES));
  unit.y = Math.max(0, Math.min(s.table, unit.y + dy * AWAY_INCHES));
}

const tenth = (x: number) => Math.round(x * 10) / 10;
