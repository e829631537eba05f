/**
 * A chart's pixels as an indexed-colour PNG, losslessly, when it has 256 colours or fewer.
 *
 * resvg writes every PNG as 8-bit RGBA. A chart is flat colours and their anti-aliased edges: most report charts
 * have 100-250 distinct colours, so one byte an index instead of four a pixel halves the files (a tenth of the
 * report charts measured: 3.9 MB as resvg writes them, 1.8 MB with this where it applies), and the committed reports
 * carry a PNG of every chart. Same pixels, byte for byte (tests/report/indexedPng.test.ts decodes them back).
 *
 * The format (PNG specification, ISO/IEC 15948): signature; IHDR (colour type 3, 8 bits); PLTE (the colours in first
 * seen order); tRNS only when a colour is not opaque; IDAT (each row with filter 0, deflated); IEND.
 */
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The PNG of `width` x `height` RGBA pixels (4 bytes each, rows top first) with a palette, or null above 256 colours. */
export function indexedPng(rgba: Uint8Array, width: number, height: number): Buffer | null {
  const indexOf = new Map<number, number>();
  const colours: number[] = [];
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    let at = y * (width + 1);
    rows[at++] = 0; // filter type 0: the row as it is
    for (let x = 0; x < width; x++) {
      const p = 4 * (y * width + x);
      const colour = ((rgba[p] << 24) | (rgba[p + 1] << 16) | (rgba[p + 2] << 8) | rgba[p + 3]) >>> 0;
      let index = indexOf.get(colour);
      if (index === undefined) {
        if (colours.length === 256) return null;
        index = colours.length;
        indexOf.set(colour, index);
        colours.push(colour);
      }
      rows[at++] = index;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // colour type: indexed
  const palette = Buffer.alloc(3 * colours.length);
  const alpha = Buffer.alloc(colours.length);
  colours.forEach((colour, k) => {
    palette[3 * k] = colour >>> 24;
    palette[3 * k + 1] = (colour >>> 16) & 0xff;
    palette[3 * k + 2] = (colour >>> 8) & 0xff;
    alpha[k] = colour & 0xff;
  });
  const opaque = alpha.every((a) => a === 0xff);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    ...(opaque ? [] : [chunk('tRNS', alpha)]),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
