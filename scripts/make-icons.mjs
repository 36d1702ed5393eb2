// `node scripts/make-icons.mjs`: draws the app icons of the web app manifest (public/icons/*.png) from the favicon's
// design (public/favicon.svg: a rounded square, an arc and a dot), so the icons and the favicon never disagree.
// Plain Node (zlib for PNG); run again only when the design changes, and commit the PNGs.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0xd6, 0x40, 0x9f];
const WHITE = [255, 255, 255];

// The favicon's 32-unit design: the arc M8 20 C12 10, 20 10, 24 20 (stroke 3, round caps) and a dot at (16, 11) r 3.
const ARC = Array.from({ length: 161 }, (_, i) => {
  const t = i / 160;
  const u = 1 - t;
  return [
    u ** 3 * 8 + 3 * u * u * t * 12 + 3 * u * t * t * 20 + t ** 3 * 24,
    u ** 3 * 20 + 3 * u * u * t * 10 + 3 * u * t * t * 10 + t ** 3 * 20,
  ];
});
const nearArc = (x, y) => ARC.some(([ax, ay]) => (x - ax) ** 2 + (y - ay) ** 2 <= 1.5 ** 2);
const inDot = (x, y) => (x - 16) ** 2 + (y - 11) ** 2 <= 9;
/** Inside the rounded square (radius 8), or the whole square for a maskable icon (the platform cuts its own shape). */
const inTile = (x, y, full) => {
  if (full) return true;
  const cx = Math.min(Math.max(x, 8), 24);
  const cy = Math.min(Math.max(y, 8), 24);
  return (x - cx) ** 2 + (y - cy) ** 2 <= 64;
};

function draw(size, { maskable = false } = {}) {
  // A maskable icon keeps its drawing inside the central 80 % (the safe zone), so it is scaled down around the middle.
  const scale = maskable ? 0.8 : 1;
  const ss = 3; // 3×3 samples per pixel, for smooth edges
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < ss; sy++)
        for (let sx = 0; sx < ss; sx++) {
          const x = ((px + (sx + 0.5) / ss) / size) * 32;
          const y = ((py + (sy + 0.5) / ss) / size) * 32;
          if (!inTile(x, y, maskable)) continue;
          const dx = 16 + (x - 16) / scale;
          const dy = 16 + (y - 16) / scale;
          const c = nearArc(dx, dy) || inDot(dx, dy) ? WHITE : BRAND;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 255;
        }
      const n = ss * ss;
      const o = (py * size + px) * 4;
      const cover = a / n / 255;
      rgba[o] = cover ? Math.round(r / n / cover) : 0;
      rgba[o + 1] = cover ? Math.round(g / n / cover) : 0;
      rgba[o + 2] = cover ? Math.round(b / n / cover) : 0;
      rgba[o + 3] = Math.round(a / n);
    }
  return png(rgba, size);
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(rgba, size) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) Buffer.from(rgba.subarray(y * size * 4, (y + 1) * size * 4)).copy(raw, y * (size * 4 + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
for (const [name, size, opts] of [
  ['icon-192.png', 192, {}],
  ['icon-512.png', 512, {}],
  ['maskable-512.png', 512, { maskable: true }],
  ['apple-touch-icon-180.png', 180, { maskable: true }],
]) {
  writeFileSync(new URL(name, out), draw(size, opts));
  console.log(`public/icons/${name}`);
}
