/**
 * Flights.
 *   POST /api2/flights/searchv3                          → { searchToken, expireAt }
 *   POST /api2/flights/available/{token}[?since=n]       → { departures, returns, isFinish, searchInfo }
 *   POST /api2/flights/available/{token}/cancel          → envelope { searchId, cancelled }; later polls 410 search_cancelled
 *   GET  /api2/flights/GetFlightById/{token}/{flightId}  → envelope FlightItem
 *   POST /api/v1/flights/rules { searchToken, flightId } → envelope { flightId, rules }
 *   POST /api/v1/flights/baggages                        → envelope { flightId, items, note }
 *   POST /api2/CancellationRules/CancellationRulesFlight → envelope { flightId, isRefundable, rules, note }
 *   POST /api2/CharterFlightRule/GetRules                → envelope { flightId, isCharter, rules }
 *   POST /api2/flights/Provision { searchToken, flightId, returnFlightId? } → envelope FlightProvision; 409 sold_out
 *   GET  /api/v2/flights/get_flight_class?airline=&bookingClass= → envelope FlightClass[]
 *   POST /api2/flights/Cheapest, /api/v2/flights/search/cheap { fromDate, toDate, source, destination } → envelope DayPrice[]
 *   GET  /api2/flights/NonStopRoutes, /api2/flights/CharterSchedule → envelope lists
 */
import { Hono } from 'hono';
import { findAirline } from '@/lib/lookups/airlines';
import { findAirport } from '@/lib/lookups/airports';
import {
  CheapestRequest,
  type FlightItem,
  type FlightProvision,
  FlightProvisionRequest,
  FlightRef,
  FlightSearchRequest,
} from '@/products/flight/server/schemas';
import type { SandboxContext, SandboxEnv } from '../context';
import { cityAirports } from '../data/flight-network';
import {
  cancellationTable,
  charterRules,
  charterSchedule,
  classTypeOf,
  dayPrices,
  fareRulesText,
  flightClasses,
  nonStopRoutes,
  type Offer,
  parseOfferId,
  provisionOutcome,
  seatsNow,
  totalFor,
} from '../data/flights';
import { onSale } from '@/products/flight/model/sale-cutoff';
import { baggageByType, PASSENGER_TYPES } from '@/products/flight/model/baggage';
import { hashString, roundTo } from '../data/prng';
import { routeFault } from '../faults';
import {
  decodeFlightSearch,
  encodeFlightSearch,
  findSearchFlight,
  type FlightSearchQuery,
  flightSearchId,
  pollFlightSearch,
} from '../flight-search';
import { type Ctx, fail, ok, readBody } from '../http';
import { getStore } from '../store';
import { addDays, daysBetween, isoInstant, normaliseDate, tehranToday } from '../time';

const MAX_SEATS = 9;
const PROVISION_TTL_MS = 15 * 60_000;
const EXPIRED_MESSAGE = 'نتایج جستجو منقضی شده است؛ برای مشاهده آخرین قیمت‌ها جستجو را به‌روز کنید';
const CANCELLED_MESSAGE = 'این جستجو لغو شده است';
const BAD_TOKEN_MESSAGE = 'شناسه جستجو معتبر نیست';
const NO_FLIGHT_MESSAGE = 'پرواز مورد نظر در این جستجو یافت نشد';

function sinceOf(c: Ctx): number {
  const n = Number(c.req.query('since'));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The airports a search covers for one end: the code itself, or every airport of its city. */
function airportsOf(code: string, all: boolean): string[] {
  if (!all) return [code];
  const group = cityAirports(code);
  return group.length ? group : [code];
}

/** The search query of a valid request, or the 400 the supplier answers. */
function searchQuery(c: Ctx, body: FlightSearchRequest): Omit<FlightSearchQuery, 'startedAt' | 'empty' | 'neverFinish'> | Response {
  const source = body.source.toUpperCase();
  const destination = body.destination.toUpperCase();
  for (const code of [source, destination]) if (!findAirport(code)) return fail(c, 400, 'validation', `فرودگاه ${code} شناخته نشد`);
  const sources = airportsOf(source, body.sourceAllAirports === true);
  const destinations = airportsOf(destination, body.destinationAllAirports === true);
  // Both ends in one city (THR and IKA are both Tehran) is the same place, whatever the airports.
  if (findAirport(source)?.cityEn === findAirport(destination)?.cityEn)
    return fail(c, 400, 'validation', 'مبدأ و مقصد نمی‌توانند یکسان باشند');
  const departureDate = normaliseDate(body.departureDate);
  if (!departureDate) return fail(c, 400, 'validation', 'تاریخ رفت معتبر نیست');
  const today = tehranToday(c.get('ctx').clock());
  if (departureDate < today) return fail(c, 400, 'validation', 'تاریخ رفت نمی‌تواند در گذشته باشد');
  if (departureDate > addDays(today, 365)) return fail(c, 400, 'validation', 'تاریخ رفت حداکثر تا یک سال آینده قابل انتخاب است');
  let returnDate: string | null = null;
  if (body.flightType === 2) {
    returnDate = body.returnDate ? normaliseDate(body.returnDate) : null;
    if (!returnDate) return fail(c, 400, 'validation', 'تاریخ برگشت برای پرواز رفت و برگشت لازم است');
    if (returnDate < departureDate) return fail(c, 400, 'validation', 'تاریخ برگشت نمی‌تواند قبل از تاریخ رفت باشد');
    if (daysBetween(departureDate, returnDate) > 365) return fail(c, 400, 'validation', 'تاریخ برگشت معتبر نیست');
  }
  const passengers = { adults: body.adults, children: body.children ?? 0, infants: body.infants ?? 0 };
  if (passengers.adults + passengers.children + passengers.infants > MAX_SEATS)
    return fail(c, 400, 'validation', 'حداکثر ۹ مسافر در یک رزرو مجاز است');
  if (passengers.infants > passengers.adults) return fail(c, 400, 'validation', 'تعداد نوزادان نمی‌تواند بیش از بزرگسالان باشد');
  return { sources, destinations, departureDate, returnDate, passengers, classType: classTypeOf(body.cabin ?? 'Y') };
}

/** The search behind a token, or the supplier's 400/410. */
async function searchOf(c: Ctx, token: string): Promise<FlightSearchQuery | Response> {
  const ctx = c.get('ctx');
  const q = await decodeFlightSearch(ctx, token);
  if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
  if (ctx.clock() - q.startedAt > ctx.searchTtlMs) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
  if ((await getStore(ctx)).cancelledSearches.has(flightSearchId(token))) return fail(c, 410, 'search_cancelled', CANCELLED_MESSAGE);
  return q;
}

/** A flight of a search, with its offer, or the supplier's 4xx. */
async function flightOf(
  c: Ctx,
  token: string,
  flightId: string,
): Promise<{ q: FlightSearchQuery; item: FlightItem; offer: Offer } | Response> {
  const ctx = c.get('ctx');
  const q = await searchOf(c, token);
  if (q instanceof Response) return q;
  const item = findSearchFlight(ctx, token, q, flightId);
  const offer = item ? parseOfferId(ctx.seed, flightId) : null;
  if (!item || !offer) return fail(c, 404, 'not_found', NO_FLIGHT_MESSAGE);
  return { q, item, offer };
}

/** A flight whose check-in has closed (sale-cutoff.ts): 409 `sale_closed`, for the choice and for the booking. */
export const saleClosed = (c: Ctx) =>
  fail(c, 409, 'sale_closed', 'فروش این پرواز به پایان رسیده است (پذیرش مسافر بسته شده)؛ لطفاً پرواز دیگری انتخاب کنید');

/** Per-flight calls share one body: `{ searchToken, flightId }`. */
async function refOf(c: Ctx): Promise<{ item: FlightItem; offer: Offer } | Response> {
  const body = await readBody(c, FlightRef);
  if ('error' in body) return body.error;
  return flightOf(c, body.value.searchToken, body.value.flightId);
}

/** Prices now: the search's, raised by the flight's own re-price (or the price-change knob). */
function repriced(ctx: SandboxContext, item: FlightItem, offer: Offer, knobPercent: number | undefined) {
  const outcome = provisionOutcome(ctx.seed, offer);
  const percent = knobPercent ?? (outcome.kind === 'price' ? outcome.percent : 0);
  const up = (n: number) => (percent ? roundTo(n * (1 + percent / 100), 10_000) : n);
  return {
    // The `price-change` knob forces a price change (README): a flight the sandbox itself sells out re-prices instead.
    soldOut: knobPercent === undefined && outcome.kind === 'soldOut',
    prices: { adult: up(item.prices.adult), child: up(item.prices.child), infant: up(item.prices.infant) },
  };
}

/**
 * Price and seats of a flight (and its return) now, for the searched passengers: the provision, and the final
 * re-check of a booking (routes/checkout.ts). The price-change and sold-out knobs of the calling route apply.
 */
export async function provisionNow(
  c: Ctx,
  searchToken: string,
  flightId: string,
  returnFlightId: string | null,
): Promise<FlightProvision | Response> {
  const ctx = c.get('ctx');
  const out = await flightOf(c, searchToken, flightId);
  if (out instanceof Response) return out;
  if (out.item.leg !== 1) return fail(c, 400, 'validation', 'شناسه پرواز رفت معتبر نیست');
  const back = returnFlightId ? await flightOf(c, searchToken, returnFlightId) : null;
  if (back instanceof Response) return back;
  if (back && back.item.leg !== 2) return fail(c, 400, 'validation', 'شناسه پرواز برگشت معتبر نیست');
  if (out.q.returnDate && !back) return fail(c, 400, 'validation', 'برای پرواز رفت و برگشت، پرواز برگشت را هم انتخاب کنید');
  if (!onSale(out.item, ctx.clock()) || (back && !onSale(back.item, ctx.clock()))) return saleClosed(c);
  const fault = routeFault(c);
  const first = repriced(ctx, out.item, out.offer, fault?.priceChange);
  const second = back ? repriced(ctx, back.item, back.offer, fault?.priceChange) : null;
  if (fault?.soldOut || first.soldOut || second?.soldOut) {
    return fail(c, 409, 'sold_out', 'ظرفیت این پرواز تکمیل شده است؛ لطفاً پرواز دیگری انتخاب کنید');
  }
  const pax = out.q.passengers;
  const previousTotal = out.item.totalPrice + (back?.item.totalPrice ?? 0);
  const totalPrice = totalFor(first.prices, pax) + (second ? totalFor(second.prices, pax) : 0);
  const seats = Math.min(seatsNow(ctx.seed, out.offer), back ? seatsNow(ctx.seed, back.offer) : Number.POSITIVE_INFINITY);
  return {
    provisionId: `pv-${hashString(`${searchToken}|${flightId}|${returnFlightId ?? ''}`, ctx.seed).toString(36)}`,
    flightId,
    returnFlightId,
    previousTotal,
    totalPrice,
    priceChanged: totalPrice !== previousTotal,
    prices: first.prices,
    returnPrices: second?.prices ?? null,
    seatsLeft: seats,
    currency: 'IRR' as const,
    expireAt: isoInstant(ctx.clock() + PROVISION_TTL_MS),
  };
}

async function cheapest(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, CheapestRequest);
  if ('error' in body) return body.error;
  const from = normaliseDate(body.value.fromDate);
  const to = normaliseDate(body.value.toDate);
  if (!from || !to || to < from) return fail(c, 400, 'validation', 'بازه تاریخ معتبر نیست');
  if (daysBetween(from, to) > 61) return fail(c, 400, 'validation', 'بازه تاریخ حداکثر ۶۲ روز است');
  return ok(c, dayPrices(ctx.seed, body.value.source, body.value.destination, from, to, body.value.nonStop === true));
}

export function flightRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/api2/flights/searchv3', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, FlightSearchRequest);
    if ('error' in body) return body.error;
    const query = searchQuery(c, body.value);
    if (query instanceof Response) return query;
    const fault = routeFault(c);
    const startedAt = ctx.clock();
    const token = await encodeFlightSearch(ctx, {
      ...query,
      startedAt,
      empty: fault?.empty === true,
      neverFinish: fault?.neverFinish === true,
    });
    return c.json({ searchToken: token, expireAt: isoInstant(startedAt + ctx.searchTtlMs) });
  });

  app.post('/api2/flights/available/:token', async (c) => {
    const token = c.req.param('token');
    const q = await searchOf(c, token);
    if (q instanceof Response) return q;
    return c.json(await pollFlightSearch(c.get('ctx'), token, q, sinceOf(c)));
  });

  app.post('/api2/flights/available/:token/cancel', async (c) => {
    const ctx = c.get('ctx');
    const token = c.req.param('token');
    const q = await searchOf(c, token);
    if (q instanceof Response) return q;
    const searchId = flightSearchId(token);
    (await getStore(ctx)).cancelledSearches.add(searchId);
    ctx.log(`flight search ${searchId} cancelled`);
    return ok(c, { searchId, cancelled: true as const });
  });

  app.get('/api2/flights/GetFlightById/:token/:flightId', async (c) => {
    const found = await flightOf(c, c.req.param('token'), c.req.param('flightId'));
    if (found instanceof Response) return found;
    return ok(c, found.item);
  });

  app.post('/api/v1/flights/rules', async (c) => {
    const found = await refOf(c);
    if (found instanceof Response) return found;
    return ok(c, { flightId: found.item.flightId, rules: fareRulesText(found.offer) });
  });

  app.post('/api/v1/flights/baggages', async (c) => {
    const found = await refOf(c);
    if (found instanceof Response) return found;
    const byType = baggageByType(found.item.baggage);
    return ok(c, {
      flightId: found.item.flightId,
      items: PASSENGER_TYPES.map((passengerType) => ({
        passengerType,
        checkedPieces: byType[passengerType].pieces,
        checkedKg: byType[passengerType].checkedKg,
        cabinKg: byType[passengerType].cabinKg,
      })),
      note: 'بار اضافه در فرودگاه و به نرخ شرکت هواپیمایی دریافت می‌شود.',
    });
  });

  app.post('/api2/CancellationRules/CancellationRulesFlight', async (c) => {
    const found = await refOf(c);
    if (found instanceof Response) return found;
    return ok(c, {
      flightId: found.item.flightId,
      isRefundable: found.item.isRefundable,
      rules: cancellationTable(found.offer),
      note: 'درصد جریمه از نرخ پایه بلیت محاسبه می‌شود؛ مالیات و عوارض فرودگاهی مسترد می‌شود.',
    });
  });

  app.post('/api2/CharterFlightRule/GetRules', async (c) => {
    const found = await refOf(c);
    if (found instanceof Response) return found;
    return ok(c, { flightId: found.item.flightId, isCharter: found.item.isCharter, rules: charterRules(found.offer) });
  });

  app.post('/api2/flights/Provision', async (c) => {
    const body = await readBody(c, FlightProvisionRequest);
    if ('error' in body) return body.error;
    const { searchToken, flightId, returnFlightId } = body.value;
    const provision = await provisionNow(c, searchToken, flightId, returnFlightId ?? null);
    return provision instanceof Response ? provision : ok(c, provision);
  });

  app.get('/api/v2/flights/get_flight_class', (c) => {
    const code = (c.req.query('airline') ?? '').toUpperCase();
    if (!code) return fail(c, 400, 'validation', 'کد شرکت هواپیمایی لازم است');
    if (!findAirline(code)) return fail(c, 404, 'not_found', 'شرکت هواپیمایی یافت نشد');
    const wanted = c.req.query('bookingClass')?.toUpperCase();
    const classes = flightClasses(code).filter((f) => !wanted || f.bookingClass === wanted);
    if (wanted && !classes.length) return fail(c, 404, 'not_found', 'کلاس نرخی یافت نشد');
    return ok(c, classes);
  });

  app.post('/api2/flights/Cheapest', cheapest);
  app.post('/api/v2/flights/search/cheap', cheapest);
  app.get('/api2/flights/NonStopRoutes', (c) => ok(c, nonStopRoutes(c.get('ctx').seed)));
  app.get('/api2/flights/CharterSchedule', (c) => ok(c, charterSchedule(c.get('ctx').seed)));

  return app;
}
