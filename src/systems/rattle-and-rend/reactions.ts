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
import * as boardModule from './board.ts';
import * as checkModule from './check.ts';
import * as attackModelModule from './attackModel.ts';
import * as actionsModule from './actions.ts';
import * as engineModule from './engine.ts';
import * as O from './ops.ts';
import * as rulesModule from './rules.ts';
import * as stateModule from './state.ts';
import type { RrState } from './state.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { hypot, distance, inContact, lineOfSight, nearestFreeSpot, spotFree, withinBand, IN_PLAY } = boardModule;
const { CRITICAL, diceFor, FAIL } = checkModule;
const { furyOf } = attackModelModule;
const { elementLabel, actionMovement, bestTarget } = actionsModule;
const { canAttack, nearestEnemy, remove, withdraw, willBonus, willPenalty, willStat, windowEnd } = engineModule;
const { BAND, BAND_MM, BOARD_MM, CHAMPION, CONTACT_SLACK_MM, DREGS, FIGHTERS, HEAVY, SHOOTERS, SKIRMISHERS, WARD } = rulesModule;
const { FRAME, FURY, GUILE, tacticBit, WILL } = stateModule;
const AVENGERS_BIT = tacticBit('avengers');
const { AF_BONUS, AF_FREE, CAUSE_DETONATE, AF_NO_SWARM, AF_SUPPRESS, AF_UNLISTED, AK_CHARGE, AK_DOOM, AK_STAND, DEST_TOWARD, MF_CONTACT, MF_REACTION, OP_ATTACK, OP_MOVE, OP_REACTION_RESULT, OP_REACT_WINDOW, OP_SELF_WILL, OP_WILL_ROLL, REACTION_NAMES, RK_BLINK, RK_CONFUSION, RK_DEFIANCE, RK_DETONATE, RK_EVADE, RK_FODDER, RK_INTIMIDATE, RK_PURSUIT, RK_RALLY, RK_RETALIATE, RK_REVERSAL, RK_SACRIFICE, RK_SUPPRESS, RK_VENGEANCE, ST_AFTER_REACTION, ST_AFTER_WILL, ST_DECLARE, ST_WILL, WARD_REACTION_KIND, reactionArg, reactionCode, reactionKind, reactionReactor } = O;

export function describeReaction(s: RrState, code: number): string {
  const kind = reactionKind(code);
  const reactor = reactionReactor(code);
  const arg = reactionArg(code);
  const name = REACTION_NAMES[kind];
  const withArg = [RK_FODDER, RK_CONFUSION, RK_SACRIFICE, RK_PURSUIT, RK_VENGEANCE, RK_DEFIANCE, RK_REVERSAL].includes(kind);
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
  return WARD_REACTION_KIND[s.trait[w]];
}

function canPay(s: RrState, p: number): boolean {
  return s.momentum[p] >= 1 || s.temptorFree[p] > 0 || (s.bondIs(p, 'discipline') && !s.disciplineReaction[p]);
}

/**
 * The empty answer when the reactor cannot pay (seventh pass: no array per such window). Shared, so never changed:
 * the window (engine.ts OP_REACT_WINDOW) returns on an empty list and changes only a list with options in it.
 */
const NO_REACTIONS: number[] = [];

/**
 * Reaction codes seat `reactor` may declare in this window, after a 0 (no reaction) the window's decision lists first
 * (thirteenth pass: written first, not put in front of the list afterwards); the empty list when it cannot pay.
 */
export function reactionOptions(s: RrState, stage: number, reactor: number, target: number, attacker: number, extra: number): number[] {
  if (!canPay(s, reactor) || s.aActor < 0) return NO_REACTIONS;
  const out: number[] = [0];
  const actor = s.aActor;
  if (stage === ST_DECLARE) {
    const kind = s.aKind;
    const attack = kind === AK_CHARGE || kind === AK_STAND || kind === AK_DOOM;
    const movement = actionMovement(s);
    let endX = s.x[actor];
    let endY = s.y[actor];
    if (movement) {
      const end = windowEnd(s, actor, movement.dest, movement.budget, movement.flags);
      endX = end[0];
      endY = end[1];
    }
    const moves = hypot(endX - s.x[actor], endY - s.y[actor]) > 1;
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== reactor || s.status[k] !== IN_PLAY) continue;
      const type = s.type[k];
      if (type === HEAVY && s.variants.intimidate === 'present' && withinBand(s, k, actor, s.rngBand(k, true)) && lineOfSight(s, k, actor)) out.push(reactionCode(RK_INTIMIDATE, k, 0));
      if (type === FIGHTERS && attack && target === k) out.push(reactionCode(RK_RETALIATE, k, 0));
      if (type === SHOOTERS && withinBand(s, k, actor, s.rngBand(k, true)) && lineOfSight(s, k, actor) && (moves || (attack && target >= 0 && (target === k || lineOfSight(s, k, target))))) {
        out.push(reactionCode(RK_SUPPRESS, k, 0));
      }
      if (type === SKIRMISHERS && moves && hypot(endX - s.x[k], endY - s.y[k]) <= s.movMm(k, true)) out.push(reactionCode(RK_EVADE, k, 0));
      if (type === DREGS && target >= 0 && target !== k && s.side[target] === reactor && distance(s, k, target) <= BAND_MM[BAND.S] && lineOfSight(s, k, target)) {
        out.push(reactionCode(RK_FODDER, k, target));
      }
      if (type === WARD) {
        if ((moves && hypot(endX - s.x[k], endY - s.y[k]) <= BAND_MM[BAND.S]) || (attack && target === k)) out.push(reactionCode(RK_BLINK, k, 0));
        const ward = wardKind(s, k);
        if (ward === RK_DETONATE && distance(s, k, actor) <= wardRange(s)) out.push(reactionCode(RK_DETONATE, k, 0));
        if (ward === RK_CONFUSION && attack && target >= 0 && inWardReach(s, k, target) && redirectTarget(s, actor, target) >= 0) out.push(reactionCode(RK_CONFUSION, k, target));
        if (ward === RK_PURSUIT && moves) {
          for (let a = 0; a < s.n; a++) {
            if (!inWardReach(s, k, a)) continue;
            const band = s.rngBand(a, true);
            if (band <= 0) continue;
            const before = distance(s, a, actor) <= BAND_MM[band];
            const after = hypot(endX - s.x[a], endY - s.y[a]) <= BAND_MM[band];
            if (before && !after) {
              out.push(reactionCode(RK_PURSUIT, k, a));
              break;
            }
          }
        }
      }
    }
    return out;
  }
  if (stage === ST_WILL) {
    for (let w = 0; w < s.n; w++) {
      if (s.side[w] !== reactor || s.type[w] !== WARD || s.status[w] !== IN_PLAY || wardKind(s, w) !== RK_SACRIFICE || attacker < 0 || s.status[attacker] !== IN_PLAY) continue;
      for (let a = 0; a < s.n; a++) {
        if (a === target || !inWardReach(s, w, a)) continue;
        const band = Math.max(BAND.S, s.rngBand(attacker));
        if (withinBand(s, attacker, a, band)) {
          out.push(reactionCode(RK_SACRIFICE, w, a));
          break;
        }
      }
    }
    return out;
  }
  if (stage === ST_AFTER_WILL) {
    const result = extra;
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== reactor || s.status[k] !== IN_PLAY) continue;
      if ((s.type[k] === CHAMPION || s.champ[k] >= 0) && (k === target || lineOfSight(s, k, target))) out.push(reactionCode(RK_RALLY, k, 0));
      if (s.type[k] !== WARD) continue;
      const ward = wardKind(s, k);
      if (ward === RK_DEFIANCE && result !== FAIL && attacker >= 0 && inWardReach(s, k, target) && canAttack(s, target, attacker)) out.push(reactionCode(RK_DEFIANCE, k, target));
      if (ward === RK_VENGEANCE && result === FAIL && lineOfSight(s, k, target)) {
        for (let a = 0; a < s.n; a++) {
          if (inWardReach(s, k, a) && distance(s, k, a) <= wardRange(s) && nearestEnemy(s, a) >= 0) {
            out.push(reactionCode(RK_VENGEANCE, k, a));
            break;
          }
        }
      }
    }
    return out;
  }
  // ST_AFTER_REACTION: Reversal, for the seat that just lost the initiative.
  for (let w = 0; w < s.n; w++) {
    if (s.side[w] !== reactor || s.type[w] !== WARD || s.status[w] !== IN_PLAY || wardKind(s, w) !== RK_REVERSAL) continue;
    const reactingElement = s.aReactorElement;
    let best = -1;
    for (let a = 0; a < s.n; a++) {
      if (!inWardReach(s, w, a)) continue;
      if (best < 0 || (reactingElement >= 0 && distance(s, a, reactingElement) < distance(s, best, reactingElement))) best = a;
    }
    if (best >= 0) out.push(reactionCode(RK_REVERSAL, w, best));
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
  if (ok || s.variants['reaction-swap'] === 'always') s.aSwap = s.wStage === ST_AFTER_REACTION ? 0 : 1;
  s.log?.push({ kind: 'reaction-result', round: s.round, player: s.aReactor, success: ok });
}

/** OP_REACTION(code, reactor seat): resolve a declared reaction that was not stopped. */
export function resolveReaction(s: RrState, code: number, reactor: number): void {
  const kind = reactionKind(code);
  const k = reactionReactor(code);
  const arg = reactionArg(code);
  const actor = s.aActor;
  s.aReactorElement = k;
  void reactor;
  switch (kind) {
    case RK_INTIMIDATE:
      s.push(OP_REACTION_RESULT, code);
      s.requestCheck(k, FURY, furyOf(HEAVY, s.rosters[s.side[k]].tactics, s.profiles, false), 2);
      return;
    case RK_RETALIATE:
      // Meet the enemy: move up to MOV toward it; if that puts the Fighters in range, they strike back in the same exchange.
      s.aRetaliator = k;
      s.push(OP_REACTION_RESULT, code);
      s.push(OP_MOVE, k, DEST_TOWARD + actor, s.movMm(k, true), MF_CONTACT | MF_REACTION);
      return;
    case RK_SUPPRESS:
      s.push(OP_REACTION_RESULT, code, 1);
      s.push(OP_ATTACK, k, actor, AF_FREE | AF_SUPPRESS | AF_NO_SWARM);
      s.aSuppressHit = 0;
      return;
    case RK_EVADE:
    case RK_RALLY:
    case RK_PURSUIT:
    case RK_REVERSAL:
      s.push(OP_REACTION_RESULT, code);
      s.requestCheck(kind === RK_PURSUIT || kind === RK_REVERSAL ? arg : k, GUILE, s.guileStat(kind === RK_PURSUIT || kind === RK_REVERSAL ? arg : k), 2);
      return;
    case RK_CONFUSION:
      s.push(OP_REACTION_RESULT, code);
      s.requestCheck(arg, GUILE, s.guileStat(arg), 2);
      return;
    case RK_FODDER:
    case RK_BLINK:
      s.push(OP_REACTION_RESULT, code);
      s.requestCheck(k, WILL, willStat(s, k), diceFor(willBonus(s, k, -1, false), willPenalty(s, k, -1), s.variants.dice));
      return;
    case RK_DEFIANCE:
      s.push(OP_REACTION_RESULT, code, 1);
      s.aSuppressHit = 0;
      s.push(OP_ATTACK, arg, s.wAttacker, AF_FREE | AF_BONUS | AF_NO_SWARM | AF_SUPPRESS | (s.variants['sneak-thieves'] === 'listed' ? AF_UNLISTED : 0));
      return;
    case RK_VENGEANCE:
      s.push(OP_REACTION_RESULT, code, 0, 0);
      s.requestCheck(arg, FURY, furyOf(s.type[arg], s.rosters[s.side[arg]].tactics, s.profiles, false), 2);
      return;
    case RK_SACRIFICE: {
      // The other ally makes the Will check instead, with a BONUS: rewrite the waiting Will roll.
      for (let at = s.sp - FRAME; at >= 0; at -= FRAME) {
        if (s.frames[at] === OP_WILL_ROLL) {
          s.frames[at + 1] = arg;
          s.frames[at + 5] = 1;
          break;
        }
      }
      s.log?.push({ kind: 'sacrifice', round: s.round, player: s.side[arg], element: arg });
      settle(s, true);
      return;
    }
    case RK_DETONATE: {
      // Every Element within the Ward's RNG, both sides, makes a Will check at a PENALTY; then the Ward is removed.
      s.push(OP_REACTION_RESULT, code);
      for (let i = s.n - 1; i >= 0; i--) {
        if (i === k || s.status[i] !== IN_PLAY || distance(s, k, i) > wardRange(s)) continue;
        s.push(OP_SELF_WILL, i, 1);
      }
      return;
    }
  }
}

/** OP_REACTION_RESULT(code, b, c): what a reaction's check (or its attack, or its move) achieved. */
export function reactionResult(s: RrState, code: number, b: number, c: number, _d: number, _e: number): void {
  void _d;
  void _e;
  const kind = reactionKind(code);
  const k = reactionReactor(code);
  const arg = reactionArg(code);
  const actor = s.aActor;
  const result = s.lastResult;
  const ok = result !== FAIL;
  switch (kind) {
    case RK_INTIMIDATE:
      if (ok) {
        // "that action (including any movement) cannot be taken"; critical: reposition the enemy up to its MOV.
        s.aCancelled = 1;
        s.log?.push({ kind: 'action-cancelled', round: s.round, player: s.side[actor], element: actor });
        if (result === CRITICAL && s.status[actor] === IN_PLAY) withdraw(s, actor, k, s.movMm(actor));
      }
      return settle(s, ok);
    case RK_RETALIATE: {
      // Success is decided by the Fighters' Fury check in the exchange (engine.ts, OP_RETALIATE_FURY); without contact it fails.
      const inReach = s.status[k] === IN_PLAY && s.status[actor] === IN_PLAY && (inContact(s, k, actor) || canAttack(s, k, actor));
      if (!inReach) {
        s.aRetaliator = -1;
        return settle(s, false);
      }
      s.aRetaliatorCode = code;
      return;
    }
    case RK_SUPPRESS:
    case RK_DEFIANCE:
      return settle(s, s.aSuppressHit === 1);
    case RK_EVADE:
      if (ok && s.status[k] === IN_PLAY && s.status[actor] === IN_PLAY) {
        withdraw(s, k, actor, s.movMm(k, true));
        if (result === CRITICAL) s.freeAction[s.side[k]]++;
      }
      return settle(s, ok);
    case RK_FODDER:
      if (ok && s.status[arg] === IN_PLAY) {
        const x = s.x[k];
        const y = s.y[k];
        s.place(k, s.x[arg], s.y[arg]);
        s.place(arg, x, y);
        // Bases of different sizes swapped can overlap a neighbour, or a larger base taking a place near an edge stand
        // partly off the board: each then takes the free spot nearest its new place (bases never overlap: board.ts settle;
        // board.ts spotFree keeps a spot on the board). The Dregs, taking the ally's place, look first where their base
        // would touch an attacker the ally touched (on the line from the attacker through that place), so a melee
        // attack still meets them in contact.
        for (const e of [k, arg]) {
          if (!overlapsAny(s, e) && onBoard(s, e)) continue;
          if (e === k && s.status[actor] === IN_PLAY) {
            const dx = s.x[e] - s.x[actor];
            const dy = s.y[e] - s.y[actor];
            const d = hypot(dx, dy);
            if (d > 0 && d <= s.radius[actor] + s.radius[arg] + CONTACT_SLACK_MM) {
              // Touching, half the contact slack apart: a spot with no gap to the attacker (board.ts spotFree, gap 0).
              const reach = s.radius[actor] + s.radius[k] + CONTACT_SLACK_MM / 2;
              const px = s.x[actor] + (dx / d) * reach;
              const py = s.y[actor] + (dy / d) * reach;
              if (spotFree(s, px, py, s.radius[k], k, 0)) {
                s.place(k, px, py);
                continue;
              }
            }
          }
          const spot = nearestFreeSpot(s, s.x[e], s.y[e], s.radius[e], e);
          s.place(e, spot.x, spot.y);
        }
        s.aTarget = k;
        // "the enemy must instead target the Dregs": wherever the swap left them (AF_FODDER).
        s.aFodder = 1;
        if (result === CRITICAL) fodderCritical(s, actor);
        s.statFodder[s.side[k]]++;
        s.log?.push({ kind: 'fodder', round: s.round, player: s.side[k], element: k, swapped: arg });
      }
      return settle(s, ok);
    case RK_BLINK:
      if (ok) {
        let best = -1;
        for (let a = 0; a < s.n; a++) {
          if (a === k || s.side[a] !== s.side[k] || s.status[a] !== IN_PLAY || s.type[a] === WARD || !lineOfSight(s, k, a)) continue;
          if (best < 0 || distance(s, a, actor) > distance(s, best, actor)) best = a;
        }
        if (best >= 0) {
          const spot = nearestFreeSpot(s, s.x[best] + s.radius[best] + s.radius[k] + 1, s.y[best], s.radius[k], k);
          s.place(k, spot.x, spot.y);
          s.log?.push({ kind: 'blink', round: s.round, player: s.side[k], element: k, to: [Math.round(spot.x), Math.round(spot.y)] });
        }
        if (result === CRITICAL && s.status[actor] === IN_PLAY) withdraw(s, actor, k, s.movMm(actor));
      }
      return settle(s, ok);
    case RK_RALLY:
      if (ok) {
        // Up to 2 points (5 on a critical) of non-Ward allies "also in line of sight of the original Element" (the
        // checked one, wTarget; itself included) move toward the enemy that caused it (Standard Reactions › Rally).
        // Before rr-options-in-play the line of sight was not asked: any ally moved.
        let budget = result === CRITICAL ? 5 : 2;
        const enemy = s.wAttacker >= 0 && s.status[s.wAttacker] === IN_PLAY ? s.wAttacker : -1;
        const checked = s.wTarget;
        for (let a = 0; a < s.n && budget > 0; a++) {
          if (s.side[a] !== s.side[k] || s.status[a] !== IN_PLAY || s.type[a] === WARD || s.points[a] > budget || enemy < 0) continue;
          if (a !== checked && (checked < 0 || !lineOfSight(s, a, checked))) continue;
          budget -= s.points[a];
          s.push(OP_MOVE, a, DEST_TOWARD + enemy, s.movMm(a, true), MF_CONTACT | MF_REACTION);
        }
      }
      return settle(s, ok);
    case RK_PURSUIT:
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
    case RK_REVERSAL:
      if (ok) {
        // The Ward's side keeps the initiative and the chosen Element's next action is free ("give that Element a standard action").
        s.flags[arg] |= 4;
        s.log?.push({ kind: 'reversal', round: s.round, player: s.side[arg], element: arg });
      }
      return settle(s, ok);
    case RK_CONFUSION:
      if (ok) {
        const other = redirectTarget(s, actor, s.aTarget);
        if (other >= 0) {
          s.aTarget = other;
          s.log?.push({ kind: 'confusion', round: s.round, player: s.side[k], newTarget: other });
        }
        if (result === CRITICAL) s.pay(s.side[actor], 2);
      }
      return settle(s, ok);
    case RK_VENGEANCE: {
      // `vengeance-chain=double-critical-void` (RR-068): a second critical in the chain "does not happen": no move, no Momentum.
      const voided = b === 1 && result === CRITICAL && s.variants['vengeance-chain'] === 'double-critical-void';
      if (voided) s.log?.push({ kind: 'vengeance-void', round: s.round, player: s.side[arg], element: arg });
      if (ok && !voided && s.status[arg] === IN_PLAY) {
        const e = nearestEnemy(s, arg);
        if (e >= 0) s.push(OP_MOVE, arg, DEST_TOWARD + e, s.movMm(arg, true), MF_CONTACT | MF_REACTION);
        s.gain(s.side[arg], 2, 'vengeance');
        if (result === CRITICAL && b === 0) {
          // A second Element in sight of the reacting one makes the same check, free; no further chain (RR-068).
          for (let a = 0; a < s.n; a++) {
            if (a === arg || s.side[a] !== s.side[arg] || s.status[a] !== IN_PLAY || s.type[a] === WARD || !lineOfSight(s, arg, a)) continue;
            s.push(OP_REACTION_RESULT, reactionCode(RK_VENGEANCE, k, a), 1, 0);
            s.requestCheck(a, FURY, furyOf(s.type[a], s.rosters[s.side[a]].tactics, s.profiles, false), 2);
            break;
          }
        }
      }
      if (b === 0) settle(s, ok);
      return;
    }
    case RK_DETONATE:
      // "Remove the WARD from play after this": a removal like any other (Strife regains its point, the point is lost
      // for Morale and Total Momentum, a side with nothing left loses), not a failed Will check (no Death-Defiers).
      if (s.status[k] === IN_PLAY) remove(s, k, CAUSE_DETONATE, -1);
      return settle(s, true);
  }
  void c;
}

/** After an enemy attack's Will check: Avengers, then the window for Rally, Defiance and Vengeance. */
export function afterWillTriggers(s: RrState, target: number, attacker: number, result: number, flags: number): void {
  const p = s.side[target];
  if (s.aActor >= 0 && !(flags & AF_FREE) && p !== s.active) s.push(OP_REACT_WINDOW, ST_AFTER_WILL, target, 0, attacker, result);
  if (result === FAIL && s.has(p, AVENGERS_BIT)) {
    // Avengers: an ally within M and line of sight of the failed Element attacks an enemy it can target.
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== p || s.status[k] !== IN_PLAY || s.type[k] === WARD || hypot(s.x[k] - s.x[target], s.y[k] - s.y[target]) > BAND_MM[BAND.M]) continue;
      const e = bestTarget(s, k);
      if (e < 0) continue;
      s.log?.push({ kind: 'avengers', round: s.round, player: p, element: k });
      s.push(OP_ATTACK, k, e, AF_FREE | AF_NO_SWARM | (s.variants['sneak-thieves'] === 'listed' ? AF_UNLISTED : 0));
      break;
    }
  }
}

/**
 * Dregs › Fodder, CRITICAL SUCCESS: "Still switch places. If an enemy Element is within range of the attacker, the
 * attacker must attack or attempt their action against them - albeit at a Penalty. The Dregs player gets to choose any
 * forced movement." Variant `fodder-critical` (RR README): `redirect` (default) reads "enemy" as the Dregs' enemy, as
 * the Fodder trigger does ("An enemy makes an attack"): one of the attacker's own Elements within its reach now (in
 * contact, or within its RNG band and line of sight) takes the attack at a Penalty, the Dregs player choosing the
 * costliest; with none in reach the swap stands as on a success. `penalty`: the attack still falls on the Dregs, at a
 * Penalty. `as-success`: no more than a success. Attacks only (Charge, Stand and Fight): another targeted action a
 * Fodder critical redirects is taken as on a success (simplified).
 */
function fodderCritical(s: RrState, actor: number): void {
  const reading = s.variants['fodder-critical'];
  if (reading === 'as-success' || (s.aKind !== AK_CHARGE && s.aKind !== AK_STAND)) return;
  if (reading === 'penalty') {
    s.aFodder = 2;
    return;
  }
  let best = -1;
  for (let j = 0; j < s.n; j++) {
    if (j === actor || s.side[j] !== s.side[actor] || s.status[j] !== IN_PLAY || s.type[j] === WARD) continue;
    const band = s.rngBand(actor);
    const reach = inContact(s, actor, j) || (band > 0 && withinBand(s, actor, j, band) && lineOfSight(s, actor, j));
    if (reach && (best < 0 || s.points[j] > s.points[best])) best = j;
  }
  if (best < 0) return;
  s.aTarget = best;
  s.aFodder = 3;
  s.log?.push({ kind: 'fodder-redirect', round: s.round, player: s.side[actor], element: actor, target: best });
}

/** Whether e's base lies wholly on the 400 x 400 mm board. */
function onBoard(s: RrState, e: number): boolean {
  const r = s.radius[e];
  return s.x[e] >= r && s.y[e] >= r && s.x[e] <= BOARD_MM - r && s.y[e] <= BOARD_MM - r;
}

/** Whether e's base overlaps another base in play. */
function overlapsAny(s: RrState, e: number): boolean {
  for (let k = 0; k < s.n; k++) if (k !== e && s.status[k] === IN_PLAY && hypot(s.x[e] - s.x[k], s.y[e] - s.y[k]) < s.radius[e] + s.radius[k] - 0.01) return true;
  return false;
}
