/**
 * The server half of the results and map pages (the hotel search flow, spec 000 §4 steps 1–5). At page level: the
 * destination check (no hyphen → /hotel?error=destination, where the hotel home shows the Persian message) and the
 * parsed search: the edge's parse of this document (defaults of an empty query, repaired dates, the location lookup),
 * or the page's own on an RSC navigation. Then the shell streams at once with the loading dialog, and inside a
 * Suspense boundary the server takes the search the edge started, waits for its first round and renders those cards
 * into the HTML; the browser continues the same search from that round through /stream/hotels (never polling itself).
 */
import { Suspense, type ReactNode } from 'react';
import { unstable_redirect as redirect } from 'waku/router/server';
import { css } from '../../../../styled-system/css';
import { formatDate } from '@/lib/date-format';
import { todayIn } from '@/lib/dates';
import { HOTEL_FIRST_RESULTS } from '@/lib/constants';
import { isValidDestinationSlug, parseHotelFilters, toHotelFilter } from '@/products/hotel/model/query';
import { hotelResultsModel } from '@/products/hotel/model/results-model';
import { firstScreen } from '@/lib/results-model';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import type { Query } from '@/lib/query';
import { roomsSummary, type Room } from '@/lib/rooms';
import { nightCount } from '@/lib/dates';
import { appEnv, upstream, viewer, guestBookingAllowed } from '@/server/request-context';
import { firstSearchRound } from '@/server/search/pipeline';
import { parsedSearch, takeStartedSearch } from '@/server/search/prepared-search';
import { SEARCH_UNREACHABLE, searchStartFailure } from '@/server/search/start-failure';
import { hotelSearch } from '@/products/hotel/server/search';
import { contentApi } from '@/server/upstream/content';
import { PageMeta } from '@/components/layout/PageMeta';
import { FiltersColumn, ResultsList, ResultsToolbar } from './ResultsList';
import { ExpiredDialog, LeadDialog } from './Dialogs';
import { HoldDocumentEnd } from '@/components/results/HoldDocumentEnd';
import { Notice } from '@/components/results/ResultsStatus';
import { HotelResults } from './HotelResults';
import { HotelMapView } from './HotelMapView';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { hotelSearchLoading } from './search-loading';
import { hotelSearchFormProps } from './search/HotelSearchSection';
import { ResultsSearchBar } from './ResultsSearchBar';
import type { HotelResultsInit } from './store';

export const INVALID_DESTINATION_REDIRECT = '/hotel?error=destination';

/** The English city name of a slug, as a last resort for the title before the supplier names the city. */
function slugCity(destination: string): string {
  return destination.slice(destination.indexOf('-') + 1).replace(/-/g, ' ');
}

interface Prepared {
  destination: string;
  query: Query;
  locationId: number;
  checkIn: string;
  checkOut: string;
  rooms: Room[];
  city: string;
}

async function prepare(destination: string, raw: Query): Promise<Prepared> {
  if (!isValidDestinationSlug(destination)) redirect(INVALID_DESTINATION_REDIRECT, 307);
  const parsed = await parsedSearch(hotelSearch, upstream(), destination, raw, todayIn(Date.now()));
  if (!parsed.ok) {
    if (parsed.code === 'invalid_destination') redirect(INVALID_DESTINATION_REDIRECT, 307);
    throw new Error(parsed.message);
  }
  const { request: r, query } = parsed.value;
  return {
    destination,
    query,
    locationId: r.locationId,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    rooms: [...r.rooms],
    city: query['city'] || slugCity(destination),
  };
}

async function FirstRound({ p, view, tileUrl }: { p: Prepared; view: 'list' | 'map'; tileUrl: string }) {
  const client = upstream();
  const v = viewer();
  const content = contentApi(client);
  const scope = p.query['scope'] === 'i' ? 'i' : 'l';
  const params = { locationId: p.locationId, checkIn: p.checkIn, checkOut: p.checkOut, rooms: p.rooms };
  const [offers, banners, started] = await Promise.all([
    view === 'list' ? content.tourOffers(p.locationId) : Promise.resolve([]),
    view === 'list' ? content.hotelBanners(scope) : Promise.resolve([]),
    // A refused token ends the loading silently; an unreachable supplier is shown as an outage (start-failure.ts).
    takeStartedSearch(hotelSearch, params) ?? hotelSearch.start(client, params).catch(searchStartFailure),
  ]);
  const unreachable = started === SEARCH_UNREACHABLE;
  const token = unreachable ? null : started;
  const { items, searchInfo: info, finished, stopMessage } = await firstSearchRound(hotelSearch, client, token);
  // The list renders its first screen of cards from this round; the rest come through the stream (`firstScreen`).
  // The map shows every hotel at once, so it takes the whole round.
  const filters = parseHotelFilters(p.query);
  const screen =
    view === 'list'
      ? firstScreen(hotelResultsModel, items, toHotelFilter(filters), filters.sort, HOTEL_FIRST_RESULTS)
      : { items, whole: null };
  const now = Date.now();
  const init: HotelResultsInit = {
    destination: p.destination,
    query: p.query,
    items: screen.items,
    whole: screen.whole,
    searchInfo: info,
    searchToken: token,
    // The stream resumes after this round, or from the first when it has the rest of this round to bring.
    since: screen.whole ? 0 : (info?.round ?? 0),
    finished,
    stopMessage,
    unreachable,
    offers,
    banners: banners.filter((b) => !(Date.parse(b.expireDate) < now)),
    cityName: info?.cityName ?? p.city,
    locationId: p.locationId,
    checkIn: p.checkIn,
    checkOut: p.checkOut,
    nights: nightCount(p.checkIn, p.checkOut),
    roomsText: roomsSummary(p.rooms),
    viewer: { isLogin: v.isLogin, isCounterOrAgent: v.isCounterOrAgent, guestBookingAllowed: guestBookingAllowed() },
    testHooks: appEnv() !== 'production',
    tileUrl,
  };
  return (
    <HotelResults init={init}>
      {/* minmax(0, …): a grid column is otherwise as wide as its widest content (the tour slider), which widened the page on phones. */}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[280px minmax(0, 1fr)]' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        {/* Sticks below the sticky search form (ResultsSearchBar publishes its height), never under it. */}
        {/* The filters and the cards are NOT in Suspense boundaries of their own (the dialogs are: small, nothing
            visible): React's server renderer writes a finished boundary of over 12.8 KB (five cards) as a separate
            segment with its own reveal, and reveals a boundary no sooner than 300 ms after the previous one, so the
            cards or the filters could wait hidden 300 ms behind this round's own reveal. One boundary, one reveal.
            Hydration is time-sliced anyway (the first hydration is a transition, src/waku.client.tsx). */}
        <aside className={css({ position: { lg: 'sticky' }, insetBlockStart: '[calc(var(--results-form-h, 0px) + 16px)]' })}>
          <FiltersColumn />
        </aside>
        <div>
          <ResultsToolbar view={view} />
          {view === 'list' ? <ResultsList /> : <HotelMapView />}
        </div>
      </div>
      <HoldDocumentEnd />
      <Suspense fallback={null}>
        <ExpiredDialog />
        <LeadDialog />
        <Notice />
      </Suspense>
    </HotelResults>
  );
}

export async function HotelResultsSection({
  destination,
  search,
  view,
  tileUrl = '',
}: {
  destination: string;
  search: Query;
  view: 'list' | 'map';
  tileUrl?: string;
}): Promise<ReactNode> {
  // Checked first, so a bad destination redirects without any upstream lookup.
  if (!isValidDestinationSlug(destination)) redirect(INVALID_DESTINATION_REDIRECT, 307);
  // The search form's data goes to the summary as plain props: the form's code loads only on the traveller's intent.
  const [prepared, form] = await Promise.all([
    prepare(destination, search),
    hotelSearchFormProps({ query: search, slug: destination, popularInPage: false }),
  ]);
  // A missing city name comes from the location lookup (the form's destination is that lookup; spec 000 §4 step 3).
  const lookedUp = !prepared.query['city'] && form.destination?.id === prepared.locationId ? form.destination.name : '';
  const p = lookedUp ? { ...prepared, city: lookedUp, query: { ...prepared.query, city: lookedUp } } : prepared;
  const dates = hotelMessages.hotelResults.loadingDates(
    formatDate(p.checkIn, 'jalali', { year: false }),
    formatDate(p.checkOut, 'jalali', { year: false }),
  );
  const nights = nightCount(p.checkIn, p.checkOut);
  const summary = hotelMessages.hotelResults.summary(
    p.city,
    formatDate(p.checkIn, 'jalali', { year: false }),
    formatDate(p.checkOut, 'jalali', { year: false }),
    nights,
    roomsSummary(p.rooms),
  );
  const title = view === 'list' ? hotelMessages.hotelResults.pageTitle(p.city) : hotelMessages.hotelResults.mapTitle(p.city);
  return (
    <>
      <PageMeta title={title} description={hotelMessages.hotelResults.description} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{view === 'list' ? hotelMessages.hotelResults.title : title}</h1>
      <ResultsSearchBar summary={summary} form={form} />
      {/* The loading dialog is position: fixed, so the fallback holds a viewport of height in the flow: otherwise the
          footer starts in view and the first round's cards push it away (the results page's CLS). */}
      <Suspense
        fallback={
          <div className={css({ minH: '[100vh]' })}>
            <SearchLoadingDialog {...hotelSearchLoading} place={p.city} details={[dates, messages.datePicker.nights(nights)]} />
          </div>
        }
      >
        <FirstRound p={p} view={view} tileUrl={tileUrl} />
      </Suspense>
    </>
  );
}
