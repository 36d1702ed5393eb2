/**
 * sitemap.xml and robots.txt as text (sitemaps.org protocol 0.9): absolute URLs on the site's origin, XML-escaped,
 * each URL once, at most 50 000 per file (the protocol's limit; the site has ~1 500 hotels).
 */

export interface SitemapEntry {
  /** A path on the site, `/hotel/ir-kish` (query allowed). */
  path: string;
  /** How often the page changes, as the protocol names it. */
  changefreq?: 'daily' | 'weekly' | 'monthly';
  /** 0.0–1.0 */
  priority?: number;
}

/** The protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/** The document: one `<url>` per distinct path, in the order given. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = new URL(entry.path, origin).href;
    if (seen.has(loc)) continue;
    seen.add(loc);
    if (urls.length === SITEMAP_MAX_URLS) break;
    const parts = [`<loc>${escapeXml(loc)}</loc>`];
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`<url>${parts.join('')}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers should leave alone: APIs, streams, accounts, and search results (endless query variants). */
export const ROBOTS_DISALLOW = ['/api/', '/stream/', '/dashboard/', '/*/search'] as const;

/** robots.txt with the absolute sitemap URL the protocol asks for. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
