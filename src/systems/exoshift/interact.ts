/**
 * Interact (Special Actions › Interact): securing control points; picking
 * up, locking, unlocking and securing tokens; reviving and treating friends;
 * a Medic's or Doctor's removal of a friend's Unnerved status (Unit Traits);
 * stabilising Incapacitated friends (variant casualtyVp=per-model, EX-039).
 */
import type { Host } from './host.ts';
import * as HypotModule from './hypot.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as SightlinesModule from './sightlines.ts';
import * as HostModule from './host.ts';
import * as MovementModule from './movement.ts';
import * as RoundModule from './round.ts';
import * as CasualtiesModule from './casualties.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { hypot } = HypotModule;
const { BASE_CONTACT, CONTROL_POINT_REACH, DOCTOR_STEADIES, DOCTOR_TEST_BONUS, GRAB_DEPLOYMENT_GAP, GRAB_SIDE_REACH, INTERACTS_IN_PLACE, MEDIC_STEADIES, MEDIC_TEST_BONUS } = RulesModule;
const { stabiliseTarget } = CasualtiesModule;
const { sees } = SightlinesModule;
const { add, distance, emit, friendModel, get, profileOf, quality, set, sideOf } = HostModule;
const { follow, moveTo, moveToward } = MovementModule;
const { grabTieBroken } = RoundModule;
const L = { ...LayoutModule };

export const secureZone = (g: Host, u: number) => {
  const x = get(g, u, L.U_X);
  const y = get(g, u, L.U_Y);
  const { width, depth } = g.setup.board;
  return (x <= GRAB_SIDE_REACH || x >= width - GRAB_SIDE_REACH) && y >= GRAB_DEPLOYMENT_GAP && y <= depth - GRAB_DEPLOYMENT_GAP;
};

/**
 * The Medical Test's target for u, rolled under on a d10 (Wounded › Removing the Wounded Status: "A medic test is based on
 * Quality. Units with the Medic trait gain +1 and Doctor trait gain +2 Quality for Medical Tests"): treating,
 * stabilising and steadying all take it.
 */
export function medicalTestTarget(g: Host, u: number): number {
  return quality(g, u) + (profileOf(g, u).doctor ? DOCTOR_TEST_BONUS : MEDIC_TEST_BONUS);
}

/**
 * How many more times u may remove a friend's Unnerved status (Unit Traits › Medic: "Once per game may remove Unnerved
 * status from a model by taking an Interact action while base to base with the affected model, then succeeding at a
 * Medical Test"; Doctor: "Twice per game"): 0 for a model with neither trait. What a use is, a removal or an attempt,
 * is the variant steadyLimit.
 */
export function steadiesLeft(g: Host, u: number): number {
  const p = profileOf(g, u);
  const uses = p.doctor ? DOCTOR_STEADIES : p.medic ? MEDIC_STEADIES : 0;
  return uses === 0 ? 0 : uses - get(g, u, L.U_STEADIED);
}

/** Whether model f is on the table Unnerved and not Downed or worse: a friend a Medic or Doctor may steady. */
export const steadyable = (g: Host, f: number): boolean => get(g, f, L.U_STATUS) < L.S_DOWNED && get(g, f, L.U_UNNERVED) === 1 && get(g, f, L.U_RESERVE) === L.RESERVE_NONE;

/** Whether u is close enough to interact with target param now. */
export function inReach(g: Host, u: number, param: number): boolean {
  if (param >= L.INTERACT_FRIEND) return distance(g, u, friendModel(g, u, param - L.INTERACT_FRIEND)) <= BASE_CONTACT;
  if (param === L.INTERACT_SECURE) return secureZone(g, u);
  if (param >= L.INTERACT_STABILISE) {
    // In base contact with the Incapacitated model, as for a Downed or Wounded one (Removing the Downed / Wounded Status).
    const f = stabiliseTarget(g, u, param - L.INTERACT_STABILISE);
    return f >= 0 && distance(g, u, f) <= BASE_CONTACT;
  }
  const ox = g.s[L.objectiveAt(param, L.O_X)];
  const oy = g.s[L.objectiveAt(param, L.O_Y)];
  const dx = get(g, u, L.U_X) - ox;
  const dy = get(g, u, L.U_Y) - oy;
  // hypot is at least the larger of |dx| and |dy| (hypot.ts), so a point further than the reach on either axis is out
  // of it without the square root: the legal actions ask this per unit and objective at every decision (issue 9, speed).
  const reach = g.setup.grab ? BASE_CONTACT : CONTROL_POINT_REACH;
  if (Math.abs(dx) > reach || Math.abs(dy) > reach) return false;
  const d = hypot(dx, dy);
  if (g.setup.grab) return d <= BASE_CONTACT;
  return d <= CONTROL_POINT_REACH && sees(g.setup.table, g.setup.board, get(g, u, L.U_X), get(g, u, L.U_Y), ox, oy);
}

/** One Interact (Special Actions › Interact): secure a control point, pick up / lock / unlock / secure a token, revive or treat a friend. */
export function interactOnce(g: Host, u: number, param: number): void {
  const seat = sideOf(g, u);
  if (param >= L.INTERACT_FRIEND) {
    const f = friendModel(g, u, param - L.INTERACT_FRIEND);
    const status = get(g, f, L.U_STATUS);
    const p = profileOf(g, u);
    if (status === L.S_DOWNED && !p.drone) {
      // Removing the Downed Status: a Quality test, automatic for a Medic or Doctor; the model is then Stunned and Unnerved.
      const pass = p.medic || p.doctor || g.die() <= quality(g, u);
      if (g.log) emit(g, { kind: 'revive', unit: u, friend: f, pass });
      if (pass) (set(g, f, L.U_STATUS, L.S_STUNNED), set(g, f, L.U_UNNERVED, 1));
    } else if (status === L.S_WOUNDED && (p.medic || p.doctor)) {
      const face = g.die();
      const pass = face <= medicalTestTarget(g, u);
      if (g.log) emit(g, { kind: 'treat', unit: u, friend: f, die: face, pass });
      if (pass) (set(g, f, L.U_STATUS, L.S_STUNNED), set(g, f, L.U_UNNERVED, 1));
    } else if (steadyable(g, f) && steadiesLeft(g, u) > 0) {
      // Unit Traits › Medic / Doctor: remove the Unnerved status with a Medical Test (Quality, Medic +1, Doctor +2). A
      // Primary Interact in place tries twice ("Interact twice"), so a medic that revives a friend steadies it with the
      // second try if it has a use left: the game takes that choice (a use kept for later is rarely worth a free try).
      const face = g.die();
      const pass = face <= medicalTestTarget(g, u);
      if (pass || g.setup.variants.steadyLimit === 'attempts') add(g, u, L.U_STEADIED, 1);
      if (g.log) emit(g, { kind: 'steady', unit: u, friend: f, die: face, pass });
      if (pass) set(g, f, L.U_UNNERVED, 0);
    }
    return;
  }
  if (param >= L.INTERACT_STABILISE) {
    // Incapacitated: "A medic or doctor may attempt to stabilize the model, removing it from the table. This reduces the
    // VP loss" (variant casualtyVp=per-model, EX-039). The attempt is read as a Medical Test, the rulebook's only test for
    // medics (Removing the Wounded Status: Quality, Medic +1, Doctor +2); the model leaves the table stabilised.
    const f = stabiliseTarget(g, u, param - L.INTERACT_STABILISE);
    const p = profileOf(g, u);
    if (f < 0 || !(p.medic || p.doctor)) return;
    const face = g.die();
    const pass = face <= medicalTestTarget(g, u);
    if (g.log) emit(g, { kind: 'stabilise', unit: u, friend: f, die: face, pass });
    if (pass) set(g, f, L.U_STATUS, L.S_STABILISED);
    return;
  }
  const state = L.objectiveAt(param, L.O_STATE);
  if (!g.setup.grab) {
    if (g.s[state] === 1 + seat) return;
    const face = g.die();
    const pass = face <= quality(g, u);
    if (pass) g.s[state] = g.s[state] === 0 ? 1 + seat : 0; // one state toward the securing player
    if (g.log) emit(g, { kind: 'secure', unit: u, objective: param, die: face, pass, state: g.s[state] });
    return;
  }
  if (param === L.INTERACT_SECURE) {
    const o = get(g, u, L.U_CARRY);
    if (o < 0) return;
    g.s[L.objectiveAt(o, L.O_STATE)] = L.TOKEN_SECURED;
    set(g, u, L.U_CARRY, -1);
    if (g.log) emit(g, { kind: 'token-secured', unit: u, objective: o });
    grabTieBroken(g, seat);
    return;
  }
  const owner = g.s[L.objectiveAt(param, L.O_OWNER)];
  if (owner === seat) {
    if (g.s[state] === L.TOKEN_ON_TABLE) (g.s[state] = L.TOKEN_LOCKED), g.log && emit(g, { kind: 'token-locked', unit: u, objective: param });
  } else if (g.s[state] === L.TOKEN_LOCKED) {
    const face = g.die();
    const pass = face <= quality(g, u);
    if (pass) g.s[state] = L.TOKEN_ON_TABLE;
    if (g.log) emit(g, { kind: 'token-unlock', unit: u, objective: param, die: face, pass });
  } else if (g.s[state] === L.TOKEN_ON_TABLE && get(g, u, L.U_CARRY) < 0) {
    g.s[state] = L.TOKEN_CARRIED;
    set(g, u, L.U_CARRY, param);
    if (g.log) emit(g, { kind: 'token-picked', unit: u, objective: param });
    grabTieBroken(g, seat);
  }
}

export function interactGoal(g: Host, u: number, param: number): number {
  if (param === L.INTERACT_SECURE) return get(g, u, L.U_X) < g.setup.board.width / 2 ? L.GOAL_SECURE_LEFT : L.GOAL_SECURE_RIGHT;
  return param;
}

export function interact(g: Host, u: number, param: number, primary: boolean): void {
  let tries = 1;
  if (primary) {
    // "If the unit does not move, it may Interact twice." (variant interactTwice=once, EX-110: a what-if without it)
    if (inReach(g, u, param)) tries = g.setup.variants.interactTwice === 'in-place' ? INTERACTS_IN_PLACE : 1;
    else if (param >= L.INTERACT_STABILISE) {
      // To the friend (a model of a friendly unit to revive, treat or stabilise), then interact.
      const f = param >= L.INTERACT_FRIEND ? friendModel(g, u, param - L.INTERACT_FRIEND) : stabiliseTarget(g, u, param - L.INTERACT_STABILISE);
      const x0 = get(g, u, L.U_X);
      const y0 = get(g, u, L.U_Y);
      moveTo(g, u, get(g, f, L.U_X), get(g, f, L.U_Y), profileOf(g, u).mov.primary, 1);
      follow(g, u, x0, y0);
    } else moveToward(g, u, interactGoal(g, u, param), 'interact');
  }
  for (let i = 0; i < tries && inReach(g, u, param) && g.s[L.G_PHASE] !== L.PHASE_OVER; i++) interactOnce(g, u, param);
}
