/**
 * The game's own player (`--agent-a heuristic`) and its evaluation, from the
 * observation alone (the public field and its own hand).
 *
 * - Where to stand: a space is worth the damage its Operator expects to deal
 *   from it to the enemy Operator, less a shrinking share (caution) of the
 *   damage the enemy Operator (and 0.7 of its Mercenaries') expect to deal
 *   back, plus a little for cover; moving there is charged what it costs
 *   (Precision Burst, the Assault Rifle and Heavy bonuses of standing still)
 *   or earns (the SMG's +2 after 2 spaces). Out of reach it closes to its
 *   weapon's best range band (Shotgun 1, Pistol 2, SMG 3, the rest their full
 *   range). After firing first, a Surge Step (Appendix B) is spent getting
 *   out of the reach of the enemy's attack still to come.
 * - Which card: a Movement card is worth the best space it reaches over
 *   staying; a Maneuver or Utility card the expected damage it adds to its
 *   own attack or takes from the enemy's, computed with the same attack
 *   profiles (Disoriented, Marked, Jammed added as what-ifs); grenades their
 *   1 unarmoured damage plus the Disoriented shot after; a melee card its
 *   chance to win times what winning does, only within reach of the contest.
 * - Mercenaries go where their own shot on the enemy they would target (9.5)
 *   does the most expected damage (an Operator counts double), within 4
 *   spaces of their Operator (synergy range) when it costs nothing, closing
 *   in on the enemy Operator otherwise.
 * - Targets: the one it expects to hurt most. Hydra's rail: the better one.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { AgentView } from '../../game/agents/agent.ts';
import * as attackProfileModule from './attackProfile.ts';
import type { AttackSetup } from './attackProfile.ts';
import * as boardModule from './board.ts';
import * as cardModifiersModule from './cardModifiers.ts';
import * as dataModule from './data.ts';
import type { CardConditions, NextAttackMods } from './cardModifiers.ts';
import type { CardDef } from './data.ts';
import type { Field } from './field.ts';
import * as rulesModule from './rules.ts';
import * as shotMemoModule from './shotMemo.ts';
import * as stateModule from './state.ts';
import type { SyndicateObservation, SyndicateState } from './state.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { emptySetup } = attackProfileModule;
const { expectedShot } = shotMemoModule;
const { cellX, cellY, collinear, distance, reachable } = boardModule;
const { addAttackCard, emptyMods } = cardModifiersModule;
const { CARD_COUNT, cardsUnder } = dataModule;
const { MERC_MOVE, STATUS, SYNERGY_RANGE } = rulesModule;
const { DECISION, NO_CARD } = stateModule;

const SETUP: AttackSetup = emptySetup();
const ENEMY = new Uint8Array(576);
const OCCUPIED = new Uint8Array(576);
const OPTIONS = new Int16Array(200);
const FLAGS = new Uint8Array(200);
const IDEAL: Readonly<Record<string, number>> = { shotgun: 1, pistol: 2, smg: 3 };
/** The longest Mercenary move (9.5, by role): a Mercenary's candidate spaces lie within it. */
const MERC_REACH = Math.max(...Object.values(MERC_MOVE));

/** Expected damage of `attacker` firing from `from` at `target` where it stands; 0 if it cannot. */
function threat(f: Field, attacker: number, target: number, from: number): number {
  if (!f.alive(attacker) || !f.alive(target) || from === f.pos[target]) return 0;
  if (distance(from, f.pos[target]) > reach(f, attacker) || !f.sees(from, target)) return 0;
  return shot(f, attacker, target, from);
}

/** Expected damage of a shot threat() has found possible. */
function shot(f: Field, attacker: number, target: number, from: number): number {
  f.fillSetup(attacker, target, from, SETUP);
  return expectedShot(SETUP, f.readings);
}

function reach(f: Field, unit: number): number {
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
 * key, a shot is profiled once per shotVersion and gives exactly shot()'s
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
const PLACED_SLOTS = 1 << 14;
const PLACED_KEY = new Int32Array(PLACED_SLOTS);
const PLACED_STAMP = new Int32Array(PLACED_SLOTS);
const PLACED_VALUE = new Float64Array(PLACED_SLOTS);
let placedStamp = 1;
let placedField: Field | null = null;
let placedVersion = -1;

/** Forgets every kept shot (the field may have changed without a new shotVersion: a state's own field, ai.ts evaluateSyndicate). */
function forgetPlacedShots(): void {
  placedStamp++;
  placedField = null;
}

/** Starts a new memo generation when the field or its shotVersion changed. */
function syncPlacedShots(f: Field): void {
  if (f !== placedField || f.shotVersion !== placedVersion) {
    placedStamp++;
    placedField = f;
    placedVersion = f.shotVersion;
  }
}

/** The worth of the Operator of `seat` standing on `cell` (see the header). */
export function spaceValue(f: Field, seat: number, cell: number): number {
  forgetPlacedShots();
  spaceField = null;
  return valueOfSpace(f, seat, cell);
}

/**
 * What valueOfSpace's shots read that no candidate space of the Operator of `spaceSeat` changes, for the field
 * `spaceField` at memo stamp `spaceStamp` (cachedSpaceValue's: a new field, spaceVersion or forgetSpaceValues makes a
 * new one): the units' spaces, ranges and life, and the kept shots' key parts that depend on the target or attacker only
 * (bench-syndicate-protocol: each candidate space recomputed them, ~1,000 shots a game). Per candidate
 * only the distances, cover, sight, the spaces moved, Wall's Cover Extension beside the Operator (its synergy range
 * moves with it), Angle Assist (the Operator adjacent) and Alignment Protocol (in line) are left; the keys and values
 * are the same as built from the whole field, so the numbers are the same.
 */
let spaceField: Field | null = null;
let spaceStamp = -1;
let spaceSeat = -1;
let opStands = false;
let foeAlive = false;
let foePos = -1;
/** The enemy Operator's column and row (an Operator keeps its space when eliminated, effects.ts). */
let foeCol = 0;
let foeRow = 0;
let opRange = 0;
let foeRange = 0;
/** Key flags 8 (Wall beside the enemy Operator) and 32 (it moved) of my shot at the enemy Operator; its Dodge + 8. */
let outFlags = 0;
let outDodge = 0;
/** The enemy Operator's spaces moved (0, 1, 2+) as key flag bits 6-7; my Operator's Dodge + 8. */
let foeMovedFlags = 0;
let opDodge = 0;
/** My Mercenaries with Cover Extension (first, second; -1 none or eliminated): mercWith's order. */
let wallA = -1;
let wallB = -1;
/** The enemy Mercenaries: alive, space, range, synergy flag (1), Angle Assist (2, if some other unit of mine is adjacent to their Operator: -1 means only my Operator can make it), Alignment Protocol. */
const M_ALIVE = new Uint8Array(2);
const M_POS = new Int32Array(2);
const M_RANGE = new Int32Array(2);
const M_SYNERGY = new Uint8Array(2);
const M_ANGLE = new Int8Array(2);
const M_ALIGN = new Uint8Array(2);

function prepareSpaces(f: Field, seat: number): void {
  spaceField = f;
  spaceStamp = memoStamp;
  spaceSeat = seat;
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  opStands = f.hp[op] > 0;
  foeAlive = f.alive(foe);
  foePos = f.pos[foe];
  foeCol = COL[foePos];
  foeRow = ROW[foePos];
  opRange = reach(f, op);
  foeRange = reach(f, foe);
  outFlags = 0;
  const theirWall = f.mercWith(1 - seat, 'cover-extension');
  if (theirWall >= 0 && distance(f.pos[theirWall], foePos) <= 1) outFlags |= 8;
  if (f.moved[foe] > 0) outFlags |= 32;
  outDodge = f.dodgeOf(foe) + 8;
  foeMovedFlags = Math.min(2, f.moved[foe]) << 6;
  opDodge = f.dodgeOf(op) + 8;
  wallA = f.merc(op + 1).ability.id === 'cover-extension' && f.alive(op + 1) ? f.pos[op + 1] : -1;
  wallB = f.merc(op + 2).ability.id === 'cover-extension' && f.alive(op + 2) ? f.pos[op + 2] : -1;
  // adjacentToEnemy(foe) without my Operator: my Mercenaries beside the enemy Operator.
  let mercAdjacent = false;
  for (let u = op + 1; u < op + 3; u++) if (f.alive(u) && distance(f.pos[u], foePos) === 1) mercAdjacent = true;
  for (let k = 0; k < 2; k++) {
    const m = foe + 1 + k;
    M_ALIVE[k] = f.alive(m) ? 1 : 0;
    M_POS[k] = f.pos[m];
    M_RANGE[k] = reach(f, m);
    M_SYNERGY[k] = f.synergy(m) ? 1 : 0;
    const ability = f.merc(m).ability.id;
    M_ANGLE[k] = ability === 'angle-assist' ? (mercAdjacent ? 1 : -1) : 0;
    M_ALIGN[k] = ability === 'alignment-protocol' ? 1 : 0;
  }
}

/** Key flag 8 for a shot at my Operator on the space at column `cx`, row `cy`: mercWith(seat, 'cover-extension') with it there, then beside it. */
function wallFlag(cx: number, cy: number): number {
  if (!opStands) return 0;
  if (wallA >= 0) {
    const d = chebyshev(cx - COL[wallA], cy - ROW[wallA]);
    if (d <= SYNERGY_RANGE) return d <= 1 ? 8 : 0;
  }
  if (wallB >= 0) {
    const d = chebyshev(cx - COL[wallB], cy - ROW[wallB]);
    if (d <= SYNERGY_RANGE) return d <= 1 ? 8 : 0;
  }
  return 0;
}

/** The kept shot of `attacker` from `from` at `target` (on the spaces the field now holds), given its key's parts (above). */
function placedLookup(f: Field, attacker: number, target: number, from: number, dist: number, cover: number, dodge: number, flags: number): number {
  if (dodge < 0 || dodge > 31) return shot(f, attacker, target, from);
  const key = (((((attacker * 6 + target) * 32 + dist) * 4 + cover) * 32 + dodge) << 8) | flags;
  const slot = Math.imul(key, 0x9e3779b1) >>> 18;
  if (PLACED_STAMP[slot] === placedStamp && PLACED_KEY[slot] === key) return PLACED_VALUE[slot];
  const value = shot(f, attacker, target, from);
  PLACED_STAMP[slot] = placedStamp;
  PLACED_KEY[slot] = key;
  PLACED_VALUE[slot] = value;
  return value;
}

/** spaceValue within one call of the player (its kept shots kept). */
function valueOfSpace(f: Field, seat: number, cell: number): number {
  if (f !== spaceField || spaceStamp !== memoStamp || spaceSeat !== seat) prepareSpaces(f, seat);
  syncPlacedShots(f);
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const saved = f.pos[op];
  const savedMoved = f.moved[op];
  f.pos[op] = cell;
  // Moving there costs the bonuses of standing still (Precision Burst, Assault Rifle and Heavy category bonus, Sustained Fire; 5.5, 5.7) and earns the SMG's (5.3).
  const cx = COL[cell];
  const cy = ROW[cell];
  const movedNow = savedMoved + chebyshev(cx - COL[saved], cy - ROW[saved]);
  f.moved[op] = movedNow;
  // My Operator's shot at the enemy Operator, the enemy Operator's at mine, and 0.7 of each enemy Mercenary's at mine; each
  // 0 when the shooter or target is down, on the same space, out of range or out of sight (as threat()).
  let out = 0;
  if (opStands && foeAlive && cell !== foePos) {
    const dist = chebyshev(cx - foeCol, cy - foeRow);
    if (dist <= opRange && f.sees(cell, foe)) {
      const flags = outFlags | (dist <= 3 ? 16 : 0) | (Math.min(2, movedNow) << 6);
      out = placedLookup(f, op, foe, cell, dist, f.coverOf(cell, foe), outDodge, flags);
    }
  }
  const targetFlags = opStands ? wallFlag(cx, cy) | (movedNow > 0 ? 32 : 0) : 0;
  let incoming = 0;
  if (foeAlive && opStands && foePos !== cell) {
    const dist = chebyshev(cx - foeCol, cy - foeRow);
    if (dist <= foeRange && f.sees(foePos, op)) {
      const flags = targetFlags | foeMovedFlags | (dist <= 3 ? 16 : 0);
      incoming = placedLookup(f, foe, op, foePos, dist, f.coverOf(foePos, op), opDodge, flags);
    }
  }
  for (let k = 0; k < 2; k++) {
    let threatOf = 0;
    const from = M_POS[k];
    if (M_ALIVE[k] === 1 && opStands && from !== cell) {
      const dist = chebyshev(cx - COL[from], cy - ROW[from]);
      if (dist <= M_RANGE[k] && f.sees(from, op)) {
        let flags = targetFlags | (dist <= 3 ? 16 : 0);
        if (M_SYNERGY[k] === 1) {
          flags |= 1;
          if (M_ANGLE[k] === 1 || (M_ANGLE[k] === -1 && chebyshev(cx - foeCol, cy - foeRow) === 1)) flags |= 2;
          if (M_ALIGN[k] === 1 && collinear(foePos, from, cell)) flags |= 4;
        }
        threatOf = placedLookup(f, foe + 1 + k, op, from, dist, f.coverOf(from, op), opDodge, flags);
      }
    }
    incoming += 0.7 * threatOf;
  }
  f.pos[op] = saved;
  f.moved[op] = savedMoved;
  // Caution fades as the rounds pass, so two careful players still close in (a stand-off is a capped draw).
  const caution = Math.max(0.6, 1 - 0.02 * f.round);
  // After its attack (Surge Step, Appendix B) the Operator's own shot is spent: the space is worth getting out of the enemy's still to come, and a little for next round.
  const spent = f.attacked[seat] !== 0 && f.attacked[1 - seat] === 0 && f.alive(foe);
  let value = (spent ? 0.2 : 1) * out - (spent ? 1 : caution) * incoming + 0.15 * f.board.cover(cell);
  if (out === 0 && f.alive(foe)) {
    // Out of reach: close to the weapon's best band, inside a Hidden enemy's limit, and all the way in while the enemy is out of sight.
    const weapon = f.loadouts[seat].weapon;
    let ideal = IDEAL[weapon.category] ?? weapon.range;
    if (f.has(foe, STATUS.hidden) && !f.has(foe, STATUS.revealed)) ideal = Math.min(ideal, f.readings.hidden === 'appendix-d' ? 3 : 4);
    const gap = distance(cell, f.pos[foe]) - (f.sees(cell, foe) ? ideal : Math.min(ideal, 2));
    value -= gap > 0 ? (0.15 + 0.01 * f.round) * gap : -0.02 * gap;
  }
  return value;
}

/**
 * spaceValue is a function of the field's content (not the revealed cards),
 * the seat and the space, so it is kept per (public field, spaceVersion): a
 * plan decision scores the spaces of every Movement card in hand, and the move
 * that follows often asks again (bench-syndicate-protocol).
 */
const MEMO_VALUE = new Float64Array(2 * 576);
const MEMO_STAMP = new Int32Array(2 * 576);
let memoField: Field | null = null;
let memoVersion = -1;
let memoStamp = 0;
/** Per seat and kind of move (cardValue): the best space value it reaches, valid with memoStamp. */
const MOVE_BEST = new Float64Array(2 * 64);
const MOVE_STAMP = new Int32Array(2 * 64);

/** Forgets every kept space value (evaluateSyndicate: a state's field changes without a new spaceVersion). */
function forgetSpaceValues(): void {
  memoStamp++;
  memoField = null;
}

function cachedSpaceValue(f: Field, seat: number, cell: number): number {
  if (f !== memoField || f.spaceVersion !== memoVersion) {
    memoField = f;
    memoVersion = f.spaceVersion;
    memoStamp++;
  }
  const key = seat * 576 + cell;
  if (MEMO_STAMP[key] === memoStamp) return MEMO_VALUE[key];
  const value = valueOfSpace(f, seat, cell);
  MEMO_STAMP[key] = memoStamp;
  MEMO_VALUE[key] = value;
  return value;
}

function bestSpace(f: Field, seat: number, legal: readonly number[]): number {
  let best = legal[0];
  let bestValue = -Infinity;
  for (const cell of legal) {
    const value = cachedSpaceValue(f, seat, cell);
    if (value > bestValue) {
      bestValue = value;
      best = cell;
    }
  }
  return best;
}

/**
 * The best space for a Mercenary among `legal` (the first of the best), a
 * space being worth the damage it expects to deal from there to
 * the enemy it would target (the nearest in range and sight, 9.5; an
 * Operator counts double, it decides the game), inside synergy range, in
 * cover, closing in on the enemy Operator otherwise. Against armour it
 * cannot hurt (a 2-dice carbine against ARM 2), the damage term is 0 and the
 * Mercenary closes in on whoever it can hurt: Brick's Shotgun at 1-2 spaces
 * is the one Mercenary weapon that gets through Composite Armor (5.4).
 */
function bestMercSpace(f: Field, unit: number, legal: readonly number[]): number {
  const seat = unit < 3 ? 0 : 1;
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  // What no candidate space changes, read once per decision (bench-syndicate-protocol: this loop is the player's largest).
  // The enemies in reach of some candidate and alive (enemiesInReach), and the kept shots' key parts that depend on the
  // target only (its Dodge, whether it moved, Wall beside it): per candidate only the distance, the cover, the synergy
  // (and with it Angle Assist / Alignment Protocol) and the enemy Operator within 3 are left to key (placedLookup: the key
  // and memo valueOfSpace uses; a kept number is shot()'s).
  let inReach = enemiesInReach(f, unit);
  for (let k = 0; k < 3; k++) if (!f.alive(foe + k)) inReach &= ~(1 << k);
  const saved = f.pos[unit];
  const savedMoved = f.moved[unit];
  const range = reach(f, unit);
  const band = Math.min(range, 2);
  const opPos = f.pos[op];
  const foePos = f.pos[foe];
  const foeAlive = f.alive(foe);
  // alive(unit) on a candidate space (never -1) is its Health.
  const standing = f.hp[unit] > 0;
  const board = f.board;
  let best = legal[0];
  let bestValue = -Infinity;
  // Distances by column and row read from tables (every space here is on the board): distance() per pair did a
  // division per call, several per candidate (bench-syndicate-protocol).
  const opX = COL[opPos];
  const opY = ROW[opPos];
  const savedX = COL[saved];
  const savedY = ROW[saved];
  const foeX = COL[foePos];
  const foeY = ROW[foePos];
  if (inReach === 0) {
    // No enemy can be in range from any candidate: the value is cover, synergy range and closing in.
    for (let i = 0; i < legal.length; i++) {
      const cell = legal[i];
      const cx = COL[cell];
      const cy = ROW[cell];
      let value = 0.1 * board.cover(cell);
      if (chebyshev(cx - opX, cy - opY) <= SYNERGY_RANGE) value += 0.3;
      if (foeAlive) value -= 0.06 * Math.max(0, chebyshev(cx - foeX, cy - foeY) - band);
      if (value > bestValue) {
        bestValue = value;
        best = cell;
      }
    }
    return best;
  }
  syncPlacedShots(f);
  // The key's flags: 1 synergy (+2 Angle Assist with the Operator adjacent to an enemy, +4 Alignment Protocol in line).
  const opAlive = f.alive(op);
  const ability = f.merc(unit).ability.id;
  const angle = ability === 'angle-assist' && f.adjacentToEnemy(op) ? 2 : 0;
  const aligns = ability === 'alignment-protocol';
  const glitchPos = f.pos[foe];
  for (let k = 0; k < 3; k++) {
    if ((inReach & (1 << k)) === 0) continue;
    const target = foe + k;
    let flags = 0;
    if (target === foe) {
      const wall = f.mercWith(1 - seat, 'cover-extension');
      if (wall >= 0 && distance(f.pos[wall], f.pos[target]) <= 1) flags |= 8;
    }
    if (f.moved[target] > 0) flags |= 32;
    const dodge = f.dodgeOf(target) + 8;
    TARGET_FLAGS[k] = flags;
    TARGET_DODGE[k] = dodge;
    TARGET_POS[k] = f.pos[target];
  }
  for (let i = 0; i < legal.length; i++) {
    const cell = legal[i];
    const cx = COL[cell];
    const cy = ROW[cell];
    f.pos[unit] = cell;
    let nearest = -1;
    let nearestGap = 99;
    for (let k = 0; k < 3; k++) {
      if ((inReach & (1 << k)) === 0) continue;
      const u = foe + k;
      const gap = chebyshev(cx - COL[TARGET_POS[k]], cy - ROW[TARGET_POS[k]]);
      if (gap <= range && gap < nearestGap && f.sees(cell, u)) {
        nearest = u;
        nearestGap = gap;
      }
    }
    let value = 0.1 * board.cover(cell);
    const toOp = chebyshev(cx - opX, cy - opY);
    if (toOp <= SYNERGY_RANGE) value += 0.3;
    // The nearest is alive, in range and in sight (so not on this space): threat's checks would all pass.
    if (nearest >= 0) {
      let shotValue = 0;
      if (standing) {
        const k = nearest - foe;
        let flags = TARGET_FLAGS[k];
        if (opAlive && toOp <= SYNERGY_RANGE) {
          flags |= 1 | angle;
          if (aligns && collinear(opPos, cell, TARGET_POS[k])) flags |= 4;
        }
        if (glitchPos >= 0 && chebyshev(cx - COL[glitchPos], cy - ROW[glitchPos]) <= 3) flags |= 16;
        f.moved[unit] = savedMoved + chebyshev(cx - savedX, cy - savedY);
        shotValue = placedLookup(f, unit, nearest, cell, nearestGap, f.coverOf(cell, nearest), TARGET_DODGE[k], flags);
      }
      value += (nearest === foe ? 2 : 1) * shotValue + 0.05;
    }
    // Close in on the enemy Operator (and within reach of the nearest enemy otherwise).
    if (foeAlive) value -= 0.06 * Math.max(0, chebyshev(cx - foeX, cy - foeY) - band);
    if (value > bestValue) {
      bestValue = value;
      best = cell;
    }
  }
  f.pos[unit] = saved;
  f.moved[unit] = savedMoved;
  return best;
}

/** Column and row of each space, and the distance (diagonals counting 1) from the differences: board.ts distance(). */
const COL = new Int32Array(576);
const ROW = new Int32Array(576);
for (let cell = 0; cell < 576; cell++) {
  COL[cell] = cellX(cell);
  ROW[cell] = cellY(cell);
}

function chebyshev(dx: number, dy: number): number {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return ax > ay ? ax : ay;
}

const TARGET_FLAGS = new Int32Array(3);
const TARGET_DODGE = new Int32Array(3);
const TARGET_POS = new Int32Array(3);

/**
 * The enemies (bit k: the enemy unit k of the other seat) that a Mercenary
 * could have in range from some space it can move to: the others are further
 * than its range plus its longest move (9.5: 3 spaces) away, so bestMercSpace
 * need not look at them (most Mercenary moves happen while the sides close in,
 * bench-syndicate-protocol). A bound, not the candidates' own farthest space:
 * an enemy let through is still checked against the range space by space.
 */
function enemiesInReach(f: Field, unit: number): number {
  const here = f.pos[unit];
  const longest = MERC_REACH;
  const foe = unit < 3 ? 3 : 0;
  const range = reach(f, unit);
  let mask = 0;
  for (let k = 0; k < 3; k++) if (f.pos[foe + k] >= 0 && distance(here, f.pos[foe + k]) <= range + longest) mask |= 1 << k;
  return mask;
}

/**
 * The damage the Operator of `seat` expects to deal this round (from where it
 * stands) with the enemy Operator given status bits `bits` (a card's what-if:
 * Disoriented from a Grenade or Flash Disruptor, Marked from Telemetry Ping).
 */
function threatWith(f: Field, seat: number, bits: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const saved = f.status[foe];
  f.status[foe] |= bits;
  const value = threat(f, op, foe, f.pos[op]);
  f.status[foe] = saved;
  return value;
}

/** The damage the enemy Operator expects to deal to `seat`'s Operator with status bits `bits` on it (Jammed, Disoriented). */
function incomingWith(f: Field, seat: number, bits: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const saved = f.status[foe];
  f.status[foe] |= bits;
  const value = threat(f, foe, op, f.pos[foe]);
  f.status[foe] = saved;
  return value;
}

/**
 * cardValue's two shots (its Operator's on the enemy Operator and back, from where they stand), kept while
 * `shotsKnown`: planCard and evaluateSyndicate clear it before asking, so they are computed once per decision.
 */
let shotsKnown = false;
let knownOut = 0;
let knownIncoming = 0;
/** cardValue's scratch card conditions and attack modifiers (addAttackCard), reset per card: no objects per card. */
const WHEN: CardConditions = { moved: 0, throughCover: false, closedIn: false, enemyWithin3: false, targetMoved: false, category: 'pistol' };
const MODS: NextAttackMods = emptyMods();

function resetMods(m: NextAttackMods): void {
  m.acc = 0;
  m.dice = 0;
  m.damage = 0;
  m.rerollMisses = 0;
  m.halfRof = false;
  m.onHit = 0;
  m.onMiss = 0;
  m.overwatch = false;
  m.selfDamage = 0;
  m.dodge = 0;
  m.armor = 0;
}

/** How much a card played now is worth to `seat` (see the header); clear `shotsKnown` first when the field changed. */
/** `choices`: how many cards the player could play (its playable hand). */
function cardValue(f: Field, seat: number, card: CardDef, choices: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const here = f.pos[op];
  const now = cachedSpaceValue(f, seat, here);
  if (card.type === 'movement' && card.move > 0) {
    const armor = f.loadouts[seat].armor;
    const penalty = armor.type === 'heavy' ? -Number(f.variants['heavy-move-penalty'] ?? '2') : armor.move;
    const steps = Math.max(0, card.move + penalty - f.slowRound[op]);
    if (steps === 0 || f.has(op, STATUS.immobilized)) return 0;
    // The best space a kind of move reaches is kept with the space values: a hand often holds two Dashes or Advances.
    // (`now` above brought memoStamp up to this field and spaceVersion.)
    const memo = seat * 64 + (card.id === 'withdraw' ? 3 : card.id === 'slide' ? 2 : card.straight ? 1 : 0) * 16 + steps;
    if (steps < 16 && MOVE_STAMP[memo] === memoStamp) return MOVE_BEST[memo] - now + movementExtra(card) + 0.01;
    f.fillMasks(seat, ENEMY, OCCUPIED);
    const count = card.id === 'withdraw' ? withdrawal(f, seat, steps) : reachable(f.board, here, { steps, straight: card.straight, obstacles: card.id === 'slide' ? 1 : 0, throughEnemy: false }, ENEMY, OCCUPIED, OPTIONS, FLAGS);
    let best = now;
    for (let i = 1; i < count; i++) best = Math.max(best, cachedSpaceValue(f, seat, OPTIONS[i]));
    if (steps < 16) {
      MOVE_STAMP[memo] = memoStamp;
      MOVE_BEST[memo] = best;
    }
    return best - now + movementExtra(card) + 0.01;
  }
  // The two shots every other card is judged by, once per plan decision (planCard; each card asked for them again).
  if (!shotsKnown) {
    shotsKnown = true;
    knownOut = threat(f, op, foe, here);
    knownIncoming = threat(f, foe, op, f.pos[foe]);
  }
  const out = knownOut;
  const incoming = knownIncoming;
  const mods = MODS;
  resetMods(mods);
  const when = WHEN;
  when.enemyWithin3 = f.alive(foe) && distance(here, f.pos[foe]) <= 3;
  when.category = f.loadouts[seat].weapon.category;
  if (card.id !== 'suppressing-fire' && addAttackCard(card.id, when, f.variants, mods)) {
    if (out === 0) return 0.05 * (mods.dodge + mods.armor);
    f.fillSetup(op, foe, here, SETUP);
    SETUP.acc += mods.acc;
    SETUP.dice += mods.dice;
    SETUP.damage += mods.damage;
    SETUP.rerollMisses += mods.rerollMisses;
    const boosted = expectedShot(SETUP, f.readings);
    return boosted - out + 0.15 * (mods.dodge + mods.armor) * Math.min(1, incoming) - 0.5 * mods.selfDamage;
  }
  switch (card.id) {
    case 'suppressing-fire':
      return out > 0 ? 0.5 * out : 0;
    case 'impact-shield':
    case 'combat-roll':
    case 'anchor-step':
    case 'hardpoint':
    case 'stim-shot':
      return Math.min(incoming, card.id === 'impact-shield' ? 1.2 : 0.6);
    case 'holo-decoy':
    case 'holographic-decoy':
      return 0.9 * incoming;
    case 'mirage-field':
      return f.alive(foe) && distance(here, f.pos[foe]) > 4 ? 0.3 * incoming : 0;
    case 'smoke-screen':
      return f.alive(foe) && distance(here, f.pos[foe]) > 3 ? 0.9 * incoming : 0.05;
    case 'kinetic-barrier':
      return 0.5 * incoming;
    case 'signal-scrambler':
    case 'data-spike':
      return f.alive(foe) && distance(here, f.pos[foe]) <= card.range ? incoming - incomingWith(f, seat, STATUS.jammed) + 0.1 : 0;
    case 'flashbang':
    case 'flash-disruptor':
    case 'sonic-pulse':
    case 'shock-grenade': {
      // Disoriented (10.3): -1 Dodge and no cover for the enemy this round: what my attack gains.
      const within = card.id === 'flash-disruptor' || (card.id === 'flashbang' && f.variants['card-text'] === 'section-7') ? card.range || 8 : (card.range || 4) + 1;
      if (!f.alive(foe) || distance(here, f.pos[foe]) > within) return 0.02;
      return threatWith(f, seat, STATUS.disoriented) - out + (card.id === 'sonic-pulse' ? 0.1 : 0.02);
    }
    case 'telemetry-ping':
    case 'recon-drone': {
      const within = card.id === 'recon-drone' ? card.range + 2 : card.range;
      if (!f.alive(foe) || distance(here, f.pos[foe]) > within) return 0.02;
      return threatWith(f, seat, STATUS.marked) - out + 0.02;
    }
    case 'signal-jammer':
      return f.alive(foe) && distance(here, f.pos[foe]) <= card.range ? 0.4 * incoming : 0;
    case 'grenade':
    case 'frag-cluster':
    case 'fragmentation-grenade': {
      // 1 damage that no armour stops (not an attack); a Grenade also Disorients, which my attack then exploits.
      if (!f.alive(foe) || distance(here, f.pos[foe]) > card.range + 1) return 0;
      return 1 + (card.id === 'grenade' ? threatWith(f, seat, STATUS.disoriented) - out : 0);
    }
    case 'tactical-uplink':
      return 0.15;
    case 'quick-draw':
      return f.priority === seat ? 0 : 0.3 * out;
    case 'displacement-pulse':
    case 'vector-pulse':
      return f.alive(foe) && distance(here, f.pos[foe]) === 1 ? 0.3 : 0;
    default:
      break;
  }
  if (card.type === 'melee') {
    // The contest happens only from an adjacent space (7.5 Step 1): cards without a move need the enemy adjacent already.
    const within = card.id === 'ghoststep-palm' ? 2 : 1 + card.move;
    return f.alive(foe) && distance(here, f.pos[foe]) <= within ? 0.6 : 0;
  }
  return 0.02 * choices;
}

/** What a Movement card gives besides the space it reaches (Combat Roll, Anchor Step, Shadowstep, Ghostline Dash). */
function movementExtra(card: CardDef): number {
  return card.id === 'combat-roll' || card.id === 'anchor-step' ? 0.3 : card.id === 'shadowstep' || card.id === 'ghostline-dash' ? 0.2 : 0;
}

/** Withdraw's spaces (7.3): straight away from the nearest enemy, into OPTIONS; returns the count (staying first). */
function withdrawal(f: Field, seat: number, steps: number): number {
  const op = seat * 3;
  const here = f.pos[op];
  OPTIONS[0] = here;
  let nearest = -1;
  for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) if (f.alive(u) && (nearest < 0 || distance(here, f.pos[u]) < distance(here, f.pos[nearest]))) nearest = u;
  if (nearest < 0) return 1;
  const sx = Math.sign((here % 24) - (f.pos[nearest] % 24));
  const sy = Math.sign(Math.floor(here / 24) - Math.floor(f.pos[nearest] / 24));
  let count = 1;
  for (let k = 1; k <= steps; k++) {
    const x = (here % 24) + sx * k;
    const y = Math.floor(here / 24) + sy * k;
    if (x < 0 || y < 0 || x > 23 || y > 23 || !f.board.passable(y * 24 + x) || OCCUPIED[y * 24 + x] === 1) break;
    OPTIONS[count++] = y * 24 + x;
  }
  return count;
}

function planCard(f: Field, seat: number, legal: readonly number[], cards: readonly CardDef[]): number {
  shotsKnown = false;
  let best = -1;
  let bestValue = -Infinity;
  let choices = 0;
  for (let i = 0; i < legal.length; i++) if (legal[i] < CARD_COUNT) choices++;
  for (let i = 0; i < legal.length; i++) {
    const c = legal[i];
    if (c >= CARD_COUNT) continue;
    if (best < 0) best = c;
    if (c === NO_CARD) continue;
    const value = cardValue(f, seat, cards[c], choices);
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best < 0 ? legal[0] : best;
}

const cardsByVariants = new WeakMap<Readonly<Record<string, string>>, readonly CardDef[]>();

/** The heuristic policy (GameDefinition.heuristic). */
export function syndicateHeuristic(view: AgentView, _rng: Xoshiro128): number {
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  const seen = view.observation as SyndicateObservation;
  const f = seen.field;
  const seat = seen.you;
  const decision = seen.decision;
  switch (decision.kind) {
    case DECISION.plan: {
      let cards = cardsByVariants.get(f.variants);
      if (!cards) cardsByVariants.set(f.variants, (cards = cardsUnder(f.variants)));
      return planCard(f, seat, legal, cards);
    }
    case DECISION.hydra: {
      const op = seat * 3;
      const foe = (1 - seat) * 3;
      const saved = f.rail[seat];
      f.rail[seat] = 0;
      const accuracy = threat(f, op, foe, f.pos[op]);
      f.rail[seat] = 1;
      const rof = threat(f, op, foe, f.pos[op]);
      f.rail[seat] = saved;
      return rof > accuracy ? 1 : 0;
    }
    case DECISION.target: {
      let best = legal[0];
      let bestValue = -1;
      for (const target of legal) {
        const value = threat(f, decision.unit, target, f.pos[decision.unit]) * (target % 3 === 0 ? 2 : 1);
        if (value > bestValue) {
          bestValue = value;
          best = target;
        }
      }
      return best;
    }
    case DECISION.merc:
      return bestMercSpace(f, decision.unit, legal);
    default:
      // Movement, Surge Step, melee approach, free moves: the best space for the Operator.
      return bestSpace(f, seat, legal);
  }
}

/**
 * The position of `seat`, in expected damage to the enemy Operator: what its
 * Operator (and 0.7 of each Mercenary, as spaceValue weighs them) expects to
 * deal next from where it stands (weapon range band, cover, line of sight:
 * threat()), plus a little for standing in cover.
 */
function position(f: Field, seat: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  if (!f.alive(foe)) return 0;
  let value = 0;
  for (let unit = op; unit < op + 3; unit++) if (f.alive(unit)) value += (unit === op ? 1 : 0.7) * threat(f, unit, foe, f.pos[unit]);
  if (f.alive(op)) value += 0.1 * f.board.cover(f.pos[op]);
  return value;
}

/**
 * The toll, in the same units, for the spaces `seat`'s units that cannot shoot
 * still have to close to reach their weapon's best band (Shotgun 1, Pistol 2,
 * SMG 3, the rest their full range; a Mercenary 2; only 2 while the enemy is
 * out of sight), as spaceValue closes in. It is counted for the evaluating
 * player only: the distance is shared, so subtracted for both sides it would
 * cancel and a one-ply search would see no reason to move (every greedy game
 * stalled at the round cap, issue 11); closing in is in both players'
 * interest, since a stand-off is a capped draw.
 */
function approachToll(f: Field, seat: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  if (!f.alive(foe)) return 0;
  let toll = 0;
  for (let unit = op; unit < op + 3; unit++) {
    if (!f.alive(unit)) continue;
    const here = f.pos[unit];
    if (distance(here, f.pos[foe]) <= reach(f, unit) && f.sees(here, foe)) continue;
    const weapon = f.loadouts[seat].weapon;
    const ideal = unit === op ? (IDEAL[weapon.category] ?? weapon.range) : 2;
    const gap = distance(here, f.pos[foe]) - (f.sees(here, foe) ? ideal : Math.min(ideal, 2));
    if (gap > 0) toll += (unit === op ? 1 : 0.5) * 0.1 * gap;
  }
  return toll;
}

/**
 * The evaluation for greedy play and search rollouts (the heuristic never
 * calls it): Operator Health (what decides the game) as a share of its
 * printed Health, mine minus theirs, plus a fifth as much for the
 * Mercenaries; then the position, mine minus theirs, at half the worth of
 * damage dealt (each side's expected damage as a share of the enemy
 * Operator's Health, so an expected point is worth half a real one and Health
 * dominates); then 0.05 a card in hand, mine minus theirs; then my own
 * approach toll (approachToll: not antisymmetric on purpose); then, while my
 * card is committed and not yet revealed (3.2), half what the heuristic's
 * cardValue makes of it, so a one-ply search that commits first does not
 * pick its card at random (the state after a commit differs in nothing else).
 */
export function evaluateSyndicate(state: SyndicateState, player: number): number {
  const f = state.field;
  // A state's own field never bumps its versions (only the public view's syncFrom does), and a search changes states
  // in place: both memos are forgotten, or cardValue would read the space values of a position that is gone.
  forgetPlacedShots();
  forgetSpaceValues();
  const share = (unit: number, max: number) => Math.max(0, f.hp[unit]) / max;
  const side = (seat: number) => {
    const l = f.loadouts[seat];
    const op = seat * 3;
    const health = 10 * share(op, l.operator.hp) + 2 * (share(op + 1, l.mercenaries[0].hp) + share(op + 2, l.mercenaries[1].hp));
    return health + (5 * position(f, seat)) / f.loadouts[1 - seat].operator.hp + 0.05 * state.handSize[seat];
  };
  let value = side(player) - side(1 - player) - (5 * approachToll(f, player)) / f.loadouts[1 - player].operator.hp;
  const committed = state.committed[player];
  if (committed >= 0 && committed < CARD_COUNT) {
    let cards = cardsByVariants.get(f.variants);
    if (!cards) cardsByVariants.set(f.variants, (cards = cardsUnder(f.variants)));
    shotsKnown = false;
    value += (2.5 * cardValue(f, player, cards[committed], 0)) / f.loadouts[1 - player].operator.hp;
  }
  return value;
}

