import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// The sandbox supplier inside its Durable Object (SANDBOX → SandboxSupplier, one object for the whole site): a slow
// request (a latency or hang knob, a round's delay) waits on timers, so the object goes on serving the others.
const ns = (env as unknown as { SANDBOX: DurableObjectNamespace }).SANDBOX;
const sandbox = ns.get(ns.idFromName('sandbox'));
const provider = { 'X-Provider-Code': 'worker-tests', 'Content-Type': 'application/json' };
const guestLogin = (fault?: string) =>
  sandbox.fetch('http://sandbox.internal/auth/Login', {
    method: 'POST',
    headers: { ...provider, ...(fault ? { 'X-Sandbox-Fault': fault } : {}) },
    body: JSON.stringify({ username: 'guest', password: 'guest' }),
  });

describe('the sandbox Durable Object', () => {
  it('answers the supplier API', async () => {
    const res = await guestLogin();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isGuest: true });
  });

  it('a slow request does not hold up the others (no input gate held during a wait)', async () => {
    const t0 = Date.now();
    const slow = guestLogin('latency=3000').then(() => Date.now() - t0);
    await new Promise((r) => setTimeout(r, 100));
    const fast = await Promise.all([guestLogin(), guestLogin(), guestLogin()]).then(() => Date.now() - t0);
    expect(fast).toBeLessThan(2_000);
    expect(await slow).toBeGreaterThanOrEqual(3_000);
  });

  it('its pages and images pass through the site (the edge adds its headers to the object’s answer)', async () => {
    const worker = (exports as unknown as { default: Fetcher }).default;
    const img = await worker.fetch('http://127.0.0.1:8787/sandbox/img/hotel/402002/1.png');
    expect(img.status).toBe(200);
    expect(img.headers.get('Content-Type')).toMatch(/^image\//);
    expect(img.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const pay = await worker.fetch('http://127.0.0.1:8787/sandbox/pay/not-a-token');
    expect(pay.status).toBe(404);
    expect(await pay.text()).toContain('پرداخت نامعتبر');
  });
});
