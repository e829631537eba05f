/**
 * Turns (Player Turns; End of Turn): everything one decision sets off up to
 * the next decision (bids, turn order, passing, ending a turn, an action),
 * the start of a turn and the hand-over to the other player.
 */
import type { Host } from './host.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as CommandPointsModule from './commandPoints.ts';
import * as HostModule from './host.ts';
import * as RoundModule from './round.ts';
import * as UnitActionModule from './unitAction.ts';
import * as MovementModule from './movement.ts';
import * as MoraleModule from './morale.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { SAFETY_TURNS_PER_ROUND } = RulesModule;
const { cpTotal, passCost, payPass } = CommandPointsModule;
const { canTakePrimary, emit, get, isHead, onReady, onTable, profileOf, set, sideOf } = HostModule;
const { moveToward } = MovementModule;
const { holdOrFlee, pendingRout } = MoraleModule;
const { checkAnnihilation, endRound, initiative, startRound } = RoundModule;
const { unitAction } = UnitActionModule;
const L = { ...LayoutModule };

export function anyPrimary(g: Host, seat: number): boolean {
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && (onTable(g, u) || onReady(g, u)) && canTakePrimary(g, u)) return true;
  return false;
}

export function startTurn(g: Host): void {
  const seat = g.s[L.G_ACTIVE];
  g.s[L.G_TEAMWORK] = 0;
  g.s[L.G_DECLARED] = 0;
  g.s[L.G_ACTIONS] = 0;
  g.s[L.G_FREE_USED] = 0;
  g.s[L.G_PRIMARY_TAKEN] = 0;
  g.s[L.G_ACTED] = 0;
  g.s[L.G_MUST_PRIMARY] = anyPrimary(g, seat) ? 1 : 0;
  g.s[L.G_TURNS]++;
  g.s[L.G_TOTAL_TURNS]++;
  g.s[L.G_TURN_MARK] = g.s[L.G_ACTIONS_TAKEN + seat];
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat) set(g, u, L.U_MOVED, 0);
}

/** A turn with nothing to do: no CP and no unit able to take a Primary action (End of Turn). */
export const emptyTurn = (g: Host, seat: number) => cpTotal(g, seat) === 0 && !anyPrimary(g, seat);

/** After a player's turn: the round ends when nobody has CP and every unit is exhausted; else the next player (End of Round). */
export function afterTurn(g: Host): void {
  for (;;) {
    recordTurn(g);
    const roundOver = (cpTotal(g, 0) === 0 && cpTotal(g, 1) === 0 && !anyPrimary(g, 0) && !anyPrimary(g, 1)) || g.s[L.G_TURNS] >= SAFETY_TURNS_PER_ROUND;
    if (roundOver) {
      g.s[L.G_CP_LEFT] += cpTotal(g, 0);
      g.s[L.G_CP_LEFT + 1] += cpTotal(g, 1);
      endRound(g);
      return;
    }
    g.s[L.G_ACTIVE] = 1 - g.s[L.G_ACTIVE];
    startTurn(g);
    if (!emptyTurn(g, g.s[L.G_ACTIVE])) return;
    g.s[L.G_EMPTY_TURNS + g.s[L.G_ACTIVE]]++;
    if (g.log) emit(g, { kind: 'empty-turn', player: g.s[L.G_ACTIVE] });
  }
}
/** Statistics only (layout.ts G_ECONOMY_BASE): the active seat's turn has ended; how many actions, whether the free Primary was used. */
function recordTurn(g: Host): void {
  const seat = g.s[L.G_ACTIVE];
  const actions = g.s[L.G_ACTIONS_TAKEN + seat] - g.s[L.G_TURN_MARK];
  g.s[L.G_TURN_LENGTH + seat * L.TURN_LENGTH_BINS + Math.min(actions, L.TURN_LENGTH_BINS - 1)]++;
  if (g.s[L.G_FREE_USED]) g.s[L.G_FREE_TURNS + seat]++;
  // A turn with a unit able to take a Primary: at its start, or later in it (under stunned=rest a Rest clears Stunned,
  // and the unit may then take the free Primary), so the free Primary's share of such turns never exceeds 1.
  if (g.s[L.G_MUST_PRIMARY] || g.s[L.G_FREE_USED]) g.s[L.G_PRIMARY_TURNS + seat]++;
  g.s[L.G_TURN_MARK] = -1; // no turn open
}

/** Everything one decision sets off, up to the next decision. */
export function run(g: Host, action: number): void {
  const phase = g.s[L.G_PHASE];
  if (phase === L.PHASE_BID) {
    const seat = g.s[L.G_BID] < 0 ? 0 : 1;
    g.s[L.G_BID + seat] = action - L.BID_BASE;
    if (seat === 1) initiative(g);
    return;
  }
  if (phase === L.PHASE_ORDER) {
    const winner = g.s[L.G_INIT_WINNER];
    const first = action === L.ORDER_FIRST ? winner : 1 - winner;
    g.s[L.G_FIRST] = first;
    g.s[L.G_PHASE] = L.PHASE_TURN;
    if (g.log) emit(g, { kind: 'order', first });
    g.s[L.G_TURNS] = 0;
    g.s[L.G_ACTIVE] = first;
    startTurn(g);
    if (emptyTurn(g, first)) {
      g.s[L.G_EMPTY_TURNS + first]++;
      afterTurn(g);
    }
    return;
  }
  const seat = g.s[L.G_ACTIVE];
  if (phase === L.PHASE_ROUT) {
    // Morale › Routed: the owner of a unit the last action routed pays 1 CP to pass its stay-put test, or rolls it.
    const u = pendingRout(g);
    if (g.log) emit(g, { kind: 'rout-choice', unit: u, paid: action === L.ROUT_PAY });
    holdOrFlee(g, u, action === L.ROUT_PAY);
    if (checkAnnihilation(g)) return; // its flight off the table may end the game
    if (pendingRout(g) >= 0) return; // another unit routed by the same action
    g.s[L.G_ROUT_PENDING] = 0;
    g.s[L.G_PHASE] = L.PHASE_TURN;
    afterAction(g, seat);
    return;
  }
  if (action === L.PASS) {
    g.s[L.G_TEAMWORK] = 0;
    const cost = passCost(g, seat);
    payPass(g, seat, cost);
    g.s[L.G_PASS + seat]++;
    g.s[L.G_PASSES + seat]++;
    g.s[L.G_PASS_CP + seat] += cost;
    if (cost >= 2) g.s[L.G_PASS_REPEAT + seat]++;
    g.s[L.G_CP_SPENT + seat] += cost;
    if (g.log) emit(g, { kind: 'pass', player: seat, cost });
    afterTurn(g);
    return;
  }
  if (action === L.END_TURN) {
    if (!g.s[L.G_ACTED] || (!g.s[L.G_PRIMARY_TAKEN] && g.s[L.G_MUST_PRIMARY])) {
      // Nothing affordable: the player forfeits the CP it cannot use (a gap rule; see README).
      g.s[L.G_FORFEIT_CP + seat] += cpTotal(g, seat);
      if (g.log) emit(g, { kind: 'forfeit', player: seat, cp: cpTotal(g, seat) });
      g.s[L.G_CP + seat] = 0;
      for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat) set(g, u, L.U_UNIT_CP, 0);
      for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && onTable(g, u)) set(g, u, L.U_EXHAUSTED, 1);
    }
    if (g.log) emit(g, { kind: 'end-turn', player: seat });
    afterTurn(g);
    return;
  }
  unitAction(g, action);
  if (L.actionVerb(action) === L.VERB_DECLARE) return; // the declaration's shooting follows (legal.ts declarations)
  // A unit the action routed whose owner holds a CP: the owner chooses before play goes on (morale.ts rout).
  if (g.s[L.G_ROUT_PENDING] && g.s[L.G_PHASE] !== L.PHASE_OVER && !checkAnnihilation(g)) {
    if (pendingRout(g) >= 0) {
      g.s[L.G_PHASE] = L.PHASE_ROUT;
      return;
    }
    g.s[L.G_ROUT_PENDING] = 0; // the unit left the table before its owner could choose
  }
  afterAction(g, seat);
}

/** After an action (and any stay-put choice it led to): the game may be over; with nothing left to do the turn ends. */
function afterAction(g: Host, seat: number): void {
  // The game may have ended inside the action (a tied Objective Grab won by the next token: round.ts grabTieBroken).
  if (g.s[L.G_PHASE] === L.PHASE_OVER || checkAnnihilation(g)) return;
  // With no CP left and the free Primary spent, nothing more can happen this turn: it ends by itself.
  if (cpTotal(g, seat) === 0 && g.s[L.G_FREE_USED] && !hasStorable(g, seat)) {
    if (g.log) emit(g, { kind: 'end-turn', player: seat });
    afterTurn(g);
  }
}

export function hasStorable(g: Host, seat: number): boolean {
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && isHead(g, u) && get(g, u, L.U_STORED) > 0) return true;
  return false;
}

/** Opening: deployment is fixed (setup.ts), Recon Deployment moves (if the mission allows it); the first round starts. */
export function open(g: Host): void {
  if (g.log) emit(g, { kind: 'start', mission: g.setup.variants.mission });
  if (g.setup.variants.reconDeployment === 'allowed') reconDeployment(g);
  startRound(g);
}

/**
 * Recon Deployment (Unit Traits: "This allows the unit to move its primary move immediately before the game begins"),
 * under reconDeployment=allowed (no mission text allows it: rules.ts): each such unit on the table, seat A's first, moves
 * its primary move (an Advance's move, so difficult ground slows it) toward the nearest objective. Where it goes is the
 * player's choice in the rulebook; the game takes the nearest objective (README, "Simplified").
 */
export function reconDeployment(g: Host): void {
  for (let k = 0; k < g.setup.groups; k++) {
    const u = g.setup.groupFirst[k];
    if (!profileOf(g, u).reconDeployment || !onTable(g, u)) continue;
    let goal = -1;
    let best = Infinity;
    for (let o = 0; o < g.setup.objectives; o++) {
      const d = Math.hypot(g.s[L.objectiveAt(o, L.O_X)] - get(g, u, L.U_X), g.s[L.objectiveAt(o, L.O_Y)] - get(g, u, L.U_Y));
      if (d < best) (best = d), (goal = o);
    }
    if (goal < 0) continue;
    moveToward(g, u, goal, 'advance');
    set(g, u, L.U_MOVED, 0); // before the game: no turn's move (Setup weapons may still fire in round 1)
    if (g.log) emit(g, { kind: 'recon', unit: u, x: get(g, u, L.U_X), y: get(g, u, L.U_Y) });
  }
}
