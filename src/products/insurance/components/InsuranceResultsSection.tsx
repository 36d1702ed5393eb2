/**
 * Travel insurance's parts of its results page (`/insurance/{destination}/search`) on the one results page template
 * (src/components/results/ResultsSection.tsx). The search is single-answer: the first round is the whole answer (at
 * most 12 plans, the spec's limit), rendered into the HTML and handed to the client list, which filters, sorts and
 * compares those plans in the page (no stream, no paging: there is never a second page). Bad input renders its
 * Persian message with a way back to the form (the edge has set the 400); an outage is said as an outage.
 */
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { SearchProblem } from '@/components/content/SearchProblem';
import { PageMeta } from '@/components/layout/PageMeta';
import { HoldDocumentEnd } from '@/components/results/HoldDocumentEnd';
import { ResultsSection, type ResultsPageParts } from '@/components/results/ResultsSection';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { formatDate } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { decodeParam, placeFrom } from '@/lib/search-summary';
import { joinParts } from '@/lib/text';
import { insuranceForm, insuranceResults as m } from '../messages';
import { parsePlanView, type PlanView } from '../model/filters';
import type { InsuranceQuery } from '../model/query';
import { tripDays } from '../model/trip';
import type { InsurancePlan } from '../server/schemas';
import { type InsuranceSearchInfo, insuranceSearch } from '../server/search';
import { InsuranceResults } from './InsuranceResults';
import { insuranceSearchLoading } from './search-loading';

interface InsurancePage {
  request: InsuranceQuery;
  view: PlanView;
  place: string;
  dates: string;
  summary: string;
}

const parts: ResultsPageParts<InsuranceQuery, InsurancePlan, InsuranceSearchInfo, InsurancePage, undefined, number | null> = {
  search: insuranceSearch,
  // The site's one Persian 400 box for a search URL that cannot be searched, with its way back to the form.
  invalid: (refusal) => <SearchProblem productName={insuranceForm.name} formPath="/insurance" message={refusal.message} />,
  prepare: ({ request, query }) => {
    const day = (iso: string) => formatDate(iso, 'jalali', { year: false, weekday: true });
    return {
      request,
      view: parsePlanView(query),
      place: placeFrom(decodeParam(request.destination)).city,
      dates: `${day(request.startDate)} – ${day(request.endDate)}`,
      summary: m.summary(tripDays(request.startDate, request.endDate), request.ages.length),
    };
  },
  head: ({ place, dates, summary }) => (
    <>
      <PageMeta title={m.pageTitle(place)} description={m.description} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>{m.pageTitle(place)}</h1>
      <p
        className={css({ color: 'fg.muted', mb: '4', display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}
        data-testid="insurance-summary"
      >
        <span>{joinParts(dates, summary)}</span>
        <a href="/insurance" className={button({ variant: 'outline', size: 'xs' })}>
          {messages.results.changeSearch}
        </a>
      </p>
    </>
  ),
  loading: ({ place, dates, summary }) => <SearchLoadingDialog {...insuranceSearchLoading} place={place} details={[dates, summary]} />,
  // The plans' «… تومان به کیف پول شما برمی‌گردد»: a logged-in viewer's cashback, read beside the answer.
  alongside: () => viewerCashbackPercent(),
  results: ({ items, searchInfo, failed }, { request, view }, cashbackPercent) => (
    <CashbackProvider percent={cashbackPercent}>
      <InsuranceResults
        init={{
          plans: items,
          info: searchInfo ?? null,
          failed,
          destination: request.destination,
          startDate: request.startDate,
          endDate: request.endDate,
          ages: request.ages,
          agesGiven: request.agesGiven,
          sports: request.sports,
          view,
        }}
      />
      {/* The document's end comes after the plans are on screen, not in their chunk (as every results page). */}
      <HoldDocumentEnd />
    </CashbackProvider>
  ),
};

export function InsuranceResultsSection({ destination, search }: { destination: string; search: Query }): ReactNode {
  return <ResultsSection parts={parts} place={destination} query={search} />;
}
