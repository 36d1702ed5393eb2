'use client';
/**
 * The flight results column: the counter («N flights so far» while the search runs), the sorts, the chosen outbound
 * (return trips), the list 60 at a time with «more», and the states: no flight at all («no result found!»), none
 * left by the filters, a failed search (an outage, said as such: it is not "no flights"), an expired search. On
 * phones the filters open in a full-screen dialog.
 */
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { FiltersDrawer } from '@/components/results/FiltersDrawer';
import { MoreSentinel, ResultsCounter } from '@/components/results/ResultsStatus';
import { firstFrameClass } from '@/components/results/first-frame';
import { flightFirstFrame } from './first-frame';
import { useHeldWhilePressed } from '@/components/results/press-hold';
import { useFlip } from '@/components/results/use-flip';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FlightCard } from './FlightCard';
import { FlightFiltersPanel, FlightSortBar } from './FlightFilters';
import { isSoldOut, useFlightResults } from './store';
import { loadTripBooking } from './trip-booking';
import { airportChanges } from '@/products/flight/model/legs';
import type { FlightResult } from '@/products/flight/server/upstream';

/** What a return says when it changes airports within a city against the chosen outbound. */
function changeWarnings(outbound: FlightResult | undefined, inbound: FlightResult): string[] {
  if (!outbound || inbound.leg !== 2) return [];
  const at = (p: { iata: string; city: string }) => `${p.city} (${p.iata})`;
  return airportChanges(outbound, inbound).map((c) => m.airportChange[c.end](at(c.was), at(c.now)));
}

const FlightTripBooking = lazy(() => loadTripBooking().then((m) => ({ default: m.FlightTripBooking })));

const m = flightMessages.flightResults;
const panel = css({
  bg: 'white',
  p: '6',
  borderRadius: 'l3',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  alignItems: 'center',
});

function Outage() {
  const { restartSearch } = useFlightResults();
  return (
    <div role="alert" className={panel} data-testid="results-outage">
      <h2 className={css({ fontWeight: 'bold' })}>{m.outageTitle}</h2>
      <p>{m.outage}</p>
      <button type="button" className={button()} onClick={restartSearch}>
        {messages.results.searchAgain}
      </button>
    </div>
  );
}

/** The chosen outbound above the return list, or the whole trip once chosen. */
function Chosen() {
  const { init, store, choice, changeOutbound, bookTrip } = useFlightResults();
  const snap = useSnapshot(store);
  const c = useSnapshot(choice);
  const seats = init.passengers.adults + init.passengers.children + init.passengers.infants;
  const outbound = c.outbound === null ? undefined : snap.items.get(c.outbound);
  const inbound = c.inbound === null ? undefined : snap.items.get(c.inbound);
  if (!outbound || (init.returnDate !== null && snap.filters.leg !== 2 && !c.done)) return null;
  const total = outbound.total + (inbound?.total ?? 0);
  return (
    <section className={css({ mb: '4' })} aria-labelledby="flight-chosen" data-testid="flight-chosen">
      <h2 id="flight-chosen" className={css({ fontWeight: 'bold', mb: '2' })}>
        {c.done ? m.selected : m.chosenOutbound}
      </h2>
      <FlightCard
        flight={outbound}
        searchToken={init.searchToken}
        showProvider={init.showProvider === true}
        seats={seats}
        chosen
        chooseLabel={m.change}
        onChoose={changeOutbound}
      />
      {inbound ? (
        <FlightCard
          flight={inbound}
          searchToken={init.searchToken}
          showProvider={init.showProvider === true}
          seats={seats}
          chosen
          chooseLabel={m.change}
          warnings={changeWarnings(outbound, inbound)}
          onChoose={() => changeReturn(choice)}
        />
      ) : null}
      {c.done ? (
        // Loaded once a flight is chosen (FlightResults preloads it then); the placeholder has the row's height.
        <Suspense fallback={<div className={css({ minH: '11' })} />}>
          <FlightTripBooking total={total} onBook={bookTrip} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Choose the return again: back to the return list with the outbound kept. */
function changeReturn(choice: { inbound: number | null; done: boolean }) {
  choice.inbound = null;
  choice.done = false;
}

export function FlightList() {
  const { init, store, choice, chooseFlight } = useFlightResults();
  const snap = useSnapshot(store);
  const c = useSnapshot(choice);
  const seats = init.passengers.adults + init.passengers.children + init.passengers.infants;
  // A round or a sort re-orders the list into the chosen order; the cards slide there (no layout shift).
  const listRef = useRef<HTMLOListElement>(null);
  useFlip(listRef);
  // While the traveller presses on the list, its order and cards stay put (press-hold.ts); a batch they asked for
  // («more») still comes.
  const list = useHeldWhilePressed(
    useMemo(() => ({ ids: snap.ids, items: snap.items }), [snap.ids, snap.items]),
    listRef,
  );
  // Until hydrated, what is below the first screen waits (results/first-frame.ts).
  const hydrated = useHydrated();
  const failed = init.failed || (snap.finished && snap.received === 0 && (snap.notice?.tone === 'error' || snap.streamError !== null));
  if (failed && snap.received === 0) return <Outage />;
  if (snap.finished && snap.received === 0) {
    return (
      <div className={panel} data-testid="results-empty">
        <h2 className={css({ fontWeight: 'bold' })}>{m.noResult}</h2>
        <p>{m.noResultHint}</p>
      </div>
    );
  }
  const flights = list.ids
    .slice(0, snap.shown)
    .map((id) => [id, list.items.get(id)] as const)
    .filter((pair): pair is readonly [number, NonNullable<(typeof pair)[1]>] => pair[1] !== undefined);
  const returning = snap.filters.leg === 2;
  const outbound = c.outbound === null ? undefined : list.items.get(c.outbound);
  const outboundId = outbound?.id ?? null;
  return (
    <>
      <Chosen />
      {c.done ? null : (
        <>
          <h2 className={css({ fontWeight: 'bold', mb: '2' })} data-testid="flight-list-title">
            {init.returnDate === null ? m.pageTitle(init.from.city, init.to.city) : returning ? m.returnTitle : m.outboundTitle}
          </h2>
          {flights.length === 0 && snap.received > 0 ? (
            <p className={css({ p: '6', bg: 'white', borderRadius: 'l3' })} data-testid="results-none-match">
              {m.noneMatch}
            </p>
          ) : null}
          <ol ref={listRef} className={css({ listStyle: 'none', overflowAnchor: 'none' })} data-testid="results-list">
            {flights.map(([id, flight], index) => (
              <li key={id} data-flip-key={id} className={firstFrameClass(flightFirstFrame, index, hydrated, undefined)}>
                <FlightCard
                  flight={flight}
                  searchToken={init.searchToken}
                  showProvider={init.showProvider === true}
                  seats={seats}
                  chosen={c.outbound === id}
                  soldOut={isSoldOut(c.soldOut, flight, outboundId)}
                  warnings={returning ? changeWarnings(outbound, flight) : []}
                  onChoose={() => chooseFlight(id)}
                />
              </li>
            ))}
          </ol>
          <MoreSentinel label={m.showMore} loading={m.loadingMore} />
        </>
      )}
    </>
  );
}

/** Desktop: the panel beside the list. Phones: a button that opens it, with the sort bar, in a full-screen dialog. */
export function FlightFiltersColumn() {
  const { store } = useFlightResults();
  const snap = useSnapshot(store);
  return (
    <FiltersDrawer
      panel={() => <FlightFiltersPanel />}
      dialogTop={<FlightSortBar />}
      open={snap.filtersOpen}
      onOpenChange={(o) => (store.filtersOpen = o)}
    />
  );
}

export function FlightToolbar() {
  const { store } = useFlightResults();
  const snap = useSnapshot(store);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', mb: '4' })}>
      <ResultsCounter
        count={m.counter}
        soFar={m.soFar}
        received={(snap.filters.leg === 2 ? snap.stats.inbound : snap.stats.outbound).total}
      />
      <div className={css({ display: { base: 'none', lg: 'block' } })}>
        <FlightSortBar />
      </div>
      {snap.expired ? (
        <p role="alert" className={css({ color: 'red.11', fontSize: 'sm' })} data-testid="results-expired">
          {messages.results.expired}
        </p>
      ) : null}
    </div>
  );
}
