/**
 * The flow of a game (`002_f697cf6215cb147c.txt`, Sequence, Movement,
 * Attack › Attack Window, Weapons › Point Defense, End Phase): turns,
 * alternating activations, and what each chosen option does on the table
 * (maneuvers, squadron moves, Withdraw, fire). Rolls are queued as jobs
 * (jobs.ts); Bombing Runs and Dogfights open an exchange (exchanges.ts).
 */
import { defenseOf, type Unit } from './units.ts';
import type { SquadronCard } from './cards.ts';
import { commit } from './exchanges.ts';
import type { JovianState } from './game.ts';
import { COS, distance, distanceToSegment, onTable, SIN } from './geometry.ts';
import { planFor, queueAttack } from './jobs.ts';
import { POINT_DEFENSE, type Option } from './options.ts';
import { BOOST_INCHES, GAME_TURNS, TABLE_INCHES } from './rules.ts';

export function beginTurn(s: JovianState): void {
  for (const u of s.units) {
    u.activated = !u.inPlay();
    u.used = 0;
    u.pdUsed = false;
    u.boosted = false;
  }
  if (s.log) s.push({ kind: 'turn', turn: s.turn, vp: s.victoryPoints() });
  // States › Crippled: each Crippled ship rolls when "You start the Deployment Phase of a turn".
  if (s.turn > 1) for (const u of s.units) if (u.status === 'crippled') s.jobs.push({ kind: 'catastrophic', unit: u.index, weapon: 0 });
  s.toMove = 0;
  s.phase = 'select';
  s.settle();
}

export function hasReady(s: JovianState, side: number): boolean {
  return s.units.some((u) => u.side === side && !u.activated && u.inPlay());
}

export function endActivation(s: JovianState): void {
  const unit = s.units[s.active];
  if (unit) {
    unit.boosted = false;
    // Attack Window: "Weapons may not be used more than one time per Activation" (default), or per round (JW-053).
    if (s.variants['weapon-use'] !== 'round') {
      unit.used = 0;
      for (const u of s.units) u.pdUsed = false;
    }
  }
  s.active = -1;
  if (decided(s)) {
    finish(s);
    return;
  }
  const other = 1 - s.toMove;
  if (hasReady(s, other)) s.toMove = other;
  else if (!hasReady(s, s.toMove)) {
    endTurn(s);
    return;
  }
  s.phase = 'select';
}

export function endTurn(s: JovianState): void {
  // End Phase: Fuel refreshes.
  for (const u of s.units) if (!u.capital) u.fuel = (u.def as SquadronCard).fuel;
  if (s.turn >= GAME_TURNS || decided(s)) {
    finish(s);
    return;
  }
  s.turn++;
  beginTurn(s);
}

/** One fleet has nothing left on the table. */
function decided(s: JovianState): boolean {
  return s.units.every((u) => u.side === 0 || !u.inPlay()) || s.units.every((u) => u.side === 1 || !u.inPlay());
}

function finish(s: JovianState): void {
  s.phase = 'over';
  s.jobs.length = 0;
  s.roll = null;
  if (s.log) s.push({ kind: 'end', turn: s.turn, vp: s.victoryPoints(), winner: s.winner() });
}

/** What a chosen option does. */
export function play(s: JovianState, o: Option): void {
  switch (o.kind) {
    case 'select': {
      s.active = o.unit;
      const unit = s.units[o.unit];
      unit.activated = true;
      s.firedThisActivation = 0;
      s.stats.activations[unit.side]++;
      s.phase = 'plan';
      if (s.log) s.push({ kind: 'activate', turn: s.turn, player: unit.side, unit: unit.index, card: unit.card });
      return;
    }
    case 'move':
      moveCapital(s, s.units[s.active], o.turns, o.distance);
      return;
    case 'withdraw':
      s.jobs.push({ kind: 'withdraw', unit: s.active });
      s.phase = 'attack';
      return;
    case 'hold':
      s.stats.attackWindows++;
      s.phase = 'attack';
      if (s.log) s.push({ kind: 'hold', unit: s.active });
      return;
    case 'approach':
    case 'bomb':
    case 'intercept':
      moveSquadron(s, s.units[s.active], o);
      return;
    case 'fire':
      fire(s, s.units[s.active], o.weapon, o.target);
      return;
    case 'end':
      endActivation(s);
      return;
    case 'commit':
      commit(s, o);
      return;
  }
}

function moveCapital(s: JovianState, unit: Unit, turns: number, inches: number): void {
  // Turns are taken at the start of the move (the rulebook allows any point).
  unit.heading = (unit.heading + turns + 8) % 8;
  unit.x += COS[unit.heading] * inches;
  unit.y += SIN[unit.heading] * inches;
  if (s.log) s.push({ kind: 'move', unit: unit.index, turns, distance: inches, x: round(unit.x), y: round(unit.y) });
  if (leaveIfOff(s, unit)) return;
  s.stats.attackWindows++;
  s.phase = 'attack';
}

/** Movement › Leaving Play: a model that ends a move off the table is Withdrawn. */
function leaveIfOff(s: JovianState, unit: Unit): boolean {
  if (onTable(unit.x, unit.y, TABLE_INCHES)) return false;
  unit.status = 'withdrawn';
  if (s.log) s.push({ kind: 'left-table', unit: unit.index });
  endActivation(s);
  return true;
}

function moveSquadron(s: JovianState, unit: Unit, o: { kind: 'approach' | 'bomb' | 'intercept'; target: number; boost: number }): void {
  const sq = unit.def as SquadronCard;
  const target = s.units[o.target];
  // Squadron Special Actions › Boost: +3" per Fuel (1-2); grants Evasive for the activation.
  unit.fuel -= o.boost;
  unit.boosted = o.boost > 0;
  const reach = sq.speed + o.boost * BOOST_INCHES;
  const gap = distance(unit.x, unit.y, target.x, target.y);
  // Approach to just inside the target's Short Range (its Signature) - or base contact (1") for a run.
  const stopAt = o.kind === 'approach' ? target.def.signature - 0.5 : 1;
  const travel = Math.max(0, Math.min(reach, gap - stopAt));
  if (gap > 0) {
    unit.x += ((target.x - unit.x) / gap) * travel;
    unit.y += ((target.y - unit.y) / gap) * travel;
  }
  if (s.log) s.push({ kind: o.kind, unit: unit.index, target: target.index, boost: o.boost, x: round(unit.x), y: round(unit.y) });
  s.stats.attackWindows++;
  if (o.kind === 'approach') {
    autofire(s, unit);
    s.phase = 'attack';
    return;
  }
  s.exchange = { kind: o.kind === 'bomb' ? 'bombing' : 'dogfight', attacker: unit.index, defender: target.index, first: null, second: null };
  s.phase = 'commit';
}

/**
 * Point Defense with Autofire (Weapons › Point Defense; Attack Window): an
 * enemy squadron ending its move within Short Range (Sensors counted as 0)
 * of a capital ship with Defense above 0 draws a Point Defense attack, once
 * per activation or round (`weapon-use`).
 */
function autofire(s: JovianState, squadron: Unit): void {
  for (const ship of s.units) {
    if (ship.side === squadron.side || !ship.inPlay() || !ship.capital || ship.pdUsed || defenseOf(ship) <= 0) continue;
    if (distance(ship.x, ship.y, squadron.x, squadron.y) > squadron.def.signature) continue;
    ship.pdUsed = true;
    s.stats.attackWindows++;
    queueAttack(s, ship, POINT_DEFENSE, squadron, 'point-defense', false);
  }
}

function fire(s: JovianState, unit: Unit, wi: number, targetIndex: number): void {
  const target = s.units[targetIndex];
  s.firedThisActivation++;
  if (wi === POINT_DEFENSE) {
    // "declare an attack using its Point Defense weapon against all Squadrons in range".
    unit.pdUsed = true;
    for (const t of s.units) if (t.side !== unit.side && t.inPlay() && !t.capital && distance(unit.x, unit.y, t.x, t.y) <= t.def.signature) queueAttack(s, unit, POINT_DEFENSE, t, 'point-defense', false);
    return;
  }
  unit.used |= 1 << wi;
  const w = unit.def.weapons[wi];
  if (s.log) s.push({ kind: 'fire', unit: unit.index, weapon: w.name, target: targetIndex });
  queueAttack(s, unit, wi, target, 'activation', false);
  if (w.type === 'kinetic') {
    // Kinetic Cannon: every other model touched by the 1"-wide line is a Secondary Target, farthest first.
    const hit = s.units
      .filter((m) => m !== unit && m !== target && m.inPlay() && distanceToSegment(m.x, m.y, unit.x, unit.y, target.x, target.y) <= 0.5)
      .sort((a, b) => distance(unit.x, unit.y, b.x, b.y) - distance(unit.x, unit.y, a.x, a.y));
    for (const m of hit) if (planFor(s, unit, wi, m, 'activation').refused === null) queueAttack(s, unit, wi, m, 'activation', true);
  }
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
