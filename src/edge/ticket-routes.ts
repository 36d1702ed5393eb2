/**
 * The ticket download (contracts §6): `GET /api/tickets/{orderId}.pdf` streams the order's e-ticket or voucher PDF
 * from the supplier to the browser. The supplier answers only for the order's owner (the session's token), so any
 * other session, a guest, an unknown or a malformed id all get the same 404: an order's existence is not disclosed.
 * The wait is bounded (TICKET_DOWNLOAD_BUDGET_MS); an outage is told in Persian (a page for a link the traveller
 * clicked, JSON for a script), never handed over as a broken file.
 */
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BRAND_FA, TICKET_DOWNLOAD_BUDGET_MS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { ticketsApi } from '@/server/upstream/tickets';
import { UpstreamError } from '@/server/upstream/request';
import { apiError } from './failures';

/** `{orderId}.pdf` (the order's leading document) or `{orderId}-{document}.pdf` (one of `Order.documents`). */
const FILE = /^(\d{1,12})(?:-([a-z][A-Za-z]{1,31}))?\.pdf$/;
/** Order tracking's proof (the tracking answer's `documentAccess`): a signed token, never long. */
const ACCESS = /^[A-Za-z0-9._-]{16,1024}$/;

/** The browser opened the link itself (a click, a new tab), rather than a script fetching it. */
const isDocumentRequest = (c: Context) =>
  c.req.header('Sec-Fetch-Dest') === 'document' ||
  (c.req.header('Sec-Fetch-Dest') === undefined && /text\/html/.test(c.req.header('Accept') ?? ''));

/** A refusal in Persian: a small page for a clicked link, the API's JSON for a script. */
function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  if (!isDocumentRequest(c)) return apiError(c, status, code, message);
  const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${BRAND_FA}</title></head><body><main><h1>${message}</h1><p><a href="/dashboard/orders">${messages.tickets.backToOrders}</a></p></main></body></html>`;
  return c.html(html, status, { 'Cache-Control': 'no-store' });
}

/** The file the browser saves: the brand, the kind and the order number (and the document's product), ASCII only. */
export const ticketFileName = (orderId: number, doc?: string) => `safarnameh-ticket-${orderId}${doc ? `-${doc}` : ''}.pdf`;

export function mountTicketRoutes(app: Hono): void {
  // The session's own orders: a guest's booked in this session, a logged-in traveller's as the supplier checks them.
  app.get('/api/tickets/:file', (c) => download(c, null));
  // Order tracking (tracking code + buyer mobile + the SMS code → the tracking answer's `documentAccess`): any
  // session with that proof, for that order only; a missing, forged, expired or other order's proof is 404 alike.
  // Rate-limited as the tracking itself (rate-limit.ts: refusals count per client and per order).
  app.get('/api/orders/track/documents/:file', (c) => {
    const access = c.req.query('access') ?? '';
    return ACCESS.test(access) ? download(c, access) : refuse(c, 404, 'not_found', messages.tickets.notFound);
  });
}

async function download(c: Context, access: string | null): Promise<Response> {
  const match = FILE.exec(c.req.param('file') ?? '');
  const orderId = match ? Number(match[1]) : 0;
  const doc = match?.[2];
  if (!Number.isSafeInteger(orderId) || orderId < 1) return refuse(c, 404, 'not_found', messages.tickets.notFound);
  // A guest downloads only the tickets of orders its own session booked (its supplier identity is a phone number
  // anyone may type); a logged-in traveller's are the supplier's to check; a tracked order's, the proof's.
  const session = c.get('session');
  if (access === null && !(await session.mayReadOrder(orderId))) return refuse(c, 404, 'not_found', messages.tickets.notFound);
  let bytes: Uint8Array;
  try {
    bytes = await ticketsApi(c.get('upstream').withRequestBudget(TICKET_DOWNLOAD_BUDGET_MS)).pdf(orderId, {
      ...(doc ? { doc } : {}),
      ...(access ? { access } : {}),
    });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.kind === 'http' && err.status === 404) return refuse(c, 404, 'not_found', messages.tickets.notFound);
    if (err.kind === 'http' && err.status === 409 && err.code === 'order_cancelled')
      return refuse(c, 409, 'order_cancelled', messages.tickets.cancelled);
    if (err.kind === 'http' && err.status === 409) return refuse(c, 409, 'ticket_not_issued', messages.tickets.notIssued);
    // Signed out meanwhile, or the supplier's token refused: to the owner, the order is not visible either.
    if (err.kind === 'unauthorized') return refuse(c, 404, 'not_found', messages.tickets.notFound);
    if (err.kind === 'timeout' || err.kind === 'deadline') return refuse(c, 504, 'upstream_timeout', messages.tickets.outage);
    return refuse(c, 503, 'upstream_unavailable', messages.tickets.outage);
  }
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': `attachment; filename="${ticketFileName(orderId, doc)}"`,
    // A ticket carries passport and national numbers: never kept by a shared cache or the browser's.
    'Cache-Control': 'private, no-store',
    // The tracked download's address carries its proof: never sent on as a referrer.
    'Referrer-Policy': 'no-referrer',
  });
}
