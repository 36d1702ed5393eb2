/**
 * The site's own text needs only its own font (issue 15, points 6 and 7): the self-hosted Vazirmatn is its
 * Arabic-script subset, so a symbol (★ ♡ ✕ ✓ ⇄ ← © …) or a Latin digit in the text sends the browser searching the
 * system's fonts. Symbols are SVG and digits Persian; only a Latin word (a supplier's English name, a code) may carry
 * Latin characters. Chromium's own report of the fonts that drew each element (tests/e2e/no-fallback-fonts.test.ts)
 * runs on one page of each kind (a form, a hotel page, hotel and flight results); every product's search form is
 * checked here on the built worker's HTML, which is what those forms show before anyone touches them, and so is the
 * hotel results' HTML (its first round of cards, with the phone-only parts a narrow screen shows).
 */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/dates';
import { defaultHotelDates } from '@/products/hotel/model/dates';

const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const { startDate, endDate } = defaultHotelDates(todayIn(Date.now()));
const NAV = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };

/** The same characters as the Chromium test's: symbols the font lacks (it has × ÷ « » and the dashes, and ◌). */
const SYMBOL = /[\u00a9\u00ae\u2026\u2190-\u21ff\u2300-\u23ff\u25a0-\u25cb\u25cd-\u27bf]/;
const LATIN_WORD = /[A-Za-z]/;

/** The text runs of a page's body as sent (scripts, styles and the head left out). */
function textRuns(html: string): string[] {
  const body = html
    .replace(/<head\b[\s\S]*?<\/head>/g, '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '');
  return body
    .split(/<[^>]*>/)
    .map((t) => t.trim())
    .filter(Boolean);
}

describe('the site’s own text needs no system font (built worker)', () => {
  it.each([
    '/',
    '/hotel',
    '/flight',
    '/flight+hotel',
    '/tour',
    '/insurance',
    '/attraction',
    '/cip',
    `/hotel/ir-kish/search?startDate=${startDate}&endDate=${endDate}&room=1&pCount=2&room-0=2`,
  ])('%s', async (path) => {
    const res = await worker.fetch(new Request(ORIGIN + path, { headers: NAV }));
    expect(res.status).toBe(200);
    const runs = textRuns(await res.text());
    expect(runs.length).toBeGreaterThan(20);
    const foreign = runs.filter((t) => SYMBOL.test(t) || (/[0-9]/.test(t) && !LATIN_WORD.test(t)));
    expect(foreign).toEqual([]);
  });

  it('finds a symbol or a lone Latin digit when there is one', () => {
    const page = '<html><head><title>x</title></head><body><p>سفر ★</p><span>12 شب</span><b>IR 452</b></body></html>';
    const runs = textRuns(page);
    expect(runs.filter((t) => SYMBOL.test(t) || (/[0-9]/.test(t) && !LATIN_WORD.test(t)))).toEqual(['سفر ★', '12 شب']);
  });
});
