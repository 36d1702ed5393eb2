/** GET /banners, GET /loading-banners, GET /api2/Tour/TourOffer, GET /api2/SpecialOffer/GetSpecialOffers, POST /api2/Events/CreateEvent, POST /auth/analytics/AnalyticsInputInformation. */
import { Hono } from 'hono';
import { AnalyticsRecord, CreateEventRequest } from '../../schemas/events';
import type { SandboxContext, SandboxEnv } from '../context';
import { banners, type LoadingBannerProduct, loadingBanners, resolveCity, specialOffers, tourOffers } from '../data/content';
import { fail, MSG, ok, readBody } from '../http';
import { getStore } from '../store';
import { tehranToday, latinDigits } from '../time';
import { randomId } from '../tokens';

/** The day's offers per seed (they are a pure function of both; the calendar behind them is not free). */
const offerCache = new Map<string, ReturnType<typeof specialOffers>>();
function offersOf(ctx: SandboxContext, today: string) {
  const key = `${ctx.seed}|${today}|${ctx.publicBaseUrl}`;
  let hit = offerCache.get(key);
  if (!hit) {
    if (offerCache.size > 50) offerCache.clear();
    hit = specialOffers(ctx, today);
    offerCache.set(key, hit);
  }
  return hit;
}

export function contentRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/banners', (c) => {
    const ctx = c.get('ctx');
    const locale =
      (c.req.query('Locale') ?? c.req.query('locale') ?? 'Local').toLowerCase() === 'international' ? 'International' : 'Local';
    // Hotel=true selects hotel banners; other products have none in the sandbox.
    const hotel = (c.req.query('Hotel') ?? c.req.query('hotel') ?? 'true').toLowerCase() === 'true';
    return c.json(hotel ? banners(ctx.seed, locale, tehranToday(ctx.clock()), ctx.publicBaseUrl) : []);
  });

  // The loading-banners service: `local` true or false, and exactly one of tour, hotel, flight set to true.
  app.get('/loading-banners', (c) => {
    const ctx = c.get('ctx');
    const local = c.req.query('local');
    if (local !== 'true' && local !== 'false') return fail(c, 400, 'validation', 'پارامتر local باید true یا false باشد');
    const chosen = (['tour', 'hotel', 'flight'] as const).filter((p) => c.req.query(p) === 'true');
    if (chosen.length !== 1) return fail(c, 400, 'validation', 'دقیقاً یکی از tour، hotel یا flight باید true باشد');
    const product = chosen[0] as LoadingBannerProduct;
    return c.json(loadingBanners(ctx.seed, local === 'true', product, tehranToday(ctx.clock()), ctx.publicBaseUrl));
  });

  app.get('/api2/Tour/TourOffer', (c) => {
    const ctx = c.get('ctx');
    const destination = resolveCity(c.req.query('locationId') ?? c.req.query('destination'));
    const sourceRef = c.req.query('source');
    const source = sourceRef ? resolveCity(sourceRef) : undefined;
    if (!destination || (sourceRef && !source)) return ok(c, []);
    return ok(c, tourOffers(ctx, destination, source, tehranToday(ctx.clock())));
  });

  app.get('/api2/SpecialOffer/GetSpecialOffers', (c) => {
    const ctx = c.get('ctx');
    const now = ctx.clock();
    return ok(
      c,
      offersOf(ctx, tehranToday(now)).filter((o) => Date.parse(o.expireAt) > now),
    );
  });

  app.post('/api2/Events/CreateEvent', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, CreateEventRequest);
    if ('error' in body) return body.error;
    const phone = latinDigits(body.value.phoneNumber.trim());
    if (!phone) return fail(c, 400, 'validation', 'این فیلد الزامی است.');
    if (!/^09\d{9}$/.test(phone)) return fail(c, 400, 'validation', MSG.invalidMobile);
    const store = await getStore(ctx);
    const id = randomId(8);
    store.events.push({ id, at: ctx.clock(), body: { ...body.value, phoneNumber: phone } });
    if (store.events.length > 1000) store.events.shift();
    ctx.log(`lead event ${body.value.eventId} from ${phone}${body.value.cityName ? ` for ${body.value.cityName}` : ''}`);
    return ok(c, { id, eventId: body.value.eventId });
  });

  app.post('/auth/analytics/AnalyticsInputInformation', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, AnalyticsRecord);
    if ('error' in body) return body.error;
    const store = await getStore(ctx);
    store.analytics.push({ at: ctx.clock(), body: body.value });
    if (store.analytics.length > 1000) store.analytics.shift();
    return ok(c, null);
  });

  return app;
}
