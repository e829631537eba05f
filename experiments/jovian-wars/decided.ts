/**
 * Jovian Wars, when is a game decided and what does it cost to play
 * (002_f697cf6215cb147c.txt): whole games of the Introductory Scenario, the
 * heuristic player on both sides, pairs with the sides swapped, at the three
 * fleet sizes of jw-game-length (150 TV: the skirmish patrols; 250 TV: the
 * CEGA Battle Group against the Jovian Strike Group; 500 TV: those doubled).
 * From the same games:
 *
 * - JW-006 (Sequence › Structure of a Game, "Typically, a game lasts for seven
 *   Game Turns, unless a player is deemed victorious during an End Phase"):
 *   how often a game ends before turn 7, and the turn after which the Victory
 *   Point standings already show the result for good (the last turn the
 *   eventual result changed hands), with the standings after each End Phase
 *   against the result and the lead changes (standings.ts).
 * - JW-001 (Introduction › Feedback, "any observations that you make that
 *   would help players simplify their game play"): per activation, the dice
 *   rolled, the rolls, the opposed rolls and the logged state changes, split
 *   by the subsystem of the rules that asked for them (complexity.ts), and the
 *   subsystems ranked by their share of the rolling against their share of
 *   the Victory Points they remove.
 *
 * The trial is a match pair (pairTrial.ts) played with the event log on and
 * an observer at every step (`playCounted`): it reads the pending roll before
 * each chance node and the events and Victory Points after each step, and
 * changes nothing, so the games are the match runner's own (checked in
 * tests/experiments/jw-decided.test.ts).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { CHANCE } from '../../src/game/state.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import type { Seat } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatProportion, groupThousands } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { decided } from '../../src/systems/jovian-wars/flow.ts';
import { GAME_TURNS } from '../../src/systems/jovian-wars/rules.ts';
import { eventSubsystem, rollAt, SUBSYSTEM_IDS, SUBSYSTEMS, type Subsystem } from '../../src/systems/jovian-wars/complexity.ts';
import { leadChanges, loggedEnd, resultSettledTurn, standingAfter, standingsTrack } from '../../src/systems/jovian-wars/standings.ts';
import { LEVELS } from './game-length.ts';

const game = findGame('jovian-wars');
const variants = chooseGameVariants(game, []);

const arms: MatchArm[] = LEVELS.map((level) => ({
  id: `tv${level.tv}`,
  label: `${level.tv} TV`,
  params: { system: game.id, sideA: level.a, sideB: level.b, agentA: 'heuristic', agentB: 'heuristic', variants },
  coords: { tv: level.tv },
  baseline: null,
}));

// ---- The observer: one game played as playToEnd plays it, counted by subsystem ----

const S = SUBSYSTEM_IDS.length;
const INDEX = Object.fromEntries(SUBSYSTEM_IDS.map((id, k) => [id, k])) as Record<Subsystem, number>;

/** One game's counts, per subsystem (SUBSYSTEM_IDS order); Victory Points lost and regained (halves from Withdrawn models). */
export interface GameCount {
  dice: number[];
  rolls: number[];
  opposed: number[];
  changes: number[];
  vpRemoved: number[];
  vpRegained: number[];
}

const zeros = () => new Array<number>(S).fill(0);

/**
 * Plays state to the end exactly as playToEnd (src/game/playGame.ts) does,
 * and counts on the way: before each chance node the pending roll (rollAt);
 * after each step the events it logged, each counted under the roll's
 * subsystem when the step was a roll and under its own kind's otherwise
 * (framing events left out; those logged at deployment, before the first
 * step, by kind too); and the Victory Points each seat lost, or regained (a
 * Crippled ship that Withdraws scores half its TV again; a Capture scores
 * 1.5x for the captor), in the step, under the roll's subsystem, or the first
 * counted event's for a decision (a move off the table: movement). The
 * state's log must be on.
 */
export function playCounted(state: JovianState, seats: readonly [Seat, Seat]): GameCount {
  const count: GameCount = { dice: zeros(), rolls: zeros(), opposed: zeros(), changes: zeros(), vpRemoved: zeros(), vpRegained: zeros() };
  if (state.log === null) throw new Error('jw-decided: playCounted needs the event log on');
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  let seen = 0;
  /** Counts the events logged since the last call, under `cause` (a subsystem index) or each event's own; returns the first one's subsystem, -1 if none. */
  const changes = (cause: number): number => {
    const events = state.events();
    let first = -1;
    for (; seen < events.length; seen++) {
      const own = eventSubsystem(events[seen] as { kind: string; action?: number });
      if (own === null) continue;
      const k = cause >= 0 ? cause : INDEX[own];
      count.changes[k]++;
      if (first < 0) first = k;
    }
    return first;
  };
  changes(-1);
  let vp = state.victoryPoints();
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    let cause = -1;
    if (mover === CHANCE) {
      const roll = rollAt(state);
      cause = INDEX[roll.subsystem];
      count.dice[cause] += roll.dice;
      count.rolls[cause]++;
      if (roll.opposedStart) count.opposed[cause]++;
      state.applyChance();
    } else {
      const seat = seats[mover];
      state.apply(seat.agent.act(views[mover], seat.rng));
    }
    const first = changes(cause);
    const now = state.victoryPoints();
    const k = cause >= 0 ? cause : first >= 0 ? first : INDEX.movement;
    for (let seat = 0; seat < 2; seat++) {
      if (now[seat] < vp[seat]) count.vpRemoved[k] += vp[seat] - now[seat];
      else if (now[seat] > vp[seat]) count.vpRegained[k] += now[seat] - vp[seat];
    }
    vp = now;
  }
  return count;
}

// ---- Readings of one game (pure; hand-checked in the test) ----

export const END_KEYS = ['ended before turn 7: a fleet gone', 'a fleet gone in turn 7', 'both fleets on the table after turn 7'] as const;
export const SETTLED_KEYS = Array.from({ length: GAME_TURNS + 1 }, (_, t) => (t === 0 ? 'turn 0 (deployment)' : `turn ${t}`));
export const STANDING_KEYS = ['already the result', 'the eventual loser ahead', 'level in a won game, or a lead in a drawn one'] as const;
/** Standings checked against the result after End Phases 0 (deployment) to 6. */
export const STANDING_TURNS = Array.from({ length: GAME_TURNS }, (_, t) => t);

/** How the game ended (END_KEYS): before turn 7 only a fleet with nothing left on the table ends it (flow.ts decided). */
export function gameEnd(turn: number, fleetGone: boolean): number {
  if (turn < GAME_TURNS) return 0;
  return fleetGone ? 1 : 2;
}

/** Per game, a count over its activations (0 for a game without any). */
export const perActivation = (value: number, activations: number) => (activations > 0 ? value / activations : 0);

/** Key indices for a distribution of amounts: index k repeated round(amount x scale) times (VP in halves: scale 2). */
export function repeatKeys(amounts: readonly number[], scale = 1): number[] {
  const out: number[] = [];
  amounts.forEach((amount, k) => {
    for (let i = Math.round(amount * scale); i > 0; i--) out.push(k);
  });
  return out;
}

// ---- Metrics ----

const camel = (id: string) => id.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
/** The per-activation dice metric of a subsystem, e.g. 'dicePointDefense'. */
export const diceId = (sub: Subsystem) => `dice${camel(sub)}`;
/** A subsystem's short name (its description up to the bracket): the keys of the share distributions and charts. */
const short = (sub: Subsystem) => SUBSYSTEMS[sub].split(' (')[0];
const SUBSYSTEM_KEYS = SUBSYSTEM_IDS.map(short);

export const TOTALS = {
  dicePerActivation: 'dice rolled',
  rollsPerActivation: 'rolls',
  opposedPerActivation: 'opposed rolls',
  changesPerActivation: 'logged state changes',
  decisionsPerActivation: 'decisions (both players)',
} as const;

/**
 * The pooled shares by subsystem: what is shared out, and what one count of it is (a die, a roll, a half Victory
 * Point), so a chart or table of a share says what its counts are: they are dice or half points, not trials.
 */
export const SHARES = {
  diceBySubsystem: ['the dice rolled', 'one count per die'],
  rollsBySubsystem: ['the rolls', 'one count per roll'],
  opposedBySubsystem: ['the opposed rolls', 'one count per opposed roll'],
  changesBySubsystem: ['the logged state changes', 'one count per change'],
  vpBySubsystem: ['the Victory Points removed', 'one count per half point'],
} as const;

const EXTRA_METRICS: Record<string, MetricSpec> = {
  gameEnd: { kind: 'distribution', label: 'how the game ended', keys: END_KEYS, clustered: true },
  // Per game, both games of a pair counted: its counts are games, twice the pairs (the trials) the run plays.
  settledTurn: { kind: 'distribution', label: 'the turn after whose End Phase the standings always showed the result', keys: SETTLED_KEYS, clustered: true },
  resultSettledTurn: { kind: 'mean', label: 'the turn after which the result was settled (0: deployment)', unit: 'turn' },
  leadChanges: { kind: 'mean', label: 'Victory Point lead changes (level standings skipped)', unit: 'per game' },
  ...Object.fromEntries(STANDING_TURNS.map((t) => [`standing${t}`, { kind: 'distribution', label: t === 0 ? 'the standings at deployment (fleet TV) against the result' : `the standings after End Phase ${t} against the result`, keys: STANDING_KEYS, clustered: true }])),
  ...Object.fromEntries(Object.entries(TOTALS).map(([id, label]) => [id, { kind: 'mean', label: `${label} per activation`, unit: 'per activation' }])),
  ...Object.fromEntries(SUBSYSTEM_IDS.map((sub) => [diceId(sub), { kind: 'mean', label: `dice rolled per activation: ${SUBSYSTEMS[sub]}`, unit: 'dice per activation' }])),
  ...Object.fromEntries(Object.entries(SHARES).map(([id, [what, count]]) => [id, { kind: 'distribution', label: `share of ${what} by subsystem (${count})`, keys: SUBSYSTEM_KEYS, clustered: true }])),
  vpRegained: { kind: 'mean', label: 'Victory Points regained (a Crippled ship Withdrawn, a Capture for the captor)', unit: 'VP per game' },
};

// ---- The trial: a match pair with the log on and the observer ----

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The match runner's pair (pairTrial.ts playObservedPair) with the log on, each game played by playCounted, and the readings above added to the record. */
const COUNTED: PairObserver<JovianState, GameCount> = {
  log: true,
  start: (record) => {
    for (const [id, metric] of Object.entries(EXTRA_METRICS)) record[id] = metric.kind === 'mean' ? 0 : [];
  },
  play: playCounted,
  read: (state, _seatOfA, record, played) => {
    const count = played!;
    const push = (id: string, values: readonly number[]) => {
      const list = record[id] as number[];
      for (const v of values) list.push(v);
    };
    const half = (id: string, value: number) => ((record[id] as number) += value / 2);
    // JW-006: the standings track of the log, by seat (seat order is the same for every reading: none favours A).
    const track = standingsTrack(state.events());
    push('gameEnd', [gameEnd(loggedEnd(state.events()).turn, decided(state))]);
    const settled = resultSettledTurn(track);
    push('settledTurn', [settled]);
    half('resultSettledTurn', settled);
    half('leadChanges', leadChanges(track));
    for (const t of STANDING_TURNS) push(`standing${t}`, [standingAfter(track, t)]);
    // JW-001: per activation, and the shares by subsystem.
    const activations = state.stats.activations[0] + state.stats.activations[1];
    half('dicePerActivation', perActivation(sum(count.dice), activations));
    half('rollsPerActivation', perActivation(sum(count.rolls), activations));
    half('opposedPerActivation', perActivation(sum(count.opposed), activations));
    half('changesPerActivation', perActivation(sum(count.changes), activations));
    half('decisionsPerActivation', perActivation(state.stats.decisions[0] + state.stats.decisions[1], activations));
    SUBSYSTEM_IDS.forEach((sub, k) => half(diceId(sub), perActivation(count.dice[k], activations)));
    push('diceBySubsystem', repeatKeys(count.dice));
    push('rollsBySubsystem', repeatKeys(count.rolls));
    push('opposedBySubsystem', repeatKeys(count.opposed));
    push('changesBySubsystem', repeatKeys(count.changes));
    push('vpBySubsystem', repeatKeys(count.vpRemoved, 2));
    half('vpRegained', sum(count.vpRegained));
  },
};

export const decidedTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, COUNTED);

// ---- The answer ----

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const dist = (arm: ArmResult, id: string) => arm.metrics[id] as DistributionMetric;
const games = (arm: ArmResult) => 2 * arm.trials;
/** A per-game mean with its interval, clipped to where the count can lie (never negative; a turn at most 7). */
const m = (arm: ArmResult, id: string, unit: string, high = Infinity) => {
  const x = mean(arm, id);
  return formatMean(x.mean, [Math.max(0, x.ci[0]), Math.min(high, x.ci[1])], games(arm), unit, 'games');
};
/** Fewer pairs than this per arm (the quick CI budget plays 2): numbers, no verdicts. */
export const MIN_PAIRS = 8;
const enough = (result: ExperimentResult) => result.arms.every((arm) => arm.trials >= MIN_PAIRS);
const TOO_FEW = `too few games for a verdict (under ${MIN_PAIRS} pairs per fleet size)`;
/** A key's share of a per-game distribution, out of the games. */
const share = (arm: ArmResult, id: string, key: number) => formatProportion(dist(arm, id).p[key], dist(arm, id).ci[key], dist(arm, id).n, 'games');
/** A key's share of a pooled distribution (dice, rolls ...): out of the games, the observations said in words. */
const pooled = (arm: ArmResult, id: string, key: number) => {
  const d = dist(arm, id);
  return formatProportion(d.p[key], d.ci[key], games(arm), 'games');
};

function endLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => `${arm.label}: ended before turn 7 in ${share(arm, 'gameEnd', 0)}, a fleet gone in turn 7 in ${share(arm, 'gameEnd', 1)}, both fleets still on the table after turn 7 in ${share(arm, 'gameEnd', 2)}; ${m(arm, 'length', 'turns')} played`);
  const under = result.arms.filter((arm) => dist(arm, 'gameEnd').ci[0][1] < 0.5);
  const rare = result.arms.filter((arm) => dist(arm, 'gameEnd').ci[0][1] < 0.1);
  const named = (list: ArmResult[]) => (list.length === result.arms.length ? 'every fleet size' : list.length > 0 ? list.map((arm) => arm.label).join(' and ') : 'no fleet size');
  return [
    `JW-006, P(game decided before turn 7): ${per.join('; ')}.`,
    `${enough(result) ? `The rulebook's "typically seven Game Turns" holds at ${named(under)} (the share ending early is clearly under half), and an early end is clearly rare (under 1 game in 10) at ${named(rare)}` : `Verdict: ${TOO_FEW}`}. The Introductory Scenario names no early-end condition of its own ("10 points for having the most Victory Points after seven turns"); the only early end the engine plays is a fleet with no model left on the table (all Crippled, Destroyed, Withdrawn or Captured), checked after every activation as well as in the End Phase, so such a game stops at once rather than at that turn's End Phase (nothing left to play could change its Victory Points but a Crippled ship's own catastrophe).`,
  ];
}

function settledLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => {
    const last = dist(arm, 'settledTurn');
    return `${arm.label}: settled after turn ${m(arm, 'resultSettledTurn', 'on average', GAME_TURNS)}; only by the last End Phase (turn 7) in ${formatProportion(last.p[GAME_TURNS], last.ci[GAME_TURNS], last.n, 'games')}; never in doubt from deployment (the larger fleet won without ever trailing) in ${formatProportion(last.p[0], last.ci[0], last.n, 'games')}`;
  });
  const curve = result.arms.map((arm) => `${arm.label}: ${STANDING_TURNS.map((t) => `${t === 0 ? 'deployment' : `T${t}`} ${share(arm, `standing${t}`, 0)}`).join(', ')}`);
  /** The first End Phase from which the standings are clearly (lower bound) right in more than `share` of the games, at every later one too. */
  const calledAt = (arm: ArmResult, share: number) => {
    const first = STANDING_TURNS.find((t) => STANDING_TURNS.every((u) => u < t || dist(arm, `standing${u}`).ci[0][0] > share));
    return `${arm.label} ${first === undefined ? 'at no End Phase before the last' : first === 0 ? 'already at deployment' : `from End Phase ${first}`}`;
  };
  const called = enough(result)
    ? `The leader is clearly right (the interval's lower bound) in more than 3 games in 4: ${result.arms.map((arm) => calledAt(arm, 0.75)).join(', ')}; in more than 9 games in 10: ${result.arms.map((arm) => calledAt(arm, 0.9)).join(', ')}.`
    : `When the leader is clearly right: ${TOO_FEW}.`;
  const changes = result.arms.map((arm) => `${arm.label} ${m(arm, 'leadChanges', 'lead changes per game')}`);
  return [
    `JW-006, the turn at which the result is settled (the End Phase from which the Victory Point standings always showed the final result: the last turn the eventual result changed hands, as js-battle-momentum reads Jagged Shards): ${per.join('; ')}.`,
    `The standings after each End Phase already show the result (the eventual winner ahead, or level in a drawn game) in: ${curve.join('; ')}. ${called} Victory Point lead changes (level standings skipped): ${changes.join('; ')}.`,
    'Read as hindsight, not as a bound: Victory Points are the surviving TV, so no lead is insurmountable by the rules while the leader still has models to lose (and a Capture counts 1.5x for the captor); "insurmountable" is measured by when the lead stopped changing hands in these games. The fleets of a level differ by 1 to 4 TV (149 against 150, 248 against 246, 496 against 492), so one side leads by those points before a shot is fired: the deployment entry is that fleet.',
  ];
}

/** Subsystems with any count in some arm, in the order of their shares in the first arm (the impact lines' order; each arm's own order is byShare's). */
function ranked(result: ExperimentResult, id: string): Subsystem[] {
  const used = SUBSYSTEM_IDS.filter((_, k) => result.arms.some((arm) => dist(arm, id).counts[k] > 0));
  return used.sort((a, b) => dist(result.arms[0], id).p[INDEX[b]] - dist(result.arms[0], id).p[INDEX[a]]);
}

/** The subsystems in one arm's own order of their share of a pooled distribution, largest first. */
function byShare(arm: ArmResult, id: string, subs: readonly Subsystem[]): Subsystem[] {
  const p = dist(arm, id).p;
  return [...subs].sort((a, b) => p[INDEX[b]] - p[INDEX[a]]);
}

/**
 * One arm's shares in its own order (byShare). Each arm is sorted by its own estimates, since the order moves between
 * fleet sizes; and an order is a rank only where the intervals say so: neighbours whose intervals overlap are joined by
 * "not clearly apart from" (not ranked), the rest by a comma (the upper one's interval wholly above the lower one's).
 */
function rankedShares(arm: ArmResult, id: string, subs: readonly Subsystem[]): string {
  const ci = dist(arm, id).ci;
  return byShare(arm, id, subs)
    .map((sub, i, sorted) => `${i === 0 ? '' : ci[INDEX[sorted[i - 1]]][0] > ci[INDEX[sub]][1] ? ', ' : ' not clearly apart from '}${short(sub)} ${pooled(arm, id, INDEX[sub])}`)
    .join('');
}
/** How rankedShares marks its order, said once where a sentence first uses it. */
const RANK_MARKS = 'each fleet size in its own order, largest first, each share\'s interval wholly above the next one\'s unless marked "not clearly apart from"';

function complexityLines(result: ExperimentResult): string[] {
  const totals = result.arms.map((arm) => `${arm.label}: ${m(arm, 'dicePerActivation', 'dice')}, ${m(arm, 'rollsPerActivation', 'rolls')}, ${m(arm, 'opposedPerActivation', 'opposed rolls')}, ${m(arm, 'changesPerActivation', 'logged state changes')} and ${m(arm, 'decisionsPerActivation', 'decisions')} per activation (${m(arm, 'activations', 'activations per game')})`);
  const order = ranked(result, 'diceBySubsystem');
  const rank = result.arms.map((arm) => `${arm.label}: ${rankedShares(arm, 'diceBySubsystem', order)}`);
  // A subsystem's dice per activation is its share of the dice times the dice per activation: the same order as its share.
  const perActivationLines = result.arms.map((arm) => `${arm.label}: ${byShare(arm, 'diceBySubsystem', order).map((sub) => `${short(sub)} ${m(arm, diceId(sub), '')}`).join(', ')}`);
  const other = (id: string, noun: string) => result.arms.map((arm) => `${arm.label}: ${rankedShares(arm, id, ranked(result, id))}`).join('; ') + ` (${noun})`;
  const changed = ranked(result, 'changesBySubsystem');
  const diceless = changed.filter((sub) => !order.includes(sub)).map(short);
  const unused = SUBSYSTEM_IDS.filter((sub) => !order.includes(sub) && !changed.includes(sub)).map(short);
  return [
    `JW-001, the work per activation (both players, every roll the engine resolves): ${totals.join('; ')}.`,
    `JW-001, the subsystems by their share of all dice rolled (${RANK_MARKS}; shares of the dice, 95% intervals over pairs of games): ${rank.join('; ')}. Dice per activation by subsystem, in the same order: ${perActivationLines.join('; ')}.`,
    `Shares of the rolls, ordered and marked the same way: ${other('rollsBySubsystem', 'each roll counted once, a d6 as much as a 7-dice pool')}. Shares of the opposed rolls: ${other('opposedBySubsystem', 'attacks resolved as an opposed roll: missiles against Defense or Skill, Evasive targets, Bombing Runs and Dogfights')}. Shares of the logged state changes: ${other('changesBySubsystem', 'moves, declarations, hits, Crippled, repairs ...; the events a roll causes count under that roll')}.`,
    `The subsystems are the engine's own split of the rules (src/systems/jovian-wars/complexity.ts): ${SUBSYSTEM_IDS.map((sub) => SUBSYSTEMS[sub]).join('; ')}.`,
    ...impactLines(result, order),
    `${diceless.length > 0 ? `${diceless.join(', ')}: logged state changes but no dice (moving costs measuring and table time, not rolls). ` : ''}Not played in these games, so no cost counted: ${unused.length > 0 ? unused.join(', ') : 'none'} (the presets carry no Hangers, drones, CAP or Formation, the Introductory Scenario places no terrain, and the heuristic boards only when the capture chance pays for its Marines and the Action, which is rare: README, Boarding).`,
  ];
}

/** Cost against impact: each subsystem's share of the dice against its share of the Victory Points removed, compared by their intervals. */
function impactLines(result: ExperimentResult, order: Subsystem[]): string[] {
  const per = result.arms.map((arm) => `${arm.label}: ${order.map((sub) => `${short(sub)} ${pooled(arm, 'vpBySubsystem', INDEX[sub])}`).join(', ')}`);
  // Shares under 1% of both the dice and the Victory Points in every arm are too small to rank.
  const big = (sub: Subsystem) => result.arms.some((arm) => dist(arm, 'diceBySubsystem').p[INDEX[sub]] >= 0.01 || dist(arm, 'vpBySubsystem').p[INDEX[sub]] >= 0.01);
  const small = order.filter((sub) => !big(sub)).map(short);
  const verdict = order.filter(big).map((sub) => {
    const k = INDEX[sub];
    const costly = result.arms.filter((arm) => dist(arm, 'diceBySubsystem').ci[k][0] > dist(arm, 'vpBySubsystem').ci[k][1]);
    const cheap = result.arms.filter((arm) => dist(arm, 'diceBySubsystem').ci[k][1] < dist(arm, 'vpBySubsystem').ci[k][0]);
    const where = (list: ArmResult[]) => (list.length === result.arms.length ? 'at every size' : `at ${list.map((arm) => arm.label).join(' and ')}`);
    if (costly.length > 0 && cheap.length === 0) return `${short(sub)}: a clearly larger share of the dice than of the Victory Points removed ${where(costly)}`;
    if (cheap.length > 0 && costly.length === 0) return `${short(sub)}: a clearly larger share of the Victory Points removed than of the dice ${where(cheap)}`;
    if (cheap.length > 0 && costly.length > 0) return `${short(sub)}: more of the dice than of the Victory Points at ${costly.map((arm) => arm.label).join(' and ')}, less at ${cheap.map((arm) => arm.label).join(' and ')}`;
    return `${short(sub)}: the two shares not clearly apart`;
  });
  return [
    `JW-001, impact: the shares of the Victory Points removed from either fleet (TV Crippled, Destroyed, Captured from its owner or halved by a Withdrawal, each under the roll or decision that did it; a squadron that rams is lost with its ram, so Ram's share is partly the rammers' own): ${per.join('; ')}. Given back (not in these shares): ${result.arms.map((arm) => `${arm.label} ${m(arm, 'vpRegained', 'VP per game')}`).join(', ')}, by Crippled ships that Withdraw (0 to half their TV) and Captures (1.5x for the captor).`,
    `Cost against impact (a subsystem's share of the dice against its share of the Victory Points removed, intervals apart): ${enough(result) ? `${verdict.join('; ')}${small.length > 0 ? `; ${small.join(', ')}: under 1% of both, too small to rank` : ''}` : TOO_FEW}. A subsystem that costs more rolling than it removes is the first place to look for a simplification, but removed Victory Points credit only destruction: what keeps ships alive (Damage Control's repairs, Silent Running's Stealth, Point Defense against bombers) shows its cost here without its benefit.`,
  ];
}

function answer(result: ExperimentResult): string[] {
  const total = result.arms.reduce((n, arm) => n + games(arm), 0);
  return [
    ...endLines(result),
    ...settledLines(result),
    ...complexityLines(result),
    '"Rule look-ups" (the catalogue\'s word) are approximated by what the engine resolves: each roll is read against a table or result list, and each logged state change (a move, a declared Action, a hit, a Crippled ship, a repair) applies a rule. What the engine does not model costs no look-ups here (base sizes, measuring, terrain, deployment choices, Cargo; README), and the heuristic player is not a human: it attacks with every Fire Control it can and never Reorients, so a human game may roll more or less.',
    `${groupThousands(total)} games in all (${groupThousands(result.arms[0].trials)} pairs per fleet size, sides swapped), heuristic player on both sides, default rule readings, Introductory Scenario; 95% intervals over pairs (the shares of dice, rolls, changes and Victory Points pool every game's, widened for the correlation within a pair).`,
  ];
}

const base = matchExperiment(
  {
    id: 'jw-decided',
    title: 'When is a Jovian Wars game decided, and what does each subsystem cost per activation?',
    question: 'How often does a game end before turn 7, after which turn is the result settled, and how many dice, rolls, opposed rolls and state changes does an activation cost, by subsystem, against the Victory Points each subsystem removes?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Sequence › Structure of a Game; Introduction › Feedback', catalogue: ['JW-006', 'JW-001'] },
    pairs: 2000,
  },
  arms,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...base.metrics, ...EXTRA_METRICS },
  trial: decidedTrial,
  // Eight pairs per chunk: a 500-TV game is slow, and the quick CI run then plays two pairs per size.
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'resultSettledTurn', reference: 'none', title: 'Turn after which the result is settled' },
    // The bars are shares of games, of dice and of half Victory Points, and the subtitle's counts are games, dice and
    // half points: the titles say so (the distribution chart's axis and trial noun are fixed in src/report).
    { kind: 'distribution', metric: 'settledTurn', title: 'Turn after which the standings always showed the result: share of games (counts: games, two per pair)' },
    { kind: 'distribution', metric: 'diceBySubsystem', title: 'Share of the dice rolled by subsystem (bars: share of all dice; counts: dice)' },
    { kind: 'distribution', metric: 'vpBySubsystem', title: 'Share of the Victory Points removed by subsystem (bars: share of all VP removed; counts: half points)' },
  ],
});
