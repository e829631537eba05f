/**
 * The shared shape of the heatmap and the matchup matrix: one coloured cell
 * per arm at (x, y), its value written in the cell in a colour that stays
 * readable on the fill, its interval in small print below.
 * Marks: `cells`, `labels` and `intervals` (one per arm).
 */
import type { TopLevelSpec } from 'vega-lite';
import type { MetricResult } from '../../sim/result.ts';
import { cellColours } from './cellColours.ts';
import { axisTitle, chartValueDecimals, chartValueFormatter, estimateOf } from '../metricFacts.ts';
import { LEGEND_TITLE_FONT_SIZE, wrapLabel } from './axisLabels.ts';
import { CHART_CONFIG, ChartRequestError, chartTitle, requireMetric, trialSubtitle, type ChartContext } from './chartContext.ts';
import { armsWithCoordinates, axesOf, coordinateValues, restLabel, varyingOtherCoordinates } from './coordinates.ts';

/**
 * More columns than this and a cell holds its value only: cells wide enough for an interval line ("0.4 to 0.6") made
 * rr-options-tactics' 25 entrants a 4,780 px chart, shrunk to a fifth on a page. Its intervals stay in the tooltips
 * and data.csv.
 */
const COMPACT_COLUMNS = 12;

/** The room for the colour legend's title, a line; a longer title (the metric and its unit) takes two lines. */
const LEGEND_TITLE_LIMIT = 420;

/** The legend's title as one line, or two when one is too narrow (vega draws an array as lines). */
function legendTitle(title: string): string | string[] {
  const lines = wrapLabel(title, LEGEND_TITLE_LIMIT, LEGEND_TITLE_FONT_SIZE);
  return lines.length === 1 ? lines[0] : lines;
}

export interface CellStyle {
  /** Numeric coordinates run upwards on the y axis (a heatmap) or downwards like a table (a matrix). */
  yDescending: boolean;
  title: (metric: MetricResult, x: string, y: string) => string;
  /** What the colours mean on a sequential scale (cellColours.ts words a diverging one from it). */
  note: string;
}

export function cellChart(context: ChartContext, style: CellStyle): TopLevelSpec {
  const metricId = context.request.metric;
  const metric = requireMetric(context);
  if (metric.kind === 'distribution') {
    throw new ChartRequestError(`${context.request.kind} chart needs a proportion or mean metric; '${metricId}' is a distribution`);
  }
  const { x, y } = axesOf(context, true);
  const yName = y!;
  const arms = armsWithCoordinates(context.result, metricId, [x, yName]);
  // Arms that vary in more than x and y (e.g. a floor rule on or off) get one panel each, never overlapping cells.
  const others = varyingOtherCoordinates(arms, [x, yName]);
  const estimates = arms.map((arm) => estimateOf(arm.metrics[metricId])!);
  const format = chartValueFormatter(metric, estimates);
  const legendDecimals = chartValueDecimals(metric, estimates);
  const own = estimates.map((estimate) => estimate.value);
  const shared = context.cellRange;
  const colours = cellColours(metricId, metric, shared ? [...own, ...shared.values] : own, style.note);
  if (shared) colours.note += `; one colour scale for the report's ${shared.charts} charts of it`;
  const rows = arms.map((arm, index) => {
    const estimate = estimates[index];
    return {
      x: String(arm.coords![x]),
      y: String(arm.coords![yName]),
      value: estimate.value,
      text: format(estimate.value),
      interval: `${format(estimate.ci[0])} to ${format(estimate.ci[1])}`,
      ink: colours.darkFill(estimate.value) ? 'white' : 'black',
      panel: restLabel(arm, others),
    };
  });
  const xValues = coordinateValues(arms, x).map(String);
  const yValues = coordinateValues(arms, yName).map(String);
  const numericY = coordinateValues(arms, yName).every((value) => typeof value === 'number');
  // A cell fits its interval line ("58% to 64%", about 6.5 px a character at 10 px), or in a compact chart its value
  // (about 8 px a character in 12 px bold); long column names are turned.
  const compact = xValues.length > COMPACT_COLUMNS;
  const step = compact
    ? Math.max(34, 12 + 8 * Math.max(...rows.map((row) => row.text.length)))
    : Math.max(64, 16 + 6.5 * Math.max(...rows.map((row) => row.interval.length)));
  const longestX = Math.max(...xValues.map((value) => value.length));
  const turnX = longestX * 7.5 > step;
  const xEncoding = {
    field: 'x',
    type: 'ordinal',
    title: x,
    sort: xValues,
    axis: turnX ? ({ labelAngle: -35, labelAlign: 'right', labelBaseline: 'top' } as const) : ({ labelAngle: 0 } as const),
  } as const;
  const yEncoding = { field: 'y', type: 'ordinal', title: yName, sort: numericY && !style.yDescending ? [...yValues].reverse() : yValues } as const;
  const isPercent = metric.kind === 'proportion';
  const ink = { condition: { test: "datum.ink === 'white'", value: 'white' }, value: 'black' } as const;
  const inner = {
    width: { step },
    height: { step: compact ? 26 : 46 },
    encoding: { x: xEncoding, y: yEncoding },
    layer: [
      {
        name: 'cells',
        mark: { type: 'rect', stroke: 'white', strokeWidth: 1.5 },
        encoding: {
          color: {
            field: 'value',
            type: 'quantitative',
            title: legendTitle(axisTitle(metric)),
            scale: colours.scale,
            // Each value at a fixed precision: a legend format would round to the precision vega infers from the ticks (55 -> 6e+1, 3.5 -> 4), as the sweep axis did,
            // and in full ('~r') the domain's ends print as the raw means (21.5033, 6.34667). At the cells' decimals, so its ends read as the extreme cells do.
            legend: { ...(isPercent ? { format: '.0%' } : { labelExpr: `format(datum.value, ',.${legendDecimals}f')` }), gradientLength: 160, titleLimit: LEGEND_TITLE_LIMIT },
          },
          tooltip: [{ field: 'x', title: x }, { field: 'y', title: yName }, { field: 'text', title: metric.label }, { field: 'interval', title: 'interval' }],
        },
      },
      {
        name: 'labels',
        mark: compact ? { type: 'text', fontSize: 12, fontWeight: 'bold' } : { type: 'text', fontSize: 13, fontWeight: 'bold', dy: -7 },
        encoding: { text: { field: 'text' }, color: ink },
      },
      ...(compact
        ? []
        : [
            {
              name: 'intervals',
              mark: { type: 'text', fontSize: 10, dy: 9 },
              encoding: { text: { field: 'interval' }, color: ink },
            },
          ]),
    ],
  };
  const head = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: chartTitle(context, style.title(metric, x, yName)),
      subtitle: trialSubtitle(context, arms, [colours.note], compact ? `data.csv and the tooltips (${xValues.length} columns: too many to print in the cells)` : 'small print in each cell'),
    },
    config: CHART_CONFIG,
    data: { values: rows },
  };
  // The layered spec is checked by vega-lite at compile time; the cast only joins the two halves.
  if (others.length === 0) return { ...head, ...inner } as TopLevelSpec;
  const panels = [...new Set(rows.map((row) => row.panel))];
  // Panels one under another: side by side, two grids of 7 cells shrink to half size in a ~900 px page.
  return { ...head, facet: { field: 'panel', type: 'nominal', title: null, sort: panels, header: { labelFontSize: 13 } }, columns: 1, spec: inner, resolve: { scale: { color: 'shared' } } } as TopLevelSpec;
}
