/**
 * Rattle and Rend RR-098 (004_c41133d86b017ece.txt, Gameplay › Initiative
 * Phase: "Each player will SECRETLY BID 0-5 MOMENTUM POINTS TO WIN
 * INITIATIVE"): what is a bid worth, and which bidding policy does best?
 *
 * The catalogue asks for the equilibrium bid distribution. What games can
 * give honestly here is a sweep of bidding policies against one fixed
 * opponent, the default heuristic player (bids 1 with a strong attack ready
 * and more than 3 Momentum, else 0), and so that player's best response
 * among them: not an equilibrium, which would need every policy against every
 * other (the text says so). The option side plays the heuristic with the
 * setting `bid=zero|one|two|three` (ai.ts: the same bid every Initiative
 * Phase, re-bids after ties too, as far as its Momentum allows; every other
 * decision the default player's), against the default in the mirror matches
 * of the three example warbands that bid (not the Vampire Court: Superiority), each policy on the same seeds as the default
 * (paired), each lane its own part of the stream, setup rolled.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference, formatPointsDifference, groupThousands, shown } from '../../src/report/format.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armById, armEstimate, differenceBound, interval, keepMetrics, pairedEstimate, poolEstimates, showMean, titleWords, type Estimate } from './_options.ts';
import { armId, laneArms, laneIn, type Lane } from './heuristic-gaps.ts';

const game = findGame('rattle-and-rend');

export const POLICIES = ['ready', 'zero', 'one', 'two', 'three'] as const;
const POLICY_NAMES: Readonly<Record<string, string>> = { ready: 'the default (1 with a strong attack ready, else 0)', zero: 'always 0', one: 'always 1', two: 'always 2', three: 'always 3' };
/** The example warbands that bid: the Vampire Court's Superiority bids an open 3 for 1 (Bonds › Superiority), no policy of its own. */
export const BIDDERS = Object.keys(game.presets).filter((id) => (game.presets[id] as RrSide).bond !== 'superiority');
export const LANES: readonly Lane[] = BIDDERS.map((id) => ({ id, item: 'RR-098', setting: 'bid', values: POLICIES, sideA: game.presets[id] as RrSide, sideB: game.presets[id] as RrSide }));
export const ARMS = laneArms(LANES);

const OBSERVER: PairObserver = { skip: (params) => STREAM_WORDS * laneIn(LANES, params), start: () => {}, read: () => {} };
export const bidsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

const WHO = 'rr-initiative-bids';
const paired = (result: ExperimentResult, lane: Lane, policy: string, metric = 'scoreA'): Estimate => pairedEstimate(result, armId(lane, policy), armId(lane, 'ready'), metric, WHO);
const pooled = (result: ExperimentResult, policy: string, metric = 'scoreA'): Estimate => poolEstimates(LANES.map((lane) => paired(result, lane, policy, metric)));
const pp = (e: Estimate) => formatPointsDifference(e.mean, interval(e), e.games, 'paired games');
const sign = (e: Estimate): number => (interval(e)[0] > 0 ? 1 : interval(e)[1] < 0 ? -1 : 0);
/** A policy's own level of `metric`, pooled over the lanes with equal weight (independent lanes), with its interval. */
const levelOf = (result: ExperimentResult, policy: string, metric: string): Estimate => poolEstimates(LANES.map((lane) => armEstimate(armById(result, armId(lane, policy), WHO), metric)));
/** "5.4 Momentum a game (5.0 to 5.9, 1,200 games)"; a bid the same in every game (always 0 bids nothing) is exact, not an interval of zero width. */
function bidShown(result: ExperimentResult, policy: string): string {
  const e = levelOf(result, policy, 'bidA');
  return e.se === 0 ? `${shown(e.mean, 1)} Momentum a game (exact: the same in all ${groupThousands(e.games)} games)` : showMean(e, 'Momentum a game');
}

/**
 * Each step up the fixed bids (always 0 to always 1, ...): the higher bid's pooled difference from the default less
 * the lower one's. Both are paired with the same default games, so their correlation is unknown: the interval adds
 * the two intervals' ends (differenceBound), at least 95% whatever it is.
 */
function steps(result: ExperimentResult, fixed: readonly string[]): { from: string; to: string; d: { mean: number; ci: [number, number] } }[] {
  const bounded = (p: string) => ({ mean: pooled(result, p).mean, ci: interval(pooled(result, p)) });
  return fixed.slice(1).map((to, i) => ({ from: fixed[i], to, d: differenceBound(bounded(to), bounded(fixed[i])) }));
}

/** "the higher the fixed bid the worse" only when every step is clearly below 0; otherwise the steps not told apart are named. */
function trend(result: ExperimentResult, fixed: readonly string[]): string {
  const all = steps(result, fixed);
  const games = pooled(result, fixed[0]).games;
  const each = all.map((s) => `${POLICY_NAMES[s.from]} to ${POLICY_NAMES[s.to]} ${formatPointsDifference(s.d.mean, s.d.ci, games, 'paired games')}`).join('; ');
  const unclear = all.filter((s) => !(s.d.ci[1] < 0)).map((s) => `${POLICY_NAMES[s.from]} to ${POLICY_NAMES[s.to]}`);
  const verdict = unclear.length === 0 ? 'the higher the fixed bid the worse, every step clearly' : `a higher fixed bid is not clearly worse at every step (${unclear.join(', ')} not told apart)`;
  return `${verdict}: each step up, the higher bid's difference from the default less the lower one's, ${each} (intervals at least 95% whatever the two differences' correlation, the ends added)`;
}

export function answer(result: ExperimentResult): string[] {
  const fixed = POLICIES.filter((p) => p !== 'ready');
  const lines = fixed.map((p) => {
    const d = pooled(result, p);
    return `${POLICY_NAMES[p]} ${pp(d)} of score (${sign(d) > 0 ? 'clearly better' : sign(d) < 0 ? 'clearly worse' : 'not told apart'}; bids ${bidShown(result, p)}, ${formatMeanDifference(pooled(result, p, 'bidA').mean, interval(pooled(result, p, 'bidA')), pooled(result, p, 'bidA').games, 'Momentum', 'paired games')} against the default)`;
  });
  const better = fixed.filter((p) => sign(pooled(result, p)) > 0);
  const notWorse = fixed.filter((p) => sign(pooled(result, p)) === 0);
  const best = better.length ? `the best response among these to the default player is ${better.map((p) => POLICY_NAMES[p]).join(' or ')}, clearly above it` : `no fixed bid beats the default player's own policy clearly${notWorse.length ? ` (${notWorse.map((p) => POLICY_NAMES[p]).join(', ')} not told apart from it)` : ''}, so no policy in the sweep beats its bidding`;
  const lanes = LANES.map((lane) => `${titleWords(lane.id)}: ${fixed.map((p) => `${POLICY_NAMES[p]} ${pp(paired(result, lane, p))}`).join(', ')}`);
  return [
    `RR-098, bidding policies against the default heuristic player (the option side's score per game, win 1, draw 1/2, pooled over the mirror matches of the three example warbands that bid (the Vampire Court's Superiority always bids an open 3 for 1) with equal weight, pair by pair on the same seeds as the default policy; 95% intervals; the default bids ${bidShown(result, 'ready')}): ${lines.join('; ')}. So ${best}. Between the fixed bids, ${trend(result, fixed)}.`,
    `By warband: ${lanes.join('. ')}.`,
    `Not an equilibrium: only the option side's policy moves, the opponent always bids the default way; an equilibrium would need each policy against each (a matrix of ${POLICIES.length} x ${POLICIES.length} policies per warband) and mixed bids. Bids above 3 are not swept: the Momentum bid is gone for the round's actions and reactions, and already 3 measures the trend. ${groupThousands(result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0))} games in all, ${groupThousands(2 * (result.arms[0]?.trials ?? 0))} per arm, setup rolled.`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-initiative-bids',
    title: 'Initiative bids: fixed bidding policies against the heuristic player',
    question: 'What does bidding Momentum for initiative win, and which of a sweep of bidding policies does best against the default player?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Gameplay › Initiative Phase', catalogue: ['RR-098'] },
    pairs: 200,
  },
  ARMS,
);

const kept = keepMetrics(base, ['tiedBids', 'tieDrainA']);

export default defineExperiment<MatchParams>({
  ...kept,
  trial: bidsTrial,
  answer,
  charts: [{ kind: 'forest', metric: 'scoreA', title: 'Score: each fixed bid minus the default policy, pair by pair' }],
});
