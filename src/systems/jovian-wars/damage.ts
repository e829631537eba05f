/**
 * Damage (`002_f697cf6215cb147c.txt`, Damage): what one result (a magnitude
 * code, src/dice/setMagnitudes.ts) does to a capital ship's rating tracks or
 * a squadron's Structure. Shared by the attack pipeline (applied to a fresh
 * card for every code) and the game (applied to the live ship).
 *
 * Capital Ship Damage: D = 1 Rating Damage (Value 1-2 Defense, 3-4 Sensors,
 * 5-6 Thrusters); T = 1 Structure + 1 Critical Hit; Q+ = 2 Structure + 2
 * Critical Hits; several results resolve lowest magnitude first, then lowest
 * Value. Mass Driver table: D = 1 Rating Damage (the "OR 1 Critical Hit" is
 * never taken: a D on a rating already at 0 spills like any Rating Damage,
 * below; under mass-driver-d=critical-at-zero, table 'mass-driver-critical',
 * it is the Critical Hit instead), T = 1 Rating + 1 Critical, Q+ = 2
 * Rating + 2 Critical, no Structure. Particle Cannon: a D marks every box of
 * the rating's current value (redundant boxes); a T+ also damages the system
 * its Value names, again marking redundant boxes. Rating damage on a track
 * with no box left goes to the remaining rating with most boxes (the rulebook
 * randomises it; this deterministic choice changes which rating, not how
 * many boxes), and to Structure when none is left.
 *
 * Squadron Damage: the sum over results of the `squadron-damage` scale
 * (blank in the rulebook, JW-023).
 */
import { FACES as FACESImport, levelOf as levelOfImport } from '../../dice/setMagnitudes.ts';
import type { Weapon } from './cards.ts';

/**
 * Module-local copies of the imported bindings used in hot paths: under tsx every imported binding
 * read is a getter call (18% of a tsx heuristic game in the profile; `scripts/bench-jovian-wars.ts`).
 * Only modules that cannot import this one back (so they are evaluated first).
 */
const FACES = FACESImport;
const levelOf = levelOfImport;

export const STRUCTURE = 0;
export const DEFENSE = 1;
export const SENSORS = 2;
export const THRUSTERS = 3;
export const MARINES = 4;
export const RATING_NAMES = ['Structure', 'Defense', 'Sensors', 'Thrusters', 'Marines'] as const;

/** A capital ship's rating tracks and how many boxes of each are marked. */
export interface Tracks {
  readonly tracks: readonly (readonly number[])[];
  readonly marked: Int8Array;
}

export function current(ship: Tracks, rating: number): number {
  return ship.tracks[rating][ship.marked[rating]] ?? 0;
}

/** Damage Types › Rating Damage, by the result's Value. */
export function ratingOfValue(value: number): number {
  return value <= 2 ? DEFENSE : value <= 4 ? SENSORS : THRUSTERS;
}

export interface DamageTally {
  structure: number;
  rating: number;
  criticals: number;
  /** Structure damage that found no box left (each is a Catastrophic Damage roll). */
  overflow: number;
}

export function newTally(): DamageTally {
  return { structure: 0, rating: 0, criticals: 0, overflow: 0 };
}

/** Marks one Structure box; past the last box counts an overflow (a Catastrophic Damage roll). */
export function markStructure(ship: Tracks, tally: DamageTally): void {
  if (ship.marked[STRUCTURE] < ship.tracks[STRUCTURE].length) {
    ship.marked[STRUCTURE]++;
    tally.structure++;
  } else tally.overflow++;
}

/** One Rating Damage (all boxes of the current value when `redundant`), spilling as the module comment says. */
export function markRating(ship: Tracks, rating: number, redundant: boolean, tally: DamageTally): void {
  let target = rating;
  if (ship.marked[target] >= ship.tracks[target].length) {
    target = -1;
    let most = 0;
    for (const r of [DEFENSE, SENSORS, THRUSTERS]) {
      const left = ship.tracks[r].length - ship.marked[r];
      if (left > most) {
        most = left;
        target = r;
      }
    }
    if (target < 0) {
      markStructure(ship, tally);
      return;
    }
  }
  const track = ship.tracks[target];
  const value = track[ship.marked[target]];
  do {
    ship.marked[target]++;
    tally.rating++;
  } while (redundant && ship.marked[target] < track.length && track[ship.marked[target]] === value);
}

/**
 * `precise` (Traits › Precise; a boarding Sabotage, States › Boarded): T+
 * resolve normally, a D's Rating Damage goes to the rating the attacker
 * chooses, played as the strongest remaining of Defense, Sensors, Thrusters.
 */
export type DamageTable = 'standard' | 'mass-driver' | 'mass-driver-critical' | 'particle' | 'precise';

/** The damage table of weapon w's results under `variants` (the attack pipeline and the game: mass-driver-d, JW-089). */
export function tableOf(w: Weapon, variants: Readonly<Record<string, string>>): DamageTable {
  if (w.type === 'mass-driver') return variants['mass-driver-d'] === 'critical-at-zero' ? 'mass-driver-critical' : 'mass-driver';
  return w.type === 'particle' ? 'particle' : 'standard';
}

/** The strongest remaining of Defense, Sensors, Thrusters (Defense first on ties), or Defense when all are 0. */
export function strongestSystem(ship: Tracks): number {
  let best = DEFENSE;
  for (const r of [SENSORS, THRUSTERS]) if (current(ship, r) > current(ship, best)) best = r;
  return best;
}

/** Applies every result of `code` to a capital ship in the rulebook's order; criticals are counted, not resolved. */
export function damageCapital(ship: Tracks, code: number, table: DamageTable, tally: DamageTally): void {
  for (let level = 1; level <= 3; level++) {
    for (let value = 1; value <= FACES; value++) {
      if (levelOf(code, value) !== level) continue;
      const rating = table === 'precise' ? strongestSystem(ship) : ratingOfValue(value);
      if (table === 'mass-driver' || table === 'mass-driver-critical') {
        // "D 1 Rating Damage OR 1 Critical Hit" (Weapons › Mass Driver): under mass-driver-d=critical-at-zero (JW-089) a D
        // on a rating already at 0 is the Critical Hit instead of spilling to another rating.
        if (level === 1 && table === 'mass-driver-critical' && ship.marked[rating] >= ship.tracks[rating].length) {
          tally.criticals += 1;
          continue;
        }
        const hits = level === 3 ? 2 : 1;
        for (let i = 0; i < hits; i++) markRating(ship, rating, false, tally);
        tally.criticals += level === 1 ? 0 : level === 2 ? 1 : 2;
      } else if (level === 1) {
        markRating(ship, rating, table === 'particle', tally);
      } else {
        const hits = level === 2 ? 1 : 2;
        for (let i = 0; i < hits; i++) markStructure(ship, tally);
        tally.criticals += hits;
        if (table === 'particle') markRating(ship, rating, true, tally);
      }
    }
  }
}

/** Squadron Damage: each result deals the scale's value for its magnitude. */
export function squadronDamage(code: number, perSet: readonly number[]): number {
  let damage = 0;
  for (let face = 1; face <= FACES; face++) damage += perSet[levelOf(code, face)];
  return damage;
}

/** [0, D, T, Q] from a scale id like '1-2-3'. */
export function damageScale(id: string): number[] {
  return [0, ...id.split('-').map(Number)];
}

/** Systems at 0 for the Catastrophic Damage Table: Defense, Sensors, Thrusters (JW-062's narrow reading). */
export function zeroedSystems(ship: Tracks): number {
  let n = 0;
  for (const r of [DEFENSE, SENSORS, THRUSTERS]) if (current(ship, r) === 0) n++;
  return n;
}

/** Marines reduced to 0 (a track it had, now all marked) for `catastrophic-traits=with-marines` (JW-062): 1 or 0. */
export function zeroedMarines(ship: Tracks): number {
  return ship.tracks[MARINES].length > 0 && current(ship, MARINES) === 0 ? 1 : 0;
}
