'use client';
/**
 * The flight+hotel results column: the counter, the sort, the bundle cards in the workers' order, «more», and the
 * states: an outage (the supplier did not answer: said as an outage with «search again», never as "nothing"), no
 * bundle for the days, and filters that hide everything.
 */
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { MoreSentinel, ResultsCounter } from '@/components/results/ResultsStatus';
import { persianNumber } from '@/lib/text';
import { flightHotelResults as m } from '../messages';
import { BUNDLE_SORTS, type BundleSort } from '../model/filters';
import type { TourBundle } from '../server/schemas';
import { BundleCard } from './BundleCard';
import { useFlightHotelResults } from './store';

const styles = {
  toolbar: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3', mb: '4' }),
  sort: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' }),
  select: css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', px: '2', minH: '10', bg: 'white' }),
  list: css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' }),
  state: css({
    bg: 'white',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: '6',
    display: 'grid',
    gap: '3',
    justifyItems: 'start',
  }),
  outage: css({ bg: 'red.3', color: 'red.11', borderRadius: 'l3', p: '6', display: 'grid', gap: '3', justifyItems: 'start' }),
};

export function BundleList() {
  const { init, store, setFilters, restartSearch } = useFlightHotelResults();
  const snap = useSnapshot(store);
  if (snap.failed && snap.received === 0)
    return (
      <div role="alert" className={styles.outage} data-testid="bundle-outage">
        <p>{m.outage}</p>
        <button type="button" className={button({ variant: 'outline' })} onClick={restartSearch}>
          {m.retry}
        </button>
      </div>
    );
  if (snap.finished && snap.received === 0)
    return (
      <div role="status" className={styles.state} data-testid="bundle-empty">
        <p>{m.none}</p>
        <a href="/flight+hotel" className={button({ variant: 'outline' })}>
          {m.otherSearch}
        </a>
      </div>
    );
  const shown = snap.ids.slice(0, snap.shown);
  return (
    <>
      <div className={styles.toolbar}>
        <ResultsCounter count={(s, t) => m.count(persianNumber(s), persianNumber(t))} soFar={(r) => m.soFar(persianNumber(r))} />
        <label className={styles.sort}>
          {m.sortLabel}
          <select
            className={styles.select}
            value={snap.filters.sort}
            onChange={(e) => setFilters({ sort: e.currentTarget.value as BundleSort })}
            data-testid="bundle-sort"
          >
            {BUNDLE_SORTS.map((s) => (
              <option key={s} value={s}>
                {m.sorts[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {snap.ids.length === 0 && snap.received > 0 ? (
        <p role="status" className={styles.state} data-testid="bundle-none-match">
          {m.noneMatch}
        </p>
      ) : (
        <ul className={styles.list} data-testid="bundle-list">
          {shown.map((id) => {
            const bundle = snap.items.get(id) as TourBundle | undefined;
            return bundle ? (
              <li key={id}>
                <BundleCard
                  bundle={bundle}
                  route={init.destination}
                  query={init.searchToken ? { ...init.linkQuery, searchToken: init.searchToken } : init.linkQuery}
                />
              </li>
            ) : null;
          })}
        </ul>
      )}
      <MoreSentinel label={m.showMore} loading={m.loadingMore} />
    </>
  );
}
