/**
 * Exoshift EX-058 (001_9ac883e80b2d20e9.txt, Primary Actions: "After finishing a Primary Action, the unit is
 * Exhausted. This effectively limits units to taking only 1 Primary Action per round."): does the limit hold in
 * played games? How often does a unit take more than one Primary-type action in a round, through which rules, and
 * what share of units take none? The rules that allow a second one: Defensive Fire treated "as a Focus Fire action"
 * when the assaulted unit is Unexhausted (Assaults; a special action that does not Exhaust it), and the Free Primary
 * Action to Run of a Routed unit (Morale › Routed, Rallying), which comes on top of the Primary the unit was taking
 * when an assault's defensive fire routs it. Teamwork gives a Secondary, never a Primary. Counted per unit and round
 * from the log and the state (_primaryLimit.ts). Heuristic player on both sides, pairs of games with the sides
 * swapped, each arm on its own lane of the trial's stream (so the arms are independent and their counts pool).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { addReadings, addSums, formatShare, gamesOf, perGameSums, pooled, ratioSums, readingMetrics } from '../../src/sim/match/pairPools.ts';
import { ratioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { ratioMean } from '../../src/stats/ratioMean.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatMean, formatProportion, groupThousands, shown } from '../../src/report/format.ts';
import type { ExoshiftSide } from '../../src/systems/exoshift/setup.ts';
import type { ExoshiftState } from '../../src/systems/exoshift/state.ts';
import { playCounted, type PrimaryFacts } from './_primaryLimit.ts';

const game = findGame('exoshift');
const preset = (id: string) => loadSide(game, `preset:${id}`) as ExoshiftSide;

function match(a: string, b: string, mission: string): MatchParams {
  return { system: game.id, sideA: preset(a), sideB: preset(b), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`mission=${mission}`]) };
}
const arm = (id: string, label: string, a: string, b: string, mission: string): MatchArm => ({ id, label, params: match(a, b, mission), coords: { a, b, mission }, baseline: null });

export const ARMS: MatchArm[] = [
  arm('patrol-vs-fire-support', 'Line Patrol vs Fire Support, Control Points', 'sol-line-patrol', 'sol-fire-support', 'control-points'),
  arm('raiders-vs-garrison-grab', 'Raiders vs Garrison, Objective Grab', 'sol-raiders', 'sol-garrison', 'objective-grab'),
  arm('fireteams-vs-patrol', 'Fireteams vs Line Patrol, Control Points', 'sol-fireteams', 'sol-line-patrol', 'control-points'),
  arm('assault-squad-vs-fireteams', 'Assault Squad vs Fireteams, Control Points', 'sol-assault-squad', 'sol-fireteams', 'control-points'),
];

/** Arm k reads lane k of the trial's stream (found by its sides and mission: worker threads see copies of the params). */
export const laneOf = (params: MatchParams): number => {
  const name = (s: unknown) => (s as ExoshiftSide).name;
  const k = ARMS.findIndex((a) => name(a.params.sideA) === name(params.sideA) && name(a.params.sideB) === name(params.sideB) && a.params.variants.mission === params.variants.mission);
  if (k < 0) throw new Error(`ex-primary-limit: no arm for ${name(params.sideA)} vs ${name(params.sideB)} (${params.variants.mission})`);
  return k;
};

type Reading = (f: PrimaryFacts) => number;
const COUNTS: Record<string, { label: string; unit: string; of: Reading }> = {
  twoPlusGame: { label: 'games with a unit taking 2 or more Primary-type actions in a round', unit: 'share of games', of: (f) => (f.twoPlus > 0 ? 1 : 0) },
  twoPlus: { label: 'unit-rounds with 2 or more Primary-type actions', unit: 'per game', of: (f) => f.twoPlus },
  playerTwice: { label: 'unit-rounds with 2 Primary actions chosen by the player (the limit broken)', unit: 'per game', of: (f) => f.playerTwice },
  defensive: { label: 'Defensive Fire as Focus Fire (an Unexhausted unit assaulted)', unit: 'per game', of: (f) => f.defensive },
  freeRuns: { label: 'Free Primary Runs of Routed units in play (stay-put test failed while Unexhausted)', unit: 'per game', of: (f) => f.freeRuns },
  rallyRuns: { label: 'Free Primary Runs after a failed rally', unit: 'per game', of: (f) => f.rallyRuns },
  player: { label: 'Primary actions taken by the players', unit: 'per game', of: (f) => f.player },
};
const RATIOS: Record<string, { label: string; hits: Reading; of: Reading }> = {
  none: { label: 'unit-rounds with no Primary-type action', hits: (f) => f.none, of: (f) => f.none + f.one + f.twoPlus },
  noneStanding: { label: 'unit-rounds with no Primary-type action, the unit still on the table at the round end', hits: (f) => f.noneStanding, of: (f) => f.none + f.one + f.twoPlus },
  one: { label: 'unit-rounds with exactly one Primary-type action', hits: (f) => f.one, of: (f) => f.none + f.one + f.twoPlus },
  twoPlusShare: { label: 'unit-rounds with 2 or more Primary-type actions', hits: (f) => f.twoPlus, of: (f) => f.none + f.one + f.twoPlus },
  twoPlusDefensive: { label: 'of unit-rounds with 2 or more, those holding a Defensive Fire as Focus Fire', hits: (f) => f.twoPlusDefensive, of: (f) => f.twoPlus },
  twoPlusFree: { label: 'of unit-rounds with 2 or more, those holding a Free Primary Run', hits: (f) => f.twoPlusFree, of: (f) => f.twoPlus },
  roundsTwoPlus: { label: 'rounds in which some unit takes 2 or more', hits: (f) => f.roundsTwoPlus, of: (f) => f.rounds },
};

const METRICS: Record<string, MetricSpec> = readingMetrics(COUNTS, RATIOS);

const READ: PairObserver<ExoshiftState, PrimaryFacts> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  statistics: ['rounds'],
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  play: (state, seats) => playCounted(state, seats),
  read: (_state, seatOfA, record, facts) => addReadings(record, COUNTS, RATIOS, facts!, seatOfA),
};

export const primaryTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

/** Fewer pairs per arm than this (the quick CI budget): numbers, no verdicts. */
export const MIN_PAIRS = 8;

const count = (x: number) => groupThousands(Math.round(x));
const total = (arms: readonly ArmResult[], id: string) => arms.reduce((s, a) => s + 2 * a.trials * (a.metrics[id] as { mean: number }).mean, 0);
/** A per-game count's mean over the arms' games (times `scale`), with its interval (never below 0). */
function perGame(arms: readonly ArmResult[], id: string, unit: string, scale = 1): string {
  const m = ratioMean(addSums(arms.map((a) => perGameSums(a, id))));
  if (m.r === 0) return `0 ${unit} (none in ${groupThousands(m.n)} games)`;
  if (!Number.isFinite(m.ci[0])) return `${shown(m.r * scale, 2)} ${unit} (${groupThousands(m.n)} games, too few for an interval)`;
  return formatMean(m.r * scale, [Math.max(0, m.ci[0]) * scale, m.ci[1] * scale], m.n, unit, 'games');
}

/**
 * A share's interval from its count. When nothing was counted the ratio estimator has no spread to read the pairs'
 * correlation from, and formatShare (pairPools.ts) then counts pairs instead of events: 0 of 241,720 unit-rounds read
 * 0 to 191.7 per 100,000 beside 0.2 to 2.8 for an arm with 2 of 264,663. A zero count here gets Wilson's interval on
 * its own count, as a counted share gets it, shrunk by the design effect the same share shows pooled over the arms
 * (`pooledSums`; 1 when nothing was counted anywhere).
 */
export function countInterval(s: RatioSums, pooledSums: RatioSums = s): [number, number] {
  if (s.hits > 0) return ratioShare(s).ci;
  const effect = pooledSums.hits > 0 ? ratioShare(pooledSums).designEffect : 1;
  return wilson(0, s.observations / effect);
}

/** formatShare, with countInterval's interval for a zero count. */
function shareText(s: RatioSums, noun: string, pooledSums: RatioSums = s): string {
  if (s.hits > 0 || !(s.observations > 0)) return formatShare(s, noun);
  return formatProportion(0, countInterval(s, pooledSums), s.observations, noun);
}

/** A rare share as a rate: "1.2 per 100,000 unit-rounds (0.3 to 3.5; 3 of 246,812)", the interval countInterval's. */
export function per100k(s: RatioSums, noun: string, pooledSums: RatioSums = s): string {
  if (!(s.observations > 0)) return `none (no ${noun})`;
  const r = ratioShare(s);
  const ci = countInterval(s, pooledSums);
  const k = (x: number) => shown(1e5 * x, 1);
  return `${k(r.p)} per 100,000 ${noun} (${k(Math.max(0, ci[0]))} to ${k(ci[1])}; ${count(s.hits)} of ${count(s.observations)})`;
}

function armLine(a: ArmResult, arms: readonly ArmResult[]): string {
  const games = (x: ArmResult) => perGameSums(x, 'twoPlusGame');
  return `${a.label}: 2 or more in ${per100k(ratioSums(a, 'twoPlusShare'), 'unit-rounds', pooled(arms, 'twoPlusShare'))}, ${perGame([a], 'twoPlus', 'a game')}, in ${shareText(ratioSums(a, 'roundsTwoPlus'), 'rounds', pooled(arms, 'roundsTwoPlus'))} of rounds, in ${shareText(addSums([games(a)]), 'games', addSums(arms.map(games)))} of games; none in ${formatShare(ratioSums(a, 'none'), 'unit-rounds')} (still standing at the round end ${formatShare(ratioSums(a, 'noneStanding'), 'unit-rounds')})`;
}

export function answer(result: ExperimentResult): string[] {
  const arms = result.arms;
  const enough = arms.every((a) => a.trials >= MIN_PAIRS);
  const games = gamesOf(arms);
  const two = pooled(arms, 'twoPlusShare');
  const twoShare = ratioShare(two);
  const limit = total(arms, 'playerTwice');
  const verdict = !enough ? 'too few games for a verdict' : twoShare.ci[1] < 0.01 ? 'the limit holds almost always: clearly under 1 unit-round in 100 has a second Primary-type action' : twoShare.ci[0] > 0.01 ? 'a second Primary-type action is clearly not negligible (over 1 unit-round in 100)' : 'not clearly above or below 1 unit-round in 100';
  const none = pooled(arms, 'none');
  const noneShare = ratioShare(none);
  const noneVerdict = !enough ? '' : noneShare.ci[0] > 0.25 ? ': clearly more than a quarter of units sit a round out' : noneShare.ci[1] < 0.25 ? ': clearly under a quarter' : '';
  return [
    `EX-058 (Primary Actions: "This effectively limits units to taking only 1 Primary Action per round"): ${count(games)} games, ${count(two.observations)} unit-rounds (a unit on the table or On Ready at some point of a round). The players' own Primary actions never exceed one per unit and round: ${count(limit)} unit-rounds with two in ${count(games)} games (legal.ts offers a Primary only to an Unexhausted unit, and every Primary Exhausts it). Counting every Primary-type action (the player's Primary, Defensive Fire "as a Focus Fire action" by an Unexhausted unit, the Free Primary Run of a Routed unit), a unit takes 2 or more in a round in ${per100k(two, 'unit-rounds')}: ${verdict}. That is ${perGame(arms, 'twoPlus', 'unit-rounds a game')}, in ${formatShare(pooled(arms, 'roundsTwoPlus'), 'rounds')} of rounds and in ${formatShare(addSums(arms.map((a) => perGameSums(a, 'twoPlusGame'))), 'games')} of games.`,
    `Which rules: of the unit-rounds with 2 or more, ${formatShare(pooled(arms, 'twoPlusDefensive'), 'unit-rounds')} hold a Defensive Fire as Focus Fire (the defender stays Unexhausted and then takes its own Primary, or is assaulted twice; under the reading defensiveFire=exhausts the defensive Focus Fire Exhausts the unit, so these cannot happen) and ${formatShare(pooled(arms, 'twoPlusFree'), 'unit-rounds')} a Free Primary Run (a unit routed by the defensive fire of the unit it assaults, with no CP to choose, runs inside its own Assault). Per game: ${perGame(arms, 'defensive', 'defensive Focus Fires')}, ${perGame(arms, 'freeRuns', 'Free Primary Runs in play')}, ${perGame(arms, 'rallyRuns', 'Runs after a failed rally')}, against ${perGame(arms, 'player', 'player Primaries')}. Teamwork gives a Secondary (fixed 1 CP), never a Primary.`,
    `Units taking none: ${formatShare(none, 'unit-rounds')} of unit-rounds have no Primary-type action${noneVerdict}; ${formatShare(pooled(arms, 'noneStanding'), 'unit-rounds')} are units still on the table at the round's end (the rest were taken off during it). A unit goes without when it is Wounded, Routed, Stunned under stunned=never, taken off before its turn, or when its player spends the round's CP elsewhere (the free Primary is one a turn, every other action costs 1, 2, 3 ... CP) and ends the round by running out of CP with the unit still Unexhausted: the round ends when all units are Exhausted and no CP is left (a player who can neither act nor pay forfeits and Exhausts its units: README, Simplified).`,
    `By arm: ${arms.map((a) => armLine(a, arms)).join(' | ')}.`,
    ...(enough ? [] : [`Too few games for any verdict (under ${MIN_PAIRS} pairs per arm): run the full budget.`]),
    `Heuristic player on both sides: how often units are assaulted, routed or left idle depends on that player (it assaults rarely, README); intervals 95%, shares over unit-rounds from the ratio estimator over pairs of games (src/stats/ratioShare.ts), per-game means over pairs.`,
  ];
}

const base = matchExperiment(
  {
    id: 'ex-primary-limit',
    title: 'One Primary Action per round in play: how often a unit takes more, and how often none',
    question: 'Exhausting a unit after its Primary Action "effectively limits units to taking only 1 Primary Action per round": in played games, how often does a unit take more than one Primary-type action in a round (Defensive Fire as Focus Fire, a Routed unit\'s Free Primary Run), and what share of units take none?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Primary Actions; Exhausted Units; Assaults (Defensive Fire); Morale › Routed, Rallying', catalogue: ['EX-058'] },
    // 2,000 pairs (16,000 games, under two minutes): a second Primary-type action comes a few times in 10,000 games.
    pairs: 2000,
  },
  ARMS,
);

const KEPT = ['pair', 'scoreA', 'length', 'rounds'];

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEPT.includes(id))), ...METRICS },
  trial: primaryTrial,
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'twoPlus', reference: 'none', title: 'Unit-rounds with 2 or more Primary-type actions, per game' },
    { kind: 'arms', metric: 'defensive', reference: 'none', title: 'Defensive Fire as Focus Fire, per game' },
  ],
});
