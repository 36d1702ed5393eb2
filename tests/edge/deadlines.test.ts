import { describe, expect, it } from 'vitest';
import { REQUEST_BUDGET_MS, realTimers, type Timers } from '@/server/upstream/request';
import { hotelItemDetails } from '../fixtures/basket';
import { cookieFrom, harness, type Harness } from './harness';

// Every request the traveller waits on has one upstream budget (REQUEST_BUDGET_MS, the data client's time-out) for
// all of its calls, retries included: a hanging upstream ends in the outage answer within it (504 for the API,
// /server-error for a page), never the 3 × 120 s + 4 s one call alone could take. The clock runs SCALE times faster
// than real time (time-outs, sleeps and the clock alike), so 120 s of upstream time pass in a fraction of a second.

const SCALE = 500;
function virtualTimers(): Timers & { elapsed: () => number } {
  const origin = Date.now();
  const now = () => (Date.now() - origin) * SCALE;
  return {
    now,
    elapsed: now,
    sleep: (ms, signal) => realTimers.sleep(ms / SCALE, signal),
    timeout: (ms) => AbortSignal.timeout(Math.max(1, Math.round(ms / SCALE))),
  };
}

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const nav = { headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } };

async function withBasket(h: Harness): Promise<string> {
  const res = await h.request('/api/basket/hotels', {
    method: 'POST',
    headers: same,
    body: JSON.stringify({ details: hotelItemDetails() }),
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

describe('a hanging upstream within one request', () => {
  it.each([
    ['a basket edit', /Basket\/Edit/, '/api/basket/reset'],
    ['a basket read', /FindByCurrentUser/, '/api/basket/remove'],
  ])('%s: 504 within the request budget, one attempt (the hang used the budget up)', async (_name, pattern, route) => {
    const timers = virtualTimers();
    const h = harness({ timers });
    const cookie = await withBasket(h);
    h.calls.length = 0;
    h.faults.push({ pattern, spec: 'hang' });
    const start = timers.elapsed();
    const res = await h.request(route, { method: 'POST', headers: { ...same, Cookie: cookie }, body: JSON.stringify({ key: 'hotel:x' }) });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 'upstream_timeout' });
    // The budget, plus scheduling slack of the scaled clock.
    expect(timers.elapsed() - start).toBeLessThan(REQUEST_BUDGET_MS + 40 * SCALE);
    expect(h.calls.filter((c) => pattern.test(c.path))).toHaveLength(1);
  });

  it('a page whose data call hangs goes to /server-error within the budget', async () => {
    const timers = virtualTimers();
    const h = harness({ timers });
    await h.request('/', nav);
    h.faults.push({ pattern: /GetUser/, spec: 'hang' });
    const start = timers.elapsed();
    const res = await h.request('/about', nav);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/server-error');
    // The budget, plus scheduling slack of the scaled clock.
    expect(timers.elapsed() - start).toBeLessThan(REQUEST_BUDGET_MS + 40 * SCALE);
  });

  it('a quick transient failure is still retried within the budget (the retry rule holds)', async () => {
    const timers = virtualTimers();
    const h = harness({ timers });
    const cookie = await withBasket(h);
    h.calls.length = 0;
    let failures = 1;
    h.respond.fn = (res, req) => {
      if (new URL(req.url).pathname.includes('FindByCurrentUser') && failures-- > 0) return new Response('busy', { status: 503 });
      return res;
    };
    const res = await h.request('/api/basket/current', { headers: { ...same, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(h.calls.filter((c) => c.path.includes('FindByCurrentUser'))).toHaveLength(2);
  });
});
