/** Small generated SVG images (banners, airline logos): no external URLs. The photos are PNGs (png.ts). */
import { hashString } from './data/prng';

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#7dd3fc', '#e0f2fe', '#0f766e'],
  ['#fda4af', '#fff1f2', '#9f1239'],
  ['#fcd34d', '#fffbeb', '#92400e'],
  ['#a5b4fc', '#eef2ff', '#3730a3'],
  ['#86efac', '#f0fdf4', '#166534'],
  ['#f9a8d4', '#fdf2f8', '#9d174d'],
];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A banner with a title (drawn with the viewer's fonts; Persian-capable families first). */
export function bannerSvg(title: string, variant: string, seed: number): string {
  const mobile = variant.startsWith('m');
  const [w, hgt] = mobile ? [600, 300] : [1200, 300];
  const h = hashString(`${title}|${variant}`, seed);
  const [a, b, accent] = PALETTES[h % PALETTES.length] as readonly [string, string, string];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${hgt}" fill="url(#g)"/>` +
    `<text x="${w - 40}" y="${hgt / 2}" text-anchor="start" direction="rtl" font-family="Vazirmatn, Tahoma, 'Noto Sans Arabic', sans-serif" font-size="${mobile ? 34 : 48}" font-weight="700" fill="${accent}">${escapeXml(title)}</text>` +
    `</svg>`
  );
}

/** A round logo with the airline code. */
export function logoSvg(code: string, seed: number): string {
  const h = hashString(code, seed);
  const [, , accent] = PALETTES[h % PALETTES.length] as readonly [string, string, string];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="30" fill="${accent}"/>` +
    `<text x="32" y="40" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(code)}</text></svg>`
  );
}
