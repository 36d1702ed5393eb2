'use client';
/**
 * The client side of the hotel results and map pages: the shared results shell (src/components/results) with the
 * hotels' actions: choosing a hotel (guests may have to log in first) and the lead dialog after the search.
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LEAD_DIALOG_DELAY_MS } from '@/lib/constants';
import { HOTEL_FILTER_KEYS, hotelPageLinks } from '@/products/hotel/model/query';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { omitKeys } from '@/lib/query';
import type { HotelResult } from '@/products/hotel/server/upstream/search';
import { type LoggedInSession, openAuthDialog } from '@/components/auth/store';
import { after } from '@/components/results/clock';
import { ResultsContext } from '@/components/results/store';
import { useResultsShell } from '@/components/results/use-results-shell';
import { repriceForCounter } from './counter-reprice';
import { hotelResults } from './results-product';
import { STORAGE_KEYS, clearSearchStorage, readJson, writeJson } from './storage';
import { type HotelResultsContext, type HotelResultsInit, NEW_SEARCH_EVENT } from './store';

/** The links to the hotel pages of one search: the page's query without its filters, and the search's id. */
export function hotelDetailLinks(init: HotelResultsInit, searchId: string | null): (hotel: HotelResult) => string {
  const query = omitKeys(init.query, HOTEL_FILTER_KEYS);
  const link = hotelPageLinks(init.destination, searchId ? { ...query, HotelSearchId: searchId } : query);
  return (hotel) => link(hotel.englishName || hotel.name, hotel.hotelId);
}

export function hotelDetailHref(init: HotelResultsInit, hotel: HotelResult, searchId: string | null): string {
  return hotelDetailLinks(init, searchId)(hotel);
}

export function HotelResults({ init, children }: { init: HotelResultsInit; children: ReactNode }) {
  const shell = useResultsShell(hotelResults, init);
  const { store } = shell;

  const value = useMemo<HotelResultsContext>(() => {
    const proceed = (hotel: HotelResult) => {
      writeJson(STORAGE_KEYS.hotelInfo, { hotel, searchInfo: store.searchInfo, query: init.query });
      store.notice = { text: hotelMessages.hotelSearch.savingBasket, tone: 'info' };
      window.location.assign(hotelDetailHref(init, hotel, store.searchInfo?.searchId ?? null));
    };
    return {
      ...shell,
      chooseHotel(hotelId: number) {
        const hotel = store.items.get(hotelId);
        if (!hotel) {
          store.notice = { text: messages.common.genericError, tone: 'error' };
          return;
        }
        if (store.expired) {
          store.notice = { text: messages.results.searchAgainPrompt, tone: 'error' };
          return;
        }
        // Guests proceed when guest booking is allowed; otherwise they log in first (spec 000 §4).
        if (init.viewer.isLogin || init.viewer.guestBookingAllowed) return proceed(hotel);
        openAuthDialog({
          reason: hotelMessages.hotelResults.loginToReserve,
          onSuccess: (session: LoggedInSession) => {
            if (session.isCounterOrAgent) {
              // The stored search was priced for a guest: searched again with the profile's prices.
              clearSearchStorage();
              repriceForCounter((text) => {
                store.notice = { text, tone: 'info' };
              });
            } else proceed(hotel);
          },
        });
      },
    };
  }, [init, shell, store]);

  // The lead dialog, 60 s after the search finished, unless the stored lead is for this destination.
  const { finishedAt } = useSnapshot(store);
  useEffect(() => {
    if (finishedAt === null) return;
    const stored = readJson<{ destination?: string }>(STORAGE_KEYS.hotelLead);
    if (stored?.destination === init.destination) return;
    return after(
      LEAD_DIALOG_DELAY_MS,
      () => {
        if (!store.expired) store.leadOpen = true;
      },
      init.testHooks,
    );
  }, [finishedAt, init, store]);

  // A new search submitted from this page: this search's results leave at once (the next page brings a new init).
  const [replaced, setReplaced] = useState<HotelResultsInit | null>(null);
  useEffect(() => {
    const drop = () => setReplaced(init);
    window.addEventListener(NEW_SEARCH_EVENT, drop);
    return () => window.removeEventListener(NEW_SEARCH_EVENT, drop);
  }, [init]);

  return <ResultsContext.Provider value={value}>{replaced === init ? null : children}</ResultsContext.Provider>;
}
