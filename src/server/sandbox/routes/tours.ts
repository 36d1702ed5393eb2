/**
 * Fixed tour packages (issue 45): the supplier's tour catalogue, one answer per call (envelope `{ succeed, message,
 * data }` as every `/api2/*`).
 *   GET  /api2/Tour/Packages?destination={slug | ir-kish | cityId}   → TourListEnvelope (unknown: 200, empty)
 *   GET  /api2/Tour/Packages/faqItems[?packageId=]                   → TourFaqEnvelope
 *   GET  /api2/Tour/Packages/{packageId}                             → TourDetailEnvelope (departures as they stand now)
 *   POST /api2/Tour/Packages/{packageId}/Price  { departureId, rooms } → TourPriceEnvelope; 409 sold_out
 *   GET  /sandbox/img/tour/{packageId}/{n}.png                        → generated photo
 * Booking is BasketBook's `tours` slot (booking/tour.ts); the voucher is the shared voucher route.
 */
import { Hono } from 'hono';
import { tourTexts as m } from '@/products/tour/messages';
import { DEFAULT_CHILD_BANDS, roomPrice, roomsProblem, seatsNeeded, seatsProblem } from '@/products/tour/model/price';
import {
  type TourDestination,
  type TourPackageDetail,
  type TourPackageSummary,
  type TourPriceQuote,
  TourPriceRequest,
  type TourTransport,
} from '@/products/tour/server/schemas';
import { seatsTaken, seatsView, tourDepartures } from '../booking/tour-stock';
import type { SandboxEnv } from '../context';
import {
  MEAL_NAMES,
  TOUR_DAYS_AHEAD,
  TOUR_FIRST_DAY,
  TOUR_MAX_ROOMS,
  type TourPackageDef,
  type TourPriceRow,
  cancellationOf,
  excludedOf,
  faqOf,
  findTourDestination,
  findTourPackage,
  includedOf,
  itineraryOf,
  packagesOf,
  parseDepartureId,
  seededDepartures,
  tourEnglishTitle,
  tourTitle,
} from '../data/tours';
import { routeFault } from '../faults';
import { type Ctx, fail, intParam, ok, readBody } from '../http';
import { scenePng } from '../png';
import { getStore } from '../store';
import { addDays, daysBetween, tehranToday } from '../time';

const PNG_HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
};
const PHOTOS = 4;

export function destinationOf(p: TourPackageDef): TourDestination {
  return {
    slug: p.dest.slug,
    cityId: p.city.id,
    name: p.city.fa,
    englishName: p.city.en,
    countryCode: p.city.countryCode,
    countryPersianName: p.city.countryFa,
    countryEnglishName: p.city.countryEn,
    iataCode: p.city.iata,
    domestic: p.domestic,
  };
}

export function transportOf(p: TourPackageDef): TourTransport {
  const t = p.transport;
  const n = p.n;
  const num = (k: number) => (t.mode === 'bus' ? `${t.prefix}${p.dest.no}${k}` : `${t.prefix}${k}`);
  const cityIata = p.city.fa;
  return {
    mode: t.mode,
    carrierCode: t.code,
    carrierName: t.fa,
    outbound: {
      number: num(n * 2 - 1),
      from: 'تهران',
      to: cityIata,
      departTime: t.depart,
      arriveTime: t.arrive,
      arriveDayOffset: t.arrive < t.depart ? 1 : 0,
    },
    return: {
      number: num(n * 2),
      from: cityIata,
      to: 'تهران',
      departTime: t.back,
      arriveTime: t.backArrive,
      arriveDayOffset: t.backArrive < t.back ? 1 : 0,
    },
  };
}

function hotelsOf(p: TourPackageDef) {
  return p.hotels.map((h) => ({ ...h, mealName: MEAL_NAMES[h.mealCode] }));
}

const photo = (base: string, p: TourPackageDef, n: number) => `${base}/sandbox/img/tour/${p.packageId}/${n}.png`;

async function takenNow(c: Ctx) {
  const ctx = c.get('ctx');
  return seatsTaken(await getStore(ctx), ctx.clock());
}

export function tourSummary(c: Ctx, p: TourPackageDef, taken: ReadonlyMap<string, number>): TourPackageSummary {
  const ctx = c.get('ctx');
  const today = tehranToday(ctx.clock());
  const seeded = seededDepartures(ctx.seed, p, today);
  const open = seeded.filter((d) => seatsView(d, taken).seatsLeft > 0);
  return {
    packageId: p.packageId,
    title: tourTitle(p),
    englishTitle: tourEnglishTitle(p),
    operator: p.operator,
    destination: destinationOf(p),
    sourceName: 'تهران',
    nights: p.nights,
    days: p.nights + 1,
    image: photo(ctx.publicBaseUrl, p, 1),
    stars: Math.max(...p.hotels.map((h) => h.stars)),
    hotels: hotelsOf(p),
    transport: transportOf(p),
    priceFrom: open.length > 0 ? Math.min(...open.map((d) => d.prices.double)) : null,
    departures: seeded.map((d) => seatsView(d, taken)),
  };
}

export function tourDetail(c: Ctx, p: TourPackageDef, taken: ReadonlyMap<string, number>): TourPackageDetail {
  const ctx = c.get('ctx');
  const today = tehranToday(ctx.clock());
  const summary = tourSummary(c, p, taken);
  return {
    ...summary,
    images: Array.from({ length: PHOTOS }, (_, i) => photo(ctx.publicBaseUrl, p, i + 1)),
    description: `${summary.title} با ${p.transport.fa}، اقامت در ${p.hotels.map((h) => h.name).join(' و ')}؛ برگزارکننده: ${p.operator}.`,
    itinerary: itineraryOf(p),
    included: includedOf(p),
    excluded: excludedOf(p),
    visa: { ...p.dest.visa },
    passportRequired: !p.domestic,
    childBands: { ...DEFAULT_CHILD_BANDS },
    maxRooms: TOUR_MAX_ROOMS,
    cancellation: cancellationOf(p),
    departures: tourDepartures(ctx.seed, p, today, taken),
    faq: faqOf(p),
  };
}

/** The departure a quote or a booking names, as it stands now; a Response when it cannot be sold. */
export function departureFor(c: Ctx, p: TourPackageDef, departureId: string, taken: ReadonlyMap<string, number>) {
  const ctx = c.get('ctx');
  const today = tehranToday(ctx.clock());
  const ref = parseDepartureId(departureId);
  if (!ref || ref.packageId !== p.packageId) return fail(c, 400, 'validation', m.unknownDeparture);
  if (ref.date < addDays(today, TOUR_FIRST_DAY)) return fail(c, 400, 'validation', m.departurePast);
  if (daysBetween(today, ref.date) > TOUR_DAYS_AHEAD) return fail(c, 400, 'validation', m.unknownDeparture);
  const seeded = seededDepartures(ctx.seed, p, today).find((d) => d.departureId === departureId);
  if (!seeded) return fail(c, 400, 'validation', m.unknownDeparture);
  return { seeded, seats: seatsView(seeded, taken) };
}

export function tourRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api2/Tour/Packages', async (c) => {
    const ctx = c.get('ctx');
    const ref = c.req.query('destination') ?? '';
    if (!/^[A-Za-z0-9-]{2,40}$/.test(ref)) return fail(c, 400, 'validation', m.badDestination);
    const dest = findTourDestination(ref);
    const fault = routeFault(c);
    const taken = await takenNow(c);
    const items = dest && !fault?.empty ? packagesOf(ctx.seed, dest).map((p) => tourSummary(c, p, taken)) : [];
    const first = dest ? packagesOf(ctx.seed, dest)[0] : undefined;
    return ok(c, { destination: first ? destinationOf(first) : null, items, totalCount: items.length });
  });

  app.get('/api2/Tour/Packages/faqItems', (c) => {
    const ctx = c.get('ctx');
    const raw = c.req.query('packageId');
    if (raw === undefined) return ok(c, { packageId: null, items: faqOf(null) });
    const id = intParam(raw);
    if (id === null) return fail(c, 400, 'validation', m.badId);
    const p = findTourPackage(ctx.seed, id);
    if (!p) return fail(c, 404, 'not_found', m.unknown);
    return ok(c, { packageId: id, items: faqOf(p) });
  });

  app.get('/api2/Tour/Packages/:packageId', async (c) => {
    const ctx = c.get('ctx');
    const id = intParam(c.req.param('packageId'));
    if (id === null) return fail(c, 400, 'validation', m.badId);
    const p = findTourPackage(ctx.seed, id);
    if (!p) return fail(c, 404, 'not_found', m.unknown);
    return ok(c, tourDetail(c, p, await takenNow(c)));
  });

  app.post('/api2/Tour/Packages/:packageId/Price', async (c) => {
    const ctx = c.get('ctx');
    const id = intParam(c.req.param('packageId'));
    if (id === null) return fail(c, 400, 'validation', m.badId);
    const p = findTourPackage(ctx.seed, id);
    if (!p) return fail(c, 404, 'not_found', m.unknown);
    const body = await readBody(c, TourPriceRequest);
    if ('error' in body) return body.error;
    const req = body.value;
    const rooms = roomsProblem(req.rooms, DEFAULT_CHILD_BANDS, TOUR_MAX_ROOMS);
    if (rooms) return fail(c, 400, 'validation', rooms);
    const dep = departureFor(c, p, req.departureId, await takenNow(c));
    if (dep instanceof Response) return dep;
    const needed = seatsNeeded(req.rooms);
    const seats = routeFault(c)?.soldOut ? m.soldOut : seatsProblem(dep.seats.seatsLeft, needed);
    if (seats) return fail(c, 409, 'sold_out', seats, { seatsLeft: dep.seats.seatsLeft });
    const factor = 1 + (routeFault(c)?.priceChange ?? 0) / 100;
    const table = factor === 1 ? dep.seeded.prices : scalePrices(dep.seeded.prices, factor);
    const quoted = req.rooms.map((r) => roomPrice(table, r));
    const quote: TourPriceQuote = {
      packageId: p.packageId,
      departureId: dep.seeded.departureId,
      date: dep.seeded.date,
      returnDate: dep.seeded.returnDate,
      rooms: quoted,
      total: quoted.reduce((n, r) => n + r.total, 0),
      seatsNeeded: needed,
      seatsLeft: dep.seats.seatsLeft,
    };
    return ok(c, quote);
  });

  app.get('/sandbox/img/tour/:id/:file', async (c) => {
    const ctx = c.get('ctx');
    const id = intParam(c.req.param('id'));
    const match = /^([1-9])\.png$/.exec(c.req.param('file'));
    if (id === null || !match || Number(match[1]) > PHOTOS || !findTourPackage(ctx.seed, id)) return c.notFound();
    return c.body(await scenePng(`tour|${id}|${match[1]}`, ctx.seed), 200, PNG_HEADERS);
  });

  return app;
}

/** The `price-change` knob: every band re-priced by the factor (rounded to 100 000 rial). */
export function scalePrices(table: TourPriceRow, factor: number): TourPriceRow {
  const r = (x: number) => Math.round((x * factor) / 100_000) * 100_000;
  return {
    single: r(table.single),
    double: r(table.double),
    triple: r(table.triple),
    childWithBed: r(table.childWithBed),
    childNoBed: r(table.childNoBed),
    infant: r(table.infant),
  };
}
