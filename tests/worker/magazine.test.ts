/**
 * Issue 49 point 7: «مجله» in the header and the footer never leads to a 404. On every page of the route table that
 * the built worker renders, each «مجله» link is either an external link or a site path that answers 200 (today's
 * default, without MAGAZINE_URL: the site's own article list at /blog). The /blog page itself lists the site's travel
 * articles, and each of them answers 200.
 */
import { describe, expect, it } from 'vitest';
import { MAGAZINE_SECTIONS } from '@/content/magazine';
import { ORIGIN, ROUTES, navigate, text } from './route-table';

const MAGAZINE = 'مجله';

/** The href of every <a> whose text is «مجله» (the header's link, the footer's mobile button). */
function magazineLinks(html: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter((m) => text(m[2]!).trim() === MAGAZINE)
    .map((m) => /\bhref="([^"]*)"/.exec(m[1]!)?.[1] ?? '');
}

const answered = new Map<string, number>();
async function statusOf(href: string): Promise<number> {
  const cached = answered.get(href);
  if (cached !== undefined) return cached;
  const { res } = await navigate(href);
  await res.body?.cancel();
  answered.set(href, res.status);
  return res.status;
}

const PAGES = ROUTES.filter((r) => !r.redirectTo && (r.status ?? 200) === 200).map((r) => r.path);

describe('«مجله» on every page (built worker, MAGAZINE_URL unset)', () => {
  it.each(PAGES)('%s: every «مجله» link answers 200 or is external', async (path) => {
    const { res } = await navigate(path);
    expect(res.status).toBe(200);
    const links = magazineLinks(await res.text());
    // Pages with the site's header carry it; a page of its own (the campaign's, the auth pages) may carry none.
    for (const href of links) {
      expect(href, `a «مجله» link on ${path}`).not.toBe('');
      const url = new URL(href.replaceAll('&amp;', '&'), ORIGIN + path);
      if (url.origin !== ORIGIN) {
        expect(url.protocol).toMatch(/^https?:$/);
        continue;
      }
      expect(await statusOf(url.pathname + url.search), `${href} from ${path}`).toBe(200);
    }
  });

  it('the home page has it in the header and in the footer, both to /blog', async () => {
    const { res } = await navigate('/');
    const links = magazineLinks(await res.text());
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links)).toEqual(new Set(['/blog']));
  });

  it('/blog/ (the old link) reaches the article list in one hop, not a 404', async () => {
    const { res, path } = await navigate('/blog/');
    expect(res.status).toBe(200);
    expect(path).toBe('/blog');
    await res.body?.cancel();
  });

  it('/blog lists the site\'s travel articles, each a page that answers 200', async () => {
    const { res } = await navigate('/blog');
    const html = await res.text();
    const hrefs = [...html.matchAll(/<a\b[^>]*\bdata-magazine-article[^>]*>/g)].map((m) => /\bhref="([^"]*)"/.exec(m[0])?.[1]);
    const expected = MAGAZINE_SECTIONS.flatMap((s) => s.articles.map((a) => a.href));
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(hrefs).toEqual(expected);
    for (const s of MAGAZINE_SECTIONS) expect(text(html)).toContain(s.heading);
    for (const href of expected) expect(await statusOf(href), href).toBe(200);
  });
});
