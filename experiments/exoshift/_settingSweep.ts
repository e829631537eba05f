/**
 * A table setting swept over its values (table-size.ts, cover-density.ts):
 * Sol Line Patrol against Sol Fire Support, Control Points, heuristic player
 * both sides, paired games with the sides swapped on the same seeds, each
 * value against the first. The answer reads the game's contact and attack
 * counters (layout.ts G_CONTACT_ROUND): when the first attack came, game
 * length, decisive games, the Assault share of attack actions, models taken
 * out and the Line Patrol's score.
 */
import { defineExperiment, type ExperimentSpec } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric, SourceRef } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatMean, formatMeanDifference, formatProportion } from '../../src/report/format.ts';
import { drawShare as draws } from '../../src/sim/match/drawShare.ts';

export interface SettingSweep {
  id: string;
  title: string;
  question: string;
  source: SourceRef;
  /** The variant swept; the first value is the reference every other is paired with. */
  variant: string;
  values: ReadonlyArray<{ value: string; label: string }>;
  pairs: number;
  /** The answer's closing line: what the numbers can and cannot say. */
  caveat: string;
  charts: ExperimentSpec<MatchParams>['charts'];
}

/** Fewer pairs than this (the quick CI budget): no verdicts. */
const MIN_PAIRS = 8;

export function settingSweep(spec: SettingSweep) {
  const game = findGame('exoshift');
  const patrol = loadSide(game, 'preset:sol-line-patrol');
  const support = loadSide(game, 'preset:sol-fire-support');
  const reference = spec.values[0].value;
  const arms: MatchArm[] = spec.values.map(({ value, label }) => ({
    id: value,
    label,
    params: { system: game.id, sideA: patrol, sideB: support, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`${spec.variant}=${value}`]) },
    coords: { [spec.variant]: value },
    baseline: value === reference ? null : reference,
  }));

  function answer(result: ExperimentResult): string[] {
    const [first, ...others] = result.arms;
    const enough = result.arms.every((arm) => arm.trials >= MIN_PAIRS);
    const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
    const m = (arm: ArmResult, id: string, unit: string) => formatMean(mean(arm, id).mean, mean(arm, id).ci, 2 * arm.trials, unit, 'games');
    const verdict = (ci: [number, number]) => (!enough ? 'too few games for a verdict' : ci[0] > 0 ? 'clearly more' : ci[1] < 0 ? 'clearly less' : 'no clear change');
    const diff = (arm: ArmResult, id: string, unit: string) => {
      const d = arm.vsBaseline![id];
      return `${formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs')} (${verdict(d.ci)})`;
    };
    const decisive = (arm: ArmResult) => {
      const d = draws(arm);
      return formatProportion(1 - d.p, [1 - d.ci[1], 1 - d.ci[0]], d.games, 'games');
    };
    const row = (arm: ArmResult) =>
      `${arm.label}: first attack in round ${m(arm, 'contactRound', '')}, ${m(arm, 'length', 'rounds')} a game, decisive (not drawn) ${decisive(arm)}, Assaults ${m(arm, 'assaultShare', 'of attack actions')} (${m(arm, 'assaultActions', 'Assaults')} and ${m(arm, 'shootingActions', 'shooting actions')} a game), models taken out by the Line Patrol ${m(arm, 'killsA', 'models')} and by the Fire Support ${m(arm, 'killsB', 'models')}, the Line Patrol's score ${m(arm, 'scoreA', 'points per game')}`;
    const against = (arm: ArmResult) =>
      `${arm.label}: first attack ${diff(arm, 'contactRound', 'rounds')}, length ${diff(arm, 'length', 'rounds')}, Assault share ${diff(arm, 'assaultShare', 'of attack actions')}, models taken out ${diff(arm, 'killsA', 'models')} (Line Patrol) and ${diff(arm, 'killsB', 'models')} (Fire Support), the Line Patrol's score ${diff(arm, 'scoreA', 'points per game')}`;
    return [
      `By ${spec.variant} (Sol Line Patrol against Sol Fire Support, Control Points, heuristic player both sides): ${result.arms.map(row).join('; ')}.`,
      `Against ${first.label} (paired on the same seeds): ${others.map(against).join('; ')}.`,
      spec.caveat,
    ];
  }

  return defineExperiment<MatchParams>({
    ...matchExperiment({ id: spec.id, title: spec.title, question: spec.question, source: spec.source, pairs: spec.pairs }, arms),
    chunkSize: 8,
    answer,
    charts: spec.charts,
  });
}
