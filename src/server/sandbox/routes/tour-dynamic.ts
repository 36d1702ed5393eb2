/**
 * Flight+hotel (dynamic tours), spec 001 §7.
 *   POST /api2/TourDynamic/GetSearchToken { source, destination, checkIn, checkOut, roomPassengers } → { searchToken, expireAt }
 *   GET  /api2/TourDynamic/GetSearchResult/{token}[?since=n]   → { items: bundles, isFinish, searchInfo }
 *   POST /api2/TourDynamic/GetAllFlights/{token}?FirstRequest=&IsMobileUser= { hotelId } → envelope { items: flight pairs, hasMore }
 *   POST /api2/TourDynamic/Provision/{token} { hotelId, outboundId, inboundId } → envelope BundleProvision: the bundle
 *        with that pair re-checked now (seats, price; 409 sold_out, 409 sale_closed when a flight's check-in has closed,
 *        404 a hotel or flight not of the search, 410 expired); knobs `price-change` and `sold-out` act on the flights.
 *   POST /api2/TourDynamic/Packages/{token} { hotelId }        → envelope { hotelId, items: the hotel's room packages for
 *        the stay as a dynamic tour's, the bundle's own first }; Provision takes `packageNumber` to price another one.
 * Route-level fault knobs `empty` and `neverFinish` act on a new search, as for hotels and flights.
 */
import { Hono } from 'hono';
import {
  AllFlightsRequest,
  BundlePackagesRequest,
  type BundleProvision,
  BundleProvisionRequest,
  TourSearchRequest,
} from '@/products/flight-hotel/server/schemas';
import { onSale } from '@/lib/sale-cutoff';
import { parseOfferId, provisionOutcome, seatsNow, totalFor } from '../data/flights';
import { hashString, roundTo } from '../data/prng';
import { roleNames } from '@/lib/roles';
import type { SandboxContext, SandboxEnv } from '../context';
import { discountFor } from '../data/accounts';
import { hotelsOfCity } from '../data/hotels';
import { routeFault } from '../faults';
import { type Ctx, fail, ok, readBody } from '../http';
import {
  FIRST_REQUEST_PAIRS,
  allFlightPairs,
  bundleFlightItem,
  bundlePackages,
  decodeTourSearch,
  encodeTourSearch,
  findBundle,
  planTourSearch,
  pollTourSearch,
  tourCity,
} from '../tour-dynamic';
import { addDays, daysBetween, isoInstant, normaliseDate, tehranToday } from '../time';

const MAX_NIGHTS = 30;
const BASE = '/api2/TourDynamic';
const EXPIRED_MESSAGE = 'نتایج جستجو منقضی شده است؛ برای مشاهده آخرین قیمت‌ها جستجو را به‌روز کنید';
const BAD_TOKEN_MESSAGE = 'شناسه جستجو معتبر نیست';

function sinceOf(c: Ctx): number {
  const n = Number(c.req.query('since'));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

const expired = (ctx: SandboxContext, startedAt: number) => ctx.clock() - startedAt > ctx.searchTtlMs;

/** `true`/`false` (any case) or absent; anything else is null (a 400). */
function boolParam(text: string | undefined, fallback: boolean): boolean | null {
  if (text === undefined || text === '') return fallback;
  const t = text.toLowerCase();
  return t === 'true' ? true : t === 'false' ? false : null;
}

/**
 * The bundle of a search with this flight pair, re-checked now: the provision, and the final re-check of a booking
 * (booking/tour-dynamic.ts). The price-change and sold-out knobs of the calling route apply to the flights.
 */
export async function provisionBundle(c: Ctx, token: string, req: BundleProvisionRequest): Promise<BundleProvision | Response> {
  const ctx = c.get('ctx');
  const q = await decodeTourSearch(ctx, token);
  if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
  if (expired(ctx, q.startedAt)) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
  const { hotelId, outboundId, inboundId } = req;
  const plan = planTourSearch(ctx, token, q);
  const found = findBundle(plan, hotelId);
  if (!found) return fail(c, 404, 'not_found', 'این هتل در نتایج این جستجو نیست');
  // Another room package of the hotel: priced as the bundle prices its own (the hotel's price less the discount).
  let bundle = found;
  if (req.packageNumber !== undefined && req.packageNumber !== found.packageNumber) {
    const pkg = bundlePackages(ctx, q, hotelId).find((p) => p.packageNumber === req.packageNumber);
    if (!pkg) return fail(c, 404, 'not_found', 'این بستهٔ اتاق برای این تور موجود نیست');
    bundle = {
      ...found,
      packageId: pkg.packageId,
      packageNumber: pkg.packageNumber,
      rooms: pkg.rooms,
      hotelPrice: pkg.hotelPrice,
      bundleDiscount: pkg.bundleDiscount,
      isRefundable: pkg.isRefundable,
      freeCancellationUntil: pkg.freeCancellationUntil,
    };
  }
  const out = plan.outbound.find((f) => f.flightId === outboundId);
  const back = plan.inbound.find((f) => f.flightId === inboundId);
  const outItem = out ? bundleFlightItem(ctx, out.flightId, 1, plan.passengers) : null;
  const backItem = back ? bundleFlightItem(ctx, back.flightId, 2, plan.passengers) : null;
  const outOffer = parseOfferId(ctx.seed, outboundId);
  const backOffer = parseOfferId(ctx.seed, inboundId);
  if (!out || !back || !outItem || !backItem || !outOffer || !backOffer)
    return fail(c, 404, 'not_found', 'پرواز مورد نظر در این جستجو یافت نشد');
  if (!onSale(outItem, ctx.clock()) || !onSale(backItem, ctx.clock()))
    return fail(c, 409, 'sale_closed', 'فروش این پرواز به پایان رسیده است (پذیرش مسافر بسته شده)؛ لطفاً پرواز دیگری انتخاب کنید');
  const fault = routeFault(c);
  const first = provisionOutcome(ctx.seed, outOffer);
  const second = provisionOutcome(ctx.seed, backOffer);
  if (fault?.soldOut || first.kind === 'soldOut' || second.kind === 'soldOut')
    return fail(c, 409, 'sold_out', 'ظرفیت پرواز این تور تکمیل شده است؛ لطفاً پرواز دیگری انتخاب کنید');
  const percentOf = (o: typeof first) => fault?.priceChange ?? (o.kind === 'price' ? o.percent : 0);
  const up = (n: number, percent: number) => (percent ? roundTo(n * (1 + percent / 100), 10_000) : n);
  const priced = (f: typeof out, percent: number) => {
    const prices = { adult: up(f.prices.adult, percent), child: up(f.prices.child, percent), infant: up(f.prices.infant, percent) };
    return { prices, totalPrice: totalFor(prices, plan.passengers) };
  };
  const outNow = priced(out, percentOf(first));
  const backNow = priced(back, percentOf(second));
  const airport = (a: typeof outItem.origin) => ({ iata: a.iata, city: a.city, airportName: a.airportName, countryCode: a.countryCode });
  const flight = (f: typeof out, item: typeof outItem, now: typeof outNow) => ({
    ...f,
    origin: airport(item.origin),
    destination: airport(item.destination),
    prices: now.prices,
    totalPrice: now.totalPrice,
  });
  const previousFlights = out.totalPrice + back.totalPrice;
  const flightPrice = outNow.totalPrice + backNow.totalPrice;
  const previousTotal = bundle.hotelPrice + previousFlights - bundle.bundleDiscount;
  const totalPrice = bundle.hotelPrice + flightPrice - bundle.bundleDiscount;
  return {
    provisionId: `tp-${hashString(`${token}|${hotelId}|${outboundId}|${inboundId}`, ctx.seed).toString(36)}`,
    bundleId: `${hotelId}-${outboundId}-${inboundId}`,
    hotel: {
      hotelId,
      persianName: bundle.hotel.persianName,
      englishName: bundle.hotel.englishName,
      star: bundle.hotel.star,
      cityPersianName: bundle.hotel.cityPersianName,
    },
    packageId: bundle.packageId,
    packageNumber: bundle.packageNumber,
    rooms: bundle.rooms,
    checkIn: q.stay.checkIn,
    checkOut: q.stay.checkOut,
    nights: bundle.nights,
    roomPassengers: q.stay.rooms.map((r) => ({ adultsCount: r.adults, childrenAges: [...r.childrenAges] })),
    passengers: plan.passengers,
    outbound: flight(out, outItem, outNow),
    inbound: flight(back, backItem, backNow),
    hotelPrice: bundle.hotelPrice,
    flightPrice,
    bundleDiscount: bundle.bundleDiscount,
    totalPrice,
    previousTotal,
    priceChanged: totalPrice !== previousTotal,
    seatsLeft: Math.min(seatsNow(ctx.seed, outOffer), seatsNow(ctx.seed, backOffer)),
    isRefundable: bundle.isRefundable,
    freeCancellationUntil: bundle.freeCancellationUntil,
    expireAt: isoInstant(ctx.clock() + 15 * 60_000),
  };
}

export function tourDynamicRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post(`${BASE}/GetSearchToken`, async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, TourSearchRequest);
    if ('error' in body) return body.error;
    const b = body.value;
    const source = tourCity(b.source);
    const destination = tourCity(b.destination);
    if (!source) return fail(c, 404, 'not_found', 'مبدأ مورد نظر یافت نشد');
    if (!destination || hotelsOfCity(ctx.seed, destination.id).length === 0) return fail(c, 404, 'not_found', 'مقصد مورد نظر یافت نشد');
    if (source.id === destination.id) return fail(c, 400, 'validation', 'مبدأ و مقصد نمی‌توانند یکسان باشند');
    const ci = normaliseDate(b.checkIn);
    const co = normaliseDate(b.checkOut);
    if (!ci || !co) return fail(c, 400, 'validation', 'تاریخ رفت یا برگشت معتبر نیست');
    if (co <= ci) return fail(c, 400, 'validation', 'تاریخ برگشت باید بعد از تاریخ رفت باشد');
    const today = tehranToday(ctx.clock());
    if (ci < today) return fail(c, 400, 'validation', 'تاریخ رفت نمی‌تواند در گذشته باشد');
    if (ci > addDays(today, 365)) return fail(c, 400, 'validation', 'تاریخ رفت حداکثر تا یک سال آینده قابل انتخاب است');
    if (daysBetween(ci, co) > MAX_NIGHTS) return fail(c, 400, 'validation', 'مدت اقامت حداکثر ۳۰ شب است');
    const seats = b.roomPassengers.reduce((n, r) => n + r.adultsCount + r.childrenAges.filter((a) => a >= 2).length, 0);
    if (seats > 9) return fail(c, 400, 'validation', 'حداکثر ۹ مسافر مجاز است');
    const claims = c.get('auth')?.claims;
    const fault = routeFault(c);
    const startedAt = ctx.clock();
    const token = await encodeTourSearch(ctx, {
      source: source.iata,
      destination: destination.iata,
      stay: {
        checkIn: ci,
        checkOut: co,
        rooms: b.roomPassengers.map((r) => ({ adults: r.adultsCount, childrenAges: [...r.childrenAges] })),
      },
      startedAt,
      discount: claims ? discountFor(roleNames(claims.roleIds)) : 0,
      empty: fault?.empty === true,
      neverFinish: fault?.neverFinish === true,
    });
    return c.json({ searchToken: token, expireAt: isoInstant(startedAt + ctx.searchTtlMs) });
  });

  app.get(`${BASE}/GetSearchResult/:token`, async (c) => {
    const ctx = c.get('ctx');
    const token = c.req.param('token');
    const q = await decodeTourSearch(ctx, token);
    if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
    if (expired(ctx, q.startedAt)) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
    return c.json(await pollTourSearch(ctx, token, q, sinceOf(c)));
  });

  app.post(`${BASE}/GetAllFlights/:token`, async (c) => {
    const ctx = c.get('ctx');
    const token = c.req.param('token');
    const q = await decodeTourSearch(ctx, token);
    if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
    const first = boolParam(c.req.query('FirstRequest') ?? c.req.query('firstRequest'), true);
    const mobile = boolParam(c.req.query('IsMobileUser') ?? c.req.query('isMobileUser'), false);
    if (first === null || mobile === null) return fail(c, 400, 'validation', 'FirstRequest و IsMobileUser باید true یا false باشند');
    const body = await readBody(c, AllFlightsRequest);
    if ('error' in body) return body.error;
    if (expired(ctx, q.startedAt)) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
    const plan = planTourSearch(ctx, token, q);
    const bundle = findBundle(plan, body.value.hotelId);
    if (!bundle) return fail(c, 404, 'not_found', 'این هتل در نتایج این جستجو نیست');
    const pairs = allFlightPairs(plan, bundle);
    const take = first ? (mobile ? FIRST_REQUEST_PAIRS.mobile : FIRST_REQUEST_PAIRS.desktop) : pairs.length;
    return ok(c, {
      hotelId: bundle.hotel.hotelId,
      bundleId: bundle.bundleId,
      items: pairs.slice(0, take),
      hasMore: pairs.length > take,
      totalCount: pairs.length,
    });
  });

  app.post(`${BASE}/Packages/:token`, async (c) => {
    const ctx = c.get('ctx');
    const token = c.req.param('token');
    const q = await decodeTourSearch(ctx, token);
    if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
    const body = await readBody(c, BundlePackagesRequest);
    if ('error' in body) return body.error;
    if (expired(ctx, q.startedAt)) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
    const bundle = findBundle(planTourSearch(ctx, token, q), body.value.hotelId);
    if (!bundle) return fail(c, 404, 'not_found', 'این هتل در نتایج این جستجو نیست');
    // The bundle's own package first, then the others cheapest first.
    const all = bundlePackages(ctx, q, bundle.hotel.hotelId);
    const own = all.filter((p) => p.packageNumber === bundle.packageNumber);
    return ok(c, { hotelId: bundle.hotel.hotelId, items: [...own, ...all.filter((p) => p.packageNumber !== bundle.packageNumber)] });
  });

  app.post(`${BASE}/Provision/:token`, async (c) => {
    const body = await readBody(c, BundleProvisionRequest);
    if ('error' in body) return body.error;
    const p = await provisionBundle(c, c.req.param('token'), body.value);
    return p instanceof Response ? p : ok(c, p);
  });

  return app;
}
