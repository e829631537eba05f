/**
 * The heuristic's shots (ai.ts): the expected damage of an attack as the field
 * stands (threat, with what-if statuses: threatWith, incomingWith), and the
 * shots it keeps while it tries units on candidate spaces (placedSlot), all
 * read through the exact memo of shotMemo.ts. Attacks are profiled by
 * attackProfile.ts as the rulebook's section 4 (range, Hit Target, dice, ARM)
 * and sections 5-10 (weapons, armor, traits, statuses) write them.
 */
import * as attackProfileModule from './attackProfile.ts';
import type { AttackSetup } from './attackProfile.ts';
import * as boardModule from './board.ts';
import type { Field } from './field.ts';
import * as fieldModule from './field.ts';
import * as shotMemoModule from './shotMemo.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { emptySetup } = attackProfileModule;
const { expectedShot, SHOT_MEANS, shotMeanIndex } = shotMemoModule;
const { cellX, cellY, distance } = boardModule;
const { Field: FieldClass, SHOT_READS_MAX } = fieldModule;

/** The player's scratch attack setup (Field.fillSetup writes it whole before each expectedShot). */
export const SETUP: AttackSetup = emptySetup();


/** Column and row of each space, and the distance (diagonals counting 1) from the differences: board.ts distance(). */
export const COL = new Int32Array(576);
export const ROW = new Int32Array(576);
for (let cell = 0; cell < 576; cell++) {
  COL[cell] = cellX(cell);
  ROW[cell] = cellY(cell);
}

export function chebyshev(dx: number, dy: number): number {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return ax > ay ? ax : ay;
}

/** Expected damage of `attacker` firing from `from` at `target` where it stands; 0 if it cannot. */
export function threat(f: Field, attacker: number, target: number, from: number): number {
  if (!f.alive(attacker) || !f.alive(target) || from === f.pos[target]) return 0;
  if (distance(from, f.pos[target]) > reach(f, attacker) || !f.sees(from, target)) return 0;
  return shot(f, attacker, target, from);
}

/** Expected damage of a shot threat() has found possible. */
export function shot(f: Field, attacker: number, target: number, from: number): number {
  f.fillSetup(attacker, target, from, SETUP);
  return expectedShot(SETUP, f.readings);
}

export function reach(f: Field, unit: number): number {
  return f.range(unit);
}

/**
 * The expected damage of a shot (as shot()) while the player tries units on
 * candidate spaces (valueOfSpace, bestMercSpace). Besides the units' spaces and the
 * spaces they moved, a shot's setup reads only field content that the public
 * field's shotVersion tracks; and what the spaces change is the distance, the
 * cover, the attacking Mercenary's synergy range and with it Angle Assist and
 * Alignment Protocol, Wall's Cover Extension beside the target, Glitch's
 * Signal Jam within 3, the target's Dodge (Slip's Kinetic Shadow), whether
 * the target moved, and an attacking Operator's spaces moved as 0, 1 or 2+
 * (all that profileAttack tells apart: 5.3, 5.5, 5.7 and the traits). With those in the
 * key, a shot is profiled once per shotVersion (or longer: checkPair) and gives exactly shot()'s
 * number (bench-syndicate-protocol: the Mercenaries' moves and the Movement
 * decisions of a round repeat most keys).
 *
 * The key: attacker, target, distance, the target's cover (Field.coverOf), its Dodge + 8 (0..31, else no memo), and
 * flags: 1 a Mercenary attacker in synergy range (9.5), with 2 Angle Assist (its Operator adjacent to an enemy) and 4
 * Alignment Protocol (its Operator, the shooter and the target in line); 8 the target is the enemy Operator with a Wall
 * in synergy range beside it; 16 the target side's Operator within 3 of the shooter (Glitch's Signal Jam); 32 the target
 * moved this round; bits 6-7 an attacking Operator's spaces moved (0, 1, 2+; a Mercenary's simple weapon has no category
 * bonus or trait, 9.3). bestMercSpace and valueOfSpace build it from what their candidate spaces change and what they
 * read once per decision (prepareSpaces).
 */
// 2,048 slots (32 KB with stamps and values, inside the processor's first-level cache; 16,384 slots, 256 KB, missed it on
// most look-ups): a generation holds ~26 keys on average, and 1,024 slots already kept all but 0.1% of the hits of
// 16,384 over 200 heuristic games (bench-syndicate-protocol, sixth pass). A collision only costs a recomputation.
const PLACED_SLOTS = 1 << 11;
const PLACED_KEY = new Int32Array(PLACED_SLOTS);
const PLACED_STAMP = new Int32Array(PLACED_SLOTS);
/** The kept shots (placedSlot), and one more slot for a shot that has no key (a Dodge outside 0..31 after the + 8). */
export const PLACED_VALUE = new Float64Array(PLACED_SLOTS + 1);
let placedStamp = 1;
let placedField: Field | null = null;
/** Bumped when the field changes or is forgotten: every pair's kept shots are then stale, whatever its numbers. */
let placedEpoch = 1;

/**
 * Per (attacker, target) pair (attacker * 6 + target): the memo stamp of its kept shots, and the field's shotVersion
 * and placedEpoch when it was last checked. A new shotVersion (a card played, a unit hit, a new round: ~63 a game)
 * forgot every kept shot before; now a pair keeps its shots while the numbers its setup reads besides spaces
 * (Field.shotReads, PAIR_READS) are those it was stamped with (PAIR_SEEN): after a card that changes only its own
 * Operator's next attack, the Mercenaries' shots are still known (bench-syndicate-protocol, eleventh pass: about half
 * of the kept-shot look-ups missed, each a fillSetup and a shot memo look-up).
 */
const PAIRS = 36;
const PAIR_STAMP = new Int32Array(PAIRS);
const PAIR_VERSION = new Int32Array(PAIRS).fill(-1);
const PAIR_EPOCH = new Int32Array(PAIRS);
const PAIR_READS = new Int32Array(PAIRS * SHOT_READS_MAX);
const PAIR_READ_COUNT = new Int32Array(PAIRS);
const PAIR_SEEN = new Int32Array(PAIRS * SHOT_READS_MAX);
/** Field.shotSigns of the pair's attacker when stamped. */
const PAIR_SIGNS = new Int32Array(PAIRS);
for (let pair = 0; pair < PAIRS; pair++) PAIR_READ_COUNT[pair] = FieldClass.shotReads((pair / 6) | 0, pair % 6, PAIR_READS, pair * SHOT_READS_MAX);

/** Forgets every kept shot (the field may have changed without a new shotVersion: a state's own field, ai.ts evaluateSyndicate). */
export function forgetPlacedShots(): void {
  placedEpoch++;
  placedField = null;
}

/** Starts a new memo epoch when the field changed (a pair's shots are checked against shotVersion by placedSlot). */
export function syncPlacedShots(f: Field): void {
  if (f !== placedField) {
    placedEpoch++;
    placedField = f;
  }
}

/**
 * Brings `pair`'s stamp up to the field's shotVersion: kept if the numbers its shots read are unchanged (same epoch),
 * else a new stamp and those numbers remembered.
 */
function checkPair(f: Field, pair: number): void {
  const data = f.data;
  const at = pair * SHOT_READS_MAX;
  const end = at + PAIR_READ_COUNT[pair];
  const signs = f.shotSigns((pair / 6) | 0);
  let same = PAIR_EPOCH[pair] === placedEpoch && PAIR_SIGNS[pair] === signs;
  for (let i = at; i < end && same; i++) same = PAIR_SEEN[i] === data[PAIR_READS[i]];
  if (!same) {
    for (let i = at; i < end; i++) PAIR_SEEN[i] = data[PAIR_READS[i]];
    PAIR_SIGNS[pair] = signs;
    PAIR_STAMP[pair] = ++placedStamp;
    PAIR_EPOCH[pair] = placedEpoch;
  }
  PAIR_VERSION[pair] = f.shotVersion;
}

/**
 * The slot of PLACED_VALUE holding the kept shot of `attacker` from `from` at `target` (on the spaces the field now
 * holds), given its key's parts (above); read it at once (the next call may reuse the slot). A slot, not the number: a
 * double returned from a call the JIT does not inline is a heap allocation each time (~1,700 a game; sixth pass).
 * Call syncPlacedShots(f) first.
 */
export function placedSlot(f: Field, attacker: number, target: number, from: number, dist: number, cover: number, dodge: number, flags: number): number {
  // The shot as shot() makes it, its number copied from where the shot memo keeps it (no double returned: seventh pass).
  if (dodge < 0 || dodge > 31) {
    f.fillSetup(attacker, target, from, SETUP);
    PLACED_VALUE[PLACED_SLOTS] = SHOT_MEANS[shotMeanIndex(SETUP, f.readings)];
    return PLACED_SLOTS;
  }
  const pair = attacker * 6 + target;
  if (PAIR_VERSION[pair] !== f.shotVersion || PAIR_EPOCH[pair] !== placedEpoch) checkPair(f, pair);
  const stamp = PAIR_STAMP[pair];
  // A Mercenary's simple weapon (no category, no trait: 9.3) reads the distance only as 1-2 (Close Quarters, 5.2), 3 and
  // 4 (a Hidden target's limit is 3 or 4 spaces) and 5+ (Mirage Field, Field.fillSetup), within its range (every caller
  // checks it; attackProfile.ts reads nothing else of it for such a shot): the key keeps that class, so candidate
  // spaces 5 and 6 spaces away share one kept shot (tenth pass). An Operator's weapon keys the distance itself.
  const keyDist = attacker === 0 || attacker === 3 ? dist : dist <= 2 ? 2 : dist >= 5 ? 5 : dist;
  const key = (((((attacker * 6 + target) * 32 + keyDist) * 4 + cover) * 32 + dodge) << 8) | flags;
  const slot = Math.imul(key, 0x9e3779b1) >>> 21;
  if (PLACED_STAMP[slot] === stamp && PLACED_KEY[slot] === key) return slot;
  f.fillSetup(attacker, target, from, SETUP);
  PLACED_VALUE[slot] = SHOT_MEANS[shotMeanIndex(SETUP, f.readings)];
  PLACED_STAMP[slot] = stamp;
  PLACED_KEY[slot] = key;
  return slot;
}

/**
 * The damage the Operator of `seat` expects to deal this round (from where it
 * stands) with the enemy Operator given status bits `bits` (a card's what-if:
 * Disoriented from a Grenade or Flash Disruptor, Marked from Telemetry Ping).
 */
export function threatWith(f: Field, seat: number, bits: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const saved = f.status[foe];
  f.status[foe] |= bits;
  const value = threat(f, op, foe, f.pos[op]);
  f.status[foe] = saved;
  return value;
}

/** The damage the enemy Operator expects to deal to `seat`'s Operator with status bits `bits` on it (Jammed, Disoriented). */
export function incomingWith(f: Field, seat: number, bits: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const saved = f.status[foe];
  f.status[foe] |= bits;
  const value = threat(f, foe, op, f.pos[foe]);
  f.status[foe] = saved;
  return value;
}
