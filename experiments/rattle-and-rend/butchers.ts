/**
 * Rattle and Rend RR-128 (004_c41133d86b017ece.txt, Tactics › Butchers: "The
 * loss of Dregs does not count towards the thresholds of making Morale checks
 * ..., but they impact Total Momentum as normal"): what is Butchers worth in
 * games?
 *
 * rr-options-tactics cannot rate Butchers (it is that tournament's no-op
 * partner: its warband has no Dregs). Here a warband with three Dregs
 * (illustrative, not a rulebook list: Champion (Spot Weakness), two Fighters,
 * Shooters, Skirmishers, three Dregs; 12 points, 8 Elements; Discipline, which
 * leaves Morale on, and Wary) takes Butchers against the same warband taking
 * Riders instead, which does nothing in a warband without Heavies (Riders
 * gives Heavies the Transport trait); both take Elites as their other Tactic.
 * So the two arms differ in Butchers alone. Opponents: the four example
 * warbands, each on its own lane of the stream; the two arms share each
 * opponent's seeds, so Butchers is compared pair by pair. Heuristic player on
 * both sides, setup rolled.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference, formatPointsDifference, groupThousands } from '../../src/report/format.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armById, armEstimate, interval, keepMetrics, pairedEstimate, poolEstimates, showMean, showShare, titleWords, warband, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');
const WHO = 'rr-butchers';

export const DREGS_ELEMENTS = 'champion(spot-weakness), fighters, fighters, shooters, skirmishers, dregs, dregs, dregs';
export const POLICIES = ['riders', 'butchers'] as const;
export type Policy = (typeof POLICIES)[number];
/** The reference: Riders, a no-op without Heavies. */
export const REFERENCE: Policy = 'riders';
export const sideOf = (policy: Policy): RrSide => warband(`Dregs warband with ${titleWords(policy)} (illustrative)`, { elements: DREGS_ELEMENTS, tactic1: policy, tactic2: 'elites' });

export const OPPONENTS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'] as const;
export type Opponent = (typeof OPPONENTS)[number];
export const armId = (policy: Policy, opponent: Opponent): string => `${policy}-vs-${opponent}`;
const variants = chooseGameVariants(game, []);

export const ARMS: MatchArm[] = OPPONENTS.flatMap((opponent) =>
  POLICIES.map((policy) => ({
    id: armId(policy, opponent),
    label: `${titleWords(policy)} vs ${titleWords(opponent)}`,
    coords: { tactic: titleWords(policy), opponent: titleWords(opponent) },
    params: { system: game.id, sideA: sideOf(policy), sideB: game.presets[opponent] as RrSide, agentA: 'heuristic', agentB: 'heuristic', variants },
    baseline: policy === REFERENCE ? null : armId(REFERENCE, opponent),
  })),
);

/** An arm's lane: its opponent's place in OPPONENTS. */
export const laneOf = (params: MatchParams): number => OPPONENTS.findIndex((id) => (game.presets[id] as RrSide).name === (params.sideB as RrSide).name);

const NO_READINGS = { start: () => {}, read: () => {} };
const trial = (params: MatchParams, root: Parameters<typeof playObservedPair>[1]) => playObservedPair(params, root, { ...NO_READINGS, skip: (p: MatchParams) => STREAM_WORDS * laneOf(p) });

// ---- The answer -------------------------------------------------------------------------

/** Butchers less Riders against one opponent, pair by pair; pooled over the four (independent lanes). */
export const paired = (result: ExperimentResult, opponent: Opponent, metric = 'scoreA'): Estimate => pairedEstimate(result, armId('butchers', opponent), armId(REFERENCE, opponent), metric, WHO);
export const pairedPooled = (result: ExperimentResult, metric = 'scoreA'): Estimate => poolEstimates(OPPONENTS.map((o) => paired(result, o, metric)));
const pooledOf = (result: ExperimentResult, policy: Policy, metric: string): Estimate => poolEstimates(OPPONENTS.map((o) => armEstimate(armById(result, armId(policy, o), WHO), metric)));

const pp = (e: Estimate) => formatPointsDifference(e.mean, interval(e), e.games, 'paired games');
const diff = (e: Estimate, unit: string) => formatMeanDifference(e.mean, interval(e), e.games, unit, 'paired games');
const sign = (e: Estimate) => (interval(e)[0] > 0 ? 1 : interval(e)[1] < 0 ? -1 : 0);

export function answer(result: ExperimentResult): string[] {
  const score = pairedPooled(result);
  const verdict = sign(score) > 0 ? 'clearly worth taking here' : sign(score) < 0 ? 'clearly worse than a Tactic that does nothing, which no rule explains: CHECK' : 'not told apart from a Tactic that does nothing';
  const per = OPPONENTS.map((o) => `${titleWords(o)} ${pp(paired(result, o))}`).join('; ');
  return [
    `RR-128, Butchers (the Dregs warband's score per game, win 1, draw 1/2, pooled over the four example warbands with equal weight, both sides played by the heuristic player, sides swapped; 95% intervals): Butchers against Riders (a no-op without Heavies), pair by pair on the same seeds, ${pp(score)}: Butchers is ${verdict}. By opponent: ${per}.`,
    // Each level with and without, then the paired change: a change printed where a level belongs reads as a negative count.
    // moraleA is 0/1 a game (did a Morale check come at all), so it is a share of games, not checks per game.
    `What it changes: a Morale check came for the Dregs warband in ${showShare(pooledOf(result, REFERENCE, 'moraleA'))} of games without Butchers and ${showShare(pooledOf(result, 'butchers', 'moraleA'))} with it, a paired change of ${pp(pairedPooled(result, 'moraleA'))}; points it lost to Morale ${showMean(pooledOf(result, REFERENCE, 'moraleLostA'), 'points per game')} without and ${showMean(pooledOf(result, 'butchers', 'moraleLostA'), 'points per game')} with, a paired change of ${diff(pairedPooled(result, 'moraleLostA'), 'points per game')}. Butchers acts only through Morale (Warband Morale: a check for every Element after the round a warband first falls to 6 or less, then 3 or less at a penalty), so its worth is bounded by what Morale costs a warband with Dregs, and grows with the share of its points in Dregs.`,
    `${groupThousands(result.arms.reduce((s, a) => s + 2 * a.trials, 0))} games, ${groupThousands(2 * (result.arms[0]?.trials ?? 0))} per arm, setup rolled. The warband is illustrative: three of its 12 points in Dregs, the most a 12-point list with a Champion, no Heavy (so that Riders does nothing) and at most 8 Elements can hold (without a Champion it can hold four; with a Heavy, four with a Champion and five without); a list with fewer Dregs has less for Butchers to leave out, a list with more has more.`,
  ];
}

// ---- The experiment ---------------------------------------------------------------------

const base = matchExperiment(
  {
    id: 'rr-butchers',
    title: 'Butchers: what leaving lost Dregs out of Morale is worth in games',
    question: 'What is Butchers worth to a warband with Dregs, against a Tactic that does nothing, and how much Morale does it save?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Five Tactics › Butchers; Gameplay › Warband Morale', catalogue: ['RR-128'] },
    pairs: 1200,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...keepMetrics(base, ['moraleA', 'moraleLostA', 'moraleCostA']),
  trial,
  answer,
  charts: [{ kind: 'forest', metric: 'scoreA', title: 'Score: Butchers minus Riders (a no-op), pair by pair on the same seeds' }],
});
