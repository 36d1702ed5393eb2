/**
 * `GET /health` (and HEAD) for monitors and deploy checks: JSON with the app version (package.json, through
 * APP_VERSION), the environment, and whether the upstream answers, from one bounded probe (one attempt of
 * HEALTH_PROBE_TIMEOUT_MS, no retries), reused for HEALTH_PROBE_CACHE_MS so a flood of checks is not a flood upstream.
 * Any HTTP answer below 500 counts as reachable (the probe carries no token, so a 401 is fine); a time-out, a lost
 * connection or a 5xx is not. 200 when healthy, 503 otherwise (and when the deploy's configuration is refused).
 * No session, no cookie, no store.
 */
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { APP_VERSION, HEALTH_PROBE_CACHE_MS, HEALTH_PROBE_TIMEOUT_MS } from '@/lib/constants';
import type { AppConfig } from '@/server/app-config';
import { createUpstreamClient } from '@/server/upstream';
import { HEALTH_PROBE_PATH } from '@/server/upstream/locations';
import { UpstreamError, type UpstreamOptions } from '@/server/upstream/request';
import { readConfig, type Env } from './env';

/** A cheap public supplier path (src/server/upstream/locations.ts, where the location calls live). */
export { HEALTH_PROBE_PATH };

export interface UpstreamHealth {
  reachable: boolean;
  ms: number;
  status: number | null;
  error?: string;
}

export interface HealthOptions {
  now?: () => number;
  /** Tests route the probe through their own transport. */
  transport?: UpstreamOptions['transport'];
}

export const health = (opts: HealthOptions = {}): MiddlewareHandler => {
  const now = opts.now ?? Date.now;
  let cached: { at: number; key: AppConfig; value: UpstreamHealth } | null = null;
  return async (c, next) => {
    if (c.req.path !== '/health' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const headers = { 'Cache-Control': 'no-store' };
    let config: AppConfig;
    try {
      config = readConfig(c.env as Env | undefined);
    } catch {
      // The reasons are in the config middleware's log line; a monitor only needs to know it is refused.
      return c.json({ status: 'misconfigured', version: APP_VERSION }, 503, headers);
    }
    if (!cached || cached.key !== config || now() - cached.at > HEALTH_PROBE_CACHE_MS) {
      const log = c.get('requestLog');
      cached = { at: now(), key: config, value: await probe(config, now, opts.transport, log?.upstream) };
    }
    const upstream = cached.value;
    return c.json(
      {
        status: upstream.reachable ? 'ok' : 'degraded',
        version: APP_VERSION,
        env: config.appEnv,
        upstream: { kind: config.upstreamUrl === null ? 'sandbox' : 'remote', ...upstream },
      },
      upstream.reachable ? 200 : 503,
      headers,
    );
  };
};

async function probe(
  config: AppConfig,
  now: () => number,
  transport: UpstreamOptions['transport'] | undefined,
  onAttempt: UpstreamOptions['onAttempt'] | undefined,
): Promise<UpstreamHealth> {
  const client = createUpstreamClient(
    { upstreamUrl: config.upstreamUrl, providerCode: config.providerCode, sandboxSecret: config.sandboxSecret },
    { ...(transport ? { transport } : {}), ...(onAttempt ? { onAttempt } : {}) },
  );
  const started = now();
  try {
    await client.call({
      method: 'GET',
      path: HEALTH_PROBE_PATH,
      schema: v.unknown(),
      authorized: false,
      retries: 0,
      deadlineMs: HEALTH_PROBE_TIMEOUT_MS,
    });
    return { reachable: true, ms: now() - started, status: 200 };
  } catch (err) {
    const ms = now() - started;
    if (err instanceof UpstreamError) {
      const answered = err.status !== null && err.status < 500;
      return { reachable: answered, ms, status: err.status, ...(answered ? {} : { error: err.kind }) };
    }
    return { reachable: false, ms, status: null, error: 'network' };
  }
}
