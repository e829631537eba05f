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
 *   chance x the target's points from the exact attack model, plus what the
 *   removal does to the scenario's count; reserves arriving where they count)
 *   and passes when nothing is worth a point of Momentum;
 * - plays to the scenario with a cheap one-step lookahead: every arrival from
 *   reserve, and the three Charges and three Sprints with the highest cheap
 *   bounds (COSTLY_WEIGHED), is tried at its planned end point and
 *   scored by the change in the scenario's count (Conquest's zones, the hill,
 *   markers held and points near the centre), weighted by how near the
 *   end-of-round-4 count is, less the terrain risk at the end point (a
 *   Transport breaks in Rough or Hazardous terrain; leaving Hazardous needs a
 *   Will check);
 * - lets the enemy spend its Momentum first (passing while it still has some,
 *   unless it has just passed or a strong action is ready), so it acts last,
 *   when the enemy can no longer react;
 * - reacts when the declared action threatens it (an attack on its Element,
 *   a Fodder or Blink that saves something, an Intimidate that stops a
 *   strike), keeping a point back to counter-spend;
 * - keeps Champions and Wards out of harm (a lone Champion charges only when
 *   the strike is worth the risk; Fodder and Blink save them); in a Duel it
 *   keeps its marked Elements off the board or out of reach and hunts the
 *   enemy's.
 * Settings (RR_HEURISTIC_OPTIONS): `tactitians=fury|guile|mov|rng|none`, the Tactitians bonus it selects (default -1 Fury);
 * `feint=on|off` (default on: a Feint valued by its expected gain, feintValue; off, the player before RR-158 was
 * measured, values it too low ever to take it; rr-options-in-play: on scores +1.9 pp against off in mirror matches) and
 * `rally=off|on` (default off: a Rally valued at 0.2, never declared; on, by its expected gain, rallyValue); `transport=off|on`, `pursuit=off|on`
 * (embarkValue, disembarkValue, pursuitValue) and `plot=fixed|weighed` (plotValue), likewise (rr-heuristic-gaps);
 * `exit=five|pay|roll`, when it pays to leave Rough or Hazardous terrain (rr-terrain-exits); `bid=ready|zero|one|two|three`,
 * its initiative bids (rr-initiative-bids).
 * evaluate: points in play, Momentum and scenario progress, mine minus theirs.
 */
import type { AgentView } from '../../game/agents/agent.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import * as boardModule from './board.ts';
import * as checkModule from './check.ts';
import * as engineModule from './engine.ts';
import * as actionsModule from './actions.ts';
import * as O from './ops.ts';
import * as rulesModule from './rules.ts';
import * as setupModule from './setup.ts';
import * as stateModule from './state.ts';
import type { RrObservation, RrState } from './state.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { hypot, closeGeometryMemo, distance, lineOfSight, openGeometryMemo, resumeGeometryMemo, suspendGeometryMemo, terrainAt } = boardModule;
const { attackBoundInto, attackOddsInto, ATTACK_OUT, canAttack, plannedEnd } = engineModule;
const { actionMoveFlags, listedReach, sneakFeint } = actionsModule;
const { checkProbabilitiesForDice, diceFor } = checkModule;
const { entryPoint } = setupModule;
const { CHAMPION, HEAVY, WARD, BAND, BAND_MM, BOARD_MM, CONTACT_SLACK_MM, HAZARDOUS, ROUGH, SCENARIO_ROUNDS } = rulesModule;
const { D_ACTION, D_BID, D_COUNTER, D_DENY, D_EXIT, D_FIRST, D_PICK, D_REACT, F_DUEL_TARGET, REMOVED } = stateModule;
const { AF_CHARGE, AF_DOOM, AK_BANISH, AK_CHARGE, AK_CONTROL, AK_DISEMBARK, AK_DOOM, AK_EMBARK, AK_ENTER, AK_FEINT, AK_MANEUVER, AK_PLOT, AK_PUSH, AK_SPOT, AK_SPRINT, AK_STAND, AK_SUMMONS, AK_TACTITIANS, AK_WAVE, DEST_AWAY, DEST_EDGE, DEST_OBJECTIVE, DEST_STAY, DEST_TOWARD, PASS, RK_BLINK, RK_CONFUSION, RK_DEFIANCE, RK_DETONATE, RK_EVADE, RK_FODDER, RK_INTIMIDATE, RK_PURSUIT, RK_RALLY, RK_RETALIATE, RK_REVERSAL, RK_SACRIFICE, RK_SUPPRESS, RK_VENGEANCE, actionActor, actionArg, actionDest, actionKind, reactionArg, reactionKind, reactionReactor } = O;

type Table = RrObservation['table'];

/** What an Element is worth: its points, a little more for Champions and Wards (leaders and loci). */
function worth(s: Table, i: number): number {
  // Duel: removing both marked Elements wins outright ("Step 1. Victory Conditions" › Duel).
  const duel = s.scenario === 3 && s.flags[i] & F_DUEL_TARGET ? 2.5 : 0;
  return s.points[i] + duel + (s.type[i] === CHAMPION || s.champ[i] >= 0 || s.type[i] === WARD ? 0.5 : 0);
}

/** Expected points removed by i attacking e now (the exact attack model on the live geometry), with what removing or pushing e back does to the scenario's count. */
function attackValue(s: Table, i: number, e: number, flags: number): number {
  attackValueIn(s, i, e, flags);
  return AI[AI_ATTACK];
}

/**
 * The heuristic's doubles in and out of calls (bench-rattle-and-rend: a double passed to or returned from a call V8
 * does not inline is boxed in a new heap number; these run for nearly every legal action). The large functions write
 * their result here and a wrapper small enough to be always inlined (attackValue, removalGain) reads it back.
 */
const AI = new Float64Array(13);
/** valueOfTally's three tallies in, its value out. */
const AI_TA = 0;
const AI_TB = 1;
const AI_TC = 2;
const AI_VALUE = 3;
/** The scenario value before any move this decision (NaN: not yet computed; scenarioNow fills it). */
const AI_NOW = 4;
/** The end point moveGain and scenarioMoved look at. */
const AI_EX = 5;
const AI_EY = 6;
const AI_MOVED = 7;
const AI_GAIN = 8;
const AI_REMOVAL = 9;
const AI_ATTACK = 10;
/** reachMoveGain's budget in. */
const AI_BUDGET = 11;
/** sprintBaseIn's value out. */
const AI_BASE = 12;
AI[AI_NOW] = Number.NaN;

function attackValueIn(s: Table, i: number, e: number, flags: number): void {
  // The outcome distribution, once per pair, kind and board of this decision (the Charge test moves one Element: a new board).
  const at = (flags === 0 ? 0 : flags === AF_CHARGE ? 256 : flags === AF_DOOM ? 512 : -1) + i * 16 + e;
  let removed: number;
  let withdrawn: number;
  if (at >= 0 && OUTCOMES_BOARD[at] === BOARD) {
    removed = OUTCOMES[2 * at];
    withdrawn = OUTCOMES[2 * at + 1];
  } else {
    attackOddsInto(s as RrState, i, e, flags);
    removed = ATTACK_OUT[0];
    withdrawn = ATTACK_OUT[1];
    if (at >= 0) {
      OUTCOMES[2 * at] = removed;
      OUTCOMES[2 * at + 1] = withdrawn;
      OUTCOMES_BOARD[at] = BOARD;
    }
  }
  const scenario = removalGain(s, s.side[i], e);
  AI[AI_ATTACK] = removed * (worth(s, e) + scenario) + withdrawn * (0.15 + 0.5 * scenario);
}

/** The board the heuristic is looking at: a new number per decision and per trial position (attackValue's memo). */
let BOARD = 0;
let BOARDS = 0;
const OUTCOMES = new Float64Array(2 * 768);
const OUTCOMES_BOARD = new Int32Array(768).fill(-1);

/** Per decision: the scenario gain for seat `side` of enemy e leaving the board (NaN: not yet known). */
const REMOVAL_GAIN = new Float64Array(16).fill(Number.NaN);

function removalGain(s: Table, side: number, e: number): number {
  removalGainIn(s, side, e);
  return AI[AI_REMOVAL];
}

function removalGainIn(s: Table, side: number, e: number): void {
  if (s.scenario !== 1 && s.scenario !== 2 && s.scenario !== 4) {
    AI[AI_REMOVAL] = 0;
    return;
  }
  if (Number.isNaN(REMOVAL_GAIN[e])) {
    // e's points leave its tally (the tallies hold exact integer sums, so this equals recounting the board without e).
    if (TALLY_FOR !== side) fillTally(s, side);
    let a = TALLY[0];
    let b = TALLY[1];
    let c = TALLY[2];
    if (s.status[e] === 0 && s.type[e] !== WARD) {
      const v = s.side[e] === side ? s.points[e] : -s.points[e];
      const from = tallyAt(s, e, s.x[e], s.y[e]);
      if (from === 0) a -= v;
      else if (from === 1) b -= v;
      else if (from === 2) c -= v;
    }
    // (The count before, from the same tallies: `side` may be either seat here, D_FIRST weighs both.)
    valueOfTally(s, side, a, b, c);
    const without = AI[AI_VALUE];
    valueOfTally(s, side, TALLY[0], TALLY[1], TALLY[2]);
    REMOVAL_GAIN[e] = Math.max(0, without - AI[AI_VALUE]) * scenarioUrgency(s);
  }
  AI[AI_REMOVAL] = REMOVAL_GAIN[e];
}


// ---- the scenario on the board (a cheap one-step lookahead) ------------------------------------

/** What a won zone, the hill or a held marker is worth at the end, in points (winning the game outright is worth about 6). */
const SCENARIO_WEIGHT = 3;
/** King of the Hill: the hill count saturates at a margin of 4 points (a margin of 2 can still be overturned by one charge). */
const HILL_K = 0.5;

/** Duel: an enemy this close (a Sprint and a strike) threatens a marked Element. */
const DUEL_THREAT_MM = 200;

/** How much the scenario's end-of-round-4 count already matters now: a little in round 1, fully in the last round. */
function scenarioUrgency(s: Table): number {
  const r = s.round;
  return r >= SCENARIO_ROUNDS ? 1 : r === SCENARIO_ROUNDS - 1 ? 0.6 : r === SCENARIO_ROUNDS - 2 ? 0.35 : 0.2;
}

/** A soft "who wins this count": +1 clearly mine, -1 clearly theirs, between for close margins. */
function soft(margin: number): number {
  return margin >= 2 ? 1 : margin <= -2 ? -1 : margin * 0.5;
}

const limitedScenario = (s: Table): boolean => s.scenario === 1 || s.scenario === 2 || s.scenario === 4;

/**
 * The scenario gain of moving i to (ex, ey) now, less the risk of the terrain it ends in: a Transport breaks in Rough
 * or Hazardous terrain, and leaving Hazardous terrain needs a Will check that removes on a failure (Terrain Types).
 */
function moveGain(s: Table, p: number, i: number): void {
  const ex = AI[AI_EX];
  const ey = AI[AI_EY];
  let risk = 0;
  if (s.nt > 0) {
    const t = terrainAt(s as RrState, ex, ey);
    if (t >= 0 && terrainAt(s as RrState, s.x[i], s.y[i]) !== t) {
      const type = s.tt[t];
      if ((s as RrState).isHeavyTrait(i, 'transport') && (type === ROUGH || type === HAZARDOUS)) risk = worth(s, i) + 2;
      else if (type === HAZARDOUS) risk = 0.3 * worth(s, i);
    }
  }
  if (!limitedScenario(s)) {
    AI[AI_GAIN] = -risk;
    return;
  }
  scenarioMoved(s, p, i);
  scenarioNow(s, p);
  AI[AI_GAIN] = (AI[AI_MOVED] - AI[AI_NOW]) * scenarioUrgency(s) - risk;
}

/** Fills AI[AI_NOW], the scenario value before any move this decision, if not yet computed. */
function scenarioNow(s: Table, p: number): void {
  if (Number.isNaN(AI[AI_NOW])) {
    if (TALLY_FOR !== p) fillTally(s, p);
    valueOfTally(s, p, TALLY[0], TALLY[1], TALLY[2]);
    AI[AI_NOW] = AI[AI_VALUE];
  }
}

/**
 * The scenario's count for seat p, in points (Step 1. Victory Conditions): Conquest's three zones (Wards do not
 * count), King of the Hill's points on (and near) the hill, Capture the Flags' markers held and points within M of
 * the centre; Kill Them All and Duel have no positional count.
 * Per decision: the scenario's tallies as they stand (Conquest's three zone margins; King of the Hill's points on and
 * near the hill; Capture the Flags' markers and points near the centre), so a move is scored by moving one Element's
 * points between tallies instead of recounting the board. Points are integers, so the sums are exact in any order.
 */
const TALLY = new Float64Array(3);
let TALLY_FOR = -1;

/** Which tally i counts in at (x, y), or -1 (Conquest: zone 0-2; the hill: 0 on, 1 near; the flags: 0 near the centre). */
function tallyAt(s: Table, i: number, x: number, y: number): number {
  const scenario = s.scenario;
  if (scenario === 4) return x < 120 ? 0 : x <= 280 ? 1 : 2;
  // hypot is never below the larger of |dx| and |dy| (board.ts hypotInto), and subtracting the same numbers from each
  // keeps the order (rounding is monotone), so a point that far off on an axis is beyond without the hypot: the
  // heuristic asks this per bound, move and removal it weighs (fourteenth pass).
  if (scenario === 1) {
    const hill = s.nt - 1;
    const dx = x - s.tx[hill];
    const dy = y - s.ty[hill];
    const far = Math.max(Math.abs(dx), Math.abs(dy));
    if (far - s.tr[hill] - s.radius[i] - 1 > 80) return -1;
    const d = hypot(dx, dy) - s.tr[hill] - s.radius[i] - 1;
    return d <= 0 ? 0 : d <= 80 ? 1 : -1;
  }
  if (Math.max(Math.abs(x - 200), Math.abs(y - 200)) > BAND_MM[2]) return -1;
  return hypot(x - 200, y - 200) <= BAND_MM[2] ? 0 : -1;
}

function fillTally(s: Table, p: number): void {
  TALLY.fill(0);
  for (let i = 0; i < s.n; i++) {
    if (s.status[i] !== 0 || s.type[i] === WARD) continue;
    const slot = tallyAt(s, i, s.x[i], s.y[i]);
    if (slot >= 0) TALLY[slot] += s.side[i] === p ? s.points[i] : -s.points[i];
  }
  TALLY_FOR = p;
}

/** Writes the tallies to AI and the value to AI[AI_VALUE]; small enough to be inlined, so the doubles stay unboxed. */
function valueOfTally(s: Table, p: number, a: number, b: number, c: number): void {
  AI[AI_TA] = a;
  AI[AI_TB] = b;
  AI[AI_TC] = c;
  valueOfTallyIn(s, p);
}

function valueOfTallyIn(s: Table, p: number): void {
  const a = AI[AI_TA];
  const b = AI[AI_TB];
  const c = AI[AI_TC];
  if (s.scenario === 4) {
    AI[AI_VALUE] = SCENARIO_WEIGHT * (soft(a) + soft(b) * 1.1 + soft(c));
    return;
  }
  if (s.scenario === 1) {
    AI[AI_VALUE] = SCENARIO_WEIGHT * 2 * soft((a + 0.25 * b) * HILL_K);
    return;
  }
  let held = s.offMarkers[p] - s.offMarkers[1 - p];
  for (let k = 0; k < 3; k++) if (s.mctrl[k] >= 0) held += s.side[s.mctrl[k]] === p ? 1 : -1;
  AI[AI_VALUE] = SCENARIO_WEIGHT * (held + 0.5 * soft(a));
}

/** scenarioValue with i standing at (AI[AI_EX], AI[AI_EY]) (i in play, not a Ward), from the decision's tallies, into AI[AI_MOVED]. */
function scenarioMoved(s: Table, p: number, i: number): void {
  const ex = AI[AI_EX];
  const ey = AI[AI_EY];
  if (TALLY_FOR !== p) fillTally(s, p);
  const v = s.side[i] === p ? s.points[i] : -s.points[i];
  let a = TALLY[0];
  let b = TALLY[1];
  let c = TALLY[2];
  const from = s.status[i] === 0 && s.type[i] !== WARD ? tallyAt(s, i, s.x[i], s.y[i]) : -1;
  if (from === 0) a -= v;
  else if (from === 1) b -= v;
  else if (from === 2) c -= v;
  const to = s.type[i] !== WARD ? tallyAt(s, i, ex, ey) : -1;
  if (to === 0) a += v;
  else if (to === 1) b += v;
  else if (to === 2) c += v;
  valueOfTally(s, p, a, b, c);
  AI[AI_MOVED] = AI[AI_VALUE];
}

/** Per decision: the most that a Charge (0) or Sprint (1) of Element i could add to the scenario's count (NaN: not yet known). */
const REACH_GAIN = new Float64Array(32).fill(Number.NaN);
/**
 * How much further than its budget a planned move may end from its start: never by the legs (they add up to the budget,
 * and clamping onto the board only shortens), but a move entering Rough or Hazardous terrain ends past the entry
 * point by up to 1 mm per piece (board.ts clearance); 12 pieces at most, so 50 mm is ample.
 */
const REACH_SLACK_MM = 50;

/**
 * An upper bound on moveGain for a move of i of at most `budget` mm (the terrain risk only lowers it): i moved into
 * each tally it can reach, or out of all of them (a far zone, the hill or the centre out of reach adds nothing).
 * `kind` 0 Charge, 1 Sprint.
 */
function reachMoveGain(s: Table, p: number, i: number, kind: number): number {
  if (!limitedScenario(s)) return 0;
  const at = kind * 16 + i;
  if (Number.isNaN(REACH_GAIN[at])) fillReachGain(s, p, i, at);
  return REACH_GAIN[at];
}

/** reachMoveGain's bound into REACH_GAIN[at], for a budget of AI[AI_BUDGET] mm. */
function fillReachGain(s: Table, p: number, i: number, at: number): void {
  const budget = AI[AI_BUDGET];
  if (TALLY_FOR !== p) fillTally(s, p);
  scenarioNow(s, p);
  const now = AI[AI_NOW];
  const v = s.side[i] === p ? s.points[i] : -s.points[i];
  const from = s.status[i] === 0 && s.type[i] !== WARD ? tallyAt(s, i, s.x[i], s.y[i]) : -1;
  const reachable = s.type[i] === WARD ? 1 : reachableTallies(s, i, budget + REACH_SLACK_MM);
  let best = 0;
  for (let to = -1; to < 3; to++) {
    if ((reachable & (1 << (to + 1))) === 0) continue;
    let a = TALLY[0];
    let b = TALLY[1];
    let c = TALLY[2];
    if (from === 0) a -= v;
    else if (from === 1) b -= v;
    else if (from === 2) c -= v;
    if (to === 0) a += v;
    else if (to === 1) b += v;
    else if (to === 2) c += v;
    valueOfTally(s, p, a, b, c);
    best = Math.max(best, AI[AI_VALUE] - now);
  }
  REACH_GAIN[at] = best * scenarioUrgency(s);
}

/** The tallies (bit to + 1 for tallyAt's -1..2) whose ground lies within `reach` mm of i's centre (tallyAt's regions, widened). */
function reachableTallies(s: Table, i: number, reach: number): number {
  const x = s.x[i];
  const y = s.y[i];
  if (s.scenario === 4) {
    const lo = x - reach;
    const hi = x + reach;
    return (lo < 121 ? 2 : 0) | (hi >= 119 && lo <= 281 ? 4 : 0) | (hi > 279 ? 8 : 0);
  }
  if (s.scenario === 1) {
    const hill = s.nt - 1;
    const edge = hypot(x - s.tx[hill], y - s.ty[hill]) - s.tr[hill] - s.radius[i] - 1;
    return (edge - reach <= 1 ? 2 : 0) | (edge + reach > -1 && edge - reach <= 81 ? 4 : 0) | (edge + reach > 79 ? 1 : 0);
  }
  const centre = hypot(x - 200, y - 200);
  return (centre - reach <= BAND_MM[2] + 1 ? 2 : 0) | (centre + reach > BAND_MM[2] - 1 ? 1 : 0);
}

/** Per decision: 0 not yet known, 1 i can attack an enemy now, 2 not (asked by each of i's Sprints toward an enemy). */
const IN_REACH = new Int8Array(16);

/** The action decision's legal list (choose): the listing that made it already knows which of p's Elements are in reach. */
let LEGAL: readonly number[] = [];

function inReach(s: Table, p: number, i: number): boolean {
  if (IN_REACH[i] === 0) IN_REACH[i] = listedReach(LEGAL, i);
  if (IN_REACH[i] === 0) {
    IN_REACH[i] = 2;
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] !== p && canAttack(s as RrState, i, k)) {
        IN_REACH[i] = 1;
        break;
      }
    }
  }
  return IN_REACH[i] === 1;
}

/** A charge's attack value is weighed by its risk: a marked Duel Element or a leader lost costs more than its points. */
function chargeRisk(s: Table, i: number): number {
  const duelTarget = s.scenario === 3 && (s.flags[i] & F_DUEL_TARGET) !== 0;
  const precious = s.type[i] === CHAMPION || s.type[i] === WARD || duelTarget;
  return duelTarget ? 0.2 : precious ? 0.55 : 0.85;
}

/**
 * scoreAction's and scoreBound's doubles: SCORE[0] the floor in, SCORE[1] scoreAction's value, SCORE[2] scoreBound's
 * bound (a double passed to or returned from a call V8 does not inline is boxed in a new heap number: these two run for
 * every legal action: bench-rattle-and-rend).
 */
const SCORE = new Float64Array(3);

/** `floor` (SCORE[0]): a value at or below it cannot be chosen (costly kinds may stop early then, returning no more than their true value). */
function scoreAction(s: Table, p: number, code: number): void {
  const floor = SCORE[0];
  const kind = actionKind(code);
  const i = actionActor(code);
  const arg = actionArg(code);
  const dest = actionDest(code);
  const precious = s.type[i] === CHAMPION || s.type[i] === WARD || (s.scenario === 3 && (s.flags[i] & F_DUEL_TARGET) !== 0);
  switch (kind) {
    case AK_STAND:
      SCORE[1] = attackValue(s, i, arg, 0) + 0.05;
      return;
    case AK_CHARGE: {
      // A lone Champion charges only when the charge is worth its risk (a leader lost costs more than its point).
      const risk = chargeRisk(s, i);
      // Only a charge that ends in reach is worth it: try the move on the board, then put the Element back.
      const end = plannedEnd(s as RrState, i, dest, (s as RrState).movMm(i), actionMoveFlags(s as RrState, kind, i));
      const ex = end[0];
      const ey = end[1];
      AI[AI_EX] = ex;
      AI[AI_EY] = ey;
      moveGain(s, p, i);
      const gain = AI[AI_GAIN];
      // The target's removal is valued on the board as it stands (primed before the charger is put at its end point).
      removalGain(s, p, arg);
      const x0 = s.x[i];
      const y0 = s.y[i];
      // The memo is suspended, not saved and forgotten: the trial computes its few values directly and the memo of the
      // unmoved board stays valid (i goes back to exactly where it was).
      const memo = suspendGeometryMemo();
      const board = BOARD;
      BOARD = ++BOARDS;
      // Written directly, not through place: i goes back exactly where it was with the memo suspended, so the memo's
      // snapshot stays true and geoDirty need not change.
      s.x[i] = ex;
      s.y[i] = ey;
      // Out of reach at its end a Charge only closes in (0.03); blocked where it stands it achieves nothing.
      const value = canAttack(s as RrState, i, arg) ? attackValue(s, i, arg, AF_CHARGE) * risk : Math.abs(ex - x0) + Math.abs(ey - y0) < 1 ? 0 : 0.03;
      s.x[i] = x0;
      s.y[i] = y0;
      resumeGeometryMemo(memo);
      BOARD = board;
      SCORE[1] = value + gain;
      return;
    }
    case AK_DOOM:
      SCORE[1] = attackValue(s, i, arg, AF_DOOM) * 0.9;
      return;
    case AK_SPRINT: {
      sprintBaseIn(s, p, i, dest, precious);
      const base = AI[AI_BASE];
      // No need to plan a move that cannot win even with the best scenario gain moving i could bring (the terrain only lowers it).
      AI[AI_BUDGET] = (s as RrState).movMm(i, false, 1);
      const bound = base + reachMoveGain(s, p, i, 1);
      if (bound <= floor) {
        SCORE[1] = bound;
        return;
      }
      // Where the Sprint would really end (terrain, bases and pivots): a blocked move achieves nothing.
      const end = plannedEnd(s as RrState, i, dest, (s as RrState).movMm(i, false, 1), actionMoveFlags(s as RrState, kind, i));
      if (Math.abs(end[0] - s.x[i]) + Math.abs(end[1] - s.y[i]) < 1) {
        SCORE[1] = 0;
        return;
      }
      AI[AI_EX] = end[0];
      AI[AI_EY] = end[1];
      moveGain(s, p, i);
      SCORE[1] = base + AI[AI_GAIN];
      return;
    }
    case AK_SPOT: {
      let total = 0;
      for (let j = 0; j < s.n; j++) {
        if (j === i || s.side[j] !== p || s.status[j] !== 0 || s.type[j] === WARD) continue;
        let best = 0;
        for (let e = 0; e < s.n; e++) if (s.side[e] !== p && canAttack(s as RrState, j, e)) best = Math.max(best, attackValue(s, j, e, 0));
        total += best;
      }
      SCORE[1] = total * 0.7;
      return;
    }
    case AK_PLOT:
      SCORE[1] = plotWeighed ? plotValue(s, p, i) : 0.45;
      return;
    case AK_BANISH:
      SCORE[1] = 0.25 * worth(s, arg) - 0.2;
      return;
    case AK_PUSH:
      SCORE[1] = 0.08;
      return;
    case AK_WAVE:
      SCORE[1] = 0.1;
      return;
    case AK_SUMMONS:
      SCORE[1] = 0.5 * s.points[arg];
      return;
    case AK_ENTER: {
      // Reserves arriving: where they arrive counts in a scenario game (Delayed Deployment, Ambushers, Frenzied).
      // Duel: a marked Element held off the board cannot be removed; it comes on only when the round limit counts points in play.
      if (s.scenario === 3 && s.flags[i] & F_DUEL_TARGET && s.round < s.roundLimit) {
        SCORE[1] = 0;
        return;
      }
      if (!limitedScenario(s)) {
        SCORE[1] = 0.5 + arg * 0.01;
        return;
      }
      const at = entryPoint(s as RrState, i, arg);
      AI[AI_EX] = at[0];
      AI[AI_EY] = at[1];
      scenarioMoved(s, p, i);
      scenarioNow(s, p);
      SCORE[1] = 0.5 + arg * 0.01 + (AI[AI_MOVED] - AI[AI_NOW]) * scenarioUrgency(s);
      return;
    }
    case AK_CONTROL:
      SCORE[1] = 1.2;
      return;
    case AK_DISEMBARK:
      SCORE[1] = transportOn ? disembarkValue(s, p, i) : 0.45;
      return;
    case AK_TACTITIANS:
      // The bonus this player takes (RR_HEURISTIC_OPTIONS `tactitians`), once and first of all: it lasts the game; it never changes it.
      SCORE[1] = s.tactitians[p] === 0 && arg === tactitiansPick ? TACTITIANS_VALUE : 0;
      return;
    case AK_FEINT:
      // The default (heuristic:feint=on) values only a Feint made where it stands: one that moves first
      // (feint-move=move-first) may not reach its target, which this estimate does not plan, so it keeps 0.03.
      // heuristic:feint=off is the player before RR-158 was measured: a Feint where it stands at 0.03, never chosen;
      // one that moves first at 0, so it is not taken as a move toward the enemy whenever nothing scores above 0.03.
      SCORE[1] = dest === DEST_STAY ? (feintOn ? feintValue(s, p, i, arg) : 0.03) : feintOn ? 0.03 : 0;
      return;
    case AK_MANEUVER:
      SCORE[1] = 0.02;
      return;
    case AK_EMBARK:
      SCORE[1] = transportOn ? embarkValue(s, p, i) : 0;
      return;
  }
  SCORE[1] = 0;
  return;
}

/** A Sprint's value before its move's scenario gain (where it heads: away, the objective, an edge, an enemy), into AI[AI_BASE]. */
function sprintBaseIn(s: Table, p: number, i: number, dest: number, precious: boolean): void {
  let base: number;
  if (dest === DEST_OBJECTIVE) base = 0.1;
  else if (dest === DEST_EDGE) base = 0.9;
  else if (dest === DEST_AWAY) {
    base = precious ? 0.06 : 0.01;
    // Duel: a marked Element in an enemy's reach steps out of it.
    if (s.scenario === 3 && s.flags[i] & F_DUEL_TARGET) for (let k = 0; k < s.n; k++) if (s.side[k] !== p && s.status[k] === 0 && distance(s as RrState, k, i) <= DUEL_THREAT_MM) base = 0.3;
  } else if (precious && s.type[i] !== CHAMPION) base = 0.01;
  else {
    const e = dest - DEST_TOWARD;
    // Duel: go for the Elements whose removal wins.
    base = (precious ? 0.07 : s.scenario === 3 && s.flags[e] & F_DUEL_TARGET ? 0.2 : 0.12) - distance(s as RrState, i, e) / 4000;
    // Close in when nothing is in reach yet.
    if (inReach(s, p, i)) base = 0.02;
  }
  AI[AI_BASE] = base;
}

function bestAttackNow(s: Table, p: number): number {
  let best = 0;
  for (let i = 0; i < s.n; i++) {
    if (s.side[i] !== p || s.status[i] !== 0 || s.type[i] === WARD) continue;
    for (let e = 0; e < s.n; e++) if (s.side[e] !== p && canAttack(s as RrState, i, e)) best = Math.max(best, attackValue(s, i, e, 0));
  }
  return best;
}

/**
 * bestAttackNow for the Initiative Phase (bids and who goes first), once per seat and round: the board does not change
 * between the round's first bid, its re-bids after ties and the choice of who acts first (only bids and Momentum do,
 * which no attack value reads), and these are the only decisions that ask (bench-rattle-and-rend: about 14 bid
 * decisions a round between two heuristic players that both bid 0).
 */
let READY_STATE: Table | null = null;
let READY_ROUND = -1;
const READY = new Float64Array(2).fill(Number.NaN);

function readyAttack(s: Table, p: number): number {
  if (READY_STATE !== s || READY_ROUND !== s.round) {
    READY_STATE = s;
    READY_ROUND = s.round;
    READY.fill(Number.NaN);
  }
  if (Number.isNaN(READY[p])) READY[p] = bestAttackNow(s, p);
  return READY[p];
}

/** Is readyAttack(s, p) already known for this state and round (then it reads nothing on the board)? */
function readyKnown(s: Table, p: number): boolean {
  return READY_STATE === s && READY_ROUND === s.round && !Number.isNaN(READY[p]);
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
      return rallyOn ? rallyValue(s, p, k) : 0.2;
    case RK_PURSUIT:
      // pursuit=always: declared whenever offered and paid for (what Pursuit does when used, whatever it is worth here).
      return pursuitOn ? pursuitValue(s, p, arg) : pursuitAlways ? PURSUIT_ALWAYS : 0.2;
    case RK_REVERSAL:
      return 0.6;
  }
  return 0;
}

/**
 * A cheap upper bound on scoreAction for the costly kinds (a Charge or a Sprint
 * plans its move), else Infinity. A Sprint's is scoreAction's own bound before
 * it plans (where it heads plus reachMoveGain). A charge's
 * value p(removed) x (worth + scenario) + p(withdrawn) x (0.15 + scenario / 2)
 * is bounded by the largest p(removed) and p(withdrawn) of any situation the
 * charger could end in (engine.ts attackOutcomeBound: the same floating-point
 * products, so the bound holds bit for bit), and a move in a scenario game adds
 * at most reachMoveGain; the Intimidate factor (0.35) only lowers a non-negative value.
 */
function scoreBound(s: Table, p: number, code: number): void {
  const kind = actionKind(code);
  if (kind === AK_CHARGE) {
    // The charge's attack can remove or push back no more than the best situation i could reach allows
    // (attackOutcomeBound), times the risk factor scoreAction applies; a move adds at most reachMoveGain.
    const i = actionActor(code);
    const e = actionArg(code);
    attackBoundInto(s as RrState, i, e, AF_CHARGE);
    const removed = ATTACK_OUT[0];
    const withdrawn = ATTACK_OUT[1];
    const scenario = removalGain(s, p, e);
    const attack = (removed * (worth(s, e) + scenario) + withdrawn * (0.15 + 0.5 * scenario)) * chargeRisk(s, i);
    AI[AI_BUDGET] = (s as RrState).movMm(i);
    SCORE[2] = (Math.max(0.03, attack) + reachMoveGain(s, p, i, 0)) * (1 + 1e-9);
    return;
  }
  if (kind === AK_SPRINT) {
    // scoreAction's own bound before it plans the move: where the Sprint heads, plus the most its move can add.
    const i = actionActor(code);
    const precious = s.type[i] === CHAMPION || s.type[i] === WARD || (s.scenario === 3 && (s.flags[i] & F_DUEL_TARGET) !== 0);
    sprintBaseIn(s, p, i, actionDest(code), precious);
    AI[AI_BUDGET] = (s as RrState).movMm(i, false, 1);
    SCORE[2] = AI[AI_BASE] + reachMoveGain(s, p, i, 1);
    return;
  }
  SCORE[2] = fixedBound(code);
}

/**
 * The kinds scoreAction values at a fixed non-negative constant, by kind (a Feint moving first in its own slot,
 * FEINT_MOVING), under this decision's settings, and Infinity for every other kind: that constant is their value, and
 * the Intimidate factor only lowers it (sixth pass: weigh then skips the Feints and Maneuvers that cannot beat the
 * best, without scoring them or asking whether their actor is intimidated). A table read, so choose tests the ~880
 * such actions of a heuristic game without a call each (bench-ab, tenth pass). Filled by setFixedBounds.
 */
const FIXED_BOUND = new Float64Array(AK_TACTITIANS + 2);
const FEINT_MOVING = AK_TACTITIANS + 1;
/** The settings FIXED_BOUND holds (feint=on 1, plot=weighed 2, transport=on 4), -1 none yet. */
let fixedFor = -1;

function setFixedBounds(): void {
  const settings = (feintOn ? 1 : 0) | (plotWeighed ? 2 : 0) | (transportOn ? 4 : 0);
  if (settings === fixedFor) return;
  fixedFor = settings;
  FIXED_BOUND.fill(Infinity);
  // With feint=on (the default) a Feint on the board is valued by feintValue: no cheap bound, it is scored in full.
  FIXED_BOUND[AK_FEINT] = feintOn ? Infinity : 0.03;
  FIXED_BOUND[FEINT_MOVING] = feintOn ? 0.03 : 0;
  FIXED_BOUND[AK_MANEUVER] = 0.02;
  FIXED_BOUND[AK_PUSH] = 0.08;
  FIXED_BOUND[AK_WAVE] = 0.1;
  // plot=weighed values a Plot on the board (plotValue): scored in full.
  FIXED_BOUND[AK_PLOT] = plotWeighed ? Infinity : 0.45;
  FIXED_BOUND[AK_DISEMBARK] = transportOn ? Infinity : 0.45;
  FIXED_BOUND[AK_EMBARK] = transportOn ? Infinity : 0;
}

/** scoreBound of a kind other than Charge and Sprint: its fixed value, or Infinity. */
function fixedBound(code: number): number {
  const kind = actionKind(code);
  return FIXED_BOUND[kind === AK_FEINT && actionDest(code) !== DEST_STAY ? FEINT_MOVING : kind];
}

/**
 * What selecting the Tactitians bonus is worth with none standing: more than any action, so the player selects it at its
 * first action decision of the game. With none standing the choice can only be made during the side's first Turn of a
 * Round (variant tactitians=first-turn, RR-111), and a player that waits there (WAIT_VALUE) passes that Turn away: valued
 * at 0.2 before, it was never selected in 33 of 200 games (a Tactitians warband against the four example warbands) and
 * in round 1 in only 112, when it could be selected on any Turn. It is selected the same way under tactitians=any-turn.
 */
const TACTITIANS_VALUE = 5;

/** An action worth less than this waits while the enemy still has Momentum to spend (against random, 0.3 measured a little better than 0.2). */
const WAIT_VALUE = 0.3;

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

/**
 * `heuristic:tactitians=...` (RR-111): which of Tactitians' four bonuses the player selects (Tactics › Tactitians: -1 to
 * FURY, -1 to Guile, MOV or RNG one range band up). `fury` (default) is the player's own choice; the other three make it
 * select that bonus instead, at the same moment and price; `none` never selects (Tactitians unused, to measure what a
 * bonus is worth against its Momentum). Everything else is the default player's.
 */
export const RR_HEURISTIC_OPTIONS = {
  tactitians: { values: ['fury', 'guile', 'mov', 'rng', 'none'], describe: 'the Tactitians bonus the player selects: -1 Fury (default), -1 Guile, MOV or RNG one band up, or none (RR-111)' },
  feint: { values: ['on', 'off'], describe: 'on (default): a Feint where it stands is valued at its expected gain, the threat it pushes away and the scenario count it changes, one that moves first (feint-move=move-first) at 0.03; off: the player before RR-158 was measured, a Feint where it stands at 0.03 and one that moves first at 0, so it never Feints (RR-158)' },
  rally: { values: ['off', 'on'], describe: 'off (default): a Rally is valued at 0.2 and never declared; on: at its expected gain, the attacks the rallied allies gain on the attacker (RR-166)' },
  transport: { values: ['off', 'on'], describe: 'off (default): never embarks, disembarks at a fixed 0.45; on: embarks to shelter an Element from the attacks it faces, and disembarks when the Transport\'s place is safer or a target is near (RR-107)' },
  pursuit: { values: ['off', 'on', 'always'], describe: 'off (default): a Pursuit is valued at 0.2 and never declared; on: at its expected gain, the attack the pursuing ally keeps on the mover; always: declared whenever offered and paid for (RR-177)' },
  bid: { values: ['ready', 'zero', 'one', 'two', 'three'], describe: 'initiative bids: 1 with a strong attack ready, keeping 3 Momentum, else 0 (default); or always the same bid (0 to 3), as far as the Momentum allows (RR-098)' },
  exit: { values: ['five', 'pay', 'roll'], describe: 'leaving Rough or Hazardous terrain when paying is offered: pay with 5 or more Momentum, else roll (default); always pay; always roll the check (RR-143)' },
  plot: { values: ['fixed', 'weighed'], describe: 'fixed (default): Scheming Plot valued at 0.45 whatever it can regain or drain; weighed: at the Momentum it can really regain under the Total and drain from the enemy (RR-021)' },
} as const;
type TactitiansBonus = (typeof RR_HEURISTIC_OPTIONS)['tactitians']['values'][number];
/** The Tactitians choice (actions.ts: 1 Fury, 2 Guile, 3 MOV, 4 RNG; 0 none, never listed) of each setting. */
export const TACTITIANS_CHOICE: Readonly<Record<TactitiansBonus, number>> = { fury: 1, guile: 2, mov: 3, rng: 4, none: 0 };
/** Set only while heuristic decides (decisions are synchronous): the Tactitians choice it selects. */
let tactitiansPick = TACTITIANS_CHOICE.fury;

export function heuristic(view: AgentView, rng: Xoshiro128, options: Readonly<Record<string, string>> = {}): number {
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  tactitiansPick = TACTITIANS_CHOICE[(options.tactitians as TactitiansBonus | undefined) ?? 'fury'];
  feintOn = options.feint !== 'off';
  rallyOn = options.rally === 'on';
  transportOn = options.transport === 'on';
  pursuitOn = options.pursuit === 'on';
  pursuitAlways = options.pursuit === 'always';
  plotWeighed = options.plot === 'weighed';
  exitPolicy = options.exit === 'pay' ? EXIT_PAY : options.exit === 'roll' ? EXIT_ROLL : EXIT_FIVE;
  fixedBid = FIXED_BIDS.indexOf(options.bid ?? 'ready') - 1;
  setFixedBounds();
  try {
    return decide(view, legal, rng);
  } finally {
    tactitiansPick = TACTITIANS_CHOICE.fury;
    feintOn = false;
    rallyOn = false;
    transportOn = false;
    pursuitOn = false;
    pursuitAlways = false;
    plotWeighed = false;
    exitPolicy = EXIT_FIVE;
    fixedBid = -1;
  }
}

/** Set only while heuristic decides: `feint=on` (the default), `rally=on` (RR_HEURISTIC_OPTIONS). */
let feintOn = false;
let rallyOn = false;
/** Set only while heuristic decides: `transport=on`, `pursuit=on`, `plot=weighed` (RR_HEURISTIC_OPTIONS). */
let transportOn = false;
let pursuitOn = false;
let pursuitAlways = false;
let plotWeighed = false;
/** Set only while heuristic decides: `exit` (RR_HEURISTIC_OPTIONS). */
const EXIT_FIVE = 0;
const EXIT_PAY = 1;
const EXIT_ROLL = 2;
let exitPolicy = EXIT_FIVE;
/** Set only while heuristic decides: `bid` (RR_HEURISTIC_OPTIONS): -1 the default policy, else the fixed bid (FIXED_BIDS' index less 1). */
const FIXED_BIDS = ['ready', 'zero', 'one', 'two', 'three'];
let fixedBid = -1;

/** feintValue's threat of enemy e on the deciding side, for the board numbered THREAT_BOARD[e]. */
const THREAT_OF = new Float64Array(16);
const THREAT_BOARD = new Int32Array(16).fill(-1);

/** A Feint's threat term counts this share of the best attack the pushed enemy could make now: it needs an action of its own to make it. */
const FEINT_THREAT = 0.5;

/**
 * `heuristic:feint=on`, the default (RR-158): a Feint's expected gain, in points (Standard Actions › Feint: "Make a GUILE CHECK.
 * If successful, move the enemy up to M RANGE in any direction"; the engine pushes it straight away from the
 * feinter, actions.ts effectResult). The Guile check's chance of success (a penalty at a Sneak-Thief beyond S under
 * sneak-thieves=listed) times what the push gains: the enemy's threat (the best attack it could make now on one of p's
 * Elements, FEINT_THREAT of it; half that again when its MOV is M or more, so it can come straight back) and the change
 * in the scenario's count with it M further away (off a zone, the hill or the centre; a marker it holds dropped:
 * Capture the Flags, "has forced movement (e.g. through a FEINT ACTION), it loses control"). The critical's pull into
 * Hazardous terrain is not counted (a bonus the estimate leaves out).
 */
function feintValue(s: Table, p: number, i: number, e: number): number {
  const rs = s as RrState;
  const odds = checkProbabilitiesForDice(rs.guileStat(i), diceFor(0, sneakFeint(rs, i, e) ? 1 : 0, rs.variants.dice));
  // The enemy's threat does not depend on who Feints it: once per enemy and board (every Element in RNG of e lists a Feint at it).
  let threat = THREAT_BOARD[e] === BOARD ? THREAT_OF[e] : -1;
  if (threat < 0) {
    threat = 0;
    for (let j = 0; j < s.n; j++) if (s.side[j] === p && s.status[j] === 0 && canAttack(rs, e, j)) threat = Math.max(threat, attackValue(s, e, j, 0));
    THREAT_OF[e] = threat;
    THREAT_BOARD[e] = BOARD;
  }
  let gain = FEINT_THREAT * threat * (rs.movBand(e) >= BAND.M ? 0.5 : 1);
  if (limitedScenario(s)) {
    const dx = s.x[e] - s.x[i];
    const dy = s.y[e] - s.y[i];
    const d = hypot(dx, dy) || 1;
    const r = s.radius[e];
    AI[AI_EX] = Math.min(BOARD_MM - r, Math.max(r, s.x[e] + (dx / d) * BAND_MM[BAND.M]));
    AI[AI_EY] = Math.min(BOARD_MM - r, Math.max(r, s.y[e] + (dy / d) * BAND_MM[BAND.M]));
    scenarioMoved(s, p, e);
    scenarioNow(s, p);
    let scenario = AI[AI_MOVED] - AI[AI_NOW];
    if (s.scenario === 2) for (let k = 0; k < 3; k++) if (s.mctrl[k] === e) scenario += SCENARIO_WEIGHT;
    gain += scenario * scenarioUrgency(s);
  }
  return (odds[1] + odds[2]) * gain;
}

/** The rallied allies' attacks count this share: a successful reaction swaps the initiative (reaction-swap=on-success), so they can strike on the side's very next action, which still costs a Momentum. */
const RALLY_FOLLOW = 0.8;

/**
 * `heuristic:rally=on` (RR-166): a Rally's expected gain, in points (Standard Reactions › Rally: "Make a GUILE CHECK.
 * If successful, move up to 2pts of non-Ward ALLIED ELEMENTS ... also in line of sight of the original Element up to
 * their MOV value towards ... the enemy which caused the Will Check. CRITICAL SUCCESS: Move up to 5pts"): for each
 * result, the allies the engine would move (reactions.ts, in index order within the budget) that cannot attack the
 * attacker now but would reach it, each worth RALLY_FOLLOW of its attack on it. A reaction decision does not open the
 * geometry memo (decide), so this one starts the decision's caches itself.
 */
function rallyValue(s: Table, p: number, k: number): number {
  const t = s.wTarget;
  const a = s.wAttacker;
  if (t < 0 || a < 0 || s.status[a] !== 0) return 0;
  freshDecision();
  const odds = checkProbabilitiesForDice((s as RrState).guileStat(k), 2);
  return odds[1] * rallyGain(s, p, t, a, 2) + odds[2] * rallyGain(s, p, t, a, 5);
}

/** rallyValue for one result: the allies moved within `budget` points that come into reach of attacker a. */
function rallyGain(s: Table, p: number, t: number, a: number, budget: number): number {
  const rs = s as RrState;
  let gain = 0;
  for (let j = 0; j < s.n && budget > 0; j++) {
    if (s.side[j] !== p || s.status[j] !== 0 || s.type[j] === WARD || s.points[j] > budget) continue;
    if (j !== t && !lineOfSight(rs, j, t)) continue;
    budget -= s.points[j];
    if (canAttack(rs, j, a)) continue;
    const band = rs.rngBand(j, true);
    const reach = band <= 0 || s.type[j] === HEAVY ? s.radius[j] + s.radius[a] + CONTACT_SLACK_MM : BAND_MM[band];
    if (distance(rs, j, a) - reach <= rs.movMm(j, true)) gain += RALLY_FOLLOW * attackValue(s, j, a, 0);
  }
  return gain;
}

/** The best attack an enemy of p could make now on p's Element j (attackValue, from the enemy's side): what j faces. */
function threatOn(s: Table, p: number, j: number): number {
  let threat = 0;
  for (let e = 0; e < s.n; e++) if (s.side[e] !== p && s.status[e] === 0 && canAttack(s as RrState, e, j)) threat = Math.max(threat, attackValue(s, e, j, 0));
  return threat;
}

/** The share of the threat an Element escapes by embarking: the enemy can still strike the Transport, or another Element. */
const SHELTER = 0.5;

/**
 * `heuristic:transport=on` (RR-107): embarking (Four Elements › Heavy Traits › Transport: "While within, the ELEMENT
 * cannot be targeted, but cannot take any ACTIONS or REACTIONS unless they first exit") is worth SHELTER of the attack
 * Element i faces where it stands, less what it could strike itself there (it gives that up while carried). Carrying an
 * Element forward for speed is not valued (the Transport's MOV is M, a Fighter's S: a gain this estimate leaves out).
 */
function embarkValue(s: Table, p: number, i: number): number {
  let own = 0;
  for (let e = 0; e < s.n; e++) if (s.side[e] !== p && s.status[e] === 0 && canAttack(s as RrState, i, e)) own = Math.max(own, attackValue(s, i, e, 0));
  return SHELTER * threatOn(s, p, i) - own;
}

/**
 * `heuristic:transport=on`: getting out (placed in contact with the Transport) is worth the fixed 0.45 the default player
 * gives it, less SHELTER of the attack the Transport itself faces there, scaled to the passenger's worth (a passenger
 * placed beside it meets the same enemies): it stays in while the place is dangerous.
 */
function disembarkValue(s: Table, p: number, i: number): number {
  const h = s.carrier[i];
  if (h < 0) return 0.45;
  const faced = threatOn(s, p, h);
  return 0.45 - (SHELTER * faced * worth(s, i)) / worth(s, h);
}

/** plot=weighed: what one Momentum point regained or drained is worth (0.45 / 3.8, the fixed value over the full expected swing). */
const PLOT_MOMENTUM = 0.12;

/**
 * `heuristic:plot=weighed` (Champion Actions › Scheming Plot: "you regain 2 MOMENTUM points and your enemy loses 2 MOMENTUM
 * points (they cannot go below zero)"; critical 3 and 3): the Guile check's chances times the Momentum really moved,
 * regained up to the Total Momentum (state.ts gain) beyond the point the Plot costs, and drained down to the enemy's 0,
 * at PLOT_MOMENTUM a point. At its Total with the enemy at 0 a Plot only wins back its own cost: worth nothing (the
 * fixed 0.45 still takes it).
 */
function plotValue(s: Table, p: number, i: number): number {
  const rs = s as RrState;
  const odds = checkProbabilitiesForDice(rs.guileStat(i), diceFor(0, 0, rs.variants.dice));
  const room = s.total[p] - Math.max(0, s.momentum[p] - 1);
  const theirs = s.momentum[1 - p];
  const moved = (amount: number) => Math.min(room, amount) - 1 + Math.min(theirs, amount);
  return PLOT_MOMENTUM * (odds[1] * moved(2) + odds[2] * moved(3) - odds[0]);
}

/** pursuit=always: above every reaction threshold and every other reaction's value but a Blink's or Intimidate's best. */
const PURSUIT_ALWAYS = 0.95;

/** The pursuing ally's attack counts this share: a successful reaction swaps the initiative, so it can strike next, for a Momentum. */
const PURSUIT_FOLLOW = 0.8;

/**
 * `heuristic:pursuit=on` (RR-177, Warding Reactions › Pursuit: "Make a GUILE CHECK. If successful, the Allied Element
 * moves up to its MOV value plus one range band to maintain or close distance with the enemy target"): the ally's Guile
 * check's chance of success times PURSUIT_FOLLOW of its attack on the mover as it stands now (in range before the move,
 * which the pursuit keeps). A reaction decision does not open the geometry memo (decide): this starts the caches itself.
 */
function pursuitValue(s: Table, p: number, a: number): number {
  const m = s.aActor;
  if (m < 0 || s.status[m] !== 0 || s.status[a] !== 0) return 0;
  freshDecision();
  const odds = checkProbabilitiesForDice((s as RrState).guileStat(a), 2);
  return (odds[1] + odds[2]) * PURSUIT_FOLLOW * attackValue(s, a, m, 0);
}

/** A new decision's caches: attack values, removal and reach gains, the scenario's tallies and value. */
function freshDecision(): void {
  BOARD = ++BOARDS;
  // Loops, not fill: on these few entries a builtin call costs more than the stores (bench-rattle-and-rend, ninth pass).
  for (let k = 0; k < 16; k++) REMOVAL_GAIN[k] = Number.NaN;
  for (let k = 0; k < 32; k++) REACH_GAIN[k] = Number.NaN;
  AI[AI_NOW] = Number.NaN;
  TALLY_FOR = -1;
}

function decide(view: AgentView, legal: readonly number[], rng: Xoshiro128): number {
  const obs = view.observation as RrObservation;
  const s = obs.table;
  // A decision that reads no attack value or scenario count (a reaction, deny, counter-spend, exit, pick, or a bid
  // with 3 or less Momentum: about 100 of a heuristic game's 170 decisions) does not open the memo: opening compares
  // the board with the memo's snapshot, and its answers are the very same numbers computed directly
  // (bench-rattle-and-rend, fifth pass).
  const decision = s.decision;
  if (!(decision === D_ACTION || decision === D_FIRST || (decision === D_BID && s.momentum[obs.you] > 3))) return choose(s, obs.you, legal, rng);
  // A bid or first-player choice whose ready attacks this round are already known reads nothing else (readyAttack's
  // cache: the round's re-bids after ties, 43 of a heuristic game's ~57 bid decisions), so the memo stays shut
  // (sixth pass).
  if (decision !== D_ACTION && readyKnown(s, obs.you) && (decision === D_BID || readyKnown(s, 1 - obs.you))) return choose(s, obs.you, legal, rng);
  // Nothing moves while the heuristic thinks (the Charge test puts its Element back), so distances and sight are memoised.
  const opened = openGeometryMemo(s);
  freshDecision();
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
      // bid (RR-098): a fixed bid every Initiative Phase, re-bids after ties included (the largest legal bid up to it).
      if (fixedBid >= 0) {
        let bid = legal[0];
        for (const b of legal) if (b <= fixedBid && b > bid) bid = b;
        return bid;
      }
      // Initiative is worth a little only with a strong attack ready; keep at least 3 Momentum to act and react with
      // (so with 3 or less the bid is 0 whatever is ready: not looked for).
      if (momentum <= 3) return legal.includes(0) ? 0 : legal[0];
      const ready = readyAttack(s, p);
      const want = ready > 0.6 ? 1 : 0;
      const bid = Math.max(0, Math.min(want, momentum - 3));
      return legal.includes(bid) ? bid : legal[0];
    }
    case D_FIRST:
      return readyAttack(s, p) >= readyAttack(s, 1 - p) * 0.8 ? 0 : 1;
    case D_REACT: {
      if (momentum < 1 && s.temptorFree[p] === 0 && !(s.bondIs(p, 'discipline') && !s.disciplineReaction[p])) return 0;
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
      // A Deny that costs nothing (discipline-deny=first-free, RR-069) is always taken.
      if (s.variants['discipline-deny'] === 'first-free' && s.bondIs(p, 'discipline') && !s.disciplineReaction[p]) return 1;
      return momentum >= 3 && momentum >= s.momentum[1 - p] ? 1 : 0;
    case D_COUNTER:
      return momentum >= 2 ? 1 : 0;
    case D_EXIT:
      // exit (RR-143): pay to leave Rough or Hazardous terrain only with 5 or more Momentum (default), always, or never.
      return exitPolicy === EXIT_PAY ? 1 : exitPolicy === EXIT_ROLL ? 0 : momentum >= 5 ? 1 : 0;
    case D_ACTION: {
      let best = legal[0];
      // Passing keeps Momentum for reactions; an action must be worth more than that.
      let bestValue = momentum <= 1 ? 0.2 : 0.06;
      // Act last: while the enemy still has Momentum, let it spend it first (it cannot react once it has none, and in a
      // scenario's last round the count is taken after it), unless it has just passed (a second pass ends the round)
      // or an action worth more than WAIT_VALUE is ready.
      if (mustForce(s, p)) bestValue = momentum <= 1 ? 0.2 : FORCE_VALUE;
      else if (s.momentum[1 - p] >= 1 && s.passes === 0) bestValue = Math.max(bestValue, WAIT_VALUE);
      // The decision's per-Element caches (SPRINT_CAPPED for the costly pass below), cleared in one loop, not three fills.
      for (let k = 0; k < 16; k++) {
        INTIMIDATED[k] = 0;
        IN_REACH[k] = 0;
        SPRINT_CAPPED[k] = 0;
      }
      LEGAL = legal;
      AI[AI_NOW] = Number.NaN;
      // Every action's noise is drawn in the listing's order, in the first pass below (nothing scored there draws, so
      // these are the draws of scoring every action in that order; twelfth pass: one loop, not a loop of draws first).
      const count = legal.length;
      if (NOISE.length < count) {
        NOISE = new Float64Array(2 * count);
        COSTLY_K = new Int32Array(2 * count);
      }
      // Two passes, cheap kinds first: a Charge or Sprint plans its move, and a high best found among the attacks and
      // the fixed-value kinds lets its bound skip that plan (bench-rattle-and-rend). The choice is the same as one
      // pass in the listing's order: the highest value above the threshold, the earliest in the listing on a tie.
      CHOSEN = -1;
      CHOSEN_VALUE[0] = bestValue;
      // The Charges and Sprints are noted in the listing's order (COSTLY_K) for the second pass.
      let costly = 0;
      for (let k = 0; k < count; k++) {
        const code = legal[k];
        if (code === PASS) continue;
        const noise = rng.nextFloat() * 0.01;
        NOISE[k] = noise;
        if (isCostly(code)) {
          COSTLY_K[costly++] = k;
          continue;
        }
        // weigh's own test first for the fixed-value kinds (the same doubles), so most of them cost no call.
        if (fixedBound(code) + noise <= CHOSEN_VALUE[0]) continue;
        weigh(s, p, code, k);
      }
      // Then the Charges and Sprints, highest bound first (fifth pass: the likeliest best is planned first, and once a
      // bound cannot beat the best so far neither can any after it, so their moves are never planned). The order
      // changes nothing chosen: weigh keeps the highest value, the earliest listed on a tie.
      // Sixth pass: a bound at or below the best after the cheap kinds is never weighed (the best only rises, and the
      // loop below stops at the first such bound), so it is not sorted in; and an Element whose Sprints all have such a
      // bound (sprintCapped) has none of their bounds computed.
      // Eighth pass (a deliberate change): only the COSTLY_WEIGHED highest-bound Charges and as many Sprints are scored
      // in full (ties: the earliest listed first), so a Charge or Sprint ranked lower within its kind is never chosen.
      // Only the COSTLY_WEIGHED highest bounds of each kind can be scored, so each kind keeps just those (TOP_BOUND,
      // TOP_K: highest first, the earliest listed first on a tie), not every bound sorted (bench-rattle-and-rend).
      TOP_COUNT[0] = 0;
      TOP_COUNT[1] = 0;
      for (let q = 0; q < costly; q++) {
        const k = COSTLY_K[q];
        const code = legal[k];
        const sprint = actionKind(code) === AK_SPRINT;
        if (sprint) {
          const i = actionActor(code);
          if (SPRINT_CAPPED[i] === 0) SPRINT_CAPPED[i] = sprintCapped(s, p, i) ? 1 : 2;
          if (SPRINT_CAPPED[i] === 1) continue;
        }
        scoreBound(s, p, code);
        const bound = SCORE[2] + NOISE[k];
        if (bound <= CHOSEN_VALUE[0]) continue;
        keepTop(sprint ? 1 : 0, bound, k);
      }
      // The kept bounds of both kinds, highest first (the earliest listed first on a tie): the order one sorted list of
      // every bound gave. Once a bound cannot beat the best so far, neither can any after it.
      let c = 0;
      let sp = 0;
      const charges = TOP_COUNT[0];
      const sprints = TOP_COUNT[1];
      while (c < charges || sp < sprints) {
        let t: number;
        if (sp >= sprints) t = c++;
        else if (c >= charges) t = COSTLY_WEIGHED + sp++;
        else {
          const bc = TOP_BOUND[c];
          const bs = TOP_BOUND[COSTLY_WEIGHED + sp];
          t = bc > bs || (bc === bs && TOP_K[c] < TOP_K[COSTLY_WEIGHED + sp]) ? c++ : COSTLY_WEIGHED + sp++;
        }
        if (TOP_BOUND[t] <= CHOSEN_VALUE[0]) break;
        const code = legal[TOP_K[t]];
        // An intimidated actor's value is scaled by 0.35 after scoring (weighBounded), and rounding keeps the order:
        // value <= bound, so value * 0.35 <= bound * 0.35, and below the best it is never chosen; its plan is skipped
        // (eleventh pass: ~5 plans a heuristic game, x1.012, 4 of 4 pairs; the actor's Intimidate is asked by
        // weighBounded anyway, so asking first costs nothing; strictly below, so a tie is still weighed).
        if (TOP_BOUND[t] * INTIMIDATED_FACTOR < CHOSEN_VALUE[0] && isIntimidated(s, p, actionActor(code))) continue;
        weighBounded(s, p, code, TOP_K[t]);
      }
      if (CHOSEN >= 0) best = legal[CHOSEN];
      return best;
    }
  }
  return legal[0];
}

/**
 * Kill Them All and Duel have no round limit (Victory Conditions): a side not ahead on points in play cannot win by
 * waiting, so after the fourth round (when every limited scenario is over) it stops waiting for the enemy to spend
 * first and takes any action worth FORCE_VALUE. Before this, two heuristic players reached the toolkit's round cap in
 * 73% of Kill Them All games (rr-game-pace, RR-150), both passing every turn from about round 5 (SPEED.md, the earlier series' eleventh pass).
 */
function mustForce(s: Table, p: number): boolean {
  if ((s.scenario !== 0 && s.scenario !== 3) || s.round <= SCENARIO_ROUNDS) return false;
  let mine = 0;
  let theirs = 0;
  for (let i = 0; i < s.n; i++) {
    if (s.status[i] !== 0 || s.type[i] === WARD) continue;
    if (s.side[i] === p) mine += s.points[i];
    else theirs += s.points[i];
  }
  return mine <= theirs;
}

/** mustForce's threshold: above a Maneuver (0.02), below a Sprint toward an enemy out of reach or a Charge that closes in. */
const FORCE_VALUE = 0.025;

/**
 * At most this many Charges, and as many Sprints, are scored in full per decision, the highest bounds first (eighth
 * pass, a deliberate change: a full score plans the move and, for a Charge, tries the attack from its end point; a
 * heuristic game scored 223 of them, 128 with the cap). Per kind, because a Sprint's bound (where it heads plus the
 * most its move could add to the scenario's count) is far looser than a Charge's: one cap over both let the Sprints
 * crowd out the Charges and lost strength (SPEED.md, the earlier series' eighth pass).
 */
const COSTLY_WEIGHED = 3;

/** The noise of each listed action this decision, by listing index. */
let NOISE = new Float64Array(256);
/** This decision's Charges and Sprints, by listing index in the listing's order (choose's first pass notes them). */
let COSTLY_K = new Int32Array(256);
/**
 * The COSTLY_WEIGHED highest bounds plus noise (TOP_BOUND) of this decision's Charges (from 0) and Sprints (from
 * COSTLY_WEIGHED), highest first, with their listing indices (TOP_K), and how many each kind holds (TOP_COUNT).
 */
const TOP_BOUND = new Float64Array(2 * COSTLY_WEIGHED);
const TOP_K = new Int32Array(2 * COSTLY_WEIGHED);
const TOP_COUNT = new Int32Array(2);

/** Keeps listed action k, with its bound, among its kind's (0 Charges, 1 Sprints) highest bounds; listed later, it goes after equal ones. */
function keepTop(kind: number, bound: number, k: number): void {
  const first = kind * COSTLY_WEIGHED;
  let at = TOP_COUNT[kind];
  if (at === COSTLY_WEIGHED) {
    // Full: it must beat the lowest kept bound (a tie keeps the one listed earlier).
    if (!(bound > TOP_BOUND[first + at - 1])) return;
    at--;
  } else TOP_COUNT[kind]++;
  while (at > 0 && TOP_BOUND[first + at - 1] < bound) {
    TOP_BOUND[first + at] = TOP_BOUND[first + at - 1];
    TOP_K[first + at] = TOP_K[first + at - 1];
    at--;
  }
  TOP_BOUND[first + at] = bound;
  TOP_K[first + at] = k;
}
/** The choice so far: its listing index (-1: none above the threshold) and value (CHOSEN_VALUE[0]). */
let CHOSEN = -1;
const CHOSEN_VALUE = new Float64Array(1);

/** Per decision: 0 not yet known, 1 every Sprint of Element i has a bound at or below the best after the cheap kinds, 2 not. */
const SPRINT_CAPPED = new Int8Array(16);

/**
 * Whether no Sprint of i can beat the best after the cheap kinds (CHOSEN_VALUE): scoreBound's Sprint bound is
 * sprintBaseIn's base plus reachMoveGain, and each base is at most this cap for its destination (toward an enemy: the
 * constant before the distance is taken off, or 0.02 in reach, or 0.01 for a Ward; away: 0.3 for a marked Duel
 * Element, else 0.06 or 0.01; the objective 0.1; an edge 0.9, listed only for a marker's holder). Rounding is
 * monotonic, so (cap + gain) + 0.01 bounds every (base + gain) + noise (noise is below 0.01).
 */
function sprintCapped(s: Table, p: number, i: number): boolean {
  const duelTarget = s.scenario === 3 && (s.flags[i] & F_DUEL_TARGET) !== 0;
  const precious = s.type[i] === CHAMPION || s.type[i] === WARD || duelTarget;
  let cap = 0.1;
  if (s.mctrl[0] === i || s.mctrl[1] === i || s.mctrl[2] === i) cap = 0.9;
  else if (duelTarget) cap = 0.3;
  else {
    const toward = precious && s.type[i] !== CHAMPION ? 0.01 : precious ? 0.07 : s.scenario === 3 ? 0.2 : 0.12;
    if (toward > cap && !inReach(s, p, i)) cap = toward;
  }
  AI[AI_BUDGET] = (s as RrState).movMm(i, false, 1);
  return cap + reachMoveGain(s, p, i, 1) + 0.01 <= CHOSEN_VALUE[0];
}

/** Charges and Sprints plan their moves: scored after the other kinds. */
function isCostly(code: number): boolean {
  const kind = actionKind(code);
  return kind === AK_CHARGE || kind === AK_SPRINT;
}

/** Scores listed action k against the choice so far (CHOSEN, CHOSEN_VALUE), skipping it when its bound cannot beat that. */
function weigh(s: Table, p: number, code: number, k: number): void {
  // An action that cannot beat the best so far is not scored in full.
  scoreBound(s, p, code);
  if (SCORE[2] + NOISE[k] <= CHOSEN_VALUE[0]) return;
  weighBounded(s, p, code, k);
}

/** weigh for an action whose bound may beat the best so far. */
/** What an action of an Element an enemy Heavy would Intimidate is worth, as a share of its score (weighBounded). */
const INTIMIDATED_FACTOR = 0.35;

function weighBounded(s: Table, p: number, code: number, k: number): void {
  const noise = NOISE[k];
  const bestValue = CHOSEN_VALUE[0];
  SCORE[0] = bestValue - noise;
  scoreAction(s, p, code);
  let value = SCORE[1] + noise;
  // An enemy Heavy that sees the actor will likely Intimidate it (Fury 7+: cancels about 9 times in 10) and take the initiative.
  const actor = actionActor(code);
  if (actionKind(code) !== AK_TACTITIANS && isIntimidated(s, p, actor)) value *= INTIMIDATED_FACTOR;
  if (value > bestValue || (value === bestValue && CHOSEN > k)) {
    CHOSEN_VALUE[0] = value;
    CHOSEN = k;
  }
}

/** Points in play, Momentum and scenario progress, mine minus theirs. */
export function evaluate(state: RrState, player: number): number {
  let value = 0;
  for (let i = 0; i < state.n; i++) {
    if (state.status[i] === REMOVED) continue;
    const sign = state.side[i] === player ? 1 : -1;
    value += sign * state.points[i];
    if (state.scenario === 1 && state.status[i] === 0 && hypot(state.x[i] - 200, state.y[i] - 200) < 70) value += sign * 0.4 * state.points[i];
  }
  value += 0.2 * (state.momentum[player] - state.momentum[1 - player]);
  if (state.scenario === 2) {
    value += 3 * (state.offMarkers[player] - state.offMarkers[1 - player]);
    for (let k = 0; k < 3; k++) if (state.mctrl[k] >= 0) value += state.side[state.mctrl[k]] === player ? 1.5 : -1.5;
  }
  return value;
}
