/**
 * Exoshift's own player (`--agent-a heuristic`) and the evaluation greedy
 * play and rollouts use.
 *
 * The heuristic scores every legal action by what it is likely to achieve
 * and what it costs, and plays the best:
 * - CP: the free Primary action is always taken; a paid action must beat
 *   what its CP would buy later in the round (cpPriceOf: every CP kept can
 *   buy a 1-CP action in a later turn, worth more while units are still to
 *   activate), and a paid Primary is credited only with its timing, since it
 *   uses up a unit's free Primary of a later turn.
 *   It passes (paying the escalating fee) only when every shot and move is
 *   poor and the enemy still has units to commit; it bids about a third of
 *   its CP for initiative, more when the armies are within reach.
 * - Focus: for each target it tries every number of Extra Shots with Aim
 *   spread evenly and keeps the best chance of a casualty.
 * - Cover and objectives: moves to cover when exposed, hunkers in cover with
 *   nothing to shoot, runs for control points it does not hold and secures
 *   them; in Objective Grab it grabs, carries, locks and secures tokens.
 * It sees what any agent sees: the view's observation and a determinization
 * of the state (the opponent's unrevealed bid re-drawn), which it only reads.
 * Outside a hidden bid that sample is the game itself (nothing is hidden
 * there; ExoshiftState.peekNextSample); a copied one is handed back once it
 * has decided (ExoshiftState.release), so the next copy refills it instead of
 * allocating a state.
 */
import * as CasualtyModule from '../../dice/casualty.ts';
import type { AgentView } from '../../game/agents/agent.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import * as LayoutModule from './layout.ts';
import type { Host } from './resolve.ts';
import * as ResolveModule from './resolve.ts';
import * as RulesModule from './rules.ts';
import * as ShootingModule from './shooting.ts';
import * as SightlinesModule from './sightlines.ts';
import * as ShotMemoModule from './shotMemo.ts';
import { ExoshiftState as ExoshiftStateClass } from './state.ts';
import { listedFor, listTurnActions, turnList } from './legal.ts';
import type { ExoshiftState } from './state.ts';
import * as HypotModule from './hypot.ts';
import * as TargetingModule from './targeting.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { hypot } = HypotModule;
const { casualtyBand } = CasualtyModule;
const { coverOf } = SightlinesModule;
const { actionCost, canAct, canTakePrimary, casualtyLoss, cpTotal, distance, edgeDistance, friendModel, get, goalPoint, fleeReachesEdge, inReach, lead, nearestEnemy, onReady, onTable, passCost, pendingRout, profileOf, quality, seesUnit, sideOf } = ResolveModule;
const { fireMode, medicalTestTarget, nearestCasualty, numbersFor, splits, stabiliseTarget } = ResolveModule;
const { CASUALTY_VP, CONTROL_POINT_REACH, ROUT_PASS_CP, STABILISED_VP } = RulesModule;
const { underSpray } = TargetingModule;
const { aimFor, bestFocus, damageChance, focusBudget, maxExtraShots } = ShootingModule;
const { ChangesSince, MAX_UNITS, pairMode, pairNumbers, refresh, shooterChanged } = ShotMemoModule;
const L = { ...LayoutModule };
const { BID_BASE, GOAL_FLY, VERB_ADVANCE, VERB_MARCH, VERB_RUN } = LayoutModule;
/** The objectives' numbers in the state (forgetGoals compares them). */
const OBJECTIVE_FIELDS = LayoutModule.MAX_OBJECTIVES * LayoutModule.O_SIZE;

/** What each status leaves of a model's worth (for evaluation and target choice). */
const STATUS_WORTH = [1, 0.8, 0.45, 0.3, 0, 0, 0, 0];
/** How much each casualty result is worth to the shooter. */
const RESULT_WORTH = [0.08, 0.3, 0.6, 0.8, 1, 1];

function unitWorth(g: Host, u: number): number {
  const p = profileOf(g, u);
  return (p.armyLeader ? 1.6 : p.leader ? 1.3 : 1) * (get(g, u, L.U_ROUTED) ? 0.5 : 1);
}

/** Expected worth of sending a damaging hit to the casualty table against t (memoised until t changes: forgetChanged; NaN not yet known). */
function casualtyWorth(g: Host, a: number, t: number): number {
  const at = a * stride + t;
  const known = casualtyWorthOf[at];
  if (known === known) return known;
  const x = get(g, t, L.U_DISRUPTION) + g.setup.weapon[a].power - profileOf(g, t).qlt;
  let sum = 0;
  for (let face = 1; face <= 10; face++) sum += RESULT_WORTH[casualtyBand(face + x)];
  casualtyWorthOf[at] = sum / 10;
  return sum / 10;
}

/**
 * What the heuristic derives from the shot memo (shotMemo.ts) is kept across
 * decisions too, and forgotten with the models it reads (forgetChanged): the
 * worth of a casualty roll per pair, each unit's best shot, whether it has a
 * target, whether it stands exposed.
 */
/** Row length of the pair memos: the game's model count. */
let stride = 16;
const casualtyWorthOf = new Float64Array(MAX_UNITS * MAX_UNITS);
/** The CP cost of each verb now (actionCost), per decision. */
const costOf = new Float64Array(16);

/** chooseTarget's bestFocus per pair x kind (focus-fire 0, advance 1): its chance (NaN not yet known) and extra shots. */
const focusChanceOf = new Float64Array(MAX_UNITS * MAX_UNITS * 2);
const focusExtraOf = new Int32Array(MAX_UNITS * MAX_UNITS * 2);

/** The same choice as targeting.ts bestTarget, from the memo: the best target (-1 none) in bestTargetOf, its extra shots in bestExtraOf. */
let bestTargetOf = -1;
let bestExtraOf = 0;
function chooseTarget(g: Host, u: number, kind: 'focus-fire' | 'advance'): void {
  const w = g.setup.weapon[u];
  const budget = focusBudget(profileOf(g, u).qlt, get(g, u, L.U_DISRUPTION), kind, w, g.setup.variants);
  const maxExtra = maxExtraShots(w, g.setup.variants);
  let best = -1;
  let bestExtra = 0;
  let bestValue = 0;
  for (let t = 0; t < g.setup.units; t++) {
    if (sideOf(g, t) === sideOf(g, u) || !onTable(g, t)) continue;
    if (pairMode(g, u, t) < 0) continue;
    // bestFocus per pair and kind, kept with the pair's shot values (forgetChanged).
    const at = (u * stride + t) * 2 + (kind === 'advance' ? 1 : 0);
    let p = focusChanceOf[at];
    let extra = focusExtraOf[at];
    if (p !== p) {
      [extra, p] = bestFocus(pairNumbers(g, u, t), w, budget, maxExtra, g.setup.variants);
      focusChanceOf[at] = p;
      focusExtraOf[at] = extra;
    }
    const value = p * (get(g, t, L.U_STATUS) >= L.S_DOWNED ? 0.5 : 1);
    if (value > bestValue) {
      best = t;
      bestExtra = extra;
      bestValue = value;
    }
  }
  bestTargetOf = best;
  bestExtraOf = bestExtra;
}

/**
 * shotValue per shooter x target x (Extra Shots 0-3 of a Focus Fire, or a Snap Fire), NaN not yet known. It reads the
 * pair's fire mode and shot numbers (shotMemo.ts), the shooter's Quality and Disruption, and the target's status,
 * Disruption and Routed, so it is forgotten when the shot memo forgets the pair's numbers or the target changed
 * (forgetChanged). Most of the list's Focus Fire and Snap Fire entries ask the same pairs decision after decision
 * (scripts/bench-exoshift.ts).
 */
const SHOT_KINDS = 5;
const shotValueOf = new Float64Array(MAX_UNITS * MAX_UNITS * SHOT_KINDS);
function shotValue(g: Host, a: number, t: number, extra: number, kind: 'focus-fire' | 'snap-fire'): number {
  // A spray shot's worth reads every model near the template, not only the pair the memo forgets with: never remembered.
  if (extra > 3 || g.setup.weapon[a].spray > 0) return computeShotValue(g, a, t, extra, kind);
  const at = (a * stride + t) * SHOT_KINDS + (kind === 'snap-fire' ? 4 : extra);
  const known = shotValueOf[at];
  if (known === known) return known;
  const value = computeShotValue(g, a, t, extra, kind);
  shotValueOf[at] = value;
  return value;
}

function computeShotValue(g: Host, a: number, t: number, extra: number, kind: 'focus-fire' | 'snap-fire'): number {
  if (pairMode(g, a, t) < 0) return 0;
  const w = g.setup.weapon[a];
  const n = pairNumbers(g, a, t);
  const aim = kind === 'snap-fire' ? 0 : Math.max(0, aimFor(focusBudget(profileOf(g, a).qlt, get(g, a, L.U_DISRUPTION), 'focus-fire', w), extra, w, g.setup.variants));
  const p = 1 - Math.pow(1 - damageChance(n, w, aim), kind === 'snap-fire' ? 1 : 1 + extra);
  const current = STATUS_WORTH[get(g, t, L.U_STATUS)];
  const value = p * casualtyWorth(g, a, t) * current * unitWorth(g, t) + p * 0.05;
  return w.spray > 0 ? value * sprayCount(g, a, t, w.spray) : value;
}

/**
 * How many models a spray template aimed at t would catch, for the heuristic:
 * enemies at least half under it count 1, friends -1 (0.5 for one only
 * touching it without an IFF Limiter). So the sprayer aims where the template
 * catches most enemies and fewest friends (Weapon Traits › Spray Template).
 */
function sprayCount(g: Host, a: number, t: number, length: number): number {
  const iff = g.setup.weapon[a].iff;
  let count = 0;
  for (let m = 0; m < g.setup.units; m++) {
    if (m === a || !onTable(g, m)) continue;
    const under = underSpray(g, a, t, m, length);
    if (under === 0) continue;
    if (sideOf(g, m) !== sideOf(g, a)) count += under === 2 ? 1 : 0;
    else if (under === 2) count -= 1;
    else if (!iff) count -= 0.5;
  }
  return Math.max(0, count);
}

function exposed(g: Host, u: number): boolean {
  for (let e = 0; e < g.setup.units; e++) {
    if (sideOf(g, e) === sideOf(g, u) || !onTable(g, e) || pairMode(g, e, u) < 0) continue;
    if (coverOf(g.setup.table, g.setup.board, get(g, e, L.U_X), get(g, e, L.U_Y), get(g, u, L.U_X), get(g, u, L.U_Y)) === 0) return true;
  }
  return false;
}

/** Facts about each unit, kept until a model they read changes (forgetChanged): 1 yes, 0 no, -1 not yet known. */
const hasTarget = new Int8Array(MAX_UNITS);
const isExposed = new Int8Array(MAX_UNITS);
/** Each unit's best shot value now (0 none; NaN not yet known: only units with Advance, Run or Hunker Down ask), kept until forgetChanged. */
const bestShotOf = new Float64Array(MAX_UNITS);
function bestShot(g: Host, u: number): number {
  const known = bestShotOf[u];
  if (known === known) return known;
  chooseTarget(g, u, 'advance');
  const value = bestTargetOf >= 0 ? shotValue(g, u, bestTargetOf, bestExtraOf, 'focus-fire') : 0;
  bestShotOf[u] = value;
  return value;
}
/**
 * What an Advance's shot adds: 0.7 of the best shot, but a Setup weapon
 * cannot fire after moving (Weapons › Setup; unitShoot.ts canShoot), so
 * for it an Advance gives up the Focus Fire it could take instead.
 */
function advanceShot(g: Host, u: number): number {
  return setupReady(g, u) ? -bestShot(g, u) : g.setup.weapon[u].type === 'setup' ? 0 : 0.7 * bestShot(g, u);
}

/** A Setup weapon that has not moved this turn: it may Focus Fire (legal.ts), and any move gives that up. */
const setupReady = (g: Host, u: number) => g.setup.weapon[u].type === 'setup' && get(g, u, L.U_MOVED) !== 1;

/** What a Run gives up: a shot (0.1), or for a Setup weapon its whole Focus Fire. */
function runForfeit(g: Host, u: number): number {
  const shot = bestShot(g, u);
  return setupReady(g, u) ? shot : shot > 0 ? 0.1 : 0;
}

/**
 * Whether a Spotter moving toward enemy t would open it to indirect fire
 * (Weapons › Indirect Fire: "so long as a friendly model has LoS of the
 * target"; a Spotter lifts the penalties): a friendly indirect weapon able to
 * act has t within its range but no LoS of it, and the Spotter u does not see
 * it either.
 */
function spotNeeded(g: Host, u: number, t: number): boolean {
  if (!onTable(g, t) || seesUnit(g, u, t)) return false;
  for (let f = 0; f < g.setup.units; f++) {
    const w = g.setup.weapon[f];
    if (f === u || !w.indirect || sideOf(g, f) !== sideOf(g, u) || !canAct(g, f) || seesUnit(g, f, t)) continue;
    const d = edgeDistance(g, f, t);
    if (d >= w.indirect.min && d <= w.indirect.max) return true;
  }
  return false;
}

/** Memo of goalValue by unit x goal (NaN: not yet known), kept across decisions and forgotten per unit (forgetGoals). */
const GOALS = 32;
const goalValueOf = new Float64Array(MAX_UNITS * GOALS);

/** How much getting closer to a goal is worth now (memoised: forgetGoals). */
function goalValue(g: Host, u: number, goal: number, seat: number): number {
  const at = u * GOALS + goal;
  const known = goalValueOf[at];
  if (known === known) return known;
  const value = computeGoalValue(g, u, goal, seat);
  goalValueOf[at] = value;
  return value;
}

/**
 * Per seat x control point: how many of the seat's models are within reach, and per model x point whether it is
 * (workingOn for its own side). Kept up to date per model that changed (recountModel: position, status and Reserve
 * are watched) and per point that changed (countPoint), not counted again from scratch per side and point at every
 * decision (issue 9, speed); control points only (objective grab does not read them).
 */
const nearPoint = new Int16Array(2 * GOALS);
const withinPoint = new Uint8Array(MAX_UNITS * GOALS);
const workingOn = (g: Host, f: number, seat: number, gx: number, gy: number) => sideOf(g, f) === seat && onTable(g, f) && hypot(gx - get(g, f, L.U_X), gy - get(g, f, L.U_Y)) < CONTROL_POINT_REACH;

/** Counts every model within reach of control point o afresh. */
function countPoint(g: Host, o: number): void {
  const gx = g.s[L.objectiveAt(o, L.O_X)];
  const gy = g.s[L.objectiveAt(o, L.O_Y)];
  nearPoint[o] = 0;
  nearPoint[GOALS + o] = 0;
  for (let m = 0; m < g.setup.units; m++) {
    const k = sideOf(g, m);
    const within = workingOn(g, m, k, gx, gy) ? 1 : 0;
    withinPoint[m * GOALS + o] = within;
    nearPoint[k * GOALS + o] += within;
  }
}

/** Model m changed: whether it is within reach of each control point, and its side's counts. */
function recountModel(g: Host, m: number): void {
  const k = sideOf(g, m);
  for (let o = 0; o < g.setup.objectives; o++) {
    const within = workingOn(g, m, k, g.s[L.objectiveAt(o, L.O_X)], g.s[L.objectiveAt(o, L.O_Y)]) ? 1 : 0;
    if (within === withinPoint[m * GOALS + o]) continue;
    withinPoint[m * GOALS + o] = within;
    nearPoint[k * GOALS + o] += within === 1 ? 1 : -1;
  }
}

function computeGoalValue(g: Host, u: number, goal: number, seat: number): number {
  if (goal === L.GOAL_CASUALTY) return casualtyGoalValue(g, u);
  if (goal === L.GOAL_COVER) {
    if (isExposed[u] < 0) isExposed[u] = exposed(g, u) ? 1 : 0;
    return isExposed[u] ? 0.3 : 0;
  }
  if (goal >= L.GOAL_ENEMY) {
    enemyGoalsKept[u] = 1;
    if (hasTarget[u] < 0) {
      chooseTarget(g, u, 'focus-fire');
      hasTarget[u] = bestTargetOf < 0 ? 0 : 1;
    }
    // A Spotter goes where its side's indirect fire needs eyes (the heuristic's spotting: the engine spots with any friend in LoS).
    if (profileOf(g, u).spotter && spotNeeded(g, u, lead(g, goal - L.GOAL_ENEMY))) return 0.5;
    return hasTarget[u] ? 0.02 : 0.22;
  }
  // A Setup weapon with a target is fire support: walking to an objective costs its shot (Weapons › Setup), so objectives count half.
  const support = setupReady(g, u) && bestShot(g, u) > 0 ? 0.5 : 1;
  return support * objectiveGoalValue(g, u, goal, seat);
}

function objectiveGoalValue(g: Host, u: number, goal: number, seat: number): number {
  // An objective's point read in place (goalPoint would allocate an array per call).
  let gx: number;
  let gy: number;
  if (goal < L.GOAL_SECURE_LEFT) {
    gx = g.s[L.objectiveAt(goal, L.O_X)];
    gy = g.s[L.objectiveAt(goal, L.O_Y)];
  } else [gx, gy] = goalPoint(g, u, goal);
  const d = hypot(gx - get(g, u, L.U_X), gy - get(g, u, L.U_Y));
  if (!g.setup.grab) {
    const state = g.s[L.objectiveAt(goal, L.O_STATE)];
    if (state === 1 + seat) return 0;
    // Prefer points nobody of ours is already working on: another of ours within reach (nearPoint).
    const near = nearPoint[seat * GOALS + goal];
    // workingOn(g, u, seat, gx, gy) with its distance, d, already at hand (the same hypot: scripts/bench-exoshift.ts).
    if (near - (sideOf(g, u) === seat && onTable(g, u) && d < CONTROL_POINT_REACH ? 1 : 0) > 0) return 0.05;
    return 0.45 - d / 200;
  }
  if (goal === L.GOAL_SECURE_LEFT || goal === L.GOAL_SECURE_RIGHT) return 1.2 - d / 200;
  const owner = g.s[L.objectiveAt(goal, L.O_OWNER)];
  if (get(g, u, L.U_CARRY) >= 0) return 0;
  return owner === seat ? (g.s[L.objectiveAt(goal, L.O_STATE)] === L.TOKEN_ON_TABLE ? 0.2 - d / 300 : 0) : 0.5 - d / 200;
}

/**
 * interactValue per unit x target (param) x Primary or Secondary, NaN not yet known, kept across decisions. It reads
 * the unit's position and Disruption (quality), the objective's point, state and owner, and for a friend the
 * positions and statuses of the friend's unit (friendModel), so it is forgotten per unit that changed and per friend
 * unit that changed (forgetChanged; the watched numbers include all of these) and per objective that changed
 * (forgetObjectives). Interact is the heuristic's most chosen action: ~6.5 such entries per decision were valued
 * afresh (issue 9, speed).
 */
const INTERACT_PARAMS = 64;
const interactValueOf = new Float64Array(MAX_UNITS * INTERACT_PARAMS * 2);
const interactAt = (u: number, param: number, primary: boolean) => (u * INTERACT_PARAMS + param) * 2 + (primary ? 1 : 0);

function interactValue(g: Host, u: number, param: number, primary: boolean, seat: number): number {
  const at = interactAt(u, param, primary);
  const known = interactValueOf[at];
  if (known === known) return known;
  const value = computeInteractValue(g, u, param, primary, seat);
  interactValueOf[at] = value;
  return value;
}

/**
 * Stabilising (variant casualtyVp=per-model, EX-039) is valued by the VP it saves, CASUALTY_VP - STABILISED_VP (half a
 * VP), at STABILISE_PER_VP a VP: the scale the heuristic gives a carried Objective Grab token (1 VP, valued 1), times
 * the chance the Medical Test passes (twice over for a Primary in base contact: "Interact twice"). So a medic takes a
 * revive or a treatment (0.9: the model fights again, and a Downed or Wounded model left alone may yet be lost for the
 * full VP) before a stabilisation (at most 0.5), and a stabilisation before most moves, about as a good shot.
 */
const STABILISE_PER_VP = 1;
/**
 * A friend steadied (its Unnerved status removed by a Medic or Doctor, Unit Traits): it no longer takes a Rout Test
 * each time it is hit (Morale), whose failure routs it (or destroys it if Downed).
 * Valued at this share of the friend's worth, times the Medical Test's chance: about 0.2 for a Line Infantry and a
 * Quality 6 medic, below a revive (0.9) and a control point nobody is working on (about 0.45), above a walk to
 * nowhere, so the medic steadies when its side's points are in hand. Set by hand.
 */
const STEADY_WORTH = 0.25;
/**
 * `heuristic:stabilise=eager` (EXOSHIFT_HEURISTIC_OPTIONS): stabilising and walking to a casualty valued at this many
 * times the above (a stabilisation in base contact about 1.4-1.8, above securing a control point; the walk about 0.8),
 * so the medic goes to casualties first: the most stabilising this player can do, for ex-stabilise. Set only while a
 * decision is made; each side's units are valued only in its own decisions, so the memos hold one side's scale each.
 */
const STABILISE_EAGER = 4;
let stabiliseScale = 1;
/**
 * Walking to an Incapacitated friend (GOAL_CASUALTY, casualtyVp=per-model only): the stabilisation it leads to, one
 * action later, counted at CASUALTY_GOAL_SHARE of its worth, less the walk (d / 200, as an objective's): about 0.2 for a
 * Quality 6 medic, below a control point nobody of its side is working on (0.45 - d / 200) and above one already being
 * worked on (0.05), so a medic goes to a casualty when its side's points are in hand. Set by hand.
 */
const CASUALTY_GOAL_SHARE = 0.6;
function casualtyGoalValue(g: Host, u: number): number {
  const f = nearestCasualty(g, u);
  const p = profileOf(g, u);
  if (f < 0 || !(p.medic || p.doctor)) return 0;
  const pass = Math.max(0, Math.min(10, medicalTestTarget(g, u))) / 10;
  return Math.max(0, CASUALTY_GOAL_SHARE * stabiliseScale * STABILISE_PER_VP * (CASUALTY_VP - STABILISED_VP) * pass - distance(g, u, f) / 200);
}

function computeInteractValue(g: Host, u: number, param: number, primary: boolean, seat: number): number {
  const reach = inReach(g, u, param);
  const chance = Math.max(0, Math.min(10, quality(g, u))) / 10;
  if (param >= L.INTERACT_STABILISE && param < L.INTERACT_FRIEND) {
    const f = stabiliseTarget(g, u, param - L.INTERACT_STABILISE);
    const p = profileOf(g, u);
    if (f < 0 || !(reach || (primary && distance(g, u, f) <= p.mov.primary + 1.5))) return 0;
    const pass = Math.max(0, Math.min(10, medicalTestTarget(g, u))) / 10;
    const tries = reach && primary && g.setup.variants.interactTwice === 'in-place' ? 2 : 1;
    return stabiliseScale * STABILISE_PER_VP * (CASUALTY_VP - STABILISED_VP) * (1 - Math.pow(1 - pass, tries));
  }
  if (param >= L.INTERACT_FRIEND) {
    const f = friendModel(g, u, param - L.INTERACT_FRIEND);
    const p = profileOf(g, u);
    if (!(reach || (primary && distance(g, u, f) <= p.mov.primary + 1.5))) return 0;
    if (get(g, f, L.U_STATUS) < L.S_DOWNED) {
      // Steadying (Unit Traits › Medic, Doctor): the Medical Test's chance, twice over for a Primary in base contact.
      const pass = Math.max(0, Math.min(10, medicalTestTarget(g, u))) / 10;
      const tries = reach && primary && g.setup.variants.interactTwice === 'in-place' ? 2 : 1;
      return STEADY_WORTH * unitWorth(g, f) * (1 - Math.pow(1 - pass, tries));
    }
    return p.medic || p.doctor ? 0.9 : 0.6 * chance;
  }
  if (!reach && !primary) return 0;
  let reachable = reach;
  if (!reach) {
    // An objective's point read in place (goalPoint allocates an array per call); securing goes through goalPoint.
    let gx: number;
    let gy: number;
    if (param === L.INTERACT_SECURE) [gx, gy] = goalPoint(g, u, get(g, u, L.U_X) < 36 ? L.GOAL_SECURE_LEFT : L.GOAL_SECURE_RIGHT);
    else {
      gx = g.s[L.objectiveAt(param, L.O_X)];
      gy = g.s[L.objectiveAt(param, L.O_Y)];
    }
    const d = hypot(gx - get(g, u, L.U_X), gy - get(g, u, L.U_Y));
    reachable = d <= profileOf(g, u).mov.primary + (g.setup.grab ? 1 : CONTROL_POINT_REACH - 1);
  }
  if (!reachable) return 0;
  const tries = reach && primary ? 2 : 1;
  if (!g.setup.grab) {
    const state = g.s[L.objectiveAt(param, L.O_STATE)];
    const worth = state === 0 ? 1 : 1.4;
    return worth * (1 - Math.pow(1 - chance, tries));
  }
  if (param === L.INTERACT_SECURE) return 2.5;
  const owner = g.s[L.objectiveAt(param, L.O_OWNER)];
  const state = g.s[L.objectiveAt(param, L.O_STATE)];
  if (owner === seat) return state === L.TOKEN_ON_TABLE ? 0.5 : 0;
  return state === L.TOKEN_LOCKED ? 0.5 * chance : 1;
}

/** Models of u's unit that would shoot (unitShoot.ts canShoot: Stunned ones only in Snap Fire). */
function shooters(g: Host, u: number, snap: boolean): number {
  const k = g.setup.groupOf[u];
  let n = 0;
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    const status = get(g, m, L.U_STATUS);
    if (onTable(g, m) && status < L.S_DOWNED && (status !== L.S_STUNNED || snap)) n++;
  }
  return Math.max(1, n);
}

/**
 * CP budgeting (001_9ac883e80b2d20e9.txt, Command Points; Action CP Cost;
 * The Free Primary Action; Round and Turn Sequence › End of Round: "If all
 * players have 0 CP and all units are Exhausted, the round ends"). CP is
 * refreshed each round and the round goes on while either player holds CP or
 * an Unexhausted unit, so
 * every CP kept now can buy a 1-CP action in a later turn: a c-CP action now
 * is worth taking only if it beats what those c CP would buy later. Each unit
 * still to activate brings a turn with a free Primary where one more CP buys a
 * second action (worth CP_SCARCE); CP beyond those turns buys 1-CP actions in
 * turns where only CP remains (worth CP_SPARE, mostly Snap Fire by exhausted
 * units). The price of spending c of the R CP held is what the last c of them
 * would have bought: V(R) - V(R - c), V(r) = CP_SCARCE x min(r, F) + CP_SPARE x
 * max(0, r - F). It is linear in c (no escalation beyond the printed cost),
 * and more CP never raises it. The old rule priced 0.1 x cost^2 whatever the
 * CP held, so with CP to spare it chained 2-CP actions early and sat out
 * empty turns (issue 9).
 */
const CP_SCARCE = 0.2;
const CP_SPARE = 0.12;
/** Per decision: CP the player holds and its future turns with a free Primary (units still to activate, not counting this turn's). */
let cpHeld = 0;
let freshTurns = 0;
const cpWorth = (r: number, fresh: number) => (r <= 0 ? 0 : r <= fresh ? CP_SCARCE * r : CP_SCARCE * fresh + CP_SPARE * (r - fresh));
/** What spending `cost` of `held` CP now gives up, with `fresh` later turns that bring a free Primary (see above). */
export const cpPriceOf = (held: number, fresh: number, cost: number) => (cost <= 0 ? 0 : cpWorth(held, fresh) - cpWorth(held - cost, fresh));
const cpPrice = (cost: number) => cpPriceOf(cpHeld, freshTurns, cost);

/** Sets cpHeld and freshTurns for seat's decision. */
function budgetCp(g: Host, seat: number): void {
  cpHeld = cpTotal(g, seat);
  let fresh = 0;
  for (let k = 0; k < g.setup.groups; k++) {
    const u = lead(g, k);
    if (sideOf(g, u) === seat && (onTable(g, u) || onReady(g, u)) && canTakePrimary(g, u)) fresh++;
  }
  freshTurns = Math.max(0, fresh - (g.s[L.G_FREE_USED] ? 0 : 1));
}

/**
 * Morale › Routed ("A player may spend 1 CP to automatically pass the Quality test"): pay when what the test risks
 * is worth more than the CP would buy later in the round (cpPrice). A failed test runs the unit for its edge: its place
 * is lost (ROUT_PLACE of its worth: it can act again only once it rallies, and then far from the fight), and a run
 * that reaches the edge brings a second Quality test whose failure takes the unit off the table (all its worth). With
 * one Routed model worth 0.5 (unitWorth) it pays at Quality (less Disruption) 5 or less when its CP are spare (0.12 a
 * CP) and 1 or less when scarce (0.2); when the run would reach its edge, at 6 or less / 5 or less.
 */
const ROUT_PLACE = 0.5;
function routChoice(g: Host, seat: number): number {
  const u = pendingRout(g);
  const fail = 1 - Math.max(0, Math.min(10, quality(g, u))) / 10;
  const reaches = fleeReachesEdge(g, u);
  let models = 0;
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) if (onTable(g, g.setup.groupFirst[k] + i)) models++;
  const risk = fail * models * unitWorth(g, u) * (ROUT_PLACE + (reaches ? fail : 0));
  budgetCp(g, seat);
  return risk > cpPrice(ROUT_PASS_CP) ? L.ROUT_PAY : L.ROUT_TEST;
}

/**
 * A paid Primary exhausts a unit that would otherwise take its Primary free
 * in a later turn (Exhausted Units; Game Round Overview: "Players continue
 * taking turns this way until all units are Exhausted"), so paying now buys only the timing: the action now
 * rather than about the same action later. PAID_PRIMARY_GAIN is the share of
 * its worth that timing is credited with.
 */
const PAID_PRIMARY_GAIN = 0.4;

/**
 * Net worth of one legal action for the player to move, written to scores[i]
 * (returning the double boxed it on the heap at every call: about a tenth of
 * a heuristic game's allocation, scripts/bench-exoshift.ts).
 */
function actionValue(g: Host, action: number, seat: number, i: number): void {
  if (action === L.END_TURN) {
    scores[i] = 0;
    return;
  }
  if (action === L.PASS) {
    scores[i] = -0.08 * passCost(g, seat);
    return;
  }
  const multi = g.setup.multi;
  // A unit's action is scored through its lead model (host.ts lead); a shot by several models counts each shooter.
  const u = multi ? lead(g, L.actionUnit(action)) : L.actionUnit(action);
  const verb = L.actionVerb(action);
  const param = L.actionParam(action);
  // A Teamwork Secondary costs 1 for the units it allows (commandPoints.ts actionCost).
  const cost = g.s[L.G_TEAMWORK] > 0 && !L.PRIMARY_VERBS[verb] ? actionCost(g, verb, u) : costOf[verb];
  const price = cpPrice(cost);
  const disruption = get(g, u, L.U_DISRUPTION);
  let value = 0;
  switch (verb) {
    case L.VERB_FOCUS_FIRE:
      value = multi ? shotValue(g, u, lead(g, param >> 2), param & 3, 'focus-fire') * shooters(g, u, false) : shotValue(g, u, param >> 2, param & 3, 'focus-fire');
      break;
    case L.VERB_ADVANCE:
      if (param >= L.GOAL_FLY) {
        // Jump: the same goal, further (worth it when the goal is beyond a normal move), for 1 CP more.
        const p = profileOf(g, u);
        value = goalValue(g, u, param & L.GOAL_MASK, seat) * (p.jump / p.mov.primary) + advanceShot(g, u) - (cpPrice(cost + 1) - cpPrice(cost));
        break;
      }
      value = goalValue(g, u, param, seat) + advanceShot(g, u);
      break;
    case L.VERB_RUN:
      if (param >= L.GOAL_FLY) {
        const p = profileOf(g, u);
        value = 1.25 * goalValue(g, u, param & L.GOAL_MASK, seat) * (p.flight / (2 * p.mov.primary)) - runForfeit(g, u) - (cpPrice(cost + 1) - cpPrice(cost));
        break;
      }
      value = get(g, u, L.U_STATUS) === L.S_DOWNED ? 0.05 : 1.25 * goalValue(g, u, param, seat) - runForfeit(g, u);
      break;
    case L.VERB_MARCH:
      value = 0.7 * goalValue(g, u, param, seat) - 0.04 * (disruption + 1);
      break;
    case L.VERB_RECOVER:
      value = get(g, u, L.U_STATUS) === L.S_STUNNED ? 0.5 : 0.06 * disruption;
      break;
    case L.VERB_HUNKER:
      if (isExposed[u] < 0) isExposed[u] = exposed(g, u) ? 1 : 0;
      if (param === L.HUNKER_MOVE) {
        // 2" toward cover, then the marker: a third of an Advance to cover, worth it for an exposed unit with nothing to shoot.
        value = isExposed[u] && bestShot(g, u) === 0 ? 0.33 * goalValue(g, u, L.GOAL_COVER, seat) : 0;
      } else if (param >= L.HUNKER_SNAP) {
        // A Snap Fire and the marker (in cover: the marker is worth something only then).
        const t = param - L.HUNKER_SNAP;
        value = (multi ? shotValue(g, u, lead(g, t), 0, 'snap-fire') * shooters(g, u, true) : shotValue(g, u, t, 0, 'snap-fire')) + (isExposed[u] ? 0 : 0.04);
      } else value = !isExposed[u] && nearestEnemy(g, u) >= 0 && bestShot(g, u) === 0 ? 0.12 : 0;
      break;
    case L.VERB_ASSAULT: {
      const t = multi ? lead(g, param) : param;
      const status = get(g, t, L.U_STATUS);
      value = status >= L.S_DOWNED ? 0.9 * unitWorth(g, t) : edgeDistance(g, u, t) < 3 ? 0.25 : 0.05;
      break;
    }
    case L.VERB_INTERACT:
    case L.VERB_INTERACT_SECONDARY:
      value = interactValue(g, u, param, verb === L.VERB_INTERACT, seat);
      break;
    case L.VERB_SNAP_FIRE:
      value = (multi ? shotValue(g, u, lead(g, param), 0, 'snap-fire') * shooters(g, u, true) : shotValue(g, u, param, 0, 'snap-fire')) - 0.03 * disruption;
      break;
    case L.VERB_REST:
      // Moving its 1" toward cover first: a sixth of an Advance there.
      value = 0.05 * disruption + (param === L.REST_MOVE ? 0.15 * goalValue(g, u, L.GOAL_COVER, seat) : 0);
      break;
    case L.VERB_STORE_CP:
      value = 0.15;
      break;
    case L.VERB_BOOST_ARRIVAL:
      // A unit on the table sooner: worth about a move, while the next arrival test could still fail.
      value = get(g, u, L.U_ARRIVAL) + 1 < 10 ? 0.2 : 0;
      break;
  }
  // A paid Primary on a unit still to activate trades its free Primary later for this one now (see PAID_PRIMARY_GAIN).
  if (cost > 0 && L.PRIMARY_VERBS[verb] && value > 0) value *= PAID_PRIMARY_GAIN;
  scores[i] = value - price;
}

/**
 * a.fill(NaN, from, to) spelled out, for the memo rows forgotten per decision (10-128 entries): the builtin's call cost
 * more than the loop (fill and set were about 2.5% of a heuristic game's time: issue 9, speed; scripts/bench-exoshift.ts).
 */
function forgetRange(a: Float64Array, from: number, to: number): void {
  for (let i = from; i < to; i++) a[i] = Number.NaN;
}

/** Each legal action's net worth this decision (legal order). */
let scores = new Float64Array(256);

/** Per game: whether each side fields an indirect weapon (its fire mode reads its whole side: shotMemo.ts). */
const sideIndirect = new Uint8Array(2);

/** Per forgetChanged: each side's models (side * MAX_UNITS + i) and those changed or leaders, and how many. */
const sideList = new Int32Array(2 * MAX_UNITS);
const sideCount = new Int32Array(2);
const staleList = new Int32Array(2 * MAX_UNITS);
const staleCount = new Int32Array(2);

/** The models the heuristic's kept memos read, changed from one of its decisions to the next (the shot memo's looks). */
const watch = new ChangesSince();

/** Forgets the interaction values that read model m (forgetChanged): its own, and every unit's with m's unit as the friend. */
function forgetInteractions(setup: Host['setup'], m: number): void {
  const row = m * INTERACT_PARAMS * 2;
  // Only the params an Interact can name (objectives, securing, a friend unit: legal.ts interactions), not the whole row.
  forgetRange(interactValueOf, row, row + Math.min(INTERACT_PARAMS, L.INTERACT_FRIEND + setup.groups) * 2);
  const friend = L.INTERACT_FRIEND + setup.groupOf[m];
  for (let u = 0; u < setup.units; u++) {
    interactValueOf[interactAt(u, friend, false)] = Number.NaN;
    interactValueOf[interactAt(u, friend, true)] = Number.NaN;
  }
  // Stabilising reads the positions and statuses of the friend's unit too (casualties.ts stabiliseTarget); only offered
  // under casualtyVp=per-model (EX-039), so only forgotten there.
  if (setup.variants.casualtyVp !== 'per-model') return;
  const casualty = L.INTERACT_STABILISE + setup.groupOf[m];
  for (let u = 0; u < setup.units; u++) {
    interactValueOf[interactAt(u, casualty, false)] = Number.NaN;
    interactValueOf[interactAt(u, casualty, true)] = Number.NaN;
  }
}

/**
 * Forgets what the models that changed since the heuristic's last decision
 * make stale (shotMemo.ts lists what a shot reads): a unit's best shot and
 * whether it has a target read it, its weapon's side if indirect, and the
 * enemy side; its exposure reads it and the enemy side; a casualty roll's
 * worth reads the target.
 */
function forgetChanged(g: Host): boolean {
  // A turn list just listed for g (legal.ts listTurnActions; listedFor: g unchanged since) brought the shot memo up to date.
  if (!listedFor(g)) refresh(g);
  if (!watch.read(g)) return false;
  const setup = g.setup;
  const n = setup.units;
  if (watch.newGame) {
    stride = n;
    bestShotOf.fill(Number.NaN, 0, n);
    hasTarget.fill(-1, 0, n);
    isExposed.fill(-1, 0, n);
    casualtyWorthOf.fill(Number.NaN, 0, n * n);
    shotValueOf.fill(Number.NaN, 0, n * n * SHOT_KINDS);
    focusChanceOf.fill(Number.NaN, 0, n * n * 2);
    interactValueOf.fill(Number.NaN, 0, n * INTERACT_PARAMS * 2);
    sideIndirect[0] = 0;
    sideIndirect[1] = 0;
    for (let u = 0; u < n; u++) if (setup.weapon[u].indirect) sideIndirect[setup.side[u]] = 1;
    return true;
  }
  const changed = watch.changed;
  // Per side: the models whose column a direct shooter's shot values forget when that side changed (changed, or a leader),
  // and every model of the side (an indirect weapon forgets them all), listed once rather than per shooter (issue 9, speed).
  staleCount[0] = 0;
  staleCount[1] = 0;
  sideCount[0] = 0;
  sideCount[1] = 0;
  for (let t = 0; t < n; t++) {
    const k = setup.side[t];
    sideList[k * MAX_UNITS + sideCount[k]++] = t;
    if (changed[t] === 1 || setup.profile[t].leader) staleList[k * MAX_UNITS + staleCount[k]++] = t;
  }
  for (let u = 0; u < n; u++) {
    const enemyChanged = watch.sideChanged[1 - setup.side[u]] === 1;
    const shooter = shooterChanged(watch, setup, u);
    if (enemyChanged || shooter) {
      bestShotOf[u] = Number.NaN;
      hasTarget[u] = -1;
    }
    // A pair's shot values: the whole row when the shooter's answers may have changed; else, on a changed enemy side,
    // the targets whose numbers the shot memo forgets (the target itself, or any of a leader's side or an indirect
    // weapon's target's side: shotMemo.ts).
    if (shooter) {
      forgetRange(shotValueOf, u * n * SHOT_KINDS, (u + 1) * n * SHOT_KINDS);
      forgetRange(focusChanceOf, u * n * 2, (u + 1) * n * 2);
    } else if (enemyChanged) {
      const wide = !!setup.weapon[u].indirect;
      const enemy = 1 - setup.side[u];
      const list = wide ? sideList : staleList;
      for (let i = enemy * MAX_UNITS, end = i + (wide ? sideCount[enemy] : staleCount[enemy]); i < end; i++) {
        const t = list[i];
        // Spelled out, not fill(): five entries (scripts/bench-exoshift.ts, sol-fireteams).
        const pair = u * n + t;
        const at = pair * SHOT_KINDS;
        shotValueOf[at] = Number.NaN;
        shotValueOf[at + 1] = Number.NaN;
        shotValueOf[at + 2] = Number.NaN;
        shotValueOf[at + 3] = Number.NaN;
        shotValueOf[at + 4] = Number.NaN;
        focusChanceOf[2 * pair] = Number.NaN;
        focusChanceOf[2 * pair + 1] = Number.NaN;
      }
    }
    // Exposure reads u's position and the enemy's positions and presence on the table (line of sight, range, cover),
    // and for an enemy indirect weapon who on its side can act and see (fire mode): not the Disruption or status a
    // shot leaves on a model still standing, the most common change.
    const enemy = 1 - setup.side[u];
    if (watch.moved[u] === 1 || watch.sideMoved[enemy] === 1 || (sideIndirect[enemy] === 1 && watch.sideChanged[enemy] === 1)) isExposed[u] = -1;
    if (watch.changed[u] === 1) {
      for (let a = 0; a < n; a++) casualtyWorthOf[a * n + u] = Number.NaN;
      forgetInteractions(setup, u);
    }
  }
  return true;
}

/**
 * Forgets the goal values (goalValueOf, nearPoint) that the changes since the
 * last decision make stale, per unit instead of all at once (issue 9: the
 * whole memo was refilled at 93% of decisions, since almost every action
 * moves or hurts some model). A unit's goal values are only asked for its own
 * side's decisions (the seat is its side), and read:
 * - an objective: the unit's own numbers (position, status, Reserve, Carry),
 *   that objective's point, state and owner (forgetObjectives) and how many of
 *   its side stand within reach of the point (nearPoint, kept up to date per
 *   model that changed: only a changed count forgets the point);
 * - a secure zone (objective grab): only the unit's own numbers;
 * - an enemy: whether it has a target (hasTarget, forgotten in forgetChanged);
 *   cover: whether it stands exposed (isExposed, likewise);
 * - a Spotter's enemy goals (spotNeeded) and a Setup weapon's objectives
 *   (its best shot, its Moved) read more: such a unit's values are forgotten
 *   whenever the old all-or-nothing rule forgot them (anything watched
 *   changed, or the seat).
 * Each value is the one a fresh computation gives (the behaviour fixture
 * replays the games byte for byte).
 */
const goalSeen = new Float64Array(OBJECTIVE_FIELDS + 2 * MAX_UNITS);
let goalSetup: Host['setup'] | null = null;
let goalSeat = -1;
/** Per game: whether a unit's goal values read more than the above (a Spotter, a Setup weapon). */
const goalVolatile = new Uint8Array(MAX_UNITS);
/** Whether a unit's enemy goals may hold values (set by computeGoalValue, cleared when they are forgotten). */
const enemyGoalsKept = new Uint8Array(MAX_UNITS);
/** Per decision: whether a model's Moved or Carry changed; whether any model of each side changed. */
const goalUnitChanged = new Uint8Array(MAX_UNITS);
const goalSideChanged = new Uint8Array(2);
function forgetGoals(g: Host, seat: number, modelsChanged: boolean): void {
  const s = g.s;
  const setup = g.setup;
  const n = setup.units;
  if (setup !== goalSetup) {
    goalSetup = setup;
    goalSeat = seat;
    // A Medic's or Doctor's casualty goal (casualtyVp=per-model, EX-039) reads every friend's status and position.
    const casualtyGoals = setup.variants.casualtyVp === 'per-model';
    for (let u = 0; u < n; u++) goalVolatile[u] = setup.profile[u].spotter || setup.weapon[u].type === 'setup' || (casualtyGoals && (setup.profile[u].medic || setup.profile[u].doctor)) ? 1 : 0;
    const objectiveFields = setup.objectives * L.O_SIZE;
    for (let i = 0, at = L.OBJECTIVE_BASE; i < objectiveFields; i++, at++) goalSeen[i] = s[at];
    for (let u = 0, o = OBJECTIVE_FIELDS, at = L.UNIT_BASE; u < n; u++, o += 2, at += L.U_SIZE) {
      goalSeen[o] = s[at + L.U_MOVED];
      goalSeen[o + 1] = s[at + L.U_CARRY];
    }
    goalValueOf.fill(Number.NaN, 0, n * GOALS);
    if (!setup.grab) for (let o = 0; o < setup.objectives; o++) countPoint(g, o);
    enemyGoalsKept.fill(0);
    return;
  }
  let still = !modelsChanged && seat === goalSeat;
  goalSeat = seat;
  forgetObjectives(g);
  goalSideChanged[0] = modelsChanged ? watch.sideChanged[0] : 0;
  goalSideChanged[1] = modelsChanged ? watch.sideChanged[1] : 0;
  for (let u = 0, o = OBJECTIVE_FIELDS, at = L.UNIT_BASE; u < n; u++, o += 2, at += L.U_SIZE) {
    const moved = s[at + L.U_MOVED];
    const carry = s[at + L.U_CARRY];
    goalUnitChanged[u] = 0;
    if (goalSeen[o] !== moved || goalSeen[o + 1] !== carry) {
      goalSeen[o] = moved;
      goalSeen[o + 1] = carry;
      goalUnitChanged[u] = 1;
      goalSideChanged[setup.side[u]] = 1;
    }
  }
  still = still && goalSideChanged[0] === 0 && goalSideChanged[1] === 0;
  if (still) return;
  for (let u = 0; u < n; u++) {
    const row = u * GOALS;
    if (goalVolatile[u] === 1 || goalUnitChanged[u] === 1 || (modelsChanged && watch.changed[u] === 1)) {
      forgetRange(goalValueOf, row, row + GOALS);
      enemyGoalsKept[u] = 0;
      continue;
    }
    // Only a unit whose enemy goals were valued since (enemyGoalsKept): most have none to forget (a builtin fill per unit and decision cost more than it saved).
    if (hasTarget[u] < 0 && enemyGoalsKept[u] === 1) {
      enemyGoalsKept[u] = 0;
      for (let at = row + L.GOAL_ENEMY, end = row + Math.min(L.GOAL_COVER, L.GOAL_ENEMY + setup.groups); at < end; at++) goalValueOf[at] = Number.NaN;
    }
    if (isExposed[u] < 0) goalValueOf[row + L.GOAL_COVER] = Number.NaN;
  }
  // The models that changed: recount them within reach of each point; a side's changed count forgets that point's
  // values for the side's units (the count is all they read of the other models).
  if (setup.grab || !modelsChanged) return;
  // Only the entries compared below (the builtin set copied all 64: issue 9, speed).
  for (let o = 0; o < setup.objectives; o++) {
    countsBefore[o] = nearPoint[o];
    countsBefore[GOALS + o] = nearPoint[GOALS + o];
  }
  for (let m = 0; m < n; m++) if (watch.changed[m] === 1) recountModel(g, m);
  for (let k = 0; k < 2; k++) {
    for (let o = 0; o < setup.objectives; o++) {
      if (nearPoint[k * GOALS + o] === countsBefore[k * GOALS + o]) continue;
      for (let u = 0; u < n; u++) if (setup.side[u] === k) goalValueOf[u * GOALS + o] = Number.NaN;
    }
  }
}
/** Per decision: nearPoint before the changed models were recounted. */
const countsBefore = new Int16Array(2 * GOALS);

/**
 * Forgets, per objective whose numbers (point, state, owner) changed, that
 * objective's goal value for every unit and its control-point counts: an
 * objective's goal value reads only that objective (objectiveGoalValue), and
 * enemy, cover and secure-zone goals read none (computeGoalValue). Forgetting
 * the whole memo on any change (a point changing hands at the end of a turn)
 * caused over half of the goal values computed (issue 9, speed).
 */
function forgetObjectives(g: Host): void {
  const s = g.s;
  const n = g.setup.units;
  for (let o = 0, i = 0, at = L.OBJECTIVE_BASE; o < g.setup.objectives; o++, i += L.O_SIZE, at += L.O_SIZE) {
    let changed = false;
    for (let f = 0; f < L.O_SIZE; f++) {
      if (goalSeen[i + f] === s[at + f]) continue;
      goalSeen[i + f] = s[at + f];
      changed = true;
    }
    if (!changed) continue;
    for (let u = 0; u < n; u++) {
      goalValueOf[u * GOALS + o] = Number.NaN;
      interactValueOf[interactAt(u, o, false)] = Number.NaN;
      interactValueOf[interactAt(u, o, true)] = Number.NaN;
    }
    if (!g.setup.grab) countPoint(g, o);
  }
}

/**
 * For tests (tests/systems/exoshift/goalMemo.test.ts): how many goal values
 * kept for seat's units (not the volatile Spotters and Setup weapons) differ
 * from a fresh computation on g now, and how many were compared. Call right
 * after a decision of seat on g's numbers.
 */
export function goalMemoCheck(g: ExoshiftState, seat: number): { compared: number; stale: number } {
  let compared = 0;
  let stale = 0;
  // The control points' kept counts against a fresh count (each wrong count is stale too); values computed with the fresh ones.
  const counts = nearPoint.slice();
  const within = withinPoint.slice();
  if (!g.setup.grab) {
    for (let o = 0; o < g.setup.objectives; o++) countPoint(g, o);
    for (let o = 0; o < g.setup.objectives; o++) if (nearPoint[seat * GOALS + o] !== counts[seat * GOALS + o]) stale++;
  }
  for (let u = 0; u < g.setup.units; u++) {
    if (sideOf(g, u) !== seat || goalVolatile[u] === 1) continue;
    for (let goal = 0; goal < GOALS; goal++) {
      const kept = goalValueOf[u * GOALS + goal];
      if (kept !== kept) continue;
      compared++;
      if (computeGoalValue(g, u, goal, seat) !== kept) stale++;
    }
  }
  nearPoint.set(counts);
  withinPoint.set(within);
  return { compared, stale };
}

/**
 * For tests (tests/systems/exoshift/goalMemo.test.ts): how many interaction values kept for seat's units differ from a
 * fresh computation on g now, and how many were compared. Call right after a decision of seat on g's numbers.
 */
export function interactMemoCheck(g: ExoshiftState, seat: number): { compared: number; stale: number } {
  let compared = 0;
  let stale = 0;
  for (let u = 0; u < g.setup.units; u++) {
    if (sideOf(g, u) !== seat) continue;
    for (let param = 0; param < INTERACT_PARAMS; param++) {
      for (const primary of [false, true]) {
        const kept = interactValueOf[interactAt(u, param, primary)];
        if (kept !== kept) continue;
        compared++;
        if (computeInteractValue(g, u, param, primary, seat) !== kept) stale++;
      }
    }
  }
  return { compared, stale };
}

/**
 * For tests (tests/systems/exoshift/goalMemo.test.ts): how many shot values and focus chances kept (shotValueOf,
 * focusChanceOf) differ from a fresh computation on g now, and how many were compared. Call right after a decision on
 * g's numbers (the shot memo is then up to date with them; shotMemo.test.ts checks it against fresh numbers).
 */
export function shotMemoCheck(g: ExoshiftState): { compared: number; stale: number } {
  let compared = 0;
  let stale = 0;
  const n = g.setup.units;
  const w = g.setup.weapon;
  for (let a = 0; a < n; a++) {
    for (let t = 0; t < n; t++) {
      for (let kind = 0; kind < SHOT_KINDS; kind++) {
        const kept = shotValueOf[(a * n + t) * SHOT_KINDS + kind];
        if (kept !== kept) continue;
        compared++;
        if (computeShotValue(g, a, t, kind === 4 ? 0 : kind, kind === 4 ? 'snap-fire' : 'focus-fire') !== kept) stale++;
      }
      for (let focus = 0; focus < 2; focus++) {
        const kept = focusChanceOf[(a * n + t) * 2 + focus];
        if (kept !== kept) continue;
        compared++;
        const budget = focusBudget(profileOf(g, a).qlt, get(g, a, L.U_DISRUPTION), focus === 1 ? 'advance' : 'focus-fire', w[a], g.setup.variants);
        const [extra, p] = bestFocus(pairNumbers(g, a, t), w[a], budget, maxExtraShots(w[a], g.setup.variants), g.setup.variants);
        if (p !== kept || extra !== focusExtraOf[(a * n + t) * 2 + focus]) stale++;
      }
    }
  }
  return { compared, stale };
}

/** The heuristic player (see the module comment). */
/**
 * `heuristic:secondaries=...` (EX-013): how the player weighs Secondary actions (Snap Fire, March, Rest, a
 * Secondary Interact; each adds 1 Disruption: Secondary Actions). `weighed` (default) is the player above;
 * `never` takes none (a primary-only player: it passes or ends its turn instead); `eager` scores them without
 * their CP price, so it spends CP on any Secondary that does anything (a secondary-heavy player). Everything
 * else, bids included, is the default player's.
 */
export const EXOSHIFT_HEURISTIC_OPTIONS = {
  secondaries: { values: ['weighed', 'never', 'eager'], describe: 'how Secondary actions are weighed: by worth less CP price (default), never taken, or taken without counting their CP price (EX-013)' },
  stabilise: {
    values: ['weighed', 'eager'],
    describe: `under variant casualtyVp=per-model (EX-039): a Medic's or Doctor's stabilisation valued by the half VP it saves (default), or at ${STABILISE_EAGER}x that, before securing points (a player who sends its medic to casualties first)`,
  },
} as const;
type SecondaryStyle = (typeof EXOSHIFT_HEURISTIC_OPTIONS)['secondaries']['values'][number];
/** Set only while exoshiftHeuristic decides (decisions are synchronous). */
let secondaryStyle: SecondaryStyle = 'weighed';

export function exoshiftHeuristic(view: AgentView, rng: Xoshiro128, options: Readonly<Record<string, string>> = {}): number {
  // A player turn's list is read where legal.ts writes it (listTurnActions; apply then checks the action against it,
  // state.ts), not copied out by view.legalActions at every decision (issue 9, speed). The probe is the game itself and
  // draws nothing (state.ts probeNextSample): only its phase is read before the list, so the draws below are as before.
  ExoshiftStateClass.probeNextSample();
  const game = view.sample(rng) as ExoshiftState;
  let legal: readonly number[];
  let n: number;
  if (game.s[L.G_PHASE] === L.PHASE_TURN) {
    n = listTurnActions(game);
    legal = turnList;
  } else {
    legal = view.legalActions;
    n = legal.length;
  }
  if (n === 1) return legal[0];
  secondaryStyle = (options.secondaries as SecondaryStyle | undefined) ?? 'weighed';
  stabiliseScale = options.stabilise === 'eager' ? STABILISE_EAGER : 1;
  // Outside a hidden bid the sample is the game itself, after the same draws from rng (state.ts peekNextSample): decide
  // only reads it, and a copy per decision was ~2% of a heuristic game (scripts/bench-exoshift.ts). The flag is
  // cleared after, whatever view.sample did.
  ExoshiftStateClass.peekNextSample(true);
  const g = view.sample(rng) as ExoshiftState;
  const shared = ExoshiftStateClass.peekNextSample(false);
  let choice: number;
  try {
    choice = decide(g, legal, n, view.player);
  } finally {
    secondaryStyle = 'weighed';
    stabiliseScale = 1;
  }
  // Nothing else holds a copied sample (the memos read its numbers, never keep it): the next sample refills it. The game
  // itself is never handed back.
  if (!shared) ExoshiftStateClass.release(g);
  return choice;
}

/** The best of legal's first n actions (a turn's list is the shared one, longer than n: legal.ts turnList). */
function decide(g: ExoshiftState, legal: readonly number[], n: number, seat: number): number {
  const phase = g.s[L.G_PHASE];
  if (phase === L.PHASE_ORDER) return L.ORDER_FIRST;
  if (phase === L.PHASE_ROUT) return routChoice(g, seat);
  if (phase === L.PHASE_BID) {
    const cp = g.s[L.G_CP + seat];
    let close = false;
    for (let a = 0; a < g.setup.units && !close; a++) {
      if (sideOf(g, a) !== seat || !onTable(g, a)) continue;
      for (let e = 0; e < g.setup.units; e++) if (sideOf(g, e) !== seat && onTable(g, e) && distance(g, a, e) <= 24) close = true;
    }
    const bid = Math.min(cp, Math.floor(cp / (close ? 2 : 3)));
    return legal.includes(L.BID_BASE + bid) ? L.BID_BASE + bid : legal[0];
  }
  // Goal values kept per unit while nothing they read changed (forgetGoals).
  forgetGoals(g, seat, forgetChanged(g));
  for (let verb = 0; verb <= L.VERB_BOOST_ARRIVAL; verb++) costOf[verb] = actionCost(g, verb);
  budgetCp(g, seat);
  let best = legal[0];
  let bestValue = -Infinity;
  // Moves (Advance, Run, March toward a goal) are most of the list, listed per unit and verb in runs: what they share
  // (the unit, the CP price, the shot an Advance adds or a Run gives up) is worked out once per run, and each goal's
  // value read from the memo. The same arithmetic as actionValue, in the same order, so the same choice
  // (scripts/bench-exoshift.ts: a call per action boxed its result).
  if (scores.length < n) scores = new Float64Array(2 * n);
  // Locals for what every iteration reads (module bindings and layout constants are loads per use).
  const sc = scores;
  const values = goalValueOf;
  for (let i = 0; i < n; ) {
    const action = legal[i];
    const verb = (action >> 6) & 15;
    if (action >= 0 && action < BID_BASE && (action & 63) < GOAL_FLY && (verb === VERB_ADVANCE || verb === VERB_RUN || verb === VERB_MARCH)) {
      // One run: the actions that follow with the same unit and verb (action >> 6) and a plain goal, scored in a loop of
      // their own (issue 9, speed: the run's shared terms were re-tested per action). Working a run's terms out again
      // when it resumes after other actions gives the same numbers (memo reads), so the scores are the same.
      const run = action >> 6;
      const u = g.setup.multi ? lead(g, L.actionUnit(action)) : L.actionUnit(action);
      const cost = g.s[L.G_TEAMWORK] > 0 && !L.PRIMARY_VERBS[verb] ? actionCost(g, verb, u) : costOf[verb];
      const price = cpPrice(cost);
      const downed = get(g, u, L.U_STATUS) === L.S_DOWNED;
      const term = verb === VERB_ADVANCE ? advanceShot(g, u) : verb === VERB_RUN ? (downed ? 0 : runForfeit(g, u)) : 0.04 * (get(g, u, L.U_DISRUPTION) + 1);
      const paid = cost > 0 && verb !== VERB_MARCH;
      if (verb === VERB_RUN && downed) {
        const value = paid ? 0.05 * PAID_PRIMARY_GAIN : 0.05;
        for (let a = action; i < n && (a = legal[i]) >> 6 === run && a < BID_BASE && (a & 63) < GOAL_FLY; i++) sc[i] = value - price;
        continue;
      }
      // goal + term (Advance), 1.25 goal - term (Run), 0.7 goal - term (March): x - term is x + (-term) exactly, 1 x goal is goal.
      const k = verb === VERB_ADVANCE ? 1 : verb === VERB_RUN ? 1.25 : 0.7;
      const add = verb === VERB_ADVANCE ? term : -term;
      const row = u * GOALS;
      for (let a = action; i < n && (a = legal[i]) >> 6 === run && a < BID_BASE && (a & 63) < GOAL_FLY; i++) {
        const known = values[row + (a & 63)];
        let value = k * (known === known ? known : goalValue(g, u, a & 63, seat)) + add;
        if (paid && value > 0) value *= PAID_PRIMARY_GAIN;
        sc[i] = value - price;
      }
    } else actionValue(g, action, seat, i++);
  }
  if (secondaryStyle !== 'weighed') restyleSecondaries(g, legal, n);
  if (g.setup.anySplit) scoreDeclarations(g, legal, n);
  // The first best, as before; scores kept in a typed array so no score is boxed on the way (scripts/bench-exoshift.ts).
  // Whether Pass and End Turn are listed, noted on the same pass (two includes() scanned the whole list again).
  let hasPass = false;
  let hasEnd = false;
  for (let i = 0; i < n; i++) {
    const action = legal[i];
    if (action >= L.PASS) {
      if (action === L.PASS) hasPass = true;
      else if (action === L.END_TURN) hasEnd = true;
    }
    if (sc[i] > bestValue) {
      best = action;
      bestValue = sc[i];
    }
  }
  // Passing instead of a weak free primary, while the enemy still has units to commit and CP to spare.
  if (hasPass && bestValue < 0.06 && cpTotal(g, seat) >= 3 * passCost(g, seat)) {
    for (let e = 0; e < g.setup.units; e++) if (sideOf(g, e) !== seat && onTable(g, e) && !get(g, e, L.U_EXHAUSTED)) return L.PASS;
  }
  // A paid action must clear a margin; otherwise end the turn when allowed.
  if (bestValue < 0.04 && hasEnd) return L.END_TURN;
  return best;
}

/** The Secondary actions (Actions › Secondary Actions): each adds 1 Disruption to its unit (EX-060). */
const isSecondary = (verb: number) => verb === L.VERB_SNAP_FIRE || verb === L.VERB_MARCH || verb === L.VERB_REST || verb === L.VERB_INTERACT_SECONDARY;

/** secondaries=never or eager (EXOSHIFT_HEURISTIC_OPTIONS): the Secondaries' scores struck out, or their CP price added back. */
function restyleSecondaries(g: Host, legal: readonly number[], n: number): void {
  for (let i = 0; i < n; i++) {
    const action = legal[i];
    if (!(action >= 0 && action < BID_BASE) || !isSecondary((action >> 6) & 15)) continue;
    if (secondaryStyle === 'never') {
      scores[i] = -Infinity;
      continue;
    }
    const verb = (action >> 6) & 15;
    const u = g.setup.multi ? lead(g, L.actionUnit(action)) : L.actionUnit(action);
    // The price actionValue took off, as it computed it.
    scores[i] += cpPrice(g.s[L.G_TEAMWORK] > 0 ? actionCost(g, verb, u) : costOf[verb]);
  }
}

/**
 * Independent Targeting / Two handed (Unit Traits): a declaration (legal.ts declarations) is worth the unit's best
 * Focus Fire or Snap Fire plus what its second weapons gain at the declared unit over the best shot's target; with no
 * gain it scores below that shot, so the unit simply shoots. Runs only for forces with such a model.
 */
function scoreDeclarations(g: Host, legal: readonly number[], n: number): void {
  const sc = scores;
  for (let i = 0; i < n; i++) {
    const action = legal[i];
    if (!(action >= 0 && action < BID_BASE) || ((action >> 6) & 15) !== L.VERB_DECLARE) continue;
    const k = action >> 10;
    let best = -1;
    for (let j = 0; j < n; j++) {
      const other = legal[j];
      const verb = (other >> 6) & 15;
      if (other >= 0 && other < BID_BASE && other >> 10 === k && (verb === L.VERB_FOCUS_FIRE || verb === L.VERB_SNAP_FIRE) && (best < 0 || sc[j] > sc[best])) best = j;
    }
    if (best < 0) {
      sc[i] = -1;
      continue;
    }
    const shot = legal[best];
    const snap = ((shot >> 6) & 15) === L.VERB_SNAP_FIRE;
    const first = snap ? shot & 63 : (shot & 63) >> 2;
    const gain = secondWeaponsValue(g, k, action & 63, snap) - secondWeaponsValue(g, k, first, snap);
    sc[i] = gain > 0.005 ? sc[best] + gain : sc[best] - 0.01;
  }
}

/** What unit k's models with Independent Targeting / Two handed would do with their later weapons (no Aim) at unit t's lead. */
function secondWeaponsValue(g: Host, k: number, t: number, snap: boolean): number {
  const tm = lead(g, t);
  if (!onTable(g, tm)) return 0;
  const worth = STATUS_WORTH[get(g, tm, L.U_STATUS)] * unitWorth(g, tm);
  let value = 0;
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    const status = get(g, m, L.U_STATUS);
    if (!onTable(g, m) || !splits(g, m) || status >= L.S_DOWNED || (status === L.S_STUNNED && !snap)) continue;
    const weapons = g.setup.weapons[m];
    for (let j = 1; j < weapons.length; j++) {
      const w = weapons[j];
      if (snap ? w.type !== 'basic' : w.type === 'setup' && get(g, m, L.U_MOVED) === 1) continue;
      const mode = fireMode(g, m, tm, w);
      if (mode < 0) continue;
      value += damageChance(numbersFor(g, m, tm, false, mode, get(g, m, L.U_X), get(g, m, L.U_Y), w), w, 0) * worth;
    }
  }
  return value;
}

/** Material, VP and objectives, mine minus the opponent's. */
export function evaluateExoshift(g: ExoshiftState, player: number): number {
  g.settle(); // at a chance node reached by applyChance the numbers are made exact first (state.ts)
  let score = 0;
  for (let u = 0; u < g.setup.units; u++) {
    const worth = STATUS_WORTH[get(g, u, L.U_STATUS)] * unitWorth(g, u) - 0.03 * get(g, u, L.U_DISRUPTION);
    score += sideOf(g, u) === player ? worth : -worth;
  }
  // The VP totals: under variant casualtyVp (EX-039) each side's casualty loss comes off its mission VP (0 by default).
  const vp = g.s[L.G_VP + player] - g.s[L.G_VP + 1 - player] - casualtyLoss(g, player) + casualtyLoss(g, 1 - player);
  let held = 0;
  for (let o = 0; o < g.setup.objectives; o++) {
    const state = g.s[L.objectiveAt(o, L.O_STATE)];
    if (!g.setup.grab) held += state === 1 + player ? 1 : state === 2 - player ? -1 : 0;
    else if (state === L.TOKEN_CARRIED) held += g.s[L.objectiveAt(o, L.O_OWNER)] === player ? -1 : 1;
  }
  return 3 * score + (g.setup.grab ? 0.8 : 0.3) * vp + 0.6 * held;
}
