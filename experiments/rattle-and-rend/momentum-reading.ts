/**
 * Rattle and Rend RR-046 (004_c41133d86b017ece.txt, Gameplay › Momentum Points
 * vs Initiative Phase): Total Momentum is "equal to the number of their
 * Elements still in play" (so 4-8 at the start, though the same passage says
 * "players start with 12"), or "the points of their Elements still in play"
 * (12). Momentum pays for every action, reaction and bid, so the reading sets
 * the whole economy. The Vampire Court (many cheap Elements: eight entries)
 * against the Dwarven Throng (six Elements), both played by the heuristic
 * player, under the points reading (the engine's default) and the Elements
 * reading (variant momentum=elements), paired game by game. The greedy
 * player's check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatEstimate, formatMean, pairedChange } from '../../src/report/format.ts';
import { ratioBound } from '../../src/stats/combinedBounds.ts';

function answer(result: ExperimentResult): string[] {
  const [points, elements] = result.arms;
  const m = (arm: (typeof result.arms)[number], id: string) => arm.metrics[id] as MeanMetric;
  const games = 2 * points.trials;
  const d = elements.vsBaseline!.scoreA;
  const shift = d.ci[0] > 0 ? 'clearly favours the many-cheap Vampire Court' : d.ci[1] < 0 ? 'clearly favours the few-expensive Dwarven Throng' : 'is not shown to favour either warband';
  // Actions per round: a ratio of two means from the same games, with a bound that holds whatever their correlation.
  const perRound = (arm: (typeof result.arms)[number]) => {
    const se = (x: MeanMetric) => ({ mean: x.mean, se: x.n > 1 ? x.sd / Math.sqrt(x.n) : NaN });
    const r = ratioBound(se(m(arm, 'actionsA')), se(m(arm, 'length')));
    return formatEstimate(r.mean, r.ci);
  };
  return [
    `Reading Total Momentum as Elements in play instead of points ${shift}: the Court's score changes by ${pairedChange(d, elements.trials, 'per game')} (points reading: ${formatMean(m(points, 'scoreA').mean, m(points, 'scoreA').ci, games, 'per game', 'games')}).`,
    `Economy (heuristic player): game length ${formatMean(m(points, 'length').mean, m(points, 'length').ci, games, 'rounds', 'games')} under points, ${pairedChange(elements.vsBaseline!.length, elements.trials, 'rounds')} under Elements; the Court's actions per game ${formatMean(m(points, 'actionsA').mean, m(points, 'actionsA').ci, games, '', 'games')}, ${pairedChange(elements.vsBaseline!.actionsA, elements.trials, 'actions')} (${perRound(points)} and ${perRound(elements)} per round, intervals at least 95%); checks rolled ${pairedChange(elements.vsBaseline!.checks, elements.trials, 'checks per game')}; Momentum the Court bids ${pairedChange(elements.vsBaseline!.bidA, elements.trials, 'Momentum per game')}.`,
    'The rulebook must pick one reading and delete the other sentence (and "players start with 12" if Elements is meant); under Elements a 1-point Element buys as much Momentum as a 3-point Heavy, so Dregs, Wards and Champions gain value, and the Morale (6, then 3) and Zealots (6 or less) thresholds fire at very different times. Only one pairing is measured here; the value of a 1-point Element per point is still to come.',
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'rr-momentum-reading',
    title: 'Total Momentum: points in play or Elements in play?',
    question: 'How do the two readings of Total Momentum (points in play, 12 at the start; or Elements in play, 4-8) change actions, game length and many-cheap against few-expensive warbands?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Gameplay › Momentum Points vs Initiative Phase', catalogue: ['RR-046'] },
    system: 'rattle-and-rend',
    a: { side: 'preset:vampire-court', agent: 'heuristic' },
    b: { side: 'preset:dwarven-throng', agent: 'heuristic' },
    pairs: 1000,
    variants: ['momentum'],
  }),
  answer,
});
