/**
 * Outcome distribution: for each outcome key (e.g. N/D/T/Q), one bar per arm
 * with the probability of that outcome and a whisker for its interval.
 * Marks: `bars` (one per key per arm), `whiskers` (one per interval, over a
 * white `whiskersHalo`).
 */
import type { TopLevelSpec } from 'vega-lite';
import { INK } from '../palette.ts';
import { anyCounted } from '../metricFacts.ts';
import { armColourScale, armLabels, CHART_CONFIG, ChartRequestError, chartTitle, requireMetric, trialSubtitle, whereNames, withHalo, type ChartContext } from './chartContext.ts';
import { fittedLabels } from './axisLabels.ts';

export function distributionChart(context: ChartContext): TopLevelSpec {
  const metric = requireMetric(context);
  if (metric.kind !== 'distribution') {
    throw new ChartRequestError(`distribution chart needs a distribution metric; '${context.request.metric}' is a ${metric.kind}`);
  }
  const rows = context.result.arms.flatMap((arm) => {
    const armMetric = arm.metrics[context.request.metric];
    // An arm that counted nothing has no shares to draw (not bars at 0%): the subtitle names it.
    if (!armMetric || armMetric.kind !== 'distribution' || !anyCounted(armMetric)) return [];
    return armMetric.keys.map((key, index) => ({
      arm: arm.label,
      outcome: key,
      p: armMetric.p[index],
      low: armMetric.ci[index][0],
      high: armMetric.ci[index][1],
    }));
  });
  const arms = context.result.arms.filter((arm) => anyCounted(arm.metrics[context.request.metric]));
  const uncounted = context.result.arms.filter((arm) => arm.metrics[context.request.metric] && !anyCounted(arm.metrics[context.request.metric])).map((arm) => arm.label);
  const keys = metric.keys;
  const x = { field: 'outcome', type: 'nominal', sort: keys, title: `${metric.label}: outcome`, axis: { labelAngle: 0 } } as const;
  const xOffset = { field: 'arm', type: 'nominal', sort: armLabels(context.result) } as const;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: chartTitle(context, `Outcome distribution: ${metric.label}`), subtitle: trialSubtitle(context, arms, uncounted.length > 0 ? [`none counted, not drawn: ${uncounted.join(', ')}`] : []) },
    config: CHART_CONFIG,
    data: { values: rows },
    // With an xOffset the step is the width of one bar: each outcome's group is arms x 24 px wide.
    width: { step: 24 },
    height: 300,
    encoding: { x, xOffset },
    layer: [
      {
        name: 'bars',
        mark: { type: 'bar', opacity: 0.9 },
        encoding: {
          y: { field: 'p', type: 'quantitative', title: 'Share of outcomes (%)', axis: { format: '.0%' }, scale: { zero: true } },
          color: { field: 'arm', type: 'nominal', title: 'Arm', scale: armColourScale(context.result), legend: fittedLabels(armLabels(context.result), whereNames(context)) },
          tooltip: [{ field: 'arm' }, { field: 'outcome' }, { field: 'p', format: '.1%' }],
        },
      },
      ...withHalo({
        name: 'whiskers',
        mark: { type: 'rule', color: INK, strokeWidth: 1.5 },
        encoding: {
          y: { field: 'low', type: 'quantitative' as const },
          y2: { field: 'high' },
        },
      }),
    ],
  };
}
