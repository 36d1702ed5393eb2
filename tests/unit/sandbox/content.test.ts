/** Holidays, locations, banners, tour offers, day prices, images, and the contract checker itself. */
import { inflateSync } from 'node:zlib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HolidaysResponse, Session } from '@/server/schemas';
import { createSandboxApp } from '@/server/sandbox/app';
import { sceneRaster } from '@/server/sandbox/png';
import { authed, guestLogin, inProcess, json, type Call } from './client';
import { contractProblems } from './contract-suite';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const SEED = 41;
const call: Call = inProcess(createSandboxApp({ seed: SEED, clock: () => START }));

describe('holidays', () => {
  it('cover the next 12 months from 2026-11-21 (Jalali 1405/1406), solar and lunar', async () => {
    const res = v.parse(HolidaysResponse, await (await call('/sandbox/holidays')).json());
    expect(res.from).toBe('2026-11-21');
    expect(res.to).toBe('2027-11-21');
    const dates = new Map(res.items.map((h) => [h.date, h]));
    // Solar: 22 Bahman 1405, Nowruz 1406, 12–13 Farvardin, 14–15 Khordad, 29 Esfand 1405.
    expect(dates.get('2027-02-11')).toMatchObject({ jalaliDate: '1405/11/22', kind: 'solar' });
    for (const d of [
      '2027-03-21',
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-04-01',
      '2027-04-02',
      '2027-06-04',
      '2027-06-05',
      '2027-03-20',
    ])
      expect(dates.has(d), d).toBe(true);
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
    return (
      (await (await call('/api2/Location/FindLocation', json(body, authed(access_token)))).json()) as {
        data: { locationId: number; locationTypeId: number; slug: string; hotelName: string | null; isLocal: boolean }[];
      }
    ).data;
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
    const local = (await (await call('/banners?Hotel=true&Locale=Local', { headers: authed(access_token) })).json()) as {
      Place: string;
      order: number;
      Desktop: string;
      ShowThreeBanner: boolean;
      DesktopThree: unknown[] | null;
      expireDate: string;
    }[];
    expect(local.length).toBeGreaterThanOrEqual(3);
    expect(local.some((b) => b.Place === 'SearchResult' && b.order > 0)).toBe(true);
    expect(local.some((b) => b.ShowThreeBanner && b.DesktopThree?.length === 3)).toBe(true);
    expect(local.every((b) => b.Desktop.startsWith('/sandbox/img/banner/') && Date.parse(b.expireDate) > START)).toBe(true);
    // Raster, like a real supplier's banners (an SVG with text would cost the page a document on its main thread).
    const size = async (url: string) => {
      const res = await call(url);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = new Uint8Array(await res.arrayBuffer());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const ihdr = new DataView(png.buffer, png.byteOffset + 16);
      return [ihdr.getUint32(0), ihdr.getUint32(4)];
    };
    expect(await size(local[0]!.Desktop)).toEqual([1200, 300]);
    expect(await size(local[0]!.Desktop.replace('-desktop.png', '-mobile.png'))).toEqual([600, 300]);
    expect((await call(local[0]!.Desktop.replace('.png', '.svg'))).status).toBe(404);
  });

  it('tour offers to popular destinations (a slider needs ≥ 4), none elsewhere', async () => {
    const { access_token } = await guestLogin(call);
    const get = async (q: string) =>
      (
        (await (await call(`/api2/Tour/TourOffer?${q}`, { headers: authed(access_token) })).json()) as {
          data: { destinationId: number; sourceId: number; price: number }[];
        }
      ).data;
    const kish = await get('locationId=402');
    expect(kish.length).toBeGreaterThanOrEqual(4);
    expect(kish.every((o) => o.destinationId === 402 && o.sourceId !== 402)).toBe(true);
    expect((await get('source=IKA&destination=DXB')).every((o) => o.sourceId === 397)).toBe(true);
    expect(await get('locationId=46134')).toEqual([]);
  });

  it('day prices for a month: one per day, some days without flights, cheapest marked', async () => {
    const { access_token } = await guestLogin(call);
    const days = (
      (await (
        await call(
          '/api2/flights/Cheapest',
          json({ fromDate: '2026-12-01', toDate: '2026-12-31', source: 'THR', destination: 'MHD' }, authed(access_token)),
        )
      ).json()) as { data: { date: string; price: number | null; isCheapest: boolean }[] }
    ).data;
    expect(days).toHaveLength(31);
    expect(days.some((d) => d.isCheapest)).toBe(true);
    expect(days.filter((d) => d.price !== null).every((d) => d.price! >= 10_000_000 && d.price! <= 80_000_000)).toBe(true);
  });

  it('hotel and tour photos: one PNG per listed image (a valid 480×320 truecolour PNG of the scene), 404 beyond', async () => {
    const ok = await call('/sandbox/img/hotel/402001/1.png');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(ok.headers.get('cache-control')).toMatch(/immutable/);
    const png = new Uint8Array(await ok.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Decode it: IHDR, then IDAT inflated back to the raster the sandbox drew (each row led by filter 0).
    const view = new DataView(png.buffer);
    const chunks = new Map<string, Uint8Array>();
    for (let at = 8; at < png.length; ) {
      const len = view.getUint32(at);
      const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
      const data = png.subarray(at + 8, at + 8 + len);
      expect(view.getUint32(at + 8 + len)).toBe(crc32(png.subarray(at + 4, at + 8 + len)));
      chunks.set(type, data);
      at += 12 + len;
    }
    const ihdr = new DataView(chunks.get('IHDR')!.buffer, chunks.get('IHDR')!.byteOffset);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([480, 320]);
    const raw = inflateSync(chunks.get('IDAT')!);
    const pixels = sceneRaster('hotel|402001|1', SEED);
    expect(raw.length).toBe(320 * (480 * 3 + 1));
    for (const y of [0, 100, 319]) {
      expect(raw[y * 1441]).toBe(0);
      expect(Buffer.from(raw.subarray(y * 1441 + 1, (y + 1) * 1441)).equals(Buffer.from(pixels.subarray(y * 1440, (y + 1) * 1440)))).toBe(
        true,
      );
    }
    // Different keys, different pictures; the same key, the same bytes.
    const other = new Uint8Array(await (await call('/sandbox/img/hotel/402002/1.png')).arrayBuffer());
    expect(Buffer.from(other).equals(Buffer.from(png))).toBe(false);
    expect(Buffer.from(new Uint8Array(await (await call('/sandbox/img/hotel/402001/1.png')).arrayBuffer())).equals(Buffer.from(png))).toBe(
      true,
    );
    expect((await call('/sandbox/img/hotel/402001/9.png')).status).toBe(404);
    expect((await call('/sandbox/img/hotel/999999/1.png')).status).toBe(404);
    expect((await call('/sandbox/img/hotel/402001/1.svg')).status).toBe(404);
    expect((await call('/sandbox/img/tour/40201.png')).headers.get('content-type')).toBe('image/png');
  });
});

describe('contract checker', () => {
  it('reports schema issues and undeclared fields (so a contract case can fail)', () => {
    expect(contractProblems(Session, { access_token: 'x' }).length).toBeGreaterThan(0);
    expect(contractProblems(v.object({ a: v.number() }), { a: 1, b: 2 })).toEqual(['$.b is not in the schema']);
    expect(contractProblems(v.array(v.object({ a: v.number() })), [{ a: 1 }, { a: 2, c: 3 }])).toEqual(['$[1].c is not in the schema']);
  });
});

/** The PNG chunk checksum (CRC-32, ISO 3309), written out here so the test does not borrow the encoder's. */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
