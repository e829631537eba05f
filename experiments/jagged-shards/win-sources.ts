/**
 * Jagged Shards, where a victory comes from (000_9659637e2373f14e.txt):
 *
 * - JS-014 (Ch. 9 Objectives & Victory › Strategic Pressure: "Destroying
 *   enemy units alone rarely guarantees victory"): from whole heuristic
 *   battles in the four pairings of js-battle-momentum, under Round-Victory
 *   scoring, P(win | destroyed more enemy Force Rating) against P(win | held
 *   more objective value), the share of battles in each case, and the battles
 *   where the two disagree (a side destroyed more and still lost). One pairing
 *   is played again under the other JS-026 reading (objective value scored
 *   once, on first capture), on the same seeds.
 * - JS-021 (Ch. 10 Campaign System › Strategic Positions: "Higher Position
 *   Values are significantly more difficult to infiltrate and control"):
 *   P(D100 + FR >= PV) over PV - FR, exact from the d100 kernel, with and
 *   without the Ch. 3 crit bands (the rulebook does not say whether they
 *   apply to this roll: INSERTION_READINGS below); and the campaign's
 *   P(capture) per Position Value, which Ch. 10 Flow of the Campaign makes
 *   the attacker's chance to win the battle: the exact insertion chance
 *   mixing the attacker's win rates after a made and after a failed
 *   insertion, measured in the printed-rules battles (captureChance).
 * - JS-022 (Ch. 10 › The War for Mars: "Every failed insertion risks
 *   catastrophic loss"): P(insertion fails) over PV - FR (exact); the
 *   attacker's win-rate drop from one Warp Flare fewer, 3 -> 2, with the
 *   engine's `start-flares` variant (2-2 against the printed 3-2, no
 *   insertion roll, paired on the same seeds), for the heuristic's paced
 *   spending and for its front-load setting; and the win-rate difference
 *   after a failed insertion in the battles that roll it, under the printed
 *   flare cap and under the JS-030 reading flare-cap=after-insertion (the cap
 *   and the heuristic's pacing make a failed insertion differ from a 2-flare
 *   start).
 *
 * The trial is a match pair (pairTrial.ts, sides swapped) whose battles are
 * also read for who led on Force Rating and on objective value (leads below;
 * the totals are the state's frDestroyed and objectiveScore, checked against
 * the logged round-victory events in tests/experiments/js-win-sources.test.ts).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { d100 } from '../../src/dice/d100.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatPointsDifference, formatProportion, groupThousands, percent } from '../../src/report/format.ts';
import { ratioShare, type RatioShare } from '../../src/stats/ratioShare.ts';
import { pairRatioSums } from '../../src/sim/match/pairRatios.ts';
import { wilson, Z95 } from '../../src/stats/wilson.ts';
import { CRIT_FAIL_MAX, CRIT_SUCCESS_MIN } from '../../src/systems/jagged-shards/rules.ts';
import type { JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';
import { parseUnits, type JaggedSide } from '../../src/systems/jagged-shards/setup.ts';
import { PAIRINGS } from './battle-momentum.ts';

const game = findGame('jagged-shards');

/**
 * JS-022's designer threshold (change it here): a loss of one Warp Flare is
 * called catastrophic when it costs the attacker at least 10 points of its
 * chance to win the battle. The rulebook gives no number.
 */
export const CATASTROPHIC_DROP = 0.1;

/** Position Values shown for the campaign: the `position-value` variant's 40-100 and two beyond, where the insertion roll saturates. */
export const POSITION_VALUES = [20, 40, 60, 80, 100, 120] as const;
/** The engine's default Position Value (variant `position-value`), at which the printed-rules battles roll insertion. */
const DEFAULT_POSITION_VALUE = 60;

// ---- JS-021 / JS-022: the insertion roll, exact ----

/**
 * The two readings of the insertion roll. Ch. 10 Insertion Formula prints only
 * "D100 + Attacker Force Rating >= Position Value"; Ch. 3 Critical Results
 * says "Certain rolls result in Critical Successes or Critical Failures
 * regardless of modifiers" without naming them, and describes them against
 * an SR Threshold, which the insertion roll does not use. The engine reads it
 * without crit bands (rounds.ts insertion(); README: "The insertion roll has
 * no crit bands", JS-033), so the campaign numbers use that reading; the
 * other (01-05 always fail, 96-100 always succeed) is shown beside it.
 */
export const INSERTION_READINGS = {
  'no-crit-bands': { critFail: 0, critSuccess: 101, label: 'no crit bands (the engine\'s reading)' },
  'crit-bands': { critFail: CRIT_FAIL_MAX, critSuccess: CRIT_SUCCESS_MIN, label: 'Ch. 3 crit bands (01-05 fail, 96-100 succeed)' },
} as const;
export type InsertionReading = keyof typeof INSERTION_READINGS;

/** P(D100 + FR >= PV), exact: the d100 kernel's P(roll >= PV - FR) (success or critical success) under a reading. */
export function insertionChance(gap: number, reading: InsertionReading): number {
  const { critFail, critSuccess } = INSERTION_READINGS[reading];
  const p = d100.exact({ sr: gap, critFail, critSuccess, reroll: false });
  return p[2] + p[3];
}

/**
 * Ch. 10 Flow of the Campaign: "If the Attacker wins: They capture the
 * Position"; a defender win leaves it, and a draw (not mentioned) is read as
 * no capture. With the insertion roll made before the battle, P(capture) =
 * p M + (1 - p) F: p the exact insertion chance at the Position Value, M and
 * F the attacker's chance to win after a made and after a failed insertion.
 * M and F are measured in the printed-rules battles, which roll insertion:
 * the roll is a die thrown before anything else happens, so the battles it
 * splits differ only by its outcome, and a Position Value changes nothing but p.
 */
export function captureChance(insertion: number, made: number, failed: number): number {
  return insertion * made + (1 - insertion) * failed;
}

/** The variance of a share over clusters: its design effect times the binomial variance. */
const shareVariance = (r: RatioShare) => (r.designEffect * r.p * (1 - r.p)) / r.n;

/**
 * Its 95% interval: M and F come from disjoint battles (for one attacking
 * force a pair holds one battle, after either a made or a failed insertion),
 * so Var = p^2 Var(M) + (1 - p)^2 Var(F), each share's variance from its
 * design effect (src/stats/ratioShare.ts).
 */
export function captureInterval(insertion: number, made: RatioShare, failed: RatioShare, z: number = Z95): [number, number] {
  const centre = captureChance(insertion, made.p, failed.p);
  const half = z * Math.sqrt(insertion * insertion * shareVariance(made) + (1 - insertion) ** 2 * shareVariance(failed));
  return [centre - half, centre + half];
}

/** a - b for two shares of disjoint battles, with a normal 95% interval from both shares' variances. */
export function shareDifference(a: RatioShare, b: RatioShare, z: number = Z95): { diff: number; ci: [number, number] } {
  const diff = a.p - b.p;
  const half = z * Math.sqrt(shareVariance(a) + shareVariance(b));
  return { diff, ci: [diff - half, diff + half] };
}

// ---- JS-014: who led, and who won, in one battle ----

/** The seat that destroyed more enemy Force Rating, and that scored more objective value (-1: level), and the winner (2: draw). */
export interface Leads {
  fire: number;
  objective: number;
  winner: number;
}

const leader = (a: number, b: number) => (a > b ? 0 : b > a ? 1 : -1);

/** A finished battle's leads: Force Rating destroyed and objective value scored over the five rounds (frDestroyed, objectiveScore). */
export function leads(s: JaggedState): Leads {
  return { fire: leader(s.frDestroyed[0], s.frDestroyed[1]), objective: leader(s.objectiveScore[0], s.objectiveScore[1]), winner: s.winner };
}

export const LEADER_KEYS = ['won', 'drew', 'lost', 'level: no side ahead'] as const;

/** How the battle went for the side ahead (LEADER_KEYS). */
export function leaderResult(ahead: number, winner: number): number {
  if (ahead < 0) return 3;
  return winner === 2 ? 1 : winner === ahead ? 0 : 2;
}

/** Short, for the chart's axis: the same side ahead on both, one side ahead on each (split), only one of the two with a side ahead, neither. */
export const SOURCE_KEYS = ['same side ahead', 'split', 'objectives only', 'Force Rating only', 'level on both'] as const;

/** Which case the battle is (SOURCE_KEYS). */
export function sourceCase(l: Leads): number {
  if (l.fire >= 0 && l.objective >= 0) return l.fire === l.objective ? 0 : 1;
  if (l.objective >= 0) return 2;
  return l.fire >= 0 ? 3 : 4;
}

/**
 * Conditional shares of battles, each a ratio over the pairs (a pair holds 0,
 * 1 or 2 battles of the case): [what the battles are, what is counted].
 */
export const RATIOS = {
  fireWon: ['battles with a side ahead on enemy Force Rating destroyed', 'won by that side'],
  objectiveWon: ['battles with a side ahead on objective value', 'won by that side'],
  fireAloneWon: ['battles where a side destroyed more Force Rating but did not hold more objective value', 'won by that side'],
  objectiveAloneWon: ['battles where a side held more objective value but did not destroy more Force Rating', 'won by that side'],
  fireLost: ['battles with a side ahead on enemy Force Rating destroyed', 'lost by that side'],
  fireLostObjective: ['battles lost by the side that destroyed more Force Rating', 'whose winner held more objective value'],
  madeWonA: ['battles A attacked after a made insertion', 'won by A'],
  failedWonA: ['battles A attacked after a failed insertion', 'won by A'],
  madeWonB: ['battles B attacked after a made insertion', 'won by B'],
  failedWonB: ['battles B attacked after a failed insertion', 'won by B'],
} as const;
export type RatioId = keyof typeof RATIOS;

type LeadRatio = Exclude<RatioId, `${'made' | 'failed'}Won${'A' | 'B'}`>;

/** For one battle, per ratio of the leads: [observations, hits] (each 0 or 1). */
export function ratioCounts(l: Leads): Record<LeadRatio, [number, number]> {
  const one = (inCase: boolean, hit: boolean): [number, number] => (inCase ? [1, hit ? 1 : 0] : [0, 0]);
  const fireLost = l.fire >= 0 && l.winner === 1 - l.fire;
  return {
    fireWon: one(l.fire >= 0, l.winner === l.fire),
    objectiveWon: one(l.objective >= 0, l.winner === l.objective),
    fireAloneWon: one(l.fire >= 0 && l.objective !== l.fire, l.winner === l.fire),
    objectiveAloneWon: one(l.objective >= 0 && l.fire !== l.objective, l.winner === l.objective),
    fireLost: one(l.fire >= 0, fireLost),
    fireLostObjective: one(fireLost, l.objective === l.winner),
  };
}

/** For the battle `attacker` ('A' or 'B') attacked: [observations, hits] of its made- and failed-insertion ratios. */
export function insertionCounts(attacker: 'A' | 'B', failed: number, attackerWon: boolean): Record<string, [number, number]> {
  return { [`madeWon${attacker}`]: [1 - failed, failed === 0 && attackerWon ? 1 : 0], [`failedWon${attacker}`]: [failed, failed === 1 && attackerWon ? 1 : 0] };
}

// ---- The arms ----

const side = (id: string) => loadSide(game, `preset:${id}`);

function match(a: string, b: string, variants: Record<string, string> = {}, agent = 'heuristic'): MatchParams {
  return { system: game.id, sideA: side(a), sideB: side(b), agentA: agent, agentB: agent, variants: chooseGameVariants(game, Object.entries(variants).map(([k, v]) => `${k}=${v}`)) };
}

/**
 * The heuristic player's two Warp Flare habits the flare arms are played
 * with (flares.ts): the presets' own `paced` (keeps floor(cap x rounds left /
 * 5) back) and `front-load` (keeps nothing back), an agent setting of the
 * heuristic, not a rule, so a flare's worth is shown for a player who spends
 * it freely too.
 */
export const FLARE_HABITS = [
  { id: '', agent: 'heuristic', short: 'Paced', label: 'paced spending (the presets\' policy)', tag: 'heuristic, the presets\' policy' },
  { id: '-front-load', agent: 'heuristic:flares=front-load', short: 'Front-load', label: 'front-load spending (heuristic:flares=front-load)', tag: 'heuristic:flares=front-load' },
] as const;

const CAMPAIGN_A = 'colonial-strike-force';
const CAMPAIGN_B = 'martian-warband';
/** A preset's total Force Rating, which the insertion roll adds (Ch. 10 Insertion Formula). */
const forceRatingOf = (preset: string) => parseUnits(side(preset) as JaggedSide).reduce((sum, unit) => sum + unit.forceRating, 0);
export const FORCE_RATING = { A: forceRatingOf(CAMPAIGN_A), B: forceRatingOf(CAMPAIGN_B) };

export const ARMS: MatchArm[] = [
  ...PAIRINGS.map(([id, a, b, label]) => ({ id, label, params: match(a, b), coords: { part: 'sources' } })),
  {
    id: 'strike-vs-warband-first-capture',
    label: 'First-capture scoring: Strike Force vs Warband, objective value scored once, on first capture (objective-scoring=first-capture)',
    params: match('colonial-strike-force', 'martian-warband', { 'objective-scoring': 'first-capture' }),
    coords: { part: 'sources' },
    baseline: 'strike-vs-warband',
  },
  {
    id: 'strike-vs-warband-cap-after-insertion',
    label: 'Cap after insertion: Strike Force vs Warband, a failed insertion also lowers the attacker\'s cap to 2 (flare-cap=after-insertion)',
    params: match(CAMPAIGN_A, CAMPAIGN_B, { 'flare-cap': 'after-insertion' }),
    coords: { part: 'insertion' },
    baseline: 'strike-vs-warband',
  },
  ...FLARE_HABITS.flatMap((habit) => [
    {
      id: `campaign-3-flares${habit.id}`,
      label: `${habit.short}, attacker 3 Warp Flares (as printed): Strike Force vs Warband, no insertion roll (${habit.tag})`,
      params: match(CAMPAIGN_A, CAMPAIGN_B, { insertion: 'campaign-only' }, habit.agent),
      coords: { part: 'campaign' },
    },
    {
      id: `campaign-2-flares${habit.id}`,
      label: `${habit.short}, attacker 2 Warp Flares (start-flares=2-2): Strike Force vs Warband, no insertion roll (${habit.tag})`,
      params: match(CAMPAIGN_A, CAMPAIGN_B, { insertion: 'campaign-only', 'start-flares': '2-2' }, habit.agent),
      coords: { part: 'campaign' },
      baseline: `campaign-3-flares${habit.id}`,
    },
  ]),
];

// ---- The trial: a match pair, each battle read for its leads ----

/** The game's own statistics this report keeps (the rest are in js-battle-momentum and js-attacker-advantage). */
export const KEPT_STATISTICS = [
  'forceRatingDestroyedByA', 'forceRatingDestroyedByB', 'objectiveScoreA', 'objectiveScoreB', 'roundVictoriesA', 'roundVictoriesB',
  'tiedRounds', 'warpFlaresSpentA', 'warpFlaresSpentB', 'insertionFailed', 'attackerScore',
] as const;

const EXTRA_METRICS: Record<string, MetricSpec> = {
  fireLeader: { kind: 'distribution', label: 'the side that destroyed more enemy Force Rating', keys: LEADER_KEYS, clustered: true },
  objectiveLeader: { kind: 'distribution', label: 'the side that held more objective value', keys: LEADER_KEYS, clustered: true },
  sources: { kind: 'distribution', label: 'who was ahead on Force Rating destroyed and on objective value', keys: SOURCE_KEYS, clustered: true },
  attackerWins: { kind: 'mean', label: 'the attacker won', unit: 'share of battles' },
  attackerWinsA: { kind: 'mean', label: 'A attacking: the attacker won', unit: 'share of the battles A attacked' },
  attackerWinsB: { kind: 'mean', label: 'B attacking: the attacker won', unit: 'share of the battles B attacked' },
  ...Object.fromEntries(
    Object.entries(RATIOS).flatMap(([id, [of, hit]]) => [
      [`${id}Hits`, { kind: 'mean', label: `${of}: ${hit}`, unit: 'per battle' }],
      [`${id}Of`, { kind: 'mean', label: of, unit: 'per battle' }],
      [`${id}Sum`, { kind: 'mean', label: `${of}, and those ${hit}, added (for the interval of the share)`, unit: 'per battle' }],
    ]),
  ),
};

/** The match runner's pair (pairTrial.ts playObservedPair) with the kept statistics and each battle's leads added to the record. */
const LEADS: PairObserver<JaggedState> = {
  statistics: KEPT_STATISTICS,
  start: (record) => {
    Object.assign(record, { fireLeader: [], objectiveLeader: [], sources: [], attackerWins: 0, attackerWinsA: 0, attackerWinsB: 0 });
    for (const id of Object.keys(RATIOS)) for (const part of ['Hits', 'Of', 'Sum']) record[`${id}${part}`] = 0;
  },
  read: (state, seatOfA, record) => {
    // Seat 0 attacks: A in the first battle of the pair, B in the second.
    const attackerWon = state.winner === 0 ? 1 : 0;
    (record.attackerWins as number) += attackerWon / 2;
    record[seatOfA === 0 ? 'attackerWinsA' : 'attackerWinsB'] = attackerWon;
    const l = leads(state);
    (record.fireLeader as number[]).push(leaderResult(l.fire, l.winner));
    (record.objectiveLeader as number[]).push(leaderResult(l.objective, l.winner));
    (record.sources as number[]).push(sourceCase(l));
    // Ratios are kept per battle (halves over the pair), as js-battle-momentum keeps its own.
    const counts = { ...ratioCounts(l), ...insertionCounts(seatOfA === 0 ? 'A' : 'B', state.insertionFailed, attackerWon === 1) };
    for (const [id, [observations, hits]] of Object.entries(counts)) {
      (record[`${id}Hits`] as number) += hits / 2;
      (record[`${id}Of`] as number) += observations / 2;
      (record[`${id}Sum`] as number) += (hits + observations) / 2;
    }
  },
};

export const winSourcesTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, LEADS);

// ---- The answer ----

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const dist = (arm: ArmResult, id: string) => arm.metrics[id] as DistributionMetric;
const battles = (arm: ArmResult) => 2 * arm.trials;

/** A ratio's share over the arm's pairs (src/stats/ratioShare.ts), from its three per-battle mean metrics (pairRatios.ts). */
export function ratioOf(arm: ArmResult, id: RatioId): RatioShare {
  return ratioShare(pairRatioSums(arm, id));
}

const ratio = (arm: ArmResult, id: RatioId, noun: string) => {
  const r = ratioOf(arm, id);
  return r.n === 0 ? `no ${noun}` : formatProportion(r.p, r.ci, r.n, noun);
};
const shareOfKey = (arm: ArmResult, id: string, key: number) => {
  const d = dist(arm, id);
  return formatProportion(d.p[key], d.ci[key], d.n, 'battles');
};
const apart = (a: RatioShare, b: RatioShare) => (a.ci[0] > b.ci[1] ? 'clearly above' : a.ci[1] < b.ci[0] ? 'clearly below' : 'not clearly apart from');

function sourceLine(arm: ArmResult): string {
  const fire = ratioOf(arm, 'fireWon');
  const objective = ratioOf(arm, 'objectiveWon');
  return (
    `${arm.label}: the side that destroyed more enemy Force Rating won ${ratio(arm, 'fireWon', 'battles with a side ahead on it')}, ${apart(fire, objective)} the side that held more objective value, ${ratio(arm, 'objectiveWon', 'battles with a side ahead on it')}. ` +
    `The same side was ahead on both in ${shareOfKey(arm, 'sources', 0)}; they split in ${shareOfKey(arm, 'sources', 1)}; only objective value had a side ahead in ${shareOfKey(arm, 'sources', 2)}, only Force Rating in ${shareOfKey(arm, 'sources', 3)}, neither in ${shareOfKey(arm, 'sources', 4)}. ` +
    `A side that destroyed more without holding more objective value won ${ratio(arm, 'fireAloneWon', 'such battles')}; a side that held more objective value without destroying more won ${ratio(arm, 'objectiveAloneWon', 'such battles')}. ` +
    `The side that destroyed more lost ${ratio(arm, 'fireLost', 'battles it led on Force Rating')}, which is ${shareOfKey(arm, 'fireLeader', 2)} of all battles; in ${ratio(arm, 'fireLostObjective', 'such losses')} the winner had held more objective value.`
  );
}

/** The four pairings under the printed rules (js-battle-momentum's). */
const printedArms = (result: ExperimentResult) => PAIRINGS.map(([id]) => result.arms.find((arm) => arm.id === id)!);

function claimLine(result: ExperimentResult): string {
  const printed = printedArms(result);
  const alone = printed.map((arm) => ({ arm, r: ratioOf(arm, 'fireAloneWon') }));
  const below = alone.filter(({ r }) => r.n > 0 && r.ci[1] < 0.5);
  const better = printed.filter((arm) => ratioOf(arm, 'objectiveWon').ci[0] > ratioOf(arm, 'fireWon').ci[1]);
  const claim =
    below.length === printed.length
      ? 'In every pairing a side that destroyed more enemy Force Rating without also holding more objective value won clearly less than half of those battles'
      : below.length === 0
        ? 'In no pairing is a side that destroyed more without holding more objective value clearly below an even chance to win'
        : `Only in ${below.map(({ arm }) => arm.label).join('; ')} does a side that destroyed more without holding more objective value win clearly less than half of those battles`;
  const predictor =
    better.length === printed.length
      ? 'and in every pairing holding more objective value goes with a win clearly more often than destroying more Force Rating'
      : `and holding more objective value goes with a win clearly more often than destroying more Force Rating in ${better.length} of the ${printed.length} pairings`;
  return `JS-014, the claim under the printed rules (objective value scored every round it is held, the reading the Ch. 5 example implies): ${claim}, ${predictor}. So for these forces and this player "destroying enemy units alone rarely guarantees victory" ${below.length === printed.length ? 'holds' : 'is not shown in every pairing'}.`;
}

function readingLine(result: ExperimentResult): string {
  const arm = result.arms.find((a) => a.id === 'strike-vs-warband-first-capture')!;
  const printed = result.arms.find((a) => a.id === 'strike-vs-warband')!;
  const [before, after] = [ratioOf(printed, 'fireAloneWon'), ratioOf(arm, 'fireAloneWon')];
  const change =
    after.ci[0] > before.ci[1]
      ? 'clearly more often than under the printed reading: part of the claim\'s strength comes from objective value scoring in every End Phase it is held'
      : after.ci[1] < before.ci[0]
        ? 'clearly less often than under the printed reading'
        : 'not clearly differently from the printed reading at this budget';
  return (
    `JS-014 under the other JS-026 reading (objective value scored once, on first capture, so "held more objective value" here means banked more; same seeds): ${sourceLine(arm)} ` +
    `A side that destroyed more without holding more objective value wins ${change}.`
  );
}

const GAPS = [-10, 1, 5, 6, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 96, 100, 101, 110];

function insertionLines(): string[] {
  const pct = (p: number) => percent(p, 0);
  const points = GAPS.map((g) => `${g}: ${pct(insertionChance(g, 'no-crit-bands'))} / ${pct(insertionChance(g, 'crit-bands'))}`);
  return [
    `JS-021, the insertion roll D100 + Force Rating >= Position Value (Ch. 10 Insertion Formula), exact from the d100 kernel, as P(success) by PV - FR, without / with the Ch. 3 crit bands: ${points.join('; ')}. Without crit bands P = (101 - (PV - FR)) / 100 for PV - FR from 1 to 100, 100% below and 0% above; the bands cap it at 95% for PV - FR up to 6 and floor it at 5% from 96, and the two readings agree exactly from 6 to 96. Each point of Position Value costs exactly one point of insertion chance: linear, with no threshold where it becomes "significantly" harder.`,
    'Which reading applies is not settled by the rulebook: Ch. 3 Critical Results applies crits to "certain rolls ... regardless of modifiers" and describes them against an SR Threshold, which the insertion formula (a roll plus Force Rating against a Position Value) does not use, and Ch. 10 says nothing of crits. The engine rolls without bands (JS-033), so the campaign numbers below use that reading; for the Position Values below they coincide, because PV - FR stays between 6 and 96 except at PV 20 and PV 120.',
  ];
}

const CAMPAIGN_FORCES = [
  { key: 'A', name: 'Colonial Strike Force', fr: FORCE_RATING.A },
  { key: 'B', name: 'Martian Warband', fr: FORCE_RATING.B },
] as const;
type CampaignForce = (typeof CAMPAIGN_FORCES)[number];

/** JS-022's verdict on a change in the attacker's chance to win, against CATASTROPHIC_DROP: 0 clearly smaller, 1 inconclusive, 2 clearly at least. */
export function catastropheClass(ci: readonly [number, number]): number {
  return ci[0] > -CATASTROPHIC_DROP ? 0 : ci[1] <= -CATASTROPHIC_DROP ? 2 : 1;
}

function catastrophe(ci: readonly [number, number]): string {
  const threshold = `${Math.round(100 * CATASTROPHIC_DROP)}-point drop this report calls catastrophic`;
  return [`smaller than the ${threshold}`, `inconclusive against the ${threshold}`, `at least the ${threshold}`][catastropheClass(ci)];
}

/** The attacker's win share after a made and after a failed insertion in the printed-rules battles, and their difference. */
function afterInsertion(printed: ArmResult, f: CampaignForce) {
  const made = ratioOf(printed, `madeWon${f.key}`);
  const failed = ratioOf(printed, `failedWon${f.key}`);
  return { made, failed, difference: { ...shareDifference(failed, made), n: made.n + failed.n } };
}

/** The paired change in the attacker's chance to win from starting with 2 Warp Flares instead of 3, for one spending habit. */
function startLine(result: ExperimentResult, habit: (typeof FLARE_HABITS)[number]): string {
  const three = result.arms.find((a) => a.id === `campaign-3-flares${habit.id}`)!;
  const two = result.arms.find((a) => a.id === `campaign-2-flares${habit.id}`)!;
  const both = two.vsBaseline!.attackerWins;
  const won3 = mean(three, 'attackerWins');
  const perForce = CAMPAIGN_FORCES.map((f) => {
    const d = two.vsBaseline![`attackerWins${f.key}`];
    return `the ${f.name} attacking ${formatPointsDifference(d.diff, d.ci, two.trials, 'battles')}`;
  });
  return `with ${habit.label} by ${formatPointsDifference(both.diff, both.ci, two.trials, 'pairs')} over both forces attacking once a pair (from ${formatProportion(won3.mean, won3.ci, battles(three), 'battles')} with 3), ${catastrophe(both.ci)}; ${perForce.join(', ')}`;
}

/** The attacker's win share after a made and after a failed insertion, per force, in one arm that rolls insertion. */
function inGameLine(arm: ArmResult): string {
  return CAMPAIGN_FORCES.map((f) => {
    const { made, failed, difference } = afterInsertion(arm, f);
    return `the ${f.name} attacking won ${formatProportion(made.p, made.ci, made.n, 'battles')} after a made insertion and ${formatProportion(failed.p, failed.ci, failed.n, 'battles')} after a failed one, ${formatPointsDifference(difference.diff, difference.ci, made.n + failed.n, 'battles')}, ${catastrophe(difference.ci)}`;
  }).join('; ');
}

/**
 * Why the measures differ, as far as the intervals say: the paced reserve is a
 * share of the cap, so the default cap of 3 after a failed insertion holds
 * more of the 2 flares back than a cap of 2 does.
 */
function mechanismLine(result: ExperimentResult, readingCi: readonly [number, number]): string {
  const drop = (id: string) => result.arms.find((a) => a.id === `campaign-2-flares${id}`)!.vsBaseline!.attackerWins;
  const [paced, free] = [drop(''), drop('-front-load')];
  const cap = readingCi[0] > 0 ? 'The lower cap clearly helps this attacker' : readingCi[1] < 0 ? 'The lower cap clearly hurts this attacker' : 'The cap reading makes no clear difference at this budget';
  const habit = free.ci[1] < paced.ci[0] ? 'a player who spends freely (front-load) clearly loses more to the missing flare itself than the paced one' : free.ci[0] > paced.ci[1] ? 'a player who spends freely (front-load) clearly loses less to the missing flare than the paced one' : 'the two spending habits lose not clearly different amounts to the missing flare';
  return `${cap}. How a cap can matter to this player: its paced reserve is a share of the cap (floor(cap x rounds left / 5), flares.ts), so with 2 Warp Flares under the default cap of 3 it spends at most 0, 1, 1, 2, 2 in rounds 1-5, against 1, 1, 2, 2, 2 under a cap of 2, and the refill the higher cap allows (Ch. 8 Warp Flare Recovery) comes with more flares held back. That is a habit of this player, not a rule; and ${habit}. How much one Warp Flare is worth, and so whether its loss is "catastrophic", depends on how the player spends.`;
}

/** JS-022 in one sentence: each measure of the lost flare against the threshold. */
function catastropheLine(result: ExperimentResult): string {
  const printed = result.arms.find((a) => a.id === 'strike-vs-warband')!;
  const measures = [
    ...FLARE_HABITS.map((habit) => ({ name: `a 2-flare start with ${habit.label}`, ci: result.arms.find((a) => a.id === `campaign-2-flares${habit.id}`)!.vsBaseline!.attackerWins.ci })),
    ...CAMPAIGN_FORCES.map((f) => ({ name: `a failed insertion for the ${f.name} (printed rules)`, ci: afterInsertion(printed, f).difference.ci })),
  ];
  const named = (k: number) => measures.filter((m) => catastropheClass(m.ci) === k).map((m) => m.name);
  const parts = [
    named(0).length > 0 ? `clearly smaller than ${Math.round(100 * CATASTROPHIC_DROP)} points: ${named(0).join('; ')}` : '',
    named(1).length > 0 ? `inconclusive (the interval straddles ${Math.round(100 * CATASTROPHIC_DROP)} points): ${named(1).join('; ')}` : '',
    named(2).length > 0 ? `clearly ${Math.round(100 * CATASTROPHIC_DROP)} points or more: ${named(2).join('; ')}` : '',
  ].filter((p) => p !== '');
  return `JS-022 against the threshold, the loss of one Warp Flare is ${parts.join('. It is ')}. "Catastrophic" is the designer's word: the threshold is this report's, and a flare's worth depends on the player (above).`;
}

/** JS-022: one Warp Flare fewer from the start (paired arms, two spending habits), and a failed insertion in battles that roll it. */
function flareLines(result: ExperimentResult): string[] {
  const byId = (id: string) => result.arms.find((a) => a.id === id)!;
  const printed = byId('strike-vs-warband');
  const capped = byId('strike-vs-warband-cap-after-insertion');
  const reading = capped.vsBaseline!.attackerWins;
  return [
    `JS-022, what a failed insertion costs (Ch. 10 Insertion Failure: the attacker "immediately loses: 1 Warp Flare"). One Warp Flare fewer from the start (start-flares=2-2 against the printed 3-2, no insertion roll in either, the same seeds) changes the attacker's chance to win the battle: ${FLARE_HABITS.map((habit) => startLine(result, habit)).join('. And ')}.`,
    `In the battles that roll insertion against Position Value ${DEFAULT_POSITION_VALUE} (the die splits them at random, so the two groups differ only by its outcome), under the printed rules ${inGameLine(printed)}. Under the JS-030 reading flare-cap=after-insertion (a failed insertion also lowers the attacker's cap to 2) ${inGameLine(capped)}; over all its battles that reading changes the attacker's chance to win by ${formatPointsDifference(reading.diff, reading.ci, capped.trials, 'pairs')} against the printed rules (paired; only failed-insertion battles differ).`,
    mechanismLine(result, reading.ci),
    catastropheLine(result),
    'P(insertion fails) is the complement of the curve above: exactly (PV - FR - 1) / 100 for PV - FR from 1 to 100 without crit bands. What the roll costs the attacker before a battle is that chance times the in-game difference under the printed rules, which is the fall in the capture chance below.',
  ];
}

/** JS-021: P(capture) per Position Value for one attacking force, and the sampled failure rate against the exact one. */
function captureLine(f: CampaignForce, printed: ArmResult): string {
  const { made, failed, difference } = afterInsertion(printed, f);
  const cells = POSITION_VALUES.map((pv) => {
    const p = insertionChance(pv - f.fr, 'no-crit-bands');
    return `PV ${pv}: insertion ${percent(p, 0)} (exact), capture ${formatProportion(captureChance(p, made.p, failed.p), captureInterval(p, made, failed), made.n + failed.n, 'battles')}`;
  });
  // P(capture | PV 100) - P(capture | PV 40) = (p40 - p100)(F - M): an exact factor times the measured difference.
  const fall = insertionChance(40 - f.fr, 'no-crit-bands') - insertionChance(100 - f.fr, 'no-crit-bands');
  const change = fall * difference.diff;
  const changeCi: [number, number] = [fall * difference.ci[0], fall * difference.ci[1]];
  const battlesAttacked = made.n + failed.n;
  const exactFail = 1 - insertionChance(DEFAULT_POSITION_VALUE - f.fr, 'no-crit-bands');
  const sampledFail = wilson(failed.n, battlesAttacked);
  const agree = exactFail >= sampledFail[0] && exactFail <= sampledFail[1];
  return (
    `JS-021, campaign P(capture) with the ${f.name} attacking (Force Rating ${f.fr}; the Position is captured when the attacker wins the battle, Ch. 10 Flow of the Campaign, a draw read as no capture): ${cells.join('; ')}. ` +
    `From PV 40 to PV 100 the insertion chance falls by exactly ${Math.round(100 * fall)} points and the capture chance changes by ${formatPointsDifference(change, changeCi, battlesAttacked, 'battles')} (that fall times the in-game difference above): ${changeCi[1] < 0 ? 'clearly lower' : changeCi[0] > 0 ? 'clearly higher' : 'no clear change'}. ` +
    `Exact against sampled: insertion failed at PV ${DEFAULT_POSITION_VALUE} in ${formatProportion(failed.n / battlesAttacked, sampledFail, battlesAttacked, 'battles')} against ${percent(exactFail, 0)} exact, ${agree ? 'inside the interval' : 'outside the interval'}.`
  );
}

/** JS-021's claim in one sentence: capture chance per 10 points of Position Value, against 10 points of insertion chance. */
function controlLine(printed: ArmResult): string {
  const per = CAMPAIGN_FORCES.map((f) => {
    // Between PV - FR 1 and 100, 10 more points of Position Value lower the insertion chance by exactly 0.1, so the capture chance by 0.1 (M - F).
    const { difference } = afterInsertion(printed, f);
    const ci: [number, number] = [0.1 * difference.ci[0], 0.1 * difference.ci[1]];
    return { ci, text: `${formatPointsDifference(0.1 * difference.diff, ci, difference.n, 'battles')} with the ${f.name} attacking` };
  });
  // "Weakly": the capture chance clearly falls by less than half of what the insertion chance falls.
  const weak = per.every(({ ci }) => ci[0] > -0.05);
  return `So "significantly more difficult to infiltrate" holds exactly: every 10 points of Position Value take exactly 10 points off the insertion chance (between PV - FR 1 and 100). The same 10 points change the capture chance by ${per.map((p) => p.text).join(' and ')}, ${weak ? 'clearly less than half as much: "and control" holds only weakly for these forces and this player' : 'not clearly less than half as much'}, because the roll's only stake is one Warp Flare. Anything else a Position Value does in a campaign ("Applies a penalty if lost", the codex values) is not in the core and not modelled.`;
}

function campaignLines(result: ExperimentResult): string[] {
  const printed = result.arms.find((a) => a.id === 'strike-vs-warband')!;
  return [
    ...flareLines(result),
    ...CAMPAIGN_FORCES.map((f) => captureLine(f, printed)),
    controlLine(printed),
  ];
}

function answer(result: ExperimentResult): string[] {
  const total = result.arms.reduce((sum, arm) => sum + battles(arm), 0);
  const printed = printedArms(result);
  return [
    ...printed.map((arm) => `JS-014, ${sourceLine(arm)}`),
    claimLine(result),
    readingLine(result),
    'These are associations in battles between two copies of the heuristic player, which moves toward objectives first (uncaptured 12, contested 10, held 3) and shoots what it is likeliest to destroy: a human who chases kills, or who ignores objectives, is not measured here. Objective value scores in every End Phase it is held (up to 15 a round with three standard objectives) while destroyed Force Rating scores only in its round (Ch. 9 Force Rating Scoring), so under the printed reading the rules themselves weigh holding over destroying; the forces are the illustrative presets (the core prints no profiles).',
    ...insertionLines(),
    ...campaignLines(result),
    `${groupThousands(total)} battles in all (${groupThousands(result.arms[0].trials)} pairs per arm, sides swapped), heuristic player on both sides; 95% intervals, those of shares of some battles widened for the two battles of a pair (the ratio estimator over pairs, src/stats/ratioShare.ts); insertion chances are exact. In the Strike Force mirror the two battles of a pair are the same battle with the sides swapped, so it holds half as many distinct battles as it counts; its intervals are computed over pairs and stay honest.`,
  ];
}

const base = matchExperiment(
  {
    id: 'js-win-sources',
    title: 'Where victory comes from: destroying units or holding objectives, and what a Position Value and a failed insertion cost',
    question: 'Does destroying more enemy Force Rating win battles as often as holding more objective value, how hard is a higher Position Value to infiltrate and capture, and is the Warp Flare a failed insertion costs a catastrophic loss?',
    source: {
      rulebook: '000_9659637e2373f14e.txt',
      section: 'Ch. 9 Objectives & Victory › Strategic Pressure, Round Victory Calculation; Ch. 10 Campaign System › Strategic Positions, Insertion, Flow of the Campaign, The War for Mars',
      catalogue: ['JS-014', 'JS-021', 'JS-022'],
    },
    pairs: 6000,
  },
  ARMS,
);

const KEEP = new Set(['pair', 'scoreA', 'length', ...KEPT_STATISTICS]);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEEP.has(id))), ...EXTRA_METRICS },
  trial: winSourcesTrial,
  answer,
  charts: [
    { kind: 'distribution', metric: 'fireLeader', title: 'How the battle went for the side that destroyed more enemy Force Rating', where: { part: 'sources' } },
    { kind: 'distribution', metric: 'objectiveLeader', title: 'How the battle went for the side that held more objective value', where: { part: 'sources' } },
    { kind: 'distribution', metric: 'sources', title: 'Who was ahead on Force Rating destroyed and on objective value', where: { part: 'sources' } },
    { kind: 'forest', metric: 'attackerWins', title: "Change in the attacker's chance to win with 2 Warp Flares instead of 3 (paired, same seeds)", where: { part: 'campaign' } },
  ],
});
