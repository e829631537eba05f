/**
 * Exoshift EX-118 (001_9ac883e80b2d20e9.txt, Terrain › Zone Terrain and Line
 * of Sight): "The exception is that if two model are within 4" of each other,
 * they may see or be seen as normal." What do dense woods (a model inside
 * seen only from the edge, no sight through them) do to a game, and what
 * does the 4" exception give back?
 *
 * The table's two woods (board.ts, 8" x 7" each, mirrored) are sparse by
 * default (the players define zones: variant woods is a table setting); here
 * they are dense, with and without the exception (board.ts denseWoodsBlock).
 * Sol Line Patrol against Sol Fire Support, Control Points, heuristic player
 * both sides, paired games with the sides swapped on the same seeds: dense
 * against sparse, and dense without the exception against dense.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';

const game = findGame('exoshift');
const PATROL = loadSide(game, 'preset:sol-line-patrol');
const SUPPORT = loadSide(game, 'preset:sol-fire-support');

const match = (woods: string): MatchParams => ({ system: game.id, sideA: PATROL, sideB: SUPPORT, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`woods=${woods}`]) });

const arms: MatchArm[] = [
  { id: 'sparse', label: 'sparse woods (default)', params: match('sparse') },
  { id: 'dense', label: 'dense woods, 4" exception', params: match('dense'), baseline: 'sparse' },
  { id: 'dense-no-exception', label: 'dense woods, no 4" exception', params: match('dense-no-exception'), baseline: 'dense' },
];

/** Fewer pairs than this (the quick CI budget): no verdicts. */
const MIN_PAIRS = 8;

function answer(result: ExperimentResult): string[] {
  const [sparse, dense, none] = result.arms;
  const enough = result.arms.every((arm) => arm.trials >= MIN_PAIRS);
  const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
  const games = (arm: ArmResult) => 2 * arm.trials;
  const verdict = (ci: [number, number]) => (!enough ? 'too few games for a verdict' : ci[0] > 0 ? 'clearly more' : ci[1] < 0 ? 'clearly less' : 'no clear change');
  const diff = (arm: ArmResult, id: string, unit: string) => {
    const d = arm.vsBaseline![id];
    return `${formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs')} (${verdict(d.ci)})`;
  };
  const facts = (arm: ArmResult) => `length ${formatMean(mean(arm, 'length').mean, mean(arm, 'length').ci, games(arm), 'rounds', 'games')}, models taken out by the Line Patrol ${formatMean(mean(arm, 'killsA').mean, mean(arm, 'killsA').ci, games(arm), 'models', 'games')} and by the Fire Support ${formatMean(mean(arm, 'killsB').mean, mean(arm, 'killsB').ci, games(arm), 'models', 'games')} a game, the Line Patrol's score ${formatMean(mean(arm, 'scoreA').mean, mean(arm, 'scoreA').ci, games(arm), 'points per game', 'games')}`;
  return [
    `Sparse woods (the default table): ${facts(sparse)}. Dense woods with the 4" exception: ${facts(dense)}; without it: ${facts(none)} (Sol Line Patrol against Sol Fire Support, heuristic player both sides).`,
    `Dense against sparse (paired on the same seeds): game length ${diff(dense, 'length', 'rounds')}, the Line Patrol's score ${diff(dense, 'scoreA', 'points per game')}, models taken out by the Line Patrol ${diff(dense, 'killsA', 'models per game')}, by the Fire Support ${diff(dense, 'killsB', 'models per game')}.`,
    `The 4" exception (dense without it, against dense with it): game length ${diff(none, 'length', 'rounds')}, the Line Patrol's score ${diff(none, 'scoreA', 'points per game')}, models taken out by the Line Patrol ${diff(none, 'killsA', 'models per game')}, by the Fire Support ${diff(none, 'killsB', 'models per game')}. The exception matters only where two models stand within 4" across a wood's border, which the goal-directed moves here (toward objectives, cover and short range of an enemy) need not bring about (how often they do is not counted); the woods are two 8" x 7" pieces on a 72" x 48" table.`,
  ];
}

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'ex-dense-woods',
      title: 'Dense woods and the 4" sight exception',
      question: 'What do dense zones (seen only from the edge, no sight through) do to a game, and what does the exception for models within 4" give back?',
      source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Terrain › Zone Terrain and Line of Sight', catalogue: ['EX-118'] },
      pairs: 1600,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [{ kind: 'forest', metric: 'length', title: 'Game length: dense minus sparse, no exception minus dense' }],
});
