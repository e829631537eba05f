/**
 * Rattle and Rend RR-006 (004_c41133d86b017ece.txt, Tactics › Watchers, pink
 * box): "SHRINKS THE BOARD: This effect can really allow a lot of
 * maneuverability, but are enough players attempting to play the Reaction game
 * to give it much consideration?" Watchers widens the MOV and RNG bands of
 * every Reaction by one. The Dwarven Throng (Fighters that Retaliate, a Heavy
 * that Intimidates) takes Watchers in place of Riders, or of Death-Defiers,
 * against the Vampire Court, both played by the heuristic player, paired game by
 * game with the unchanged preset. How often the player reacts at all answers
 * the "Reaction game" half; the score change answers whether it is worth a
 * Tactic slot. The greedy player's check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatShareEstimate, pairedChange } from '../../src/report/format.ts';
import { ratioBound } from '../../src/stats/combinedBounds.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { armEstimate } from './_options.ts';

const PAIRS = 3000;
const throng = rattleAndRend.presets['dwarven-throng'];
const court = rattleAndRend.presets['vampire-court'];
const defaults = chooseGameVariants(rattleAndRend, []);
const game = (sideA: typeof throng) => ({ system: rattleAndRend.id, sideA, sideB: court, agentA: 'heuristic', agentB: 'heuristic', variants: defaults });

const arms: MatchArm[] = [
  { id: 'preset', label: 'Dwarven Throng as printed (Death-Defiers, Riders)', params: game(throng) },
  { id: 'watchers-for-riders', label: 'Watchers in place of Riders', params: game({ ...throng, name: 'Dwarven Throng (Watchers, Death-Defiers)', tactic2: 'watchers' }), baseline: 'preset' },
  { id: 'watchers-for-death-defiers', label: 'Watchers in place of Death-Defiers', params: game({ ...throng, name: 'Dwarven Throng (Watchers, Riders)', tactic1: 'watchers' }), baseline: 'preset' },
];

function answer(result: ExperimentResult): string[] {
  const [preset, ...swaps] = result.arms;
  const mean = (arm: (typeof result.arms)[number], id: string) => arm.metrics[id] as MeanMetric;
  const games = (arm: (typeof result.arms)[number]) => 2 * arm.trials;
  const gains = swaps.map((arm) => `${arm.label}: ${pairedChange(arm.vsBaseline!.scoreA, arm.trials, 'per game')}`);
  const better = swaps.filter((arm) => arm.vsBaseline!.scoreA.ci[0] > 0);
  const worse = swaps.filter((arm) => arm.vsBaseline!.scoreA.ci[1] < 0);
  // Worth a slot only against the Tactics it replaced and beat: a swap that loses says Watchers is worth less than that one.
  const verdict =
    better.length === swaps.length
      ? 'worth a Tactic slot here: it scores clearly more than either Tactic it replaces'
      : better.length > 0
        ? `worth more than ${better.map((a) => a.label.replace('Watchers in place of ', '')).join(' and ')} here${worse.length > 0 ? `, less than ${worse.map((a) => a.label.replace('Watchers in place of ', '')).join(' and ')}` : ''} (rr-options-tactics rates it against every Tactic)`
        : worse.length === swaps.length
          ? 'not worth a Tactic slot here: every swap scores clearly less'
          : 'not shown to be worth a Tactic slot here';
  const reactions = mean(preset, 'reactionsA');
  const actions = mean(preset, 'actionsA');
  // Reactions' share of the moves, 1 / (1 + actions / reactions): the ratio's bound holds whatever the two counts'
  // correlation in the same games, and the share falls as the ratio rises.
  const perReaction = ratioBound(armEstimate(preset, 'actionsA'), armEstimate(preset, 'reactionsA'));
  const share = formatShareEstimate(1 / (1 + perReaction.mean), [1 / (1 + perReaction.ci[1]), 1 / (1 + perReaction.ci[0])]);
  // RR-006 asks per round: reactions over rounds played, a ratio of two per-game means (its bound holds whatever their
  // correlation in the same games, at least 95%).
  const perRound = (arm: (typeof result.arms)[number]) => {
    const r = ratioBound(armEstimate(arm, 'reactionsA'), armEstimate(arm, 'length'));
    return formatMean(r.mean, r.ci, games(arm), 'reactions per round', 'games');
  };
  const rounds = result.arms.map((arm) => `${arm.label} ${perRound(arm)}`).join('; ');
  // Per game, each swap against the preset: a swap can react more per game and less in all (it also changes what the
  // warband has to react with), so the sentence names the swaps that clearly react more.
  const reactMore = swaps.filter((arm) => arm.vsBaseline!.reactionsA.ci[0] > 0).map((arm) => arm.label.replace('Watchers in place of ', 'in place of '));
  const moreReactions = reactMore.length > 0;
  const reactionChanges = swaps.map((arm) => `${arm.label} ${pairedChange(arm.vsBaseline!.reactionsA, arm.trials, 'reactions per game')}`);
  return [
    `Watchers is ${verdict}: the Dwarven Throng's change in score against the Vampire Court (heuristic player, paired on the same seeds) is ${gains.join('; ')}.`,
    `Reactions are ${share} of this player's Momentum-paid moves (interval at least 95%): as printed the Throng declares ${formatMean(reactions.mean, reactions.ci, games(preset), 'reactions per game', 'games')} against ${formatMean(actions.mean, actions.ci, games(preset), 'actions', 'games')}; with Watchers: ${reactionChanges.join('; ')}. Per round of play (interval at least 95%): ${rounds}.`,
    `${moreReactions ? `With Watchers ${reactMore.length === swaps.length ? 'the player does react more per game' : `${reactMore.join(' and ')} the player reacts more per game (not in every swap)`}, so the wider bands are used;` : 'With Watchers the player does not react more, so the wider bands go mostly unused by this player (its reaction choices do not seek them out);'} a designer could fold Watchers into a broader reaction Tactic (e.g. also a free first reaction each round). This is the heuristic player, which reacts only when a reaction is clearly worth a Momentum; human players who react more would value it more. The greedy player's check is in rr-rules-greedy.`,
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'rr-watchers',
      title: 'Watchers: is the Reaction game worth a Tactic?',
      question: 'Are enough players attempting to play the Reaction game to give Watchers (reactions with one band more MOV and RNG) much consideration?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Watchers', catalogue: ['RR-006'] },
      pairs: PAIRS,
    },
    arms,
  ),
  charts: [
    { kind: 'forest', metric: 'scoreA', title: "Dwarven Throng's score: Watchers swap minus the preset" },
    { kind: 'arms', metric: 'reactionsA', title: 'Reactions the Dwarven Throng declares per game' },
  ],
  answer,
});
