/**
 * Jagged Shards JS-026 and JS-020 (000_9659637e2373f14e.txt, Objectives and
 * Round Victory): Objective Victory Value is scored either once, on first
 * capture, or every round while held (the worked example implies every round),
 * and five rounds where tied rounds score nothing invite draws. Illustrative
 * forces (the rulebook has no profiles), both sides played by the heuristic
 * player, the same seeds under both readings.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { drawShare } from '../../src/sim/match/drawShare.ts';
import { formatMean, formatMeanDifference, formatProportion } from '../../src/report/format.ts';

function answer(result: ExperimentResult): string[] {
  const [everyRound, firstCapture] = result.arms;
  const tied = (arm: ArmResult) => arm.metrics.tiedRounds as MeanMetric;
  const draws = [everyRound, firstCapture].map(drawShare);
  const d = firstCapture.vsBaseline!.tiedRounds;
  return [
    `Scoring objectives only on first capture instead of every round changes the number of tied rounds by ${formatMeanDifference(d.diff, d.ci, firstCapture.trials, 'per battle', 'pairs')} (every round: ${formatMean(tied(everyRound).mean, tied(everyRound).ci, tied(everyRound).n * 2, 'tied rounds per battle', 'battles')}).`,
    `Draws: ${formatProportion(draws[0].p, draws[0].ci, draws[0].games, 'battles')} scoring every round, ${formatProportion(draws[1].p, draws[1].ci, draws[1].games, 'battles')} on first capture.`,
    'Profiles are illustrative (the rulebook prints none): rerun with a codex\'s forces to confirm. The same comparison at a second agent strength (the one-ply greedy player with sampled dice, both sides) is in js-second-strength.',
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'js-objective-scoring',
    title: 'Objective scoring: every round while held vs once on first capture',
    question: 'Which objective scoring makes a better battle: how many rounds end tied, and how often does the battle end drawn?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Objectives › Victory Value; Round Victory', catalogue: ['JS-026', 'JS-020'] },
    system: 'jagged-shards',
    a: { side: 'preset:colonial-strike-force', agent: 'heuristic' },
    b: { side: 'preset:martian-warband', agent: 'heuristic' },
    pairs: 400,
    variants: ['objective-scoring'],
  }),
  answer,
});
