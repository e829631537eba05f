/**
 * The verdict: the answer to the designer's question in a sentence, stated
 * only when the intervals support it.
 *
 * Against a band (what counts as balanced, e.g. a win rate of 45-55%), an arm is
 * "too strong" only when its whole interval lies above the band, "too weak" only
 * when the whole interval lies below, "balanced" when the whole interval lies
 * inside, and "inconclusive" when the interval crosses an edge of the band.
 * Against the baseline, a difference is significant only when its interval
 * excludes 0. Every number is printed with its interval and trial count.
 *
 * Example: Resurrectionists p = 0.61, ci [0.58, 0.64], n = 4000, band 45-55% ->
 *   "Resurrectionists wins 61% (58-64%, 4,000 paired games): too strong by the 45-55% band".
 */
import type { ArmResult, Difference, ExperimentResult, MetricResult, VerdictBand } from '../sim/result.ts';
import { formatBand, formatMean, formatMeanDifference, formatPointsDifference, formatProportion, groupThousands, trimNumber } from './format.ts';
import { comparedWith, estimateOf, isWinRate, metricOf, trialNoun } from './metricFacts.ts';

/** The band applied to a win-rate metric when neither the result nor the command gives one. */
export const DEFAULT_WIN_RATE_BAND: readonly [number, number] = [0.45, 0.55];

/** How many sentences the headline shows before "and N more". */
export const HEADLINE_SENTENCES = 3;

export interface VerdictOptions {
  /** Bands that replace the result's own band for the same metric (e.g. from `--band win=0.4:0.6`). */
  bands?: VerdictBand[];
  /** Band for win-rate metrics that have no band of their own; null turns the default off. */
  winRateBand?: readonly [number, number] | null;
}

export type BandStatus = 'above' | 'below' | 'within' | 'inconclusive';
export type DifferenceStatus = 'higher' | 'lower' | 'no-difference';

export interface BandVerdict {
  armId: string;
  metric: string;
  band: VerdictBand;
  status: BandStatus;
  sentence: string;
}

export interface DifferenceVerdict {
  armId: string;
  metric: string;
  status: DifferenceStatus;
  difference: Difference;
  sentence: string;
}

export interface Verdicts {
  bands: VerdictBand[];
  bandVerdicts: BandVerdict[];
  differenceVerdicts: DifferenceVerdict[];
  /** One to HEADLINE_SENTENCES sentences, plus "and N more" when there are more. */
  headline: string[];
}

/** The result's bands, replaced metric by metric by the options' bands, plus the default win-rate band. */
export function resolveBands(result: ExperimentResult, options: VerdictOptions = {}): VerdictBand[] {
  const byMetric = new Map<string, VerdictBand>();
  for (const band of result.bands) byMetric.set(band.metric, band);
  for (const band of options.bands ?? []) byMetric.set(band.metric, band);
  const winRateBand = options.winRateBand === undefined ? DEFAULT_WIN_RATE_BAND : options.winRateBand;
  if (winRateBand) {
    const metricIds = new Set(result.arms.flatMap((arm) => Object.keys(arm.metrics)));
    for (const metricId of metricIds) {
      if (!byMetric.has(metricId) && isWinRate(metricId, metricOf(result, metricId))) {
        byMetric.set(metricId, { metric: metricId, low: winRateBand[0], high: winRateBand[1] });
      }
    }
  }
  return [...byMetric.values()];
}

export function bandStatus(ci: [number, number], band: VerdictBand): BandStatus {
  if (ci[0] > band.high) return 'above';
  if (ci[1] < band.low) return 'below';
  if (ci[0] >= band.low && ci[1] <= band.high) return 'within';
  return 'inconclusive';
}

/** "61% (58-64%, 4,000 paired games)" or "3.42 damage per attack (3.31 to 3.53, 4,000 trials)". */
function estimateText(metric: MetricResult, noun: string): string | null {
  const estimate = estimateOf(metric);
  if (!estimate) return null;
  return metric.kind === 'mean'
    ? formatMean(estimate.value, estimate.ci, estimate.n, metric.unit, noun)
    : formatProportion(estimate.value, estimate.ci, estimate.n, noun);
}

function bandText(metric: MetricResult, band: VerdictBand): string {
  return `the ${formatBand(band.low, band.high, metric.kind === 'proportion')} band`;
}

function edgeText(metric: MetricResult, value: number): string {
  return metric.kind === 'proportion' ? `${trimNumber(value * 100)}%` : trimNumber(value);
}

/**
 * How many trials would settle an inconclusive verdict if the estimate held:
 * the interval's half-width shrinks as 1/sqrt(n), so clearing an edge at
 * distance d from the estimate takes n * (halfWidth / d)^2 trials.
 */
function settleText(estimate: { value: number; ci: [number, number]; n: number }, edges: number[], noun: string): string {
  const distance = Math.min(...edges.map((edge) => Math.abs(estimate.value - edge)));
  const halfWidth = (estimate.ci[1] - estimate.ci[0]) / 2;
  if (!(distance > 0) || !(halfWidth > 0)) return ' (the estimate sits on the edge: more trials cannot settle it)';
  const needed = Math.ceil(estimate.n * (halfWidth / distance) ** 2);
  return `; about ${groupThousands(needed)} ${noun} in all would settle it if the estimate holds`;
}

export function bandVerdict(result: ExperimentResult, arm: ArmResult, band: VerdictBand): BandVerdict | null {
  const metric = arm.metrics[band.metric];
  const estimate = metric && estimateOf(metric);
  if (!metric || !estimate) return null;
  const status = bandStatus(estimate.ci, band);
  const numbers = estimateText(metric, trialNoun(result, band.metric));
  const winRate = isWinRate(band.metric, metric);
  const claim = winRate ? `${arm.label} wins ${numbers}` : `${arm.label}: ${metric.label} ${numbers}`;
  const words: Record<Exclude<BandStatus, 'inconclusive'>, string> = winRate
    ? { above: 'too strong by', below: 'too weak by', within: 'balanced by' }
    : { above: 'above', below: 'below', within: 'within' };
  let sentence: string;
  if (status === 'inconclusive') {
    const edges = [band.low, band.high].filter((edge) => estimate.ci[0] <= edge && edge <= estimate.ci[1]);
    const crossed = edges.map((edge) => edgeText(metric, edge)).join(' and ');
    sentence = `inconclusive: ${claim}, and the interval crosses the ${crossed} edge${edges.length > 1 ? 's' : ''} of ${bandText(metric, band)}${settleText(estimate, edges, trialNoun(result, band.metric))}`;
  } else {
    sentence = `${claim}: ${words[status]} ${bandText(metric, band)}`;
  }
  return { armId: arm.id, metric: band.metric, band, status, sentence };
}

export function differenceStatus(ci: [number, number]): DifferenceStatus {
  if (ci[0] > 0) return 'higher';
  if (ci[1] < 0) return 'lower';
  return 'no-difference';
}

export function differenceVerdict(result: ExperimentResult, arm: ArmResult, metricId: string): DifferenceVerdict | null {
  const difference = arm.vsBaseline?.[metricId];
  const metric = arm.metrics[metricId] ?? metricOf(result, metricId);
  if (!difference || !metric || metric.kind === 'distribution') return null;
  const baseline = comparedWith(result, arm);
  const n = arm.metrics[metricId] ? (estimateOf(arm.metrics[metricId])?.n ?? arm.trials) : arm.trials;
  const base = isWinRate(metricId, metric) ? 'games' : 'trials';
  const noun = difference.paired ? `paired ${base}` : base;
  const numbers =
    metric.kind === 'mean'
      ? formatMeanDifference(difference.diff, difference.ci, n, metric.unit, noun)
      : formatPointsDifference(difference.diff, difference.ci, n, noun);
  const status = differenceStatus(difference.ci);
  const words: Record<DifferenceStatus, string> = {
    higher: 'significantly higher',
    lower: 'significantly lower',
    'no-difference': 'no clear difference, the interval includes 0',
  };
  const sentence = `${arm.label} vs ${baseline?.label ?? arm.baselineArm ?? result.experiment.baseline}: ${metric.label} ${numbers}: ${words[status]}`;
  return { armId: arm.id, metric: metricId, status, difference, sentence };
}

const BAND_ORDER: Record<BandStatus, number> = { above: 0, below: 0, inconclusive: 1, within: 2 };
const DIFFERENCE_ORDER: Record<DifferenceStatus, number> = { higher: 0, lower: 0, 'no-difference': 1 };

function headlineOf(sentences: string[]): string[] {
  if (sentences.length <= HEADLINE_SENTENCES) return sentences;
  const more = sentences.length - HEADLINE_SENTENCES;
  return [...sentences.slice(0, HEADLINE_SENTENCES), `and ${more} more (see the report's tables)`];
}

/** Every band and difference verdict of a result, and the headline built from the most telling ones. */
export function verdicts(result: ExperimentResult, options: VerdictOptions = {}): Verdicts {
  const bands = resolveBands(result, options);
  const bandVerdicts = bands.flatMap((band) => result.arms.map((arm) => bandVerdict(result, arm, band)).filter((v) => v !== null));
  const differenceVerdicts = result.arms.flatMap((arm) =>
    Object.keys(arm.vsBaseline ?? {})
      .map((metricId) => differenceVerdict(result, arm, metricId))
      .filter((v) => v !== null),
  );
  let headline: string[];
  if (result.answer && result.answer.length > 0) {
    // The experiment answered its own question; the generic verdicts stay in the report's list.
    headline = result.answer;
  } else if (bandVerdicts.length > 0) {
    const ordered = [...bandVerdicts].sort((a, b) => BAND_ORDER[a.status] - BAND_ORDER[b.status]);
    const allWithin = ordered.every((v) => v.status === 'within');
    headline = allWithin && ordered.length > HEADLINE_SENTENCES
      ? [`balanced: all ${ordered.length} estimates lie inside their bands`, ...ordered.slice(0, 2).map((v) => v.sentence), `and ${ordered.length - 2} more (see the report's tables)`]
      : headlineOf(ordered.map((v) => v.sentence));
  } else if (differenceVerdicts.length > 0) {
    const ordered = [...differenceVerdicts].sort((a, b) => DIFFERENCE_ORDER[a.status] - DIFFERENCE_ORDER[b.status]);
    headline = headlineOf(ordered.map((v) => v.sentence));
  } else {
    headline = ['No verdict: the result has no band and no comparison with the baseline; see the numbers in the report.'];
  }
  return { bands, bandVerdicts, differenceVerdicts, headline };
}
