/**
 * A parameter sweep over one coordinate: the estimate as a line with points,
 * its interval as a shaded band; one line per value of a second coordinate when
 * the sweep has one; the verdict's band (e.g. 45-55% for a win rate), when one applies, as a grey stripe across the
 * chart, so the values whose intervals lie inside it read at a glance. Marks: `verdictBand` (one rect, when a band
 * applies), `bands` and `lines` (one per series), `points` (one per arm).
 */
import type { TopLevelSpec } from 'vega-lite';
import { axisTitle, chartValueFormatter, estimateOf } from '../metricFacts.ts';
import { CATEGORY_COLOURS } from '../palette.ts';
import { formatBand } from '../format.ts';
import { CHART_CONFIG, ChartRequestError, chartTitle, requireMetric, trialSubtitle, type ChartContext } from './chartContext.ts';
import { fittedLabels } from './axisLabels.ts';
import { armsWithCoordinates, axesOf, coordinateValues, isNumeric, restLabel, varyingOtherCoordinates } from './coordinates.ts';
import type { ArmResult } from '../../sim/result.ts';

export function sweepChart(context: ChartContext): TopLevelSpec {
  const metricId = context.request.metric;
  const metric = requireMetric(context);
  if (metric.kind === 'distribution') {
    throw new ChartRequestError(`sweep chart needs a proportion or mean metric; '${metricId}' is a distribution`);
  }
  const { x, y } = axesOf(context, false);
  const arms = armsWithCoordinates(context.result, metricId, [x, y]);
  const xValues = coordinateValues(arms, x);
  // Every coordinate other than x that varies makes its own line (y first), so no two lines share a point.
  const seriesNames = [...(y === undefined ? [] : [y]), ...varyingOtherCoordinates(arms, [x, ...(y === undefined ? [] : [y])])];
  const seriesOf = (arm: ArmResult) => (seriesNames.length === 0 ? 'all' : seriesNames.length === 1 ? String(arm.coords![seriesNames[0]]) : restLabel(arm, seriesNames));
  const series = [...new Set(arms.map(seriesOf))];
  const seriesTitle = seriesNames.join(', ');
  const estimates = arms.map((arm) => estimateOf(arm.metrics[metricId])!);
  const format = chartValueFormatter(metric, estimates);
  const rows = arms.map((arm, index) => {
    const estimate = estimates[index];
    return {
      x: arm.coords![x],
      series: seriesOf(arm),
      value: estimate.value,
      low: estimate.ci[0],
      high: estimate.ci[1],
      text: `${format(estimate.value)} (${format(estimate.ci[0])} to ${format(estimate.ci[1])})`,
    };
  });
  const isPercent = metric.kind === 'proportion';
  // Each coordinate written in full: an axis format would round to the precision vega infers from the ticks (150 -> 200, 10 -> 1e+1).
  const xEncoding = isNumeric(xValues)
    ? ({ field: 'x', type: 'quantitative', title: x, scale: { zero: false, nice: false }, axis: { values: xValues as number[], labelExpr: "format(datum.value, '~r')" } } as const)
    : ({ field: 'x', type: 'ordinal', title: x, sort: xValues.map(String), axis: { labelAngle: 0 } } as const);
  const yScale = { type: 'quantitative', title: axisTitle(metric), axis: isPercent ? { format: '.0%' } : {}, scale: { zero: false } } as const;
  const colour =
    seriesNames.length === 0
      ? ({ value: CATEGORY_COLOURS[0] } as const)
      : ({ field: 'series', type: 'ordinal', title: seriesTitle, sort: series, legend: { symbolOpacity: 1, symbolType: 'stroke', symbolStrokeWidth: 3, ...fittedLabels(series.map(String)) }, scale: { range: series.map((_, i) => CATEGORY_COLOURS[i % CATEGORY_COLOURS.length]) } } as const);
  const detail = { field: 'series', type: 'nominal' } as const;
  const band = context.bands.find((candidate) => candidate.metric === metricId);
  // Across the whole width (x from 0 to the plot's width, not the sweep's x, which the stripe's one row has not).
  const bandLayers = band
    ? [
        {
          name: 'verdictBand',
          data: { values: [{ low: band.low, high: band.high }] },
          mark: { type: 'rect', color: '#999999', opacity: 0.18 },
          encoding: { x: { value: 0 }, x2: { value: 'width' }, y: { ...yScale, field: 'low' }, y2: { field: 'high' } },
        } as const,
      ]
    : [];
  const bandNote = band ? [`grey stripe: the ${formatBand(band.low, band.high, isPercent)} band`] : [];
  // Series with the same estimate at every x draw one line, the last over the others (jw-close-attacks' five weapons
  // showed three lines): the subtitle names them, and each series' points have their own shape.
  const sameNote = sameSeries(rows).map((group) => `${group.join(' = ')} at every ${x} (one line)`);
  const shape = seriesNames.length === 0 ? {} : { shape: { field: 'series', type: 'ordinal', sort: series, legend: null } as const };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: chartTitle(context, `${metric.label} over ${x}${seriesNames.length === 0 ? '' : `, one line per ${seriesTitle}`}`),
      subtitle: trialSubtitle(context, arms, [...bandNote, ...sameNote], 'shaded bands'),
    },
    config: CHART_CONFIG,
    data: { values: rows },
    width: 520,
    height: 300,
    encoding: { x: xEncoding },
    layer: [
      ...bandLayers,
      {
        name: 'bands',
        mark: { type: 'area', opacity: 0.18 },
        encoding: { y: { ...yScale, field: 'low' }, y2: { field: 'high' }, color: colour, detail },
      },
      {
        name: 'lines',
        mark: { type: 'line', strokeWidth: 2 },
        encoding: { y: { ...yScale, field: 'value' }, color: colour, detail },
      },
      {
        name: 'points',
        mark: { type: 'point', filled: true, size: 50, opacity: 1 },
        encoding: {
          y: { ...yScale, field: 'value' },
          color: colour,
          ...shape,
          tooltip: [{ field: 'x', title: x }, { field: 'series', title: seriesTitle || 'series' }, { field: 'text', title: metric.label }],
        },
      },
    ],
  };
}

/** Groups of two or more series whose estimates are equal at every x (each group in the order the rows list them). */
function sameSeries(rows: readonly { x: number | string; series: string; value: number }[]): string[][] {
  const bySeries = new Map<string, string[]>();
  for (const row of rows) bySeries.set(row.series, [...(bySeries.get(row.series) ?? []), `${row.x}=${row.value}`]);
  const groups = new Map<string, string[]>();
  for (const [name, points] of bySeries) {
    const key = [...points].sort().join('|');
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
