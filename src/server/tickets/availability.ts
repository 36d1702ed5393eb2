/**
 * Which orders have a ticket or voucher to show (no PDF code here: pages and components import this without
 * pulling the printer into their bundle).
 */
import type { Order, OrderStatus } from '../schemas/account';

/** Orders that hold a valid ticket: paid or issued, and still while a refund request is pending. */
const TICKETED: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['paid', 'issued', 'refund_requested']);
export const hasTicket = (order: Pick<Order, 'status'>) => TICKETED.has(order.status);

/**
 * Where the browser downloads the order's PDF (src/edge/ticket-routes.ts) and views it printable. `doc` names one of
 * the order's documents (its `documents[].id`); without it, the order's leading document.
 */
export const ticketPdfUrl = (factorId: number, doc?: string) => `/api/tickets/${factorId}${doc ? `-${doc}` : ''}.pdf`;
/** The same download for a visitor who tracked the order (tracking code, mobile and SMS code): its access proof. */
export const trackedDocumentUrl = (factorId: number, doc: string, access: string) =>
  `/api/orders/track/documents/${factorId}-${doc}.pdf?access=${encodeURIComponent(access)}`;
export const ticketPageUrl = (factorId: number) => `/dashboard/tickets/${factorId}`;
