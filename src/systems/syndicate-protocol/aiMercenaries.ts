/**
 * Where the heuristic moves a Mercenary (9.5): the space from which its own
 * shot on the enemy it would target does the most expected damage, inside
 * its Operator's synergy range when that costs nothing, closing in on the
 * enemy Operator otherwise.
 */
import * as aiShotsModule from './aiShots.ts';
import * as aiSpacesModule from './aiSpaces.ts';
import * as boardModule from './board.ts';
import type { Field } from './field.ts';
import * as rulesModule from './rules.ts';

// Module-local copies of imported bindings (aiShots.ts: under tsx's require path every imported binding read is a getter call).
const { COL, ROW, chebyshev, PLACED_VALUE, placedSlot, reach, syncPlacedShots } = aiShotsModule;
const { approachesByWalk, prunes } = aiSpacesModule;
const { collinear, distance, walkDistance } = boardModule;
const { MERC_MOVE, SYNERGY_RANGE } = rulesModule;

/** The longest Mercenary move (9.5, by role): a Mercenary's candidate spaces lie within it. */
const MERC_REACH = Math.max(...Object.values(MERC_MOVE));

/** How many of a Mercenary's candidate spaces besides the first (in reach of some enemy) are valued in full under prune=on (aiSpaces.ts); bestMercSpace keeps the best three estimates as three numbers. */
const MERC_KEEP = 3;
/** Scratch: the candidates' estimates (prune=on). */
const ESTIMATES = new Float64Array(1024);

const TARGET_FLAGS = new Int32Array(3);
const TARGET_DODGE = new Int32Array(3);
const TARGET_POS = new Int32Array(3);
/** 1 when sight to the target is the printed map's alone (Field.plainSightTo), read once per decision. */
const TARGET_PLAIN = new Uint8Array(3);
/** The targets' columns and rows (COL and ROW of TARGET_POS), read once per decision. */
const TARGET_X = new Int32Array(3);
const TARGET_Y = new Int32Array(3);

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
export function bestMercSpace(f: Field, unit: number, legal: readonly number[]): number {
  const seat = unit < 3 ? 0 : 1;
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  // Under the toolkit setting synergy=off (loadout.ts) standing within synergy range earns nothing.
  const synergyOn = f.synergyOn(seat);
  // What no candidate space changes, read once per decision (bench-syndicate-protocol: this loop is the player's largest).
  // The enemies in reach of some candidate and alive (enemiesInReach), and the kept shots' key parts that depend on the
  // target only (its Dodge, whether it moved, Wall beside it): per candidate only the distance, the cover, the synergy
  // (and with it Angle Assist / Alignment Protocol) and the enemy Operator within 3 are left to key (placedSlot: the key
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
  // Closing in by the spaces walked round walls (approach=walk, the default) or by the straight distance (aiSpaces.ts).
  const byWalk = approachesByWalk();
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
      if (synergyOn && chebyshev(cx - opX, cy - opY) <= SYNERGY_RANGE) value += 0.3;
      if (foeAlive) value -= 0.06 * Math.max(0, (byWalk ? walkDistance(board, foePos, cell) : chebyshev(cx - foeX, cy - foeY)) - band);
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
    TARGET_PLAIN[k] = f.plainSightTo(target) ? 1 : 0;
    TARGET_X[k] = COL[f.pos[target]];
    TARGET_Y[k] = ROW[f.pos[target]];
  }
  // prune=on: the candidates after the first ranked by a cheap estimate (cover, synergy range, the straight distance,
  // some enemy within range; no sight, no shot), and only the first and the best MERC_KEEP (3, ties let more in) valued
  // in full; the three best estimates kept as three numbers.
  let threshold = -Infinity;
  if (prunes() && legal.length > MERC_KEEP + 1 && legal.length <= ESTIMATES.length) {
    let t1 = -Infinity;
    let t2 = -Infinity;
    let t3 = -Infinity;
    for (let i = 1; i < legal.length; i++) {
      const cell = legal[i];
      const cx = COL[cell];
      const cy = ROW[cell];
      let est = 0.1 * board.cover(cell);
      if (synergyOn && chebyshev(cx - opX, cy - opY) <= SYNERGY_RANGE) est += 0.3;
      if ((inReach & 1) !== 0 && chebyshev(cx - TARGET_X[0], cy - TARGET_Y[0]) <= range) est += 0.65;
      else if (((inReach & 2) !== 0 && chebyshev(cx - TARGET_X[1], cy - TARGET_Y[1]) <= range) || ((inReach & 4) !== 0 && chebyshev(cx - TARGET_X[2], cy - TARGET_Y[2]) <= range)) est += 0.35;
      if (foeAlive) est -= 0.06 * Math.max(0, chebyshev(cx - foeX, cy - foeY) - band);
      ESTIMATES[i] = est;
      if (est > t3) {
        if (est > t1) {
          t3 = t2;
          t2 = t1;
          t1 = est;
        } else if (est > t2) {
          t3 = t2;
          t2 = est;
        } else t3 = est;
      }
    }
    threshold = t3;
  }
  for (let i = 0; i < legal.length; i++) {
    if (i > 0 && threshold > -Infinity && ESTIMATES[i] < threshold) continue;
    const cell = legal[i];
    const cx = COL[cell];
    const cy = ROW[cell];
    let nearest = -1;
    let nearestGap = 99;
    for (let k = 0; k < 3; k++) {
      if ((inReach & (1 << k)) === 0) continue;
      const u = foe + k;
      const gap = chebyshev(cx - TARGET_X[k], cy - TARGET_Y[k]);
      // sees(cell, u): with plain sight, the map's line (gap 0 is the target's own space, which sees() refuses).
      if (gap <= range && gap < nearestGap && (TARGET_PLAIN[k] === 1 ? gap !== 0 && board.clearLine(cell, TARGET_POS[k], null) : f.sees(cell, u))) {
        nearest = u;
        nearestGap = gap;
      }
    }
    let value = 0.1 * board.cover(cell);
    const toOp = chebyshev(cx - opX, cy - opY);
    if (toOp <= SYNERGY_RANGE && synergyOn) value += 0.3;
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
        // The Mercenary on the candidate space only for the shot's setup (placedSlot's fillSetup on a miss): nothing
        // else in this loop reads its space or spaces moved (sight and cover are read from the candidate space).
        f.pos[unit] = cell;
        f.moved[unit] = savedMoved + chebyshev(cx - savedX, cy - savedY);
        shotValue = PLACED_VALUE[placedSlot(f, unit, nearest, cell, nearestGap, f.coverOf(cell, nearest), TARGET_DODGE[k], flags)];
      }
      value += (nearest === foe ? 2 : 1) * shotValue + 0.05;
    }
    // Close in on the enemy Operator (and within reach of the nearest enemy otherwise).
    if (foeAlive) value -= 0.06 * Math.max(0, (byWalk ? walkDistance(board, foePos, cell) : chebyshev(cx - foeX, cy - foeY)) - band);
    if (value > bestValue) {
      bestValue = value;
      best = cell;
    }
  }
  f.pos[unit] = saved;
  f.moved[unit] = savedMoved;
  return best;
}

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
