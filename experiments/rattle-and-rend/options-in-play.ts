/**
 * Rattle and Rend RR-158 (004_c41133d86b017ece.txt, Ten Actions › Standard
 * Actions › Feint: "If successful, move the enemy up to M RANGE in any
 * direction") and RR-166 (Standard Reactions › Rally: "CRITICAL SUCCESS: Move
 * up to 5pts of ALLIED ELEMENTS"; success 2 points): what are Feint and Rally
 * worth in play?
 *
 * The heuristic player before this experiment never Feinted nor Rallied
 * (rr-game-facts: 0 in 24,000 games): it valued a Feint at a fixed 0.03 and a
 * Rally at 0.2, below what it asks of an action or a reaction. That player is
 * `heuristic:feint=off` (rally is off by default), the reference here. The
 * settings `feint=on` and `rally=on` (ai.ts feintValue, rallyValue) value them
 * by their expected gain instead: a Feint by its Guile check's chance times the threat it pushes away
 * and the scenario count it changes; a Rally by its Guile check's chances
 * times the attacks the rallied allies gain on the attacker. So the question
 * becomes: does a player that takes them when its estimate says so do better
 * than one that never does? (It does for Feint, so `feint=on` became the
 * default player on 2026-11-24; the arms name every setting, so they play the
 * same games as before the switch.)
 *
 * Design. Four lanes, the mirror match of each example warband: the option
 * side plays it with the heuristic and an option, the opponent plays the same
 * warband with the reference player (neither), so the only difference between the
 * sides is the option (a first look with each warband against the next one
 * put the option side at 4% or 78% wins in two pairings, where a score has
 * little room to move). Four policies for the option side: off (neither,
 * the reference), feint (the default player), rally, both. The Ghostly Host has no Champion, so it
 * can never Rally: its rally arm would be its off arm and its both arm its
 * feint arm, game for game, and they are left out (Rally and both pool over
 * three lanes). Every arm is a pair of games with the sides swapped, setup
 * rolled (scenario, terrain, deployment).
 *
 * Pairing. In a lane the policies play the same seeds (common random
 * numbers): the games are the same until the option side first Feints or
 * Rallies, so each policy is compared with off pair by pair. Each lane reads
 * its own part of the trial's stream, so the lanes' estimates are independent
 * and pool by adding variances.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference, formatPointsDifference, groupThousands } from '../../src/report/format.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armById, armEstimate, interval, keepMetrics, pairedEstimate, poolEstimates, showMean, showShare, titleWords, type Estimate } from './_options.ts';
import { addReadings, putTally, RATIOS, readActions, readingMetrics, readReactions, results, share, showPerGame, startReadings, tallyReadings, type GameReading, type RatioTable } from './game-facts.ts';

const game = findGame('rattle-and-rend');

// ---- The arms ---------------------------------------------------------------------------

export const POLICIES = ['off', 'feint', 'rally', 'both'] as const;
export type Policy = (typeof POLICIES)[number];
export const REFERENCE: Policy = 'off';
/** Each policy as a setting of the heuristic player (ai.ts RR_HEURISTIC_OPTIONS). */
/** Each policy as a setting of the heuristic player (ai.ts RR_HEURISTIC_OPTIONS), every setting named: the player is the same whatever the default. */
export const AGENTS: Readonly<Record<Policy, string>> = { off: 'heuristic:feint=off,rally=off', feint: 'heuristic:feint=on,rally=off', rally: 'heuristic:feint=off,rally=on', both: 'heuristic:feint=on,rally=on' };
/** The policy the default heuristic player is (`heuristic`, no settings). */
export const DEFAULT_POLICY: Policy = 'feint';
export const POLICY_NAMES: Readonly<Record<Policy, string>> = { off: 'neither', feint: 'Feint on', rally: 'Rally on', both: 'Feint and Rally on' };

/** [option side, opponent]: each example warband's mirror match. */
export const LANES = [
  ['dwarven-throng', 'dwarven-throng'],
  ['ghostly-host', 'ghostly-host'],
  ['ogrekin-hunting-party', 'ogrekin-hunting-party'],
  ['vampire-court', 'vampire-court'],
] as const;
export type Lane = (typeof LANES)[number];

/** Whether a side can Rally at all: Rally is the Champions' reaction (Standard Reactions; an attached Champion too). */
export const hasChampion = (side: RrSide): boolean => /champion/.test(side.elements);

/** The policies a lane plays: with no Champion, rally would be off and both would be feint, game for game. */
export const policiesOf = (lane: Lane): readonly Policy[] => (hasChampion(game.presets[lane[0]] as RrSide) ? POLICIES : ['off', 'feint']);

export const armId = (policy: Policy, lane: Lane): string => `${policy}-${lane[0]}`;
const variants = chooseGameVariants(game, []);

export const ARMS: MatchArm[] = LANES.flatMap((lane) =>
  policiesOf(lane).map((policy) => ({
    id: armId(policy, lane),
    label: `${policy}: ${titleWords(lane[0])} mirror`,
    coords: { policy: POLICY_NAMES[policy], warband: titleWords(lane[0]) },
    params: { system: game.id, sideA: game.presets[lane[0]] as RrSide, sideB: game.presets[lane[1]] as RrSide, agentA: AGENTS[policy], agentB: AGENTS[REFERENCE], variants },
    baseline: policy === REFERENCE ? null : armId(REFERENCE, lane),
  })),
);

/** An arm's lane, read from params (they cross to worker threads as plain JSON). */
export const laneOf = (params: MatchParams): number => LANES.findIndex(([a]) => (game.presets[a] as RrSide).name === (params.sideA as RrSide).name);

// ---- One game read ----------------------------------------------------------------------

/** The option side's Feints and Rallies (rr-game-facts' readings, that side's only) and whether it won. */
export const READINGS = {
  winA: { label: 'games the option side won', unit: 'share of games' },
  ...tallyReadings('feint', 'feints', "The option side's Feints", 'taken', ['feintHazard', 'Feint criticals that put the target into Hazardous Terrain']),
  ...tallyReadings('rally', 'rallies', "The option side's Rallies", 'declared', ['rallyExtra', 'nothing (Rally has no extra to count)']),
} as const;

/** The shares reported (rr-game-facts' RATIOS, the same ids, so its share() reads them). */
export const SHARES = ['feintFail', 'feintSuccess', 'feintCritical', 'feintHazard', 'rallyStopped', 'rallyFail', 'rallySuccess', 'rallyCritical'] as const;
const SHARE_RATIOS: RatioTable = Object.fromEntries(SHARES.map((ratio) => [ratio, RATIOS[ratio]]));

export function readGame(state: RrState, seatOfA: number): GameReading {
  const log = state.log ?? [];
  const r: GameReading = { winA: state.returns()[seatOfA] > 0 ? 1 : 0 };
  putTally(r, 'feint', 'feints', readActions(log, seatOfA).feint, 'feintHazard');
  putTally(r, 'rally', 'rallies', readReactions(log, seatOfA).rally, 'rallyExtra');
  return r;
}

const OBSERVER: PairObserver<RrState> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => startReadings(record, READINGS, SHARE_RATIOS),
  read: (state, seatOfA, record) => addReadings(record, readGame(state, seatOfA), READINGS, SHARE_RATIOS),
};

export const optionsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

// ---- Estimates --------------------------------------------------------------------------

const WHO = 'rr-options-in-play';
const armOf = (result: ExperimentResult, id: string): ArmResult => armById(result, id, WHO);

const armsOf = (result: ExperimentResult, policy: Policy): ArmResult[] => LANES.filter((lane) => policiesOf(lane).includes(policy)).map((lane) => armOf(result, armId(policy, lane)));

/** A policy's `metric` less off's in one lane, pair by pair on the same seeds (the runner's paired difference). */
export const paired = (result: ExperimentResult, policy: Policy, lane: Lane, metric = 'scoreA'): Estimate => pairedEstimate(result, armId(policy, lane), armId(REFERENCE, lane), metric, WHO);

/** A policy less off over the lanes it plays (equal weight, independent lanes). */
export const pairedPooled = (result: ExperimentResult, policy: Policy, metric = 'scoreA'): Estimate =>
  poolEstimates(LANES.filter((lane) => policiesOf(lane).includes(policy)).map((lane) => paired(result, policy, lane, metric)));

/** +1 clearly above 0, -1 clearly below, 0 the interval includes 0. */
export const sign = (e: Estimate): number => (interval(e)[0] > 0 ? 1 : interval(e)[1] < 0 ? -1 : 0);

const pp = (e: Estimate, noun = 'paired games') => formatPointsDifference(e.mean, interval(e), e.games, noun);
/** A difference in points of Elements per game. */
const points = (e: Estimate) => formatMeanDifference(e.mean, interval(e), e.games, 'points per game', 'paired games');

/**
 * Whether the option should be the heuristic player's default: only when it is
 * clearly better in the pooled score (the interval above 0) and clearly worse
 * with no example warband; otherwise it should not.
 */
export function verdict(result: ExperimentResult, policy: Policy): 'adopt' | 'keep-off' | 'unsettled' {
  const pooledSign = sign(pairedPooled(result, policy));
  const worseSomewhere = LANES.some((lane) => policiesOf(lane).includes(policy) && sign(paired(result, policy, lane)) < 0);
  if (pooledSign > 0 && !worseSomewhere) return 'adopt';
  if (pooledSign < 0) return 'keep-off';
  return 'unsettled';
}

/** The options each policy turns on. */
const OPTIONS_ON: Readonly<Record<Policy, readonly string[]>> = { off: [], feint: ['Feint'], rally: ['Rally'], both: ['Feint', 'Rally'] };

/** What the default player does with a policy it is not: "keeps Rally off", and what of the policy it plays. */
export function defaultNow(policy: Policy): string {
  const kept = OPTIONS_ON[DEFAULT_POLICY];
  const off = OPTIONS_ON[policy].filter((option) => !kept.includes(option));
  const shared = OPTIONS_ON[policy].filter((option) => kept.includes(option));
  return `the default player keeps ${off.join(' and ')} off${shared.length > 0 ? ` (it plays ${shared.join(' and ')} alone)` : ''}`;
}

function verdictWords(result: ExperimentResult, policy: Policy): string {
  const v = verdict(result, policy);
  if (v === 'adopt') {
    const lanes = LANES.filter((lane) => policiesOf(lane).includes(policy));
    const above = lanes.filter((lane) => sign(paired(result, policy, lane)) > 0).map((lane) => titleWords(lane[0]));
    const where = above.length === lanes.length ? 'clearly above off in every mirror' : `clearly above off in the ${above.join(' and ')} mirror${above.length === 1 ? '' : 's'}, level in the others`;
    const head = `${POLICY_NAMES[policy]} is clearly better pooled (${where}) and clearly worse with no warband: by this test it should be the heuristic player's default`;
    if (policy === DEFAULT_POLICY) return `${head}, and it is (\`heuristic\`; \`heuristic:feint=off\` is the player that never Feints)`;
    return `${head}. That is a change to every default game (the behaviour fixture and every Rattle and Rend report would change), and it was measured only against the player with neither in mirror matches, so it is left to the lead`;
  }
  // What the default does now, for the three verdicts that do not adopt the policy: per option,
  // since the default player has Feint on and Rally off, so "the default stays off" is true of Rally only.
  const now = policy === DEFAULT_POLICY ? 'yet the default player has it on: this test no longer supports that' : defaultNow(policy);
  if (v === 'keep-off') return `${POLICY_NAMES[policy]} is clearly worse: ${now}`;
  const worse = LANES.filter((lane) => policiesOf(lane).includes(policy) && sign(paired(result, policy, lane)) < 0).map((lane) => titleWords(lane[0]));
  if (sign(pairedPooled(result, policy)) > 0) return `${POLICY_NAMES[policy]} is clearly better pooled but clearly worse in the ${worse.join(' and ')} mirror: no case for making it the default; ${now}`;
  return `${POLICY_NAMES[policy]} is not told apart from off: no case for making it the default; ${now}`;
}

// ---- The answer -------------------------------------------------------------------------

function feintLines(result: ExperimentResult): string[] {
  const arms = armsOf(result, 'feint');
  return [
    `RR-158, Feint in play (the option side's score per game, win 1, draw 1/2, pooled over the four example warbands' mirror matches with equal weight, sides swapped; 95% intervals): the heuristic with Feint on (the default player) against the same player with it off, pair by pair on the same seeds, ${pp(pairedPooled(result, 'feint'))} of score and ${pp(pairedPooled(result, 'feint', 'winA'))} of wins; ${verdictWords(result, 'feint')}.`,
    `How often and how well: with the option on, ${showPerGame(arms, 'feints', 'Feints per game')} by the option side; of their Guile checks, ${results(arms, 'feint')}; ${share(arms, 'feintHazard', 'criticals')} of criticals put the target into Hazardous Terrain. Enemy points the option side removed ${points(pairedPooled(result, 'feint', 'removedByA'))}, points it lost ${points(pairedPooled(result, 'feint', 'removedByB'))}, against off.`,
  ];
}

function rallyLines(result: ExperimentResult): string[] {
  const arms = armsOf(result, 'rally');
  return [
    `RR-166, Rally in play (the three mirror matches of warbands with a Champion; the Ghostly Host has none): Rally on against off, ${pp(pairedPooled(result, 'rally'))} of score and ${pp(pairedPooled(result, 'rally', 'winA'))} of wins; ${verdictWords(result, 'rally')}.`,
    `How often and how well: with the option on, ${showPerGame(arms, 'rallies', 'Rallies declared per game')} by the option side; ${share(arms, 'rallyStopped', 'declared')} stopped by a Deny (the attacker's side paying 1 with no counter-spend); of the Guile checks rolled, ${results(arms, 'rally')} (a critical moves up to 5 points instead of 2). Enemy points the option side removed ${points(pairedPooled(result, 'rally', 'removedByA'))}, points it lost ${points(pairedPooled(result, 'rally', 'removedByB'))}, against off.`,
    `Both on against off (the same three mirror matches): ${pp(pairedPooled(result, 'both'))} of score; ${verdictWords(result, 'both')}.`,
  ];
}

function laneLines(result: ExperimentResult): string[] {
  const per = LANES.map((lane) => {
    const diffs = policiesOf(lane)
      .filter((p) => p !== REFERENCE)
      .map((p) => {
        const d = paired(result, p, lane);
        return `${POLICY_NAMES[p]} ${sign(d) > 0 ? 'above' : sign(d) < 0 ? 'below' : 'level'} (${pp(d)})`;
      });
    return `${titleWords(lane[0])} mirror: off scores ${showMean(armEstimate(armOf(result, armId(REFERENCE, lane)), 'scoreA'), 'per game')}, wins ${showShare(armEstimate(armOf(result, armId(REFERENCE, lane)), 'winA'))}; ${diffs.join(', ')}`;
  });
  return [`By warband (each policy against off, pair by pair; "level": the interval includes 0): ${per.join('. ')}.`];
}

function designLines(result: ExperimentResult): string[] {
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [
    `${groupThousands(games)} games in all, ${groupThousands(2 * (result.arms[0]?.trials ?? 0))} per arm, setup rolled (scenario, terrain, deployment); the opponent is always the same warband played by the reference player (heuristic:feint=off,rally=off, neither). Some Vampire Court mirror games have no decision to make (both Courts pay their Momentum away on tied Superiority bids: rules card, Players; how many is not counted here), so that lane's options can change fewer games. Shares are over the unit named (Feints, Rallies declared, Guile checks rolled), intervals from the ratio estimator over pairs of games (the two games of a pair share their dice).`,
    "What the option player does: a Feint made where it stands (one that moves first, listed under feint-move=move-first, keeps a fixed 0.03; the reference player values it at 0 and a Feint where it stands at 0.03, so it never Feints) is valued at the Guile check's chance of success times half the best attack the pushed enemy could make now on one of its Elements (a quarter when the enemy moves M or more and can come straight back) plus the change in the scenario's count with the enemy M further away (a held marker dropped); the critical's pull into Hazardous terrain is not counted. A Rally is valued, for a success (2 points) and a critical (5 points), at 0.8 of the attack each rallied ally gains on the attacker when the move brings it into reach (the engine moves allies in index order within the points, those in sight of the checked Element). The engine's Feint pushes straight away from the feinter and never into contact with an opposing Element (the critical's other option is not modelled); its Rally always moves toward the attacker, never toward the checked Element. The answer is about this player's use of them: a person who times a Feint or a Rally better could gain more.",
  ];
}

export function answer(result: ExperimentResult): string[] {
  return [...feintLines(result), ...rallyLines(result), ...laneLines(result), ...designLines(result)];
}

// ---- The experiment ---------------------------------------------------------------------

const base = matchExperiment(
  {
    id: 'rr-options-in-play',
    title: 'Feint and Rally in play: the heuristic player with each option on against off',
    question: 'When a player Feints and Rallies where its expected gain says so, how often do they come, how do they go, and does it win more than a player that never does?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Ten Actions › Standard Actions › Feint; Standard Reactions › Rally', catalogue: ['RR-158', 'RR-166'] },
    pairs: 700,
  },
  ARMS,
);

const kept = keepMetrics(base);

const METRICS = readingMetrics(READINGS, SHARE_RATIOS);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...METRICS },
  trial: optionsTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'scoreA', title: 'Score of the option side by policy and warband (mirror matches)' },
    { kind: 'forest', metric: 'scoreA', title: 'Score: each policy minus off, pair by pair on the same seeds' },
  ],
});
