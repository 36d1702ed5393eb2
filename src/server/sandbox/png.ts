/**
 * The sandbox's "photos" (hotels, tours) as small PNGs: a building under a sky, varied by key. Raster like a real
 * supplier's JPEGs, because a page with a dozen SVG photos pays for a dozen SVG documents on its main thread, which
 * no real hotel photo costs; a raster is decoded off the main thread. Drawn at 480×320 (3:2), deflated with the
 * platform's CompressionStream (workerd and Node both have it), and kept in a small cache per isolate.
 */
import { hashString } from './data/prng';

const W = 480;
const H = 320;
type Rgb = readonly [number, number, number];

const PALETTES: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [
    [0x7d, 0xd3, 0xfc],
    [0xe0, 0xf2, 0xfe],
    [0x0f, 0x76, 0x6e],
  ],
  [
    [0xfd, 0xa4, 0xaf],
    [0xff, 0xf1, 0xf2],
    [0x9f, 0x12, 0x39],
  ],
  [
    [0xfc, 0xd3, 0x4d],
    [0xff, 0xfb, 0xeb],
    [0x92, 0x40, 0x0e],
  ],
  [
    [0xa5, 0xb4, 0xfc],
    [0xee, 0xf2, 0xff],
    [0x37, 0x30, 0xa3],
  ],
  [
    [0x86, 0xef, 0xac],
    [0xf0, 0xfd, 0xf4],
    [0x16, 0x65, 0x34],
  ],
  [
    [0xf9, 0xa8, 0xd4],
    [0xfd, 0xf2, 0xf8],
    [0x9d, 0x17, 0x4d],
  ],
];
const LIT: Rgb = [0xfd, 0xe6, 0x8a];
const SUN: Rgb = [0xfe, 0xf3, 0xc7];
const GROUND: Rgb = [0xd6, 0xd3, 0xd1];

/** RGB pixels (row-major, 3 bytes each) of the scene for `key`. */
export function sceneRaster(key: string, seed: number): Uint8Array {
  const px = new Uint8Array(W * H * 3);
  const h = hashString(key, seed);
  const [sky, light, accent] = PALETTES[h % PALETTES.length]!;
  /** Paints a span of one row: the first pixel, then doubling copies. */
  const span = (y: number, x0: number, x1: number, c: Rgb) => {
    if (x1 <= x0) return;
    const start = (y * W + x0) * 3;
    const end = (y * W + x1) * 3;
    px[start] = c[0];
    px[start + 1] = c[1];
    px[start + 2] = c[2];
    for (let filled = 3; start + filled < end; filled *= 2) px.copyWithin(start + filled, start, Math.min(start + filled, end - filled));
  };
  const rect = (x0: number, y0: number, w: number, hgt: number, c: Rgb) => {
    const left = Math.max(0, Math.round(x0));
    const right = Math.min(W, Math.round(x0 + w));
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y0 + hgt)); y++) span(y, left, right, c);
  };
  // Sky: a vertical gradient.
  for (let y = 0; y < H; y++) {
    const t = y / (H - 1);
    span(y, 0, W, [
      Math.round(sky[0] + (light[0] - sky[0]) * t),
      Math.round(sky[1] + (light[1] - sky[1]) * t),
      Math.round(sky[2] + (light[2] - sky[2]) * t),
    ]);
  }
  // Sun.
  const sx = 72 + ((h >>> 7) % 336);
  for (let y = 38; y <= 94; y++) {
    const half = Math.floor(Math.sqrt(28 * 28 - (y - 66) ** 2));
    span(y, sx - half, sx + half + 1, SUN);
  }
  // Building with windows (some lit) and a door, on the ground.
  const floors = 4 + (h % 7);
  const width = 156 + ((h >>> 3) % 120);
  const left = W / 2 - width / 2;
  const groundY = 288;
  const top = groundY - floors * 24;
  rect(left, top, width, groundY - top, accent);
  for (let f = 0; f < floors; f++)
    for (let wx = left + 12; wx < left + width - 18; wx += 26)
      rect(wx, top + 7 + f * 24, 14, 12, (hashString(`${key}|${f}|${wx}`, seed) & 3) === 0 ? LIT : light);
  rect(W / 2 - 18, groundY - 30, 36, 30, light);
  rect(0, groundY, W, H - groundY, GROUND);
  return px;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A truecolour 8-bit PNG of `W`×`H` RGB pixels. */
export async function encodePng(rgb: Uint8Array, width = W, height = H): Promise<Uint8Array<ArrayBuffer>> {
  // Each row starts with its filter type (0: none).
  const raw = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filters, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', await deflate(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * RGB pixels of a promotional banner for `key`, `width`×`height`: a diagonal gradient between two colours of one
 * palette, with the accent's rounded "sun" and a band of hills. No text: a real supplier's banner is a raster with its
 * words drawn in; the page gives the banner's destination as its alt text.
 */
export function bannerRaster(key: string, seed: number, width: number, height: number): Uint8Array {
  const px = new Uint8Array(width * height * 3);
  const h = hashString(key, seed);
  const [a, b, accent] = PALETTES[h % PALETTES.length]!;
  const cx = Math.round(width * (0.15 + ((h >>> 5) % 30) / 100));
  const r = Math.round(height * 0.22);
  for (let y = 0; y < height; y++) {
    const hill = height * 0.78;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const t = (x / width + y / height) / 2;
      const ground = y > hill - Math.sin((x / width) * Math.PI * 3 + (h % 7)) * height * 0.06;
      const sun = (x - cx) ** 2 + (y - height * 0.35) ** 2 < r * r;
      const c: Rgb = ground ? accent : sun ? SUN : [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
  return px;
}

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const CACHE_SIZE = 256;

/** PNG bytes made once per isolate and key (a results page asks for the same few dozen again and again). */
function cached(id: string, make: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
  let png = cache.get(id);
  if (!png) {
    png = make();
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(id, png);
  }
  return png;
}

/** The scene for `key` as PNG bytes. */
export function scenePng(key: string, seed: number): Promise<Uint8Array<ArrayBuffer>> {
  return cached(`${seed}|${key}`, () => encodePng(sceneRaster(key, seed)));
}

/** The banner for `key` as PNG bytes, `width`×`height`. */
export function bannerPng(key: string, seed: number, width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  return cached(`${seed}|banner|${key}|${width}x${height}`, () => encodePng(bannerRaster(key, seed, width, height), width, height));
}
