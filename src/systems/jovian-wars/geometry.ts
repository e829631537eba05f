/**
 * The 48" table in 2D (`002_f697cf6215cb147c.txt`, Movement, Attack › Model
 * Arcs). Positions are inches; a capital ship's heading is one of 8 compass
 * steps of 45 degrees (Capital Ship Movement: "Each turn enables the ship to
 * change its direction by up to 45 degrees"), 0 = +x, 2 = +y. Bases are
 * points: distances are centre to centre (base sizes, overlapping and
 * "not ending in base contact" are not modelled; "space is big").
 */
import type { WeaponArc } from './cards.ts';
import type { AttackedArc } from './attackPool.ts';

const STEP = Math.PI / 4;
export const COS = Array.from({ length: 8 }, (_, h) => Math.round(Math.cos(h * STEP) * 1e12) / 1e12);
export const SIN = Array.from({ length: 8 }, (_, h) => Math.round(Math.sin(h * STEP) * 1e12) / 1e12);

export function distance(ax: number, ay: number, bx: number, by: number): number {
  return Math.hypot(bx - ax, by - ay);
}

/** Angle of (dx, dy) relative to heading h, in degrees in (-180, 180]; positive is to port (counter-clockwise). */
export function relativeAngle(h: number, dx: number, dy: number): number {
  let a = (Math.atan2(dy, dx) * 180) / Math.PI - h * 45;
  while (a > 180) a -= 360;
  while (a <= -180) a += 360;
  return a;
}

/** Attack › Model Arcs: the target's arc the attacker sits in (Fore and Aft are 90 degrees). */
export function attackedArc(targetHeading: number, tx: number, ty: number, ax: number, ay: number): AttackedArc {
  const a = Math.abs(relativeAngle(targetHeading, ax - tx, ay - ty));
  return a <= 45 ? 'fore' : a >= 135 ? 'aft' : 'side';
}

/** Whether a weapon arc covers a target from a ship at (x, y) with heading h. Spinal: within 1" of the keel line, ahead. */
export function inWeaponArc(arcs: readonly WeaponArc[], h: number, x: number, y: number, tx: number, ty: number): boolean {
  const dx = tx - x;
  const dy = ty - y;
  return arcCovers(arcs, relativeAngle(h, dx, dy), h, dx, dy);
}

/** inWeaponArc with the relative angle `a` already known (one angle per target, many weapons). */
export function arcCovers(arcs: readonly WeaponArc[], a: number, h: number, dx: number, dy: number): boolean {
  for (const arc of arcs) {
    if (arc === 'T') return true;
    if (arc === 'F' && Math.abs(a) <= 45) return true;
    if (arc === 'A' && Math.abs(a) >= 135) return true;
    if (arc === 'P' && a > 45 && a < 135) return true;
    if (arc === 'S' && a < -45 && a > -135) return true;
    if (arc === 'SPN') {
      const ahead = dx * COS[h] + dy * SIN[h];
      const across = Math.abs(-dx * SIN[h] + dy * COS[h]);
      if (ahead > 0 && across <= 1) return true;
    }
  }
  return false;
}

/** Distance from point (px, py) to the segment (ax, ay)-(bx, by): the Kinetic Cannon's 1"-wide line. */
export function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / len2));
  return Math.hypot(px - (ax + t * vx), py - (ay + t * vy));
}

export function onTable(x: number, y: number, size: number): boolean {
  return x >= 0 && x <= size && y >= 0 && y <= size;
}
