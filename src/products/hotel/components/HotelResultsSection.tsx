/**
 * The hotel's parts of the results and map pages (the hotel search flow, spec 000 §4 steps 1–5) on the one results
 * page template (src/components/results/ResultsSection.tsx). At page level: the destination check (no hyphen →
 * /hotel?error=destination, where the hotel home shows the Persian message) before any lookup, the search form's data
 * looked up while the query is parsed, the title, the summary and the search bar. Beside the first round: the tour
 * offers and banners (the list only). The first round's cards go into the HTML; the browser continues the same
 * search from that round through /stream/hotels (never polling itself).
 */
import { Suspense, type ReactNode } from 'react';
import { unstable_redirect as redirect } from 'waku/router/server';
import { css } from '../../../../styled-system/css';
import { formatDate } from '@/lib/date-format';
import { HOTEL_FIRST_RESULTS } from '@/products/hotel/model/constants';
import { isValidDestinationSlug, parseHotelFilters, toHotelFilter } from '@/products/hotel/model/query';
import { hotelResultsModel } from '@/products/hotel/model/results-model';
import { firstScreen } from '@/lib/results-model';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import type { Query } from '@/lib/query';
import { roomsSummary, type Room } from '@/lib/rooms';
import { nightCount } from '@/lib/dates';
import { appEnv, upstream, viewer, guestBookingAllowed } from '@/server/request-context';
import type { PageFirstRound } from '@/server/search/prepared-search';
import { hotelSearch } from '@/products/hotel/server/search';
import type { HotelResult, HotelSearchInfo, HotelSearchParams } from '@/products/hotel/server/upstream/search';
import { viewerCashbackPercent } from '@/server/cashback';
import { contentApi } from '@/server/upstream/content';
import { hotelResultsBanners } from '@/products/hotel/server/banners';
import type { TourOffer } from '@/server/schemas/content';
import { PageMeta } from '@/components/layout/PageMeta';
import { ResultsColumns } from '@/components/results/ResultsColumns';
import { ResultsSection, type ResultsPageParts } from '@/components/results/ResultsSection';
import { HotelFiltersColumn, ResultsList, ResultsToolbar } from './ResultsList';
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

type View = 'list' | 'map';
type Form = Awaited<ReturnType<typeof hotelSearchFormProps>>;

interface Prepared {
  destination: string;
  query: Query;
  locationId: number;
  checkIn: string;
  checkOut: string;
  rooms: Room[];
  city: string;
  form: Form;
}

/** The tour offers and the banners shown above the list. */
type Extras = [HotelResultsInit['offers'], HotelResultsInit['banners'], HotelResultsInit['cashbackPercent']];

/**
 * The search a tour offer opens, given by the page (the offer is another product's: the hotel names none of it).
 * Null: offers are shown without a link.
 */
export type TourOfferLink = (offer: TourOffer, query: Query) => string;

function hotelPage(
  destination: string,
  search: Query,
  view: View,
  tileUrl: string,
  offerLink: TourOfferLink | null,
): ResultsPageParts<HotelSearchParams, HotelResult, HotelSearchInfo, Prepared, Form, Extras> {
  return {
    search: hotelSearch,
    // The search form's data goes to the summary as plain props: the form's code loads only on the traveller's intent.
    early: () => hotelSearchFormProps({ query: search, slug: destination, popularInPage: false }),
    invalid: (refusal) => {
      if (refusal.code === 'invalid_destination') redirect(INVALID_DESTINATION_REDIRECT, 307);
      throw new Error(refusal.message);
    },
    prepare: ({ request: r, query }, form) => {
      // A missing city name comes from the location lookup (the form's destination is that lookup; spec 000 §4 step 3).
      const lookedUp = !query['city'] && form.destination?.id === r.locationId ? form.destination.name : '';
      return {
        destination,
        query: lookedUp ? { ...query, city: lookedUp } : query,
        locationId: r.locationId,
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        rooms: [...r.rooms],
        city: lookedUp || query['city'] || slugCity(destination),
        form,
      };
    },
    head: (p) => {
      const day = (iso: string) => formatDate(iso, 'jalali', { year: false });
      const summary = hotelMessages.hotelResults.summary(
        p.city,
        day(p.checkIn),
        day(p.checkOut),
        nightCount(p.checkIn, p.checkOut),
        roomsSummary(p.rooms),
      );
      const title = view === 'list' ? hotelMessages.hotelResults.pageTitle(p.city) : hotelMessages.hotelResults.mapTitle(p.city);
      return (
        <>
          <PageMeta title={title} description={hotelMessages.hotelResults.description} noindex />
          <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
            {view === 'list' ? hotelMessages.hotelResults.title : title}
          </h1>
          <ResultsSearchBar summary={summary} form={p.form} />
        </>
      );
    },
    loading: (p) => {
      const day = (iso: string) => formatDate(iso, 'jalali', { year: false });
      const dates = hotelMessages.hotelResults.loadingDates(day(p.checkIn), day(p.checkOut));
      const nights = messages.datePicker.nights(nightCount(p.checkIn, p.checkOut));
      return <SearchLoadingDialog {...hotelSearchLoading} place={p.city} details={[dates, nights]} />;
    },
    alongside: (p) => {
      const content = contentApi(upstream());
      const scope = p.query['scope'] === 'i' ? 'i' : 'l';
      const link = (o: TourOffer) => ({ ...o, href: offerLink ? offerLink(o, p.query) : null });
      return Promise.all([
        view === 'list' ? content.tourOffers(p.locationId).then((offers) => offers.map(link)) : Promise.resolve([]),
        // The searched destination's banners (the loading-banners service; an outage is no banner).
        view === 'list' ? hotelResultsBanners(upstream(), p.locationId, scope) : Promise.resolve([]),
        // The cards' «… تومان به کیف پول شما برمی‌گردد»: a logged-in viewer's cashback (the wallet is theirs).
        viewerCashbackPercent(),
      ]);
    },
    results: (first, p, [offers, banners, cashbackPercent]) => (
      <FirstRound first={first} p={p} view={view} tileUrl={tileUrl} offers={offers} banners={banners} cashbackPercent={cashbackPercent} />
    ),
  };
}

function FirstRound({
  first,
  p,
  view,
  tileUrl,
  offers,
  banners,
  cashbackPercent,
}: {
  first: PageFirstRound<HotelResult, HotelSearchInfo>;
  p: Prepared;
  view: View;
  tileUrl: string;
  offers: Extras[0];
  banners: Extras[1];
  cashbackPercent: Extras[2];
}) {
  const v = viewer();
  const { items, searchInfo: info, finished, stopMessage, searchToken, unreachable } = first;
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
    searchToken,
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
    cashbackPercent,
    testHooks: appEnv() !== 'production',
    tileUrl,
  };
  return (
    <HotelResults init={init}>
      {/* Sticks below the sticky search form (ResultsSearchBar publishes its height), never under it. */}
      {/* The filters and the cards are NOT in Suspense boundaries of their own (the dialogs are: small, nothing
          visible): React's server renderer writes a finished boundary of over 12.8 KB (five cards) as a separate
          segment with its own reveal, and reveals a boundary no sooner than 300 ms after the previous one, so the
          cards or the filters could wait hidden 300 ms behind this round's own reveal. One boundary, one reveal.
          Hydration is time-sliced anyway (the first hydration is a transition, src/waku.client.tsx). */}
      <ResultsColumns
        aside={
          <aside className={css({ position: { lg: 'sticky' }, insetBlockStart: '[calc(var(--results-form-h, 0px) + 16px)]' })}>
            <HotelFiltersColumn />
          </aside>
        }
      >
        <ResultsToolbar view={view} />
        {view === 'list' ? <ResultsList /> : <HotelMapView />}
      </ResultsColumns>
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
  offerLink = null,
}: {
  destination: string;
  search: Query;
  view: View;
  tileUrl?: string;
  offerLink?: TourOfferLink | null;
}): Promise<ReactNode> {
  // Checked first, so a bad destination redirects without any upstream lookup.
  if (!isValidDestinationSlug(destination)) redirect(INVALID_DESTINATION_REDIRECT, 307);
  return <ResultsSection parts={hotelPage(destination, search, view, tileUrl, offerLink)} place={destination} query={search} />;
}
