/**
 * Exoshift EX-116 and EX-109 (001_9ac883e80b2d20e9.txt, Movement › Mobility
 * Types; Terrain Types › Optimal Terrain), with the gap closed alongside them
 * (Moving Through Difficult Terrain: "Units may advance through difficult
 * terrain using their primary move if they do not shoot"): do the turn limits
 * of Wheeled (3), Hover-Forward (3) and Tracked (2) mobility, low walls and
 * Wheeled's +2 on optimal ground change a game?
 *
 * The rulebook prints no vehicle (the Vehicles chapter is [WORK IN PROGRESS]),
 * so the illustrative Sol Motor Patrol (two Wheeled scout buggies, a Tracked
 * carrier, a Hover-Forward skimmer and a command officer: README) plays the
 * Sol Fire Support (Infantry, a rail lance team and a Hover drone; the Motor
 * Patrol wins about 91% against the Line Patrol, too one-sided to show a
 * change), heuristic player both sides, paired games
 * with the sides swapped, every other reading of each variant against the
 * defaults on the same seeds (mobility.ts, movement.ts): vehicleTurns pivot
 * (any goal straight: the limits never bind, as good as none), lowWalls
 * all-but-wheeled, optimalTerrain starts-on and none (the what-if without
 * the +2), advanceHoldFire never (the engine before the difficult-ground
 * Advance without shooting). The table's road runs across the middle
 * (board.ts), the only optimal ground.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';

/** Fewer pairs than this (the quick CI budget): no verdicts. */
const MIN_PAIRS = 8;

function answer(result: ExperimentResult): string[] {
  const [defaults, ...others] = result.arms;
  const enough = result.arms.every((arm) => arm.trials >= MIN_PAIRS);
  const arm = (label: string) => others.find((a) => a.label === label)!;
  const games = (a: ArmResult) => 2 * a.trials;
  const score = defaults.metrics.scoreA as MeanMetric;
  const length = defaults.metrics.length as MeanMetric;
  const verdict = (lo: number, hi: number) => (!enough ? 'too few games for a verdict' : lo > 0 ? 'a clear gain' : hi < 0 ? 'a clear loss' : 'no clear change');
  const change = (label: string) => {
    const d = arm(label).vsBaseline!;
    return `${label}: the Motor Patrol's score ${formatMeanDifference(d.scoreA.diff, d.scoreA.ci, arm(label).trials, 'points per game', 'pairs')} (${verdict(d.scoreA.ci[0], d.scoreA.ci[1])}), length ${formatMeanDifference(d.length.diff, d.length.ci, arm(label).trials, 'rounds', 'pairs')}`;
  };
  const clear = (label: string) => enough && (arm(label).vsBaseline!.scoreA.ci[0] > 0 || arm(label).vsBaseline!.scoreA.ci[1] < 0);
  const even = score.ci[0] > 0.5 ? 'clearly ahead of' : score.ci[1] < 0.5 ? 'clearly behind' : 'not clearly apart from';
  return [
    `Under the default readings (turns counted as quarter turns, low walls stopping Wheeled and Tracked, Wheeled +2 only for a move wholly on the road) the illustrative Sol Motor Patrol scores ${formatMean(score.mean, score.ci, games(defaults), 'points per game', 'games')} against the Sol Fire Support (Infantry, a rail lance team, a Hover drone), ${enough ? even : 'too few games to compare with'} even; games last ${formatMean(length.mean, length.ci, games(defaults), 'rounds', 'games')} (heuristic player both sides; the vehicles are this project's, not the rulebook's).`,
    `EX-116, the turn limits and facing (paired against the defaults on the same seeds): ${change('vehicleTurns=pivot')} (under pivot every goal is reached straight, so this is also the game without turn limits); low walls, ${change('lowWalls=all-but-wheeled')}. ${clear('vehicleTurns=pivot') ? 'Moving in straight legs with limited turns clearly matters for this force.' : 'Turning in quarter turns costs distance (a goal ahead and aside is reached by the two legs, not the diagonal) and a turn limit binds only where a wall blocks the route it allows (golden tests); how often the goal-directed moves here meet such a wall is not counted: on this table the limits do not clearly move the result.'}`,
    `EX-109, Optimal Terrain: ${change('optimalTerrain=starts-on')}; ${change('optimalTerrain=none')}. ${clear('optimalTerrain=none') ? "Wheeled's +2 on roads clearly matters here." : "The road is one 4\"-wide strip across the middle, and a move must stay on it to gain the +2 (or, under starts-on, start on it): the goals (control points, enemies, cover) need not lie along it (how often they do is not counted), so the bonus does not clearly change the result; a table with more roads, or a mission along one, would be needed to price it."}`,
    `Moving Through Difficult Terrain ("advance ... using their primary move if they do not shoot"): ${change('advanceHoldFire=never')}, i.e. the engine before the rule against it now (the Advance keeps the Primary Move when the unit would have no shot after the slowed move, or carries a Heavy or Setup weapon).`,
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-mobility',
    title: 'Mobility Types, low walls and Optimal Terrain: vehicles against infantry',
    question: 'Do the 90-degree turn limits of Wheeled, Tracked and Hover-Forward mobility, low walls and Wheeled +2 on optimal ground change a game of vehicles against infantry?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Movement › Mobility Types; Moving Through Difficult Terrain; Terrain Types › Optimal Terrain', catalogue: ['EX-116', 'EX-109'] },
    system: 'exoshift',
    a: { side: 'preset:sol-motor-patrol', agent: 'heuristic' },
    b: { side: 'preset:sol-fire-support', agent: 'heuristic' },
    pairs: 1600,
    variants: ['vehicleTurns', 'lowWalls', 'optimalTerrain', 'advanceHoldFire'],
  }),
  chunkSize: 8,
  answer,
});
