import { describe, expect, it } from 'vitest';
import { buildChart } from '../../src/report/charts/chartKinds.ts';
import { normaliseSvgIds, renderPng, renderSvg } from '../../src/report/render.ts';
import { resolveBands } from '../../src/report/verdict.ts';
import { allFixtures, rofArmorSweepResult } from './fixtures.ts';

describe('rendering in Node', () => {
  it('gives identical SVG bytes for the same result, whatever was drawn before', async () => {
    for (const result of allFixtures()) {
      const bands = resolveBands(result);
      const first = await Promise.all(result.charts.map((request, i) => renderSvg(buildChart({ result, request, bands }), { idPrefix: `c${i}` })));
      // Draw something else in between: vega's id counters move on.
      await renderSvg(buildChart({ result: rofArmorSweepResult(), request: { kind: 'heatmap', metric: 'kill' }, bands: [] }));
      const again = await Promise.all(result.charts.map((request, i) => renderSvg(buildChart({ result, request, bands }), { idPrefix: `c${i}` })));
      expect(again).toEqual(first);
    }
  });

  it('gives each chart its own ids, so charts inlined in one page do not share a gradient', async () => {
    const result = rofArmorSweepResult();
    const spec = buildChart({ result, request: { kind: 'heatmap', metric: 'kill' }, bands: [] });
    const svg = await renderSvg(spec, { idPrefix: 'chart-2-heatmap-kill' });
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id.startsWith('chart-2-heatmap-kill-')).toBe(true);
      expect(svg).toContain(`url(#${id})`);
    }
  });

  it('renames ids and their references together', () => {
    const svg = '<svg><defs><linearGradient id="gradient_7"/><clipPath id="clip3"/></defs><rect fill="url(#gradient_7)" clip-path="url(#clip3)"/></svg>';
    expect(normaliseSvgIds(svg, 'a')).toBe('<svg><defs><linearGradient id="a-1"/><clipPath id="a-2"/></defs><rect fill="url(#a-1)" clip-path="url(#a-2)"/></svg>');
  });

  it('rasterises a chart to a PNG of twice the SVG size', async () => {
    const result = rofArmorSweepResult();
    const svg = await renderSvg(buildChart({ result, request: result.charts[0], bands: [] }));
    const png = renderPng(svg);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    expect(png.readUInt32BE(16)).toBe(width * 2);
  });

  it('refuses to load chart data from a URL', async () => {
    await expect(
      renderSvg({ data: { url: 'https://example.com/data.json' }, mark: 'bar', encoding: { x: { field: 'a', type: 'nominal' } } }),
    ).rejects.toThrow(/inline data only/);
  });
});
