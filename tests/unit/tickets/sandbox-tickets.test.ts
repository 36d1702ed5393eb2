import { beforeAll, describe, expect, it } from 'vitest';
import { flightDocument } from '@/products/flight/messages';
import { hotelDocument } from '@/products/hotel/messages';
import { createContext } from '@/server/sandbox/context';
import { pnrOf } from '@/server/sandbox/issue';
import { getStore } from '@/server/sandbox/store';
import type { TicketCoupon } from '@/server/schemas/tickets';
import { UpstreamError } from '@/server/upstream/request';
import { ticketsApi } from '@/server/upstream/tickets';
import { seedTicketOrders } from '../../fixtures/flight-orders';
import { sandboxClient } from '../../fixtures/sandbox-client';
import { pdfPages } from './pdf-text';

/** The value a coupon prints under a label (its product's sections), or undefined. */
const printed = (c: TicketCoupon, label: string) => c.sections.flatMap((s) => s.fields).find((f) => f.label === label)?.value;

let seeded: Awaited<ReturnType<typeof seedTicketOrders>>;
beforeAll(async () => {
  seeded = await seedTicketOrders();
});

async function refusal(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe('the sandbox issuer writes a PNR', () => {
  it('six letters and digits (no I, O, 0, 1), the same for the same order and seed, apart from the tracking code', () => {
    const pnr = pnrOf(1405, 7_399_532);
    expect(pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(pnrOf(1405, 7_399_532)).toBe(pnr);
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((n) => pnrOf(1405, n))).size).toBe(8);
  });
});

describe('sandbox tickets through the upstream client', () => {
  it('serves the owner the ticket PDF and the ticket as data', async () => {
    const { client, calls } = await sandboxClient({ loggedIn: true });
    const api = ticketsApi(client);
    const pdf = await api.pdf(seeded.domestic.factorId);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('مریم کریمی');
    expect(calls).toContain(`/api/v1/tickets/pdf/${seeded.domestic.factorId}`);

    const doc = await api.ticket(seeded.international.factorId);
    expect(doc.kind).toBe('ticket');
    // Issue 48 (4d): the PNR field holds the airline's reference when the issuer wrote one, never the tracking code.
    expect(doc.pnr).toBeNull();
    expect((await api.ticket(seeded.domestic.factorId)).pnr).toBe('QX7K2M');
    // Both legs, each printed on its coupons.
    expect([...new Set(doc.coupons.map((c) => printed(c, flightDocument.flightNumber)))]).toEqual(['TK 879', 'TK 878']);
    expect(doc.coupons).toHaveLength(4);
    expect(doc.passengers[1]).toMatchObject({ latinName: 'John Smith', documentKind: 'passport', documentNumber: 'GB9988776' });
    // A flight has no voucher.
    expect((await refusal(api.voucher(seeded.international.factorId))).status).toBe(404);
  });

  it('gives a hotel order a voucher (as data and as PDF) built from the order itself', async () => {
    const store = await getStore(createContext({ seed: 1405 }));
    const hotel = [...store.orders.values()].find((o) => o.userId === seeded.userId && o.product === 'hotel' && o.status === 'issued')!;
    const { client } = await sandboxClient({ loggedIn: true });
    const doc = await ticketsApi(client).voucher(hotel.factorId);
    expect(doc).toMatchObject({ kind: 'voucher', orderNumber: hotel.officialFactorId });
    expect(printed(doc.coupons[0]!, hotelDocument.hotel)).toMatch(/[\u0600-\u06FF]/);
    const pages = await pdfPages(await ticketsApi(client).pdf(hotel.factorId));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(hotel.officialFactorId);
  });

  it('answers 404 to another user (the guest) and for unknown ids, 409 for an order without a ticket', async () => {
    const guest = ticketsApi((await sandboxClient()).client);
    // One call at a time: a second call started up front could reject before anything awaits it (an unhandled
    // rejection that fails the run).
    for (const call of [() => guest.pdf(seeded.domestic.factorId), () => guest.ticket(seeded.domestic.factorId)]) {
      const err = await refusal(call());
      expect([err.kind, err.status]).toEqual(['http', 404]);
    }
    const owner = ticketsApi((await sandboxClient({ loggedIn: true })).client);
    expect((await refusal(owner.pdf(987_654_321))).status).toBe(404);
    const store = await getStore(createContext({ seed: 1405 }));
    const pending = [...store.orders.values()].find((o) => o.userId === seeded.userId && o.status === 'pending')!;
    const err = await refusal(owner.pdf(pending.factorId));
    expect([err.status, err.code, err.upstreamMessage]).toEqual([409, 'ticket_not_issued', 'بلیت این سفارش هنوز صادر نشده است.']);
  });

  it('refuses what is not a PDF: an HTML page or a cut body is malformed, never handed on', async () => {
    for (const spec of ['html-200', 'truncate']) {
      const { client } = await sandboxClient({ loggedIn: true, fault: { path: /tickets\/pdf/, spec } });
      const err = await refusal(ticketsApi(client).pdf(seeded.domestic.factorId));
      expect(err.kind).toBe('malformed');
    }
  });
});
