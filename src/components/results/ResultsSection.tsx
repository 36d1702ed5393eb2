/**
 * The one server template of a results page, for any product and either search mode (src/server/search/pipeline.ts).
 * The path every results page shares:
 *  1. the parsed search: the edge's parse of this document, or the page's own on an RSC navigation (`parsedSearch`),
 *     beside the product's early lookups (`early`); input the parse refuses is the product's to answer (`invalid`:
 *     its Persian message, or a redirect); the edge has already set the document's status to 400;
 *  2. the page's head (title, summary, the product's own parts) streams at once, with the search-in-progress dialog
 *     as the fallback of one Suspense boundary;
 *  3. inside it, the first round (`pageFirstRound`: the search the edge started for this request, else the page's own;
 *     a polled search's first round with news, or a single-answer search's whole answer; an outage as an outage)
 *     together with whatever the product fetches beside it (`alongside`), cut for this viewer;
 *  4. the hand-off to the product's client results component (`results`), which continues the same search through
 *     the stream when there is more to come.
 * What differs between products (the summary, hotel's tour offers, flight's date strip, each client component's
 * init) stays in the product's parts. The engine names no product (tests/unit/lib/purity.test.ts).
 */
import { Suspense, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { formatJalali } from '@/lib/date-format';
import { parseDateParam } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { PAST_DATE_KEY } from '@/lib/query';
import type { Query } from '@/lib/query';
import { roleNames } from '@/lib/roles';
import { upstream, viewer } from '@/server/request-context';
import type { ParsedSearch, SearchDefinition } from '@/server/search/pipeline';
import { type PageFirstRound, pageFirstRound, parsedSearch } from '@/server/search/prepared-search';
import type { Parsed } from '@/server/search/requests';
import { PastDateNotice } from './PastDateNotice';
import { currentDay } from '@/server/clock';

export type SearchRefusal = Exclude<Parsed<unknown>, { ok: true }>;

/** A product's parts of its results page. `Page` is its own facts of the search; `Early` and `Extra` its lookups. */
export interface ResultsPageParts<Req, Item, Info, Page, Early = undefined, Extra = undefined> {
  search: SearchDefinition<Req, Item, Info>;
  /** Looked up while the query is parsed, so neither waits for the other (hotel: the search form's data). */
  early?: () => Promise<Early>;
  /** Input the search refuses: the product's Persian message, or a redirect (which throws). */
  invalid(refusal: SearchRefusal): ReactNode;
  /** The product's facts of the parsed search (its titles and summary are made from them). */
  prepare(parsed: ParsedSearch<Req>, early: Early): Page;
  /** What heads the page while the first round is on its way: title, summary, the product's own parts. */
  head(page: Page): ReactNode;
  /** The search-in-progress dialog: position fixed, so the template holds a viewport of height for it. */
  loading(page: Page): ReactNode;
  /** Fetched beside the first round, within the same boundary (hotel: the tour offers and banners). */
  alongside?(page: Page): Promise<Extra>;
  /** The product's client results component, handed the first round (already cut for this viewer). */
  results(first: PageFirstRound<Item, Info>, page: Page, extra: Extra): ReactNode;
}

export async function ResultsSection<Req, Item, Info, Page, Early, Extra>({
  parts,
  place,
  query,
}: {
  parts: ResultsPageParts<Req, Item, Info, Page, Early, Extra>;
  /** The route's place (a destination slug, a route). */
  place: string;
  query: Query;
}): Promise<ReactNode> {
  const [parsed, early] = await Promise.all([
    parsedSearch(parts.search, upstream(), place, query, currentDay()),
    parts.early ? parts.early() : (undefined as Early),
  ]);
  if (!parsed.ok) return parts.invalid(parsed);
  const page = parts.prepare(parsed.value, early);
  const today = currentDay();
  const passed = parseDateParam(query[PAST_DATE_KEY]);
  return (
    <>
      {passed !== null && passed < today ? (
        <PastDateNotice text={messages.results.pastDateMoved(formatJalali(passed), formatJalali(today))} />
      ) : null}
      {parts.head(page)}
      {/* The dialog is position: fixed, so the fallback holds a viewport of height in the flow: otherwise the footer
          starts in view and the first round's results push it away (the results page's CLS). */}
      <Suspense fallback={<div className={css({ minH: '[100vh]' })}>{parts.loading(page)}</div>}>
        <Later render={() => firstRound(parts, parsed.value.request, page)} />
      </Suspense>
    </>
  );
}

/** The first round and what the product fetches beside it, handed to the product's client results component. */
async function firstRound<Req, Item, Info, Page, Early, Extra>(
  parts: ResultsPageParts<Req, Item, Info, Page, Early, Extra>,
  request: Req,
  page: Page,
): Promise<ReactNode> {
  const [first, extra] = await Promise.all([
    pageFirstRound(parts.search, upstream(), request, roleNames(viewer().roleIds)),
    parts.alongside ? parts.alongside(page) : (undefined as Extra),
  ]);
  return parts.results(first, page, extra);
}

/** An async server component for `render`: its wait happens inside the Suspense boundary, not before the head. */
function Later({ render }: { render: () => Promise<ReactNode> }): Promise<ReactNode> {
  return render();
}
