/**
 * Reading one Exoshift game for ex-game-facts (experiments/exoshift/game-facts.ts): what its log records
 * (`readEvents`, a pure function of the events, so it can be checked on hand-made logs) and what only the
 * state shows while the game is played (`playWatched`, the match runner's own game loop with readings at
 * every node; it reads and never writes, so the game is the one playToEnd plays).
 *
 * From the log (src/systems/exoshift: `emit` in morale.ts, round.ts, unitAction.ts, interact.ts, casualties.ts):
 * - Routed (EX-096): each `routed` event is a unit Routed by a failed Rout Test at Quality above 0; `choice` when its
 *   owner held a global CP and so chose between the 1-CP pass and the stay-put test (`rout-choice`, `paid`).
 * - Rallying (EX-098): a Rout Test between a round's `round` and `cp` events is a rally (only Routed units test
 *   there); passed, a `rally` event follows; failed at Quality 0 or less, the unit is `removed` destroyed.
 * - Leaving the table (EX-097): `removed` with status `fled`, one unit however many models.
 * - Reserves (EX-100): `boost` (1 CP, the arrival number +1), `arrival` (the round-start test; passed: On Ready),
 *   `arrive` (the unit moves onto the table).
 * - Teamwork (EX-105): `teamwork`, the Quality test after a Primary of a unit with a Teamwork model.
 * - Objective Grab (EX-114): the last `round-end` event's VP; tokens secured before it (secured is for good)
 *   give 3 each, the rest of a side's VP are carried tokens at 1 each (round.ts vpFor).
 * - Jump X / Flight X (EX-117): an `action` advance (run) whose goal carries layout.ts GOAL_FLY.
 * - Planning (EX-121): `store`, 1 CP put on a Planning leader.
 *
 * From the state (none of these leaves an event):
 * - the Routed unit's stay-put Quality test (morale.ts holdOrFlee: the die right after a `routed` event without a
 *   choice, or after a `rout-choice` not paid), whether its owner held a global CP; at each choice paid ("A player may
 *   spend 1 CP to automatically pass" it, EX-096), the chance the test would have failed and, with the flight reaching
 *   the edge, that the unit would have fled the table (failed twice at the same Quality);
 * - the edge test (morale.ts fleeAtEdge, EX-097): the die right after a flight that ends on the unit's own edge line;
 * - command range (EX-101): at every decision of the players' turns, each unit without a Leader model on the table,
 *   and whether it is In Command of a Leader of its side (host.ts inCommandOf: any of its models within 2 x Quality);
 * - Teamwork's window (EX-105): a decision after a passed test at which another unit may take a Secondary for a
 *   fixed 1 CP (commandPoints.ts teamworkFor), and what the player took;
 * - stored CP (EX-121): spent (the Planning leaders' stored CP falls between decisions), and held at each round end
 *   ("not counted to determine if a round ends", commandPoints.ts cpTotal).
 */
import { SeatView } from '../../src/game/agents/agent.ts';
import type { Seat } from '../../src/game/playGame.ts';
import { CHANCE, type GameEvent } from '../../src/game/state.ts';
import { teamworkFor } from '../../src/systems/exoshift/commandPoints.ts';
import { get, inCommandOf, isHead, isLeaderOnTable, lead, onTable, quality } from '../../src/systems/exoshift/host.ts';
import { fleeReachesEdge, pendingRout } from '../../src/systems/exoshift/morale.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import { TABLE_DEPTH } from '../../src/systems/exoshift/rules.ts';
import type { Setup } from '../../src/systems/exoshift/setup.ts';
import type { ExoshiftState } from '../../src/systems/exoshift/state.ts';

// ---- From the log ---------------------------------------------------------------------------

/** Per model (an event's `unit`): its seat, its rulebook unit, and whether its profile has Jump X / Flight X. */
export interface Roster {
  side: readonly number[];
  group: readonly number[];
  jump: readonly boolean[];
  flight: readonly boolean[];
}

export const rosterOf = (setup: Setup): Roster => ({
  side: Array.from(setup.side),
  group: Array.from(setup.groupOf),
  jump: setup.profile.map((p) => p.jump > 0),
  flight: setup.profile.map((p) => p.flight > 0),
});

export interface EventFacts {
  /** Units Routed (`routed`), and the sum of the rounds they routed in. */
  routs: number;
  routRounds: number;
  /**
   * Routs whose owner held a global CP (the 1-CP pass offered, EX-096), the choices then made (fewer when the unit left
   * the table, or the game ended, within the same attack), and the passes bought.
   */
  routChoices: number;
  routChosen: number;
  routPaid: number;
  /** Rout Tests in play (not rallies) and how many failed: Unnerved models hit by an attack. */
  routTests: number;
  routTestsFailed: number;
  /** Rallies (EX-098): tests, passes, the sum of their rounds, and units destroyed by a rally failed at Quality 0 or less. */
  rallies: number;
  ralliesPassed: number;
  rallyRounds: number;
  rallyDestroyed: number;
  /** Units that fled off their edge (EX-097). */
  fled: number;
  /** Reserves (EX-100): units starting in Reserve, CP boosts (and their rounds), units boosted at least once. */
  reserveUnits: number;
  boosts: number;
  boostRounds: number;
  boostedUnits: number;
  /** Units On Ready (the arrival test passed) and the sum of those rounds; units moved onto the table and their rounds. */
  ready: number;
  readyRounds: number;
  /** Units On Ready by the end of round 2's test (a share not cut short by games that end early). */
  readyBy2: number;
  entered: number;
  enterRounds: number;
  /** Teamwork tests and passes (EX-105). */
  teamworkTests: number;
  teamworkPasses: number;
  /** Advances by units with Jump X and how many used it; runs by units with Flight X and how many used it (EX-117). */
  jumperAdvances: number;
  jumps: number;
  flierRuns: number;
  flights: number;
  /** CP stored on Planning leaders (EX-121). */
  stores: number;
  /**
   * Helping friends (Downed › Removing the Downed Status, Wounded › Removing the Wounded Status, Unit Traits › Medic):
   * revives (any friend, automatic for a Medic) and treatments (a Medic's Medical Test), each leaving the model Stunned and
   * Unnerved, and a Medic's steadyings (its Medical Test removing the Unnerved status): attempts and passes.
   */
  revives: number;
  revivesPassed: number;
  treats: number;
  treatsPassed: number;
  steadies: number;
  steadiesPassed: number;
  /** Objective Grab only (EX-114), per seat at the last round end: VP from secured enemy tokens and from carried ones. */
  grab: { secured: [number, number]; carried: [number, number] } | null;
}

const fail = (why: string): never => {
  throw new Error(`ex-game-facts: ${why}`);
};

/** The facts of one game from its log (every event carries the round it happened in). */
export function readEvents(log: readonly GameEvent[], roster: Roster): EventFacts {
  const f: EventFacts = {
    routs: 0, routRounds: 0, routChoices: 0, routChosen: 0, routPaid: 0, routTests: 0, routTestsFailed: 0, rallies: 0, ralliesPassed: 0, rallyRounds: 0, rallyDestroyed: 0, fled: 0,
    reserveUnits: 0, boosts: 0, boostRounds: 0, boostedUnits: 0, ready: 0, readyRounds: 0, readyBy2: 0, entered: 0, enterRounds: 0,
    teamworkTests: 0, teamworkPasses: 0, jumperAdvances: 0, jumps: 0, flierRuns: 0, flights: 0, stores: 0,
    revives: 0, revivesPassed: 0, treats: 0, treatsPassed: 0, steadies: 0, steadiesPassed: 0, grab: null,
  };
  const unit = (e: GameEvent) => {
    const u = e.unit as number;
    if (!(Number.isInteger(u) && u >= 0 && u < roster.group.length)) fail(`a ${e.kind} event names no model of the roster (${String(e.unit)})`);
    return roster.group[u];
  };
  const everRouted = new Set<number>();
  const fledUnits = new Set<number>();
  const inReserve = new Set<number>();
  const boosted = new Set<number>();
  let roundStart = false;
  /** The unit whose rally failed last in this round start (a `removed` destroyed after it is that unit's end). */
  let lastFailedRally = -1;
  let grab = false;
  const secured: [number, number] = [0, 0];
  let scored: { vp: [number, number]; secured: [number, number] } | null = null;
  for (const e of log) {
    const round = e.round as number;
    switch (e.kind) {
      case 'start':
        grab = e.mission === 'objective-grab';
        break;
      case 'round':
        roundStart = true;
        lastFailedRally = -1;
        break;
      case 'cp':
        roundStart = false;
        break;
      case 'routed':
        if (roundStart) fail(`a unit Routed at the start of round ${round} (only attacks rout)`);
        f.routs++;
        f.routRounds += round;
        if (e.choice) f.routChoices++;
        everRouted.add(unit(e));
        break;
      case 'rout-choice':
        if (!everRouted.has(unit(e))) fail(`a stay-put choice in round ${round} by a unit never Routed`);
        f.routChosen++;
        if (e.paid) f.routPaid++;
        break;
      case 'rout-test':
        if (roundStart) {
          if (!everRouted.has(unit(e))) fail(`a rally in round ${round} by a unit never Routed`);
          f.rallies++;
          f.rallyRounds += round;
          if (e.pass) f.ralliesPassed++;
          lastFailedRally = e.pass ? -1 : unit(e);
        } else {
          f.routTests++;
          if (!e.pass) f.routTestsFailed++;
        }
        break;
      case 'rally':
        if (!roundStart) fail(`a rally outside a round start (round ${round})`);
        break;
      case 'removed': {
        const k = unit(e);
        if (e.status === 'fled') {
          if (!everRouted.has(k)) fail(`a unit fled in round ${round} without being Routed`);
          fledUnits.add(k);
        } else if (roundStart && e.status === 'destroyed' && k === lastFailedRally) {
          f.rallyDestroyed++;
          lastFailedRally = -1; // one unit, however many models
        }
        break;
      }
      case 'arrival':
        if (!inReserve.has(unit(e))) (inReserve.add(unit(e)), f.reserveUnits++);
        if (e.pass) (f.ready++, (f.readyRounds += round), round <= 2 && f.readyBy2++);
        break;
      case 'boost':
        f.boosts++;
        f.boostRounds += round;
        boosted.add(unit(e));
        break;
      case 'arrive':
        f.entered++;
        f.enterRounds += round;
        break;
      case 'teamwork':
        f.teamworkTests++;
        if (e.pass) f.teamworkPasses++;
        break;
      case 'action': {
        const u = e.unit as number;
        const fly = (e.param as number) >= L.GOAL_FLY;
        if (e.verb === 'advance' && roster.jump[u]) (f.jumperAdvances++, fly && f.jumps++);
        else if (e.verb === 'run' && roster.flight[u]) (f.flierRuns++, fly && f.flights++);
        else if ((e.verb === 'advance' || e.verb === 'run') && fly) fail(`a ${e.verb} with Jump or Flight by a model without the trait (${u})`);
        break;
      }
      case 'store':
        f.stores++;
        break;
      case 'revive':
        f.revives++;
        if (e.pass) f.revivesPassed++;
        break;
      case 'treat':
        f.treats++;
        if (e.pass) f.treatsPassed++;
        break;
      case 'steady':
        f.steadies++;
        if (e.pass) f.steadiesPassed++;
        break;
      case 'token-secured':
        if (!grab) fail('a token secured outside Objective Grab');
        secured[roster.side[e.unit as number]]++;
        break;
      case 'round-end':
        scored = { vp: [...(e.vp as [number, number])], secured: [...secured] };
        break;
    }
  }
  f.fled = fledUnits.size;
  // A unit boosted while in Reserve counts once; units arriving On Ready count from their arrival tests.
  f.boostedUnits = boosted.size;
  if (grab) {
    const vp = scored?.vp ?? [0, 0];
    const at = scored?.secured ?? [0, 0];
    const carried = [0, 1].map((seat) => vp[seat] - 3 * at[seat]) as [number, number];
    if (carried.some((c) => c < 0)) fail(`VP ${vp.join('-')} at the last round end are fewer than 3 a secured token (${at.join('-')})`);
    f.grab = { secured: [3 * at[0], 3 * at[1]], carried };
  }
  return f;
}

// ---- From the state, while the game is played ----------------------------------------------

export interface WatchedFacts {
  decisions: number;
  /** The Routed unit's stay-put Quality test (EX-096): taken, failed, failed while its owner held a global CP. */
  stayTests: number;
  stayFails: number;
  stayFailsWithCp: number;
  /** EX-096, summed over the passes bought: the chance the stay-put test would have failed, and the unit then fled the table. */
  paidFailRisk: number;
  paidFleeRisk: number;
  /** Stay-put choices seen (a check against the log's `rout-choice` events). */
  routChoices: number;
  /** The Quality test at the deployment edge (EX-097): taken and failed (the unit flees the table). */
  edgeTests: number;
  edgeFails: number;
  /** Per seat: units without a Leader model on the table, summed over the turn decisions, and those In Command (EX-101). */
  commandUnits: [number, number];
  inCommand: [number, number];
  /** Decisions of the players' turns, and per seat those at which it had a Leader on the table and not Routed. */
  turnDecisions: number;
  leaderUp: [number, number];
  /** Teamwork (EX-105): windows opened by a passed test, those in which a fixed-1-CP Secondary was legal, and taken (by verb). */
  teamworkWindows: number;
  teamworkOffered: number;
  teamworkUsed: number;
  teamworkUsedBy: Record<string, number>;
  /** Planning (EX-121): stored CP spent, round ends, those at which stored CP was held on the table, and how much. */
  storedSpent: number;
  roundEnds: number;
  roundEndsStored: number;
  storedAtRoundEnds: number;
  /** Stored CP at the game's end: on a leader still on the table, and stranded on one removed (lost). */
  storedLeft: number;
  storedLost: number;
}

/** Whether `action` is a Secondary that Teamwork prices at a fixed 1 CP now (unitAction.ts: the `teamwork` flag). */
export function isTeamworkSecondary(state: ExoshiftState, action: number): boolean {
  if (!L.isUnitAction(action) || state.s[L.G_TEAMWORK] <= 0) return false;
  const verb = L.actionVerb(action);
  if (L.PRIMARY_VERBS[verb] || verb === L.VERB_STORE_CP || verb === L.VERB_BOOST_ARRIVAL || verb === L.VERB_DECLARE) return false;
  const u = state.setup.multi ? lead(state, L.actionUnit(action)) : L.actionUnit(action);
  return teamworkFor(state, u);
}

/** Whether a model of unit k stands on its own deployment edge line (where morale.ts fleeMove stops a unit that reaches it). */
export function onEdgeLine(state: ExoshiftState, k: number): boolean {
  const { groupFirst, groupSize } = state.setup;
  for (let m = groupFirst[k]; m < groupFirst[k] + groupSize[k]; m++) {
    if (!onTable(state, m)) continue;
    const edge = state.setup.side[m] === 0 ? 0.5 : TABLE_DEPTH - 0.5;
    if (Math.abs(get(state, m, L.U_Y) - edge) < 1e-9) return true;
  }
  return false;
}

const unitOnTable = (state: ExoshiftState, k: number) => {
  const { groupFirst, groupSize } = state.setup;
  for (let m = groupFirst[k]; m < groupFirst[k] + groupSize[k]; m++) if (onTable(state, m)) return true;
  return false;
};

/** Stored CP on the heads of units, split by whether the unit is still on the table. */
function storedNow(state: ExoshiftState): { onTable: number; off: number; seat: [number, number] } {
  const out = { onTable: 0, off: 0, seat: [0, 0] as [number, number] };
  for (let u = 0; u < state.setup.units; u++) {
    const stored = get(state, u, L.U_STORED);
    if (stored === 0 || !isHead(state, u)) continue;
    if (unitOnTable(state, state.setup.groupOf[u])) (out.onTable += stored), (out.seat[state.setup.side[u]] += stored);
    else out.off += stored;
  }
  return out;
}

/** One sample of command range: each seat's units without a Leader model on the table, and those In Command. */
function sampleCommand(state: ExoshiftState, w: WatchedFacts): void {
  const { groups, groupFirst, groupSize, profile, side, units } = state.setup;
  w.turnDecisions++;
  for (const seat of [0, 1]) {
    for (let l = 0; l < units; l++) {
      if (side[l] === seat && isLeaderOnTable(state, l)) {
        w.leaderUp[seat]++;
        break;
      }
    }
  }
  for (let k = 0; k < groups; k++) {
    const first = groupFirst[k];
    if (!unitOnTable(state, k)) continue;
    let leader = false;
    for (let m = first; m < first + groupSize[k]; m++) leader ||= profile[m].leader;
    if (leader) continue;
    const seat = side[first];
    w.commandUnits[seat]++;
    const u = lead(state, k);
    for (let l = 0; l < units; l++) {
      if (side[l] === seat && isLeaderOnTable(state, l) && inCommandOf(state, u, l)) {
        w.inCommand[seat]++;
        break;
      }
    }
  }
}

/**
 * Plays state to its end as playToEnd does (the same calls in the same order: the same game), reading the state at
 * every chance node and decision. Needs the log (exact mode: at a chance node the numbers and the log are those of
 * the moment the die is asked for).
 */
export function playWatched(state: ExoshiftState, seats: readonly [Seat, Seat]): WatchedFacts {
  if (state.log === null) fail('playWatched needs a game with its log on');
  const w: WatchedFacts = {
    decisions: 0, stayTests: 0, stayFails: 0, stayFailsWithCp: 0, paidFailRisk: 0, paidFleeRisk: 0, routChoices: 0, edgeTests: 0, edgeFails: 0, commandUnits: [0, 0], inCommand: [0, 0], turnDecisions: 0, leaderUp: [0, 0],
    teamworkWindows: 0, teamworkOffered: 0, teamworkUsed: 0, teamworkUsedBy: {}, storedSpent: 0, roundEnds: 0, roundEndsStored: 0, storedAtRoundEnds: 0, storedLeft: 0, storedLost: 0,
  };
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  let read = 0; // log entries scanned
  let roundStart = false;
  let teamworkPasses = 0;
  let window = 0; // the teamwork pass whose window was counted last
  let windowOffered = false;
  let handled = -1; // the last log index a chance reading was triggered by
  let edgeWatch = -1; // the unit whose stay-put test just failed: the next die is its edge test if it stands on its edge line
  let stored = 0;
  const scan = () => {
    const log = state.log!;
    for (; read < log.length; read++) {
      const e = log[read];
      if (e.kind === 'round') roundStart = true;
      else if (e.kind === 'cp') roundStart = false;
      else if (e.kind === 'teamwork' && e.pass) teamworkPasses++;
      else if (e.kind === 'round-end') {
        // Nothing moves stored CP between the round end and the next node (stores and payments are decisions).
        const now = storedNow(state);
        w.roundEnds++;
        if (now.onTable > 0) (w.roundEndsStored++, (w.storedAtRoundEnds += now.onTable));
      }
    }
  };
  const storedSpent = () => {
    const now = storedNow(state);
    const total = now.onTable + now.off;
    if (total < stored) w.storedSpent += stored - total;
    stored = total;
  };
  while (!state.isTerminal()) {
    scan();
    if (state.currentPlayer() === CHANCE) {
      const log = state.log!;
      const last = log.length - 1;
      const e = log[last];
      let test: 'stay' | 'edge' | null = null;
      let u = -1;
      if (edgeWatch >= 0) {
        // The die right after a failed stay-put test: the edge test when the flight reached the edge line.
        if (onEdgeLine(state, state.setup.groupOf[edgeWatch])) (test = 'edge'), (u = edgeWatch);
        edgeWatch = -1;
      } else if (last > handled && ((e.kind === 'routed' && !e.choice) || (e.kind === 'rout-choice' && !e.paid))) {
        test = 'stay';
        u = e.unit as number;
        handled = last;
      } else if (last > handled && e.kind === 'rout-test' && roundStart && !e.pass) {
        // A failed rally: the unit has run; the next die is its edge test when it reached its edge line.
        handled = last;
        const k = state.setup.groupOf[e.unit as number];
        if (unitOnTable(state, k) && onEdgeLine(state, k)) (test = 'edge'), (u = e.unit as number);
      }
      const target = u >= 0 ? quality(state, u) : 0;
      const cp = u >= 0 ? state.s[L.G_CP + state.setup.side[u]] : 0;
      const face = state.applyChance();
      if (test === 'stay') {
        w.stayTests++;
        if (face > target) {
          w.stayFails++;
          if (cp >= 1) w.stayFailsWithCp++;
          edgeWatch = u;
        }
      } else if (test === 'edge') {
        w.edgeTests++;
        if (face > target) w.edgeFails++;
      }
      continue;
    }
    edgeWatch = -1;
    storedSpent();
    if (state.s[L.G_PHASE] === L.PHASE_TURN) sampleCommand(state, w);
    const mover = state.currentPlayer();
    const seat = seats[mover];
    const action = seat.agent.act(views[mover], seat.rng);
    if (state.s[L.G_PHASE] === L.PHASE_ROUT) {
      w.routChoices++;
      if (action === L.ROUT_PAY) {
        const u = pendingRout(state);
        const failP = 1 - Math.max(0, Math.min(10, quality(state, u))) / 10;
        w.paidFailRisk += failP;
        if (fleeReachesEdge(state, u)) w.paidFleeRisk += failP * failP;
      }
    }
    if (state.s[L.G_TEAMWORK] > 0) {
      if (window !== teamworkPasses) (window = teamworkPasses), w.teamworkWindows++, (windowOffered = false);
      if (!windowOffered && state.legalActions().some((a) => isTeamworkSecondary(state, a))) (windowOffered = true), w.teamworkOffered++;
      if (isTeamworkSecondary(state, action)) {
        w.teamworkUsed++;
        const verb = L.VERB_NAMES[L.actionVerb(action)];
        w.teamworkUsedBy[verb] = (w.teamworkUsedBy[verb] ?? 0) + 1;
      }
    }
    state.apply(action);
    w.decisions++;
  }
  scan();
  storedSpent();
  const end = storedNow(state);
  w.storedLeft = end.onTable;
  w.storedLost = end.off;
  return w;
}
