/**
 * Flight+hotel's parts of the one results page template (src/components/results/ResultsSection.tsx): the edge's
 * parse (bad input: the page's Persian message, status 400 from the edge), the title and summary, the loading dialog
 * «در حال جستجوی ارزان‌ترین تور», and the first round of bundles handed to the shared results shell; the browser
 * continues the same search from that round through /stream/flight-hotel (polled, like hotels), for at most 90 s.
 */
import { Suspense, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { SearchProblem } from '@/components/content/SearchProblem';
import { PageMeta } from '@/components/layout/PageMeta';
import { HoldDocumentEnd } from '@/components/results/HoldDocumentEnd';
import { ResultsColumns } from '@/components/results/ResultsColumns';
import { ResultsSection, type ResultsPageParts } from '@/components/results/ResultsSection';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { Notice } from '@/components/results/ResultsStatus';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { formatDate } from '@/lib/date-format';
import { type IsoDate, nightCount } from '@/lib/dates';
import { omitKeys, type Query } from '@/lib/query';
import { firstScreen } from '@/lib/results-model';
import { type Room, roomsSummary } from '@/lib/rooms';
import { placeFrom } from '@/lib/search-summary';
import { appEnv } from '@/server/request-context';
import type { PageFirstRound } from '@/server/search/prepared-search';
import { flightHotelForm, flightHotelResults as m } from '../messages';
import { bundleResultsModel } from '../model/results-model';
import { BUNDLE_FILTER_KEYS, parseBundleFilters, toBundleFilter } from '../model/search';
import type { TourBundle, TourSearchInfo } from '../server/schemas';
import { flightHotelSearch } from '../server/search';
import type { TourSearchParams } from '../server/upstream';
import { BundleFiltersColumn } from './BundleFilters';
import { BundleList } from './BundleList';
import { ExpiredDialog } from './Dialogs';
import { FlightHotelResults } from './FlightHotelResults';
import { flightHotelSearchLoading } from './search-loading';
import type { FlightHotelResultsInit } from './store';

interface Prepared {
  route: string;
  query: Query;
  from: string;
  to: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: Room[];
}

const day = (iso: IsoDate) => formatDate(iso, 'jalali', { weekday: true, year: false });

function flightHotelPage(
  route: string,
): ResultsPageParts<TourSearchParams, TourBundle, TourSearchInfo, Prepared, undefined, number | null> {
  return {
    search: flightHotelSearch,
    invalid: (refusal) => <SearchProblem productName={flightHotelForm.name} formPath="/flight+hotel" message={refusal.message} />,
    prepare: ({ request: r, query }) => ({
      route,
      query,
      from: placeFrom(r.source).city,
      to: placeFrom(r.destination).city,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      rooms: [...r.rooms],
    }),
    head: (p) => (
      <>
        <PageMeta title={m.pageTitle(p.from, p.to)} description={m.description} noindex />
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>{m.pageTitle(p.from, p.to)}</h1>
        <p className={css({ color: 'fg.muted', mb: '4' })} data-testid="flight-hotel-summary">
          {m.summary(p.from, p.to, day(p.checkIn), day(p.checkOut), nightCount(p.checkIn, p.checkOut), roomsSummary(p.rooms))}
        </p>
      </>
    ),
    loading: (p) => (
      <SearchLoadingDialog
        {...flightHotelSearchLoading}
        place={m.loadingRoute(p.from, p.to)}
        details={[m.loadingDates(day(p.checkIn), day(p.checkOut))]}
      />
    ),
    // The cards' «… تومان به کیف پول شما برمی‌گردد»: a logged-in viewer's cashback, read beside the first round.
    alongside: () => viewerCashbackPercent(),
    results: (first, p, cashbackPercent) => <FirstRound first={first} p={p} cashbackPercent={cashbackPercent} />,
  };
}

function FirstRound({
  first,
  p,
  cashbackPercent,
}: {
  first: PageFirstRound<TourBundle, TourSearchInfo>;
  p: Prepared;
  cashbackPercent: number | null;
}) {
  const { items, searchInfo: info, finished, stopMessage, searchToken } = first;
  const filters = parseBundleFilters(p.query);
  const screen = firstScreen(bundleResultsModel, items, toBundleFilter(filters), filters.sort, 5);
  const airlineNames: Record<string, string> = {};
  for (const b of items) {
    airlineNames[b.outbound.airline.code] = b.outbound.airline.persianName;
    airlineNames[b.inbound.airline.code] = b.inbound.airline.persianName;
  }
  const init: FlightHotelResultsInit = {
    destination: p.route,
    query: p.query,
    items: screen.items,
    whole: screen.whole,
    searchInfo: info,
    searchToken,
    since: screen.whole ? 0 : (info?.round ?? 0),
    finished,
    stopMessage,
    testHooks: appEnv() !== 'production',
    // The bundle page takes the dates and rooms; the list's own filters stay here.
    linkQuery: omitKeys(p.query, BUNDLE_FILTER_KEYS),
    airlineNames,
  };
  return (
    <FlightHotelResults init={init}>
      <ResultsColumns aside={<aside>{items.length > 0 ? <BundleFiltersColumn /> : null}</aside>}>
        <CashbackProvider percent={cashbackPercent}>
          <BundleList />
        </CashbackProvider>
      </ResultsColumns>
      <HoldDocumentEnd />
      <Suspense fallback={null}>
        <ExpiredDialog />
        <Notice />
      </Suspense>
    </FlightHotelResults>
  );
}

export function FlightHotelResultsSection({ route, query }: { route: string; query: Query }): Promise<ReactNode> {
  return ResultsSection({ parts: flightHotelPage(route), place: route, query });
}
