/**
 * Probability, win rate or mean per arm, one horizontal bar each with a whisker
 * for its interval, against a reference line: the centre of the verdict band
 * (shaded) when there is one, 50% for a win rate, otherwise the baseline's
 * estimate. Marks: `bars` and `whiskers` (one per arm), `reference` (one rule),
 * `band` (one rect, when a band applies), `values` (one label per arm).
 */
import type { TopLevelSpec } from 'vega-lite';
import { formatBand } from '../format.ts';
import { axisTitle, baselineArm, chartValueFormatter, estimateOf, isWinRate } from '../metricFacts.ts';
import { INK } from '../palette.ts';
import { fittedLabels } from './axisLabels.ts';
import { armColourScale, armLabels, CHART_CONFIG, ChartRequestError, chartTitle, requireMetric, trialSubtitle, whereNames, type ChartContext } from './chartContext.ts';

export function armsChart(context: ChartContext): TopLevelSpec {
  const metricId = context.request.metric;
  const metric = requireMetric(context);
  if (metric.kind === 'distribution') {
    throw new ChartRequestError(`arms chart needs a proportion or mean metric; '${metricId}' is a distribution (use a distribution chart)`);
  }
  const arms = context.result.arms.filter((arm) => arm.metrics[metricId]);
  const estimates = arms.map((arm) => estimateOf(arm.metrics[metricId])!);
  const format = chartValueFormatter(metric, estimates);
  const rows = arms.map((arm, index) => {
    const estimate = estimates[index];
    return { arm: arm.label, value: estimate.value, low: estimate.ci[0], high: estimate.ci[1], text: format(estimate.value) };
  });
  const band = context.bands.find((candidate) => candidate.metric === metricId);
  const baseline = baselineArm(context.result);
  const baselineEstimate = baseline?.metrics[metricId] ? estimateOf(baseline.metrics[metricId]) : null;
  let reference: number;
  let referenceNote: string;
  if (band) {
    reference = (band.low + band.high) / 2;
    referenceNote = `shaded: ${formatBand(band.low, band.high, metric.kind === 'proportion')} band, dashed line: its centre`;
  } else if (isWinRate(metricId, metric)) {
    reference = 0.5;
    referenceNote = 'dashed line: 50%';
  } else if (baselineEstimate && baseline) {
    reference = baselineEstimate.value;
    referenceNote = `dashed line: the baseline, ${baseline.label} (${format(baselineEstimate.value)})`;
  } else {
    throw new ChartRequestError(`arms chart for '${metricId}' has no reference: no band, not a win rate, and the baseline arm lacks the metric`);
  }
  const isPercent = metric.kind === 'proportion';
  const x = { type: 'quantitative', title: axisTitle(metric), axis: isPercent ? { format: '.0%' } : {}, scale: { zero: true } } as const;
  const y = { field: 'arm', type: 'nominal', sort: armLabels(context.result), title: null, axis: fittedLabels(armLabels(context.result), whereNames(context), 'axis') } as const;
  const layers: NonNullable<Extract<TopLevelSpec, { layer: unknown }>['layer']> = [];
  if (band) {
    layers.push({
      name: 'band',
      data: { values: [{ low: band.low, high: band.high }] },
      mark: { type: 'rect', color: '#999999', opacity: 0.18 },
      encoding: { x: { ...x, field: 'low' }, x2: { field: 'high' } },
    });
  }
  layers.push(
    {
      name: 'bars',
      mark: { type: 'bar', opacity: 0.9, height: { band: 0.7 } },
      encoding: {
        x: { ...x, field: 'value' },
        y,
        color: { field: 'arm', type: 'nominal', scale: armColourScale(context.result), legend: null },
        tooltip: [{ field: 'arm' }, { field: 'text', title: metric.label }],
      },
    },
    {
      name: 'whiskers',
      mark: { type: 'rule', color: INK, strokeWidth: 1.5 },
      encoding: { x: { ...x, field: 'low' }, x2: { field: 'high' }, y },
    },
    {
      name: 'values',
      mark: { type: 'text', align: 'left', dx: 5, color: INK },
      encoding: { x: { ...x, field: 'high' }, y, text: { field: 'text' } },
    },
    {
      name: 'reference',
      data: { values: [{ reference }] },
      mark: { type: 'rule', color: INK, strokeDash: [5, 4], strokeWidth: 1.5 },
      encoding: { x: { ...x, field: 'reference' } },
    },
  );
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: chartTitle(context, `${metric.label} by arm`), subtitle: trialSubtitle(context, arms, [referenceNote]) },
    config: CHART_CONFIG,
    data: { values: rows },
    width: 520,
    height: { step: 34 },
    layer: layers,
  };
}
