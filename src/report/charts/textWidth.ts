/**
 * How wide a chart's text is, for vega's layout (render.ts installs `vegaTextWidth` as vega's text measure).
 *
 * Without a canvas package vega estimates every character at 0.8 of the font size, about 1.6 times the real width of
 * this house font: titles, axis titles and labels were cut with "…" at ~60% of the room they had (591 cut texts in
 * 131 of the 314 report charts, arm labels that differ only at their end among them), and every chart carried blank
 * space beside its longest title. This measure adds the advance widths of DejaVu Sans (the font resvg draws the PNGs
 * with: Helvetica and Arial, first in the chart font stack, are not installed here), the widest font of that stack, so
 * text measured here is never wider when drawn (a browser's Helvetica or Arial is narrower still). The widths are a
 * table, not read from an installed font, so a chart lays out the same on every machine.
 *
 * Widths per 1,000 units of the font size, read from DejaVuSans.ttf and DejaVuSans-Bold.ttf (fontversion 155320, DejaVu 2.37; the `hmtx`
 * advance of each character's glyph): printable ASCII, Latin-1 and the few symbols reports print. Kerning is left out
 * (it only narrows). A character outside the table counts as vega's own estimate, 0.8 of the font size.
 */

const CHARS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00a0\u00a1\u00a2\u00a3\u00a4\u00a5\u00a6\u00a7\u00a8\u00a9\u00aa\u00ab\u00ac\u00ad\u00ae\u00af' +
  '\u00b0\u00b1\u00b2\u00b3\u00b4\u00b5\u00b6\u00b7\u00b8\u00b9\u00ba\u00bb\u00bc\u00bd\u00be\u00bf' +
  '\u00c0\u00c1\u00c2\u00c3\u00c4\u00c5\u00c6\u00c7\u00c8\u00c9\u00ca\u00cb\u00cc\u00cd\u00ce\u00cf' +
  '\u00d0\u00d1\u00d2\u00d3\u00d4\u00d5\u00d6\u00d7\u00d8\u00d9\u00da\u00db\u00dc\u00dd\u00de\u00df' +
  '\u00e0\u00e1\u00e2\u00e3\u00e4\u00e5\u00e6\u00e7\u00e8\u00e9\u00ea\u00eb\u00ec\u00ed\u00ee\u00ef' +
  '\u00f0\u00f1\u00f2\u00f3\u00f4\u00f5\u00f6\u00f7\u00f8\u00f9\u00fa\u00fb\u00fc\u00fd\u00fe\u00ff' +
  '\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u2212\u00d7\u00f7\u00b1\u2264\u2265\u2248\u00b2' +
  '\u00b3\u00b0\u20ac';
const BOOK = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636,
  636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
  748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635,
  615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636,
  337, 636, 838, 318, 401, 636, 636, 636, 636, 337, 500, 500, 1000, 471, 612, 838, 361, 1000, 500, 500, 838, 401,
  401, 500, 636, 636, 318, 500, 401, 471, 612, 969, 969, 969, 531, 684, 684, 684, 684, 684, 684, 974, 698, 632, 632,
  632, 632, 295, 295, 295, 295, 775, 748, 787, 787, 787, 787, 787, 838, 787, 732, 732, 732, 732, 611, 605, 630, 613,
  613, 613, 613, 613, 613, 982, 550, 615, 615, 615, 615, 278, 278, 278, 278, 612, 634, 612, 612, 612, 612, 612, 838,
  612, 634, 634, 634, 634, 592, 635, 592, 500, 1000, 318, 318, 518, 518, 1000, 590, 838, 838, 838, 838, 838, 838,
  838, 401, 401, 500, 636,
];
const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838, 348, 456, 696, 696, 636, 696, 365, 500, 500, 1000, 564, 646, 838, 415, 1000, 500, 500, 838, 438,
  438, 500, 736, 636, 380, 500, 438, 564, 646, 1035, 1035, 1035, 580, 774, 774, 774, 774, 774, 774, 1085, 734, 683,
  683, 683, 683, 372, 372, 372, 372, 838, 837, 850, 850, 850, 850, 850, 838, 850, 812, 812, 812, 812, 724, 738, 719,
  675, 675, 675, 675, 675, 675, 1048, 593, 678, 678, 678, 678, 343, 343, 343, 343, 687, 712, 687, 687, 687, 687, 687,
  838, 687, 712, 712, 712, 712, 652, 716, 652, 500, 1000, 380, 380, 657, 657, 1000, 639, 838, 838, 838, 838, 838,
  838, 838, 438, 438, 500, 696,
];
const UNKNOWN = 800;

const BOOK_WIDTH = new Map<number, number>();
const BOLD_WIDTH = new Map<number, number>();
Array.from(CHARS).forEach((ch, k) => {
  BOOK_WIDTH.set(ch.codePointAt(0)!, BOOK[k]);
  BOLD_WIDTH.set(ch.codePointAt(0)!, BOLD[k]);
});

/** The width in pixels of `text` drawn at `fontSize` px, bold or not, in DejaVu Sans (kerning left out). */
export function textWidth(text: string, fontSize: number, bold = false): number {
  const widths = bold ? BOLD_WIDTH : BOOK_WIDTH;
  let units = 0;
  for (const ch of text) units += widths.get(ch.codePointAt(0)!) ?? UNKNOWN;
  return (units * fontSize) / 1000;
}

/** A vega text item's fields this measure reads. */
interface TextItem {
  fontSize?: number | string;
  fontWeight?: number | string;
  limit?: number;
}

/**
 * vega's `textMetrics.width` (item, one line of its text): the line's width, or the item's `limit` when wider.
 * vega asks it in two places: a text's bounds (the line as written; what is drawn is cut to fit the limit, so no wider
 * than it) and its own truncation (is the line, then each shorter candidate, below the limit?), and the cap at the
 * limit answers both alike, as a measure that cut the text itself would not: vega's truncation would see every line fit.
 */
export function vegaTextWidth(item: TextItem, line: unknown): number {
  const text = line == null ? '' : String(line).trim();
  const fontSize = item.fontSize != null ? Number(item.fontSize) || 0 : 11;
  const weight = item.fontWeight;
  const bold = weight === 'bold' || weight === 'bolder' || (typeof weight === 'number' && weight >= 600) || (typeof weight === 'string' && Number(weight) >= 600);
  const width = textWidth(text, fontSize, bold);
  const limit = Number(item.limit);
  return limit > 0 ? Math.min(width, limit) : width;
}
