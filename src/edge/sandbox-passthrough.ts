import type { Hono } from 'hono';
import { sandboxApp } from '../server/upstream';

/**
 * In sandbox mode the browser loads the sandbox's hotel images and its payment page from `/sandbox/*`.
 * Only GET/HEAD, and never the fault knobs: a visitor must not be able to make the sandbox hang or fail.
 */
export function mountSandboxPassthrough(app: Hono): void {
  app.on(['GET', 'HEAD'], '/sandbox/*', (c) => {
    if (c.get('config').upstreamUrl !== null) return c.notFound();
    const url = new URL(c.req.url);
    url.searchParams.delete('__fault');
    const headers = new Headers({ Accept: c.req.header('Accept') ?? '*/*' });
    return sandboxApp().fetch(new Request(url, { method: c.req.method, headers }));
  });
}
