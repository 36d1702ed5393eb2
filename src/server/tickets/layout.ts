/**
 * What each page of a ticket PDF says, as text: one page per coupon, any product's. The common header (order number,
 * PNR, issue date, status, seller, provider, contact), the coupon's own sections as its product wrote them, the
 * amounts, the rules and the footer. Products are not named here: a new product's document prints as soon as its
 * mapper fills the sections (src/products/<id>/server/ticket.ts). Numbers use Persian digits through the one
 * formatter, amounts are in toman (rial ÷ 10), dates Jalali. Pure: the painter (render.ts) only places these strings.
 */
import { formatJalali } from '@/lib/date-format';
import { todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { formatAmount, rialToToman } from '@/lib/money';
import { toPersianDigits } from '@/lib/text';
import type { TicketCoupon, TicketDocument, TicketField, TicketSection } from '../schemas/tickets';

export type PrintField = TicketField;
export type PrintSection = TicketSection;
export interface PrintPage {
  title: string;
  /** The coupon's number, printed large. */
  code: PrintField;
  headerFields: PrintField[];
  sections: PrintSection[];
  rules: string[];
  footer: string;
  /** What the page's QR code encodes, when its coupon has one. */
  qr?: string;
}

const m = messages.tickets;
const toman = (rial: number) => `${formatAmount(rialToToman(rial))} ${messages.common.toman}`;

/** What every page says of its order first. Codes (order number, PNR) keep their Latin characters and digits. */
function header(doc: TicketDocument): PrintField[] {
  const fields: PrintField[] = [{ label: m.orderNumber, value: doc.orderNumber }];
  if (doc.pnr) fields.push({ label: m.pnr, value: doc.pnr });
  fields.push({ label: m.issuedAt, value: formatJalali(todayIn(Date.parse(doc.issuedAt))) });
  fields.push({ label: m.status, value: doc.status });
  fields.push({ label: m.agency, value: doc.agencyName });
  if (doc.providerName) fields.push({ label: m.provider, value: doc.providerName });
  if (doc.contactMobile) fields.push({ label: m.contact, value: toPersianDigits(doc.contactMobile) });
  if (doc.boughtFor) fields.push({ label: m.boughtFor, value: doc.boughtFor });
  return fields;
}

/** The amounts close every coupon's sections: its own amount when it has one, then the order's total. */
function amounts(doc: TicketDocument, coupon: TicketCoupon): PrintSection {
  const fields: PrintField[] = [];
  if (coupon.amount !== null) fields.push({ label: coupon.amountLabel ?? m.fare, value: toman(coupon.amount) });
  fields.push({ label: m.total, value: toman(doc.totalAmount) });
  return { title: m.amounts, fields };
}

/** The pages of a document, one per coupon, numbered. */
export function printPages(doc: TicketDocument): PrintPage[] {
  return doc.coupons.map((coupon, i) => ({
    title: doc.title,
    code: { label: doc.codeLabel, value: coupon.number },
    headerFields: header(doc),
    sections: [...coupon.sections, amounts(doc, coupon)],
    rules: doc.rules,
    footer: `${m.support}    ${m.page(i + 1, doc.coupons.length)}`,
    ...(coupon.qr ? { qr: coupon.qr } : {}),
  }));
}
