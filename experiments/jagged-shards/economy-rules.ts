/**
 * Jagged Shards, the battle's economy rules (000_9659637e2373f14e.txt): whole
 * battles, heuristic player on both sides, pairs with the sides swapped, in
 * the four pairings of js-battle-momentum (battle-momentum.ts PAIRINGS), read
 * for the Chapter 5, 8 and 9 constants nothing else measured:
 *
 * - JS-054 (Ch. 5 › Initiative After Round 1, "both players roll a D100"):
 *   the roll-off enumerated exactly through the engine's own rule, each
 *   reading of its tie (variant `initiative-tie`, JS-037), against the
 *   roll-offs of the battles.
 * - JS-058 (Ch. 8 › Warp Flare Recovery, "only once per player"): Warp
 *   Flares recovered per side and battle against the ceiling of one per
 *   objective; how often a side recaptures an objective it had captured
 *   before (the rule denies that refund), and how often the starting-total
 *   cap cuts a first refund.
 * - JS-061 (Ch. 9 › Force Rating Scoring, "only counts during the round in
 *   which the destruction occurred"): the share of all points scored that is
 *   Force Rating, what it did to each round's result, and a re-score of the
 *   same battles with destroyed Force Rating counting in every later round.
 * - JS-066 / JS-067 (Ch. 8 › Reinforcements, Reinforcement Deployment):
 *   units destroyed against units returned, returned units destroyed again
 *   (which may not return twice), and what a returned unit does on arrival
 *   (its activation: no attack, no Rush) and afterwards.
 * - JS-042 (Ch. 8 › Reinforcement Deployment, the 8" clearances): of the
 *   moments a side could bring a unit back but for the point, the share with
 *   no legal point, on the engine's candidate line and on a 1" grid over the
 *   whole 8" band.
 * - JS-070 / JS-073 (Ch. 9 › Contested Objectives, Objective Value): each
 *   objective at each End Phase by the units of each side in control range,
 *   Victory Value suspended by contests, a re-score of each round with
 *   control by unit quantity, and the share of all points that is objective
 *   value.
 *
 * The trial is a match pair (pairTrial.ts playObservedPair) with the log on,
 * each battle played by _economyReadings.ts playWatched (the match runner's
 * own loop, reading positions between steps) and read after it.
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatProportion, groupThousands, meanDecimals, percent, percentDecimals, percentNumber, shown } from '../../src/report/format.ts';
import { ratioShare, type RatioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { ratioMean } from '../../src/stats/ratioMean.ts';
import { pairRatioSums } from '../../src/sim/match/pairRatios.ts';
import { FORCE_RATING_EFFECTS, forceRatingEffect, lostAfterReturning, unitsLost, warpFlaresRecovered } from '../../src/systems/jagged-shards/economy.ts';
import { JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';
import type { JaggedSide } from '../../src/systems/jagged-shards/setup.ts';
import { REINFORCEMENT_POINTS } from '../../src/systems/jagged-shards/board.ts';
import { PAIRINGS } from './battle-momentum.ts';
import {
  captures,
  careers,
  CONTROL_KEYS,
  controlCase,
  lastingForceRatingResult,
  legalCandidatePoints,
  playWatched,
  quantityRescore,
  rollOffOutcomes,
  rollOffs,
  suspendedValue,
  type Captures,
  type Careers,
  type RollOffs,
  type Watch,
} from './_economyReadings.ts';

const game = findGame('jagged-shards');
const ROUNDS = 5;

export const ARMS: MatchArm[] = PAIRINGS.map(([id, a, b, label]) => ({
  id,
  label,
  params: { system: game.id, sideA: loadSide(game, `preset:${a}`), sideB: loadSide(game, `preset:${b}`), agentA: 'heuristic', agentB: 'heuristic', variants: {} },
}));

// ---- What each battle adds to the record ----

export const RECOVERED_KEYS = ['0', '1', '2', '3'] as const;
export const RECAPTURE_KEYS = ['no recapture', 'a recapture'] as const;
/** A side's pool at the end: no unit destroyed; units destroyed, none returned; some returned; all returned (short, for a chart's axis). */
export const POOL_KEYS = ['none lost', 'none returned', 'some returned', 'all returned'] as const;
export const RESCORE_KEYS = ['same result', 'a different result'] as const;

/** Which case a side's reinforcement pool is in at the end of a battle (POOL_KEYS). */
export function poolCase(lost: number, returned: number): number {
  if (lost === 0) return 0;
  if (returned === 0) return 1;
  return returned < lost ? 2 : 3;
}

/**
 * Ratios whose observations are uneven per pair (roll-offs, captures,
 * reinforcements, opportunities): each kept as three per-battle means, the
 * hits, the observations and their sum (battle-momentum.ts RATIOS), for the
 * ratio estimator's interval over the pairs: [the observations, what is
 * counted among them]. Most are shares (ratioShare); arrivalRound,
 * laterActivations and laterForceRating are means per reinforcement
 * (src/stats/ratioMean.ts).
 */
export const RATIOS = {
  tie: ['initiative roll-offs', 'tied'],
  attackerHigher: ['initiative roll-offs', "the attacker's roll higher"],
  attackerRound: ['rounds whose initiative was rolled for (Rounds 2-5)', 'gained by the attacker'],
  forceRatingShare: ['points scored (objective value + enemy Force Rating destroyed)', 'enemy Force Rating'],
  clippedAttacker: ["the attacker's first captures", 'refund cut by the starting-total cap'],
  clippedDefender: ["the defender's first captures", 'refund cut by the starting-total cap'],
  returned: ['units destroyed at least once', 'returned as reinforcements'],
  lostAgain: ['reinforcements', 'destroyed again'],
  arrivalMoved: ['reinforcements', 'moved on arrival'],
  arrivalCapture: ['reinforcements', 'their side captured an objective in the arrival activation'],
  arrivalRound: ['reinforcements', 'arrival round (summed)'],
  laterActivations: ['reinforcements', 'activations in later rounds (summed)'],
  laterForceRating: ['reinforcements', 'enemy Force Rating destroyed in later rounds (summed)'],
  laterAttack: ['activations of returned units in rounds after their arrival', 'with an attack declared'],
  otherAttack: ['activations in Rounds 3-5 of units not back as reinforcements', 'with an attack declared'],
  legalPoints: ['candidate points at moments a side could bring a unit back but for the point', 'legal'],
  blocked: ['moments a side could bring a unit back but for the point', 'no legal point on the engine\'s line'],
  bandOpen: ['such moments with no legal point on the line', 'a legal point on the 1" grid over the 8" band'],
  roundBlocked: ['side-rounds with such a moment', 'no legal point at any of them'],
} as const;
export type RatioId = keyof typeof RATIOS;

/** The game's own statistics this report keeps. */
export const KEPT_STATISTICS = [
  'objectiveScoreA', 'objectiveScoreB', 'forceRatingDestroyedByA', 'forceRatingDestroyedByB',
  'warpFlaresRecoveredA', 'warpFlaresRecoveredB', 'objectivesCapturedA', 'objectivesCapturedB', 'warpFlaresSpentA', 'warpFlaresSpentB',
  'unitsLostA', 'unitsLostB', 'reinforcementsA', 'reinforcementsB', 'lostAfterReturningA', 'lostAfterReturningB',
  'roundsDecidedByForceRating', 'contestedRounds', 'tiedRounds',
] as const;

const EXTRA_METRICS: Record<string, MetricSpec> = {
  forceRatingEffect: { kind: 'distribution', label: 'every round: what the enemy Force Rating destroyed did to its result', keys: FORCE_RATING_EFFECTS, clustered: true },
  objectiveControl: { kind: 'distribution', label: 'every objective at every End Phase: units in control range', keys: CONTROL_KEYS, clustered: true },
  quantityRescore: { kind: 'distribution', label: 'every round re-scored with control by unit quantity', keys: RESCORE_KEYS, clustered: true },
  flaresRecovered: { kind: 'distribution', label: 'every side and battle: Warp Flares recovered from objectives', keys: RECOVERED_KEYS, clustered: true },
  recaptured: { kind: 'distribution', label: 'every side and battle: a refund denied by the once-per-player rule', keys: RECAPTURE_KEYS, clustered: true },
  reinforcementPool: { kind: 'distribution', label: 'every side and battle: its destroyed units and their return', keys: POOL_KEYS, clustered: true },
  lastingDisagrees: { kind: 'mean', label: 'the result differs if destroyed Force Rating counted in every later round', unit: 'share of battles' },
  recaptures: { kind: 'mean', label: 'recaptures (no refund), both sides', unit: 'per battle' },
  suspendedValue: { kind: 'mean', label: 'Victory Value an owner did not score because its objective was contested, both sides', unit: 'Victory Value per battle' },
  arrivalRushes: { kind: 'mean', label: 'Rushes by reinforcements in their arrival activation', unit: 'per battle' },
  arrivalAttacks: { kind: 'mean', label: 'attacks declared by reinforcements in their arrival activation', unit: 'per battle' },
  arrivalReactivations: { kind: 'mean', label: 'reinforcements activated again in their arrival round', unit: 'per battle' },
  ...Object.fromEntries(
    Object.entries(RATIOS).flatMap(([id, [of, hit]]) => [
      [`${id}Hits`, { kind: 'mean', label: `${of}: ${hit}`, unit: 'per battle' }],
      [`${id}Of`, { kind: 'mean', label: of, unit: 'per battle' }],
      [`${id}Sum`, { kind: 'mean', label: `${of}, and ${hit}, added (for the interval of the ratio)`, unit: 'per battle' }],
    ]),
  ),
};

/** What one battle's log gives (_economyReadings.ts). */
export interface LogReadings {
  roll: RollOffs;
  capture: Captures;
  career: Careers;
}

export function logReadings(state: JaggedState): LogReadings {
  const events = state.events();
  return { roll: rollOffs(events), capture: captures(events, state.setup.objectives.map((o) => o.warpFlares)), career: careers(events) };
}

/** One battle's readings, per ratio: [observations, hits]. */
export function ratioCounts(state: JaggedState, watch: Watch, { roll, capture, career }: LogReadings): Record<RatioId, [number, number]> {
  const fr = state.frDestroyed[0] + state.frDestroyed[1];
  const points = fr + state.objectiveScore[0] + state.objectiveScore[1];
  const lost = unitsLost(state, 0) + unitsLost(state, 1);
  const returned = state.reinforcements[0] + state.reinforcements[1];
  return {
    tie: [roll.rollOffs, roll.ties],
    attackerHigher: [roll.rollOffs, roll.attackerHigher],
    attackerRound: [roll.rounds, roll.attackerRounds],
    forceRatingShare: [points, fr],
    clippedAttacker: [capture.first[0], capture.clipped[0]],
    clippedDefender: [capture.first[1], capture.clipped[1]],
    returned: [lost, returned],
    lostAgain: [returned, lostAfterReturning(state, 0) + lostAfterReturning(state, 1)],
    arrivalMoved: [career.reinforcements, career.moved],
    arrivalCapture: [career.reinforcements, career.arrivalCaptures],
    arrivalRound: [career.reinforcements, career.arrivalRounds],
    laterActivations: [career.reinforcements, career.laterActivations],
    laterForceRating: [career.reinforcements, career.laterForceRating],
    laterAttack: [career.laterActivations, career.laterAttacking],
    otherAttack: [career.otherActivations, career.otherAttacking],
    legalPoints: [watch.opportunities * REINFORCEMENT_POINTS.length, watch.legalPoints],
    blocked: [watch.opportunities, watch.blocked],
    bandOpen: [watch.blocked, watch.bandOpen],
    roundBlocked: [watch.sideRounds, watch.sideRoundsBlocked],
  };
}

/** The match runner's pair, each battle played by playWatched and read for the counts above. */
const READ: PairObserver<JaggedState, Watch> = {
  log: true,
  statistics: KEPT_STATISTICS,
  start: (record) => {
    for (const [id, metric] of Object.entries(EXTRA_METRICS)) record[id] = metric.kind === 'mean' ? 0 : [];
  },
  play: (state, seats) => playWatched(state, seats),
  read: (state, _seatOfA, record, watch) => {
    const push = (id: string, values: readonly number[]) => (record[id] as number[]).push(...values);
    const add = (id: string, value: number) => ((record[id] as number) += value / 2);
    const victoryValue = state.setup.objectives.map((o) => o.victoryValue);
    const endPhases = watch!.endPhases;
    push('forceRatingEffect', Array.from({ length: ROUNDS }, (_, r) => forceRatingEffect(state, r + 1)));
    push('objectiveControl', endPhases.map((e) => controlCase(e.units)));
    push('quantityRescore', quantityRescore(endPhases, victoryValue, state.roundScore));
    const readings = logReadings(state);
    const { capture, career } = readings;
    for (const seat of [0, 1]) {
      push('flaresRecovered', [Math.min(RECOVERED_KEYS.length - 1, warpFlaresRecovered(state, seat))]);
      push('recaptured', [capture.again[seat] > 0 ? 1 : 0]);
      push('reinforcementPool', [poolCase(unitsLost(state, seat), state.reinforcements[seat])]);
    }
    add('lastingDisagrees', lastingForceRatingResult(state.roundScore, state.roundForceRating) === state.winner ? 0 : 1);
    add('recaptures', capture.again[0] + capture.again[1]);
    add('suspendedValue', suspendedValue(endPhases, victoryValue));
    add('arrivalRushes', career.arrivalRushes);
    add('arrivalAttacks', career.arrivalAttacks);
    add('arrivalReactivations', career.arrivalReactivations);
    for (const [id, [observations, hits]] of Object.entries(ratioCounts(state, watch!, readings))) {
      add(`${id}Hits`, hits);
      add(`${id}Of`, observations);
      add(`${id}Sum`, hits + observations);
    }
  },
};

export const economyTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- From an arm's result back to its numbers ----

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const dist = (arm: ArmResult, id: string) => arm.metrics[id] as DistributionMetric;
const battles = (arm: ArmResult) => 2 * arm.trials;

/** A ratio's sums over the arm's pairs, from its three per-battle mean metrics (pairRatios.ts). */
export const ratioSums = (arm: ArmResult, id: RatioId): RatioSums => pairRatioSums(arm, id);

const shareOf = (arm: ArmResult, id: RatioId): RatioShare => ratioShare(ratioSums(arm, id));
/** A ratio's share with its interval and the observations it is out of. */
const share = (arm: ArmResult, id: RatioId, noun: string) => {
  const r = shareOf(arm, id);
  return r.n === 0 ? `no ${noun}` : formatProportion(r.p, r.ci, r.n, noun);
};
/** A ratio that is a mean per observation (ratioMean), with its interval (clamped at 0: every such ratio counts something non-negative). */
const perOne = (arm: ArmResult, id: RatioId, unit: string, noun: string) => {
  const r = ratioMean(ratioSums(arm, id));
  if (r.n === 0) return `no ${noun}`;
  const d = meanDecimals(r.ci[1] - r.ci[0]);
  return `${shown(r.r, d)} ${unit} (${shown(Math.max(0, r.ci[0]), d)} to ${shown(r.ci[1], d)}, ${groupThousands(r.n)} ${noun})`;
};
const m = (arm: ArmResult, id: string, unit: string) => formatMean(mean(arm, id).mean, mean(arm, id).ci, battles(arm), unit, 'battles');
/** A mean and its interval without the count, for a second number of the same battles: "1.91 (1.88 to 1.93)". */
const mm = (arm: ArmResult, id: string) => {
  const { mean: value, ci } = mean(arm, id);
  const d = meanDecimals(ci[1] - ci[0]);
  return `${shown(value, d)} (${shown(ci[0], d)} to ${shown(ci[1], d)})`;
};
/** A share and its interval without the count: "24.9% (24.1-25.8%)". */
const compact = (p: number, ci: readonly [number, number]) => {
  const d = percentDecimals(ci[1] - ci[0], p);
  return `${percent(p, d)} (${percentNumber(ci[0], d)}-${percent(ci[1], d)})`;
};
const key = (arm: ArmResult, id: string, k: number, noun: string) => formatProportion(dist(arm, id).p[k], dist(arm, id).ci[k], dist(arm, id).n, noun);
/** Every key of a distribution with its interval, and the observations once: "a 1.0% (0.8-1.2%), b 3% (2-4%), of 25,000 rounds". */
const keys = (arm: ArmResult, id: string, labels: readonly string[], noun: string) => {
  const d = dist(arm, id);
  return `${labels.map((label, k) => `${label} ${compact(d.p[k], d.ci[k])}`).join(', ')}, of ${groupThousands(d.n)} ${noun}`;
};
/** A 0/1 per-battle mean as a share of battles, its interval clamped to [0, 1]. */
const battleShare = (arm: ArmResult, id: string) => formatProportion(mean(arm, id).mean, [Math.max(0, mean(arm, id).ci[0]), Math.min(1, mean(arm, id).ci[1])], battles(arm), 'battles');
/** The sum over the arm's battles of a per-battle mean metric. */
const total = (arm: ArmResult, id: string) => Math.round(mean(arm, id).mean * battles(arm));

// ---- The answer ----

/** JS-054: the exact roll-off from the engine, each tie reading, and the battles' roll-offs against it. */
export function initiativeLines(result: ExperimentResult): string[] {
  const sides = [game.presets['colonial-strike-force'], game.presets['martian-warband']] as unknown as readonly [JaggedSide, JaggedSide];
  const reroll = rollOffOutcomes('reroll', 0, sides);
  const keep = [rollOffOutcomes('keep-previous', 0, sides), rollOffOutcomes('keep-previous', 1, sides)];
  const defender = rollOffOutcomes('defender', 0, sides);
  const all = 100 * 100;
  const exact = { tie: reroll.again / all, higher: reroll['0'] / all, round: reroll['0'] / (reroll['0'] + reroll['1']) };
  const checks = result.arms.map((arm) => {
    const inside = (id: RatioId, p: number) => shareOf(arm, id).ci[0] <= p && p <= shareOf(arm, id).ci[1];
    const ok = inside('tie', exact.tie) && inside('attackerHigher', exact.higher) && inside('attackerRound', exact.round);
    return { ok, text: `${arm.label}: tied ${share(arm, 'tie', 'roll-offs')}, the attacker's roll higher in ${share(arm, 'attackerHigher', 'roll-offs')}, the attacker gained initiative in ${share(arm, 'attackerRound', 'rounds')}` };
  });
  const agree = checks.filter((c) => c.ok).length;
  return [
    `JS-054, the initiative roll-off of Rounds 2-5 (Ch. 5 Initiative After Round 1: both players roll a D100, "the player with the higher result gains initiative"), exact: all ${groupThousands(all)} pairs of rolls played into a battle state at the Initiative Phase through the engine's own rule give the attacker the higher roll in ${groupThousands(reroll['0'])} (${percent(reroll['0'] / all, 1)}), the defender in ${groupThousands(reroll['1'])} (${percent(reroll['1'] / all, 1)}) and equal rolls in ${groupThousands(reroll.again)} (${percent(reroll.again / all, 1)}): the 49.5% / 49.5% / 1% the catalogue expects.`,
    `How the engine breaks the tie the rulebook leaves open (JS-037, variant initiative-tie): by default both players roll again (reroll), so each side gains initiative with exactly ${percent(exact.round, 1)} (${groupThousands(reroll['0'])} of the ${groupThousands(reroll['0'] + reroll['1'])} pairs that settle it) and a round takes 100/99 = ${shown(all / (reroll['0'] + reroll['1']), 4)} roll-offs on average; under keep-previous the side that held initiative the round before keeps it on a tie, ${percent(keep[0]['0'] / all, 1)} for it whichever side that is (${groupThousands(keep[0]['0'])} and ${groupThousands(keep[1]['1'])} of ${groupThousands(all)} pairs); under defender the defender gains it on a tie, ${percent(defender['1'] / all, 1)} against ${percent(defender['0'] / all, 1)}.`,
    `Sampled in the battles (default reading), against the exact ${percent(exact.tie, 1)}, ${percent(exact.higher, 1)} and ${percent(exact.round, 1)}: ${checks.map((c) => c.text).join('; ')}. The exact values lie inside ${agree === checks.length ? 'every one of these intervals' : `the intervals of ${agree} of the ${checks.length} pairings`}.`,
  ];
}

/** JS-058: Warp Flare income against its ceilings. */
function recoveryLines(result: ExperimentResult): string[] {
  const per = result.arms.map(
    (arm) =>
      `${arm.label}: recovered per battle ${m(arm, 'warpFlaresRecoveredA', 'by the first-named side')} and ${mm(arm, 'warpFlaresRecoveredB')} by the second, ` +
      `objectives captured at least once ${mm(arm, 'objectivesCapturedA')} and ${mm(arm, 'objectivesCapturedB')}; per side and battle ${keys(arm, 'flaresRecovered', ['0 Warp Flares', '1', '2', 'all 3'], 'side-battles')}`,
  );
  const binds = result.arms.map((arm) => `${arm.label} ${key(arm, 'recaptured', 1, 'side-battles')}, ${m(arm, 'recaptures', 'recaptures per battle')}`);
  const clipped = result.arms.map((arm) => `${arm.label}: the attacker's ${share(arm, 'clippedAttacker', 'first captures')}, the defender's ${share(arm, 'clippedDefender', 'first captures')}`);
  return [
    `JS-058, Warp Flare recovery (Ch. 8: a player's first capture of an objective recovers its 1 Warp Flare, "only once per player during a battle", never above the starting total): with three standard objectives the once-per-player rule caps a side's income at 3 Warp Flares a battle. ${per.join('; ')}.`,
    `How often that cap binds (a side recaptured an objective it had captured before and lost since: the refund the rule denies): ${binds.join('; ')}. The other cap, never more than the starting total (3 attacker, 2 defender), cut the refund of a first capture (the side's Warp Flares were full then): ${clipped.join('; ')}.`,
  ];
}

/** JS-061 and JS-073: where the points come from, and what Force Rating does to a round. */
function scoringLines(result: ExperimentResult): string[] {
  const shares = result.arms.map((arm) => {
    const fr = shareOf(arm, 'forceRatingShare');
    return {
      fr,
      text: `${arm.label}: Force Rating ${formatProportion(fr.p, fr.ci, battles(arm), 'battles')}, objective value ${compact(1 - fr.p, [1 - fr.ci[1], 1 - fr.ci[0]])}; objective value per battle ${m(arm, 'objectiveScoreA', 'for the first-named side')} and ${mm(arm, 'objectiveScoreB')} for the second`,
    };
  });
  const effects = result.arms.map(
    (arm) =>
      `${arm.label}: ${keys(arm, 'forceRatingEffect', ['no Force Rating destroyed', 'destroyed but the same result', 'won a round level on objective value', 'levelled a round lost on it', 'reversed a round lost on it'], 'rounds')}; rounds decided by Force Rating ${m(arm, 'roundsDecidedByForceRating', 'per battle')}`,
  );
  const lasting = result.arms.map((arm) => `${arm.label} ${battleShare(arm, 'lastingDisagrees')}`);
  const objectiveMajor = shares.filter((s) => s.fr.ci[1] < 0.5).length;
  return [
    `JS-073 and JS-061, where the points of the Round Victory totals come from (Ch. 9: objective value controlled, 5 for a standard objective in each End Phase it is held and not contested, plus the enemy Force Rating destroyed that round), as shares of all points scored in the battles: ${shares.map((s) => s.text).join('; ')}. ${objectiveMajor === shares.length ? 'In every pairing objective value is clearly the larger part.' : `Objective value is clearly the larger part in ${objectiveMajor} of the ${shares.length} pairings.`} Each first capture also recovers 1 Warp Flare (JS-058 above).`,
    `JS-061, what the Force Rating term did to each round's result, against the result by objective value alone: ${effects.join('; ')}.`,
    `JS-061, the per-round clause ("Force Rating only counts during the round in which the destruction occurred"): re-scored with destroyed Force Rating counting in its round and in every later one, the battle's result (win, draw or loss) would differ in ${lasting.join('; ')}. This re-scores the battles as played; players who knew a kill scores every round would play differently, so it shows how much the clause matters to these results, not what the other rule would produce.`,
  ];
}

/** JS-066 and JS-067: the reinforcement pool and what a returned unit does. */
function reinforcementLines(result: ExperimentResult): string[] {
  const pool = result.arms.map(
    (arm) =>
      `${arm.label}: units destroyed at least once per battle ${m(arm, 'unitsLostA', 'of the first-named side')} and ${mm(arm, 'unitsLostB')} of the second, reinforcements ${mm(arm, 'reinforcementsA')} and ${mm(arm, 'reinforcementsB')}; ` +
      `${share(arm, 'returned', 'destroyed units')} of the destroyed units came back, and ${share(arm, 'lostAgain', 'reinforcements')} of those were destroyed again and stay off the table (Ch. 8: once per battle); per side and battle ${keys(arm, 'reinforcementPool', ['no unit lost', 'units lost but none returned', 'some returned', 'all returned'], 'side-battles')}`,
  );
  const careers = result.arms.map((arm) => {
    const later = shareOf(arm, 'laterAttack');
    const other = shareOf(arm, 'otherAttack');
    const apart = later.n === 0 || other.n === 0 ? 'not comparable with' : later.ci[1] < other.ci[0] ? 'clearly less often than' : later.ci[0] > other.ci[1] ? 'clearly more often than' : 'not clearly apart from';
    return (
      `${arm.label}: arriving in round ${perOne(arm, 'arrivalRound', 'on average', 'reinforcements')}; on arrival moved ${share(arm, 'arrivalMoved', 'reinforcements')}, and its side captured an objective in ${share(arm, 'arrivalCapture', 'arrivals')}; ` +
      `afterwards ${perOne(arm, 'laterActivations', 'activations', 'reinforcements')} each, attacking in ${share(arm, 'laterAttack', 'activations')}, ${apart} other units in Rounds 3-5 (${share(arm, 'otherAttack', 'activations')}), and destroying ${perOne(arm, 'laterForceRating', 'enemy Force Rating', 'reinforcements')} each`
    );
  });
  const arrivals = result.arms.reduce((sum, arm) => sum + shareOf(arm, 'arrivalMoved').n, 0);
  const attacks = result.arms.reduce((sum, arm) => sum + total(arm, 'arrivalAttacks'), 0);
  const again = result.arms.reduce((sum, arm) => sum + total(arm, 'arrivalReactivations'), 0);
  const rushes = result.arms.reduce((sum, arm) => sum + total(arm, 'arrivalRushes'), 0);
  return [
    `JS-066, the reinforcement pool (Ch. 8: from Round 2, "Each destroyed unit may only return as a Reinforcement once per battle"; 2 Warp Flares each here, the cost is not printed, JS-036): ${pool.join('; ')}.`,
    `JS-067, "Reinforcement deployment counts as the unit's activation for that round": in the ${groupThousands(arrivals)} arrivals of all pairings a reinforcement Rushed ${rushes} times and declared ${attacks} attacks in its arrival activation, and activated again in its arrival round ${again} times (the engine allows none of these, nor an activated ability then: Ch. 8 "may not: attack, Rush, activate offensive abilities"). What it did: ${careers.join('; ')}.`,
    'These are the heuristic player\'s habits as much as the rule\'s: it brings a unit back only before Round 5 and only when its paced Warp Flare reserve allows (flares.ts), picks the return by the unit\'s Force Rating and the objective work at its point, and moves a returned unit toward objectives like any other; how often returned units attack, set against other units, is an association (a returned unit is back at full wounds, from an edge, late in the battle), not an effect of the rule.',
  ];
}

/** JS-042: reinforcement points. */
function pointLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => {
    const band = shareOf(arm, 'bandOpen').n === 0 ? 'no moment was blocked, so there is nothing for the band to open' : `of the blocked moments the whole band had a legal point in ${share(arm, 'bandOpen', 'blocked moments')}`;
    return `${arm.label}: no legal point at ${share(arm, 'blocked', 'moments')}, side-rounds in which every such moment was blocked ${share(arm, 'roundBlocked', 'side-rounds')}; ${band}; of the ${REINFORCEMENT_POINTS.length} candidate points ${share(arm, 'legalPoints', 'candidate points')} were legal at those moments`;
  });
  const blocked = result.arms.map((arm) => shareOf(arm, 'blocked'));
  const rare = blocked.every((b) => b.n > 0 && b.ci[1] < 0.05);
  const never = result.arms.every((arm) => ratioSums(arm, 'blocked').hits < 0.5);
  const moments = blocked.reduce((sum, b) => sum + b.n, 0);
  // Before any unit moves the enemy stands in its own zone, which the 8" clearance from that zone already keeps away.
  const start = JaggedState.start([game.presets['colonial-strike-force'], game.presets['martian-warband']] as unknown as [JaggedSide, JaggedSide], {}, Xoshiro128.stream(0, 0), false);
  const open = legalCandidatePoints(start, 0);
  const points = REINFORCEMENT_POINTS.length;
  return [
    `JS-042, reinforcement points (Ch. 8 Reinforcement Deployment: within 8" of a battlefield edge, outside and at least 8" from the enemy Deployment Zone, at least 8" from enemy units and objectives). The moments are each activation choice from Round 2 on, for each side that then had a destroyed unit it could bring back (never returned, not activated this round) and the 2 Warp Flares for it; the engine offers a return only at legal points of its candidate line (every 4" along a line 4" inside each edge, board.ts), and where none is legal a 1" grid over the whole 8" band is checked too. ${per.join('; ')}.`,
    `${rare ? `In every pairing a side that could bring a unit back clearly almost always had a legal point (the share without one is under 5% at its upper 95% bound)${never ? `; in fact not one of the ${groupThousands(moments)} moments lacked one` : ''}.` : 'Not in every pairing is a missing point clearly rare (under 5% of the moments).'} Before any unit moves ${open} of the ${points} candidate points are legal for either side (the clearances from the enemy Deployment Zone and the objectives close the other ${points - open}), and enemy units within 8" of the edge lines close some of the rest (the shares of legal points above). The test's scripted case closes every candidate point of a side with 11 enemy units 12" apart along its edges; the illustrative forces field 4 to 6. Units are points here, so base sizes would shrink the legal region a little.`,
  ];
}

/** JS-070: contested objectives and control by proximity. */
function controlLines(result: ExperimentResult): string[] {
  const per = result.arms.map(
    (arm) =>
      `${arm.label}: ${keys(arm, 'objectiveControl', ['no unit in range', 'one side only', 'both sides in equal numbers', 'both sides in unequal numbers'], 'objective-End Phases')}; End Phases with a contested objective ${m(arm, 'contestedRounds', 'per battle')}; Victory Value suspended by a contest ${mm(arm, 'suspendedValue')} per battle; a round's result would change under a quantity rule in ${key(arm, 'quantityRescore', 1, 'rounds')}`,
  );
  return [
    `JS-070, control "determined through proximity, not unit quantity" (Ch. 9 Contested Objectives; control range 3", the default of variant control-range, JS-040; a contest suspends the owner's value, variant contested, JS-041): every objective at every End Phase, by the units of each side in its control range: ${per.join('; ')}.`,
    'Where both sides are in range in unequal numbers, a quantity rule would have given the objective to the larger group; the re-score adds its Victory Value to that side for that round only. It re-scores the positions as played (control, captures and play would differ under such a rule), so it shows where the proximity rule bites, not what the other rule would produce.',
  ];
}

export function answer(result: ExperimentResult): string[] {
  const all = result.arms.reduce((sum, arm) => sum + battles(arm), 0);
  return [
    ...initiativeLines(result),
    ...recoveryLines(result),
    ...scoringLines(result),
    ...reinforcementLines(result),
    ...pointLines(result),
    ...controlLines(result),
    'In the Strike Force mirror the two battles of a pair are the same battle with the sides swapped, so it holds half as many distinct battles as it counts; its intervals, like every arm\'s, are computed over pairs and stay honest.',
    `${groupThousands(all)} battles in all (${groupThousands(result.arms[0].trials)} pairs per pairing, sides swapped), heuristic player on both sides, default rule readings, the illustrative forces (the core prints no profiles); 95% intervals, those of shares and means of uneven numbers per pair from the ratio estimator over pairs (src/stats/ratioShare.ts), of per-round and per-objective shares widened for the correlation within a pair; the roll-off is exact.`,
  ];
}

const base = matchExperiment(
  {
    id: 'js-economy-rules',
    title: 'The economy rules: initiative roll-offs, Warp Flare recovery, Force Rating and objective value, reinforcements and their points, contested objectives',
    question:
      'How often does the Round 2-5 roll-off tie and how does the engine settle it, how often do the once-per-objective and starting-total caps on Warp Flare recovery bind, how much of the scoring is Force Rating and how often does it decide a round, how much of the reinforcement pool returns and what does a returned unit do, how often is there no legal reinforcement point, and how often are objectives contested?',
    source: {
      rulebook: '000_9659637e2373f14e.txt',
      section: 'Ch. 5 › Initiative After Round 1; Ch. 8 › Warp Flare Recovery, Reinforcements, Reinforcement Deployment; Ch. 9 › Contested Objectives, Objective Value, Force Rating Scoring',
      catalogue: ['JS-042', 'JS-054', 'JS-058', 'JS-061', 'JS-066', 'JS-067', 'JS-070', 'JS-073'],
    },
    pairs: 4000,
  },
  ARMS,
);

const KEEP = new Set(['pair', 'scoreA', 'length', ...KEPT_STATISTICS]);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEEP.has(id))), ...EXTRA_METRICS },
  trial: economyTrial,
  answer,
  charts: [
    { kind: 'distribution', metric: 'forceRatingEffect', title: 'What the enemy Force Rating destroyed did to each round' },
    { kind: 'distribution', metric: 'objectiveControl', title: 'Each objective at each End Phase: units in control range' },
    { kind: 'distribution', metric: 'flaresRecovered', title: 'Warp Flares recovered from objectives, per side and battle (ceiling 3)' },
    { kind: 'distribution', metric: 'reinforcementPool', title: 'Destroyed units and their return, per side and battle' },
  ],
});
