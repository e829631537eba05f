/**
 * Rattle and Rend RR-026 (004_c41133d86b017ece.txt, Core Mechanics › Why Use
 * d20s?): "This unpredictability helps flummox overly competitive min-maxers".
 * Do the d20s narrow the gap between a stronger and a weaker player, compared
 * with a lower-variance checker that has the same odds per check?
 *
 * The checker is the variant d20-source=deck (src/systems/rattle-and-rend/
 * d20Deck.ts): each side draws its d20s from its own decks of the values 1-20,
 * one deck per die position, reshuffled when empty. Every die is uniform on
 * 1-20 and the dice of one check are independent, so each check's fail,
 * success and critical odds are the dice's; what the deck damps is a side's
 * run of luck over a game.
 *
 * The strong player is the heuristic (side A); the weaker players:
 * - random (a reference: the gap is near its ceiling under either checker);
 * - the heuristic with one flaw, bidding 3 for initiative every round
 *   (heuristic:bid=three, rr-initiative-bids): loses about 60% of the Throng
 *   mirror to it;
 * - the one-ply greedy player: loses about 60-65% of the mirror.
 * Each plays the Dwarven Throng mirror and the issue's match pair, Dwarven
 * Throng against Ghostly Host with the warbands swapped between the players
 * (each assignment its own arm). Every pairing is played under the dice and
 * under the deck on the same seeds (paired), sides swapped within each pair of
 * games, each pairing on its own part of the stream (so pooled estimates add
 * independent errors).
 *
 * Alongside the score, each side's luck in a game: its checks' successes
 * minus what the dice's odds expected of them. Under the dice its mean square
 * equals the game's summed success variance (sum p(1 - p) over the checks)
 * exactly, whatever the players chose; under the deck it should fall below:
 * the proof that the deck lowers variance in play.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { CHANCE } from '../../src/game/state.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS, type Seat } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, formatPointsDifference, formatProportion, groupThousands, shown } from '../../src/report/format.ts';
import { checkProbabilitiesForDice } from '../../src/systems/rattle-and-rend/check.ts';
import { CK_CHECK, type RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armEstimate, interval, keepMetrics, pairedEstimate, poolEstimates, simultaneous, titleWords, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');
const WHO = 'rr-skill-gap';

export const SOURCES = ['dice', 'deck'] as const;
export type Source = (typeof SOURCES)[number];

/** Pairs per arm; the greedy player's arms play GREEDY_SHARE of them (a greedy game costs about 20 heuristic games). */
export const PAIRS = 3000;
export const GREEDY_SHARE = 0.2;

export interface Pairing {
  id: string;
  /** The weaker player (side B); the stronger is always the heuristic (side A). */
  weak: string;
  weakName: string;
  /** Side A's and side B's warbands (preset ids). */
  a: string;
  b: string;
  share: number;
}

const WEAK = [
  { weak: 'random', weakName: 'random', id: 'random', share: 1 },
  { weak: 'heuristic:bid=three', weakName: 'the heuristic bidding 3 every round', id: 'bid-three', share: 1 },
  { weak: 'greedy', weakName: 'the one-ply greedy player', id: 'greedy', share: GREEDY_SHARE },
] as const;
/** The Throng mirror for every weak player; the pair (both assignments) for the two that lose only 60-70%. */
const MATCHUPS = [
  ['dwarven-throng', 'dwarven-throng'],
  ['dwarven-throng', 'ghostly-host'],
  ['ghostly-host', 'dwarven-throng'],
] as const;

export const PAIRINGS: Pairing[] = WEAK.flatMap((w) =>
  MATCHUPS.filter((_, k) => w.id !== 'random' || k === 0).map(([a, b]) => ({ id: a === b ? `${w.id}-mirror` : `${w.id}-${a}-vs-${b}`, weak: w.weak, weakName: w.weakName, a, b, share: w.share })),
);
/** The reference pairing whose gap sits near its ceiling: reported, left out of the pooled verdict. */
export const REFERENCE = 'random-mirror';

export const armId = (pairing: Pairing, source: Source): string => `${pairing.id}-${source}`;
const matchupName = (p: Pairing) => (p.a === p.b ? `${titleWords(p.a)} mirror` : `heuristic's ${titleWords(p.a)} vs ${titleWords(p.b)}`);

export const ARMS: MatchArm[] = PAIRINGS.flatMap((pairing) =>
  SOURCES.map((source) => ({
    id: armId(pairing, source),
    label: `heuristic vs ${pairing.weak}, ${matchupName(pairing)}, ${source}`,
    coords: { source, pairing: pairing.id },
    params: {
      system: game.id,
      sideA: game.presets[pairing.a] as RrSide,
      sideB: game.presets[pairing.b] as RrSide,
      agentA: 'heuristic',
      agentB: pairing.weak,
      variants: chooseGameVariants(game, source === 'dice' ? [] : ['d20-source=deck']),
    },
    baseline: source === 'dice' ? null : armId(pairing, 'dice'),
    share: pairing.share,
  })),
);

/** Each pairing reads its own part of the trial's stream (its dice and deck arms the same one: paired). */
export function laneOf(params: MatchParams): number {
  const lane = PAIRINGS.findIndex((p) => p.weak === params.agentB && (params.sideA as RrSide).name === (game.presets[p.a] as RrSide).name && (params.sideB as RrSide).name === (game.presets[p.b] as RrSide).name);
  if (lane < 0) throw new Error(`${WHO}: no pairing plays ${params.agentB} with these warbands`);
  return lane;
}

// ---- Luck: a side's successes against what the dice's odds expected ----------------

/** Per seat, over one game: checks rolled, successes, successes the dice's odds expected, and their variance. */
export interface Luck {
  checks: [number, number];
  successes: [number, number];
  expected: [number, number];
  variance: [number, number];
}

/**
 * Plays state to the end exactly as playToEnd (src/game/playGame.ts) does, and
 * at each check notes the roller's seat, the dice's success odds for that stat
 * and pool (check.ts: the deck's odds per check are the same before any draw
 * is seen) and the result as rolled (applyChance's, before Soothsayers may
 * replace it).
 */
export function playWithLuck(state: RrState, seats: readonly [Seat, Seat]): Luck {
  const luck: Luck = { checks: [0, 0], successes: [0, 0], expected: [0, 0], variance: [0, 0] };
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      if (state.chanceKind !== CK_CHECK) {
        state.applyChance();
        continue;
      }
      const seat = state.side[state.checkWho];
      const odds = checkProbabilitiesForDice(state.checkStat, state.checkDice);
      const p = odds[1] + odds[2];
      const result = state.applyChance();
      luck.checks[seat]++;
      if (result > 0) luck.successes[seat]++;
      luck.expected[seat] += p;
      luck.variance[seat] += p * (1 - p);
      continue;
    }
    const seat = seats[mover];
    state.apply(seat.agent.act(views[mover], seat.rng));
  }
  return luck;
}

const LUCK_METRICS: Record<string, MetricSpec> = {
  luckA: { kind: 'mean', label: "the strong player's luck: successes minus the dice's expectation", unit: 'successes per game' },
  luckSquare: { kind: 'mean', label: "a side's luck squared (the variance of its successes about the dice's expectation)", unit: 'successes² per game' },
  diceVariance: { kind: 'mean', label: "a side's summed success variance under independent dice, sum p(1 - p) over its checks", unit: 'successes² per game' },
  luckExcess: { kind: 'mean', label: "a side's luck squared minus the dice's variance (0 under the dice; below 0 when the checker damps luck)", unit: 'successes² per game' },
  checksPerSide: { kind: 'mean', label: 'checks rolled by a side', unit: 'checks per game' },
};

const OBSERVER: PairObserver<RrState, Luck> = {
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    for (const id of Object.keys(LUCK_METRICS)) record[id] = 0;
  },
  play: playWithLuck,
  read: (_state, seatOfA, record, played) => {
    const luck = played!;
    const add = (id: string, value: number) => ((record[id] as number) += value / 2);
    const off = (seat: number) => luck.successes[seat] - luck.expected[seat];
    const bothSides = (f: (seat: number) => number) => (f(0) + f(1)) / 2;
    add('luckA', off(seatOfA));
    add('luckSquare', bothSides((s) => off(s) ** 2));
    add('diceVariance', bothSides((s) => luck.variance[s]));
    add('luckExcess', bothSides((s) => off(s) ** 2 - luck.variance[s]));
    add('checksPerSide', bothSides((s) => luck.checks[s]));
  },
};

export const skillGapTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

// ---- The answer -------------------------------------------------------------------------

const scoreLine = (e: Estimate) => formatProportion(e.mean, [Math.max(0, interval(e)[0]), Math.min(1, interval(e)[1])], e.games, 'games');
const pp = (e: Estimate, noun = 'paired games') => formatPointsDifference(e.mean, interval(e), e.games, noun);
const deckMinusDice = (result: ExperimentResult, p: Pairing, metric: string) => pairedEstimate(result, armId(p, 'deck'), armId(p, 'dice'), metric, WHO);
const arm = (result: ExperimentResult, p: Pairing, source: Source) => result.arms.find((a) => a.id === armId(p, source))!;

/**
 * "the dice narrow the gap": the deck's score minus the dice's, read only where the interval excludes 0. One of `m`
 * differences read together (the pairings, or the weak players) is read by its simultaneous interval (Bonferroni,
 * two-sided 95% over the m), so a line just clear of 0 by chance among several is not called a difference.
 */
export function verdict(d: Estimate, m = 1): string {
  const [lo, hi] = m > 1 ? simultaneous(d.mean, interval(d), m) : interval(d);
  const text = lo > 0 ? 'the dice clearly narrow the gap' : hi < 0 ? 'the dice clearly widen the gap' : 'no difference shown';
  const points = (x: number) => `${x >= 0 ? '+' : ''}${shown(100 * x, 1)}`;
  return m > 1 ? `${text} (simultaneous over the ${m}: ${points(lo)} to ${points(hi)} pp)` : text;
}

export function answer(result: ExperimentResult): string[] {
  const played = PAIRINGS.filter((p) => result.arms.some((a) => a.id === armId(p, 'deck')));
  const perPairing = played.map((p) => {
    const dice = armEstimate(arm(result, p, 'dice'), 'scoreA');
    const deck = armEstimate(arm(result, p, 'deck'), 'scoreA');
    const d = deckMinusDice(result, p, 'scoreA');
    return `heuristic vs ${p.weakName}, ${matchupName(p)}: dice ${scoreLine(dice)}, deck ${scoreLine(deck)}, deck minus dice ${pp(d)}: ${verdict(d, played.length)}`;
  });
  const gapped = played.filter((p) => p.id !== REFERENCE);
  const pooled = poolEstimates(gapped.map((p) => deckMinusDice(result, p, 'scoreA')));
  const weakers = WEAK.filter((w) => w.id !== 'random');
  const byWeak = weakers.map((w) => {
    const parts = gapped.filter((p) => p.weak === w.weak);
    const e = poolEstimates(parts.map((p) => deckMinusDice(result, p, 'scoreA')));
    return `against ${w.weakName} ${pp(e)}: ${verdict(e, weakers.length)}`;
  });
  const [lo, hi] = interval(pooled);
  const headline =
    lo > 0
      ? `Yes, in these games: the strong player's score is clearly higher under the deck, by ${pp(pooled)} pooled with equal weight over the ${gapped.length} pairings whose gap is not at its ceiling; the d20s' swing narrows the skill gap by about that much.`
      : hi < 0
        ? `No, the reverse: the strong player's score is clearly lower under the deck, by ${pp(pooled)} pooled over the ${gapped.length} pairings whose gap is not at its ceiling.`
        : `Not shown: the strong player's score under the deck minus under the dice is ${pp(pooled)} pooled with equal weight over the ${gapped.length} pairings whose gap is not at its ceiling; the interval rules out the dice narrowing the skill gap by more than ${shown(100 * Math.max(0, hi), 1)} points of win rate, or widening it by more than ${shown(100 * Math.max(0, -lo), 1)}.`;

  // Variance in play: a side's luck about the dice's expectation.
  const luckBy = (source: Source, metric: string) => poolEstimates(played.map((p) => armEstimate(arm(result, p, source), metric)));
  // The spread is the root of luck squared's mean; the root is monotone, so the roots of that mean's interval ends are its interval.
  const sdLine = (source: Source) => {
    const square = luckBy(source, 'luckSquare');
    const root = (x: number) => Math.sqrt(Math.max(0, x));
    const [lo, hi] = interval(square);
    return formatMean(root(square.mean), [root(lo), root(hi)], square.games, 'successes per game', 'games');
  };
  const excess = (source: Source) => luckBy(source, 'luckExcess');
  const ratio = luckBy('deck', 'luckSquare').mean / Math.max(1e-12, luckBy('deck', 'diceVariance').mean);
  const squareChange = poolEstimates(played.map((p) => deckMinusDice(result, p, 'luckSquare')));
  const excessLine = (source: Source) => formatMean(excess(source).mean, interval(excess(source)), excess(source).games, 'successes² per game', 'side-games');
  const lower = interval(excess('deck'))[1] < 0 && interval(squareChange)[1] < 0;
  const luckA = (source: Source) => luckBy(source, 'luckA');
  const luckLine = (source: Source) => formatMean(luckA(source).mean, interval(luckA(source)), luckA(source).games, 'successes per game', 'games');
  const [llo, lhi] = interval(luckA('deck'));
  const meanLuck =
    llo > 0 || lhi < 0
      ? `clearly off 0 under the deck, though by at most ${shown(Math.max(Math.abs(llo), Math.abs(lhi)), 2)} successes per game (the interval's far end): each check's odds are the dice's before any draw is seen, but which checks a side goes on to make depends on how its earlier draws went, so the deck's memory can leak a little into the mean`
      : 'both about 0, as the deck keeps each check\'s odds the dice\'s';
  const checks = luckBy('dice', 'checksPerSide');
  const games = result.arms.reduce((sum, a) => sum + 2 * a.trials, 0);
  const perArm = (id: string) => groupThousands(2 * (result.arms.find((a) => a.coords?.pairing === id)?.trials ?? 0));

  return [
    `RR-026, does the d20s' swing narrow the skill gap? ${headline} By weak player (pooled over the Throng mirror and both assignments of Dwarven Throng vs Ghostly Host): ${byWeak.join('; ')}.`,
    `The strong player's (the heuristic's) score, win 1 and draw 1/2, under each checker (95% intervals; the deck's minus the dice's on the same seeds): ${perPairing.join('; ')}.`,
    `Does the deck lower variance in play? A side's luck (its successes minus the dice's expectation for its checks; ${formatMean(checks.mean, interval(checks), checks.games, 'checks per side per game', 'games')} under the dice) has a spread (root mean square) of ${sdLine('dice')} under the dice and ${sdLine('deck')} under the deck; ${lower ? 'clearly lower' : 'not shown lower'}: luck squared, deck minus dice on the same seeds, ${formatMeanDifference(squareChange.mean, interval(squareChange), squareChange.games, 'successes² per game', 'paired games')}. Against the dice's own variance for the same checks (sum p(1 - p)), luck squared is off by ${excessLine('dice')} under the dice (0 expected: the check of the measure) and ${excessLine('deck')} under the deck, where luck squared is about ${shown(100 * ratio, 0)}% of the dice's variance (a point estimate, the ratio of the two means over the same ${groupThousands(luckBy('deck', 'luckSquare').games)} games; no interval is computed for it). The strong player's mean luck is ${luckLine('dice')} under the dice and ${luckLine('deck')} under the deck: ${meanLuck}.`,
    `How far this reaches: the deck damps luck only by die position within a game (one deck per position keeps a check's odds exactly the dice's; the setup rolls stay dice), so it is a mild lower-variance checker, not a deterministic one; no player here counts the cards on purpose (the heuristic plays by the dice's odds; the greedy player's one-ply lookahead reads the odds the decks leave), and the rulebook's "overly competitive min-maxers" are human list-builders and planners, which these players stand in for only as a stronger and a weaker policy. Several pairings (and two weak players) are read at once, so each of those lines is called a difference only when its simultaneous interval (Bonferroni over the lines read together) excludes 0; the pooled headline is the one comparison planned in advance and reads its own 95% interval. ${groupThousands(games)} games in all: ${perArm(PAIRINGS[0].id)} per arm with random or the bid-3 heuristic, ${perArm(PAIRINGS[PAIRINGS.length - 1].id)} per arm with the greedy player; sides swapped within each pair, setup rolled.`,
  ];
}

const base = matchExperiment(
  {
    id: WHO,
    title: "Skill gap under the d20s and under a lower-variance deck with the same odds",
    question: 'Does the d20s\' "swingy-ness" narrow the gap between a stronger and a weaker player, against a checker with the same odds per check and less luck over a game?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Core Mechanics › Why Use d20s?', catalogue: ['RR-026'] },
    pairs: PAIRS,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...keepMetrics(base),
  metrics: { ...keepMetrics(base).metrics, ...LUCK_METRICS },
  trial: skillGapTrial,
  answer,
  charts: [
    { kind: 'forest', metric: 'scoreA', title: "The strong player's score: deck minus dice, pair by pair" },
    { kind: 'forest', metric: 'luckSquare', title: "A side's luck squared: deck minus dice" },
  ],
});
