import type { MiddlewareHandler } from 'hono';
import * as messages from '@/lib/messages';
import type { AppConfig } from '@/server/app-config';
import { ConfigError, readConfig, type Env } from './env';
import { apiError } from './failures';
import { logEvent } from './logging';
import { requestKind } from './request-kind';

/**
 * Validates the worker env once per isolate and puts it on the context as `config`. A deploy the worker refuses
 * (src/edge/env.ts: a bad secret, production on the sandbox without the demo switch) fails closed: a Persian 503
 * page (JSON for API calls), never the site, and a log line that says why. The visitor never sees the reasons.
 */
export const configFromEnv = (): MiddlewareHandler => async (c, next) => {
  let config: AppConfig;
  try {
    config = readConfig(c.env as Env | undefined);
  } catch (err) {
    const reasons = err instanceof ConfigError ? err.reasons : [err instanceof Error ? err.message : String(err)];
    logEvent('error', 'config_refused', { id: c.get('requestLog')?.id, reasons });
    return misconfigured(c);
  }
  c.set('config', config);
  await next();
};

function misconfigured(c: Parameters<MiddlewareHandler>[0]): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', '300');
  if (requestKind(c) !== 'navigation') return apiError(c, 503, 'misconfigured', messages.ops.misconfigured);
  const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${messages.ops.misconfiguredTitle}</title></head><body style="font-family:Vazirmatn,Tahoma,sans-serif;text-align:center;padding:4rem 1rem"><h1>${messages.ops.misconfiguredTitle}</h1><p>${messages.ops.misconfigured}</p></body></html>`;
  return c.html(html, 503);
}
