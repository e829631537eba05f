/**
 * Rattle and Rend RR-010 (004_c41133d86b017ece.txt, Tactics › Shield-Brothers,
 * pink box): "PLAYTESTING NEEDED: It may be that the short range is too
 * restrictive to make this an attractive, viable option for players to want to
 * select." Shield-Brothers gives a Will bonus within S of an allied non-Ward
 * Element. No example warband takes it, so the Dwarven Throng (a tight block of
 * four Fighters) takes it in place of Riders, against the Vampire Court, both
 * played by the heuristic player: the printed preset, Shield-Brothers at S as
 * written and at M (variant shield-brothers=medium), paired game by game. The
 * per-attack effect is exact, from the attack pipeline. The greedy player's
 * check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange, shown } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';

const PAIRS = 800;
const throng = rattleAndRend.presets['dwarven-throng'];
const brothers = { ...throng, name: 'Dwarven Throng (Death-Defiers, Shield-Brothers)', tactic2: 'shield-brothers' };
const court = rattleAndRend.presets['vampire-court'];
const game = (sideA: typeof throng, range: string) => ({
  system: rattleAndRend.id,
  sideA,
  sideB: court,
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(rattleAndRend, [`shield-brothers=${range}`]),
});

const arms: MatchArm[] = [
  { id: 'preset', label: 'Dwarven Throng as printed (Death-Defiers, Riders)', params: game(throng, 'short') },
  { id: 'short', label: 'Shield-Brothers at S (as written)', params: game(brothers, 'short'), baseline: 'preset' },
  { id: 'medium', label: 'Shield-Brothers at M', params: game(brothers, 'medium'), baseline: 'short' },
];

/** Exact P(removed) when Fighters attack Fighters, the target with or without the Shield-Brothers bonus. */
function removal(brothersInRange: boolean): number {
  const attack = rattleAndRendAttack.compile({ attacker: 'fighters', target: 'fighters', 'target-tactic': brothersInRange ? ['shield-brothers'] : [] }, {});
  return summariseExact(attack.model, attack.exact()).outcomes.removed;
}

function answer(result: ExperimentResult): string[] {
  const [preset, short, medium] = result.arms;
  const atS = short.vsBaseline!.scoreA;
  const toM = medium.vsBaseline!.scoreA;
  const score = preset.metrics.scoreA as MeanMetric;
  const viable = atS.ci[0] > 0 ? 'already a viable pick at S' : atS.ci[1] < 0 ? 'a worse pick at S than the printed Riders' : 'not shown to be better or worse than the printed Riders at S';
  const widen = toM.ci[0] > 0 ? 'clearly helps' : toM.ci[1] < 0 ? 'clearly hurts' : 'makes no clear difference';
  const pct = (x: number) => `${shown(100 * x, 1)}%`;
  return [
    `For the Dwarven Throng against the Vampire Court (heuristic player), Shield-Brothers is ${viable}: ${pairedChange(atS, short.trials, 'per game')} against the printed preset (${formatMean(score.mean, score.ci, 2 * preset.trials, 'per game', 'games')}); widening it to M ${widen}: ${pairedChange(toM, medium.trials, 'per game')}.`,
    `Points the Throng loses per game: Shield-Brothers at S ${pairedChange(short.vsBaseline!.removedByB, short.trials, 'points')} against the preset; at M ${pairedChange(medium.vsBaseline!.removedByB, medium.trials, 'points')} against S.`,
    `Per attack (exact, attack pipeline) the bonus cuts Fighters' removal by Fighters from ${pct(removal(false))} to ${pct(removal(true))}; how often an ally stands within S or M when a Will check comes is not yet a game statistic, so the range's cost is measured only through the score. ${toM.ci[0] > 0 && atS.ci[0] > 0 ? 'S is not too restrictive to be viable, and M makes it stronger still: printing M would be a buff, not a fix.' : toM.ci[0] > 0 ? 'M range is clearly better in play, so the S range is what holds the Tactic back: printing M would fix it.' : 'M range is not clearly better in play, so the S range is not shown to be what holds the Tactic back; a designer could instead widen the bonus (e.g. also to Morale checks).'}`,
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'rr-shield-brothers',
      title: 'Shield-Brothers at S or M range?',
      question: 'Is the short range too restrictive to make Shield-Brothers an attractive, viable option, and would M range fix it?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Shield-Brothers', catalogue: ['RR-010'] },
      pairs: PAIRS,
    },
    arms,
  ),
  charts: [
    { kind: 'forest', metric: 'scoreA', title: "Dwarven Throng's score: each arm minus the one above it" },
    { kind: 'arms', metric: 'removedByB', title: 'Points the Dwarven Throng loses per game' },
  ],
  answer,
});
