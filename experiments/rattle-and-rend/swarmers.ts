/**
 * Rattle and Rend RR-008 (004_c41133d86b017ece.txt, Tactics › Swarmers, pink
 * box): "TOO POWERFUL - OR TOO LIMITING? Is the Swarmers Tactic likely to be
 * abused? Or is it the opposite, that the ability needs to be limited to making
 * a *successful* attack?" No example warband takes Swarmers, so the Dwarven
 * Throng (four Fighters that gang up in contact) takes it in place of Riders,
 * against the Vampire Court, both played by the heuristic player: the printed
 * preset, Swarmers as written (every attack) and Swarmers on successful
 * attacks only (variant swarmers=successful-only), paired game by game. The
 * per-attack effect is exact, from the attack pipeline. The greedy player's
 * check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { Difference, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange, shown } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { EQUIVALENCE_MARGIN, withinMargin } from './_options.ts';

const PAIRS = 4000;
/** Equivalence margin in points per game: a change whose whole interval lies inside it is "no change that matters" (a designer can change it). */
const throng = rattleAndRend.presets['dwarven-throng'];
const swarming = { ...throng, name: 'Dwarven Throng (Death-Defiers, Swarmers)', tactic2: 'swarmers' };
const court = rattleAndRend.presets['vampire-court'];
const game = (sideA: typeof throng, swarmers: string) => ({
  system: rattleAndRend.id,
  sideA,
  sideB: court,
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(rattleAndRend, [`swarmers=${swarmers}`]),
});

const arms: MatchArm[] = [
  { id: 'preset', label: 'Dwarven Throng as printed (Death-Defiers, Riders)', params: game(throng, 'every-attack') },
  { id: 'swarmers', label: 'Swarmers as written (every attack)', params: game(swarming, 'every-attack'), baseline: 'preset' },
  { id: 'successful-only', label: 'Swarmers on successful attacks only', params: game(swarming, 'successful-only'), baseline: 'swarmers' },
];

/** Exact P(removed) when Fighters attack Fighters with `allies` more Fighters in contact (no support bonus assumed). */
function removal(allies: number, reading: string): number {
  const attack = rattleAndRendAttack.compile(
    { attacker: 'fighters', target: 'fighters', tactic: allies > 0 ? ['swarmers'] : [], swarmer: Array(allies).fill('fighters') },
    { swarmers: reading },
  );
  return summariseExact(attack.model, attack.exact()).outcomes.removed;
}

function answer(result: ExperimentResult): string[] {
  const [preset, written, limited] = result.arms;
  const gain = written.vsBaseline!.scoreA;
  const limit = limited.vsBaseline!.scoreA;
  const score = preset.metrics.scoreA as MeanMetric;
  const within = (d: Difference) => withinMargin(d.ci);
  // A change clear of 0 may still be too small to matter: say so when the whole interval is within the margin.
  const slight = (d: Difference) => (within(d) ? `, though by less than ${EQUIVALENCE_MARGIN} points per game` : '');
  const abuse = gain.ci[0] > 0 ? `a clear gain over the printed Riders${slight(gain)}` : gain.ci[1] < 0 ? `clearly weaker than the printed Riders${slight(gain)}` : within(gain) ? `not abused in play: within +/-${EQUIVALENCE_MARGIN} points per game of the printed Riders` : 'no clear gain over the printed Riders';
  const limitVerdict = limit.ci[1] < 0 ? `clearly weakens it${slight(limit)}` : limit.ci[0] > 0 ? `clearly strengthens it (the heuristic then gangs up differently)${slight(limit)}` : within(limit) ? `changes nothing that matters in play (within +/-${EQUIVALENCE_MARGIN})` : 'makes no clear difference in play';
  const pct = (x: number) => `${shown(100 * x, 1)}%`;
  return [
    `Swarmers as written is ${abuse} for the Dwarven Throng against the Vampire Court: ${pairedChange(gain, written.trials, 'per game')} (printed preset: ${formatMean(score.mean, score.ci, 2 * preset.trials, 'per game', 'games')}); limiting it to successful attacks ${limitVerdict}: ${pairedChange(limit, limited.trials, 'per game')}.`,
    `Points it removes per game: Swarmers as written ${pairedChange(written.vsBaseline!.removedByA, written.trials, 'points')} against the preset; successful attacks only ${pairedChange(limited.vsBaseline!.removedByA, limited.trials, 'points')} against as written.`,
    `Per attack (exact, attack pipeline, Fighters on Fighters with no support bonus): no Swarmers removes ${pct(removal(0, 'every-attack'))}; with one ally in contact ${pct(removal(1, 'every-attack'))} as written and ${pct(removal(1, 'successful-only'))} on successes only; with two allies ${pct(removal(2, 'every-attack'))} and ${pct(removal(2, 'successful-only'))}. The limit bites only when the main attack fails, so it trims more the more Elements gang up; a designer who fears abuse could cap the extra attacks at one per attack instead.`,
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'rr-swarmers',
      title: 'Swarmers: every attack or successful attacks only?',
      question: 'Is the Swarmers Tactic likely to be abused, or does it need to be limited to successful attacks?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Swarmers', catalogue: ['RR-008'] },
      pairs: PAIRS,
    },
    arms,
  ),
  charts: [
    { kind: 'forest', metric: 'scoreA', title: "Dwarven Throng's score: each arm minus the one above it" },
    { kind: 'arms', metric: 'removedByA', title: 'Points the Dwarven Throng removes per game' },
  ],
  answer,
});
