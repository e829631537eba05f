/**
 * Terrain on the 48" table (`002_f697cf6215cb147c.txt`, Terrain; Attack ›
 * Obscured), as circles (areas and terrain models) and one table-edge band
 * (Atmosphere). The rulebook has no terrain placement rule and its scenarios
 * place none, so terrain is a variant: `terrain=none` (default, the
 * Introductory Scenario) or `terrain=scattered`, a seeded placement drawn from
 * the game's chance stream at the start (terrain.ts placeTerrain), or
 * `terrain=scattered-comet`, the same pieces and then one Comet (placeComet).
 *
 * What each piece does (the Type / Size / Move / Overlap tables):
 * - Asteroid Field (area): a capital ship moving through it suffers an AC:2
 *   attack; models in it are Obscured.
 * - Debris Field (4" radius): a capital ship moving through suffers AC:3, a
 *   squadron AS:4.
 * - Particle Cloud (area): any model moving through suffers an AC/AS:2
 *   attack; models in it are Obscured.
 * - Large Asteroid (model, Signature 12, 2-4" across): models within 3" gain
 *   Stealth:1 (+1); it blocks the line of fire (Obscured) to a smaller target
 *   within 3" of it; no capital ship ends a move on it.
 * - Small Moon (4-18" across): "follows the rules for Large Asteroids" but may
 *   be overlapped; a model starting a move on it gains Speed +2.
 * - Atmosphere (a band 3-6" deep along a table edge, 1d3): a model moving in it
 *   has Speed -1 and suffers an AC/AS:2 attack; models in it gain ECM +1.
 * - Comet (Terrain › Comets): a Body ("essentially a Large Asteroid", Signature
 *   6", may not be overlapped) and a Tail touching it ("essentially a Particle
 *   Cloud": AC/AS:2 moving through, Obscured). At the end of each Deployment
 *   Phase it moves 2d6" directly away from its Tail (flow.ts, jobs.ts comet):
 *   models the Body would overlap are moved out of the way, models the Tail
 *   overlaps or passes over are attacked as if they had moved through it.
 * A terrain attack is an Attack with no weapon type (so no Energy or Reactive
 * Armor: it is rolled as a Lance, the one weapon type neither applies to),
 * Armor of the fore arc (the ship moves into it), no range or arc modifier.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { Weapon } from './cards.ts';
import { attackedArc, distance, distanceToSegment } from './geometry.ts';
import { TABLE_INCHES } from './rules.ts';

export const TERRAIN_KINDS = ['asteroid-field', 'debris-field', 'particle-cloud', 'large-asteroid', 'small-moon', 'atmosphere', 'comet-body', 'comet-tail'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/**
 * A piece of terrain: a circle (x, y, r), or for Atmosphere the band x < r along
 * the table's west edge. A Comet is two pieces, its `comet-body` followed at once
 * by its `comet-tail` in the list; it moves from the tail's centre through the body's.
 */
export interface Terrain {
  readonly kind: TerrainKind;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** Terrain › Large Asteroid: "Signature 12"; a Small Moon follows the Large Asteroid rules. */
export const TERRAIN_SIGNATURE = 12;
/** Terrain › Comets: the Body's Size column, "Signature 6"". */
export const COMET_SIGNATURE = 6;
/** Blocking terrain models: Large Asteroid, Small Moon, and a Comet's Body ("essentially a Large Asteroid"). */
const isBlocker = (t: Terrain) => t.kind === 'large-asteroid' || t.kind === 'small-moon' || t.kind === 'comet-body';
/** Obscuring areas: Asteroid Field, Particle Cloud, and a Comet's Tail ("essentially a Particle Cloud", Obscured). */
const isCloud = (t: Terrain) => t.kind === 'asteroid-field' || t.kind === 'particle-cloud' || t.kind === 'comet-tail';
/** Large Asteroid: Stealth +1 within 3"; Obscured: the blocking piece within 3" of the target. */
export const COVER_RANGE = 3;
/** Attack › Attack Modifier: "Target is Obscured -2". */
export const OBSCURED = -2;

/** Inside a circle, or inside the Atmosphere band. */
export function inside(t: Terrain, x: number, y: number): boolean {
  return t.kind === 'atmosphere' ? x <= t.r : distance(x, y, t.x, t.y) <= t.r;
}

/** Whether a straight move from (ax, ay) to (bx, by) passes through a piece of terrain. */
export function crosses(t: Terrain, ax: number, ay: number, bx: number, by: number): boolean {
  if (t.kind === 'atmosphere') return Math.min(ax, bx) <= t.r;
  return distanceToSegment(t.x, t.y, ax, ay, bx, by) <= t.r;
}

/** The hazard a move through `t` rolls against a capital ship or a squadron (Move column), or 0. */
export function hazardRating(t: Terrain, capital: boolean): number {
  switch (t.kind) {
    case 'asteroid-field':
      return capital ? 2 : 0;
    case 'debris-field':
      return capital ? 3 : 4;
    case 'particle-cloud':
    case 'atmosphere':
    case 'comet-tail':
      return 2;
    default:
      return 0;
  }
}

/** The Attack a hazard makes: AC and AS the rating, no Macro, no weapon-type rule (see the module comment). */
export function hazardWeapon(rating: number): Weapon {
  return { id: 'terrain', name: 'Terrain', type: 'lance', arc: ['T'], ac: rating, as: rating, macro: 0, traits: [], count: 1 };
}

/** Speed change for a model starting a move here: +2 on a Small Moon, -1 in Atmosphere. */
export function speedChange(terrain: readonly Terrain[], x: number, y: number): number {
  let change = 0;
  for (const t of terrain) {
    if (t.kind === 'small-moon' && inside(t, x, y)) change += 2;
    else if (t.kind === 'atmosphere' && inside(t, x, y)) change -= 1;
  }
  return change;
}

/**
 * Terrain › Planet or Large Moon (variant `planet=west`: the west table edge,
 * x = 0): "If at the start of a Movement the table edge is entirely within the
 * Front Arc of a Capital Ship, that ship gains Speed +2. Conversely, if table
 * edge is entirely within the Aft Arc ..., Speed -1." The arcs are convex
 * wedges, so the whole edge is inside one when both its ends are.
 */
export function planetSpeed(x: number, y: number, heading: number, table = TABLE_INCHES): number {
  const a = attackedArc(heading, x, y, 0, 0);
  const b = attackedArc(heading, x, y, 0, table);
  return a === 'fore' && b === 'fore' ? 2 : a === 'aft' && b === 'aft' ? -1 : 0;
}

/** Stealth from cover: +1 within 3" of a Large Asteroid or Small Moon. */
export function coverStealth(terrain: readonly Terrain[], x: number, y: number): number {
  for (const t of terrain) if (isBlocker(t) && distance(x, y, t.x, t.y) <= t.r + COVER_RANGE) return 1;
  return 0;
}

/** ECM from Atmosphere: +1 inside the band. */
export function atmosphereEcm(terrain: readonly Terrain[], x: number, y: number): number {
  for (const t of terrain) if (t.kind === 'atmosphere' && inside(t, x, y)) return 1;
  return 0;
}

/**
 * Attack › Obscured: the target is in an Asteroid Field, Particle Cloud or
 * Comet Tail, or the line of fire passes through a Large Asteroid or Small Moon
 * (Signature 12, above any model's) or a Comet Body (Signature 6, above a
 * smaller target's) within 3" of the target.
 */
export function obscured(terrain: readonly Terrain[], ax: number, ay: number, tx: number, ty: number, targetSignature: number): boolean {
  for (const t of terrain) {
    if (isCloud(t) && inside(t, tx, ty)) return true;
    if (isBlocker(t) && (t.kind === 'comet-body' ? COMET_SIGNATURE : TERRAIN_SIGNATURE) > targetSignature && distance(tx, ty, t.x, t.y) <= t.r + COVER_RANGE && distanceToSegment(t.x, t.y, ax, ay, tx, ty) <= t.r) return true;
  }
  return false;
}

const tenth = (x: number) => Math.round(x * 10) / 10;

/**
 * `terrain=scattered`: two Asteroid Fields (3-5" radius), a Debris Field (4"),
 * a Particle Cloud (3-5"), two Large Asteroids (1-2"), a Small Moon (2-5"
 * radius) in the 24" band between the deployment zones, and an Atmosphere band
 * of 1d3 (3", 4.5" or 6") along the west edge. Positions are uniform in the
 * band (overlaps allowed), drawn from `rng` in this order.
 */
export function placeTerrain(rng: Xoshiro128, table = TABLE_INCHES): Terrain[] {
  const spots: [TerrainKind, number, number][] = [
    ['asteroid-field', 3, 5],
    ['asteroid-field', 3, 5],
    ['debris-field', 4, 4],
    ['particle-cloud', 3, 5],
    ['large-asteroid', 1, 2],
    ['large-asteroid', 1, 2],
    ['small-moon', 2, 5],
  ];
  const band = table - 24;
  const list: Terrain[] = spots.map(([kind, lo, hi]) => {
    const r = lo + rng.nextFloat() * (hi - lo);
    return Object.freeze({ kind, x: tenth(rng.nextFloat() * table), y: tenth(12 + rng.nextFloat() * band), r: tenth(r) });
  });
  list.push(Object.freeze({ kind: 'atmosphere', x: 0, y: 0, r: 3 + 1.5 * rng.nextBelow(3) }));
  return list;
}

/**
 * `terrain=scattered-comet`: one Comet after the scattered pieces (so those are
 * the same as `scattered` for the same seed). "Place the Body anywhere on the
 * table and place the Tail touching the Body" (Terrain › Comets): the Body (a
 * Large Asteroid, 1-2" radius) uniform in the 24" band between the deployment
 * zones (terrain is placed after deployment here, so never on a deployed model),
 * the Tail (a Particle Cloud's 3-5" radius; its size is "Variable") touching it
 * in a uniform direction, which fixes the Comet's course for the game.
 */
export function placeComet(rng: Xoshiro128, table = TABLE_INCHES): [Terrain, Terrain] {
  const br = tenth(1 + rng.nextFloat());
  const bx = tenth(rng.nextFloat() * table);
  const by = tenth(12 + rng.nextFloat() * (table - 24));
  const tr = tenth(3 + rng.nextFloat() * 2);
  const angle = rng.nextFloat() * 2 * Math.PI;
  const body = Object.freeze({ kind: 'comet-body' as const, x: bx, y: by, r: br });
  const tail = Object.freeze({ kind: 'comet-tail' as const, x: tenth(bx + Math.cos(angle) * (br + tr)), y: tenth(by + Math.sin(angle) * (br + tr)), r: tr });
  return [body, tail];
}

/**
 * The Comet whose Body is `terrain[body]` (its Tail next) after a move of
 * `inches` "in a direction directly opposite the tail": a new list (copies of a
 * state share the old one), both pieces moved along the line from the Tail's
 * centre through the Body's.
 */
export function movedComet(terrain: readonly Terrain[], body: number, inches: number): Terrain[] {
  const b = terrain[body];
  const t = terrain[body + 1];
  const len = Math.max(1e-9, distance(b.x, b.y, t.x, t.y));
  const dx = ((b.x - t.x) / len) * inches;
  const dy = ((b.y - t.y) / len) * inches;
  const list = terrain.slice();
  list[body] = Object.freeze({ ...b, x: tenth(b.x + dx), y: tenth(b.y + dy) });
  list[body + 1] = Object.freeze({ ...t, x: tenth(t.x + dx), y: tenth(t.y + dy) });
  return list;
}
