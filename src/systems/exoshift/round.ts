/**
 * Rounds (Round and Turn Sequence): the start of a round (refresh,
 * Downed/Wounded disruption, Reserve arrivals, rallying, CP), the secret bids'
 * initiative roll, the end of a round (scoring, victory, the round cap) and
 * the end of the game.
 */
import type { JsonValue } from '../../game/state.ts';
import type { Host } from './host.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as CasualtiesModule from './casualties.ts';
import * as HostModule from './host.ts';
import * as MoraleModule from './morale.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { CONTROL_POINTS_TO_WIN, GRAB_CARRIED_VP, GRAB_SECURED_VP, GRAB_TO_WIN, SAFETY_ROUNDS, arrivalPasses } = RulesModule;
const { remove, vpTotal } = CasualtiesModule;
const { add, emit, get, isHead, lead, onTable, profileOf, quality, set, sideOf } = HostModule;
const { fleeAtEdge, fleeMove, removeUnit, routTest } = MoraleModule;
const L = { ...LayoutModule };

export function endGame(g: Host, winner: number, reason: string): void {
  g.s[L.G_WINNER] = winner;
  g.s[L.G_PHASE] = L.PHASE_OVER;
  if (g.log) emit(g, { kind: 'end', winner, reason, vp: [g.s[L.G_VP], g.s[L.G_VP + 1]], ...vpTotals(g) });
}

/** Under variant casualtyVp (EX-039) the events also carry each side's VP total after its casualty loss; nothing by default (the recorded logs stay as they were). */
const vpTotals = (g: Host): Record<string, JsonValue> => (g.setup.variants.casualtyVp === 'none' ? {} : { total: [vpTotal(g, 0), vpTotal(g, 1)] });

/** How a finished game ended, read back from its numbers (no field of its own, so recorded games stay byte for byte): endGame's three reasons. */
export const END_NONE = 0;
export const END_ANNIHILATION = 1;
export const END_VICTORY_POINTS = 2;
export const END_ROUND_LIMIT = 3;

/**
 * The VP that win the mission: Control Points, players x 10 (Winning Control Points); Objective Grab, 7 (Winning
 * Objective Grab), or the what-if of variant grabToWin (EX-115).
 */
export const victoryGoal = (g: Host): number => (g.setup.grab ? (g.setup.variants.grabToWin === '7' ? GRAB_TO_WIN : Number(g.setup.variants.grabToWin)) : CONTROL_POINTS_TO_WIN);

/** END_* for g: the checks endRound and checkAnnihilation make, in their order (annihilation, then VP, else the round limit). */
export function endReason(g: Host): number {
  if (g.s[L.G_PHASE] !== L.PHASE_OVER) return END_NONE;
  const left = [0, 0];
  for (let u = 0; u < g.setup.units; u++) if (get(g, u, L.U_STATUS) < L.S_INCAPACITATED) left[sideOf(g, u)]++;
  if (left[0] === 0 || left[1] === 0) return END_ANNIHILATION;
  // The VP totals: the mission's VP, less the casualty loss under variant casualtyVp (EX-039).
  const vp0 = vpTotal(g, 0);
  const vp1 = vpTotal(g, 1);
  const goal = victoryGoal(g);
  // A tie at the goal with a winner was broken by the next token carried or secured (grabTieBroken); a round limit's tie is a draw.
  return (vp0 >= goal || vp1 >= goal) && (vp0 !== vp1 || g.s[L.G_WINNER] !== 2) ? END_VICTORY_POINTS : END_ROUND_LIMIT;
}

/**
 * Winning Objective Grab, "If there is a tie, the next carried or secured objective wins", under
 * grabTie=next-objective (EX-044): seat has just picked up or secured an enemy token; if the last round ended with
 * both sides tied at the VP to win (victoryGoal) or more (G_VP holds the VP scored at the last round end), seat wins at once.
 */
export function grabTieBroken(g: Host, seat: number): void {
  if (g.setup.variants.grabTie !== 'next-objective') return;
  // Under variant casualtyVp (EX-039) the totals less the casualty loss, as they stand now (losses since the round end count).
  const vp0 = vpTotal(g, 0);
  if (vp0 >= victoryGoal(g) && vp0 === vpTotal(g, 1)) endGame(g, seat, 'victory points');
}

/** A side with no model left on the table loses at once (not in the rulebook: nothing could change the result). */
export function checkAnnihilation(g: Host): boolean {
  const left = [0, 0];
  // Units still to arrive from Reserve count: the side is not beaten yet.
  for (let u = 0; u < g.setup.units; u++) if (get(g, u, L.U_STATUS) < L.S_INCAPACITATED) left[sideOf(g, u)]++;
  if (left[0] > 0 && left[1] > 0) return false;
  endGame(g, left[0] === 0 && left[1] === 0 ? 2 : left[0] === 0 ? 1 : 0, 'annihilation');
  return true;
}


export function vpFor(g: Host, seat: number): number {
  if (!g.setup.grab) return g.s[L.G_VP + seat];
  let vp = 0;
  for (let o = 0; o < g.setup.objectives; o++) {
    if (g.s[L.objectiveAt(o, L.O_OWNER)] === seat) continue;
    const state = g.s[L.objectiveAt(o, L.O_STATE)];
    if (state === L.TOKEN_SECURED) {
      // Only the seat that does not own a token can carry or secure it, so it scores for that seat.
      vp += GRAB_SECURED_VP;
    } else if (state === L.TOKEN_CARRIED) vp += GRAB_CARRIED_VP;
  }
  return vp;
}

/** End of Round: Downed models at 0 Quality are incapacitated, objectives score, victory is checked, then the next round. */
export function endRound(g: Host): void {
  const v = g.setup.variants;
  for (let u = 0; u < g.setup.units; u++) {
    if (get(g, u, L.U_STATUS) === L.S_DOWNED && (v.downedEnd === 'always' || quality(g, u) <= 0)) remove(g, u, L.S_INCAPACITATED, -1);
  }
  if (g.setup.grab) {
    for (const seat of [0, 1]) g.s[L.G_VP + seat] = vpFor(g, seat);
  } else {
    // Winning Control Points: each captured objective scores 1 VP at the end of every round.
    for (let o = 0; o < g.setup.objectives; o++) if (g.s[L.objectiveAt(o, L.O_STATE)] > 0) g.s[L.G_VP + g.s[L.objectiveAt(o, L.O_STATE)] - 1]++;
  }
  // Winning the mission reads each side's VP total: the mission's VP, less its casualty loss under variant casualtyVp
  // (EX-039, illustrative: "This reduces the VP loss"); by default the mission's VP alone.
  const vp0 = vpTotal(g, 0);
  const vp1 = vpTotal(g, 1);
  if (g.log) emit(g, { kind: 'round-end', vp: [g.s[L.G_VP], g.s[L.G_VP + 1]], ...vpTotals(g) });
  if (checkAnnihilation(g)) return;
  const goal = victoryGoal(g);
  if ((vp0 >= goal || vp1 >= goal) && vp0 !== vp1) return endGame(g, vp0 > vp1 ? 0 : 1, 'victory points');
  const cap = v.roundCap === 'none' ? SAFETY_ROUNDS : Number(v.roundCap);
  if (g.s[L.G_ROUND] >= cap) return endGame(g, vp0 === vp1 ? 2 : vp0 > vp1 ? 0 : 1, 'round limit');
  startRound(g);
}

/** The army's commander for initiative: the Army Leader, else the best other leader, else the best model (Determine initiative). */
export function commander(g: Host, seat: number): number {
  let best = -1;
  let rank = -1;
  for (let u = 0; u < g.setup.units; u++) {
    if (sideOf(g, u) !== seat || !onTable(g, u)) continue;
    const p = profileOf(g, u);
    const r = (p.armyLeader ? 200 : p.leader ? 100 : 0) + quality(g, u);
    if (r > rank) {
      best = u;
      rank = r;
    }
  }
  return best;
}

/** Start of Game Round: refresh, Downed/Wounded disruption, routed units rally or flee, CP from Strategist and Tactician, then bids. */
export function startRound(g: Host): void {
  g.s[L.G_ROUND]++;
  g.s[L.G_TURNS] = 0;
  if (g.log) emit(g, { kind: 'round' });
  const v = g.setup.variants;
  for (let u = 0; u < g.setup.units; u++) {
    if (!onTable(g, u)) continue;
    set(g, u, L.U_EXHAUSTED, 0);
    set(g, u, L.U_ROUT_TESTED, 0);
    const status = get(g, u, L.U_STATUS);
    // Downed and Wounded decay (Casualties; variants downedDecay and woundedDecay, EX-074 and EX-075, are what-ifs without them).
    if (status === L.S_WOUNDED) {
      if (v.woundedDecay === 'on') add(g, u, L.U_DISRUPTION, 2);
    } else if (status === L.S_DOWNED && v.downedDecay === 'on') add(g, u, L.U_DISRUPTION, 1);
  }
  reserveArrivals(g);
  for (let k = 0; k < g.setup.groups; k++) {
    const u = lead(g, k); // a unit rallies once, through a model still on the table
    if (!onTable(g, u) || !get(g, u, L.U_ROUTED)) continue;
    // Rallying: "Make a Rout Test again"; failing, a free Run toward the edge and another Disruption. A Rout Test failed
    // at Quality 0 or less destroys the whole unit (Morale › Rout Test), this one too.
    const failed = routTest(g, u);
    if (!failed) {
      set(g, u, L.U_ROUTED, 0);
      if (g.log) emit(g, { kind: 'rally', unit: u });
      continue;
    }
    if (quality(g, u) <= 0) {
      removeUnit(g, u, L.S_DESTROYED);
      continue;
    }
    add(g, u, L.U_DISRUPTION, 1);
    set(g, u, L.U_EXHAUSTED, 1);
    if (fleeMove(g, u, 2 * profileOf(g, u).mov.primary)) fleeAtEdge(g, u);
  }
  if (checkAnnihilation(g)) return;
  for (const seat of [0, 1]) {
    let cp = 0;
    let unitCp = 0;
    for (let u = 0; u < g.setup.units; u++) {
      if (sideOf(g, u) !== seat) continue;
      const live = onTable(g, u) && !get(g, u, L.U_ROUTED); // Routed units "do not gain any CP from their traits"
      if (live) cp += profileOf(g, u).strategist;
      if (!isHead(g, u)) continue;
      // Tactician X: unit CP "attached to the unit that generate them" (its models' Tactician, while they are on the table).
      let tactician = live ? profileOf(g, u).tactician : 0;
      if (g.setup.multi) {
        const k = g.setup.groupOf[u];
        for (let i = 1; i < g.setup.groupSize[k]; i++) {
          const m = u + i;
          if (onTable(g, m) && !get(g, m, L.U_ROUTED)) tactician = Math.max(tactician, profileOf(g, m).tactician);
        }
      }
      set(g, u, L.U_UNIT_CP, tactician > 0 ? (v.tactician === 'x' ? tactician : 1) : 0);
      unitCp += get(g, u, L.U_UNIT_CP);
    }
    // Refresh CP: the traits' CP plus the side's cpBonus (a designer's dial, default 0: rules.ts MAX_CP_BONUS).
    g.s[L.G_CP + seat] = cp + g.setup.cpBonus[seat];
    g.s[L.G_CP_INCOME + seat] += g.s[L.G_CP + seat] + unitCp; // statistics only (layout.ts G_ECONOMY_BASE)
    g.s[L.G_BID + seat] = -1;
    g.s[L.G_PASS + seat] = 0;
  }
  if (g.log) emit(g, { kind: 'cp', cp: [g.s[L.G_CP], g.s[L.G_CP + 1]] });
  g.s[L.G_PHASE] = L.PHASE_BID;
}

/**
 * Reserves: "At the beginning of every round, the arrival number of every
 * unit in Reserve is increased by 1. Then, test against the arrival number.
 * If successful, the unit leaves the Reserve and becomes On Ready."
 */
export function reserveArrivals(g: Host): void {
  for (let u = 0; u < g.setup.units; u++) {
    if (get(g, u, L.U_RESERVE) !== L.RESERVE_IN || !isHead(g, u)) continue;
    add(g, u, L.U_ARRIVAL, 1);
    const face = g.die();
    const pass = arrivalPasses(face, get(g, u, L.U_ARRIVAL));
    if (pass) set(g, u, L.U_RESERVE, L.RESERVE_ON_READY);
    if (g.log) emit(g, { kind: 'arrival', unit: u, die: face, arrival: get(g, u, L.U_ARRIVAL), pass });
  }
}

/** The initiative roll once both secret bids are in: d10 + commander's Quality + bid; ties by Quality, then bid, then a reroll. */
export function initiative(g: Host): void {
  const bids = [g.s[L.G_BID], g.s[L.G_BID + 1]];
  for (const seat of [0, 1]) {
    g.s[L.G_CP + seat] -= bids[seat]; // "Any CP bid are expended for the round."
    g.s[L.G_BID_SUM + seat] += bids[seat];
    g.s[L.G_CP_SPENT + seat] += bids[seat];
  }
  const q = [0, 1].map((seat) => {
    const c = commander(g, seat);
    return c < 0 ? 0 : quality(g, c);
  });
  for (;;) {
    const f0 = g.die();
    const f1 = g.die();
    const totals = [f0 + q[0] + bids[0], f1 + q[1] + bids[1]];
    const winner = totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : q[0] !== q[1] ? (q[0] > q[1] ? 0 : 1) : bids[0] !== bids[1] ? (bids[0] > bids[1] ? 0 : 1) : -1;
    if (g.log) emit(g, { kind: 'initiative', bids, dice: [f0, f1], totals, winner });
    if (winner < 0) continue;
    g.s[L.G_INIT_WINNER] = winner;
    g.s[L.G_INIT_WINS + winner]++;
    g.s[L.G_PHASE] = L.PHASE_ORDER;
    return;
  }
}
