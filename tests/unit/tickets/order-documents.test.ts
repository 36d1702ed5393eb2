import { describe, expect, it } from 'vitest';
import { type DocumentProduct, documentRefs, orderDocuments, type TicketMapper } from '@/server/tickets';
import { documentHeader } from '@/server/tickets/booking';
import { domesticFlightOrder } from '../../fixtures/flight-orders';

// The engine's list of an order's documents (issue 48), with made-up products: it knows no product, only what each
// declares (its order product, its basket slot, its mapper).

const made =
  (product: string, title: string, kind: 'ticket' | 'voucher' | 'contract' = 'voucher'): TicketMapper =>
  (order, ctx) => ({
    kind,
    product,
    title,
    codeLabel: 'شماره',
    ...documentHeader(order),
    pnr: null,
    agencyName: ctx.agencyName,
    providerName: null,
    contactMobile: order.mobile,
    passengers: [],
    coupons: [{ number: '1', amount: null, sections: [] }],
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: [],
  });

const ctx = { agencyName: 'سفرنامه' };
const lead: DocumentProduct = { orderProduct: 'lead', basket: { slot: 'vehicles' }, ticket: made('lead', 'بلیت', 'ticket') };
const lounge: DocumentProduct = { orderProduct: 'lounge', slot: 'lounges', ticket: made('lounge', 'واچر تشریفات') };
const cover: DocumentProduct = { orderProduct: 'cover', slot: 'covers', ticket: made('cover', 'قرارداد', 'contract') };
const nothing: DocumentProduct = { orderProduct: 'empty', slot: 'empties', ticket: () => null };

/** The fixture's flight order as a `lead` order, with more slots in its booked basket. */
function orderWith(slots: Record<string, unknown[]>) {
  const base = domesticFlightOrder('u1');
  const booking = base.booking as { basket: { typeInfos: Record<string, unknown> }[] };
  return {
    ...base,
    product: 'lead',
    booking: { ...booking, basket: [{ ...booking.basket[0]!, typeInfos: { ...booking.basket[0]!.typeInfos, ...slots } }] },
  };
}

describe('orderDocuments: one document per part of the order that issued one', () => {
  it('the leading product first, then each product whose slot holds items, in the products’ order', () => {
    const order = orderWith({ covers: [{ id: 1 }], lounges: [{ id: 2 }], empties: [{ id: 3 }] });
    const docs = orderDocuments(order, ctx, [cover, nothing, lounge, lead]);
    expect(docs.map((d) => d.id)).toEqual(['lead', 'cover', 'lounge']);
    expect(documentRefs(docs)).toEqual([
      { id: 'lead', kind: 'ticket', title: 'بلیت' },
      { id: 'cover', kind: 'contract', title: 'قرارداد' },
      { id: 'lounge', kind: 'voucher', title: 'واچر تشریفات' },
    ]);
  });

  it('an empty slot adds nothing; an order without its booking has its leading document only; an unknown product none', () => {
    expect(orderDocuments(orderWith({ lounges: [] }), ctx, [lead, lounge]).map((d) => d.id)).toEqual(['lead']);
    const bare = { ...orderWith({ lounges: [{ id: 1 }] }), booking: undefined };
    expect(orderDocuments(bare, ctx, [lead, lounge]).map((d) => d.id)).toEqual(['lead']);
    expect(orderDocuments({ ...bare, product: 'other' }, ctx, [lead, lounge])).toEqual([]);
  });

  it('a product may print several documents of its part: its own, then its further ones in order, each by its id', () => {
    const bundle: DocumentProduct = {
      ...lead,
      documents: [
        { id: 'leadTickets', ticket: made('lead', 'بلیت‌های پرواز', 'ticket') },
        { id: 'leadNothing', ticket: () => null },
      ],
    };
    const joined: DocumentProduct = { ...lounge, documents: [{ id: 'loungePass', ticket: made('lounge', 'کارت ورود') }] };
    const docs = orderDocuments(orderWith({ lounges: [{ id: 2 }] }), ctx, [joined, bundle]);
    expect(documentRefs(docs)).toEqual([
      { id: 'lead', kind: 'ticket', title: 'بلیت' },
      { id: 'leadTickets', kind: 'ticket', title: 'بلیت‌های پرواز' },
      { id: 'lounge', kind: 'voucher', title: 'واچر تشریفات' },
      { id: 'loungePass', kind: 'voucher', title: 'کارت ورود' },
    ]);
    // Its further documents still come when its own mapper prints nothing.
    const quiet: DocumentProduct = { ...bundle, ticket: () => null };
    expect(orderDocuments(orderWith({}), ctx, [quiet]).map((d) => d.id)).toEqual(['leadTickets']);
  });
});

describe('orderDocuments: whom the order was bought for (issue 48 point 7)', () => {
  it('every document of a BUYFOROTHER order names the customer, and its printed header says so; others say nothing', async () => {
    const { printPages } = await import('@/server/tickets/layout');
    const order = { ...orderWith({ lounges: [{ id: 2 }] }), customer: { customerId: 'cu-1004-1', name: 'حسن نوری' } };
    const docs = orderDocuments(order, ctx, [lead, lounge]);
    expect(docs.map((d) => d.doc.boughtFor)).toEqual(['حسن نوری', 'حسن نوری']);
    const header = printPages(docs[0]!.doc)[0]!.headerFields;
    expect(header).toContainEqual({ label: 'خرید برای', value: 'حسن نوری' });
    const own = orderDocuments(orderWith({}), ctx, [lead]);
    expect(own[0]!.doc.boughtFor).toBeUndefined();
    expect(printPages(own[0]!.doc)[0]!.headerFields.map((f) => f.label)).not.toContain('خرید برای');
  });
});
