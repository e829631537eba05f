/**
 * Rattle and Rend: facts of played games, read from each game's event log
 * (004_c41133d86b017ece.txt; catalogue items whose metric line is "Game."):
 *
 * - RR-096 (Ten Actions: "Spend 1 MOMENTUM POINT to take an ACTION. AN ELEMENT
 *   MAY NOT TAKE BACK-TO-BACK ACTIONS"): actions per game, how many cost
 *   nothing, how often the rule holds back the Element that has just acted.
 * - RR-097 (Ten Actions, the LAST MAN STANDING RULE: "if a player is down to a
 *   single non-Ward Element, that player may give their single Element as many
 *   Actions as possible"): how often a side is down to one, in which round,
 *   whether it uses the exception, and how those sides fare; as the engine
 *   reads it (one non-Ward Element in play) and strictly (none waiting off the
 *   board either).
 * - RR-102 (Gameplay › Ending the Round: "The Round ends only when both players
 *   have consecutive passes or both have run out of Momentum"): which way each
 *   round ends, and the Momentum left unspent.
 * - RR-103 (Gameplay › Warband Morale, at 6 then 3 Total Momentum): how often
 *   each check comes, what it removes, how the checked sides fare.
 * - RR-104 (Gameplay › Victory and Defeat), RR-152 (Victory Conditions ›
 *   Capture the Flags), RR-153 (Victory Conditions › Duel): how the games of
 *   each scenario end (which condition decides, in which round, draws).
 * - RR-156 (Sprint), RR-159 (Maneuver), RR-170 (Evade): how often each is
 *   taken or declared and how its check goes. RR-158 (Feint) likewise: the
 *   heuristic player Feints where its expected gain says so (heuristic:feint=on,
 *   the default since rr-options-in-play measured it better). RR-166 (Rally) is
 *   read the same way, but the heuristic player never Rallies, so it stays
 *   unanswered (ANSWERED).
 *
 * Design. Every scenario (toolkit setting `scenario`, deployment and terrain
 * rolled) with each of the six pairings of the four example warbands (the
 * Vampire Court mirror, two Superiority warbands paying their Momentum away in
 * tied bids, is left out: rr-game-pace), heuristic player on both sides, pairs
 * of games with the sides swapped; each arm reads its own lane of the trial's
 * stream, so arms are independent and their sums over pairs add. Shares are
 * counted over the unit they are about (rounds, sides, checks) as ratios over
 * pairs of games (src/stats/ratioShare.ts); pooled over all arms every
 * scenario weighs the same, which is not the rolled scenario's spread.
 *
 * What is read, and from where. The log (engine.ts, actions.ts, reactions.ts
 * events): each round's last two passes (`pass`: forced or not, Momentum
 * left) before its `round-end`; the `end` event's reason and round; `morale`
 * events and the `removed` events with cause 'morale' after them; `action`
 * events (the acting Element is the number ending the label before ': ',
 * Tactitians' choice has none) and the Guile `check` the acting Element rolls
 * for a Feint or a Maneuver; `react` events for Rally and Evade, the reacting
 * Element's Guile check, or `reaction-stopped` when a Deny stood. Last Man
 * Standing, the back-to-back rule and the Sprint's cap are read from the state
 * at each action decision with the choice made (DecisionWatch), as the
 * engine's listing reads them. The engine's state, log and behaviour are
 * untouched.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import { pairRatioSums } from '../../src/sim/match/pairRatios.ts';
import { nonNegative } from '../../src/sim/match/pairPools.ts';
import { ratioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { wilson, Z95 } from '../../src/stats/wilson.ts';
import { normalCdf } from '../../src/stats/normal.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { playToEnd, type Seat, STREAM_WORDS } from '../../src/game/playGame.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatMean, formatProportion, groupThousands, shown } from '../../src/report/format.ts';
import { BAND, MORALE_FIRST, MORALE_SECOND, PROFILES, SCENARIOS, SKIRMISHERS, WARD } from '../../src/systems/rattle-and-rend/rules.ts';
import { checkProbabilitiesForDice } from '../../src/systems/rattle-and-rend/check.ts';
import { AK_SPRINT, AK_TACTITIANS, PASS, actionActor, actionKind } from '../../src/systems/rattle-and-rend/ops.ts';
import { IN_PLAY } from '../../src/systems/rattle-and-rend/board.ts';
import { D_ACTION, REMOVED, type RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armEstimate, interval, keepMetrics, poolEstimates, titleWords, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');
export const WARBANDS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'] as const;
const preset = (id: string): RrSide => loadSide(game, `preset:${id}`) as RrSide;
/** Short names for the arms' labels (charts cut long ones). */
const SHORT: Record<(typeof WARBANDS)[number], string> = { 'dwarven-throng': 'Throng', 'ghostly-host': 'Host', 'ogrekin-hunting-party': 'Ogrekin', 'vampire-court': 'Court' };
/** The six pairings of the example warbands (no mirrors). */
export const PAIRINGS = WARBANDS.flatMap((a, i) => WARBANDS.slice(i + 1).map((b) => [a, b] as const));
type Scenario = (typeof SCENARIOS)[number];
/** The rulebook's names of the scenarios (Step 1. Victory Conditions). */
const SCENARIO_NAMES: Record<Scenario, string> = { 'kill-them-all': 'Kill Them All', 'king-of-the-hill': 'King of the Hill', 'capture-the-flags': 'Capture the Flags', duel: 'Duel', conquest: 'Conquest' };

function match(a: string, b: string, scenario: Scenario): MatchParams {
  return { system: game.id, sideA: preset(a), sideB: preset(b), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`scenario=${scenario}`]) };
}

export const ARMS: MatchArm[] = SCENARIOS.flatMap((scenario) =>
  PAIRINGS.map(([a, b]) => ({
    id: `${scenario}-${a}-vs-${b}`,
    label: `${SCENARIO_NAMES[scenario]}: ${SHORT[a]} vs ${SHORT[b]}`,
    params: match(a, b, scenario),
    coords: { scenario: SCENARIO_NAMES[scenario], a: titleWords(a), b: titleWords(b) },
    baseline: null,
  })),
);

/** Arm k reads lane k of the trial's stream (by scenario and sides, since worker threads see copies of the params). */
export const laneOf = (params: MatchParams): number => {
  const scenario = (params.variants as Record<string, string>).scenario;
  const k = ARMS.findIndex((arm) => (arm.params.variants as Record<string, string>).scenario === scenario && (arm.params.sideA as RrSide).name === (params.sideA as RrSide).name && (arm.params.sideB as RrSide).name === (params.sideB as RrSide).name);
  if (k < 0) throw new Error(`rr-game-facts: no arm for ${scenario}, ${(params.sideA as RrSide).name} vs ${(params.sideB as RrSide).name}`);
  return k;
};

// ---- Reading the log --------------------------------------------------------------------------

/** "Fighters 3: Sprint toward ..." -> actor 3 and what it does; null for an action no Element takes ("Tactitians: -1 Fury"). */
export function parseAction(text: string): { actor: number; what: string } | null {
  const at = text.indexOf(': ');
  if (at < 0) throw new Error(`rr-game-facts: an action or reaction without its Element: '${text}'`);
  const number = /(\d+)$/.exec(text.slice(0, at));
  return number ? { actor: Number(number[1]), what: text.slice(at + 2) } : null;
}

/** The number ending a label ("Champion (Spot Weakness) 2" -> 2). */
const lastNumber = (text: string): number => {
  const number = /(\d+)$/.exec(text);
  if (!number) throw new Error(`rr-game-facts: no Element number in '${text}'`);
  return Number(number[1]);
};

/** Events that close an action's span: its checks and effects come before the next of these. */
const BOUNDARIES = new Set(['action', 'pass', 'round', 'round-end', 'end']);

/** How one round ended (RR-102). A pass is "out" at 0 Momentum, "chose" with Momentum left, "stuck" when forced with Momentum left (no legal action, or the 24-action guard). */
export const ROUND_ENDINGS = ['bothOut', 'oneOut', 'bothChose', 'stuck', 'cut'] as const;
export type RoundEnding = (typeof ROUND_ENDINGS)[number];

export interface RoundReading extends Record<RoundEnding, number> {
  /** Rounds begun. */
  rounds: number;
  /** Rounds ended by two passes (every ending but `cut`). */
  passed: number;
  /** Momentum both sides held when a round ended by passes, summed over those rounds. */
  momentumLeft: number;
}

/**
 * Each round's ending: the last two passes before its `round-end` (the engine
 * ends the round at the second consecutive pass, and a player without
 * Momentum passes, forced; an action or a swap of the initiative starts the
 * count again), or `cut` when the game ended inside the round.
 */
export function readRounds(log: readonly GameEvent[]): RoundReading {
  const r: RoundReading = { rounds: 0, passed: 0, momentumLeft: 0, bothOut: 0, oneOut: 0, bothChose: 0, stuck: 0, cut: 0 };
  let passes: GameEvent[] = [];
  let open = false;
  for (const event of log) {
    if (event.kind === 'round') {
      if (open) throw new Error(`rr-game-facts: round ${event.round} began before round ${(event.round as number) - 1} ended`);
      r.rounds++;
      open = true;
      passes = [];
    } else if (event.kind === 'action' || event.kind === 'initiative-swaps') passes = [];
    else if (event.kind === 'pass') passes.push(event);
    else if (event.kind === 'round-end') {
      const [a, b] = passes.slice(-2);
      if (!b || a.player === b.player) throw new Error(`rr-game-facts: round ${event.round} ended without two consecutive passes by both players`);
      const kinds = [a, b].map((p) => ((p.momentum as number) <= 0 ? 'out' : p.forced ? 'stuck' : 'chose'));
      const out = kinds.filter((k) => k === 'out').length;
      const ending: RoundEnding = kinds.includes('stuck') ? 'stuck' : out === 2 ? 'bothOut' : out === 1 ? 'oneOut' : 'bothChose';
      r[ending]++;
      r.passed++;
      const [m0, m1] = event.momentum as number[];
      r.momentumLeft += m0 + m1;
      open = false;
    } else if (event.kind === 'end' && open) {
      r.cut++;
      open = false;
    }
  }
  if (open) throw new Error('rr-game-facts: a game whose last round neither ended nor was cut by the end of the game');
  return r;
}

/** How a game ended (RR-104, RR-152, RR-153): the `end` event's reason, grouped. */
export const ENDINGS = ['removed', 'hill', 'hillPoints', 'flagsOff', 'flagsHeld', 'flagsNear', 'duel', 'zones', 'centre', 'capPoints', 'tied'] as const;
export type Ending = (typeof ENDINGS)[number];

export const ENDING_LABELS: Record<Ending, string> = {
  removed: 'every enemy Element removed',
  hill: 'most points on the hill after round 4',
  hillPoints: 'hill tied, most points in play',
  flagsOff: 'two objective markers carried off',
  flagsHeld: 'most objective markers controlled after round 4',
  flagsNear: 'no marker controlled: most points within M of the centre',
  duel: 'the enemy duel targets removed',
  zones: 'most zones won',
  centre: 'zones tied, most points in the centre zone',
  capPoints: "the toolkit's round cap, most points in play",
  tied: "level at the scenario's end: a draw",
};

/** The endings each scenario can have: an `end` event naming another throws. */
export const SCENARIO_ENDINGS: Record<Scenario, readonly Ending[]> = {
  'kill-them-all': ['removed', 'capPoints', 'tied'],
  'king-of-the-hill': ['removed', 'hill', 'hillPoints', 'tied'],
  'capture-the-flags': ['removed', 'flagsOff', 'flagsHeld', 'flagsNear', 'tied'],
  duel: ['removed', 'duel', 'capPoints', 'tied'],
  conquest: ['removed', 'zones', 'centre', 'tied'],
};

function endingOfReason(reason: string): Ending | null {
  if (reason === 'every enemy Element removed' || reason === 'both warbands removed') return 'removed';
  if (reason === 'most points on the hill') return 'hill';
  if (reason === 'hill tied: most points in play') return 'hillPoints';
  if (reason === 'two objective markers carried off') return 'flagsOff';
  // The three `ctf-control` readings of "the player in control of the objective marker" (RR-064).
  if (reason === 'most objective markers controlled' || reason === 'the only side in control of an objective marker' || reason === 'the centre objective marker controlled') return 'flagsHeld';
  if (reason === 'no control: most points within M of the centre') return 'flagsNear';
  if (reason === 'duel targets removed') return 'duel';
  if (reason === 'most zones won') return 'zones';
  if (reason === 'zones tied: most points in the centre zone') return 'centre';
  if (/^round limit \(\d+\): most points in play$/.test(reason)) return 'capPoints';
  if (reason === 'hill and points in play tied' || reason === 'markers and points tied' || reason === 'zones tied after the fifth round' || /^round limit \(\d+\) with equal points$/.test(reason)) return 'tied';
  return null;
}

export interface EndReading {
  ending: Ending;
  round: number;
  drawn: boolean;
}

/** The game's ending, from its `end` event; a reason unknown, or not one of the scenario's, throws. */
export function readEnding(log: readonly GameEvent[], scenario: Scenario): EndReading {
  const end = log.find((event) => event.kind === 'end');
  if (!end) throw new Error('rr-game-facts: a game without an end event');
  const reason = String(end.reason);
  const ending = endingOfReason(reason);
  if (!ending || !SCENARIO_ENDINGS[scenario].includes(ending)) throw new Error(`rr-game-facts: a ${scenario} game ended by '${reason}'`);
  return { ending, round: end.round as number, drawn: end.winner === 'draw' };
}

/** One side's Warband Morale (RR-103): the checks it made, and the points each cost (Elements removed by it). */
export interface MoraleReading {
  /** The first check (at 6 or less), made without a penalty. */
  first: number;
  /** The second check (at 3 or less), at a penalty. */
  second: number;
  /** The second check without the first: 6 and 3 crossed in one round, so only the penalised check came. */
  jump: number;
  firstLost: number;
  secondLost: number;
  /** The round the side's first check (either) came in; 0 if none. */
  round: number;
}

/** Reads seat's `morale` events and the `removed` events (cause 'morale') of the same seat and round after each. */
export function readMorale(log: readonly GameEvent[], seat: number, points: ArrayLike<number>): MoraleReading {
  const r: MoraleReading = { first: 0, second: 0, jump: 0, firstLost: 0, secondLost: 0, round: 0 };
  let current: { round: number; penalty: boolean } | null = null;
  for (const event of log) {
    if (event.player !== seat) continue;
    if (event.kind === 'morale') {
      const penalty = event.penalty === true;
      if (penalty ? r.second : r.first) throw new Error(`rr-game-facts: seat ${seat} made the ${penalty ? 'second' : 'first'} Morale check twice`);
      if (penalty) {
        r.second = 1;
        if (!r.first) r.jump = 1;
      } else {
        if (r.second) throw new Error(`rr-game-facts: seat ${seat} made the first Morale check after the second`);
        r.first = 1;
      }
      current = { round: event.round as number, penalty };
      if (!r.round) r.round = current.round;
    } else if (event.kind === 'removed' && event.cause === 'morale') {
      if (!current || current.round !== event.round) throw new Error(`rr-game-facts: a Morale removal in round ${event.round} without a Morale check`);
      const lost = points[event.element as number];
      if (current.penalty) r.secondLost += lost;
      else r.firstLost += lost;
    }
  }
  return r;
}

/**
 * Actions seat took with the Element that took its previous action in the same
 * round (Tactitians' choice, no Element's action, leaves the count as it is):
 * the engine allows these only under Last Man Standing (before rr-options-in-play
 * also when a carried Element got out right after getting in).
 */
export function readBackToBack(log: readonly GameEvent[], seat: number): number {
  let last = -1;
  let count = 0;
  for (const event of log) {
    if (event.kind === 'round') last = -1;
    if (event.kind !== 'action' || event.player !== seat) continue;
    const parsed = parseAction(String(event.action));
    if (!parsed) continue;
    if (parsed.actor === last) count++;
    last = parsed.actor;
  }
  return count;
}

/** A check's three results, and `none` for an action or reaction that rolled none (cancelled, or its target gone). */
const RESULTS = ['fail', 'success', 'critical'] as const;
type Outcome = (typeof RESULTS)[number] | 'none';

/** The first check of kind `check` that Element `element` rolls in the span after log[from], before the next boundary. */
export function checkInSpan(log: readonly GameEvent[], from: number, element: number, check: string, stop: (event: GameEvent) => boolean = (e) => BOUNDARIES.has(e.kind)): { outcome: Outcome; at: number } {
  for (let j = from + 1; j < log.length; j++) {
    const event = log[j];
    if (stop(event)) return { outcome: 'none', at: j };
    if (event.kind === 'check' && event.element === element && event.check === check) {
      const result = String(event.result);
      if (!(RESULTS as readonly string[]).includes(result)) throw new Error(`rr-game-facts: a check result '${result}'`);
      return { outcome: result as Outcome, at: j };
    }
  }
  return { outcome: 'none', at: log.length };
}

/** Counts of one checked action or reaction: taken (or declared), stopped by a Deny, each result, and its critical's extra. */
export interface CheckedTally {
  taken: number;
  stopped: number;
  none: number;
  fail: number;
  success: number;
  critical: number;
  /** Feint: criticals that put the target into Hazardous Terrain; Maneuver and Evade: criticals whose free action was taken. */
  extra: number;
}

export const tally = (): CheckedTally => ({ taken: 0, stopped: 0, none: 0, fail: 0, success: 0, critical: 0, extra: 0 });

export const SPRINT_DESTINATIONS = ['toward', 'away', 'objective', 'edge', 'inspiring'] as const;
export type SprintDestination = (typeof SPRINT_DESTINATIONS)[number];

export interface ActionReading {
  /** Actions by both sides, and those that cost no Momentum. */
  actions: number;
  free: number;
  sprint: Record<SprintDestination, number>;
  feint: CheckedTally;
  maneuver: CheckedTally;
}

function sprintDestination(what: string): SprintDestination {
  const where = what.slice('Sprint '.length);
  if (where === 'away from the nearest enemy') return 'away';
  if (where === 'toward the objective') return 'objective';
  if (where === 'toward the nearest board edge') return 'edge';
  if (where === 'toward Inspiring Terrain') return 'inspiring';
  if (where.startsWith('toward ')) return 'toward';
  throw new Error(`rr-game-facts: a Sprint '${what}'`);
}

/**
 * Sprint, Feint and Maneuver (RR-156, RR-158, RR-159) from the `action` events.
 * A Feint's or Maneuver's check is the acting Element's Guile check in the
 * action's span (reactions' checks are the other side's Elements'; neither
 * action moves its actor here, so no terrain check comes first). A Feint's
 * critical counts when `pushed-into-hazard` follows in the span; a Maneuver's
 * critical when the side's next action in the round is the called Element's.
 * With `seat`, only that seat's actions (rr-options-in-play reads one side's).
 */
export function readActions(log: readonly GameEvent[], seat?: number): ActionReading {
  const r: ActionReading = { actions: 0, free: 0, sprint: { toward: 0, away: 0, objective: 0, edge: 0, inspiring: 0 }, feint: tally(), maneuver: tally() };
  for (let i = 0; i < log.length; i++) {
    const event = log[i];
    if (event.kind !== 'action' || (seat !== undefined && event.player !== seat)) continue;
    r.actions++;
    if (event.cost === 0) r.free++;
    const parsed = parseAction(String(event.action));
    if (!parsed) continue;
    const { actor, what } = parsed;
    if (what.startsWith('Sprint ')) r.sprint[sprintDestination(what)]++;
    const feint = what.startsWith('Feint ');
    const maneuver = what.startsWith('Maneuver, calling ');
    if (!feint && !maneuver) continue;
    const t = feint ? r.feint : r.maneuver;
    t.taken++;
    const { outcome, at } = checkInSpan(log, i, actor, 'Guile');
    t[outcome]++;
    if (outcome !== 'critical') continue;
    if (feint) {
      const target = lastNumber(what.replace(/ \(moving .*\)$/, ''));
      for (let j = at + 1; j < log.length && !BOUNDARIES.has(log[j].kind); j++) {
        if (log[j].kind === 'pushed-into-hazard' && log[j].element === target) {
          t.extra++;
          break;
        }
      }
    } else {
      const called = lastNumber(what);
      const next = nextAction(log, at, event.player as number);
      if (next && next.actor === called) t.extra++;
    }
  }
  return r;
}

/** The next Element action of `seat` after log[from] in the same round (null if the round ends first). */
function nextAction(log: readonly GameEvent[], from: number, seat: number): { actor: number; cost: number } | null {
  for (let j = from + 1; j < log.length; j++) {
    const event = log[j];
    if (event.kind === 'round-end' || event.kind === 'round' || event.kind === 'end') return null;
    if (event.kind !== 'action' || event.player !== seat) continue;
    const parsed = parseAction(String(event.action));
    if (parsed) return { actor: parsed.actor, cost: event.cost as number };
  }
  return null;
}

export interface ReactionReading {
  rally: CheckedTally;
  evade: CheckedTally;
}

/**
 * Rally and Evade (RR-166, RR-170) from the `react` events: stopped when
 * `reaction-stopped` comes before the reacting Element's Guile check; else
 * that check's result. An Evade's critical counts when its side takes a free
 * action (cost 0) later in the round. With `seat`, only that seat's reactions.
 */
export function readReactions(log: readonly GameEvent[], seat?: number): ReactionReading {
  const r: ReactionReading = { rally: tally(), evade: tally() };
  for (let i = 0; i < log.length; i++) {
    const event = log[i];
    if (event.kind !== 'react' || (seat !== undefined && event.player !== seat)) continue;
    const parsed = parseAction(String(event.reaction));
    if (!parsed || (parsed.what !== 'Rally' && parsed.what !== 'Evade')) continue;
    const t = parsed.what === 'Rally' ? r.rally : r.evade;
    t.taken++;
    const stop = (e: GameEvent) => e.kind === 'reaction-stopped' || e.kind === 'reaction-result' || BOUNDARIES.has(e.kind);
    const { outcome, at } = checkInSpan(log, i, parsed.actor, 'Guile', stop);
    if (outcome === 'none' && log[at]?.kind === 'reaction-stopped') {
      t.stopped++;
      continue;
    }
    t[outcome]++;
    if (outcome === 'critical' && t === r.evade && freeActionLater(log, at, event.player as number)) t.extra++;
  }
  return r;
}

/** Whether `seat` takes an action costing nothing after log[from] in the same round. */
function freeActionLater(log: readonly GameEvent[], from: number, seat: number): boolean {
  for (let j = from + 1; j < log.length; j++) {
    const event = log[j];
    if (event.kind === 'round-end' || event.kind === 'round' || event.kind === 'end') return false;
    if (event.kind === 'action' && event.player === seat && event.cost === 0) return true;
  }
  return false;
}

// ---- Watching the decisions (Last Man Standing, the back-to-back rule, Sprints at L) -----------

/**
 * At each action decision, what the engine's listing sees (actions.ts
 * listActionCodes), and what the player chose. One non-Ward Element in play
 * lifts the back-to-back rule (Last Man Standing, as the engine reads it);
 * "strictly" down to one is that with no other non-Ward Element waiting off
 * the board (in reserve, carried or banished: not removed). With more than one
 * in play, the Element that took the side's last action this round, if still in
 * play, is held back.
 */
export class DecisionWatch {
  readonly decisions = [0, 0];
  readonly heldBack = [0, 0];
  /** The round a side first had an action decision with one non-Ward Element in play (0: never). */
  readonly lastManRound = [0, 0];
  /** The same, strictly down to one (no other non-Ward Element off the board but not removed). */
  readonly strictRound = [0, 0];
  /** Back-to-back actions chosen under Last Man Standing; of them, those strictly down to one. */
  readonly backToBack = [0, 0];
  readonly strictBackToBack = [0, 0];
  /** Sprints chosen by an Element whose MOV is already L, so the Sprint adds nothing ("No ELEMENT may move more than L"). */
  readonly sprintsAtL = [0, 0];

  observe(s: RrState, choice: number): void {
    if (s.decision !== D_ACTION) return;
    const p = s.decider;
    this.decisions[p]++;
    const kind = choice === PASS ? -1 : actionKind(choice);
    if (kind === AK_SPRINT && s.movBand(actionActor(choice)) >= BAND.L) this.sprintsAtL[p]++;
    const inPlay = s.nonWardInPlay(p);
    const last = s.lastActor[p];
    if (inPlay === 1) {
      let waiting = false;
      for (let i = 0; i < s.n; i++) if (s.side[i] === p && s.type[i] !== WARD && s.status[i] !== IN_PLAY && s.status[i] !== REMOVED) waiting = true;
      if (this.lastManRound[p] === 0) this.lastManRound[p] = s.round;
      if (!waiting && this.strictRound[p] === 0) this.strictRound[p] = s.round;
      if (kind >= 0 && kind !== AK_TACTITIANS && actionActor(choice) === last) {
        this.backToBack[p]++;
        if (!waiting) this.strictBackToBack[p]++;
      }
      return;
    }
    if (inPlay > 1 && last >= 0 && s.status[last] === IN_PLAY && s.type[last] !== WARD) this.heldBack[p]++;
  }
}

/** Plays the game to its end like playToEnd, the watch shown every decision. */
function playWatched(state: RrState, seats: readonly [Seat, Seat]): DecisionWatch {
  const watch = new DecisionWatch();
  playToEnd(state, seats, (_mover, choice) => watch.observe(state, choice));
  return watch;
}

// ---- One game's reading -----------------------------------------------------------------------

/** One game's readings by id (READINGS): counts per game, both sides added where a side is the unit. */
export type GameReading = Record<string, number>;

/** A checked action's or reaction's tally as readings: `<what>s`, `<what>Stopped`, `<what>Checked`, `<what>None`, each result, and its critical's extra. */
export function putTally(r: GameReading, what: string, plural: string, t: CheckedTally, extra: string): void {
  r[plural] = t.taken;
  r[`${what}Checked`] = t.fail + t.success + t.critical;
  r[`${what}None`] = t.none;
  r[`${what}Stopped`] = t.stopped;
  r[`${what}Fail`] = t.fail;
  r[`${what}Success`] = t.success;
  r[`${what}Critical`] = t.critical;
  r[extra] = t.extra;
}

/** One game read from its log, its final state and the decision watch. */
export function readGame(state: RrState, watch: DecisionWatch): GameReading {
  const log = state.log ?? [];
  const rounds = readRounds(log);
  const end = readEnding(log, SCENARIOS[state.scenario]);
  const actions = readActions(log);
  const reactions = readReactions(log);
  const score = (seat: number) => (state.returns()[seat] + 1) / 2;
  const r: GameReading = Object.fromEntries(Object.keys(READINGS).map((id) => [id, 0]));
  Object.assign(r, {
    games: 1,
    sides: 2,
    rounds: rounds.rounds,
    roundsPassed: rounds.passed,
    ...Object.fromEntries(ROUND_ENDINGS.map((e) => [roundsId(e), rounds[e]])),
    momentumLeft: rounds.momentumLeft,
    endRound: end.round,
    drawn: end.drawn ? 1 : 0,
    [endingId(end.ending)]: 1,
    actionDecisions: watch.decisions[0] + watch.decisions[1],
    heldBack: watch.heldBack[0] + watch.heldBack[1],
    actions: actions.actions,
    freeActions: actions.free,
    sprints: SPRINT_DESTINATIONS.reduce((sum, d) => sum + actions.sprint[d], 0),
    sprintToward: actions.sprint.toward,
    sprintAway: actions.sprint.away,
    sprintObjective: actions.sprint.objective,
    sprintEdge: actions.sprint.edge,
    sprintsAtL: watch.sprintsAtL[0] + watch.sprintsAtL[1],
    markersTaken: log.filter((e) => e.kind === 'marker-taken').length,
    markersOff: log.filter((e) => e.kind === 'marker-off').length,
  });
  putTally(r, 'feint', 'feints', actions.feint, 'feintHazard');
  putTally(r, 'maneuver', 'maneuvers', actions.maneuver, 'maneuverFreeUsed');
  putTally(r, 'rally', 'rallies', reactions.rally, 'rallyExtra');
  putTally(r, 'evade', 'evades', reactions.evade, 'evadeFreeUsed');
  for (let seat = 0; seat < 2; seat++) {
    if (!state.bondIs(seat, 'null')) {
      const m = readMorale(log, seat, state.points);
      const measure = state.moraleMeasure(seat);
      r.moraleSides++;
      r.moraleFirst += m.first;
      r.moraleSecond += m.second;
      r.moraleJump += m.jump;
      r.moraleFirstLost += m.firstLost;
      r.moraleSecondLost += m.secondLost;
      if (m.first || m.second) {
        r.moraleChecked++;
        r.moraleCheckedScore += score(seat);
        r.moraleRoundsAfter += end.round - m.round;
      }
      // A side with Elements left at or below a threshold it never checked at (a side wiped out has none to check).
      if (measure > 0 && ((measure <= MORALE_FIRST && !m.first && !m.second) || (measure <= MORALE_SECOND && !m.second))) r.moraleMissed++;
    } else if (log.some((e) => e.kind === 'morale' && e.player === seat)) throw new Error(`rr-game-facts: a Null warband (seat ${seat}) made a Morale check`);
    const backToBack = readBackToBack(log, seat);
    r.backToBack += backToBack;
    r.backToBackWatched += watch.backToBack[seat];
    if (watch.lastManRound[seat] > 0) {
      r.lastMan++;
      r.lastManRound += watch.lastManRound[seat];
      r.lastManUsed += backToBack > 0 ? 1 : 0;
      r.lastManBackToBack += backToBack;
      r.lastManScore += score(seat);
    }
    if (watch.strictRound[seat] > 0) {
      r.lastManStrict++;
      r.lastManStrictRound += watch.strictRound[seat];
      r.lastManStrictUsed += watch.strictBackToBack[seat] > 0 ? 1 : 0;
      r.lastManStrictScore += score(seat);
    }
  }
  const unknown = Object.keys(r).filter((id) => !(id in READINGS));
  if (unknown.length > 0) throw new Error(`rr-game-facts: readings without a metric: ${unknown.join(', ')}`);
  return r;
}

// ---- The trial's metrics ----------------------------------------------------------------------

const capital = (id: string) => `${id[0].toUpperCase()}${id.slice(1)}`;
const endingId = (e: Ending) => `end${capital(e)}`;
const roundsId = (e: RoundEnding) => `rounds${capital(e)}`;

/** Per game (the pair's two games averaged). */
const READINGS: Record<string, { label: string; unit: string }> = {
  games: { label: 'games', unit: 'per game (1)' },
  sides: { label: 'sides', unit: 'per game (2)' },
  rounds: { label: 'rounds begun', unit: 'rounds per game' },
  roundsPassed: { label: 'rounds ended by two passes', unit: 'rounds per game' },
  roundsBothOut: { label: 'rounds ended with both sides out of Momentum', unit: 'rounds per game' },
  roundsOneOut: { label: 'rounds ended with one side out of Momentum, the other passing with Momentum left', unit: 'rounds per game' },
  roundsBothChose: { label: 'rounds ended with both sides passing with Momentum left', unit: 'rounds per game' },
  roundsStuck: { label: 'rounds ended by a forced pass with Momentum left (no legal action, or the 24-action guard)', unit: 'rounds per game' },
  roundsCut: { label: 'rounds cut short by the end of the game', unit: 'rounds per game' },
  momentumLeft: { label: 'Momentum both sides held when rounds ended by passes (summed over those rounds)', unit: 'Momentum per game' },
  endRound: { label: 'round the game ended in', unit: 'round' },
  drawn: { label: 'games drawn', unit: 'share of games' },
  ...Object.fromEntries(ENDINGS.map((e) => [endingId(e), { label: `game ended: ${ENDING_LABELS[e]}`, unit: 'share of games' }])),
  moraleSides: { label: 'sides subject to Morale (not Null)', unit: 'sides per game' },
  moraleFirst: { label: 'first Morale checks (at 6 or less)', unit: 'sides per game' },
  moraleSecond: { label: 'second Morale checks (at 3 or less, at a penalty)', unit: 'sides per game' },
  moraleJump: { label: 'second Morale checks without a first (6 and 3 crossed in one round)', unit: 'sides per game' },
  moraleFirstLost: { label: 'points lost to first Morale checks', unit: 'points per game' },
  moraleSecondLost: { label: 'points lost to second Morale checks', unit: 'points per game' },
  moraleChecked: { label: 'sides that made a Morale check', unit: 'sides per game' },
  moraleCheckedScore: { label: 'score of sides that made a Morale check (win 1, draw 1/2)', unit: 'per game' },
  moraleRoundsAfter: { label: "rounds the game went on after a side's first Morale check (summed over checked sides)", unit: 'rounds per game' },
  moraleMissed: { label: 'sides at or below a Morale threshold whose check never came', unit: 'sides per game' },
  lastMan: { label: 'sides down to one non-Ward Element in play at an action decision (Last Man Standing, as the engine reads it)', unit: 'sides per game' },
  lastManRound: { label: 'round Last Man Standing first came (summed over those sides)', unit: 'per game' },
  lastManUsed: { label: 'Last Man Standing sides that took back-to-back actions', unit: 'sides per game' },
  lastManBackToBack: { label: 'back-to-back actions by Last Man Standing sides', unit: 'actions per game' },
  lastManScore: { label: 'score of Last Man Standing sides (win 1, draw 1/2)', unit: 'per game' },
  lastManStrict: { label: 'sides strictly down to one non-Ward Element (none waiting off the board)', unit: 'sides per game' },
  lastManStrictRound: { label: 'round a side was first strictly down to one (summed over those sides)', unit: 'per game' },
  lastManStrictUsed: { label: 'sides strictly down to one that took back-to-back actions then', unit: 'sides per game' },
  lastManStrictScore: { label: 'score of sides strictly down to one (win 1, draw 1/2)', unit: 'per game' },
  backToBack: { label: 'back-to-back actions in the log (both sides)', unit: 'actions per game' },
  backToBackWatched: { label: 'back-to-back actions chosen under Last Man Standing (both sides)', unit: 'actions per game' },
  actionDecisions: { label: 'action decisions (both sides)', unit: 'per game' },
  heldBack: { label: 'action decisions at which the back-to-back rule held the last actor back', unit: 'per game' },
  actions: { label: 'actions (both sides)', unit: 'actions per game' },
  freeActions: { label: 'actions that cost no Momentum', unit: 'actions per game' },
  sprints: { label: 'Sprints', unit: 'actions per game' },
  sprintToward: { label: 'Sprints toward an enemy Element', unit: 'actions per game' },
  sprintAway: { label: 'Sprints away from the nearest enemy', unit: 'actions per game' },
  sprintObjective: { label: "Sprints toward the scenario's objective", unit: 'actions per game' },
  sprintEdge: { label: 'Sprints toward the nearest board edge (carrying a marker)', unit: 'actions per game' },
  sprintsAtL: { label: 'Sprints by an Element whose MOV is already L (the cap leaves nothing to add)', unit: 'actions per game' },
  markersTaken: { label: 'objective markers taken (1 Momentum each)', unit: 'per game' },
  markersOff: { label: 'objective markers carried off', unit: 'per game' },
  ...tallyReadings('feint', 'feints', 'Feints', 'taken', ['feintHazard', 'Feint criticals that put the target into Hazardous Terrain']),
  ...tallyReadings('maneuver', 'maneuvers', 'Maneuvers', 'taken', ['maneuverFreeUsed', 'Maneuver criticals whose free action the called Element took']),
  ...tallyReadings('rally', 'rallies', 'Rallies', 'declared', ['rallyExtra', 'nothing (Rally has no extra to count)']),
  ...tallyReadings('evade', 'evades', 'Evades', 'declared', ['evadeFreeUsed', 'Evade criticals whose free action the side took']),
};

/** The readings putTally writes for one checked action or reaction. */
export function tallyReadings(what: string, plural: string, name: string, verb: string, [extra, extraLabel]: [string, string]): Record<string, { label: string; unit: string }> {
  return {
    [plural]: { label: `${name} ${verb}`, unit: 'per game' },
    [`${what}Stopped`]: { label: `${name} stopped by a Deny`, unit: 'per game' },
    [`${what}Checked`]: { label: `${name} that rolled their Guile check`, unit: 'per game' },
    [`${what}None`]: { label: `${name} with no check (cancelled, or the target gone)`, unit: 'per game' },
    [`${what}Fail`]: { label: `${name}: fail`, unit: 'per game' },
    [`${what}Success`]: { label: `${name}: success (not critical)`, unit: 'per game' },
    [`${what}Critical`]: { label: `${name}: critical`, unit: 'per game' },
    [extra]: { label: extraLabel, unit: 'per game' },
  };
}

/** Shares over the unit they are about: ratio id -> [numerator, denominator], both per-game readings. */
export type RatioTable = Readonly<Record<string, readonly [string, string]>>;

/** Shares over the unit they are about: [numerator, denominator], both per-game readings. */
export const RATIOS = {
  ...Object.fromEntries(ROUND_ENDINGS.map((e) => [`round${capital(e)}`, [roundsId(e), 'rounds']])),
  momentumPerRound: ['momentumLeft', 'roundsPassed'],
  drawn: ['drawn', 'games'],
  ...Object.fromEntries(ENDINGS.map((e) => [endingId(e), [endingId(e), 'games']])),
  moraleFirst: ['moraleFirst', 'moraleSides'],
  moraleSecond: ['moraleSecond', 'moraleSides'],
  moraleJump: ['moraleJump', 'moraleSecond'],
  moraleMissed: ['moraleMissed', 'moraleSides'],
  moraleFirstLost: ['moraleFirstLost', 'moraleFirst'],
  moraleSecondLost: ['moraleSecondLost', 'moraleSecond'],
  moraleCheckedScore: ['moraleCheckedScore', 'moraleChecked'],
  moraleRoundsAfter: ['moraleRoundsAfter', 'moraleChecked'],
  lastMan: ['lastMan', 'sides'],
  lastManRound: ['lastManRound', 'lastMan'],
  lastManUsed: ['lastManUsed', 'lastMan'],
  lastManBackToBack: ['lastManBackToBack', 'lastMan'],
  lastManScore: ['lastManScore', 'lastMan'],
  lastManStrict: ['lastManStrict', 'sides'],
  lastManStrictRound: ['lastManStrictRound', 'lastManStrict'],
  lastManStrictUsed: ['lastManStrictUsed', 'lastManStrict'],
  lastManStrictScore: ['lastManStrictScore', 'lastManStrict'],
  heldBack: ['heldBack', 'actionDecisions'],
  freeActions: ['freeActions', 'actions'],
  sprints: ['sprints', 'actions'],
  sprintToward: ['sprintToward', 'sprints'],
  sprintAway: ['sprintAway', 'sprints'],
  sprintObjective: ['sprintObjective', 'sprints'],
  sprintEdge: ['sprintEdge', 'sprints'],
  sprintsAtL: ['sprintsAtL', 'sprints'],
  markersOff: ['markersOff', 'markersTaken'],
  ...checkedRatios('feint'),
  feintHazard: ['feintHazard', 'feintCritical'],
  ...checkedRatios('maneuver'),
  maneuverFreeUsed: ['maneuverFreeUsed', 'maneuverCritical'],
  rallyStopped: ['rallyStopped', 'rallies'],
  ...checkedRatios('rally'),
  evadeStopped: ['evadeStopped', 'evades'],
  ...checkedRatios('evade'),
  evadeFreeUsed: ['evadeFreeUsed', 'evadeCritical'],
} as Record<string, readonly [string, string]>;

/** The three results' shares of the checks rolled. */
export function checkedRatios(what: string): Record<string, readonly [string, string]> {
  return Object.fromEntries(['Fail', 'Success', 'Critical'].map((result) => [`${what}${result}`, [`${what}${result}`, `${what}Checked`]]));
}

export const sumId = (ratio: string) => `${ratio}Sum`;

/** Per-game readings by id, with their labels; each is a count, bounded below by 0, unless declared `signed`. */
export type ReadingSpecs = Readonly<Record<string, { readonly label: string; readonly unit: string; readonly signed?: boolean }>>;

/**
 * The metrics of per-game readings, and of each ratio's numerator plus denominator (the ratio interval's sums): those
 * not signed take min 0, so a rare count's interval stays at or above 0 (pairPools.ts readingMetrics).
 */
export function readingMetrics(readings: ReadingSpecs, ratios: RatioTable): Record<string, MetricSpec> {
  const bound = (signed: boolean | undefined) => (signed ? {} : { min: 0 });
  return {
    ...Object.fromEntries(Object.entries(readings).map(([id, r]) => [id, { kind: 'mean', label: r.label, unit: r.unit, ...bound(r.signed) }])),
    ...Object.fromEntries(
      Object.entries(ratios).map(([ratio, [num, den]]) => [sumId(ratio), { kind: 'mean', label: `${readings[num].label}, plus ${readings[den].label}`, unit: 'per game (for the ratio interval)', ...bound(readings[num].signed || readings[den].signed) }]),
    ),
  };
}

/** A pair's record starts every reading and ratio sum at 0. */
export function startReadings(record: PairRecord, readings: ReadingSpecs, ratios: RatioTable): void {
  for (const id of Object.keys(readingMetrics(readings, ratios))) record[id] = 0;
}

/** One game's readings into its pair's record: per-game means (halves), and each ratio's numerator plus denominator. */
export function addReadings(record: PairRecord, reading: GameReading, readings: ReadingSpecs, ratios: RatioTable): void {
  for (const [id, r] of Object.entries(readings)) (record[id] as number) += (r.signed ? reading[id] : nonNegative(id, reading[id])) / 2;
  for (const [ratio, [num, den]] of Object.entries(ratios)) (record[sumId(ratio)] as number) += (reading[num] + reading[den]) / 2;
}

const METRICS = readingMetrics(READINGS, RATIOS);

const READ: PairObserver<RrState, DecisionWatch> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => startReadings(record, READINGS, RATIOS),
  play: playWatched,
  read: (state, _seatOfA, record, watch) => addReadings(record, readGame(state, watch!), READINGS, RATIOS),
};

export const factsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- Estimates --------------------------------------------------------------------------------

/** A ratio's sums over one arm's pairs (pairTrial.ts pairRatios: a pair's count is twice its per-game mean). */
export function ratioSums(arm: ArmResult, ratio: string, ratios: RatioTable = RATIOS): RatioSums {
  const [num, den] = ratios[ratio];
  return pairRatioSums({ ...arm, metrics: { rHits: arm.metrics[num], rOf: arm.metrics[den], rSum: arm.metrics[sumId(ratio)] } }, 'r');
}

const addSums = (parts: readonly RatioSums[]): RatioSums => {
  const total: RatioSums = { clusters: 0, hits: 0, hitsSquared: 0, observations: 0, observationsSquared: 0, cross: 0 };
  for (const s of parts) for (const key of Object.keys(total) as (keyof RatioSums)[]) total[key] += s[key];
  return total;
};

/** A ratio pooled over arms (each on its own lane: sums add), as p, interval and its denominator. */
export function pooled(arms: readonly ArmResult[], ratio: string, ratios: RatioTable = RATIOS): { p: number; ci: [number, number]; n: number } {
  const sums = addSums(arms.map((arm) => ratioSums(arm, ratio, ratios)));
  const r = ratioShare(sums);
  // None seen: no spread to measure the pairs' correlation by, so count pairs, not units (the widest the design effect can be).
  const ci = sums.hits === 0 && sums.observations > 0 ? wilson(0, sums.clusters) : r.ci;
  return { p: r.p, ci, n: r.n };
}

/** "31% (27-35%, 400 sides)"; "no <noun>" when the denominator never came. */
export function share(arms: readonly ArmResult[], ratio: string, noun: string, ratios: RatioTable = RATIOS): string {
  const r = pooled(arms, ratio, ratios);
  return r.n === 0 ? `no ${noun}` : formatProportion(r.p, r.ci, r.n, noun);
}

/**
 * A mean per unit (points per check, round of first coming), by the ratio
 * estimator: its interval the normal one from the same variance (not a share,
 * so not clamped to 0-1).
 */
export function perUnit(arms: readonly ArmResult[], ratio: string, unit: string, noun: string, ratios: RatioTable = RATIOS): string {
  const sums = addSums(arms.map((arm) => ratioSums(arm, ratio, ratios)));
  const n = sums.observations;
  if (!(n > 0)) return `no ${noun}`;
  const r = sums.hits / n;
  const t = sums.clusters;
  const residuals = Math.max(0, sums.hitsSquared - 2 * r * sums.cross + r * r * sums.observationsSquared);
  const se = t > 1 ? Math.sqrt(residuals / (t - 1) / t) / (n / t) : 0;
  return formatMean(r, [r - Z95 * se, r + Z95 * se], n, unit, noun);
}

/** Per-game mean pooled over arms (equal weight per arm). */
export const perGame = (arms: readonly ArmResult[], id: string): Estimate => poolEstimates(arms.map((arm) => armEstimate(arm, id)));
export const showPerGame = (arms: readonly ArmResult[], id: string, unit: string): string => {
  const e = perGame(arms, id);
  return formatMean(e.mean, interval(e), e.games, unit, 'games');
};

// ---- The answer -------------------------------------------------------------------------------

const scenarioArms = (result: ExperimentResult, scenario: Scenario) => result.arms.filter((arm) => arm.id.startsWith(`${scenario}-`));

function roundLines(result: ExperimentResult): string[] {
  const arms = result.arms;
  const byScenario = SCENARIOS.map((sc) => `${SCENARIO_NAMES[sc]} ${share(scenarioArms(result, sc), 'roundBothOut', 'rounds')}`).join('; ');
  return [
    `RR-102, how rounds end (all ${arms.length} arms, their rounds pooled, so a scenario with more rounds a game weighs more): both players out of Momentum ${share(arms, 'roundBothOut', 'rounds')}; one out and the other passing with Momentum left ${share(arms, 'roundOneOut', 'rounds')}; both passing in a row with Momentum left ${share(arms, 'roundBothChose', 'rounds')}; a forced pass with Momentum left (no legal action, or the toolkit's guard of 24 actions a round) ${share(arms, 'roundStuck', 'rounds')}; cut short by the game's end ${share(arms, 'roundCut', 'rounds')}. When a round ended by passes, both sides together still held ${perUnit(arms, 'momentumPerRound', 'Momentum', 'rounds')}. Rounds ending with both out of Momentum, by scenario: ${byScenario}. The engine ends a round at two passes in a row and makes a player without Momentum pass, so "both have run out of Momentum" is two forced passes; the heuristic player passes while the enemy still has Momentum (README), so a pass with Momentum in hand is partly its style.`,
  ];
}

/** "well below an even score" and the like, only where the interval says so. */
function scoreWords(arms: readonly ArmResult[], ratio: string): string {
  const r = pooled(arms, ratio);
  if (r.n === 0) return '';
  return r.ci[1] < 0.25 ? 'far below an even score: such a side has mostly lost already' : r.ci[1] < 0.5 ? 'below an even score' : r.ci[0] > 0.5 ? 'above an even score' : 'not clearly apart from an even score';
}

function moraleLines(result: ExperimentResult): string[] {
  const all = result.arms;
  const both = all.filter((arm) => !arm.id.includes('ghostly-host'));
  const missed = pooled(all, 'moraleMissed');
  return [
    `RR-103, Warband Morale (sides of the Dwarven Throng, Ogrekin Hunting Party and Vampire Court; the Ghostly Host's Null Bond makes it immune): the first check (at 6 or less Total Momentum) came for ${share(all, 'moraleFirst', 'sides')}, the second (at 3 or less, at a penalty) for ${share(all, 'moraleSecond', 'sides')}; ${share(all, 'moraleJump', 'second checks')} of second checks came without a first (6 and 3 crossed in one round, so only the penalised check is made). A first check removed ${perUnit(all, 'moraleFirstLost', 'points', 'first checks')}, a second ${perUnit(all, 'moraleSecondLost', 'points', 'second checks')}. After a side's first check the game went on ${perUnit(all, 'moraleRoundsAfter', 'rounds', 'checked sides')} more, and those sides scored ${perUnit(all, 'moraleCheckedScore', 'per game', 'checked sides')} (win 1, draw 1/2), ${scoreWords(all, 'moraleCheckedScore')}; what the check itself changes (against no check) is not played here. ${missed.n === 0 ? '' : `${formatProportion(missed.p, missed.ci, missed.n, 'sides')} ended at or below a threshold whose check never came: checks come at the start of the next round, and the game ended first.`}`,
    `In the games without the Ghostly Host (both sides subject to Morale), the first check came for ${share(both, 'moraleFirst', 'sides')} and the second for ${share(both, 'moraleSecond', 'sides')}.`,
  ];
}

function lastManLines(result: ExperimentResult): string[] {
  const arms = result.arms;
  const used = pooled(arms, 'lastManUsed');
  // The verdict under each reading of who is "the last man" (the engine's, and strictly one Element left): they can differ.
  const word = (u: { n: number; ci: [number, number] }) => (u.n === 0 ? 'never came' : u.ci[0] > 0.5 ? 'is used by most of the sides it comes to' : u.ci[1] < 0.5 ? 'is used by fewer than half of the sides it comes to' : 'is used by about half of the sides it comes to (the interval spans one half)');
  const strictWord = word(pooled(arms, 'lastManStrictUsed'));
  const verdict = `${word(used)} as the engine reads it${strictWord === word(used) ? ', and strictly down to one as well' : `; strictly down to one, it ${strictWord.replace(/^is /, 'is ')}`}`;
  const byPairing = PAIRINGS.map(([a, b]) => {
    const of = arms.filter((arm) => arm.id.endsWith(`-${a}-vs-${b}`));
    return `${SHORT[a]} vs ${SHORT[b]} ${share(of, 'lastMan', 'sides')} and ${share(of, 'lastManStrict', 'sides')}`;
  }).join('; ');
  const logged = perGame(arms, 'backToBack').mean;
  const watched = perGame(arms, 'backToBackWatched').mean;
  const agree = Math.abs(logged - watched) < 1e-9 ? 'every back-to-back action in the logs was taken under Last Man Standing' : `back-to-back actions in the logs (${shown(logged, 3)} a game) and those taken under Last Man Standing (${shown(watched, 3)}) DIFFER: the engine allowed others (an Element getting out of a Transport it has just boarded is listed apart from the back-to-back test)`;
  return [
    `RR-097, Last Man Standing ${verdict}. As the engine reads it (one non-Ward Element in play), it came to ${share(arms, 'lastMan', 'sides')} of sides at one of their action decisions, first in round ${perUnit(arms, 'lastManRound', '', 'such sides')}; ${share(arms, 'lastManUsed', 'such sides')} of them gave that Element back-to-back actions, ${perUnit(arms, 'lastManBackToBack', 'back-to-back actions', 'such sides')} each, and they scored ${perUnit(arms, 'lastManScore', 'per game', 'such sides')} (win 1, draw 1/2), ${scoreWords(arms, 'lastManScore')}. Strictly down to one (no other non-Ward Element waiting in reserve, carried or banished): ${share(arms, 'lastManStrict', 'sides')} of sides, first in round ${perUnit(arms, 'lastManStrictRound', '', 'such sides')}; ${share(arms, 'lastManStrictUsed', 'such sides')} of them took back-to-back actions then, and they scored ${perUnit(arms, 'lastManStrictScore', 'per game', 'such sides')}, ${scoreWords(arms, 'lastManStrictScore')}. By pairing (all scenarios), as the engine reads it and strictly: ${byPairing}. The gap between the two is a reading the rulebook leaves open: the engine lifts the rule while the rest of a warband waits off the board (Delayed Deployment, Ambushers, Frenzied, a Transport's passengers), where "down to a single non-Ward Element" suggests losses; against the Vampire Court, whose Frenzied keeps a third of the enemy off the board at the start, the Dwarven Throng, whose Transport carries Fighters, often begins with one Element in play and may give it back-to-back actions from round 1. What the game would be without the exception is not played: the engine has no variant without it.`,
    `RR-096, the action economy: ${showPerGame(arms, 'actions', 'actions per game')} (both sides); ${share(arms, 'freeActions', 'actions')} of actions cost no Momentum (in these warbands only a Maneuver's or an Evade's critical makes one free: none has Discipline, Counter-Punchers or a Reversal Ward). At ${share(arms, 'heldBack', 'action decisions')} the no-back-to-back rule held back the Element that had just acted (still in play, with others beside it); whether the player wanted it again is not known. ${agree[0].toUpperCase()}${agree.slice(1)}.`,
  ];
}

function endingShares(arms: readonly ArmResult[], scenario: Scenario): string {
  return SCENARIO_ENDINGS[scenario].map((e) => `${ENDING_LABELS[e]} ${share(arms, endingId(e), 'games')}`).join('; ');
}

function endingLines(result: ExperimentResult): string[] {
  const line = (sc: Scenario) => {
    const arms = scenarioArms(result, sc);
    return `${SCENARIO_NAMES[sc]}: ${endingShares(arms, sc)}; ended in round ${showPerGame(arms, 'endRound', '')}`;
  };
  const removed = SCENARIOS.map((sc) => `${SCENARIO_NAMES[sc]} ${share(scenarioArms(result, sc), endingId('removed'), 'games')}`).join('; ');
  const flags = scenarioArms(result, 'capture-the-flags');
  const duel = scenarioArms(result, 'duel');
  const cap = (result.arms[0]?.params as { variants?: Record<string, string> } | undefined)?.variants?.['open-ended-rounds'] ?? '12';
  return [
    `RR-104, Victory and Defeat: the condition common to every game (a side with all its Elements removed loses) ends this share of each scenario's games: ${removed}; the rest end by the scenario's own condition, its tie-break, or, in Kill Them All and Duel, which have no round limit, the toolkit's cap after round ${cap} (more points in play wins). By scenario: ${SCENARIOS.filter((sc) => sc !== 'capture-the-flags' && sc !== 'duel').map(line).join('. ')}. Draws: ${SCENARIOS.map((sc) => `${SCENARIO_NAMES[sc]} ${share(scenarioArms(result, sc), 'drawn', 'games')}`).join('; ')}. "You drop to zero Total Momentum" adds nothing here: with every Element removed, no points are left in play.`,
    `RR-152, Capture the Flags: ${endingShares(flags, 'capture-the-flags')}; games ended in round ${showPerGame(flags, 'endRound', '')}. Markers taken (1 Momentum each): ${showPerGame(flags, 'markersTaken', 'per game')}, of which ${share(flags, 'markersOff', 'markers taken')} were carried off the board.`,
    `RR-153, Duel: ${endingShares(duel, 'duel')}; games ended in round ${showPerGame(duel, 'endRound', '')}. The engine marks each side's two points of duel targets nearest first, and the heuristic player keeps its own targets off the board or out of reach while hunting the enemy's (README), so the cap's share says as much about that player as about the scenario.`,
  ];
}

/** "fail 10% (...), success 48% (...), critical 42% (...)" of the checks rolled. */
export const results = (arms: readonly ArmResult[], what: string, ratios: RatioTable = RATIOS) => ['Fail', 'Success', 'Critical'].map((r) => `${r.toLowerCase()} ${share(arms, `${what}${r}`, 'checks', ratios)}`).join(', ');

/** An item the heuristic player never takes: said so, with the count, and not claimed as answered. */
function notTaken(arms: readonly ArmResult[], id: string, what: string, why: string): string | null {
  const e = perGame(arms, id);
  return e.mean > 0 ? null : `${what} were never ${id === 'feints' ? 'taken' : 'declared'} in ${groupThousands(e.games)} games: ${why}, so how often they come and how they go is not measured here.`;
}

/**
 * The Evade shares set beside the exact results of the Skirmishers' check
 * (reactions.ts: Guile on two dice, no modifier), each share's distance from
 * its exact value in standard errors (read off its 95% interval).
 */
export function evadeAgainstDice(arms: readonly ArmResult[]): string {
  const exact = checkProbabilitiesForDice(PROFILES[SKIRMISHERS].guile, 2);
  const dice = `The Skirmishers' Guile ${PROFILES[SKIRMISHERS].guile} on two dice gives fail ${shown(100 * exact[0], 2)}%, success ${shown(100 * exact[1], 2)}%, critical ${shown(100 * exact[2], 2)}% exactly`;
  let farthest = 0;
  const off = (['Fail', 'Success', 'Critical'] as const).flatMap((result, k) => {
    const r = pooled(arms, `evade${result}`);
    if (r.n === 0 || (r.ci[0] <= exact[k] && exact[k] <= r.ci[1])) return [];
    const z = (r.p - exact[k]) / ((r.ci[1] - r.ci[0]) / (2 * Z95));
    farthest = Math.max(farthest, Math.abs(z));
    return [`the ${result.toLowerCase()} share sits ${shown(Math.abs(z), 1)} standard errors ${z < 0 ? 'below' : 'above'} it`];
  });
  if (pooled(arms, 'evadeFail').n === 0) return `${dice}.`;
  // Two-sided: how often chance alone puts a share this far from its exact value.
  const once = Math.round(1 / (2 * (1 - normalCdf(farthest))));
  return off.length === 0
    ? `${dice}, and the shares agree with it within their intervals: nothing in play changes the check.`
    : `${dice}; ${off.join(', ')}. Nothing in the engine modifies this check (no bonus, penalty or Soothsayers' die reaches a Guile check), so no rule explains the gap; chance alone goes this far about once in ${groupThousands(once)} runs, and another seed would tell.`;
}

function actionLines(result: ExperimentResult): string[] {
  const arms = result.arms;
  const court = arms.filter((arm) => arm.id.includes('vampire-court'));
  const noFeint = notTaken(arms, 'feints', 'RR-158, Feints', 'the heuristic player found no Feint worth its Momentum (ai.ts feintValue: the Guile check\'s chance times the threat pushed away and the scenario count changed)');
  const noRally = notTaken(arms, 'rallies', 'RR-166, Rallies', 'the heuristic player values a Rally at 0.2 (ai.ts), below the worth it asks of a reaction');
  return [
    `RR-156, Sprint: ${showPerGame(arms, 'sprints', 'Sprints per game')} (both sides), ${share(arms, 'sprints', 'actions')} of all actions; heading toward an enemy Element ${share(arms, 'sprintToward', 'Sprints')}, away from the nearest enemy ${share(arms, 'sprintAway', 'Sprints')}, toward the scenario's objective ${share(arms, 'sprintObjective', 'Sprints')}, toward a board edge with a marker ${share(arms, 'sprintEdge', 'Sprints')}. The cap ("No ELEMENT may move more than L") left nothing to add for ${share(arms, 'sprintsAtL', 'Sprints')}${perGame(arms, 'sprintsAtL').mean === 0 ? ' (a Sprint by an Element whose MOV is already L: none of the example warbands\' Elements moves more than M)' : ' (Sprints by an Element whose MOV is already L)'}.`,
    noFeint ??
      `RR-158, Feint: ${showPerGame(arms, 'feints', 'Feints per game')}; of the Guile checks rolled, ${results(arms, 'feint')}; ${share(arms, 'feintHazard', 'criticals')} of criticals put the target into Hazardous Terrain. The engine's Feint pushes the target straight away (up to M) and on a critical into Hazardous Terrain within M if there is some; the critical's other option, into base-to-base contact with an opposing Element, is not modelled.`,
    `RR-159, Maneuver: ${showPerGame(arms, 'maneuvers', 'Maneuvers per game')} (the heuristic player values one at a fixed 0.02, so it maneuvers only when nothing else is worth a Momentum); of the Guile checks rolled, ${results(arms, 'maneuver')}; ${share(arms, 'maneuverFreeUsed', 'criticals')} of criticals were followed by the called Element's free action (it must be "the next ELEMENT you give an ACTION to"; the rest were lost to another Element's action or the round's end).`,
    noRally ?? `RR-166, Rally: ${showPerGame(arms, 'rallies', 'Rallies declared per game')}; ${share(arms, 'rallyStopped', 'declared')} stopped by a Deny; of the Guile checks rolled, ${results(arms, 'rally')} (a critical moves up to 5 points instead of 2).`,
    `RR-170, Evade: only the Vampire Court has Skirmishers among the example warbands; in its games ${showPerGame(court, 'evades', 'Evades declared per game')}; ${share(court, 'evadeStopped', 'declared')} stopped by a Deny; of the Guile checks rolled, ${results(court, 'evade')}; ${share(court, 'evadeFreeUsed', 'criticals')} of criticals were followed by the side's free action in the same round. ${evadeAgainstDice(court)}`,
  ];
}

export function answer(result: ExperimentResult): string[] {
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [
    ...roundLines(result),
    ...moraleLines(result),
    ...lastManLines(result),
    ...endingLines(result),
    ...actionLines(result),
    `${groupThousands(games)} games: the five scenarios (setting \`scenario\`, deployment and terrain rolled) with each of the six pairings of the example warbands, ${groupThousands(result.arms[0]?.trials ?? 0)} pairs of games per arm with the sides swapped, each arm on its own lane of the stream; heuristic player on both sides. Shares are counted over the unit named (rounds, sides, checks), intervals 95% from the ratio estimator over pairs of games (src/stats/ratioShare.ts), so the two games of a pair, which share their dice, are not counted as independent; a share with nothing seen still has an upper end.`,
  ];
}

/**
 * The items answered. RR-158 (Feint) and RR-166 (Rally) are read too, but the
 * heuristic player never takes a Feint nor declares a Rally, so they stay
 * unanswered (the answer says so while their count is 0).
 */
export const ANSWERED = ['RR-096', 'RR-097', 'RR-102', 'RR-103', 'RR-104', 'RR-152', 'RR-153', 'RR-156', 'RR-158', 'RR-159', 'RR-170'];

const base = matchExperiment(
  {
    id: 'rr-game-facts',
    title: 'Facts of played games: round endings, Morale, Last Man Standing, how each scenario ends, Sprint, Feint, Maneuver and Evade',
    question: 'How do rounds and games end in each scenario, how often do Warband Morale and Last Man Standing come, and how often are Sprint, Feint, Maneuver and Evade taken, with what results?',
    source: {
      rulebook: '004_c41133d86b017ece.txt',
      section: 'Ten Actions; Gameplay › Ending the Round, Victory and Defeat, Warband Morale; Victory Conditions › Capture the Flags, Duel; Ten Actions › Standard Actions; Standard Reactions › Evade',
      catalogue: ANSWERED,
    },
    pairs: 400,
  },
  ARMS,
);

const kept = keepMetrics(base);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...METRICS },
  trial: factsTrial,
  answer,
  charts: [
    { kind: 'arms', metric: endingId('removed'), reference: 'none', title: 'Share of games ended with every enemy Element removed, by scenario and pairing' },
    { kind: 'arms', metric: 'lastMan', reference: 'none', title: 'Sides per game down to one non-Ward Element (Last Man Standing)' },
  ],
});
