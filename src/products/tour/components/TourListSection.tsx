/**
 * A destination's tour list (`/tour/{destination}`, `/tours/{destination}`) on the one results page template
 * (src/components/results/ResultsSection.tsx), single-answer mode: the catalogue's whole answer is rendered on the
 * server, filtered and sorted by the page's query (a GET form: src/products/tour/model/filters.ts), so the list needs
 * no script. Bad input renders the search form's Persian message (the edge already answered 400); the supplier down
 * is an outage, never «no tours».
 */
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { SearchProblem } from '@/components/content/SearchProblem';
import { PageMeta } from '@/components/layout/PageMeta';
import { ResultsColumns } from '@/components/results/ResultsColumns';
import { ResultsSection, type ResultsPageParts } from '@/components/results/ResultsSection';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { AIRPORTS } from '@/lib/lookups';
import type { Query } from '@/lib/query';
import { persianNumber } from '@/lib/text';
import { tourForm, tourResults as m, tourTexts } from '../messages';
import { filterOptions, filterTours } from '../model/filters';
import { type TourSearchInfo, type TourSearchRequest, tourFiltersOf } from '../model/query';
import type { TourPackageSummary } from '../server/schemas';
import { displayCurrency } from '@/server/display-currency';
import { tourSearch } from '../server/search';
import { TourCard } from './TourCard';
import { TourFiltersForm } from './TourFiltersForm';
import { tourSearchLoading } from './search-loading';

interface TourPage {
  path: string;
  title: string;
  params: URLSearchParams;
  keep: Record<string, string>;
}

const FILTER_KEYS = new Set(['band', 'nights', 'stars', 'transport', 'month', 'sort']);
const panel = css({ bg: 'white', p: '6', borderRadius: 'l3', textAlign: 'center', display: 'grid', gap: '3', justifyItems: 'center' });

/** The destination's Persian name before the answer comes (the airport table's city), else the slug. */
function placeName(destination: string): string {
  return AIRPORTS.find((a) => a.cityEn.toLowerCase() === destination)?.city ?? destination;
}

async function TourList({ items, info, page }: { items: TourPackageSummary[]; info: TourSearchInfo | null; page: TourPage }) {
  const display = await displayCurrency();
  const { filters, sort } = tourFiltersOf(page.params);
  const shown = filterTours(items, filters, sort);
  const opts = filterOptions(items);
  const carriers = new Map(
    items.map((p) => [p.transport.carrierCode, p.transport.mode === 'bus' ? tourTexts.transport.bus : p.transport.carrierName]),
  );
  return (
    <ResultsColumns
      aside={
        <aside className={css({ position: { lg: 'sticky' }, insetBlockStart: '4' })}>
          <TourFiltersForm
            action={page.path}
            keep={page.keep}
            filters={filters}
            sort={sort}
            domestic={info?.domestic ?? true}
            display={display}
            options={{ ...opts, transport: opts.transport.map((code) => ({ code, name: carriers.get(code) ?? code })) }}
          />
        </aside>
      }
    >
      <p className={css({ color: 'fg.muted', mb: '2' })} data-testid="tour-count" aria-live="polite">
        {m.summary(persianNumber(shown.length))}
      </p>
      {shown.length === 0 ? (
        <div className={panel} data-testid="results-empty">
          <p>{items.length === 0 ? m.empty : m.emptyFiltered}</p>
        </div>
      ) : (
        <div className={css({ display: 'grid', gap: '3' })} data-testid="tour-list">
          {shown.map((t) => (
            <TourCard key={t.packageId} tour={t} />
          ))}
        </div>
      )}
    </ResultsColumns>
  );
}

function tourPage(
  path: string,
  raw: string,
): ResultsPageParts<TourSearchRequest, TourPackageSummary, TourSearchInfo, TourPage, undefined, number | null> {
  const params = new URLSearchParams(raw);
  const keep: Record<string, string> = {};
  for (const [k, v] of params) if (!FILTER_KEYS.has(k) && !(k in keep)) keep[k] = v;
  return {
    search: tourSearch,
    invalid: (refusal) => <SearchProblem productName={tourForm.name} formPath="/tour" message={refusal.message} />,
    prepare: ({ request }) => ({ path, params, keep, title: m.pageTitle(placeName(request.destination)) }),
    head: ({ title }) => (
      <>
        <PageMeta title={title} description={m.description(title)} />
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{title}</h1>
      </>
    ),
    loading: ({ title }) => <SearchLoadingDialog {...tourSearchLoading} place={title} />,
    // The cards' «… تومان به کیف پول شما برمی‌گردد»: a logged-in viewer's cashback, read beside the answer.
    alongside: () => viewerCashbackPercent(),
    results: ({ items, searchInfo, failed }, page, cashbackPercent) =>
      failed ? (
        <div role="alert" className={panel} data-testid="results-outage">
          <h2 className={css({ fontWeight: 'bold' })}>{m.outageTitle}</h2>
          <p>{m.outage}</p>
          <a className={button()} href={page.path}>
            {m.tryAgain}
          </a>
        </div>
      ) : (
        <CashbackProvider percent={cashbackPercent}>
          <TourList items={items} info={searchInfo} page={page} />
        </CashbackProvider>
      ),
  };
}

export function TourListSection({ base, place, raw }: { base: 'tour' | 'tours'; place: string; raw: string }): ReactNode {
  const query: Query = Object.fromEntries(new URLSearchParams(raw));
  return <ResultsSection parts={tourPage(`/${base}/${encodeURIComponent(place)}`, raw)} place={place} query={query} />;
}
