/**
 * The 400 x 400 mm board, abstract enough to be fast: Elements are circles
 * (20 or 40 mm bases), terrain pieces are circles of their footprint, and
 * every measurement is centre to centre ("Ranges and Measurements").
 *
 * - Contact: centres no further apart than the two radii (+1 mm slack).
 * - Line of sight ("Line of Sight"): the centre-to-centre segment does not
 *   cross another Element's base or a Blocking or Inspiring terrain piece.
 * - Movement ("Movement", "Moving Through Other Elements", "Movement and
 *   Terrain"): straight toward a destination; the centre may not cross
 *   another base (the move stops at contact) nor Blocking Terrain (stops at
 *   its edge); crossing into Rough or Hazardous Terrain ends the move inside
 *   it (leaving needs a check next time). M moves may pivot once and L moves
 *   twice: a blocked straight move tries a detour around the obstacle.
 * Cost: O(Elements + terrain) per segment test; nothing allocated per call.
 */
import * as rulesModule from './rules.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { BAND_MM, BLOCKING, BOARD_MM, CONTACT_SLACK_MM, HAZARDOUS, INSPIRING, ROUGH } = rulesModule;

/** What the board needs of a state (RrState implements it). */
export interface Field {
  n: number;
  x: Float64Array;
  y: Float64Array;
  radius: Float64Array;
  side: Int8Array;
  /** 0 = on the board (in play); anything else is off the board. */
  status: Int8Array;
  nt: number;
  tx: Float64Array;
  ty: Float64Array;
  tr: Float64Array;
  tt: Int8Array;
  /** false under inspiring=no-los-block (RR-019): Inspiring pieces no longer block line of sight; absent means they do. */
  readonly inspiringBlocksSight?: boolean;
  /**
   * What was written since the memo last opened on this field (RrState.geoDirty): bit i for Element i's x, y or status,
   * GEO_ALL for anything else; absent, everything is compared.
   */
  geoDirty?: number;
}

export const IN_PLAY = 0;

/**
 * Math.hypot for two numbers, bit for bit: V8's builtin (math.tq: the largest magnitude scales both, a Kahan sum of
 * the squares, sqrt times the scale; NaN, infinities and zero handled first) allocates a double array and a heap
 * number per call, which made it the largest allocation in a game (bench-rattle-and-rend). For two terms the Kahan
 * compensation is exactly zero, so this is the same arithmetic without the allocation. Math.abs, not `x < 0 ? -x : x`:
 * V8 compiles it to one bit mask where the compare was a branch mispredicted about half the time (eleventh pass, here,
 * hypotInto and the terrain loops' axis tests: x1.035 heuristic, x1.036 random, 4 of 4 pairs each). The same doubles:
 * the results differ only in the sign of a zero, which the comparisons, the divide and the squares below never see.
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax !== ax || ay !== ay || ax === Infinity || ay === Infinity) return Math.hypot(x, y);
  const max = ax > ay ? ax : ay;
  if (max === 0) return 0;
  const a = ax / max;
  const b = ay / max;
  return Math.sqrt(a * a + b * b) * max;
}

/**
 * The geometry memo: between openGeometryMemo(f) and closeGeometryMemo(),
 * while nothing on f moves, distance() and lineOfSight() between Elements are
 * computed once per pair (legal actions and the heuristic ask for the same
 * pairs many times: bench-rattle-and-rend). A caller that moves Element i
 * while the memo is open suspends it (suspendGeometryMemo) until i is back. The
 * values are the very same numbers the direct computation gives.
 *
 * The memo outlives a close: the next open for the same f compares a
 * snapshot of everything the values depend on (positions, bases, statuses,
 * terrain) and forgets only what changed, so the legal-action listing at the
 * start of a turn and the heuristic's decision on it share one set of values.
 * A field that keeps `geoDirty` (RrState) has only the Elements written since
 * its last open compared, and nothing when none was (thirteenth pass).
 * `GEOMETRY.epoch` moves whenever a line of sight may have changed (callers
 * key their own memos of sight-dependent answers on it: engine.ts canAttack).
 */
const MEMO_SIDE = 16;
/** Field.geoDirty's bit for a write other than an Element's position or status: everything is compared. */
export const GEO_ALL = 1 << MEMO_SIDE;
let memoField: Field | null = null;
export const GEOMETRY = { field: null as Field | null, epoch: 0 };
const memoDistance = new Float64Array(MEMO_SIDE * MEMO_SIDE).fill(NaN);
/** The memo's distances, read in place by the legal-action listing after distanceRow (the memo open: only then). */
export const MEMO_DISTANCE: Readonly<Float64Array> = memoDistance;
/**
 * 1 when memoDistance's row i holds every Element in play's distance (distanceRow filled it), 0 when not known: cleared
 * whenever distances are forgotten (a new field, or any Element written and moved: its column is forgotten in every row).
 */
const rowFilled = new Int8Array(MEMO_SIDE);
/** 0 unknown, 1 clear, 2 blocked (ordered pairs: the segment test is not exactly symmetric in floating point). */
const memoSight = new Int8Array(MEMO_SIDE * MEMO_SIDE);
/**
 * What blocked each memoised blocked sightline (sightLine's first blocker: Element k, or SIGHT_TERRAIN for a terrain
 * piece), so that forgetSightlines keeps a blocked line while its blocker stays where it was.
 */
const memoBlocker = new Int8Array(MEMO_SIDE * MEMO_SIDE);
const SIGHT_TERRAIN = -1;
/** sightLine's first blocker when it answers false (an Element index, or SIGHT_TERRAIN). */
let sightBlocker = 0;
/**
 * Whether sightLine's last answer holds for the reversed segment too: every segment test it made was decided by more
 * than SIGHT_SURE_MM2. Reversing the segment negates (dx, dy) exactly and leaves the box test and the terrain's
 * start-or-end test exactly as they were; only segmentDistance2's rounding moves, by far less than 1e-9 mm^2 on this
 * board (|t error| x |d| is a few ulps of the coordinates), so each test, and with them the answer and the first
 * blocker, come out the same. lineOfSight then fills the reversed pair too: the Maneuver listing asks both ways round
 * (bench-rattle-and-rend).
 */
let sightSure = true;
const SIGHT_SURE_MM2 = 1e-6;
/**
 * The memoSight entries set since it was last cleared (sightCount of them; an entry may since have been forgotten). An
 * entry with SIGHT_PAIR set stands for its reversed pair too, filled with it (lineOfSight's sure answer): both get the
 * same answer and blocker, and forgetSightlines' test reads i and j only through the moved flags and the segment's box,
 * which are the same both ways round, so one test decides both (fourteenth pass: 134 of a heuristic game's ~300 entries
 * were such reversed fills, each tested again at every open after a move).
 */
const sightSet = new Int16Array(MEMO_SIDE * MEMO_SIDE);
let sightCount = 0;
const SIGHT_PAIR = MEMO_SIDE * MEMO_SIDE;
/** openGeometryMemo's moved Elements (index), and a flag per Element while forgetSightlines runs. */
const movedK = new Int8Array(MEMO_SIDE);
const movedFlag = new Int8Array(MEMO_SIDE);
/**
 * canAttack's answers (engine.ts: 0 unknown, 1 yes, 2 no), forgotten with the lines of sight they rest on: an answer
 * reads only the two Elements (status, distance, band) and their line of sight, so it is forgotten when either moves
 * or that sightline is (engine.ts does not memoise under shoot-into-melee=forbidden, which looks at other Elements).
 */
export const memoAttack = new Int8Array(MEMO_SIDE * MEMO_SIDE);
/**
 * touchesTerrain's answers per Element and terrain type (0 unknown, 1 yes, 2 no) and the reach each was asked with:
 * an answer reads only the Element's position and base and the terrain, so it is forgotten when the Element moves
 * (and with everything when the terrain changes). A trial move suspends the memo (suspendGeometryMemo).
 */
const memoTouch = new Int8Array(MEMO_SIDE * 4);
const memoTouchReach = new Float64Array(MEMO_SIDE * 4);
/** Whose values the memo holds, and the snapshot they were computed from. */
let keptField: Field | null = null;
let keptN = -1;
let keptNt = -1;
const keptX = new Float64Array(MEMO_SIDE);
const keptY = new Float64Array(MEMO_SIDE);
const keptRadius = new Float64Array(MEMO_SIDE);
const keptStatus = new Int8Array(MEMO_SIDE);
const keptTerrain = new Float64Array(4 * 12);

function terrainSame(f: Field): boolean {
  if (keptNt !== f.nt) return false;
  // The arrays in locals: every opening compares the terrain (bench-ab, tenth pass).
  const tx = f.tx;
  const ty = f.ty;
  const tr = f.tr;
  const tt = f.tt;
  for (let t = 0; t < f.nt; t++) {
    if (keptTerrain[4 * t] !== tx[t] || keptTerrain[4 * t + 1] !== ty[t] || keptTerrain[4 * t + 2] !== tr[t] || keptTerrain[4 * t + 3] !== tt[t]) return false;
  }
  return true;
}

function keepSnapshot(f: Field): void {
  keptField = f;
  keptN = f.n;
  keptNt = f.nt;
  for (let k = 0; k < f.n; k++) {
    keptX[k] = f.x[k];
    keptY[k] = f.y[k];
    keptRadius[k] = f.radius[k];
    keptStatus[k] = f.status[k];
  }
  for (let t = 0; t < f.nt; t++) {
    keptTerrain[4 * t] = f.tx[t];
    keptTerrain[4 * t + 1] = f.ty[t];
    keptTerrain[4 * t + 2] = f.tr[t];
    keptTerrain[4 * t + 3] = f.tt[t];
  }
}

/** Opens the memo for f; false when it was already open for f (then only the first opener closes it). */
export function openGeometryMemo(f: Field): boolean {
  if (memoField === f) return false;
  memoField = f;
  GEOMETRY.field = f;
  // Only what was written since this field's last open is compared (thirteenth pass: nothing in ~100 of a heuristic
  // game's ~140 opens, one or two Elements in most others); a field that does not say compares everything.
  const written = f.geoDirty;
  const dirty = written === undefined ? GEO_ALL : written;
  if (written !== undefined) f.geoDirty = 0;
  if (keptField !== f || keptN !== f.n || keptNt !== f.nt || ((dirty & GEO_ALL) !== 0 && !terrainSame(f))) {
    memoDistance.fill(NaN);
    rowFilled.fill(0);
    memoSight.fill(0);
    sightCount = 0;
    memoAttack.fill(0);
    memoTouch.fill(0);
    GEOMETRY.epoch++;
    keepSnapshot(f);
    return true;
  }
  // Every Element, or only those written (in index order, as comparing them all lists them).
  let moved = 0;
  if ((dirty & GEO_ALL) !== 0) {
    for (let k = 0; k < f.n; k++) moved = refresh(f, k, moved);
  } else {
    for (let bits = dirty; bits !== 0; bits &= bits - 1) moved = refresh(f, 31 - Math.clz32(bits & -bits), moved);
  }
  if (moved > 0) {
    for (let k = 0; k < MEMO_SIDE; k++) rowFilled[k] = 0;
    forgetSightlines(f, moved);
    GEOMETRY.epoch++;
  }
  return true;
}

/** When Element k is not where the snapshot has it: notes it as moved, updates the snapshot and forgets k's distances and terrain touches. */
function refresh(f: Field, k: number, moved: number): number {
  if (keptX[k] === f.x[k] && keptY[k] === f.y[k] && keptRadius[k] === f.radius[k] && keptStatus[k] === f.status[k]) return moved;
  movedK[moved] = k;
  keptX[k] = f.x[k];
  keptY[k] = f.y[k];
  keptRadius[k] = f.radius[k];
  keptStatus[k] = f.status[k];
  for (let t = 0; t < 4; t++) memoTouch[k * 4 + t] = 0;
  for (let j = 0; j < MEMO_SIDE; j++) {
    memoDistance[k * MEMO_SIDE + j] = NaN;
    memoDistance[j * MEMO_SIDE + k] = NaN;
  }
  return moved + 1;
}

/**
 * Forgets the remembered sightlines the moves could have changed, and the canAttack answers resting on them or on a
 * moved Element. sightLine(i, j) reads only i's and j's positions, the terrain (unchanged here, else everything is
 * forgotten) and each other Element k that is in play and whose base passes sightLine's box test for the segment. So,
 * for a line between two unmoved Elements (a "moved" Element also covers one that left or entered play):
 * - a blocked line stays blocked while what blocked it did not move: terrain never moves here, and an unmoved blocker
 *   still blocks whatever else moved (a blocked answer never turns clear by adding bases);
 * - a clear line stays clear unless a moved Element now in play passes the box test: where it stood before did not
 *   block the line (the line was clear with it there), so leaving cannot change the answer.
 * Keeping a line the moves cannot change saves its recomputation and the canAttack answers resting on it
 * (bench-rattle-and-rend: the legal-action listing refills these after every action). Only the entries set are looked at.
 */
function forgetSightlines(f: Field, moved: number): void {
  const xs = f.x;
  const ys = f.y;
  const radius = f.radius;
  const status = f.status;
  for (let m = 0; m < moved; m++) {
    const k = movedK[m];
    movedFlag[k] = 1;
    for (let j = 0; j < MEMO_SIDE; j++) {
      memoAttack[k * MEMO_SIDE + j] = 0;
      memoAttack[j * MEMO_SIDE + k] = 0;
    }
  }
  let kept = 0;
  for (let s = 0; s < sightCount; s++) {
    const entry = sightSet[s];
    const at = entry & (SIGHT_PAIR - 1);
    const known = memoSight[at];
    if (known === 0) continue;
    const i = at >> 4;
    const j = at & 15;
    let stale = movedFlag[i] === 1 || movedFlag[j] === 1;
    if (!stale && known === 2) {
      const k = memoBlocker[at];
      stale = k !== SIGHT_TERRAIN && movedFlag[k] === 1;
    } else if (!stale) {
      // sightLine's box, from the unmoved ends, against each moved Element's new place.
      const ax = xs[i];
      const ay = ys[i];
      const bx = xs[j];
      const by = ys[j];
      const minX = (ax < bx ? ax : bx) - 1e-6;
      const maxX = (ax < bx ? bx : ax) + 1e-6;
      const minY = (ay < by ? ay : by) - 1e-6;
      const maxY = (ay < by ? by : ay) + 1e-6;
      for (let m = 0; m < moved && !stale; m++) {
        const k = movedK[m];
        if (status[k] !== IN_PLAY) continue;
        const r = radius[k];
        const px = xs[k];
        const py = ys[k];
        if ((+(px < minX - r) | +(px > maxX + r) | +(py < minY - r) | +(py > maxY + r)) === 0) stale = true;
      }
    }
    if (stale) {
      memoSight[at] = 0;
      memoAttack[at] = 0;
      if (entry >= SIGHT_PAIR) {
        const back = j * MEMO_SIDE + i;
        memoSight[back] = 0;
        memoAttack[back] = 0;
      }
    } else sightSet[kept++] = entry;
  }
  sightCount = kept;
  for (let m = 0; m < moved; m++) movedFlag[movedK[m]] = 0;
}

export function closeGeometryMemo(opened: boolean): void {
  if (opened) {
    memoField = null;
    GEOMETRY.field = null;
  }
}

/**
 * A trial move with the memo open (the heuristic's Charge test): suspendGeometryMemo(), move i, look, put i back
 * exactly where it was, resumeGeometryMemo(f). While suspended every distance and sightline is computed directly (the
 * very same arithmetic), so nothing in the memo goes stale and nothing needs saving, forgetting or restoring (the
 * earlier save/forget/restore copied three 256-entry tables per trial: bench-rattle-and-rend).
 */
export function suspendGeometryMemo(): Field | null {
  const f = memoField;
  memoField = null;
  GEOMETRY.field = null;
  return f;
}

export function resumeGeometryMemo(f: Field | null): void {
  memoField = f;
  GEOMETRY.field = f;
}

/**
 * Small enough for V8 to inline at every call site, so the double read back from HYPOT[2] is never boxed on the way
 * out (distanceInto is too large to inline everywhere: its returned double was a large allocation in the heuristic's
 * scoring: bench-rattle-and-rend).
 */
export function distance(f: Field, i: number, j: number): number {
  distanceInto(f, i, j);
  return HYPOT[2];
}

/** distance(f, i, j) into HYPOT[2]. */
function distanceInto(f: Field, i: number, j: number): void {
  if (f === memoField) {
    const at = i * MEMO_SIDE + j;
    if (memoDistance[at] !== memoDistance[at]) fillDistance(f, i, j);
    HYPOT[2] = memoDistance[at];
    return;
  }
  // Integer arguments, the answer through HYPOT[2]: nothing boxed (the heuristic's Charge trial measures without the memo).
  pairDistanceInto(f, i, j);
}

function pairDistanceInto(f: Field, i: number, j: number): void {
  HYPOT[0] = f.x[i] - f.x[j];
  HYPOT[1] = f.y[i] - f.y[j];
  hypotInto();
}

/**
 * hypot(f.x[i] - f.x[j], f.y[i] - f.y[j]) into the memo through HYPOT (hypotInto): a double passed to or returned from
 * a call V8 does not inline is boxed in a new heap number, and these calls were the largest allocation in a game
 * (bench-rattle-and-rend). Integer arguments, nothing returned.
 */
function fillDistance(f: Field, i: number, j: number): void {
  pairDistanceInto(f, i, j);
  const d = HYPOT[2];
  memoDistance[i * MEMO_SIDE + j] = d;
  memoDistance[j * MEMO_SIDE + i] = d;
}

/**
 * The offset in MEMO_DISTANCE of i's row, every Element in play's distance from i filled in (the others' entries as
 * they were): the legal-action listing reads a row per Element in place, and with nothing moved since the last listing
 * (most openings) the row is known whole without a test per entry (fourteenth pass; before it, distancesFrom copied the
 * row out, testing every entry). Only while the memo is open for f.
 */
export function distanceRow(f: Field, i: number): number {
  if (f !== memoField) throw new Error('rattle-and-rend: distanceRow needs the geometry memo open for this state');
  const row = i * MEMO_SIDE;
  if (rowFilled[i] === 1) return row;
  const n = f.n;
  const status = f.status;
  for (let k = 0; k < n; k++) {
    if (status[k] === IN_PLAY && memoDistance[row + k] !== memoDistance[row + k]) fillDistance(f, i, k);
  }
  rowFilled[i] = 1;
  return row;
}

export function inContact(f: Field, i: number, j: number): boolean {
  const limit = f.radius[i] + f.radius[j] + CONTACT_SLACK_MM;
  // Off the memo (the heuristic's Charge trial asks the attack's contacts of every Element this way), a pair that far
  // apart on either axis is not in contact without its hypot: hypotInto's result is never below the larger of |dx| and
  // |dy| (that one times a rounded sqrt(1 + b*b) >= 1), so the answer is the same (fourteenth pass).
  if (f !== memoField && (+(Math.abs(f.x[i] - f.x[j]) > limit) | +(Math.abs(f.y[i] - f.y[j]) > limit)) !== 0) return false;
  return distance(f, i, j) <= limit;
}

/** Within a band: band 0 means base-to-base contact. */
export function withinBand(f: Field, i: number, j: number, band: number): boolean {
  if (band <= 0) return inContact(f, i, j);
  return distance(f, i, j) <= BAND_MM[Math.min(3, band)];
}

/** Squared distance from (px, py) to the segment (ax, ay)-(bx, by). */
function segmentDistance2(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  let t = length2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / length2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/** Line of sight from i to j; a Champion attached to an Element is the same Element here. */
export function lineOfSight(f: Field, i: number, j: number): boolean {
  if (f !== memoField) return sightLine(f, i, j);
  const at = i * MEMO_SIDE + j;
  const known = memoSight[at];
  if (known !== 0) return known === 1;
  const clear = sightLine(f, i, j);
  memoSight[at] = clear ? 1 : 2;
  memoBlocker[at] = clear ? 0 : sightBlocker;
  // The reversed pair, when this answer is sure to be its answer too (sightSure): not yet known, so not in sightSet;
  // one entry stands for both (SIGHT_PAIR).
  const back = j * MEMO_SIDE + i;
  if (sightSure && memoSight[back] === 0) {
    memoSight[back] = memoSight[at];
    memoBlocker[back] = memoBlocker[at];
    sightSet[sightCount++] = at | SIGHT_PAIR;
  } else sightSet[sightCount++] = at;
  return clear;
}

/** Whether squared distance d2 is further than SIGHT_SURE_MM2 from the limit r2 on either side (sightSure). */
function sure(d2: number, r2: number): boolean {
  const gap = d2 - r2;
  return gap > SIGHT_SURE_MM2 || gap < -SIGHT_SURE_MM2;
}

function sightLine(f: Field, i: number, j: number): boolean {
  sightSure = true;
  const ax = f.x[i];
  const ay = f.y[i];
  const bx = f.x[j];
  const by = f.y[j];
  // A blocker whose centre lies well outside the segment's box grown by its radius cannot touch the segment;
  // the 1e-6 mm margin keeps every skipped test one the exact test would also pass (bench-rattle-and-rend). The four
  // sides joined by `|`: one well-predicted branch instead of four that are not (see clearance).
  const minX = (ax < bx ? ax : bx) - 1e-6;
  const maxX = (ax < bx ? bx : ax) + 1e-6;
  const minY = (ay < by ? ay : by) - 1e-6;
  const maxY = (ay < by ? by : ay) + 1e-6;
  // The arrays in locals (each f.x is a property load per use otherwise): the legal-action listing asks for a
  // sightline per Maneuver pair, about 630 a game (bench-rattle-and-rend).
  const n = f.n;
  const xs = f.x;
  const ys = f.y;
  const radius = f.radius;
  const status = f.status;
  for (let k = 0; k < n; k++) {
    if (k === i || k === j || status[k] !== IN_PLAY) continue;
    const r = radius[k];
    const px = xs[k];
    const py = ys[k];
    if ((+(px < minX - r) | +(px > maxX + r) | +(py < minY - r) | +(py > maxY + r)) !== 0) continue;
    const d2 = segmentDistance2(ax, ay, bx, by, px, py);
    if (!sure(d2, r * r)) sightSure = false;
    if (d2 < r * r) {
      sightBlocker = k;
      return false;
    }
  }
  const nt = f.nt;
  if (nt === 0) return true;
  const inspiringBlocks = f.inspiringBlocksSight !== false;
  const tt = f.tt;
  const tx = f.tx;
  const ty = f.ty;
  const tr = f.tr;
  for (let t = 0; t < nt; t++) {
    if (tt[t] !== BLOCKING && (tt[t] !== INSPIRING || !inspiringBlocks)) continue;
    const r = tr[t];
    const px = tx[t];
    const py = ty[t];
    if ((+(px < minX - r) | +(px > maxX + r) | +(py < minY - r) | +(py > maxY + r)) !== 0) continue;
    const d2 = segmentDistance2(ax, ay, bx, by, px, py);
    if (!sure(d2, r * r)) sightSure = false;
    if (d2 >= r * r) continue;
    // An Element standing in Inspiring Terrain is seen (the layout lets Elements stand "in and atop" it).
    if (hypot(ax - px, ay - py) < r || hypot(bx - px, by - py) < r) continue;
    sightBlocker = SIGHT_TERRAIN;
    return false;
  }
  return true;
}

/** Index of the terrain piece under the centre of i (area rule: the centre is over it), or -1. */
export function terrainAt(f: Field, px: number, py: number): number {
  // Small enough to be inlined: the point goes through POINT, so its doubles are not boxed for the call below.
  POINT[0] = px;
  POINT[1] = py;
  return terrainAtPoint(f);
}

/** terrainAt's point (POINT[0], POINT[1]). */
const POINT = new Float64Array(2);

function terrainAtPoint(f: Field): number {
  const px = POINT[0];
  const py = POINT[1];
  const tx = f.tx;
  const ty = f.ty;
  const tr = f.tr;
  for (let t = 0; t < f.nt; t++) {
    const dx = px - tx[t];
    const dy = py - ty[t];
    const r = tr[t];
    // hypot (hypotInto's arithmetic) is never below the larger of |dx| and |dy| (max times a rounded sqrt(1 + b*b) >= 1),
    // so a piece that far off on either axis fails the test without the hypot: the heuristic asks this per planned
    // move (bench-rattle-and-rend).
    if ((+(Math.abs(dx) >= r) | +(Math.abs(dy) >= r)) !== 0) continue;
    // hypot through HYPOT, no double passed to a call (see touchesTerrain).
    HYPOT[0] = dx;
    HYPOT[1] = dy;
    hypotInto();
    if (HYPOT[2] < r) return t;
  }
  return -1;
}

/** Within or in base contact with a terrain piece of `type` (Inspiring's bonus, Blocking's cover); `reach` widens it (Rangers: S). */
export function touchesTerrain(f: Field, i: number, type: number, reach = 0): boolean {
  // Memoised per Element, terrain type and reach while the memo is open (fifth pass: each attack situation and each
  // Charge's bound asks about the target, mostly an Element that has not moved: bench-rattle-and-rend).
  if (f === memoField) {
    const at = i * 4 + type;
    const known = memoTouch[at];
    if (known !== 0 && memoTouchReach[at] === reach) return known === 1;
    const answer = touchesTerrainNow(f, i, type, reach);
    memoTouch[at] = answer ? 1 : 2;
    memoTouchReach[at] = reach;
    return answer;
  }
  return touchesTerrainNow(f, i, type, reach);
}

function touchesTerrainNow(f: Field, i: number, type: number, reach: number): boolean {
  for (let t = 0; t < f.nt; t++) {
    if (f.tt[t] !== type) continue;
    // Too far on either axis to be within reach: hypot is never below the larger of |dx| and |dy| (see terrainAt).
    const limit = f.tr[t] + f.radius[i] + CONTACT_SLACK_MM + reach;
    const dx = f.x[i] - f.tx[t];
    const dy = f.y[i] - f.ty[t];
    if ((+(Math.abs(dx) > limit) | +(Math.abs(dy) > limit)) !== 0) continue;
    // hypot through HYPOT (hypotInto, no arguments): this runs three times per attack situation, often from callers
    // too large for V8 to inline a helper into, and a helper's double arguments and result would each be boxed.
    HYPOT[0] = f.x[i] - f.tx[t];
    HYPOT[1] = f.y[i] - f.ty[t];
    hypotInto();
    const d = HYPOT[2];
    if (d <= limit) return true;
  }
  return false;
}

/**
 * hypot for the terrain loops, bit for bit: HYPOT[0..1] in, HYPOT[2] out, so no double is boxed on the way in or out
 * of the call (attack situations test Inspiring and Blocking terrain three times each: bench-rattle-and-rend).
 */
const HYPOT = new Float64Array(3);

function hypotNoBox(x: number, y: number): number {
  HYPOT[0] = x;
  HYPOT[1] = y;
  hypotInto();
  return HYPOT[2];
}

function hypotInto(): void {
  const x = HYPOT[0];
  const y = HYPOT[1];
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax !== ax || ay !== ay || ax === Infinity || ay === Infinity) {
    HYPOT[2] = Math.hypot(x, y);
    return;
  }
  const max = ax > ay ? ax : ay;
  if (max === 0) {
    HYPOT[2] = 0;
    return;
  }
  const a = ax / max;
  const b = ay / max;
  HYPOT[2] = Math.sqrt(a * a + b * b) * max;
}

/** How a mover treats terrain: Flyers ignore it, Transports treat Rough and Hazardous as Blocking. */
export const MOVER_NORMAL = 0;
export const MOVER_FLYER = 1;
export const MOVER_TRANSPORT = 2;

export interface MoveResult {
  x: number;
  y: number;
}

const scratch: MoveResult = { x: 0, y: 0 };

/**
 * How far along the segment from SEG[0..1] in the unit direction SEG[2..3] (length SEG[4]) i can go before an
 * obstacle: writes that distance to SEG[5] and sets `blocker` (element k, or 100 + terrain t, or -1). The doubles
 * go in and out through the typed array: passed as arguments and returned, each would be boxed in a new heap number
 * per call (a call V8 does not inline); the typed array holds the very same values (bench-rattle-and-rend).
 */
let blocker = -1;
const SEG = new Float64Array(6);
function clearance(f: Field, i: number, mover: number, passAllies: boolean, ignore: number): void {
  const ax = SEG[0];
  const ay = SEG[1];
  const ux = SEG[2];
  const uy = SEG[3];
  const length = SEG[4];
  let best = length;
  blocker = -1;
  // The arrays in locals: the loop runs for every planned move the heuristic tries (bench-rattle-and-rend).
  const xs = f.x;
  const ys = f.y;
  const radius = f.radius;
  const status = f.status;
  const side = f.side;
  const ri = radius[i];
  const sideI = side[i];
  const n = f.n;
  // The skip tests joined by `|` on 0/1, not `||`: one branch, nearly always taken, where the first compare alone (is k
  // ahead?) went either way and was mispredicted; perp2 is computed either way (eleventh pass, with sightLine's and
  // forgetSightlines' box tests and the terrain loops' axis tests: x1.030 heuristic, x1.042 random, 4 of 4 pairs each).
  // firstHit and exitDistance written out in the loops (the same operations in the same order, so the same doubles):
  // called, a returned double is boxed in a new heap number whenever V8 does not inline the call, and clearance was
  // the largest allocation left in a heuristic game (bench-rattle-and-rend).
  for (let k = 0; k < n; k++) {
    if (k === i || k === ignore || status[k] !== IN_PLAY) continue;
    if (passAllies && side[k] === sideI) continue;
    // The centre may not cross k's base; the move stops where the bases touch.
    const ox = xs[k] - ax;
    const oy = ys[k] - ay;
    const along = ox * ux + oy * uy;
    const rk = radius[k];
    const perp2 = ox * ox + oy * oy - along * along;
    if ((+(along <= 0) | +(perp2 >= rk * rk)) !== 0) continue;
    const within = ri + rk;
    const stop = Math.max(0, along - Math.sqrt(Math.max(0, within * within - perp2)));
    if (stop >= 0 && stop < best) {
      best = stop;
      blocker = k;
    }
  }
  if (mover !== MOVER_FLYER) {
    const tx = f.tx;
    const ty = f.ty;
    const tr = f.tr;
    const tt = f.tt;
    for (let t = 0; t < f.nt; t++) {
      const type = tt[t];
      const solid = type === BLOCKING || (mover === MOVER_TRANSPORT && (type === ROUGH || type === HAZARDOUS));
      if (!solid && type !== ROUGH && type !== HAZARDOUS) continue;
      // Both cases start with firstHit(ax, ay, ux, uy, tx, ty, tr, tr).
      const ox = tx[t] - ax;
      const oy = ty[t] - ay;
      const along = ox * ux + oy * uy;
      const r = tr[t];
      const perp2 = ox * ox + oy * oy - along * along;
      if ((+(along <= 0) | +(perp2 >= r * r)) !== 0) continue;
      const hit = Math.max(0, along - Math.sqrt(Math.max(0, r * r - perp2)));
      if (solid) {
        if (hit >= 0 && hit < best) {
          best = hit;
          blocker = 100 + t;
        }
      } else if (hit >= 0 && hit < best && !(hypotNoBox(ax - tx[t], ay - ty[t]) < r)) {
        // Entering Rough or Hazardous Terrain (not starting inside it): the move ends inside it, at its far edge at
        // most. The cheap ray test first, the start-inside test (a hypot) only for a piece the path enters in reach.
        // exitDistance: along + sqrt(max(0, r*r - perp2)), the same ox, oy, along and perp2 as the entry test.
        const exit = along + Math.sqrt(Math.max(0, r * r - perp2)) - 1;
        if (exit < best) {
          best = Math.max(hit + 1, exit);
          blocker = 200 + t;
        }
      }
    }
  }
  SEG[5] = best;
}

function clampToBoard(f: Field, i: number, p: MoveResult): void {
  const r = f.radius[i];
  p.x = Math.min(BOARD_MM - r, Math.max(r, p.x));
  p.y = Math.min(BOARD_MM - r, Math.max(r, p.y));
}

/**
 * Where i ends moving up to `budget` mm toward (tx, ty), stopping `standOff`
 * mm short of it (contact distance for a target Element), with `pivots`
 * detours allowed. Does not move i. The result object is reused.
 */
export function planMove(f: Field, i: number, tx: number, ty: number, budget: number, standOff: number, pivots: number, mover: number, passAllies: boolean, ignore = -1): MoveResult {
  PLAN_IN[0] = tx;
  PLAN_IN[1] = ty;
  PLAN_IN[2] = budget;
  PLAN_IN[3] = standOff;
  return planMoveIn(f, i, pivots, mover, passAllies, ignore);
}

/**
 * planMove with its four doubles (target x, y, budget, stand-off) read from PLAN_IN: the engine plans every move and
 * the heuristic every Sprint and Charge it weighs, and doubles passed to a call V8 does not inline are boxed one by
 * one (bench-rattle-and-rend).
 */
export const PLAN_IN = new Float64Array(4);

export function planMoveIn(f: Field, i: number, pivots: number, mover: number, passAllies: boolean, ignore: number): MoveResult {
  const tx = PLAN_IN[0];
  const ty = PLAN_IN[1];
  const budget = PLAN_IN[2];
  const standOff = PLAN_IN[3];
  let ax = f.x[i];
  let ay = f.y[i];
  // The start of the straight segment the move ends on (settle pulls an end over a base back along it).
  let sx = ax;
  let sy = ay;
  let left = budget;
  for (let leg = 0; leg <= pivots && left > 0.5; leg++) {
    const dx = tx - ax;
    const dy = ty - ay;
    const full = hypot(dx, dy);
    const want = Math.min(left, full - standOff);
    if (want <= 0.5) break;
    const ux = dx / full;
    const uy = dy / full;
    SEG[0] = ax;
    SEG[1] = ay;
    SEG[2] = ux;
    SEG[3] = uy;
    SEG[4] = want;
    clearance(f, i, mover, passAllies, ignore);
    const free = SEG[5];
    if (pivots === 0 && free < want - 0.5 && blocker >= 0 && blocker < 200) {
      // A straight (S) move blocked by a base or a solid piece: any straight line is a legal S move ("S RANGE movement
      // must take a straight line"), so it heads for the side-step point beside the obstacle (the one a pivot would
      // use) when that ends nearer the destination than stopping at the obstacle does.
      sideStep(f, i, mover, passAllies, ignore, ax, ay, ux, uy, free, left, tx, ty, standOff);
      return scratch;
    }
    if (free >= want - 0.5 || leg === pivots || blocker >= 200 || blocker < 0) {
      sx = ax;
      sy = ay;
      ax += ux * free;
      ay += uy * free;
      left = 0;
      break;
    }
    // Pivot: step aside around the obstacle, along the tangent to it on the side nearer the destination.
    detour(f, i, ax, ay, ux, uy);
    const wux = DETOUR[0];
    const wuy = DETOUR[1];
    const step = Math.min(left, DETOUR[2]);
    SEG[0] = ax;
    SEG[1] = ay;
    SEG[2] = wux;
    SEG[3] = wuy;
    SEG[4] = step;
    clearance(f, i, mover, passAllies, ignore);
    const free2 = SEG[5];
    sx = ax;
    sy = ay;
    // The pivot point stays on the board (a tangent step beside an obstacle near an edge could leave it, and the final
    // segment, settled back toward it, then ended off the board: 0.7% of moves in Duel games, rr-game-facts), and may
    // not lie over a base either (settle): clamped, then pulled back along the step from (ax, ay), which is on the board.
    let moved = 0;
    if (free2 >= 1) {
      scratch.x = ax + wux * free2;
      scratch.y = ay + wuy * free2;
      clampToBoard(f, i, scratch);
      settle(f, i, ax, ay, scratch);
      moved = hypot(scratch.x - ax, scratch.y - ay);
    }
    if (moved < 1) {
      // No room to step aside: as far as the direct line is clear.
      ax += ux * free;
      ay += uy * free;
      left = 0;
      break;
    }
    ax = scratch.x;
    ay = scratch.y;
    left -= moved;
  }
  scratch.x = ax;
  scratch.y = ay;
  clampToBoard(f, i, scratch);
  settle(f, i, sx, sy, scratch);
  return scratch;
}

/**
 * Bases never overlap where a move ends. Interpenetration lets an Element "move past other Elements ... as long as its
 * center does not pass over another Element's base" and "the movement stops when the two bases would come into
 * contact" (Movement › Moving Through Other Elements), so the centre line may pass beside a base: an end point can
 * still lie over one (before this, 16% of heuristic moves ended over a base, by 9 mm at the median, and two bases
 * clamped into one corner could share a centre). Such an end is pulled back along its last straight segment, from
 * (sx, sy), to where the bases touch: at worst to the segment's start. Example: a 40 mm base moving east from
 * (100, 100) to (200, 100) passes 25 mm from a 40 mm base at (190, 125), outside its 20 mm radius, so the move is
 * not blocked; it ends at (158.8, 100) instead, its centre 40 mm from the other's (100 + 90 - sqrt(40^2 - 25^2)).
 */
function settle(f: Field, i: number, sx: number, sy: number, p: MoveResult): void {
  const dx = p.x - sx;
  const dy = p.y - sy;
  let len = hypot(dx, dy);
  if (len < 1e-9) return;
  const ux = dx / len;
  const uy = dy / len;
  const ri = f.radius[i];
  const xs = f.x;
  const ys = f.y;
  const radius = f.radius;
  const status = f.status;
  // Each pull-back can bring the end over another base behind it: a few passes settle it (at most one per base).
  for (let pass = 0; pass < f.n; pass++) {
    const ex = sx + ux * len;
    const ey = sy + uy * len;
    let t = len;
    for (let k = 0; k < f.n; k++) {
      if (k === i || status[k] !== IN_PLAY) continue;
      const within = ri + radius[k];
      const qx = ex - xs[k];
      const qy = ey - ys[k];
      if (qx * qx + qy * qy >= (within - 0.01) * (within - 0.01)) continue;
      // Where the segment first comes within contact distance of k.
      const ox = xs[k] - sx;
      const oy = ys[k] - sy;
      const along = ox * ux + oy * uy;
      const perp2 = ox * ox + oy * oy - along * along;
      t = Math.min(t, Math.max(0, along - Math.sqrt(Math.max(0, within * within - perp2))));
    }
    if (t === len) break;
    len = t;
    if (len === 0) break;
  }
  p.x = sx + ux * len;
  p.y = sy + uy * len;
}

/**
 * The way around planMoveIn's blocker (a base or a terrain piece, met moving along (ux, uy) from (ax, ay)): into DETOUR
 * the unit direction along the tangent to the blocker, widened by i's base and 3 mm, on the side nearer the direction
 * of travel, and the distance to the tangent point (from a start inside that widened circle: straight across it, along
 * the tangent at the start, for one radius).
 */
const DETOUR = new Float64Array(3);

function detour(f: Field, i: number, ax: number, ay: number, ux: number, uy: number): void {
  const ox = blocker >= 100 ? f.tx[blocker - 100] : f.x[blocker];
  const oy = blocker >= 100 ? f.ty[blocker - 100] : f.y[blocker];
  const or = (blocker >= 100 ? f.tr[blocker - 100] : f.radius[blocker]) + f.radius[i] + 3;
  const dx = ox - ax;
  const dy = oy - ay;
  const d = hypot(dx, dy);
  // A centre on the blocker's own centre (never in play: bases do not overlap) takes the direction of travel as the centre line.
  const cx = d > 1e-9 ? dx / d : ux;
  const cy = d > 1e-9 ? dy / d : uy;
  // Turn away from the centre on the side the direction of travel already leans to (left of the centre line: +1).
  const sign = cx * uy - cy * ux > 0 ? -1 : 1;
  let sin = 1;
  let cos = 0;
  DETOUR[2] = or;
  if (d > or) {
    sin = or / d;
    cos = Math.sqrt(1 - sin * sin);
    DETOUR[2] = d * cos;
  }
  // (cx, cy) rotated by the tangent angle toward `sign`'s side.
  DETOUR[0] = cx * cos + sign * cy * sin;
  DETOUR[1] = cy * cos - sign * cx * sin;
}

/**
 * planMoveIn's blocked straight move (no pivot), into scratch: whichever straight move ends nearer (tx, ty): the direct
 * one, stopped `free` mm along (ux, uy), or the one along the tangent around the blocker (detour), as far as it is clear
 * and no further than the point on that line nearest (tx, ty) (or where it comes within `standOff` of it). Ties keep
 * the direct move; an Element already against the blocker takes the tangent whenever it can move along it.
 */
function sideStep(f: Field, i: number, mover: number, passAllies: boolean, ignore: number, ax: number, ay: number, ux: number, uy: number, free: number, left: number, tx: number, ty: number, standOff: number): void {
  let bx = ax + ux * free;
  let by = ay + uy * free;
  detour(f, i, ax, ay, ux, uy);
  const wux = DETOUR[0];
  const wuy = DETOUR[1];
  // The point on the line nearest (tx, ty), or where the line first comes within `standOff` of it; an Element already
  // against the blocker (the direct move gains nothing) goes at least to the tangent point, to get past it later.
  let reach = (tx - ax) * wux + (ty - ay) * wuy;
  const off2 = (tx - ax) * (tx - ax) + (ty - ay) * (ty - ay) - reach * reach;
  if (off2 < standOff * standOff) reach -= Math.sqrt(standOff * standOff - off2);
  const stuck = free < 1;
  if (stuck) reach = Math.max(reach, DETOUR[2]);
  if (reach > 1) {
    SEG[0] = ax;
    SEG[1] = ay;
    SEG[2] = wux;
    SEG[3] = wuy;
    SEG[4] = Math.min(left, reach);
    clearance(f, i, mover, passAllies, ignore);
    const cx = ax + wux * SEG[5];
    const cy = ay + wuy * SEG[5];
    if ((stuck && SEG[5] >= 1) || hypot(cx - tx, cy - ty) < hypot(bx - tx, by - ty) - 0.5) {
      bx = cx;
      by = cy;
    }
  }
  scratch.x = bx;
  scratch.y = by;
  clampToBoard(f, i, scratch);
  settle(f, i, ax, ay, scratch);
}

/** A point `dist` mm from i directly away from (fx, fy), clamped to the board. */
export function awayPoint(f: Field, i: number, fx: number, fy: number, dist: number): MoveResult {
  let dx = f.x[i] - fx;
  let dy = f.y[i] - fy;
  const d = hypot(dx, dy);
  if (d < 1e-6) {
    dx = 0;
    dy = f.side[i] === 0 ? -1 : 1;
  } else {
    dx /= d;
    dy /= d;
  }
  scratch.x = f.x[i] + dx * dist;
  scratch.y = f.y[i] + dy * dist;
  clampToBoard(f, i, scratch);
  return scratch;
}

/** spotFree's squared-distance test: a squared distance at least this times the squared limit is beyond the limit. */
const CLEARLY_BEYOND = 1 + 1e-9;

/** Is (px, py) clear for a base of radius r (no base overlap, not in Blocking terrain, on the board)? */
export function spotFree(f: Field, px: number, py: number, r: number, ignore: number, gap = 2): boolean {
  if (px < r || py < r || px > BOARD_MM - r || py > BOARD_MM - r) return false;
  // The square of the distance first: clearly beyond the limit (by a relative 1e-9, far above hypot's rounding), the
  // exact test cannot be true, so hypot is left out (nearestFreeSpot asks this of up to 144 spots: bench-rattle-and-rend).
  for (let k = 0; k < f.n; k++) {
    if (k === ignore || f.status[k] !== IN_PLAY) continue;
    const dx = px - f.x[k];
    const dy = py - f.y[k];
    const limit = r + f.radius[k] + gap;
    if (dx * dx + dy * dy >= limit * limit * CLEARLY_BEYOND) continue;
    if (hypot(dx, dy) < limit) return false;
  }
  for (let t = 0; t < f.nt; t++) {
    if (f.tt[t] !== BLOCKING && f.tt[t] !== HAZARDOUS) continue;
    const dx = px - f.tx[t];
    const dy = py - f.ty[t];
    const limit = f.tr[t] + r * 0.5;
    if (dx * dx + dy * dy >= limit * limit * CLEARLY_BEYOND) continue;
    if (hypot(dx, dy) < limit) return false;
  }
  return true;
}

/** The free spot nearest (px, py) on rings around it, for placing an Element; else the nearest on a grid over the board. */
/**
 * nearestFreeSpot's ring directions, cos and sin of (k / 12) * 2 * PI + ring * 0.37 at [ring * 12 + k]: the same
 * expression evaluated once at load, so the same doubles, instead of two calls per candidate spot (sixth pass:
 * deployment and returns place every Element through this).
 */
const RING_COS = new Float64Array(13 * 12);
const RING_SIN = new Float64Array(13 * 12);
for (let ring = 1; ring <= 12; ring++) {
  for (let k = 0; k < 12; k++) {
    const angle = (k / 12) * 2 * Math.PI + ring * 0.37;
    RING_COS[ring * 12 + k] = Math.cos(angle);
    RING_SIN[ring * 12 + k] = Math.sin(angle);
  }
}

export function nearestFreeSpot(f: Field, px: number, py: number, r: number, ignore: number): MoveResult {
  if (spotFree(f, px, py, r, ignore)) {
    scratch.x = px;
    scratch.y = py;
    return scratch;
  }
  for (let ring = 1; ring <= 12; ring++) {
    const radius = ring * 12;
    for (let k = 0; k < 12; k++) {
      const qx = px + RING_COS[ring * 12 + k] * radius;
      const qy = py + RING_SIN[ring * 12 + k] * radius;
      if (spotFree(f, qx, qy, r, ignore)) {
        scratch.x = qx;
        scratch.y = qy;
        return scratch;
      }
    }
  }
  // Nothing free within 144 mm (a crowded corner among terrain): the nearest free spot on a 5 mm grid over the whole
  // board, so that no base is ever placed over another (Moving Through Other Elements); the point itself only when
  // the board has no room left at all.
  let bestX = Math.min(BOARD_MM - r, Math.max(r, px));
  let bestY = Math.min(BOARD_MM - r, Math.max(r, py));
  let best = Infinity;
  for (let qx = r; qx <= BOARD_MM - r; qx += 5) {
    for (let qy = r; qy <= BOARD_MM - r; qy += 5) {
      const d = (qx - px) * (qx - px) + (qy - py) * (qy - py);
      if (d < best && spotFree(f, qx, qy, r, ignore)) {
        best = d;
        bestX = qx;
        bestY = qy;
      }
    }
  }
  scratch.x = bestX;
  scratch.y = bestY;
  return scratch;
}
