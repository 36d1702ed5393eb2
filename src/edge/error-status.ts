import type { MiddlewareHandler } from 'hono';
import { errorPageContent } from '@/lib/error-page';

/**
 * Error pages answer with their own status (a crawler or monitor must not see 200): /error/{id} with the code the
 * page shows, /server-error with 503 and Retry-After. The page is rendered by waku; only the status changes.
 */
export const errorStatus = (): MiddlewareHandler => async (c, next) => {
  const path = c.req.path;
  let status: number | null = null;
  if (path === '/server-error') status = 503;
  else {
    const m = /^\/error\/([^/]+)$/.exec(path);
    if (m) status = errorPageContent(/^\d{3}$/.test(m[1]!) ? Number(m[1]) : null).code;
  }
  await next();
  if (status === null || c.res.status !== 200) return;
  const headers = new Headers(c.res.headers);
  if (status === 503) headers.set('Retry-After', '30');
  c.res = new Response(c.res.body, { status, headers });
};
