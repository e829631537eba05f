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
const { cellX, cellY, collinear, distance } = boardModule;
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

/**
 * Branch-free (the sign masks of 32-bit integers): the player's candidate loops call this several times a candidate on
 * differences of every sign, and the compiled compares were mispredicted branches (perf annotate, twelfth pass: a
 * sixth of bestMercSpace's samples on its two lines).
 */
export function chebyshev(dx: number, dy: number): number {
  const sx = dx >> 31;
  const sy = dy >> 31;
  const ax = (dx ^ sx) - sx;
  const ay = (dy ^ sy) - sy;
  const d = ax - ay;
  return ax - (d & (d >> 31));
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
 * key, a shot is a function of the key and the pair's context (contextOf: what the game fixes, Field.shotGame, and
 * the numbers Field.shotReads and Field.shotSigns give) and gives exactly shot()'s number.
 *
 * The key: the pair's context, distance, the target's cover (Field.coverOf), its Dodge + 8 (0..31, else no memo), and
 * flags: 1 a Mercenary attacker in synergy range (9.5), with 2 Angle Assist (its Operator adjacent to an enemy) and 4
 * Alignment Protocol (its Operator, the shooter and the target in line); 8 the target is the enemy Operator with a Wall
 * in synergy range beside it; 16 the target side's Operator within 3 of the shooter (Glitch's Signal Jam); 32 the target
 * moved this round; bits 6-7 an attacking Operator's spaces moved (0, 1, 2+; a Mercenary's simple weapon has no category
 * bonus or trait, 9.3). bestMercSpace and valueOfSpace build it from what their candidate spaces change and what they
 * read once per decision (prepareSpaces).
 *
 * Contexts are numbered by content, so a kept shot stays valid for good: from shotVersion to shotVersion, and from game
 * to game (bench-syndicate-protocol, twelfth pass: 1,100 Lens-Razor games met 527 contexts and 13,101 keys, while each
 * game's kept shots missed ~440 times, each miss a fillSetup and a shot memo look-up, ~8% of a heuristic game). Two
 * tables: the kept shots (2,048 slots, inside the first-level cache: ~1,800 look-ups a game), and behind them the
 * shots kept longer (8,192 sets of two) asked on a miss (~200 a game); a shot found in neither is computed (~30 a game).
 */
// 2,048 slots (24 KB of keys and values, inside the processor's first-level cache; 16,384 slots, 256 KB, missed it on
// most look-ups, sixth pass). A collision only costs a look-up in the longer table, or a recomputation.
const PLACED_SLOTS = 1 << 11;
/** Per slot, its key (contextId << 20 | the key's other parts: contextOf keeps ids below 4,095, so no key is -1, the empty slot). */
const PLACED_KEY = new Int32Array(PLACED_SLOTS).fill(-1);
/** The kept shots (placedSlot), and one more slot for a shot that has no key (a Dodge outside 0..31 after the + 8). */
export const PLACED_VALUE = new Float64Array(PLACED_SLOTS + 1);
/**
 * The longer table, two-way: per set two slots of 16 bytes, the key (Int32 word 4 * slot) beside its shot (Float64
 * 2 * slot + 1), the one used last first; a set is 32 bytes, one cache line a look-up. 8,192 sets: ~30 misses a game
 * where 16,384 slots of one way missed ~76 (the key stream of 1,100 games, twelfth pass).
 */
const KEPT_SETS = 1 << 13;
const KEPT_VALUES = new Float64Array(4 * KEPT_SETS);
const KEPT_KEYS = new Int32Array(KEPT_VALUES.buffer).fill(-1);
let placedField: Field | null = null;
/** Bumped when the field changes or is forgotten: every pair's context is then asked afresh. */
let placedEpoch = 1;
/** The field's shotGame, set with placedField. */
let placedGame = 0;

/**
 * Per (attacker, target) pair (attacker * 6 + target): its context's number, and the field's shotVersion and
 * placedEpoch when it was last checked. A new shotVersion (a card played, a unit hit, a new round: ~63 a game) leaves a
 * pair's context as it was while the numbers its setup reads besides spaces (Field.shotReads, PAIR_READS) are those
 * it was numbered with (PAIR_SEEN), else numbers it again (contextOf).
 */
const PAIRS = 36;
const PAIR_CONTEXT = new Int32Array(PAIRS);
const PAIR_VERSION = new Int32Array(PAIRS).fill(-1);
const PAIR_EPOCH = new Int32Array(PAIRS);
const PAIR_READS = new Int32Array(PAIRS * SHOT_READS_MAX);
const PAIR_READ_COUNT = new Int32Array(PAIRS);
const PAIR_SEEN = new Int32Array(PAIRS * SHOT_READS_MAX);
/** Field.shotSigns of the pair's attacker when numbered. */
const PAIR_SIGNS = new Int32Array(PAIRS);
for (let pair = 0; pair < PAIRS; pair++) PAIR_READ_COUNT[pair] = FieldClass.shotReads((pair / 6) | 0, pair % 6, PAIR_READS, pair * SHOT_READS_MAX);

/**
 * The contexts met, by content: the game's number, the pair, its signs, then its reads (CONTEXT_WORDS numbers each),
 * found through an open-addressed index (id + 1, 0 empty) at most half full. At CONTEXT_MAX contexts every context and
 * kept shot is forgotten and numbering starts again (never seen in a benchmark run: ~500 contexts in 1,100 games).
 */
const CONTEXT_MAX = 4095;
const CONTEXT_WORDS = 3 + SHOT_READS_MAX;
const CONTEXT_CONTENT = new Int32Array(CONTEXT_MAX * CONTEXT_WORDS);
const CONTEXT_INDEX_SLOTS = 1 << 13;
const CONTEXT_INDEX = new Int32Array(CONTEXT_INDEX_SLOTS);
let contexts = 0;

/** Forgets every kept shot (the field may have changed without a new shotVersion: a state's own field, ai.ts evaluateSyndicate). */
export function forgetPlacedShots(): void {
  placedEpoch++;
  placedField = null;
}

/** Starts a new epoch when the field changed (a pair's context is checked against shotVersion by placedSlot). */
export function syncPlacedShots(f: Field): void {
  if (f !== placedField) {
    placedEpoch++;
    placedField = f;
    placedGame = f.shotGame();
  }
}

/**
 * Brings `pair`'s context up to the field's shotVersion: kept if the numbers its shots read are unchanged (same epoch),
 * else those numbers remembered and the context they make found or numbered.
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
    PAIR_CONTEXT[pair] = contextOf(pair, signs);
    PAIR_EPOCH[pair] = placedEpoch;
  }
  PAIR_VERSION[pair] = f.shotVersion;
}

/** The number of the context (placedGame, `pair`, `signs`, PAIR_SEEN's reads of the pair), numbered if new. */
function contextOf(pair: number, signs: number): number {
  const at = pair * SHOT_READS_MAX;
  const count = PAIR_READ_COUNT[pair];
  let h = Math.imul(0x811c9dc5 ^ placedGame, 0x01000193);
  h = Math.imul(h ^ pair, 0x01000193);
  h = Math.imul(h ^ signs, 0x01000193);
  for (let i = 0; i < count; i++) h = Math.imul(h ^ PAIR_SEEN[at + i], 0x01000193);
  for (let slot = (h ^ (h >>> 15)) & (CONTEXT_INDEX_SLOTS - 1); ; slot = (slot + 1) & (CONTEXT_INDEX_SLOTS - 1)) {
    const entry = CONTEXT_INDEX[slot];
    if (entry === 0) break;
    const base = (entry - 1) * CONTEXT_WORDS;
    let same = CONTEXT_CONTENT[base] === placedGame && CONTEXT_CONTENT[base + 1] === pair && CONTEXT_CONTENT[base + 2] === signs;
    for (let i = 0; i < count && same; i++) same = CONTEXT_CONTENT[base + 3 + i] === PAIR_SEEN[at + i];
    if (same) return entry - 1;
  }
  if (contexts === CONTEXT_MAX) {
    // Every number is given: start again. The other pairs' numbers are stale, so a new epoch makes each find its own.
    contexts = 0;
    CONTEXT_INDEX.fill(0);
    PLACED_KEY.fill(-1);
    KEPT_KEYS.fill(-1);
    placedEpoch++;
    return contextOf(pair, signs);
  }
  const id = contexts++;
  const base = id * CONTEXT_WORDS;
  CONTEXT_CONTENT[base] = placedGame;
  CONTEXT_CONTENT[base + 1] = pair;
  CONTEXT_CONTENT[base + 2] = signs;
  for (let i = 0; i < count; i++) CONTEXT_CONTENT[base + 3 + i] = PAIR_SEEN[at + i];
  let slot = (h ^ (h >>> 15)) & (CONTEXT_INDEX_SLOTS - 1);
  while (CONTEXT_INDEX[slot] !== 0) slot = (slot + 1) & (CONTEXT_INDEX_SLOTS - 1);
  CONTEXT_INDEX[slot] = id + 1;
  return id;
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
  // A Mercenary's simple weapon (no category, no trait: 9.3) reads the distance only as 1-2 (Close Quarters, 5.2), 3 and
  // 4 (a Hidden target's limit is 3 or 4 spaces) and 5+ (Mirage Field, Field.fillSetup), within its range (every caller
  // checks it; attackProfile.ts reads nothing else of it for such a shot): the key keeps that class, so candidate
  // spaces 5 and 6 spaces away share one kept shot (tenth pass). An Operator's weapon keys the distance itself.
  const keyDist = attacker === 0 || attacker === 3 ? dist : dist <= 2 ? 2 : dist >= 5 ? 5 : dist;
  // The parts besides the context in 20 bits: distance 5, cover 2, Dodge 5, flags 8.
  const key = (PAIR_CONTEXT[pair] << 20) | (((keyDist * 4 + cover) * 32 + dodge) << 8) | flags;
  const h = Math.imul(key, 0x9e3779b1);
  const slot = h >>> 21;
  if (PLACED_KEY[slot] === key) return slot;
  // The set's first slot is 2 * set: its key at word 8 * set, its shot at 4 * set + 1; the second slot's 8 * set + 4, 4 * set + 3.
  const set = h >>> 19;
  if (KEPT_KEYS[8 * set] === key) {
    PLACED_VALUE[slot] = KEPT_VALUES[4 * set + 1];
  } else if (KEPT_KEYS[8 * set + 4] === key) {
    const value = KEPT_VALUES[4 * set + 3];
    KEPT_KEYS[8 * set + 4] = KEPT_KEYS[8 * set];
    KEPT_VALUES[4 * set + 3] = KEPT_VALUES[4 * set + 1];
    KEPT_KEYS[8 * set] = key;
    PLACED_VALUE[slot] = KEPT_VALUES[4 * set + 1] = value;
  } else {
    f.fillSetup(attacker, target, from, SETUP);
    KEPT_KEYS[8 * set + 4] = KEPT_KEYS[8 * set];
    KEPT_VALUES[4 * set + 3] = KEPT_VALUES[4 * set + 1];
    KEPT_KEYS[8 * set] = key;
    PLACED_VALUE[slot] = KEPT_VALUES[4 * set + 1] = SHOT_MEANS[shotMeanIndex(SETUP, f.readings)];
  }
  PLACED_KEY[slot] = key;
  return slot;
}

/**
 * threat() from where the attacker stands, read through the kept shots, its key built from the field as it stands (as
 * bestMercSpace and valueOfSpace build theirs with a unit on a candidate space): the plan decision's two shots and the
 * target decision's (~60 a game, each a fillSetup and a shot memo look-up before; twelfth pass: x1.007, 4 pairs of 4).
 * Only for a field no what-if is written to: the kept shots know a pair's numbers by shotVersion (threatWith and the
 * Hydra decision ask threat()).
 */
export function keptThreat(f: Field, attacker: number, target: number): number {
  const from = f.pos[attacker];
  if (!f.alive(attacker) || !f.alive(target) || from === f.pos[target]) return 0;
  const at = f.pos[target];
  const dist = distance(from, at);
  if (dist > reach(f, attacker) || !f.sees(from, target)) return 0;
  syncPlacedShots(f);
  const seat = attacker < 3 ? 0 : 1;
  const op = seat * 3;
  const foe = 3 - op;
  let flags = f.moved[target] > 0 ? 32 : 0;
  if (attacker === op) flags |= Math.min(2, f.moved[op]) << 6;
  else if (f.synergy(attacker)) {
    flags |= 1;
    const ability = f.merc(attacker).ability.id;
    if (ability === 'angle-assist' && f.adjacentToEnemy(op)) flags |= 2;
    if (ability === 'alignment-protocol' && collinear(f.pos[op], from, at)) flags |= 4;
  }
  if (target === foe) {
    const wall = f.mercWith(1 - seat, 'cover-extension');
    if (wall >= 0 && distance(f.pos[wall], at) <= 1) flags |= 8;
  }
  if (f.pos[foe] >= 0 && distance(from, f.pos[foe]) <= 3) flags |= 16;
  return PLACED_VALUE[placedSlot(f, attacker, target, from, dist, f.coverOf(from, target), f.dodgeOf(target) + 8, flags)];
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
