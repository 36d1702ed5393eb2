import type { Hono } from 'hono';
import { sandboxFetch } from '@/server/upstream';
import { sandboxObject } from './do/sandbox-binding';
import { payloadTooLarge, readAtMost } from './body-limit';

/** The pay page's form carries a choice and a token: a few hundred bytes. */
const PAY_FORM_LIMIT = 4096;

/**
 * In sandbox mode the browser loads the sandbox's hotel images and its payment page from `/sandbox/*`.
 * Only GET/HEAD (and the payment page's own form POST), and never the fault knobs: a visitor must not be able
 * to make the sandbox hang or fail.
 */
export function mountSandboxPassthrough(app: Hono): void {
  app.on(['GET', 'HEAD', 'POST'], '/sandbox/*', async (c) => {
    if (c.get('config').upstreamUrl !== null) return c.notFound();
    const url = new URL(c.req.url);
    if (c.req.method === 'POST' && !/^\/sandbox\/pay\/[^/]+$/.test(url.pathname)) return c.notFound();
    url.searchParams.delete('__fault');
    const headers = new Headers({ Accept: c.req.header('Accept') ?? '*/*' });
    const type = c.req.header('Content-Type');
    if (c.req.method === 'POST' && type) headers.set('Content-Type', type);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (c.req.method === 'POST') {
      const bytes = await readAtMost(c.req.raw, PAY_FORM_LIMIT);
      if (!bytes) return payloadTooLarge(c);
      body = bytes;
    }
    return sandboxFetch(sandboxObject(c.env), new Request(url, { method: c.req.method, headers, ...(body !== undefined ? { body } : {}) }));
  });
}
