/**
 * The CIP parts of its results page (`/cip/{airport}/search`) on the one results page template
 * (src/components/results/ResultsSection.tsx). Bad input (an unknown airport, past day, passengers over the limits)
 * renders the search form's Persian message with a way back (the edge already answered 400). The head is the
 * airport's title and the flight day and party; the whole answer goes into the HTML.
 */
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { SearchProblem } from '@/components/content/SearchProblem';
import { PageMeta } from '@/components/layout/PageMeta';
import { HoldDocumentEnd } from '@/components/results/HoldDocumentEnd';
import { ResultsColumns } from '@/components/results/ResultsColumns';
import { ResultsSection, type ResultsPageParts } from '@/components/results/ResultsSection';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { Notice } from '@/components/results/ResultsStatus';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { formatJalali } from '@/lib/date-format';
import { findAirport } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { persianNumber } from '@/lib/text';
import { appEnv } from '@/server/request-context';
import { cipForm, cipResults as m } from '../messages';
import { type CipSearchInfo, type CipSearchRequest, isAirportCode, travellerCount } from '../model/query';
import { cipSearch } from '../server/search';
import type { CipPackage } from '../server/schemas';
import { CipFiltersColumn, CipList, CipResults, CipToolbar } from './CipResults';
import { cipSearchLoading } from './search-loading';
import type { CipResultsInit } from './store';

interface CipPage {
  place: string;
  request: CipSearchRequest;
  query: Query;
  title: string;
  summary: string;
}

function cipPage(place: string): ResultsPageParts<CipSearchRequest, CipPackage, CipSearchInfo, CipPage, undefined, number | null> {
  return {
    search: cipSearch,
    invalid: (refusal) => <SearchProblem productName={cipForm.name} formPath="/cip" message={refusal.message} />,
    prepare: ({ request, query }) => {
      const airport = isAirportCode(request.place) ? findAirport(request.place)?.name : undefined;
      return {
        place,
        request,
        query,
        title: m.pageTitle(airport ?? decodeURIComponent(place)),
        summary: m.summary(formatJalali(request.date, { weekday: true }), persianNumber(travellerCount(request.passengers))),
      };
    },
    head: ({ title, summary }) => (
      <>
        <PageMeta title={title} description={m.description} noindex />
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>{title}</h1>
        <p
          className={css({ color: 'fg.muted', mb: '4', display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}
          data-testid="cip-summary"
        >
          <span>{summary}</span>
          <a href="/cip" className={button({ variant: 'outline', size: 'xs' })}>
            {messages.results.changeSearch}
          </a>
        </p>
      </>
    ),
    loading: ({ title, summary }) => <SearchLoadingDialog {...cipSearchLoading} place={title} details={[summary]} />,
    // The cards' «… تومان به کیف پول شما برمی‌گردد»: a logged-in viewer's cashback, read beside the first round.
    alongside: () => viewerCashbackPercent(),
    results: ({ items, searchInfo, finished, stopMessage, searchToken, failed, hasMore }, { request, query }, cashbackPercent) => {
      const init: CipResultsInit = {
        destination: place,
        query,
        items,
        searchInfo,
        searchToken,
        since: 0,
        finished,
        stopMessage,
        failed,
        ...(hasMore ? { hasMore } : {}),
        testHooks: appEnv() !== 'production',
        date: request.date,
        passengers: request.passengers,
      };
      return (
        <CipResults init={init}>
          <ResultsColumns
            aside={
              <aside className={css({ position: { lg: 'sticky' }, insetBlockStart: '4' })}>
                <CipFiltersColumn />
              </aside>
            }
          >
            <CipToolbar />
            <CashbackProvider percent={cashbackPercent}>
              <CipList />
            </CashbackProvider>
          </ResultsColumns>
          <Notice />
          <HoldDocumentEnd />
        </CipResults>
      );
    },
  };
}

export function CipResultsSection({ place, search }: { place: string; search: Query }): ReactNode {
  return <ResultsSection parts={cipPage(place)} place={place} query={search} />;
}
