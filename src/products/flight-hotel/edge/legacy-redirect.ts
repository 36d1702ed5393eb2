/**
 * `/flight-hotel/{SRC-DST}/{Hotel-Name}?hotelId=…` (the old page that sold only the hotel of a dynamic tour) is a 301
 * to the bundle page `/flight+hotel/{SRC-DST}/{Hotel-Name}` with the same search (flightDate, returnDate, rooms; an
 * old `startDate`/`endDate` read as the flight dates) whenever it can be mapped: a source-destination pair of codes
 * and a hotel id. Without a hotel id (a hotel found by its name) the old page still answers.
 */
import type { Hono } from 'hono';
import { type Query, toSearchString } from '@/lib/query';

const ROUTE = /^[A-Za-z]{3}-[A-Za-z]{3}$/;

/** The bundle page's address for an old page's, or null when it cannot be mapped. */
export function bundlePathOfLegacy(route: string, hotelName: string, query: Query): string | null {
  const hotelId = Number(query['hotelId'] ?? query['HotelId']);
  if (!ROUTE.test(route) || !Number.isSafeInteger(hotelId) || hotelId <= 0) return null;
  const { HotelId: _h, startDate, endDate, ...rest } = query;
  const next: Query = { ...rest, hotelId: String(hotelId) };
  if (!next['flightDate'] && startDate) next['flightDate'] = startDate;
  if (!next['returnDate'] && endDate) next['returnDate'] = endDate;
  return `/flight+hotel/${route.toUpperCase()}/${encodeURIComponent(hotelName)}${toSearchString(next)}`;
}

export function mountLegacyRedirect(app: Hono): void {
  app.get('/flight-hotel/:route/:hotelName', async (c, next) => {
    const url = new URL(c.req.url);
    const query: Query = {};
    for (const [k, v] of url.searchParams) if (!(k in query)) query[k] = v;
    const to = bundlePathOfLegacy(c.req.param('route'), c.req.param('hotelName'), query);
    if (!to) return next();
    return c.redirect(to, 301);
  });
}
