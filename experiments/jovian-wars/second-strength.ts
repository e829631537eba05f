/**
 * Jovian Wars: do the game-level verdicts hold with a different player? Issue
 * 11 asks every game-level verdict to be checked at two agent strengths. The
 * second player is the one-ply greedy player with 4 sampled dice resolutions
 * per action (`greedy:rolls=4`): with the CEGA Battle Group against the Jovian
 * Strike Group it won 15 of 16 games against random play and lost 22 of 24
 * to the heuristic (measured with `playtest match`, seed 3), at about the
 * heuristic's cost per game.
 *
 * It replays, on the same seeds as the heuristic arms beside it: the three
 * fleet sizes of jw-game-length (is a game 3-4 hours under the same time
 * model?), and the Battle Group against the Strike Group under the readings
 * that moved length or score most in the heuristic's jw-variant-sensitivity run
 * (150 pairs a reading: deployment=escalating and traits=traits-2 the score,
 * armor=macro the length, trait-snub=traits-2 the score) and the two
 * blank tables the dice-level experiments show matter most per roll
 * (opposed=one-set, jw-opposed-readings; squadron-damage=1-3-5,
 * jw-squadron-damage), each against the default readings. The other Jovian
 * Wars experiments are dice-level and exact: no player involved.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { armsAtStrengths, atStrengths, chartsAtStrengths, checkAtStrengths, pairedReading, strengthSummary, type AgentStrength } from '../../src/sim/match/strengths.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { formatMean, shown } from '../../src/report/format.ts';
import { hours, hoursVerdict, LEVELS, TIME_MODEL, timeModel } from './game-length.ts';
import { REPLAYED_READINGS } from './_replayedReadings.ts';

const GREEDY: AgentStrength = { id: 'greedy', label: 'the one-ply greedy player (4 sampled dice resolutions per action)', agent: 'greedy:rolls=4' };
const STRENGTHS: readonly AgentStrength[] = [{ id: 'heuristic', label: 'the heuristic player' }, GREEDY];

const game = findGame('jovian-wars');
const READINGS = REPLAYED_READINGS;
const id = (reading: string) => reading.replace('=', '-');

function match(level: (typeof LEVELS)[number], variants: readonly string[] = []): MatchParams {
  return { system: game.id, sideA: level.a, sideB: level.b, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, variants) };
}

const ENGAGEMENT = LEVELS.find((level) => level.tv === 250)!;
const base: MatchArm[] = [
  // 250 TV first: the Battle Group against the Strike Group under the default readings, the readings' baseline.
  ...[...LEVELS].sort((x, y) => Number(y.tv === 250) - Number(x.tv === 250)).map((level) => ({ id: `tv${level.tv}`, label: `${level.tv} TV`, params: match(level), coords: { question: 'jw-game-length', tv: level.tv }, baseline: null })),
  ...READINGS.map(([reading, question]) => ({ id: id(reading), label: reading, params: match(ENGAGEMENT, [reading]), coords: { question }, baseline: 'tv250' })),
];

/** The game-length verdict as a reading: hours under the time model, and the verdict only where the interval is on one side of the window. */
function hoursReading(result: ExperimentResult) {
  const model = timeModel(result);
  return (arm: ArmResult) => {
    const verdict = hoursVerdict(arm, model);
    const decisions = arm.metrics.decisions as MeanMetric;
    return {
      text: `${shown(hours(arm, model, 'mean'), 1)} h (${shown(hours(arm, model, 0), 1)} to ${shown(hours(arm, model, 1), 1)}), ${formatMean(decisions.mean, decisions.ci, 2 * arm.trials, 'decisions', 'games')}`,
      verdict: verdict.startsWith('undecided') || verdict.startsWith('on the edge') ? '' : verdict,
    };
  };
}

function answer(result: ExperimentResult): string[] {
  const length = checkAtStrengths(result, STRENGTHS, LEVELS.map((level) => `tv${level.tv}`), hoursReading(result), 'on the edge of 3-4 hours');
  const ids = READINGS.map(([reading]) => id(reading));
  const turns = checkAtStrengths(result, STRENGTHS, ids, pairedReading('length', 'turns', ['longer', 'shorter']), 'no clear change');
  const score = checkAtStrengths(result, STRENGTHS, ids, pairedReading('scoreA', 'points', ['CEGA higher', 'CEGA lower']), 'no clear change');
  const named: [string, typeof length][] = [
    ['3-4 hours (jw-game-length)', length],
    ['readings, game length', turns],
    ['readings, CEGA score', score],
  ];
  const pairs = result.arms[0].trials;
  const lines = (c: { line: string }[]) => c.map((x) => x.line).join('; ');
  const engagement = armsAtStrengths(result, STRENGTHS, 'tv250').map((arm) => arm.metrics.scoreA as MeanMetric);
  const turns250 = armsAtStrengths(result, STRENGTHS, 'tv250').map((arm) => arm.metrics.length as MeanMetric);
  return [
    strengthSummary(GREEDY, named, pairs),
    `Hours per game by fleet size under jw-game-length's time model (${TIME_MODEL.secondsPerDecision} s per decision and so on, change with --set): ${lines(length)}. Hours follow the decisions and rolls the players make, so a player that attacks more or less moves them.`,
    `Readings against the defaults (Battle Group vs Strike Group, 250 TV), game length in turns: ${lines(turns)}.`,
    `CEGA's score: ${lines(score)} (for scale, CEGA scores ${STRENGTHS.map((s, i) => `${formatMean(engagement[i].mean, engagement[i].ci, 2 * pairs, '', 'games')} with ${s.id}`).join(' and ')} under the defaults).`,
    `Game length under the defaults: ${STRENGTHS.map((s, i) => `${formatMean(turns250[i].mean, turns250[i].ci, 2 * pairs, 'turns', 'games')} with ${s.id}`).join(', ')}; a game of seven turns leaves little room for a reading to change its length, so CEGA's score is the sharper test.`,
  ];
}

const spec = matchExperiment(
  {
    id: 'jw-second-strength',
    title: 'Jovian Wars verdicts at a second agent strength (greedy, 4 sampled rolls)',
    question: 'Do the game-length (3-4 hours) verdicts and the rule readings that matter hold when both sides are played by the one-ply greedy player instead of the heuristic?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Introduction; Traits (both chapters); Dice System › Opposed Roll; Damage › Squadron Damage', catalogue: ['JW-005', 'JW-029', 'JW-022', 'JW-023'] },
    pairs: 320,
  },
  atStrengths(base, STRENGTHS),
);

export default defineExperiment<MatchParams>({
  ...spec,
  metrics: spec.metrics,
  data: { ...TIME_MODEL },
  // Four pairs per chunk: the quick CI run then plays one pair per arm.
  chunkSize: 4,
  answer,
  charts: chartsAtStrengths([{ kind: 'forest', metric: 'scoreA', title: "CEGA's score: each reading minus the defaults" }, { kind: 'forest', metric: 'decisions', title: 'Decisions per game: each arm minus 250 TV under the defaults' }], STRENGTHS),
});
