/**
 * Exoshift EX-015 (001_9ac883e80b2d20e9.txt, Playing the Game › The
 * Tabletop): "Exoshift plays best on a table surface of 4 feet by 6 feet (4'
 * x 6'), but games can be played on tables as small as 2' x 3'". How do
 * rounds to contact, decisive games and shooting against assault change with
 * the table: 2' x 3', 4' x 4', 4' x 6' (the default) and 5' x 8'?
 *
 * Variant table (a table setting): the sides deploy 4" in from the long edges,
 * the standard terrain pieces keep their size and move in proportion, and so
 * do the five control points (board.ts rescaled, setup.ts objectivePoints; on
 * 2' x 3' the markers cannot keep "more than 12\" away from another marker"
 * and "not within 8\" of the table edge" at once). Sol Line Patrol against
 * Sol Fire Support, Control Points, heuristic player both sides, paired games
 * with the sides swapped on the same seeds, each size against 4' x 6'.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatMean, formatMeanDifference, formatProportion } from '../../src/report/format.ts';
import { draws } from './_draws.ts';

const game = findGame('exoshift');
const PATROL = loadSide(game, 'preset:sol-line-patrol');
const SUPPORT = loadSide(game, 'preset:sol-fire-support');
const SIZES = [
  { table: '6x4', label: "4' x 6' (72\" x 48\", default)" },
  { table: '3x2', label: "2' x 3' (36\" x 24\")" },
  { table: '4x4', label: "4' x 4' (48\" x 48\")" },
  { table: '8x5', label: "5' x 8' (96\" x 60\")" },
];

const arms: MatchArm[] = SIZES.map(({ table, label }) => ({
  id: table,
  label,
  params: { system: game.id, sideA: PATROL, sideB: SUPPORT, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`table=${table}`]) },
  coords: { table },
  baseline: table === '6x4' ? null : '6x4',
}));

/** Fewer pairs than this (the quick CI budget): no verdicts. */
const MIN_PAIRS = 8;

function answer(result: ExperimentResult): string[] {
  const [standard, ...others] = result.arms;
  const enough = result.arms.every((arm) => arm.trials >= MIN_PAIRS);
  const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
  const games = (arm: ArmResult) => 2 * arm.trials;
  const m = (arm: ArmResult, id: string, unit: string) => formatMean(mean(arm, id).mean, mean(arm, id).ci, games(arm), unit, 'games');
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
    `${arm.label}: first attack ${diff(arm, 'contactRound', 'rounds')}, length ${diff(arm, 'length', 'rounds')}, Assault share ${diff(arm, 'assaultShare', 'of attack actions')}, the Line Patrol's score ${diff(arm, 'scoreA', 'points per game')}`;
  return [
    `By table (Sol Line Patrol against Sol Fire Support, Control Points, heuristic player both sides): ${result.arms.map(row).join('; ')}.`,
    `Against 4' x 6' (paired on the same seeds): ${others.map(against).join('; ')}.`,
    "What this can and cannot say: the heuristic moves toward objectives and stops at its weapon's short range, and Assaults only an enemy within its Primary Move + 1\", so the Assault share measures how often the table brings units that close, not what a player who seeks Assaults would do; deployment is fixed (4\" from the long edges), and on 2' x 3' the printed control point placement rules cannot both hold (the markers are scaled). \"Plays best\" is a feel the numbers do not settle; they show what changes with the table.",
  ];
}

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'ex-table-size',
      title: 'Table size: 2\' x 3\', 4\' x 4\', 4\' x 6\' and 5\' x 8\'',
      question: 'How do rounds to contact, decisive games and shooting against assault change with the table size?',
      source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Playing the Game › The Tabletop', catalogue: ['EX-015'] },
      pairs: 300,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'contactRound', title: 'Round of the first attack, by table' },
    { kind: 'arms', metric: 'assaultShare', title: 'Assaults, of attack actions, by table' },
  ],
});
