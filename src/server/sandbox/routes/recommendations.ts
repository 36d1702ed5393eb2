/**
 * GET /ai/recommendation/search?locationId={cityId}[&hotelId=][&take=6] — hotel suggestions (issue 49 point 9): the
 * city's hotels best liked by guests (rating weighted by how many rated), the given hotel left out. A hotel id as
 * `locationId` means its city. Unknown place: 200 []. Bad numbers: 400.
 */
import { Hono } from 'hono';
import type { SandboxEnv } from '../context';
import { citySlug } from '../data/cities';
import { hotelsOfCity, resolveLocation } from '../data/hotels';
import { fail, ok } from '../http';

const num = (text: string | undefined, min: number, max: number): number | null | undefined => {
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

export function recommendationRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/ai/recommendation/search', (c) => {
    const ctx = c.get('ctx');
    const locationId = num(c.req.query('locationId'), 1, 999_999_999);
    const hotelId = num(c.req.query('hotelId'), 1, 999_999_999);
    const take = num(c.req.query('take'), 1, 12);
    if (!locationId || hotelId === null || take === null) return fail(c, 400, 'validation', 'پارامترهای پیشنهاد هتل معتبر نیست');
    const where = resolveLocation(ctx.seed, locationId);
    if (!where) return ok(c, []);
    const city = where.city;
    const score = (h: { rate: number; reviewCount: number }) => h.rate * Math.log10(10 + h.reviewCount);
    const picked = hotelsOfCity(ctx.seed, city.id)
      .filter((h) => h.id !== hotelId && h.id !== where.hotel?.id)
      .sort((a, b) => score(b) - score(a) || a.id - b.id)
      .slice(0, take ?? 6);
    return ok(
      c,
      picked.map((h) => ({
        hotelId: h.id,
        name: h.fa,
        englishName: h.en,
        cityId: city.id,
        cityName: city.fa,
        citySlug: citySlug(city),
        star: h.star,
        rate: h.rate,
        reviewCount: h.reviewCount,
        image: h.imageCount > 0 ? `${ctx.publicBaseUrl}/sandbox/img/hotel/${h.id}/1.png` : null,
        nightlyFrom: h.baseNightly,
        reason: `امتیاز ${h.rate.toLocaleString('fa-IR')} از ${h.reviewCount.toLocaleString('fa-IR')} نظر مهمانان`,
      })),
    );
  });
  return app;
}
