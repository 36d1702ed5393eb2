'use client';
/**
 * The client side of the flight results page: the shared results shell (src/components/results) with the flights'
 * actions. One-way: choosing a flight completes the trip. Return: the outbound list first; choosing an outbound
 * switches the list to the return flights (a filter change in the workers, never a new search), with the chosen
 * outbound shown above it and changeable; choosing a return completes the trip.
 *
 * The provision (re-check and save of the chosen trip, src/components/checkout) is not needed before a flight is
 * chosen: its code loads when the first flight is chosen, not with the page (the results page's JS budget).
 */
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { proxy } from 'valtio';
import * as messages from '@/lib/messages';
import type { useFlightProvision } from './FlightProvision';
import { ResultsContext } from '@/components/results/store';
import { useResultsShell } from '@/components/results/use-results-shell';
import { flightResultsFor } from './results-product';
import { loadTripBooking } from './trip-booking';
import { type FlightChoice, type FlightResultsContext, type FlightResultsInit, isSoldOut, soldOutKey } from './store';

type Choice = Parameters<ReturnType<typeof useFlightProvision>['choose']>[0];
/** One press of "continue": `seq` tells a new press from a re-render. */
type ProvisionRequest = { choice: Choice; seq: number };

const loadProvision = () => import('./FlightProvision');

/** Runs the provision hook once its code is here; sends each press once and renders its status and dialog. */
const Provision = lazy(() =>
  loadProvision().then(({ useFlightProvision }) => ({
    default: function Provision({ request, onBack }: { request: ProvisionRequest; onBack: (reason?: 'sold_out') => void }) {
      const provision = useFlightProvision(onBack);
      const sent = useRef(0);
      useEffect(() => {
        if (sent.current === request.seq) return;
        sent.current = request.seq;
        void provision.choose(request.choice);
      }, [request, provision]);
      return provision.dialog;
    },
  })),
);

export function FlightResults({ init, children }: { init: FlightResultsInit; children: ReactNode }) {
  const shell = useResultsShell(flightResultsFor(init.to.code, init.local === true, init.showProvider === true), init);
  const { store } = shell;
  const choice = useMemo(() => proxy<FlightChoice>({ outbound: null, inbound: null, done: false, soldOut: [] }), []);
  // A complete trip is re-checked upstream (provision) and saved to the basket; "go back" keeps the list as it was.
  const [provision, setProvision] = useState<ProvisionRequest | null>(null);
  const seq = useRef(0);
  const lastChoice = useRef<Choice | null>(null);
  // The sold-out trips of this search outlive a reload of its page (the session's tab only).
  const soldOutStore = init.searchToken ? `flight-sold-out:${init.searchToken}` : null;
  useEffect(() => {
    if (!soldOutStore) return;
    try {
      const saved: unknown = JSON.parse(sessionStorage.getItem(soldOutStore) ?? '[]');
      if (Array.isArray(saved)) choice.soldOut = saved.filter((k): k is string => typeof k === 'string').slice(0, 200);
    } catch {
      // no storage (private mode) or a damaged entry: this page's memory only
    }
  }, [choice, soldOutStore]);
  const onProvisionBack = useMemo(
    () => (reason?: 'sold_out') => {
      const last = lastChoice.current;
      if (reason === 'sold_out' && last) {
        const key = soldOutKey(last.flightId, last.returnFlightId);
        if (!choice.soldOut.includes(key)) choice.soldOut.push(key);
        try {
          if (soldOutStore) sessionStorage.setItem(soldOutStore, JSON.stringify(choice.soldOut));
        } catch {
          // storage full or off: the page still remembers
        }
      }
      choice.done = false;
      choice.inbound = null;
    },
    [choice, soldOutStore],
  );

  const value = useMemo<FlightResultsContext>(
    () => ({
      ...shell,
      choice,
      chooseFlight(id) {
        const flight = store.items.get(id);
        if (!flight) return;
        // A trip that answered «sold out» is not offered again in this search.
        const outboundId = choice.outbound === null ? null : (store.items.get(choice.outbound)?.id ?? null);
        if (isSoldOut(choice.soldOut, flight, outboundId)) return;
        // The code that runs once a trip is chosen, ready before «continue» is pressed.
        void loadProvision();
        void loadTripBooking();
        // After the search session's lifetime the prices are stale: search again first.
        if (store.expired) {
          store.notice = { text: messages.results.searchAgainPrompt, tone: 'error' };
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
        seq.current += 1;
        const trip = { searchToken: init.searchToken, flightId: out.id, returnFlightId: back?.id ?? null };
        lastChoice.current = trip;
        setProvision({ choice: trip, seq: seq.current });
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
      {provision ? (
        <Suspense fallback={null}>
          <Provision request={provision} onBack={onProvisionBack} />
        </Suspense>
      ) : null}
      {children}
    </ResultsContext.Provider>
  );
}
