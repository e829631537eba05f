/**
 * Arm labels that fit their axis or legend and stay told apart. An arm's label names its pairing first and what
 * the arm changes last ("Line Patrol vs Fire Support, Control Points: casualty VP, stabilising not offered"), so
 * vega's own cut, which keeps the start, left arms that differ only in their reading looking the same ("Line Patrol
 * vs Fire Support, Control Points: casualt…" three times in ex-stabilise). A label too wide for the room keeps its
 * start and its end instead, cut in the middle; the data, tooltips and colours keep the full label.
 */
import { textWidth } from './textWidth.ts';

/** The room for an axis or legend label (CHART_CONFIG's labelLimit) and the size it is drawn at. */
export const LABEL_LIMIT = 400;
export const LABEL_FONT_SIZE = 12;
/** The share of a cut label's characters kept from its start; the rest come from its end. */
const HEAD_SHARE = 0.3;

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
 * An axis's or legend's `labelExpr` that draws each of `labels` as fitLabel cuts it, or nothing when every label fits
 * (the spec is then as before). The labels stay the data's values: sorting, colours and tooltips are untouched.
 *
 * `named` are what the chart already names for all its arms (its `where` values, e.g. the warband whose swaps it
 * shows): a label's leading "name: " is not drawn, so rr-roster-swaps' 38 "Dwarven Throng: ..." labels spend their
 * room on the swap.
 */
export function fittedLabels(labels: readonly string[], named: readonly string[] = []): { labelExpr?: string } {
  const cut: Record<string, string> = {};
  let any = false;
  for (const label of labels) {
    const fitted = fitLabel(withoutNamed(label, named));
    if (fitted !== label) {
      cut[label] = fitted;
      any = true;
    }
  }
  return any ? { labelExpr: `${JSON.stringify(cut)}[datum.label] || datum.label` } : {};
}

/** `label` without a leading "name: " for any of `named` (the whole label when that would leave nothing). */
export function withoutNamed(label: string, named: readonly string[]): string {
  for (const name of named) if (label.startsWith(`${name}: `) && label.length > name.length + 2) return label.slice(name.length + 2);
  return label;
}
