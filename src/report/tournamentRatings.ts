/**
 * Bradley-Terry ratings of a tournament result (src/sim/match/tournament.ts):
 * every arm is one pairing, its coords name the two entrants (`row` plays
 * side A, `column` side B) and the metric is A's mean score per game over
 * `n` trials of `gamesPerTrial` games each (a match trial is a pair of games).
 */
import { bradleyTerry } from '../stats/bradleyTerry.ts';
import type { ExperimentResult, MeanMetric } from '../sim/result.ts';

export interface EntrantRating {
  label: string;
  rating: number;
  ci: [number, number];
  /** Expected score against an average entrant. */
  expectedScore: number;
  games: number;
}

export function tournamentRatings(result: ExperimentResult, metricId: string, gamesPerTrial = 2): EntrantRating[] {
  const pairings = result.arms.filter((arm) => arm.coords?.row !== undefined && arm.coords?.column !== undefined && arm.metrics[metricId]?.kind === 'mean');
  if (pairings.length === 0) throw new Error(`no tournament pairings: arms need coords row and column and a mean metric '${metricId}'`);
  const labels = [...new Set(pairings.flatMap((arm) => [String(arm.coords!.row), String(arm.coords!.column)]))];
  const index = new Map(labels.map((label, i) => [label, i]));
  const games = new Array<number>(labels.length).fill(0);
  const fit = bradleyTerry(
    labels.length,
    pairings.map((arm) => {
      const metric = arm.metrics[metricId] as MeanMetric;
      const n = metric.n * gamesPerTrial;
      const i = index.get(String(arm.coords!.row))!;
      const j = index.get(String(arm.coords!.column))!;
      games[i] += n;
      games[j] += n;
      return { i, j, games: n, scoreI: metric.mean * n };
    }),
  );
  return labels
    .map((label, i) => ({ label, rating: fit.rating[i], ci: fit.ci[i], expectedScore: fit.expectedScore[i], games: games[i] }))
    .sort((a, b) => b.rating - a.rating);
}
