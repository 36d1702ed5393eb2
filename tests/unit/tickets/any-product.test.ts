import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import { TicketCoupon, TicketDocument } from '@/server/schemas/tickets';
import { renderTicketPdf, type TicketMapper, ticketDocument } from '@/server/tickets';
import { documentHeader } from '@/server/tickets/booking';
import { printPages } from '@/server/tickets/layout';
import { domesticFlightOrder } from '../../fixtures/flight-orders';
import qrcode from 'qrcode-generator';
import { QR_SIDE } from '@/server/tickets/render';
import { pdfFilledSquares, pdfPages } from './pdf-text';

// Products the site does not have yet (an insurance contract, attraction tickets, a CIP voucher), made up here: each
// is only a mapper returning a document whose coupons carry their own sections. They go through the same engine as
// the flight and the hotel (ticketDocument, printPages, renderTicketPdf) with nothing added to it, which is the rule
// of issue 42: a new product's document needs no engine change.

const m = messages.tickets;
/**
 * pdf.js splits a right-to-left line into runs and drops the spaces between them: texts are compared without spaces.
 * It also reads the lam-alef ligature back as «ال» and moves a hamza above (the «ٔ» of «صفحهٔ») out of its word,
 * so the made-up texts avoid both and the footer is compared by its page numbers.
 */
const squash = (s: string) => s.replace(/\s+/g, '');

type Doc = v.InferInput<typeof TicketDocument>;
type Made = Pick<Doc, 'kind' | 'title' | 'codeLabel' | 'coupons' | 'rules' | 'totalAmount'>;

const CASES: { name: string; product: string; made: Made; amounts: string[][] }[] = [
  {
    name: 'an insurance contract: one coupon, two sections',
    product: 'insurance',
    made: {
      kind: 'voucher',
      title: 'قرارداد بیمه مسافرتی',
      codeLabel: 'شماره بیمه نامه',
      totalAmount: 12_000_000,
      rules: ['این قرارداد در مدت سفر معتبر است.'],
      coupons: [
        {
          number: 'TI-1405-7781',
          amount: null,
          sections: [
            {
              title: 'بیمه شده',
              fields: [
                { label: 'نام و نام خانوادگی', value: 'علی رضایی' },
                { label: 'کد ملی', value: '۰۴۹۹۳۷۰۸۹۹' },
              ],
            },
            {
              title: 'پوشش بیمه',
              fields: [
                { label: 'طرح', value: 'اروپا ویژه' },
                { label: 'مدت پوشش', value: '۳۰ روز' },
                { label: 'سقف تعهد', value: '۵۰٬۰۰۰ یورو' },
              ],
            },
          ],
        },
      ],
    },
    // No coupon amount: only the order's total (12 000 000 rial = 1 200 000 toman).
    amounts: [['۱٬۲۰۰٬۰۰۰ تومان']],
  },
  {
    name: 'attraction tickets: two coupons, each with its own amount',
    product: 'attraction',
    made: {
      kind: 'ticket',
      title: 'بلیت ورود جاذبه',
      codeLabel: 'کد ورود',
      totalAmount: 3_000_000,
      rules: [],
      coupons: ['AT-001', 'AT-002'].map((number, i) => ({
        number,
        amount: 1_500_000,
        amountLabel: 'بهای ورود',
        sections: [
          {
            title: 'بازدید',
            fields: [
              { label: 'جاذبه', value: 'باغ ارم شیراز' },
              { label: 'بازدیدکننده', value: i === 0 ? 'مریم کریمی' : 'سارا رضایی' },
            ],
          },
        ],
      })),
    },
    amounts: [
      ['۱۵۰٬۰۰۰ تومان', '۳۰۰٬۰۰۰ تومان'],
      ['۱۵۰٬۰۰۰ تومان', '۳۰۰٬۰۰۰ تومان'],
    ],
  },
];

/** The made-up product's mapper: the common header from the order, the rest from the product. */
const mapperOf =
  (product: string, made: Made): TicketMapper =>
  (order, ctx) => ({
    ...made,
    product,
    ...documentHeader(order),
    pnr: null,
    agencyName: ctx.agencyName,
    providerName: 'تامین کننده نمونه',
    contactMobile: order.mobile,
    passengers: [],
    currency: 'IRR',
  });

describe('a product the engine has never seen prints through it unchanged', () => {
  for (const c of CASES) {
    it(`${c.name}: its pages and its PDF say what its mapper wrote`, async () => {
      const order = { ...domesticFlightOrder('u1'), product: c.product };
      const doc = ticketDocument(order, { agencyName: 'سفرنامه' }, [{ orderProduct: c.product, ticket: mapperOf(c.product, c.made) }])!;
      // The supplier's contract accepts it as it is.
      expect(v.safeParse(TicketDocument, doc).success).toBe(true);

      const pages = printPages(doc);
      expect(pages).toHaveLength(doc.coupons.length);
      pages.forEach((page, i) => {
        const coupon = doc.coupons[i]!;
        expect(page.title).toBe(c.made.title);
        expect(page.code).toEqual({ label: c.made.codeLabel, value: coupon.number });
        expect(page.headerFields.map((f) => f.label)).toContain(m.orderNumber);
        // The product's sections, in its order, then the amounts every page closes with.
        expect(page.sections.slice(0, -1)).toEqual(coupon.sections);
        expect(page.sections.at(-1)!.title).toBe(m.amounts);
        // A coupon's own amount under the product's label (else the default), then the order's total.
        const labels = page.sections.at(-1)!.fields.map((f) => f.label);
        expect(labels).toEqual(coupon.amount === null ? [m.total] : [coupon.amountLabel ?? m.fare, m.total]);
        expect(page.rules).toEqual(c.made.rules);
        expect(page.footer).toContain(m.page(i + 1, pages.length));
      });

      const text = await pdfPages(await renderTicketPdf(doc));
      expect(text).toHaveLength(doc.coupons.length);
      text.forEach((page, i) => {
        const coupon = doc.coupons[i]!;
        const expected = [
          c.made.title,
          c.made.codeLabel,
          coupon.number,
          doc.orderNumber,
          ...coupon.sections.flatMap((s) => [s.title, ...s.fields.flatMap((f) => [f.label, f.value])]),
          ...c.amounts[i]!,
          ...(coupon.amountLabel ? [coupon.amountLabel] : []),
          ...c.made.rules,
          `${toPersianDigits(i + 1)} از ${toPersianDigits(text.length)}`,
        ];
        for (const s of expected) expect(squash(page), s).toContain(squash(s));
      });
    });
  }
});

/** The dark modules a QR of `text` has, as "row,col" (qrcode-generator itself, not the printer's helper). */
function expectedModules(text: string): { size: number; dark: Set<string> } {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  const dark = new Set<string>();
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (qr.isDark(r, c)) dark.add(`${r},${c}`);
  return { size, dark };
}

/** The modules a page's squares of one side draw, as "row,col" from the code's top-left square. */
function drawnModules(squares: { x: number; y: number; side: number }[], side: number): Set<string> {
  const mine = squares.filter((q) => Math.abs(q.side - side) < 1e-6);
  const left = Math.min(...mine.map((q) => q.x));
  const top = Math.max(...mine.map((q) => q.y + q.side));
  return new Set(mine.map((q) => `${Math.round((top - q.y - q.side) / side)},${Math.round((q.x - left) / side)}`));
}

describe('a coupon’s QR code (optional, any product)', () => {
  it('is drawn as filled squares, module for module, on its own page only; the text still reads', async () => {
    const order = { ...domesticFlightOrder('u1'), product: 'insurance' };
    const made = CASES[0]!.made;
    const url = 'https://safarnameh.test/sandbox/insurance/verify/ALB-4711-01';
    const withQr: Made = {
      ...made,
      coupons: [
        { ...made.coupons[0]!, qr: url },
        { ...made.coupons[0]!, number: 'TI-1405-7782' },
      ],
    };
    const doc = ticketDocument(order, { agencyName: 'سفرنامه' }, [{ orderProduct: 'insurance', ticket: mapperOf('insurance', withQr) }])!;
    expect(v.safeParse(TicketDocument, doc).success).toBe(true);
    expect(printPages(doc).map((p) => p.qr)).toEqual([url, undefined]);

    const bytes = await renderTicketPdf(doc);
    const [first, second] = await pdfFilledSquares(bytes);
    const { size, dark } = expectedModules(url);
    const drawn = drawnModules(first!, QR_SIDE / size);
    // The matrix: every dark module and nothing else (the corner finders included), a square code of QR_SIDE points.
    expect(drawn.size).toBe(dark.size);
    expect([...drawn].every((k) => dark.has(k))).toBe(true);
    expect(['0,0', '0,6', '6,0', `0,${size - 1}`, `${size - 1},0`].every((k) => dark.has(k) && drawn.has(k))).toBe(true);
    // The second coupon has none.
    expect((second ?? []).filter((q) => Math.abs(q.side - QR_SIDE / size) < 1e-6)).toHaveLength(0);

    const text = await pdfPages(bytes);
    expect(text).toHaveLength(2);
    for (const s of [made.title, 'TI-1405-7781', ...made.coupons[0]!.sections.map((x) => x.title)]) {
      expect(squash(text[0]!)).toContain(squash(s));
    }
  });

  it('a QR longer than 500 characters or empty is refused by the document schema', () => {
    const base = { number: 'X', amount: null, sections: [] };
    expect(v.safeParse(TicketCoupon, { ...base, qr: '' }).success).toBe(false);
    expect(v.safeParse(TicketCoupon, { ...base, qr: 'x'.repeat(501) }).success).toBe(false);
    expect(v.safeParse(TicketCoupon, { ...base, qr: '/dashboard/tickets/1' }).success).toBe(true);
  });
});
