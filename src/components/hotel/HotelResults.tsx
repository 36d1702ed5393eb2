'use client';
/**
 * The client side of the results and map pages. It starts from the round the server rendered, continues the same
 * search by reading the edge's NDJSON stream (never polling), keeps the hotels in the two workers and applies filter
 * and sort changes there, writing them to the URL without a new search.
 */
import { ALERT_DURATION_MS } from '../../lib/constants';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { ref, useSnapshot } from 'valtio';
import { openAuthDialog, type LoggedInSession } from '../auth/store';
import { HOTEL_MORE_RESULTS_DELAY_MS, HOTEL_SESSION_EXPIRE_SECONDS, LEAD_DIALOG_DELAY_MS } from '../../lib/constants';
import { HOTEL_FILTER_KEYS, buildFilterQuery, hotelPagePath, toHotelFilter, type HotelFilters } from '../../lib/hotel-query';
import { messages } from '../../lib/messages';
import { readNdjson } from '../../lib/ndjson';
import { omitKeys, toSearchString } from '../../lib/query';
import { appendKeepingShown, nextShown } from '../../lib/results-layout';
import { isCounterOrAgent, roleNames } from '../../lib/roles';
import type { PriceRange } from '../../lib/filters';
import type { HotelResult } from '../../server/upstream/hotels';
import { after } from './clock';
import { createWorkerEngine, type ResultsEngine } from './engine';
import { STORAGE_KEYS, clearSearchStorage, readJson, writeJson } from './storage';
import { ResultsContext, createResultsStore, type ResultsContextValue, type ResultsInit } from './store';

type StreamEvent =
  | { type: 'round'; items: HotelResult[]; total: number; isFinish: boolean; searchInfo: ResultsInit['searchInfo'] }
  | { type: 'summary'; total: number; finished: boolean; reason: string }
  | { type: 'error'; message: string };

export function hotelDetailHref(init: ResultsInit, hotel: HotelResult, searchId: string | null): string {
  const query = omitKeys(init.query, HOTEL_FILTER_KEYS);
  return hotelPagePath({
    destination: init.destination,
    hotelName: hotel.englishName || hotel.name,
    hotelId: hotel.hotelId,
    query: searchId ? { ...query, HotelSearchId: searchId } : query,
  });
}

export function HotelResults({ init, children }: { init: ResultsInit; children: ReactNode }) {
  const store = useMemo(() => createResultsStore(init), [init]);
  const engineRef = useRef<ResultsEngine | null>(null);
  const seq = useRef(0);

  const value = useMemo<ResultsContextValue>(() => {
    /** `streamed`: a round arrived (not the traveller's choice), so the cards on screen keep their places. */
    const refresh = async (sortOnly = false, streamed = false) => {
      const engine = engineRef.current;
      if (!engine) return;
      const mine = ++seq.current;
      // Plain copies: valtio proxies cannot be cloned into a worker.
      const f = store.filters;
      const filter = toHotelFilter({
        sort: f.sort,
        hotelName: f.hotelName,
        price: f.price ? { min: f.price.min, max: f.price.max } : null,
        stars: [...f.stars],
      });
      if (sortOnly) {
        const ids = await engine.resort(store.filters.sort);
        if (mine === seq.current) store.ids = ref(ids);
        return;
      }
      const { ids, stats } = await engine.view(filter, store.filters.sort);
      if (mine !== seq.current) return;
      const next = streamed ? appendKeepingShown(store.ids, store.shown, ids) : ids;
      // Unchanged values are not written back: each write re-renders the list or the filters.
      if (!sameIds(next, store.ids)) store.ids = ref(next);
      if (!samePriceRange(stats.bounds, store.bounds)) store.bounds = stats.bounds;
      store.hasGuaranty = stats.hasGuaranty;
    };
    const writeUrl = () => {
      if (typeof window === 'undefined') return;
      const query = { ...omitKeys(init.query, HOTEL_FILTER_KEYS), ...buildFilterQuery(store.filters) };
      const url = `${window.location.pathname}${toSearchString(query)}`;
      if (url !== window.location.pathname + window.location.search) window.history.replaceState(window.history.state, '', url);
    };
    const proceed = (hotel: HotelResult) => {
      writeJson(STORAGE_KEYS.hotelInfo, { hotel, searchInfo: store.searchInfo, query: init.query });
      store.notice = { text: messages.hotelSearch.savingBasket, tone: 'info' };
      window.location.assign(hotelDetailHref(init, hotel, store.searchInfo?.searchId ?? null));
    };
    return {
      init,
      store,
      setFilters(patch: Partial<HotelFilters>) {
        const sortOnly = Object.keys(patch).every((k) => k === 'sort');
        Object.assign(store.filters, patch);
        writeUrl();
        void refresh(sortOnly);
      },
      resetFilters() {
        store.filters.hotelName = '';
        store.filters.price = null;
        store.filters.stars = [];
        writeUrl();
        void refresh();
      },
      showMore() {
        store.shown = nextShown(store.shown, store.ids.length);
      },
      chooseHotel(hotelId: number) {
        const hotel = store.hotels.get(hotelId);
        if (!hotel) {
          store.notice = { text: messages.common.genericError, tone: 'error' };
          return;
        }
        if (store.expired) {
          store.notice = { text: messages.hotelSearch.searchAgainPrompt, tone: 'error' };
          return;
        }
        // Spec 000 §4: guests proceed when guest booking is allowed; otherwise they log in first.
        if (init.viewer.isLogin || init.viewer.guestBookingAllowed) return proceed(hotel);
        openAuthDialog({
          reason: messages.results.loginToReserve,
          onSuccess: (session: LoggedInSession) => {
            const roles = roleNames(session.roleIds);
            if (isCounterOrAgent(roles, { isProduction: !init.testHooks })) {
              store.notice = { text: messages.hotelSearch.counterDiscount, tone: 'info' };
              clearSearchStorage();
              // Let the notice be read (an alert's 2 s), then search again with the discounted prices.
              window.setTimeout(() => window.location.reload(), ALERT_DURATION_MS);
            } else proceed(hotel);
          },
        });
      },
      restartSearch() {
        window.location.reload();
      },
      refresh,
      writeUrl,
    } as ResultsContextValue & { refresh: typeof refresh; writeUrl: typeof writeUrl };
  }, [init, store]);

  // Workers + the rest of the search.
  useEffect(() => {
    const v = value as ResultsContextValue & { refresh: (sortOnly?: boolean, streamed?: boolean) => Promise<void>; writeUrl: () => void };
    const abort = new AbortController();
    // The workers start a task later, not in the hydration's effects: the first round is already on screen in its
    // order, and starting two workers and copying the round into them is a long task on a phone.
    let engine: ResultsEngine | null = null;
    const engineReady = new Promise<ResultsEngine>((resolve) => {
      const timer = setTimeout(() => {
        engine = createWorkerEngine();
        engineRef.current = engine;
        resolve(engine);
      }, 0);
      abort.signal.addEventListener('abort', () => clearTimeout(timer));
    });
    const feed = (items: HotelResult[]) => void engineReady.then((e) => e.add(items)).then(() => v.refresh(false, true));
    v.writeUrl();
    feed(init.items);
    if (!init.finished && init.searchToken) {
      const q = { ...omitKeys(init.query, HOTEL_FILTER_KEYS), searchToken: init.searchToken, since: String(init.since) };
      store.streams++;
      void (async () => {
        try {
          const res = await fetch(`/stream/hotels/${encodeURIComponent(init.destination)}${toSearchString(q)}`, {
            signal: abort.signal,
            headers: { Accept: 'application/x-ndjson' },
          });
          if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
          await readNdjson(
            res.body,
            (raw) => {
              const e = raw as StreamEvent;
              if (e.type === 'round') {
                const hotels = new Map(store.hotels);
                for (const h of e.items) hotels.set(h.hotelId, h);
                store.hotels = ref(hotels);
                store.received = hotels.size;
                if (e.searchInfo) store.searchInfo = e.searchInfo;
                feed(e.items);
              } else if (e.type === 'error') {
                store.notice = { text: e.message, tone: 'error' };
              } else if (e.type === 'summary') {
                store.finished = true;
                store.finishedAt = Date.now();
              }
            },
            abort.signal,
          );
        } catch {
          if (abort.signal.aborted) return;
          store.streamError = messages.results.streamError;
        }
        // A stream that ended without its summary (a dropped connection) still ends the search.
        if (!store.finished && !abort.signal.aborted) {
          store.finished = true;
          store.finishedAt = Date.now();
        }
      })();
    } else if (init.finished) {
      store.finishedAt = Date.now();
    }
    return () => {
      abort.abort();
      engine?.dispose();
      engineRef.current = null;
    };
  }, [init, store, value]);

  // Session expiry (1200 s from the search start), and the next 10 results 3 s after the first 5.
  useEffect(() => {
    const stopExpiry = after(HOTEL_SESSION_EXPIRE_SECONDS * 1000, () => (store.expired = true), init.testHooks);
    const stopMore = after(HOTEL_MORE_RESULTS_DELAY_MS, () => value.showMore(), init.testHooks);
    return () => {
      stopExpiry();
      stopMore();
    };
  }, [init, store, value]);

  // The lead dialog, 60 s after the search finished, unless the stored lead is for this destination.
  const finishedAt = useFinishedAt(store);
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

  return <ResultsContext.Provider value={value}>{children}</ResultsContext.Provider>;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function samePriceRange(a: PriceRange | null, b: PriceRange | null): boolean {
  return a === b || (a !== null && b !== null && a.min === b.min && a.max === b.max);
}

function useFinishedAt(store: ResultsContextValue['store']): number | null {
  return useSnapshot(store).finishedAt;
}
