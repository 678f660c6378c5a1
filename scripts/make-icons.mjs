// Draws the app icons (a white appointment card on teal) as PNGs with no image tooling,
// so a fresh machine can regenerate them: `node scripts/make-icons.mjs`.
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';

const TEAL = [11, 114, 133];
const WHITE = [255, 255, 255];
const DARK = [8, 80, 94];

function crc32(buf) {
  let c;
  const table = [];
  for (let n = 0; n < 256; n++) {
    c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  let crc = 0xffffffff;
  for (const b of buf) crc = table[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function inRoundRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** scale < 1 shrinks the drawing into the maskable safe zone. */
function icon(scale, rounded) {
  return (u, v) => {
    if (rounded && !inRoundRect(u, v, 0, 0, 1, 1, 0.18)) return [0, 0, 0, 0];
    const x = 0.5 + (u - 0.5) / scale;
    const y = 0.5 + (v - 0.5) / scale;
    const card = inRoundRect(x, y, 0.2, 0.26, 0.8, 0.8, 0.06);
    const ring = (cx) => inRoundRect(x, y, cx - 0.03, 0.18, cx + 0.03, 0.34, 0.03);
    if (ring(0.36) || ring(0.64)) return [...DARK, 255];
    if (card) {
      if (y > 0.26 && y < 0.4) return [...DARK, 255];
      const col = Math.floor((x - 0.26) / 0.12);
      const row = Math.floor((y - 0.46) / 0.1);
      const inCell = col >= 0 && col < 4 && row >= 0 && row < 3 &&
        (x - 0.26) % 0.12 < 0.08 && (y - 0.46) % 0.1 < 0.06;
      if (inCell) return col === 2 && row === 1 ? [245, 159, 0, 255] : [...TEAL, 255];
      return [...WHITE, 255];
    }
    return [...TEAL, 255];
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, icon(1, true)));
writeFileSync('public/icons/icon-512.png', png(512, icon(1, true)));
writeFileSync('public/icons/icon-maskable-512.png', png(512, icon(0.8, false)));
writeFileSync('public/icons/apple-touch-icon.png', png(180, icon(0.9, false)));
console.log('icons written to public/icons');
