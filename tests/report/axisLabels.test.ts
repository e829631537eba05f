import type { TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { fitLabel, fittedLabels, LABEL_LIMIT, LABEL_LINE_HEIGHT, withoutNamed, wrapLabel } from '../../src/report/charts/axisLabels.ts';
import { buildChart } from '../../src/report/charts/chartKinds.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { textWidth } from '../../src/report/charts/textWidth.ts';
import { renderSvg } from '../../src/report/render.ts';

// ex-stabilise's arms: vega's end cut drew the first three as the same "Line Patrol vs Fire Support, Control Points: casualt…".
const ARMS = [
  'Line Patrol vs Fire Support, Control Points: casualty VP, stabilising not offered',
  'Line Patrol vs Fire Support, Control Points: casualty VP with stabilising offered',
  'Line Patrol vs Fire Support, Control Points: casualty VP with stabilising always taken',
  'Garrison vs Raiders',
];

describe('arm labels on an axis (charts/axisLabels.ts)', () => {
  it('keeps a label that fits, and cuts one that does not in the middle, keeping its start and its end', () => {
    expect(fitLabel('Garrison vs Raiders')).toBe('Garrison vs Raiders');
    for (const label of ARMS.slice(0, 3)) {
      const fitted = fitLabel(label);
      expect(textWidth(fitted, 12)).toBeLessThan(LABEL_LIMIT);
      // Nearly all the room is used: one more character would not fit.
      expect(textWidth(fitted, 12)).toBeGreaterThan(LABEL_LIMIT - 20);
      const [head, tail] = fitted.split('…');
      expect(label.startsWith(head)).toBe(true);
      expect(label.endsWith(tail)).toBe(true);
      expect(tail.length).toBeGreaterThan(head.length);
    }
    expect(new Set(ARMS.map((label) => fitLabel(label))).size).toBe(ARMS.length);
  });

  it('gives vega a labelExpr only when some label does not fit, and the chart draws each label as wrapLabel gives it', async () => {
    expect(fittedLabels(['Garrison vs Raiders', 'Raiders vs Garrison'])).toEqual({});
    const arms = [...ARMS, `${ARMS[2]} ${ARMS[2]} ${ARMS[2]}`];
    const spec: TopLevelSpec = {
      data: { values: arms.map((arm, v) => ({ arm, v })) },
      mark: 'point',
      encoding: { y: { field: 'arm', type: 'nominal', axis: fittedLabels(arms, [], 'axis') }, x: { field: 'v', type: 'quantitative' } },
      config: { axis: { labelFontSize: 12, labelLimit: LABEL_LIMIT } },
    };
    const texts = [...(await renderSvg(spec)).matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) => (m[1].includes('<tspan') ? [...m[1].matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((t) => t[1]) : [m[1]]));
    for (const arm of arms) expect(texts).toContainEqual(wrapLabel(arm).map((line) => line.replace(/&/g, '&amp;')));
    // The last is too long for two lines: its second line is cut in the middle.
    expect(wrapLabel(arms[4])[1]).toContain('…');
  });

  it("leaves out a leading 'name: ' that the chart's where already names for every arm, and nothing else", async () => {
    const named = ['Dwarven Throng'];
    expect(withoutNamed('Dwarven Throng: fighters for 2x dregs', named)).toBe('fighters for 2x dregs');
    expect(withoutNamed('Dwarven Throng as printed against Ghostly Host', named)).toBe('Dwarven Throng as printed against Ghostly Host');
    expect(withoutNamed('Dwarven Throng: ', named)).toBe('Dwarven Throng: ');
    expect(withoutNamed('Ghostly Host: dregs for shooters', named)).toBe('Ghostly Host: dregs for shooters');
    expect(fittedLabels(['Dwarven Throng: fighters for 2x dregs'], named)).toEqual({ labelExpr: '{"Dwarven Throng: fighters for 2x dregs":"fighters for 2x dregs"}[datum.label] || datum.label' });
    // Through a real arms chart whose where picks one warband: the drawn labels lose the prefix, the data keeps it.
    const arm = (label: string, p: number, baseline = false) => ({
      id: label,
      label,
      coords: { warband: 'Dwarven Throng' },
      trials: 100,
      ...(baseline ? {} : { vsBaseline: {} }),
      metrics: { scoreA: { kind: 'mean', label: "A's score", unit: 'points per game', n: 100, mean: p, sd: 0.4, ci: [p - 0.08, p + 0.08] } },
    });
    const result = {
      experiment: { id: 'x', title: 'x', baseline: 'Dwarven Throng as printed' },
      arms: [arm('Dwarven Throng as printed', 0.34, true), arm('Dwarven Throng: fighters for 2x dregs', 0.42)],
      charts: [],
    } as unknown as ExperimentResult;
    const spec = buildChart({ result, request: { kind: 'arms', metric: 'scoreA', where: { warband: 'Dwarven Throng' } }, bands: [] });
    const labels = [...(await renderSvg(spec)).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels).toContain('fighters for 2x dregs');
    expect(labels).toContain('Dwarven Throng as printed');
    expect(labels).not.toContain('Dwarven Throng: fighters for 2x dregs');
  });

  it('wraps a label too wide for an axis onto two lines that each fit, broken between its parts when it can be', () => {
    expect(wrapLabel('Garrison vs Raiders')).toEqual(['Garrison vs Raiders']);
    for (const label of ARMS.slice(0, 3)) {
      const lines = wrapLabel(label);
      expect(lines).toHaveLength(2);
      expect(lines.join(' ')).toBe(label);
      for (const line of lines) expect(textWidth(line, 12)).toBeLessThan(LABEL_LIMIT);
    }
    // Both halves fit when broken after the colon: the break goes there, not at the most even space.
    expect(wrapLabel(ARMS[0])).toEqual(['Line Patrol vs Fire Support, Control Points:', 'casualty VP, stabilising not offered']);
    // No break after punctuation fits both lines: the most even break between words.
    const plain = 'heuristic versus greedy player in the mirror of the Dwarven Throng against the Ghostly Host on a dense board';
    const [first, second] = wrapLabel(plain);
    expect(`${first} ${second}`).toBe(plain);
    expect(Math.abs(textWidth(first, 12) - textWidth(second, 12))).toBeLessThan(70);
    // Too long for two lines: the first line as long as fits, the rest cut in the middle; no space at all: one cut line.
    const long = `${ARMS[2]} ${ARMS[2]} ${ARMS[2]}`;
    const cut = wrapLabel(long);
    expect(cut).toHaveLength(2);
    expect(long.startsWith(`${cut[0]} `)).toBe(true);
    expect(cut[1]).toBe(fitLabel(long.slice(cut[0].length + 1)));
    for (const line of cut) expect(textWidth(line, 12)).toBeLessThan(LABEL_LIMIT);
    const word = 'x'.repeat(120);
    expect(wrapLabel(word)).toEqual([fitLabel(word)]);
  });

  it('draws a wrapped axis label as two lines centred on its row', async () => {
    const labels = ['Garrison vs Raiders', ARMS[0], 'Raiders vs Garrison'];
    const axis = fittedLabels(labels, [], 'axis');
    expect(axis.labelLineHeight).toBe(LABEL_LINE_HEIGHT);
    expect(axis.labelOffset?.expr).toContain(JSON.stringify([ARMS[0]]));
    const spec: TopLevelSpec = {
      data: { values: labels.map((arm, v) => ({ arm, v })) },
      mark: 'point',
      height: { step: 34 },
      encoding: { y: { field: 'arm', type: 'nominal', sort: labels, axis }, x: { field: 'v', type: 'quantitative' } },
      config: { axis: { labelFontSize: 12, labelLimit: LABEL_LIMIT } },
    };
    const svg = await renderSvg(spec);
    const group = svg.match(/<g class="mark-text role-axis-label"[^>]*>((?:(?!<\/g>)[\s\S])*<tspan[\s\S]*?)<\/g>/)![1];
    const texts = [...group.matchAll(/<text[^>]*translate\(([-\d.]+),([-\d.]+)\)[^>]*>([\s\S]*?)<\/text>/g)].map((m) => ({ y: Number(m[2]), body: m[3] }));
    expect(texts.map((t) => t.body)).toEqual([
      'Garrison vs Raiders',
      `<tspan>${wrapLabel(ARMS[0])[0]}</tspan><tspan x="0" dy="${LABEL_LINE_HEIGHT}">${wrapLabel(ARMS[0])[1]}</tspan>`,
      'Raiders vs Garrison',
    ]);
    // One-line labels sit a step apart; the two-line one is lifted half a line from where one line would sit.
    expect(texts[2].y - texts[0].y).toBe(68);
    expect(texts[1].y).toBe(texts[0].y + 34 - LABEL_LINE_HEIGHT / 2);
  });

  it('wraps a legend label too, its symbol beside the first line, and makes its entry two lines tall', async () => {
    const labels = ['Garrison vs Raiders', ARMS[0], 'Raiders vs Garrison'];
    const legend = fittedLabels(labels);
    // A legend has no labelOffset or labelLineHeight (vega would read them as something else, or not at all).
    expect(Object.keys(legend)).toEqual(['labelExpr']);
    const spec: TopLevelSpec = {
      data: { values: labels.map((arm, v) => ({ arm, v })) },
      mark: 'bar',
      encoding: { x: { field: 'arm', type: 'nominal', sort: labels, axis: null }, y: { field: 'v', type: 'quantitative' }, color: { field: 'arm', type: 'nominal', sort: labels, legend } },
      config: { legend: { labelFontSize: 12, labelLimit: LABEL_LIMIT } },
    };
    const svg = await renderSvg(spec);
    const entries = [...svg.matchAll(/<g transform="translate\(0,([\d.]+)\)"><path class="background"[^>]*\/><g><g class="mark-symbol role-legend-symbol"[\s\S]*?<g class="mark-text role-legend-label"[^>]*><text[^>]*>([\s\S]*?)<\/text>/g)].map((m) => ({ y: Number(m[1]), body: m[2] }));
    expect(entries.map((e) => e.body)).toEqual([
      'Garrison vs Raiders',
      `<tspan>${wrapLabel(ARMS[0])[0]}</tspan><tspan x="0" dy="${LABEL_LINE_HEIGHT}">${wrapLabel(ARMS[0])[1]}</tspan>`,
      'Raiders vs Garrison',
    ]);
    // The entry after the two-line one is a line further down than the one before it is above.
    expect(entries[2].y - entries[1].y - (entries[1].y - entries[0].y)).toBe(LABEL_LINE_HEIGHT);
  });
});
