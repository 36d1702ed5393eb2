/** Each fault knob behaves as documented in src/server/sandbox/README.md. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '@/server/sandbox/app';
import { defaultSleep } from '@/server/sandbox/context';
import { authed, dateAfter, guestLogin, inProcess, json, login, startHttpSandbox, type Call, type HttpSandbox } from './client';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);

function make(opts: Parameters<typeof createSandboxApp>[0] = {}) {
  let now = START;
  const sleeps: number[] = [];
  const call = inProcess(
    createSandboxApp({
      seed: 11,
      clock: () => now,
      sleep: async (ms, signal) => {
        sleeps.push(ms);
        await defaultSleep(Math.min(ms, 30), signal);
      },
      ...opts,
    }),
  );
  return { call, sleeps, advance: (ms: number) => (now += ms) };
}

const banners = (call: Call, token: string, fault?: string, query = '') =>
  call(`/banners?Hotel=true&Locale=Local${query}`, { headers: authed(token, fault ? { 'X-Sandbox-Fault': fault } : {}) });

describe('fault knobs (in-process)', () => {
  it('latency=<ms> waits that long (injected sleep), then answers normally', async () => {
    const { call, sleeps } = make();
    const { access_token } = await guestLogin(call);
    const res = await banners(call, access_token, 'latency=750');
    expect(res.status).toBe(200);
    expect(sleeps).toEqual([750]);
    expect(res.headers.get('X-Sandbox-Fault-Applied')).toBe('latency=750');
  });

  it('hang stops when the request is aborted, and gives 504 at its cap otherwise', async () => {
    const { call } = make({ maxHangMs: 60_000, sleep: defaultSleep });
    const { access_token } = await guestLogin(call);
    const ac = new AbortController();
    const t0 = Date.now();
    setTimeout(() => ac.abort(), 50);
    const res = await call('/banners?Hotel=true&Locale=Local', {
      headers: authed(access_token, { 'X-Sandbox-Fault': 'hang' }),
      signal: ac.signal,
    });
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(res.status).toBe(499);
    const capped = await banners(call, access_token, 'hang=40');
    expect(capped.status).toBe(504);
    expect(await capped.json()).toMatchObject({ code: 'sandbox_hang_timeout' });
  });

  it('status=<code> answers that status; 429 adds Retry-After (default 2, or retry-after=<s>)', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const s503 = await banners(call, access_token, 'status=503,retry-after=7');
    expect(s503.status).toBe(503);
    expect(s503.headers.get('Retry-After')).toBe('7');
    expect(await s503.json()).toMatchObject({ succeed: false, code: 'upstream_error' });
    const s500 = await banners(call, access_token, 'status=500');
    expect(s500.status).toBe(500);
    expect(s500.headers.get('Retry-After')).toBeNull();
    const s429 = await banners(call, access_token, '429');
    expect(s429.status).toBe(429);
    expect(s429.headers.get('Retry-After')).toBe('2');
    expect(await s429.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('malformed-json: 200, JSON content type, body that does not parse', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const res = await banners(call, access_token, 'malformed-json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('html-200: an HTML error page with status 200', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const res = await banners(call, access_token, 'html-200');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it('expired-401: 401 token_expired even with a valid token', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const res = await banners(call, access_token, 'expired-401');
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toMatch(/invalid_token/);
    expect(await res.json()).toMatchObject({ code: 'token_expired' });
  });

  it('truncate: the real body cut in half (JSON type kept, no Content-Length)', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const full = await (await banners(call, access_token)).text();
    const res = await banners(call, access_token, 'truncate');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const text = await res.text();
    expect(new TextEncoder().encode(text).length).toBe(Math.floor(new TextEncoder().encode(full).length / 2));
    expect(() => JSON.parse(text)).toThrow();
  });

  it('reset: half the body, then the stream errors', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const res = await banners(call, access_token, 'reset');
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('wrong-type: a JSON body labelled text/plain', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const res = await banners(call, access_token, 'wrong-type');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(Array.isArray(JSON.parse(await res.text()))).toBe(true);
  });

  it('count=<n> faults only the first n requests of a scope; skip=<n> lets the first n through', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    const statuses = async (fault: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await banners(call, access_token, fault)).status);
      return out;
    };
    expect(await statuses('status=502,count=2', 4)).toEqual([502, 502, 200, 200]);
    expect(await statuses('status=503,skip=2,count=1', 4)).toEqual([200, 200, 503, 200]);
    // The scope of a poll is its search token: a failure in the middle of one search only.
    const body = { checkIn: dateAfter(START, 9), checkOut: dateAfter(START, 11), roomPassengers: [{ adultsCount: 2, childrenAges: [] }] };
    const tokens = await Promise.all(
      [9, 10].map(
        async (day) =>
          (
            (await (
              await call('/api/hotel/core/v1/Hotels/402/Search', json({ ...body, checkIn: dateAfter(START, day) }, authed(access_token)))
            ).json()) as { searchToken: string }
          ).searchToken,
      ),
    );
    const pollStatus = async (tok: string) =>
      (
        await call(`/api/hotel/core/v1/Hotels/cities/${tok}/available`, {
          headers: authed(access_token, { 'X-Sandbox-Fault': 'status=500,skip=1,count=1' }),
        })
      ).status;
    expect([await pollStatus(tokens[0]!), await pollStatus(tokens[0]!), await pollStatus(tokens[0]!)]).toEqual([200, 500, 200]);
    expect([await pollStatus(tokens[1]!), await pollStatus(tokens[1]!)]).toEqual([200, 500]);
  });

  it('empty: the search finishes with no hotels; never-finish: it never reports isFinish', async () => {
    const { call, advance } = make();
    const { access_token } = await guestLogin(call);
    const body = { checkIn: dateAfter(START, 9), checkOut: dateAfter(START, 11), roomPassengers: [{ adultsCount: 2, childrenAges: [] }] };
    const search = async (fault: string) =>
      (
        (await (
          await call('/api/hotel/core/v1/Hotels/402/Search', json(body, authed(access_token, { 'X-Sandbox-Fault': fault })))
        ).json()) as { searchToken: string }
      ).searchToken;
    const empty = await search('empty');
    const never = await search('never-finish');
    advance(90_000);
    const fresh = await guestLogin(call);
    const poll = async (tok: string) =>
      (await (await call(`/api/hotel/core/v1/Hotels/cities/${tok}/available`, { headers: authed(fresh.access_token) })).json()) as {
        items: unknown[];
        isFinish: boolean;
      };
    expect(await poll(empty)).toMatchObject({ items: [], isFinish: true });
    const n = await poll(never);
    expect(n.isFinish).toBe(false);
    expect(n.items.length).toBeGreaterThanOrEqual(120);
  });

  it('price-change=<pct> and sold-out act on AddPreReserve', async () => {
    const { call } = make();
    const user = await login(call, '09120000001', 'Sandbox!234');
    const pn = `402003-${dateAfter(START, 30).replaceAll('-', '')}-${dateAfter(START, 32).replaceAll('-', '')}-2-0-0`;
    const reserve = async (fault?: string) =>
      call(
        '/api2/PreReserves/AddPreReserve',
        json({ packageNumber: pn }, authed(user.access_token, fault ? { 'X-Sandbox-Fault': fault } : {})),
      );
    const base = (await (await reserve()).json()) as { data: { totalPrice: number; priceChanged: boolean } };
    expect(base.data.priceChanged).toBe(false);
    const changed = (await (await reserve('price-change=10')).json()) as {
      data: { totalPrice: number; previousPrice: number; priceChanged: boolean };
    };
    expect(changed.data).toMatchObject({ priceChanged: true, previousPrice: base.data.totalPrice });
    expect(changed.data.totalPrice).toBe(Math.round((base.data.totalPrice * 1.1) / 10_000) * 10_000);
    const sold = await reserve('sold-out');
    expect(sold.status).toBe(409);
    expect(await sold.json()).toMatchObject({ code: 'sold_out' });
  });

  it('query __fault works like the header (the header wins); unknown knobs are a 400; faults: false ignores both', async () => {
    const { call } = make();
    const { access_token } = await guestLogin(call);
    expect((await banners(call, access_token, undefined, '&__fault=status%3D502')).status).toBe(502);
    expect((await banners(call, access_token, 'status=503', '&__fault=status%3D502')).status).toBe(503);
    const bad = await banners(call, access_token, 'explode');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation' });
    expect((await banners(call, access_token, 'latency=-5')).status).toBe(400);
    const off = make({ faults: false });
    const offToken = (await guestLogin(off.call)).access_token;
    expect((await banners(off.call, offToken, 'status=500', '&__fault=hang')).status).toBe(200);
  });
});

describe('fault knobs over HTTP', () => {
  let http: HttpSandbox;
  const hangs: { aborted: boolean; ms: number }[] = [];
  beforeAll(async () => {
    http = await startHttpSandbox({
      seed: 12,
      maxHangMs: 20_000,
      sleep: async (ms, signal) => {
        const t0 = Date.now();
        await defaultSleep(ms, signal);
        hangs.push({ aborted: signal?.aborted === true, ms: Date.now() - t0 });
      },
    });
  });
  afterAll(() => http.close());

  it('latency delays the answer for real', async () => {
    const { access_token } = await guestLogin(http.call);
    const t0 = Date.now();
    const res = await banners(http.call, access_token, 'latency=200');
    expect(res.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
  });

  it('a client that gives up ends the hang on the server (request signal)', async () => {
    const { access_token } = await guestLogin(http.call);
    hangs.length = 0;
    const res = http.call('/banners?Hotel=true&Locale=Local', {
      headers: authed(access_token, { 'X-Sandbox-Fault': 'hang' }),
      signal: AbortSignal.timeout(150),
    });
    await expect(res).rejects.toThrow();
    for (let i = 0; i < 40 && hangs.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(hangs).toHaveLength(1);
    expect(hangs[0]!.aborted).toBe(true);
    expect(hangs[0]!.ms).toBeLessThan(2_000);
  });

  it('reset breaks the connection mid-body; truncate gives a short body', async () => {
    const { access_token } = await guestLogin(http.call);
    const reset = await banners(http.call, access_token, 'reset')
      .then((r) => r.text())
      .then(
        () => 'ok',
        () => 'failed',
      );
    expect(reset).toBe('failed');
    const truncated = await (await banners(http.call, access_token, 'truncate')).text();
    expect(() => JSON.parse(truncated)).toThrow();
  });
});
