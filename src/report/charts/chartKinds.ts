/**
 * The standard charts, as a kind registry in the vega-lite style: CHART_KINDS
 * lists every kind with what it shows, and CHART_BUILDERS is typed
 * Record<ChartKind, ChartBuilder>, so a kind added to CHART_KINDS without a
 * builder does not compile. The kinds are exactly the result schema's
 * `ChartKind` (src/sim/result.ts); the checks below fail to compile otherwise.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { ArmResult, ChartRequest, ExperimentResult, ChartKind as ResultChartKind } from '../../sim/result.ts';
import { estimateOf } from '../metricFacts.ts';
import { armsChart } from './armsChart.ts';
import { ChartRequestError, type ChartBuilder, type ChartContext } from './chartContext.ts';
import { distributionChart } from './distributionChart.ts';
import { forestChart } from './forestChart.ts';
import { heatmapChart } from './heatmapChart.ts';
import { matrixChart } from './matrixChart.ts';
import { rankingChart } from './rankingChart.ts';
import { sweepChart } from './sweepChart.ts';

export const CHART_KINDS = {
  distribution: 'outcome distribution: one bar per outcome per arm, with interval whiskers',
  arms: 'probability, win rate or mean per arm with interval whiskers, against a band, 1/2, 0, the baseline or no line',
  forest: 'difference of each variant from the baseline: point and interval per arm, line at zero',
  sweep: 'estimate over one swept coordinate: lines with interval bands',
  heatmap: 'estimate over two swept coordinates: coloured cells with values',
  matrix: 'matchup matrix: row side against column side, coloured cells with values',
  ranking: "tournament ranking: each entrant's Bradley-Terry rating with its interval, best first",
} as const;

export type ChartKind = keyof typeof CHART_KINDS;

// Both directions, so the registry and the result schema cannot drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatchSchema: Same<ChartKind, ResultChartKind> = true;
void kindsMatchSchema;

export const CHART_BUILDERS: Record<ChartKind, ChartBuilder> = {
  distribution: distributionChart,
  arms: armsChart,
  forest: forestChart,
  sweep: sweepChart,
  heatmap: heatmapChart,
  matrix: matrixChart,
  ranking: rankingChart,
};

/** The vega-lite spec of one requested chart. Throws ChartRequestError when the result cannot fill it. */
export function buildChart(context: ChartContext): TopLevelSpec {
  const cellRange = isCellKind(context.request.kind) ? sharedCellRange(context.result, context.request.metric) : undefined;
  return CHART_BUILDERS[context.request.kind]({ ...context, result: armsWhere(context.result, context.request.where), ...(cellRange ? { cellRange } : {}) });
}

const isCellKind = (kind: ChartKind) => kind === 'heatmap' || kind === 'matrix';

/**
 * The estimates of `metric` in every heatmap and matrix the report draws of it, each under its own `where`: sibling
 * heatmaps each stretched over their own cells gave one colour a different value in each (ex-focus-sweep's Focus
 * Fire and Advance P(damage) until 2026-11-25).
 */
function sharedCellRange(result: ExperimentResult, metric: string): { values: number[]; charts: number } | undefined {
  const siblings = result.charts.filter((request) => isCellKind(request.kind) && request.metric === metric);
  const values: number[] = [];
  for (const request of siblings) {
    let arms: ArmResult[];
    try {
      arms = armsWhere(result, request.where).arms;
    } catch {
      continue; // a sibling that cannot be drawn reports its own error when it is built
    }
    for (const arm of arms) {
      const estimate = arm.metrics[metric] && arm.coords ? estimateOf(arm.metrics[metric]) : undefined;
      if (estimate && Number.isFinite(estimate.value)) values.push(estimate.value);
    }
  }
  return siblings.length > 1 && values.length > 0 ? { values, charts: siblings.length } : undefined;
}

/** The result cut to the arms a chart's `where` selects (all arms without one). */
export function armsWhere(result: ExperimentResult, where: ChartRequest['where']): ExperimentResult {
  if (!where) return result;
  const entries = Object.entries(where);
  const arms = result.arms.filter((arm) => entries.every(([key, value]) => arm.coords?.[key] === value));
  if (arms.length === 0) throw new ChartRequestError(`no arm has coords ${entries.map(([key, value]) => `${key}=${value}`).join(', ')}`);
  // A chart of a subset compares with the subset's own baseline when the
  // experiment's is cut away (e.g. one card colour's arms, each paired with
  // that colour's reference deck): the arms' shared `baselineArm`, if kept.
  const kept = new Set(arms.map((arm) => arm.id));
  if (!kept.has(result.experiment.baseline)) {
    const own = new Set(arms.map((arm) => arm.baselineArm).filter((id) => id !== undefined));
    const [only] = own;
    if (own.size === 1 && kept.has(only!)) return { ...result, arms, experiment: { ...result.experiment, baseline: only! } };
  }
  return { ...result, arms };
}
