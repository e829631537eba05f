/**
 * Jovian Wars (002_f697cf6215cb147c.txt): how rules play out in played games, for the catalogue items whose metric is
 * "Game." and that the engine can answer as it is (the engine's behaviour untouched; _gameFacts.ts reads each
 * decision and the log):
 * - JW-122 Initiative (first activation): the Initiative seat's score, in mirrors and in the preset match;
 * - JW-121 consecutive activations: how many there are and the score of the fleet with more models;
 * - JW-109 fleet sizes 150 / 250 / 500 TV; JW-110 Deployment Zones (Standard, Beacon, Corner) and Escalating Deployment;
 * - JW-015 the Point Restrictions' corners, JW-112 the Victory Point multipliers, JW-017 Withdraw and Capture;
 * - JW-106 Boost, JW-107 / JW-108 / JW-066 capital ship movement and its turn budget, JW-127 Hard Burn,
 *   JW-126 Suppressed, JW-123 Fire Control, JW-079 Sensor Range bands, JW-092 missile ranges,
 *   JW-130 escorts and Reactive Interceptions (by any squadron, the escort included) with the one preset with CAP.
 * Heuristic player on both sides, pairs of games with the sides swapped, each arm on its own lane of the trial's
 * stream (independent arms, so counts pool over arms and arms are compared unpaired).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import { addReadings, addSums, formatShare, gamesIn, gamesOf, perGameSums, pooled, ratioSums, readingMetrics, type CountReading, type RatioReading } from '../../src/sim/match/pairPools.ts';
import type { RatioSums } from '../../src/stats/ratioShare.ts';
import { ratioMean } from '../../src/stats/ratioMean.ts';
import { differenceBound } from '../../src/stats/combinedBounds.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, groupThousands, shown } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { CARDS, unitCapAt, type FleetSide } from '../../src/systems/jovian-wars/cards.ts';
import { CAPITAL, endFacts, playWatched, SQUADRON, STATES, type EndFacts, type WatchedFacts } from './_gameFacts.ts';
import { LEVELS } from './game-length.ts';

const game = findGame('jovian-wars');
const preset = (id: string) => loadSide(game, `preset:${id}`) as FleetSide;
const BG = preset('cega-battle-group');
const SG = preset('jovian-strike-group');

/**
 * JW-015, Fleet › Point Restrictions ("At least 25% of points must be spent on Squadrons", and on Capital Ships):
 * each faction's fleet nearest the 75% capital corner at 250 TV within its Unit Caps. The 75% squadron corner cannot be
 * built (squadronCeiling): the Unit Caps stop squadrons first.
 */
export const CAPITAL_CORNERS: readonly FleetSide[] = [
  { name: 'CEGA capital-heavy (185 capital / 63 squadron TV)', faction: 'cega', tv: 250, units: 'uller, wyvern x2, tengu, cega-exo-armor-squadron, cega-fighter-squadron x4' },
  { name: 'Jovian capital-heavy (180 capital / 66 squadron TV)', faction: 'jovian', tv: 250, units: 'alexander, valiant x2, javelin, pathfinder x2, jovian-fighter-squadron x3' },
];

/** The most TV a fleet can spend on these squadron cards at a level under their Unit Caps (cards.ts unitCapAt, default reading). */
export function squadronCeiling(cards: readonly string[], tv: number): number {
  let most = 0;
  for (const id of cards) {
    const card = CARDS.get(id)!;
    most += card.tv * unitCapAt(card.uc, tv, 'per-250');
  }
  return most;
}
/** The squadron cards of each faction's 250-TV preset, and every squadron card of the faction (the illustrative ones too). */
export const PRESET_SQUADRONS = { cega: ['cega-exo-armor-squadron', 'cega-fighter-squadron'], jovian: ['pathfinder', 'jovian-fighter-squadron'], venus: ['ryu', 'syreen'] } as const;
export const allSquadrons = (faction: string) => [...CARDS.values()].filter((c) => c.faction === faction && c.kind !== 'capital' && c.kind !== 'drone').map((c) => c.id);

const match = (a: unknown, b: unknown, variants: string[] = []): MatchParams => ({ system: game.id, sideA: a, sideB: b, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, variants) }) as MatchParams;
const arm = (id: string, label: string, a: unknown, b: unknown, variants: string[] = [], share?: number): MatchArm => ({ id, label, params: match(a, b, variants), coords: { a: (a as FleetSide).name, b: (b as FleetSide).name, variants: variants.join(' ') || 'defaults' }, baseline: null, ...(share ? { share } : {}) });

const [L150, , L500] = LEVELS;
export const ARMS: MatchArm[] = [
  arm('bg-vs-sg', 'Battle Group vs Strike Group (250 TV)', BG, SG),
  arm('bg-mirror', 'Battle Group mirror', BG, BG),
  arm('sg-mirror', 'Strike Group mirror', SG, SG),
  arm('tv150', 'Skirmish Patrols (150 TV)', L150.a, L150.b),
  // A 500-TV game costs about four 250-TV games: a quarter of the pairs.
  arm('tv500', 'Battle Group vs Strike Group doubled (500 TV)', L500.a, L500.b, [], 0.25),
  arm('beacon', 'Battle Group vs Strike Group, Beacon zones', BG, SG, ['zone=beacon']),
  arm('corner', 'Battle Group vs Strike Group, Corner zones', BG, SG, ['zone=corner']),
  arm('escalating', 'Battle Group vs Strike Group, Escalating Deployment', BG, SG, ['deployment=escalating']),
  arm('cega-capital-corner', 'CEGA capital-heavy vs Strike Group', CAPITAL_CORNERS[0], SG),
  arm('jovian-capital-corner', 'Battle Group vs Jovian capital-heavy', BG, CAPITAL_CORNERS[1]),
  arm('cap-patrol', 'CEGA CAP Patrol (233 TV) vs Strike Group', preset('cega-cap-patrol'), SG),
  arm('raiders', 'Venusian Raiders vs Strike Group', preset('venusian-raiders'), SG),
];

/** Arm k reads lane k of the trial's stream (found by its sides and variants: worker threads see copies of the params). */
export const laneOf = (params: MatchParams): number => {
  const key = (p: MatchParams) => JSON.stringify([(p.sideA as FleetSide).name, (p.sideB as FleetSide).name, p.variants]);
  const k = ARMS.findIndex((a) => key(a.params) === key(params));
  if (k < 0) throw new Error(`jw-game-facts: no arm for ${key(params)}`);
  return k;
};

// ---- One game's facts as per-game numbers --------------------------------------------------

export interface GameFacts {
  watched: WatchedFacts;
  end: EndFacts;
  /** Models (drones excluded) each seat deployed, and the seat's result (1 win, 1/2 draw, 0 loss). */
  models: [number, number];
  score: [number, number];
}

export function gameFacts(state: JovianState, watched: WatchedFacts): GameFacts {
  const models: [number, number] = [0, 0];
  for (const u of state.units) if (u.def.kind !== 'drone') models[u.owner]++;
  const r = state.returns();
  const score = [0, 1].map((s) => (r[s] > 0 ? 1 : r[s] < 0 ? 0 : 0.5)) as [number, number];
  return { watched, end: endFacts(state), models, score };
}

/** The seat that deployed more models, or -1 when both deployed as many. */
const more = (f: GameFacts): number => (f.models[0] > f.models[1] ? 0 : f.models[1] > f.models[0] ? 1 : -1);
const ofMore = (pair: readonly number[], f: GameFacts) => (more(f) < 0 ? 0 : pair[more(f)]);
const tvTotal = (f: GameFacts) => STATES.reduce((s, k) => s + f.end.tv[k], 0);
const flips = (f: GameFacts, id: keyof EndFacts['winner']) => (f.end.winner[id] !== f.end.winner.rulebook ? 1 : 0);

/** Per-game counts and shares of games (0/1), each a per-game mean. */
const COUNTS: Record<string, CountReading<GameFacts>> = {
  seat0Score: { label: 'score of the Initiative seat (seat 0: first activation every turn)', unit: 'points per game', of: (f) => f.score[0] },
  consecutive: { label: 'consecutive activations (either fleet)', unit: 'per game', of: (f) => f.watched.consecutive[0] + f.watched.consecutive[1] },
  hardBurns: { label: 'Hard Burn declarations', unit: 'per game', of: (f) => f.watched.hardBurns },
  suppressed: { label: 'Suppressed states applied', unit: 'per game', of: (f) => f.watched.suppressed },
  reactiveIntercepts: { label: 'Reactive Interceptions (by any squadron, escorts included)', unit: 'per game', of: (f) => f.watched.reactiveIntercepts },
  escortings: { label: 'squadrons entering the Escorting state', unit: 'per game', of: (f) => f.watched.escortings },
  captures: { label: 'ships Captured', unit: 'per game', of: (f) => f.watched.captures },
  captureVp: { label: 'VP scored by captors for Captured ships (1.5x TV)', unit: 'VP per game', of: (f) => 1.5 * f.end.tv.captured },
  withdrawnCapitals: { label: 'capital ships Withdrawn', unit: 'per game', of: (f) => f.watched.withdrawn[CAPITAL] },
  withdrawnSquadrons: { label: 'squadrons Withdrawn', unit: 'per game', of: (f) => f.watched.withdrawn[SQUADRON] },
  withdrawnVp: { label: 'VP kept by Withdrawn models (0.5x TV)', unit: 'VP per game', of: (f) => 0.5 * f.end.tv.withdrawn },
  flipWithdrawn0: { label: 'games whose winner changes if Withdrawn scored 0', unit: 'share of games', of: (f) => flips(f, 'withdrawn 0') },
  flipWithdrawn1: { label: 'games whose winner changes if Withdrawn scored 1', unit: 'share of games', of: (f) => flips(f, 'withdrawn 1') },
  flipCaptured1: { label: 'games whose winner changes if Captured scored 1', unit: 'share of games', of: (f) => flips(f, 'captured 1') },
  flipKilled: { label: 'games whose winner changes if decided by points killed', unit: 'share of games', of: (f) => flips(f, 'killed') },
};

/** Shares and means over events (not games): each kept as `<id>Hits`, `<id>Of`, `<id>Sum` (src/sim/match/pairRatios.ts). */
const RATIOS: Record<string, RatioReading<GameFacts>> = {
  moreScore: { label: 'score of the fleet with more models', hits: (f) => ofMore(f.score, f), of: (f) => (more(f) < 0 ? 0 : 1) },
  moreConsecutive: { label: "consecutive activations that are the larger fleet's", hits: (f) => ofMore(f.watched.consecutive, f), of: (f) => (more(f) < 0 ? 0 : f.watched.consecutive[0] + f.watched.consecutive[1]) },
  endActive: { label: 'TV Active at the end', hits: (f) => f.end.tv.active, of: tvTotal },
  endWithdrawn: { label: 'TV Withdrawn at the end', hits: (f) => f.end.tv.withdrawn, of: tvTotal },
  endCrippled: { label: 'TV Crippled at the end', hits: (f) => f.end.tv.crippled, of: tvTotal },
  endDestroyed: { label: 'TV Destroyed at the end', hits: (f) => f.end.tv.destroyed, of: tvTotal },
  endCaptured: { label: 'TV Captured at the end', hits: (f) => f.end.tv.captured, of: tvTotal },
  hardBurn: { label: 'capital ship activations declaring Hard Burn', hits: (f) => f.watched.hardBurns, of: (f) => f.watched.activations[CAPITAL] },
  suppressedX: { label: 'X of a Suppressed state', hits: (f) => f.watched.suppressedX, of: (f) => f.watched.suppressed },
  ...Object.fromEntries(
    [0, 1, 2, 3].map((fuel) => [`boost${fuel}`, { label: `squadron moves Boosting with ${fuel} Fuel`, hits: (f: GameFacts) => f.watched.boosts[fuel], of: (f: GameFacts) => f.watched.boosts.reduce((s, n) => s + n, 0) }]),
  ),
  movesAtMin: { label: 'capital moves at the least distance offered (of those offered more than one)', hits: (f) => f.watched.movesAtMin, of: (f) => f.watched.movesWithRange },
  movesAtMax: { label: 'capital moves at the most distance offered (of those offered more than one)', hits: (f) => f.watched.movesAtMax, of: (f) => f.watched.movesWithRange },
  movesTurning: { label: 'capital moves with a turn', hits: (f) => f.watched.movesTurning, of: (f) => f.watched.capitalMoves },
  budgetCut: { label: 'active capital moves with the turn budget cut by Thrusters', hits: (f) => f.watched.budgetCut, of: (f) => f.watched.activeMoves },
  budgetZero: { label: 'active capital moves with no turn left', hits: (f) => f.watched.budgetZero, of: (f) => f.watched.activeMoves },
  twoTurnCut: { label: 'moves of Turns-2 ships with the budget cut', hits: (f) => f.watched.twoTurnCut, of: (f) => f.watched.twoTurnMoves },
  turnBudget: { label: 'turn budget of an active capital move', hits: (f) => f.watched.turnBudget, of: (f) => f.watched.activeMoves },
  ...Object.fromEntries(
    (['Capital', 'Squadron'] as const).flatMap((name, c) => [
      [`fireBound${name}`, { label: `${name.toLowerCase()} activations with more weapons in reach than Fire Control`, hits: (f: GameFacts) => f.watched.fireBound[c], of: (f: GameFacts) => f.watched.fireActivations[c] }],
      [`fcSpent${name}`, { label: `${name.toLowerCase()} Fire Control spent on attacks`, hits: (f: GameFacts) => f.watched.attacksMade[c], of: (f: GameFacts) => f.watched.fireControl[c] }],
      [`endedEarly${name}`, { label: `${name.toLowerCase()} activations ending their attacks with a weapon in reach`, hits: (f: GameFacts) => f.watched.endedWithShots[c], of: (f: GameFacts) => f.watched.fireActivations[c] }],
      [`withdraw${name}`, { label: `${name.toLowerCase()} plan decisions offering Withdraw that took it`, hits: (f: GameFacts) => f.watched.withdrawTaken[c], of: (f: GameFacts) => f.watched.withdrawOffered[c] }],
      [`withdrawDamaged${name}`, { label: `${name.toLowerCase()} Withdraws by damaged models`, hits: (f: GameFacts) => f.watched.withdrawDamaged[c], of: (f: GameFacts) => f.watched.withdrawTaken[c] }],
    ]),
  ),
  withdrawCrippled: { label: 'Crippled capital plan decisions offering Withdraw that took it', hits: (f) => f.watched.withdrawCrippled, of: (f) => f.watched.crippledOffered },
  ...Object.fromEntries(['Short', 'Optimum', 'Long'].map((band, k) => [`band${band}`, { label: `gun attacks at ${band} Range`, hits: (f: GameFacts) => f.watched.gunBands[k], of: (f: GameFacts) => f.watched.gunBands.reduce((s, n) => s + n, 0) }])),
  ...Object.fromEntries(['LongShot', 'Suppressing', 'Neither'].map((by, k) => [`long${by}`, { label: `gun attacks at Long Range by ${by}`, hits: (f: GameFacts) => f.watched.longBy[k], of: (f: GameFacts) => f.watched.gunBands[2] }])),
  missileDistance: { label: 'distance of a missile attack', hits: (f) => f.watched.missileDistance, of: (f) => f.watched.missiles },
  missilesBeyond: { label: "missile attacks beyond the firer's gun Sensor Range", hits: (f) => f.watched.missilesBeyondSensors, of: (f) => f.watched.missiles },
  missilesOuter: { label: "missile attacks in the outer third of the missile's range", hits: (f) => f.watched.missilesOuterThird, of: (f) => f.watched.missiles },
};

const METRICS: Record<string, MetricSpec> = readingMetrics(COUNTS, RATIOS);

/** Adds one game's facts to the pair's record (each a per-game mean: half a game's value). */
export const addFacts = (record: PairRecord, f: GameFacts): void => addReadings(record, COUNTS, RATIOS, f, 0);

const READ: PairObserver<JovianState, WatchedFacts> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  play: playWatched,
  read: (state, seatOfA, record, watched) => {
    const facts = gameFacts(state, watched!);
    if (state.names[0] === state.names[1]) {
      // A mirror's pair is one game played twice (the heuristic draws nothing from its own stream): pairPools.ts counts it once.
      const seen = JSON.stringify([facts, state.stats, state.victoryPoints()]);
      if (seatOfA === 0) mirrorFirst = seen;
      else if (seen !== mirrorFirst) throw new Error(`jw-game-facts: the two games of a ${state.names[0]} mirror pair differ, so its pair is not one game played twice`);
    }
    addFacts(record, facts);
  },
};
/** A mirror pair's first game, to check that the swapped game replays it. */
let mirrorFirst = '';

export const factsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- Intervals ------------------------------------------------------------------------------

const games = gamesIn;
const share = formatShare;

/** A mean over events ("2.1 (1.9 to 2.3, 812 attacks)"). */
function eventMean(s: RatioSums, unit: string, noun: string): string {
  const m = ratioMean(s);
  if (m.n === 0) return `none (no ${noun})`;
  if (!Number.isFinite(m.ci[0])) return `${shown(m.r, 2)} ${unit} (${groupThousands(m.n)} ${noun}, too few for an interval)`;
  return formatMean(m.r, m.ci, m.n, unit, noun);
}
/** A per-game mean metric of one arm, its interval clipped to [low, high]. */
function perGame(a: ArmResult, id: string, unit: string, low = 0, high = Infinity): string {
  const m = a.metrics[id] as MeanMetric;
  if (!Number.isFinite(m.ci[0])) return `${shown(m.mean, 2)} ${unit} (${groupThousands(games(a))} games, too few for an interval)`;
  return formatMean(m.mean, [Math.max(low, m.ci[0]), Math.min(high, m.ci[1])], games(a), unit, 'games');
}
/** A per-game mean pooled over independent arms (a mirror's pair is one game). */
function perGamePooled(arms: readonly ArmResult[], id: string, unit: string): string {
  const m = ratioMean(addSums(arms.map((a) => perGameSums(a, id))));
  if (!Number.isFinite(m.ci[0])) return `${shown(m.r, 2)} ${unit} (${groupThousands(m.n)} games, too few for an interval)`;
  return formatMean(m.r, [Math.max(0, m.ci[0]), m.ci[1]], m.n, unit, 'games');
}
/** A per-game 0/1 reading's share of the games of independent arms (a mirror's pair is one game). */
const gameShare = (arms: readonly ArmResult[], id: string) => share(addSums(arms.map((a) => perGameSums(a, id))), 'games');

/** Fewer pairs per arm than this (the quick CI budget): numbers, no verdicts. */
export const MIN_PAIRS = 8;

/** An Initiative seat's edge is called small when its score's whole interval lies below 1/2 plus this (0.55 a game). */
const SMALL_SEAT_EDGE = 0.05;

/** Where an interval lies against a value: 'above', 'below' or 'not clearly apart'. */
const against = (ci: readonly [number, number], value: number) => (ci[0] > value ? 'above' : ci[1] < value ? 'below' : 'not clearly apart');

/** An arm's score (or other per-game mean) minus another's, unpaired, with a word when the interval is clear. */
function difference(a: ArmResult, b: ArmResult, id: string, unit: string, enough: boolean, words: readonly [string, string]): string {
  // The arms share seeds, so their estimates may be correlated either way: the half-widths added hold at any correlation.
  const d = differenceBound(a.metrics[id] as MeanMetric, b.metrics[id] as MeanMetric);
  if (!Number.isFinite(d.ci[0])) return `${shown(d.mean, 2)} ${unit} (too few games for an interval)`;
  const verdict = !enough ? '' : d.ci[0] > 0 ? `: ${words[0]}` : d.ci[1] < 0 ? `: ${words[1]}` : ': not clearly apart';
  return `${formatMeanDifference(d.mean, d.ci, games(a) + games(b), unit, 'games, unpaired')}${verdict}`;
}

// ---- The answer -----------------------------------------------------------------------------

/** JW-015: whether both factions' capital-heavy fleets clearly beat their presets' results (the squadron floor then binds a stronger build). */
function capitalVerdict(corners: readonly ArmResult[], base: ArmResult): string {
  const score = (a: ArmResult) => a.metrics.scoreA as MeanMetric;
  const cega = differenceBound(score(corners[0]), score(base));
  const jovian = differenceBound(score(base), score(corners[1]));
  if (cega.ci[0] > 0 && jovian.ci[0] > 0)
    return ' For both factions the fleet at the capital corner (25% squadrons, the floor) clearly does better against the other faction\'s preset than its own preset does, at the same TV: with these cards and this player the 25% squadron floor binds the stronger direction (the 25% capital floor never binds: the Unit Caps stop squadrons first).';
  if (cega.ci[1] < 0 && jovian.ci[1] < 0) return ' For both factions the capital corner clearly does worse than the preset: the squadron floor does not bind a stronger build.';
  return ' The two factions disagree or are not clearly apart: no verdict on whether the squadron floor binds a stronger build.';
}

function answer(result: ExperimentResult): string[] {
  const byId = new Map(result.arms.map((a) => [a.id, a]));
  const get = (id: string) => byId.get(id);
  const enough = result.arms.every((a) => a.trials >= MIN_PAIRS * (a.id === 'tv500' ? 0.25 : 1));
  const all = result.arms;
  const lines: string[] = [];
  const score = (a: ArmResult) => perGame(a, 'scoreA', 'points', 0, 1);

  // JW-122: the Initiative seat's score (seat 0 activates first each turn; flow.ts).
  const seat0 = all.map((a) => {
    const m = a.metrics.seat0Score as MeanMetric;
    const where = enough && Number.isFinite(m.ci[0]) ? against(m.ci, 0.5) : 'undecided';
    return `${a.label} ${perGame(a, 'seat0Score', 'points', 0, 1)}${where === 'above' ? ' (clearly above 1/2)' : where === 'below' ? ' (clearly below 1/2)' : ''}`;
  });
  const seatAll = perGamePooled(all, 'seat0Score', 'points');
  const seatRatio = ratioMean(addSums(all.map((a) => perGameSums(a, 'seat0Score'))));
  // "Small" needs an upper bound: the interval's upper end within SMALL_SEAT_EDGE of 1/2, not only its lower end above it.
  const above = seatRatio.ci[1] < 0.5 + SMALL_SEAT_EDGE ? `: a small first-activation advantage, clearly above 1/2 and below ${shown(0.5 + SMALL_SEAT_EDGE, 2)} (the interval's upper end)` : ': a first-activation advantage, clearly above 1/2';
  const seatVerdict = !enough || !Number.isFinite(seatRatio.ci[0]) ? '' : seatRatio.ci[0] > 0.5 ? above : seatRatio.ci[1] < 0.5 ? ': clearly below 1/2, a second-activation advantage' : ': not clearly apart from 1/2';
  lines.push(
    `JW-122 (Sequence › Initiative, "The Attacker generally has Initiative"): the Initiative seat activates first every turn (seat 0; each pair plays both seatings on the same dice, so the fleets cancel and what is left is the seat). Its score (win 1, draw 1/2) over all ${groupThousands(gamesOf(all))} games: ${seatAll}${seatVerdict}. By arm: ${seat0.join('; ')}. The mirrors (the same fleet both sides) measure the seat alone; a mirror's pair is one game played twice (the heuristic draws nothing from its own stream; checked in every pair), so it counts once. Twelve arms, so one "clearly" in twelve may be chance; the pooled figure is the answer.`,
  );

  // JW-121: consecutive activations, and the larger fleet's score where the fleets' model counts differ.
  const unequal = all.filter((a) => (a.metrics.moreScoreOf as MeanMetric).mean > 0);
  const moreLines = unequal.map((a) => `${a.label}: the larger fleet scores ${eventMean(ratioSums(a, 'moreScore'), 'points', 'games')} and takes ${share(ratioSums(a, 'moreConsecutive'), 'consecutive activations')} of the consecutive activations (${perGame(a, 'consecutive', 'a game')})`);
  const equalArms = all.filter((a) => (a.metrics.moreScoreOf as MeanMetric).mean === 0);
  const corners = ['cega-capital-corner', 'jovian-capital-corner'].map(get).filter((a): a is ArmResult => a !== undefined);
  const base = get('bg-vs-sg');
  lines.push(
    `JW-121 (Structure of a Game: the player with more models "will simply have several consecutive ... activations"): the shipped 250-TV and 150-TV presets field the same number of models on each side (11 against 11, 6 against 6), so consecutive activations there come only from models lost or Withdrawn: ${equalArms.map((a) => `${a.label} ${perGame(a, 'consecutive', 'a game')}`).join('; ')}. Where the counts differ from the start: ${moreLines.length > 0 ? moreLines.join('; ') : 'no arm'}. The fleets with more models here are the 11-model presets against the 9-model capital-heavy fleets (JW-015) and the Strike Group against the 10-model CAP Patrol. The count of models cannot be moved alone (more models means other models, at the same TV), so this is the score of a fleet with more activations as built, not of the activations by themselves: no verdict on the activations alone.`,
  );

  // JW-109: fleet sizes.
  const levels = ['tv150', 'bg-vs-sg', 'tv500'].map(get).filter((a): a is ArmResult => a !== undefined);
  lines.push(
    `JW-109 (Fleet: Skirmish 150, Engagement 250, Fleet Battle 500 TV), CEGA against Jovian at each level (the skirmish patrols, the Battle Group against the Strike Group, those two doubled): ${levels.map((a) => `${a.label}: CEGA scores ${score(a)}, ${perGame(a, 'length', 'turns', 0, 7)}, TV still Active at the end ${share(ratioSums(a, 'endActive'), 'TV')}, the Initiative seat ${perGame(a, 'seat0Score', 'points', 0, 1)}`).join('; ')}. Game time by level is jw-game-length's (JW-005); when the result is settled, jw-decided's (JW-006).`,
  );

  // JW-110: Deployment Zones and Deployment Type.
  const zones = ['beacon', 'corner', 'escalating'].map(get).filter((a): a is ArmResult => a !== undefined);
  if (base) {
    lines.push(
      `JW-110 (Deployment Phase: "the 12" strip extending from their table edge"), the Battle Group against the Strike Group under the other Deployment Zones and Type against the Standard strip (${score(base)} for CEGA, ${perGame(base, 'length', 'turns', 0, 7)}, the Initiative seat ${perGame(base, 'seat0Score', 'points', 0, 1)}): ${zones
        .map((a) => `${a.label}: CEGA ${score(a)}, ${difference(a, base, 'scoreA', 'points', enough, ['better for CEGA', 'worse for CEGA'])}; ${perGame(a, 'length', 'turns', 0, 7)}; the Initiative seat ${perGame(a, 'seat0Score', 'points', 0, 1)} (${difference(a, base, 'seat0Score', 'points', enough, ['more than on the strip', 'less than on the strip'])})`)
        .join('; ')}. Placement inside a zone is a fixed policy, not a decision (README › Deployment Zones).`,
    );
  }

  // JW-015: constraint corners.
  lines.push(
    `JW-015 (Point Restrictions: at least 25% on squadrons and 25% on capital ships): with the squadron cards the 250-TV presets field, the 75% squadron corner cannot be built: their Unit Caps (per 250 points) allow at most ${(['cega', 'jovian', 'venus'] as const).map((f) => `${squadronCeiling(PRESET_SQUADRONS[f], 250)} TV (${shown((100 * squadronCeiling(PRESET_SQUADRONS[f], 250)) / 250, 0)}%) of ${f === 'venus' ? 'Venusian' : f === 'cega' ? 'CEGA' : 'Jovian'} squadrons`).join(', ')}, so the Unit Cap, not the 25% capital floor, bounds a squadron-heavy fleet (on the illustrative caps of data/cards.json); only CEGA's wholly illustrative extra squadron cards (Wing Fighter, Boarding Exo-Armor: ${squadronCeiling(allSquadrons('cega'), 250)} TV with all of them) would reach the corner, and those carry traits (Formation, Exo-Suit) that would confound the comparison, so no squadron-corner fleet is played. The capital corner (about 75/25): ${corners
      .map((a) => a.id === 'cega-capital-corner' ? `${a.label}: the capital-heavy fleet scores ${score(a)}` : `${a.label}: the Battle Group scores ${score(a)} against it`)
      .join('; ')}; against the preset match the capital-heavy side changes its faction's score by ${corners
      .map((a) => (a.id === 'cega-capital-corner' ? `${difference(a, base!, 'scoreA', 'points', enough, ['CEGA better capital-heavy', 'CEGA worse capital-heavy'])} (CEGA)` : `${difference(base!, a, 'scoreA', 'points', enough, ['Jovian better capital-heavy', 'Jovian worse capital-heavy'])} (Jovian: the Battle Group's preset-match score minus its score here)`))
      .join(' and ')}.${corners.length === 2 && base && enough ? capitalVerdict(corners, base) : ''}`,
  );

  // JW-112 and JW-017: Victory Points at the end, Withdraw and Capture.
  const endParts = ['Active', 'Withdrawn', 'Crippled', 'Destroyed', 'Captured'].map((s) => `${s} ${share(pooled(all, `end${s}`), 'TV')}`);
  lines.push(
    `JW-112 (Victory Points: Active 1, Captured 1.5, Crippled 0, Destroyed 0, Withdrawn 0.5): where both fleets' TV ends up, all arms: ${endParts.join(', ')}. Read on the same final positions (the players' choices unchanged), the winner changes if Withdrawn scored 0 in ${gameShare(all, 'flipWithdrawn0')}, if it scored 1 in ${gameShare(all, 'flipWithdrawn1')}, if Captured scored 1 in ${gameShare(all, 'flipCaptured1')}, and if games were decided by points killed (variant victory=killed) in ${gameShare(all, 'flipKilled')}. A multiplier that decides almost no game barely matters as scored; what the heuristic would do differently under other multipliers is not measured (it scores moves by their VP).`,
  );
  lines.push(
    `JW-017 (is Withdraw 0.5x ever taken, and for damaged ships; what Capture 1.5x is worth): the heuristic takes Withdraw in ${share(pooled(all, 'withdrawCapital'), 'capital plan decisions offering it')} (capital ships) and ${share(pooled(all, 'withdrawSquadron'), 'squadron plan decisions offering it')} (squadrons); Crippled capital ships offered it took it in ${share(pooled(all, 'withdrawCrippled'), 'offers')}; of the Withdraws declared, by damaged models: capital ${share(pooled(all, 'withdrawDamagedCapital'), 'declarations')}, squadron ${share(pooled(all, 'withdrawDamagedSquadron'), 'declarations')}. Withdrawn a game: ${perGamePooled(all, 'withdrawnCapitals', 'capital ships')} and ${perGamePooled(all, 'withdrawnSquadrons', 'squadrons')}, keeping ${perGamePooled(all, 'withdrawnVp', 'VP')}. Captures: ${perGamePooled(all, 'captures', 'ships a game')}, worth ${perGamePooled(all, 'captureVp', 'VP a game')} to the captors. Withdraw is offered only to a model declaring no other Action with no enemy within 6"; the heuristic's rule (ai.ts) withdraws a Crippled ship whenever it may (0.5x against 0), a squadron only at Structure 1 with no Fuel, and never a healthy ship. Whether Withdrawing a damaged but not Crippled ship is ever optimal is not measured: that needs a player that searches the choice. ${addSums(all.map((a) => perGameSums(a, 'captures'))).hits === 0 ? 'No game had a Capture, so the 1.5x is never scored here' : 'Captures are rare, so the 1.5x seldom scores here'}: the heuristic boards only when the capture chance (Point Defense on the way in, then the firefight solved as a game: boardingOdds.ts) pays for its Marines and the Action, and a Board is seldom in reach (README, Boarding).`,
  );

  // Movement, Boost, Hard Burn, Suppressed.
  lines.push(
    `JW-106 (Boost: +3" per Fuel, 1 to 2): squadron moves (approach, Bombing Run, Dogfight, Combined Attack, Ram, Land), all arms: no Boost ${share(pooled(all, 'boost0'), 'moves')}, 1 Fuel ${share(pooled(all, 'boost1'), 'moves')}, 2 Fuel ${share(pooled(all, 'boost2'), 'moves')}${(pooled(all, 'boost3').hits ?? 0) > 0 ? `, 3 Fuel ${share(pooled(all, 'boost3'), 'moves')}` : ''}.`,
    `JW-107 (Minimum Move Distance: Speed minus current Thrusters) and JW-108 (turns: the lower of Turns and current Thrusters): of the capital ship moves offered more than one distance, ${share(pooled(all, 'movesAtMin'), 'moves')} went the least distance offered (the minimum, or less only when Station Keeping) and ${share(pooled(all, 'movesAtMax'), 'moves')} the most; moves with a turn ${share(pooled(all, 'movesTurning'), 'moves')}. JW-066 (turn budget after Thrusters damage): of the moves of ships not Crippled, the budget min(Turns, Thrusters) is below the card's Turns in ${share(pooled(all, 'budgetCut'), 'moves')}, zero in ${share(pooled(all, 'budgetZero'), 'moves')}, ${eventMean(pooled(all, 'turnBudget'), 'turns', 'moves')} on average; for the Shan-Yu (Turns 2, Venusian Raiders) the budget is cut in ${share(pooled(all, 'twoTurnCut'), 'moves')}: its second Thrusters box buys a turn, a one-turn ship's is only redundancy.`,
    `JW-127 (Hard Burn: Speed doubled, Turns 1): declared at ${share(pooled(all, 'hardBurn'), 'capital ship activations')}, ${perGamePooled(all, 'hardBurns', 'a game')}: the heuristic (ai.ts) declares it only with no enemy within 30", which the 36" between the deployment strips and squadrons' approach rarely leave, so what Hard Burn is worth is not measured. JW-126 (Suppressed: Thrusters reduced by X-1): ${perGamePooled(all, 'suppressed', 'states a game')}, X ${eventMean(pooled(all, 'suppressedX'), '', 'states')} on average (X = 1 costs no Thrusters).`,
  );

  // Fire Control, ranges, missiles.
  lines.push(
    `JW-123 (Fire Control as an attack budget): at the first attack decision of an activation with a weapon in reach, more weapons (Point Defense counted) could fire than the Fire Control left in ${share(pooled(all, 'fireBoundCapital'), 'capital activations')} of capital activations and ${share(pooled(all, 'fireBoundSquadron'), 'squadron activations')} of squadron ones; the attacks made use ${share(pooled(all, 'fcSpentCapital'), 'Fire Control points')} (capital) and ${share(pooled(all, 'fcSpentSquadron'), 'Fire Control points')} (squadron) of the Fire Control then left; activations ended their attacks with a weapon still in reach ${share(pooled(all, 'endedEarlyCapital'), 'capital activations')} (capital), ${share(pooled(all, 'endedEarlySquadron'), 'squadron activations')} (squadron).`,
    `JW-079 (Sensor Range: Short up to the target's Signature, Optimum up to Signature + 3" x Sensors, Long beyond): gun attacks (not missiles, not Point Defense) at Short ${share(pooled(all, 'bandShort'), 'gun attacks')}, Optimum ${share(pooled(all, 'bandOptimum'), 'gun attacks')}, Long ${share(pooled(all, 'bandLong'), 'gun attacks')}; of those at Long, under the Long Shot action ${share(pooled(all, 'longLongShot'), 'Long attacks')}, under Suppressing Fire ("at any distance away, ignoring Sensor Range") ${share(pooled(all, 'longSuppressing'), 'Long attacks')}, neither ${share(pooled(all, 'longNeither'), 'Long attacks')} (no card has Sniper). The band is read from distance, Signature and the firer's current Sensors (Stealth not subtracted).`,
    `JW-092 (missile ranges: AC 18", AS 12", Swarm 9" ...): missile attacks at ${eventMean(pooled(all, 'missileDistance'), 'inches', 'missile attacks')} on average; ${share(pooled(all, 'missilesBeyond'), 'missile attacks')} beyond the firer's gun Sensor Range (where only a missile reaches), ${share(pooled(all, 'missilesOuter'), 'missile attacks')} in the outer third of the missile's range.`,
  );

  // Escorts.
  const cap = get('cap-patrol');
  if (cap) {
    lines.push(
      `JW-130 (Escorting: Reactive Interceptions on squadrons passing within 3"), the CEGA CAP Patrol (illustrative: the one preset with CAP) against the Strike Group: ${perGame(cap, 'escortings', 'squadrons entering Escorting a game')}, ${perGame(cap, 'reactiveIntercepts', 'Reactive Interceptions a game')} (by any squadron of either side, the escort included: reactive-interception=any); CEGA scores ${score(cap)}. The Picket Cruiser's one escort is wholly illustrative (no printed card has CAP).`,
    );
  }
  lines.push(
    `Answered in other reports: JW-003 (random lists without the 25% rules) in jw-random-lists; JW-113 (Renowned) in jw-renowned and JW-129 (Fast) in jw-fast, each with an illustrative side field (no card in data/cards.json has the trait); JW-111 (the table's size) in jw-table-size (variant table); JW-131 (one interception per squadron per activation) in jw-interception-limit.`,
    `${groupThousands(gamesOf(all))} games (${all.map((a) => `${a.label} ${groupThousands(games(a))}`).join(', ')}), heuristic player on both sides, pairs with the sides swapped, default rule readings, Introductory Scenario; 95% intervals over pairs (shares of events widened for the correlation within a pair).`,
  );
  return lines;
}

const base = matchExperiment(
  {
    id: 'jw-game-facts',
    title: 'Jovian Wars rules in played games: Initiative, fleet size, deployment, Victory Points, movement, Fire Control and ranges',
    question: 'How do Initiative, consecutive activations, fleet size, deployment, the point restrictions, the Victory Point multipliers, Withdraw and Capture, Boost, capital ship movement, Hard Burn, Suppressed, Fire Control, range bands, missile ranges and escorts play out in heuristic games?',
    source: {
      rulebook: '002_f697cf6215cb147c.txt',
      section: 'Sequence; Fleet; Victory Conditions; Movement; Attack; Weapons › Missile; States; Squadron Special Actions',
      catalogue: ['JW-122', 'JW-121', 'JW-109', 'JW-110', 'JW-015', 'JW-112', 'JW-017', 'JW-106', 'JW-107', 'JW-108', 'JW-066', 'JW-127', 'JW-126', 'JW-123', 'JW-079', 'JW-092', 'JW-130'],
    },
    pairs: 1500,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...base.metrics, ...METRICS },
  trial: factsTrial,
  // Eight pairs per chunk: the quick CI run then plays two pairs per arm (a 500-TV arm plays a quarter).
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'seat0Score', reference: 'even', title: 'Score of the Initiative seat by arm' },
    { kind: 'arms', metric: 'scoreA', title: "Fleet A's score by arm" },
  ],
});
