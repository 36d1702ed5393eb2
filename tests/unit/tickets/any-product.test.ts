import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import { TicketDocument } from '@/server/schemas/tickets';
import { renderTicketPdf, type TicketMapper, ticketDocument } from '@/server/tickets';
import { documentHeader } from '@/server/tickets/booking';
import { printPages } from '@/server/tickets/layout';
import { domesticFlightOrder } from '../../fixtures/flight-orders';
import { pdfPages } from './pdf-text';

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
