/**
 * The 48" table in 2D (`002_f697cf6215cb147c.txt`, Movement, Attack › Model
 * Arcs). Positions are inches; a capital ship's heading is one of 8 compass
 * steps of 45 degrees (Capital Ship Movement: "Each turn enables the ship to
 * change its direction by up to 45 degrees"), 0 = +x, 2 = +y. Bases are
 * points: distances are centre to centre (base sizes, overlapping and
 * "not ending in base contact" are not modelled; "space is big").
 */
import type { Weapon, WeaponArc } from './cards.ts';
import type { AttackedArc } from './attackPool.ts';

const STEP = Math.PI / 4;
export const COS = Array.from({ length: 8 }, (_, h) => Math.round(Math.cos(h * STEP) * 1e12) / 1e12);
export const SIN = Array.from({ length: 8 }, (_, h) => Math.round(Math.sin(h * STEP) * 1e12) / 1e12);

export function distance(ax: number, ay: number, bx: number, by: number): number {
  return hypot(bx - ax, by - ay);
}

/**
 * Math.hypot(x, y), the same double: V8's own algorithm (builtins/math.tq MathHypot: both magnitudes divided by the
 * larger, a Kahan-compensated sum of squares, sqrt times the larger; NaN, Infinity and zero cases left to Math.hypot),
 * written out so it inlines. The builtin allocated a double array per call and was ~2% of a bundled heuristic game on
 * its own; this is ~5x faster. Checked bit for bit against Math.hypot on 20 million offsets (tests/systems/jovian-wars
 * geometry.test.ts checks a grid and random offsets).
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const max = ax > ay ? ax : ay;
  // NaN (either: max compares false), Infinity and 0: the builtin's special cases.
  if (!(max > 0) || max === Infinity || x !== x || y !== y) return Math.hypot(x, y);
  // The builtin's Kahan loop over two values: the first step leaves the compensation 0, so the sum is n0^2 + n1^2.
  const n0 = ax / max;
  const n1 = ay / max;
  return Math.sqrt(n0 * n0 + n1 * n1) * max;
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
  // arcBits answers relativeAngle's |a| <= 45 (bit 2) and |a| >= 135 (bit 4) exactly, without atan2 away from the diagonals.
  const bits = arcBits(targetHeading, ax - tx, ay - ty);
  return bits & ARC_F ? 'fore' : bits & ARC_A ? 'aft' : 'side';
}

/** arcCovers' arc names as bits (T always, F, A, P, S; SPN is tested apart: it needs the offsets). */
export const ARC_T = 1;
export const ARC_F = 2;
export const ARC_A = 4;
export const ARC_P = 8;
export const ARC_S = 16;
export const ARC_SPN = 32;

/**
 * The arcs (ARC_T | ARC_F, ARC_A, ARC_P or ARC_S) the offset (dx, dy) lies in from heading h: the same answers as
 * arcCovers' tests on relativeAngle(h, dx, dy) (|a| <= 45 Fore, |a| >= 135 Aft, 45 < a < 135 Port, -135 < a < -45
 * Starboard), without atan2 (the hottest maths of the heuristic's pose scoring: `scripts/bench-jovian-wars.ts`).
 * Every boundary is a diagonal of the heading's frame (|ahead| = |left|); away from them, by a margin far wider than
 * the rounding of COS / SIN (1e-12) and of atan2 (~1e-15), the frame's comparison and the angle's agree; on or
 * near a diagonal (and at dx = dy = 0) the angle itself decides, as before.
 */
export function arcBits(h: number, dx: number, dy: number): number {
  const c = COS[h];
  const s = SIN[h];
  const ahead = dx * c + dy * s;
  const left = dy * c - dx * s;
  const fa = Math.abs(ahead);
  const fl = Math.abs(left);
  const gap = fa - fl;
  const margin = 1e-9 * (Math.abs(dx) + Math.abs(dy));
  if (gap > margin) return ahead > 0 ? ARC_T | ARC_F : ARC_T | ARC_A;
  if (gap < -margin) return left > 0 ? ARC_T | ARC_P : ARC_T | ARC_S;
  const a = relativeAngle(h, dx, dy);
  const abs = Math.abs(a);
  let bits = ARC_T;
  if (abs <= 45) bits |= ARC_F;
  if (abs >= 135) bits |= ARC_A;
  if (a > 45 && a < 135) bits |= ARC_P;
  if (a < -45 && a > -135) bits |= ARC_S;
  return bits;
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

/** arcCovers' arc names as bits: a weapon's mask ORs its arcs' bits (names arcCovers does not know: none). */
const ARC_BITS: Readonly<Record<string, number>> = { T: ARC_T, F: ARC_F, A: ARC_A, P: ARC_P, S: ARC_S, SPN: ARC_SPN };
export type ArcMasks = { bits: Uint8Array; spinal: boolean };
const arcMasks = new WeakMap<object, ArcMasks>();
let lastMaskCard: object | null = null;
let lastMasks: ArcMasks = { bits: new Uint8Array(0), spinal: false };

/**
 * Per weapon of a card, the bits of its arcs, and whether any is Spinal (cards are fixed: made once per card). A
 * weapon covers an offset when `bits[wi] & arcBits(...)` is non-zero or, Spinal, when arcCovers' keel test passes.
 */
export function arcMasksOf(card: { readonly weapons: readonly Weapon[] }): ArcMasks {
  if (card === lastMaskCard) return lastMasks;
  let masks = arcMasks.get(card);
  if (!masks) {
    const bits = new Uint8Array(card.weapons.length);
    let spinal = false;
    for (let wi = 0; wi < card.weapons.length; wi++) {
      for (const arc of card.weapons[wi].arc) bits[wi] |= ARC_BITS[arc] ?? 0;
      if (bits[wi] & ARC_SPN) spinal = true;
    }
    masks = { bits, spinal };
    arcMasks.set(card, masks);
  }
  lastMaskCard = card;
  lastMasks = masks;
  return masks;
}

/** Distance from point (px, py) to the segment (ax, ay)-(bx, by): the Kinetic Cannon's 1"-wide line. */
export function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / len2));
  return hypot(px - (ax + t * vx), py - (ay + t * vy));
}

export function onTable(x: number, y: number, size: number): boolean {
  return x >= 0 && x <= size && y >= 0 && y <= size;
}

/**
 * The first fraction t in [0, 1] of the segment A->B at which it comes within r of C, or -1 (also when it
 * starts within r and never enters): Point Defense's entry under Autofire traits-1 (flow.ts) and Reactive
 * Interception's first point in range (escorts.ts).
 */
export function segmentEntry(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, r: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const fx = ax - cx;
  const fy = ay - cy;
  const a = dx * dx + dy * dy;
  if (a === 0) return -1;
  const b = 2 * (fx * dx + fy * dy);
  const c = fx * fx + fy * fy - r * r;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return -1;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t >= 0 && t <= 1 ? t : -1;
}
