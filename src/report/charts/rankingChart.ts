/**
 * A tournament's ranking: each entrant's Bradley-Terry rating (Elo scale,
 * 0 = the field's average) as a point with its interval, best first, against
 * a line at 0. Marks: `points` and `whiskers` (one per entrant), `reference`.
 */
import type { TopLevelSpec } from 'vega-lite';
import { tournamentRatings } from '../tournamentRatings.ts';
import { INK } from '../palette.ts';
import { fittedLabels } from './axisLabels.ts';
import { CHART_CONFIG, ChartRequestError, chartTitle, requireMetric, type ChartContext } from './chartContext.ts';
import { groupThousands } from '../format.ts';

export function rankingChart(context: ChartContext): TopLevelSpec {
  const metric = requireMetric(context);
  if (metric.kind !== 'mean') throw new ChartRequestError(`ranking chart needs a mean score metric; '${context.request.metric}' is a ${metric.kind}`);
  let ratings;
  try {
    ratings = tournamentRatings(context.result, context.request.metric);
  } catch (error) {
    throw new ChartRequestError((error as Error).message);
  }
  const rows = ratings.map((r) => ({ entrant: r.label, rating: r.rating, low: r.ci[0], high: r.ci[1], text: `${r.rating >= 0 ? '+' : ''}${Math.round(r.rating)}` }));
  const x = { type: 'quantitative', title: 'Bradley-Terry rating (Elo points; 0 = field average)' } as const;
  const y = { field: 'entrant', type: 'nominal', sort: ratings.map((r) => r.label), title: null, axis: fittedLabels(ratings.map((r) => r.label), [], 'axis') } as const;
  const games = ratings.reduce((sum, r) => sum + r.games, 0) / 2;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: chartTitle(context, 'Ranking'),
      subtitle: [`${ratings.length} entrants, ${groupThousands(games)} games in all, paired with sides swapped`, 'whiskers: 95% intervals; +100 is about a 64% expected score against an average entrant'],
    },
    config: CHART_CONFIG,
    data: { values: rows },
    width: 520,
    height: { step: 30 },
    layer: [
      { name: 'reference', data: { values: [{ zero: 0 }] }, mark: { type: 'rule', color: INK, strokeDash: [5, 4] }, encoding: { x: { ...x, field: 'zero' } } },
      { name: 'whiskers', mark: { type: 'rule', color: INK, strokeWidth: 1.5 }, encoding: { x: { ...x, field: 'low' }, x2: { field: 'high' }, y } },
      { name: 'points', mark: { type: 'point', filled: true, size: 80, color: '#0072B2' }, encoding: { x: { ...x, field: 'rating' }, y, tooltip: [{ field: 'entrant' }, { field: 'text', title: 'rating' }] } },
      { name: 'values', mark: { type: 'text', align: 'left', dx: 6, dy: -9, color: INK }, encoding: { x: { ...x, field: 'rating' }, y, text: { field: 'text' } } },
    ],
  };
}
