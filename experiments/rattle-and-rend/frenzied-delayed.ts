/**
 * Rattle and Rend RR-020 (004_c41133d86b017ece.txt, Game Setup › Delayed
 * Deployment, "OVERLAP WITH FRENZIED"): "The Frenzied Reputation also has a
 * player keep points off the board when the game begins. How do these two
 * rules interact?" Under Delayed Deployment (d20 8-13) each side sets aside
 * 5-7 points; Frenzied makes its enemy hold back 1/3 of what would deploy. The
 * Vampire Court (the example warband that takes Frenzied) against the Dwarven
 * Throng, both played by the heuristic player, with the two stacking (the
 * engine's default) or Frenzied adding nothing under Delayed Deployment
 * (variant frenzied-delayed=exclusive), paired game by game. The reading only
 * matters in games that roll Delayed Deployment, so the effect per game is
 * diluted by the games that do not. The greedy player's check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange, shown } from '../../src/report/format.ts';

/** Delayed Deployment is d20 8-13, shared with Side (4-9) and Close (12-17) on 8-9 and 12-13, where Player A chooses: 10-11 only. */
const DELAYED_ONLY = 2 / 20;
const DELAYED_POSSIBLE = 6 / 20;

function answer(result: ExperimentResult): string[] {
  const [stack, exclusive] = result.arms;
  const d = exclusive.vsBaseline!.scoreA;
  const score = stack.metrics.scoreA as MeanMetric;
  const verdict =
    d.ci[1] < 0
      ? 'the interaction matters: reading the two as exclusive clearly costs the Frenzied side'
      : d.ci[0] > 0
        ? 'the interaction matters, oddly in favour of the exclusive reading'
        : 'the two readings are not shown to differ in play';
  return [
    `For the Vampire Court (Frenzied) against the Dwarven Throng, ${verdict}: ${pairedChange(d, exclusive.trials, 'per game')} over all games (stacking: ${formatMean(score.mean, score.ci, 2 * stack.trials, 'per game', 'games')}); Delayed Deployment comes up in ${shown(100 * DELAYED_ONLY, 0)}-${shown(100 * DELAYED_POSSIBLE, 0)}% of games (exact, from the d20 Deployment table: ${Math.round(20 * DELAYED_ONLY)} of 20 faces give only Delayed Deployment, ${Math.round(20 * DELAYED_POSSIBLE)} of 20 allow it where rows overlap), so the effect inside those games is roughly ${shown(1 / DELAYED_POSSIBLE, 1)}-${shown(1 / DELAYED_ONLY, 1)} times larger.`,
    `Points the Throng loses per game: ${pairedChange(exclusive.vsBaseline!.removedByA, exclusive.trials, 'points')}; game length ${pairedChange(exclusive.vsBaseline!.length, exclusive.trials, 'rounds')}. Under Delayed Deployment, stacking leaves the Throng about 3-5 of its 12 points on the board at the start (5-7 set aside, then 1/3 of the rest held back), exclusive 5-7.`,
    'Whatever the numbers, the rulebook should answer its own question: Delayed Deployment\'s "Overlap with Frenzied" asks "How do these two rules interact?" and leaves it blank, while Frenzied\'s text reads as stacking ("1/3rd of their warband that would otherwise be placed on the board"; "Consider the count of 1/3rd of their warband to apply only to those they would deploy"). The per-game statistics do not yet split games by deployment, so the conditional effect above is an estimate (engine statistic needed: the deployment rolled).',
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'rr-frenzied-delayed',
    title: 'Delayed Deployment and Frenzied: stack or exclusive?',
    question: 'How do Delayed Deployment and the Frenzied Reputation interact when both keep points off the board at the start?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Game Setup › Delayed Deployment (Overlap with Frenzied)', catalogue: ['RR-020'] },
    system: 'rattle-and-rend',
    a: { side: 'preset:vampire-court', agent: 'heuristic' },
    b: { side: 'preset:dwarven-throng', agent: 'heuristic' },
    pairs: 4000,
    variants: ['frenzied-delayed'],
  }),
  answer,
});
