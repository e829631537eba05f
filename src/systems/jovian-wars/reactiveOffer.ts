/**
 * Reactive Interception as the defender's choice (`002_f697cf6215cb147c.txt`, Interception › Reactive Interception:
 * "Squadrons may also declare an Interception during an enemy Model's activation if the active enemy Squadron is within
 * 3" at any point during its activation"). "May": each eligible squadron (escorts.ts mayReact) is offered it, and its
 * player answers: intercept, or let the active squadron pass.
 *
 * When: a squadron's moves are straight lines and nothing on the way is random, so where each eligible squadron's range
 * is first entered is known once the active squadron's option is chosen (squadronPaths.ts). The offer is made then,
 * before the move is played: the first squadron on the way (escorts.ts firstInterceptor: the earliest point in range,
 * unit order on a tie) is asked; one that lets it pass is left out (mayReact reads `passed`) and the next on the way is
 * asked; once one intercepts, or none is left, flow.ts plays the option, and its own check meets exactly the squadron
 * that intercepted (the first on the way not passed). A squadron that holds is offered to those within range of its
 * spot (flow.ts holdIntercepted). Under `interception-limit=unlimited`, each further squadron in range after a Dogfight
 * (escorts.ts interceptAgain) is offered in turn too.
 *
 * What the players see: the offer is public (the active squadron's option was declared; observation `offered`).
 */
import type { JovianState } from './game.ts';
import { onTable } from './geometry.ts';
import { firstInterceptor, INTERCEPT_AT, nextInterceptor } from './escorts.ts';
import type { Option } from './options.ts';
import { contactEnd, escapeEnd, mineEnd, squadronMoveEnd } from './squadronPaths.ts';
import type { Unit } from './units.ts';

/** An open offer of a Reactive Interception on the active squadron. */
export interface ReactOffer {
  /** The active squadron's chosen option, played once every offer is answered; null for a further interception after a Dogfight (interception-limit=unlimited). */
  option: Option | null;
  /** The squadron offered the interception now. */
  unit: number;
  /** The squadrons that let the active squadron pass during this option (escorts.ts mayReact leaves them out). */
  passed: number[];
  /** Under interception-limit=unlimited, after a Dogfight: the squadrons that intercepted it this activation. */
  done: number[] | null;
}

/** The option kinds whose move (or hold) an enemy squadron may intercept: the ones flow.ts checks. */
export const INTERCEPTABLE: Readonly<Record<Option['kind'], boolean>> = {
  select: false,
  action: false,
  move: false,
  approach: true,
  bomb: true,
  intercept: true,
  combined: true,
  hold: true,
  withdraw: false,
  escape: true,
  ram: true,
  fire: false,
  end: false,
  commit: false,
  board: false,
  firefight: false,
  launch: false,
  stay: false,
  land: true,
  mine: true,
  react: false,
};

const END = [0, 0];
const NONE_BEFORE: readonly number[] = [];

/**
 * The squadron that would make the Reactive Interception on `unit`'s option `o` (not among those that passed), or
 * null: the same check flow.ts makes when it plays the option (moveSquadron, stoppedOnTheWay, holdIntercepted).
 */
export function pathInterceptor(s: JovianState, unit: Unit, o: Option): Unit | null {
  switch (o.kind) {
    case 'approach':
    case 'bomb':
    case 'intercept':
    case 'combined':
      squadronMoveEnd(unit, s.units[o.target], o.kind, o.boost, END);
      return firstInterceptor(s, unit, unit.x, unit.y, END[0], END[1], o.target, o.kind === 'intercept');
    case 'ram':
      if (unit.capital) return null;
      contactEnd(unit, s.units[o.target], END);
      return onTheTable(s, unit);
    case 'land':
      contactEnd(unit, s.units[o.target], END);
      return onTheTable(s, unit);
    case 'escape':
      escapeEnd(s, unit, o.boost, END);
      return onTheTable(s, unit);
    case 'mine':
      mineEnd(s, unit, o.boost, END);
      return onTheTable(s, unit);
    case 'hold':
      return unit.capital ? null : nextInterceptor(s, unit, NONE_BEFORE);
    default:
      return null;
  }
}

/** flow.ts stoppedOnTheWay's check on the move to END: the first interceptor, when the point it meets is on the table. */
function onTheTable(s: JovianState, unit: Unit): Unit | null {
  const interceptor = firstInterceptor(s, unit, unit.x, unit.y, END[0], END[1], -1, false);
  if (!interceptor) return null;
  const t = INTERCEPT_AT[0];
  return onTable(unit.x + (END[0] - unit.x) * t, unit.y + (END[1] - unit.y) * t, s.table) ? interceptor : null;
}

/** Offers the interception of the active squadron's option `o` to the first squadron on its way; false when none may. */
export function offerInterception(s: JovianState, o: Option): boolean {
  const interceptor = pathInterceptor(s, s.units[s.active], o);
  if (!interceptor) return false;
  open(s, o, interceptor, s.react === null ? [] : s.react.passed, null);
  return true;
}

/** Offers `interceptor` the interception (a decision of its player). */
export function open(s: JovianState, option: Option | null, interceptor: Unit, passed: number[], done: number[] | null): void {
  s.react = { option, unit: interceptor.index, passed, done };
  s.phase = 'react';
  s.toMove = interceptor.side;
}

/** The next squadron to offer after the one asked let the active squadron pass, or null. */
export function nextOffered(s: JovianState, r: ReactOffer): Unit | null {
  const mover = s.units[s.active];
  return r.option !== null ? pathInterceptor(s, mover, r.option) : nextInterceptor(s, mover, r.done!);
}

/** A copy for a state copy (clone, serialize): the option objects are never mutated and are shared. */
export function copyOffer(r: ReactOffer | null): ReactOffer | null {
  return r === null ? null : { option: r.option, unit: r.unit, passed: r.passed.slice(), done: r.done === null ? null : r.done.slice() };
}
