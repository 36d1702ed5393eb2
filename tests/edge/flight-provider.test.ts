import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { FLIGHT_PROVIDERS } from '@/server/sandbox/data/flights';
import { fakeTimers } from '../unit/search/fake-timers';
import { same } from './checkout-helpers';
import { cookieFrom, env, harness } from './harness';

/**
 * Provider (agency) names are for counter and agent users only (spec 001: "a counter flag also shows the provider
 * name"): `/stream/flights` sends a traveller's session the flights without them and a counter's session with them,
 * through the real edge pipeline, sessions and sandbox (on a virtual clock). A traveller's `fProvider` in the page's
 * URL is ignored, not an error.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely
type Line = { type: string; [k: string]: any };

function providerHarness() {
  const time = fakeTimers();
  const h = harness({ sandbox: { clock: time.now }, timers: time.timers, render: (c) => c.text('page') });
  const outer = new Hono();
  outer.use('*', async (c, next) => {
    c.set('streamOptions', { timers: time.timers });
    await next();
  });
  outer.route('/', h.app);
  let cookie = '';
  const request = async (path: string, init: RequestInit = {}) => {
    const res = await outer.request(path, { ...init, headers: { ...init.headers, ...(cookie ? { Cookie: cookie } : {}) } }, env);
    try {
      cookie = cookieFrom(res);
    } catch {
      // this answer did not change the session
    }
    return res;
  };
  return {
    request,
    async login(mobile: string) {
      await request('/api/session');
      const res = await request('/api/auth/login', {
        method: 'POST',
        headers: same,
        body: JSON.stringify({ username: mobile, password: 'Sandbox!234' }),
      });
      expect(res.status).toBe(200);
    },
  };
}

const today = todayIn(Date.now());
const query = `flightDate=${addDays(today, 4)}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`;

async function streamedProviders(h: ReturnType<typeof providerHarness>): Promise<{ flights: number; providers: string[] }> {
  const res = await h.request(`/stream/flights/THR-MHD?${query}`);
  expect(res.status).toBe(200);
  const lines = (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
  const items = lines.filter((l) => l.type === 'round').flatMap((l) => l.items as { provider: string }[]);
  return { flights: items.length, providers: [...new Set(items.map((f) => f.provider))] };
}

describe('provider names by role on the flight stream', () => {
  it('a guest and a traveller (USER) get the flights without provider names', async () => {
    for (const mobile of [null, '09120000001']) {
      const h = providerHarness();
      if (mobile) await h.login(mobile);
      const seen = await streamedProviders(h);
      expect(seen.flights).toBeGreaterThan(5);
      expect(seen.providers).toEqual(['']);
    }
  });

  it('a counter (CREDIT_COUNTER) and an agent (AGENT) get each flight with its provider', async () => {
    for (const mobile of ['09120000002', '09120000003']) {
      const h = providerHarness();
      await h.login(mobile);
      const seen = await streamedProviders(h);
      expect(seen.flights).toBeGreaterThan(5);
      expect(seen.providers.length).toBeGreaterThan(1);
      expect(seen.providers.every((p) => FLIGHT_PROVIDERS.includes(p))).toBe(true);
    }
  });

  it("a traveller's fProvider in the page URL is no error", async () => {
    const h = providerHarness();
    await h.login('09120000001');
    const name = encodeURIComponent(FLIGHT_PROVIDERS[0]!);
    const res = await h.request(`/flight/THR-MHD/search?${query}&fProvider=${name}`);
    expect(res.status).toBe(200);
    const stream = await h.request(`/stream/flights/THR-MHD?${query}&fProvider=${name}`);
    expect(stream.status).toBe(200);
    expect(await stream.text()).toContain('"type":"summary"');
  });
});
