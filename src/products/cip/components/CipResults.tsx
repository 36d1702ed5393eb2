'use client';
/**
 * The client side of the CIP results page: the shared results shell (src/components/results) with the CIP packages'
 * list, filters (side, services) and price sort. The first answer is the whole answer (single-answer mode); the
 * stream is only asked again by «search again». An outage is said as an outage, never as "no service here".
 */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { FiltersDrawer } from '@/components/results/FiltersDrawer';
import { FiltersPanelFrame } from '@/components/results/FiltersPanel';
import { MoreSentinel, ResultsCounter } from '@/components/results/ResultsStatus';
import { ResultsContext } from '@/components/results/store';
import { useResultsShell } from '@/components/results/use-results-shell';
import * as messages from '@/lib/messages';
import { persianNumber } from '@/lib/text';
import { cipResults as m, cipTexts } from '../messages';
import { CIP_KIND_OPTIONS, CIP_SERVICE_OPTIONS, CIP_SORTS, type CipFilters } from '../model/results-model';
import { carriedFlight, cipDetailPath } from '../model/query';
import { CipCard } from './CipCard';
import { cipResults } from './results-product';
import { type CipResultsInit, useCipResults } from './store';

export function CipResults({ init, children }: { init: CipResultsInit; children: ReactNode }) {
  const shell = useResultsShell(cipResults, init);
  return <ResultsContext.Provider value={shell}>{children}</ResultsContext.Provider>;
}

const panel = css({ bg: 'white', p: '6', borderRadius: 'l3', textAlign: 'center', display: 'grid', gap: '3', justifyItems: 'center' });

function Outage() {
  const { restartSearch } = useCipResults();
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

export function CipList() {
  const { init, store } = useCipResults();
  const snap = useSnapshot(store);
  const failed = init.failed || (snap.finished && snap.received === 0 && (snap.notice?.tone === 'error' || snap.streamError !== null));
  if (failed && snap.received === 0) return <Outage />;
  if (snap.finished && snap.received === 0) {
    return (
      <div className={panel} data-testid="results-empty">
        <h2 className={css({ fontWeight: 'bold' })}>{m.none}</h2>
        <p>{m.noneHint}</p>
        <a className={button({ variant: 'outline' })} href="/cip">
          {m.newSearch}
        </a>
      </div>
    );
  }
  const shown = snap.ids
    .slice(0, snap.shown)
    .map((id) => snap.items.get(id))
    .filter((p) => p !== undefined);
  return (
    <>
      {shown.length === 0 && snap.received > 0 ? (
        <p className={css({ p: '6', bg: 'white', borderRadius: 'l3' })} data-testid="results-none-match">
          {m.noneMatch}
        </p>
      ) : null}
      <ol className={css({ listStyle: 'none' })} data-testid="results-list">
        {shown.map((pkg) => (
          <li key={pkg.packageId}>
            <CipCard pkg={pkg} href={cipDetailPath(pkg, { date: init.date, passengers: init.passengers, ...carriedFlight(init.query) })} />
          </li>
        ))}
      </ol>
      <MoreSentinel label={m.more} loading={m.loadingMore} />
    </>
  );
}

function CheckList<K extends 'kinds' | 'services'>({
  name,
  legend,
  options,
  label,
}: {
  name: K;
  legend: string;
  options: readonly CipFilters[K][number][];
  label: (o: CipFilters[K][number]) => string;
}) {
  const { store, setFilters } = useCipResults();
  const snap = useSnapshot(store);
  const counts = name === 'kinds' ? snap.stats.kinds : snap.stats.services;
  const selected = snap.filters[name] as readonly string[];
  const present = options.filter((o) => (counts[o] ?? 0) > 0);
  if (present.length === 0) return null;
  return (
    <fieldset className={css({ display: 'grid', gap: '2' })} data-testid={`filter-${name}`}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{legend}</legend>
      {present.map((o) => (
        <label
          key={o}
          className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' })}
          data-value={o}
        >
          <input
            type="checkbox"
            checked={selected.includes(o)}
            onChange={(e) => {
              const next = e.target.checked ? [...selected, o] : selected.filter((v) => v !== o);
              setFilters({ [name]: next } as Partial<CipFilters>);
            }}
            className={css({ w: '4', h: '4', accentColor: 'primary.default' })}
          />
          <span>{label(o)}</span>
          <span className={css({ color: 'fg.muted', ms: 'auto' })}>{persianNumber(counts[o] ?? 0)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function CipFiltersPanel() {
  const { resetFilters } = useCipResults();
  return (
    <FiltersPanelFrame onReset={resetFilters} testId="cip-filters">
      <CheckList name="kinds" legend={m.kindFilter} options={CIP_KIND_OPTIONS} label={(o) => cipTexts.kinds[o]} />
      <CheckList name="services" legend={m.serviceFilter} options={CIP_SERVICE_OPTIONS} label={(o) => cipTexts.services[o]} />
    </FiltersPanelFrame>
  );
}

/** The price sort: two buttons, the chosen one pressed. */
function CipSortBar() {
  const { store, setFilters } = useCipResults();
  const snap = useSnapshot(store);
  return (
    <fieldset className={css({ display: 'flex', gap: '2', alignItems: 'center' })} data-testid="cip-sort">
      <legend className={css({ srOnly: true })}>{messages.results.sortLabel}</legend>
      {CIP_SORTS.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={snap.filters.sort === s}
          className={button({ size: 'sm', variant: snap.filters.sort === s ? 'solid' : 'outline' })}
          onClick={() => setFilters({ sort: s })}
        >
          {m.sorts[s]}
        </button>
      ))}
    </fieldset>
  );
}

/** Desktop: the panel beside the list. Phones: a button that opens it in a full-screen dialog (the shared drawer). */
export function CipFiltersColumn() {
  const { store } = useCipResults();
  const snap = useSnapshot(store);
  return <FiltersDrawer panel={() => <CipFiltersPanel />} open={snap.filtersOpen} onOpenChange={(o) => (store.filtersOpen = o)} />;
}

export function CipToolbar() {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', mb: '4' })}>
      <ResultsCounter
        count={(shown, total) => m.counter(persianNumber(shown), persianNumber(total))}
        soFar={(n) => m.soFar(persianNumber(n))}
      />
      <CipSortBar />
    </div>
  );
}
