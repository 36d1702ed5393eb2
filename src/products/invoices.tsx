/**
 * Each product's invoice page by its `/invoice/{type}` segment (spec 000 §2.1: `/invoice/{destination?}/{type?}`):
 * with `?factorId=N` the order's real invoice (its issued document), without it the viewer's orders and the search
 * by order number and mobile (src/components/tickets/InvoiceFinder.tsx). The segments are the invoice content's
 * (src/content/orders.ts INVOICE_PRODUCTS): `package` is the tour's.
 */
import type { ReactNode } from 'react';
import type { Query } from '@/lib/query';
import { AttractionInvoice } from './attraction/components/AttractionInvoice';
import { CipInvoice } from './cip/components/CipInvoice';
import { FlightInvoice } from './flight/components/FlightInvoice';
import { HotelInvoice } from './hotel/components/HotelInvoice';
import { InsuranceInvoice } from './insurance/components/InsuranceInvoice';
import { TourInvoice } from './tour/components/TourInvoice';

type InvoicePage = (props: { query: Query; path: string }) => ReactNode;

const INVOICES: Readonly<Record<string, InvoicePage>> = {
  hotel: ({ query, path }) => <HotelInvoice query={query} path={path} />,
  flight: ({ query, path }) => <FlightInvoice query={query} path={path} />,
  cip: ({ query, path }) => <CipInvoice query={query} path={path} />,
  attraction: ({ query, path }) => <AttractionInvoice query={query} path={path} />,
  insurance: ({ query, path }) => <InsuranceInvoice query={query} path={path} />,
  package: ({ query, path }) => <TourInvoice factorIdText={query['factorId'] ?? ''} path={path} />,
};

/** The invoice page of a path segment, or null when the segment names no product. */
export function invoiceOf(segment: string | undefined): InvoicePage | null {
  return segment && Object.hasOwn(INVOICES, segment) ? INVOICES[segment]! : null;
}
