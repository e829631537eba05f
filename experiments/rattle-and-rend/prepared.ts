/**
 * Rattle and Rend RR-017 (004_c41133d86b017ece.txt, Reputations › Prepared,
 * pink box): "VALUE: Is the terrain rearrangement ability alone sufficient for
 * this Reputation? Are both player-specific options needed to make it a
 * valuable choice?" Two halves, all arms paired game by game on the same seeds,
 * the Dwarven Throng (the example warband that takes Prepared) against the
 * Vampire Court, both played by the heuristic player:
 * - the ablation, variant `prepared`: full (as printed) vs rearrange-only (the
 *   after-deployment terrain changes alone) vs options-only (Player A's
 *   density/theme choice and Player B's deployment choice alone);
 * - is full Prepared a valuable choice: the Throng with each other Reputation
 *   instead.
 * The engine's Prepared
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
import { displayName, OPTION_NAMES, REPUTATIONS } from '../../src/systems/rattle-and-rend/rules.ts';
import { EQUIVALENCE_MARGIN, withinMargin } from './_options.ts';

const PAIRS = 1500;
const throng = rattleAndRend.presets['dwarven-throng'];
const court = rattleAndRend.presets['vampire-court'];
const defaults = chooseGameVariants(rattleAndRend, []);
const withReputation = (reputation: string) => ({ ...throng, name: `Dwarven Throng (${reputation})`, reputation });
const game = (sideA: typeof throng, variants = defaults) => ({ system: rattleAndRend.id, sideA, sideB: court, agentA: 'heuristic', agentB: 'heuristic', variants });
/** The ablation arms (variant `prepared`, RR-017), in the order the answer reads them. */
const ABLATION = [
  { id: 'rearrange-only', label: 'Prepared, terrain rearrangement only' },
  { id: 'options-only', label: 'Prepared, player-specific options only' },
] as const;

const arms: MatchArm[] = [
  { id: 'prepared', label: 'Prepared (as printed)', params: game(throng) },
  ...ABLATION.map((part) => ({ id: part.id, label: part.label, params: game(throng, { ...defaults, prepared: part.id }), baseline: 'prepared' })),
  ...REPUTATIONS.filter((r) => r !== 'prepared').map((reputation) => ({
    id: reputation,
    label: `${reputation[0].toUpperCase()}${reputation.slice(1)} instead`,
    params: game(withReputation(reputation)),
    baseline: 'prepared',
  })),
];

function answer(result: ExperimentResult): string[] {
  const [prepared, ...rest] = result.arms;
  const parts = ABLATION.map((part) => rest.find((arm) => arm.id === part.id)!);
  const others = rest.filter((arm) => !parts.includes(arm));
  const score = prepared.metrics.scoreA as MeanMetric;
  const [rearrange, options] = parts.map((arm) => arm.vsBaseline!.scoreA);
  const lower = (d: { ci: [number, number] }) => d.ci[1] < 0;
  const level = (d: { ci: [number, number] }) => d.ci[0] <= 0 && d.ci[1] >= 0;
  // "Carries" (as good as the whole) needs the whole interval inside the equivalence margin, as rr-poisoners and
  // rr-swarmers judge "as powerful"; an interval that only includes 0 is "not told apart".
  const within = (d: { ci: [number, number] }) => withinMargin(d.ci);
  const ablation = lower(rearrange)
    ? lower(options)
      ? 'Neither half is enough on its own: the Throng scores clearly less with only the terrain rearrangement and clearly less with only the player-specific options than with Prepared as printed'
      : 'The terrain rearrangement alone is not sufficient: with it alone the Throng scores clearly less than with Prepared as printed, while the player-specific options alone cost no clear score'
    : level(rearrange)
      ? lower(options)
        ? within(rearrange)
          ? `The terrain rearrangement carries Prepared here: with it alone the Throng scores within +/-${EQUIVALENCE_MARGIN} per game of Prepared as printed (the whole interval), while the player-specific options alone score clearly less`
          : `The player-specific options alone score clearly less than Prepared as printed; the terrain rearrangement alone is not told apart from it, but its interval reaches beyond +/-${EQUIVALENCE_MARGIN} per game, so whether it carries Prepared is not settled`
        : 'Neither half is clearly worse than the whole at this budget: with the terrain rearrangement alone, or the player-specific options alone, the Throng\'s score is not clearly different from Prepared as printed, so nothing here shows the player-specific options are needed (the intervals say how large a loss they still allow)'
      : 'With the terrain rearrangement alone the Throng scores clearly more than with Prepared as printed: the player-specific options, as the heuristic uses them, cost it score';
  // Reputations by their printed names ('Wary'), not their ids: the arms' ids are the Reputation ids.
  const name = (arm: { id: string }) => displayName(OPTION_NAMES.reputations, arm.id);
  const better = others.filter((arm) => arm.vsBaseline!.scoreA.ci[1] < 0).map(name);
  const worse = others.filter((arm) => arm.vsBaseline!.scoreA.ci[0] > 0).map(name);
  // Neither clearly better nor worse: "level" only inside the equivalence margin, else "not told apart".
  const unclear = others.filter((arm) => level(arm.vsBaseline!.scoreA));
  const levelWith = unclear.filter((arm) => within(arm.vsBaseline!.scoreA)).map(name);
  const untold = unclear.filter((arm) => !within(arm.vsBaseline!.scoreA)).map(name);
  const standing = [
    levelWith.length ? `is level with ${levelWith.join(', ')} (within +/-${EQUIVALENCE_MARGIN} per game)` : '',
    untold.length ? `is not told apart from ${untold.join(', ')} (the interval reaches beyond +/-${EQUIVALENCE_MARGIN} per game)` : '',
  ].filter(Boolean);
  const verdict =
    better.length === others.length
      ? 'Prepared is a valuable choice: the Throng scores clearly more with it than with any other Reputation'
      : worse.length > 0
        ? `Prepared is not the Throng's best Reputation: ${worse.join(', ')} score${worse.length === 1 ? 's' : ''} clearly more`
        : `Prepared beats ${better.length > 0 ? better.join(', ') : 'no other Reputation'} clearly and ${standing.join(' and ')}`;
  return [
    `${ablation} (Dwarven Throng against the Vampire Court, heuristic player; variant prepared, paired on the same seeds). Minus Prepared as printed: rearrangement only ${pairedChange(rearrange, parts[0].trials, 'per game')}; player-specific options only ${pairedChange(options, parts[1].trials, 'per game')}.`,
    `${verdict} (Dwarven Throng against the Vampire Court, heuristic player; Prepared: ${formatMean(score.mean, score.ci, 2 * prepared.trials, 'per game', 'games')}). Each other Reputation minus Prepared: ${others.map((arm) => `${name(arm)} ${pairedChange(arm.vsBaseline!.scoreA, arm.trials, 'per game')}`).join('; ')}.`,
    'Caveats: the engine rearranges by a fixed rule (the nearest Hazardous and Rough pieces turned Inspiring), not by a player\'s choice of up to two moves, adds, removals or changes, so the rearrangement\'s value is a lower bound; the heuristic player makes the density and deployment choices; one warband and one opponent only.',
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
  charts: [{ kind: 'forest', metric: 'scoreA', title: "Dwarven Throng's score: each ablation or other Reputation minus Prepared as printed" }],
  answer,
});
