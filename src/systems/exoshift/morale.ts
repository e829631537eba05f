/**
 * Morale: Morale values with command and Loyalty Unto Death, Rout Tests,
 * Routed units running for their edge and fleeing the table.
 */
import type { Host } from './host.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as CasualtiesModule from './casualties.ts';
import * as HostModule from './host.ts';
import * as MovementModule from './movement.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { ARMY_LEADER_REROLL_CP, ROUT_PASS_CP } = RulesModule;
const { dropToken, remove } = CasualtiesModule;
const { add, emit, get, inCommandOf, isLeaderOnTable, onTable, profileOf, quality, set, sideOf } = HostModule;
const { carryAlong } = MovementModule;
const L = { ...LayoutModule };

/** Morale for a test: a leader's Morale +1 to units in its command (Rout Tests, or all under commandMorale=all), Loyalty Unto Death. */
export function morale(g: Host, u: number, rout: boolean): number {
  const p = profileOf(g, u);
  let m = p.mrl;
  if (rout || g.setup.variants.commandMorale === 'all') {
    for (let l = 0; l < g.setup.units; l++) if (l !== u && isLeaderOnTable(g, l) && inCommandOf(g, u, l)) m = Math.max(m, profileOf(g, l).mrl + 1);
  }
  if (p.loyaltyUntoDeath) for (let l = 0; l < g.setup.units; l++) if (sideOf(g, l) === sideOf(g, u) && profileOf(g, l).armyLeader && onTable(g, l)) m += 1;
  return m;
}

/** A Rout Test (Morale › Rout Test): once per round; drones pass; Resolute rerolls a failure. Returns true when failed. */
export function routTest(g: Host, u: number): boolean {
  // Once per round (variant routTestOnce=every-time, EX-094: a what-if where every call has its test).
  if ((get(g, u, L.U_ROUT_TESTED) && g.setup.variants.routTestOnce === 'once-per-round') || profileOf(g, u).drone) return false;
  set(g, u, L.U_ROUT_TESTED, 1);
  const target = morale(g, u, true);
  let face = g.die();
  if (face > target && profileOf(g, u).resolute) face = g.die();
  if (face > target && armyLeaderReroll(g, u)) face = g.die();
  if (g.log) emit(g, { kind: 'rout-test', unit: u, die: face, target, pass: face <= target });
  return face > target;
}

/**
 * The Army Leader's reroll (Command Traits › Army Leader: "You may spend 1 CP to reroll any morale tests by units under
 * its command"): whether u's owner buys one now, paying the CP from its global pool. The player's choice, taken by the
 * game: bought on a failed Rout Test or assault Morale test whenever the owner holds a global CP (not for Rest: 1 CP
 * for 1 Disruption). Under its command: In Command of the Army Leader (variant armyLeaderReroll=in-command), any unit of
 * the army (whole-army), or never bought (never).
 */
export function armyLeaderReroll(g: Host, u: number): boolean {
  const reading = g.setup.variants.armyLeaderReroll;
  const seat = sideOf(g, u);
  if (reading === 'never' || g.s[L.G_CP + seat] < ARMY_LEADER_REROLL_CP) return false;
  for (let l = 0; l < g.setup.units; l++) {
    if (sideOf(g, l) !== seat || !profileOf(g, l).armyLeader || !isLeaderOnTable(g, l)) continue;
    if (reading === 'in-command' && !inCommandOf(g, u, l)) continue;
    g.s[L.G_CP + seat] -= ARMY_LEADER_REROLL_CP;
    g.s[L.G_CP_SPENT + seat] += ARMY_LEADER_REROLL_CP;
    if (g.log) emit(g, { kind: 'reroll', unit: u, leader: l });
    return true;
  }
  return false;
}

/** Moves u toward its own deployment edge (routed units "towards the closest deployment edge"); true if it reaches it. */
export function fleeMove(g: Host, u: number, allowance: number): boolean {
  const edge = sideOf(g, u) === 0 ? 0.5 : g.setup.board.depth - 0.5;
  if (g.setup.multi && g.setup.groupSize[g.setup.groupOf[u]] > 1) {
    // Every model of the unit on the table runs for the edge; the unit reaches it when one of them does.
    const first = g.setup.groupFirst[g.setup.groupOf[u]];
    let reached = false;
    for (let i = 0; i < g.setup.groupSize[g.setup.groupOf[u]]; i++) {
      const m = first + i;
      if (!onTable(g, m)) continue;
      const y = get(g, m, L.U_Y);
      set(g, m, L.U_Y, y + Math.sign(edge - y) * Math.min(allowance, Math.abs(y - edge)));
      carryAlong(g, m);
      if (allowance > Math.abs(y - edge)) reached = true;
    }
    set(g, u, L.U_HUNKERED, 0);
    return reached;
  }
  const y = get(g, u, L.U_Y);
  const step = Math.min(allowance, Math.abs(y - edge));
  set(g, u, L.U_Y, y + Math.sign(edge - y) * step);
  set(g, u, L.U_HUNKERED, 0);
  return allowance > Math.abs(y - edge);
}


/** Takes every model of u's unit off the table with this status ("all models in the unit are Destroyed", Rout Test; fleeing). */
export function removeUnit(g: Host, u: number, status: number): void {
  if (!g.setup.multi) return remove(g, u, status, -1);
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) remove(g, g.setup.groupFirst[k] + i, status, -1);
}

/** The unit at the edge with movement left tests Quality or flees the table (Routed). */
export function fleeAtEdge(g: Host, u: number): void {
  const face = g.die();
  if (face > quality(g, u)) removeUnit(g, u, L.S_FLED);
}

/**
 * Routed (Morale › Routed): destroyed at Quality 0 or less; else runs (or marches) for its edge unless a Quality test
 * holds it. "A player may spend 1 CP to automatically pass the Quality test": when the owner holds a global CP (variant
 * routPass=offered) that is its choice, a decision (PHASE_ROUT, turns.ts) taken once the action that routed the unit is
 * resolved (a decision cannot stop an action halfway: state.ts), so the unit waits marked ROUT_CHOICE; with no CP the
 * test is rolled at once, as before the choice existed.
 */
export function rout(g: Host, u: number): void {
  if (quality(g, u) <= 0) {
    removeUnit(g, u, L.S_DESTROYED);
    return;
  }
  set(g, u, L.U_ROUTED, 1);
  dropToken(g, u);
  if (g.setup.multi) for (let i = 0; i < g.setup.groupSize[g.setup.groupOf[u]]; i++) dropToken(g, g.setup.groupFirst[g.setup.groupOf[u]] + i); // "Routed units do not hold objectives"
  const choice = g.setup.variants.routPass === 'offered' && g.s[L.G_CP + sideOf(g, u)] >= ROUT_PASS_CP;
  if (g.log) emit(g, { kind: 'routed', unit: u, choice });
  if (choice) {
    set(g, u, L.U_ROUTED, L.ROUT_CHOICE);
    g.s[L.G_ROUT_PENDING] = 1;
    return;
  }
  holdOrFlee(g, u, false);
}

/** The first model on the table of a unit whose owner has the stay-put choice still to make, -1 none (reads only). */
export function pendingRout(g: Host): number {
  if (!g.s[L.G_ROUT_PENDING]) return -1;
  for (let u = 0; u < g.setup.units; u++) if (get(g, u, L.U_ROUTED) === L.ROUT_CHOICE && onTable(g, u)) return u;
  return -1;
}

/**
 * The stay-put Quality test of a Routed unit (Morale › Routed: "If successful, the unit receives 1 disruption and
 * remains in place, but is still considered Routed"), passed for 1 global CP when `paid`; failed, it Runs (or Marches
 * when Exhausted) for its edge and tests Quality there or flees the table.
 */
export function holdOrFlee(g: Host, u: number, paid: boolean): void {
  set(g, u, L.U_ROUTED, 1);
  if (paid) {
    const seat = sideOf(g, u);
    g.s[L.G_CP + seat] -= ROUT_PASS_CP;
    g.s[L.G_CP_SPENT + seat] += ROUT_PASS_CP;
  }
  if (paid || g.die() <= quality(g, u)) {
    add(g, u, L.U_DISRUPTION, 1);
    return;
  }
  const allowance = fleeAllowance(g, u);
  set(g, u, L.U_EXHAUSTED, 1);
  if (fleeMove(g, u, allowance)) fleeAtEdge(g, u);
}

/** How far a failed stay-put test moves u: a Run (2 x primary), or a March (secondary) when Exhausted (Morale › Routed). */
export function fleeAllowance(g: Host, u: number): number {
  const p = profileOf(g, u);
  return get(g, u, L.U_EXHAUSTED) ? p.mov.secondary : 2 * p.mov.primary;
}

/** Whether that flight would reach u's own edge with movement left, bringing the edge test (as fleeMove decides it). */
export function fleeReachesEdge(g: Host, u: number): boolean {
  const allowance = fleeAllowance(g, u);
  const edge = sideOf(g, u) === 0 ? 0.5 : g.setup.board.depth - 0.5;
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    if (onTable(g, m) && allowance > Math.abs(get(g, m, L.U_Y) - edge)) return true;
  }
  return false;
}
