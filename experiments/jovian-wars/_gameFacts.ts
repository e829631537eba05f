/**
 * Jovian Wars (002_f697cf6215cb147c.txt): the facts of one played game for jw-game-facts, read without changing it.
 * `playWatched` plays a game exactly as playToEnd (src/game/playGame.ts) does (the same calls in the same order, so
 * the same game: tests/experiments/jw-game-facts.test.ts checks it) and reads, at each decision, the option the
 * player chose against the options it had, and after each step the events the step logged. `endFacts` reads the
 * final position (Victory Points by state, and the winner under other multipliers).
 */
import { SeatView } from '../../src/game/agents/agent.ts';
import { CHANCE } from '../../src/game/state.ts';
import type { Seat } from '../../src/game/playGame.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { Unit } from '../../src/systems/jovian-wars/units.ts';
import { sensorsOf, thrustersOf } from '../../src/systems/jovian-wars/units.ts';
import { fireControlLeft, HARD_BURN, LONG_SHOT, POINT_DEFENSE, type Option } from '../../src/systems/jovian-wars/options.ts';
import { SUPPRESSING_FIRE } from '../../src/systems/jovian-wars/supportActions.ts';
import { MISSILE_RANGE, rangeBand, VP_MULTIPLIER } from '../../src/systems/jovian-wars/rules.ts';
import { distance } from '../../src/systems/jovian-wars/geometry.ts';

/** Unit classes the counts are split by: capital ships and squadrons. */
export const CAPITAL = 0;
export const SQUADRON = 1;
const classOf = (u: Unit) => (u.capital ? CAPITAL : SQUADRON);

export interface WatchedFacts {
  /** Per seat: activations that follow one of the same player's in the same turn (Structure of a Game: "several consecutive ... activations"). */
  consecutive: [number, number];
  /** Activations by unit class (capital, squadron). */
  activations: [number, number];
  /** Capital ship activations declaring Hard Burn (States › Hard Burn). */
  hardBurns: number;
  /** Squadron moves (approach, Bombing Run, Dogfight, Combined Attack, Ram, Land) by Fuel spent on Boost, 0..3 (Squadron Special Actions › Boost). */
  boosts: [number, number, number, number];
  /** Suppressed:X states applied, and the sum of their X (States › Suppressed). */
  suppressed: number;
  suppressedX: number;
  /** Reactive Interceptions (by any squadron, escorts included), and squadrons entering the Escorting state (Squadron Special Actions › Escorting). */
  reactiveIntercepts: number;
  escortings: number;
  /** Capital ship moves (Capital Ship Movement): made; those offered more than one distance, and of these at the least and at the most distance offered; with a turn made. */
  capitalMoves: number;
  movesWithRange: number;
  movesAtMin: number;
  movesAtMax: number;
  movesTurning: number;
  /** Active (not Crippled) capital ship moves: their turn budget min(Turns, Thrusters) summed, the card's Turns summed, moves with the budget cut by Thrusters damage or Suppressed, and with no turn left. */
  activeMoves: number;
  turnBudget: number;
  cardTurns: number;
  budgetCut: number;
  budgetZero: number;
  /** The same for cards with Turns 2 or more (the Shan-Yu). */
  twoTurnMoves: number;
  twoTurnCut: number;
  /** Fire Control (Attack › Fire Control), per unit class: activations with a weapon in reach at their first fire decision, those with more weapons in reach than Fire Control, Fire Control there, attacks made. */
  fireActivations: [number, number];
  fireBound: [number, number];
  fireControl: [number, number];
  attacksMade: [number, number];
  /** Per unit class: fire decisions where the player ended its attacks with a weapon still in reach. */
  endedWithShots: [number, number];
  /** Gun attacks (not missiles, not Point Defense) by Sensor Range band: Short, Optimum, Long (Attack › Sensor Range); those at Long by the Action that allowed it: Long Shot, Suppressing Fire ("ignoring Sensor Range"), neither. */
  gunBands: [number, number, number];
  longBy: [number, number, number];
  /** Missile attacks: made, their distance summed, those beyond the firer's gun Sensor Range (the Long band), in the outer third of the missile's range (Weapons › Missile). */
  missiles: number;
  missileDistance: number;
  missilesBeyondSensors: number;
  missilesOuterThird: number;
  /** Withdraw (Generic Special Actions › Withdraw), per unit class: plan decisions offering it, declared, declared while Crippled, declared while damaged (any box lost), withdrawn (the Skill Test passed). */
  withdrawOffered: [number, number];
  withdrawTaken: [number, number];
  withdrawCrippled: number;
  withdrawDamaged: [number, number];
  withdrawn: [number, number];
  /** Crippled capital ship plan decisions offering Withdraw. */
  crippledOffered: number;
  /** Ships Captured (States › Captured). */
  captures: number;
}

const pair = (): [number, number] => [0, 0];

export function emptyFacts(): WatchedFacts {
  return {
    consecutive: pair(), activations: pair(), hardBurns: 0, boosts: [0, 0, 0, 0], suppressed: 0, suppressedX: 0, reactiveIntercepts: 0, escortings: 0,
    capitalMoves: 0, movesWithRange: 0, movesAtMin: 0, movesAtMax: 0, movesTurning: 0, activeMoves: 0, turnBudget: 0, cardTurns: 0, budgetCut: 0, budgetZero: 0, twoTurnMoves: 0, twoTurnCut: 0,
    fireActivations: pair(), fireBound: pair(), fireControl: pair(), attacksMade: pair(), endedWithShots: pair(), gunBands: [0, 0, 0], longBy: [0, 0, 0],
    missiles: 0, missileDistance: 0, missilesBeyondSensors: 0, missilesOuterThird: 0,
    withdrawOffered: pair(), withdrawTaken: pair(), withdrawCrippled: 0, withdrawDamaged: pair(), withdrawn: pair(), crippledOffered: 0, captures: 0,
  };
}

/** Whether the model has lost anything: a box on any rating track of a capital ship, Structure on a squadron. */
export function damaged(u: Unit): boolean {
  if (u.capital) return u.marked.some((m) => m > 0);
  return u.structure < (u.def as { structure: number }).structure;
}

/** Reads the events logged since `from` into f (the log's events carry unit indices into state.units); returns the new length. */
export function readEvents(state: JovianState, from: number, f: WatchedFacts, last: { turn: number; player: number }): number {
  const events = state.events();
  for (let k = from; k < events.length; k++) {
    const e = events[k] as Record<string, unknown> & { kind: string };
    const unit = typeof e.unit === 'number' ? state.units[e.unit] : undefined;
    switch (e.kind) {
      case 'turn':
        last.player = -1;
        break;
      case 'activate': {
        const player = e.player as number;
        if (player === last.player && e.turn === last.turn) f.consecutive[player]++;
        last.turn = e.turn as number;
        last.player = player;
        f.activations[classOf(unit!)]++;
        break;
      }
      case 'action':
        if (e.action === HARD_BURN) f.hardBurns++;
        break;
      case 'suppressed':
        f.suppressed++;
        f.suppressedX += e.x as number;
        break;
      case 'reactive-intercept':
        f.reactiveIntercepts++;
        break;
      case 'escorting':
        f.escortings++;
        break;
      case 'withdraw':
        if (e.success) f.withdrawn[classOf(unit!)]++;
        break;
      case 'captured':
        f.captures++;
        break;
      default:
        // Squadron moves that may Boost carry the Fuel spent (flow.ts, exchanges.ts).
        if (typeof e.boost === 'number' && unit && !unit.capital) f.boosts[e.boost]++;
    }
  }
  return events.length;
}

/** The chosen option against the options offered, read before it is applied. */
export function readDecision(state: JovianState, options: readonly Option[], chosen: Option, f: WatchedFacts, activation: { key: number }): void {
  if (state.active < 0) return;
  const unit = state.units[state.active];
  const c = classOf(unit);
  const card = unit.def as { turns?: number };
  if (chosen.kind === 'move' && unit.capital) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const o of options) if (o.kind === 'move') (lo = Math.min(lo, o.distance!)), (hi = Math.max(hi, o.distance!));
    f.capitalMoves++;
    if (lo < hi) {
      f.movesWithRange++;
      if (chosen.distance === lo) f.movesAtMin++;
      if (chosen.distance === hi) f.movesAtMax++;
    }
    if (chosen.turns !== 0) f.movesTurning++;
    if (unit.status === 'active') {
      // Capital Ship Movement: "a number of times equal to its Turns rating or its current Thrusters rating, whichever is lower" (Hard Burn: Turns 1).
      const turns = unit.hardBurn >= 0 ? 1 : card.turns!;
      const budget = Math.min(turns, thrustersOf(unit));
      f.activeMoves++;
      f.turnBudget += budget;
      f.cardTurns += turns;
      if (budget < turns) f.budgetCut++;
      if (budget === 0) f.budgetZero++;
      if (card.turns! >= 2) {
        f.twoTurnMoves++;
        if (budget < turns) f.twoTurnCut++;
      }
    }
  }
  if (chosen.kind === 'withdraw' || options.some((o) => o.kind === 'withdraw')) {
    f.withdrawOffered[c]++;
    if (unit.status === 'crippled') f.crippledOffered++;
    if (chosen.kind === 'withdraw') {
      f.withdrawTaken[c]++;
      if (unit.status === 'crippled') f.withdrawCrippled++;
      if (damaged(unit)) f.withdrawDamaged[c]++;
    }
  }
  const fires = options.some((o) => o.kind === 'fire');
  if (!fires) return;
  // The first fire decision of an activation: weapons in reach against the Fire Control left.
  const key = state.turn * 4096 + state.stats.activations[0] + state.stats.activations[1];
  if (activation.key !== key) {
    activation.key = key;
    let weapons = 0;
    for (const o of options) if (o.kind === 'fire') weapons |= 1 << (o.weapon! === POINT_DEFENSE ? 31 : o.weapon!);
    let distinct = 0;
    for (let w = weapons; w !== 0; w &= w - 1) distinct++;
    const fc = fireControlLeft(state, unit);
    f.fireActivations[c]++;
    f.fireControl[c] += fc;
    if (distinct > fc) f.fireBound[c]++;
  }
  if (chosen.kind === 'end') f.endedWithShots[c]++;
  if (chosen.kind !== 'fire') return;
  f.attacksMade[c]++;
  if (chosen.weapon === POINT_DEFENSE) return;
  const target = state.units[chosen.target!];
  const w = unit.def.weapons[chosen.weapon!];
  if (w.type === 'drone') return;
  const d = distance(unit.x, unit.y, target.x, target.y);
  // Attack › Sensor Range by distance, Signature and the firer's current Sensors (Stealth not subtracted).
  const band = rangeBand(d, target.def.signature, sensorsOf(unit), String(state.variants['optimum-edge'] ?? 'inclusive'));
  if (w.type === 'missile') {
    f.missiles++;
    f.missileDistance += d;
    if (band === 'long') f.missilesBeyondSensors++;
    if (d > (2 / 3) * MISSILE_RANGE[w.missile ?? 'ac']) f.missilesOuterThird++;
  } else {
    f.gunBands[band === 'short' ? 0 : band === 'optimum' ? 1 : 2]++;
    if (band === 'long') f.longBy[state.declared === LONG_SHOT ? 0 : state.declared === SUPPRESSING_FIRE ? 1 : 2]++;
  }
}

/**
 * Plays state to its end as playToEnd does (the same calls in the same order: the same game), reading each
 * decision and the events of each step. The state's log must be on.
 */
export function playWatched(state: JovianState, seats: readonly [Seat, Seat]): WatchedFacts {
  if (state.log === null) throw new Error('jw-game-facts: playWatched needs the event log on');
  const f = emptyFacts();
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  const last = { turn: 0, player: -1 };
  const activation = { key: -1 };
  let read = readEvents(state, 0, f, last);
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) state.applyChance();
    else {
      const seat = seats[mover];
      const action = seat.agent.act(views[mover], seat.rng);
      const options = state.options();
      readDecision(state, options, options[action], f, activation);
      state.apply(action);
    }
    read = readEvents(state, read, f, last);
  }
  return f;
}

// ---- The final position ---------------------------------------------------------------------

export const STATES = ['active', 'withdrawn', 'crippled', 'destroyed', 'captured'] as const;
export type EndState = (typeof STATES)[number];

/** Victory multipliers: the rulebook's (VP_MULTIPLIER) and the alternatives read on the same final positions. */
export const MULTIPLIERS = {
  rulebook: VP_MULTIPLIER,
  'withdrawn 0': { ...VP_MULTIPLIER, withdrawn: 0 },
  'withdrawn 1': { ...VP_MULTIPLIER, withdrawn: 1 },
  'captured 1': { ...VP_MULTIPLIER, captured: 1 },
} as const;
export type Multipliers = { active: number; withdrawn: number; captured: number };

export interface EndFacts {
  /** TV of both fleets by final state (drones excluded: their cost is their ship's). */
  tv: Record<EndState, number>;
  /** The winner (seat, or -1 for a draw) under each set of multipliers, and by killed points (victory=killed). */
  winner: Record<keyof typeof MULTIPLIERS | 'killed', number>;
}

function endStateOf(u: Unit): EndState {
  if (u.captured()) return 'captured';
  if (u.status === 'withdrawn') return 'withdrawn';
  if (u.status === 'crippled') return 'crippled';
  if (u.status === 'destroyed') return 'destroyed';
  return 'active'; // active, Embarked, In Reserve score as Active (game.ts victoryPoints)
}

/** Victory Points by seat under the multipliers, as game.ts victoryPoints counts them. */
export function pointsUnder(state: JovianState, m: Multipliers): [number, number] {
  const vp: [number, number] = [0, 0];
  for (const u of state.units) {
    if (u.def.kind === 'drone') continue;
    const live = u.status === 'active' || u.status === 'embarked' || u.status === 'reserve' ? m.active : u.status === 'withdrawn' ? m.withdrawn : 0;
    vp[u.side] += u.def.tv * (u.captured() ? live * m.captured : live);
  }
  return vp;
}

const winnerOf = (score: readonly number[]) => (score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : -1);

export function endFacts(state: JovianState): EndFacts {
  const tv = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<EndState, number>;
  for (const u of state.units) if (u.def.kind !== 'drone') tv[endStateOf(u)] += u.def.tv;
  const winner = Object.fromEntries(Object.entries(MULTIPLIERS).map(([id, m]) => [id, winnerOf(pointsUnder(state, m))])) as EndFacts['winner'];
  winner.killed = winnerOf(state.killedPoints());
  return { tv, winner };
}
