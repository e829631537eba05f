/**
 * Arm labels that fit their axis or legend and stay told apart. An arm's label names its pairing first and what
 * the arm changes last ("Line Patrol vs Fire Support, Control Points: casualty VP, stabilising not offered"), so
 * vega's own cut, which keeps the start, left arms that differ only in their reading looking the same ("Line Patrol
 * vs Fire Support, Control Points: casualt…" three times in ex-stabilise). A label too wide for the room is drawn
 * whole on two lines, broken between words; when two lines are still too few, it keeps its start and its end, cut in
 * the middle. The data, tooltips and colours keep the full label.
 */
import { textWidth } from './textWidth.ts';

/** The room for an axis or legend label (CHART_CONFIG's labelLimit) and the size it is drawn at. */
export const LABEL_LIMIT = 400;
export const LABEL_FONT_SIZE = 12;
/** The size a legend's title is drawn at (CHART_CONFIG's legend titleFontSize). */
export const LEGEND_TITLE_FONT_SIZE = 12;
/** The share of a cut label's characters kept from its start; the rest come from its end. */
const HEAD_SHARE = 0.3;
/**
 * The distance between a wrapped label's two lines (vega's default for a 12 px label, set explicitly so an axis's
 * offset below stays right). Arms, forest and ranking charts give a row 30-34 px, room for two such lines; a legend
 * makes its entry as tall as its label.
 */
export const LABEL_LINE_HEIGHT = 14;

/** `label` as it fits `limit` pixels: whole when it fits, else its start, "…" and its end, as many characters as fit. */
export function fitLabel(label: string, limit = LABEL_LIMIT, fontSize = LABEL_FONT_SIZE): string {
  // vega cuts a label whose width is not below its limit: fit strictly below it.
  const fits = (text: string) => textWidth(text, fontSize) < limit;
  if (fits(label)) return label;
  let lo = 0;
  let hi = label.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (fits(middleCut(label, mid))) lo = mid;
    else hi = mid - 1;
  }
  // Trimming the spaces beside the cut makes the width step unevenly: make sure the one chosen fits.
  while (lo > 0 && !fits(middleCut(label, lo))) lo--;
  return middleCut(label, lo);
}

/** `label` with `kept` of its characters: HEAD_SHARE of them from the start, the rest from the end, "…" between. */
function middleCut(label: string, kept: number): string {
  const head = Math.ceil(kept * HEAD_SHARE);
  return `${label.slice(0, head).trimEnd()}…${label.slice(label.length - (kept - head)).trimStart()}`;
}

/**
 * `label` as one or two lines that each fit `limit` pixels: one line when it fits; else two, broken at the space that
 * makes the longer line shortest, so both read as halves (after a comma, colon or semicolon when such a break fits,
 * so a part of the label is not split); when no break lets both fit, the first line as long as
 * fits and the rest cut in the middle (fitLabel). A label with no space to break at is cut in the middle whole.
 */
export function wrapLabel(label: string, limit = LABEL_LIMIT, fontSize = LABEL_FONT_SIZE): string[] {
  const width = (text: string) => textWidth(text, fontSize);
  if (width(label) < limit) return [label];
  // The best break after a comma, colon or semicolon (between a label's parts: its pairing, then its reading), else
  // the best after any word.
  const balanced: (string[] | null)[] = [null, null];
  const balancedWidth = [Infinity, Infinity];
  let longestFirst: string[] | null = null;
  for (let at = label.indexOf(' '); at > 0; at = label.indexOf(' ', at + 1)) {
    const first = label.slice(0, at).trimEnd();
    const rest = label.slice(at + 1).trimStart();
    if (!first || !rest || !(width(first) < limit)) continue;
    longestFirst = [first, rest];
    const wider = Math.max(width(first), width(rest));
    const kind = /[,:;]$/.test(first) ? 0 : 1;
    if (wider < limit && wider < balancedWidth[kind]) {
      balanced[kind] = [first, rest];
      balancedWidth[kind] = wider;
    }
  }
  if (balanced[0] || balanced[1]) return (balanced[0] ?? balanced[1])!;
  if (longestFirst) return [longestFirst[0], fitLabel(longestFirst[1], limit, fontSize)];
  return [fitLabel(label, limit, fontSize)];
}

/** What an axis or legend draws in place of its labels (spread into its spec), or nothing when every label fits. */
export interface FittedLabels {
  labelExpr?: string;
  /** Axes only: moves a two-line label up half a line, so its lines sit either side of its row's centre (a legend
   * draws its symbol beside the first line, as it should). */
  labelOffset?: { expr: string };
  /** Axes only. */
  labelLineHeight?: number;
}

/**
 * An axis's or legend's `labelExpr` that draws each of `labels` as it fits (wrapLabel: two lines when one is too
 * narrow), or nothing when every label fits (the spec is then as before). The labels stay the data's values: sorting,
 * colours and tooltips are untouched. Vega draws an array as lines, the top one where a single line would be, so on
 * an `axis` `labelOffset` lifts a two-line label half a line.
 *
 * `named` are what the chart already names for all its arms (its `where` values, e.g. the warband whose swaps it
 * shows): a label's leading "name: " is not drawn, so rr-roster-swaps' 38 "Dwarven Throng: ..." labels spend their
 * room on the swap.
 */
export function fittedLabels(labels: readonly string[], named: readonly string[] = [], place: 'axis' | 'legend' = 'legend'): FittedLabels {
  const drawn: Record<string, string | string[]> = {};
  const wrapped: string[] = [];
  let any = false;
  for (const label of labels) {
    const shown = withoutNamed(label, named);
    const fitted = wrapLabel(shown);
    if (fitted.length === 2) wrapped.push(label);
    if (fitted.length === 2 || fitted[0] !== label) {
      drawn[label] = fitted.length === 2 ? fitted : fitted[0];
      any = true;
    }
  }
  if (!any) return {};
  const labelExpr = `${JSON.stringify(drawn)}[datum.label] || datum.label`;
  // A legend has no line height of its own: its labels' lines are vega's default for their size, LABEL_LINE_HEIGHT.
  if (wrapped.length === 0 || place === 'legend') return { labelExpr };
  return { labelExpr, labelOffset: { expr: `indexof(${JSON.stringify(wrapped)}, datum.label) >= 0 ? ${-LABEL_LINE_HEIGHT / 2} : 0` }, labelLineHeight: LABEL_LINE_HEIGHT };
}

/** `label` without a leading "name: " for any of `named` (the whole label when that would leave nothing). */
export function withoutNamed(label: string, named: readonly string[]): string {
  for (const name of named) if (label.startsWith(`${name}: `) && label.length > name.length + 2) return label.slice(name.length + 2);
  return label;
}
