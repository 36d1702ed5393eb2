import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { decodeSession, encodeSession, SESSION_COOKIE } from '@/edge/session-cookie';
import { MemoryEdgeStore } from '@/edge/store/memory-store';
import type { EdgeStore } from '@/edge/store/store';
import { SANDBOX_BASE_URL } from '@/server/upstream';
import { UpstreamClient } from '@/server/upstream/request';
import { cookieFrom, env, harness, type Harness } from './harness';

// A rotating refresh token is refreshed once per session whatever the isolate: the single-flight is the edge store's
// `once` (the session's Durable Object on Cloudflare), not a per-isolate map. Two pipelines stand for two isolates
// (each its own module state), sharing one supplier, whose reuse detection revokes the whole family on a second use.

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const secret = (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET;

function isolate(h: Harness, store: EdgeStore) {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS, {
    store,
    session: {
      upstream: (config, signal) =>
        new UpstreamClient({
          baseUrl: SANDBOX_BASE_URL,
          transport: async (req) => {
            h.calls.push({ method: req.method, path: new URL(req.url).pathname, auth: null, headers: req.headers, url: req.url });
            return h.sandbox.fetch(req);
          },
          providerCode: config.providerCode,
          signal,
        }),
    },
  });
  app.all('*', (c) => c.text('page'));
  return (path: string, init: RequestInit = {}) => app.request(path, init, env);
}

async function expiringUserCookie(h: Harness): Promise<string> {
  const login = await h.request('/api/auth/login', {
    method: 'POST',
    headers: same,
    body: JSON.stringify({ username: '09120000001', password: 'Sandbox!234' }),
  });
  const decoded = await decodeSession(secret, cookieFrom(login).slice(SESSION_COOKIE.length + 1), Date.now());
  if (decoded.kind !== 'ok') throw new Error(decoded.kind);
  return `${SESSION_COOKIE}=${await encodeSession(secret, { ...decoded.session, expireAt: Date.now() + 5_000 }, Date.now())}`;
}

async function storm(shared: boolean) {
  const storeA = new MemoryEdgeStore(Date.now);
  const h = harness({ store: storeA });
  const other = isolate(h, shared ? storeA : new MemoryEdgeStore(Date.now));
  const cookie = await expiringUserCookie(h);
  h.calls.length = 0;
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, i) => (i % 2 ? other : h.request)('/api/session', { headers: { ...same, Cookie: cookie } })),
  );
  const bodies = (await Promise.all(responses.map((r) => r.json()))) as { isLogin: boolean }[];
  return { h, bodies, refreshes: h.calls.filter((c) => c.path.endsWith('/auth/RefreshToken')).length };
}

describe('refresh single-flight across isolates', () => {
  it('two isolates sharing the store: one refresh upstream, every request stays logged in', async () => {
    const { bodies, refreshes } = await storm(true);
    expect(refreshes).toBe(1);
    expect(bodies.every((b) => b.isLogin)).toBe(true);
  });

  it('two isolates with only their own memory refresh twice and lose the session (the race this prevents)', async () => {
    const { bodies, refreshes } = await storm(false);
    // One per isolate at least (a rejected refresh is not shared: each waiter then tries, and is refused, itself).
    expect(refreshes).toBeGreaterThanOrEqual(2);
    expect(bodies.some((b) => !b.isLogin)).toBe(true);
  });
});
