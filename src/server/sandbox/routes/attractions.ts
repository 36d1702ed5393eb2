/**
 * Attraction tickets (spec 000 §7 "Attractions"): one answer per call, no search token and no rounds.
 *   GET /api/attraction/core/v1/available?CityId={id}[&Date=YYYY-MM-DD]   → AttractionListResponse (bare)
 *   GET /api/attraction/core/v1/available?CityId={id}&isCip=true[&Airport=IKA] → CipListResponse (routes/cip.ts)
 *   GET /api/attraction/core/v1/attractions/{id | slug}                   → AttractionDetailResponse (bare)
 *   GET /sandbox/img/attraction/{id}/{n}.png                              → generated photo
 * A city the supplier does not know, or one without attractions, is an empty list with 200 (the traveller searched
 * somewhere quiet), not an error; malformed input is 400 `validation` with a Persian message; an outage is whatever
 * the fault knobs make of it (`status=503`). Every day's `remaining` counts the sandbox's own bookings
 * (booking/attraction-stock.ts).
 */
import { Hono } from 'hono';
import type { AttractionDetail, AttractionItem } from '@/products/attraction/server/schemas';
import { attractionTexts as m } from '@/products/attraction/messages';
import { answerDelay, type SandboxEnv } from '../context';
import { type AttractionDef, attractionsOfCity, categoryName, findAttraction, photosOf } from '../data/attractions';
import { getCity } from '../data/cities';
import { type Ctx, fail } from '../http';
import { scenePng } from '../png';
import { getStore } from '../store';
import { normaliseDate, tehranToday } from '../time';
import { attractionDates, ticketsTaken } from '../booking/attraction-stock';
import { cipList } from './cip';

const PNG_HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
};

/** The catalogue's facts of an attraction with its days as shown now. */
async function shown(c: Ctx, a: AttractionDef) {
  const ctx = c.get('ctx');
  const today = tehranToday(ctx.clock());
  const taken = ticketsTaken(await getStore(ctx), ctx.clock());
  const dates = attractionDates(ctx.seed, a, today, taken, ctx.clock());
  const open = dates.filter((d) => !d.isSoldOut);
  const city = getCity(a.cityId);
  const base = {
    attractionId: a.id,
    slug: a.slug,
    persianName: a.fa,
    englishName: a.en,
    cityId: a.cityId,
    cityName: city?.fa ?? '',
    cityEnglishName: city?.en ?? '',
    countryCode: city?.countryCode ?? '',
    category: a.category,
    categoryName: categoryName(a.category),
    photos: photosOf(ctx.seed, a, ctx.publicBaseUrl),
    durationMinutes: a.durationMinutes,
    address: a.address,
    location: { lat: a.lat, lng: a.lng },
    minPrice: open.length ? Math.min(...open.map((d) => d.finalPrice)) : null,
    firstDate: open[0]?.serviceDate ?? null,
    summary: a.summary,
  };
  return { base, dates };
}

/** `?CityId=` as a positive integer, or null. */
const cityIdOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

async function available(c: Ctx): Promise<Response> {
  const cityId = cityIdOf(c.req.query('CityId') ?? c.req.query('cityId'));
  if (cityId === null) return fail(c, 400, 'validation', m.badCity);
  const isCip = (c.req.query('isCip') ?? 'false').toLowerCase();
  if (isCip !== 'true' && isCip !== 'false') return fail(c, 400, 'validation', m.badCipFlag);
  await answerDelay(c.get('ctx'), c.req.raw.signal);
  if (isCip === 'true') return cipList(c, cityId);
  const dateText = c.req.query('Date') ?? c.req.query('date');
  const date = dateText === undefined ? null : normaliseDate(dateText);
  if (dateText !== undefined && date === null) return fail(c, 400, 'validation', m.badDate);
  const city = getCity(cityId);
  const items: AttractionItem[] = [];
  for (const a of city ? attractionsOfCity(cityId) : []) {
    const { base, dates } = await shown(c, a);
    items.push({ ...base, dateOffer: date === null ? null : (dates.find((d) => d.serviceDate === date) ?? null) });
  }
  return c.json({ cityId, cityName: city?.fa ?? null, items, totalCount: items.length });
}

export function attractionRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api/attraction/core/v1/available', available);

  app.get('/api/attraction/core/v1/attractions/:ref', async (c) => {
    const ref = c.req.param('ref');
    if (!/^(?:\d{1,9}|[a-z0-9-]{2,80})$/.test(ref)) return fail(c, 400, 'validation', m.badId);
    const a = findAttraction(ref);
    if (!a) return fail(c, 404, 'not_found', m.unknown);
    const { base, dates } = await shown(c, a);
    const detail: AttractionDetail = {
      ...base,
      description: `${a.summary}. ${categoryName(a.category)} در ${base.cityName}؛ مدت بازدید حدود ${Math.round(a.durationMinutes / 6) / 10} ساعت. ساعات بازدید: ${a.hours}.`,
      openingHours: a.hours,
      rules: [
        'بلیت فقط برای تاریخ انتخاب‌شده معتبر است.',
        'کودک: ۳ تا ۱۱ سال؛ نوزاد: زیر ۳ سال، همراه بزرگسال.',
        'بلیت پس از صدور قابل استرداد نیست.',
      ],
      dates,
    };
    return c.json(detail);
  });

  app.get('/sandbox/img/attraction/:id/:file', async (c) => {
    const ctx = c.get('ctx');
    const match = /^([1-9])\.png$/.exec(c.req.param('file'));
    const a = findAttraction(Number(c.req.param('id')));
    if (!match || !a || Number(match[1]) > photosOf(ctx.seed, a, '').length) return c.notFound();
    return c.body(await scenePng(`attraction|${a.id}|${match[1]}`, ctx.seed), 200, PNG_HEADERS);
  });

  return app;
}
