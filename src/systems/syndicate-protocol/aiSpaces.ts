/**
 * The heuristic's space values (ai.ts header): what its Operator standing on a
 * space is worth, its own shot at the enemy Operator less a share of the shots
 * coming back, cover, the cost of moving (5.3, 5.5, 5.7) and closing in when
 * out of reach; kept per (public field, spaceVersion, seat), and the best
 * space a kind of Movement card reaches (aiCards.ts cardValue) kept with them.
 */
import * as aiShotsModule from './aiShots.ts';
import * as boardModule from './board.ts';
import type { Field } from './field.ts';
import * as rulesModule from './rules.ts';

// Module-local copies of imported bindings (aiShots.ts: under tsx's require path every imported binding read is a getter call).
const { COL, ROW, chebyshev, forgetPlacedShots, PLACED_VALUE, placedSlot, reach, syncPlacedShots } = aiShotsModule;
const { collinear, distance, walkDistance } = boardModule;
const { STATUS, SYNERGY_RANGE } = rulesModule;

/** A weapon category's best range band to close to (Shotgun 1, Pistol 2, SMG 3; the rest their full range). */
export const IDEAL: Readonly<Record<string, number>> = { shotgun: 1, pistol: 2, smg: 3 };

/** IDEAL's band for a weapon, else its range: three compares, not a keyed look-up by a string (a megamorphic load, perf). */
export function idealBand(weapon: { readonly category: string; readonly range: number }): number {
  const c = weapon.category;
  return c === 'shotgun' ? IDEAL.shotgun : c === 'pistol' ? IDEAL.pistol : c === 'smg' ? IDEAL.smg : weapon.range;
}


/**
 * How the Operator closes in when out of reach (the heuristic's `approach` setting, aiCards.ts SP_HEURISTIC_OPTIONS):
 * by the spaces it would walk (true, default) or by the straight distance (false). Set by each heuristic call; the
 * kept space values are per seat, and a seat's player keeps one setting.
 */
let approachByWalk = true;

export function setApproach(walk: boolean): void {
  approachByWalk = walk;
}

export function approachesByWalk(): boolean {
  return approachByWalk;
}

/**
 * Whether the player values in full only a Mercenary's most promising candidate spaces (the heuristic's `prune`
 * setting, aiCards.ts SP_HEURISTIC_OPTIONS; aiMercenaries.ts bestMercSpace): false (default: every space) or true
 * (prune=on). Set by each heuristic call, as `approach`.
 */
let pruning = false;

export function setPrune(on: boolean): void {
  pruning = on;
}

export function prunes(): boolean {
  return pruning;
}

/** The worth of the Operator of `seat` standing on `cell` (see the header). */
export function spaceValue(f: Field, seat: number, cell: number): number {
  forgetPlacedShots();
  spaceField = null;
  valueOfSpace(f, seat, cell, 0, SPACE_SCRATCH);
  return SPACE_SCRATCH[0];
}

/** spaceValue's slot (valueOfSpace writes its number where it is kept). */
const SPACE_SCRATCH = new Float64Array(1);

/**
 * What valueOfSpace's shots read that no candidate space of the Operator of `spaceSeat` changes, for the field
 * `spaceField` at memo stamp `spaceStamp` (spaceSlot's: a new field, spaceVersion or forgetSpaceValues makes a
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
/** My Operator's weapon's best band (IDEAL, else its range): a keyed look-up per space was ~0.5% of a heuristic game. */
let opIdeal = 0;
/** Key flags 8 (Wall beside the enemy Operator) and 32 (it moved) of my shot at the enemy Operator; its Dodge + 8. */
let outFlags = 0;
let outDodge = 0;
/** The enemy Operator's spaces moved (0, 1, 2+) as key flag bits 6-7; my Operator's Dodge + 8. */
let foeMovedFlags = 0;
let opDodge = 0;
/** Sight to the enemy Operator and to mine is the printed map's alone (Field.plainSightTo): clearLine asked directly. */
let plainToFoe = false;
let plainToOp = false;
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
  const weapon = f.loadouts[seat].weapon;
  opIdeal = idealBand(weapon);
  outFlags = 0;
  const theirWall = f.mercWith(1 - seat, 'cover-extension');
  if (theirWall >= 0 && distance(f.pos[theirWall], foePos) <= 1) outFlags |= 8;
  if (f.moved[foe] > 0) outFlags |= 32;
  outDodge = f.dodgeOf(foe) + 8;
  foeMovedFlags = Math.min(2, f.moved[foe]) << 6;
  opDodge = f.dodgeOf(op) + 8;
  plainToFoe = f.plainSightTo(foe);
  plainToOp = f.plainSightTo(op);
  // Under synergy=off (a toolkit setting) my Wall gives no cover: no flag.
  const synergy = f.synergyOn(seat);
  wallA = synergy && f.merc(op + 1).ability.id === 'cover-extension' && f.alive(op + 1) ? f.pos[op + 1] : -1;
  wallB = synergy && f.merc(op + 2).ability.id === 'cover-extension' && f.alive(op + 2) ? f.pos[op + 2] : -1;
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



/**
 * spaceValue within one call of the player (its kept shots kept), written to `into`'s slot `at` (MEMO_VALUE or
 * SPACE_SCRATCH): a double returned from a call the JIT does not inline is a heap allocation each time (~1,000 a heuristic
 * game, the largest allocation site left; seventh pass). The same number, stored instead of returned.
 */
function valueOfSpace(f: Field, seat: number, cell: number, at: number, into: Float64Array): void {
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
  // sees(cell, foe) when asked here (-1 not asked): the out-of-reach term below asks the same (no unit moved between).
  let seesFoe = -1;
  if (opStands && foeAlive && cell !== foePos) {
    const dist = chebyshev(cx - foeCol, cy - foeRow);
    // sees(cell, foe) (cell is not the enemy's space, so plain sight is the map's line; the same below).
    if (dist <= opRange && (seesFoe = (plainToFoe ? f.board.clearLine(cell, foePos, null) : f.sees(cell, foe)) ? 1 : 0) === 1) {
      const flags = outFlags | (dist <= 3 ? 16 : 0) | (Math.min(2, movedNow) << 6);
      out = PLACED_VALUE[placedSlot(f, op, foe, cell, dist, f.coverOf(cell, foe), outDodge, flags)];
    }
  }
  const targetFlags = opStands ? wallFlag(cx, cy) | (movedNow > 0 ? 32 : 0) : 0;
  let incoming = 0;
  if (foeAlive && opStands && foePos !== cell) {
    const dist = chebyshev(cx - foeCol, cy - foeRow);
    if (dist <= foeRange && (plainToOp ? f.board.clearLine(foePos, cell, null) : f.sees(foePos, op))) {
      const flags = targetFlags | foeMovedFlags | (dist <= 3 ? 16 : 0);
      incoming = PLACED_VALUE[placedSlot(f, foe, op, foePos, dist, f.coverOf(foePos, op), opDodge, flags)];
    }
  }
  for (let k = 0; k < 2; k++) {
    let threatOf = 0;
    const from = M_POS[k];
    if (M_ALIVE[k] === 1 && opStands && from !== cell) {
      const dist = chebyshev(cx - COL[from], cy - ROW[from]);
      if (dist <= M_RANGE[k] && (plainToOp ? f.board.clearLine(from, cell, null) : f.sees(from, op))) {
        let flags = targetFlags | (dist <= 3 ? 16 : 0);
        if (M_SYNERGY[k] === 1) {
          flags |= 1;
          if (M_ANGLE[k] === 1 || (M_ANGLE[k] === -1 && chebyshev(cx - foeCol, cy - foeRow) === 1)) flags |= 2;
          if (M_ALIGN[k] === 1 && collinear(foePos, from, cell)) flags |= 4;
        }
        threatOf = PLACED_VALUE[placedSlot(f, foe + 1 + k, op, from, dist, f.coverOf(from, op), opDodge, flags)];
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
    let ideal = opIdeal;
    if (f.has(foe, STATUS.hidden) && !f.has(foe, STATUS.revealed)) ideal = Math.min(ideal, f.readings.hidden === 'appendix-d' ? 3 : 4);
    // By the walk there (approach=walk, default) or the straight distance (approach=straight, the player before).
    const apart = approachByWalk ? walkDistance(f.board, f.pos[foe], cell) : distance(cell, f.pos[foe]);
    const gap = apart - ((seesFoe === -1 ? f.sees(cell, foe) : seesFoe === 1) ? ideal : Math.min(ideal, 2));
    value -= gap > 0 ? (0.15 + 0.01 * f.round) * gap : -0.02 * gap;
  }
  into[at] = value;
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
export function forgetSpaceValues(): void {
  memoStamp++;
  memoField = null;
}

/**
 * The slot of SPACE_VALUES holding spaceValue(f, seat, cell), worked out if not kept. A slot, not the number: a double
 * returned from a call the JIT does not inline is a heap allocation each time (~1,600 a game; sixth pass).
 */
export function spaceSlot(f: Field, seat: number, cell: number): number {
  if (f !== memoField || f.spaceVersion !== memoVersion) {
    memoField = f;
    memoVersion = f.spaceVersion;
    memoStamp++;
  }
  const key = seat * 576 + cell;
  if (MEMO_STAMP[key] === memoStamp) return key;
  valueOfSpace(f, seat, cell, key, MEMO_VALUE);
  MEMO_STAMP[key] = memoStamp;
  return key;
}

/** The kept space values, by spaceSlot. */
export const SPACE_VALUES: Float64Array = MEMO_VALUE;

export function bestSpace(f: Field, seat: number, legal: readonly number[]): number {
  let best = legal[0];
  let bestValue = -Infinity;
  for (const cell of legal) {
    const value = MEMO_VALUE[spaceSlot(f, seat, cell)];
    if (value > bestValue) {
      bestValue = value;
      best = cell;
    }
  }
  return best;
}

/** The best space a kind of move (`memo`: seat, kind and steps, cardValue's) reaches under the current space values; NaN when not kept. */
export function keptMoveBest(memo: number): number {
  return MOVE_STAMP[memo] === memoStamp ? MOVE_BEST[memo] : NaN;
}

/** Keeps keptMoveBest's answer for the current space values. */
export function keepMoveBest(memo: number, best: number): void {
  MOVE_STAMP[memo] = memoStamp;
  MOVE_BEST[memo] = best;
}
