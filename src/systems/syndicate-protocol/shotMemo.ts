/**
 * The expected damage of an attack, remembered by the content of its
 * AttackSetup: the heuristic player (ai.ts) asks for ~2,000 estimates a game
 * and most repeat — the same loadouts, range bands, cover and statuses from
 * candidate space to candidate space, decision to decision and game to game.
 *
 * `profileAttack` is a pure function of (setup, readings) and the mean damage
 * does not depend on the on-hit effects, so a setup packed into KEY_WORDS
 * integers plus the readings' id is an exact key: a hit returns the very
 * number profiling would give (the behaviour fixture stays byte-identical).
 * A direct-mapped table (one entry per slot, a collision overwrites) keeps the
 * look-up allocation-free; a setup whose numbers do not fit the packing is
 * profiled every time. Cost: a six-word hash and six integer compares per hit
 * (it was sixteen words, a 512 KB table that missed the processor's cache:
 * 8% of a heuristic game's self time, bench-syndicate-protocol).
 *
 * Example: two candidate spaces at 5 spaces from the enemy, both in Light
 * Cover, give the same setup, so the second costs a look-up.
 */
import { AttackProfile } from './attackProfile.ts';
import * as attackProfileModule from './attackProfile.ts';
import type { AttackReadings, AttackSetup } from './attackProfile.ts';
import * as dataModule from './data.ts';

// Module-local copies of imported bindings (a getter call per read under tsx's require path and vitest, bench-syndicate-protocol).
const { expectedDamage, profileAttack } = attackProfileModule;
const { CATEGORIES, WEAPON_TRAITS } = dataModule;

const KEY_WORDS = 6;
const SLOTS = 1 << 13;
/**
 * Each slot's key and mean in one 32-byte stretch (words 0-5 the key, words 6-7 the mean through the Float64 view):
 * a look-up reads one cache line, where keys and means in two tables read two (bench-syndicate-protocol, sixth pass).
 * 256 KB; an all-zero key is an empty slot (no real key is: word 0 holds the readings id, which starts at 1).
 */
const SLOT_WORDS = KEY_WORDS + 2;
// One slot more than the table holds (slot SLOTS, never hashed to): where shotMeanIndex puts the mean of a setup it does
// not key.
const KEYS = new Int32Array((SLOTS + 1) * SLOT_WORDS);
/** The means, by shotMeanIndex. */
export const SHOT_MEANS = new Float64Array(KEYS.buffer);
const MEANS = SHOT_MEANS;
const UNKEYED = SLOTS * 4 + 3;
const PROFILE = new AttackProfile();

const CATEGORY_ID = new Map<string | null, number>([[null, 0], ...CATEGORIES.map((c, i) => [c, i + 1] as const)]);
const TRAIT_ID = new Map<string | null, number>([[null, 0], ...WEAPON_TRAITS.map((t, i) => [t, i + 1] as const)]);
const READINGS_ID = new WeakMap<AttackReadings, number>();
const READINGS_BY_CONTENT = new Map<string, number>();
let nextReadingsId = 1;
let lastReadings: AttackReadings | null = null;
let lastReadingsId = 0;
/**
 * The ids (CATEGORY_ID's or TRAIT_ID's, as before) of the two names seen last, a game's two Operators' weapons; a
 * Mercenary's null is answered first. One kept name and a null seen in turn made a Map look-up and a generic compare
 * (a string against null or undefined) at most shots (perf, tenth pass).
 */
class KeptIds {
  private name0 = '';
  private id0 = -1;
  private name1 = '';
  private id1 = -1;

  constructor(private readonly ids: ReadonlyMap<string | null, number>) {}

  of(name: string | null): number {
    if (name === null) return 0;
    if (name === this.name0) return this.id0;
    if (name === this.name1) return this.id1;
    const id = this.ids.get(name) ?? -1;
    this.name1 = this.name0;
    this.id1 = this.id0;
    this.name0 = name;
    this.id0 = id;
    return id;
  }
}
const KEPT_CATEGORIES = new KeptIds(CATEGORY_ID);
const KEPT_TRAITS = new KeptIds(TRAIT_ID);

const small = (x: number) => (x & ~0xff) === 0;

/** Mean final damage of the attack `s` under readings `r` (expectedDamage of profileAttack), remembered. */
export function expectedShot(s: AttackSetup, r: AttackReadings): number {
  return MEANS[shotMeanIndex(s, r)];
}

/** The number of the readings' content (1, 2, ...): equal readings give equal profiles (each game makes its own object). */
export function readingsId(r: AttackReadings): number {
  let id = READINGS_ID.get(r);
  if (id === undefined) {
    const content = Object.values(r).join('|');
    id = READINGS_BY_CONTENT.get(content);
    if (id === undefined) READINGS_BY_CONTENT.set(content, (id = nextReadingsId++));
    READINGS_ID.set(r, id);
  }
  return id;
}

/**
 * Where in SHOT_MEANS expectedShot's number for `s` under `r` now is (read it at once: the next call may reuse the
 * place). An index, not the number: a double returned from a call the JIT does not inline is a heap allocation each
 * time (~700 a heuristic game; seventh pass); the number is the same.
 */
export function shotMeanIndex(s: AttackSetup, r: AttackReadings): number {
  // The last readings, category and trait seen are kept: a game asks with one readings object and six weapons.
  if (r !== lastReadings) {
    lastReadings = r;
    lastReadingsId = readingsId(r);
  }
  const readingsNumber = lastReadingsId;
  const category = KEPT_CATEGORIES.of(s.category);
  const trait = KEPT_TRAITS.of(s.trait);
  // small() of each field, as one test of their OR (each is an integer: x & ~0xff of each is 0 exactly when it is of all).
  if (category < 0 || trait < 0 || !small(s.range | s.rof | s.rerollMisses | s.distance | s.cover | s.coverExtra)) {
    MEANS[UNKEYED] = expectedDamage(profileAttack(s, r, PROFILE));
    return UNKEYED;
  }
  // Six words, each field in its own bits; a field that does not fit its bits is profiled every time (exact either way).
  const baseAcc = s.baseAcc + 128;
  const acc = s.acc + 128;
  const dice = s.dice + 128;
  const damage = s.damage + 128;
  const dodge = s.dodge + 128;
  const armor = s.armor + 128;
  if (
    trait > 31 || readingsNumber > 127 || (s.rail & ~3) !== 0 || s.moved < 0 ||
    !small(baseAcc | acc | dice | damage | dodge | armor | s.afterArmor | s.guarded | s.shielded) || ((s.attackerStatus | s.targetStatus) & ~0xffff) !== 0
  ) {
    MEANS[UNKEYED] = expectedDamage(profileAttack(s, r, PROFILE));
    return UNKEYED;
  }
  const w0 = category | (trait << 4) | (s.range << 9) | (s.rof << 17) | (readingsNumber << 25);
  const w1 = baseAcc | (acc << 8) | (dice << 16) | (damage << 24);
  // Spaces moved only count as 0, 1 or 2+ (5.3, 5.5, 5.7 and the Quickdraw, Precision Burst and Sustained Fire traits).
  const w2 =
    s.rerollMisses |
    ((s.halfRof ? 1 : 0) << 8) |
    ((s.firstFiring ? 1 : 0) << 9) |
    (s.rail << 10) |
    ((s.targetCloseQuarters ? 1 : 0) << 12) |
    ((s.rerollHighest ? 1 : 0) << 13) |
    ((s.rerollHit ? 1 : 0) << 14) |
    ((s.fixedFour ? 1 : 0) << 15) |
    ((s.movedLastRound ? 1 : 0) << 16) |
    ((s.targetMoved ? 1 : 0) << 17) |
    ((s.moved < 2 ? s.moved : 2) << 18) |
    (s.afterArmor << 20);
  const w3 = s.distance | (s.cover << 8) | (s.coverExtra << 16) | (dodge << 24);
  const w4 = armor | (s.guarded << 8) | (s.shielded << 16);
  const w5 = s.attackerStatus | (s.targetStatus << 16);
  let h = Math.imul(0x811c9dc5 ^ w0, 0x01000193);
  h = Math.imul(h ^ w1, 0x01000193);
  h = Math.imul(h ^ w2, 0x01000193);
  h = Math.imul(h ^ w3, 0x01000193);
  h = Math.imul(h ^ w4, 0x01000193);
  h = Math.imul(h ^ w5, 0x01000193);
  const slot = (h ^ (h >>> 15)) & (SLOTS - 1);
  const at = slot * SLOT_WORDS;
  const keys = KEYS;
  if (keys[at] === w0 && keys[at + 1] === w1 && keys[at + 2] === w2 && keys[at + 3] === w3 && keys[at + 4] === w4 && keys[at + 5] === w5) return slot * 4 + 3;
  const mean = expectedDamage(profileAttack(s, r, PROFILE));
  keys[at] = w0;
  keys[at + 1] = w1;
  keys[at + 2] = w2;
  keys[at + 3] = w3;
  keys[at + 4] = w4;
  keys[at + 5] = w5;
  MEANS[slot * 4 + 3] = mean;
  return slot * 4 + 3;
}
