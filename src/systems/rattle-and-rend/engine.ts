/**
 * The Rattle and Rend engine: works through the state's resolution stack
 * (state.ts) until it needs a decision or a check. This file holds the flow
 * ("Eight Game Setup", "Nine Gameplay": rounds, Morale, the secret initiative
 * bid, turns, passing) and the pieces every action shares: movement with the
 * terrain exit checks, attacks, Will checks and removal. Actions are in
 * actions.ts, reactions in reactions.ts.
 */
import * as boardModule from './board.ts';
import * as checkModule from './check.ts';
import * as attackModelModule from './attackModel.ts';
import * as rulesModule from './rules.ts';
import * as O from './ops.ts';
import * as setupModule from './setup.ts';
import * as stateModule from './state.ts';
import type { RrState } from './state.ts';
import type { AttackChecks } from './attackModel.ts';
import type { RrVariants } from './rules.ts';
import type { Roster } from './warband.ts';
import * as actionsModule from './actions.ts';
import * as reactionsModule from './reactions.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { GEOMETRY, memoAttack, hypot, awayPoint, distance, inContact, lineOfSight, nearestFreeSpot, planMove, planMoveIn, PLAN_IN, terrainAt, touchesTerrain, withinBand, MOVER_FLYER, MOVER_NORMAL, MOVER_TRANSPORT, IN_PLAY } = boardModule;
const { CRITICAL, diceFor, FAIL, RESULT_NAMES, SUCCESS } = checkModule;
const { attackChecks, exactAttack, situation } = attackModelModule;
const { BAND, BAND_MM, BOARD_MM, DENSE_MIN, DEPLOYMENTS, DREGS, FIVE_ROWS, HAZARDOUS, HEAVY, INSPIRING, MAX_BID, MAX_TIED_BIDS, MORALE_FIRST, MORALE_SECOND, ROUGH, SCENARIO_ROUNDS, SCENARIOS, SPARSE_MAX, SUPERIORITY_BID, THEMES, WARD, BLOCKING } = rulesModule;
const { LAYOUT_COUNT, placeAndDeploy } = setupModule;
const { BANISHED, CARRIED, CHECK_NAMES, CK_CHECK, CK_FACE, CK_NONE, D_ACTION, D_BID, D_COUNTER, D_DENY, D_EXIT, D_FIRST, D_NONE, D_PICK, D_REACT, DRAW, F_COMPELLED, F_DUEL_TARGET, F_FREE_NEXT, FRAME, FURY, GUILE, installEngine, needsSecretBid, NO_WINNER, REMOVED, RESERVE, tacticBit, WILL } = stateModule;
// Tactic bits, looked up once: state.has and the hot paths test the bit (a name per call went megamorphic: SPEED.md,
// fifteenth pass).
const HARRIERS_BIT = tacticBit('harriers');
const RANGERS_BIT = tacticBit('rangers');
const DEATH_DEFIERS_BIT = tacticBit('death-defiers');
const TACTITIANS_BIT = tacticBit('tactitians');
const COUNTER_PUNCHERS_BIT = tacticBit('counter-punchers');
const FUSILIERS_BIT = tacticBit('fusiliers');
const NIGHTMARES_BIT = tacticBit('nightmares');
const POISONERS_BIT = tacticBit('poisoners');
const RESSURECTIONISTS_BIT = tacticBit('ressurectionists');
const SABOTEURS_BIT = tacticBit('saboteurs');
const SHIELD_BROTHERS_BIT = tacticBit('shield-brothers');
const SOOTHSAYERS_BIT = tacticBit('soothsayers');
const SWARMERS_BIT = tacticBit('swarmers');
const TELEPORTERS_BIT = tacticBit('teleporters');
const TEMPTORS_BIT = tacticBit('temptors');
const { actionOps, describeActionCode, legalActionCodes } = actionsModule;
const { afterWillTriggers, describeReaction, reactionOptions, resolveReaction, reactionResult, settle } = reactionsModule;
const { AF_BONUS, AF_CHARGE, AF_DOOM, AF_EXCHANGE, AF_EXTRA_BAND, AF_FODDER, AF_FREE, AF_NO_SWARM, AF_PENALTY, AF_RANGED_ONLY, AF_SECOND_BONUS, AF_SUPPRESS, AF_UNLISTED, CAUSE_ATTACK, CAUSE_EDGE, CAUSE_MORALE, CAUSE_SELF, CAUSE_TERRAIN, DEST_AWAY, DEST_COVER, DEST_EDGE, DEST_OBJECTIVE, DEST_STAY, DEST_TOWARD, MF_CONTACT, MF_FREE_TERRAIN, MF_RANGE, MF_REACTION, OP_ACTION_CHOSEN, OP_ACTION_END, OP_AFTER_WILL, OP_ATTACK, OP_ATTACK_FURY, OP_ATTACK_GUILE, OP_BID_RESOLVE, OP_BID_STORE, OP_COUNTER_CHOSEN, OP_DENSITY_FACE, OP_DENSITY_SET, OP_DENY_CHOSEN, OP_DEPLOYMENT, OP_DEPLOYMENT_FACE, OP_DEPLOYMENT_SET, OP_EFFECT, OP_EFFECT_RESULT, OP_EXIT_CHOSEN, OP_EXIT_RESULT, OP_FIRST_SET, OP_INITIATIVE, OP_LAYOUT_SET, OP_MORALE_RESULT, OP_MOVE, OP_MOVE_DO, OP_ORIENTATION_SET, OP_PLACE, OP_REACTION, OP_REACTION_RESULT, OP_REACT_CHOSEN, OP_REACT_WINDOW, OP_RESURRECT, OP_RESURRECT_RESULT, OP_RETALIATE_FURY, OP_ROLL_OFF, OP_ROUND_END, OP_ROUND_START, OP_SCENARIO_FACE, OP_SCENARIO_SET, OP_SELF_WILL, OP_SELF_WILL_RESULT, OP_SETUP, OP_SOOTHSAYER_FACE, OP_THEME, OP_THEME_FACE, OP_THEME_SET, OP_TURN, OP_VICTORY, OP_WILL_FORCED, OP_WILL_RESULT, OP_WILL_ROLL, PASS, ST_AFTER_REACTION, ST_WILL } = O;

/** A turn never runs longer than this many actions (guards loops like alternating Scheming Plots that regain as much as they cost). */
export const MAX_ACTIONS_PER_ROUND = 24;
/** Runaway guard for the stack machine itself. */
const MAX_STEPS = 100_000;

// ---- entry points -------------------------------------------------------------

export function startGame(s: RrState): void {
  s.push(OP_SETUP);
  run(s);
}

function applyOutcome(s: RrState, outcome: number, rolled: boolean): void {
  const kind = s.chanceKind;
  s.chanceKind = CK_NONE;
  if (kind === CK_CHECK) {
    let result = outcome;
    result = soothsayerOverride(s, result);
    s.lastResult = result;
    // Death-Defiers: "a bonus to the next WILL CHECK you make after an Element from your warband fails a WILL CHECK"
    // (Tactics › Death-Defiers): every Will check, an attack's, Morale, Fodder, Blink, a Detonate or a terrain exit,
    // uses the bonus up (willBonus gave it) and a failed one sets it for the next.
    if (s.checkKind === WILL && (s.tacticMask[s.side[s.checkWho]] & DEATH_DEFIERS_BIT) !== 0) s.deathDefiers[s.side[s.checkWho]] = result === FAIL ? 1 : 0;
    s.log?.push({
      kind: 'check',
      round: s.round,
      player: s.side[s.checkWho],
      element: s.checkWho,
      check: CHECK_NAMES[s.checkKind],
      stat: s.checkStat,
      dice: rolled ? [...s.dice] : s.checkDice,
      result: RESULT_NAMES[result],
    });
    if (result === CRITICAL) retinueRegain(s);
    if (s.temptorOffered[0] === 3 || s.temptorOffered[1] === 3) temptorsResult(s, result);
  } else {
    s.lastResult = outcome;
  }
  s.cache = null;
  run(s);
}

/**
 * Retinue (Bonds › Retinue): an Element critically succeeding on an action
 * regains 1 Momentum in line of sight of the Focus, 2 within S of it. The
 * action's checks are the Fury check of an attack made in it (Spot Weakness's,
 * Pack-Hunters' and Swarmers' attacks included) and the Guile check of a Feint,
 * Maneuver or Champion Action, rolled by the acting side; reactions are not
 * actions. The Focus itself, and so an attached Champion or host sharing its
 * slot ("cannot benefit ... and vice versa"), regains nothing unless variant
 * retinue-focus=focus-too.
 */
function retinueRegain(s: RrState): void {
  const who = s.checkWho;
  const p = s.side[who];
  if (p !== s.active || s.aActor < 0 || !s.bondIs(p, 'retinue')) return;
  const op = s.frames[s.sp - FRAME];
  if (op !== OP_ATTACK_FURY && op !== OP_EFFECT_RESULT) return;
  const focus = s.focus[p];
  if (focus < 0 || s.status[focus] !== IN_PLAY || s.status[who] !== IN_PLAY) return;
  if (who === focus && s.variants['retinue-focus'] === 'others') return;
  const amount = who === focus || distance(s, who, focus) <= BAND_MM[BAND.S] ? 2 : lineOfSight(s, who, focus) ? 1 : 0;
  if (amount > 0) s.gain(p, amount, 'retinue');
}

function applyDecision(s: RrState, action: number): void {
  s.lastChoice = action;
  s.decision = D_NONE;
  s.cache = null;
  run(s);
}

export function run(s: RrState): void {
  let steps = 0;
  KEPT_ARMED = false;
  while (s.winner === NO_WINNER && s.decision === D_NONE && s.chanceKind === CK_NONE) {
    if (s.sp === 0) throw new Error('rattle-and-rend: the resolution stack ran dry');
    if (++steps > MAX_STEPS) throw new Error('rattle-and-rend: runaway resolution');
    const frames = s.frames;
    const at = s.sp - FRAME;
    s.sp = at;
    const op = frames[at];
    const a = frames[at + 1];
    const b = frames[at + 2];
    const c = frames[at + 3];
    const d = frames[at + 4];
    const e = frames[at + 5];
    // The reaction window's kept plan lives only until the action's own move: its OP_EFFECT (phase 0) pushes the
    // OP_MOVE, which makes it (and disarms it, moved or not).
    if (KEPT_ARMED && !(op === OP_EFFECT && e === 0) && op !== OP_MOVE) KEPT_ARMED = false;
    step(s, op, a, b, c, d, e);
  }
}

/** The bid and yes/no decisions' legal lists, shared (legal lists are read-only; a heuristic game has ~60 bid decisions: bench-rattle-and-rend). */
const BID_LISTS: ReadonlyArray<readonly number[]> = Array.from({ length: MAX_BID + 1 }, (_, top) => Array.from({ length: top + 1 }, (_, k) => k));
const YES_NO: readonly number[] = [0, 1];

function legal(s: RrState): readonly number[] {
  if (s.winner !== NO_WINNER) return [];
  if (s.chanceKind !== CK_NONE) return s.chanceOutcomes().map((o) => o.action);
  switch (s.decision) {
    case D_PICK:
    case D_REACT:
      return s.options;
    case D_BID:
      return BID_LISTS[Math.min(MAX_BID, s.momentum[s.decider])];
    case D_FIRST:
    case D_DENY:
    case D_COUNTER:
    case D_EXIT:
      return YES_NO;
    case D_ACTION:
      return legalActionCodes(s, s.decider);
  }
  return [];
}

function describe(s: RrState, action: number): string {
  if (s.chanceKind === CK_CHECK) return RESULT_NAMES[action] ?? `outcome ${action}`;
  if (s.chanceKind === CK_FACE) return `d${s.faces} shows ${action}`;
  switch (s.decision) {
    case D_PICK:
      return pickName(s, action);
    case D_BID:
      return `bid ${action}`;
    case D_FIRST:
      return action === 0 ? 'act first' : 'let the opponent act first';
    case D_REACT:
      return action === 0 ? 'no reaction' : describeReaction(s, action);
    case D_DENY:
      return action === 0 ? 'accept the reaction' : 'deny the reaction (1 Momentum)';
    case D_COUNTER:
      return action === 0 ? 'let it go' : 'counter-spend (1 Momentum)';
    case D_EXIT:
      return action === 0 ? 'roll to leave the terrain' : 'pay Momentum to leave the terrain';
    case D_ACTION:
      return describeActionCode(s, action);
  }
  return `action ${action}`;
}

/** What a D_PICK decision is choosing: scenario, density, theme, layout, deployment or arrangement (op of the waiting frame). */
function pickName(s: RrState, value: number): string {
  const op = s.frames[s.sp - FRAME];
  if (op === OP_SCENARIO_SET) return `scenario ${SCENARIOS[value]}`;
  if (op === OP_DENSITY_SET) return value === 0 ? 'sparse terrain' : 'dense terrain';
  if (op === OP_THEME_SET) return `theme ${THEMES[value]?.id ?? value}`;
  if (op === OP_LAYOUT_SET) return `terrain layout ${value + 1}`;
  if (op === OP_DEPLOYMENT_SET) return `${DEPLOYMENTS[value]} deployment`;
  if (op === OP_ORIENTATION_SET) return value === 0 ? 'Player A at the bottom edge' : 'Player A at the top edge';
  return `option ${value}`;
}

installEngine({ legal, describe, outcome: applyOutcome, decision: applyDecision });

// ---- the step function ----------------------------------------------------------

function rowsOf(face: number): number[] {
  const rows: number[] = [];
  // A plain loop, no closure (sixth pass: step calls this; see step's comment).
  for (let k = 0; k < FIVE_ROWS.length; k++) if (face >= FIVE_ROWS[k][0] && face <= FIVE_ROWS[k][1]) rows.push(k);
  return rows;
}

/** [0, 1, ..., count - 1] (a loop: Array.from with a mapping function is a slow generic path). */
function firstIntegers(count: number): number[] {
  const list: number[] = [];
  for (let k = 0; k < count; k++) list.push(k);
  return list;
}

/** The terrain themes a d20 face falls in (a plain loop, outside step: see step's comment). */
function themeRowsOf(face: number): number[] {
  const rows: number[] = [];
  for (let k = 0; k < THEMES.length; k++) if (face >= THEMES[k].lo && face <= THEMES[k].hi) rows.push(k);
  return rows;
}

function logSetup(s: RrState): void {
  s.log?.push({
    kind: 'setup',
    scenario: SCENARIOS[s.scenario],
    density: s.density === 0 ? 'sparse' : 'dense',
    layout: s.layout + 1,
    deployment: DEPLOYMENTS[s.deployment],
    terrain: Array.from({ length: s.nt }, (_, t) => ['rough', 'blocking', 'hazardous', 'inspiring'][s.tt[t]]),
    reserves: Array.from({ length: s.n }, (_, i) => i).filter((i) => s.status[i] === RESERVE),
  });
}

/**
 * One resolution step. No closure in here may capture `s` or another parameter (sixth pass): V8 then keeps them in a
 * context object allocated on every call, and this runs ~250 times a game (46 KB a heuristic game, the largest
 * allocation site: bench-rattle-and-rend). Code needing a closure lives in a helper (themeRowsOf, logSetup).
 */
function step(s: RrState, op: number, a: number, b: number, c: number, d: number, e: number): void {
  switch (op) {
    // The commonest steps first (seventh pass): the case labels are imported bindings, not literals, so the switch
    // tests them one by one in source order; a game's ~800 steps are mostly effects, turns, reaction windows and
    // action ends, and the setup steps run once a game.
    // -- actions (actions.ts) --
    case OP_EFFECT:
    case OP_EFFECT_RESULT:
      actionOps(s, op, a, b, c, d, e);
      return;
    // The next commonest: turns, reaction windows, action ends and choices, moves, bids.
    case OP_TURN:
      return turn(s);
    case OP_REACT_WINDOW: {
      // (stage, target, 1 when the active player reacts (Reversal), attacker, extra)
      if (s.aReacted) return;
      const reactor = c === 1 ? s.active : 1 - s.active;
      KEPT_S = null;
      const options = reactionOptions(s, a, reactor, b, d, e);
      if (options.length <= 1) {
        // No reaction: nothing changes before the action's move, which reuses the plan the window made (if any).
        KEPT_ARMED = KEPT_S === s;
        return;
      }
      s.wStage = a;
      s.wTarget = b;
      s.wAttacker = d;
      s.wExtra = e;
      s.push(OP_REACT_CHOSEN, reactor);
      // reactionOptions' list, 0 (no reaction) first, is the window's own.
      s.decide(D_REACT, reactor, options);
      return;
    }
    case OP_ACTION_END:
      return actionEnd(s, a);
    case OP_ACTION_CHOSEN:
      return actionChosen(s, s.lastChoice);
    case OP_MOVE:
      move(s, a, b, c, d);
      KEPT_ARMED = false;
      return;
    case OP_BID_STORE:
      if (b === 0) {
        s.push(OP_BID_STORE, a, 1);
        s.decide(D_BID, a);
        return;
      }
      s.bid[a] = s.lastChoice;
      return;

    // -- rounds ("Rounds & Order of Play", "Warband Morale", "Initiative Phase") --
    case OP_ROUND_START:
      return roundStart(s);
    case OP_MORALE_RESULT:
      if (s.status[a] === IN_PLAY && s.lastResult === FAIL) remove(s, a, CAUSE_MORALE, -1);
      return;
    case OP_INITIATIVE:
      // Total Momentum is updated and Momentum reset before the first bid of the round, never between re-bids.
      if (s.ties === 0) refreshMomentum(s);
      s.push(OP_BID_RESOLVE);
      if (needsSecretBid(s, 1)) s.push(OP_BID_STORE, 1);
      if (needsSecretBid(s, 0)) s.push(OP_BID_STORE, 0);
      for (let p = 0; p < 2; p++) if (!needsSecretBid(s, p)) s.bid[p] = SUPERIORITY_BID;
      return;
    case OP_BID_RESOLVE:
      return resolveBids(s);
    case OP_ROLL_OFF:
      return winInitiative(s, s.lastResult - 1);
    case OP_FIRST_SET:
      s.active = s.lastChoice === 0 ? a : 1 - a;
      s.log?.push({ kind: 'first', round: s.round, player: s.active });
      s.passes = 0;
      s.push(OP_TURN);
      return;
    case OP_ROUND_END:
      return roundEnd(s);
    case OP_RESURRECT:
      s.push(OP_RESURRECT_RESULT, a);
      s.requestCheck(a, GUILE, s.guileStat(a), diceFor(0, b, s.variants.dice));
      return;
    case OP_RESURRECT_RESULT:
      if (s.lastResult !== FAIL && s.status[a] === REMOVED) {
        const p = s.side[a];
        const spot = nearestFreeSpot(s, s.anchorX[p], s.anchorY[p], s.radius[a], a);
        s.place(a, spot.x, spot.y);
        s.setStatus(a, IN_PLAY);
        s.statResurrected[p] += s.points[a];
        s.log?.push({ kind: 'returns', round: s.round, player: p, element: a, why: 'ressurectionists' });
      }
      return;
    case OP_SOOTHSAYER_FACE:
      s.soothsayer[a] = s.lastResult;
      s.log?.push({ kind: 'soothsayer', round: s.round, player: a, number: s.lastResult });
      return;

    // -- reactions (reactions.ts) --
    case OP_REACT_CHOSEN:
      return reactChosen(s, a);
    case OP_DENY_CHOSEN:
      // (code, reactor): "ACCEPT OR DENY", then "THE FINAL WORD".
      if (s.lastChoice === 1) {
        if (freeDeny(s, 1 - b)) {
          s.disciplineReaction[1 - b] = 1;
          s.countSaved(1 - b, 'discipline');
        } else s.pay(1 - b, 1);
        s.log?.push({ kind: 'deny', round: s.round, player: 1 - b });
        if (s.momentum[b] >= 1) {
          s.push(OP_COUNTER_CHOSEN, a, b);
          s.decide(D_COUNTER, b);
          return;
        }
        s.log?.push({ kind: 'reaction-stopped', round: s.round, player: b });
        return;
      }
      s.push(OP_REACTION, a, b);
      return;
    case OP_COUNTER_CHOSEN:
      if (s.lastChoice === 1) {
        s.pay(b, 1);
        s.log?.push({ kind: 'counter', round: s.round, player: b });
        s.push(OP_REACTION, a, b);
        return;
      }
      s.log?.push({ kind: 'reaction-stopped', round: s.round, player: b });
      return;
    case OP_REACTION:
      return resolveReaction(s, a, b);
    case OP_REACTION_RESULT:
      return reactionResult(s, a, b, c, d, e);

    // -- movement --
    case OP_EXIT_CHOSEN:
      if (s.lastChoice === 1) {
        const hazard = s.tt[terrainAt(s, s.x[a], s.y[a])] === HAZARDOUS;
        s.pay(s.side[a], hazard ? 2 : 1);
        s.log?.push({ kind: 'exit-paid', round: s.round, player: s.side[a], element: a, momentum: hazard ? 2 : 1 });
        s.push(OP_MOVE_DO, a, b, c, d);
        return;
      }
      exitCheck(s, a, b, c, d);
      return;
    case OP_EXIT_RESULT:
      if (s.lastResult !== FAIL) {
        s.push(OP_MOVE_DO, a, b, c, d);
        return;
      }
      if (e === 1 && s.variants['hazardous-fail'] === 'removed') {
        // A failed Will check against terrain: "FAIL: Remove the Element from play."
        remove(s, a, CAUSE_TERRAIN, -1);
        return;
      }
      s.log?.push({ kind: 'stuck', round: s.round, player: s.side[a], element: a });
      return;
    case OP_MOVE_DO:
      return moveDo(s, a, b, c, d);

    // -- attacks and Will checks --
    case OP_ATTACK:
      return attack(s, a, b, c);
    case OP_ATTACK_GUILE:
      if (s.lastResult === FAIL) {
        s.log?.push({ kind: 'attack-fails', round: s.round, player: s.side[a], element: a, why: 'nightmares' });
        return;
      }
      furyCheck(s, a, b, c);
      return;
    case OP_ATTACK_FURY:
      return afterFury(s, a, b, c, s.lastResult);
    case OP_RETALIATE_FURY: {
      // Retaliate: both Fury checks first, then the Will checks, all simultaneous (Standard Reactions › Retaliate).
      const mine = s.lastResult;
      const theirs = d;
      settle(s, mine !== FAIL);
      if (mine !== FAIL && s.status[b] === IN_PLAY) s.push(OP_WILL_FORCED, b, a, mine === CRITICAL ? 1 : 0, AF_FREE);
      if (theirs !== FAIL) s.push(OP_WILL_FORCED, a, b, theirs === CRITICAL ? 1 : 0, c);
      return;
    }
    case OP_WILL_FORCED:
      return willForced(s, a, b, c, d, e);
    case OP_WILL_ROLL:
      return willRoll(s, a, b, c, d, e);
    case OP_WILL_RESULT:
      return willResult(s, a, b, c, d, e);
    case OP_AFTER_WILL:
      return afterWillTriggers(s, a, b, c, d);
    case OP_SELF_WILL:
      if (s.status[a] !== IN_PLAY) return;
      s.push(OP_SELF_WILL_RESULT, a, b);
      s.requestCheck(a, WILL, willStat(s, a), diceFor(willBonus(s, a, -1, false), b, s.variants.dice));
      return;
    case OP_SELF_WILL_RESULT:
      if (s.lastResult === FAIL && s.status[a] === IN_PLAY) remove(s, a, CAUSE_SELF, -1);
      return;

    case OP_VICTORY:
      checkVictory(s);
      return;

    // -- setup ("Eight Game Setup", steps 1-5) --
    case OP_SETUP:
      s.push(OP_PLACE);
      s.push(OP_DEPLOYMENT);
      s.push(OP_LAYOUT_SET);
      s.push(OP_THEME);
      s.push(OP_DENSITY_FACE);
      s.push(OP_SCENARIO_FACE);
      return;
    case OP_SCENARIO_FACE:
      if (s.variants.scenario !== 'rolled') {
        // Toolkit setting `scenario`: no roll, so no choice for Player A either.
        setScenario(s, SCENARIOS.indexOf(s.variants.scenario));
        return;
      }
      s.push(OP_SCENARIO_SET, 1);
      s.requestFace(20);
      return;
    case OP_SCENARIO_SET:
      if (a === 1) {
        const rows = rowsOf(s.lastResult);
        if (rows.length === 1) {
          setScenario(s, rows[0]);
          return;
        }
        // "When a result overlaps with two results, Player A may choose whichever they prefer."
        s.push(OP_SCENARIO_SET, 0);
        s.decide(D_PICK, 0, rows);
        return;
      }
      setScenario(s, s.lastChoice);
      return;
    case OP_DENSITY_FACE:
      if (s.preparedOptions(0)) {
        // Prepared, Player A: "You may choose the terrain density or the theme" (not under prepared=rearrange-only).
        s.push(OP_DENSITY_SET, 0);
        s.decide(D_PICK, 0, [0, 1]);
        return;
      }
      s.push(OP_DENSITY_SET, 1);
      s.requestFace(s.variants['density-roll'] === 'coin' ? 2 : 20);
      return;
    case OP_DENSITY_SET:
      if (a === 1) {
        const face = s.lastResult;
        if (s.faces === 2) return setDensity(s, face - 1);
        if (face <= SPARSE_MAX && face >= DENSE_MIN) {
          // 9-11 lies in both rows; Player B, who places the terrain, chooses.
          s.push(OP_DENSITY_SET, 0);
          s.decide(D_PICK, 1, [0, 1]);
          return;
        }
        return setDensity(s, face <= SPARSE_MAX ? 0 : 1);
      }
      return setDensity(s, s.lastChoice);
    case OP_THEME:
      if (s.variants['terrain-theme'] === 'none') return;
      if (s.preparedOptions(0)) {
        s.push(OP_THEME_SET, 0);
        s.decide(D_PICK, 0, [0, 1, 2, 3]);
        return;
      }
      // 18-20 is not on the table: re-rolled, so the face is uniform on 1-17.
      s.push(OP_THEME_FACE);
      s.requestFace(17);
      return;
    case OP_THEME_FACE: {
      const rows = themeRowsOf(s.lastResult);
      if (rows.length === 1) {
        s.theme = rows[0];
        s.log?.push({ kind: 'theme', theme: THEMES[s.theme].id });
        return;
      }
      s.push(OP_THEME_SET, 0);
      s.decide(D_PICK, 1, rows);
      return;
    }
    case OP_THEME_SET:
      s.theme = s.lastChoice;
      s.log?.push({ kind: 'theme', theme: THEMES[s.theme].id });
      return;
    case OP_LAYOUT_SET:
      if (a === 0) {
        // "PLAYER B - TERRAIN SELECTION AND PLACEMENT": B picks one of the prepared layouts.
        s.push(OP_LAYOUT_SET, 1);
        s.decide(D_PICK, 1, firstIntegers(LAYOUT_COUNT));
        return;
      }
      s.layout = s.lastChoice;
      return;
    case OP_DEPLOYMENT:
      if (s.variants.deployment !== 'rolled') {
        // Toolkit setting `deployment`: no roll and no choice of scheme; Prepared's Player B still chooses the orientation.
        if (s.preparedOptions(1)) s.push(OP_ORIENTATION_SET);
        s.deployment = DEPLOYMENTS.indexOf(s.variants.deployment);
        return;
      }
      if (s.preparedOptions(1)) {
        // Prepared, Player B: chooses the arrangement of the deployment zones (not under prepared=rearrange-only).
        s.push(OP_ORIENTATION_SET);
        s.push(OP_DEPLOYMENT_SET, 0);
        s.decide(D_PICK, 1, [0, 1, 2, 3, 4]);
        return;
      }
      s.push(OP_DEPLOYMENT_FACE);
      s.requestFace(20);
      return;
    case OP_DEPLOYMENT_FACE: {
      const rows = rowsOf(s.lastResult);
      if (rows.length === 1) {
        s.deployment = rows[0];
        return;
      }
      // The chooser of an overlapping deployment roll is unstated (RR-149): Player A rolls it, so A chooses.
      s.push(OP_DEPLOYMENT_SET, 0);
      s.decide(D_PICK, 0, rows);
      return;
    }
    case OP_DEPLOYMENT_SET:
      s.deployment = s.lastChoice;
      return;
    case OP_ORIENTATION_SET:
      if (a === 0) {
        s.push(OP_ORIENTATION_SET, 1);
        s.decide(D_PICK, 1, [0, 1]);
        return;
      }
      s.flip = s.lastChoice;
      return;
    case OP_PLACE:
      placeAndDeploy(s);
      if (s.log) logSetup(s);
      s.push(OP_ROUND_START);
      return;
  }
  throw new Error(`rattle-and-rend: unknown op ${op}`);
}

function setScenario(s: RrState, scenario: number): void {
  s.scenario = scenario;
  s.log?.push({ kind: 'scenario', scenario: SCENARIOS[scenario] });
}

function setDensity(s: RrState, density: number): void {
  s.density = density;
}

// ---- rounds -----------------------------------------------------------------------

function roundStart(s: RrState): void {
  s.round++;
  for (let p = 0; p < 2; p++) {
    s.actions[p] = 0;
    s.firstTurn[p] = 0;
    s.tactitiansFirst[p] = 0;
    s.tactitiansChosen[p] = 0;
    s.lastActor[p] = -1;
    s.freeAction[p] = 0;
    s.disciplineAction[p] = 0;
    s.disciplineReaction[p] = 0;
    s.soothsayer[p] = 0;
    s.soothTurn[p] = -1;
    s.temptorOffered[p] = 0;
    s.temptorDie[p] = 0;
    s.temptorFree[p] = 0;
    s.packUsed[p] = 0;
    s.bid[p] = 0;
  }
  for (let i = 0; i < s.n; i++) s.flags[i] &= ~F_FREE_NEXT;
  s.ties = 0;
  s.log?.push({ kind: 'round', round: s.round });
  // Initiative comes after Morale, which comes first in the Initiative Phase ("before momentum is bid").
  s.push(OP_INITIATIVE);
  s.push(OP_VICTORY);
  // Morale comes "following a Round" where the warband was reduced: never before the first round (Warband Morale).
  for (let p = 0; p < 2 && s.round > 1; p++) {
    if (s.bondIs(p, 'null')) continue;
    const measure = s.moraleMeasure(p);
    let penalty = -1;
    if (measure <= MORALE_SECOND && !(s.morale[p] & 2)) {
      s.morale[p] |= 3;
      penalty = 1;
    } else if (measure <= MORALE_FIRST && !(s.morale[p] & 1)) {
      s.morale[p] |= 1;
      penalty = 0;
    }
    if (penalty < 0) continue;
    s.log?.push({ kind: 'morale', round: s.round, player: p, measure, penalty: penalty === 1 });
    for (let i = s.n - 1; i >= 0; i--) {
      if (s.side[i] !== p || s.status[i] !== IN_PLAY) continue;
      s.push(OP_MORALE_RESULT, i);
      s.push(OP_WILL_ROLL, i, -1, penalty, 0, 2);
    }
  }
}

/** Updates Total Momentum and resets Momentum to it ("Initiative Phase"). */
function refreshMomentum(s: RrState): void {
  for (let p = 0; p < 2; p++) {
    s.total[p] = s.computeTotal(p);
    s.momentum[p] = s.total[p];
  }
}

function resolveBids(s: RrState): void {
  // No array per resolution (about 28 a heuristic game, most of them re-bids after ties).
  const tied = s.bid[0] === s.bid[1];
  for (let p = 0; p < 2; p++) {
    const fixed = !needsSecretBid(s, p);
    const cost = fixed ? Math.min(1, s.momentum[p]) : Math.min(s.bid[p], s.momentum[p]);
    s.pay(p, cost);
    s.statBidSpent[p] += cost;
    if (tied) s.statTieDrain[p] += cost; // RR-099: Momentum discarded on a tie, bought nothing
  }
  s.log?.push({ kind: 'bids', round: s.round, bids: [s.bid[0], s.bid[1]], momentum: [s.momentum[0], s.momentum[1]] });
  if (tied) {
    s.statTies[0]++;
    s.ties++;
    if (s.ties >= MAX_TIED_BIDS) {
      s.push(OP_ROLL_OFF);
      s.requestFace(2);
      return;
    }
    // "both players discard those points and bid again".
    s.push(OP_INITIATIVE);
    return;
  }
  winInitiative(s, s.bid[0] > s.bid[1] ? 0 : 1);
}

function winInitiative(s: RrState, winner: number): void {
  s.log?.push({ kind: 'initiative', round: s.round, player: winner });
  s.push(OP_FIRST_SET, winner);
  s.decide(D_FIRST, winner);
}

function turn(s: RrState): void {
  if (s.winner !== NO_WINNER) return;
  const p = s.active;
  if (!s.firstTurn[p]) {
    s.firstTurn[p] = 1;
    // Tactitians is selected "During your first TURN each ROUND" (actions.ts tactitiansOpen): this Turn's number.
    if (s.tacticMask[p] & TACTITIANS_BIT) s.tactitiansFirst[p] = s.turns + 1;
    s.push(OP_TURN);
    firstTurnEffects(s, p);
    return;
  }
  const free = s.freeAction[p] > 0 || s.temptorFree[p] > 0 || (s.bondIs(p, 'discipline') && !s.disciplineAction[p]) || anyFreeNext(s, p);
  const codes = (s.momentum[p] >= 1 || free) && s.actions[p] < MAX_ACTIONS_PER_ROUND ? legalActionCodes(s, p) : null;
  if (!codes || codes.length <= 1) {
    pass(s, p, true);
    return;
  }
  s.statOptions[p] += codes.length - 1; // index 0 is pass
  s.statTurns[p]++;
  s.push(OP_ACTION_CHOSEN);
  s.decide(D_ACTION, p);
  s.cache = codes;
}

function anyFreeNext(s: RrState, p: number): boolean {
  for (let i = 0; i < s.n; i++) if (s.side[i] === p && s.flags[i] & F_FREE_NEXT) return true;
  return false;
}

function pass(s: RrState, p: number, forced: boolean): void {
  s.passes++;
  s.log?.push({ kind: 'pass', round: s.round, player: p, forced, momentum: s.momentum[p] });
  // "The Round ends only when both players have consecutive passes or both have run out of Momentum."
  if (s.passes >= 2) {
    s.push(OP_ROUND_END);
    return;
  }
  s.active = 1 - p;
  s.turns++;
  s.push(OP_TURN);
}

/** First-turn effects ("First Turn Effects"): Banish Foe returns, Ressurectionists, Soothsayers, Teleporters. */
function firstTurnEffects(s: RrState, p: number): void {
  for (let i = 0; i < s.n; i++) {
    if (s.side[i] !== p || s.status[i] !== BANISHED || s.banishRound[i] >= s.round) continue;
    const spot = nearestFreeSpot(s, s.x[i], s.y[i], s.radius[i], i);
    s.place(i, spot.x, spot.y);
    s.setStatus(i, IN_PLAY);
    s.log?.push({ kind: 'returns', round: s.round, player: p, element: i, why: 'banish-foe' });
  }
  if (s.has(p, TELEPORTERS_BIT)) teleport(s, p);
  if (s.has(p, SOOTHSAYERS_BIT)) {
    s.push(OP_SOOTHSAYER_FACE, p);
    s.requestFace(20);
  }
  if (s.has(p, RESSURECTIONISTS_BIT)) {
    // Up to 1/3 of the warband's points (a nerf: 1/4 or 1/6; Heavies excluded), largest first; checks after the first at a penalty.
    const v = s.variants.resurrectionists;
    let budget = Math.floor(totalPoints(s, p) / (v === 'quarter-points' ? 4 : v === 'sixth-points' ? 6 : 3));
    const fallen: number[] = [];
    for (let i = 0; i < s.n; i++) if (s.side[i] === p && s.status[i] === REMOVED && !(v === 'no-heavies' && s.type[i] === HEAVY)) fallen.push(i);
    fallen.sort((x, y) => s.points[y] - s.points[x]);
    const chosen: number[] = [];
    for (const i of fallen) {
      if (s.points[i] > budget) continue;
      budget -= s.points[i];
      chosen.push(i);
    }
    for (let k = chosen.length - 1; k >= 0; k--) s.push(OP_RESURRECT, chosen[k], k > 0 || v === 'all-penalty' ? 1 : 0);
  }
}

function totalPoints(s: RrState, p: number): number {
  let sum = 0;
  for (let i = 0; i < s.n; i++) if (s.side[i] === p) sum += s.points[i];
  return sum;
}

/** Teleporters: up to 1/3 of the points not within S of an enemy, moved just beyond S of the nearest enemy (melee Elements first). */
function teleport(s: RrState, p: number): void {
  let budget = Math.floor(totalPoints(s, p) / 3);
  for (let i = 0; i < s.n && budget > 0; i++) {
    if (s.side[i] !== p || s.status[i] !== IN_PLAY || s.type[i] === WARD || s.points[i] > budget) continue;
    if (s.type[i] !== HEAVY && s.profiles[s.type[i]].rng !== BAND.B) continue;
    const e = nearestEnemy(s, i);
    if (e < 0 || distance(s, i, e) <= BAND_MM[1]) continue;
    const d = distance(s, i, e);
    const spot = nearestFreeSpot(s, s.x[e] + ((s.x[i] - s.x[e]) / d) * (BAND_MM[1] + 5), s.y[e] + ((s.y[i] - s.y[e]) / d) * (BAND_MM[1] + 5), s.radius[i], i);
    s.place(i, spot.x, spot.y);
    budget -= s.points[i];
    s.log?.push({ kind: 'teleport', round: s.round, player: p, element: i, to: [Math.round(spot.x), Math.round(spot.y)] });
  }
}

export function nearestEnemy(s: RrState, i: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let k = 0; k < s.n; k++) {
    if (s.side[k] === s.side[i] || s.status[k] !== IN_PLAY) continue;
    const dd = distance(s, i, k);
    if (dd < bestDistance) {
      bestDistance = dd;
      best = k;
    }
  }
  return best;
}

function actionChosen(s: RrState, code: number): void {
  const p = s.active;
  if (code === PASS) {
    pass(s, p, false);
    return;
  }
  s.passes = 0;
  actionOps(s, 0, code, 0, 0, 0, 0);
}

function actionEnd(s: RrState, phase: number): void {
  if (s.winner !== NO_WINNER) return;
  const p = s.active;
  if (phase === 0 && s.aSwap && s.aReacted === 1) {
    // Reversal, the one reaction to a reaction: after the enemy's reaction, before it acts.
    s.push(OP_ACTION_END, 1);
    s.aReacted = 0;
    s.push(OP_REACT_WINDOW, ST_AFTER_REACTION, -1, 1, -1, 0);
    return;
  }
  if (s.aSwap) {
    s.aSwap = 0;
    s.active = 1 - p;
    s.passes = 0;
    s.turns++;
    s.log?.push({ kind: 'initiative-swaps', round: s.round, player: s.active });
  }
  s.aActor = -1;
  s.aKind = 0;
  s.aReacted = 0;
  s.aCancelled = 0;
  s.push(OP_TURN);
  checkVictory(s);
}

function roundEnd(s: RrState): void {
  s.log?.push({ kind: 'round-end', round: s.round, momentum: [s.momentum[0], s.momentum[1]] });
  if (endOfRoundVictory(s)) return;
  s.push(OP_ROUND_START);
}

// ---- victory ("Victory and Defeat", "Step 1. Victory Conditions") ------------------------------

function finish(s: RrState, winner: number, reason: string): void {
  if (s.winner !== NO_WINNER) return;
  s.winner = winner;
  s.decision = D_NONE;
  s.chanceKind = CK_NONE;
  s.sp = 0;
  s.log?.push({ kind: 'end', round: s.round, winner: winner === DRAW ? 'draw' : winner, reason });
}

export function checkVictory(s: RrState): void {
  if (s.winner !== NO_WINNER) return;
  const gone = [!s.anyLeft(0), !s.anyLeft(1)];
  if (gone[0] && gone[1]) return finish(s, DRAW, 'both warbands removed');
  if (gone[0] || gone[1]) return finish(s, gone[0] ? 1 : 0, 'every enemy Element removed');
  if (s.scenario === 3) {
    for (let p = 0; p < 2; p++) {
      let left = 0;
      let marked = 0;
      for (let i = 0; i < s.n; i++) {
        if (s.side[i] === 1 - p && s.flags[i] & F_DUEL_TARGET) {
          marked++;
          if (s.status[i] !== REMOVED) left++;
        }
      }
      if (marked > 0 && left === 0) return finish(s, p, 'duel targets removed');
    }
  }
  if (s.scenario === 2) for (let p = 0; p < 2; p++) if (s.offMarkers[p] >= 2) return finish(s, p, 'two objective markers carried off');
}

function pointsWhere(s: RrState, p: number, test: (i: number) => boolean): number {
  let sum = 0;
  for (let i = 0; i < s.n; i++) if (s.side[i] === p && s.status[i] === IN_PLAY && s.type[i] !== WARD && test(i)) sum += s.points[i];
  return sum;
}

function endOfRoundVictory(s: RrState): boolean {
  const limited = s.scenario === 1 || s.scenario === 2 || s.scenario === 4;
  const decideBy = (a: number, b: number, reason: string): boolean => {
    if (a === b) return false;
    finish(s, a > b ? 0 : 1, reason);
    return true;
  };
  const inPlay = (p: number) => pointsWhere(s, p, () => true);
  if (limited && s.round >= SCENARIO_ROUNDS) {
    if (s.scenario === 1) {
      const hill = s.nt - 1;
      const on = (p: number) => pointsWhere(s, p, (i) => hypot(s.x[i] - s.tx[hill], s.y[i] - s.ty[hill]) <= s.tr[hill] + s.radius[i] + 1);
      if (decideBy(on(0), on(1), 'most points on the hill') || decideBy(inPlay(0), inPlay(1), 'hill tied: most points in play')) return true;
      finish(s, DRAW, 'hill and points in play tied');
      return true;
    }
    if (s.scenario === 2) {
      // "The player in control of the objective marker" (one marker named, three placed: RR-064, `ctf-control`).
      const control = s.variants['ctf-control'];
      const held = [0, 0];
      for (let k = 0; k < (control === 'centre' ? 1 : 3); k++) if (s.mctrl[k] >= 0) held[s.side[s.mctrl[k]]]++;
      if (control === 'most' && decideBy(held[0] + s.offMarkers[0], held[1] + s.offMarkers[1], 'most objective markers controlled')) return true;
      // any: a side controlling a marker wins unless both do; centre: marker 0 is the centre one (setup.ts).
      if (control === 'any' && (held[0] > 0) !== (held[1] > 0) && decideBy(held[0], held[1], 'the only side in control of an objective marker')) return true;
      if (control === 'centre' && decideBy(held[0], held[1], 'the centre objective marker controlled')) return true;
      const near = (p: number) => pointsWhere(s, p, (i) => hypot(s.x[i] - 200, s.y[i] - 200) <= BAND_MM[2]);
      if (decideBy(near(0), near(1), 'no control: most points within M of the centre')) return true;
      finish(s, DRAW, 'markers and points tied');
      return true;
    }
    // Conquest: three zones by width; the centre zone 160 mm wide.
    const zone = (i: number) => (s.x[i] < 120 ? 0 : s.x[i] <= 280 ? 1 : 2);
    const won = [0, 0];
    const centre = [0, 0];
    for (let z = 0; z < 3; z++) {
      const pts = [pointsWhere(s, 0, (i) => zone(i) === z), pointsWhere(s, 1, (i) => zone(i) === z)];
      if (z === 1) [centre[0], centre[1]] = pts;
      if (pts[0] !== pts[1]) won[pts[0] > pts[1] ? 0 : 1]++;
    }
    if (decideBy(won[0], won[1], 'most zones won') || decideBy(centre[0], centre[1], 'zones tied: most points in the centre zone')) return true;
    if (s.round >= SCENARIO_ROUNDS + 1) {
      finish(s, DRAW, 'zones tied after the fifth round');
      return true;
    }
    return false;
  }
  if (!limited && s.round >= s.roundLimit) {
    if (decideBy(inPlay(0), inPlay(1), `round limit (${s.roundLimit}): most points in play`)) return true;
    finish(s, DRAW, `round limit (${s.roundLimit}) with equal points`);
    return true;
  }
  return false;
}

// ---- movement ---------------------------------------------------------------------------------

function moverKind(s: RrState, i: number): number {
  if (s.isHeavyTrait(i, 'flyer')) return MOVER_FLYER;
  if (s.isHeavyTrait(i, 'transport')) return MOVER_TRANSPORT;
  return MOVER_NORMAL;
}

/** The point a destination code means now; null when it means nothing (stay). */
export function destinationPoint(s: RrState, i: number, dest: number): [number, number] | null {
  return destinationInto(s, i, dest) ? [DEST_XY[0], DEST_XY[1]] : null;
}

/** destinationPoint into DEST_XY (no array per planned move); false when the destination means nothing. */
const DEST_XY = new Float64Array(2);

function destinationInto(s: RrState, i: number, dest: number): boolean {
  if (dest === DEST_STAY) return false;
  if (dest >= DEST_TOWARD && dest < DEST_TOWARD + 16) {
    const e = dest - DEST_TOWARD;
    DEST_XY[0] = s.x[e];
    DEST_XY[1] = s.y[e];
    return true;
  }
  if (dest === DEST_AWAY) {
    const e = nearestEnemy(s, i);
    if (e < 0) return false;
    const p = awayPoint(s, i, s.x[e], s.y[e], 400);
    DEST_XY[0] = p.x;
    DEST_XY[1] = p.y;
    return true;
  }
  if (dest === DEST_OBJECTIVE) {
    const point = objectivePoint(s, i);
    if (!point) return false;
    DEST_XY[0] = point[0];
    DEST_XY[1] = point[1];
    return true;
  }
  if (dest === DEST_EDGE) {
    // The nearest edge, straight across; on a tie the first of bottom (y 0), top, left (x 0), right (as a stable sort
    // of the four by distance would order them).
    const px = s.x[i];
    const py = s.y[i];
    let x = px;
    let y = 0;
    let d = py;
    if (BOARD_MM - py < d) {
      x = px;
      y = BOARD_MM;
      d = BOARD_MM - py;
    }
    if (px < d) {
      x = 0;
      y = py;
      d = px;
    }
    if (BOARD_MM - px < d) {
      x = BOARD_MM;
      y = py;
    }
    DEST_XY[0] = x;
    DEST_XY[1] = y;
    return true;
  }
  if (dest === DEST_COVER) {
    let best = -1;
    for (let t = 0; t < s.nt; t++) {
      if (s.tt[t] !== INSPIRING) continue;
      if (best < 0 || hypot(s.tx[t] - s.x[i], s.ty[t] - s.y[i]) < hypot(s.tx[best] - s.x[i], s.ty[best] - s.y[i])) best = t;
    }
    if (best < 0) return false;
    DEST_XY[0] = s.tx[best];
    DEST_XY[1] = s.ty[best];
    return true;
  }
  return false;
}

/** Whether objectivePoint(s, i) names a point (without building it: legal actions ask for every Element). */
export function hasObjective(s: RrState, i: number): boolean {
  if (s.scenario === 1 || s.scenario === 4) return true;
  if (s.scenario === 2) return s.mctrl[0] === -1 || s.mctrl[1] === -1 || s.mctrl[2] === -1;
  return false;
}

const CONQUEST_X = [60, 200, 340] as const;

/** The scenario's point of interest for i: the hill, the nearest free marker, the centre zone, the enemy's duel target. */
export function objectivePoint(s: RrState, i: number): [number, number] | null {
  if (s.scenario === 1) return [s.tx[s.nt - 1], s.ty[s.nt - 1]];
  if (s.scenario === 2) {
    let best = -1;
    for (let k = 0; k < 3; k++) {
      if (s.mctrl[k] !== -1) continue;
      if (best < 0 || hypot(s.mx[k] - s.x[i], s.my[k] - s.y[i]) < hypot(s.mx[best] - s.x[i], s.my[best] - s.y[i])) best = k;
    }
    return best < 0 ? null : [s.mx[best], s.my[best]];
  }
  // Conquest: spread over the three zones (by slot), on the own side of the centre line.
  if (s.scenario === 4) return [CONQUEST_X[i % 3], s.anchorY[s.side[i]] < 200 ? 175 : 225];
  return null;
}

/** OP_MOVE: i moves up to `budget` mm toward `dest`; leaving Rough or Hazardous terrain first needs a check or Momentum. */
function move(s: RrState, i: number, dest: number, budget: number, flags: number): void {
  if (s.status[i] !== IN_PLAY || dest === DEST_STAY || budget <= 0) return;
  if (i === s.aActor && s.aNoMove) return;
  const t = terrainAt(s, s.x[i], s.y[i]);
  const type = t >= 0 ? s.tt[t] : -1;
  const saboteur = t >= 0 && sabotaged(s, i, t);
  const exempt = flags & MF_FREE_TERRAIN || s.flags[i] & F_COMPELLED || moverKind(s, i) === MOVER_FLYER || (type === ROUGH && s.has(s.side[i], HARRIERS_BIT) && !saboteur);
  if ((type === ROUGH || type === HAZARDOUS || saboteur) && !exempt) {
    const planned = planTarget(s, i, dest, budget, flags);
    if (planned && hypot(PLANNED[0] - s.tx[t], PLANNED[1] - s.ty[t]) >= s.tr[t]) {
      const hazard = type === HAZARDOUS || saboteur;
      const cost = hazard ? 2 : 1;
      // Terrain Rules: "requires a successful GUILE CHECK or paying 1 MOMENTUM" (Hazardous: WILL, 2): offered whenever the
      // side can pay the price (before rr-heuristic only with one Momentum more than the price).
      if (s.momentum[s.side[i]] >= cost) {
        s.push(OP_EXIT_CHOSEN, i, dest, budget, flags);
        s.decide(D_EXIT, s.side[i]);
        return;
      }
      exitCheck(s, i, dest, budget, flags);
      return;
    }
    // The move stays inside the piece: moveDo would plan the very same move again (nothing changed since).
    if (planned) moveToPlanned(s, i);
    return;
  }
  moveDo(s, i, dest, budget, flags);
}

/** Saboteurs: Rough or Inspiring terrain counts as Hazardous for enemies while a Saboteur is within S of it. */
function sabotaged(s: RrState, i: number, t: number): boolean {
  const enemy = 1 - s.side[i];
  if (!s.has(enemy, SABOTEURS_BIT) || (s.tt[t] !== ROUGH && s.tt[t] !== INSPIRING)) return false;
  for (let k = 0; k < s.n; k++) {
    if (s.side[k] === enemy && s.status[k] === IN_PLAY && hypot(s.x[k] - s.tx[t], s.y[k] - s.ty[t]) <= s.tr[t] + BAND_MM[1]) return true;
  }
  return false;
}

function exitCheck(s: RrState, i: number, dest: number, budget: number, flags: number): void {
  const t = terrainAt(s, s.x[i], s.y[i]);
  const hazard = t >= 0 && (s.tt[t] === HAZARDOUS || sabotaged(s, i, t));
  s.push(OP_EXIT_RESULT, i, dest, budget, flags, hazard ? 1 : 0);
  // Statistics only (RR-143): the check that follows is a terrain exit's, not the action's own.
  s.log?.push({ kind: 'exit-check', round: s.round, player: s.side[i], element: i, hazard: hazard ? 1 : 0 });
  if (hazard) s.requestCheck(i, WILL, willStat(s, i), diceFor(willBonus(s, i, -1, false), willPenalty(s, i, -1), s.variants.dice));
  else s.requestCheck(i, GUILE, s.guileStat(i), 2);
}

/** Where the last planTarget or plannedEnd ends ([x, y]; valid until the next call: no array per planned move). */
const PLANNED = new Float64Array(2);

/**
 * The reaction window's plan of the declared move (seventh pass): the window plans where the mover ends (reactions.ts
 * windowEnd) and, when no reaction is declared, the action's own move follows with nothing changed in between
 * (run: only its OP_EFFECT, which pushes the OP_MOVE), so planTarget returns the kept plan for the same state and
 * arguments instead of planning the same move again. Armed only then; disarmed by any other step, a new run or a move.
 */
let KEPT_S: RrState | null = null;
let KEPT_ARMED = false;
let KEPT_I = -1;
let KEPT_DEST = -1;
let KEPT_BUDGET = -1;
let KEPT_FLAGS = -1;
let KEPT_OK = false;
const KEPT_XY = new Float64Array(2);

/** plannedEnd for the reaction window: also keeps the plan for the action's move (see KEPT_S). */
export function windowEnd(s: RrState, i: number, dest: number, budget: number, flags: number): Readonly<Float64Array> {
  const ok = planTarget(s, i, dest, budget, flags);
  KEPT_S = s;
  KEPT_I = i;
  KEPT_DEST = dest;
  KEPT_BUDGET = budget;
  KEPT_FLAGS = flags;
  KEPT_OK = ok;
  if (ok) {
    KEPT_XY[0] = PLANNED[0];
    KEPT_XY[1] = PLANNED[1];
  } else {
    PLANNED[0] = s.x[i];
    PLANNED[1] = s.y[i];
  }
  return PLANNED;
}

/** Plans i's move toward `dest` into PLANNED; false when the destination means nothing (stay). */
function planTarget(s: RrState, i: number, dest: number, budget: number, flags: number): boolean {
  if (KEPT_ARMED && s === KEPT_S && i === KEPT_I && dest === KEPT_DEST && budget === KEPT_BUDGET && flags === KEPT_FLAGS) {
    if (!KEPT_OK) return false;
    PLANNED[0] = KEPT_XY[0];
    PLANNED[1] = KEPT_XY[1];
    return true;
  }
  const toward = dest >= DEST_TOWARD && dest < DEST_TOWARD + 16;
  // destinationPoint's answer written straight into planMove's inputs (board.ts PLAN_IN: no array, no boxed doubles).
  if (!destinationInto(s, i, dest)) return false;
  PLAN_IN[0] = DEST_XY[0];
  PLAN_IN[1] = DEST_XY[1];
  PLAN_IN[2] = budget;
  PLAN_IN[3] = standOffFor(s, i, dest, flags);
  const plan = planMoveIn(s, i, pivotsFor(budget), moverKind(s, i), (s.tacticMask[s.side[i]] & HARRIERS_BIT) !== 0, toward ? dest - DEST_TOWARD : -1);
  PLANNED[0] = plan.x;
  PLANNED[1] = plan.y;
  return true;
}

function pivotsFor(budget: number): number {
  return budget > BAND_MM[2] ? 2 : budget > BAND_MM[1] ? 1 : 0;
}

function standOffFor(s: RrState, i: number, dest: number, flags: number): number {
  if (dest < DEST_TOWARD || dest >= DEST_TOWARD + 16) return 0;
  const e = dest - DEST_TOWARD;
  const contact = s.radius[i] + s.radius[e];
  if (flags & MF_RANGE) {
    const band = s.rngBand(i, (flags & MF_REACTION) !== 0);
    if (band > 0) return Math.max(contact, BAND_MM[band] - 6);
  }
  return contact;
}

/** Where a planned move would end (for reaction triggers at declaration), without moving: [x, y], valid until the next plan. */
export function plannedEnd(s: RrState, i: number, dest: number, budget: number, flags: number): Readonly<Float64Array> {
  if (!planTarget(s, i, dest, budget, flags)) {
    PLANNED[0] = s.x[i];
    PLANNED[1] = s.y[i];
  }
  return PLANNED;
}

function moveDo(s: RrState, i: number, dest: number, budget: number, flags: number): void {
  if (s.status[i] !== IN_PLAY) return;
  if (!planTarget(s, i, dest, budget, flags)) return;
  moveToPlanned(s, i);
}

/** Moves i (in play) to PLANNED, the end of its planned move, and resolves what the move sets off. */
function moveToPlanned(s: RrState, i: number): void {
  KEPT_ARMED = false;
  const fromX = s.x[i];
  const fromY = s.y[i];
  s.place(i, PLANNED[0], PLANNED[1]);
  if (hypot(fromX - s.x[i], fromY - s.y[i]) < 0.5) return;
  s.flags[i] &= ~F_COMPELLED;
  if (i === s.aActor) s.aMoved = 1;
  // Transported Elements ride along.
  for (let k = 0; k < s.n; k++) {
    if (s.status[k] === CARRIED && s.carrier[k] === i) {
      s.place(k, s.x[i], s.y[i]);
    }
  }
  s.log?.push({ kind: 'move', round: s.round, player: s.side[i], element: i, from: [Math.round(fromX), Math.round(fromY)], to: [Math.round(s.x[i]), Math.round(s.y[i])] });
  // Capture the Flags: a carried marker moves along; reaching a board edge carries it off (not on the turn it was taken).
  for (let k = 0; k < 3; k++) {
    if (s.mctrl[k] !== i) continue;
    s.mx[k] = s.x[i];
    s.my[k] = s.y[i];
    const r = s.radius[i] + 1;
    const atEdge = s.x[i] <= r || s.y[i] <= r || s.x[i] >= BOARD_MM - r || s.y[i] >= BOARD_MM - r;
    if (atEdge && s.mTaken[k] !== s.turns) {
      s.mctrl[k] = -2;
      s.offMarkers[s.side[i]]++;
      s.log?.push({ kind: 'marker-off', round: s.round, player: s.side[i], element: i, marker: k });
      checkVictory(s);
    }
  }
  // Hazardous terrain: a Flyer may not end there; a Transport entering Rough or Hazardous terrain breaks.
  const t = terrainAt(s, s.x[i], s.y[i]);
  if (t >= 0 && s.isHeavyTrait(i, 'transport') && (s.tt[t] === ROUGH || s.tt[t] === HAZARDOUS)) remove(s, i, CAUSE_TERRAIN, -1);
  if (i === s.aActor && s.aPursuer >= 0 && s.status[s.aPursuer] === IN_PLAY) {
    const pursuer = s.aPursuer;
    s.aPursuer = -1;
    s.push(OP_MOVE, pursuer, DEST_TOWARD + i, s.movMm(pursuer, true, 1), MF_CONTACT | MF_REACTION);
  }
}

// ---- attacks ----------------------------------------------------------------------------------

/** Can i attack e now (in RNG and line of sight; Distant Doom: L, no line of sight)? */
export function canAttack(s: RrState, i: number, e: number, flags = 0): boolean {
  // While the geometry memo is open, the plain question (no flag that changes the band) is answered once per pair and
  // geometry epoch; the band also depends on the Tactitians choice (bench-rattle-and-rend).
  // Not under shoot-into-melee=forbidden: that answer also reads other Elements' contacts, which board.ts's memo does
  // not watch (it forgets an answer only with its two Elements and their sightline).
  if ((flags & CAN_ATTACK_PLAIN) === 0 && GEOMETRY.field === s && s.variants['shoot-into-melee'] !== 'forbidden') {
    // board.ts forgets these answers with the lines of sight; the band also depends on the Tactitians choice.
    const tactitians = s.tactitians[0] * 8 + s.tactitians[1];
    if (canAttackTactitians !== tactitians) {
      memoAttack.fill(0);
      canAttackTactitians = tactitians;
    }
    const at = i * 16 + e;
    const known = memoAttack[at];
    if (known !== 0) return known === 1;
    const answer = canAttackNow(s, i, e, 0);
    memoAttack[at] = answer ? 1 : 2;
    return answer;
  }
  return canAttackNow(s, i, e, flags);
}

/** The flags that change canAttack's answer (the rest ride along for the attack itself). */
const CAN_ATTACK_PLAIN = AF_DOOM | AF_FREE | AF_SUPPRESS | AF_EXTRA_BAND | AF_RANGED_ONLY;
let canAttackTactitians = 0;

function canAttackNow(s: RrState, i: number, e: number, flags: number): boolean {
  if (s.status[i] !== IN_PLAY || s.status[e] !== IN_PLAY || s.type[i] === WARD || s.side[i] === s.side[e]) return false;
  if (flags & AF_DOOM) return hypot(s.x[i] - s.x[e], s.y[i] - s.y[e]) <= BAND_MM[3];
  const band = s.rngBand(i, (flags & AF_FREE) !== 0 && (flags & AF_SUPPRESS) !== 0) + (flags & AF_EXTRA_BAND ? 1 : 0);
  if (inContact(s, i, e)) return !(flags & AF_RANGED_ONLY);
  if (band <= 0 || !withinBand(s, i, e, band) || !lineOfSight(s, i, e)) return false;
  if (s.type[i] !== HEAVY && s.variants['shoot-into-melee'] === 'forbidden' && !s.has(s.side[i], FUSILIERS_BIT)) {
    for (let k = 0; k < s.n; k++) if (s.side[k] === s.side[i] && s.status[k] === IN_PLAY && inContact(s, k, e)) return false;
  }
  return true;
}

/** The Tactics that change one attack's checks (attackModel.ts reads no others), as bits of the memo key. */
const ATTACK_TACTICS = ['elites', 'zealots', 'nightmares', 'fearsome', 'poisoners', 'sneak-thieves', 'shield-brothers', 'death-defiers'] as const;
const ATTACK_TACTIC_BIT: Readonly<Record<string, number>> = Object.fromEntries(ATTACK_TACTICS.map((id, k) => [id, 1 << k]));
const ZEALOTS_BIT = ATTACK_TACTIC_BIT.zealots;
const SHIELD_BIT = ATTACK_TACTIC_BIT['shield-brothers'];
const SNEAK_BIT = ATTACK_TACTIC_BIT['sneak-thieves'];

function attackTacticMask(tactics: readonly string[]): number {
  let mask = 0;
  for (let k = 0; k < tactics.length; k++) mask |= ATTACK_TACTIC_BIT[tactics[k]] ?? 0;
  return mask;
}

/** The last two rosters' attack Tactic masks (a match plays the same two rosters over and over: bench-rattle-and-rend). */
const maskRosters: Array<Roster | null> = [null, null];
const masks = new Int32Array(2);
let maskNext = 0;

function rosterMask(roster: Roster): number {
  const mask = attackTacticMask(roster.tactics);
  maskRosters[maskNext] = roster;
  masks[maskNext] = mask;
  maskNext = 1 - maskNext;
  return mask;
}

function tacticsOfMask(mask: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < ATTACK_TACTICS.length; k++) if (mask & (1 << k)) out.push(ATTACK_TACTICS[k]);
  return out;
}

interface AttackMemoEntry {
  checks: AttackChecks;
  /** exactAttack(checks, dice), filled on first use. */
  exact: Float64Array | null;
  /** attackOutcomeBound's answer (only in an entry with no situation bit set but cover and target-Inspiring), filled on first use. */
  bound: Float64Array | null;
}

/**
 * attackChecks is a pure function of a few types, booleans and Tactics, so its
 * results (and their exact outcome distributions) are kept per variants object
 * under a numeric key: a game asks for the same few situations thousands of
 * times (bench-rattle-and-rend).
 */
const attackMemos = new WeakMap<RrVariants, Map<number, Map<number, AttackMemoEntry>>>();

function attackMemoEntry(s: RrState, i: number, e: number, flags: number): AttackMemoEntry {
  return memoEntryOf(s, i, e, flags, situationBits(s, i, e));
}

/** The board's seven situation bits of i attacking e (memoEntryOf's `board`). */
function situationBits(s: RrState, i: number, e: number): number {
  const p = s.side[i];
  const q = s.side[e];
  const melee = inContact(s, i, e) || s.type[i] === HEAVY;
  const near = distance(s, i, e) <= BAND_MM[1];
  const rangersI = (s.tacticMask[p] & RANGERS_BIT) !== 0 && s.type[i] !== HEAVY ? BAND_MM[1] : 0;
  const rangersE = (s.tacticMask[q] & RANGERS_BIT) !== 0 && s.type[e] !== HEAVY ? BAND_MM[1] : 0;
  // Support: allies of i in contact with i or with e; outnumbered: e's allies in contact with i (one pass over the Elements).
  let mine = 0;
  let theirs = 0;
  for (let k = 0; k < s.n; k++) {
    if (k === i || k === e || s.status[k] !== IN_PLAY || s.type[k] === WARD) continue;
    if (s.side[k] === p) {
      if (inContact(s, k, i)) mine++;
      if (inContact(s, k, e)) mine++;
    } else if (s.side[k] === q && inContact(s, k, i)) theirs++;
  }
  const support = mine > 0;
  const outnumbered = theirs + 1 > mine + 1;
  const cover = touchesTerrain(s, e, BLOCKING, rangersE);
  // inspiring=no-bonus (RR-019): the pieces still block sight but give no Fury or Will bonus.
  const attackerInspiring = s.inspiringBonus && touchesTerrain(s, i, INSPIRING, rangersI);
  const targetInspiring = s.inspiringBonus && touchesTerrain(s, e, INSPIRING, rangersE);
  return (melee ? 64 : 0) | (support ? 32 : 0) | (outnumbered ? 16 : 0) | (near ? 8 : 0) | (cover ? 4 : 0) | (attackerInspiring ? 2 : 0) | (targetInspiring ? 1 : 0);
}

const ENTRY_SLOTS = 4096;
/**
 * The direct-mapped slots' keys and the numbers the heuristic reads, one line of LINE doubles (64 bytes) per slot: the
 * situation key, the Tactics key and the variants object's number (variantsId), then the slot's entry's exact[1] and
 * exact[2] (bit 1 of the last word once copied) and bound[0] and bound[1] (bit 2). Seventeenth pass: a lookup read
 * three key arrays, then the entry object, then its typed array, then that array's numbers, a chain of dependent loads
 * that missed the cache (each lookup of a heuristic decision comes after the engine's and the listing's work); now a
 * hit reads one line. memoEntryOf clears the bits whenever it puts another entry in the slot.
 */
const LINE = 8;
const LINES = new Float64Array(ENTRY_SLOTS * LINE).fill(-1);
const slotEntry: Array<AttackMemoEntry | null> = new Array<AttackMemoEntry | null>(ENTRY_SLOTS).fill(null);

/**
 * The memo entry of i attacking e with the board's seven situation bits given (`board`: melee 64, support 32,
 * outnumbered 16, short range 8, cover 4, attacker in Inspiring terrain 2, target in it 1); everything else (Tactics
 * live now, Death-Defiers, Tactitians, Temptors, the flags) read from the state as it stands.
 */
function memoEntryOf(s: RrState, i: number, e: number, flags: number, board: number): AttackMemoEntry {
  const slot = memoSlot(s, i, e, flags, board);
  const key = MEMO_KEY;
  const tacticsKey = MEMO_TACTICS;
  const variants = MEMO_VARIANTS;
  const line = slot * LINE;
  if (LINES[line] === key && LINES[line + 1] === tacticsKey && LINES[line + 2] === variants) return slotEntry[slot] as AttackMemoEntry;
  // Two small-integer keys, not one past 2^31: a Map hashes a Smi key far faster than a heap number (bench-rattle-and-rend).
  let byVariants = attackMemos.get(s.variants);
  if (!byVariants) {
    byVariants = new Map();
    attackMemos.set(s.variants, byVariants);
  }
  let memo = byVariants.get(tacticsKey);
  if (!memo) {
    memo = new Map();
    byVariants.set(tacticsKey, memo);
  }
  let entry = memo.get(key);
  if (!entry) {
    entry = { checks: checksOf(s, i, e, flags, board, tacticsKey), exact: null, bound: null };
    memo.set(key, entry);
  }
  // The line's values belong to the entry it held before: none known for this one yet.
  LINES[line] = key;
  LINES[line + 1] = tacticsKey;
  LINES[line + 2] = variants;
  LINES[line + 7] = 0;
  slotEntry[slot] = entry;
  return entry;
}

/** The checks of i attacking e with `board`'s situation bits and the Tactics of `tacticsKey` (memoSlot's), the rest read from the state. */
function checksOf(s: RrState, i: number, e: number, flags: number, board: number, tacticsKey: number): AttackChecks {
  const p = s.side[i];
  const q = s.side[e];
  return attackChecks(
    situation(s.type[i], s.type[e], {
      melee: (board & 64) !== 0,
      charge: (flags & AF_CHARGE) !== 0,
      support: (board & 32) !== 0,
      outnumbered: (board & 16) !== 0,
      shortRange: (board & 8) !== 0,
      cover: (board & 4) !== 0,
      attackerInspiring: (board & 2) !== 0,
      targetInspiring: (board & 1) !== 0,
      targetAttached: s.champ[e] >= 0,
      attackerTactics: tacticsOfMask(tacticsKey >> 8),
      targetTactics: tacticsOfMask(tacticsKey & 255),
      deathDefiersBonus: s.deathDefiers[q] > 0 && (s.tacticMask[q] & DEATH_DEFIERS_BIT) !== 0,
      tactitiansFury: s.tactitians[p] === 1,
      tactitiansGuile: s.tactitians[p] === 2,
      extraFuryBonus: (flags & AF_BONUS ? 1 : 0) + (flags & AF_SECOND_BONUS ? 1 : 0) + (s.temptorDie[p] > 0 ? 1 : 0),
      extraFuryPenalty: flags & AF_PENALTY ? 1 : 0,
      sneakApplies: true,
      swarmers: [],
    }),
    s.variants,
  );
}

/** memoSlot's keys: the situation key, the Tactics key and the variants object's number. */
let MEMO_KEY = 0;
let MEMO_TACTICS = 0;
let MEMO_VARIANTS = 0;

/** Numbers for variants objects (LINES holds a number, not the object). */
const variantsIds = new WeakMap<RrVariants, number>();
let idVariants: RrVariants | null = null;
let idValue = 0;
let idCount = 0;

function variantsId(v: RrVariants): number {
  if (v === idVariants) return idValue;
  let id = variantsIds.get(v);
  if (id === undefined) {
    id = ++idCount;
    variantsIds.set(v, id);
  }
  idVariants = v;
  idValue = id;
  return id;
}

/** The slot of i attacking e with `board`'s situation bits; its keys into MEMO_KEY, MEMO_TACTICS and MEMO_VARIANTS. */
function memoSlot(s: RrState, i: number, e: number, flags: number, board: number): number {
  const p = s.side[i];
  const q = s.side[e];
  // Zealots only at or below 6 Total Momentum; Shield-Brothers only with a non-Ward ally within S (or M).
  let attackerMask = s.rosters[p] === maskRosters[0] ? masks[0] : s.rosters[p] === maskRosters[1] ? masks[1] : rosterMask(s.rosters[p]);
  if (attackerMask & ZEALOTS_BIT && s.computeTotal(p) > 6) attackerMask &= ~ZEALOTS_BIT;
  let targetMask = s.rosters[q] === maskRosters[0] ? masks[0] : s.rosters[q] === maskRosters[1] ? masks[1] : rosterMask(s.rosters[q]);
  if (targetMask & SHIELD_BIT && !allyWithin(s, e, s.variants['shield-brothers'] === 'short' ? 1 : 2)) targetMask &= ~SHIELD_BIT;
  // Sneak-Thieves under `sneak-thieves=listed` (RR-054): Distant Doom and the attacks flagged AF_UNLISTED are not named.
  if (targetMask & SNEAK_BIT && flags & (AF_DOOM | AF_UNLISTED) && s.variants['sneak-thieves'] === 'listed') targetMask &= ~SNEAK_BIT;
  const charge = (flags & AF_CHARGE) !== 0;
  const targetAttached = s.champ[e] >= 0;
  const deathDefiersBonus = s.deathDefiers[q] > 0 && (s.tacticMask[q] & DEATH_DEFIERS_BIT) !== 0;
  const tactitiansFury = s.tactitians[p] === 1;
  const tactitiansGuile = s.tactitians[p] === 2;
  const extraFuryBonus = (flags & AF_BONUS ? 1 : 0) + (flags & AF_SECOND_BONUS ? 1 : 0) + (s.temptorDie[p] > 0 ? 1 : 0);
  const extraFuryPenalty = flags & AF_PENALTY ? 1 : 0;
  let key = s.type[i] * 7 + s.type[e];
  key = key * 2 + ((board >> 6) & 1);
  key = key * 2 + (charge ? 1 : 0);
  // support, outnumbered, short range, cover, attacker and target in Inspiring terrain: board's bits 5 to 0, in that order.
  key = key * 64 + (board & 63);
  key = key * 2 + (targetAttached ? 1 : 0);
  key = key * 2 + (deathDefiersBonus ? 1 : 0);
  key = key * 2 + (tactitiansFury ? 1 : 0);
  key = key * 2 + (tactitiansGuile ? 1 : 0);
  key = key * 4 + extraFuryBonus;
  key = key * 2 + extraFuryPenalty;
  // A direct-mapped cache in front of the maps: most lookups end here (bench-rattle-and-rend).
  const tacticsKey = attackerMask * 256 + targetMask;
  MEMO_KEY = key;
  MEMO_TACTICS = tacticsKey;
  MEMO_VARIANTS = variantsId(s.variants);
  // Both keys multiplied before the top bits are taken: the situation bits sit low in `key` (fewer collisions).
  return (Math.imul(key, 0x9e3779b1) ^ Math.imul(tacticsKey + 1, 0x85ebca6b)) >>> 20;
}

/**
 * The most that i attacking e with `flags` can remove (index 0) and make withdraw (index 1) wherever on the board i
 * stands: the largest of the exact outcome distribution's [1] and [2] (attackOddsInto's two numbers) over the
 * situation bits that depend on where i stands (melee, support, outnumbered, short range, attacker in Inspiring
 * terrain), the rest of the situation as it stands: e's cover and e in Inspiring terrain read only e's position (fifth
 * pass: a target in cover no longer bounds a Charge by the uncovered attack, so fewer Charges plan their move:
 * bench-rattle-and-rend). The heuristic bounds a Charge with it (attackBoundInto) before planning the move. Kept in the
 * entry of the situation with only those two bits set as they stand.
 */
export function attackOutcomeBound(s: RrState, i: number, e: number, flags: number): Float64Array {
  const rangersE = (s.tacticMask[s.side[e]] & RANGERS_BIT) !== 0 && s.type[e] !== HEAVY ? BAND_MM[1] : 0;
  const fixed = (touchesTerrain(s, e, BLOCKING, rangersE) ? 4 : 0) | (s.inspiringBonus && touchesTerrain(s, e, INSPIRING, rangersE) ? 1 : 0);
  const base = memoEntryOf(s, i, e, flags, fixed);
  if (!base.bound) {
    const bound = new Float64Array(2);
    for (let board = 0; board < 128; board++) {
      if ((board & 5) !== fixed) continue;
      const entry = memoEntryOf(s, i, e, flags, board);
      if (!entry.exact) entry.exact = exactAttack(entry.checks, s.variants.dice);
      if (entry.exact[1] > bound[0]) bound[0] = entry.exact[1];
      if (entry.exact[2] > bound[1]) bound[1] = entry.exact[2];
    }
    base.bound = bound;
  }
  return base.bound;
}

/**
 * attackOutcomeBound(s, i, e, flags)'s two numbers into ATTACK_OUT, from the slot's line once known (the heuristic
 * bounds every listed Charge with it: ~270 a game).
 */
export function attackBoundInto(s: RrState, i: number, e: number, flags: number): void {
  const rangersE = (s.tacticMask[s.side[e]] & RANGERS_BIT) !== 0 && s.type[e] !== HEAVY ? BAND_MM[1] : 0;
  const fixed = (touchesTerrain(s, e, BLOCKING, rangersE) ? 4 : 0) | (s.inspiringBonus && touchesTerrain(s, e, INSPIRING, rangersE) ? 1 : 0);
  const line = memoSlot(s, i, e, flags, fixed) * LINE;
  if ((LINES[line + 7] & 2) !== 0 && LINES[line] === MEMO_KEY && LINES[line + 1] === MEMO_TACTICS && LINES[line + 2] === MEMO_VARIANTS) {
    ATTACK_OUT[0] = LINES[line + 5];
    ATTACK_OUT[1] = LINES[line + 6];
    return;
  }
  const key = MEMO_KEY;
  const tacticsKey = MEMO_TACTICS;
  const variants = MEMO_VARIANTS;
  const bound = attackOutcomeBound(s, i, e, flags);
  ATTACK_OUT[0] = bound[0];
  ATTACK_OUT[1] = bound[1];
  if (LINES[line] === key && LINES[line + 1] === tacticsKey && LINES[line + 2] === variants) {
    LINES[line + 5] = bound[0];
    LINES[line + 6] = bound[1];
    LINES[line + 7] = LINES[line + 7] | 2;
  }
}

/**
 * p(removed) and p(withdrawn) of i attacking e now (the exact outcome distribution's [1] and [2], attackModel.ts codes)
 * into ATTACK_OUT, from the slot's line once known: what the heuristic's attack values read.
 */
export function attackOddsInto(s: RrState, i: number, e: number, flags: number): void {
  const board = situationBits(s, i, e);
  const line = memoSlot(s, i, e, flags, board) * LINE;
  if ((LINES[line + 7] & 1) !== 0 && LINES[line] === MEMO_KEY && LINES[line + 1] === MEMO_TACTICS && LINES[line + 2] === MEMO_VARIANTS) {
    ATTACK_OUT[0] = LINES[line + 3];
    ATTACK_OUT[1] = LINES[line + 4];
    return;
  }
  const entry = memoEntryOf(s, i, e, flags, board);
  if (!entry.exact) entry.exact = exactAttack(entry.checks, s.variants.dice);
  ATTACK_OUT[0] = entry.exact[1];
  ATTACK_OUT[1] = entry.exact[2];
  // memoEntryOf has just put this entry in the line.
  LINES[line + 3] = entry.exact[1];
  LINES[line + 4] = entry.exact[2];
  LINES[line + 7] = LINES[line + 7] | 1;
}

/** attackBoundInto's and attackOddsInto's two doubles. */
export const ATTACK_OUT = new Float64Array(2);

/** attackOddsInto's two numbers computed afresh, through no memo (tests). */
export function attackOddsDirect(s: RrState, i: number, e: number, flags: number): [number, number] {
  const board = situationBits(s, i, e);
  memoSlot(s, i, e, flags, board);
  const exact = exactAttack(checksOf(s, i, e, flags, board, MEMO_TACTICS), s.variants.dice);
  return [exact[1], exact[2]];
}

/** attackBoundInto's two numbers computed afresh, through no memo (tests): attackOutcomeBound's maximum over the boards. */
export function attackBoundDirect(s: RrState, i: number, e: number, flags: number): [number, number] {
  const rangersE = (s.tacticMask[s.side[e]] & RANGERS_BIT) !== 0 && s.type[e] !== HEAVY ? BAND_MM[1] : 0;
  const fixed = (touchesTerrain(s, e, BLOCKING, rangersE) ? 4 : 0) | (s.inspiringBonus && touchesTerrain(s, e, INSPIRING, rangersE) ? 1 : 0);
  const bound: [number, number] = [0, 0];
  for (let board = 0; board < 128; board++) {
    if ((board & 5) !== fixed) continue;
    memoSlot(s, i, e, flags, board);
    const exact = exactAttack(checksOf(s, i, e, flags, board, MEMO_TACTICS), s.variants.dice);
    if (exact[1] > bound[0]) bound[0] = exact[1];
    if (exact[2] > bound[1]) bound[1] = exact[2];
  }
  return bound;
}

/** The attack's checks from the board: melee or ranged, support, outnumbered, cover, Inspiring terrain, live Tactics. */
export function attackSetup(s: RrState, i: number, e: number, flags: number): AttackChecks {
  return attackMemoEntry(s, i, e, flags).checks;
}

export function allyWithin(s: RrState, i: number, band: number): boolean {
  for (let k = 0; k < s.n; k++) {
    if (k === i || s.side[k] !== s.side[i] || s.status[k] !== IN_PLAY || s.type[k] === WARD) continue;
    if (hypot(s.x[k] - s.x[i], s.y[k] - s.y[i]) <= BAND_MM[band]) return true;
  }
  return false;
}

/** OP_ATTACK: i attacks e (flags: the AF_ codes of ops.ts). */
function attack(s: RrState, i: number, e: number, flags: number): void {
  // A Fodder-redirected attack needs only both Elements in play: the swap may have left bases of different sizes apart.
  if (flags & AF_FODDER ? s.status[i] !== IN_PLAY || s.status[e] !== IN_PLAY : !canAttack(s, i, e, flags)) {
    s.log?.push({ kind: 'attack-fails', round: s.round, player: s.side[i], element: i, target: e, why: 'no target in range' });
    return;
  }
  s.log?.push({ kind: 'attack', round: s.round, player: s.side[i], element: i, target: e, charge: (flags & AF_CHARGE) !== 0 });
  // Statistics (RR-019): attacks from and into Inspiring terrain, by position as its bonus reads it (Rangers' reach included), under any `inspiring` reading.
  s.statAttacks[s.side[i]]++;
  if (s.statFirstAttack[0] === 0) s.statFirstAttack[0] = s.round;
  if (touchesTerrain(s, i, INSPIRING, (s.tacticMask[s.side[i]] & RANGERS_BIT) !== 0 && s.type[i] !== HEAVY ? BAND_MM[1] : 0)) s.statFromInspiring[s.side[i]]++;
  if (touchesTerrain(s, e, INSPIRING, (s.tacticMask[s.side[e]] & RANGERS_BIT) !== 0 && s.type[e] !== HEAVY ? BAND_MM[1] : 0)) s.statIntoInspiring[s.side[i]]++;
  const checks = attackSetup(s, i, e, flags);
  if (checks.nightmaresGuile > 0 && !(flags & AF_SUPPRESS)) {
    s.push(OP_ATTACK_GUILE, i, e, flags);
    s.requestCheck(i, GUILE, checks.nightmaresGuile, diceFor(0, 0, s.variants.dice));
    return;
  }
  // Nothing has changed since the checks were read: the Fury check uses them (reading the board again was about 1% of
  // a heuristic game: bench-rattle-and-rend).
  furyCheckWith(s, i, e, flags, checks);
}

/** The Fury check of i attacking e, its checks read from the board now (after the Nightmares' Guile check). */
function furyCheck(s: RrState, i: number, e: number, flags: number): void {
  furyCheckWith(s, i, e, flags, attackSetup(s, i, e, flags));
}

/** The Fury check of i attacking e with `checks`, attackSetup's answer for the board as it stands. */
function furyCheckWith(s: RrState, i: number, e: number, flags: number, checks: AttackChecks): void {
  if (s.temptorDie[s.side[i]] > 0) s.temptorDie[s.side[i]] = 0;
  s.push(OP_ATTACK_FURY, i, e, flags);
  temptorsOffer(s, i, FURY);
  s.requestCheck(i, FURY, checks.furyStat, diceFor(checks.furyBonus + temptorBonus(s, i), checks.furyPenalty, s.variants.dice));
}

function afterFury(s: RrState, i: number, e: number, flags: number, result: number): void {
  const p = s.side[i];
  // Swarmers: other Elements in contact with the target attack too, at a penalty, before any reaction (unless only on success).
  if (s.has(p, SWARMERS_BIT) && !(flags & AF_NO_SWARM) && (result !== FAIL || s.variants.swarmers === 'every-attack')) {
    for (let k = s.n - 1; k >= 0; k--) {
      if (k === i || s.side[k] !== p || s.status[k] !== IN_PLAY || s.type[k] === WARD || !inContact(s, k, e)) continue;
      s.push(OP_ATTACK, k, e, AF_FREE | AF_NO_SWARM | AF_PENALTY);
    }
  }
  if (flags & AF_EXCHANGE && s.aRetaliator >= 0) {
    // Retaliate: the Fighters' own Fury check comes before any Will check.
    const fighters = s.aRetaliator;
    s.aRetaliator = -1;
    if (canAttack(s, fighters, i, AF_FREE)) {
      const checks = attackSetup(s, fighters, i, AF_FREE);
      s.push(OP_RETALIATE_FURY, fighters, i, flags & ~AF_EXCHANGE, result);
      s.requestCheck(fighters, FURY, checks.furyStat, diceFor(checks.furyBonus, checks.furyPenalty, s.variants.dice));
      return;
    }
  }
  if (flags & AF_SUPPRESS) {
    // Suppress (and Defiance) succeed when their Fury check does; a moving enemy successfully attacked stops moving.
    s.aSuppressHit = result !== FAIL ? 1 : 0;
    if (result !== FAIL && e === s.aActor) s.aNoMove = 1;
  }
  if (result === FAIL) return;
  s.push(OP_WILL_FORCED, e, i, result === CRITICAL ? 1 : 0, flags);
}

// ---- Will checks ("Will Checks") ----------------------------------------------------------------

export function willStat(s: RrState, i: number): number {
  return s.profiles[s.type[i]].will - (s.has(s.side[i], DEATH_DEFIERS_BIT) ? 2 : 0);
}

/** Will bonuses of i: attached Champion, Shield-Brothers, Death-Defiers after an allied failure; Inspiring only against an attack. */
export function willBonus(s: RrState, i: number, attacker: number, sacrificed: boolean): number {
  let bonus = s.champ[i] >= 0 ? 1 : 0;
  const p = s.side[i];
  if (s.has(p, SHIELD_BROTHERS_BIT) && allyWithin(s, i, s.variants['shield-brothers'] === 'short' ? 1 : 2)) bonus++;
  if (s.has(p, DEATH_DEFIERS_BIT) && s.deathDefiers[p] > 0) bonus++;
  if (attacker >= 0 && s.inspiringBonus && touchesTerrain(s, i, INSPIRING, s.has(p, RANGERS_BIT) && s.type[i] !== HEAVY ? BAND_MM[1] : 0)) bonus++;
  if (sacrificed) bonus++;
  return bonus;
}

/** Will penalties of i from the board: Nightmares within S and line of sight; Poisoners' will-penalty reading for an attack. */
export function willPenalty(s: RrState, i: number, attacker: number): number {
  let penalty = 0;
  const q = 1 - s.side[i];
  const nightmares = s.has(q, NIGHTMARES_BIT) && (!s.hasFearsome(q) || s.variants.fearsome === 'as-nightmares' || s.rosters[q].tactics.includes('nightmares'));
  if (nightmares) {
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== q || s.status[k] !== IN_PLAY || s.type[k] === WARD) continue;
      if (hypot(s.x[k] - s.x[i], s.y[k] - s.y[i]) <= BAND_MM[1] && lineOfSight(s, k, i)) {
        penalty++;
        break;
      }
    }
  }
  if (attacker >= 0 && s.has(s.side[attacker], POISONERS_BIT) && s.variants.poisoners === 'will-penalty') penalty++;
  return penalty;
}

/** OP_WILL_FORCED(target, attacker, critical, flags): the Sacrifice window, then the roll. */
function willForced(s: RrState, target: number, attacker: number, critical: number, flags: number, stage: number): void {
  if (s.status[target] !== IN_PLAY) return;
  // Capture the Flags: a controller forced to make a Will check loses its marker.
  dropMarker(s, target);
  s.push(OP_WILL_ROLL, target, attacker, critical, flags, 0);
  if (stage === 0 && !(flags & AF_FREE) && s.side[target] !== s.active) s.push(OP_REACT_WINDOW, ST_WILL, target, 0, attacker, critical);
}

export function dropMarker(s: RrState, i: number): void {
  for (let k = 0; k < 3; k++) {
    if (s.mctrl[k] === i) {
      s.mctrl[k] = -1;
      s.log?.push({ kind: 'marker-dropped', round: s.round, player: s.side[i], element: i, marker: k });
    }
  }
}

/**
 * OP_WILL_ROLL(target, attacker, critical, flags, mode): mode 0 an attack's Will
 * check, 1 a Sacrifice's (bonus), 2 Morale (critical = penalty), 3 Detonate.
 */
function willRoll(s: RrState, target: number, attacker: number, critical: number, flags: number, mode: number): void {
  if (s.status[target] !== IN_PLAY) return;
  const bonus = willBonus(s, target, mode === 0 || mode === 1 ? attacker : -1, mode === 1);
  let penalty = willPenalty(s, target, mode === 0 || mode === 1 ? attacker : -1) + (critical ? 1 : 0);
  if (mode === 2) penalty = critical + willPenalty(s, target, -1);
  if (mode === 2) {
    s.requestCheck(target, WILL, willStat(s, target), diceFor(bonus, penalty, s.variants.dice));
    return;
  }
  s.push(OP_WILL_RESULT, target, attacker, critical, flags, mode === 1 ? 1 : 0);
  temptorsOffer(s, target, WILL);
  s.requestCheck(target, WILL, willStat(s, target), diceFor(bonus + temptorBonus(s, target), penalty, s.variants.dice));
}

/** OP_WILL_RESULT(target, attacker, critical, flags, poisoned). */
function willResult(s: RrState, target: number, attacker: number, critical: number, flags: number, stage: number): void {
  let result = s.lastResult;
  const p = s.side[target];
  // Poisoners as written: a critical Will check is re-rolled at a penalty and that result stands.
  if (result === CRITICAL && stage < 2 && attacker >= 0 && s.has(s.side[attacker], POISONERS_BIT) && s.variants.poisoners === 'as-written') {
    s.push(OP_WILL_RESULT, target, attacker, critical, flags, 2);
    const bonus = willBonus(s, target, attacker, stage === 1);
    const penalty = willPenalty(s, target, attacker) + (critical ? 1 : 0) + 1;
    s.requestCheck(target, WILL, willStat(s, target), diceFor(bonus, penalty, s.variants.dice));
    return;
  }
  if (s.status[target] !== IN_PLAY) return;
  s.push(OP_AFTER_WILL, target, attacker, result, flags);
  if (result === FAIL) {
    remove(s, target, CAUSE_ATTACK, attacker);
    return;
  }
  if (!s.bondIs(p, 'null') && s.bondIs(p, 'fellowship')) s.gain(p, 1, 'fellowship');
  if (result === SUCCESS) {
    // The opponent moves it up to its MOV away from the attacker; a Colossal Heavy does not withdraw. RR-087: "may move
    // it" (will-success): withdraw (default) moves it its full MOV; stays: the opponent leaves it where it is.
    if (s.variants['will-success'] === 'withdraw' && !s.isHeavyTrait(target, 'colossal') && s.type[target] !== WARD && attacker >= 0 && s.status[attacker] === IN_PLAY) {
      const fromX = s.x[target];
      const fromY = s.y[target];
      withdraw(s, target, attacker, s.movMm(target));
      // `transport-break=fail-or-withdraw` (RR-053): a withdrawing Transport also "breaks": passengers stay behind and test.
      if (s.variants['transport-break'] === 'fail-or-withdraw' && s.isHeavyTrait(target, 'transport') && unload(s, target, fromX, fromY)) {
        s.log?.push({ kind: 'transport-break', round: s.round, player: p, element: target });
      }
    }
    return;
  }
  // Critical: stays, and one of two bonus effects (Core Mechanics › Will Checks, RR-088; will-critical): push-attacker
  // (default) "Move the enemy that forced the check up to s range"; step-away: "Move up to its MOV value in any
  // direction", taken as straight away from the attacker (not a Colossal or a Ward: they do not move).
  if (s.variants['will-critical'] === 'step-away') {
    if (attacker >= 0 && s.status[attacker] === IN_PLAY && !s.isHeavyTrait(target, 'colossal') && s.type[target] !== WARD) withdraw(s, target, attacker, s.movMm(target));
  } else if (attacker >= 0 && s.status[attacker] === IN_PLAY && s.type[attacker] !== WARD) {
    withdraw(s, attacker, target, BAND_MM[1]);
    dropMarker(s, attacker);
  }
  if (s.has(p, COUNTER_PUNCHERS_BIT)) {
    // A critical Will check grants an Action or Reaction for zero Momentum: the side's next action is free.
    s.freeAction[p]++;
    s.log?.push({ kind: 'free-action', round: s.round, player: p, why: 'counter-punchers' });
  }
  result = CRITICAL;
  void result;
}

/** Moves i straight away from `from` by up to `dist` mm (forced movement ignores terrain checks). */
export function withdraw(s: RrState, i: number, from: number, dist: number): void {
  const away = awayPoint(s, i, s.x[from], s.y[from], dist);
  const plan = planMove(s, i, away.x, away.y, dist, 0, 0, MOVER_FLYER, true);
  const fromX = s.x[i];
  const fromY = s.y[i];
  s.place(i, plan.x, plan.y);
  for (let k = 0; k < s.n; k++) {
    if (s.status[k] === CARRIED && s.carrier[k] === i) {
      s.place(k, s.x[i], s.y[i]);
    }
  }
  dropMarker(s, i);
  s.log?.push({ kind: 'withdraw', round: s.round, player: s.side[i], element: i, from: [Math.round(fromX), Math.round(fromY)], to: [Math.round(s.x[i]), Math.round(s.y[i])] });
}

/**
 * Transport: "place that Element on the board where the HEAVY once was. Then, that ELEMENT must make a WILL CHECK of
 * their own" (Heavy Traits › Transport): every Element carried by i is placed near (x, y) and tests. Whether any was.
 */
function unload(s: RrState, i: number, x: number, y: number): boolean {
  let any = false;
  for (let k = s.n - 1; k >= 0; k--) {
    if (s.status[k] !== CARRIED || s.carrier[k] !== i) continue;
    const spot = nearestFreeSpot(s, x, y, s.radius[k], k);
    s.place(k, spot.x, spot.y);
    s.setStatus(k, IN_PLAY);
    s.carrier[k] = -1;
    s.push(OP_SELF_WILL, k, 0);
    any = true;
  }
  return any;
}

/** Removes i from play; Strife and Bloodlust react; a Transport's passengers get out and test (RR-053: "BREAK" read as a failed Will check; `transport-break`). */
export function remove(s: RrState, i: number, cause: number, by: number): void {
  if (s.status[i] === REMOVED) return;
  const p = s.side[i];
  s.setStatus(i, REMOVED);
  s.statRemoved[p] += s.points[i];
  if (cause === CAUSE_MORALE) s.statMoraleLost[p] += s.points[i];
  if (s.round === 1) s.statRound1Lost[p] += s.points[i];
  if (s.statFirstRemoval[0] === 0) s.statFirstRemoval[0] = s.round;
  if (s.round === 1 && (s.statDeviousMoved[p] >> i) & 1) s.statDeviousLost[p] += s.points[i];
  dropMarker(s, i);
  s.log?.push({ kind: 'removed', round: s.round, player: p, element: i, cause: ['attack', 'morale', 'terrain', 'own check', 'board edge', 'detonate'][cause], by });
  // Death-Defiers follows the failed Will check itself (applyOutcome), not the removal.
  if (cause !== CAUSE_MORALE && s.bondIs(p, 'strife')) s.gain(p, s.points[i], 'strife');
  // Bloodlust: an enemy removed by the side's attack (not its own Element, struck through a Fodder critical).
  if ((cause === CAUSE_ATTACK || cause === CAUSE_EDGE) && by >= 0 && s.side[by] !== p && s.bondIs(1 - p, 'bloodlust')) s.gain(1 - p, s.points[i], 'bloodlust');
  unload(s, i, s.x[i], s.y[i]);
  if (i === s.aActor) s.aCancelled = 1;
  checkVictory(s);
}

// ---- Temptors and Soothsayers (automatic: see README) ------------------------------------------

/** Temptors: once per round the enemy of a Temptors warband is offered a bonus on its first Fury or Will check, and takes it. */
function temptorsOffer(s: RrState, i: number, kind: number): void {
  const tempter = 1 - s.side[i];
  if (!s.has(tempter, TEMPTORS_BIT) || s.temptorOffered[tempter] || (kind !== FURY && kind !== WILL)) return;
  s.temptorOffered[tempter] = 2;
}

function temptorBonus(s: RrState, i: number): number {
  const tempter = 1 - s.side[i];
  if (s.temptorOffered[tempter] === 2) {
    s.temptorOffered[tempter] = 3;
    s.temptorDie[tempter] = 1;
    s.log?.push({ kind: 'temptors', round: s.round, player: tempter, element: i });
    return 1;
  }
  return 0;
}

/**
 * Temptors, the tempted check's result (Tactics › Temptors: "IF THEY ACCEPT YOUR OFFER AND FAIL that check, your next
 * Action or Reaction this round costs 0 Momentum"): a failure owes the Temptors side a 0-Momentum Action or Reaction,
 * whichever comes first (startAction, reactChosen), until the Round ends.
 */
function temptorsResult(s: RrState, result: number): void {
  const tempter = s.temptorOffered[0] === 3 ? 0 : 1;
  s.temptorOffered[tempter] = 1;
  if (result !== FAIL) return;
  s.temptorFree[tempter] = 1;
  s.log?.push({ kind: 'temptors-free', round: s.round, player: tempter });
}

/**
 * Soothsayers: the stored d20 replaces a check's result once per turn: on an own
 * failed Fury or Will check it stands as a single die (success if >= stat), and on
 * an enemy's successful Fury check or Will check the same way (fail if < stat).
 */
function soothsayerOverride(s: RrState, result: number): number {
  const who = s.side[s.checkWho];
  for (let p = 0; p < 2; p++) {
    const number = s.soothsayer[p];
    if (!number || s.soothTurn[p] === s.turns || (s.checkKind !== FURY && s.checkKind !== WILL)) continue;
    const asResult = number >= s.checkStat ? SUCCESS : FAIL;
    const own = who === p;
    if ((own && result === FAIL && asResult === SUCCESS) || (!own && result !== FAIL && asResult === FAIL)) {
      s.soothsayer[p] = 0;
      s.soothTurn[p] = s.turns;
      s.log?.push({ kind: 'soothsayer-used', round: s.round, player: p, number, result: RESULT_NAMES[asResult] });
      return asResult;
    }
  }
  return result;
}

/**
 * Discipline: "first Action and first Reaction each Round cost zero Momentum. Any counter-bidding to take a Reaction
 * still costs points" (Bonds › Discipline). Under `discipline-deny=first-free` (RR-069) the active player's Deny is
 * not counter-bidding but its own first Reaction of the round, so it is free while that Reaction is unused.
 */
function freeDeny(s: RrState, denier: number): boolean {
  return s.variants['discipline-deny'] === 'first-free' && s.bondIs(denier, 'discipline') && !s.disciplineReaction[denier];
}

function reactChosen(s: RrState, reactor: number): void {
  const code = s.lastChoice;
  if (code === 0) return;
  s.aReacted = 1;
  s.aReactor = reactor;
  s.statReactions[reactor]++;
  // Temptors' owed 0-Momentum Reaction first (it is the side's next one); then Discipline: the first Reaction each round
  // costs nothing (counter-spending still costs).
  if (s.temptorFree[reactor] > 0) {
    s.temptorFree[reactor] = 0;
    s.countSaved(reactor, 'free-action');
  } else if (s.bondIs(reactor, 'discipline') && !s.disciplineReaction[reactor]) {
    s.disciplineReaction[reactor] = 1;
    s.countSaved(reactor, 'discipline');
  } else s.pay(reactor, 1);
  s.log?.push({ kind: 'react', round: s.round, player: reactor, reaction: describeReaction(s, code) });
  const denier = 1 - reactor;
  if (s.momentum[denier] >= 1 || freeDeny(s, denier)) {
    s.push(OP_DENY_CHOSEN, code, reactor);
    s.decide(D_DENY, denier);
    return;
  }
  s.push(OP_REACTION, code, reactor);
}

