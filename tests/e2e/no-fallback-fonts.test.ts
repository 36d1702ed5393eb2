/**
 * The site's own text is laid out in its own font, never in one the browser has to find on the system (issue 15,
 * points 6 and 7). The self-hosted Vazirmatn is its Arabic-script subset: a symbol (★ ♡ ✕ × ✓ ⇄ ← © …) or a Latin digit
 * in it sends the browser searching the system's fonts for that character the first time it is laid out, 1.5–5 ms
 * apiece here, inside the frame that shows the first hotel cards; and each device then draws it in a font of its own.
 * Symbols are SVG (src/components/ui/icons.tsx) and digits Persian. Only Latin words from the supplier or codes (an
 * English hotel name, a flight number, an airport code) may use a system font: the site has no Latin font by design.
 *
 * Chromium reports, per element, the platform fonts that drew its text (DevTools' `CSS.getPlatformFontsForNode`).
 * The page is scrolled to the end first, so content that skips its layout until near the viewport is laid out too.
 *
 * One page of each kind, at one width: the rule is the site's (one font, one stylesheet), not a product's or a
 * screen's, and each page costs seconds of DevTools calls. A form (the hotel's: the forms share their fields and
 * picker), a hotel page, the hotel results with cards, tour offers and banners, and the flight results (their own card
 * with flight numbers and airport codes). Every product's form is checked on the built worker's HTML in
 * tests/worker/own-font-text.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';

usesBrowser();

/** Latin letters, the only characters a system font may draw on these pages. */
const LATIN_WORD = /[A-Za-z]/;
/**
 * Symbols the font lacks (its subset has the Arabic script, space, ! ( ) + - . / : = [ ], « », × ÷ and the dashes):
 * © ®, the ellipsis, arrows, technical symbols, shapes (but ◌), symbols and dingbats (★ ♡ ✕ ✓ ⇄ ←).
 */
const SYMBOL = /[\u00a9\u00ae\u2026\u2190-\u21ff\u2300-\u23ff\u25a0-\u25cb\u25cd-\u27bf]/;

/**
 * `work`, or a failure naming `label` if it has not settled in `ms`: this file once hung to its test timeout on a
 * flight page (CI, session 23), and a bounded wait says which step it was.
 */
function bounded<T>(label: string, work: Promise<T>, ms = 15_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Every element whose own text was drawn in a font that is not the page's web font, with that text. */
async function systemFontText(page: Page): Promise<string[]> {
  // Lay out everything once: scroll to the end in screen steps, then back.
  await bounded(
    'scrolling to the end and back',
    page.evaluate(async () => {
      // Two frames a step, or 200 ms when the page draws no frame (CI run 18: the home page's steps stalled for 45 s
      // on a busy machine); at most 200 steps, so a page that grows as it is scrolled cannot keep the walk going.
      const settle = () =>
        new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
          setTimeout(r, 200);
        });
      for (let y = 0, step = 0; y < document.documentElement.scrollHeight && step < 200; y += innerHeight / 2, step++) {
        scrollTo(0, y);
        await settle();
      }
      scrollTo(0, 0);
    }),
    45_000,
  );
  // The walk below reads nodes by id: let the page finish replacing parts (a form's real version taking its
  // stand-in's place, the scroll above having woken it) until its DOM has been still for 500 ms (10 s at most).
  await bounded(
    'waiting for a still DOM',
    page.evaluate(
      () =>
        new Promise<void>((done) => {
          let quiet = setTimeout(finish, 500);
          const observer = new MutationObserver(() => {
            clearTimeout(quiet);
            quiet = setTimeout(finish, 500);
          });
          const cap = setTimeout(finish, 10_000);
          function finish() {
            observer.disconnect();
            clearTimeout(cap);
            done();
          }
          observer.observe(document, { subtree: true, childList: true, characterData: true });
        }),
    ),
    20_000,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue?: string; children?: Node[] };
  const { root } = (await bounded('DOM.getDocument', cdp.send('DOM.getDocument', { depth: -1 }))) as { root: Node };
  const found: string[] = [];
  const walk = async (n: Node) => {
    if (n.nodeType === 1 && n.nodeName !== 'SCRIPT' && n.nodeName !== 'STYLE' && n.nodeName !== 'HEAD') {
      const own = (n.children ?? [])
        .filter((c) => c.nodeType === 3)
        .map((c) => c.nodeValue ?? '')
        .join('');
      if (own.trim()) {
        const { fonts } = (await bounded(
          'CSS.getPlatformFontsForNode',
          cdp.send('CSS.getPlatformFontsForNode', { nodeId: n.nodeId }),
        ).catch(() => ({ fonts: [] }))) as {
          fonts: { familyName: string; isCustomFont: boolean }[];
        };
        // The fonts of the element's inline content (its text and its inline children's).
        const system = fonts.filter((f) => !f.isCustomFont).map((f) => f.familyName);
        // A node the page has replaced since the snapshot above draws nothing any more: skipped, not an error.
        const read = (await bounded(
          "reading a node's text",
          cdp
            .send('DOM.resolveNode', { nodeId: n.nodeId })
            .then((r) =>
              cdp.send('Runtime.callFunctionOn', {
                objectId: r.object.objectId,
                functionDeclaration: 'function () { return this.textContent }',
                returnByValue: true,
              }),
            )
            .catch((err: Error) => {
              if (/No node with given id/.test(err.message)) return null;
              throw err;
            }),
        )) as { result: { value: string } } | null;
        if (!read) return;
        const text = read.result.value ?? own;
        // A Latin word (or code) may fall back; a symbol never, nor text with no Latin word in it.
        if (system.length > 0 && (!LATIN_WORD.test(text) || SYMBOL.test(text)))
          found.push(`<${n.nodeName.toLowerCase()}> ${JSON.stringify(text.trim().slice(0, 80))} in ${system.join(', ')}`);
      }
    }
    for (const c of n.children ?? []) await walk(c);
  };
  await walk(root);
  await cdp.detach();
  return found;
}

const stay = `startDate=${day(20)}&endDate=${day(23)}&room=1&pCount=2&adults=2&room-0=2`;

describe('the site draws its own text in its own font', () => {
  it.each([
    ['the home page', '/'],
    ['the hotel search form', '/hotel'],
    ['a hotel page', `/hotel/ir-kish/Homa-Kish?hotelId=402001&${stay}`],
  ])(
    '%s',
    async (_, path) => {
      const { page, context } = await openPage(browser);
      try {
        await page.goto(baseUrl() + path);
        await bounded(
          'document.fonts.ready',
          page.evaluate(() => document.fonts.ready),
        );
        expect(await systemFontText(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it('the hotel results with their cards, tour offers and banners', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/hotel/ir-kish/search?id=402&scope=l&${stay}`);
      await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 45_000 });
      // The stars, the heart and the free-cancellation check are on the cards (so the check below covers them).
      await expect.poll(() => page.locator('article[data-hotel-id] [role="img"] svg').count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('[data-testid="favorite"] svg').count()).toBeGreaterThan(0);
      expect(await systemFontText(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('the flight results: only flight numbers and airport codes in a system font', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/flight/THR-MHD/search?flightDate=${day(3)}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`);
      await page.locator('[data-testid="flight-duration"]').first().waitFor({ timeout: 45_000 });
      // The whole search, as for the hotels: a round arriving during the walk below replaced nodes it was reading
      // («No node with given id found», CI session 25), since the DOM can be still for 500 ms between two rounds.
      await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 45_000 });
      expect(await systemFontText(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
