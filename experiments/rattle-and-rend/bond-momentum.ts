/**
 * Rattle and Rend, the Momentum economy of each Bond round by round
 * (004_c41133d86b017ece.txt, Six Bonds):
 *
 * - RR-042 (Bonds › The Mechanical Effect: "Your Bond determines if your
 *   warband is a volatile engine of destruction or a reliable, unyielding
 *   machine"): the Momentum a side has to spend in a round, its mean and its
 *   spread across rounds (variance, within a game and overall; p10 and p90).
 * - RR-043 (Dynamic and Variable: a high "ceiling" that "fluctuates"; Fixed
 *   and Steady: "a predictable resource pool and solid tactical floor"): p10
 *   and p90 of that Momentum for the four dynamic Bonds (Fellowship, Strife,
 *   Bloodlust, Retinue) against the three fixed ones (Discipline, Null,
 *   Superiority), as the chapter sorts them.
 * - RR-025 (Discipline: "effectively gives this warband two additional Total
 *   Momentum each Round, but at the cost of not being able to earn back
 *   Momentum"): actions and reactions taken per round, and what Discipline's
 *   free first action and reaction are worth per round against the dynamic
 *   Bonds' regains.
 * - RR-044 (Superiority: the initial bid "is always treated as 3", declared
 *   openly, and costs 1 win or lose): how often its side wins the initiative
 *   and how much Momentum it keeps after the Initiative Phase.
 *
 * Each Bond in turn on the Bonds tournament's warband (options-bonds.ts: one of
 * each Element type but Dregs and Wards, Rangers and Butchers, Wary) meets the
 * same warband with Strife, the Bond level with the field's average there;
 * both sides are played by the heuristic player, in pairs of games with the
 * sides swapped. The round by round numbers come from the engine's own
 * counters, read at each round's initiative choice (roundLedger.ts). Each
 * Bond's games run on their own seeds (its own words of each trial's stream),
 * so the seven arms are independent and the dynamic and fixed groups' averages
 * add their Bonds' variances.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { binOf } from '../../src/sim/match/statisticBins.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { playToEnd, type Seat, STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatEstimate, formatMeanDifference, formatPointsDifference, formatProportion, groupThousands, shown } from '../../src/report/format.ts';
import { BONDS } from '../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { available, RoundLedger, type RoundEntry } from '../../src/systems/rattle-and-rend/roundLedger.ts';
import { BOND_TACTIC, bondName } from './options-bonds.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { armEstimate, interval, keepMetrics, minus, poolEstimates, showMean, warband, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');

/** Every Bond meets this one: level with the field's average in rr-options-bonds, and its regains come from its own losses only. */
export const OPPONENT = 'strife';
/** Bonds › Dynamic and Variable, and Fixed and Steady: the chapter's own two groups. */
export const DYNAMIC = ['fellowship', 'strife', 'bloodlust', 'retinue'] as const;
export const FIXED = ['discipline', 'null', 'superiority'] as const;
export const groupOf = (bond: string): 'dynamic' | 'fixed' => ((DYNAMIC as readonly string[]).includes(bond) ? 'dynamic' : 'fixed');

/** The CDF of a round's Momentum is kept at 0 .. THRESHOLDS - 1 (in a pilot of 700 games every Bond's p90 lay at 11-16). */
export const THRESHOLDS = 20;
/** Bands of a round's Momentum for the chart (every round counted once). */
export const BAND_EDGES = [0, 3, 6, 9, 12, 15] as const;
const BAND_KEYS = ['0-2', '3-5', '6-8', '9-11', '12-14', '15+'];

const sideWith = (bond: string, name = bondName(bond)): RrSide => warband(name, { tactic1: BOND_TACTIC, bond });

function match(bond: string): MatchParams {
  return { system: game.id, sideA: sideWith(bond), sideB: sideWith(OPPONENT, `${bondName(OPPONENT)} (opponent)`), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, []) };
}

export const ARMS: MatchArm[] = BONDS.map((bond) => ({ id: bond, label: bondName(bond), params: match(bond), coords: { bond: bondName(bond), group: groupOf(bond) }, baseline: null }));

// ---- One game's rounds, read for side A ----------------------------------------------------

/** A game's per-round readings for one side: each is that game's own mean over its rounds (shares are the share of its rounds). */
export interface GameReading {
  momentum: number;
  square: number;
  /** The spread of the game's rounds about their own mean (population variance). */
  within: number;
  /** atMost[k]: share of the rounds with at most k Momentum available. */
  atMost: number[];
  actions: number;
  reactions: number;
  bond: number;
  start: number;
  kept: number;
  bid: number;
  initiative: number;
  /** Each round's band (BAND_EDGES). */
  bands: number[];
}

export function readRounds(rounds: readonly RoundEntry[]): GameReading {
  const n = rounds.length;
  if (n === 0) throw new Error('rr-bond-momentum: a game without an initiative choice (every game has round 1 before any Element can be removed)');
  const mean = (f: (e: RoundEntry) => number) => rounds.reduce((sum, e) => sum + f(e), 0) / n;
  const momentum = mean(available);
  return {
    momentum,
    square: mean((e) => available(e) ** 2),
    within: mean((e) => (available(e) - momentum) ** 2),
    atMost: Array.from({ length: THRESHOLDS }, (_, k) => mean((e) => (available(e) <= k ? 1 : 0))),
    actions: mean((e) => e.actions),
    reactions: mean((e) => e.reactions),
    bond: mean((e) => e.bond),
    start: mean((e) => e.start),
    kept: mean((e) => e.kept),
    bid: mean((e) => e.start - e.kept),
    initiative: mean((e) => e.won),
    bands: rounds.map((e) => binOf(BAND_EDGES, available(e))),
  };
}

// ---- The trial: a match pair, the rounds read as it is played ------------------------------------

const atMostId = (k: number) => `roundAtMost${k}`;

/** The per-round metrics, read for side A (the Bond under test); each per game, the pair's two games averaged. */
// Each label says what is read and its unit how it is counted, so an axis's "label (unit)" names "per round" once.
const ROUND_METRICS: Record<string, MetricSpec & { of: (g: GameReading) => number }> = {
  roundMomentum: { kind: 'mean', label: 'Momentum available: kept after the bids, regained, taken free', unit: 'Momentum per round', of: (g) => g.momentum },
  roundSquare: { kind: 'mean', label: 'Momentum available, squared', unit: 'Momentum^2 per round', of: (g) => g.square },
  roundMoments: { kind: 'mean', label: 'Momentum available plus its square (for the variance interval)', unit: 'per round', of: (g) => g.momentum + g.square },
  roundWithin: { kind: 'mean', label: "Variance of a game's rounds about that game's mean", unit: 'Momentum^2', of: (g) => g.within },
  roundTaken: { kind: 'mean', label: 'actions and reactions taken', unit: 'per round', of: (g) => g.actions + g.reactions },
  roundActions: { kind: 'mean', label: 'actions taken', unit: 'per round', of: (g) => g.actions },
  roundReactions: { kind: 'mean', label: 'reactions taken', unit: 'per round', of: (g) => g.reactions },
  roundBond: { kind: 'mean', label: "Momentum from the side's own Bond: regains, Discipline's free first action and reaction", unit: 'Momentum per round', of: (g) => g.bond },
  roundStart: { kind: 'mean', label: 'Total Momentum', unit: 'Momentum per round', of: (g) => g.start },
  roundKept: { kind: 'mean', label: 'Momentum kept after the Initiative Phase', unit: 'Momentum per round', of: (g) => g.kept },
  roundBid: { kind: 'mean', label: 'Momentum paid in the Initiative Phase, tied bids too', unit: 'Momentum per round', of: (g) => g.bid },
  roundInitiative: { kind: 'mean', label: 'initiative won by the side', unit: 'share of rounds', of: (g) => g.initiative },
  ...Object.fromEntries(
    Array.from({ length: THRESHOLDS }, (_, k) => [atMostId(k), { kind: 'mean', label: `rounds with at most ${k} Momentum available`, unit: 'share of rounds', of: (g: GameReading) => g.atMost[k] }]),
  ),
};

const BANDS_METRIC = 'roundBands';

/** The engine statistics kept beside them (per game): the Bond's regains and Discipline's savings as the engine counts them. */
const KEPT = ['bondMomentumA', 'disciplineA', 'tiedBids'];

/**
 * Arm k takes each trial's stream from its (12 x k)-th word: the Bonds' games
 * are independent, not paired, so the group averages below may add variances
 * (with shared seeds every Bond would share each pair's rolled scenario, and
 * the averages' intervals would need the arms' covariances, which the runner
 * does not keep).
 */
export const laneOf = (params: MatchParams): number => BONDS.indexOf((params.sideA as RrSide).bond as (typeof BONDS)[number]);

/** Plays the game to its end like playToEnd, showing the ledger every decision; returns the ledger. */
function playLedgered(state: RrState, seats: readonly [Seat, Seat]): RoundLedger {
  const ledger = new RoundLedger();
  playToEnd(state, seats, () => ledger.observe(state));
  ledger.close(state);
  return ledger;
}

/** The match runner's pair (pairTrial.ts playObservedPair) on the arm's lane, with the round ledger, side A's rounds read into the record. */
const ROUNDS: PairObserver<RrState, RoundLedger> = {
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    for (const id of Object.keys(ROUND_METRICS)) record[id] = 0;
    record[BANDS_METRIC] = [];
  },
  play: playLedgered,
  read: (_state, seatOfA, record, ledger) => {
    const reading = readRounds(ledger!.rounds[seatOfA]);
    for (const [id, metric] of Object.entries(ROUND_METRICS)) (record[id] as number) += metric.of(reading) / 2;
    (record[BANDS_METRIC] as number[]).push(...reading.bands);
  },
};

export const bondRoundsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, ROUNDS);

// ---- Estimates from the result -------------------------------------------------------------

const armOf = (result: ExperimentResult, bond: string): ArmResult => {
  const arm = result.arms.find((a) => a.id === bond);
  if (!arm) throw new Error(`rr-bond-momentum: no arm ${bond}`);
  return arm;
};
const est = (result: ExperimentResult, bond: string, id: string): Estimate => armEstimate(armOf(result, bond), id);
const group = (result: ExperimentResult, bonds: readonly string[], id: string): Estimate => poolEstimates(bonds.map((b) => est(result, b, id)));

/**
 * The variance of a round's Momentum over all the rounds (a game drawn at
 * random, then one of its rounds): E[x^2] - E[x]^2 from the per-game means of
 * x and x^2, with a delta-method interval, Var = Var(m2) + 4 m1^2 Var(m1) -
 * 4 m1 Cov(m1, m2), the covariance read off the metric of their sum.
 */
export function varianceOf(m1: Estimate, m2: Estimate, sum: Estimate): Estimate {
  const cov = (sum.se ** 2 - m1.se ** 2 - m2.se ** 2) / 2;
  const v = m2.se ** 2 + 4 * m1.mean ** 2 * m1.se ** 2 - 4 * m1.mean * cov;
  return { mean: m2.mean - m1.mean ** 2, se: Math.sqrt(Math.max(0, v)), games: m1.games };
}

const varianceIn = (result: ExperimentResult, bonds: readonly string[]): Estimate => varianceOf(group(result, bonds, 'roundMomentum'), group(result, bonds, 'roundSquare'), group(result, bonds, 'roundMoments'));

/**
 * The q-quantile of a whole-number quantity from its CDF at 0, 1, ...: the
 * least k with F(k) >= q (cdf.length when none: above the grid), with an
 * interval by inverting the CDF's pointwise intervals (Woodruff 1952): from
 * the least k whose upper bound reaches q to the least k whose lower bound does.
 */
export function quantileOf(cdf: readonly Estimate[], q: number): { value: number; ci: [number, number] } {
  const least = (f: (e: Estimate) => number) => {
    const k = cdf.findIndex((e) => f(e) >= q);
    return k < 0 ? cdf.length : k;
  };
  return { value: least((e) => e.mean), ci: [least((e) => interval(e)[1]), least((e) => interval(e)[0])] };
}

const cdfOf = (result: ExperimentResult, bonds: readonly string[]): Estimate[] => Array.from({ length: THRESHOLDS }, (_, k) => group(result, bonds, atMostId(k)));

/** "14 (13 to 14)": a whole-number quantile with its interval; "20+" above the grid. */
function showQuantile(qv: { value: number; ci: [number, number] }): string {
  const show = (k: number) => (k >= THRESHOLDS ? `${THRESHOLDS}+` : String(k));
  return `${show(qv.value)} (${show(qv.ci[0])} to ${show(qv.ci[1])})`;
}

/** P(x > k) for a group, and the difference of two independent groups' shares. */
const above = (cdf: readonly Estimate[], k: number): Estimate => (k >= THRESHOLDS ? { mean: 0, se: 0, games: cdf[0].games } : { ...cdf[k], mean: 1 - cdf[k].mean });
const shareText = (e: Estimate, noun: string) => {
  const [lo, hi] = interval(e);
  return formatProportion(e.mean, [Math.max(0, lo), Math.min(1, hi)], e.games, noun);
};
const differenceText = (d: Estimate, noun: string) => formatPointsDifference(d.mean, interval(d), d.games, noun);
const meanDifference = (d: Estimate, unit: string, noun = 'games') => formatMeanDifference(d.mean, interval(d), d.games, unit, noun);
const sign = (d: Estimate) => (interval(d)[0] > 0 ? 1 : interval(d)[1] < 0 ? -1 : 0);
const sqrtInterval = (v: Estimate): string => {
  const [lo, hi] = interval(v);
  return `${shown(Math.sqrt(Math.max(0, v.mean)), 1)} (${shown(Math.sqrt(Math.max(0, lo)), 1)} to ${shown(Math.sqrt(Math.max(0, hi)), 1)})`;
};

// ---- The answer ---------------------------------------------------------------------------------

const G = 'games';
const W = 'warband-games';

function spreadLines(result: ExperimentResult): string[] {
  const per = BONDS.map((bond) => {
    const v = varianceIn(result, [bond]);
    const within = est(result, bond, 'roundWithin');
    const cdf = cdfOf(result, [bond]);
    return `${bondName(bond)} ${showMean(est(result, bond, 'roundMomentum'), 'per round', G)}, variance ${showMean(v, '', G)} (SD ${sqrtInterval(v)}), ${shown(within.mean, 1)} (${shown(interval(within)[0], 1)} to ${shown(interval(within)[1], 1)}) of it round to round inside a game; p10 ${showQuantile(quantileOf(cdf, 0.1))}, p90 ${showQuantile(quantileOf(cdf, 0.9))}`;
  });
  const variance = (bond: string) => varianceIn(result, [bond]);
  const lowestDynamic = Math.min(...DYNAMIC.map((b) => interval(variance(b))[0]));
  const highestFixed = Math.max(...FIXED.map((b) => interval(variance(b))[1]));
  const dynamicV = varianceIn(result, DYNAMIC);
  const fixedV = varianceIn(result, FIXED);
  const gap = minus(dynamicV, fixedV);
  const verdict =
    lowestDynamic > highestFixed
      ? 'every dynamic Bond\'s variance is clearly above every fixed Bond\'s: the dynamic Bonds are the "volatile engines", the fixed ones the "reliable machines", as the chapter says'
      : sign(gap) > 0
        ? 'the dynamic Bonds together spread clearly more than the fixed ones, but not every dynamic Bond clearly more than every fixed one (see the intervals above)'
        : sign(gap) < 0
          ? 'the fixed Bonds together spread clearly more than the dynamic ones: the claim does not hold as measured'
          : 'the two groups are not told apart by these games';
  return [
    `RR-042, the Momentum the Bond's side has to spend in a round (what it keeps after the Initiative Phase, plus what it regains during the round, plus the actions and reactions it takes without paying), per round (each game's own rounds averaged, then the games; the variance is over all rounds, a game drawn at random and then one of its rounds, in Momentum squared; 95% intervals): ${per.join('; ')}.`,
    `Grouped as the chapter groups them: dynamic (${DYNAMIC.map(bondName).join(', ')}) variance ${showMean(dynamicV, '', W)}, fixed (${FIXED.map(bondName).join(', ')}) ${showMean(fixedV, '', W)}, difference ${meanDifference(gap, '', W)}: ${verdict}. Part of every Bond's spread is the game itself: Total Momentum is the points in play, so it falls as Elements are lost whatever the Bond.`,
  ];
}

function ceilingLines(result: ExperimentResult): string[] {
  const dynamic = cdfOf(result, DYNAMIC);
  const fixed = cdfOf(result, FIXED);
  const [d10, d90, f10, f90] = [quantileOf(dynamic, 0.1), quantileOf(dynamic, 0.9), quantileOf(fixed, 0.1), quantileOf(fixed, 0.9)];
  // The ceiling: rounds above the fixed Bonds' p90; the floor: rounds at or below their p10 (both read at the fixed group's own value).
  const floorAt = Math.min(f10.value, THRESHOLDS - 1);
  const high = minus(above(dynamic, f90.value), above(fixed, f90.value));
  const low = minus(dynamic[floorAt], fixed[floorAt]);
  const ceiling =
    sign(high) > 0 ? 'a clearly higher ceiling for the dynamic Bonds, as the chapter says' : sign(high) < 0 ? 'a clearly lower ceiling for the dynamic Bonds, against the chapter' : 'no clear difference in the ceiling';
  const floor =
    sign(low) > 0
      ? 'the dynamic Bonds clearly more often sink to the fixed Bonds\' floor or below: the fixed Bonds\' "solid floor" holds'
      : sign(low) < 0
        ? 'the fixed Bonds clearly more often sink to their own floor or below than the dynamic ones do: no "solid floor" shows for the fixed Bonds'
        : 'no clear difference at the floor: the fixed Bonds\' "solid floor" is not higher than the dynamic Bonds\' as measured';
  return [
    `RR-043, the spread of the rounds by group (each group's Bonds weighted equally; whole Momentum, intervals by inverting the share of rounds at or below each value; each Bond's own p10 and p90 are in the RR-042 line): dynamic p10 ${showQuantile(d10)} and p90 ${showQuantile(d90)}; fixed p10 ${showQuantile(f10)} and p90 ${showQuantile(f90)}.`,
    `Rounds above the fixed Bonds' p90 (more than ${f90.value} Momentum): dynamic ${shareText(above(dynamic, f90.value), W)}, fixed ${shareText(above(fixed, f90.value), W)}, difference ${differenceText(high, W)}: ${ceiling}. Rounds at or below the fixed Bonds' p10 (${floorAt} or less): dynamic ${shareText(dynamic[floorAt], W)}, fixed ${shareText(fixed[floorAt], W)}, difference ${differenceText(low, W)}: ${floor}.`,
  ];
}

function disciplineLines(result: ExperimentResult): string[] {
  const taken = (bond: string) => est(result, bond, 'roundTaken');
  const per = BONDS.map((bond) => `${bondName(bond)} ${showMean(taken(bond), '', G)} (actions ${formatEstimate(est(result, bond, 'roundActions').mean, interval(est(result, bond, 'roundActions')))}, reactions ${formatEstimate(est(result, bond, 'roundReactions').mean, interval(est(result, bond, 'roundReactions')))})`);
  const discipline = taken('discipline');
  const versusDynamic = minus(discipline, group(result, DYNAMIC, 'roundTaken'));
  const each = DYNAMIC.map((bond) => {
    const d = minus(discipline, taken(bond));
    return `${sign(d) > 0 ? 'more than' : sign(d) < 0 ? 'fewer than' : 'not clearly more or fewer than'} ${bondName(bond)} (${meanDifference(d, 'per round')})`;
  });
  const verdict =
    sign(versusDynamic) > 0
      ? "Discipline's fixed bonus buys clearly more actions and reactions per round than the dynamic Bonds' regains do on average"
      : sign(versusDynamic) < 0
        ? "Discipline's fixed bonus buys clearly fewer actions and reactions per round than the dynamic Bonds' regains do on average"
        : "in actions and reactions taken per round, Discipline's fixed bonus is not told apart from the dynamic Bonds' regains on average";
  const saved = est(result, 'discipline', 'roundBond');
  const [lo, hi] = interval(saved);
  // At most 2 a round (one action, one reaction), so the free uses left unused per round average at least 2 less the
  // interval's top. A round leaves at most 2 unused, so the share of rounds with at least one unused is at least half
  // that average (not the average itself). Both are lower bounds, so they are rounded down.
  const unused = Math.max(0, 2 - hi);
  const two =
    hi < 2
      ? `clearly less than the "two additional Total Momentum" the rulebook counts: on average at least ${shown(Math.floor(100 * unused) / 100, 2)} of the 2 free uses a round go unused (two less the interval's top), so the free action or the free reaction goes unused in at least ${Math.floor(50 * unused)}% of rounds (half that, as a round leaves at most both unused)`
      : lo > 2
        ? 'more than two'
        : 'not told apart from two';
  const regains = DYNAMIC.map((bond) => `${bondName(bond)} ${showMean(est(result, bond, 'roundBond'), '', G)}`);
  const more = DYNAMIC.filter((bond) => sign(minus(est(result, bond, 'roundBond'), saved)) > 0).map(bondName);
  const availableGap = minus(est(result, 'discipline', 'roundMomentum'), group(result, DYNAMIC, 'roundMomentum'));
  return [
    `RR-025, actions and reactions taken per round by the Bond's side: ${per.join('; ')}. Discipline against the dynamic Bonds' average: ${meanDifference(versusDynamic, 'per round', W)}, so ${verdict}; one by one, Discipline takes ${each.join('; ')}.`,
    `What Discipline's free first action and first reaction are worth: ${showMean(saved, 'Momentum per round', G)}, ${two}. The dynamic Bonds regain per round ${regains.join('; ')}${more.length ? ` (clearly more than Discipline saves: ${more.join(', ')})` : ' (none clearly more than Discipline saves)'}. Momentum available per round, Discipline against the dynamic Bonds' average: ${meanDifference(availableGap, 'per round', W)}${sign(availableGap) > 0 && sign(versusDynamic) === 0 ? ': the extra Momentum does not show as clearly more actions and reactions taken' : ''}.`,
  ];
}

/** "every round of its 2,000 games" when the share is 1 (a normal interval has no width there), else the share with its interval. */
function roundShareText(e: Estimate): string {
  if (e.mean < 1) return `${shareText(e, G)} of its rounds`;
  const [lo] = wilson(e.games / 2, e.games / 2);
  return `every round of its ${groupThousands(e.games)} games (the share of pairs of games with any initiative lost is at most ${shown(100 * (1 - lo), 1)}%, 95%)`;
}

function superiorityLines(result: ExperimentResult): string[] {
  const others = BONDS.filter((bond) => bond !== 'superiority');
  const won = est(result, 'superiority', 'roundInitiative');
  const field = group(result, others, 'roundInitiative');
  const kept = est(result, 'superiority', 'roundKept');
  const keptField = group(result, others, 'roundKept');
  const bid = est(result, 'superiority', 'roundBid');
  const bidField = group(result, others, 'roundBid');
  const keptGap = minus(kept, keptField);
  const bidGap = minus(bid, bidField);
  const keeps = sign(keptGap) > 0 ? 'clearly more' : sign(keptGap) < 0 ? 'clearly less' : 'not clearly more or less';
  return [
    `RR-044, Superiority (an open bid of 3 that costs 1, win or lose): its side wins the initiative in ${roundShareText(won)}, the other Bonds against the same opponent in ${shareText(field, W)} of theirs. It pays ${showMean(bid, 'Momentum per round', G)} in the Initiative Phase, the others ${showMean(bidField, '', W)} (tied bids included; difference ${meanDifference(bidGap, 'per round', W)}); after it Superiority keeps ${showMean(kept, 'Momentum per round', G)} of its Total Momentum of ${showMean(est(result, 'superiority', 'roundStart'), 'per round', G)}, the others ${showMean(keptField, '', W)} of ${showMean(group(result, others, 'roundStart'), '', W)}: ${keeps} (${meanDifference(keptGap, 'per round', W)}).`,
    `So against this player Superiority buys the initiative every round for about one Momentum, where an ordinary bidder wins half the rounds for ${formatEstimate(bidField.mean, interval(bidField))}: it saves no Momentum, it buys the initiative. That rests on the heuristic player's bids: it never bids more than 1 (1 only with a strong attack ready and 4 or more Momentum; otherwise 0, and 0 against 0 ties for free until the roll-off after six ties), so it never meets the open 3. By the rules, an opponent takes the initiative from Superiority only with a secret bid of 4 or 5, paying 4 or 5 against Superiority's 1, and a tie at 3 costs it 3 and Superiority 1 before the re-bid; players who bid that high for the initiative are not modelled here. Tied bids per game, both sides (the engine's count): Superiority ${showMean(est(result, 'superiority', 'tiedBids'), '', G)}, the others ${showMean(group(result, others, 'tiedBids'), '', W)}.`,
  ];
}

export function answer(result: ExperimentResult): string[] {
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [
    ...spreadLines(result),
    ...ceilingLines(result),
    ...disciplineLines(result),
    ...superiorityLines(result),
    `${groupThousands(games)} games in all, ${groupThousands(2 * result.arms[0].trials)} per Bond (each Bond on its own seeds, so the groups' intervals add independent estimates; a warband-game is one Bond's game, pooled over a group's Bonds), setup rolled. Each Bond sits on the Bonds tournament's warband (rr-options-bonds: one of each Element type but Dregs and Wards, Rangers and Butchers, Wary) and meets the same warband with Strife (so the Strife arm is a mirror); both sides are played by the heuristic player, which spends, reacts and bids by hand-tuned values: people who hoard Momentum for reactions, or bid high for the initiative, would move these numbers, most of all Discipline's free reaction and Superiority's initiative. A round is read from its initiative choice to the next one (the engine's own counters, roundLedger.ts); a game's last round is cut short when a removal ends the game, and a side whose only Elements left wait in reserve (Delayed Deployment) has no Total Momentum, so its rounds count 0 (rare). Per-round numbers are each game's own mean over its rounds, then averaged over games, so a 4-round King of the Hill game weighs as much as a 12-round Kill Them All game; the chart of bands counts every round once.`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-bond-momentum',
    title: 'Bonds round by round: Momentum available, its spread, actions and reactions, Superiority and the initiative',
    question:
      "How much Momentum does each Bond give a side to spend per round, and how much does it swing (variance, p10/p90; the dynamic Bonds against the fixed ones); does Discipline's free first action and reaction match the dynamic Bonds' regains in actions and reactions taken; how often does Superiority's open bid of 3 win the initiative, and how much Momentum does it keep?",
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Six Bonds › The Mechanical Effect; Dynamic and Variable; Fixed and Steady; Discipline; Superiority', catalogue: ['RR-025', 'RR-042', 'RR-043', 'RR-044'] },
    pairs: 1000,
  },
  ARMS,
);

const kept = keepMetrics(base, KEPT);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: {
    ...kept.metrics,
    ...Object.fromEntries(Object.entries(ROUND_METRICS).map(([id, { kind, label, unit }]) => [id, { kind, label, unit }])),
    [BANDS_METRIC]: { kind: 'distribution', label: "Momentum available in a round (every round of the Bond's side counted once)", keys: BAND_KEYS, clustered: true },
  },
  trial: bondRoundsTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'roundMomentum', reference: 'none', title: 'Momentum available per round, by Bond' },
    { kind: 'distribution', metric: BANDS_METRIC, title: 'Momentum available in a round, by Bond' },
    { kind: 'arms', metric: 'roundTaken', reference: 'none', title: 'Actions and reactions taken per round, by Bond' },
    { kind: 'arms', metric: 'roundInitiative', reference: 'none', title: 'Share of rounds whose initiative the Bond side won' },
  ],
});
