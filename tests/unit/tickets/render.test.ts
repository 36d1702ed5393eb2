import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { hotelDocument } from '@/products/hotel/messages';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import type { TicketCoupon } from '@/server/schemas/tickets';
import { renderTicketPdf, ticketDocument } from '@/server/tickets';
import { domesticFlightOrder, internationalFlightOrder } from '../../fixtures/flight-orders';
import { pdfPages } from './pdf-text';

const ctx = { agencyName: 'سفرنامه', itemName: () => 'هتل درویشی' };
const m = messages.tickets;
/** The value a coupon prints under a label (its product's sections), or undefined. */
const printed = (c: TicketCoupon, label: string) => c.sections.flatMap((s) => s.fields).find((f) => f.label === label)?.value;
const latin = new TextDecoder('latin1');
/**
 * pdf.js returns the runs of a right-to-left line (a number, a Persian word) as separate items without the space
 * between them («۲۹آذر۱۴۰۵»); the words are compared without spaces where a number meets a word.
 */
const squash = (s: string) => s.replace(/\s+/g, '');

describe('renderTicketPdf: a real PDF with Persian text, read back by a PDF reader', () => {
  it('prints one page per passenger of a domestic one-way flight, naming each passenger, the flight and the ticket', async () => {
    const order = domesticFlightOrder('u1');
    const doc = ticketDocument(order, ctx, SERVER_PRODUCTS)!;
    const bytes = await renderTicketPdf(doc);
    expect(latin.decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(3);
    const people = [
      ['علی رضایی', 'ALI REZAEI', '۰۴۹۹۳۷۰۸۹۹'],
      ['مریم کریمی', 'MARYAM KARIMI', '۰۰۱۲۳۴۵۶۷۹'],
      ['سارا رضایی', 'SARA REZAEI', '۰۰۲۰۳۰۴۰۵۰'],
    ];
    pages.forEach((page, i) => {
      const [fa, en, code] = people[i]!;
      expect(page).toContain(fa);
      expect(page).toContain(en);
      expect(page).toContain(code);
      expect(page).toContain(`09629900${'01'}${i}`);
      expect(page).toContain('IR 452');
      // The route: cities and codes (a reader returns the brackets of right-to-left text mirrored, so not those).
      for (const part of ['تهران', 'THR', 'مشهد', 'MHD']) expect(page).toContain(part);
      expect(page).toContain('QX7K2M');
      expect(page).toContain('SN14050990001');
      // Jalali dates and times with Persian digits: 2026-12-20 is 29 Azar 1405.
      expect(squash(page)).toContain(squash('۲۹ آذر ۱۴۰۵'));
      expect(page).toContain('۰۸:۳۰');
    });
    // Amounts in toman with Persian digits: the adult fare 32 500 000 rial, the infant's 3 250 000, the order 68 250 000.
    expect(squash(pages[0]!)).toContain(squash('۳٬۲۵۰٬۰۰۰ تومان'));
    expect(squash(pages[2]!)).toContain(squash('۳۲۵٬۰۰۰ تومان'));
    expect(squash(pages[0]!)).toContain(squash('۶٬۸۲۵٬۰۰۰ تومان'));
  });

  it('prints a page per passenger and leg of an international return trip, with passport numbers', async () => {
    const doc = ticketDocument(internationalFlightOrder('u1'), ctx, SERVER_PRODUCTS)!;
    const pages = await pdfPages(await renderTicketPdf(doc));
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('علی رضایی');
    expect(pages[0]).toContain('P12345678');
    expect(pages[0]).toContain('TK 879');
    expect(pages[0]).toContain('استانبول');
    expect(pages[0]).toContain('IST');
    expect(pages[1]).toContain('TK 878');
    expect(pages[1]).toContain('برگشت');
    expect(pages[3]).toContain('JOHN SMITH');
    expect(pages[3]).toContain('GB9988776');
    expect(pages[3]).toContain('235299000211');
    // A foreign traveller has no Persian name: none is invented.
    expect(pages[3]).not.toContain('نام و نام خانوادگی');
    expect(squash(pages[0]!)).toContain(squash('۳ ساعت پیش از پرواز'));
  });

  it('prints a hotel voucher from an order without a recorded booking', async () => {
    const order = { ...domesticFlightOrder('u1'), booking: undefined, product: 'hotel' as const, hotelId: 402001, cityPersianName: 'مشهد' };
    const doc = ticketDocument({ ...order, fromDate: '2026-12-20', toDate: '2026-12-23' }, ctx, SERVER_PRODUCTS)!;
    expect(doc.kind).toBe('voucher');
    const [page, ...rest] = await pdfPages(await renderTicketPdf(doc));
    expect(rest).toHaveLength(0);
    expect(page).toContain('هتل درویشی');
    expect(squash(page!)).toContain(squash('۳ شب'));
    expect(squash(page!)).toContain(squash('۲۹ آذر ۱۴۰۵'));
    expect(page).toContain('482913570');
  });

  it('reads passengers whose missing fields are null (saved passengers) and skips an unreadable one without losing the leg', () => {
    const order = domesticFlightOrder('u1');
    const booking = structuredClone(order.booking) as { basket: { typeInfos: { vehicles: { passengers: unknown[] }[] } }[] };
    const passengers = booking.basket[0]!.typeInfos.vehicles[0]!.passengers as Record<string, unknown>[];
    passengers[0] = { ...passengers[0], passportNumber: null, number: null, passportExpireDate: null, email: null };
    passengers[1] = { ...passengers[1], fnameFa: 42 };
    const doc = ticketDocument({ ...order, booking }, ctx, SERVER_PRODUCTS)!;
    expect(doc.passengers.map((p) => p.persianName)).toEqual(['علی رضایی', 'سارا رضایی']);
    expect(doc.passengers[0]).toMatchObject({ documentKind: 'national', documentNumber: '0499370899' });
    // The unreadable passenger's ticket is left out; the infant keeps her own ticket number and fare.
    expect(doc.coupons.map((c) => [c.number, printed(c, m.persianName), c.amount])).toEqual([
      ['09629900010', 'علی رضایی', 32_500_000],
      ['09629900012', 'سارا رضایی', 3_250_000],
    ]);
  });

  it('prints a hotel voucher from a recorded booking: rooms, board and the guests in the script they typed', async () => {
    const base = { ...domesticFlightOrder('u1'), product: 'hotel' as const, hotelId: 402001, cityPersianName: 'مشهد' };
    const details = {
      hotelId: 402001,
      hotelName: 'هتل قصر پارس',
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      rooms: [{ name: 'اتاق دو تخته', mealType: 'BB', adults: 2, childrenAges: [5] }],
    };
    const guests = [
      { firstName: 'رضا', lastName: 'محمدی', isIranian: true, nationalCode: '0499370899', room: 0, isLeader: true },
      { firstName: 'Anna', lastName: 'Berg', isIranian: false, passportNumber: 'X1234567', room: 0, isLeader: false },
    ];
    const booking = {
      basket: [{ typeInfos: { hotels: [{ key: 'hotel:1', details, provision: null }] }, passengerInfos: guests }],
      tickets: [],
    };
    const doc = ticketDocument({ ...base, booking }, ctx, SERVER_PRODUCTS)!;
    expect([hotelDocument.hotel, hotelDocument.nights, m.guests].map((label) => printed(doc.coupons[0]!, label))).toEqual([
      'هتل قصر پارس',
      '۲ شب',
      '۳ نفر',
    ]);
    expect(doc.passengers.map((p) => [p.persianName, p.latinName, p.documentKind])).toEqual([
      ['رضا محمدی', null, 'national'],
      [null, 'Anna Berg', 'passport'],
    ]);
    const [page] = await pdfPages(await renderTicketPdf(doc));
    expect(page).toContain('هتل قصر پارس');
    expect(page).toContain('رضا محمدی');
    expect(page).toContain('ANNA BERG');
    expect(page).toContain('اتاق دو تخته');
  });

  it('a voucher reads its guests from the hotel item first (a basket with a flight too: passengerInfos holds the flight passengers)', () => {
    const base = { ...domesticFlightOrder('u1'), product: 'hotel' as const, hotelId: 402001, cityPersianName: 'مشهد' };
    const details = { hotelId: 402001, hotelName: 'هتل قصر پارس', checkIn: '2026-12-20', checkOut: '2026-12-22', rooms: [] };
    const hotelGuest = { firstName: 'رضا', lastName: 'محمدی', isIranian: true, nationalCode: '0499370899', room: 0, isLeader: true };
    const flightPassenger = { fnameFa: 'سارا', lnameFa: 'کریمی', isIranian: true, nationalCode: '0012345679', type: 'adult' };
    const booking = {
      basket: [
        {
          typeInfos: { hotels: [{ key: 'hotel:1', details, provision: null, passengers: [hotelGuest] }] },
          passengerInfos: [flightPassenger],
        },
      ],
      tickets: [],
    };
    const doc = ticketDocument({ ...base, booking }, ctx, SERVER_PRODUCTS)!;
    expect(doc.passengers.map((p) => p.persianName)).toEqual(['رضا محمدی']);
  });

  it('has no document for an order whose booking is missing or unreadable', () => {
    const { booking: _b, ...bare } = domesticFlightOrder('u1');
    expect(ticketDocument(bare, ctx, SERVER_PRODUCTS)).toBeNull();
    expect(ticketDocument({ ...bare, booking: { basket: 'nonsense', tickets: [] } }, ctx, SERVER_PRODUCTS)).toBeNull();
    expect(ticketDocument({ ...bare, product: 'insurance' }, ctx, SERVER_PRODUCTS)).toBeNull();
  });
});
