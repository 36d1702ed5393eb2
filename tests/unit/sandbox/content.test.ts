/** Holidays, locations, banners, tour offers, day prices, images, and the contract checker itself. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HolidaysResponse, Session } from '../../../src/server/schemas';
import { createSandboxApp } from '../../../src/server/sandbox/app';
import { authed, guestLogin, inProcess, json, type Call } from './client';
import { contractProblems } from './contract-suite';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const call: Call = inProcess(createSandboxApp({ seed: 41, clock: () => START }));

describe('holidays', () => {
  it('cover the next 12 months from 2026-11-21 (Jalali 1405/1406), solar and lunar', async () => {
    const res = v.parse(HolidaysResponse, await (await call('/sandbox/holidays')).json());
    expect(res.from).toBe('2026-11-21');
    expect(res.to).toBe('2027-11-21');
    const dates = new Map(res.items.map((h) => [h.date, h]));
    // Solar: 22 Bahman 1405, Nowruz 1406, 12–13 Farvardin, 14–15 Khordad, 29 Esfand 1405.
    expect(dates.get('2027-02-11')).toMatchObject({ jalaliDate: '1405/11/22', kind: 'solar' });
    for (const d of ['2027-03-21', '2027-03-22', '2027-03-23', '2027-03-24', '2027-04-01', '2027-04-02', '2027-06-04', '2027-06-05', '2027-03-20']) expect(dates.has(d), d).toBe(true);
    // Lunar: Eid al-Fitr, Ashura, Arbaeen within the window; every month of the window has a holiday.
    for (const d of ['2027-03-09', '2027-06-15', '2027-07-24', '2026-12-22']) expect(dates.get(d)?.kind, d).toBe('lunar');
    const months = new Set(res.items.map((h) => h.date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10); // Shahrivar–Mehr 1406 (Sep–Oct 2027) have no official holiday
    expect(res.items.length).toBeGreaterThanOrEqual(25);
    expect(res.items.every((h) => h.date >= res.from && h.date <= res.to)).toBe(true);
    expect([...res.items].sort((a, b) => (a.date < b.date ? -1 : 1)).map((h) => h.date)).toEqual(res.items.map((h) => h.date));
  });

  it('takes an explicit range and refuses a bad one', async () => {
    const res = v.parse(HolidaysResponse, await (await call('/sandbox/holidays?from=2027-03-20&to=2027-03-25')).json());
    expect(res.items.map((h) => h.date)).toEqual(['2027-03-20', '2027-03-21', '2027-03-22', '2027-03-23', '2027-03-24']);
    expect((await call('/sandbox/holidays?from=2027-03-25&to=2027-03-20')).status).toBe(400);
  });
});

describe('locations', () => {
  const find = async (body: unknown) => {
    const { access_token } = await guestLogin(call);
    return ((await (await call('/api2/Location/FindLocation', json(body, authed(access_token)))).json()) as { data: { locationId: number; locationTypeId: number; slug: string; hotelName: string | null; isLocal: boolean }[] }).data;
  };

  it('finds cities by Persian (ي/ك variants too) and English names, popular first', async () => {
    expect((await find({ name: 'كيش', locationTypes: [{ locationTypeid: 3 }] }))[0]).toMatchObject({ locationId: 402, slug: 'ir-kish' });
    expect((await find({ name: 'dub', locationTypes: [3] }))[0]).toMatchObject({ locationId: 46082, slug: 'ae-dubai' });
    expect((await find({ name: 'استانبول' }))[0]).toMatchObject({ locationId: 5847, slug: 'tr-istanbul' });
    const popular = await find({ name: '', locationTypes: [3], isLocal: true, takeCount: 3 });
    expect(popular.map((l) => l.locationId)).toEqual([402, 401, 397]);
    expect((await find({ name: 'lon', isLocal: true })).length).toBe(0);
  });

  it('finds single hotels (type 4) with hotelName, and city groups (5) and flight+hotel destinations (7)', async () => {
    const hotels = await find({ name: 'هتل', locationTypes: [{ locationTypeid: 4 }], parentid: 401, takeCount: 0 });
    expect(hotels.length).toBe(20);
    expect(hotels.every((h) => h.locationTypeId === 4 && h.hotelName && Math.floor(h.locationId / 1000) === 401)).toBe(true);
    const groups = await find({ name: 'tehran', locationTypes: [5, 7] });
    expect(groups.map((g) => g.locationTypeId).sort()).toEqual([5, 7]);
  });
});

describe('content', () => {
  it('banners per locale with the spec fields, images served locally', async () => {
    const { access_token } = await guestLogin(call);
    const local = (await (await call('/banners?Hotel=true&Locale=Local', { headers: authed(access_token) })).json()) as { Place: string; order: number; Desktop: string; ShowThreeBanner: boolean; DesktopThree: unknown[] | null; expireDate: string }[];
    expect(local.length).toBeGreaterThanOrEqual(3);
    expect(local.some((b) => b.Place === 'SearchResult' && b.order > 0)).toBe(true);
    expect(local.some((b) => b.ShowThreeBanner && b.DesktopThree?.length === 3)).toBe(true);
    expect(local.every((b) => b.Desktop.startsWith('/sandbox/img/banner/') && Date.parse(b.expireDate) > START)).toBe(true);
    const img = await call(local[0]!.Desktop);
    expect(img.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await img.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
  });

  it('tour offers to popular destinations (a slider needs ≥ 4), none elsewhere', async () => {
    const { access_token } = await guestLogin(call);
    const get = async (q: string) => ((await (await call(`/api2/Tour/TourOffer?${q}`, { headers: authed(access_token) })).json()) as { data: { destinationId: number; sourceId: number; price: number }[] }).data;
    const kish = await get('locationId=402');
    expect(kish.length).toBeGreaterThanOrEqual(4);
    expect(kish.every((o) => o.destinationId === 402 && o.sourceId !== 402)).toBe(true);
    expect((await get('source=IKA&destination=DXB')).every((o) => o.sourceId === 397)).toBe(true);
    expect(await get('locationId=46134')).toEqual([]);
  });

  it('day prices for a month: one per day, some days without flights, cheapest marked', async () => {
    const { access_token } = await guestLogin(call);
    const days = ((await (await call('/api2/flights/Cheapest', json({ fromDate: '2026-12-01', toDate: '2026-12-31', source: 'THR', destination: 'MHD' }, authed(access_token)))).json()) as { data: { date: string; price: number | null; isCheapest: boolean }[] }).data;
    expect(days).toHaveLength(31);
    expect(days.some((d) => d.isCheapest)).toBe(true);
    expect(days.filter((d) => d.price !== null).every((d) => d.price! >= 10_000_000 && d.price! <= 80_000_000)).toBe(true);
  });

  it('hotel images: one SVG per listed image, 404 beyond, no external URLs', async () => {
    const ok = await call('/sandbox/img/hotel/402001/1.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toMatch(/immutable/);
    const svg = await ok.text();
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await call('/sandbox/img/hotel/402001/9.svg')).status).toBe(404);
    expect((await call('/sandbox/img/hotel/999999/1.svg')).status).toBe(404);
  });
});

describe('contract checker', () => {
  it('reports schema issues and undeclared fields (so a contract case can fail)', () => {
    expect(contractProblems(Session, { access_token: 'x' }).length).toBeGreaterThan(0);
    expect(contractProblems(v.object({ a: v.number() }), { a: 1, b: 2 })).toEqual(['$.b is not in the schema']);
    expect(contractProblems(v.array(v.object({ a: v.number() })), [{ a: 1 }, { a: 2, c: 3 }])).toEqual(['$[1].c is not in the schema']);
  });
});
