/**
 * A sweep over two coordinates (e.g. rate of fire x armour) as a heatmap: one
 * cell per arm coloured by its estimate on viridis, the value written in it.
 * Marks: `cells` and `labels` (one per arm).
 */
import type { TopLevelSpec } from 'vega-lite';
import { SEQUENTIAL_SCHEME } from '../palette.ts';
import { cellChart } from './cellChart.ts';
import type { ChartContext } from './chartContext.ts';

export function heatmapChart(context: ChartContext): TopLevelSpec {
  return cellChart(context, {
    scale: { scheme: SEQUENTIAL_SCHEME },
    // viridis runs from dark purple to light yellow: the lower part needs white text.
    darkFill: (value, min, max) => (max > min ? (value - min) / (max - min) : 0.5) < 0.55,
    yDescending: false,
    title: (metric, x, y) => `${metric.label} by ${x} and ${y}`,
    note: 'cells: estimates, darker is lower',
  });
}
