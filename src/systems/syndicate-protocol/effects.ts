/**
 * What happens to units: damage and elimination (4.11), status effects and
 * their interactions (section 10), movement with Hazards and Shock Beacons,
 * Push (7.7) and teleports. Functions over the game state (state.ts), used by
 * the round (state.ts) and the cards (cards.ts).
 */
import * as boardModule from './board.ts';
import type { SyndicateState } from './state.ts';
import * as rulesModule from './rules.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { cellAt, cellX, cellY, distance, onBoard, STEPS_X, STEPS_Y } = boardModule;
const { isOperator, seatOf, STATUS, UNITS } = rulesModule;

export const unitName = (s: SyndicateState, unit: number): string => (isOperator(unit) ? s.field.loadout(unit).operator.name : s.field.merc(unit).name);

/**
 * `amount` damage to `unit` from `source` (a unit, or -1 for terrain and
 * statuses). Shielded prevents it point for point unless `ignoreShield`
 * (ranged attacks count Shielded before armor in the profile; Bleeding never
 * benefits). An Operator at 0 HP is eliminated; a Mercenary is removed.
 */
export function damageUnit(s: SyndicateState, unit: number, amount: number, source: number, cause: string, ignoreShield = false): void {
  const f = s.field;
  if (amount <= 0 || f.hp[unit] <= 0) return;
  let dealt = amount;
  if (!ignoreShield && f.shielded[unit] > 0) {
    const prevented = Math.min(f.shielded[unit], dealt);
    f.shielded[unit] -= prevented;
    if (f.shielded[unit] === 0) f.status[unit] &= ~STATUS.shielded;
    dealt -= prevented;
  }
  if (dealt <= 0) return;
  f.hp[unit] -= dealt;
  if (source >= 0) {
    const seat = seatOf(source);
    s.damageDealt[seat] += dealt;
    if (!isOperator(source)) s.mercDamage[seat] += dealt;
  }
  s.log?.push({ kind: 'damage', round: f.round, unit, name: unitName(s, unit), amount: dealt, cause, hp: Math.max(0, f.hp[unit]) });
  if (f.hp[unit] <= 0) {
    s.log?.push({ kind: 'eliminated', round: f.round, unit, name: unitName(s, unit) });
    if (!isOperator(unit)) {
      f.pos[unit] = -1;
      f.status[unit] = 0;
    } else {
      s.eliminatedAt[seatOf(unit)] = s.phase;
    }
  }
}

/**
 * Gives `unit` a status. Negative effects do not stack (10.1: a bit);
 * Revealed cancels Hidden and a Revealed unit cannot become Hidden (10.5,
 * 10.3); a Mark breaks Hidden (10.4, section-10). Under suppressed=speed,
 * Suppressed slows the unit next round instead (4.10).
 */
export function giveStatus(s: SyndicateState, unit: number, status: number, source: string): void {
  const f = s.field;
  if (!f.alive(unit)) return;
  if (status === STATUS.hidden && f.has(unit, STATUS.revealed)) return;
  if (status === STATUS.suppressed && f.readings.suppressed === 'speed') f.slowNext[unit] = 1;
  if (status === STATUS.revealed || (status === STATUS.marked && f.readings.hidden === 'section-10')) {
    f.status[unit] &= ~STATUS.hidden;
    f.hiddenPersist[unit] = 0;
  }
  if (status === STATUS.marked) f.hiddenPersist[unit] = 0;
  if (status === STATUS.guarded) f.guarded[unit]++;
  if (status === STATUS.shielded) f.shielded[unit]++;
  if (status === STATUS.burning && f.readings.burning === 'section-10') {
    // 10.3 Burning: 1 damage now and 1 at the start of the next Attack Phase (Thermal Mesh ignores the first instance each round).
    if (!(isOperator(unit) && f.loadout(unit).armor.traits.includes('thermal-mesh'))) {
      f.burn[unit] = 1;
      damageUnit(s, unit, 1, -1, 'Burning', true);
    }
  }
  s.statusesSeen |= status;
  if ((f.status[unit] & status) === 0) s.log?.push({ kind: 'status', round: f.round, unit, name: unitName(s, unit), status: statusName(status), source });
  f.status[unit] |= status;
}

export function statusName(bit: number): string {
  for (const [name, value] of Object.entries(STATUS)) if (value === bit) return name;
  return '?';
}

/** Moves a unit to `dest`, counting the spaces moved, then Hazards (11.5) and Shock Beacons (7.6). */
export function moveUnit(s: SyndicateState, unit: number, dest: number, how: string): void {
  const f = s.field;
  const from = f.pos[unit];
  if (dest === from || dest < 0) return;
  f.pos[unit] = dest;
  f.moved[unit] += distance(from, dest);
  s.log?.push({ kind: 'move', round: f.round, unit, name: unitName(s, unit), from, to: dest, how });
  entered(s, unit, from, dest);
}

/** A unit arrived on `dest` (by moving, a Push or a teleport). */
function entered(s: SyndicateState, unit: number, from: number, dest: number): void {
  const f = s.field;
  if (f.board.hazard[dest] === 1) damageUnit(s, unit, 1, -1, 'Hazard');
  const enemySeat = 1 - seatOf(unit);
  const beacon = f.beacon[enemySeat];
  if (beacon >= 0 && f.alive(unit) && distance(dest, beacon) <= 2 && distance(from, beacon) > 2) {
    f.beacon[enemySeat] = -1;
    giveStatus(s, unit, STATUS.disoriented, 'Shock Beacon');
  }
}

function free(s: SyndicateState, cell: number): boolean {
  const f = s.field;
  if (!f.board.passable(cell) || f.barrier[0] === cell || f.barrier[1] === cell) return false;
  for (let u = 0; u < UNITS; u++) if (f.pos[u] === cell && f.hp[u] > 0) return false;
  return true;
}

/** Anchor Step, Hardpoint and Shock Dampeners (6.6) stop forced movement. */
function immovable(s: SyndicateState, unit: number): boolean {
  const f = s.field;
  return f.noDisplace[unit] !== 0 || (isOperator(unit) && f.loadout(unit).armor.traits.includes('shock-dampeners'));
}

/**
 * Push (7.7): 1 space directly away from `origin`. Where two spaces are
 * "directly away" (the line is not straight or diagonal) the pusher takes the
 * one with less cover; an illegal space means no effect.
 */
export function pushUnit(s: SyndicateState, target: number, origin: number, source: string): boolean {
  const f = s.field;
  if (!f.alive(target) || immovable(s, target)) return false;
  const at = f.pos[target];
  const dx = cellX(at) - cellX(origin);
  const dy = cellY(at) - cellY(origin);
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const candidates: number[] = [];
  const add = (x: number, y: number) => {
    if ((x !== 0 || y !== 0) && onBoard(cellX(at) + x, cellY(at) + y)) candidates.push(cellAt(cellX(at) + x, cellY(at) + y));
  };
  add(sx, sy);
  if (sx !== 0 && sy !== 0 && Math.abs(dx) !== Math.abs(dy)) add(Math.abs(dx) > Math.abs(dy) ? sx : 0, Math.abs(dx) > Math.abs(dy) ? 0 : sy);
  let best = -1;
  for (const cell of candidates) if (free(s, cell) && (best < 0 || f.board.cover(cell) < f.board.cover(best))) best = cell;
  if (best < 0) return false;
  f.pos[target] = best;
  s.log?.push({ kind: 'push', round: f.round, unit: target, name: unitName(s, target), from: at, to: best, source });
  entered(s, target, at, best);
  return true;
}

/** Dimensional Shift (5.8): the attacker teleports the target 1 space in any direction; it picks the free space with least cover. */
export function teleportUnit(s: SyndicateState, target: number): void {
  const f = s.field;
  if (!f.alive(target) || immovable(s, target)) return;
  const at = f.pos[target];
  let best = -1;
  for (let d = 0; d < 8; d++) {
    const x = cellX(at) + STEPS_X[d];
    const y = cellY(at) + STEPS_Y[d];
    if (!onBoard(x, y)) continue;
    const cell = cellAt(x, y);
    if (free(s, cell) && (best < 0 || f.board.cover(cell) < f.board.cover(best))) best = cell;
  }
  if (best < 0) return;
  f.pos[target] = best;
  s.log?.push({ kind: 'push', round: f.round, unit: target, name: unitName(s, target), from: at, to: best, source: 'Dimensional Shift' });
  entered(s, target, at, best);
}

/** The nearest living enemy of `unit` within `range` of space `from` (Operators first on ties), or -1. */
export function nearestEnemy(s: SyndicateState, unit: number, from: number, range: number): number {
  const f = s.field;
  const enemy = (1 - seatOf(unit)) * 3;
  let best = -1;
  let bestDistance = 1e9;
  for (let u = enemy; u < enemy + 3; u++) {
    if (!f.alive(u)) continue;
    const d = distance(from, f.pos[u]);
    if (d <= range && d < bestDistance) {
      best = u;
      bestDistance = d;
    }
  }
  return best;
}

/** A card's single target: the enemy Operator if within range of the card player's Operator, else the nearest enemy in range. */
export function cardTarget(s: SyndicateState, seat: number, range: number): number {
  const f = s.field;
  const op = seat * 3;
  const enemyOp = (1 - seat) * 3;
  if (f.alive(enemyOp) && distance(f.pos[op], f.pos[enemyOp]) <= range) return enemyOp;
  return nearestEnemy(s, op, f.pos[op], range);
}

/**
 * The space within `range` of the Operator of `seat` that a blast centred
 * there (`radius` 1: the space and those adjacent; `adjacentOnly`: only
 * those adjacent) catches the most enemies with, weighting the enemy
 * Operator 3 and friendly units -2 when `friendlyFire`; -1 if none catches an enemy.
 */
export function blastCentre(s: SyndicateState, seat: number, range: number, adjacentOnly: boolean, friendlyFire: boolean): number {
  const f = s.field;
  const from = f.pos[seat * 3];
  let best = -1;
  let bestScore = 0;
  for (let u = 0; u < UNITS; u++) {
    if (!f.alive(u) || seatOf(u) === seat) continue;
    // Candidate centres: each enemy's space and its neighbours.
    for (let d = -1; d < 8; d++) {
      const x = cellX(f.pos[u]) + (d < 0 ? 0 : STEPS_X[d]);
      const y = cellY(f.pos[u]) + (d < 0 ? 0 : STEPS_Y[d]);
      if (!onBoard(x, y)) continue;
      const centre = cellAt(x, y);
      if (distance(from, centre) > range) continue;
      let score = 0;
      for (let v = 0; v < UNITS; v++) {
        if (!f.alive(v)) continue;
        const dist = distance(f.pos[v], centre);
        if (dist > 1 || (adjacentOnly && dist === 0)) continue;
        if (seatOf(v) !== seat) score += isOperator(v) ? 3 : 1;
        else if (friendlyFire) score -= 2;
      }
      if (score > bestScore) {
        bestScore = score;
        best = centre;
      }
    }
  }
  return best;
}

/** Units caught by a blast at `centre` (in or adjacent; `adjacentOnly`: adjacent only), of `seat`'s enemies or of everyone. */
export function caught(s: SyndicateState, centre: number, adjacentOnly: boolean, enemiesOf: number): number[] {
  const f = s.field;
  const units: number[] = [];
  for (let u = 0; u < UNITS; u++) {
    if (!f.alive(u) || (enemiesOf >= 0 && seatOf(u) === enemiesOf)) continue;
    const d = distance(f.pos[u], centre);
    if (d <= 1 && !(adjacentOnly && d === 0)) units.push(u);
  }
  return units;
}
