import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { attractionResults } from '@/products/attraction/messages';

/**
 * The attraction pages' states on the built worker (dist/server in workerd, its sandbox Durable Object), issue 47
 * left 3: a city of the offline attraction set under `/attraction/{segment}` is the product home for it (the lookup
 * asks the offline set first, tests/unit/products/attraction/detail-lookup.test.ts counts the calls); an attraction's
 * slug its page; an unknown city's results the Persian «city not found» state, never an error or an empty list.
 */
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const NAV = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const get = (path: string) => worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: NAV }));
const text = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ');
const day = addDays(todayIn(Date.now()), 20);

describe('attraction pages on the built worker', () => {
  it.each(['ae-dubai', 'dubai', 'ir-kish'])('/attraction/%s is the destination’s product home, no attraction page', async (segment) => {
    const res = await get(`/attraction/${segment}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('data-testid="attraction-name"');
    expect(html).not.toContain('data-testid="attraction-outage"');
    expect(text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toMatch(/[\u0600-\u06FF]{2}/);
  });

  it('an attraction’s slug is its page', async () => {
    const res = await get('/attraction/burj-khalifa-at-the-top');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="attraction-name"');
    expect(html).toContain('برج خلیفه');
  });

  it('an unknown city’s results say so in Persian (200), not an outage or an empty list', async () => {
    const res = await get(`/attraction/zz-nowhere/search?startDate=${day}&adults=2`);
    expect(res.status).toBe(200);
    const page = text(await res.text());
    expect(page).toContain(attractionResults.unknownCity);
    expect(page).not.toContain(attractionResults.outage);
    expect(page).not.toContain(attractionResults.noneInCity);
  });

  it('a known city’s results list its attractions', async () => {
    const res = await get(`/attraction/ae-dubai/search?startDate=${day}&adults=2`);
    expect(res.status).toBe(200);
    const page = text(await res.text());
    expect(page).not.toContain(attractionResults.unknownCity);
    expect(page).toContain('برج خلیفه');
  });

  it('the title and summary name the city in Persian before the answer, not the address’s Latin words', async () => {
    const html = await (await get(`/attraction/ae-dubai/search?startDate=${day}&adults=2`)).text();
    const summary = text(/data-testid="attraction-summary"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');
    expect(summary).toContain('دبی');
    expect(summary).not.toMatch(/dubai/i);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('دبی');
  });

  it('the sandbox Durable Object answers the offline attraction set the lookup reads', async () => {
    const ns = (env as unknown as { SANDBOX: DurableObjectNamespace }).SANDBOX;
    const sandbox = ns.get(ns.idFromName('sandbox'));
    const login = await sandbox.fetch('http://sandbox.internal/auth/Login', {
      method: 'POST',
      headers: { 'X-Provider-Code': 'worker-tests', 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'guest', password: 'guest' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const res = await sandbox.fetch('http://sandbox.internal/api2/Location/Offline/attractions', {
      headers: { 'X-Provider-Code': 'worker-tests', Authorization: token },
    });
    const data = ((await res.json()) as { data: { domestic: { slug: string }[]; international: { slug: string }[] } }).data;
    expect([...data.domestic, ...data.international].map((l) => l.slug)).toEqual(expect.arrayContaining(['ae-dubai', 'ir-kish']));
  });
});
