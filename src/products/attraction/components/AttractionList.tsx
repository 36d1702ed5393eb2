'use client';
/**
 * The attraction results column: the counter, the sort, the cards in the workers' order, «more», and the states a
 * city's list can be in — an outage (the supplier did not answer: said as an outage with «try again», never as
 * "nothing"), an unknown city, a city without attractions, and filters that hide everything.
 */
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { MoreSentinel, ResultsCounter } from '@/components/results/ResultsStatus';
import { persianNumber } from '@/lib/text';
import { attractionResults as m, attractionTexts } from '../messages';
import { ATTRACTION_SORTS, type AttractionSort } from '../model/filters';
import type { AttractionItem } from '../server/schemas';
import { AttractionCard } from './AttractionCard';
import { useAttractionResults } from './store';

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

export function AttractionList() {
  const { init, store, setFilters, restartSearch } = useAttractionResults();
  const snap = useSnapshot(store);
  if (snap.failed && snap.received === 0)
    return (
      <div role="alert" className={styles.outage} data-testid="attraction-outage">
        <p>{m.outage}</p>
        <button type="button" className={button({ variant: 'outline' })} onClick={restartSearch}>
          {m.retry}
        </button>
      </div>
    );
  if (snap.finished && snap.received === 0)
    return (
      <div role="status" className={styles.state} data-testid="attraction-empty">
        <p>{init.unknownCity ? m.unknownCity : m.noneInCity}</p>
        <a href="/attraction" className={button({ variant: 'outline' })}>
          {m.otherCity}
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
            onChange={(e) => setFilters({ sort: e.currentTarget.value as AttractionSort })}
            data-testid="attraction-sort"
          >
            {ATTRACTION_SORTS.map((s) => (
              <option key={s} value={s}>
                {attractionTexts.sorts[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {snap.ids.length === 0 ? (
        <p role="status" className={styles.state} data-testid="attraction-none-match">
          {m.noneMatch}
        </p>
      ) : (
        <ul className={styles.list} data-testid="attraction-list">
          {shown.map((id) => {
            const item = snap.items.get(id) as AttractionItem | undefined;
            return item ? (
              <li key={id}>
                <AttractionCard item={item} date={init.date} counts={init.counts} />
              </li>
            ) : null;
          })}
        </ul>
      )}
      <MoreSentinel label={m.showMore} loading={m.loadingMore} />
    </>
  );
}
