/**
 * Probability, win rate or mean per arm, one horizontal bar each with a whisker
 * for its interval, against a reference line: the centre of the verdict band
 * (shaded) when there is one, else the request's `reference`: by default 1/2
 * for a win rate or a score, otherwise the baseline's estimate. Marks: `bars`
 * and `whiskers` (one per arm), `reference` (one rule, unless `none`), each
 * rule over a white `<name>Halo`; `band` (one rect, when a band applies),
 * `values` (one label per arm).
 */
import type { TopLevelSpec } from 'vega-lite';
import { formatBand } from '../format.ts';
import { CHART_REFERENCES, type VerdictBand } from '../../sim/result.ts';
import { axisTitle, baselineArm, chartValueFormatter, estimateOf, isScore, isWinRate } from '../metricFacts.ts';
import { INK } from '../palette.ts';
import { fittedLabels } from './axisLabels.ts';
import { armColourScale, armLabels, CHART_CONFIG, ChartRequestError, chartTitle, requireMetric, trialSubtitle, whereNames, withHalo, type ChartContext } from './chartContext.ts';

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
  const line = band ? bandLine(band, metric.kind === 'proportion') : referenceLine(context, metricId, format);
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
    ...withHalo({
      name: 'whiskers',
      mark: { type: 'rule', color: INK, strokeWidth: 1.5 },
      encoding: { x: { ...x, field: 'low' }, x2: { field: 'high' }, y },
    }),
  );
  if (line.value !== null) {
    layers.push(
      ...withHalo({
        name: 'reference',
        data: { values: [{ reference: line.value }] },
        mark: { type: 'rule', color: INK, strokeDash: [5, 4], strokeWidth: 1.5 },
        encoding: { x: { ...x, field: 'reference' } },
      }, 1),
    );
  }
  // The values last, each over a white outline of itself: drawn under the dashed line, a value near it read "C.46"
  // or "0.4|7" (rr-options-element-costs, rr-ward-reactions and about ten more until 2026-11-25).
  const values = { x: { ...x, field: 'high' }, y, text: { field: 'text' } };
  layers.push(
    { name: 'valuesHalo', mark: { type: 'text', align: 'left', dx: 5, color: 'white', stroke: 'white', strokeWidth: 4, strokeJoin: 'round' }, encoding: values },
    { name: 'values', mark: { type: 'text', align: 'left', dx: 5, color: INK }, encoding: values },
  );
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: chartTitle(context, `${metric.label} by arm`), subtitle: trialSubtitle(context, arms, [line.note]) },
    config: CHART_CONFIG,
    data: { values: rows },
    width: 520,
    height: { step: 34 },
    layer: layers,
  };
}

interface ReferenceLine {
  /** Where the dashed line goes; null: no line. */
  value: number | null;
  /** The subtitle's words for it. */
  note: string;
}

function bandLine(band: VerdictBand, isPercent: boolean): ReferenceLine {
  return { value: (band.low + band.high) / 2, note: `shaded: ${formatBand(band.low, band.high, isPercent)} band, dashed line: its centre` };
}

/**
 * The line of a chart without a band: the request's `reference`, else 1/2 for a win rate
 * or a score (an even game is what balance is measured against) and the baseline arm for
 * anything else.
 */
function referenceLine(context: ChartContext, metricId: string, format: (value: number) => string): ReferenceLine {
  const metric = requireMetric(context);
  const evenByDefault = isWinRate(metricId, metric) || isScore(metric);
  const reference = context.request.reference ?? (evenByDefault ? 'even' : 'baseline');
  if (reference === 'even') return { value: 0.5, note: metric.kind === 'proportion' ? 'dashed line: 50%' : 'dashed line: 1/2, an even game' };
  if (reference === 'zero') return { value: 0, note: 'dashed line: 0, no difference' };
  if (reference === 'none') return { value: null, note: 'no reference line: the arms are separate cases, none of them a baseline' };
  const baseline = baselineArm(context.result);
  const estimate = baseline?.metrics[metricId] ? estimateOf(baseline.metrics[metricId]) : null;
  if (!baseline || !estimate) {
    throw new ChartRequestError(`arms chart for '${metricId}' has no reference: no band, not a win rate or score, and the baseline arm lacks the metric (give the chart a reference: ${CHART_REFERENCES.join(', ')})`);
  }
  return { value: estimate.value, note: `dashed line: the baseline, ${baseline.label} (${format(estimate.value)})` };
}
