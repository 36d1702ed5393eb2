/**
 * Hotel search, packages, cancellation rules and hotel details.
 *   POST /api/hotel/core/v1/Hotels/{locationId}/Search                         → { searchToken, expireAt }
 *   GET  /api/hotel/core/v1/Hotels/cities/{searchToken}/available[?since=n]    → { items, isFinish, searchInfo }
 *   POST /api/hotel/core/v1/Hotels/{locationId|searchToken}/searchpackages?hotelId=h → { searchToken, expireAt }
 *   GET  /api/hotel/core/v1/Hotels/{packageToken}/availablepackages[?hotelId=h&since=n] → { isFinish, items, searchToken, … }
 *   GET  /api/hotel/core/v1/Hotels/{packageToken|searchToken}/packages/{packageId}/cancellationRules → [{ roomTypeName, cancellationRules }]
 *   POST /api2/hotelSales/showCancellationRule { packageNumber }               → envelope { cancelModelRule2, cancellationRuleText, preRules }
 *   GET  /api2/hotels/HotelList?hotelId=|hotelIds=a,b|locationId=               → envelope HotelDetails[]
 *   GET  /api2/hotelSales/AgentHotels/{locationId}/{false|true}                 → envelope HotelDetails[] (top 30 by stars and rate; true: guaranteed only)
 */
import { Hono } from 'hono';
import { ShowCancellationRuleRequest } from '../../schemas/cancellation';
import { HotelSearchRequest, type RoomPassengers } from '@/products/hotel/server/schemas/hotels';
import { PackageSearchRequest } from '@/products/hotel/server/schemas/packages';
import type { SandboxContext, SandboxEnv } from '../context';
import { discountFor } from '../data/accounts';
import { findHotel, hotelsOfCity, resolveLocation, toHotelDetails, type HotelRecord } from '../data/hotels';
import { buildPackage, parsePackageNumber, ratePlans, splitPackageId, type StayQuery } from '../data/packages';
import { cancellationRules, showRuleData } from '../data/rules';
import { routeFault } from '../faults';
import { fail, intParam, MSG, ok, readBody, type Ctx } from '../http';
import { decodeHotelSearch, decodePackageSearch, encodeHotelSearch, encodePackageSearch, pollHotelSearch, pollPackages } from '../search';
import { roleNames } from '@/lib/roles';
import { addDays, daysBetween, isoInstant, normaliseDate, tehranToday } from '../time';

const MAX_NIGHTS = 30;

function stayFrom(c: Ctx, checkIn: string, checkOut: string, rooms: readonly RoomPassengers[]): StayQuery | Response {
  const ci = normaliseDate(checkIn);
  const co = normaliseDate(checkOut);
  if (!ci || !co) return fail(c, 400, 'validation', 'تاریخ ورود یا خروج معتبر نیست');
  if (co <= ci) return fail(c, 400, 'validation', 'تاریخ خروج باید بعد از تاریخ ورود باشد');
  const today = tehranToday(c.get('ctx').clock());
  if (ci < today) return fail(c, 400, 'validation', 'تاریخ ورود نمی‌تواند در گذشته باشد');
  if (ci > addDays(today, 365)) return fail(c, 400, 'validation', 'تاریخ ورود حداکثر تا یک سال آینده قابل انتخاب است');
  if (daysBetween(ci, co) > MAX_NIGHTS) return fail(c, 400, 'validation', 'مدت اقامت حداکثر ۳۰ شب است');
  return { checkIn: ci, checkOut: co, rooms: rooms.map((r) => ({ adults: r.adultsCount, childrenAges: [...r.childrenAges] })) };
}

function discountOf(c: Ctx): number {
  const claims = c.get('auth')?.claims;
  return claims ? discountFor(roleNames(claims.roleIds)) : 0;
}

function sinceOf(c: Ctx): number {
  const n = Number(c.req.query('since'));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function expired(ctx: SandboxContext, startedAt: number): boolean {
  return ctx.clock() - startedAt > ctx.searchTtlMs;
}

const EXPIRED_MESSAGE = 'نتایج جستجو منقضی شده است؛ برای مشاهده آخرین قیمت‌ها جستجو را به‌روز کنید';
const BAD_TOKEN_MESSAGE = 'شناسه جستجو معتبر نیست';

/** Hotel + plan of a package id, checked against the hotel the token is about (if any). */
function planOf(ctx: SandboxContext, packageId: number, hotelId: number | null): { hotel: HotelRecord; planIndex: number } | null {
  const { hotelId: h, planIndex } = splitPackageId(packageId);
  if (hotelId !== null && h !== hotelId) return null;
  const hotel = findHotel(ctx.seed, h);
  return hotel && planIndex >= 0 && planIndex < ratePlans(ctx.seed, hotel).length ? { hotel, planIndex } : null;
}

export function hotelRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const base = '/api/hotel/core/v1/Hotels';

  app.post(`${base}/:locationId/Search`, async (c) => {
    const ctx = c.get('ctx');
    const locationId = intParam(c.req.param('locationId'));
    const where = locationId === null ? null : resolveLocation(ctx.seed, locationId);
    if (locationId === null || !where) return fail(c, 404, 'not_found', 'مقصد مورد نظر یافت نشد');
    const { city, hotel } = where;
    const body = await readBody(c, HotelSearchRequest);
    if ('error' in body) return body.error;
    const stay = stayFrom(c, body.value.checkIn, body.value.checkOut, body.value.roomPassengers);
    if (stay instanceof Response) return stay;
    const fault = routeFault(c);
    const startedAt = ctx.clock();
    const token = await encodeHotelSearch(ctx, {
      locationId,
      cityId: city.id,
      hotelId: hotel?.id ?? null,
      stay,
      startedAt,
      discount: discountOf(c),
      empty: fault?.empty === true,
      neverFinish: fault?.neverFinish === true,
    });
    return c.json({ searchToken: token, expireAt: isoInstant(startedAt + ctx.searchTtlMs) });
  });

  app.get(`${base}/cities/:token/available`, async (c) => {
    const ctx = c.get('ctx');
    const token = c.req.param('token');
    const q = await decodeHotelSearch(ctx, token);
    if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
    if (expired(ctx, q.startedAt)) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
    return c.json(await pollHotelSearch(ctx, token, q, sinceOf(c)));
  });

  app.post(`${base}/:id/searchpackages`, async (c) => {
    const ctx = c.get('ctx');
    const hotelId = intParam(c.req.query('hotelId') ?? c.req.query('HotelId'));
    const hotel = hotelId === null ? undefined : findHotel(ctx.seed, hotelId);
    if (!hotel) return fail(c, 404, 'not_found', 'هتل مورد نظر یافت نشد');
    const body = await readBody(c, PackageSearchRequest);
    if ('error' in body) return body.error;
    const id = c.req.param('id');
    const searchToken = body.value.searchToken ?? (/^h1\./.test(id) ? id : null);
    let fromToken: StayQuery | null = null;
    if (searchToken) {
      const q = await decodeHotelSearch(ctx, searchToken);
      if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
      fromToken = q.stay;
    } else {
      const locationId = intParam(id);
      const where = locationId === null ? null : resolveLocation(ctx.seed, locationId);
      if (!where || where.city.id !== hotel.cityId) return fail(c, 404, 'not_found', 'هتل در این مقصد یافت نشد');
    }
    const b = body.value;
    const rooms = b.roomPassengers ?? fromToken?.rooms.map((r) => ({ adultsCount: r.adults, childrenAges: r.childrenAges }));
    const checkIn = b.checkIn ?? fromToken?.checkIn;
    const checkOut = b.checkOut ?? fromToken?.checkOut;
    if (!rooms || !checkIn || !checkOut) return fail(c, 400, 'validation', 'تاریخ ورود، تاریخ خروج و مسافران اتاق‌ها لازم است');
    const stay = stayFrom(c, checkIn, checkOut, rooms);
    if (stay instanceof Response) return stay;
    const startedAt = ctx.clock();
    const token = await encodePackageSearch(ctx, {
      hotelId: hotel.id,
      stay,
      startedAt,
      discount: discountOf(c),
      neverFinish: routeFault(c)?.neverFinish === true,
    });
    return c.json({ searchToken: token, expireAt: isoInstant(startedAt + ctx.searchTtlMs) });
  });

  app.get(`${base}/:token/availablepackages`, async (c) => {
    const ctx = c.get('ctx');
    const token = c.req.param('token');
    const q = await decodePackageSearch(ctx, token);
    if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
    const asked = c.req.query('hotelId') ?? c.req.query('HotelId');
    if (asked !== undefined && intParam(asked) !== q.hotelId) return fail(c, 400, 'validation', 'شناسه هتل با جستجو هم‌خوانی ندارد');
    if (expired(ctx, q.startedAt)) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
    const hotel = findHotel(ctx.seed, q.hotelId);
    if (!hotel) return fail(c, 404, 'not_found', 'هتل مورد نظر یافت نشد');
    return c.json(await pollPackages(ctx, token, q, hotel, sinceOf(c)));
  });

  app.get(`${base}/:token/packages/:packageId/cancellationRules`, async (c) => {
    const ctx = c.get('ctx');
    const token = c.req.param('token');
    const pq = await decodePackageSearch(ctx, token);
    const hq = pq ? null : await decodeHotelSearch(ctx, token);
    const q = pq ?? hq;
    if (!q) return fail(c, 400, 'invalid_token', BAD_TOKEN_MESSAGE);
    if (expired(ctx, q.startedAt)) return fail(c, 410, 'search_expired', EXPIRED_MESSAGE);
    const packageId = intParam(c.req.param('packageId'));
    const found = packageId === null ? null : planOf(ctx, packageId, pq ? pq.hotelId : (hq?.hotelId ?? null));
    if (!found || (hq && found.hotel.cityId !== hq.cityId)) return fail(c, 404, 'not_found', 'بسته مورد نظر یافت نشد');
    const plan = ratePlans(ctx.seed, found.hotel)[found.planIndex];
    if (!plan) return fail(c, 404, 'not_found', MSG.notFound);
    const pkg = buildPackage(ctx.seed, found.hotel, plan, q.stay, q.discount, 1);
    return c.json(cancellationRules(plan.rule, pkg, tehranToday(ctx.clock())));
  });

  app.post('/api2/hotelSales/showCancellationRule', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, ShowCancellationRuleRequest);
    if ('error' in body) return body.error;
    const ref = parsePackageNumber(body.value.packageNumber);
    const hotel = ref ? findHotel(ctx.seed, ref.hotelId) : undefined;
    const plan = ref && hotel ? ratePlans(ctx.seed, hotel)[ref.planIndex] : undefined;
    if (!ref || !hotel || !plan) return fail(c, 404, 'not_found', 'بسته مورد نظر یافت نشد');
    const pkg = buildPackage(ctx.seed, hotel, plan, ref.stay, ref.discount, 1);
    return ok(c, showRuleData(plan.rule, pkg, tehranToday(ctx.clock())));
  });

  app.get('/api2/hotels/HotelList', (c) => {
    const ctx = c.get('ctx');
    const single = c.req.query('hotelId') ?? c.req.query('HotelId');
    const many = c.req.query('hotelIds');
    const locationId = intParam(c.req.query('locationId'));
    let hotels: HotelRecord[] = [];
    if (single !== undefined || many !== undefined) {
      const ids = [single, ...(many ?? '').split(',')]
        .map((x) => intParam(x?.trim()))
        .filter((x): x is number => x !== null)
        .slice(0, 50);
      hotels = ids.map((id) => findHotel(ctx.seed, id)).filter((h): h is HotelRecord => h !== undefined);
      if (single !== undefined && hotels.length === 0) return fail(c, 404, 'not_found', 'هتل مورد نظر یافت نشد');
    } else if (locationId !== null) {
      const where = resolveLocation(ctx.seed, locationId);
      if (!where) return fail(c, 404, 'not_found', 'مقصد مورد نظر یافت نشد');
      hotels = where.hotel ? [where.hotel] : hotelsOfCity(ctx.seed, where.city.id);
    } else {
      return fail(c, 400, 'validation', 'hotelId، hotelIds یا locationId لازم است');
    }
    return ok(
      c,
      hotels.map((h) => toHotelDetails(h, ctx.publicBaseUrl)),
    );
  });

  app.get('/api2/hotelSales/AgentHotels/:locationId/:flag', (c) => {
    const ctx = c.get('ctx');
    const locationId = intParam(c.req.param('locationId'));
    const where = locationId === null ? null : resolveLocation(ctx.seed, locationId);
    if (!where) return fail(c, 404, 'not_found', 'مقصد مورد نظر یافت نشد');
    // The flag (the catalogue's call is `/false`): `true` keeps the agency's own contracted (guaranteed) hotels only,
    // `false` every hotel of the city; anything else is refused.
    const flag = c.req.param('flag').toLowerCase();
    if (flag !== 'true' && flag !== 'false') return fail(c, 400, 'validation', 'پارامتر درخواست معتبر نیست');
    const top = [...hotelsOfCity(ctx.seed, where.city.id)]
      .filter((h) => flag === 'false' || h.isGuaranty)
      .sort((a, b) => b.star - a.star || b.rate - a.rate || a.id - b.id)
      .slice(0, 30);
    return ok(
      c,
      top.map((h) => toHotelDetails(h, ctx.publicBaseUrl)),
    );
  });

  return app;
}
