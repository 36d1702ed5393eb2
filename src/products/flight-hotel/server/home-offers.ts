/**
 * The home page's tour offers and popular tour destinations with their lowest prices (issue 48): the supplier's
 * current tour offers (flight + hotel, `TourOffer`) to a few popular destinations. Optional content: each call is
 * the content client's (3 s, no retry, a failure is an empty list), so a destination without an answer is left
 * out, never an error. The answer is kept per isolate for a few minutes (the same for every visitor).
 */
import type { IsoDate } from '@/lib/dates';
import { tourOfferSearchPath } from '@/products/flight-hotel/model/search';
import type { TourOffer } from '@/server/schemas/content';
import { contentApi } from '@/server/upstream/content';
import { destinationBySlug } from '@/server/upstream/search-form';
import type { UpstreamClient } from '@/server/upstream/request';

/** Popular destinations (location ids): Kish, Mashhad, Istanbul, Dubai. */
export const HOME_OFFER_DESTINATIONS: readonly number[] = [402, 401, 5847, 46082];
/** Offers shown per destination (its cheapest). */
export const OFFERS_PER_DESTINATION = 2;
export const HOME_OFFERS_TTL_MS = 10 * 60_000;

export interface HomeOffer extends TourOffer {
  /** The flight+hotel search of the offer's days. */
  href: string;
}

export interface OfferDestination {
  destinationId: number;
  name: string;
  /** The lowest price per person among its offers, rial. */
  lowestPrice: number;
  /** Its cheapest offer's search. */
  href: string;
}

export interface HomeOffers {
  destinations: OfferDestination[];
  offers: HomeOffer[];
}

const linked = (o: TourOffer): HomeOffer => ({ ...o, href: tourOfferSearchPath(o, { onFlightPage: false, currentQuery: {} }) });

/** The destinations (with their lowest price) and offers of the answers, cheapest first. */
export function homeOffersOf(answers: readonly (readonly TourOffer[])[]): HomeOffers {
  const destinations: OfferDestination[] = [];
  const offers: HomeOffer[] = [];
  for (const list of answers) {
    const sorted = [...list].filter((o) => o.price > 0).sort((a, b) => a.price - b.price || a.id - b.id);
    const first = sorted[0];
    if (!first) continue;
    const cheapest = linked(first);
    destinations.push({
      destinationId: first.destinationId,
      name: first.destinationPersianName,
      lowestPrice: first.price,
      href: cheapest.href,
    });
    offers.push(cheapest, ...sorted.slice(1, OFFERS_PER_DESTINATION).map(linked));
  }
  return { destinations, offers };
}

let cached: { day: IsoDate; at: number; value: HomeOffers } | null = null;

/** The home page's offers; never rejects (a failed destination is left out). */
export async function homeOffers(client: UpstreamClient, today: IsoDate, now: () => number = Date.now): Promise<HomeOffers> {
  if (cached && cached.day === today && now() - cached.at < HOME_OFFERS_TTL_MS) return cached.value;
  const content = contentApi(client);
  const answers = await Promise.all(HOME_OFFER_DESTINATIONS.map((id) => content.tourOffers(id)));
  const value = homeOffersOf(answers);
  // Kept only when every destination answered (an empty answer may be an outage: asked again next time).
  if (answers.every((a) => a.length > 0)) cached = { day: today, at: now(), value };
  return value;
}

/** Tests: forget the kept answer. */
export function clearHomeOffers(): void {
  cached = null;
}

/** Offers shown on a destination's tour page at most. */
export const DESTINATION_OFFERS_MAX = 8;

/**
 * A destination's flight+hotel tour offers (`/tour/{destination}`, issue 44 deliver 4): the city of the page's slug
 * (bare or country-prefixed, the form's lookup: 3 s, no retry), then its `TourOffer`s cheapest first, each linked to
 * the flight+hotel search of its days. Never rejects: an unknown city or a supplier that does not answer is no offer.
 */
export async function destinationOffers(client: UpstreamClient, slug: string): Promise<HomeOffer[]> {
  const city = await destinationBySlug(client, slug, { domestic: [], international: [] });
  if (!city) return [];
  const list = await contentApi(client).tourOffers(city.locationId);
  return [...list]
    .filter((o) => o.price > 0)
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .slice(0, DESTINATION_OFFERS_MAX)
    .map(linked);
}
