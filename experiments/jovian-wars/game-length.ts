/**
 * Jovian Wars JW-005 (002_f697cf6215cb147c.txt, Introduction): "the primary
 * focus of these rules is to create a fun and immersive game that can be
 * played in 3-4 hours competitively." The game counts what takes table time:
 * decisions (both players), activations, attack rolls, dice rolled and
 * opposed rolls per 7-turn game of the Introductory Scenario, at Skirmish
 * (150 TV, the skirmish-patrol presets), Engagement (250 TV, the battle-group
 * and strike-group presets) and Fleet Battle (500 TV, those fleets doubled,
 * built inline). Both sides are played by the heuristic player, in paired
 * games with the sides swapped.
 *
 * Hours come only from a stated time model a designer can change without
 * editing: `--set secondsPerDecision=20 --set secondsPerRoll=15
 * --set secondsPerOpposedRoll=20 --set secondsPerActivation=45` (the defaults
 * below are assumptions, not measurements: time a real game to replace them).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatEstimate, formatMean, shown } from '../../src/report/format.ts';

/** The time model (seconds): each decision, each attack roll (pick dice, roll, read sets), the extra for the second pool of an opposed roll, and each activation's movement and measuring. */
export const TIME_MODEL = { secondsPerDecision: 20, secondsPerRoll: 15, secondsPerOpposedRoll: 20, secondsPerActivation: 45 } as const;
const CLAIM_HOURS = [3, 4] as const;

const game = findGame('jovian-wars');
const variants = chooseGameVariants(game, []);
const FLEET_500 = [
  { name: 'CEGA Fleet (500 TV: the Battle Group doubled)', faction: 'cega', tv: 500, units: 'uller x2, wyvern x2, tengu x2, cega-exo-armor-squadron x8, cega-fighter-squadron x8' },
  { name: 'Jovian Fleet (500 TV: the Strike Group doubled)', faction: 'jovian', tv: 500, units: 'alexander x2, valiant x2, javelin x2, pathfinder x10, jovian-fighter-squadron x6' },
] as const;

function match(a: MatchParams['sideA'], b: MatchParams['sideB']): MatchParams {
  return { system: game.id, sideA: a, sideB: b, agentA: 'heuristic', agentB: 'heuristic', variants };
}

export const LEVELS = [
  { tv: 150, a: loadSide(game, 'preset:cega-skirmish-patrol'), b: loadSide(game, 'preset:jovian-skirmish-patrol') },
  { tv: 250, a: loadSide(game, 'preset:cega-battle-group'), b: loadSide(game, 'preset:jovian-strike-group') },
  { tv: 500, a: FLEET_500[0], b: FLEET_500[1] },
];

const arms: MatchArm[] = LEVELS.map((level) => ({
  id: `tv${level.tv}`,
  label: `${level.tv} TV`,
  params: match(level.a, level.b),
  coords: { tv: level.tv },
}));

export type TimeModel = { -readonly [K in keyof typeof TIME_MODEL]: number };

export function timeModel(result: ExperimentResult): TimeModel {
  const model = { ...TIME_MODEL } as TimeModel;
  for (const key of Object.keys(model) as (keyof TimeModel)[]) if (result.sets[key] !== undefined) model[key] = Number(result.sets[key]);
  return model;
}

type Bound = 0 | 1 | 'mean';
const count = (arm: ArmResult, id: string, at: Bound) => {
  const m = arm.metrics[id] as MeanMetric;
  return at === 'mean' ? m.mean : m.ci[at];
};

/** Hours of one game under the time model, at the mean or at an interval bound of the counts. Hours are linear in the counts, so the interval of the hours comes from each count's interval (conservative: the counts' errors are taken as moving together). */
export function hours(arm: ArmResult, model: TimeModel, at: Bound): number {
  return (count(arm, 'decisions', at) * model.secondsPerDecision + count(arm, 'rolls', at) * model.secondsPerRoll + count(arm, 'opposedRolls', at) * model.secondsPerOpposedRoll + count(arm, 'activations', at) * model.secondsPerActivation) / 3600;
}

/** Where the hours' interval lies against the 3-4 hour claim. */
export function hoursVerdict(arm: ArmResult, model: TimeModel): string {
  const [low, high] = [hours(arm, model, 0), hours(arm, model, 1)];
  if (!Number.isFinite(low) || !Number.isFinite(high)) return 'undecided (too few games for an interval)';
  if (high < CLAIM_HOURS[0]) return 'under 3 hours';
  if (low > CLAIM_HOURS[1]) return 'over 4 hours';
  if (low >= CLAIM_HOURS[0] && high <= CLAIM_HOURS[1]) return 'within 3-4 hours';
  return 'on the edge of the 3-4 hour window';
}

function answer(result: ExperimentResult): string[] {
  const model = timeModel(result);
  const m = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
  const hoursAt = (arm: ArmResult, at: Bound) => hours(arm, model, at);
  const games = (arm: ArmResult) => 2 * arm.trials;
  const est = (arm: ArmResult, id: string) => formatEstimate(m(arm, id).mean, m(arm, id).ci);
  const verdict = (arm: ArmResult) => hoursVerdict(arm, model);
  const line = (arm: ArmResult) =>
    `${arm.label}: ${shown(hoursAt(arm, 'mean'), 1)} h (${shown(hoursAt(arm, 0), 1)} to ${shown(hoursAt(arm, 1), 1)}), ${verdict(arm)}, from ${formatMean(m(arm, 'decisions').mean, m(arm, 'decisions').ci, games(arm), 'decisions', 'games')}, ${est(arm, 'activations')} activations, ${est(arm, 'rolls')} rolls, ${est(arm, 'diceRolled')} dice rolled, ${est(arm, 'opposedRolls')} opposed rolls, ${est(arm, 'length')} of 7 turns played`;
  const inWindow = result.arms.filter((arm) => verdict(arm) === 'within 3-4 hours').map((arm) => arm.label);
  // The hours added per 100 TV from the smallest to the largest fleet. Its interval takes each end's hours at the far
  // ends of their intervals (the two fleets are separate arms), so it holds at 95% or more.
  const perHundred = (() => {
    const [small, large] = [result.arms[0], result.arms[result.arms.length - 1]];
    const tv = (arm: ArmResult) => Number(arm.coords?.tv);
    const per = (tv(large) - tv(small)) / 100;
    return { mean: (hoursAt(large, 'mean') - hoursAt(small, 'mean')) / per, ci: [(hoursAt(large, 0) - hoursAt(small, 1)) / per, (hoursAt(large, 1) - hoursAt(small, 0)) / per] as const };
  })();
  return [
    `With the stated time model the claim holds at ${inWindow.length > 0 ? inWindow.join(' and ') : 'no fleet size'}: ${result.arms.map(line).join('; ')} (heuristic player both sides, 95% intervals).`,
    `Each 100 TV adds ${formatEstimate(perHundred.mean, perHundred.ci)} h (from the smallest fleet to the largest; an interval of 95% or more). Time model (assumed, change with --set): ${model.secondsPerDecision} s per decision, ${model.secondsPerRoll} s per attack roll, ${model.secondsPerOpposedRoll} s more per opposed roll, ${model.secondsPerActivation} s of movement and measuring per activation; timing one real game per size would replace these guesses.`,
    'The counts are those of the games played here: the Introductory Scenario at its default readings (no terrain), the heuristic player\'s choices (it seldom takes the slow special actions: it boarded in 3 of the 220 heuristic games of the behaviour fixture\'s settings, 4 Boards in all) and deployment placed by the engine rather than debated, so real games take longer than counted; decisions counted are the heuristic\'s, including single-option ones; jw-second-strength counts them again with the one-ply greedy player on both sides and says whether the verdict holds.',
  ];
}

const base = matchExperiment(
  {
    id: 'jw-game-length',
    title: 'Does Jovian Wars fit in 3-4 hours? Decisions and dice per game by fleet size',
    question: 'Can a game be played in 3-4 hours competitively, at 150, 250 and 500 TV?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Introduction', catalogue: ['JW-005'] },
    pairs: 40,
  },
  arms,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: base.metrics,
  data: { ...TIME_MODEL },
  // Eight pairs per chunk: a 500-TV game is slow, and the quick CI run then plays two pairs per size.
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'sweep', metric: 'decisions', x: 'tv', title: 'Decisions per game by fleet size' },
    { kind: 'sweep', metric: 'rolls', x: 'tv', title: 'Attack rolls per game by fleet size' },
    { kind: 'sweep', metric: 'diceRolled', x: 'tv', title: 'Dice rolled per game by fleet size' },
  ],
});
