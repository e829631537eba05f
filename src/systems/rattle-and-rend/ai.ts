/**
 * The game's own player and its evaluation.
 *
 * heuristic: plays the way a competent human would, from what it can see
 * (RrObservation; never the other seat's unrevealed bid):
 * - bids little: 1 when a strong attack is ready, else 0 (Momentum resets
 *   every round, and what a bid spends is not there to act or react with;
 *   against a random bidder this wins far more games than bidding for
 *   initiative), never so much that nothing is left;
 * - on its turn scores every legal action by its expected gain (removal
 *   chance x the target's points from the exact attack model, scenario
 *   progress, reserves arriving) and passes when nothing is worth a point of
 *   Momentum;
 * - reacts when the declared action threatens it (an attack on its Element,
 *   a Fodder or Blink that saves something, an Intimidate that stops a
 *   strike), keeping a point back to counter-spend;
 * - keeps Champions and Wards out of harm (no charges with them, Fodder and
 *   Blink to save them), and plays to the scenario.
 * evaluate: points in play, Momentum and scenario progress, mine minus theirs.
 */
import type { AgentView } from '../../game/agents/agent.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import * as boardModule from './board.ts';
import * as engineModule from './engine.ts';
import * as actionsModule from './actions.ts';
import * as O from './ops.ts';
import * as rulesModule from './rules.ts';
import * as stateModule from './state.ts';
import type { RrObservation, RrState } from './state.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { closeGeometryMemo, distance, forgetGeometry, lineOfSight, openGeometryMemo } = boardModule;
const { attackOutcomes, canAttack, objectivePoint, plannedEnd } = engineModule;
const { actionMoveFlags } = actionsModule;
const { CHAMPION, HEAVY, WARD, BAND_MM } = rulesModule;
const { D_ACTION, D_BID, D_COUNTER, D_DENY, D_EXIT, D_FIRST, D_PICK, D_REACT, REMOVED } = stateModule;
const { AF_CHARGE, AF_DOOM, AK_BANISH, AK_CHARGE, AK_CONTROL, AK_DISEMBARK, AK_DOOM, AK_EMBARK, AK_ENTER, AK_FEINT, AK_MANEUVER, AK_PLOT, AK_PUSH, AK_SPOT, AK_SPRINT, AK_STAND, AK_SUMMONS, AK_TACTITIANS, AK_WAVE, DEST_AWAY, DEST_EDGE, DEST_OBJECTIVE, DEST_TOWARD, PASS, RK_BLINK, RK_CONFUSION, RK_DEFIANCE, RK_DETONATE, RK_EVADE, RK_FODDER, RK_INTIMIDATE, RK_PURSUIT, RK_RALLY, RK_RETALIATE, RK_REVERSAL, RK_SACRIFICE, RK_SUPPRESS, RK_VENGEANCE, actionActor, actionArg, actionDest, actionKind, reactionArg, reactionKind, reactionReactor } = O;

type Table = RrObservation['table'];

/** What an Element is worth: its points, a little more for Champions and Wards (leaders and loci). */
function worth(s: Table, i: number): number {
  return s.points[i] + (s.type[i] === CHAMPION || s.champ[i] >= 0 || s.type[i] === WARD ? 0.5 : 0);
}

/** Expected points removed by i attacking e now (the exact attack model on the live geometry). */
function attackValue(s: Table, i: number, e: number, flags: number): number {
  const p = attackOutcomes(s as RrState, i, e, flags);
  return p[1] * worth(s, e) + p[2] * 0.15;
}

function scoreAction(s: Table, p: number, code: number): number {
  const kind = actionKind(code);
  const i = actionActor(code);
  const arg = actionArg(code);
  const dest = actionDest(code);
  const precious = s.type[i] === CHAMPION || s.type[i] === WARD;
  switch (kind) {
    case AK_STAND:
      return attackValue(s, i, arg, 0) + 0.05;
    case AK_CHARGE: {
      if (precious && s.type[i] === CHAMPION && s.champ[i] < 0) return 0.02;
      // Only a charge that ends in reach is worth it: try the move on the board, then put the Element back.
      const movement = { dest, budget: (s as RrState).movMm(i), flags: actionMoveFlags(s as RrState, kind, i) };
      const [ex, ey] = plannedEnd(s as RrState, i, movement.dest, movement.budget, movement.flags);
      const x0 = s.x[i];
      const y0 = s.y[i];
      forgetGeometry(i);
      s.x[i] = ex;
      s.y[i] = ey;
      const value = canAttack(s as RrState, i, arg) ? attackValue(s, i, arg, AF_CHARGE) * 0.85 : 0.03;
      s.x[i] = x0;
      s.y[i] = y0;
      forgetGeometry(i);
      return value;
    }
    case AK_DOOM:
      return attackValue(s, i, arg, AF_DOOM) * 0.9;
    case AK_SPRINT: {
      if (dest === DEST_OBJECTIVE) {
        const point = objectivePoint(s as RrState, i);
        if (!point) return 0;
        const far = Math.hypot(point[0] - s.x[i], point[1] - s.y[i]);
        return far > 30 ? 0.25 + (s.round >= 3 ? 0.25 : 0) : 0;
      }
      if (dest === DEST_EDGE) return 0.9;
      if (dest === DEST_AWAY) return precious ? 0.06 : 0.01;
      const e = dest - DEST_TOWARD;
      if (precious) return 0.01;
      // Close in when nothing is in reach yet.
      for (let k = 0; k < s.n; k++) if (s.side[k] !== p && canAttack(s as RrState, i, k)) return 0.02;
      // Kill Them All and Duel: let the enemy come and meet it with reactions, unless the round limit nears.
      if ((s.scenario === 0 || s.scenario === 3) && s.round < s.roundLimit - 5) return 0.04;
      return 0.12 - distance(s as RrState, i, e) / 4000;
    }
    case AK_SPOT: {
      let total = 0;
      for (let j = 0; j < s.n; j++) {
        if (j === i || s.side[j] !== p || s.status[j] !== 0 || s.type[j] === WARD) continue;
        let best = 0;
        for (let e = 0; e < s.n; e++) if (s.side[e] !== p && canAttack(s as RrState, j, e)) best = Math.max(best, attackValue(s, j, e, 0));
        total += best;
      }
      return total * 0.7;
    }
    case AK_PLOT:
      return 0.45;
    case AK_BANISH:
      return 0.25 * worth(s, arg) - 0.2;
    case AK_PUSH:
      return 0.08;
    case AK_WAVE:
      return 0.1;
    case AK_SUMMONS:
      return 0.5 * s.points[arg];
    case AK_ENTER:
      return 0.5 + arg * 0.01;
    case AK_CONTROL:
      return 1.2;
    case AK_DISEMBARK:
      return 0.45;
    case AK_TACTITIANS:
      return s.tactitians[p] === 0 && arg === 1 ? 0.2 : 0;
    case AK_FEINT:
      return 0.03;
    case AK_MANEUVER:
      return 0.02;
    case AK_EMBARK:
      return 0;
  }
  return 0;
}

function bestAttackNow(s: Table, p: number): number {
  let best = 0;
  for (let i = 0; i < s.n; i++) {
    if (s.side[i] !== p || s.status[i] !== 0 || s.type[i] === WARD) continue;
    for (let e = 0; e < s.n; e++) if (s.side[e] !== p && canAttack(s as RrState, i, e)) best = Math.max(best, attackValue(s, i, e, 0));
  }
  return best;
}

function reactionValue(s: Table, p: number, code: number): number {
  const kind = reactionKind(code);
  const k = reactionReactor(code);
  const arg = reactionArg(code);
  const actor = s.aActor;
  const target = s.aTarget;
  const attack = s.aKind === AK_CHARGE || s.aKind === AK_STAND || s.aKind === AK_DOOM;
  const threat = attack && target >= 0 && s.side[target] === p ? worth(s, target) : 0;
  switch (kind) {
    case RK_INTIMIDATE:
      return attack ? 0.9 * (threat + 0.5) : 0.15;
    case RK_RETALIATE:
      return 0.8;
    case RK_SUPPRESS:
      return actor >= 0 ? 0.3 + threat * 0.3 : 0;
    case RK_EVADE:
      return threat > 0 && target === k ? 0.7 : 0.05;
    case RK_FODDER:
      return s.type[arg] === CHAMPION || s.type[arg] === HEAVY || s.champ[arg] >= 0 ? 0.8 : 0.1;
    case RK_BLINK:
      return target === k ? 0.9 : 0.05;
    case RK_CONFUSION:
      return 0.3 + threat * 0.3;
    case RK_SACRIFICE:
      return s.wTarget >= 0 && worth(s, s.wTarget) > worth(s, arg) ? 0.6 : 0;
    case RK_DETONATE: {
      let net = 0;
      for (let i = 0; i < s.n; i++) {
        if (i === k || s.status[i] !== 0 || distance(s as RrState, k, i) > BAND_MM[s.variants['ward-rng'] === 'long' ? 3 : 1]) continue;
        net += (s.side[i] === p ? -1 : 1) * worth(s, i);
      }
      return net * 0.35;
    }
    case RK_DEFIANCE:
      return 0.6;
    case RK_VENGEANCE:
      return 0.7;
    case RK_RALLY:
      return 0.2;
    case RK_PURSUIT:
      return 0.2;
    case RK_REVERSAL:
      return 0.6;
  }
  return 0;
}

/**
 * A cheap upper bound on scoreAction for the costly kinds (a Charge plans its
 * move; a Sprint toward an enemy looks for targets), else Infinity. An attack's
 * value p(removed) x worth + p(withdrawn) x 0.15 never exceeds max(worth, 0.15);
 * the Intimidate factor (0.35) only lowers a non-negative value.
 */
function scoreBound(s: Table, code: number): number {
  const kind = actionKind(code);
  if (kind === AK_CHARGE) return Math.max(0.03, 0.85 * Math.max(worth(s, actionArg(code)), 0.15)) * (1 + 1e-9);
  if (kind === AK_SPRINT && actionDest(code) >= DEST_TOWARD && actionDest(code) < DEST_AWAY) return 0.12;
  return Infinity;
}

/** Per decision: 0 not yet known, 1 intimidated, 2 not (whether an enemy Heavy would Intimidate Element i). */
const INTIMIDATED = new Int8Array(16);

function isIntimidated(s: Table, p: number, i: number): boolean {
  if (INTIMIDATED[i] === 0) INTIMIDATED[i] = intimidated(s, p, i) ? 1 : 2;
  return INTIMIDATED[i] === 1;
}

function intimidated(s: Table, p: number, i: number): boolean {
  if (s.variants.intimidate !== 'present' || s.momentum[1 - p] < 1 || s.status[i] !== 0) return false;
  for (let h = 0; h < s.n; h++) {
    if (s.side[h] === p || s.type[h] !== HEAVY || s.status[h] !== 0) continue;
    if (distance(s as RrState, h, i) <= BAND_MM[Math.max(1, (s as RrState).rngBand(h, true))] && lineOfSight(s as RrState, h, i)) return true;
  }
  return false;
}

export function heuristic(view: AgentView, rng: Xoshiro128): number {
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  const obs = view.observation as RrObservation;
  const s = obs.table;
  // Nothing moves while the heuristic thinks (the Charge test puts its Element back), so distances and sight are memoised.
  const opened = openGeometryMemo(s);
  try {
    return choose(s, obs.you, legal, rng);
  } finally {
    closeGeometryMemo(opened);
  }
}

function choose(s: Table, p: number, legal: readonly number[], rng: Xoshiro128): number {
  const momentum = s.momentum[p];
  switch (s.decision) {
    case D_PICK:
      return legal[rng.nextBelow(legal.length)];
    case D_BID: {
      // Initiative is worth a little only with a strong attack ready; keep at least 3 Momentum to act and react with.
      const ready = bestAttackNow(s, p);
      const want = ready > 0.6 ? 1 : 0;
      const bid = Math.max(0, Math.min(want, momentum - 3));
      return legal.includes(bid) ? bid : legal[0];
    }
    case D_FIRST:
      return bestAttackNow(s, p) >= bestAttackNow(s, 1 - p) * 0.8 ? 0 : 1;
    case D_REACT: {
      if (momentum < 1 && !(s.bondIs(p, 'discipline') && !s.disciplineReaction[p])) return 0;
      let best = 0;
      // A reaction spends a Momentum and invites a deny: only one worth about half a point or more (measured against random).
      let bestValue = momentum >= 3 ? 0.5 : 0.75;
      for (const code of legal) {
        if (code === 0) continue;
        const value = reactionValue(s, p, code);
        if (value > bestValue) {
          bestValue = value;
          best = code;
        }
      }
      return best;
    }
    case D_DENY:
      return momentum >= 3 && momentum >= s.momentum[1 - p] ? 1 : 0;
    case D_COUNTER:
      return momentum >= 2 ? 1 : 0;
    case D_EXIT:
      return momentum >= 5 ? 1 : 0;
    case D_ACTION: {
      let best = legal[0];
      // Passing keeps Momentum for reactions; an action must be worth more than that.
      let bestValue = momentum <= 1 ? 0.2 : 0.06;
      INTIMIDATED.fill(0);
      for (const code of legal) {
        if (code === PASS) continue;
        const noise = rng.nextFloat() * 0.01;
        // An action that cannot beat the best so far is not scored in full (the noise is still drawn, so play is unchanged).
        if (scoreBound(s, code) + noise <= bestValue) continue;
        let value = scoreAction(s, p, code) + noise;
        // An enemy Heavy that sees the actor will likely Intimidate it (Fury 7+: cancels about 9 times in 10) and take the initiative.
        const actor = actionActor(code);
        if (actionKind(code) !== AK_TACTITIANS && isIntimidated(s, p, actor)) value *= 0.35;
        if (value > bestValue) {
          bestValue = value;
          best = code;
        }
      }
      return best;
    }
  }
  return legal[0];
}

/** Points in play, Momentum and scenario progress, mine minus theirs. */
export function evaluate(state: RrState, player: number): number {
  let value = 0;
  for (let i = 0; i < state.n; i++) {
    if (state.status[i] === REMOVED) continue;
    const sign = state.side[i] === player ? 1 : -1;
    value += sign * state.points[i];
    if (state.scenario === 1 && state.status[i] === 0 && Math.hypot(state.x[i] - 200, state.y[i] - 200) < 70) value += sign * 0.4 * state.points[i];
  }
  value += 0.2 * (state.momentum[player] - state.momentum[1 - player]);
  if (state.scenario === 2) {
    value += 3 * (state.offMarkers[player] - state.offMarkers[1 - player]);
    for (let k = 0; k < 3; k++) if (state.mctrl[k] >= 0) value += state.side[state.mctrl[k]] === player ? 1.5 : -1.5;
  }
  return value;
}
