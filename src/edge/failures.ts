import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as messages from '@/lib/messages';
import type { UpstreamError } from '@/server/upstream/request';
import { currentPathAndQuery, requestKind } from './request-kind';

/** A refused API request: JSON `{ succeed: false, code, message }`, never cached. */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json({ succeed: false, code, message }, status, { 'Cache-Control': 'no-store' });
}

/**
 * The upstream could not be reached in time (after the retries): a navigation goes to /server-error with a
 * 302 (never a 301: the next visit must try again; pages only take GET and HEAD, see methods.ts); anything else
 * gets 504/503 JSON.
 */
export function upstreamUnavailable(c: Context, error: UpstreamError): Response {
  c.header('Cache-Control', 'no-store');
  if (requestKind(c) === 'navigation') {
    return c.redirect('/server-error', 302);
  }
  const status = error.kind === 'timeout' || error.kind === 'deadline' ? 504 : 503;
  return apiError(c, status, status === 504 ? 'upstream_timeout' : 'upstream_unavailable', messages.errorPage.byStatus[500]);
}

/** The user's session ended: log in again, then come back here. */
export function loginRequired(c: Context): Response {
  c.header('Cache-Control', 'no-store');
  if (requestKind(c) === 'navigation') {
    return c.redirect(`/auth?redirectUrl=${encodeURIComponent(currentPathAndQuery(c))}`, 302);
  }
  return apiError(c, 401, 'login_required', messages.errorPage.byStatus[401]);
}
