/**
 * The attraction's parts of the one results page template (src/components/results/ResultsSection.tsx): the edge's
 * parse (bad input: the page's Persian message, status 400 from the edge), the title and summary, the loading dialog
 * «در حال جستجوی ارزان‌ترین تفریح», and the single answer handed to the shared results shell whole (no stream
 * follows: the search is finished, or failed — an outage the list shows as one).
 */
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { SearchProblem } from '@/components/content/SearchProblem';
import { PageMeta } from '@/components/layout/PageMeta';
import { HoldDocumentEnd } from '@/components/results/HoldDocumentEnd';
import { ResultsColumns } from '@/components/results/ResultsColumns';
import { ResultsSection, type ResultsPageParts } from '@/components/results/ResultsSection';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { Notice } from '@/components/results/ResultsStatus';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { formatDate } from '@/lib/date-format';
import type { IsoDate } from '@/lib/dates';
import type { Query } from '@/lib/query';
import { appEnv } from '@/server/request-context';
import type { PageFirstRound } from '@/server/search/prepared-search';
import { attractionForm, attractionResults as m } from '../messages';
import { type TicketCounts, ticketsSummary } from '../model/price';
import type { AttractionItem } from '../server/schemas';
import { type AttractionSearchInfo, type AttractionSearchRequest, attractionSearch } from '../server/search';
import { AttractionFilters } from './AttractionFilters';
import { FiltersDrawer } from '@/components/results/FiltersDrawer';
import { AttractionList } from './AttractionList';
import { AttractionResults } from './AttractionResults';
import { attractionSearchLoading } from './search-loading';
import type { AttractionResultsInit } from './store';

interface Prepared {
  destination: string;
  query: Query;
  /** The city's Persian name from the location lookup; the slug's words for a slug it does not know. */
  placeWords: string;
  date: IsoDate | null;
  counts: TicketCounts;
}

const dayText = (iso: IsoDate) => formatDate(iso, 'jalali', { weekday: true, year: false });
/** `ae-dubai` → «dubai». */
const slugWords = (slug: string) => slug.replace(/^[a-z]{2}-/, '').replace(/-/g, ' ');

function attractionPage(
  destination: string,
): ResultsPageParts<AttractionSearchRequest, AttractionItem, AttractionSearchInfo, Prepared, undefined, number | null> {
  return {
    search: attractionSearch,
    invalid: (refusal) => <SearchProblem productName={attractionForm.name} formPath="/attraction" message={refusal.message} />,
    prepare: ({ request, query }) => ({
      destination,
      query,
      placeWords: request.cityName ?? slugWords(request.slug),
      date: request.date,
      counts: request.counts,
    }),
    head: (p) => (
      <>
        <PageMeta title={m.pageTitle(p.placeWords)} description={m.description} noindex />
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>{m.title}</h1>
        <p className={css({ color: 'fg.muted', mb: '4' })} data-testid="attraction-summary">
          {m.summary(p.placeWords, p.date ? dayText(p.date) : null, ticketsSummary(p.counts))}
        </p>
      </>
    ),
    loading: (p) => (
      <SearchLoadingDialog {...attractionSearchLoading} place={p.placeWords} details={p.date ? [m.loadingDate(dayText(p.date))] : []} />
    ),
    // The cards' «… تومان به کیف پول شما برمی‌گردد»: a logged-in viewer's cashback, read beside the first round.
    alongside: () => viewerCashbackPercent(),
    results: (first, p, cashbackPercent) => <FirstRound first={first} p={p} cashbackPercent={cashbackPercent} />,
  };
}

function FirstRound({
  first,
  p,
  cashbackPercent,
}: {
  first: PageFirstRound<AttractionItem, AttractionSearchInfo>;
  p: Prepared;
  cashbackPercent: number | null;
}) {
  const info = first.searchInfo;
  const init: AttractionResultsInit = {
    destination: p.destination,
    query: p.query,
    items: first.items,
    whole: null,
    searchInfo: info,
    searchToken: null,
    since: 0,
    finished: first.finished,
    stopMessage: first.stopMessage,
    failed: first.failed,
    hasMore: first.hasMore,
    testHooks: appEnv() !== 'production',
    cityName: info?.cityName ?? p.placeWords,
    unknownCity: !first.failed && info !== null && info.cityId === null,
    date: p.date,
    counts: p.counts,
  };
  return (
    <AttractionResults init={init}>
      {info?.cityName ? (
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })} data-testid="attraction-city">
          {m.pageTitle(info.cityName)}
        </h2>
      ) : null}
      <ResultsColumns aside={<aside>{first.items.length > 0 ? <FiltersDrawer panel={<AttractionFilters />} /> : null}</aside>}>
        <CashbackProvider percent={cashbackPercent}>
          <AttractionList />
        </CashbackProvider>
      </ResultsColumns>
      <HoldDocumentEnd />
      <Notice />
    </AttractionResults>
  );
}

export function AttractionResultsSection({ destination, query }: { destination: string; query: Query }): Promise<ReactNode> {
  return ResultsSection({ parts: attractionPage(destination), place: destination, query });
}
