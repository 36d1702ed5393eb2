/**
 * A voucher: one coupon, numbered with the order's voucher number, that covers every booked line and every traveller
 * of the order, with the sections its product wrote (a stay, an attraction's tickets, an airport service). A flight
 * ticket is not one: it prints a coupon per passenger and leg (its product's own mapper).
 */
import type { TicketDocument, TicketPassenger, TicketSection } from '../schemas/tickets';
import { documentHeader, type ReadBooking, type TicketOrder } from './booking';
import type { TicketContext } from './context';

export interface VoucherParts {
  product: string;
  title: string;
  codeLabel: string;
  /** The order's booking as readBooking read it (its contact mobile wins over the order's). */
  booking: ReadBooking | null;
  passengers: TicketPassenger[];
  sections: TicketSection[];
  rules: string[];
}

export function voucherDocument(order: TicketOrder, ctx: TicketContext, parts: VoucherParts): TicketDocument {
  return {
    kind: 'voucher',
    product: parts.product,
    title: parts.title,
    codeLabel: parts.codeLabel,
    ...documentHeader(order),
    pnr: null,
    agencyName: ctx.agencyName,
    providerName: null,
    contactMobile: parts.booking?.contactMobile ?? order.mobile,
    passengers: parts.passengers,
    coupons: [{ number: order.trackingCode ?? order.officialFactorId, amount: null, sections: parts.sections }],
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: parts.rules,
  };
}

/** A traveller's names as a voucher prints them: «Persian / LATIN», whichever it has; '' when it has neither. */
export function printedName(p: Pick<TicketPassenger, 'persianName' | 'latinName'>): string {
  return [p.persianName, p.latinName?.toUpperCase()].filter(Boolean).join(' / ');
}
