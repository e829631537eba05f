/**
 * The legal actions of the player to move (Player Turns; Actions): bids,
 * the turn-order choice, and per unit every Primary, Secondary and Special
 * action it may take and afford now, plus passing and ending the turn.
 *
 * Movement is abstracted into goals (layout.ts): each control point or
 * token, the secure zones, each enemy (to within short range) and the
 * nearest cover; the model moves straight toward the goal as far as its
 * move allows (README, "Simplified").
 */
import * as LayoutModule from './layout.ts';
import type { Host } from './resolve.ts';
import * as ResolveModule from './resolve.ts';
import * as ShootingModule from './shooting.ts';
import * as RulesModule from './rules.ts';
import * as HostModule from './host.ts';
import * as HypotModule from './hypot.ts';
import * as ShotMemoModule from './shotMemo.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { hypot } = HypotModule;
const { actionCost, canAct, canTakePrimary, cpAvailable, cpTotal, distance, edgeDistance, friendModel, get, inReach, lead, onTable, passCost, pendingRout, profileOf, sideOf, teamworkFor } = ResolveModule;
const { isHead } = HostModule;
const { aimFor, focusBudget, maxExtraShots } = ShootingModule;
const { ARRIVAL_BOOST_CP, BASE_CONTACT, FLY_ABILITY_CP, MAX_ARRIVAL, ROUT_PASS_CP } = RulesModule;
const { pairMode, refresh } = ShotMemoModule;
const { fireMode, nearestCasualty, splits, stabiliseTarget, steadyable, steadiesLeft } = ResolveModule;
const L = { ...LayoutModule };
const { GOAL_FLY, INTERACT_FRIEND, VERB_ADVANCE, VERB_ASSAULT, VERB_FOCUS_FIRE, VERB_HUNKER, VERB_INTERACT, VERB_INTERACT_SECONDARY, VERB_MARCH, VERB_RECOVER, VERB_REST, VERB_RUN, VERB_SNAP_FIRE, VERB_STORE_CP } = LayoutModule;

/** Goals worth moving toward for u, written to out[0..n); returns n (a count, not out.length = 0: scripts/bench-exoshift.ts). */
function goals(g: Host, u: number, out: number[]): number {
  let n = 0;
  const seat = sideOf(g, u);
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  for (let o = 0; o < g.setup.objectives; o++) {
    const dx = g.s[L.objectiveAt(o, L.O_X)] - x;
    const dy = g.s[L.objectiveAt(o, L.O_Y)] - y;
    // Standing on it (within 1"). hypot is at least the larger of |dx| and |dy| (hypot.ts: sqrt of at least 1, times
    // it), so 1" or more on either axis is not within 1" without the square root (issue 9, speed; the same answer).
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && hypot(dx, dy) < 1) continue;
    if (g.setup.grab) {
      const state = g.s[L.objectiveAt(o, L.O_STATE)];
      if (state === L.TOKEN_SECURED || state === L.TOKEN_CARRIED) continue;
    }
    out[n++] = o;
  }
  if (g.setup.grab && get(g, u, L.U_CARRY) >= 0) out[n++] = x < g.setup.board.width / 2 ? L.GOAL_SECURE_LEFT : L.GOAL_SECURE_RIGHT;
  // Enemy units, by their lead model (a unit of several models is one goal): the targets listed for this decision.
  for (let i = 0; i < targetCount; i++) out[n++] = L.GOAL_ENEMY + g.setup.groupOf[targets[i]];
  // A Medic or Doctor may walk to an Incapacitated friend to stabilise it (variant casualtyVp=per-model only, EX-039).
  if (g.setup.variants.casualtyVp === 'per-model' && (profileOf(g, u).medic || profileOf(g, u).doctor)) {
    const f = nearestCasualty(g, u);
    if (f >= 0 && distance(g, u, f) > BASE_CONTACT) out[n++] = L.GOAL_CASUALTY;
  }
  out[n++] = L.GOAL_COVER;
  return n;
}

/** Interact targets for u (objectives, securing, friends to revive or treat, and under casualtyVp=per-model to stabilise). */
function interactions(g: Host, u: number, out: number[]): number {
  let n = 0;
  const seat = sideOf(g, u);
  const p = profileOf(g, u);
  for (let o = 0; o < g.setup.objectives; o++) {
    const state = g.s[L.objectiveAt(o, L.O_STATE)];
    if (!g.setup.grab) {
      if (state !== 1 + seat) out[n++] = o;
      continue;
    }
    const owner = g.s[L.objectiveAt(o, L.O_OWNER)];
    if (owner === seat ? state === L.TOKEN_ON_TABLE : state === L.TOKEN_LOCKED || (state === L.TOKEN_ON_TABLE && get(g, u, L.U_CARRY) < 0)) out[n++] = o;
  }
  if (g.setup.grab && get(g, u, L.U_CARRY) >= 0) out[n++] = L.INTERACT_SECURE;
  let listedGroup = -1;
  // A Medic's or Doctor's uses left of its Unnerved removal (Unit Traits › Medic, Doctor; interact.ts).
  const steadies = p.medic || p.doctor ? steadiesLeft(g, u) : 0;
  for (let f = 0; f < g.setup.units; f++) {
    if (f === u || sideOf(g, f) !== seat) continue;
    const status = get(g, f, L.U_STATUS);
    const k = g.setup.groupOf[f];
    if (k === listedGroup) continue; // a unit of several models is listed once: host.ts friendModel picks the model
    if ((status === L.S_DOWNED && !p.drone) || (status === L.S_WOUNDED && (p.medic || p.doctor)) || (steadies > 0 && steadyable(g, f))) (out[n++] = L.INTERACT_FRIEND + k), (listedGroup = k);
  }
  // Stabilising an Incapacitated friend (Casualties › Incapacitated: "A medic or doctor may attempt to stabilize the
  // model"): only a Medic or Doctor, only under variant casualtyVp=per-model (EX-039; nothing to reduce otherwise).
  if ((p.medic || p.doctor) && g.setup.variants.casualtyVp === 'per-model') {
    for (let k = 0; k < g.setup.groups; k++) if (sideOf(g, g.setup.groupFirst[k]) === seat && stabiliseTarget(g, u, k) >= 0) out[n++] = L.INTERACT_STABILISE + k;
  }
  return n;
}

/**
 * A drone away from every friendly non-drone (within its Quality in inches) may only move (Unit Traits › Drone), unless a
 * Drone Operator controls it (Drone Operator X: "no longer required to stay within Quality range"; variant droneOperator:
 * while the operator is on the table, or for the whole game).
 */
export function leashed(g: Host, u: number): boolean {
  // Variant droneLeash=off (EX-119): a what-if without the leash.
  if (!profileOf(g, u).drone || g.setup.variants.droneLeash === 'off') return false;
  const operator = g.setup.controller[u];
  if (operator >= 0 && (g.setup.variants.droneOperator === 'whole-game' || onTable(g, operator))) return false;
  for (let f = 0; f < g.setup.units; f++) {
    if (f === u || sideOf(g, f) !== sideOf(g, u) || !onTable(g, f) || profileOf(g, f).drone) continue;
    if (distance(g, u, f) <= profileOf(g, u).qlt) return false;
  }
  return true;
}

/**
 * A unit in Reserve: 1 CP raises its arrival number (while below 9); On
 * Ready: Advance or Run onto the table from its own edge, a Primary action
 * (Reserves; Assault and Interact from off the table are not offered).
 */
function reserveActions(g: Host, u: number, k: number, seat: number): void {
  if (get(g, u, L.U_RESERVE) === L.RESERVE_IN) {
    if (get(g, u, L.U_ARRIVAL) < MAX_ARRIVAL && g.s[L.G_CP + seat] >= ARRIVAL_BOOST_CP) put(L.unitAction(k, L.VERB_BOOST_ARRIVAL, 0));
    return;
  }
  if (!canTakePrimary(g, u) || actionCost(g, L.VERB_RUN) > cpAvailable(g, u)) return;
  const goalCount = goals(g, u, scratchGoals);
  for (let i = 0; i < goalCount; i++) put(L.unitAction(k, L.VERB_ADVANCE, scratchGoals[i]));
  for (let i = 0; i < goalCount; i++) put(L.unitAction(k, L.VERB_RUN, scratchGoals[i]));
}

const scratchGoals: number[] = [];
/**
 * The enemy models that stand for their units this decision (on the table, the
 * lead of a unit of several models), in model order: every per-unit loop over
 * targets and enemy goals reads this list instead of testing every model
 * again (scripts/bench-exoshift.ts).
 */
const targets: number[] = [];
let targetCount = 0;
function listTargets(g: Host, seat: number): void {
  targetCount = 0;
  for (let t = 0; t < g.setup.units; t++) if (sideOf(g, t) !== seat && onTable(g, t) && isLead(g, t)) targets[targetCount++] = t;
}
const scratchInteract: number[] = [];

/** Whether model t stands for its unit (host.ts lead): actions and targets are listed once per unit. */
const isLead = (g: Host, t: number) => !g.setup.multi || lead(g, g.setup.groupOf[t]) === t;

/** Whether any unit of seat holds Tactician or stored Planning CP (else cpAvailable is the global pool for every unit). */
function holdsUnitCp(g: Host, seat: number): boolean {
  for (let l = 0; l < g.setup.units; l++) if (sideOf(g, l) === seat && isHead(g, l) && (get(g, l, L.U_UNIT_CP) !== 0 || get(g, l, L.U_STORED) !== 0)) return true;
  return false;
}

/**
 * The list being built: written into one reused array and copied out once at
 * its final length (pushing onto a fresh array regrew it five or six times a
 * decision: scripts/bench-exoshift.ts).
 */
const building: number[] = [];
let count = 0;
const put = (action: number) => {
  building[count++] = action;
};

/**
 * The state whose full turn list `building[0..count)` holds (listTurnActions), null when the last listing was another
 * state's, one unit's (isLegal) or forgotten (forgetListing: the state's numbers changed). Module-wide like `building`.
 */
let listedState: Host | null = null;

/**
 * The turn's legal actions of g (phase PHASE_TURN), exactly legalActions(g), listed into the shared list and not copied:
 * returns how many; read them from `turnList` until the next listing. Until g's numbers change (the state calls
 * forgetListing), `listedAction` checks an action against this list (issue 9, speed: the heuristic reads the list
 * where it is written, instead of a copy per decision that apply then scanned).
 */
export function listTurnActions(g: Host): number {
  const n = listTurn(g, -1);
  listedState = g;
  return n;
}
/** The list listTurnActions wrote (its first `count` entries). */
export const turnList: readonly number[] = building;

/** Whether the shared list holds g's full turn list (listTurnActions, g unchanged since): then listedAction answers for it. */
export const listedFor = (g: Host): boolean => listedState === g;

/** Whether action is in the shared list (only meaningful while listedFor(g)). */
export function listedAction(action: number): boolean {
  for (let i = 0; i < count; i++) if (building[i] === action) return true;
  return false;
}

/** g's numbers changed (or are about to): its listing, if the shared list holds it, no longer stands. */
export function forgetListing(g: Host): void {
  if (listedState === g) listedState = null;
}

export function legalActions(g: Host): number[] {
  const phase = g.s[L.G_PHASE];
  if (phase === L.PHASE_BID) {
    const out: number[] = [];
    const seat = g.s[L.G_BID] < 0 ? 0 : 1;
    const most = Math.min(L.MAX_BID, g.s[L.G_CP + seat]);
    for (let b = 0; b <= most; b++) out.push(L.BID_BASE + b);
    return out;
  }
  if (phase === L.PHASE_ORDER) return [L.ORDER_FIRST, L.ORDER_SECOND];
  if (phase === L.PHASE_ROUT) {
    // Morale › Routed: 1 CP to pass the stay-put test, or roll it. The CP held when the unit routed may be gone by now
    // (a pass bought for another unit the same attack routed, an Army Leader's reroll): then only the test.
    const seat = g.setup.side[pendingRout(g)];
    return g.s[L.G_CP + seat] >= ROUT_PASS_CP ? [L.ROUT_PAY, L.ROUT_TEST] : [L.ROUT_TEST];
  }
  return building.slice(0, listTurn(g, -1));
}

/**
 * Whether `action` is in legalActions(g), without listing every unit's actions
 * (issue 9, speed: `apply` on a state that has not listed them, as the search
 * agents' clones do, listed all ~60 to check one): a unit's action is checked
 * against that unit's own listing, exactly as the full list would have it;
 * bids and the order choice by their range; Pass and End Turn by the full list.
 */
export function isLegal(g: Host, action: number): boolean {
  const phase = g.s[L.G_PHASE];
  if (phase === L.PHASE_TURN && Number.isInteger(action) && action >= 0 && action < L.BID_BASE) {
    const n = listTurn(g, action >> 10);
    for (let i = 0; i < n; i++) if (building[i] === action) return true;
    return false;
  }
  return legalActions(g).includes(action);
}

/** Writes the turn's legal actions into `building` and returns how many; `only` >= 0: only unit `only`'s own actions (isLegal). */
function listTurn(g: Host, only: number): number {
  // The shared list is about to hold another listing (listTurnActions marks its own after).
  listedState = null;
  const seat = g.s[L.G_ACTIVE];
  const v = g.setup.variants;
  count = 0;
  listTargets(g, seat);
  // Fire modes are remembered across decisions while the models involved keep still (shotMemo.ts): Focus Fire and Snap Fire read them.
  refresh(g);
  if (!g.s[L.G_ACTED] && cpTotal(g, seat) >= passCost(g, seat)) put(L.PASS);
  if (g.s[L.G_ACTED] && (g.s[L.G_PRIMARY_TAKEN] || !g.s[L.G_MUST_PRIMARY])) put(L.END_TURN);
  const secondaryCost = g.s[L.G_ACTIONS] + 1;
  // Per decision, not per unit: a Primary's cost reads only the turn's counts (commandPoints.ts actionCost), and with no
  // Tactician or Planning CP on the seat's units every unit may spend exactly the global pool (cpAvailable).
  const primaryCost = actionCost(g, L.VERB_RUN);
  const unitCp = holdsUnitCp(g, seat);
  const globalCp = g.s[L.G_CP + seat];
  const multi = g.setup.multi;
  const groupOf = g.setup.groupOf;
  // The list is written through locals (out, c; an action is base + verb * 64 + param, base = k * 1024: layout.ts
  // unitAction), not a call and a module binding per entry; `count` is synced around the helpers that still put().
  const out = building;
  const goalList = scratchGoals;
  const units = g.setup.units;
  const teamwork = g.s[L.G_TEAMWORK] > 0;
  // The Rest-only lock-out starts at Disruption = Quality, or (restLockout=above-quality) one above it.
  const lockAbove = v.restLockout === 'above-quality' ? 1 : 0;
  let c = count;
  for (let u = 0; u < units; u++) {
    if (sideOf(g, u) !== seat) continue;
    // Actions name the unit (groupOf; an individual's unit is itself); its lead model is listed for it.
    if (multi && !isLead(g, u)) continue;
    const k = multi ? groupOf[u] : u;
    if (only >= 0 && k !== only) continue;
    const base = k * 1024;
    if (get(g, u, L.U_RESERVE) !== L.RESERVE_NONE) {
      count = c;
      reserveActions(g, u, k, seat);
      c = count;
      continue;
    }
    if (!onTable(g, u) || !canAct(g, u)) continue;
    const p = profileOf(g, u);
    const w = g.setup.weapon[u];
    const available = unitCp ? cpAvailable(g, u) : globalCp;
    const status = get(g, u, L.U_STATUS);
    const disruption = get(g, u, L.U_DISRUPTION);
    const onlyMove = leashed(g, u);
    const goalCount = goals(g, u, goalList);
    let listed = false;
    let interactCount = 0;
    if (p.planning > 0 && get(g, u, L.U_STORED) < p.planning && g.s[L.G_CP + seat] >= 1) out[c++] = base + VERB_STORE_CP * 64;
    if (canTakePrimary(g, u) && primaryCost <= available) {
      if (status === L.S_DOWNED) {
        for (let i = 0; i < goalCount; i++) out[c++] = base + VERB_RUN * 64 + goalList[i];
      } else if (status === L.S_STUNNED) {
        out[c++] = base + VERB_RECOVER * 64;
      } else {
        if (!onlyMove) {
          const setupMoved = w.type === 'setup' && get(g, u, L.U_MOVED) === 1;
          const budget = focusBudget(p.qlt, disruption, 'focus-fire', w);
          const maxExtra = maxExtraShots(w, v);
          // Which Extra Shots the unit may take reads only the unit (aimFor), not the target: worked out once per unit.
          let extras = 0;
          for (let extra = 0; extra <= maxExtra && extra < 4; extra++) if (aimFor(budget, extra, w, v) >= 0) extras |= 1 << extra;
          for (let i = 0; i < targetCount && !setupMoved && extras !== 0; i++) {
            const t = targets[i];
            if (pairMode(g, u, t) < 0) continue;
            const at = base + VERB_FOCUS_FIRE * 64 + (multi ? groupOf[t] : t) * 4;
            for (let extra = 0; extra < 4; extra++) if ((extras >> extra) & 1) out[c++] = at + extra;
          }
        }
        for (let i = 0; i < goalCount; i++) out[c++] = base + VERB_ADVANCE * 64 + goalList[i];
        for (let i = 0; i < goalCount; i++) out[c++] = base + VERB_RUN * 64 + goalList[i];
        // Jump X with an Advance, Flight X with a Run: 1 CP more (Traits and Abilities).
        if ((p.jump > 0 || p.flight > 0) && primaryCost + FLY_ABILITY_CP <= available) {
          if (p.jump > 0 && !onlyMove) for (let i = 0; i < goalCount; i++) out[c++] = base + VERB_ADVANCE * 64 + goalList[i] + GOAL_FLY;
          if (p.flight > 0) for (let i = 0; i < goalCount; i++) out[c++] = base + VERB_RUN * 64 + goalList[i] + GOAL_FLY;
        }
        if (!onlyMove) {
          if (disruption > 0) out[c++] = base + VERB_RECOVER * 64;
          if (!get(g, u, L.U_HUNKERED)) {
            // Hunker Down: in place, after 2" toward the nearest cover, or after a Snap Fire (Basic weapons) at each target.
            out[c++] = base + VERB_HUNKER * 64;
            out[c++] = base + VERB_HUNKER * 64 + L.HUNKER_MOVE;
            if (w.type === 'basic') {
              for (let i = 0; i < targetCount; i++) {
                const t = targets[i];
                if (pairMode(g, u, t) === 0) out[c++] = base + VERB_HUNKER * 64 + L.HUNKER_SNAP + (multi ? groupOf[t] : t);
              }
            }
          }
          if (w.type !== 'setup' && !w.indirect && (v.assaultCost !== 'flat-1' || available >= 1)) {
            const reach = p.mov.primary + 1;
            for (let i = 0; i < targetCount; i++) {
              const t = targets[i];
              if (edgeDistance(g, u, t) <= reach) out[c++] = base + VERB_ASSAULT * 64 + (multi ? groupOf[t] : t);
            }
          }
          interactCount = interactions(g, u, scratchInteract);
          listed = true;
          for (let i = 0; i < interactCount; i++) {
            const param = scratchInteract[i];
            if (param >= INTERACT_FRIEND && distance(g, u, friendModel(g, u, param - INTERACT_FRIEND)) > p.mov.primary + 2) continue;
            if (param >= L.INTERACT_STABILISE && param < INTERACT_FRIEND && distance(g, u, stabiliseTarget(g, u, param - L.INTERACT_STABILISE)) > p.mov.primary + 2) continue;
            out[c++] = base + VERB_INTERACT * 64 + param;
          }
        }
      }
    }
    // Teamwork: an eligible unit's Secondary costs a fixed 1 CP (commandPoints.ts teamworkFor).
    const ownSecondaryCost = teamwork && teamworkFor(g, u) ? 1 : secondaryCost;
    if (ownSecondaryCost > available) continue;
    if (disruption >= p.qlt + lockAbove) {
      // "If a unit's Disruption is equal to or greater than its Quality, it may only take Rest secondary actions ... until it
      // is equal or below": at equality the exit overlaps the entry (variant restLockout, EX-028).
      if (!onlyMove) (out[c++] = base + VERB_REST * 64), (out[c++] = base + VERB_REST * 64 + L.REST_MOVE);
      continue;
    }
    if (status === L.S_DOWNED) {
      for (let i = 0; i < goalCount; i++) out[c++] = base + VERB_MARCH * 64 + goalList[i];
      continue;
    }
    if (!onlyMove && w.type === 'basic') {
      for (let i = 0; i < targetCount; i++) {
        const t = targets[i];
        if (pairMode(g, u, t) === 0) out[c++] = base + VERB_SNAP_FIRE * 64 + (multi ? groupOf[t] : t);
      }
    }
    for (let i = 0; i < goalCount; i++) out[c++] = base + VERB_MARCH * 64 + goalList[i];
    if (onlyMove) continue;
    if (disruption > 0 || (status === L.S_STUNNED && v.stunned === 'rest')) (out[c++] = base + VERB_REST * 64), (out[c++] = base + VERB_REST * 64 + L.REST_MOVE);
    if (!listed) interactCount = interactions(g, u, scratchInteract);
    for (let i = 0; i < interactCount; i++) if (inReach(g, u, scratchInteract[i])) out[c++] = base + VERB_INTERACT_SECONDARY * 64 + scratchInteract[i];
  }
  count = c;
  if (g.setup.anySplit) declarations(g);
  if (count === 0) put(L.END_TURN);
  return count;
}

/**
 * Independent Targeting / Two handed (Unit Traits; Declare Targets: "declare the target of every model in the unit
 * before rolling dice"): a unit with such a model and a Focus Fire or Snap Fire listed may first declare an enemy unit
 * for its second and later weapons (VERB_DECLARE, free, not an action). Once declared (G_DECLARED), only that unit's
 * Focus Fire and Snap Fire are listed, so the declaration and the shooting are one choice made in two steps.
 */
function declarations(g: Host): void {
  const declared = g.s[L.G_DECLARED];
  if (declared > 0) {
    const k = ((declared - 1) >> 6) * 1024;
    let c = 0;
    for (let i = 0; i < count; i++) {
      const action = building[i];
      const verb = (action >> 6) & 15;
      if (action >= 0 && action < L.BID_BASE && (action & ~1023) === k && (verb === VERB_FOCUS_FIRE || verb === VERB_SNAP_FIRE)) building[c++] = action;
    }
    count = c;
    return;
  }
  const listed = count;
  let last = -1;
  for (let i = 0; i < listed; i++) {
    const action = building[i];
    const verb = (action >> 6) & 15;
    if (!(action >= 0 && action < L.BID_BASE) || (verb !== VERB_FOCUS_FIRE && verb !== VERB_SNAP_FIRE)) continue;
    const k = action >> 10;
    if (k === last) continue;
    last = k;
    const first = g.setup.groupFirst[k];
    let shooter = -1;
    for (let j = 0; j < g.setup.groupSize[k] && shooter < 0; j++) if (onTable(g, first + j) && splits(g, first + j)) shooter = first + j;
    if (shooter < 0) continue;
    const second = g.setup.weapons[shooter][1];
    for (let t = 0; t < targetCount; t++) if (fireMode(g, shooter, targets[t], second) >= 0) put(L.unitAction(k, L.VERB_DECLARE, g.setup.groupOf[targets[t]]));
  }
}
