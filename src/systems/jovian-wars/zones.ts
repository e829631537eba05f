/**
 * Deployment Zones (`002_f697cf6215cb147c.txt`, Scenarios › Deployment Zone;
 * Sequence › Deployment Phase: "The model must be wholly contained within the
 * Deployment Zone, but otherwise may be placed in any facing"). Where each
 * model goes is a fixed policy, not a decision (as for the Standard zone);
 * it follows the zone's shape. Variant `zone=standard|beacon|corner`.
 *
 * - standard: "a 12" strip extending from their table edge": seat 0 along
 *   y = 0, seat 1 along y = 48 (the table's side under variant `table`, JW-111:
 *   the strips keep their 12"), capital ships 6" in, squadrons 10" in, spread
 *   evenly across the table, facing the enemy edge (unchanged from before
 *   zones were a variant, so default games are the same games).
 * - beacon: "players alternate placing four Beacon markers each anywhere on
 *   the table. Markers must be at least 12" from any other Beacon marker. A
 *   model is ... within a player's Deployment Zone if it is within 3" of one of
 *   their Beacon markers. If used with Fleet Deployment, at least one model
 *   must be deployed within 3" of each player's Beacon markers." Fixed policy:
 *   the markers sit on a 12" grid, interleaved (seat 1's are seat 0's turned
 *   half a table, `BEACONS`); models are dealt to the markers in turn
 *   (capital ships first, so every marker gets one whenever there are four
 *   models), the first at a marker on it and the others 2" from it, each
 *   facing the nearest enemy marker.
 * - corner: "Divide the table into equal 2' x 2' quadrants. The player with
 *   Initiative chooses a quadrant ..., and their opponent deploys in the
 *   diagonally opposite quadrant." Fixed policy: seat 0 (Initiative) takes the
 *   corner at (0, 0), seat 1 the one at (48, 48); capital ships spread along
 *   the quadrant's diagonal line 20" (x + y) from their corner, squadrons
 *   along 28", facing the table centre (45 degrees).
 */
import { DEPLOYMENT_DEPTH, tableInches, type Variants } from './rules.ts';

export interface Spot {
  x: number;
  y: number;
  heading: number;
}

/** Beacon markers by seat (Beacon Deployment Zone): every pair at least 12" apart. */
export const BEACONS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [6, 6],
    [30, 6],
    [18, 18],
    [42, 18],
  ],
  [
    [42, 42],
    [18, 42],
    [30, 30],
    [6, 30],
  ],
];

/** Beacon Deployment Zone: "within 3"" of a marker. */
export const BEACON_RADIUS = 3;
/** Where the second and later models at a marker stand: inside the 3". */
const BEACON_RING = 2;

/** Corner Deployment Zone: the lines (x + y from the corner) capital ships and squadrons spread along. */
const CORNER_CAPITALS = 20;
const CORNER_SQUADRONS = 28;

/** The zone a game uses (a missing value, from a game serialised before zones were a variant, is Standard). */
export function zoneOf(variants: Variants): 'standard' | 'beacon' | 'corner' {
  const z = variants.zone;
  return z === 'beacon' || z === 'corner' ? z : 'standard';
}

/**
 * The spots of one side's table models: `capitals` capital ships, then
 * `squadrons` squadrons (the order `JovianState.start` pushes them).
 */
export function deploymentSpots(variants: Variants, side: number, capitals: number, squadrons: number): Spot[] {
  const zone = zoneOf(variants);
  // Variant `table` (JW-111): the Standard strips and the Corner quadrants follow the table's size.
  const table = tableInches(variants);
  const out: Spot[] = [];
  if (zone === 'standard') {
    const line = (n: number, depth: number) => {
      for (let i = 0; i < n; i++) {
        const x = ((i + 1) * table) / (n + 1);
        const y = side === 0 ? depth : table - depth;
        out.push({ x, y, heading: side === 0 ? 2 : 6 });
      }
    };
    line(capitals, DEPLOYMENT_DEPTH / 2);
    line(squadrons, DEPLOYMENT_DEPTH - 2);
  } else if (zone === 'corner') {
    const line = (n: number, sum: number) => {
      // x runs over the part of the line x + y = sum inside the quadrant (24" on the 48" table).
      const lo = Math.max(0, sum - table / 2);
      const hi = Math.min(table / 2, sum);
      for (let i = 0; i < n; i++) {
        const x = lo + ((i + 1) * (hi - lo)) / (n + 1);
        const y = sum - x;
        out.push(side === 0 ? { x, y, heading: 1 } : { x: table - x, y: table - y, heading: 5 });
      }
    };
    line(capitals, CORNER_CAPITALS);
    line(squadrons, CORNER_SQUADRONS);
  } else {
    const mine = BEACONS[side];
    const theirs = BEACONS[1 - side];
    const count = [0, 0, 0, 0];
    for (let i = 0; i < capitals + squadrons; i++) {
      const b = i % mine.length;
      const [bx, by] = mine[b];
      let ex = 0;
      let ey = 0;
      let best = Infinity;
      for (const [tx, ty] of theirs) {
        const d = (tx - bx) ** 2 + (ty - by) ** 2;
        if (d < best) [best, ex, ey] = [d, tx, ty];
      }
      const heading = (((Math.round(Math.atan2(ey - by, ex - bx) / (Math.PI / 4)) % 8) + 8) % 8);
      const k = count[b]++;
      if (k === 0) out.push({ x: bx, y: by, heading });
      else {
        // The later models at a marker ring it, 2" out, the first of them toward the enemy.
        const a = (heading + (k - 1) * 3) * (Math.PI / 4);
        out.push({ x: bx + Math.round(BEACON_RING * Math.cos(a) * 1000) / 1000, y: by + Math.round(BEACON_RING * Math.sin(a) * 1000) / 1000, heading });
      }
    }
  }
  return out;
}
