import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { ANALYTICS_PATH, ANALYTICS_TIMEOUT_MS, CAMPAIGN_COOKIE, campaignOf, landingRecord } from '@/edge/analytics';
import { reportPurchase } from '@/server/request-context';
import { env, harness } from './harness';

/**
 * Issue 49 point 6: the analytics records (AnalyticsInputInformation) through the real edge (workerd): a landing
 * with utm_* sends one marketing record after the answer (waitUntil), the page never waits on a slow analytics
 * endpoint and the call is abandoned at its own timeout; a failed search is reported too.
 */
const NAV = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Referer: 'https://www.google.com/' };

const ack = () =>
  new Response(JSON.stringify({ succeed: true, message: null, data: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** A harness whose analytics endpoint answers after `delayMs` (or when the call is abandoned), recording each body. */
function analyticsHarness(
  delayMs: number | null,
  extra: { faults?: { pattern: RegExp; spec: string }[]; render?: (c: Context) => Response } = {},
) {
  const records: Record<string, unknown>[] = [];
  const h = harness({
    ...(extra.render ? { render: extra.render } : {}),
    supplier: (req) => {
      if (!new URL(req.url).pathname.endsWith(ANALYTICS_PATH)) return null;
      return (async () => {
        records.push((await req.clone().json()) as Record<string, unknown>);
        if (delayMs === null) return ack();
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, delayMs);
          req.signal.addEventListener('abort', () => {
            clearTimeout(t);
            resolve();
          });
        });
        if (req.signal.aborted) throw new DOMException('aborted', 'AbortError');
        return ack();
      })();
    },
  });
  for (const f of extra.faults ?? []) h.faults.push(f);
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException: () => {}, props: {} };
  const request = (path: string, init: RequestInit = {}) => h.app.request(path, init, env, ctx as unknown as ExecutionContext);
  return { h, records, pending, request };
}

describe('landing analytics', () => {
  it('a landing with utm_* sends one record with the campaign fields, gclid, referrer and the paid-click flag', async () => {
    const a = analyticsHarness(null);
    const res = await a.request('/hotel?utm_source=cpc&utm_medium=search&utm_campaign=yalda&utm_term=kish&utm_content=ad1&gclid=G-1', {
      headers: NAV,
    });
    expect(res.status).toBe(200);
    await Promise.all(a.pending);
    expect(a.records).toEqual([
      {
        campaign: 'yalda',
        medium: 'search',
        term: 'kish',
        content: 'ad1',
        source: 'cpc',
        officialFactorId: null,
        event: 'landing',
        landing: 'http://localhost/hotel?utm_source=cpc&utm_medium=search&utm_campaign=yalda&utm_term=kish&utm_content=ad1&gclid=G-1',
        referrer: 'https://www.google.com/',
        path: '/hotel',
        title: null,
        gclid: 'G-1',
        paidClick: 1,
      },
    ]);
  });

  it('the sandbox records it (200): its schema is the same module', async () => {
    const h = harness();
    const statuses: number[] = [];
    h.respond.fn = (res, req) => {
      if (new URL(req.url).pathname === ANALYTICS_PATH) statuses.push(res.status);
      return res;
    };
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException: () => {}, props: {} };
    await h.app.request('/tour?utm_source=instagram&gclid=z', { headers: NAV }, env, ctx as unknown as ExecutionContext);
    await Promise.all(pending);
    expect(statuses).toEqual([200]);
  });

  it('the page does not wait on a slow analytics endpoint; the call is abandoned at its own timeout', async () => {
    const a = analyticsHarness(30_000);
    const t0 = Date.now();
    const res = await a.request('/flight?utm_source=newsletter&utm_campaign=autumn', { headers: NAV });
    await res.text();
    const pageMs = Date.now() - t0;
    expect(res.status).toBe(200);
    expect(pageMs).toBeLessThan(1_000);
    expect(a.pending).toHaveLength(1);
    expect(a.records).toHaveLength(1);
    expect(a.records[0]).toMatchObject({ source: 'newsletter', campaign: 'autumn', paidClick: 0, gclid: null });
    await Promise.all(a.pending);
    const totalMs = Date.now() - t0;
    expect(totalMs).toBeGreaterThanOrEqual(ANALYTICS_TIMEOUT_MS - 100);
    expect(totalMs).toBeLessThan(ANALYTICS_TIMEOUT_MS + 1_500);
  });

  it('no record for a landing without utm_*/gclid, nor for an API call or a POST with them', async () => {
    const a = analyticsHarness(null);
    await a.request('/hotel?city=kish', { headers: NAV });
    await a.request('/api/session?utm_source=x', { headers: { Accept: 'application/json' } });
    await Promise.all(a.pending);
    expect(a.records).toEqual([]);
  });

  it('a failed search is reported with its path, after the answer', async () => {
    const a = analyticsHarness(null, { faults: [{ pattern: /\/Search$/, spec: 'status=400' }] });
    const today = todayIn(Date.now());
    const path = `/stream/hotels/ir-kish?id=402&startDate=${addDays(today, 1)}&endDate=${addDays(today, 3)}&room=1&room-0=2`;
    const res = await a.request(path);
    const text = new TextDecoder().decode(await res.arrayBuffer());
    expect(text).toContain('"reason":"error"');
    await Promise.all(a.pending);
    expect(a.records).toEqual([expect.objectContaining({ event: 'search_failed', path, source: null })]);
  });
});

describe('the purchase record (campaign record with officialFactorId)', () => {
  // A stand-in result page: a paid order's page reports its official number, as PaymentResult does.
  const render = (c: Context) => {
    if (c.req.path === '/checkout/result') reportPurchase('SF-1405-77');
    return c.html('<!doctype html><html lang="fa"><body>page</body></html>');
  };

  it("the landing keeps the visit's campaign; the paid order's page sends it with the official number, once", async () => {
    const a = analyticsHarness(null, { render });
    const landing = await a.request('/hotel?utm_source=cpc&utm_medium=search&utm_campaign=yalda&gclid=G-2', { headers: NAV });
    const kept = landing.headers.getSetCookie().find((x) => x.startsWith(`${CAMPAIGN_COOKIE}=`));
    expect(kept).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cookie = kept!.split(';')[0]!;
    await a.request('/checkout/result?factorId=77', { headers: { ...NAV, Cookie: cookie } });
    await Promise.all(a.pending);
    expect(a.records.map((r) => r['event'])).toEqual(['landing', 'purchase']);
    expect(a.records[1]).toEqual({
      campaign: 'yalda',
      medium: 'search',
      term: null,
      content: null,
      source: 'cpc',
      officialFactorId: 'SF-1405-77',
      event: 'purchase',
    });
  });

  it('a visit without a campaign (or with a forged cookie) sends no purchase record', async () => {
    const a = analyticsHarness(null, { render });
    await a.request('/checkout/result?factorId=77', { headers: NAV });
    await a.request('/checkout/result?factorId=77', { headers: { ...NAV, Cookie: `${CAMPAIGN_COOKIE}=%7Bnot-json` } });
    await Promise.all(a.pending);
    expect(a.records).toEqual([]);
    expect(campaignOf(encodeURIComponent(JSON.stringify({ source: 5, medium: '' })))).toBeNull();
  });
});

describe('landingRecord (pure)', () => {
  const rec = (q: string) => landingRecord(new URL(`https://site.example/tour/kish${q}`), null);
  it('paid click is 1 only with gclid and utm_source=cpc', () => {
    expect(rec('?gclid=1&utm_source=cpc')?.paidClick).toBe(1);
    expect(rec('?gclid=1&utm_source=CPC')?.paidClick).toBe(1);
    expect(rec('?gclid=1&utm_source=google')?.paidClick).toBe(0);
    expect(rec('?utm_source=cpc')?.paidClick).toBe(0);
  });
  it('null without any utm_* or gclid; blank values count as absent; long values are clipped', () => {
    expect(rec('')).toBeNull();
    expect(rec('?utm_source=&utm_medium=%20')).toBeNull();
    expect(rec(`?utm_term=${'x'.repeat(5000)}`)?.term).toHaveLength(2000);
  });
});
