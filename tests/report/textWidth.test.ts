import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { textWidth, vegaTextWidth } from '../../src/report/charts/textWidth.ts';
import { renderSvg } from '../../src/report/render.ts';

const FONTS = {
  book: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

/** The inked width resvg draws `text` with, in the one font file given (no system fonts: nothing else can stand in). */
function drawnWidth(text: string, fontSize: number, bold: boolean): number {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="60"><text x="0" y="40" font-family="DejaVu Sans" font-size="${fontSize}"${bold ? ' font-weight="bold"' : ''}>${escaped}</text></svg>`;
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [bold ? FONTS.bold : FONTS.book], defaultFontFamily: 'DejaVu Sans' } });
  return resvg.getBBox()!.width;
}

const SAMPLES = [
  "heuristic vs heuristic:bid=three, Dwarven Throng mirror, deck",
  "A's score (win 1, draw 1/2): difference vs its baseline (points per game)",
  'Colonial Strike Force vs Martian Warband, Objective Grab −0.05 … luck²',
  'WWW mmm iii ||| 0123456789 @%&',
];

describe('chart text width (charts/textWidth.ts)', () => {
  it('has the font the PNGs are drawn with (.ci/run installs fonts-dejavu-core when it is missing)', () => {
    expect(existsSync(FONTS.book) && existsSync(FONTS.bold)).toBe(true);
  });

  it("measures what resvg draws in DejaVu Sans: never narrower, within 3% (kerning and the glyphs' side bearings)", () => {
    for (const bold of [false, true]) {
      for (const size of [12, 16]) {
        for (const text of SAMPLES) {
          const measured = textWidth(text, size, bold);
          const drawn = drawnWidth(text, size, bold);
          expect(measured, `${text} at ${size}px${bold ? ', bold' : ''}`).toBeGreaterThanOrEqual(drawn);
          expect(measured, `${text} at ${size}px${bold ? ', bold' : ''}`).toBeLessThan(drawn * 1.03 + 2);
        }
      }
    }
  });

  it("reads vega's item: font size (11 when unset), weight, and the limit as the most a line can take", () => {
    const text = 'Resurrectionists';
    expect(vegaTextWidth({ fontSize: 12 }, text)).toBeCloseTo(textWidth(text, 12), 9);
    expect(vegaTextWidth({}, text)).toBeCloseTo(textWidth(text, 11), 9);
    expect(vegaTextWidth({ fontSize: 12, fontWeight: 'bold' }, text)).toBeCloseTo(textWidth(text, 12, true), 9);
    expect(vegaTextWidth({ fontSize: 12, fontWeight: 700 }, text)).toBeCloseTo(textWidth(text, 12, true), 9);
    expect(vegaTextWidth({ fontSize: 12, limit: 40 }, text)).toBe(40);
    expect(vegaTextWidth({ fontSize: 12 }, `  ${text}  `)).toBeCloseTo(textWidth(text, 12), 9);
    expect(vegaTextWidth({ fontSize: 12 }, null)).toBe(0);
  });

  it('gives a label all the room its limit allows, and vega still cuts one that is wider', async () => {
    // Before this measure, vega's estimate (0.8 of the font size a character) cut this 47-character label at 33.
    const fits = 'heuristic vs heuristic:bid=three, Throng mirror';
    const wide = `${fits}, and a great deal more text than 320 pixels can hold at all`;
    const spec: TopLevelSpec = {
      data: { values: [{ arm: fits, v: 1 }, { arm: wide, v: 2 }] },
      mark: 'point',
      encoding: { y: { field: 'arm', type: 'nominal' }, x: { field: 'v', type: 'quantitative' } },
      config: { axis: { labelFontSize: 12, labelLimit: 320 } },
    };
    const svg = await renderSvg(spec);
    const labels = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels).toContain(fits);
    const cut = labels.find((label) => label.endsWith('…'));
    expect(cut).toBeDefined();
    expect(wide.startsWith(cut!.slice(0, -1))).toBe(true);
    expect(textWidth(cut!, 12)).toBeLessThanOrEqual(320);
    expect(cut!.length).toBeGreaterThan(fits.length);
  });
});
