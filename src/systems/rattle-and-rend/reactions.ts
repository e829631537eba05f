/**
 * Reactions ("Eleven Reactions"): the seven standard reactions (one per
 * Element type) and the seven Warding Reactions, their triggers and effects.
 * The protocol (declare 1, deny 1, counter-spend 1; one reaction per action;
 * a successful reaction swaps the initiative) is in engine.ts.
 *
 * Windows (simplified timing, README): at an action's declaration (its
 * planned movement known), when an enemy attack forces a Will check
 * (Sacrifice), after that Will check (Rally, Defiance, Vengeance), and after
 * a reaction has taken the initiative (Reversal, the one reaction to a reaction).
 */
import { distance, inContact, lineOfSight, nearestFreeSpot, withinBand } from './board.ts';
import { CRITICAL, diceFor, FAIL } from './check.ts';
import { furyOf } from './attackModel.ts';
import { elementLabel, actionMovement, bestTarget } from './actions.ts';
import { canAttack, nearestEnemy, plannedEnd, withdraw } from './engine.ts';
import * as O from './ops.ts';
import { BAND, BAND_MM, CHAMPION, DREGS, FIGHTERS, HEAVY, SHOOTERS, SKIRMISHERS, WARD } from './rules.ts';
import { FRAME, FURY, GUILE, WILL, type RrState } from './state.ts';
import { IN_PLAY } from './board.ts';
import { willBonus, willPenalty, willStat } from './engine.ts';

export function describeReaction(s: RrState, code: number): string {
  const kind = O.reactionKind(code);
  const reactor = O.reactionReactor(code);
  const arg = O.reactionArg(code);
  const name = O.REACTION_NAMES[kind];
  const withArg = [O.RK_FODDER, O.RK_CONFUSION, O.RK_SACRIFICE, O.RK_PURSUIT, O.RK_VENGEANCE, O.RK_DEFIANCE, O.RK_REVERSAL].includes(kind);
  return `${elementLabel(s, reactor)}: ${name}${withArg ? ` (${elementLabel(s, arg)})` : ''}`;
}

function wardRange(s: RrState): number {
  return BAND_MM[s.variants['ward-rng'] === 'long' ? BAND.L : BAND.S];
}

/** Non-Ward allies of the reactor seat within L of Ward w ("an allied (non-Ward) Element must be within L RNG of the Ward"). */
function inWardReach(s: RrState, w: number, k: number): boolean {
  return k !== w && s.status[k] === IN_PLAY && s.type[k] !== WARD && s.side[k] === s.side[w] && distance(s, w, k) <= BAND_MM[BAND.L];
}

function wardKind(s: RrState, w: number): number {
  return O.WARD_REACTION_KIND[s.trait[w]];
}

function canPay(s: RrState, p: number): boolean {
  return s.momentum[p] >= 1 || (s.bondIs(p, 'discipline') && !s.disciplineReaction[p]);
}

/** Reaction codes seat `reactor` may declare in this window. */
export function reactionOptions(s: RrState, stage: number, reactor: number, target: number, attacker: number, extra: number): number[] {
  if (!canPay(s, reactor) || s.aActor < 0) return [];
  const out: number[] = [];
  const actor = s.aActor;
  if (stage === O.ST_DECLARE) {
    const kind = s.aKind;
    const attack = kind === O.AK_CHARGE || kind === O.AK_STAND || kind === O.AK_DOOM;
    const movement = actionMovement(s);
    let endX = s.x[actor];
    let endY = s.y[actor];
    if (movement) [endX, endY] = plannedEnd(s, actor, movement.dest, movement.budget, movement.flags);
    const moves = Math.hypot(endX - s.x[actor], endY - s.y[actor]) > 1;
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== reactor || s.status[k] !== IN_PLAY) continue;
      const type = s.type[k];
      if (type === HEAVY && s.variants.intimidate === 'present' && withinBand(s, k, actor, s.rngBand(k, true)) && lineOfSight(s, k, actor)) out.push(O.reactionCode(O.RK_INTIMIDATE, k, 0));
      if (type === FIGHTERS && attack && target === k) out.push(O.reactionCode(O.RK_RETALIATE, k, 0));
      if (type === SHOOTERS && withinBand(s, k, actor, s.rngBand(k, true)) && lineOfSight(s, k, actor) && (moves || (attack && target >= 0 && (target === k || lineOfSight(s, k, target))))) {
        out.push(O.reactionCode(O.RK_SUPPRESS, k, 0));
      }
      if (type === SKIRMISHERS && moves && Math.hypot(endX - s.x[k], endY - s.y[k]) <= s.movMm(k, true)) out.push(O.reactionCode(O.RK_EVADE, k, 0));
      if (type === DREGS && target >= 0 && target !== k && s.side[target] === reactor && distance(s, k, target) <= BAND_MM[BAND.S] && lineOfSight(s, k, target)) {
        out.push(O.reactionCode(O.RK_FODDER, k, target));
      }
      if (type === WARD) {
        if ((moves && Math.hypot(endX - s.x[k], endY - s.y[k]) <= BAND_MM[BAND.S]) || (attack && target === k)) out.push(O.reactionCode(O.RK_BLINK, k, 0));
        const ward = wardKind(s, k);
        if (ward === O.RK_DETONATE && distance(s, k, actor) <= wardRange(s)) out.push(O.reactionCode(O.RK_DETONATE, k, 0));
        if (ward === O.RK_CONFUSION && attack && target >= 0 && inWardReach(s, k, target) && redirectTarget(s, actor, target) >= 0) out.push(O.reactionCode(O.RK_CONFUSION, k, target));
        if (ward === O.RK_PURSUIT && moves) {
          for (let a = 0; a < s.n; a++) {
            if (!inWardReach(s, k, a)) continue;
            const band = s.rngBand(a, true);
            if (band <= 0) continue;
            const before = distance(s, a, actor) <= BAND_MM[band];
            const after = Math.hypot(endX - s.x[a], endY - s.y[a]) <= BAND_MM[band];
            if (before && !after) {
              out.push(O.reactionCode(O.RK_PURSUIT, k, a));
              break;
            }
          }
        }
      }
    }
    return out;
  }
  if (stage === O.ST_WILL) {
    for (let w = 0; w < s.n; w++) {
      if (s.side[w] !== reactor || s.type[w] !== WARD || s.status[w] !== IN_PLAY || wardKind(s, w) !== O.RK_SACRIFICE || attacker < 0 || s.status[attacker] !== IN_PLAY) continue;
      for (let a = 0; a < s.n; a++) {
        if (a === target || !inWardReach(s, w, a)) continue;
        const band = Math.max(BAND.S, s.rngBand(attacker));
        if (withinBand(s, attacker, a, band)) {
          out.push(O.reactionCode(O.RK_SACRIFICE, w, a));
          break;
        }
      }
    }
    return out;
  }
  if (stage === O.ST_AFTER_WILL) {
    const result = extra;
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== reactor || s.status[k] !== IN_PLAY) continue;
      if ((s.type[k] === CHAMPION || s.champ[k] >= 0) && (k === target || lineOfSight(s, k, target))) out.push(O.reactionCode(O.RK_RALLY, k, 0));
      if (s.type[k] !== WARD) continue;
      const ward = wardKind(s, k);
      if (ward === O.RK_DEFIANCE && result !== FAIL && attacker >= 0 && inWardReach(s, k, target) && canAttack(s, target, attacker)) out.push(O.reactionCode(O.RK_DEFIANCE, k, target));
      if (ward === O.RK_VENGEANCE && result === FAIL && lineOfSight(s, k, target)) {
        for (let a = 0; a < s.n; a++) {
          if (inWardReach(s, k, a) && distance(s, k, a) <= wardRange(s) && nearestEnemy(s, a) >= 0) {
            out.push(O.reactionCode(O.RK_VENGEANCE, k, a));
            break;
          }
        }
      }
    }
    return out;
  }
  // ST_AFTER_REACTION: Reversal, for the seat that just lost the initiative.
  for (let w = 0; w < s.n; w++) {
    if (s.side[w] !== reactor || s.type[w] !== WARD || s.status[w] !== IN_PLAY || wardKind(s, w) !== O.RK_REVERSAL) continue;
    const reactingElement = s.aReactorElement;
    let best = -1;
    for (let a = 0; a < s.n; a++) {
      if (!inWardReach(s, w, a)) continue;
      if (best < 0 || (reactingElement >= 0 && distance(s, a, reactingElement) < distance(s, best, reactingElement))) best = a;
    }
    if (best >= 0) out.push(O.reactionCode(O.RK_REVERSAL, w, best));
  }
  return out;
}

/** Confusion: another Element of the attacker's own side within the attack's reach. */
function redirectTarget(s: RrState, actor: number, target: number): number {
  const band = Math.max(BAND.S, s.rngBand(actor));
  let best = -1;
  for (let k = 0; k < s.n; k++) {
    if (k === actor || k === target || s.side[k] !== s.side[actor] || s.status[k] !== IN_PLAY) continue;
    if (!withinBand(s, actor, k, band)) continue;
    if (best < 0 || distance(s, actor, k) < distance(s, actor, best)) best = k;
  }
  return best;
}

/** A resolved reaction that succeeded takes the initiative (or any resolved reaction, under reaction-swap=always). */
export function settle(s: RrState, ok: boolean): void {
  if (ok || s.variants['reaction-swap'] === 'always') s.aSwap = s.wStage === O.ST_AFTER_REACTION ? 0 : 1;
  s.event({ kind: 'reaction-result', round: s.round, player: s.aReactor, success: ok });
}

/** OP_REACTION(code, reactor seat): resolve a declared reaction that was not stopped. */
export function resolveReaction(s: RrState, code: number, reactor: number): void {
  const kind = O.reactionKind(code);
  const k = O.reactionReactor(code);
  const arg = O.reactionArg(code);
  const actor = s.aActor;
  s.aReactorElement = k;
  void reactor;
  switch (kind) {
    case O.RK_INTIMIDATE:
      s.push(O.OP_REACTION_RESULT, code);
      s.requestCheck(k, FURY, furyOf(HEAVY, s.rosters[s.side[k]].tactics, s.shift(), false), 2);
      return;
    case O.RK_RETALIATE:
      // Meet the enemy: move up to MOV toward it; if that puts the Fighters in range, they strike back in the same exchange.
      s.aRetaliator = k;
      s.push(O.OP_REACTION_RESULT, code);
      s.push(O.OP_MOVE, k, O.DEST_TOWARD + actor, s.movMm(k, true), O.MF_CONTACT | O.MF_REACTION);
      return;
    case O.RK_SUPPRESS:
      s.push(O.OP_REACTION_RESULT, code, 1);
      s.push(O.OP_ATTACK, k, actor, O.AF_FREE | O.AF_SUPPRESS | O.AF_NO_SWARM);
      s.aSuppressHit = 0;
      return;
    case O.RK_EVADE:
    case O.RK_RALLY:
    case O.RK_PURSUIT:
    case O.RK_REVERSAL:
      s.push(O.OP_REACTION_RESULT, code);
      s.requestCheck(kind === O.RK_PURSUIT || kind === O.RK_REVERSAL ? arg : k, GUILE, s.guileStat(kind === O.RK_PURSUIT || kind === O.RK_REVERSAL ? arg : k), 2);
      return;
    case O.RK_CONFUSION:
      s.push(O.OP_REACTION_RESULT, code);
      s.requestCheck(arg, GUILE, s.guileStat(arg), 2);
      return;
    case O.RK_FODDER:
    case O.RK_BLINK:
      s.push(O.OP_REACTION_RESULT, code);
      s.requestCheck(k, WILL, willStat(s, k), diceFor(willBonus(s, k, -1, false), willPenalty(s, k, -1), s.variants.dice));
      return;
    case O.RK_DEFIANCE:
      s.push(O.OP_REACTION_RESULT, code, 1);
      s.aSuppressHit = 0;
      s.push(O.OP_ATTACK, arg, s.wAttacker, O.AF_FREE | O.AF_BONUS | O.AF_NO_SWARM | O.AF_SUPPRESS);
      return;
    case O.RK_VENGEANCE:
      s.push(O.OP_REACTION_RESULT, code, 0, 0);
      s.requestCheck(arg, FURY, furyOf(s.type[arg], s.rosters[s.side[arg]].tactics, s.shift(), false), 2);
      return;
    case O.RK_SACRIFICE: {
      // The other ally makes the Will check instead, with a BONUS: rewrite the waiting Will roll.
      for (let at = s.stack.length - FRAME; at >= 0; at -= FRAME) {
        if (s.stack[at] === O.OP_WILL_ROLL) {
          s.stack[at + 1] = arg;
          s.stack[at + 5] = 1;
          break;
        }
      }
      s.event({ kind: 'sacrifice', round: s.round, player: s.side[arg], element: arg });
      settle(s, true);
      return;
    }
    case O.RK_DETONATE: {
      // Every Element within the Ward's RNG, both sides, makes a Will check at a PENALTY; then the Ward is removed.
      s.push(O.OP_REACTION_RESULT, code);
      for (let i = s.n - 1; i >= 0; i--) {
        if (i === k || s.status[i] !== IN_PLAY || distance(s, k, i) > wardRange(s)) continue;
        s.push(O.OP_SELF_WILL, i, 1);
      }
      return;
    }
  }
}

/** OP_REACTION_RESULT(code, b, c): what a reaction's check (or its attack, or its move) achieved. */
export function reactionResult(s: RrState, code: number, b: number, c: number, _d: number, _e: number): void {
  void _d;
  void _e;
  const kind = O.reactionKind(code);
  const k = O.reactionReactor(code);
  const arg = O.reactionArg(code);
  const actor = s.aActor;
  const result = s.lastResult;
  const ok = result !== FAIL;
  switch (kind) {
    case O.RK_INTIMIDATE:
      if (ok) {
        // "that action (including any movement) cannot be taken"; critical: reposition the enemy up to its MOV.
        s.aCancelled = 1;
        s.event({ kind: 'action-cancelled', round: s.round, player: s.side[actor], element: actor });
        if (result === CRITICAL && s.status[actor] === IN_PLAY) withdraw(s, actor, k, s.movMm(actor));
      }
      return settle(s, ok);
    case O.RK_RETALIATE: {
      // Success is decided by the Fighters' Fury check in the exchange (engine.ts, OP_RETALIATE_FURY); without contact it fails.
      const inReach = s.status[k] === IN_PLAY && s.status[actor] === IN_PLAY && (inContact(s, k, actor) || canAttack(s, k, actor));
      if (!inReach) {
        s.aRetaliator = -1;
        return settle(s, false);
      }
      s.aRetaliatorCode = code;
      return;
    }
    case O.RK_SUPPRESS:
    case O.RK_DEFIANCE:
      return settle(s, s.aSuppressHit === 1);
    case O.RK_EVADE:
      if (ok && s.status[k] === IN_PLAY && s.status[actor] === IN_PLAY) {
        withdraw(s, k, actor, s.movMm(k, true));
        if (result === CRITICAL) s.freeAction[s.side[k]]++;
      }
      return settle(s, ok);
    case O.RK_FODDER:
      if (ok && s.status[arg] === IN_PLAY) {
        const x = s.x[k];
        const y = s.y[k];
        s.x[k] = s.x[arg];
        s.y[k] = s.y[arg];
        s.x[arg] = x;
        s.y[arg] = y;
        s.aTarget = k;
        s.statFodder[s.side[k]]++;
        s.event({ kind: 'fodder', round: s.round, player: s.side[k], element: k, swapped: arg });
      }
      return settle(s, ok);
    case O.RK_BLINK:
      if (ok) {
        let best = -1;
        for (let a = 0; a < s.n; a++) {
          if (a === k || s.side[a] !== s.side[k] || s.status[a] !== IN_PLAY || s.type[a] === WARD || !lineOfSight(s, k, a)) continue;
          if (best < 0 || distance(s, a, actor) > distance(s, best, actor)) best = a;
        }
        if (best >= 0) {
          const spot = nearestFreeSpot(s, s.x[best] + s.radius[best] + s.radius[k] + 1, s.y[best], s.radius[k], k);
          s.x[k] = spot.x;
          s.y[k] = spot.y;
          s.event({ kind: 'blink', round: s.round, player: s.side[k], element: k, to: [Math.round(spot.x), Math.round(spot.y)] });
        }
        if (result === CRITICAL && s.status[actor] === IN_PLAY) withdraw(s, actor, k, s.movMm(actor));
      }
      return settle(s, ok);
    case O.RK_RALLY:
      if (ok) {
        // Up to 2 points (5 on a critical) of non-Ward allies in sight of the checked Element move toward the enemy that caused it.
        let budget = result === CRITICAL ? 5 : 2;
        const enemy = s.wAttacker >= 0 && s.status[s.wAttacker] === IN_PLAY ? s.wAttacker : -1;
        for (let a = 0; a < s.n && budget > 0; a++) {
          if (s.side[a] !== s.side[k] || s.status[a] !== IN_PLAY || s.type[a] === WARD || s.points[a] > budget || enemy < 0) continue;
          budget -= s.points[a];
          s.push(O.OP_MOVE, a, O.DEST_TOWARD + enemy, s.movMm(a, true), O.MF_CONTACT | O.MF_REACTION);
        }
      }
      return settle(s, ok);
    case O.RK_PURSUIT:
      if (ok) {
        s.aPursuer = arg;
        if (result === CRITICAL) {
          for (let e = 0; e < s.n; e++) {
            if (e === actor || s.side[e] === s.side[arg] || s.status[e] !== IN_PLAY) continue;
            withdraw(s, e, arg, BAND_MM[BAND.S]);
            break;
          }
        }
      }
      return settle(s, ok);
    case O.RK_REVERSAL:
      if (ok) {
        // The Ward's side keeps the initiative and the chosen Element's next action is free ("give that Element a standard action").
        s.flags[arg] |= 4;
        s.event({ kind: 'reversal', round: s.round, player: s.side[arg], element: arg });
      }
      return settle(s, ok);
    case O.RK_CONFUSION:
      if (ok) {
        const other = redirectTarget(s, actor, s.aTarget);
        if (other >= 0) {
          s.aTarget = other;
          s.event({ kind: 'confusion', round: s.round, player: s.side[k], newTarget: other });
        }
        if (result === CRITICAL) s.pay(s.side[actor], 2);
      }
      return settle(s, ok);
    case O.RK_VENGEANCE: {
      if (ok && s.status[arg] === IN_PLAY) {
        const e = nearestEnemy(s, arg);
        if (e >= 0) s.push(O.OP_MOVE, arg, O.DEST_TOWARD + e, s.movMm(arg, true), O.MF_CONTACT | O.MF_REACTION);
        s.gain(s.side[arg], 2, 'vengeance');
        if (result === CRITICAL && b === 0) {
          // A second Element in sight of the reacting one makes the same check, free; no further chain (RR-068).
          for (let a = 0; a < s.n; a++) {
            if (a === arg || s.side[a] !== s.side[arg] || s.status[a] !== IN_PLAY || s.type[a] === WARD || !lineOfSight(s, arg, a)) continue;
            s.push(O.OP_REACTION_RESULT, O.reactionCode(O.RK_VENGEANCE, k, a), 1, 0);
            s.requestCheck(a, FURY, furyOf(s.type[a], s.rosters[s.side[a]].tactics, s.shift(), false), 2);
            break;
          }
        }
      }
      if (b === 0) settle(s, ok);
      return;
    }
    case O.RK_DETONATE:
      if (s.status[k] === IN_PLAY) {
        s.status[k] = 1;
        s.event({ kind: 'removed', round: s.round, player: s.side[k], element: k, cause: 'detonate', by: -1 });
      }
      return settle(s, true);
  }
  void c;
}

/** After an enemy attack's Will check: Avengers, then the window for Rally, Defiance and Vengeance. */
export function afterWillTriggers(s: RrState, target: number, attacker: number, result: number, flags: number): void {
  const p = s.side[target];
  if (s.aActor >= 0 && !(flags & O.AF_FREE) && p !== s.active) s.push(O.OP_REACT_WINDOW, O.ST_AFTER_WILL, target, 0, attacker, result);
  if (result === FAIL && s.has(p, 'avengers')) {
    // Avengers: an ally within M and line of sight of the failed Element attacks an enemy it can target.
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== p || s.status[k] !== IN_PLAY || s.type[k] === WARD || Math.hypot(s.x[k] - s.x[target], s.y[k] - s.y[target]) > BAND_MM[BAND.M]) continue;
      const e = bestTarget(s, k);
      if (e < 0) continue;
      s.event({ kind: 'avengers', round: s.round, player: p, element: k });
      s.push(O.OP_ATTACK, k, e, O.AF_FREE | O.AF_NO_SWARM);
      break;
    }
  }
}

