/**
 * Issue 49 point 7: «مجله» in the header and the footer never leads to a 404. On every page of the route table each
 * «مجله» link is an external link or a site path that answers 200 (checked in routes.test.ts, which renders every
 * page once). Here: where it leads without MAGAZINE_URL — the site's own article list at /blog — and that list.
 */
import { describe, expect, it } from 'vitest';
import { MAGAZINE_SECTIONS } from '@/content/magazine';
import { ROUTES, magazineLinks, navigate, text } from './route-table';

const answered = new Map<string, number>();
async function statusOf(href: string): Promise<number> {
  const cached = answered.get(href);
  if (cached !== undefined) return cached;
  const { res } = await navigate(href);
  await res.body?.cancel();
  answered.set(href, res.status);
  return res.status;
}

describe('«مجله» (built worker, MAGAZINE_URL unset)', () => {
  // Every page of the route table is checked in routes.test.ts (each «مجله» link: external, or a page answering 200).
  it('the route table holds /blog, and its pages were checked there', () => {
    expect(ROUTES.map((r) => r.path)).toContain('/blog');
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

  it("/blog lists the site's travel articles, each a page that answers 200", async () => {
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
