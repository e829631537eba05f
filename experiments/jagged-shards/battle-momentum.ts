/**
 * Jagged Shards, how a battle's momentum goes (000_9659637e2373f14e.txt):
 * whole battles, heuristic player on both sides, pairs with the sides
 * swapped, in four pairings of the illustrative presets (equal and unequal
 * unit counts, one or two heavy units a side). From the same battles:
 *
 * - JS-010 (Ch. 5 › Battlefield Momentum, "A single decisive round may alter
 *   the entire momentum of a battle"): P(battle winner = winner of the round
 *   with the largest Force Rating swing), beside the same share for an
 *   ordinary won round; Round Victory lead changes per battle.
 * - JS-011 ("... determine victory long before total battlefield destruction
 *   occurs"): the round after which the result is settled against the rate
 *   of tabling by Round 5.
 * - JS-019 ("shifting battlefield control rather than static point
 *   accumulation"): how often the result by Round Victories differs from the
 *   result by total points (the five round totals summed), same battles.
 * - JS-003 (Ch. 7 › Lethality): a heavy unit's chance to be destroyed in a
 *   round by the number of enemy units that attacked it that round (1, 2,
 *   3+), the share of heavy kills made by a critical success, lead changes.
 *   Battles without crit bands are not played: the engine has no such rule.
 * - JS-004 ("intentionally lethal"): % of both forces' starting Force
 *   Rating destroyed per round and over the battle, for these illustrative
 *   profiles only (the engine has no base-SR or wound-model setting).
 * - JS-008 (Ch. 4 › Standard Deployment): rounds with a contested objective
 *   and lead changes under corner deployment; edge deployment is not modelled.
 * - JS-059/060/062/063 (Ch. 5 › Round Victory, Tied Rounds, The Flow of
 *   Battle, Activations): round margins under the one-Victory-a-round
 *   scoring, tie frequency per round, rounds played after the result is
 *   settled, unanswered activations from unequal unit counts.
 *
 * The trial is a match pair (pairTrial.ts) played with the event log on, so
 * the heavy-unit focus and the unanswered activations of each round are read
 * from the logged events (functions below, hand-checked in
 * tests/experiments/js-battle-momentum.test.ts).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { binOf } from '../../src/sim/match/statisticBins.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatProportion, formatShareEstimate, groupThousands, shown } from '../../src/report/format.ts';
import { wilson } from '../../src/stats/wilson.ts';
import type { JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';
import { largestSwingRound, resultSettledRound, roundWinner } from '../../src/systems/jagged-shards/momentum.ts';

const game = findGame('jagged-shards');
const ROUNDS = 5;

/** The pairings: [id, side A preset, side B preset, label]. Unit counts: strike force 5, warband 5, column 4 (2 heavy), swarm 6 (no heavy). */
export const PAIRINGS = [
  ['strike-vs-warband', 'colonial-strike-force', 'martian-warband', 'Strike Force (5 units) vs Warband (5)'],
  ['strike-mirror', 'colonial-strike-force', 'colonial-strike-force', 'Strike Force mirror (5 vs 5)'],
  ['strike-vs-swarm', 'colonial-strike-force', 'martian-swarm', 'Strike Force (5) vs Swarm (6)'],
  ['column-vs-swarm', 'colonial-armoured-column', 'martian-swarm', 'Armoured Column (4, two heavy) vs Swarm (6)'],
] as const;

const arms: MatchArm[] = PAIRINGS.map(([id, a, b, label]) => ({
  id,
  label,
  params: { system: game.id, sideA: loadSide(game, `preset:${a}`), sideB: loadSide(game, `preset:${b}`), agentA: 'heuristic', agentB: 'heuristic', variants: {} },
  baseline: null,
}));

// ---- Readings of one battle (pure; hand-checked in the test) ----

export const FOCUS_KEYS = ['survived the round', 'destroyed'] as const;
export const KILL_KEYS = ['critical success', 'plain success'] as const;
export const DECISIVE_KEYS = ['won by that round\'s winner', 'won by the other side', 'battle drawn', 'that round tied'] as const;
export const ROUND_RESULT_KEYS = ["won by the round's winner", 'won by the other side', 'battle drawn'] as const;
export const MARGIN_KEYS = ['tied', '1-4', '5-9', '10+'] as const;
export const TAIL_KEYS = ['won by the side with the unanswered activations', 'won by the other side', 'tied'] as const;
export const SETTLED_KEYS = ['settled before Round 5, no side tabled by then', 'settled before Round 5, a side tabled by then', 'settled only by Round 5'] as const;

interface LoggedEvent {
  kind: string;
  unit?: string;
  seat?: number;
  target?: string;
  outcome?: string;
  round?: number;
}

export interface HeavyFocus {
  /** Per number of distinct attackers (index 0: 1, 1: 2, 2: 3 or more): observations, 0 survived the round, 1 destroyed. */
  focus: [number[], number[], number[]];
  /** Per heavy unit destroyed: 0 the killing roll was a critical success, 1 a plain success. */
  kills: number[];
}

/**
 * Heavy units under focused fire, from a battle's events: for each heavy unit
 * (key "<seat> <label>") attacked in a round, the number of distinct enemy
 * units that declared an attack on it that round up to its destruction or
 * the End Phase, and whether it was destroyed; and for each heavy destroyed,
 * whether the roll that destroyed it (the last roll before the destroyed
 * event) was a critical success. A destroyed heavy that returns as a
 * reinforcement starts a new count.
 */
export function heavyFocus(events: readonly GameEvent[], heavy: ReadonlySet<string>): HeavyFocus {
  const out: HeavyFocus = { focus: [[], [], []], kills: [] };
  const attackers = new Map<string, Set<string>>();
  let lastOutcome = '';
  const observe = (key: string, destroyed: number) => {
    const k = attackers.get(key)?.size ?? 0;
    if (k > 0) out.focus[Math.min(k, 3) - 1].push(destroyed);
    attackers.delete(key);
  };
  for (const e of events as unknown as LoggedEvent[]) {
    if (e.kind === 'attack') {
      const target = `${1 - e.seat!} ${e.target}`;
      if (!heavy.has(target)) continue;
      if (!attackers.has(target)) attackers.set(target, new Set());
      attackers.get(target)!.add(`${e.seat} ${e.unit}`);
    } else if (e.kind === 'roll') lastOutcome = e.outcome!;
    else if (e.kind === 'destroyed') {
      const key = `${e.seat} ${e.unit}`;
      if (!heavy.has(key)) continue;
      observe(key, 1);
      out.kills.push(lastOutcome === 'critical success' ? 0 : 1);
    } else if (e.kind === 'round-victory') for (const key of [...attackers.keys()]) observe(key, 0);
  }
  return out;
}

/**
 * JS-063: each round in which exactly one seat made unanswered activations
 * (an activation or reinforcement straight after its own), how the round
 * went for it: 0 won, 1 lost, 2 tied (TAIL_KEYS).
 */
export function tailRounds(events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  let tail = [0, 0];
  let last = -1;
  for (const e of events as unknown as LoggedEvent[]) {
    if (e.kind === 'round') {
      last = -1;
      tail = [0, 0];
    } else if (e.kind === 'activate' || e.kind === 'reinforce') {
      if (e.seat === last) tail[e.seat!]++;
      last = e.seat!;
    } else if (e.kind === 'round-victory' && (tail[0] > 0) !== (tail[1] > 0)) {
      const side = tail[0] > 0 ? 0 : 1;
      out.push(e.seat === -1 ? 2 : e.seat === side ? 0 : 1);
    }
  }
  return out;
}

/** JS-010: the battle's result against the winner of its largest-swing round (DECISIVE_KEYS), -1 when no round had a swing. */
export function decisiveRoundResult(s: JaggedState): number {
  const r = largestSwingRound(s);
  if (r === 0) return -1;
  const w = roundWinner(s, r);
  if (w === -1) return 3;
  if (s.winner === 2) return 2;
  return s.winner === w ? 0 : 1;
}

/** The same for every won round (ROUND_RESULT_KEYS): what an ordinary round's winner says about the battle. */
export function wonRoundResults(s: JaggedState): number[] {
  const out: number[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const w = roundWinner(s, r);
    if (w >= 0) out.push(s.winner === 2 ? 2 : s.winner === w ? 0 : 1);
  }
  return out;
}

/** JS-059: each round's margin between the two totals (MARGIN_KEYS; a standard objective is worth 5). */
export function roundMargins(s: JaggedState): number[] {
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r++) out.push(binOf([0, 1, 5, 10], Math.abs(s.roundScore[r * 2] - s.roundScore[r * 2 + 1])));
  return out;
}

/** JS-011: when the result was settled against tabling (SETTLED_KEYS). */
export function settledAgainstTabling(s: JaggedState): number {
  const settled = resultSettledRound(s);
  if (settled === ROUNDS) return 2;
  const tabled = [s.tabledRound[0], s.tabledRound[1]].filter((r) => r > 0);
  return tabled.length > 0 && Math.min(...tabled) <= settled ? 1 : 0;
}

// ---- The trial: a match pair with the log on ----

/**
 * Shares whose observations are sparse and uneven per pair (a heavy unit-round
 * under focus, a heavy kill, a round with a tail): the runner's distributions
 * need at least one observation per trial, so each is kept as a ratio of two
 * per-battle counts, the events (`<id>Hits`) over the observations (`<id>Of`),
 * plus their sum (`<id>Sum`), whose spread gives the pairs' covariance for
 * the interval (ratioShare).
 */
export const RATIOS = {
  heavyFocus1: ['heavy unit-rounds attacked by 1 enemy unit', 'destroyed that round'],
  heavyFocus2: ['heavy unit-rounds attacked by 2 enemy units', 'destroyed that round'],
  heavyFocus3: ['heavy unit-rounds attacked by 3 or more enemy units', 'destroyed that round'],
  heavyKill: ['heavy units destroyed', 'by a critical success'],
  decisiveRound: ['battles with a Force Rating swing', "won by the largest-swing round's winner"],
  wonRound: ['won rounds', "the round's winner won the battle"],
  tailRound: ['rounds where one side alone made unanswered activations', 'won by that side'],
} as const;
export type RatioId = keyof typeof RATIOS;

const EXTRA_METRICS: Record<string, MetricSpec> = {
  ...Object.fromEntries(
    Object.entries(RATIOS).flatMap(([id, [of, hit]]) => [
      [`${id}Hits`, { kind: 'mean', label: `${of}: ${hit}`, unit: 'per battle' }],
      [`${id}Of`, { kind: 'mean', label: of, unit: 'per battle' }],
      [`${id}Sum`, { kind: 'mean', label: `${of}, and those ${hit}, added (for the interval of the share)`, unit: 'per battle' }],
    ]),
  ),
  roundMargin: { kind: 'distribution', label: 'every round: the margin between the two totals', keys: MARGIN_KEYS, clustered: true },
  settledTabling: { kind: 'distribution', label: 'when the result was settled, against tabling', keys: SETTLED_KEYS, clustered: true },
};

/**
 * A ratio's share with a 95% interval over the pairs: p = sum of hits / sum
 * of observations; the ratio estimator's variance, sum over pairs of
 * (hits - p x observations)^2 / (T (T - 1) mean observations^2) (Cochran,
 * Sampling Techniques, 6.9), as a design effect on the binomial variance
 * (never below 1), widens a Wilson interval as summarize.ts clusteredWilson
 * does. Sums are rebuilt from each mean metric's mean and sd.
 */
export function ratioShare(arm: ArmResult, id: RatioId): { p: number; ci: [number, number]; n: number } {
  const hits = arm.metrics[`${id}Hits`] as MeanMetric;
  const of = arm.metrics[`${id}Of`] as MeanMetric;
  const both = arm.metrics[`${id}Sum`] as MeanMetric;
  const t = of.n;
  const sum = (x: MeanMetric) => x.mean * t;
  const squares = (x: MeanMetric) => (t > 1 ? (t - 1) * x.sd * x.sd : 0) + t * x.mean * x.mean;
  // Per pair the metrics hold counts over two battles halved: observations are twice their sum.
  const n = Math.round(2 * sum(of));
  if (n === 0) return { p: NaN, ci: [0, 1], n: 0 };
  const p = sum(hits) / sum(of);
  const cross = (squares(both) - squares(hits) - squares(of)) / 2;
  const spread = Math.max(0, (squares(hits) - 2 * p * cross + p * p * squares(of)) / (t - 1));
  const variance = spread / (t * of.mean * of.mean);
  const binomial = (p * (1 - p)) / n;
  const effect = binomial > 0 ? Math.max(1, variance / binomial) : 1;
  return { p, ci: wilson((p * n) / effect, n / effect), n };
}

/** The match runner's pair (pairTrial.ts playObservedPair) with the log on and the readings above added to the record. */
const READ: PairObserver<JaggedState> = {
  log: true,
  start: (record) => {
    for (const [id, metric] of Object.entries(EXTRA_METRICS)) record[id] = metric.kind === 'mean' ? 0 : [];
  },
  read: (state, _seatOfA, record) => {
    const push = (id: string, values: readonly number[]) => (record[id] as number[]).push(...values);
    /** Observations of a ratio (RATIOS): `hit` of them counted as events; each battle adds half (a per-battle mean over the pair). */
    const count = (id: RatioId, observations: number, hit: number) => {
      (record[`${id}Hits`] as number) += hit / 2;
      (record[`${id}Of`] as number) += observations / 2;
      (record[`${id}Sum`] as number) += (hit + observations) / 2;
    };
    const countKeys = (id: RatioId, keys: readonly number[], event: number) => count(id, keys.length, keys.filter((k) => k === event).length);
    const { roster } = state.setup;
    const heavy = new Set(roster.label.flatMap((label, u) => (roster.profile[u].heavy ? [`${roster.seat[u]} ${label}`] : [])));
    const focus = heavyFocus(state.events(), heavy);
    focus.focus.forEach((observations, k) => countKeys(`heavyFocus${k + 1}` as RatioId, observations, 1));
    countKeys('heavyKill', focus.kills, 0);
    const decisive = decisiveRoundResult(state);
    countKeys('decisiveRound', decisive >= 0 ? [decisive] : [], 0);
    countKeys('wonRound', wonRoundResults(state), 0);
    countKeys('tailRound', tailRounds(state.events()), 0);
    push('roundMargin', roundMargins(state));
    push('settledTabling', [settledAgainstTabling(state)]);
  },
};

export const momentumTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- The answer ----

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const dist = (arm: ArmResult, id: string) => arm.metrics[id] as DistributionMetric;
const battles = (arm: ArmResult) => 2 * arm.trials;
const m = (arm: ArmResult, id: string, unit: string) => formatMean(mean(arm, id).mean, mean(arm, id).ci, battles(arm), unit, 'battles');
/** A key's share with its interval and the observations it is out of. */
const share = (arm: ArmResult, id: string, key: number, noun: string) => {
  const d = dist(arm, id);
  return formatProportion(d.p[key], d.ci[key], d.n, noun);
};
/** A ratio's share (RATIOS) with its interval and the observations it is out of. */
const ratio = (arm: ArmResult, id: RatioId, noun: string) => {
  const r = ratioShare(arm, id);
  return r.n === 0 ? `no ${noun}` : formatProportion(r.p, r.ci, r.n, noun);
};
/** A share of battles from a 0/1 statistic's mean. */
const battleShare = (arm: ArmResult, id: string) => formatProportion(mean(arm, id).mean, [Math.max(0, mean(arm, id).ci[0]), Math.min(1, mean(arm, id).ci[1])], battles(arm), 'battles');

function momentumLines(result: ExperimentResult): string[] {
  const lines: string[] = [];
  const per = result.arms.map((arm) => {
    const decisive = ratioShare(arm, 'decisiveRound');
    const won = ratioShare(arm, 'wonRound');
    const clear = decisive.ci[0] > won.ci[1] ? 'clearly above' : decisive.ci[1] < won.ci[0] ? 'clearly below' : 'not clearly apart from';
    return `${arm.label}: the largest-swing round's winner won the battle in ${ratio(arm, 'decisiveRound', 'battles with a swing')}, ${clear} the share for any won round's winner, ${ratio(arm, 'wonRound', 'won rounds')}`;
  });
  lines.push(`JS-010, the decisive round (the round with the largest difference between the Force Rating the two sides destroyed in it; the earliest on ties): ${per.join('; ')}. A battle is drawn, or the swing round itself tied, in the rest.`);
  const changes = result.arms.map((arm) => `${arm.label} ${m(arm, 'leadChanges', 'lead changes per battle')}, at least one in ${formatProportion(1 - dist(arm, 'leadChangesPerGame').p[0], [1 - dist(arm, 'leadChangesPerGame').ci[0][1], 1 - dist(arm, 'leadChangesPerGame').ci[0][0]], dist(arm, 'leadChangesPerGame').n, 'battles')}`);
  lines.push(`JS-010, JS-003, JS-008: Round Victory lead changes (the side ahead on Round Victories changes, level rounds skipped): ${changes.join('; ')}.`);
  return lines;
}

function settledLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => {
    const settled = mean(arm, 'resultSettledRound');
    const early = dist(arm, 'settledTabling');
    // Settled early (either way) is every battle not settled only by Round 5: the last key's complement, with its interval.
    const last = SETTLED_KEYS.length - 1;
    const earlyShare = formatProportion(1 - early.p[last], [1 - early.ci[last][1], 1 - early.ci[last][0]], early.n, 'battles');
    return `${arm.label}: settled after round ${shown(settled.mean, 2)} on average (${shown(settled.ci[0], 2)} to ${shown(settled.ci[1], 2)}); before Round 5 with no side tabled by then in ${share(arm, 'settledTabling', 0, 'battles')}, with a side tabled by then in ${share(arm, 'settledTabling', 1, 'battles')} (settled early in all: ${earlyShare}); a side tabled by Round 5 in ${battleShare(arm, 'tabled')}`;
  });
  const claim = result.arms.every((arm) => dist(arm, 'settledTabling').ci[0][0] > dist(arm, 'settledTabling').ci[1][1]);
  return [
    `JS-011, the round after which the result (win, draw or loss on Round Victories) could no longer change, against tabling (an End Phase finding a side with no unit in play): ${per.join('; ')}.`,
    claim
      ? 'In every pairing, a result settled early is clearly more often settled with both sides still on the table than after a tabling: the claim that victory is decided "long before total battlefield destruction" holds for these forces and players.'
      : 'Not in every pairing is an early-settled result clearly more often reached with both sides still on the table: the claim is not shown for all of these forces.',
    `JS-062, the fixed five rounds: every battle plays all five (the engine has no early end, a tabled side included); the rounds played after the result is settled average ${result.arms.map((arm) => `${shown(ROUNDS - mean(arm, 'resultSettledRound').mean, 2)} (${shown(ROUNDS - mean(arm, 'resultSettledRound').ci[1], 2)} to ${shown(ROUNDS - mean(arm, 'resultSettledRound').ci[0], 2)}) for the ${arm.label}`).join(', ')}: rounds whose play can change the margin but not the result.`,
  ];
}

/** One cell of the round-margin distribution with its interval, the rounds counted once in the line's "tied" share. */
const marginShare = (arm: ArmResult, key: number) => formatShareEstimate(dist(arm, 'roundMargin').p[key], dist(arm, 'roundMargin').ci[key]);

function scorerLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => `${arm.label} ${battleShare(arm, 'scorersDisagree')}`);
  const margins = result.arms.map((arm) => `${arm.label}: tied ${share(arm, 'roundMargin', 0, 'rounds')}, won by 1-4 points ${marginShare(arm, 1)}, by 5-9 ${marginShare(arm, 2)}, by 10 or more ${marginShare(arm, 3)}`);
  const ties = result.arms.map((arm) => `${arm.label}: ${Array.from({ length: ROUNDS }, (_, i) => `R${i + 1} ${battleShare(arm, `tiedRound${i + 1}`)}`).join(', ')}`);
  return [
    `JS-019, two scorers on the same battles: the result by Round Victories (win, draw or loss) differs from the result by total points (the five round totals, objective value plus enemy Force Rating destroyed, summed) in ${per.join('; ')}.`,
    `JS-059, one Round Victory a round whatever the margin (every round's margin between the two totals; a standard objective is worth 5): ${margins.join('; ')}.`,
    `JS-060, the share of battles whose round r ended tied (equal totals, no Round Victory): ${ties.join('; ')}.`,
  ];
}

function heavyLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => {
    const parts = [1, 2, 3].map((k) => `${k === 3 ? '3+' : k} attacker${k === 1 ? '' : 's'} ${ratio(arm, `heavyFocus${k}` as RatioId, 'heavy unit-rounds')}`);
    return `${arm.label}: ${parts.join(', ')}`;
  });
  const rising = result.arms.filter((arm) => ratioShare(arm, 'heavyFocus3').n > 0 && ratioShare(arm, 'heavyFocus3').ci[0] > ratioShare(arm, 'heavyFocus1').ci[1]);
  const kills = result.arms.filter((arm) => ratioShare(arm, 'heavyKill').n > 0).map((arm) => `${arm.label} ${ratio(arm, 'heavyKill', 'heavy units destroyed')}`);
  return [
    `JS-003, a heavy unit's chance to be destroyed in a round by the number of distinct enemy units that attacked it that round (up to its destruction): ${per.join('; ')}.`,
    `${rising.length === result.arms.length ? 'In every pairing' : rising.length > 0 ? `In ${rising.map((arm) => arm.label).join(' and ')}` : 'In no pairing'} a heavy unit attacked by three or more units is clearly likelier to be destroyed that round than one attacked by a single unit. The roll that destroyed a heavy unit was a critical success (Wound Class +1) in ${kills.join('; ')}. The comparison without crit bands is not played: the engine has no rule without them (a critical success is a success anyway below SR 96, so such a battle would differ only by the Wound Class bonus and the 01-05 misses), and adding one would be a new study variant, not a reading of the rulebook.`,
  ];
}

function lethalityLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => `${arm.label}: ${Array.from({ length: ROUNDS }, (_, i) => `R${i + 1} ${shown(mean(arm, `forceRatingDestroyedRound${i + 1}`).mean, 1)}%`).join(', ')}; over the battle ${m(arm, 'forceRatingDestroyed', '%')}`);
  const widest = Math.max(...result.arms.flatMap((arm) => Array.from({ length: ROUNDS }, (_, i) => mean(arm, `forceRatingDestroyedRound${i + 1}`).ci[1] - mean(arm, `forceRatingDestroyedRound${i + 1}`).ci[0])));
  return [
    `JS-004, lethality: enemy Force Rating destroyed by both sides, as a percentage of both forces' starting Force Rating, per round (means; every per-round interval is at most ${shown(widest, 1)} points wide) and over the battle: ${per.join('; ')}. A reinforcement destroyed again counts again.`,
    'These are the illustrative profiles only (data/profiles.json: base SR per Range Band and the wound model max(1, W - D + 1)); the engine has no setting for an assumed base SR or another wound model, so the "function of base SR and wound model" the catalogue asks for needs profile sets to be written: swap data/profiles.json and rerun.',
  ];
}

function deploymentLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => `${arm.label} ${m(arm, 'contestedRounds', 'rounds with a contested objective')}`);
  return [
    `JS-008, corner deployment (the only deployment modelled: 12" zones at opposite corners, board.ts): End Phases with units of both sides within control range of an objective, per battle: ${per.join('; ')}; lead changes as under JS-010 above. Edge deployment is not modelled, so the corner-against-edge comparison the catalogue asks for is not made.`,
  ];
}

function tailLines(result: ExperimentResult): string[] {
  const per = result.arms.map((arm) => {
    const tA = mean(arm, 'tailActivationsA');
    const tB = mean(arm, 'tailActivationsB');
    return `${arm.label}: unanswered activations per battle ${shown(tA.mean, 2)} (${shown(tA.ci[0], 2)} to ${shown(tA.ci[1], 2)}) by the first-named side and ${shown(tB.mean, 2)} (${shown(tB.ci[0], 2)} to ${shown(tB.ci[1], 2)}) by the second; rounds where one side alone had them were won by it in ${ratio(arm, 'tailRound', 'rounds')} (the rest tied or lost)`;
  });
  return [
    `JS-063, alternating activations with unequal unit counts (an activation straight after the same side's own in the round is unanswered; a side out of units, or passing, leaves the other side a tail): ${per.join('; ')}.`,
    'No verdict on an advantage: these shares are associations. A side also gets a tail when the enemy has lost units, so it is often the side already winning (the equal-count pairings), and where the tail comes from unit count (the Armoured Column against the Swarm) the two forces differ in much more than that; a controlled test needs forces that differ only in unit count, which the illustrative profiles cannot give at equal Force Rating.',
  ];
}

function answer(result: ExperimentResult): string[] {
  const total = result.arms.reduce((sum, arm) => sum + battles(arm), 0);
  return [
    ...momentumLines(result),
    ...settledLines(result),
    ...scorerLines(result),
    ...heavyLines(result),
    ...lethalityLines(result),
    ...deploymentLines(result),
    ...tailLines(result),
    'In the Strike Force mirror the two battles of a pair are the same battle (same forces, same dice, sides swapped), so it holds half as many distinct battles as it counts; its intervals, like every arm\'s, are computed over pairs and stay honest.',
    `${groupThousands(total)} battles in all (${groupThousands(result.arms[0].trials)} pairs per pairing, sides swapped), heuristic player on both sides, default rule readings, illustrative forces; 95% intervals, those of per-round and per-unit shares widened for the correlation of the observations within a pair (a share of observations of uneven number per pair is a ratio of per-battle counts, its interval from the ratio estimator's variance over pairs).`,
  ];
}

const base = matchExperiment(
  {
    id: 'js-battle-momentum',
    title: 'Battle momentum: decisive rounds, lead changes, when the result is settled, two scorers, heavy units under focus, lethality',
    question: 'Does one decisive round decide the battle, how often does the Round Victory lead change, when is the result settled against tabling, how often do Round Victories and total points disagree, and how lethal is a round?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 5 › Battlefield Momentum, Round Victory, Tied Rounds, The Flow of Battle, Activations; Ch. 7 › Lethality & Battlefield Pressure; Ch. 4 › Standard Deployment', catalogue: ['JS-003', 'JS-004', 'JS-008', 'JS-010', 'JS-011', 'JS-019', 'JS-059', 'JS-060', 'JS-062', 'JS-063'] },
    pairs: 1500,
  },
  arms,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...base.metrics, ...EXTRA_METRICS },
  trial: momentumTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'leadChanges', reference: 'none', title: 'Round Victory lead changes per battle' },
    { kind: 'arms', metric: 'resultSettledRound', reference: 'none', title: 'Round after which the result is settled' },
    { kind: 'arms', metric: 'scorersDisagree', reference: 'none', title: 'Battles whose Round Victory result differs from the total-points result' },
    { kind: 'arms', metric: 'forceRatingDestroyed', reference: 'none', title: "Force Rating destroyed over the battle (% of both starting forces)" },
  ],
});
