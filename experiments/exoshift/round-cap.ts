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
import type { ArmResult, Difference, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { drawShare as draws } from '../../src/sim/match/drawShare.ts';
import { formatEstimate, formatMean, formatMeanDifference, formatProportion, groupThousands, percent, shown } from '../../src/report/format.ts';

/**
 * The paired change in the Line Patrol's score. When no pair's score changed, the paired interval is 0 to 0, which
 * claims no change at all: 0 of the pairs changing bounds the share of pairs a cap changes by Wilson's upper end, and
 * a pair's score moves at most 1 point per game, so the change is at most that share either way. (ex-second-strength
 * replays cap 10 on more pairs and other seeds, where a few pairs do change: "0.00 (0.00 to 0.00)" here read as a
 * contradiction of its clear, small change.)
 */
function scoreChange(d: Difference, pairs: number): string {
  if (d.diff === 0 && d.ci[0] === 0 && d.ci[1] === 0) {
    const most = wilson(0, pairs)[1];
    return `unchanged in all ${groupThousands(pairs)} pairs (Wilson's upper end for 0 of ${groupThousands(pairs)}: ${percent(most, 1)} of pairs), so a change of up to ${shown(most, 2)} points per game either way is not ruled out`;
  }
  return formatMeanDifference(d.diff, d.ci, pairs, 'points per game', 'pairs');
}

function answer(result: ExperimentResult): string[] {
  const [none, ...capped] = result.arms;
  const length = none.metrics.length as MeanMetric;
  const games = 2 * none.trials;
  const line = (arm: ArmResult) => {
    const d = arm.vsBaseline!;
    const binds = d.length.ci[1] < 0 ? 'shortens games' : d.length.diff === 0 && d.length.ci[0] === 0 && d.length.ci[1] === 0 ? 'never binds' : 'no clear change in length';
    const dr = draws(arm);
    return `cap ${arm.label.replace('roundCap=', '')}: ${binds}, length ${formatMeanDifference(d.length.diff, d.length.ci, arm.trials, 'rounds', 'pairs')}, Line Patrol's score ${scoreChange(d.scoreA, arm.trials)}, draws ${formatProportion(dr.p, dr.ci, dr.games, 'games')}`;
  };
  const shortest = capped.filter((arm) => arm.vsBaseline!.length.ci[1] < 0).map((arm) => Number(arm.label.replace('roundCap=', ''))).sort((a, b) => b - a);
  const vp = (id: string) => formatEstimate((none.metrics[id] as MeanMetric).mean, (none.metrics[id] as MeanMetric).ci);
  const d0 = draws(none);
  return [
    `Without a cap a Control Points game lasts ${formatMean(length.mean, length.ci, games, 'rounds', 'games')} (it ends at 20 VP or when a side has no model left; final VP ${vp('vpA')} vs ${vp('vpB')} over the ${groupThousands(games)} games, draws ${formatProportion(d0.p, d0.ci, d0.games, 'games')}); ${shortest.length === 0 ? 'no cap of 6, 8 or 10 rounds clearly shortens it, so no cap measured here shows a clear change in game length' : `a cap of ${shortest[0]} rounds or fewer clearly shortens games`} (heuristic player both sides).`,
    `Against no cap (paired on the same seeds): ${capped.map(line).join('; ')}.`,
    stalemateLine(none, games),
    firstSeatLine(none),
    'A designer who wants a fixed game length can add the cap the data support and score on VP at the end. The second agent strength (the one-ply greedy player with 4 sampled dice resolutions per action, both sides) replays these arms in ex-second-strength, which says whether this verdict holds, flips or is clear at one strength only.',
  ];
}

/**
 * A per-game 0/1 ending's share of the arm's games, Wilson's interval on the count of games, as the draws' share
 * (drawShare.ts) is: the metric's own interval is over pairs, and for a count of 0 it falls back to Wilson's over the
 * 100 pairs (0-4%) while the draws beside it, 0 of the same 200 games, read 0-1.9%.
 */
function gameCountShare(metric: MeanMetric, games: number): { p: number; ci: [number, number]; text: string } {
  const hits = Math.round(metric.mean * games);
  const ci = wilson(hits, games);
  return { p: hits / games, ci, text: formatProportion(hits / games, ci, games, 'games') };
}

/** How uncapped games ended: at 20 VP, by a side left with no model, or at the engine's 30-round stop (a stalemate). */
function stalemateLine(none: ArmResult, games: number): string {
  const share = (id: string) => gameCountShare(none.metrics[id] as MeanMetric, games);
  const vp = share('victoryPointsEnd');
  const stop = share('engineStopEnd');
  return `The stalemate risk (EX-043: games that never reach 20 VP): without a cap, ${vp.text} ended at 20 VP and the rest with a side left without a model; ${stop.text} ran to the engine's 30-round stop${stop.ci[1] < 0.05 ? ', so stalemates are rare here (under 5% of games)' : ''}.`;
}

/**
 * EX-009's first-mover advantage in Control Points: a pair plays the matchup twice with the seats swapped, so a pair
 * the first seat won twice over ("win-loss": A won seated first and lost seated second) or the second seat did
 * ("loss-win") shows the seat; the first seat's share of such pairs is Wilson's over them. Objective Grab is not
 * played here.
 */
function firstSeatLine(none: ArmResult): string {
  const pair = none.metrics.pair as DistributionMetric;
  const first = pair.counts[pair.keys.indexOf('win-loss')];
  const second = pair.counts[pair.keys.indexOf('loss-win')];
  const split = first + second;
  const ci = wilson(first, split);
  const verdict = ci[0] > 0.5 ? 'the first seat is favoured' : ci[1] < 0.5 ? 'the second seat is favoured' : 'no seat advantage shown';
  return `EX-009, first-mover advantage (Control Points only; Objective Grab is not played here): the first seat won both games of a pair in ${first} of ${groupThousands(none.trials)} pairs and the second seat in ${second}, so the first seat takes ${formatProportion(split > 0 ? first / split : NaN, ci, split, 'pairs the seat decided')}: ${verdict}.`;
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
