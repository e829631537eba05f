/**
 * Exoshift (001_9ac883e80b2d20e9.txt): facts of played games for ten catalogue items that ask "how does this rule
 * play out", counted from each game's log and read from its state while it is played (_gameFacts.ts):
 * - EX-096 Routed ("A player may spend 1 CP to automatically pass the Quality test"), EX-097 ("If a Routed unit
 *   reaches a deployment edge with enough movement to move off the table, test Quality"), EX-098 Rallying ("If
 *   failed, the unit immediately takes a Free Primary Action to Run away ... another 1 disruption"): how often units
 *   rout, rally and leave the table, in which round, how often the 1-CP pass of the stay-put test is offered and
 *   bought, and what it saved (the failures and flights off the table the tests it replaced would have brought);
 * - EX-100 Reserves ("Players may spend 1 CP ... to increase the arrival number of a unit by 1"): how often the
 *   heuristic player buys it and when units arrive, with a Line Patrol keeping two of its Line Infantry in Reserve
 *   at arrival number 0 (the ex-reserves kernel's first row);
 * - EX-101 Command Range ("double the model's Quality in inches"): how much of the time units stand In Command;
 * - EX-105 Teamwork (a Quality test letting another unit take a Secondary for a fixed 1 CP): tried, passed, used, for what;
 * - EX-114 Objective Grab ("Carried objectives are worth 1 VP Secured enemy objectives are worth 3 VP"): where the VP
 *   of the deciding round end come from;
 * - EX-117 Jump X / Flight X (1 CP on an Advance / a Run): how often the jump trooper uses them;
 * - EX-121 Planning (stored CP "is not counted to determine if a round ends"): stored, spent, held at round ends;
 * - medics (Unit Traits › Medic, Casualties › Downed and Wounded): revives, treatments and steadyings (a Medic's
 *   removal of the Unnerved status those leave), how often they come up;
 * - EX-122 unit size ("a number of models, usually 1-6"): the same six models as one four-model fireteam and two
 *   individuals against six individuals (score; game length of each as a mirror), and the Sol Fireteams preset.
 * Heuristic player on both sides, pairs of games with the sides swapped, each arm on its own lane of the trial's
 * stream (so the arms are independent and their counts pool).
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import { addReadings, addSums, formatShare, gamesIn, gamesOf, isMirror, perGameSums, pooled, ratioSums, readingMetrics } from '../../src/sim/match/pairPools.ts';
import { ratioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { ratioMean } from '../../src/stats/ratioMean.ts';
import { differenceBound } from '../../src/stats/combinedBounds.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide, sideOf } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, groupThousands, shown } from '../../src/report/format.ts';
import { arrival } from '../../src/dice/arrival.ts';
import { defaultVariants, expectedArrivalRound } from '../../src/systems/exoshift/rules.ts';
import type { ExoshiftSide } from '../../src/systems/exoshift/setup.ts';
import { ExoshiftState } from '../../src/systems/exoshift/state.ts';
import { playWatched, readEvents, rosterOf, type EventFacts, type WatchedFacts } from './_gameFacts.ts';

const game = findGame('exoshift');
const preset = (id: string) => loadSide(game, `preset:${id}`) as ExoshiftSide;
const side = (name: string, units: string) => sideOf(game, { name, units }, `ex-game-facts side ${name}`) as ExoshiftSide;

/** EX-100: the Line Patrol with two of its three Line Infantry in Reserve at arrival number 0. */
export const RESERVE_PATROL = side('Sol Line Patrol, two in Reserve', 'sol-command-officer, sol-line-infantry, sol-line-infantry x2 reserve 0, sol-field-medic');
export const RESERVE_START = 0;
/** EX-122: the same six models, the four Line Infantry as one fireteam (data/units.json) or as individuals. */
export const GROUPED = side('Sol Fireteam Squad', 'sol-command-officer, sol-line-infantry-fireteam, sol-field-medic');
export const INDIVIDUALS = side('Sol Individuals Squad', 'sol-command-officer, sol-line-infantry x3, sol-line-infantry-support-gunner, sol-field-medic');

function match(a: ExoshiftSide, b: ExoshiftSide, mission: string): MatchParams {
  return { system: game.id, sideA: a, sideB: b, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`mission=${mission}`]) };
}
const arm = (id: string, label: string, a: ExoshiftSide, b: ExoshiftSide, mission: string): MatchArm => ({ id, label, params: match(a, b, mission), coords: { a: a.name, b: b.name, mission }, baseline: null });

export const ARMS: MatchArm[] = [
  arm('patrol-vs-fire-support', 'Line Patrol vs Fire Support, Control Points', preset('sol-line-patrol'), preset('sol-fire-support'), 'control-points'),
  arm('raiders-vs-garrison-grab', 'Raiders vs Garrison, Objective Grab', preset('sol-raiders'), preset('sol-garrison'), 'objective-grab'),
  arm('fireteams-vs-patrol', 'Fireteams vs Line Patrol, Control Points', preset('sol-fireteams'), preset('sol-line-patrol'), 'control-points'),
  arm('fireteams-vs-patrol-grab', 'Fireteams vs Line Patrol, Objective Grab', preset('sol-fireteams'), preset('sol-line-patrol'), 'objective-grab'),
  arm('reserves-vs-fire-support', 'Line Patrol (two in Reserve) vs Fire Support, Control Points', RESERVE_PATROL, preset('sol-fire-support'), 'control-points'),
  arm('grouped-vs-individuals', 'Fireteam Squad vs Individuals Squad, Control Points', GROUPED, INDIVIDUALS, 'control-points'),
  arm('grouped-mirror', 'Fireteam Squad mirror, Control Points', GROUPED, GROUPED, 'control-points'),
  arm('individuals-mirror', 'Individuals Squad mirror, Control Points', INDIVIDUALS, INDIVIDUALS, 'control-points'),
];

/** Arm k reads lane k of the trial's stream (found by its sides and mission: worker threads see copies of the params). */
export const laneOf = (params: MatchParams): number => {
  const name = (s: unknown) => (s as ExoshiftSide).name;
  const k = ARMS.findIndex((a) => name(a.params.sideA) === name(params.sideA) && name(a.params.sideB) === name(params.sideB) && a.params.variants.mission === params.variants.mission);
  if (k < 0) throw new Error(`ex-game-facts: no arm for ${name(params.sideA)} vs ${name(params.sideB)} (${params.variants.mission})`);
  return k;
};

// ---- One game's facts as per-game numbers --------------------------------------------------

export interface GameFacts {
  events: EventFacts;
  watched: WatchedFacts;
}

/** The two readings of one game, checked against each other where they meet (a mismatch is a reading error: it throws). */
export function combine(events: EventFacts, watched: WatchedFacts): GameFacts {
  // Every rout brings one stay-put test, except a pass bought and a choice never made (the unit gone, or the game over, within the attack).
  const tests = events.routs - events.routPaid - (events.routChoices - events.routChosen);
  if (watched.stayTests !== tests) throw new Error(`ex-game-facts: ${events.routs} routs, ${events.routPaid} passes bought, ${events.routChoices - events.routChosen} choices never made, but ${watched.stayTests} stay-put tests read`);
  if (watched.routChoices !== events.routChosen) throw new Error(`ex-game-facts: ${events.routChosen} stay-put choices logged but ${watched.routChoices} read`);
  if (watched.edgeFails !== events.fled) throw new Error(`ex-game-facts: ${events.fled} units fled but ${watched.edgeFails} edge tests failed`);
  return { events, watched };
}

type Reading = (f: GameFacts, seatOfA: number) => number;
/** A per-game count or mean. */
const COUNTS: Record<string, { label: string; unit: string; of: Reading }> = {
  routGame: { label: 'games with a unit Routed or rallying', unit: 'share of games', of: (f) => (f.events.routs + f.events.rallies > 0 ? 1 : 0) },
  routs: { label: 'units Routed', unit: 'per game', of: (f) => f.events.routs },
  routTests: { label: 'Rout Tests in play (Unnerved models hit)', unit: 'per game', of: (f) => f.events.routTests },
  routTestsFailed: { label: 'Rout Tests in play failed', unit: 'per game', of: (f) => f.events.routTestsFailed },
  stayFailsWithCp: { label: 'stay-put tests failed while the owner held a global CP (it chose to test)', unit: 'per game', of: (f) => f.watched.stayFailsWithCp },
  routChoices: { label: 'stay-put choices (a rout while the owner held a global CP)', unit: 'per game', of: (f) => f.events.routChoices },
  routPaid: { label: '1-CP stay-put passes bought', unit: 'per game', of: (f) => f.events.routPaid },
  paidFailRisk: { label: 'stay-put failures the passes bought avoided (expected)', unit: 'per game', of: (f) => f.watched.paidFailRisk },
  paidFleeRisk: { label: 'flights off the table the passes bought avoided (expected)', unit: 'per game', of: (f) => f.watched.paidFleeRisk },
  rallyDestroyed: { label: 'units destroyed by a rally failed at Quality 0 or less', unit: 'per game', of: (f) => f.events.rallyDestroyed },
  fled: { label: 'units fled off the table', unit: 'per game', of: (f) => f.events.fled },
  reserveUnits: { label: 'units starting in Reserve', unit: 'per game', of: (f) => f.events.reserveUnits },
  boosts: { label: 'arrival numbers raised for 1 CP', unit: 'per game', of: (f) => f.events.boosts },
  teamworkWindows: { label: 'Teamwork windows (a decision after a passed test)', unit: 'per game', of: (f) => f.watched.teamworkWindows },
  twSnapFire: { label: 'Teamwork Secondaries: Snap Fire', unit: 'per game', of: (f) => f.watched.teamworkUsedBy['snap fire'] ?? 0 },
  twMarch: { label: 'Teamwork Secondaries: March', unit: 'per game', of: (f) => f.watched.teamworkUsedBy.march ?? 0 },
  twRest: { label: 'Teamwork Secondaries: Rest', unit: 'per game', of: (f) => f.watched.teamworkUsedBy.rest ?? 0 },
  twInteract: { label: 'Teamwork Secondaries: Interact', unit: 'per game', of: (f) => f.watched.teamworkUsedBy['interact (secondary)'] ?? 0 },
  securedVpA: { label: "A's VP from secured tokens (last round end)", unit: 'VP per game', of: (f, a) => f.events.grab?.secured[a] ?? 0 },
  carriedVpA: { label: "A's VP from carried tokens (last round end)", unit: 'VP per game', of: (f, a) => f.events.grab?.carried[a] ?? 0 },
  securedVpB: { label: "B's VP from secured tokens (last round end)", unit: 'VP per game', of: (f, a) => f.events.grab?.secured[1 - a] ?? 0 },
  carriedVpB: { label: "B's VP from carried tokens (last round end)", unit: 'VP per game', of: (f, a) => f.events.grab?.carried[1 - a] ?? 0 },
  stores: { label: 'CP stored on Planning leaders', unit: 'per game', of: (f) => f.events.stores },
  storedSpent: { label: 'stored CP spent', unit: 'per game', of: (f) => f.watched.storedSpent },
  storedLeft: { label: 'stored CP left at the end on a leader on the table', unit: 'per game', of: (f) => f.watched.storedLeft },
  storedLost: { label: 'stored CP left on a leader taken off the table', unit: 'per game', of: (f) => f.watched.storedLost },
  storedAtRoundEnds: { label: 'stored CP held at round ends (both sides)', unit: 'per game', of: (f) => f.watched.storedAtRoundEnds },
  revived: { label: 'Downed models revived', unit: 'per game', of: (f) => f.events.revivesPassed },
  treated: { label: 'Wounded models treated', unit: 'per game', of: (f) => f.events.treatsPassed },
  steadied: { label: 'Unnerved models steadied by a Medic', unit: 'per game', of: (f) => f.events.steadiesPassed },
};

/** A share or mean over events (not games): kept as the triplet `<id>Hits`, `<id>Of`, `<id>Sum` (src/sim/match/pairRatios.ts). */
const RATIOS: Record<string, { label: string; hits: Reading; of: Reading }> = {
  routRound: { label: 'round of a rout', hits: (f) => f.events.routRounds, of: (f) => f.events.routs },
  stayFail: { label: 'stay-put tests failed', hits: (f) => f.watched.stayFails, of: (f) => f.watched.stayTests },
  routPay: { label: 'stay-put choices paid', hits: (f) => f.events.routPaid, of: (f) => f.events.routChosen },
  rallyPass: { label: 'rallies passed', hits: (f) => f.events.ralliesPassed, of: (f) => f.events.rallies },
  rallyRound: { label: 'round of a rally', hits: (f) => f.events.rallyRounds, of: (f) => f.events.rallies },
  edgeFail: { label: 'edge tests failed (fled)', hits: (f) => f.watched.edgeFails, of: (f) => f.watched.edgeTests },
  boosted: { label: 'reserve units boosted at least once', hits: (f) => f.events.boostedUnits, of: (f) => f.events.reserveUnits },
  boostRound: { label: 'round of a boost', hits: (f) => f.events.boostRounds, of: (f) => f.events.boosts },
  readyBy2: { label: 'reserve units On Ready by round 2', hits: (f) => f.events.readyBy2, of: (f) => f.events.reserveUnits },
  readyRound: { label: 'round a reserve unit goes On Ready', hits: (f) => f.events.readyRounds, of: (f) => f.events.ready },
  enterRound: { label: 'round a reserve unit moves onto the table', hits: (f) => f.events.enterRounds, of: (f) => f.events.entered },
  leaderA: { label: "turn decisions with one of A's Leaders on the table", hits: (f, a) => f.watched.leaderUp[a], of: (f) => f.watched.turnDecisions },
  leaderB: { label: "turn decisions with one of B's Leaders on the table", hits: (f, a) => f.watched.leaderUp[1 - a], of: (f) => f.watched.turnDecisions },
  commandA: { label: "A's units (no Leader model) In Command, per turn decision", hits: (f, a) => f.watched.inCommand[a], of: (f, a) => f.watched.commandUnits[a] },
  commandB: { label: "B's units (no Leader model) In Command, per turn decision", hits: (f, a) => f.watched.inCommand[1 - a], of: (f, a) => f.watched.commandUnits[1 - a] },
  teamworkPass: { label: 'Teamwork tests passed', hits: (f) => f.events.teamworkPasses, of: (f) => f.events.teamworkTests },
  teamworkOffer: { label: 'Teamwork windows with a fixed-1-CP Secondary legal', hits: (f) => f.watched.teamworkOffered, of: (f) => f.watched.teamworkWindows },
  teamworkUse: { label: 'offered Teamwork Secondaries taken', hits: (f) => f.watched.teamworkUsed, of: (f) => f.watched.teamworkOffered },
  jump: { label: 'advances of units with Jump that jumped', hits: (f) => f.events.jumps, of: (f) => f.events.jumperAdvances },
  flight: { label: 'runs of units with Flight that flew', hits: (f) => f.events.flights, of: (f) => f.events.flierRuns },
  securedShareA: { label: "share of A's VP from secured tokens", hits: (f, a) => f.events.grab?.secured[a] ?? 0, of: (f, a) => (f.events.grab ? f.events.grab.secured[a] + f.events.grab.carried[a] : 0) },
  securedShareB: { label: "share of B's VP from secured tokens", hits: (f, a) => f.events.grab?.secured[1 - a] ?? 0, of: (f, a) => (f.events.grab ? f.events.grab.secured[1 - a] + f.events.grab.carried[1 - a] : 0) },
  roundEndStored: { label: 'round ends with stored CP held', hits: (f) => f.watched.roundEndsStored, of: (f) => f.watched.roundEnds },
  treatPass: { label: 'treatments passed (Medical Test)', hits: (f) => f.events.treatsPassed, of: (f) => f.events.treats },
  steadyPass: { label: 'steadyings passed (Medical Test)', hits: (f) => f.events.steadiesPassed, of: (f) => f.events.steadies },
};

const METRICS: Record<string, MetricSpec> = readingMetrics(COUNTS, RATIOS);

/** Adds one game's facts to the pair's record (each a per-game mean: half a game's value). */
export const addFacts = (record: PairRecord, f: GameFacts, seatOfA: number): void => addReadings(record, COUNTS, RATIOS, f, seatOfA);

/** A mirror pair's first game (its facts and final numbers), to check that the swapped game replays it (isMirror). */
let mirrorFirst = '';

const READ: PairObserver<ExoshiftState, WatchedFacts> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  statistics: ['vpA', 'vpB', 'killsA', 'killsB'],
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  play: (state, seats) => playWatched(state, seats),
  read: (state, seatOfA, record, watched) => {
    const facts = combine(readEvents(state.events(), rosterOf(state.setup)), watched!);
    if (state.setup.sides[0].name === state.setup.sides[1].name) {
      const seen = JSON.stringify([facts, state.s]);
      if (seatOfA === 0) mirrorFirst = seen;
      else if (seen !== mirrorFirst) throw new Error(`ex-game-facts: the two games of a ${state.setup.sides[0].name} mirror pair differ, so a mirror's pair is not one game played twice (isMirror)`);
    }
    addFacts(record, facts, seatOfA);
  },
};

export const factsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- Intervals ------------------------------------------------------------------------------

export { gamesIn, isMirror, perGameSums, pooled, ratioSums };

const share = formatShare;
/** A per-game mean metric as text, its interval clipped to [low, high]; no interval from fewer than 2 pairs. */
function metricText(m: MeanMetric, games: number, unit: string, low = -Infinity, high = Infinity): string {
  if (!Number.isFinite(m.ci[0]) || !Number.isFinite(m.ci[1])) return `${shown(m.mean, 2)}${unit ? ` ${unit}` : ''} (${groupThousands(games)} games, too few for an interval)`;
  return formatMean(m.mean, [Math.max(low, m.ci[0]), Math.min(high, m.ci[1])], games, unit, 'games');
}

/** A mean round over events counted in pairs of games holding uneven numbers of them (src/stats/ratioMean.ts). */
/** ", in round 5.7 (5.1 to 6.2, 64 routs) on average" (a mean round over events); nothing when there were none. */
function inRound(s: RatioSums, noun: string, lead = ', '): string {
  const m = ratioMean(s);
  if (m.n === 0) return '';
  if (!Number.isFinite(m.ci[0])) return `${lead}in round ${shown(m.r, 1)} on average (${groupThousands(m.n)} ${noun}, too few for an interval)`;
  return `${lead}in round ${formatMean(m.r, m.ci, m.n, '', noun)} on average`;
}

/** A per-game count's mean over every game of the arms (times `scale`), with its interval (never below 0). */
function perGame(arms: readonly ArmResult[], id: string, unit: string, scale = 1): string {
  const m = ratioMean(addSums(arms.map((a) => perGameSums(a, id))));
  if (m.r === 0) return `0 ${unit} (none in ${groupThousands(m.n)} games)`;
  if (!Number.isFinite(m.ci[0])) return `${shown(m.r * scale, 2)} ${unit} (${groupThousands(m.n)} games, too few for an interval)`;
  return formatMean(m.r * scale, [Math.max(0, m.ci[0]) * scale, m.ci[1] * scale], m.n, unit, 'games');
}

// ---- The answer -----------------------------------------------------------------------------

const byId = (result: ExperimentResult) => new Map(result.arms.map((a) => [a.id, a]));
const total = (arms: readonly ArmResult[], id: string) => arms.reduce((s, a) => s + gamesIn(a) * (a.metrics[id] as MeanMetric).mean, 0);
const count = (x: number) => groupThousands(Math.round(x));

/** Fewer pairs per arm than this (the quick CI budget): numbers, no verdicts. */
export const MIN_PAIRS = 8;

function routLines(arms: readonly ArmResult[], enough: boolean): string[] {
  const games = gamesOf(arms);
  const touched = ratioShare(addSums(arms.map((a) => perGameSums(a, 'routGame'))));
  const rare = enough && touched.ci[1] < 0.05 ? ': rare, clearly under 1 game in 20' : '';
  const stay = pooled(arms, 'stayFail');
  const pay = pooled(arms, 'routPay');
  const failsWithCp = total(arms, 'stayFailsWithCp');
  const edge = pooled(arms, 'edgeFail');
  const rally = pooled(arms, 'rallyPass');
  return [
    `EX-096 (Routed: "A player may spend 1 CP to automatically pass the Quality test" to stay in place): the owner of a unit an attack routs chooses, once the attack is resolved, between paying 1 global CP and rolling the test, whenever it holds one (the heuristic pays when the test's risk to the unit outweighs what the CP buys later in the round: README, Heuristic player). A unit is Routed or rallies in ${share(addSums(arms.map((a) => perGameSums(a, 'routGame'))), 'games')} of games${rare}; ${count(total(arms, 'routs'))} routs in ${count(games)} games, ${perGame(arms, 'routs', 'per 1,000 games', 1000)}${inRound(pooled(arms, 'routRound'), 'routs')}. They come from Rout Tests of Unnerved models hit by an attack: ${count(total(arms, 'routTests'))} such tests, ${count(total(arms, 'routTestsFailed'))} failed (a failure while Downed, or at Quality 0 or less, destroys instead of routing). The pass was offered ${count(total(arms, 'routChoices'))} times, ${perGame(arms, 'routChoices', 'per 1,000 games', 1000)} (offered only while the owner holds a global CP; in whose turn routs come is not measured; ${count(total(arms, 'routChoices') - pay.observations)} of these offers lapsed, the unit taken off the table or the game won within the same attack), and bought ${share(pay, 'choices')} of the time: ${count(total(arms, 'routPaid'))} CP. What they saved: ${shown(total(arms, 'paidFailRisk'), 1)} expected failed stay-put tests (${perGame(arms, 'paidFailRisk', 'per 1,000 games', 1000)}), of which ${shown(total(arms, 'paidFleeRisk'), 1)} would have ended with the unit fleeing the table (its run reaching the edge and the edge test failed too: ${perGame(arms, 'paidFleeRisk', 'per 1,000 games', 1000)}). The stay-put Quality test, where rolled, failed ${share(stay, 'stay-put tests')}; ${count(failsWithCp)} of those ${count(stay.hits)} failures came after the owner, holding a CP, chose to roll.`,
    `EX-097 (the Quality test of a Routed unit reaching its deployment edge): ${count(edge.observations)} edge tests in ${count(games)} games, failed ${share(edge, 'edge tests')}, so ${count(total(arms, 'fled'))} units fled off the table, ${perGame(arms, 'fled', 'per 1,000 games', 1000)} (every flight off the table is a failed edge test: the log and the state readings are checked against each other in every game).`,
    `EX-098 (Rallying: a failed rally runs for the edge and takes 1 more Disruption): ${count(rally.observations)} rallies in ${count(games)} games, passed ${share(rally, 'rallies')}${inRound(pooled(arms, 'rallyRound'), 'rallies')}; ${count(total(arms, 'rallyDestroyed'))} units were destroyed by a rally failed at Quality 0 or less.`,
  ];
}

function reserveLine(a: ArmResult | undefined, enough: boolean): string {
  if (!a) return 'EX-100: the reserve arm was not run.';
  const exact = arrival.exact({ start: RESERVE_START, boost: 0 });
  const by2 = exact[1] + exact[2];
  const readyBy2 = ratioSums(a, 'readyBy2');
  const ready2 = ratioShare(readyBy2);
  const verdict = !enough ? '' : ready2.ci[0] > by2 ? `: clearly earlier than without CP (exactly ${shown(100 * by2, 0)}% by round 2)` : ready2.ci[1] < by2 ? `: clearly later than the ${shown(100 * by2, 0)}% of no CP (a reading error?)` : `, not clearly apart from the ${shown(100 * by2, 0)}% of no CP`;
  const ready = ratioSums(a, 'readyRound');
  const reserve = ratioSums(a, 'boosted');
  return `EX-100 (1 CP raises a reserve unit's arrival number), ${a.label} (two Line Infantry in Reserve at arrival number ${RESERVE_START}): the heuristic raises it ${perGame([a], 'boosts', 'times a game')}${inRound(ratioSums(a, 'boostRound'), 'boosts')}, and ${share(reserve, 'reserve units')} of reserve units are raised at least once. ${share(readyBy2, 'reserve units')} are On Ready by round 2${verdict}. Units go On Ready${inRound(ready, 'units', ' ')} (${count(ready.observations)} of ${count(reserve.observations)} arrived before their game ended; with no CP spent the exact expectation is ${shown(expectedArrivalRound(RESERVE_START), 2)}, the ex-reserves kernel) and move onto the table${inRound(ratioSums(a, 'enterRound'), 'units', ' ')}.`;
}

function commandLine(arms: readonly ArmResult[]): string {
  const force = (a: ArmResult, x: 'A' | 'B') => `${x === 'A' ? a.coords!.a : a.coords!.b} ${share(ratioSums(a, `command${x}`), 'unit-decisions')} (a Leader on the table at ${share(ratioSums(a, `leader${x}`), 'decisions')} of decisions)`;
  const parts = arms.map((a) => `${a.label}: ${isMirror(a) ? `each side ${force(a, 'A')}` : `${force(a, 'A')}; ${force(a, 'B')}`}`);
  const all = pooled(arms, 'commandA');
  const both = addSums([all, pooled(arms, 'commandB')]);
  return `EX-101 (command range = 2 x Quality, and Quality falls by 1 a point of Disruption: 14" for the fresh Quality 7 command officer, 12" for the Quality 6 lieutenant): the share of a force's units without a Leader model that stand In Command of one of its Leaders, at every decision of the players' turns, ${share(both, 'unit-decisions')} over all forces. The heuristic sends its units to their own objectives and has no term for staying In Command (ai.ts never reads command range), Leaders are favoured targets (ai.ts unitWorth: an Army Leader counts 1.6 models, a Leader 1.3) and lose 2" of range a point of Disruption. By arm: ${parts.join(' | ')}.`;
}

function teamworkLines(arms: readonly ArmResult[], enough: boolean): string[] {
  const tw = arms.filter((a) => (a.metrics.teamworkPassOf as MeanMetric).mean > 0);
  if (tw.length === 0) return ['EX-105 (Teamwork): no game had a Teamwork test.'];
  const use = pooled(tw, 'teamworkUse');
  const used = ['twSnapFire', 'twMarch', 'twRest', 'twInteract'].map((id) => [id, total(tw, id)] as const);
  const names: Record<string, string> = { twSnapFire: 'Snap Fire', twMarch: 'March', twRest: 'Rest', twInteract: 'a Secondary Interact' };
  const useShare = ratioShare(use);
  const seldom = enough && use.observations > 0 && useShare.ci[1] < 0.5 ? ': the heuristic clearly takes fewer than half of them' : enough && useShare.ci[0] > 0.5 ? ': the heuristic clearly takes most of them' : '';
  const perArm = tw.map((a) => `${a.label} ${perGame([a], 'teamworkPassOf', 'tests a game')}, taken ${share(ratioSums(a, 'teamworkUse'), 'offers')}`).join('; ');
  return [
    `EX-105 (Teamwork: after a Primary, a Quality test lets another unit of the same type in command range take a Secondary for a fixed 1 CP; the support gunner has it), over the ${tw.length} arms with a Teamwork model: tested ${count(pooled(tw, 'teamworkPass').observations)} times in ${count(gamesOf(tw))} games, passed ${share(pooled(tw, 'teamworkPass'), 'tests')}. A pass opens a window only if the player has a decision left in the turn (${count(total(tw, 'teamworkWindows'))} windows); a fixed-1-CP Secondary was legal in ${share(pooled(tw, 'teamworkOffer'), 'windows')} of them and taken in ${share(use, 'offers')}${seldom}. Used for: ${used.map(([id, n]) => `${names[id]} ${count(n)}`).join(', ')}. By arm: ${perArm}.`,
  ];
}

function grabLine(arms: readonly ArmResult[]): string {
  const parts = arms.map((a) => {
    const g = gamesIn(a);
    const m = (id: string) => a.metrics[id] as MeanMetric;
    const vp = (id: string) => metricText(m(id), g, 'VP', 0);
    return `${a.label}: ${a.coords!.a} secured ${vp('securedVpA')} and carried ${vp('carriedVpA')} a game (secured ${share(ratioSums(a, 'securedShareA'), 'VP')} of its VP); ${a.coords!.b} secured ${vp('securedVpB')}, carried ${vp('carriedVpB')} (secured ${share(ratioSums(a, 'securedShareB'), 'VP')})`;
  });
  return `EX-114 (Objective Grab: carried tokens 1 VP, secured enemy tokens 3 VP), the VP of each game's last round end by where they come from: ${parts.join('; ')}. Secured is for good and carried tokens drop when their carrier is Downed, so the 3-VP tokens are the VP that stay.`;
}

/** The Sol Fireteams' model with Jump / Flight, with the moves they replace (a Run is double the primary move). */
export const JUMPER = (() => {
  const setup = ExoshiftState.start([preset('sol-fireteams'), preset('sol-line-patrol')], defaultVariants(), Xoshiro128.stream(0, 0), false).setup;
  const p = setup.profile.find((q) => q.jump > 0 || q.flight > 0)!;
  return { jump: p.jump, flight: p.flight, advance: p.mov.primary, run: 2 * p.mov.primary };
})();

function jumpLine(arms: readonly ArmResult[]): string {
  const fly = arms.filter((a) => (a.metrics.jumpOf as MeanMetric).mean + (a.metrics.flightOf as MeanMetric).mean > 0);
  if (fly.length === 0) return 'EX-117 (Jump X / Flight X): no unit with either trait was played.';
  const parts = fly.map((a) => `${a.label}: Jump on ${share(ratioSums(a, 'jump'), 'advances')} of its advances, Flight on ${share(ratioSums(a, 'flight'), 'runs')} of its runs`);
  const j = JUMPER;
  const flightNote = j.flight <= j.run ? `: its Flight ${j.flight}" is no longer than its ${j.run}" Run, so flying gains only where difficult ground would slow the Run` : '';
  return `EX-117 (Jump X on an Advance, Flight X on a Run, 1 CP each as Flying mobility; the illustrative jump trooper of the Sol Fireteams, Jump ${j.jump}" against its ${j.advance}" Advance, Flight ${j.flight}" against its ${j.run}" Run${flightNote}): ${parts.join('; ')}.`;
}

function planningLine(arms: readonly ArmResult[]): string {
  const games = gamesOf(arms);
  const ends = pooled(arms, 'roundEndStored');
  return `EX-121 (Planning: a leader stores CP, "not counted to determine if a round ends"; the command officer has Planning 1): CP is stored ${perGame(arms, 'stores', 'times a game')} and ${perGame(arms, 'storedSpent', 'stored CP spent a game')}; at the end ${perGame(arms, 'storedLeft', 'CP a game')} is still stored on a leader on the table and ${perGame(arms, 'storedLost', 'CP a game')} on one taken off it (lost). ${share(ends, 'round ends')} of round ends came with stored CP held (${perGame(arms, 'storedAtRoundEnds', 'CP a game')} over a game's round ends): stored CP never keeps a round open (commandPoints.ts cpTotal), and those rounds would have gone on had it counted (${count(games)} games).`;
}

function medicLine(arms: readonly ArmResult[]): string {
  const steady = pooled(arms, 'steadyPass');
  const treat = pooled(arms, 'treatPass');
  const byArm = arms.map((a) => `${a.label} ${perGame([a], 'steadied', 'a game')}`).join('; ');
  return `Helping friends (Downed › Removing the Downed Status, Wounded › Removing the Wounded Status, EX-076, EX-077; Unit Traits › Medic: "Once per game may remove Unnerved status", a Medical Test at +1), over every arm: ${perGame(arms, 'revived', 'Downed models revived a game')} and ${perGame(arms, 'treated', 'Wounded models treated a game')} (the Medical Test passed ${share(treat, 'treatments')}), each leaving the model Stunned and Unnerved; a Medic then steadied ${perGame(arms, 'steadied', 'Unnerved models a game')} (the test passed ${share(steady, 'attempts')}). By arm, models steadied: ${byArm}. Unnerved models come only from revives and treatments, so the steadying rule can come up only after one of those: a force that does not revive or treat has nothing to steady.`;
}

function sizeLines(result: ExperimentResult, enough: boolean): string[] {
  const arms = byId(result);
  const vs = arms.get('grouped-vs-individuals');
  const [g, i] = [arms.get('grouped-mirror'), arms.get('individuals-mirror')];
  const fire = [arms.get('fireteams-vs-patrol'), arms.get('fireteams-vs-patrol-grab')].filter((a): a is ArmResult => a !== undefined);
  const lines: string[] = [];
  const score = (a: ArmResult) => {
    // A score lies in [0, 1]: the normal interval is clipped there.
    return metricText(a.metrics.scoreA as MeanMetric, gamesIn(a), '', 0, 1);
  };
  if (vs) {
    const s = vs.metrics.scoreA as MeanMetric;
    const who = !enough ? 'too few games for a verdict' : s.ci[0] > 0.5 ? 'the fireteam clearly wins' : s.ci[1] < 0.5 ? 'the individuals clearly win' : 'neither clearly wins';
    const k = (id: string) => metricText(vs.metrics[id] as MeanMetric, gamesIn(vs), '', 0);
    let length = '';
    if (g && i) {
      // Two mirrors on shared seeds, correlated by an amount not kept: the half-widths added hold at any correlation.
      const d = differenceBound(g.metrics.length as MeanMetric, i.metrics.length as MeanMetric);
      const clear = !enough ? '' : d.ci[0] > 0 ? ': clearly longer with the fireteam' : d.ci[1] < 0 ? ': clearly shorter with the fireteam' : ': not clearly apart';
      const len = (a: ArmResult) => metricText(a.metrics.length as MeanMetric, gamesIn(a), 'rounds');
      length = ` Game length as mirrors: the fireteam squad ${len(g)}, the individuals ${len(i)}, a difference of ${Number.isFinite(d.ci[0]) ? formatMeanDifference(d.mean, d.ci, gamesIn(g) + gamesIn(i), 'rounds', 'games, unpaired') : `${shown(d.mean, 2)} rounds (too few games for an interval)`}${clear}.`;
    }
    lines.push(
      `EX-122 (unit size, "usually 1-6" models): the same six models (the command officer, three Line Infantry and the support gunner, a medic), the four Line Infantry as one fireteam (illustrative, data/units.json) or as four individuals, Control Points: the fireteam squad scores ${score(vs)} against the individuals (win 1, draw 1/2): ${who}. Models taken out a game: ${k('killsA')} by the fireteam squad, ${k('killsB')} by the individuals.${length}`,
    );
  }
  if (fire.length > 0) lines.push(`The Sol Fireteams preset (10 models in 6 units, with a rail lance and a jump trooper) against the Line Patrol (5 individuals; not the same models, so a force comparison, not unit size alone) scores ${fire.map((a) => `${score(a)} (${a.coords!.mission})`).join(' and ')}.`);
  return lines;
}

export function answer(result: ExperimentResult): string[] {
  const arms = result.arms;
  const enough = arms.every((a) => a.trials >= MIN_PAIRS);
  const grab = arms.filter((a) => a.coords?.mission === 'objective-grab');
  return [
    ...routLines(arms, enough),
    reserveLine(byId(result).get('reserves-vs-fire-support'), enough),
    commandLine(arms),
    ...teamworkLines(arms, enough),
    grab.length > 0 ? grabLine(grab) : 'EX-114: no Objective Grab arm was run.',
    jumpLine(arms),
    planningLine(arms),
    medicLine(arms),
    ...sizeLines(result, enough),
    ...(enough ? [] : [`Too few games for any verdict (under ${MIN_PAIRS} pairs per arm): run the full budget.`]),
    `${count(gamesOf(arms))} distinct games, ${count(arms[0].trials)} pairs per arm, each arm on its own lane of the stream (rout, rally, teamwork and planning counts pool over every arm); a mirror's pair counts as one game, since with the same force on both sides the swapped game replays the first move for move (checked in every pair). Heuristic player on both sides, so these are how that player uses the rules (it prices CP, the 1-CP stay-put pass included, by what they buy later in the round): a bolder or more careful player would rout, boost, store and team up at other rates. Intervals 95%: shares and means over events from the ratio estimator over pairs of games (src/stats/ratioShare.ts; a share with no hit still has an upper end), per-game means over pairs.`,
  ];
}

const base = matchExperiment(
  {
    id: 'ex-game-facts',
    title: 'Facts of played games: routs and rallies, reserves, command range, Teamwork, Objective Grab VP, Jump, Planning, medics, unit size',
    question: 'In heuristic games of the illustrative forces, how often do units rout, rally and flee, how does the heuristic use reserve boosts, Teamwork, Jump and Planning, how much of the time are units In Command, where do Objective Grab VP come from, and does grouping models into a unit change a game?',
    source: {
      rulebook: '001_9ac883e80b2d20e9.txt',
      section: 'Morale › Routed, Rallying; Reserves; Leaders and Command › Command Range; Traits › Unit Traits (Teamwork, Jump X, Flight X, Medic), Command Traits (Planning); Casualties › Downed, Wounded; Missions › Objective Grab; Units, Models, and Stats',
      catalogue: ['EX-096', 'EX-097', 'EX-098', 'EX-100', 'EX-101', 'EX-105', 'EX-114', 'EX-117', 'EX-121', 'EX-122'],
    },
    // 1,000 pairs (7,000 games, a few minutes): the stay-put choice (EX-096) comes about once in 1,000 games.
    pairs: 1000,
  },
  ARMS,
);

const KEPT = ['pair', 'scoreA', 'length', 'vpA', 'vpB', 'killsA', 'killsB'];

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEPT.includes(id))), ...METRICS },
  trial: factsTrial,
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'scoreA', title: "A's score per game" },
    { kind: 'arms', metric: 'length', reference: 'none', title: 'Game length (rounds)' },
    { kind: 'arms', metric: 'routs', reference: 'none', title: 'Units Routed per game' },
  ],
});
