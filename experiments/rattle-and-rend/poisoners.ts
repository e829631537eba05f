/**
 * Rattle and Rend RR-007 (004_c41133d86b017ece.txt, Tactics › Poisoners, pink
 * box): would it be "as powerful (not more or less) to just have the Poisoners
 * Tactic force targets to make Will Checks from attacks ... at a penalty?" The
 * Vampire Court (the example warband that takes Poisoners) against the
 * Dwarven Throng, both played by the heuristic player, with Poisoners as
 * written and as the simpler rule, paired game by game. "As powerful" is
 * claimed only if the whole interval of the change lies within +/-0.03 points
 * per game (an equivalence margin a designer can change here).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, shown } from '../../src/report/format.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { EQUIVALENCE_MARGIN, withinMargin } from './_options.ts';

/** Exact P(removed) for Fighters attacking Fighters with Poisoners under a reading (the attack pipeline). */
function removal(reading: string): number {
  const attack = rattleAndRendAttack.compile({ attacker: 'fighters', target: 'fighters', tactic: ['poisoners'] }, { poisoners: reading });
  return summariseExact(attack.model, attack.exact()).outcomes.removed;
}


function answer(result: ExperimentResult): string[] {
  const [asWritten, simpler] = result.arms;
  const d = simpler.vsBaseline!.scoreA;
  const score = asWritten.metrics.scoreA as MeanMetric;
  // A zero-width interval (every pair changed alike) comes from too few pairs, not from certainty.
  const verdict = !(d.ci[1] > d.ci[0])
    ? 'not yet judged: every pair changed by the same amount, too few pairs to say'
    : withinMargin(d.ci)
      ? `as powerful: the whole interval lies within +/-${EQUIVALENCE_MARGIN}`
      : d.ci[0] > 0
        ? 'more powerful'
        : d.ci[1] < 0
          ? 'less powerful'
          : `not shown to be as powerful: the interval reaches beyond +/-${EQUIVALENCE_MARGIN}; more games would settle it`;
  return [
    `In play, the simpler Poisoners ("every Will check from your attacks at a penalty") is ${verdict}: it changes the Vampire Court's score against the Dwarven Throng by ${formatMeanDifference(d.diff, d.ci, simpler.trials, 'per game', 'pairs')} (as written: ${formatMean(score.mean, score.ci, 2 * asWritten.trials, 'per game', 'games')}).`,
    `Per attack the simpler rule is stronger: Fighters attacking Fighters remove ${shown(removal('will-penalty'), 4)} against ${shown(removal('as-written'), 4)} as written (exact, \`playtest attack rattle-and-rend --attacker fighters --target fighters --tactic poisoners --variant poisoners=will-penalty\`); whole games dilute that edge.`,
    'One matchup; rr-options-tactics ranks every Tactic, and rr-rules-greedy replays this comparison with the one-ply greedy player on both sides (few pairs: it can show a verdict that flips, rarely confirm a small one).',
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'rr-poisoners',
    title: 'Poisoners: as written vs "Will checks at a penalty"',
    question: 'Is the simpler Poisoners rule as powerful as the current one, not more or less?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Poisoners', catalogue: ['RR-007'] },
    system: 'rattle-and-rend',
    a: { side: 'preset:vampire-court', agent: 'heuristic' },
    b: { side: 'preset:dwarven-throng', agent: 'heuristic' },
    pairs: 1500,
    variants: ['poisoners'],
  }),
  answer,
});
