/**
 * The order a hit's results are resolved in, and when its Catastrophic Damage rolls are made
 * (`002_f697cf6215cb147c.txt`, Damage › Capital Ship Damage; JW-010, JW-082):
 *
 *   "Resolve multiple [D+] results in the following order: 1. Lowest Magnitude first, i.e. D before T before Q+.
 *    2. If two or more results of the same magnitude are rolled, resolve the lowest Value, i.e. [D1] before [D4].
 *    This is to increase the likelihood of more Ratings being 0 when making a roll on the Catastrophic Damage Table."
 *
 * and Structure Damage: "A model that is reduced to 0 Structure Rating is Crippled and must immediately roll on the
 * Catastrophic Damage Table", again for each Structure it "would be reduced to less than zero".
 *
 * The order matters only if a roll can fall between two results. The game (jobs.ts applyDamage, crippleCheck) makes
 * every roll after the whole hit and its Critical Hits, where any order gives the same Structure, Critical Hits and
 * overflow (jw-damage-pipeline's test), so the order is a pipeline reading here, not a game variant:
 * - timing `per-result` (the rulebook's "immediately", which its reason for the order needs): each result is
 *   resolved in full, its Critical Hits included, then the rolls it called for are made, counting the Systems at 0
 *   at that moment; a Dead or Explode ends the hit. `after-hit`: the game's timing, every roll after the hit.
 * - order (`DAMAGE_ORDERS`, default first): `lowest-first` (the rulebook), `highest-first` (its reverse: highest
 *   Magnitude, then highest Value, first) or `attacker-choice` (for each roll, the order of its results that
 *   Destroys the ship most often, Explode breaking ties; Damage › Capital Ship Damage gives the attacker no such
 *   choice, JW-010 asks what it would be worth).
 * Critical Hits are the game's fixed choice (jobs.ts resolveCriticals): the strongest remaining of Defense, Sensors,
 * Thrusters; with none left a weapon roll, which changes no Catastrophic roll (the ship is assumed to have an
 * undamaged weapon and no System Trait, as the Tengu this is asked of).
 *
 * A hit's walk does not depend on its Catastrophic dice until one of them ends it, so each (code, order) has one
 * list of rolls, each with its count of Systems at 0: exact is a product over that list, sampled rolls a d6 per entry.
 */
import { FACES, levelOf, withLevel } from '../../dice/setMagnitudes.ts';
import { CATASTROPHIC_DEAD, CATASTROPHIC_EXPLODE } from './rules.ts';
import { current, damageCapital, DEFENSE, markRating, newTally, SENSORS, STRUCTURE, THRUSTERS, zeroedSystems, type DamageTable, type DamageTally, type Tracks } from './damage.ts';

export const DAMAGE_ORDERS = ['lowest-first', 'highest-first', 'attacker-choice'] as const;
export type DamageOrder = (typeof DAMAGE_ORDERS)[number];
export const CATASTROPHIC_TIMINGS = ['per-result', 'after-hit'] as const;
export type CatastrophicTiming = (typeof CATASTROPHIC_TIMINGS)[number];

/** A ship before the hit: its rating tracks and whether it is already Crippled. */
export interface ShipBefore {
  tracks: Tracks['tracks'];
  marked: ArrayLike<number>;
  crippled: boolean;
}

/** What one hit leaves, as probabilities summing to 1. */
export interface Fate {
  intact: number;
  crippled: number;
  dead: number;
  explode: number;
}

/** The Catastrophic rolls a hit calls for, in order: each entry the Systems at 0 when it is made; and whether the ship ends Crippled if it survives them. */
export interface RollPath {
  zeroed: Int8Array;
  crippled: boolean;
}

/** One result (level 1-3 = D, T, Q+) of a face value, as a number: level x 8 + value. */
const resultKey = (level: number, value: number) => level * 8 + value;

/** The code's results in the rulebook's order (lowest Magnitude, then lowest Value, first). */
export function resultsOf(code: number): number[] {
  const out: number[] = [];
  for (let level = 1; level <= 3; level++) for (let value = 1; value <= FACES; value++) if (levelOf(code, value) === level) out.push(resultKey(level, value));
  return out;
}

/** Critical Hits as the game resolves them (jobs.ts resolveCriticals): the strongest remaining rating, else a weapon roll (no Catastrophic effect). */
function criticals(ship: Tracks, n: number, tally: DamageTally): void {
  for (let i = 0; i < n; i++) {
    let best = -1;
    for (const r of [DEFENSE, SENSORS, THRUSTERS]) if (current(ship, r) > (best < 0 ? 0 : current(ship, best))) best = r;
    if (best >= 0) markRating(ship, best, false, tally);
  }
}

function copyOf(ship: ShipBefore): Tracks {
  return { tracks: ship.tracks, marked: Int8Array.from(ship.marked) };
}

/** The rolls `code` calls for on `ship`, its results resolved in `sequence` (result keys) with `timing`. */
export function rollPath(ship: ShipBefore, code: number, sequence: readonly number[], table: DamageTable, timing: CatastrophicTiming): RollPath {
  const s = copyOf(ship);
  const structureBoxes = s.tracks[STRUCTURE].length;
  let crippled = ship.crippled;
  const zeroed: number[] = [];
  const callFor = (tally: DamageTally, rolls: number[]) => {
    let n = tally.overflow;
    if (!crippled && s.marked[STRUCTURE] >= structureBoxes) {
      crippled = true;
      n++;
    }
    for (let i = 0; i < n; i++) rolls.push(zeroedSystems(s));
  };
  if (timing === 'after-hit') {
    // The game: the whole code through damageCapital, its Critical Hits, then the rolls (jobs.ts applyDamage).
    const tally = newTally();
    damageCapital(s, code, table, tally);
    criticals(s, tally.criticals, tally);
    callFor(tally, zeroed);
  } else {
    for (const key of sequence) {
      const tally = newTally();
      damageCapital(s, withLevel(0, key & 7, key >> 3), table, tally);
      criticals(s, tally.criticals, tally);
      callFor(tally, zeroed);
    }
  }
  return { zeroed: Int8Array.from(zeroed), crippled };
}

/** P(a Catastrophic roll of 1d6 + z is No Effect, Dead, Explode). */
export function catastrophicOdds(z: number): [none: number, dead: number, explode: number] {
  // Faces of the d6 reaching each line, counted as integers so the three sum to exactly 1.
  const explode = Math.min(6, Math.max(0, 7 - (CATASTROPHIC_EXPLODE - z)));
  const deadOrWorse = Math.min(6, Math.max(0, 7 - (CATASTROPHIC_DEAD - z)));
  return [(6 - deadOrWorse) / 6, (deadOrWorse - explode) / 6, explode / 6];
}

/** The exact fate of a roll path. */
export function fateOf(path: RollPath): Fate {
  let alive = 1;
  let dead = 0;
  let explode = 0;
  for (const z of path.zeroed) {
    const [none, d, x] = catastrophicOdds(z);
    dead += alive * d;
    explode += alive * x;
    alive *= none;
  }
  return { intact: path.crippled ? 0 : alive, crippled: path.crippled ? alive : 0, dead, explode };
}

/** Every distinct ordering of the results (at most 6! = 720). */
function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  const out: number[][] = [];
  const seen = new Set<number>();
  for (let i = 0; i < items.length; i++) {
    if (seen.has(items[i])) continue;
    seen.add(items[i]);
    const rest = items.slice(0, i).concat(items.slice(i + 1));
    for (const p of permutations(rest)) out.push([items[i], ...p]);
  }
  return out;
}

/** The roll path of `code` under `order` and `timing` (attacker-choice: the ordering Destroying most often, then Exploding most often). */
export function pathFor(ship: ShipBefore, code: number, order: DamageOrder, table: DamageTable, timing: CatastrophicTiming): RollPath {
  const results = resultsOf(code);
  if (timing === 'after-hit' || order === 'lowest-first') return rollPath(ship, code, results, table, timing);
  if (order === 'highest-first') return rollPath(ship, code, results.slice().reverse(), table, timing);
  let best: RollPath | null = null;
  let bestFate: Fate | null = null;
  for (const sequence of permutations(results)) {
    const path = rollPath(ship, code, sequence, table, timing);
    const f = fateOf(path);
    if (!bestFate || f.dead + f.explode > bestFate.dead + bestFate.explode + 1e-12 || (Math.abs(f.dead + f.explode - bestFate.dead - bestFate.explode) <= 1e-12 && f.explode > bestFate.explode + 1e-12)) {
      best = path;
      bestFate = f;
    }
  }
  return best!;
}

/** The exact fate of one attack whose final codes have probabilities `codes` (exactPool / exactAttack). */
export function exactFate(ship: ShipBefore, codes: Float64Array, order: DamageOrder, table: DamageTable, timing: CatastrophicTiming): Fate {
  const out: Fate = { intact: 0, crippled: 0, dead: 0, explode: 0 };
  for (let code = 0; code < codes.length; code++) {
    const p = codes[code];
    if (p === 0) continue;
    const f = fateOf(pathFor(ship, code, order, table, timing));
    out.intact += p * f.intact;
    out.crippled += p * f.crippled;
    out.dead += p * f.dead;
    out.explode += p * f.explode;
  }
  return out;
}

/** Fate indices for a sampled trial. */
export const FATE_KEYS = ['intact', 'crippled', 'dead', 'explode'] as const;

/** One sampled fate (an index of FATE_KEYS) of a roll path, its Catastrophic rolls made with `d6` (returns 1-6). */
export function sampleFate(path: RollPath, d6: () => number): number {
  for (let i = 0; i < path.zeroed.length; i++) {
    const total = d6() + path.zeroed[i];
    if (total >= CATASTROPHIC_EXPLODE) return 3;
    if (total >= CATASTROPHIC_DEAD) return 2;
  }
  return path.crippled ? 1 : 0;
}
