'use client';
/**
 * The client side of the flight results page: the shared results shell (src/components/results) with the flights'
 * actions. One-way: choosing a flight completes the trip. Return: the outbound list first; choosing an outbound
 * switches the list to the return flights (a filter change in the workers, never a new search), with the chosen
 * outbound shown above it and changeable; choosing a return completes the trip.
 */
import { type ReactNode, useMemo, useRef } from 'react';
import { proxy } from 'valtio';
import * as messages from '@/lib/messages';
import { useFlightProvision } from '../checkout/FlightProvision';
import { ResultsContext } from '../results/store';
import { useResultsShell } from '../results/use-results-shell';
import { flightResultsFor } from './results-product';
import type { FlightChoice, FlightResultsContext, FlightResultsInit } from './store';

export function FlightResults({ init, children }: { init: FlightResultsInit; children: ReactNode }) {
  const shell = useResultsShell(flightResultsFor(init.to.code, init.local === true), init);
  const { store } = shell;
  const choice = useMemo(() => proxy<FlightChoice>({ outbound: null, inbound: null, done: false }), []);
  // A complete trip is re-checked upstream (provision) and saved to the basket; "go back" keeps the list as it was.
  const provision = useFlightProvision(() => {
    choice.done = false;
    choice.inbound = null;
  });
  const provisionRef = useRef(provision);
  provisionRef.current = provision;

  const value = useMemo<FlightResultsContext>(
    () => ({
      ...shell,
      choice,
      chooseFlight(id) {
        const flight = store.items.get(id);
        if (!flight) return;
        // After the search session's lifetime the prices are stale: search again first.
        if (store.expired) {
          store.notice = { text: messages.hotelSearch.searchAgainPrompt, tone: 'error' };
          return;
        }
        if (flight.leg === 1) {
          choice.outbound = id;
          choice.inbound = null;
          choice.done = init.returnDate === null;
          if (init.returnDate !== null) shell.setFilters({ leg: 2 });
        } else {
          choice.inbound = id;
          choice.done = true;
        }
        if (choice.done) window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      bookTrip() {
        // The chosen trip is re-checked upstream (provision) and saved to the basket, then the passengers step.
        const out = choice.outbound === null ? undefined : store.items.get(choice.outbound);
        const back = choice.inbound === null ? undefined : store.items.get(choice.inbound);
        if (!choice.done || !out || !init.searchToken) return;
        void provisionRef.current.choose({ searchToken: init.searchToken, flightId: out.id, returnFlightId: back?.id ?? null });
      },
      changeOutbound() {
        choice.inbound = null;
        choice.done = false;
        shell.setFilters({ leg: 1 });
      },
    }),
    [init, shell, store, choice],
  );

  return (
    <ResultsContext.Provider value={value}>
      {provision.dialog}
      {children}
    </ResultsContext.Provider>
  );
}
