/**
 * The flight's parts of its results page (`/flight/{SRC-DST}/search`) on the one results page template
 * (src/components/results/ResultsSection.tsx). Bad input (not a pair of known airports, the same city at both ends,
 * passengers over the limits) renders its Persian message with a way back to the form, never a 500. The head is the
 * route's title, the trip's summary and the date strip; the first round's cards go into the HTML, and the browser
 * continues the same search from that round through /stream/flights (never polling itself).
 */
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { formatDate } from '@/lib/date-format';
import { flightStripDays, stripNonStopOnly } from '@/products/flight/model/date-strip';
import { parseFlightFilters } from '@/products/flight/model/filters';
import { type FlightSearchRequest, isDomesticFlight } from '@/products/flight/model/query';
import { findAirport } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { dayPricesWanted } from '@/products/flight/model/query';
import type { Query } from '@/lib/query';
import { appEnv, viewer } from '@/server/request-context';
import { roleNames, seesProviderName } from '@/lib/roles';
import { flightSearch } from '@/products/flight/server/search';
import type { FlightResult, FlightSearchInfo } from '@/products/flight/server/upstream';
import { PageMeta } from '@/components/layout/PageMeta';
import { HoldDocumentEnd } from '@/components/results/HoldDocumentEnd';
import { Notice } from '@/components/results/ResultsStatus';
import { ResultsColumns } from '@/components/results/ResultsColumns';
import { ResultsSection, type ResultsPageParts } from '@/components/results/ResultsSection';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { FlightFiltersColumn, FlightList, FlightToolbar } from './FlightList';
import { FlightDateStrip } from './FlightDateStrip';
import { FlightResults } from './FlightResults';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { flightSearchLoading } from './search-loading';
import type { FlightResultsInit } from './store';
import { joinParts } from '@/lib/text';
import { currentDay } from '@/server/clock';

const m = flightMessages.flightResults;

const place = (code: string) => ({ code, city: findAirport(code)?.city ?? code });

/** The flight's facts of a parsed search: the summary's words, shared by the head and the loading dialog. */
interface FlightPage {
  route: string;
  request: FlightSearchRequest;
  query: Query;
  from: string;
  to: string;
  dates: string;
  passengers: string;
}

function InvalidSearch({ message }: { message: string }) {
  return (
    <>
      <PageMeta title={m.heading} description={m.description} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{m.heading}</h1>
      <div
        role="alert"
        className={css({ bg: 'white', p: '6', borderRadius: 'l3', textAlign: 'center' })}
        data-testid="flight-search-invalid"
      >
        <p className={css({ mb: '4', fontWeight: 'semibold' })}>{message}</p>
        <a className={button()} href="/flight">
          {m.newSearch}
        </a>
      </div>
    </>
  );
}

function flightPage(
  route: string,
): ResultsPageParts<FlightSearchRequest, FlightResult, FlightSearchInfo, FlightPage, undefined, number | null> {
  return {
    search: flightSearch,
    invalid: (refusal) => <InvalidSearch message={refusal.message} />,
    prepare: ({ request, query }) => {
      const day = (iso: string) => formatDate(iso, 'jalali', { year: false, weekday: true });
      const p = request.passengers;
      return {
        route,
        request,
        query,
        from: place(request.source).city,
        to: place(request.destination).city,
        dates: request.returnDate ? `${day(request.departureDate)} – ${day(request.returnDate)}` : day(request.departureDate),
        passengers: m.passengers(p.adults + p.children + p.infants),
      };
    },
    head: ({ request, query, from, to, dates, passengers }) => {
      const title = m.pageTitle(from, to);
      return (
        <>
          <PageMeta title={title} description={m.description} noindex />
          <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>{title}</h1>
          <p
            className={css({ color: 'fg.muted', mb: '4', display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}
            data-testid="flight-summary"
          >
            <span>{joinParts(request.returnDate ? m.roundTrip : m.oneWay, dates, passengers)}</span>
            <a href="/flight" className={button({ variant: 'outline', size: 'xs' })}>
              {messages.results.changeSearch}
            </a>
          </p>
          <FlightDateStrip
            days={flightStripDays(route, query, request.departureDate, currentDay())}
            date={request.departureDate}
            source={request.source}
            destination={request.destination}
            withPrices={dayPricesWanted(request.source, request.destination)}
            nonStop={stripNonStopOnly(parseFlightFilters(query, request.destination))}
          />
        </>
      );
    },
    loading: ({ from, to, dates, passengers }) => (
      <SearchLoadingDialog {...flightSearchLoading} place={m.loadingRoute(from, to)} details={[dates, passengers]} />
    ),
    // The cards' «… تومان به کیف پول شما برمی‌گردد»: a logged-in viewer's cashback, read beside the first round.
    alongside: () => viewerCashbackPercent(),
    results: ({ items, searchInfo, finished, stopMessage, searchToken, failed }, { request, query }, cashbackPercent) => {
      const init: FlightResultsInit = {
        destination: route,
        query,
        items,
        searchInfo,
        searchToken,
        since: searchInfo?.round ?? 0,
        finished,
        stopMessage,
        testHooks: appEnv() !== 'production',
        from: place(request.source),
        to: place(request.destination),
        departureDate: request.departureDate,
        returnDate: request.returnDate,
        passengers: request.passengers,
        // No token, refused or unreachable, is shown as a failed search: the page says so instead of "no flights".
        failed,
        showProvider: seesProviderName(roleNames(viewer().roleIds)),
        local: isDomesticFlight(request.source, request.destination),
      };
      return (
        <FlightResults init={init}>
          <CashbackProvider percent={cashbackPercent}>
            <ResultsColumns
              aside={
                <aside className={css({ position: { lg: 'sticky' }, insetBlockStart: '4' })}>
                  <FlightFiltersColumn />
                </aside>
              }
            >
              <FlightToolbar />
              <FlightList />
            </ResultsColumns>
          </CashbackProvider>
          <Notice />
          <HoldDocumentEnd />
        </FlightResults>
      );
    },
  };
}

export function FlightResultsSection({ route, search }: { route: string; search: Query }): ReactNode {
  return <ResultsSection parts={flightPage(route)} place={route} query={search} />;
}
