/**
 * Rattle and Rend, the Ward and its seven Warding Reactions, and what Capture
 * the Flags leaves the other player before a marker leaves the board
 * (004_c41133d86b017ece.txt):
 *
 * - RR-045 (Four Elements › Ward: "Wards help to CONTROL THE BATTLEFIELD by
 *   giving access to a powerful REACTION"; Eleven Reactions › Warding
 *   Reactions): the win-rate value per Ward point of each of the seven Warding
 *   Reactions, and how often each is actually declared.
 * - RR-034 (Victory Conditions › Capture the Flags: "You cannot move the
 *   objective marker off the board on the same Turn you [take] control of it
 *   ... this gives the other player time to react"): the other side's reaction
 *   windows, reactions and actions between a marker's taking and its leaving
 *   the board, and how long Capture the Flags games last.
 *
 * Design (RR-045). A warband must spend exactly 12 points (the engine refuses
 * any other total), so a Ward cannot be added to a warband, only bought
 * instead of another point. The base is the Bonds tournament's warband
 * (options-bonds.ts: one of each Element type but Dregs and Wards, Rangers and
 * the no-op Butchers, Wary) with Strife, the Bond rr-bond-momentum plays
 * against (level with the field's average there, and untouched by reactions);
 * its one 1-point Element is the Champion (Spot Weakness). Each arm swaps that
 * Champion for a Ward with one of the seven reactions, or for Dregs (a plain
 * point, no Ward), and plays the unchanged base, both sides by the heuristic
 * player, in pairs of games with the sides swapped. The base is the "no Ward"
 * warband, so an arm's score above 1/2 is what its Ward's one point is worth
 * beyond the Champion's point: the value per Ward point, in points of expected
 * score (a Ward costs 1 point, so per point is the whole of it). The Dregs arm
 * gives a second, plainer point to weigh it against. Both warbands keep the
 * same Total Momentum (points in play), so only what the point does differs.
 *
 * The seven Ward arms play the same seeds (common random numbers), and each
 * is compared pair by pair with the Pursuit Ward, which the heuristic player
 * never declares (ai.ts values Pursuit below any reaction threshold): a bare
 * Ward, its body, point and Blink without a Warding Reaction. Two Wards' games
 * are then the same game until a Warding Reaction is declared, so what a
 * reaction adds to the bare Ward is measured far more tightly than two
 * independent scores would allow (a pilot: intervals 1.1-2.6 times narrower,
 * least for the reactions declared most). Two Wards neither of which is the
 * reference are compared through their differences from it, with an interval
 * that adds the two half-widths (the standard deviation of a difference is at
 * most the sum of theirs, whatever their correlation). The Dregs arm plays
 * seeds of its own (the next lane of each trial's stream, as rr-bond-momentum
 * gives each Bond): its games part from the Wards' at once, so pairing would
 * buy little, and independent, it is compared with any Ward by adding variances.
 *
 * The reactions declared come from ReactionTally (reactionTally.ts), the
 * Capture the Flags carries from CarryLedger (carryLedger.ts), both watching
 * the game's decisions; the engine's state, log and behaviour are untouched.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { playToEnd, type Seat, STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatEstimate, formatPointsDifference, groupThousands } from '../../src/report/format.ts';
import { OPTION_NAMES, SCENARIOS, WARD_REACTIONS } from '../../src/systems/rattle-and-rend/rules.ts';
import { RK_BLINK, WARD_REACTION_KIND } from '../../src/systems/rattle-and-rend/ops.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { REACTION_KINDS, ReactionTally } from '../../src/systems/rattle-and-rend/reactionTally.ts';
import { CarryLedger, type Carry } from '../../src/systems/rattle-and-rend/carryLedger.ts';
import { BOND_TACTIC } from './options-bonds.ts';
import { armEstimate, BAND, BASE_ELEMENTS, interval, keepMetrics, minus, poolEstimates, showMean, showShare, warband, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');

// ---- The arms ---------------------------------------------------------------------------

/** The base's one 1-point Element: what each arm's point replaces. */
export const SLOT = 'champion(spot-weakness)';
/** Both sides' Bond (rr-bond-momentum's opponent): its regains come from its own losses, never from reactions. */
export const BOND = 'strife';
/** The plain point: an arm without a Ward. */
export const DREGS = 'dregs';
/** The Ward every other Ward is paired with: the heuristic player never declares Pursuit (ai.ts reactionValue 0.2). */
export const REFERENCE = 'pursuit';

/**
 * The catalogue items that ask what one Warding Reaction does in games
 * (Warding Reactions › <name>, Game), answered by that reaction's own worth
 * against the bare reference Ward. Pursuit (RR-177) is the reference the
 * heuristic player never declares, so it is not answered here.
 */
export const WARD_ITEMS: Readonly<Record<string, string>> = { confusion: 'RR-175', reversal: 'RR-178' };
/** The arms, in order: the reference first (the charts' reference line), the other six reactions, then Dregs. */
export const SLOTS = [REFERENCE, ...WARD_REACTIONS.filter((id) => id !== REFERENCE), DREGS] as const;
/** The Wards share each trial's first stream; Dregs takes the next (laneOf). */
const DREGS_LANE = 1;

const wardName = (id: string): string => OPTION_NAMES.wardReactions[id as keyof typeof OPTION_NAMES.wardReactions];
/** What fills the Champion's slot in an arm: 'ward(defiance)', ..., or 'dregs'. */
const occupant = (slot: string): string => (slot === DREGS ? DREGS : `ward(${slot})`);
export const armLabel = (slot: string): string => (slot === DREGS ? 'Dregs (no Ward)' : `Ward (${wardName(slot)})`);

if (!BASE_ELEMENTS.includes(SLOT)) throw new Error(`rr-ward-reactions: the base warband has no ${SLOT}`);
const sideOf = (name: string, elements: string): RrSide => warband(name, { elements, tactic1: BOND_TACTIC, bond: BOND });
/** The fixed opponent: the base, the Champion in its slot. */
export const BASE = sideOf('Base (Champion)', BASE_ELEMENTS);

function match(slot: string): MatchParams {
  const side = sideOf(`${armLabel(slot)} for the Champion`, BASE_ELEMENTS.replace(SLOT, occupant(slot)));
  return { system: game.id, sideA: side, sideB: BASE, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, []) };
}

export const ARMS: MatchArm[] = SLOTS.map((slot) => ({ id: slot, label: armLabel(slot), params: match(slot), baseline: slot === REFERENCE || slot === DREGS ? null : REFERENCE }));

/** An arm's lane of each trial's stream: the Wards 0, Dregs 1. */
const laneOfArm = (id: string): number => (id === DREGS ? DREGS_LANE : 0);
/** The same, read from the arm's warband (params cross to worker threads as plain JSON). */
export const laneOf = (params: MatchParams): number => laneOfArm((params.sideA as RrSide).elements.includes('ward(') ? REFERENCE : DREGS);

// ---- One game read ----------------------------------------------------------------------

/** One game's readings: side A's reactions (RR-045), and the game's carries when it is Capture the Flags (RR-034, else zeros). */
export interface GameReading {
  wardOffered: number;
  wardDeclared: number;
  blink: number;
  otherReactions: number;
  ctf: number;
  ctfRounds: number;
  ctfTwoOff: number;
  taken: number;
  off: number;
  dropped: number;
  held: number;
  offWindows: number;
  offReactions: number;
  offEnemyActions: number;
  offOwnActions: number;
  /** Carried-off markers before which the other side had no reaction window. */
  offNoWindow: number;
  /** Carried-off markers before which the other side had no reaction window and took no action. */
  offUnanswered: number;
}

const CAPTURE_THE_FLAGS = SCENARIOS.indexOf('capture-the-flags');

export function readGame(tally: ReactionTally, carries: readonly Carry[], seatOfA: number, scenario: number, rounds: number, offMarkers: ArrayLike<number>): GameReading {
  let wardOffered = 0;
  let wardDeclared = 0;
  let all = 0;
  for (const kind of WARD_REACTION_KIND) {
    wardOffered += tally.offeredOf(seatOfA, kind);
    wardDeclared += tally.declaredOf(seatOfA, kind);
  }
  for (let kind = 0; kind < REACTION_KINDS; kind++) all += tally.declaredOf(seatOfA, kind);
  const blink = tally.declaredOf(seatOfA, RK_BLINK);
  const ctf = scenario === CAPTURE_THE_FLAGS ? 1 : 0;
  const off = carries.filter((c) => c.outcome === 'off');
  const sum = (f: (c: Carry) => number) => off.reduce((total, c) => total + f(c), 0);
  return {
    wardOffered,
    wardDeclared,
    blink,
    otherReactions: all - wardDeclared - blink,
    ctf,
    ctfRounds: ctf * rounds,
    ctfTwoOff: ctf && (offMarkers[0] >= 2 || offMarkers[1] >= 2) ? 1 : 0,
    taken: carries.length,
    off: off.length,
    dropped: carries.filter((c) => c.outcome === 'dropped').length,
    held: carries.filter((c) => c.outcome === 'held').length,
    offWindows: sum((c) => c.enemyWindows),
    offReactions: sum((c) => c.enemyReactions),
    offEnemyActions: sum((c) => c.enemyActions),
    offOwnActions: sum((c) => c.ownActions),
    offNoWindow: sum((c) => (c.enemyWindows === 0 ? 1 : 0)),
    offUnanswered: sum((c) => (c.enemyWindows === 0 && c.enemyActions === 0 ? 1 : 0)),
  };
}

// ---- The trial's metrics ----------------------------------------------------------------

type Reading = keyof GameReading;

/** Per game (the pair's two games averaged). RR-045's are side A's (the arm's warband); RR-034's count both sides. */
const READINGS: Record<Reading, { label: string; unit: string }> = {
  wardOffered: { label: "reaction windows offering A's Warding Reaction", unit: 'windows per game' },
  wardDeclared: { label: 'Warding Reactions A declared', unit: 'reactions per game' },
  blink: { label: 'Blinks A declared (the Ward\'s own reaction)', unit: 'reactions per game' },
  otherReactions: { label: "A's other reactions declared (its Elements' standard reactions)", unit: 'reactions per game' },
  ctf: { label: 'Capture the Flags games', unit: 'share of games (rolled scenario)' },
  ctfRounds: { label: 'rounds, Capture the Flags games only (0 in the others)', unit: 'rounds per game' },
  ctfTwoOff: { label: 'Capture the Flags games won by two markers carried off', unit: 'share of games' },
  taken: { label: 'markers taken (both sides)', unit: 'per game' },
  off: { label: 'markers carried off (both sides)', unit: 'per game' },
  dropped: { label: 'markers dropped (control lost: Will check, forced move, removal)', unit: 'per game' },
  held: { label: 'markers still held when the game ended', unit: 'per game' },
  offWindows: { label: 'enemy reaction windows before carried-off markers left (summed)', unit: 'per game' },
  offReactions: { label: 'enemy reactions declared before carried-off markers left (summed)', unit: 'per game' },
  offEnemyActions: { label: 'enemy actions taken before carried-off markers left (summed)', unit: 'per game' },
  offOwnActions: { label: "carrying side's actions while carrying markers that left (summed, the exit included)", unit: 'per game' },
  offNoWindow: { label: 'carried-off markers the enemy had no reaction window against', unit: 'per game' },
  offUnanswered: { label: 'carried-off markers the enemy had no window or action against', unit: 'per game' },
};

/** RR-034's means per carry or per game: ratios of two per-game sums, pooled over the arms. */
export const RATIOS = {
  windowsPerOff: ['offWindows', 'off'],
  reactionsPerOff: ['offReactions', 'off'],
  enemyActionsPerOff: ['offEnemyActions', 'off'],
  ownActionsPerOff: ['offOwnActions', 'off'],
  noWindowPerOff: ['offNoWindow', 'off'],
  unansweredPerOff: ['offUnanswered', 'off'],
  offPerTaken: ['off', 'taken'],
  droppedPerTaken: ['dropped', 'taken'],
  roundsPerCtf: ['ctfRounds', 'ctf'],
  twoOffPerCtf: ['ctfTwoOff', 'ctf'],
} as const satisfies Record<string, readonly [Reading, Reading]>;
type Ratio = keyof typeof RATIOS;

/** The sum of a ratio's two readings per game: its variance gives their covariance (ratioOf). */
const sumId = (ratio: Ratio): string => `${ratio}Sum`;

/** The engine statistics kept beside them (per game). */
const KEPT = ['vengeanceA'];

interface Watched {
  tally: ReactionTally;
  carries: CarryLedger;
}

/** Plays the game to its end like playToEnd, the reaction tally and the carry ledger shown every decision. */
function playWatched(state: RrState, seats: readonly [Seat, Seat]): Watched {
  const tally = new ReactionTally();
  const carries = new CarryLedger();
  playToEnd(state, seats, (_mover, choice) => {
    tally.observe(state, choice);
    carries.observe(state, choice);
  });
  carries.close(state);
  return { tally, carries };
}

/** The match runner's pair (pairTrial.ts playObservedPair) on the arm's lane (every Ward on the same seeds), with the reactions and carries read into the record. */
const WATCHED: PairObserver<RrState, Watched> = {
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    for (const id of Object.keys(READINGS)) record[id] = 0;
    for (const ratio of Object.keys(RATIOS) as Ratio[]) record[sumId(ratio)] = 0;
  },
  play: playWatched,
  read: (state, seatOfA, record, watched) => {
    const reading = readGame(watched!.tally, watched!.carries.carries, seatOfA, state.scenario, state.round, state.offMarkers);
    for (const id of Object.keys(READINGS) as Reading[]) (record[id] as number) += reading[id] / 2;
    for (const [ratio, [num, den]] of Object.entries(RATIOS) as [Ratio, readonly [Reading, Reading]][]) (record[sumId(ratio)] as number) += (reading[num] + reading[den]) / 2;
  },
};

export const wardTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, WATCHED);

// ---- Estimates -------------------------------------------------------------------------------

const armOf = (result: ExperimentResult, id: string): ArmResult => {
  const arm = result.arms.find((a) => a.id === id);
  if (!arm) throw new Error(`rr-ward-reactions: no arm ${id}`);
  return arm;
};
const est = (result: ExperimentResult, id: string, metric: string): Estimate => armEstimate(armOf(result, id), metric);

const Z = 1.959964;

/** An arm's score less the reference Ward's, pair by pair on the same seeds (the runner's paired difference). */
export function paired(result: ExperimentResult, id: string): Estimate {
  const arm = armOf(result, id);
  const d = arm.vsBaseline?.scoreA;
  if (!d || arm.baselineArm !== REFERENCE) throw new Error(`rr-ward-reactions: arm ${id} is not paired with ${REFERENCE}`);
  return { mean: d.diff, se: (d.ci[1] - d.ci[0]) / (2 * Z), games: 2 * arm.trials };
}

/**
 * Arm a's score less arm b's. Against Dregs (its own seeds), independent
 * scores: variances add. Between two Wards: with the reference, the paired
 * difference itself; otherwise the difference of their paired differences
 * (the same thing pair by pair), its standard error bounded by the sum of
 * theirs: sd(x - y) <= sd(x) + sd(y) for any correlation, so the interval is
 * never too narrow.
 */
export function versus(result: ExperimentResult, a: string, b: string): Estimate {
  if (a === b) throw new Error('rr-ward-reactions: an arm against itself');
  if (a === DREGS || b === DREGS) return minus(est(result, a, 'scoreA'), est(result, b, 'scoreA'));
  if (b === REFERENCE) return paired(result, a);
  if (a === REFERENCE) {
    const d = paired(result, b);
    return { ...d, mean: -d.mean };
  }
  const [x, y] = [paired(result, a), paired(result, b)];
  return { mean: x.mean - y.mean, se: x.se + y.se, games: Math.min(x.games, y.games) };
}

/** One arm's part of a pooled ratio: the per-game means of numerator, denominator and their sum, and the arm's lane. */
export interface RatioPart {
  num: Estimate;
  den: Estimate;
  sum: Estimate;
  lane: number;
}

/**
 * A ratio of two per-game means pooled over the arms (equal weight per arm),
 * by the delta method: R = N/D, and R's error is that of the mean of each
 * arm's N - R D, over D. An arm's own variance of N - R D is Var N - 2R Cov +
 * R^2 Var D, the covariance read off the variance of N + D. Arms on
 * different lanes are independent (variances add); arms on one lane share
 * their seeds, so their standard errors are added instead (the most a sum
 * of correlated terms can spread: a bound, not an estimate). NaN when D is 0.
 */
export function ratioOf(parts: readonly RatioPart[]): Estimate {
  const k = parts.length;
  const n = poolEstimates(parts.map((p) => p.num));
  const d = poolEstimates(parts.map((p) => p.den));
  const r = n.mean / d.mean;
  const byLane = new Map<number, number>();
  for (const p of parts) {
    const cov = (p.sum.se ** 2 - p.num.se ** 2 - p.den.se ** 2) / 2;
    const own = Math.sqrt(Math.max(0, p.num.se ** 2 - 2 * r * cov + r * r * p.den.se ** 2));
    byLane.set(p.lane, (byLane.get(p.lane) ?? 0) + own / k);
  }
  const variance = [...byLane.values()].reduce((total, se) => total + se * se, 0);
  return { mean: r, se: Math.sqrt(variance) / d.mean, games: n.games };
}

export function pooledRatio(result: ExperimentResult, ratio: Ratio): Estimate {
  const [num, den] = RATIOS[ratio];
  return ratioOf(result.arms.map((a) => ({ num: armEstimate(a, num), den: armEstimate(a, den), sum: armEstimate(a, sumId(ratio)), lane: laneOfArm(a.id) })));
}

// ---- The answer -------------------------------------------------------------------------------

const G = 'games';
const pp = (e: Estimate, noun = G) => formatPointsDifference(e.mean, interval(e), e.games, noun);
const sign = (e: Estimate): number => (interval(e)[0] > 0 ? 1 : interval(e)[1] < 0 ? -1 : 0);
/** The value per Ward point against the Champion's point: the score less 1/2. */
const overChampion = (score: Estimate): Estimate => ({ ...score, mean: score.mean - 0.5 });

type Verdict = 'better' | 'worse' | 'even' | 'unclear';

/** Against the Champion's point: clearly above or below 1/2, or inside the 45-55% band, or none of these. */
export function verdictOf(score: Estimate): Verdict {
  const [lo, hi] = interval(score);
  return lo > 0.5 ? 'better' : hi < 0.5 ? 'worse' : lo >= BAND[0] && hi <= BAND[1] ? 'even' : 'unclear';
}

const SAID: Record<Verdict, string> = {
  better: 'clearly better than the Champion it replaced',
  worse: 'clearly worse than the Champion it replaced',
  even: 'not clearly different from the Champion, and even with it within the 45-55% band',
  unclear: 'not clearly different from the Champion (nor shown even within the 45-55% band)',
};

function valueLines(result: ExperimentResult): string[] {
  const score = (id: string) => est(result, id, 'scoreA');
  const dregs = score(DREGS);
  const per = WARD_REACTIONS.map((id) => {
    const s = score(id);
    const vsDregs = versus(result, id, DREGS);
    const dregsWord = sign(vsDregs) > 0 ? 'clearly above' : sign(vsDregs) < 0 ? 'clearly below' : 'not clearly apart from';
    return `${wardName(id)} ${showMean(s, 'per game', G)}: ${pp(overChampion(s))} of score per Ward point against the Champion, ${SAID[verdictOf(s)]}; ${dregsWord} the Dregs point (${pp(vsDregs)})`;
  });
  const verdicts = WARD_REACTIONS.map((id) => ({ id, v: verdictOf(score(id)) }));
  const list = (v: Verdict) => verdicts.filter((x) => x.v === v).map((x) => wardName(x.id));
  const [better, worse] = [list('better'), list('worse')];
  const level = [...list('even'), ...list('unclear')];
  return [
    `RR-045, the score of the warband with each Ward in place of its Champion (Spot Weakness) against the unchanged warband (1/2 = the Ward's point is worth the Champion's; win 1, draw 1/2, both sides played by the heuristic player, sides swapped; 95% intervals): ${per.join('; ')}. The plain point for comparison, Dregs in place of the Champion: ${showMean(dregs, 'per game', G)}, ${SAID[verdictOf(dregs)]}.`,
    better.length + worse.length === 0
      ? "No Warding Reaction makes its Ward clearly better or clearly worse than the Champion's point at these numbers: a Ward is worth about one point whichever reaction it carries."
      : worse.length === WARD_REACTIONS.length
        ? "Against the Champion's point, every one of the seven Wards is clearly worse: in this warband and with this player a Ward's point buys less than the Champion's whichever reaction it carries."
        : `Against the Champion's point: ${better.length ? `clearly better: ${better.join(', ')}` : 'none clearly better'}; ${worse.length ? `clearly worse: ${worse.join(', ')}` : 'none clearly worse'}${level.length ? `; not told apart from it: ${level.join(', ')}` : ''}.`,
  ];
}

/** What each reaction adds to the reference Ward, pair by pair; meaningful as "the reaction's own worth" only while the reference is never declared. */
function ownValueLines(result: ExperimentResult): string[] {
  const bare = est(result, REFERENCE, 'wardDeclared').mean === 0;
  const per = WARD_REACTIONS.filter((id) => id !== REFERENCE).map((id) => {
    const d = paired(result, id);
    const word = sign(d) > 0 ? 'adds clearly' : sign(d) < 0 ? 'costs clearly' : 'is not told apart from nothing';
    return `${wardName(id)} ${word} (${pp(d, 'paired games')})`;
  });
  const dregs = versus(result, DREGS, REFERENCE);
  const body = sign(dregs) > 0 ? 'clearly more' : sign(dregs) < 0 ? 'clearly less' : 'not told apart';
  const items = Object.entries(WARD_ITEMS).map(([id, item]) => {
    const d = paired(result, id);
    const word = sign(d) > 0 ? 'adds clearly to its Ward' : sign(d) < 0 ? 'costs its Ward clearly' : 'is not told apart from nothing';
    return `${item} ${wardName(id)} ${word}: ${pp(d, 'paired games')} of score, declared ${showMean(est(result, id, 'wardDeclared'), 'times per game', G)}`;
  });
  const itemLine = bare
    ? `The catalogue's single-reaction items, each reaction's own worth in games against the bare ${wardName(REFERENCE)} Ward (the same warband and seeds; score per game): ${items.join('; ')}. ${wardName(REFERENCE)} itself (RR-177) is not measured here, as the default heuristic player never declares it: rr-heuristic-gaps plays it (setting pursuit=always against off).`
    : `The catalogue's single-reaction items, against the ${wardName(REFERENCE)} Ward, which the heuristic player declared in these games, so these are differences between two reactions, not a reaction's own worth: ${items.join('; ')}.`;
  return [
    bare
      ? `What each Warding Reaction itself adds, against the same Ward with a reaction never used (${wardName(REFERENCE)}: the heuristic player never declares it, so that Ward is a bare one, its body, point and Blink), pair by pair on the same seeds: ${per.join('; ')}. A Dregs point in the Ward's place scores ${pp(dregs)} against the bare Ward (independent seeds): ${body}.`
      : `Each reaction against the ${wardName(REFERENCE)} Ward, pair by pair on the same seeds (the heuristic player declared ${wardName(REFERENCE)} in these games, so it is not a bare Ward): ${per.join('; ')}; Dregs ${pp(dregs)} (independent seeds).`,
    itemLine,
  ];
}

/** Pairs of reactions whose scores differ beyond their intervals (through the reference: versus). */
function pairLines(result: ExperimentResult): string[] {
  const apart: string[] = [];
  const ids = WARD_REACTIONS;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const d = versus(result, ids[i], ids[j]);
      if (sign(d) === 0) continue;
      const [hi, lo] = sign(d) > 0 ? [ids[i], ids[j]] : [ids[j], ids[i]];
      apart.push(`${wardName(hi)} over ${wardName(lo)} ${pp(sign(d) > 0 ? d : { ...d, mean: -d.mean }, 'paired games')}`);
    }
  }
  const pairs = (ids.length * (ids.length - 1)) / 2;
  const how = `${pairs} comparisons, each at 95%; those with ${wardName(REFERENCE)} paired, the others through their paired differences from it, their half-widths added`;
  return [
    apart.length === 0
      ? `Between the seven reactions, no pair differs clearly (${how}).`
      : `Between the seven reactions, the pairs that differ clearly (${how}): ${apart.join('; ')}. Every other pair is not told apart.`,
  ];
}

function usageLines(result: ExperimentResult): string[] {
  const per = WARD_REACTIONS.map((id) => {
    const offered = est(result, id, 'wardOffered');
    const declared = est(result, id, 'wardDeclared');
    return `${wardName(id)} declared ${showMean(declared, 'per game', G)}, offered in ${formatEstimate(offered.mean, interval(offered))} windows per game`;
  });
  const never = WARD_REACTIONS.filter((id) => est(result, id, 'wardDeclared').mean === 0 && est(result, id, 'wardOffered').mean > 0);
  const others = SLOTS.map((id) => `${armLabel(id)} ${showMean(est(result, id, 'otherReactions'), '', G)}`);
  const vengeance = est(result, 'vengeance', 'vengeanceA');
  return [
    `How often each Warding Reaction was used by the Ward's side (the reaction tally, declared whether or not then denied; a window is a reaction decision in which the reaction was on offer and the side could pay): ${per.join('; ')}. Blink (every Ward's own reaction): ${WARD_REACTIONS.map((id) => `${wardName(id)} ${formatEstimate(est(result, id, 'blink').mean, interval(est(result, id, 'blink')))}`).join(', ')} per game. Vengeance regained ${showMean(vengeance, 'Momentum per game', G)}.`,
    `${never.length ? `Never declared although offered: ${never.map(wardName).join(', ')}${never.includes('pursuit') ? ' (the heuristic player values Pursuit at 0.2, ai.ts reactionValue, and reacts only to what it values above 0.5, or 0.75 with less than 3 Momentum)' : ''}. ` : ''}One reaction per action: a Warding Reaction declared is a standard reaction not declared. The side's other reactions per game (Retaliate, Suppress, Evade, Intimidate; Fodder with Dregs): ${others.join('; ')}.`,
  ];
}

/**
 * Does the other player always get time? Only a marker that left with neither
 * a reaction window nor an action for the other side says no: that side had
 * no Momentum left, or no reaction that applied, from the taking to the exit.
 */
export function unansweredVerdict(share: Estimate): string {
  if (share.mean === 0) return 'every marker carried off gave the other side at least one reaction window or action first, as the rule intends';
  if (interval(share)[0] > 0) return `not always: for these markers the other side had no reaction window and took no action between the taking and the exit (it had no Momentum left, or no reaction that applied), so the rule's "time to react" was time it could not use`;
  return 'such markers are rare, and whether there are any is not settled at these numbers';
}

function captureLines(result: ExperimentResult): string[] {
  const r = (ratio: Ratio) => pooledRatio(result, ratio);
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  const ctfGames = Math.round(poolEstimates(result.arms.map((a) => armEstimate(a, 'ctf'))).mean * games);
  const offCount = Math.round(poolEstimates(result.arms.map((a) => armEstimate(a, 'off'))).mean * games);
  const takenCount = Math.round(poolEstimates(result.arms.map((a) => armEstimate(a, 'taken'))).mean * games);
  const M = `markers carried off`;
  const mean = (e: Estimate, unit: string, n: number, noun: string) => showMean({ ...e, games: n }, unit, noun);
  const share = (e: Estimate, n: number, noun: string) => showShare({ ...e, games: n }, noun);
  const unanswered = r('unansweredPerOff');
  const verdict = unansweredVerdict(unanswered);
  return [
    `RR-034, Capture the Flags (the engine carries markers: an Element takes control for 1 Momentum, moves it with every move, loses it to a Will check, forced movement or removal, and carries it off at a board edge, never on the Turn it took it; a Turn lasts until its player passes or is reacted to): ${groupThousands(ctfGames)} of the ${groupThousands(games)} games (rolled scenario, all arms pooled: the Ward only changes one side) were Capture the Flags, with ${groupThousands(takenCount)} markers taken and ${groupThousands(offCount)} carried off. Of the markers taken, ${share(r('offPerTaken'), takenCount, 'markers taken')} were carried off and ${share(r('droppedPerTaken'), takenCount, 'markers taken')} dropped (the rest held at the end).`,
    offCount === 0
      ? 'No marker was carried off in these games, so what the other side could do before one left is not measured here: play more games.'
      : `Before a marker left the board, the other side had ${mean(r('windowsPerOff'), 'reaction windows', offCount, M)}, declared ${mean(r('reactionsPerOff'), 'reactions', offCount, M)} and took ${mean(r('enemyActionsPerOff'), 'actions', offCount, M)}, while the carrying side took ${mean(r('ownActionsPerOff'), 'actions', offCount, M)} (the one that carried it off included). Markers that left with no enemy reaction window in between: ${share(r('noWindowPerOff'), offCount, M)}; with no enemy reaction window and no enemy action either: ${share(unanswered, offCount, M)}: ${verdict}. (Intervals pool the arms by the delta method and count the pairs of games, not the markers; the seven Wards share their seeds, so their parts are added as if their games were one, a bound, and Dregs' as independent.)`,
    `Game length: Capture the Flags games lasted ${mean(r('roundsPerCtf'), 'rounds', ctfGames, 'games')} (the scenario ends after round 4), and ${share(r('twoOffPerCtf'), ctfGames, 'games')} of them ended early with two markers carried off; the others ended after round 4 on the markers held (ctf-control=most), or earlier when a side was wiped out. rr-game-pace gives every scenario's length for the example warbands.`,
  ];
}

export function answer(result: ExperimentResult): string[] {
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [
    ...valueLines(result),
    ...ownValueLines(result),
    ...pairLines(result),
    ...usageLines(result),
    ...captureLines(result),
    `${groupThousands(games)} games in all, ${groupThousands(2 * result.arms[0].trials)} per arm, the seven Wards on the same seeds and Dregs on its own; setup rolled (scenario, terrain, deployment). The value is per point because a warband must total 12 points: games cannot add a Ward to a warband, only trade it for another point, so these numbers say what a Ward's point buys against a Champion's (Spot Weakness, with its Rally reaction) and a Dregs point in this warband (Rangers, Wary, Strife; with Dregs Butchers keeps their loss out of Morale), not what a point is worth in general. The heuristic player declares a reaction by fixed values (ai.ts reactionValue), not by looking ahead: it values Confusion at 0.3 + 0.3 x the attacked Element's points (+0.5 for a Champion or Ward), above its threshold for any target and, for attacked Fighters (0.9), above their own Retaliate (0.8), so it takes Confusion over Retaliate whenever both are offered; it values Pursuit at 0.2, below any threshold, so never takes it; people would use the reactions differently, and those values are what this ranks as much as the reactions. A Detonated Ward is removed by the removal rules: under Strife its side regains its point.`,
  ];
}

// ---- The experiment ------------------------------------------------------------------------------

const base = matchExperiment(
  {
    id: 'rr-ward-reactions',
    title: 'Wards: the win-rate value per Ward point of each Warding Reaction, and what Capture the Flags leaves the other player',
    question:
      "What is a Ward's point worth in win rate with each of its seven Warding Reactions (against the Champion's point it replaces, and a Dregs point), how often is each reaction declared, and in Capture the Flags how many chances to react does the other side get before a carried marker leaves the board, and how long do those games last?",
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Four Elements › Ward; Eleven Reactions › Warding Reactions; Victory Conditions › Capture the Flags', catalogue: ['RR-045', 'RR-034', ...Object.values(WARD_ITEMS)] },
    pairs: 3500,
  },
  ARMS,
);

const kept = keepMetrics(base, KEPT);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: {
    ...kept.metrics,
    ...Object.fromEntries(Object.entries(READINGS).map(([id, { label, unit }]): [string, MetricSpec] => [id, { kind: 'mean', label, unit }])),
    ...Object.fromEntries((Object.entries(RATIOS) as [Ratio, readonly [Reading, Reading]][]).map(([ratio, [num, den]]): [string, MetricSpec] => [sumId(ratio), { kind: 'mean', label: `${num} plus ${den} per game (for the interval of ${ratio})`, unit: 'per game' }])),
  },
  trial: wardTrial,
  answer,
  // The score's chart shades the 45-55% band around 1/2, the Champion's point (the band the answer reads).
  bands: [{ metric: 'scoreA', low: BAND[0], high: BAND[1] }],
  charts: [
    { kind: 'arms', metric: 'scoreA', title: "Score of the warband with a Ward (or Dregs) in the Champion's place, against the base" },
    { kind: 'forest', metric: 'scoreA', title: `Score: each Ward minus the ${wardName(REFERENCE)} Ward, pair by pair on the same seeds` },
    { kind: 'arms', metric: 'wardDeclared', reference: 'none', title: 'Warding Reactions declared per game by the Ward side' },
    { kind: 'arms', metric: 'otherReactions', reference: 'none', title: "The Ward side's other reactions declared per game" },
  ],
});
