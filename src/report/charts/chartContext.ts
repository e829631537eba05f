/**
 * What every chart builder receives, what it returns, and the pieces every
 * chart shares: the house style (fonts, palette, sizes), the subtitle that
 * carries the trial count, and the error a builder raises when a chart request
 * does not fit the result.
 */
import type { Config, TopLevelSpec } from 'vega-lite';
import type { ArmResult, ChartRequest, ExperimentResult, VerdictBand } from '../../sim/result.ts';
import { groupThousands } from '../format.ts';
import { confidenceLabel, estimateOf, metricOf, trialNoun } from '../metricFacts.ts';
import { CATEGORY_COLOURS, INK } from '../palette.ts';
import { LABEL_FONT_SIZE, LABEL_LIMIT, LEGEND_TITLE_FONT_SIZE } from './axisLabels.ts';

export interface ChartContext {
  result: ExperimentResult;
  request: ChartRequest;
  /** The bands the verdict uses, so a chart can shade the same band. */
  bands: VerdictBand[];
  /**
   * A heatmap's or matrix's colour range: the estimates of every heatmap and matrix of the same metric in the report
   * (chartKinds.ts buildChart), so one colour means one value in all of them, and how many charts share it.
   */
  cellRange?: { values: number[]; charts: number };
}

export type ChartBuilder = (context: ChartContext) => TopLevelSpec;

/** A chart request that the result cannot satisfy (unknown metric, wrong metric kind, missing coordinates). */
export class ChartRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChartRequestError';
  }
}

/** Fonts that browsers and resvg both find; text is measured as DejaVu Sans, the widest of them (textWidth.ts), either way. */
export const FONT = 'Helvetica, Arial, "Liberation Sans", "DejaVu Sans", sans-serif';

export const CHART_CONFIG: Config = {
  font: FONT,
  background: 'white',
  padding: 12,
  view: { stroke: null },
  title: { fontSize: 16, subtitleFontSize: 12, subtitleColor: '#444444', anchor: 'start', offset: 12, subtitlePadding: 4 },
  axis: { labelFontSize: LABEL_FONT_SIZE, titleFontSize: 13, titleFontWeight: 'normal', titleColor: INK, labelColor: INK, gridColor: '#e6e6e6', domainColor: '#888888', tickColor: '#888888', labelLimit: LABEL_LIMIT },
  // A number axis centres every label on its tick: vega's default flush end labels (the first left-aligned, the last
  // right-aligned) ran into their neighbours on a narrow plot ("0.00.5 1.0 ... 8.59.0", about 20 report charts until
  // 2026-11-25), which its overlap check did not catch; labels that still would touch are thinned. Names are never
  // dropped (a category axis keeps the default).
  axisQuantitative: { labelOverlap: true, labelFlush: false },
  legend: { labelFontSize: LABEL_FONT_SIZE, titleFontSize: LEGEND_TITLE_FONT_SIZE, titleFontWeight: 'normal', labelLimit: LABEL_LIMIT, titleLimit: 320, orient: 'right' },
  range: { category: [...CATEGORY_COLOURS] },
  text: { fontSize: 12 },
};

/** Arm ids in the order the result lists them, for sort orders and colour domains. */
export function armLabels(result: ExperimentResult): string[] {
  return result.arms.map((arm) => arm.label);
}

/** What a chart's `where` names for every arm it shows (axisLabels.ts fittedLabels leaves it out of their labels). */
export function whereNames(context: ChartContext): string[] {
  return Object.values(context.request.where ?? {}).map(String);
}

/** The categorical colour scale keyed by arm label, so an arm keeps its colour on every chart. */
export function armColourScale(result: ExperimentResult): { domain: string[]; range: string[] } {
  const labels = armLabels(result);
  return { domain: labels, range: labels.map((_, index) => CATEGORY_COLOURS[index % CATEGORY_COLOURS.length]) };
}

/** The metric, checked to exist on at least one arm. */
export function requireMetric(context: ChartContext) {
  const metric = metricOf(context.result, context.request.metric);
  if (!metric) {
    const known = [...new Set(context.result.arms.flatMap((arm) => Object.keys(arm.metrics)))].join(', ');
    throw new ChartRequestError(`${context.request.kind} chart asks for metric '${context.request.metric}', which no arm has (metrics: ${known})`);
  }
  return metric;
}

/**
 * The trial count line every chart carries: "4 arms x 4,000 paired games each (16,000 in all)"
 * or "1,000-4,000 trials per arm", then what the whiskers and lines mean.
 */
export function trialSubtitle(context: ChartContext, arms: ArmResult[], notes: string[] = [], intervalMark = 'whiskers'): string[] {
  const metricId = context.request.metric;
  const counts = arms.map((arm) => {
    const metric = arm.metrics[metricId];
    return metric ? (metric.kind === 'distribution' ? metric.n : (estimateOf(metric)?.n ?? arm.trials)) : arm.trials;
  });
  const noun = trialNoun(context.result, metricId);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const armWord = `${arms.length} ${arms.length === 1 ? 'arm' : 'arms'}`;
  const counted =
    min === max
      ? `${armWord} x ${groupThousands(min)} ${noun} each (${groupThousands(total)} in all)`
      : `${armWord}, ${groupThousands(min)}-${groupThousands(max)} ${noun} per arm (${groupThousands(total)} in all)`;
  return [counted, [`${intervalMark}: ${confidenceLabel(context.result)} intervals`, ...notes].join('; ')];
}

export function chartTitle(context: ChartContext, fallback: string): string {
  return context.request.title ?? fallback;
}

/** A vega-lite layer drawn as a rule (a whisker or a reference line). */
interface RuleLayer {
  name: string;
  mark: { type: 'rule'; color: string; strokeWidth: number; strokeDash?: number[] };
  [field: string]: unknown;
}

/**
 * The rule layer with a white rule under it, `widen` px wider (half on each side): dark ink on
 * the palette's black bar (the eighth arm) is otherwise invisible. The halo is named `<name>Halo`.
 */
export function withHalo<T extends RuleLayer>(layer: T, widen = 2): T[] {
  const { strokeDash: _dash, ...solid } = layer.mark;
  return [{ ...layer, name: `${layer.name}Halo`, mark: { ...solid, color: 'white', strokeWidth: layer.mark.strokeWidth + widen } }, layer];
}
