/**
 * Rattle and Rend RR-016 (004_c41133d86b017ece.txt, Reputations › Devious,
 * pink box): "REPOSITIONING RANGE: Is the M range of repositioning too strong
 * - too overwhelming an impact (e.g. putting a slow Heavy in a far corner or a
 * glass-cannon Champion out in the open)? Should it be short range?" The
 * Ogrekin Hunting Party (the example warband that takes Devious) against the
 * Dwarven Throng (its closest-matched opponent among the examples), both
 * played by the heuristic player, with Devious at M as written and at S
 * (variant devious=short), paired game by game. The engine moves the costliest
 * 4 points of the enemy toward the Devious side's zone, never within S (rules
 * card, "Simplified"). The engine counts the points each side loses in round
 * 1 and, of those, the points of the Elements the enemy's Devious moved: what
 * "too overwhelming an impact" would look like on the table. The greedy
 * player's check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatShareEstimate, pairedChange } from '../../src/report/format.ts';
import { ratioBound } from '../../src/stats/combinedBounds.ts';
import { armEstimate, EQUIVALENCE_MARGIN, keepMetrics, showMean, withinMargin } from './_options.ts';

/** The engine statistics this answer reads: round-1 losses, and those of the Elements Devious moved. */
const DEVIOUS_METRICS = ['round1LostA', 'round1LostB', 'deviousLostB'];

/** One reading's round-1 numbers for the Dwarven Throng (side B, the side Devious moves) and the Ogrekin. */
function firstRound(result: ExperimentResult): string {
  const [medium, short] = result.arms;
  const at = (arm: (typeof result.arms)[number], id: string) => showMean(armEstimate(arm, id), 'points');
  const d = short.vsBaseline!;
  const moved = armEstimate(medium, 'deviousLostB');
  const lost = armEstimate(medium, 'round1LostB');
  // Both counted in the same games (the moved Elements' losses are part of the round's), so a bound that holds whatever their correlation.
  const ofLost = ratioBound(moved, lost);
  const share = lost.mean > 0 ? ` (${formatShareEstimate(ofLost.mean, ofLost.ci)} of its round-1 losses, interval at least 95%)` : '';
  return `First round, per game: the Dwarven Throng loses ${at(medium, 'round1LostB')} at M and ${at(short, 'round1LostB')} at S (S minus M ${pairedChange(d.round1LostB, short.trials, 'points')}); of the Elements Devious moved it loses ${at(medium, 'deviousLostB')} at M${share} and ${at(short, 'deviousLostB')} at S (${pairedChange(d.deviousLostB, short.trials, 'points')}); the Ogrekin lose ${at(medium, 'round1LostA')} at M and ${at(short, 'round1LostA')} at S (${pairedChange(d.round1LostA, short.trials, 'points')}).`;
}

/**
 * S not told apart from M: "keep M" is advice only when the whole interval lies inside the equivalence margin (as
 * rr-poisoners judges "as powerful"); an interval that only includes 0 may hide a change larger than that.
 */
function keep(ci: [number, number]): string {
  return withinMargin(ci)
    ? `The range changes the score by less than ${EQUIVALENCE_MARGIN} per game either way in this matchup (the whole interval), so the designer can keep M.`
    : `S range is not told apart from M in this matchup, but the interval reaches beyond +/-${EQUIVALENCE_MARGIN} per game, so these games do not settle whether the range matters.`;
}

function answer(result: ExperimentResult): string[] {
  const [medium, short] = result.arms;
  const d = short.vsBaseline!.scoreA;
  const score = medium.metrics.scoreA as MeanMetric;
  const verdict =
    d.ci[1] < 0
      ? 'M is doing real work: S range clearly weakens Devious'
      : d.ci[0] > 0
        ? 'S range clearly scores more (the M reposition is not what makes Devious strong)'
        : 'M range is not shown to be too strong: S range makes no clear difference';
  return [
    `${verdict} for the Ogrekin Hunting Party against the Dwarven Throng (heuristic player): ${pairedChange(d, short.trials, 'per game')} (M as written: ${formatMean(score.mean, score.ci, 2 * medium.trials, 'per game', 'games')}).`,
    `Points the Ogrekin remove per game: ${pairedChange(short.vsBaseline!.removedByA, short.trials, 'points')} at S; points they lose: ${pairedChange(short.vsBaseline!.removedByB, short.trials, 'points')}; game length ${pairedChange(short.vsBaseline!.length, short.trials, 'rounds')}.`,
    firstRound(result),
    `${d.ci[1] < 0 ? 'If the designer wants Devious milder, printing S is a real nerf of about that size.' : d.ci[0] > 0 ? 'M is not too strong here (S even scores more), so the designer can keep M.' : keep(d.ci)} Caveat: the engine repositions by a fixed rule (costliest 4 points, never within S), and a human choosing the worst spot for a slow Heavy could get more out of M.`,
  ];
}

export default defineExperiment({
  ...keepMetrics(variantSensitivity({
    id: 'rr-devious',
    title: 'Devious: reposition within M or within S?',
    question: 'Is the M range of Devious repositioning too strong, and should it be S range?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Reputations › Devious', catalogue: ['RR-016'] },
    system: 'rattle-and-rend',
    a: { side: 'preset:ogrekin-hunting-party', agent: 'heuristic' },
    b: { side: 'preset:dwarven-throng', agent: 'heuristic' },
    pairs: 4000,
    variants: ['devious'],
  }), DEVIOUS_METRICS),
  answer,
});
