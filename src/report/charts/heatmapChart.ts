/**
 * A sweep over two coordinates (e.g. rate of fire x armour) as a heatmap: one
 * cell per arm coloured by its estimate (cellColours.ts), the value written in it.
 * Marks: `cells` and `labels` (one per arm).
 */
import type { TopLevelSpec } from 'vega-lite';
import { cellChart } from './cellChart.ts';
import type { ChartContext } from './chartContext.ts';

export function heatmapChart(context: ChartContext): TopLevelSpec {
  return cellChart(context, {
    yDescending: false,
    title: (metric, x, y) => `${metric.label} by ${x} and ${y}`,
    note: 'cells: estimates, darker is lower',
  });
}
