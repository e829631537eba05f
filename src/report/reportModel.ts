/**
 * Everything a report page needs, computed once from a saved result: the
 * verdicts, each requested chart as a vega-lite spec and its SVG (or the reason
 * it could not be drawn), and the rows of the tables. HTML and Markdown are
 * both written from this model, so they always say the same thing.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { ArmResult, ChartRequest, ExperimentResult, MetricResult } from '../sim/result.ts';
import { buildChart } from './charts/chartKinds.ts';
import { ChartRequestError } from './charts/chartContext.ts';
import { coordinateNames } from './charts/coordinates.ts';
import { fixed, formatBand, groupThousands, meanDecimals, percent, percentDecimals, shown, signedBound, signedEstimate } from './format.ts';
import { glossaryFor } from './glossary.ts';
import { anyCounted, isWinRate } from './metricFacts.ts';
import { renderSvg } from './render.ts';
import { verdicts as computeVerdicts, type BandVerdict, type DifferenceVerdict, type VerdictOptions, type Verdicts } from './verdict.ts';

export interface ChartOutput {
  request: ChartRequest;
  /** File name without extension, e.g. "chart-1-distribution-outcome". */
  name: string;
  title: string;
  spec: TopLevelSpec | null;
  svg: string | null;
  /** Why the chart could not be drawn (the request does not fit the result). */
  error: string | null;
}

export interface TableRow {
  arm: ArmResult;
  cells: string[];
}

export interface MetricTable {
  metricId: string;
  metric: MetricResult;
  columns: string[];
  rows: TableRow[];
}

export interface ReportModel {
  result: ExperimentResult;
  verdicts: Verdicts;
  charts: ChartOutput[];
  tables: MetricTable[];
  method: [string, string][];
  /** The statistical and tool terms the report's text uses, each with its meaning (glossary.ts). */
  terms: [string, string][];
  /** What of the data the games played is illustrative (ReportOptions.dataNote), or null. */
  dataNote: string | null;
}

export interface ReportOptions extends VerdictOptions {
  /**
   * What of the played games' data the rulebook does not print (GameDefinition.dataNote, found by the command layer:
   * the report layer knows no game), shown under the verdict and in the method.
   */
  dataNote?: string | null;
}

function safeName(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'chart';
}

export function chartName(request: ChartRequest, index: number): string {
  return `chart-${index + 1}-${safeName(request.kind)}-${safeName(request.metric)}`;
}

/** Metric ids in the order the arms first list them. */
export function metricIds(result: ExperimentResult): string[] {
  const ids: string[] = [];
  for (const arm of result.arms) for (const id of Object.keys(arm.metrics)) if (!ids.includes(id)) ids.push(id);
  return ids;
}

/** How a table column prints its numbers, and the decimals its widest interval supports. */
interface TableFormat {
  print: (value: number, decimals: number) => string;
  decimals: number;
}

/**
 * One number format per table column: the precision the widest interval in the
 * table supports, so a column never mixes "9.0%" with "13%".
 */
function tableFormat(metric: MetricResult, intervals: [number, number][]): TableFormat {
  const widest = Math.max(0, ...intervals.map((ci) => ci[1] - ci[0]));
  if (metric.kind === 'mean') return { print: shown, decimals: meanDecimals(widest) };
  return { print: percent, decimals: percentDecimals(widest) };
}

/**
 * A cell's estimate and interval ends at its column's decimals, or at the first of up to 2 more that tells the two ends
 * apart where they would otherwise print alike: a narrow interval in a column of wide ones printed 0.8% (0.5% to 1.3%)
 * as "1% (1% to 1%)", which reads as a value known exactly. An interval that 2 more decimals do not open (an exact
 * value, or one a float's last bits apart) keeps the column's.
 */
export function cellNumbers(format: TableFormat, value: number, ci: readonly [number, number]): [string, string, string] {
  const alike = (decimals: number) => format.print(ci[0], decimals) === format.print(ci[1], decimals);
  let decimals = format.decimals;
  while (decimals < format.decimals + 2 && alike(decimals)) decimals++;
  if (alike(decimals)) decimals = format.decimals;
  return [format.print(value, decimals), format.print(ci[0], decimals), format.print(ci[1], decimals)];
}

const BAND_WORDS: Record<BandVerdict['status'], string> = { above: 'above band', below: 'below band', within: 'within band', inconclusive: 'inconclusive' };
const DIFFERENCE_WORDS: Record<DifferenceVerdict['status'], string> = { higher: 'higher', lower: 'lower', 'no-difference': 'no clear difference' };

function metricTable(result: ExperimentResult, metricId: string, verdicts: Verdicts): MetricTable | null {
  const arms = result.arms.filter((arm) => arm.metrics[metricId]);
  if (arms.length === 0) return null;
  const metric = arms[0].metrics[metricId];
  const coordinates = coordinateNames(result).filter((name) => arms.some((arm) => arm.coords?.[name] !== undefined));
  const armColumns = ['Arm', ...coordinates];
  const armCells = (arm: ArmResult) => [arm.label, ...coordinates.map((name) => String(arm.coords?.[name] ?? ''))];
  if (metric.kind === 'distribution') {
    const format = tableFormat(metric, arms.flatMap((arm) => { const own = arm.metrics[metricId]; return own.kind === 'distribution' ? own.ci : []; }));
    // Arms may have keys of their own (MetricSpec.keys as a function of the arm): one column per key any arm has, in
    // first-seen order, left blank in the rows of arms without it.
    const keys: string[] = [];
    for (const arm of arms) {
      const own = arm.metrics[metricId];
      if (own.kind === 'distribution') for (const key of own.keys) if (!keys.includes(key)) keys.push(key);
    }
    return {
      metricId,
      metric,
      columns: [...armColumns, ...keys.map((key) => `${key} (interval)`), 'Trials'],
      rows: arms.map((arm) => {
        const own = arm.metrics[metricId];
        const cells =
          own.kind === 'distribution'
            ? keys.map((key) => {
                const i = own.keys.indexOf(key);
                if (i < 0) return '';
                if (!anyCounted(own)) return 'none counted';
                const [estimate, low, high] = cellNumbers(format, own.p[i], own.ci[i]);
                return `${estimate} (${low} to ${high})`;
              })
            : [];
        return { arm, cells: [...armCells(arm), ...cells, groupThousands(own.n)] };
      }),
    };
  }
  const band = verdicts.bands.find((candidate) => candidate.metric === metricId);
  const hasDifferences = arms.some((arm) => arm.vsBaseline?.[metricId]);
  const unit = metric.kind === 'mean' ? metric.unit : '%';
  const columns = [...armColumns, `Estimate${unit ? ` (${unit})` : ''}`, `${Math.round((result.confidence ?? 0.95) * 100)}% interval`, isWinRate(metricId, metric) ? 'Games' : 'Trials'];
  if (hasDifferences) columns.push(`vs baseline (${metric.kind === 'proportion' ? 'percentage points' : unit})`, 'Difference');
  if (band) columns.push(`Band ${formatBand(band.low, band.high, metric.kind === 'proportion')}`);
  const format = tableFormat(metric, arms.map((arm) => { const own = arm.metrics[metricId]; return own.kind === 'distribution' ? [0, 0] : own.ci; }));
  const scale = metric.kind === 'proportion' ? 100 : 1;
  // Each difference prints to its own interval's precision: one column-wide precision taken from the widest interval
  // printed a narrow, clearly positive difference as "0.0 (0.0 to +0.1), higher".
  const differenceDecimals = (ci: readonly [number, number]) => (metric.kind === 'proportion' ? Math.max(1, percentDecimals(ci[1] - ci[0])) : meanDecimals(ci[1] - ci[0]));
  const rows = arms.map((arm) => {
    const own = arm.metrics[metricId];
    if (own.kind === 'distribution') return { arm, cells: armCells(arm) };
    const value = own.kind === 'mean' ? own.mean : own.p;
    const [shownValue, low, high] = cellNumbers(format, value, own.ci);
    const cells = [...armCells(arm), shownValue, `${low} to ${high}`, groupThousands(own.n)];
    if (hasDifferences) {
      const difference = arm.vsBaseline?.[metricId];
      const verdict = verdicts.differenceVerdicts.find((v) => v.armId === arm.id && v.metric === metricId);
      if (difference) {
        const decimals = differenceDecimals(difference.ci);
        const bound = (value: number) => signedBound(value * scale, decimals);
        const estimate = signedEstimate(difference.diff * scale, difference.ci, decimals);
        cells.push(`${estimate} (${bound(difference.ci[0])} to ${bound(difference.ci[1])})${difference.paired ? ', paired' : ''}`);
        cells.push(verdict ? DIFFERENCE_WORDS[verdict.status] : '');
      } else {
        cells.push(arm.id === result.experiment.baseline ? 'baseline' : '', '');
      }
    }
    if (band) {
      const verdict = verdicts.bandVerdicts.find((v) => v.armId === arm.id && v.metric === metricId);
      cells.push(verdict ? BAND_WORDS[verdict.status] : '');
    }
    return { arm, cells };
  });
  return { metricId, metric, columns, rows };
}

/**
 * One arm's parameters for the method table, each readable: a side by its name, a record (a match's variants) by the
 * entries in which some arm differs from this one (all its values in common would bury the one reading that changes:
 * a Syndicate Protocol match carries 35 variants), other values as JSON.
 * Example: { sideA: { name: 'Lens', ... }, variants: { 'eliminated-fire': 'yes', ... } } -> "sideA=Lens, variants: eliminated-fire=yes".
 */
export function armParams(params: Record<string, unknown>, arms: readonly { params: Record<string, unknown> }[]): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return 'none';
  return entries
    .map(([key, value]) => {
      if (value === null || typeof value !== 'object') return `${key}=${String(value)}`;
      const named = (value as { name?: unknown }).name;
      if (typeof named === 'string') return `${key}=${named}`;
      if (Array.isArray(value)) return `${key}=${JSON.stringify(value)}`;
      const record = value as Record<string, unknown>;
      const differing = Object.entries(record).filter(([k, v]) => arms.some((other) => JSON.stringify((other.params[key] as Record<string, unknown> | undefined)?.[k]) !== JSON.stringify(v)));
      if (Object.keys(record).length === 0) return `${key}: none`;
      if (differing.length === 0) return `${key}: as in every arm`;
      return `${key}: ${differing.map(([k, v]) => `${k}=${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`).join(' ')}`;
    })
    .join(', ');
}

function methodRows(result: ExperimentResult): [string, string][] {
  const totalTrials = result.arms.reduce((sum, arm) => sum + arm.trials, 0);
  const stop =
    result.stopReason === 'precision'
      ? `precision: every interval reached the target${result.target.halfWidth === null ? '' : ` half-width of ${result.target.halfWidth}`}`
      : `budget: the trial budget of ${groupThousands(result.target.budget)} was spent`;
  const list = (record: Record<string, unknown>) => {
    const entries = Object.entries(record);
    return entries.length === 0 ? 'none' : entries.map(([key, value]) => `${key}=${String(value)}`).join(', ');
  };
  return [
    ['Experiment', result.experiment.id],
    ['Baseline arm', result.experiment.baseline],
    // A long grid would turn this row into a wall of text: past 8 arms, name the parameters instead.
    [
      'Arms',
      result.arms.length <= 8
        ? result.arms.map((arm) => `${arm.id} (${armParams(arm.params, result.arms)})`).join('; ')
        : `${result.arms.length} arms varying ${[...new Set(result.arms.flatMap((arm) => Object.keys(arm.params)))].join(', ')}; each arm's parameters are in result.json`,
    ],
    ['Trials', `${groupThousands(totalTrials)} in all, ${groupThousands(Math.min(...result.arms.map((a) => a.trials)))}-${groupThousands(Math.max(...result.arms.map((a) => a.trials)))} per arm`.replace(/, (\S+)-\1 per arm$/, ', $1 per arm')],
    ['Intervals', `${Math.round((result.confidence ?? 0.95) * 1000) / 10}% (Wilson for proportions; Student's t for differences and unbounded means; a bounded mean's by the count of events its spread implies, kept within the values one trial can give)`],
    ['Seed', String(result.seed)],
    ['Chunk size', groupThousands(result.chunkSize)],
    ['Stop reason', stop],
    ['Rule variants', list(result.variants)],
    ['--set patches', list(result.sets)],
    ['Workers', `${result.timing.workers} (results do not depend on the worker count)`],
    ['Run time', `${fixed(result.timing.seconds, 1)} s, ${groupThousands(Math.round(result.timing.trialsPerSecond))} trials/s`],
    ['Shard', result.shard ? `${result.shard.index + 1} of ${result.shard.count}` : 'none (whole run)'],
    ['Tool', `${result.tool.name} ${result.tool.version}`],
    ['Commit', result.tool.commit],
  ];
}

/** Builds the model: verdicts, chart specs rendered to SVG, tables and method. */
export async function buildReportModel(result: ExperimentResult, options: ReportOptions = {}): Promise<ReportModel> {
  const verdicts = computeVerdicts(result, options);
  const charts: ChartOutput[] = [];
  for (const [index, request] of result.charts.entries()) {
    const name = chartName(request, index);
    try {
      const spec = buildChart({ result, request, bands: verdicts.bands });
      const svg = await renderSvg(spec, { idPrefix: name });
      const title = typeof spec.title === 'object' && spec.title && 'text' in spec.title ? String(spec.title.text) : name;
      charts.push({ request, name, title, spec, svg, error: null });
    } catch (error) {
      if (!(error instanceof ChartRequestError)) throw error;
      charts.push({ request, name, title: `${request.kind} chart of ${request.metric}`, spec: null, svg: null, error: error.message });
    }
  }
  const tables = metricIds(result)
    .map((id) => metricTable(result, id, verdicts))
    .filter((table) => table !== null);
  const dataNote = options.dataNote ?? null;
  const method: [string, string][] = [...methodRows(result), ...(dataNote ? [['Data', dataNote] as [string, string]] : [])];
  const text = [
    ...verdicts.headline,
    ...verdicts.bandVerdicts.map((v) => v.sentence),
    ...verdicts.differenceVerdicts.map((v) => v.sentence),
    ...tables.flatMap((t) => [...t.columns, ...t.rows.flatMap((row) => row.cells)]),
    ...method.map(([, value]) => value),
  ].join('\n');
  return { result, verdicts, charts, tables, method, terms: glossaryFor(text), dataNote };
}
