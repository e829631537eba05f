import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { buildChart } from '../../src/report/charts/chartKinds.ts';
import { indexedPng } from '../../src/report/indexedPng.ts';
import { renderPng, renderSvg } from '../../src/report/render.ts';
import { resolveBands } from '../../src/report/verdict.ts';
import { allFixtures } from './fixtures.ts';

/** Decodes an indexed PNG of indexedPng's shape (8 bits, filter 0) to RGBA, checking every chunk's CRC on the way. */
function decodeIndexed(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  let palette: Buffer = Buffer.alloc(0);
  let alpha: Buffer = Buffer.alloc(0);
  const data: Buffer[] = [];
  const crcOf = (bytes: Buffer) => {
    let c = -1;
    for (const b of bytes) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ -1) >>> 0;
  };
  for (;;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crcOf(png.subarray(at + 4, at + 8 + length)));
    at += 12 + length;
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9], body[10], body[11], body[12]]).toEqual([8, 3, 0, 0, 0]);
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') alpha = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
  }
  const rows = inflateSync(Buffer.concat(data));
  expect(rows.length).toBe(height * (width + 1));
  // Checked once per image, not per pixel: an expect per pixel made this test take minutes.
  const rgba = new Uint8Array(4 * width * height);
  let badFilters = 0;
  let maxIndex = 0;
  for (let y = 0; y < height; y++) {
    if (rows[y * (width + 1)] !== 0) badFilters++;
    for (let x = 0; x < width; x++) {
      const k = rows[y * (width + 1) + 1 + x];
      if (k > maxIndex) maxIndex = k;
      const p = 4 * (y * width + x);
      rgba[p] = palette[3 * k];
      rgba[p + 1] = palette[3 * k + 1];
      rgba[p + 2] = palette[3 * k + 2];
      rgba[p + 3] = k < alpha.length ? alpha[k] : 255;
    }
  }
  expect(badFilters, 'rows with a filter other than 0').toBe(0);
  expect(3 * maxIndex + 2, 'highest palette index used').toBeLessThan(palette.length);
  return { width, height, rgba };
}

describe('indexed-colour PNGs (indexedPng.ts)', () => {
  it('holds the very pixels resvg drew, for every fixture chart that has 256 colours or fewer', async () => {
    let indexed = 0;
    for (const result of allFixtures()) {
      const bands = resolveBands(result);
      for (const request of result.charts) {
        const svg = await renderSvg(buildChart({ result, request, bands }));
        const image = new Resvg(svg, { fitTo: { mode: 'zoom', value: 2 }, background: 'white', font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' } }).render();
        const png = renderPng(svg);
        if (png[25] !== 3) {
          // More than 256 colours: resvg's own PNG.
          expect(png.equals(image.asPng())).toBe(true);
          continue;
        }
        indexed++;
        const decoded = decodeIndexed(png);
        expect([decoded.width, decoded.height]).toEqual([image.width, image.height]);
        expect(Buffer.from(decoded.rgba).equals(Buffer.from(image.pixels))).toBe(true);
        expect(png.length).toBeLessThan(image.asPng().length);
      }
    }
    expect(indexed).toBeGreaterThan(0);
  });

  it('keeps transparency in a tRNS chunk, and gives up above 256 colours', () => {
    // Two pixels, one half transparent.
    const two = indexedPng(new Uint8Array([255, 0, 0, 255, 0, 0, 255, 128]), 2, 1)!;
    expect(decodeIndexed(two).rgba).toEqual(new Uint8Array([255, 0, 0, 255, 0, 0, 255, 128]));
    expect(two.includes(Buffer.from('tRNS'))).toBe(true);
    const many = new Uint8Array(4 * 257);
    for (let i = 0; i < 257; i++) many.set([i & 255, i >> 8, 0, 255], 4 * i);
    expect(indexedPng(many, 257, 1)).toBeNull();
    expect(indexedPng(many.subarray(0, 4 * 256), 256, 1)).not.toBeNull();
  });
});
