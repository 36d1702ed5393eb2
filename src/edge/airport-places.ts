/**
 * `GET /api/locations/airports?q=` — the airport search of the forms over the supplier's airport location search
 * (`locationsApi(c).airports`, `/api2/Location/FindFlightLocation`). The phrase is checked here (2–60
 * characters after ي/ك and digit normalisation, else 400); the supplier gets one try with a short deadline (the form
 * falls back to its built-in airport list, so a slow supplier must fail fast: 504/503, never a hang); the answer is
 * reshaped into the places the results route can search (src/lib/airport-places.ts), so only those reach the browser.
 * Shared: the flight, flight+hotel and CIP forms search airports through it.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { AIRPORT_PLACE_DEADLINE_MS, AIRPORT_PLACE_TAKE, LOCATION_SEARCH_MIN_CHARS } from '@/lib/constants';
import { airportPlacePhrase, toAirportPlaces } from '@/lib/airport-places';
import * as messages from '@/lib/messages';
import { locationsApi } from '@/server/upstream/locations';
import { UpstreamError, type UpstreamClient } from '@/server/upstream/request';
import { apiError, upstreamUnavailable } from './failures';

// Named for what it answers (airports and their cities), not for a product: the flight, flight+hotel and CIP forms
// all search through it. (Until issue 42 it was `/api/locations/flights`; only the site's own combobox calls it.)
export const AIRPORT_PLACES_PATH = '/api/locations/airports';

/** A phrase the search takes (airportPlacePhrase: 2–60 characters once normalised), else '' which fails. */
const Query = v.object({
  q: v.pipe(
    v.string(),
    v.transform((raw) => airportPlacePhrase(raw) ?? ''),
    v.minLength(LOCATION_SEARCH_MIN_CHARS),
  ),
});

type Env = { Variables: { upstream?: UpstreamClient } };

export function mountAirportPlaces(app: Hono): void {
  (app as unknown as Hono<Env>).get(AIRPORT_PLACES_PATH, async (c) => {
    const query = v.safeParse(Query, { q: c.req.query('q') ?? '' });
    if (!query.success) return apiError(c, 400, 'bad_phrase', messages.location.badPlacePhrase);
    const client = c.get('upstream');
    if (!client) return apiError(c, 503, 'upstream_unavailable', messages.errorPage.byStatus[500]);
    try {
      const found = await locationsApi(client).airports(
        { name: query.output.q, takeCount: AIRPORT_PLACE_TAKE },
        { deadlineMs: AIRPORT_PLACE_DEADLINE_MS, retries: 0 },
      );
      // Per session and phrase; a short private cache lets the browser's back/forward typing reuse it.
      return c.json({ items: toAirportPlaces(found) }, 200, { 'Cache-Control': 'private, max-age=300' });
    } catch (err) {
      if (err instanceof UpstreamError) return upstreamUnavailable(c, err);
      throw err;
    }
  });
}
