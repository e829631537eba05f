/**
 * Rattle and Rend RR-017 (004_c41133d86b017ece.txt, Reputations › Prepared,
 * pink box): "VALUE: Is the terrain rearrangement ability alone sufficient for
 * this Reputation? Are both player-specific options needed to make it a
 * valuable choice?" The ablation (rearrangement only, player-specific options
 * only) needs a `prepared` variant the engine does not have yet, so this
 * measures what can be measured now: is full Prepared a valuable choice, i.e.
 * does the Dwarven Throng (the example warband that takes it) score more with
 * Prepared than with each other Reputation, against the Vampire Court, both
 * played by the heuristic player, paired game by game. The engine's Prepared
 * (rules card, "Simplified"): as Player A it chooses the terrain density, as
 * Player B the deployment arrangement, and after deployment it turns the
 * nearest Hazardous and Rough pieces into Inspiring. The greedy player's check
 * is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { REPUTATIONS } from '../../src/systems/rattle-and-rend/rules.ts';

const PAIRS = 600;
const throng = rattleAndRend.presets['dwarven-throng'];
const court = rattleAndRend.presets['vampire-court'];
const defaults = chooseGameVariants(rattleAndRend, []);
const withReputation = (reputation: string) => ({ ...throng, name: `Dwarven Throng (${reputation})`, reputation });
const game = (sideA: typeof throng) => ({ system: rattleAndRend.id, sideA, sideB: court, agentA: 'heuristic', agentB: 'heuristic', variants: defaults });

const arms: MatchArm[] = [
  { id: 'prepared', label: 'Prepared (as printed)', params: game(throng) },
  ...REPUTATIONS.filter((r) => r !== 'prepared').map((reputation) => ({
    id: reputation,
    label: `${reputation[0].toUpperCase()}${reputation.slice(1)} instead`,
    params: game(withReputation(reputation)),
    baseline: 'prepared',
  })),
];

function answer(result: ExperimentResult): string[] {
  const [prepared, ...others] = result.arms;
  const score = prepared.metrics.scoreA as MeanMetric;
  const better = others.filter((arm) => arm.vsBaseline!.scoreA.ci[1] < 0).map((arm) => arm.id);
  const worse = others.filter((arm) => arm.vsBaseline!.scoreA.ci[0] > 0).map((arm) => arm.id);
  const verdict =
    better.length === others.length
      ? 'Prepared is a valuable choice: the Throng scores clearly more with it than with any other Reputation'
      : worse.length > 0
        ? `Prepared is not the Throng's best Reputation: ${worse.join(', ')} score${worse.length === 1 ? 's' : ''} clearly more`
        : `Prepared beats ${better.length > 0 ? better.join(', ') : 'no other Reputation'} clearly and is level with the rest`;
  return [
    `${verdict} (Dwarven Throng against the Vampire Court, heuristic player; Prepared: ${formatMean(score.mean, score.ci, 2 * prepared.trials, 'per game', 'games')}). Each other Reputation minus Prepared: ${others.map((arm) => `${arm.id} ${pairedChange(arm.vsBaseline!.scoreA, arm.trials, 'per game')}`).join('; ')}.`,
    'Whether the terrain rearrangement alone would be enough cannot be answered yet: the engine has no variant that keeps only the rearrangement or only the player-specific options (needed: a variant prepared=full|rearrange-only|options-only, default full), and it rearranges by a fixed rule (two pieces turned Inspiring), not by a player\'s choice of up to two moves, adds, removals or changes.',
    'Until then, a designer reading this should take the score gap to the other Reputations as the whole of Prepared\'s value in this matchup; one warband and one opponent only.',
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'rr-prepared',
      title: 'Prepared: is it a valuable Reputation?',
      question: 'Is the terrain rearrangement alone sufficient for Prepared, or are both player-specific options needed to make it a valuable choice?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Reputations › Prepared', catalogue: ['RR-017'] },
      pairs: PAIRS,
    },
    arms,
  ),
  charts: [{ kind: 'forest', metric: 'scoreA', title: "Dwarven Throng's score: each other Reputation minus Prepared" }],
  answer,
});
