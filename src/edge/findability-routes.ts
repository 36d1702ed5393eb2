/**
 * What crawlers read: /robots.txt (with the absolute `Sitemap:` line the protocol asks for, so it is written here on
 * the request's origin rather than kept as a static file) and /sitemap.xml. Both are public and cacheable, so they
 * are mounted before the session middleware: no visitor cookie, no `no-store`. The sitemap asks the supplier as the
 * shared guest account and is kept per isolate for SITEMAP_CACHE_SECONDS; a failed build answers 503 and is not kept.
 */
import type { Context, Hono } from 'hono';
import { ROBOTS_CACHE_SECONDS, SITEMAP_CACHE_SECONDS } from '@/lib/constants';
import { robotsTxt, sitemapXml } from '@/lib/sitemap';
import { sitemapEntries } from '@/server/sitemap';
import { createUpstreamClient } from '@/server/upstream';
import { sandboxObject } from './do/sandbox-binding';
import { SessionManager } from './session-manager';
import { MemoryEdgeStore } from './store/memory-store';

interface Built {
  xml: string;
  at: number;
}
/** Per origin (a preview and the production host list their own URLs). */
const built = new Map<string, Built>();
const building = new Map<string, Promise<string>>();

/** Forget the kept sitemaps (tests). */
export function clearSitemapCache(): void {
  built.clear();
  building.clear();
}

async function buildSitemap(c: Context, origin: string): Promise<string> {
  const config = c.get('config');
  const base = createUpstreamClient({
    upstreamUrl: config.upstreamUrl,
    providerCode: config.providerCode,
    sandbox: sandboxObject(c.env),
    sandboxSecret: config.sandboxSecret,
  });
  // A throw-away guest session of its own: the sitemap is public (no visitor cookie, nothing to revoke or share), so
  // an in-isolate store is enough for its one guest login.
  const guest = new SessionManager(null, base, config.guest, Date.now, new MemoryEdgeStore(Date.now));
  const ensured = await guest.ensure();
  if (!ensured.ok) throw new Error('sitemap: no guest session');
  return sitemapXml(await sitemapEntries(guest.client), origin);
}

export function mountFindabilityRoutes(app: Hono): void {
  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(new URL(c.req.url).origin), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${ROBOTS_CACHE_SECONDS}`,
    }),
  );

  app.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin;
    const kept = built.get(origin);
    let xml: string;
    if (kept && Date.now() - kept.at < SITEMAP_CACHE_SECONDS * 1000) xml = kept.xml;
    else {
      // One build at a time per origin: crawlers asking together share it.
      let pending = building.get(origin);
      if (!pending) {
        pending = buildSitemap(c, origin).finally(() => building.delete(origin));
        building.set(origin, pending);
      }
      try {
        xml = await pending;
      } catch (err) {
        console.error('sitemap build failed:', err instanceof Error ? err.message : err);
        return c.body('sitemap temporarily unavailable\n', 503, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '300',
        });
      }
      built.set(origin, { xml, at: Date.now() });
    }
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${SITEMAP_CACHE_SECONDS}`,
    });
  });
}
