/**
 * Rattle and Rend RR-050 (004_c41133d86b017ece.txt, Appendix › Change Log vs
 * Standard Reactions › Heavies): the change log says "the Heavy's
 * "Intimidate" reaction ... have been removed", yet "HEAVIES: INTIMIDATE
 * Reaction" is still printed (a successful Fury check stops the triggering
 * action). The Ghostly Host (two Colossal Heavies) against the Vampire Court
 * (no Heavy), so only one side's Heavies gain or lose it, both played by the
 * heuristic player, with Intimidate present and removed (variant intimidate),
 * paired game by game. How often one Intimidate cancels its action is exact,
 * from the check kernel. The greedy player's check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, pairedChange, shown } from '../../src/report/format.ts';
import { checkProbabilities } from '../../src/systems/rattle-and-rend/check.ts';
import { PROFILES, HEAVY } from '../../src/systems/rattle-and-rend/rules.ts';

function answer(result: ExperimentResult): string[] {
  const [present, removed] = result.arms;
  const d = removed.vsBaseline!.scoreA;
  const score = present.metrics.scoreA as MeanMetric;
  const fury = PROFILES[HEAVY].fury;
  const [fail, success, critical] = checkProbabilities(fury, 0, 0, 'cancel');
  const cancels = success + critical;
  const worth =
    d.ci[1] < 0
      ? `Intimidate is worth ${formatMeanDifference(-d.diff, [-d.ci[1], -d.ci[0]], removed.trials, 'points per game', 'pairs')} to the Ghostly Host's Heavies: removing it, as the change log says, clearly weakens them`
      : d.ci[0] > 0
        ? `Removing Intimidate clearly helps the Ghostly Host (${pairedChange(d, removed.trials, 'per game')}): the heuristic pays Momentum for it that is better spent on actions`
        : `Removing Intimidate, as the change log says, makes no clear difference to the Ghostly Host against the Vampire Court: ${pairedChange(d, removed.trials, 'per game')}`;
  const reactions = present.metrics.reactionsA as MeanMetric;
  return [
    `${worth} (present, as printed: ${formatMean(score.mean, score.ci, 2 * present.trials, 'per game', 'games')}; heuristic player on both sides).`,
    `Each Intimidate cancels its action with probability ${shown(100 * cancels, 1)}% (exact: Fury ${fury}+ on 2d20 fails ${shown(100 * fail, 2)}%, and ${shown(100 * critical, 1)}% are criticals that also reposition the enemy); in play the Host declares ${formatMean(reactions.mean, reactions.ci, 2 * present.trials, 'reactions per game', 'games')} with it, and removing it changes that by ${pairedChange(removed.vsBaseline!.reactionsA, removed.trials, 'reactions per game')} and the Vampire Court's reactions by ${pairedChange(removed.vsBaseline!.reactionsB, removed.trials, 'per game')}.`,
    `The rulebook must say which text stands; ${d.ci[1] < 0 ? 'if the designer removes it, Heavies lose that value and their 3-point cost may need a look' : d.ci[0] > 0 ? 'removing it (the change log) both simplifies play and frees the Heavy side\'s Momentum' : 'the game result is not shown to depend on it, so removing it (the change log) simplifies play at no measured cost'}. The enemy heuristic already avoids acting in an Intimidating Heavy's range and line of sight, so much of Intimidate's value shows as actions not taken rather than actions cancelled.`,
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'rr-intimidate',
    title: "The Heavy's Intimidate: present or removed?",
    question: "What is the Heavy's Intimidate reaction worth in play, printed in the Heavy's profile but removed by the change log?",
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Appendix › Change Log vs Eleven Reactions › Heavies: Intimidate', catalogue: ['RR-050'] },
    system: 'rattle-and-rend',
    a: { side: 'preset:ghostly-host', agent: 'heuristic' },
    b: { side: 'preset:vampire-court', agent: 'heuristic' },
    pairs: 1000,
    variants: ['intimidate'],
  }),
  answer,
});
