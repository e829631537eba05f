/**
 * Reactive Interceptions, CAP and the Escorting state (`002_f697cf6215cb147c.txt`: Traits › CAP; Squadron
 * Special Actions › Combat Air Patrol; States › Escorting; Interception › Reactive
 * Interception; Weapons › Drone Bay, last bullet, for Class III drones).
 *
 * - Entering (Combat Air Patrol: "When a Squadron or Class III drones is first Deployed
 *   on the table during the Deployment Phase or as the result of a Launch action or Drone
 *   Bay usage, it may move into base contact with a friendly Capital Ship with the CAP
 *   trait"): a fixed policy, not a decision. At Fleet Deployment each table CAP ship takes
 *   the first of its fleet's table squadrons (fleet order, drones never: they deploy in
 *   their bay) that escorts nobody; a launched Class III drone escorts the launching ship
 *   if it has CAP and no escort (Drone Bay: "any Capital Ship within 6" and in the arc":
 *   the launching ship is the one certainly in reach). "Only one Squadron may be in the
 *   Escorting state for each Capital Ship with the CAP Trait."
 * - While Escorting: "the Squadron does not gain an Activation" (flow.ts beginTurn marks it
 *   activated) and "whenever its Capital Ship activates, the Squadron moves along with it,
 *   maintaining base to base contact" (bases are points here: it stands on the ship's spot).
 * - "The Escorting Squadron may make Reactive Interceptions on any Squadron that passes
 *   within 3"" (its Speed with Interceptor): an enemy squadron's move (approach, Bombing
 *   Run, Intercept, Combined Attack; a Ram, Land, escape or mining move: flow.ts stoppedOnTheWay)
 *   that passes within that range of an Escorting squadron with Fuel 1+ is interrupted at the first point in range (Reactive Interception step 1)
 *   and a Dogfight is resolved, if its player takes the offer (reactiveOffer.ts: "may"). The
 *   escort then "immediately returns to base contact with its Capital Ship and resumes the
 *   Escorting state" instead of the free move (freeMoves.ts). The active squadron's move ends at that
 *   point and its declared Bombing Run / Dogfight / Combined Attack lapses (see README:
 *   "resume its activation as normal" is read as keeping its attacks, not its move).
 * - Leaving: the ship is no longer in play or no longer friendly (Captured), which ends the
 *   base contact the state requires; or a Vector Attack moves it ("A Squadron may be commanded
 *   to leave Escorting State via the Vector Attack action moving it out of base contact").
 * - Reactive Interception by any squadron (Interception › Reactive Interception: "Squadrons may also
 *   declare an Interception during an enemy Model's activation if the active enemy Squadron is within
 *   3" at any point during its activation"; variant `reactive-interception=any`, the default): every
 *   enemy squadron on the table with Fuel 1+ (mayReact: not Embarked; Class I-II drones never) is an
 *   interceptor as an escort is, offered the interception (reactiveOffer.ts); it flies into base contact (1" from the stopped
 *   squadron) and after the Dogfight's attacks makes Dogfight step 8's move (freeMoves.ts: 1" directly away if
 *   both survive, else the free 4" move back). A squadron that starts its move within 3" of one is interrupted
 *   at once (t = 0); one that holds there is intercepted before its attacks (flow.ts holdIntercepted). `escorts`:
 *   escorts only.
 * - The limit (Interception: "Squadrons may not intercept or be intercepted more than once in
 *   one activation", JW-131): under the default `interception-limit=once` it holds by
 *   construction. The only interceptions are the active squadron's own Intercept (an Action,
 *   so one per activation) and a Reactive Interception, which ends the active squadron's move
 *   where it happens, so no second squadron can meet that move; an interceptor meets only the one
 *   active squadron of an activation. `unlimited` lifts the "be intercepted" half: after the
 *   Dogfight the surviving squadron is intercepted again by each further eligible squadron within
 *   its range of the spot where it stopped (Reactive Interception: "within 3" at any point during
 *   its activation"), one after another, each once (`interceptAgain`, an 'intercept-again' job
 *   queued after the Dogfight's attacks). The move stops at the first point of its straight path in
 *   range of any eligible squadron, so another one in range of that spot is a tie: most often a
 *   move that starts within 3" of two (jw-interception-limit counts them, and the squadrons the rest
 *   of such a path would pass under the other reading of "resume its activation as normal", the
 *   squadron flying on after the Dogfight, which is not played).
 */
import { traitValue, type SquadronCard } from './cards.ts';
import type { JovianState } from './game.ts';
import { declareOnFast } from './fast.ts';
import { distance, segmentEntry } from './geometry.ts';
import type { Unit } from './units.ts';
import { open } from './reactiveOffer.ts';

/** Reactive Interception: "within 3"". */
export const INTERCEPT_INCHES = 3;

/** An escort's Reactive Interception range: 3", or its Speed with Interceptor (Traits › Interceptor). */
export function interceptRange(u: Unit): number {
  return traitValue(u.def.traits, 'interceptor') > 0 ? (u.def as SquadronCard).speed : INTERCEPT_INCHES;
}

/** The capital ship carries the CAP trait. */
export function hasCap(u: Unit): boolean {
  return u.capital && traitValue(u.def.traits, 'cap') > 0;
}

function escortOf(s: JovianState, ship: Unit): Unit | null {
  for (const u of s.units) if (u.escort === ship.index) return u;
  return null;
}

/** Fleet Deployment (game.ts): each table CAP ship of `side` takes the first free table squadron, fleet order. */
export function deployEscorts(s: JovianState, side: number): void {
  for (const ship of s.units) {
    if (ship.side !== side || ship.status !== 'active' || !hasCap(ship) || escortOf(s, ship)) continue;
    for (const u of s.units) {
      if (u.side !== side || u.capital || u.def.kind === 'drone' || u.status !== 'active' || u.escort >= 0) continue;
      enterEscort(s, u, ship);
      break;
    }
  }
}

/** Drone Bay usage (drones.ts): a Class III drone escorts the launching CAP ship if it has no escort yet. */
export function escortOnLaunch(s: JovianState, drone: Unit, ship: Unit): void {
  if ((drone.def as SquadronCard).droneClass !== 3 || !hasCap(ship) || escortOf(s, ship)) return;
  enterEscort(s, drone, ship);
}

function enterEscort(s: JovianState, u: Unit, ship: Unit): void {
  u.escort = ship.index;
  u.x = ship.x;
  u.y = ship.y;
  u.heading = ship.heading;
  u.activated = true;
  if (s.log) s.push({ kind: 'escorting', unit: u.index, ship: ship.index });
}

/** Vector Attack moved the escort out of base contact: it leaves the Escorting state (and activates again from the next turn). */
export function leaveEscort(s: JovianState, u: Unit): void {
  if (s.log) s.push({ kind: 'escort-ends', unit: u.index, ship: u.escort });
  u.escort = -1;
}

/** Keeps every escort on its ship's spot; ends the state when the ship is gone or no longer friendly. */
export function followEscorts(s: JovianState): void {
  for (const u of s.units) {
    if (u.escort < 0) continue;
    if (!u.inPlay()) {
      u.escort = -1;
      continue;
    }
    const ship = s.units[u.escort];
    if (!ship.inPlay() || ship.side !== u.side) {
      u.escort = -1;
      if (s.log) s.push({ kind: 'escort-ends', unit: u.index, ship: ship.index });
      continue;
    }
    u.x = ship.x;
    u.y = ship.y;
    u.heading = ship.heading;
  }
}

/**
 * Reactive Interception (by an eligible enemy squadron: mayReact) on `mover`'s straight move from
 * (fromX, fromY) to its current spot. Returns the interceptor (and moves `mover` back to the first
 * point in range), or null. Not the target of the mover's own Intercept (Interception: "The target of an
 * Active Interception may not intercept the intercepting Squadron").
 */
export function reactiveInterceptor(s: JovianState, mover: Unit, fromX: number, fromY: number, target: number, intercepting: boolean): Unit | null {
  const best = firstInterceptor(s, mover, fromX, fromY, mover.x, mover.y, target, intercepting);
  if (best) {
    mover.x = fromX + (mover.x - fromX) * INTERCEPT_AT[0];
    mover.y = fromY + (mover.y - fromY) * INTERCEPT_AT[0];
  }
  return best;
}

/** firstInterceptor's fraction of the move at which it intercepts. */
export const INTERCEPT_AT = [0];

/**
 * The squadron that would make the Reactive Interception on `mover` flying straight from (fromX, fromY) to (toX, toY)
 * (the first whose range the move enters; unit order on a tie), or null; writes the fraction of the move where it
 * happens to INTERCEPT_AT[0]. Changes nothing: the heuristic asks it of the moves it weighs (ai.ts).
 */
export function firstInterceptor(s: JovianState, mover: Unit, fromX: number, fromY: number, toX: number, toY: number, target: number, intercepting: boolean): Unit | null {
  let best: Unit | null = null;
  let bestT = 2;
  for (const u of s.units) {
    if (!mayReact(s, u, mover)) continue;
    if (intercepting && u.index === target) continue;
    const t = firstInRange(fromX, fromY, toX, toY, u.x, u.y, interceptRange(u));
    if (t >= 0 && t < bestT) {
      bestT = t;
      best = u;
    }
  }
  INTERCEPT_AT[0] = bestT;
  return best;
}

/**
 * Whether `u` may make a Reactive Interception on the active squadron `mover` (Interception › Reactive Interception:
 * "Requirement Squadron ... Fuel: 1+"): an enemy squadron with Fuel 1+, Escorting (on its ship), or under
 * `reactive-interception=any` any on the table (not Embarked), Class I-II drones apart (they never intercept: options.ts
 * offers them no Intercept either).
 */
export function mayReact(s: JovianState, u: Unit, mover: Unit): boolean {
  if (u.side === mover.side || u.capital || u.fuel < 1) return false;
  // It was offered this interception and let the active squadron pass (reactiveOffer.ts).
  if (s.react !== null && s.react.passed.includes(u.index)) return false;
  if (u.escort >= 0) return u.inPlay();
  if (!s.reactiveAny || (u.status !== 'active' && u.status !== 'crippled')) return false;
  const sq = u.def as SquadronCard;
  return sq.kind !== 'drone' || sq.droneClass === 3;
}

/** The first fraction t in [0, 1] of the segment A->B within r of C (0 when A already is), or -1. */
export function firstInRange(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, r: number): number {
  return distance(ax, ay, cx, cy) <= r ? 0 : segmentEntry(ax, ay, bx, by, cx, cy, r);
}

/**
 * Opens the Reactive Interception's Dogfight: the active squadron stays the exchange's attacker
 * (its turn to commit first; its weapon and Fire Control are spent as in Dogfight step 6:
 * "expending Fire Control as normal"), the escort defends; `reactive` makes it the interceptor whose
 * move ends the Dogfight (freeMoves.ts: an escort goes back to its ship instead).
 */
export function startReactiveDogfight(s: JovianState, mover: Unit, escort: Unit, before?: readonly number[]): void {
  // Traits › Interceptor: "This model may expend one fuel when declaring a Reactive Interception to intercept with a
  // range of their Speed value in inches, as opposed to 3"": declared beyond 3", it pays that Fuel (its Fuel 1+ made it
  // eligible: mayReact). No shipped card has the trait.
  if (distance(escort.x, escort.y, mover.x, mover.y) > INTERCEPT_INCHES + 1e-9) escort.fuel -= 1;
  // Reactive Interception step 2: "Makes a free move into base contact by the shortest path possible": a squadron that is
  // not Escorting flies straight to 1" from the mover (base contact, as a run's approach stops: flow.ts); an escort
  // stays on its ship's spot (its Dogfight is fought from the formation, States › Escorting).
  if (escort.escort < 0) {
    const gap = distance(escort.x, escort.y, mover.x, mover.y);
    if (gap > 1) {
      escort.x = mover.x + ((escort.x - mover.x) / gap) * 1;
      escort.y = mover.y + ((escort.y - mover.y) / gap) * 1;
    }
  }
  if (s.log) s.push({ kind: 'reactive-intercept', unit: escort.index, target: mover.index, x: Math.round(mover.x * 10) / 10, y: Math.round(mover.y * 10) / 10, escorting: escort.escort >= 0 });
  s.exchange = { kind: 'dogfight', attacker: mover.index, defender: escort.index, first: null, second: null, reactive: true };
  // `interception-limit=unlimited` only (JW-131): the escorts that already intercepted this activation.
  if (before) s.exchange.before = before.slice();
  s.phase = 'commit';
}

/**
 * The next Reactive Interception on `mover` where it stands, were the limit lifted (JW-131): the
 * first eligible enemy squadron (mayReact; unit order), not in `done`, within its interception range
 * (3", its Speed with Interceptor) of the mover's spot. A pure reading: the experiment asks it under
 * `once` too, to count the interceptions the limit forbids.
 */
export function nextInterceptor(s: JovianState, mover: Unit, done: readonly number[]): Unit | null {
  for (const u of s.units) {
    if (!mayReact(s, u, mover) || done.includes(u.index)) continue;
    if (distance(mover.x, mover.y, u.x, u.y) <= interceptRange(u)) return u;
  }
  return null;
}

/** Queued after a Reactive Interception's Dogfight under `interception-limit=unlimited` (exchanges.ts). */
export interface InterceptAgainJob {
  kind: 'intercept-again';
  /** The active squadron. */
  unit: number;
  /** The escorts that intercepted it this activation. */
  done: number[];
}

/** Runs an 'intercept-again' job (no roll): offers the next squadron in range the interception (reactiveOffer.ts), if the active squadron survived. */
export function interceptAgain(s: JovianState, job: InterceptAgainJob): void {
  s.jobs.shift();
  const mover = s.units[job.unit];
  if (!mover.inPlay() || s.active !== mover.index) return;
  const next = nextInterceptor(s, mover, job.done);
  if (next) open(s, null, next, [], job.done);
}

/** A further interception after a Dogfight, accepted (interception-limit=unlimited): its Dogfight. */
export function interceptAfterDogfight(s: JovianState, mover: Unit, interceptor: Unit, done: readonly number[]): void {
  // Traits › Fast (fast.ts): the next escort's Reactive Interception of a Fast squadron costs it the Skill Test too.
  if (s.fast) declareOnFast(s, interceptor, mover);
  startReactiveDogfight(s, mover, interceptor, done);
}
