/**
 * Exoshift EX-043 (001_9ac883e80b2d20e9.txt, Missions › Winning Control
 * Points): "If a player or team has a total VPs equal or greater than the
 * number of players X 10, the game ends" and nothing else ends it: no round
 * limit. How long do Control Points games run, and what would a cap of 6, 8
 * or 10 rounds change? Sol Line Patrol against Sol Fire Support, heuristic
 * player both sides, paired games with the sides swapped, each cap against
 * no cap (variant roundCap; the engine itself stops an uncapped game after 30
 * rounds and scores it on VP).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { drawShare as draws } from '../../src/sim/match/drawShare.ts';
import { formatEstimate, formatMean, formatMeanDifference, formatProportion, groupThousands } from '../../src/report/format.ts';

function answer(result: ExperimentResult): string[] {
  const [none, ...capped] = result.arms;
  const length = none.metrics.length as MeanMetric;
  const games = 2 * none.trials;
  const line = (arm: ArmResult) => {
    const d = arm.vsBaseline!;
    const binds = d.length.ci[1] < 0 ? 'shortens games' : d.length.diff === 0 && d.length.ci[0] === 0 && d.length.ci[1] === 0 ? 'never binds' : 'no clear change in length';
    const dr = draws(arm);
    return `cap ${arm.label.replace('roundCap=', '')}: ${binds}, length ${formatMeanDifference(d.length.diff, d.length.ci, arm.trials, 'rounds', 'pairs')}, Line Patrol's score ${formatMeanDifference(d.scoreA.diff, d.scoreA.ci, arm.trials, 'points per game', 'pairs')}, draws ${formatProportion(dr.p, dr.ci, dr.games, 'games')}`;
  };
  const shortest = capped.filter((arm) => arm.vsBaseline!.length.ci[1] < 0).map((arm) => Number(arm.label.replace('roundCap=', ''))).sort((a, b) => b - a);
  const vp = (id: string) => formatEstimate((none.metrics[id] as MeanMetric).mean, (none.metrics[id] as MeanMetric).ci);
  const d0 = draws(none);
  return [
    `Without a cap a Control Points game lasts ${formatMean(length.mean, length.ci, games, 'rounds', 'games')} (it ends at 20 VP or when a side has no model left; final VP ${vp('vpA')} vs ${vp('vpB')} over the ${groupThousands(games)} games, draws ${formatProportion(d0.p, d0.ci, d0.games, 'games')}); ${shortest.length === 0 ? 'no cap of 6, 8 or 10 rounds clearly shortens it, so no cap measured here shows a clear change in game length' : `a cap of ${shortest[0]} rounds or fewer clearly shortens games`} (heuristic player both sides).`,
    `Against no cap (paired on the same seeds): ${capped.map(line).join('; ')}.`,
    'A designer who wants a fixed game length can add the cap the data support and score on VP at the end; the stalemate risk (games that never reach 20 VP) needs a per-game rounds distribution, which the engine does not report yet (it caps at 30 rounds silently). The second agent strength (the one-ply greedy player with 4 sampled dice resolutions per action, both sides) replays these arms in ex-second-strength, which says whether this verdict holds, flips or is clear at one strength only.',
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-round-cap',
    title: 'Control Points: no round cap vs a cap of 6, 8 or 10 rounds',
    question: 'Control Points ends only when a player reaches players x 10 VP: how long do games run, and what would a round cap change?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Missions › Winning Control Points', catalogue: ['EX-043', 'EX-113', 'EX-009'] },
    system: 'exoshift',
    a: { side: 'preset:sol-line-patrol', agent: 'heuristic' },
    b: { side: 'preset:sol-fire-support', agent: 'heuristic' },
    pairs: 100,
    variants: ['roundCap'],
  }),
  chunkSize: 8,
  answer,
});
