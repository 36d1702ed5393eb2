/**
 * The server half of the flight results page (`/flight/{SRC-DST}/search`). At page level: the parsed search (the
 * edge's parse of this document, or the page's own on an RSC navigation); bad input (not a pair of known airports,
 * the same city at both ends, passengers over the limits) renders its Persian message with a way back to the form,
 * never a 500. Then the shell streams at once with the search-in-progress dialog, and inside a Suspense boundary the
 * server takes the search the edge started, waits for its first round and renders those cards into the HTML; the
 * browser continues the same search from that round through /stream/flights (never polling itself).
 */
import { Suspense, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { formatDate } from '@/lib/date-format';
import { todayIn } from '@/lib/dates';
import { flightStripDays } from '@/products/flight/model/date-strip';
import { type FlightSearchRequest, isDomesticFlight } from '@/products/flight/model/query';
import { findAirport } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { dayPricesWanted } from '@/lib/product-query';
import type { Query } from '@/lib/query';
import { appEnv, upstream, viewer } from '@/server/request-context';
import { roleNames, seesProviderName } from '@/lib/roles';
import { firstSearchRound, itemsForViewer } from '@/server/search/pipeline';
import { parsedSearch, takeStartedSearch } from '@/server/search/prepared-search';
import { SEARCH_UNREACHABLE, searchStartFailure } from '@/server/search/start-failure';
import { flightSearch } from '@/products/flight/server/search';
import { PageMeta } from '@/components/layout/PageMeta';
import { HoldDocumentEnd } from '@/components/results/HoldDocumentEnd';
import { Notice } from '@/components/results/ResultsStatus';
import { FlightFiltersColumn, FlightList, FlightToolbar } from './FlightList';
import { FlightDateStrip } from './FlightDateStrip';
import { FlightResults } from './FlightResults';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { flightSearchLoading } from './search-loading';
import type { FlightResultsInit } from './store';
import { joinParts } from '@/lib/text';

const m = flightMessages.flightResults;

const place = (code: string) => ({ code, city: findAirport(code)?.city ?? code });

async function FirstRound({ route, request, query }: { route: string; request: FlightSearchRequest; query: Query }) {
  const client = upstream();
  // No token, refused or unreachable, is shown as a failed search: the page says so instead of "no flights".
  const started = await (takeStartedSearch(flightSearch, request) ?? flightSearch.start(client, request).catch(searchStartFailure));
  const token = started === SEARCH_UNREACHABLE ? null : started;
  const { items, searchInfo, finished, stopMessage } = await firstSearchRound(flightSearch, client, token);
  const roles = roleNames(viewer().roleIds);
  const init: FlightResultsInit = {
    destination: route,
    query,
    items: itemsForViewer(flightSearch, items, roles),
    searchInfo,
    searchToken: token,
    since: searchInfo?.round ?? 0,
    finished,
    stopMessage,
    testHooks: appEnv() !== 'production',
    from: place(request.source),
    to: place(request.destination),
    departureDate: request.departureDate,
    returnDate: request.returnDate,
    passengers: request.passengers,
    failed: token === null,
    showProvider: seesProviderName(roles),
    local: isDomesticFlight(request.source, request.destination),
  };
  return (
    <FlightResults init={init}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[280px minmax(0, 1fr)]' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <aside className={css({ position: { lg: 'sticky' }, insetBlockStart: '4' })}>
          <FlightFiltersColumn />
        </aside>
        <div>
          <FlightToolbar />
          <FlightList />
        </div>
      </div>
      <Notice />
      <HoldDocumentEnd />
    </FlightResults>
  );
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

export async function FlightResultsSection({ route, search }: { route: string; search: Query }): Promise<ReactNode> {
  const parsed = await parsedSearch(flightSearch, upstream(), route, search, todayIn(Date.now()));
  if (!parsed.ok) return <InvalidSearch message={parsed.message} />;
  const { request, query } = parsed.value;
  const from = place(request.source).city;
  const to = place(request.destination).city;
  const day = (iso: string) => formatDate(iso, 'jalali', { year: false, weekday: true });
  const dates = request.returnDate ? `${day(request.departureDate)} – ${day(request.returnDate)}` : day(request.departureDate);
  const p = request.passengers;
  const passengers = m.passengers(p.adults + p.children + p.infants);
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
        days={flightStripDays(route, query, request.departureDate, todayIn(Date.now()))}
        date={request.departureDate}
        source={request.source}
        destination={request.destination}
        withPrices={dayPricesWanted(request.source, request.destination)}
      />
      {/* The dialog is position: fixed, so the fallback holds a viewport of height in the flow (no layout shift). */}
      <Suspense
        fallback={
          <div className={css({ minH: '[100vh]' })}>
            <SearchLoadingDialog {...flightSearchLoading} place={m.loadingRoute(from, to)} details={[dates, passengers]} />
          </div>
        }
      >
        <FirstRound route={route} request={request} query={query} />
      </Suspense>
    </>
  );
}
