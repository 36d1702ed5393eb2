/** Small generated SVG images (airline logos): no external URLs. The photos and banners are PNGs (png.ts). */
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
