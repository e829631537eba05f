/**
 * A matchup matrix: the row side's win rate (or other estimate) against each
 * column side, one cell per pairing, coloured (cellColours.ts: a win rate or score
 * on a diverging scale white at 1/2, so both "too strong" and "too weak" stand out),
 * with the value written in.
 * Marks: `cells` and `labels` (one per pairing).
 */
import type { TopLevelSpec } from 'vega-lite';
import { cellChart } from './cellChart.ts';
import type { ChartContext } from './chartContext.ts';

export function matrixChart(context: ChartContext): TopLevelSpec {
  return cellChart(context, {
    yDescending: true,
    title: (metric, x, y) => `${metric.label}: each ${y} (row) against each ${x} (column)`,
    note: 'cells: row side estimate, darker is lower',
  });
}
