/**
 * One bundle's page data (spec 000 route `/flight+hotel/{destination}/{hotelName}`): the bundle of the hotel in the
 * traveller's search (its token, carried from the results card), else in a new search of the same days, polled
 * until the hotel answers or the search ends (at most BUNDLE_WAIT_MS); then every flight pair that can replace the
 * default (GetAllFlights, first the cheapest few) and the pair the traveller chose (`outbound`, `inbound`).
 */
import type { IsoDate } from '@/lib/dates';
import type { Query } from '@/lib/query';
import { type UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { isSearchToken } from '@/server/upstream/search-call';
import { repairFlightHotelSearchQuery } from '../model/dates';
import { bundleRoomsProblem, bundleSearchOf } from '../model/search';
import { flightHotelSearchProblem } from '../model/search-problem';
import type { BundlePackage, FlightPair, TourBundle, TourSearchInfo } from './schemas';
import { type TourSearchParams, tourDynamicApi } from './upstream';

/** A page waits this long at most for a new search to answer the hotel. */
export const BUNDLE_WAIT_MS = 15_000;

export type BundlePage =
  | {
      kind: 'ok';
      bundle: TourBundle;
      info: TourSearchInfo;
      searchToken: string;
      pairs: FlightPair[];
      /** More pairs than listed: `allFlights=1` lists them all. */
      hasMore: boolean;
      totalPairs: number;
      /** The chosen pair (the default unless the query chose another). */
      chosen: FlightPair;
      /** The hotel's room packages for the stay (the bundle's own first); empty when the supplier did not answer them. */
      packages: BundlePackage[];
      /** The chosen room package (`package=` in the query, else the bundle's own). */
      chosenPackage: BundlePackage;
      /** The bundle's total with the chosen pair and package, as the supplier prices it (hotel + flights − discount). */
      total: number;
      request: TourSearchParams;
    }
  | { kind: 'invalid'; message: string }
  /** The hotel has no bundle for these days (no flights, sold out, not in this city). */
  | { kind: 'none'; request: TourSearchParams }
  | { kind: 'outage' };

/** The bundle's own package (its cheapest), as a package of the panel. */
export const ownPackage = (b: TourBundle): BundlePackage => ({
  packageId: b.packageId,
  packageNumber: b.packageNumber,
  rooms: b.rooms,
  hotelPrice: b.hotelPrice,
  bundleDiscount: b.bundleDiscount,
  isRefundable: b.isRefundable,
  freeCancellationUntil: b.freeCancellationUntil,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function findBundle(
  client: UpstreamClient,
  request: TourSearchParams,
  hotelId: number,
  token: string | null,
): Promise<{ bundle: TourBundle; info: TourSearchInfo; token: string } | null> {
  const api = tourDynamicApi(client);
  if (token) {
    try {
      const poll = await api.poll(token);
      const hit = poll.items.find((b) => b.hotel.hotelId === hotelId);
      const same =
        poll.searchInfo.checkIn === request.checkIn &&
        poll.searchInfo.checkOut === request.checkOut &&
        poll.searchInfo.destination === request.destination;
      if (hit && same) return { bundle: hit, info: poll.searchInfo, token };
    } catch (err) {
      // An expired or foreign token: search again below. An outage is one.
      if (!(err instanceof UpstreamError) || (err.status !== 410 && err.status !== 400)) throw err;
    }
  }
  const fresh = await api.searchToken(request);
  const started = Date.now();
  for (;;) {
    const poll = await api.poll(fresh);
    const hit = poll.items.find((b) => b.hotel.hotelId === hotelId);
    if (hit) return { bundle: hit, info: poll.searchInfo, token: fresh };
    if (poll.isFinish || Date.now() - started > BUNDLE_WAIT_MS) return null;
    await sleep(Math.min(Math.max(poll.searchInfo.nextRoundInMs ?? 1000, 200), 2000));
  }
}

export async function loadBundlePage(client: UpstreamClient, route: string, raw: Query, today: IsoDate): Promise<BundlePage> {
  const query = repairFlightHotelSearchQuery(raw, { today, destination: route }) ?? raw;
  const problem = flightHotelSearchProblem(route, query, today) ?? bundleRoomsProblem(query);
  if (problem) return { kind: 'invalid', message: problem };
  const s = bundleSearchOf(route, query);
  const hotelId = Number(query['hotelId']);
  if (!s || !Number.isSafeInteger(hotelId) || hotelId <= 0)
    return { kind: 'invalid', message: 'هتل این تور مشخص نیست؛ از نتایج جستجو انتخاب کنید.' };
  const request: TourSearchParams = {
    source: s.source,
    destination: s.destination,
    checkIn: s.flightDate,
    checkOut: s.returnDate,
    rooms: s.rooms,
  };
  const token = isSearchToken(query['searchToken']) ? (query['searchToken'] as string) : null;
  try {
    const found = await findBundle(client, request, hotelId, token);
    if (!found) return { kind: 'none', request };
    const api = tourDynamicApi(client);
    const wanted = { out: query['outbound'], back: query['inbound'] };
    // The room packages are asked beside the flights; without them the page shows the bundle's own rooms only.
    const packagesAsked = api.packages(found.token, hotelId).catch((err) => {
      if (err instanceof UpstreamError) return [] as BundlePackage[];
      throw err;
    });
    let list = await api.allFlights(found.token, hotelId, { firstRequest: query['allFlights'] !== '1', isMobileUser: false });
    const isWanted = (p: FlightPair) => p.outbound.flightId === wanted.out && p.inbound.flightId === wanted.back;
    // A chosen pair beyond the first few: the whole list.
    if (wanted.out && wanted.back && !list.items.some(isWanted) && list.hasMore)
      list = await api.allFlights(found.token, hotelId, { firstRequest: false, isMobileUser: false });
    const chosen = list.items.find(isWanted) ?? list.items.find((p) => p.isDefault) ?? list.items[0];
    if (!chosen) return { kind: 'none', request };
    const packages = await packagesAsked;
    const chosenPackage = packages.find((p) => p.packageNumber === query['package']) ?? packages[0] ?? ownPackage(found.bundle);
    return {
      kind: 'ok',
      bundle: found.bundle,
      info: found.info,
      searchToken: found.token,
      pairs: list.items,
      hasMore: list.hasMore,
      totalPairs: list.totalCount,
      chosen,
      packages,
      chosenPackage,
      total: chosenPackage.hotelPrice + chosen.flightPrice - chosenPackage.bundleDiscount,
      request,
    };
  } catch (err) {
    if (err instanceof UpstreamError) return { kind: 'outage' };
    throw err;
  }
}
