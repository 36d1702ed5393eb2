/**
 * The results shell's behaviour, for any product: the store made from the server-rendered first round, the rest of
 * the same search read from the edge's NDJSON stream (never polling), the results kept in the product's two workers
 * (filter and sort changes go there, and are written to the URL without a new search), paging, and the search
 * session's expiry. The product's page component provides the returned value (plus its own actions) as context.
 */
import { useEffect, useMemo, useRef } from 'react';
import { ref } from 'valtio';
import * as messages from '@/lib/messages';
import { omitKeys, PAST_DATE_KEY, toSearchString } from '@/lib/query';
import { morePaging } from '@/lib/results-paging';
import type { SearchStreamEvent } from '@/server/search/pipeline';
import { edgeStream } from '../edge-client';
import { after, afterNextPaint } from './clock';
import { type ResultsEngine, createWorkerEngine } from './engine';
import type { ResultsProduct } from './product';
import { type ResultsContextValue, type ResultsInit, type ResultsState, createResultsStore } from './store';

export type ResultsShell<Item, Info, Filters, Stats, Init extends ResultsInit<Item, Info, Stats>> = ResultsContextValue<
  Init,
  ResultsState<Item, Info, Filters, Stats>,
  Filters
>;

export function useResultsShell<
  Item,
  Info,
  Facts,
  Filters extends { sort: Sort },
  Filter,
  Sort,
  Stats,
  Init extends ResultsInit<Item, Info, Stats>,
>(
  product: ResultsProduct<Item, Facts, Filters, Filter, Sort, Stats>,
  init: Init & ResultsInit<Item, Info, Stats>,
): ResultsShell<Item, Info, Filters, Stats, Init> {
  const store = useMemo(() => createResultsStore(product, init), [product, init]);
  const engineRef = useRef<ResultsEngine<Item, Filter, Sort, Stats> | null>(null);
  const seq = useRef(0);
  /** Fetches one supplier page of a paged single-answer search (set by the stream effect, which owns the workers). */
  const loadPage = useRef<((page: number) => void) | null>(null);

  const shell = useMemo(() => {
    /**
     * The list is always in the chosen order, a streamed round included (a cheaper hotel takes its place at once,
     * spec 000 §2.3 sort buttons); the product's list animates the moves (`useFlip`), so nothing jumps.
     */
    /**
     * A streamed round's results waiting for the workers' new order: they are written to the store together with it
     * (items, count, ids in one synchronous block, so one render per round rather than one for the round and one for
     * its order; issue 15, blocking time on a phone).
     */
    let pending: { items: Map<number, Item>; searchInfo: Info | null } | null = null;
    const applyPending = () => {
      if (!pending) return;
      store.items = ref(pending.items);
      store.received = pending.items.size;
      // Only a changed search summary is written: each write re-renders whatever reads it (the list reads its id).
      if (pending.searchInfo && JSON.stringify(pending.searchInfo) !== JSON.stringify(store.searchInfo))
        store.searchInfo = pending.searchInfo;
      pending = null;
    };
    const refresh = async (sortOnly = false) => {
      const engine = engineRef.current;
      if (!engine) return;
      const mine = ++seq.current;
      const { sort } = store.filters;
      if (sortOnly) {
        const ids = await engine.resort(sort);
        if (mine !== seq.current) return;
        applyPending();
        store.ids = ref(ids);
        return;
      }
      const { ids, stats } = await engine.view(product.toFilter(store.filters), sort);
      if (mine !== seq.current) return;
      applyPending();
      // Unchanged values are not written back: each write re-renders the list or the filters.
      if (!sameIds(ids, store.ids)) store.ids = ref(ids);
      // Per figure, so an unchanged price range does not re-render the slider.
      const { total: _total, ...figures } = stats;
      const known = store.stats as Record<string, unknown>;
      for (const [key, figure] of Object.entries(figures)) if (JSON.stringify(figure) !== JSON.stringify(known[key])) known[key] = figure;
    };
    const writeUrl = () => {
      if (typeof window === 'undefined') return;
      // The passed-date marker is said once (PastDateNotice): the page's address never carries it on.
      const query = { ...omitKeys(init.query, [...product.filterKeys, PAST_DATE_KEY]), ...product.filterQuery(store.filters) };
      const url = `${window.location.pathname}${toSearchString(query)}`;
      if (url !== window.location.pathname + window.location.search) window.history.replaceState(window.history.state, '', url);
    };
    /** Cancels the batch on its way (scrolled to the end), if one is. */
    let cancelMore: (() => void) | null = null;
    const value: ResultsShell<Item, Info, Filters, Stats, Init> = {
      init,
      store,
      setFilters(patch) {
        const sortOnly = Object.keys(patch).every((k) => k === 'sort');
        Object.assign(store.filters, patch);
        writeUrl();
        void refresh(sortOnly);
      },
      resetFilters() {
        Object.assign(store.filters, product.cleared(store.filters));
        writeUrl();
        void refresh();
      },
      showMore() {
        cancelMore?.();
        cancelMore = null;
        store.moreComing = false;
        const next = morePaging(
          { shown: store.shown, total: store.ids.length, nextPage: store.nextPage, pageLoading: store.pageLoading },
          product.paging,
        );
        store.shown = next.shown;
        if (next.fetchPage !== null) loadPage.current?.(next.fetchPage);
      },
      showMoreSoon() {
        if (cancelMore) return;
        const delay = product.paging.autoMoreAfterMs;
        // A product without a batch delay shows the next page as soon as the traveller reaches the end.
        if (delay === null) return value.showMore();
        store.moreComing = true;
        cancelMore = after(delay, () => value.showMore(), init.testHooks);
      },
      restartSearch() {
        window.location.reload();
      },
    };
    /** A round arrived: kept until the workers have its order (`refresh` writes both). */
    const receive = (items: readonly Item[], searchInfo: Info | null) => {
      const all = new Map(pending?.items ?? store.items);
      for (const item of items) all.set(product.itemId(item), item);
      pending = { items: all, searchInfo: searchInfo ?? pending?.searchInfo ?? null };
    };
    return { value, refresh, writeUrl, receive, flush: applyPending };
  }, [product, init, store]);

  // Workers + the rest of the search.
  useEffect(() => {
    const abort = new AbortController();
    // Everything here starts after the next frame, not in the hydration's effects: the first round is already on
    // screen in its order, and the URL rewrite, two workers with the round copied into them and the stream's request
    // are tasks that would otherwise run between the first results' reveal and the frame that paints them (on a phone
    // a long task). The stream's later rounds are held by the edge meanwhile, so none arrives later for it.
    let engine: ResultsEngine<Item, Filter, Sort, Stats> | null = null;
    let begin: () => void = () => {};
    const engineReady = new Promise<ResultsEngine<Item, Filter, Sort, Stats>>((resolve) => {
      begin = () => {
        engine = createWorkerEngine(product.model, product.startWorkers);
        engineRef.current = engine;
        resolve(engine);
      };
    });
    // The rounds' trip through the workers, in order; the search ends after the last one is in the list.
    let fed: Promise<unknown> = Promise.resolve();
    const feed = (items: Item[], view = true) => {
      // A failed worker call must not hold the search's end (the round's results are still flushed by `finish`).
      fed = fed.then(() => engineReady.then((e) => e.add(items)).then(() => (view ? shell.refresh() : undefined))).catch(() => {});
    };
    let finishing = false;
    const finish = () => {
      if (finishing) return;
      finishing = true;
      void fed.then(() => {
        if (abort.signal.aborted) return;
        shell.flush();
        store.finished = true;
        store.finishedAt = Date.now();
      });
    };
    const start = () => {
      shell.writeUrl();
      begin();
      // Only the first screen of the first round (`init.whole`): the workers' view of these few would replace the
      // whole round's count and figures; the stream's first round, the whole of it, brings the view.
      const partial = Boolean(init.whole);
      feed(init.items, !partial);
      if ((!init.finished || partial) && init.searchToken) openStream(init.searchToken);
      else if (init.finished) store.finishedAt = Date.now();
    };
    const openStream = (searchToken: string) => {
      const q = { ...omitKeys(init.query, product.filterKeys), searchToken, since: String(init.since) };
      store.streams++;
      void (async () => {
        const end = await edgeStream<SearchStreamEvent<Item, Info>>(
          `/stream/${product.stream}/${encodeURIComponent(init.destination)}${toSearchString(q)}`,
          (e) => {
            if (e.type === 'round') {
              shell.receive(e.items, e.searchInfo ?? null);
              feed(e.items);
            } else if (e.type === 'error') {
              store.notice = { text: e.message, tone: 'error' };
              store.failed = true;
            } else {
              // A search that ran out of time without the supplier's "finished" did not find "nothing".
              if (!e.finished && e.reason !== 'disconnected') store.failed = true;
              finish();
            }
          },
          abort.signal,
        );
        if (abort.signal.aborted) return;
        if (!end.ok) {
          store.streamError = messages.results.streamError;
          store.failed = true;
        }
        // A stream that ended without its summary (a dropped connection) still ends the search.
        if (!store.finished) finish();
      })();
    };
    // A later page of a single-answer search: one call, streamed as one round; `hasMore` says whether another follows.
    loadPage.current = (page: number) => {
      store.pageLoading = true;
      const q = { ...omitKeys(init.query, product.filterKeys), page: String(page) };
      store.streams++;
      void (async () => {
        let hasMore = false;
        let ok = true;
        const end = await edgeStream<SearchStreamEvent<Item, Info>>(
          `/stream/${product.stream}/${encodeURIComponent(init.destination)}${toSearchString(q)}`,
          (e) => {
            if (e.type === 'round') {
              hasMore = e.hasMore === true;
              shell.receive(e.items, e.searchInfo ?? null);
              feed(e.items);
            } else if (e.type === 'error') {
              store.notice = { text: e.message, tone: 'error' };
              ok = false;
            } else if (!e.finished) ok = false;
          },
          abort.signal,
        );
        if (abort.signal.aborted) return;
        await fed;
        store.pageLoading = false;
        // A failed page keeps the results already shown and lets «more» ask for the same page again.
        if (!end.ok || !ok) {
          if (!store.notice) store.notice = { text: messages.results.streamError, tone: 'error' };
          return;
        }
        store.nextPage = hasMore ? page + 1 : null;
      })();
    };
    const cancelStart = afterNextPaint(start);
    return () => {
      cancelStart();
      loadPage.current = null;
      abort.abort();
      engine?.dispose();
      engineRef.current = null;
    };
  }, [product, init, store, shell]);

  // The search session's expiry, and the next results a moment after the first ones.
  useEffect(() => {
    const stopExpiry = after(product.expiresAfterMs, () => (store.expired = true), init.testHooks);
    const { autoMoreAfterMs } = product.paging;
    const stopMore = autoMoreAfterMs === null ? () => {} : after(autoMoreAfterMs, () => shell.value.showMore(), init.testHooks);
    return () => {
      stopExpiry();
      stopMore();
    };
  }, [product, init, store, shell]);

  return shell.value;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
