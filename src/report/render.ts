/**
 * Rendering in Node, no browser: vega-lite compiles a spec to vega, a headless
 * vega View (renderer 'none') draws it with `toSVG()`, and resvg rasterises the
 * SVG to PNG.
 *
 * Deterministic: the same spec gives the same SVG bytes. Vega numbers clip paths
 * and gradients with process-wide counters, so the n-th chart drawn in a process
 * would otherwise get different ids from the same chart drawn first; the ids are
 * renamed from the chart's own name, in document order, which also keeps several
 * SVGs inlined in one HTML page from sharing an id. Text is measured from a table
 * of the widest chart font's advance widths (charts/textWidth.ts; no canvas
 * package), which does not depend on installed fonts.
 *
 * PNG: @resvg/resvg-js (the resvg Rust rasteriser; its npm package ships a
 * prebuilt binary per platform as an optional dependency, so it installs from
 * the npm registry alone, with no compiler and no download at install time),
 * written with a palette where the chart's colours allow (indexedPng.ts).
 */
import { Resvg } from '@resvg/resvg-js';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { vegaTextWidth } from './charts/textWidth.ts';
import { indexedPng } from './indexedPng.ts';

// vega's own estimate without a canvas (0.8 of the font size a character) is about 1.6 times this font's real width.
(vega as unknown as { textMetrics: { width: typeof vegaTextWidth } }).textMetrics.width = vegaTextWidth;

/** Vega's data loader, refusing every URL: chart data is always inline, and rendering never touches the network. */
const OFFLINE_LOADER = {
  ...vega.loader(),
  load: async (uri: string) => {
    throw new Error(`chart tried to load '${uri}'; report charts take inline data only`);
  },
  sanitize: async (uri: string) => {
    throw new Error(`chart tried to load '${uri}'; report charts take inline data only`);
  },
} as unknown as vega.Loader;

export function compileToVega(spec: TopLevelSpec): vega.Spec {
  return compile(spec, { logger: silentLogger() }).spec;
}

/** vega-lite logs warnings to the console; reports keep stdout clean for the CLI. */
function silentLogger(): vega.LoggerInterface {
  return vega.logger(vega.None);
}

/** Renames every id in the SVG (and each reference to it) to `${prefix}-1`, `${prefix}-2`, ... in document order. */
export function normaliseSvgIds(svg: string, prefix: string): string {
  const safePrefix = prefix.replace(/[^A-Za-z0-9_-]/g, '-');
  const renames = new Map<string, string>();
  for (const match of svg.matchAll(/\sid="([^"]+)"/g)) {
    if (!renames.has(match[1])) renames.set(match[1], `${safePrefix}-${renames.size + 1}`);
  }
  if (renames.size === 0) return svg;
  return svg
    .replace(/(\sid=")([^"]+)(")/g, (_, open: string, id: string, close: string) => `${open}${renames.get(id) ?? id}${close}`)
    .replace(/url\(#([^)]+)\)/g, (whole, id: string) => (renames.has(id) ? `url(#${renames.get(id)})` : whole))
    .replace(/(href=")#([^"]+)(")/g, (whole, open: string, id: string, close: string) => (renames.has(id) ? `${open}#${renames.get(id)}${close}` : whole));
}

export interface SvgOptions {
  /** Prefix for the SVG's ids; give each chart on one page its own. */
  idPrefix?: string;
}

/** SVG text of a vega-lite spec. */
export async function renderSvg(spec: TopLevelSpec, options: SvgOptions = {}): Promise<string> {
  const compiled = compileToVega(spec);
  // Vega logs a failed load and draws an empty chart; a report must fail instead.
  for (const data of compiled.data ?? []) {
    if ('url' in data && data.url !== undefined) throw new Error(`chart tried to load '${String(data.url)}'; report charts take inline data only`);
  }
  const runtime = vega.parse(compiled);
  const view = new vega.View(runtime, { renderer: 'none', loader: OFFLINE_LOADER, logLevel: vega.Error });
  try {
    const svg = await view.toSVG();
    return normaliseSvgIds(svg, options.idPrefix ?? 'chart');
  } finally {
    view.finalize();
  }
}

export interface PngOptions {
  /** Pixels per SVG unit; 2 gives a sharp image on a high-density screen or a slide. */
  scale?: number;
}

/** PNG bytes of an SVG, with the system's fonts (DejaVu/Liberation on Debian). */
export function renderPng(svg: string, options: PngOptions = {}): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: options.scale ?? 2 },
    background: 'white',
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  });
  const image = resvg.render();
  // Indexed colour when the chart has 256 colours or fewer (most do): the same pixels in about half the bytes.
  return indexedPng(image.pixels, image.width, image.height) ?? image.asPng();
}
