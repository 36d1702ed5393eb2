import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, SESSION_COOKIE } from '@/edge/session-cookie';
import { hotelItemDetails } from '../../fixtures/basket';

// Two instances of the built worker (two isolates: their own module state, so their own in-isolate single-flights
// and no in-process sandbox in common) sharing one set of Durable Objects, as the isolates of one deployed worker
// do (instances.config.ts). Whatever must hold for one visitor must hold however their requests are spread.

const ORIGIN = 'http://127.0.0.1:8787';
const SECRET = (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET;
const { A, B } = env as unknown as { A: Fetcher; B: Fetcher };
const same = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

const get = (w: Fetcher, path: string, cookie: string) => w.fetch(new Request(ORIGIN + path, { headers: { ...same, Cookie: cookie } }));
const post = (w: Fetcher, path: string, body: unknown, headers: Record<string, string> = {}) =>
  w.fetch(new Request(ORIGIN + path, { method: 'POST', headers: { ...same, ...headers }, body: JSON.stringify(body) }));

/** The session cookie a response sets ('' when it sets none, null when it clears it). */
function setCookie(res: Response): string | null {
  const c = res.headers.getSetCookie().find((x) => x.startsWith(`${SESSION_COOKIE}=`));
  if (!c) return '';
  const pair = c.split(';')[0]!;
  return pair === `${SESSION_COOKIE}=` ? null : pair;
}

async function session(cookie: string) {
  const decoded = await decodeSession(SECRET, cookie.slice(SESSION_COOKIE.length + 1), Date.now());
  if (decoded.kind !== 'ok') throw new Error(`cookie not readable: ${decoded.kind}`);
  return decoded.session;
}

/** The same session with its access token about to expire: the next request of any instance refreshes it. */
async function expiring(cookie: string): Promise<string> {
  const s = await session(cookie);
  return `${SESSION_COOKIE}=${await encodeSession(SECRET, { ...s, expireAt: Date.now() + 5_000 }, Date.now())}`;
}

async function login(mobile: string, ip: string): Promise<string> {
  const res = await post(A, '/api/auth/login', { username: mobile, password: 'Sandbox!234' }, { 'CF-Connecting-IP': ip });
  expect(res.status).toBe(200);
  return setCookie(res)!;
}

/** Sends `n` requests at once, alternating between the two instances. */
const both = (n: number, send: (w: Fetcher, i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i % 2 ? B : A, i)));

describe('two worker instances sharing the Durable Objects', () => {
  it('a refresh storm through both never revokes the family: one refresh, every request gets its tokens', async () => {
    const cookie = await expiring(await login('09120000001', '10.60.0.1'));
    const before = await session(cookie);
    const storm = await both(12, (w) => get(w, '/api/session', cookie));
    const cookies: string[] = [];
    for (const res of storm) {
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ isLogin: true });
      const c = setCookie(res);
      expect(c).toBeTruthy();
      cookies.push(c!);
    }
    const after = await Promise.all(cookies.map(session));
    // One refresh upstream: every request, on either instance, carries the same new pair of tokens.
    expect(new Set(after.map((s) => s.refreshToken)).size).toBe(1);
    expect(after[0]!.refreshToken).not.toBe(before.refreshToken);
    expect(after.every((s) => s.sid === before.sid)).toBe(true);
    // The family lives on: the new refresh token refreshes again, and the account is readable, on both instances.
    const next = await expiring(cookies[0]!);
    const again = await get(B, '/api/session', next);
    expect(await again.json()).toMatchObject({ isLogin: true });
    expect((await session(setCookie(again)!)).refreshToken).not.toBe(after[0]!.refreshToken);
    const balance = await get(A, '/api/account/balance', setCookie(again)!);
    expect(balance.status).toBe(200);
  });

  it('a basket race through both leaves one basket holding every item', async () => {
    const guest = setCookie(await get(A, '/api/session', ''))!;
    const adds = await both(6, (w, i) => post(w, '/api/basket/hotels', { details: hotelItemDetails(i + 1) }, { Cookie: guest }));
    const ids = new Set<number>();
    for (const res of adds) {
      expect(res.status).toBe(200);
      ids.add(((await res.json()) as { basket: { basketId: number } }).basket.basketId);
    }
    expect(ids.size).toBe(1);
    for (const w of [A, B]) {
      const view = (await (await get(w, '/api/basket/current', setCookie(adds[0]!)!)).json()) as {
        basket: { basketId: number; count: number; hotels: { details: { hotelId: number } }[] };
      };
      expect(view.basket.basketId).toBe([...ids][0]);
      expect(view.basket.hotels.map((h) => h.details.hotelId).sort()).toEqual([402002, 402003, 402004, 402005, 402006, 402007]);
    }
  });

  it('a basket and an order made through A are read through B, and its payment through B is seen through A', async () => {
    const user = await login('09120000004', '10.60.0.2');
    const add = await post(A, '/api/basket/hotels', { details: hotelItemDetails(9) }, { Cookie: user });
    expect(add.status).toBe(200);
    const cookie = setCookie(add) || user;
    const basket = (await (await get(B, '/api/basket/current', cookie)).json()) as { basket: { count: number } };
    expect(basket.basket.count).toBe(1);
    const checkout = await post(
      A,
      '/api/checkout/hotel',
      {
        rooms: [
          [{ firstName: 'مریم', lastName: 'رضایی', gender: 'FEMALE', isIranian: true, nationalCode: '0012345679', passportNumber: '' }],
        ],
        leader: 0,
        mobile: '09121234567',
        email: 'a@example.com',
      },
      { Cookie: cookie },
    );
    expect(checkout.status).toBe(200);
    expect(await checkout.json()).toMatchObject({ step: 'saved', next: '/checkout/review' });
    const owner = setCookie(checkout) || cookie;
    // The one checkout's payment through B; the sandbox may change the price at the final re-check: the traveller
    // confirms the new price (through B) before paying.
    type Step = { step: string; paymentUrl: string; newPrice?: number; order: { factorId: number } };
    let step = (await (await post(B, '/api/checkout/pay', { credit: 'none' }, { Cookie: owner })).json()) as Step;
    if (step.step === 'price-changed')
      step = (await (
        await post(B, '/api/checkout/pay', { credit: 'none', acceptedPrice: step.newPrice }, { Cookie: owner })
      ).json()) as Step;
    expect(step).toMatchObject({ step: 'pay' });
    const factorId = step.order.factorId;
    const status = async (w: Fetcher) =>
      ((await (await get(w, `/api/checkout/status/${factorId}`, owner)).json()) as { data: { paid: boolean } }).data;
    expect(await status(B)).toMatchObject({ paid: false });
    // Paid on the sandbox's payment page through B, in the session that made the payment (the gateway answers only
    // it): its 303 goes back to the site's result page, and A sees it paid.
    const pay = await B.fetch(
      new Request(new URL(step.paymentUrl, ORIGIN), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: owner },
        body: 'action=pay',
        redirect: 'manual',
      }),
    );
    expect(pay.status).toBe(303);
    expect(pay.headers.get('Location')).toMatch(/\/checkout\/hotel\/result\?/);
    expect(await status(A)).toMatchObject({ paid: true });
  });

  it('a password reset through B ends the sessions of the account made through A', async () => {
    const first = await login('09120000003', '10.60.0.3');
    const second = await login('09120000003', '10.60.0.4');
    const guest = setCookie(await get(B, '/api/session', ''))!;
    const forgot = await post(B, '/api/auth/forgot', { username: '09120000003' }, { Cookie: guest });
    const { token } = (await forgot.json()) as { token: string };
    const reset = await post(B, '/api/auth/reset', { token, smsCode: '12345', newPassword: 'Sandbox!234' }, { Cookie: guest });
    expect(reset.status).toBe(200);
    const isLogin = async (w: Fetcher, cookie: string) =>
      ((await (await get(w, '/api/session', cookie)).json()) as { isLogin: boolean }).isLogin;
    expect(await isLogin(A, first)).toBe(false);
    expect(await isLogin(B, second)).toBe(false);
    expect(await isLogin(A, setCookie(reset)!)).toBe(true);
  });
});
