/** The time model, driven by an injected clock: rounds, cumulative polls, `since`, price improvements, expiry. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HotelSearchPollResponse, PackagePollResponse } from '@/server/schemas';
import { createSandboxApp } from '@/server/sandbox/app';
import { authed, dateAfter, guestLogin, inProcess, json, login, type Call } from './client';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);

function setup() {
  let now = START;
  const call: Call = inProcess(createSandboxApp({ seed: 3, clock: () => now }));
  return { call, advance: (ms: number) => (now += ms), at: () => now };
}

type Poll = v.InferOutput<typeof HotelSearchPollResponse>;

async function startSearch(call: Call, token: string, locationId = 402, days = 20): Promise<string> {
  const res = await call(
    `/api/hotel/core/v1/Hotels/${locationId}/Search`,
    json(
      { checkIn: dateAfter(START, days), checkOut: dateAfter(START, days + 3), roomPassengers: [{ adultsCount: 2, childrenAges: [] }] },
      authed(token),
    ),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { searchToken: string }).searchToken;
}

async function poll(call: Call, access: string, token: string, query = ''): Promise<Poll> {
  const res = await call(`/api/hotel/core/v1/Hotels/cities/${token}/available${query}`, { headers: authed(access) });
  expect(res.status).toBe(200);
  return v.parse(HotelSearchPollResponse, await res.json());
}

describe('hotel search rounds', () => {
  it('a Kish search finishes with ≥ 120 hotels over ≥ 3 rounds, polled every 2 s', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await startSearch(call, access_token);
    const first = await poll(call, access_token, token);
    expect(first).toMatchObject({ items: [], isFinish: false });
    expect(first.searchInfo.round).toBe(0);
    const counts: number[] = [];
    const rounds = new Set<number>();
    let last = first;
    for (let i = 0; i < 45 && !last.isFinish; i++) {
      advance(2000);
      const t0 = performance.now();
      last = await poll(call, access_token, token);
      if (i === 0) console.info(`first Kish poll (140 tickets, packages priced): ${(performance.now() - t0).toFixed(1)} ms`);
      counts.push(last.items.length);
      for (const item of last.items) rounds.add(item.round);
    }
    expect(last.isFinish).toBe(true);
    expect(last.items.length).toBeGreaterThanOrEqual(120);
    expect(new Set(last.items.map((i) => i.hotelId)).size).toBe(last.items.length);
    expect(last.searchInfo).toMatchObject({
      roundsTotal: 5,
      round: 5,
      totalCount: last.items.length,
      expectedTotal: last.items.length,
      nextRoundInMs: null,
    });
    expect(rounds.size).toBeGreaterThanOrEqual(3);
    // Cumulative: never shrinks; finished by ~10 s (the sixth 2-second poll at the latest).
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.length).toBeLessThanOrEqual(6);
  });

  it('the first round arrives after firstRoundDelayMs (default 1200), then one every 1–2 s', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await startSearch(call, access_token);
    advance(1199);
    expect((await poll(call, access_token, token)).items).toHaveLength(0);
    advance(1);
    const r1 = await poll(call, access_token, token);
    expect(r1.searchInfo.round).toBe(1);
    expect(r1.items.length).toBeGreaterThan(0);
    const gap = r1.searchInfo.nextRoundInMs ?? 0;
    expect(gap).toBeGreaterThanOrEqual(1000);
    expect(gap).toBeLessThanOrEqual(2000);
    advance(gap);
    expect((await poll(call, access_token, token)).searchInfo.round).toBe(2);
  });

  it('a poll’s round and hint are read as its answer leaves, with a clock that moves only at events (as on Workers)', async () => {
    // Cloudflare's clock: Date.now() stands still while a request computes and moves at the next event (a timer,
    // I/O). Simulated: the sandbox's clock shows the real time of the last timer tick.
    const t0 = performance.now();
    let shown = START;
    const ticker = setInterval(() => (shown = START + Math.ceil(performance.now() - t0)), 1);
    const FIRST_ROUND_MS = 20;
    try {
      const call: Call = inProcess(createSandboxApp({ seed: 3, clock: () => shown, firstRoundDelayMs: FIRST_ROUND_MS }));
      const { access_token } = await guestLogin(call);
      const token = await startSearch(call, access_token);
      const stamp = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).t as number;
      while (shown < stamp + FIRST_ROUND_MS + 5) await new Promise((r) => setTimeout(r, 2));
      const sent = START + (performance.now() - t0);
      // The first poll with results builds the ticket of every hotel of the first round: the long part of answering.
      const res = await call(`/api/hotel/core/v1/Hotels/cities/${token}/available`, { headers: authed(access_token) });
      const back = START + (performance.now() - t0);
      const first = v.parse(HotelSearchPollResponse, await res.json());
      const answeredAt = stamp + first.searchInfo.elapsedMs;
      expect(first.searchInfo.round).toBe(1);
      expect(first.items.length).toBeGreaterThan(40);
      console.info(
        `first poll with results: sent ${(sent - START).toFixed(1)}, answered ${answeredAt - START}, back ${(back - START).toFixed(1)} ms`,
      );
      // Read as the answer leaves, within the poll: the order of the reading and the build is checked exactly in
      // poll-clock.test.ts (a timed ratio here would depend on the machine).
      expect(answeredAt).toBeGreaterThanOrEqual(sent - 1);
      expect(answeredAt).toBeLessThanOrEqual(back + 1);
      // The hint counts to the second round from the time the answer left (rounds 1–2 s apart).
      const second = first.searchInfo.elapsedMs + (first.searchInfo.nextRoundInMs ?? 0);
      expect(second).toBeGreaterThanOrEqual(FIRST_ROUND_MS + 1000);
      expect(second).toBeLessThanOrEqual(FIRST_ROUND_MS + 2000);
    } finally {
      clearInterval(ticker);
    }
  });

  it('a later round may improve the price of a hotel already sent; `since` returns only new or changed items', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await startSearch(call, access_token, 5847);
    const seen = new Map<number, number>();
    let improved = 0;
    let sinceRound = 0;
    for (let i = 0; i < 12; i++) {
      advance(1000);
      const all = await poll(call, access_token, token);
      const delta = await poll(call, access_token, token, `?since=${sinceRound}`);
      const changed = all.items.filter((t) => seen.get(t.hotelId) !== t.packagePrice);
      expect(delta.items.map((t) => t.hotelId).sort()).toEqual(changed.map((t) => t.hotelId).sort());
      for (const t of all.items) {
        const before = seen.get(t.hotelId);
        if (before !== undefined && t.packagePrice !== before) {
          expect(t.packagePrice).toBeLessThan(before);
          expect(t.products[0]!.packagePrice).toBe(t.packagePrice);
          improved++;
        }
        seen.set(t.hotelId, t.packagePrice);
      }
      sinceRound = all.searchInfo.round;
      if (all.isFinish) break;
    }
    expect(improved).toBeGreaterThan(0);
  });

  it('the site’s own contracted hotels answer in the first round at their final price; other hotels come later', async () => {
    for (const [cityId, startOffset] of [
      [402, 0],
      [401, 7_000],
      [5847, 13_000],
    ] as const) {
      const { call, advance } = setup();
      advance(startOffset);
      const { access_token } = await guestLogin(call);
      const token = await startSearch(call, access_token, cityId);
      advance(1_200);
      const first = await poll(call, access_token, token);
      expect(first.searchInfo.round).toBe(1);
      advance(20_000);
      const last = await poll(call, access_token, token);
      expect(last.isFinish).toBe(true);
      const guaranteed = last.items.filter((t) => t.isGuaranty);
      expect(guaranteed.length).toBeGreaterThan(0);
      const atFirst = new Map(first.items.map((t) => [t.hotelId, t.packagePrice]));
      for (const t of guaranteed) {
        expect(t.round).toBe(1);
        expect(atFirst.get(t.hotelId)).toBe(t.packagePrice);
      }
      expect(last.items.some((t) => !t.isGuaranty && t.round > 1)).toBe(true);
    }
  });

  it('is stateless: another app instance with the same seed answers polls of the token', async () => {
    let now = START;
    const a = inProcess(createSandboxApp({ seed: 3, clock: () => now }));
    const b = inProcess(createSandboxApp({ seed: 3, clock: () => now }));
    const { access_token } = await guestLogin(a);
    const token = await startSearch(a, access_token);
    now += 20_000;
    const pa = await poll(a, access_token, token);
    const pb = await poll(b, access_token, token);
    expect(JSON.stringify(pb)).toBe(JSON.stringify(pa));
  });

  it('expires after 1200 s (410) and rejects a forged token (400)', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await startSearch(call, access_token);
    advance(1_200_001);
    // The access token expired too (15 min); log in again.
    const fresh = await guestLogin(call);
    const res = await call(`/api/hotel/core/v1/Hotels/cities/${token}/available`, { headers: authed(fresh.access_token) });
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: 'search_expired' });
    const forged = token.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    expect((await call(`/api/hotel/core/v1/Hotels/cities/${forged}/available`, { headers: authed(fresh.access_token) })).status).toBe(400);
  });

  it('a single-hotel location (type 4) searches that hotel only', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await startSearch(call, access_token, 401007);
    advance(15_000);
    const done = await poll(call, access_token, token);
    expect(done.isFinish).toBe(true);
    expect(done.items.map((i) => i.hotelId)).toEqual([401007]);
  });

  it('validates dates and rooms with Persian messages', async () => {
    const { call } = setup();
    const { access_token } = await guestLogin(call);
    const send = (body: unknown) => call('/api/hotel/core/v1/Hotels/402/Search', json(body, authed(access_token)));
    const room = [{ adultsCount: 2, childrenAges: [] }];
    const cases: [unknown, RegExp][] = [
      [{ checkIn: dateAfter(START, 5), checkOut: dateAfter(START, 5), roomPassengers: room }, /بعد از تاریخ ورود/],
      [{ checkIn: dateAfter(START, -2), checkOut: dateAfter(START, 1), roomPassengers: room }, /گذشته/],
      [{ checkIn: dateAfter(START, 1), checkOut: dateAfter(START, 40), roomPassengers: room }, /۳۰ شب/],
      [
        { checkIn: dateAfter(START, 1), checkOut: dateAfter(START, 3), roomPassengers: [{ adultsCount: 15, childrenAges: [] }] },
        /۱۴ مسافر/,
      ],
      [
        {
          checkIn: dateAfter(START, 1),
          checkOut: dateAfter(START, 3),
          roomPassengers: [{ adultsCount: 2, childrenAges: [1, 2, 3, 4, 5, 6, 7] }],
        },
        /۶ نفر/,
      ],
      [
        { checkIn: dateAfter(START, 1), checkOut: dateAfter(START, 3), roomPassengers: [...room, ...room, ...room, ...room, ...room] },
        /۴ اتاق/,
      ],
      [{ checkIn: 'tomorrow', checkOut: dateAfter(START, 3), roomPassengers: room }, /معتبر نیست/],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    // Jalali dates (year < 1600) are accepted: 1405-09-10 = 2026-12-01.
    const jalali = await send({ checkIn: '1405-09-10', checkOut: '1405-09-12', roomPassengers: room });
    expect(jalali.status).toBe(200);
  });
});

describe('package search rounds', () => {
  it('packages arrive in rounds, finish within ~3 s, and counter users get a discount', async () => {
    const { call, advance } = setup();
    const guest = await guestLogin(call);
    const counter = await login(call, '09120000002', 'Sandbox!234');
    const body = { checkIn: dateAfter(START, 20), checkOut: dateAfter(START, 22), roomPassengers: [{ adultsCount: 2, childrenAges: [] }] };
    const tokenOf = async (access: string) =>
      (
        (await (await call('/api/hotel/core/v1/Hotels/402/searchpackages?hotelId=402003', json(body, authed(access)))).json()) as {
          searchToken: string;
        }
      ).searchToken;
    const gTok = await tokenOf(guest.access_token);
    const cTok = await tokenOf(counter.access_token);
    const pollP = async (access: string, tok: string) =>
      v.parse(
        PackagePollResponse,
        await (await call(`/api/hotel/core/v1/Hotels/${tok}/availablepackages?hotelId=402003`, { headers: authed(access) })).json(),
      );
    expect((await pollP(guest.access_token, gTok)).items).toEqual([]);
    let g = await pollP(guest.access_token, gTok);
    for (let i = 0; i < 10 && !g.isFinish; i++) {
      advance(1000);
      g = await pollP(guest.access_token, gTok);
    }
    expect(g.isFinish).toBe(true);
    expect(g.items.length).toBeGreaterThanOrEqual(2);
    expect(g.items.length).toBeLessThanOrEqual(12);
    const c = await pollP(counter.access_token, cTok);
    const byId = new Map(c.items.map((p) => [p.packageId, p.packagePrice]));
    for (const p of g.items) expect(byId.get(p.packageId)).toBeLessThan(p.packagePrice);
    // A hotelId that does not match the token is refused.
    expect(
      (await call(`/api/hotel/core/v1/Hotels/${gTok}/availablepackages?hotelId=402004`, { headers: authed(guest.access_token) })).status,
    ).toBe(400);
  });
});
