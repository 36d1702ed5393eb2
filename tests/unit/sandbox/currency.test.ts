/**
 * The supplier's exchange rates (`GET /api2/Currency/GetRates`, issue 49 point 1): the contract in process and over
 * HTTP (any session, guests too; a token is required), the upstream client's parse, and how the site picks the
 * display currency from it: toman without a call for IRR, the rate for EUR, toman (with `unavailable`) on an outage.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RatesUnavailableNotice } from '@/components/money/RatesUnavailableNotice';
import * as messages from '@/lib/messages';
import { CURRENCY_CODES, ErrorBody } from '@/server/schemas';
import { CurrencyRatesResponse } from '@/server/schemas/currency';
import { createSandboxApp } from '@/server/sandbox/app';
import { CURRENCY_RATES } from '@/server/sandbox/data/currencies';
import { displayCurrencyFor, resetCurrencyRates } from '@/server/display-currency';
import { currencyApi } from '@/server/upstream/currency';
import { UpstreamClient } from '@/server/upstream/request';
import { authed, type Call, guestLogin, type HttpSandbox, inProcess, login, PROVIDER, startHttpSandbox } from './client';

function contract(name: string, make: () => Call) {
  describe(`GET /api2/Currency/GetRates (${name})`, () => {
    it('answers every currency of the display map with a positive rial rate, to a guest and to a user', async () => {
      const call = make();
      for (const s of [await guestLogin(call), await login(call, '09120000005', 'Sandbox!234')]) {
        const res = await call('/api2/Currency/GetRates', { headers: authed(s.access_token) });
        expect(res.status).toBe(200);
        const body = v.parse(CurrencyRatesResponse, await res.json());
        expect(body.succeed).toBe(true);
        expect(body.data.items.map((r) => r.currencyCode).sort()).toEqual([...CURRENCY_CODES].sort());
        const rate = (code: string) => body.data.items.find((r) => r.currencyCode === code)?.rialRate;
        expect(rate('IRR')).toBe(1);
        expect(rate('TOMAN')).toBe(10);
        expect(rate('EUR')).toBe(950_000);
        expect(body.data.items.every((r) => r.rialRate > 0 && r.currencyName.length > 0)).toBe(true);
      }
    });

    it('refuses a call without a token (401) and without a provider code (400)', async () => {
      const call = make();
      const none = await call('/api2/Currency/GetRates', { headers: PROVIDER });
      expect(none.status).toBe(401);
      expect(v.is(ErrorBody, await none.json())).toBe(true);
      const guest = await guestLogin(call);
      const noProvider = await call('/api2/Currency/GetRates', { headers: { Authorization: guest.access_token } });
      expect(noProvider.status).toBe(400);
    });
  });
}

contract('in-process', () => inProcess(createSandboxApp({ seed: 3 })));
let http: HttpSandbox | undefined;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 4 });
});
afterAll(async () => {
  await http?.close();
});
contract('over HTTP', () => {
  if (!http) throw new Error('HTTP sandbox not started');
  return http.call;
});

describe('the display currency from the supplier’s rates', () => {
  const sandbox = createSandboxApp({ seed: 5 });
  let calls = 0;
  const client = (token: string | null, outage = false) =>
    new UpstreamClient({
      baseUrl: 'http://sandbox.internal',
      transport: async (req) => {
        if (new URL(req.url).pathname === '/api2/Currency/GetRates') {
          calls++;
          if (outage) return new Response(JSON.stringify({ succeed: false, message: 'down', code: 'internal' }), { status: 500 });
        }
        return sandbox.fetch(req);
      },
      providerCode: 'web-tests',
      deadlineMs: 3_000,
      timers: {
        now: () => Date.now(),
        sleep: async () => {},
        timeout: (ms: number) => AbortSignal.timeout(ms),
      },
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });
  let token = '';
  beforeAll(async () => {
    token = (await guestLogin(inProcess(sandbox))).access_token;
  });
  beforeEach(() => {
    resetCurrencyRates();
    calls = 0;
  });

  it('the client parses the rates', async () => {
    const rates = await currencyApi(client(token)).rates();
    expect(rates.items).toHaveLength(CURRENCY_RATES.length);
  });

  it('IRR (and a session without currency) is toman, with no call', async () => {
    expect(await displayCurrencyFor('IRR', client(token))).toEqual({ code: 'IRR', rialRate: 1 });
    expect(await displayCurrencyFor(undefined, client(token))).toEqual({ code: 'IRR', rialRate: 1 });
    expect(calls).toBe(0);
  });

  it('EUR: the supplier’s rate; the isolate asks once for many requests', async () => {
    const all = await Promise.all([1, 2, 3].map(() => displayCurrencyFor('EUR', client(token))));
    expect(all).toEqual([1, 2, 3].map(() => ({ code: 'EUR', rialRate: 950_000 })));
    expect(await displayCurrencyFor('usd', client(token))).toEqual({ code: 'USD', rialRate: 820_000 });
    expect(calls).toBe(1);
  });

  it('rates expire after the TTL', async () => {
    let now = 1_000;
    await displayCurrencyFor('EUR', client(token), () => now);
    now += 10 * 60_000 + 1;
    await displayCurrencyFor('EUR', client(token), () => now);
    expect(calls).toBe(2);
  });

  it('an outage shows toman and names the currency it could not show; it is asked again a minute later', async () => {
    let now = 1_000;
    const down = await displayCurrencyFor('EUR', client(token, true), () => now);
    expect(down).toEqual({ code: 'IRR', rialRate: 1, unavailable: 'EUR' });
    // The page says so, in Persian, instead of changing the prices' unit silently (issue 49 point 1).
    const notice = renderToString(createElement(RatesUnavailableNotice, { display: down }));
    expect(notice).toContain('role="status"');
    expect(notice).toContain(messages.shell.ratesUnavailable('یورو'));
    expect(messages.shell.ratesUnavailable('یورو')).toBe('نرخ یورو فعلاً در دسترس نیست؛ قیمت‌ها به تومان نمایش داده می‌شوند.');
    const afterFirst = calls;
    await displayCurrencyFor('EUR', client(token), () => now);
    expect(calls).toBe(afterFirst);
    now += 60_001;
    const back = await displayCurrencyFor('EUR', client(token), () => now);
    expect(back).toEqual({ code: 'EUR', rialRate: 950_000 });
    expect(renderToString(createElement(RatesUnavailableNotice, { display: back }))).toBe('');
  });

  it('a currency the supplier has no rate for shows toman', async () => {
    expect(await displayCurrencyFor('XYZ', client(token))).toEqual({ code: 'IRR', rialRate: 1, unavailable: 'XYZ' });
  });
});
