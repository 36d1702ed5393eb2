/**
 * The built worker's seeded traveller (09120000001), logged in through the site's own login route, and the orders
 * the dashboard lists for them: what the worker tests that read a real order start from.
 */
import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';

export const ORIGIN = 'http://127.0.0.1:8787';
export const worker = (exports as unknown as { default: Fetcher }).default;
/** A same-origin JSON call, as the site's own scripts make it (the CSRF check's headers). */
export const same = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

export interface OrderRow {
  factorId: number;
  product: string;
  status: string;
  officialFactorId: string;
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-sfn_session='))!
    .split(';')[0]!;

/** Logs `username` in through the site's own login route (the seeded accounts' password): its session cookie. */
export async function loginAs(username: string): Promise<string> {
  const login = await worker.fetch(
    new Request(`${ORIGIN}/api/auth/login`, { method: 'POST', headers: same, body: JSON.stringify({ username, password: 'Sandbox!234' }) }),
  );
  expect(login.status, username).toBe(200);
  return sessionCookie(login);
}

/** Logs the seeded traveller in: their session cookie and their orders (the first 50). */
export async function seededTraveller(): Promise<{ cookie: string; orders: OrderRow[] }> {
  const cookie = await loginAs('09120000001');
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/account/orders`, {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify({ reportName: 'orders', page: 1, pageSize: 50 }),
    }),
  );
  expect(res.status).toBe(200);
  return { cookie, orders: ((await res.json()) as { data: { items: OrderRow[] } }).data.items };
}
