/**
 * Airport CIP services (spec 000 §7: the attractions API with `&isCip=true`): one answer per call.
 *   GET /api/attraction/core/v1/available?CityId={id}&isCip=true[&Airport=IKA] → CipListResponse (bare; served
 *       through routes/attractions.ts, which owns the shared path)
 *   GET /api/attraction/core/v1/cip/{packageId}                               → CipDetailResponse (bare)
 *   GET /sandbox/img/cip/{packageId}.png                                      → generated photo
 * An unknown city, or a city without a CIP airport, is an empty list with 200; a malformed airport code is 400.
 */
import { Hono } from 'hono';
import type { CipDetail, CipList, CipPackage } from '@/products/cip/server/schemas';
import { cipTexts as m } from '@/products/cip/messages';
import type { SandboxEnv } from '../context';
import { type CipPackageDef, cipKindName, cipPackages, findCipPackage } from '../data/cip';
import { getCity } from '../data/cities';
import { type Ctx, fail, intParam } from '../http';
import { scenePng } from '../png';

const PNG_HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
};

function airportOf(p: CipPackageDef): CipPackage['airport'] {
  return {
    iata: p.iata,
    name: p.airportName,
    cityId: p.city.id,
    cityName: p.city.fa,
    cityEnglishName: p.city.en,
    countryCode: p.city.countryCode,
  };
}

export function cipView(p: CipPackageDef, base: string): CipPackage {
  return {
    packageId: p.packageId,
    airport: airportOf(p),
    terminal: p.terminal,
    kind: p.kind,
    kindName: cipKindName(p.kind),
    serviceType: p.service,
    serviceName: p.serviceName,
    persianName: p.fa,
    englishName: p.en,
    description: p.description,
    photo: `${base}/sandbox/img/cip/${p.packageId}.png`,
    prices: { ...p.prices },
    extraGuestPrice: p.extraGuestPrice,
    maxExtraGuests: p.maxExtraGuests,
    maxPassengers: p.maxPassengers,
    serviceHours: { ...p.hours },
    includes: [...p.includes],
    extras: p.extras.map((x) => ({ ...x })),
  };
}

/** The list of a city's airports' packages (`?Airport=` narrows it to one airport). */
export function cipList(c: Ctx, cityId: number): Response {
  const ctx = c.get('ctx');
  const airport = c.req.query('Airport') ?? c.req.query('airport');
  if (airport !== undefined && !/^[A-Za-z]{3}$/.test(airport)) return fail(c, 400, 'validation', m.badAirport);
  const city = getCity(cityId);
  const packages = cipPackages(ctx.seed).filter((p) => p.city.id === cityId && (!airport || p.iata === airport.toUpperCase()));
  const airports = new Map(packages.map((p) => [p.iata, airportOf(p)]));
  const body: CipList = {
    cityId,
    cityName: city?.fa ?? null,
    airports: [...airports.values()],
    items: packages.map((p) => cipView(p, ctx.publicBaseUrl)),
    totalCount: packages.length,
  };
  return c.json(body);
}

export function cipRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api/attraction/core/v1/cip/:packageId', (c) => {
    const ctx = c.get('ctx');
    const id = intParam(c.req.param('packageId'));
    if (id === null) return fail(c, 400, 'validation', m.badId);
    const p = findCipPackage(ctx.seed, id);
    if (!p) return fail(c, 404, 'not_found', m.unknown);
    const detail: CipDetail = {
      ...cipView(p, ctx.publicBaseUrl),
      rules: [
        'خدمات CIP را دست‌کم ۲۴ ساعت پیش از پرواز رزرو کنید.',
        'کودک: ۲ تا ۱۱ سال؛ نوزاد: زیر ۲ سال.',
        'تأخیر پرواز تا ۳ ساعت بدون هزینهٔ اضافه پوشش داده می‌شود.',
        'لغو تا ۲۴ ساعت پیش از پرواز بدون جریمه است.',
      ],
    };
    return c.json(detail);
  });

  app.get('/sandbox/img/cip/:file', async (c) => {
    const ctx = c.get('ctx');
    const match = /^(\d{3,9})\.png$/.exec(c.req.param('file'));
    if (!match || !findCipPackage(ctx.seed, Number(match[1]))) return c.notFound();
    return c.body(await scenePng(`cip|${match[1]}`, ctx.seed), 200, PNG_HEADERS);
  });

  return app;
}
