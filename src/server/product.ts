/**
 * What a product hands the engines on the server (issue 42): the engines (edge routes and streams, search pipeline,
 * tickets, basket) work through these definitions and never import a product. The one list of them is
 * src/products/registry.server.ts; the composition root (src/waku.server.tsx) passes it to the edge, and tests pass
 * it (or a fixture product) the same way.
 */
import type { Hono } from 'hono';
import type { ReactNode } from 'react';
import type { ApiRoute } from './api-route';
import type { IsoDate } from '@/lib/dates';
import type { Query } from '@/lib/query';
import type { BasketSlot } from './basket/slots';
import type { CheckoutProductDefinition } from './checkout/products';
import type { DetailSearchEvent } from './search/detail-stream';
import type { PollOptions } from './search/poll';
import type { SearchDefinition } from './search/pipeline';
import type { Parsed } from './search/requests';
import type { FurtherDocument } from './tickets/documents';
import type { TicketMapper } from './tickets/mapper';
import type { UpstreamClient } from './upstream/request';

/** A results page document whose search the edge starts before rendering (src/edge/search-prefetch.ts). */
export interface ResultsPage {
  /** The page's path; the first group is the place (route parameter). */
  path: RegExp;
  search: SearchDefinition<never, unknown, unknown>;
}

/**
 * A results page that shows a summary of the search (nothing searched upstream): the products not sold online yet.
 * Input it cannot show answers 400 with the page's own Persian message.
 */
export interface SummaryPage {
  path: RegExp;
  /** The page's problem with its place (raw, as in the path) and query; null when it can be shown. */
  problem(placeParam: string, query: Query, today: IsoDate): string | null;
}

/** A stream of one item's details (`GET /stream/{name}/{param}?…`): a hotel's room packages. */
export interface DetailStream<P = unknown> {
  name: string;
  parse(param: string, query: Query): Parsed<P>;
  poll(client: UpstreamClient, params: P, options: PollOptions): AsyncIterable<DetailSearchEvent<unknown, string>>;
}

/** A product's detail stream as the engine keeps it: its parse and poll agree on `P`, which the engine never reads. */
export const detailStream = <P>(d: {
  name: string;
  parse(param: string, query: Query): Parsed<P>;
  // Each product's event carries its own key (`packages`); the engine streams the events as they are.
  poll(client: UpstreamClient, params: P, options: PollOptions): AsyncIterable<{ type: 'round' | 'summary' }>;
}): DetailStream => d as unknown as DetailStream;

/** A product's search routes, `/{segment}/{place}/search` (spec 001 §5, §9): how the redirect repairs them. */
export interface SearchRouteRule {
  /** The path's first segment (`hotel` and `hotel-map`; `flight`). */
  segment: RegExp;
  /** Its places are country-prefixed slugs (`ir-kish`): a legacy bare city (`/hotel/kish`) is redirected. */
  countryPrefixed?: boolean;
  /** The query with missing or past dates repaired (and defaults filled), or null when it is fine as it is. */
  repair(query: Query, o: { today: IsoDate; destination: string }): Query | null;
}

export interface ServerProduct {
  /** The registry's id (src/products/registry.ts). */
  id: string;
  /** The supplier's order product name of its orders (account and ticket schemas accept these). */
  orderProduct: string;
  /** Its polled or single-answer searches, streamed as `/stream/{search.name}/{place}`. */
  searches?: readonly SearchDefinition<never, unknown, unknown>[];
  /** Its search routes' repair (the redirects, before the session). */
  searchRoutes?: readonly SearchRouteRule[];
  /** The results page documents whose search the edge prefetches and whose bad input it answers with 400. */
  resultsPages?: readonly ResultsPage[];
  /** Results pages that only summarise the search (a product whose results are not built yet). */
  summaryPages?: readonly SummaryPage[];
  detailStreams?: readonly DetailStream[];
  /** Its entries of the browser-facing API's allow-list (src/edge/proxy.ts). */
  apiRoutes?: readonly ApiRoute[];
  /** Routes of its own (a places lookup), mounted with the engines' routes, before the renderer. */
  mountRoutes?: (app: Hono) => void;
  /** Its issued order's ticket, voucher or contract. */
  ticket?: TicketMapper;
  /** Documents it prints besides `ticket` (src/server/tickets/documents.ts): a bundle's flight tickets beside its voucher. */
  documents?: readonly FurtherDocument[];
  /** Where its items live in the basket document, and how one is named and shown. */
  basket?: BasketSlot;
  /** Its part of the one checkout: review lines, travellers step, booking errors, result page. */
  checkout?: CheckoutProductDefinition;
  /**
   * Its search form as the home page shows it under its tab (issue 48), loaded only when its tab is chosen: a server
   * component that reads what the form needs (popular places, today) and renders the product's own form.
   */
  homeSearch?: () => Promise<{ default: HomeSearch }>;
}

/** A product's search form on the home page; `query` is the home page's query (its tab choice and tracking). */
export type HomeSearch = (props: { query: Query }) => ReactNode | Promise<ReactNode>;
