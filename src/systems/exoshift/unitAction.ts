/**
 * One player action on a unit (Actions): its cost paid, the Primary or
 * Secondary bookkeeping, then the verb itself (shooting, moving, Recover,
 * Assault, Hunker Down, Interact, Rest, March, storing CP, boosting an
 * arrival), and the Teamwork test after a Primary.
 */
import type { FocusAction } from './shooting.ts';
import type { Host } from './host.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as SightlinesModule from './sightlines.ts';
import * as AssaultModule from './assault.ts';
import * as CommandPointsModule from './commandPoints.ts';
import * as HostModule from './host.ts';
import * as InteractModule from './interact.ts';
import * as MoraleModule from './morale.ts';
import * as MovementModule from './movement.ts';
import * as TargetingModule from './targeting.ts';
import * as UnitShootModule from './unitShoot.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { ARRIVAL_BOOST_CP, FLY_ABILITY_CP, HUNKER_MOVE_INCHES, PRIMARY_DISRUPTION_REMOVED, RECOVER_UNSEEN_BONUS, REST_COVER_BONUS, REST_DISRUPTION_REMOVED, REST_MOVE_INCHES, SECONDARY_DISRUPTION_ADDED, d5 } = RulesModule;
const { coverOf } = SightlinesModule;
const { assault } = AssaultModule;
const { actionCost, hasTeamwork, payFor, teamworkFor } = CommandPointsModule;
const { add, distance, emit, get, lead, onReady, onTable, profileOf, quality, seesUnit, set, sideOf } = HostModule;
const { interact } = InteractModule;
const { morale } = MoraleModule;
const { carryAlong, moveToward } = MovementModule;
const { bestTarget } = TargetingModule;
const { unitShoot } = UnitShootModule;
const L = { ...LayoutModule };

/** Whether any enemy on the table is in u's line of sight (Recover, Rest). */
export function enemyInSight(g: Host, u: number): boolean {
  for (let e = 0; e < g.setup.units; e++) if (sideOf(g, e) !== sideOf(g, u) && onTable(g, e) && seesUnit(g, u, e)) return true;
  return false;
}

/** Whether u is in cover from every enemy that sees it, and some enemy does (Rest: +1 in cover). */
export function inCoverFromEnemies(g: Host, u: number): boolean {
  let any = false;
  for (let e = 0; e < g.setup.units; e++) {
    if (sideOf(g, e) === sideOf(g, u) || !onTable(g, e) || !seesUnit(g, e, u)) continue;
    any = true;
    if (coverOf(g.setup.table, g.setup.board, get(g, e, L.U_X), get(g, e, L.U_Y), get(g, u, L.U_X), get(g, u, L.U_Y)) === 0) return false;
  }
  return any;
}

/** One player action on a unit, after its cost is paid (Actions). */
export function unitAction(g: Host, action: number): void {
  // The action names the rulebook unit; its lead model acts for it (its other models follow and shoot too).
  const u = g.setup.multi ? lead(g, L.actionUnit(action)) : L.actionUnit(action);
  const verb = L.actionVerb(action);
  const param = L.actionParam(action);
  const v = g.setup.variants;
  const seat = sideOf(g, u);
  const primary = L.PRIMARY_VERBS[verb];
  if (verb === L.VERB_DECLARE) {
    // Independent Targeting / Two handed: the second weapons' target, declared before the shooting's dice (legal.ts declarations).
    g.s[L.G_DECLARED] = 1 + L.actionUnit(action) * 64 + param;
    if (g.log) emit(g, { kind: 'declare', unit: u, target: g.setup.groupFirst[param] });
    return;
  }
  // A declared second target belongs to this shooting action (legal.ts lists nothing else while it stands).
  const second = g.s[L.G_DECLARED] > 0 ? (g.s[L.G_DECLARED] - 1) & 63 : -1;
  g.s[L.G_DECLARED] = 0;
  const cost = actionCost(g, verb, u);
  // A Teamwork Secondary: "fixed 1 CP cost", and not one of the turn's escalating actions; the window closes with any action.
  const teamwork = g.s[L.G_TEAMWORK] > 0 && !primary && teamworkFor(g, u);
  g.s[L.G_TEAMWORK] = 0;
  if (verb === L.VERB_STORE_CP) {
    g.s[L.G_CP + seat] -= 1;
    add(g, u, L.U_STORED, 1);
    if (g.log) emit(g, { kind: 'store', unit: u, stored: get(g, u, L.U_STORED) });
    return;
  }
  if (verb === L.VERB_BOOST_ARRIVAL) {
    // "Players may spend 1 CP at any point during their turn to increase the arrival number of a unit by 1" (Reserves): not an action.
    g.s[L.G_CP + seat] -= ARRIVAL_BOOST_CP;
    g.s[L.G_CP_SPENT + seat] += ARRIVAL_BOOST_CP;
    add(g, u, L.U_ARRIVAL, 1);
    if (g.log) emit(g, { kind: 'boost', unit: u, arrival: get(g, u, L.U_ARRIVAL) });
    return;
  }
  if (onReady(g, u)) {
    // "Units that are On Ready may, as part of a Primary Action, move onto the table": it starts just off its own edge (Reserves).
    set(g, u, L.U_RESERVE, L.RESERVE_NONE);
    const k = g.setup.groupOf[u];
    for (let i = 0; i < g.setup.groupSize[k]; i++) set(g, g.setup.groupFirst[k] + i, L.U_Y, seat === 0 ? 0 : g.setup.board.depth);
    if (g.log) emit(g, { kind: 'arrive', unit: u });
  }
  // Jump / Flight: the goal carries GOAL_FLY, and the ability costs its 1 CP on top of the action (not an action: the escalation ignores it).
  const fly = (verb === L.VERB_ADVANCE || verb === L.VERB_RUN) && param >= L.GOAL_FLY ? (verb === L.VERB_ADVANCE ? profileOf(g, u).jump : profileOf(g, u).flight) : 0;
  payFor(g, u, fly > 0 ? cost + FLY_ABILITY_CP : cost);
  if (primary && cost === 0 && !(verb === L.VERB_ASSAULT && v.assaultCost === 'flat-1')) g.s[L.G_FREE_USED] = 1;
  else if (!teamwork) g.s[L.G_ACTIONS] += 1;
  g.s[L.G_ACTED] = 1;
  g.s[L.G_PASS + seat] = 0;
  g.s[L.G_ACTIONS_TAKEN + seat]++;
  const downed = get(g, u, L.U_STATUS) === L.S_DOWNED;
  if (g.log) emit(g, { kind: 'action', unit: u, verb: L.VERB_NAMES[verb], param, cost, cp: g.s[L.G_CP + seat] });
  if (primary) {
    g.s[L.G_PRIMARY_TAKEN] = 1;
    const held = get(g, u, L.U_DISRUPTION);
    if (held > 0) add(g, u, L.U_DISRUPTION, -Math.min(held, PRIMARY_DISRUPTION_REMOVED)); // "removes 1 Disruption from itself before doing anything else"
  } else if (verb !== L.VERB_REST || v.restDisruption === 'added') add(g, u, L.U_DISRUPTION, SECONDARY_DISRUPTION_ADDED);
  switch (verb) {
    case L.VERB_FOCUS_FIRE:
      unitShoot(g, u, param >> 2, 'focus-fire', param & 3, second);
      countAttack(g, u, false);
      break;
    case L.VERB_ADVANCE: {
      const w = g.setup.weapon[u];
      // "Units may advance through difficult terrain using their primary move if they do not shoot" (Moving Through
      // Difficult Terrain; variant advanceHoldFire): a Heavy or Setup weapon cannot shoot after it anyway, so it keeps
      // the primary move; a Basic one does when the slowed move would leave it no shot (holdFireAdvance).
      const holdFire = v.advanceHoldFire === 'when-no-shot';
      if (holdFire && w.type === 'basic') keepPositions(g, u);
      const difficult = moveToward(g, u, param & L.GOAL_MASK, 'advance', fly, holdFire && w.type !== 'basic');
      if (difficult && holdFire && w.type === 'basic' && holdFireAdvance(g, u, param & L.GOAL_MASK)) break;
      const heavyMoved = w.type === 'setup' || (w.type === 'heavy' && difficult);
      if (!heavyMoved) {
        const kind: FocusAction = difficult ? 'snap-fire' : 'advance';
        if (!(kind === 'snap-fire' && w.type !== 'basic')) {
          const [t, extra] = bestTarget(g, u, kind);
          if (t >= 0) {
            unitShoot(g, u, g.setup.groupOf[t], kind, extra);
            countAttack(g, u, false);
          }
        }
      }
      break;
    }
    case L.VERB_RUN:
      moveToward(g, u, param & L.GOAL_MASK, 'run', fly);
      break;
    case L.VERB_RECOVER: {
      // Recover: d5 Disruption, one more with no enemy in LoS (reading "1 CP" as a typo for Disruption, EX-029); clears Stunned.
      const face = g.die();
      const removed = d5(face) + (enemyInSight(g, u) ? 0 : RECOVER_UNSEEN_BONUS);
      set(g, u, L.U_DISRUPTION, Math.max(0, get(g, u, L.U_DISRUPTION) - removed));
      if (v.stunned === 'recover') clearStunned(g, u);
      if (g.log) emit(g, { kind: 'recover', unit: u, die: face, removed });
      break;
    }
    case L.VERB_ASSAULT:
      countAttack(g, u, true);
      assault(g, u, nearestOf(g, u, param));
      break;
    case L.VERB_HUNKER:
      // "Models in the unit may either move 2" or Snap Fire. Then, mark the unit with a Hunker Down token" (Primary Actions
      // List). The 2" goes straight toward the nearest cover; so short a move is not slowed by difficult ground (passed as
      // moveToward's fixed allowance).
      if (param === L.HUNKER_MOVE) moveToward(g, u, L.GOAL_COVER, 'march', HUNKER_MOVE_INCHES);
      else if (param >= L.HUNKER_SNAP) {
        unitShoot(g, u, param - L.HUNKER_SNAP, 'snap-fire', 0);
        countAttack(g, u, false);
      }
      set(g, u, L.U_HUNKERED, 1);
      break;
    case L.VERB_INTERACT:
      interact(g, u, param, true);
      break;
    case L.VERB_SNAP_FIRE:
      unitShoot(g, u, param, 'snap-fire', 0, second);
      countAttack(g, u, false);
      break;
    case L.VERB_MARCH:
      moveToward(g, u, param, 'march');
      break;
    case L.VERB_REST: {
      // "Models in the unit may move 1", but may not shoot. Test Morale" (Secondary Actions List): the move first, toward cover.
      if (param === L.REST_MOVE) moveToward(g, u, L.GOAL_COVER, 'march', REST_MOVE_INCHES);
      const sees = enemyInSight(g, u);
      const target = morale(g, u, false) + (inCoverFromEnemies(g, u) ? REST_COVER_BONUS : 0);
      const face = sees ? g.die() : 0;
      const pass = !sees || face <= target;
      if (pass) {
        const held = get(g, u, L.U_DISRUPTION);
        if (held > 0) add(g, u, L.U_DISRUPTION, -Math.min(held, REST_DISRUPTION_REMOVED));
        if (v.stunned === 'rest') clearStunned(g, u);
      }
      if (g.log) emit(g, { kind: 'rest', unit: u, die: face, pass });
      break;
    }
    case L.VERB_INTERACT_SECONDARY:
      interact(g, u, param, false);
      break;
  }
  if (primary) set(g, u, L.U_EXHAUSTED, 1);
  if (downed && onTable(g, u) && v.downedDecay === 'on') add(g, u, L.U_DISRUPTION, 1); // "Each action a Downed model takes adds 1 disruption at the end of the action."
  if (primary && hasTeamwork(g, u) && onTable(g, u) && !get(g, u, L.U_ROUTED) && g.s[L.G_PHASE] !== L.PHASE_OVER) {
    const face = g.die();
    const pass = face <= quality(g, u);
    if (g.log) emit(g, { kind: 'teamwork', unit: u, die: face, pass });
    if (pass) g.s[L.G_TEAMWORK] = g.setup.groupOf[u] + 1;
  }
}

/** Recover (or Rest, variant stunned) clears Stunned on every model of the unit ("all models in the unit perform the action"). */
export function clearStunned(g: Host, u: number): void {
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    if (get(g, m, L.U_STATUS) === L.S_STUNNED) set(g, m, L.U_STATUS, L.S_OK);
  }
}

/** The model of unit k on the table nearest to u (an assault's target model), else k's lead. */
export function nearestOf(g: Host, u: number, k: number): number {
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  if (n === 1) return first;
  let best = lead(g, k);
  let bestD = Infinity;
  for (let i = 0; i < n; i++) {
    const m = first + i;
    if (!onTable(g, m)) continue;
    const d = distance(g, u, m);
    if (d < bestD) (best = m), (bestD = d);
  }
  return best;
}

/** A unit's models' positions and facings before a move (x, y, facing per model), to take a slowed Advance back. */
const before: number[] = [];
function keepPositions(g: Host, u: number): void {
  const k = g.setup.groupOf[u];
  const first = g.setup.groupFirst[k];
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    before[3 * i] = get(g, first + i, L.U_X);
    before[3 * i + 1] = get(g, first + i, L.U_Y);
    before[3 * i + 2] = get(g, first + i, L.U_FACING);
  }
}

/**
 * After an Advance slowed by difficult ground: if the unit now has no shot,
 * the player would rather have moved its primary move and not shot (Moving
 * Through Difficult Terrain), so the move is taken back and made again so.
 * Returns whether it was (then the Advance does not shoot).
 */
function holdFireAdvance(g: Host, u: number, goal: number): boolean {
  if (bestTarget(g, u, 'snap-fire')[0] >= 0) return false;
  // Undo the slowed move (the unit's models and their tokens), then move again with the primary move.
  const k = g.setup.groupOf[u];
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  for (let i = 0; i < n; i++) {
    set(g, first + i, L.U_X, before[3 * i]);
    set(g, first + i, L.U_Y, before[3 * i + 1]);
    set(g, first + i, L.U_FACING, before[3 * i + 2]);
    carryAlong(g, first + i);
  }
  moveToward(g, u, goal, 'advance', 0, true);
  return true;
}

/** Statistics only (layout.ts G_CONTACT_ROUND; never read by the rules or the heuristic): the first attack's round, attacks by kind. */
function countAttack(g: Host, u: number, assault: boolean): void {
  if (g.s[L.G_CONTACT_ROUND] === 0) g.s[L.G_CONTACT_ROUND] = g.s[L.G_ROUND];
  g.s[(assault ? L.G_ASSAULT_ACTIONS : L.G_SHOOTING_ACTIONS) + sideOf(g, u)]++;
}
