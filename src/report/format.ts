/**
 * Number formatting for verdicts, tables and chart labels. Locale-free (no
 * Intl), so the same result gives the same bytes on every machine. Precision
 * follows the interval: a 6-point-wide interval prints whole percents, a
 * 0.6-point-wide one prints one decimal, so the printed digits are the ones the
 * data can support.
 *
 * Example: formatProportion(0.6123, [0.5841, 0.6402], 4000, 'paired games')
 *   -> '61% (58-64%, 4,000 paired games)'.
 */

/** 4000 -> "4,000"; 1234567.5 -> "1,234,567.5". */
export function groupThousands(value: number): string {
  const [whole, fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Decimals for a percentage whose interval has the given width (as a fraction). */
export function percentDecimals(width: number, value = 0.5): number {
  const points = width * 100;
  let decimals = points >= 2 ? 0 : points >= 0.2 ? 1 : 2;
  // A small non-zero estimate never prints as "0%".
  if (value > 0 && value * 100 < 1) decimals = Math.max(decimals, 1);
  return decimals;
}

/**
 * Decimals for a mean whose interval has the given width: down to the first
 * significant digit of the half-width, so the bounds differ from the estimate
 * in a printed digit ("0.74 (0.70 to 0.79)", not "0.7 (0.7 to 0.8)").
 */
export function meanDecimals(width: number): number {
  if (!(width > 0) || !Number.isFinite(width)) return 2;
  return Math.min(4, Math.max(0, -Math.floor(Math.log10(width / 2))));
}

/** Fixed decimals without "-0". */
export function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The decimals `value` needs, from `decimals` up to 4 more, so that a value that is not 0 does not print as 0. */
function decimalsShowing(value: number, decimals: number): number {
  let shown = decimals;
  while (value !== 0 && shown < decimals + 4 && Number(value.toFixed(shown)) === 0) shown++;
  return Number(value.toFixed(shown)) === 0 ? decimals : shown;
}

/**
 * fixed, except that a value that is not 0 never prints as 0: it gets the decimals down to its first significant
 * digit (at most 4 more), so a rare event's 0.0019% reads "0.002%", not "0.00%", and the upper end of a share never
 * seen in 524,288 trials (Wilson 0.0007%) reads "0.001%", not "0.0%" (which would claim it cannot happen).
 */
export function shown(value: number, decimals: number): string {
  return fixed(value, decimalsShowing(value, decimals));
}

/** 0.612 -> "61" (no sign); a share that is not 0 never prints as "0" (shown). */
export function percentNumber(value: number, decimals: number): string {
  return shown(value * 100, decimals);
}

export function percent(value: number, decimals: number): string {
  return `${percentNumber(value, decimals)}%`;
}

/** "4,000 paired games" */
export function trialCount(n: number, noun: string): string {
  return `${groupThousands(n)} ${noun}`;
}

/**
 * What a formatter prints when there is nothing to print: no estimate (nothing counted, e.g. 0 markers carried off
 * in a short run: the mean is NaN) or no interval (one value has no spread). Null when the numbers are whole.
 */
function missing(estimate: number, ci: readonly [number, number], n: number, noun: string, show: () => string): string | null {
  if (!Number.isFinite(estimate)) return `no estimate (${trialCount(n, noun)})`;
  if (!Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return `${show()} (no interval from ${trialCount(n, noun)})`;
  return null;
}

/** "61% (58-64%, 4,000 paired games)" */
export function formatProportion(p: number, ci: [number, number], n: number, noun: string): string {
  const none = missing(p, ci, n, noun, () => percent(p, 1));
  if (none !== null) return none;
  return `${percentWithin(p, ci)}, ${trialCount(n, noun)})`;
}

/**
 * "20% (16-25%)": a share and its interval in a sentence that gives the count elsewhere (formatProportion without the
 * count). Without an interval it says so.
 */
export function formatShareEstimate(p: number, ci: readonly [number, number]): string {
  if (!Number.isFinite(p)) return 'no estimate';
  if (!Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return `${percent(p, 1)} (no interval)`;
  return `${percentWithin(p, ci)})`;
}

/** "20% (16-25%": a share and its interval's ends at the decimals the width supports, the closing bracket left to the caller. */
function percentWithin(p: number, ci: readonly [number, number]): string {
  const decimals = decimalsOffEdges(ci, percentDecimals(ci[1] - ci[0], p), 100, p);
  return `${percent(p, decimals)} (${percentNumber(ci[0], decimals)}-${percent(ci[1], decimals)}`;
}

/**
 * "3.42 damage per attack (3.31 to 3.53, 4,000 trials)". An interval with ends on both sides of 0 belongs to a signed
 * quantity (a margin, a change, luck): its positive numbers carry "+", so "-0.02 (-0.11 to +0.08)" cannot be misread
 * as a range of magnitudes.
 */
export function formatMean(mean: number, ci: [number, number], n: number, unit: string, noun: string): string {
  // A percentage (a mean already scaled by 100) reads "30% (28% to 32%, ...)", as the share formatters print it;
  // a unit such as "% of games" reads "30% of games (28% to 32%, ...)".
  const percent = unit === '%' || unit.startsWith('% ');
  const withUnit = percent ? unit : unit ? ` ${unit}` : '';
  const none = missing(mean, ci, n, noun, () => `${fixed(mean, 2)}${withUnit}`);
  if (none !== null) return none;
  const [estimate, low, high] = meanNumbers(mean, ci);
  const end = percent ? '%' : '';
  return `${estimate}${withUnit} (${low}${end} to ${high}${end}, ${trialCount(n, noun)})`;
}

/**
 * "41 (39 to 43)": a mean and its interval in a list whose trial count is given once (formatMean without the count).
 * Without an estimate or an interval it says so, as formatMean does.
 */
export function formatEstimate(mean: number, ci: readonly [number, number]): string {
  if (!Number.isFinite(mean)) return 'no estimate';
  if (!Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return `${fixed(mean, 2)} (no interval)`;
  const [estimate, low, high] = meanNumbers(mean, ci);
  return `${estimate} (${low} to ${high})`;
}

/**
 * Where a score's or win rate's verdict turns: an even game (1/2) and the edges of the default 45-55% band
 * (report/verdict.ts DEFAULT_WIN_RATE_BAND; not imported: verdict.ts imports this file).
 */
const VERDICT_EDGES = [0.45, 0.5, 0.55];

/**
 * `decimals`, or up to 3 more, so that no interval end that is not 1/2 or a band edge prints as one: "clearly above
 * 1/2" beside "(0.50 to 0.60)" read as a contradiction (ex-second-strength's 0.502, jw-game-facts' 0.4968 until
 * 2026-11-25); and so that the estimate, when given, prints as neither end unless it is that end: a score of 0.9995
 * read "1.000 (0.997 to 1.000)", as if no game had been lost (ex-game-facts, 2026-11-25). `scale` 100 for a percentage.
 */
function decimalsOffEdges(ends: readonly number[], decimals: number, scale = 1, estimate?: number): number {
  const at = (value: number, d: number) => Number((value * scale).toFixed(d));
  // An end within rounding noise of an edge (0.5 - 0.05) is on it, and prints as it.
  const onEdge = (d: number) => ends.some((end) => VERDICT_EDGES.some((edge) => Math.abs(end - edge) > 1e-12 && at(end, d) === edge * scale));
  // As printed (shown: a value that is not 0 never prints as 0).
  const onEnd = (d: number) => estimate !== undefined && ends.some((end) => Math.abs(end - estimate) > 1e-12 && shown(end * scale, d) === shown(estimate * scale, d));
  let shownDecimals = decimals;
  while (shownDecimals < decimals + 3 && (onEdge(shownDecimals) || onEnd(shownDecimals))) shownDecimals++;
  return shownDecimals;
}

/** A mean's estimate and interval ends at the decimals the interval's width supports, signed when the interval spans 0. */
function meanNumbers(mean: number, ci: readonly [number, number]): [string, string, string] {
  const decimals = decimalsOffEdges(ci, meanDecimals(ci[1] - ci[0]), 1, mean);
  if (ci[0] < 0 && ci[1] > 0) return [signed(mean, decimals), signedBound(ci[0], decimals), signedBound(ci[1], decimals)];
  return [shown(mean, decimals), shown(ci[0], decimals), shown(ci[1], decimals)];
}

/** Signed number: 0.061 -> "+0.061"; -2 -> "-2" (a true minus sign is avoided so output stays ASCII). */
export function signed(value: number, decimals: number): string {
  const text = fixed(value, decimals);
  return text.startsWith('-') || Number(text) === 0 ? text : `+${text}`;
}

/**
 * One end of a difference's interval, signed. A verdict rests on which side of 0 that end lies, so an end that is not
 * 0 never prints as 0: it gets the decimals down to its first significant digit (at most 4 more than asked), so a
 * clearly lower change reads "-0.2 (-0.3 to -0.004)", not "-0.2 (-0.3 to 0.0)".
 */
export function signedBound(value: number, decimals: number): string {
  return signed(value, decimalsShowing(value, decimals));
}

/**
 * A difference's estimate, signed. When its interval excludes 0 the estimate is not 0 either, so it never prints as 0
 * ("0.00 (-0.004 to -0.001), lower" read as no change): it gets the decimals signedBound gives a non-zero end.
 */
export function signedEstimate(value: number, ci: readonly [number, number], decimals: number): string {
  return ci[0] > 0 || ci[1] < 0 ? signedBound(value, decimals) : signed(value, decimals);
}

/**
 * A rating against the field's average (0), in whole Elo points, with its 95% interval: "+16 (+0.3 to +32)". Signed
 * like a difference, so an end that is not 0 never prints as 0 (a rating clearly above the field whose lower end
 * rounds to 0 would read as level with it).
 */
export function formatRating(rating: number, ci: readonly [number, number]): string {
  return `${signedEstimate(rating, ci, 0)} (${signedBound(ci[0], 0)} to ${signedBound(ci[1], 0)})`;
}

/** A difference of proportions in percentage points: "+6.1 pp (+3.0 to +9.2 pp, 4,000 paired games)". */
export function formatPointsDifference(diff: number, ci: [number, number], n: number, noun: string): string {
  const decimals = Math.max(1, percentDecimals(ci[1] - ci[0]));
  const points = (value: number) => signed(value * 100, decimals);
  const bound = (value: number) => signedBound(value * 100, decimals);
  const none = missing(diff, ci, n, noun, () => `${points(diff)} pp`);
  if (none !== null) return none;
  return `${signedEstimate(diff * 100, ci, decimals)} pp (${bound(ci[0])} to ${bound(ci[1])} pp, ${trialCount(n, noun)})`;
}

/** A difference of means: "+0.42 damage per attack (+0.31 to +0.53, 4,000 paired trials)". */
export function formatMeanDifference(diff: number, ci: [number, number], n: number, unit: string, noun: string): string {
  const decimals = meanDecimals(ci[1] - ci[0]);
  const withUnit = unit ? ` ${unit}` : '';
  const none = missing(diff, ci, n, noun, () => `${signed(diff, 2)}${withUnit}`);
  if (none !== null) return none;
  return `${signedEstimate(diff, ci, decimals)}${withUnit} (${signedBound(ci[0], decimals)} to ${signedBound(ci[1], decimals)}, ${trialCount(n, noun)})`;
}

/** A band as a designer writes it: [0.45, 0.55] -> "45-55%". */
export function formatBand(low: number, high: number, asPercent: boolean): string {
  if (!asPercent) return `${trimNumber(low)} to ${trimNumber(high)}`;
  return `${trimNumber(low * 100)}-${trimNumber(high * 100)}%`;
}

/** Shortest plain form of a number with at most 4 decimals: 45 -> "45", 52.5 -> "52.5". */
export function trimNumber(value: number): string {
  return String(Number(value.toFixed(4)));
}

/**
 * Beyond this many times the pairs already played, more pairs are not a practical way to settle a change's sign:
 * pairedChange then says what the interval does settle, how large the change can be.
 */
const SETTLE_FACTOR = 10;

/**
 * A paired change (arm minus its baseline, `pairs` paired trials) with its
 * verdict: clearly higher or lower only when the interval excludes 0;
 * otherwise how many pairs would settle it if the estimate held (the interval
 * narrows as one over the square root of the count). When that is more than
 * SETTLE_FACTOR times the pairs played, the change is too small for its sign to
 * be worth settling, and the sentence says so with the bound the interval does
 * give: "no clear change: at most 0.04 per game either way".
 */
export function pairedChange(d: { diff: number; ci: [number, number] }, pairs: number, unit: string): string {
  const numbers = formatMeanDifference(d.diff, d.ci, pairs, unit, 'pairs');
  const half = (d.ci[1] - d.ci[0]) / 2;
  // A zero-width interval means every pair changed by the same amount: too few pairs, not certainty.
  if (!(half > 0)) return `${numbers}, ${d.diff === 0 ? 'no pair changed' : 'the same change in every pair (too few pairs to judge)'}`;
  if (d.ci[0] > 0) return `${numbers}, clearly higher`;
  if (d.ci[1] < 0) return `${numbers}, clearly lower`;
  const largest = `${shown(Math.max(-d.ci[0], d.ci[1]), meanDecimals(d.ci[1] - d.ci[0]))}${unit ? ` ${unit}` : ''}`;
  if (d.diff === 0) return `${numbers}, no clear change: at most ${largest} either way`;
  const needed = Math.ceil(pairs * (half / Math.abs(d.diff)) ** 2);
  if (needed > SETTLE_FACTOR * pairs) return `${numbers}, no clear change: at most ${largest} either way (its sign would take about ${groupThousands(needed)} pairs to settle if the estimate holds)`;
  return `${numbers}, inconclusive (about ${groupThousands(needed)} pairs would settle it if the estimate holds)`;
}
