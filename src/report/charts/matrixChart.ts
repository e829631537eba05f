/**
 * A matchup matrix: the row side's win rate (or other estimate) against each
 * column side, one cell per pairing, coloured on a diverging scale centred on
 * 50% so both "too strong" and "too weak" stand out, with the value written in.
 * Marks: `cells` and `labels` (one per pairing).
 */
import type { TopLevelSpec } from 'vega-lite';
import { DIVERGING_SCHEME, SEQUENTIAL_SCHEME } from '../palette.ts';
import { metricOf } from '../metricFacts.ts';
import { cellChart } from './cellChart.ts';
import type { ChartContext } from './chartContext.ts';

export function matrixChart(context: ChartContext): TopLevelSpec {
  const isProportion = metricOf(context.result, context.request.metric)?.kind === 'proportion';
  return cellChart(context, {
    scale: isProportion ? { scheme: DIVERGING_SCHEME, domain: [0, 1], domainMid: 0.5 } : { scheme: SEQUENTIAL_SCHEME },
    // blueorange is light in the middle and dark at both ends.
    darkFill: isProportion ? (value) => Math.abs(value - 0.5) > 0.3 : (value, min, max) => (max > min ? (value - min) / (max - min) : 0.5) < 0.55,
    yDescending: true,
    title: (metric, x, y) => `${metric.label}: each ${y} (row) against each ${x} (column)`,
    note: isProportion ? 'cells: row side estimate, white is 50%' : 'cells: row side estimate',
  });
}
