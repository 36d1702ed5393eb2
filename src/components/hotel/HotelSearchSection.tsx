/**
 * The server half of the results and map pages (spec 000 §4 "Hotel search flow" steps 1–5). At page level: the
 * destination check (no hyphen → /hotel?error=destination, where the hotel home shows the Persian message), the
 * defaults of an empty query and the location lookup. Then the shell streams at once with the loading dialog, and
 * inside a Suspense boundary the server starts the search, waits for its first round and renders those cards into
 * the HTML; the browser continues the same search from that round through /stream/hotels (never polling itself).
 */
import { Suspense, type ReactNode } from 'react';
import { unstable_redirect as redirect } from 'waku/router/server';
import { css } from '../../../styled-system/css';
import { formatDate } from '../../lib/date-format';
import { todayIn } from '../../lib/dates';
import { isValidDestinationSlug, withHotelQueryDefaults } from '../../lib/hotel-query';
import { messages } from '../../lib/messages';
import type { Query } from '../../lib/query';
import { roomsSummary, type Room } from '../../lib/rooms';
import { repairHotelSearchQuery } from '../../lib/search-dates';
import { nightCount } from '../../lib/dates';
import { appEnv, upstream, viewer, guestBookingAllowed } from '../../server/request-context';
import { pollHotelSearch } from '../../server/search/hotel-search';
import { hotelSearchFromQuery } from '../../server/search/requests';
import { takeStartedSearch } from '../../server/search/started-search';
import { contentApi } from '../../server/upstream/content';
import { hotelsApi, type HotelResult, type HotelSearchInfo } from '../../server/upstream/hotels';
import { PageMeta } from '../layout/PageMeta';
import { FiltersColumn, ResultsList, ResultsToolbar } from './ResultsList';
import { ExpiredDialog, LeadDialog, Notice } from './Dialogs';
import { HotelResults } from './HotelResults';
import { HotelMapView } from './HotelMapView';
import { SearchLoading } from './SearchLoading';
import { hotelSearchFormProps } from '../search/HotelSearchSection';
import { SearchSummary } from './SearchSummary';
import type { ResultsInit } from './store';

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
  const today = todayIn(Date.now());
  const client = upstream();
  const parsed = await hotelSearchFromQuery(client, destination, raw, today);
  if (!parsed.ok) {
    if (parsed.code === 'invalid_destination') redirect(INVALID_DESTINATION_REDIRECT, 307);
    throw new Error(parsed.message);
  }
  const r = parsed.value;
  // The query the page works with: defaults filled, dates repaired, the looked-up id added.
  const filled = withHotelQueryDefaults(raw, { today, locationId: r.locationId }) ?? raw;
  const repaired = repairHotelSearchQuery(filled, { today, destination }) ?? filled;
  const query: Query = { ...repaired, id: repaired['id'] || String(r.locationId) };
  delete query['searchToken'];
  delete query['since'];
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
  const [offers, banners, token] = await Promise.all([
    view === 'list' ? content.tourOffers(p.locationId) : Promise.resolve([]),
    view === 'list' ? content.hotelBanners(scope) : Promise.resolve([]),
    // Search-token failure: loading stops silently (spec 000 §8).
    takeStartedSearch(params) ??
      hotelsApi(client)
        .searchToken(params)
        .catch(() => null),
  ]);
  let items: HotelResult[] = [];
  let info: HotelSearchInfo | null = null;
  let finished = token === null;
  let stopMessage: string | null = null;
  if (token) {
    const events = pollHotelSearch(client, {
      locationId: p.locationId,
      checkIn: p.checkIn,
      checkOut: p.checkOut,
      rooms: p.rooms,
      searchToken: token,
      since: 0,
    });
    try {
      for await (const e of events) {
        if (e.type === 'round') {
          items = e.items;
          info = e.searchInfo;
          finished = e.isFinish;
          break;
        }
        finished = true;
        if (e.reason === 'expired') stopMessage = messages.hotelSearch.expired;
        else if (e.reason === 'error') stopMessage = messages.common.genericError;
        break;
      }
    } finally {
      await events.return();
    }
  }
  const now = Date.now();
  const init: ResultsInit = {
    destination: p.destination,
    query: p.query,
    items,
    searchInfo: info,
    searchToken: token,
    since: info?.round ?? 0,
    finished,
    stopMessage,
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
        <aside className={css({ position: { lg: 'sticky' }, insetBlockStart: '4' })}>
          <FiltersColumn />
        </aside>
        <div>
          <ResultsToolbar view={view} />
          {view === 'list' ? <ResultsList /> : <HotelMapView />}
        </div>
      </div>
      <ExpiredDialog />
      <LeadDialog />
      <Notice />
    </HotelResults>
  );
}

export async function HotelSearchSection({
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
  // Spec 000 §4 step 3: a missing city comes from the location lookup (the form's destination is that lookup).
  const lookedUp = !prepared.query['city'] && form.destination?.id === prepared.locationId ? form.destination.name : '';
  const p = lookedUp ? { ...prepared, city: lookedUp, query: { ...prepared.query, city: lookedUp } } : prepared;
  const dates = messages.results.loadingDates(
    formatDate(p.checkIn, 'jalali', { year: false }),
    formatDate(p.checkOut, 'jalali', { year: false }),
  );
  const nights = nightCount(p.checkIn, p.checkOut);
  const summary = messages.results.summary(
    p.city,
    formatDate(p.checkIn, 'jalali', { year: false }),
    formatDate(p.checkOut, 'jalali', { year: false }),
    nights,
    roomsSummary(p.rooms),
  );
  const title = view === 'list' ? messages.results.pageTitle(p.city) : messages.results.mapTitle(p.city);
  return (
    <>
      <PageMeta title={title} description={messages.results.description} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{view === 'list' ? messages.results.title : title}</h1>
      <SearchSummary summary={summary} form={form} />
      {/* The loading dialog is position: fixed, so the fallback holds a viewport of height in the flow: otherwise the
          footer starts in view and the first round's cards push it away (the results page's CLS). */}
      <Suspense
        fallback={
          <div className={css({ minH: '[100vh]' })}>
            <SearchLoading city={p.city} dates={dates} nights={messages.hotelSearch.nights(nights)} />
          </div>
        }
      >
        <FirstRound p={p} view={view} tileUrl={tileUrl} />
      </Suspense>
    </>
  );
}
