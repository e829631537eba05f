/**
 * Baseline vs variants as a forest plot: one point per variant arm at its
 * difference from the baseline, a whisker for the interval of that difference,
 * and a line at zero. Colour says what the interval says: clearly higher,
 * clearly lower, or no clear difference (the interval includes 0).
 * Marks: `points` and `whiskers` (one per variant), `zero` (one rule).
 */
import type { TopLevelSpec } from 'vega-lite';
import { comparedWith } from '../metricFacts.ts';
import { MUTED, OKABE_ITO, INK } from '../palette.ts';
import { differenceStatus } from '../verdict.ts';
import { armLabels, CHART_CONFIG, ChartRequestError, chartTitle, requireMetric, trialSubtitle, whereNames, type ChartContext } from './chartContext.ts';
import { fittedLabels } from './axisLabels.ts';

const STATUS_LABELS = { higher: 'higher than baseline', lower: 'lower than baseline', 'no-difference': 'no clear difference' } as const;

export function forestChart(context: ChartContext): TopLevelSpec {
  const metricId = context.request.metric;
  const metric = requireMetric(context);
  if (metric.kind === 'distribution') {
    throw new ChartRequestError(`forest chart needs a proportion or mean metric; '${metricId}' is a distribution`);
  }
  const arms = context.result.arms.filter((arm) => arm.vsBaseline?.[metricId]);
  if (arms.length === 0) {
    throw new ChartRequestError(`forest chart for '${metricId}' needs differences against the baseline (vsBaseline.${metricId}) and no arm has one`);
  }
  // Proportions are drawn in percentage points so the axis reads "+5" rather than "+0.05".
  const scale = metric.kind === 'proportion' ? 100 : 1;
  const rows = arms.map((arm) => {
    const difference = arm.vsBaseline![metricId];
    return {
      arm: arm.label,
      diff: difference.diff * scale,
      low: difference.ci[0] * scale,
      high: difference.ci[1] * scale,
      status: STATUS_LABELS[differenceStatus(difference.ci)],
    };
  });
  const unit = metric.kind === 'proportion' ? 'percentage points' : metric.unit;
  // Grids may compare each arm with its own baseline; name it only when all arms share one.
  const baselines = new Set(arms.map((arm) => comparedWith(context.result, arm)?.label ?? arm.baselineArm ?? context.result.experiment.baseline));
  const baseline = baselines.size === 1 ? { label: [...baselines][0] } : { label: 'its baseline' };
  const x = { type: 'quantitative', title: `${metric.label}: difference vs ${baseline?.label ?? 'baseline'} (${unit})`, axis: { labelExpr: "datum.value > 0 ? '+' + format(datum.value, '~g') : format(datum.value, '~g')" } } as const;
  const y = { field: 'arm', type: 'nominal', sort: armLabels(context.result), title: null, axis: fittedLabels(armLabels(context.result), whereNames(context), 'axis') } as const;
  const colour = {
    field: 'status',
    type: 'nominal',
    title: 'Interval vs 0',
    scale: { domain: Object.values(STATUS_LABELS), range: [OKABE_ITO.vermillion, OKABE_ITO.blue, MUTED] },
  } as const;
  const paired = arms.every((arm) => arm.vsBaseline![metricId].paired);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: chartTitle(context, `${metric.label}: each variant vs ${baseline?.label ?? 'baseline'}`),
      subtitle: trialSubtitle(context, arms, [paired ? 'paired differences on common random numbers' : 'unpaired differences', 'solid line: no difference']),
    },
    config: CHART_CONFIG,
    data: { values: rows },
    width: 520,
    height: { step: 34 },
    layer: [
      {
        name: 'zero',
        data: { values: [{ zero: 0 }] },
        mark: { type: 'rule', color: INK, strokeWidth: 1.5 },
        encoding: { x: { ...x, field: 'zero' } },
      },
      {
        name: 'whiskers',
        mark: { type: 'rule', strokeWidth: 2 },
        encoding: { x: { ...x, field: 'low' }, x2: { field: 'high' }, y, color: colour },
      },
      {
        name: 'points',
        mark: { type: 'point', filled: true, size: 90, opacity: 1 },
        encoding: {
          x: { ...x, field: 'diff' },
          y,
          color: colour,
          tooltip: [{ field: 'arm' }, { field: 'diff', format: '+.2f' }, { field: 'low', format: '+.2f' }, { field: 'high', format: '+.2f' }],
        },
      },
    ],
  };
}
