'use client';
/**
 * A results column as every list-shaped product shows it: the counter, the product's sort as one labelled select,
 * the cards in the workers' order, «more», and the states — an outage (the supplier did not answer: said as an outage
 * with «try again», never as "nothing"), a search that found nothing (with a way to another search), and filters that
 * hide everything. The product brings its words, its sorts and its card. A round or a sort that re-orders the cards
 * slides them to their new places (use-flip.ts) instead of pushing the ones below: a cheaper bundle arriving in a
 * later round used to shift the whole first screen down (flight+hotel results, CLS 0.583 on a phone).
 */
import { type ReactNode, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { persianNumber } from '@/lib/text';
import { MoreSentinel, ResultsCounter } from './ResultsStatus';
import { type BaseResultsContext, useResultsContext } from './store';
import { useFlip } from './use-flip';

const styles = {
  toolbar: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3', mb: '4' }),
  sort: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' }),
  select: css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', px: '2', minH: '10', bg: 'white' }),
  list: css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0', overflowAnchor: 'none' }),
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

export interface ResultsListWords {
  outage: string;
  retry: string;
  /** The search found nothing; `href`/`link`: where another search starts. */
  none: string;
  noneHref: string;
  noneLink: string;
  noneMatch: string;
  count: (shown: string, total: string) => string;
  soFar: (received: string) => string;
  sortLabel: string;
  showMore: string;
  loadingMore: string;
}

export function ResultsListFrame<Sort extends string, Item>({
  testId,
  words,
  sorts,
  sortLabel,
  item,
}: {
  /** The prefix of the column's test ids (`attraction` → attraction-list, attraction-sort, attraction-outage…). */
  testId: string;
  words: ResultsListWords;
  sorts: readonly Sort[];
  sortLabel: (sort: Sort) => string;
  /** One card; null when the item is not (yet) known. */
  item: (item: Item, id: number) => ReactNode;
}) {
  const { store, setFilters, restartSearch } = useResultsContext<BaseResultsContext>();
  const snap = useSnapshot(store);
  const sort = (snap.filters as { sort: Sort }).sort;
  const shown = snap.ids.slice(0, snap.shown);
  const listRef = useRef<HTMLUListElement>(null);
  useFlip(listRef, shown.join(' '));
  if (snap.failed && snap.received === 0)
    return (
      <div role="alert" className={styles.outage} data-testid={`${testId}-outage`}>
        <p>{words.outage}</p>
        <button type="button" className={button({ variant: 'outline' })} onClick={restartSearch}>
          {words.retry}
        </button>
      </div>
    );
  if (snap.finished && snap.received === 0)
    return (
      <div role="status" className={styles.state} data-testid={`${testId}-empty`}>
        <p>{words.none}</p>
        <a href={words.noneHref} className={button({ variant: 'outline' })}>
          {words.noneLink}
        </a>
      </div>
    );
  return (
    <>
      <div className={styles.toolbar}>
        <ResultsCounter count={(s, t) => words.count(persianNumber(s), persianNumber(t))} soFar={(r) => words.soFar(persianNumber(r))} />
        <label className={styles.sort}>
          {words.sortLabel}
          <select
            className={styles.select}
            value={sort}
            onChange={(e) => setFilters({ sort: e.currentTarget.value as Sort })}
            data-testid={`${testId}-sort`}
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {sortLabel(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {snap.ids.length === 0 && snap.received > 0 ? (
        <p role="status" className={styles.state} data-testid={`${testId}-none-match`}>
          {words.noneMatch}
        </p>
      ) : (
        <ul ref={listRef} className={styles.list} data-testid={`${testId}-list`}>
          {shown.map((id) => {
            const known = snap.items.get(id) as Item | undefined;
            return known ? (
              <li key={id} data-flip-key={id}>
                {item(known, id)}
              </li>
            ) : null;
          })}
        </ul>
      )}
      <MoreSentinel label={words.showMore} loading={words.loadingMore} />
    </>
  );
}
