import type { Context, Hono, MiddlewareHandler } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as messages from '@/lib/messages';
import { UpstreamError } from '@/server/upstream/request';
import { apiError, upstreamUnavailable } from './failures';
import { describeError, logEvent, type RequestLog } from './logging';
import { requestKind } from './request-kind';

/**
 * The app's one error handler: route handlers and renders let failures escape, and this answers them.
 * An `UpstreamError` becomes its mapped answer (`upstreamFailure`); a Hono `HTTPException` (a middleware's refusal,
 * e.g. a body limit's 413) keeps its status with a Persian message; any other exception a clean 500 (a small Persian
 * page for navigations, JSON for the rest), never a stack trace. The unexpected ones go to the log.
 */
export function installErrorHandler(app: Hono): void {
  app.onError((err, c) => {
    // The request's JSON log line carries the error and its cause chain (src/edge/logging.ts).
    const log = c.get('requestLog') as RequestLog | undefined;
    if (err instanceof UpstreamError) {
      const refusal = err.kind === 'http' && err.status !== null && err.status < 500;
      if (!err.silent && !refusal) log?.error(err);
      return upstreamFailure(c, err);
    }
    if (err instanceof HTTPException && err.status >= 400 && err.status < 500) return httpRefusal(c, err.status);
    if (log) log.error(err);
    else console.error(`unhandled error on ${c.req.method} ${c.req.path}:`, err instanceof Error ? (err.stack ?? err.message) : err);
    return internalError(c);
  });
}

/**
 * The one mapping from an upstream failure to what the browser sees; route handlers let `UpstreamError` escape and
 * the app's error handler answers with this. The upstream's body never reaches the browser, at most its Persian
 * message:
 * - no answer in time, or no connection (timeout, deadline, network, aborted): `upstreamUnavailable`;
 * - 401 even after a fresh guest login: 401 `login_required`, with the upstream's message when it sent one;
 * - a 4xx refusal: the upstream's own message and code (the spec shows the server's message for auth failures);
 *   404, 406 (already registered) and 409 (conflict) keep their meaning, any other 4xx is a 400;
 * - a 5xx, a redirect or an unusable answer: 502 `upstream_error`.
 * A navigation gets a page, never JSON: /server-error when the upstream is unreachable, the error page otherwise.
 */
export function upstreamFailure(c: Context, err: UpstreamError): Response {
  switch (err.kind) {
    case 'timeout':
    case 'deadline':
    case 'network':
    case 'aborted':
      return upstreamUnavailable(c, err);
    default:
      if (requestKind(c) === 'navigation') return internalError(c);
      return upstreamRefusal(c, err);
  }
}

function upstreamRefusal(c: Context, err: UpstreamError): Response {
  if (err.kind === 'unauthorized') return apiError(c, 401, 'login_required', err.upstreamMessage ?? messages.errorPage.byStatus[401]);
  if (err.kind === 'http' && err.status !== null && err.status >= 400 && err.status < 500) {
    const status = err.status === 404 || err.status === 406 || err.status === 409 ? err.status : 400;
    return apiError(c, status, err.code ?? 'rejected', err.upstreamMessage ?? messages.edgeApi.rejected);
  }
  return apiError(c, 502, 'upstream_error', messages.edgeApi.upstreamFailed);
}

/** A middleware's own refusal (HTTPException 4xx): its status, a Persian message, never Hono's English text. */
function httpRefusal(c: Context, status: ContentfulStatusCode): Response {
  const message =
    status === 413 ? messages.edgeApi.tooLarge : status === 405 ? messages.edgeApi.methodNotAllowed : messages.edgeApi.rejected;
  if (requestKind(c) === 'navigation') return c.text(message, status, { 'Cache-Control': 'no-store' });
  return apiError(c, status, status === 413 ? 'payload_too_large' : 'rejected', message);
}

/** Requests already answered with our own 500 page (the error handler's): the render-failure check leaves them. */
const answeredWithErrorPage = new WeakSet<Context>();

/**
 * A page whose render failed before its shell: waku answers 500 with an empty document (and English text when the
 * handler itself threw), which a browser shows blank until scripts run, and blank for good without them. A
 * navigation that comes back 500 from the renderer gets the Persian error page instead, rendered here without React.
 * An error after the shell has streamed cannot change the status any more: the page's error boundaries
 * (components/layout/PageErrorBoundary) show the Persian message in the browser then.
 */
export const renderFailures = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.status !== 500 || requestKind(c) !== 'navigation' || answeredWithErrorPage.has(c)) return;
  await c.res.body?.cancel().catch(() => {});
  c.get('requestLog')?.error(new Error('the page could not be rendered (500 from the renderer)'));
  c.res = internalError(c);
};

/**
 * waku reports a render error (also one inside a Suspense part, after the response started) through React's
 * `onError`, as `console.error('Error during rendering:', error)`. Within a request that becomes the worker's JSON line
 * with the request's id, so it joins the request line; anything else passes through unchanged.
 */
export function installRenderErrorLog(): void {
  const original = console.error;
  if ((original as { renderErrorLog?: true }).renderErrorLog) return;
  const patched = (...args: unknown[]) => {
    const c = args[0] === 'Error during rendering:' ? tryGetContext() : undefined;
    if (!c) return original.apply(console, args);
    logEvent('error', 'render_error', {
      id: (c.get('requestLog') as RequestLog | undefined)?.id,
      route: new URL(c.req.url).pathname.slice(0, 200),
      error: describeError(args[1]),
    });
  };
  console.error = Object.assign(patched, { renderErrorLog: true as const });
}

export function internalError(c: Context): Response {
  c.header('Cache-Control', 'no-store');
  if (requestKind(c) === 'navigation') {
    const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${messages.errorPage.title}</title></head><body style="font-family:Vazirmatn,Tahoma,sans-serif;text-align:center;padding:4rem 1rem"><h1>${messages.errorPage.title}</h1><p>${messages.errorPage.byStatus[500]}</p><p><a href="/">${messages.errorPage.goHome}</a></p></body></html>`;
    answeredWithErrorPage.add(c);
    return c.html(html, 500);
  }
  return apiError(c, 500, 'internal', messages.errorPage.byStatus[500]);
}
