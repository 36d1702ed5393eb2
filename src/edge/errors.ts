import type { Context, Hono } from 'hono';
import { messages } from '../lib/messages';
import { requestKind } from './request-kind';

/**
 * The last line of defence: an exception anywhere in the edge or a render becomes a clean 500 — a small Persian
 * page for navigations, JSON for the API — never a stack trace. The error itself goes to the log.
 */
export function installErrorHandler(app: Hono): void {
  app.onError((err, c) => {
    console.error(`unhandled error on ${c.req.method} ${c.req.path}:`, err instanceof Error ? (err.stack ?? err.message) : err);
    return internalError(c);
  });
}

export function internalError(c: Context): Response {
  c.header('Cache-Control', 'no-store');
  if (requestKind(c) === 'navigation') {
    const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${messages.errorPage.title}</title></head><body style="font-family:Vazirmatn,Tahoma,sans-serif;text-align:center;padding:4rem 1rem"><h1>${messages.errorPage.title}</h1><p>${messages.errorPage.byStatus[500]}</p><p><a href="/">بازگشت به صفحهٔ اصلی</a></p></body></html>`;
    return c.html(html, 500);
  }
  return c.json({ succeed: false, code: 'internal', message: messages.errorPage.byStatus[500] }, 500);
}
