/**
 * The colours of a heatmap's or a matrix's cells. A win rate or a score (win 1, draw 1/2) is drawn on a diverging
 * scale white at 1/2 and as wide either side as the farthest cell, but never narrower than 0.40 to 0.60: stretched
 * over its own cells' range, a grid of 0.46 to 0.61 painted the noise around 1/2 darkest purple (rr-setup-balance,
 * rr-roster-timing, sp-map-contact until 2026-11-25) and the same colour meant another score in each chart. A value
 * that runs from below 0 to above it (net points) is diverging at 0, so its sign shows. Anything else (a chance of
 * removal, damage) is sequential over its own range, darker lower: there is no middle that means "even".
 */
import type { MetricResult } from '../../sim/result.ts';
import { isScore, isWinRate } from '../metricFacts.ts';
import { DIVERGING_SCHEME, SEQUENTIAL_SCHEME } from '../palette.ts';

export interface CellColours {
  scale: { scheme: typeof SEQUENTIAL_SCHEME | typeof DIVERGING_SCHEME; domain?: number[]; domainMid?: number };
  /** True when a cell's fill is dark enough to need white text. */
  darkFill: (value: number) => boolean;
  /** What the colours mean, for the subtitle. */
  note: string;
}

/** The least half-width of a win rate's or score's scale either side of 1/2: twice the 45-55% band's. */
const LEAST_SPREAD = 0.1;

export function cellColours(metricId: string, metric: MetricResult, values: readonly number[], sequentialNote: string): CellColours {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const even = isWinRate(metricId, metric) || isScore(metric);
  const centre = even ? 0.5 : min < 0 && max > 0 ? 0 : undefined;
  if (centre === undefined) {
    // viridis runs from dark purple to light yellow: the lower part needs white text.
    // The range named, not left to vega: the values may include sibling charts' cells (chartKinds.ts sharedCellRange).
    return { scale: { scheme: SEQUENTIAL_SCHEME, ...(max > min ? { domain: [min, max] } : {}) }, darkFill: (value) => (max > min ? (value - min) / (max - min) : 0.5) < 0.55, note: sequentialNote };
  }
  const farthest = Math.max(...values.map((value) => Math.abs(value - centre)));
  const spread = even ? Math.min(0.5, Math.max(LEAST_SPREAD, farthest)) : farthest;
  // blueorange is light in the middle and dark at both ends.
  return {
    scale: { scheme: DIVERGING_SCHEME, domain: [centre - spread, centre + spread], domainMid: centre },
    darkFill: (value) => Math.abs(value - centre) > 0.6 * spread,
    note: `${sequentialNote.replace(/, darker is lower$/, '')}, white is ${even ? (metric.kind === 'proportion' ? '50%' : '1/2') : '0'}`,
  };
}
