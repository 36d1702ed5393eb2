/**
 * The attraction on the one checkout (src/server/checkout): its review lines (one per attraction and day: the day
 * and the tickets), its travellers step (the lead traveller, written on every line: the booking needs one and the
 * voucher is in their name), what the supplier's refusals mean, and where its result page and its search are.
 */
import * as v from 'valibot';
import { formatJalali } from '@/lib/date-format';
import { type CheckoutProductDefinition, supplierBookingFailure, travellersStep } from '@/server/checkout/products';
import { attractionCancel, attractionDocument } from '../messages';
import { attractionsApi } from './upstream';
import { ticketsSummary } from '../model/price';
import { type AttractionLeadInput, validateAttractionLead } from '../model/travellers';
import { attractionLines, withAttractionLead } from './basket';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const AttractionTravellersBody = v.object({
  firstName: text(60),
  lastName: text(60),
  mobile: text(30),
  email: text(120),
});

export const attractionCheckout: CheckoutProductDefinition = {
  product: 'attraction',
  resultPath: '/checkout/attraction/result',
  document: { title: attractionDocument.title },
  // The sandbox's BasketBook takes the counter/agent discount off an attraction's price, as for flights.
  roleDiscountAtBooking: true,
  lines: (doc) =>
    attractionLines(doc).map((l) => ({
      key: l.key,
      product: 'attraction',
      title: l.details.persianName,
      facts: [l.details.cityName, formatJalali(l.details.serviceDate, { weekday: true }), ticketsSummary(l.details.tickets)].filter(
        Boolean,
      ),
      travellers: l.passengers.map((p) => `${p.firstName} ${p.lastName}`.trim()),
      price: l.details.totalPrice,
      expireAt: null,
    })),
  searchPath: (doc) => {
    const l = doc ? attractionLines(doc)[0] : undefined;
    return l ? `/attraction/${encodeURIComponent(l.details.slug)}` : '/attraction';
  },
  travellersPath: (doc) => (attractionLines(doc).some((l) => l.passengers.length === 0) ? '/passengers/attraction' : null),
  travellers: travellersStep<AttractionLeadInput>({
    body: AttractionTravellersBody,
    validate(body, doc) {
      const checked = validateAttractionLead(body as AttractionLeadInput);
      if (!checked.ok) return checked;
      return doc && attractionLines(doc).length > 0 ? checked : null;
    },
    // `type: 'adult'` and `isLeader`: the booking's passenger as the voucher reads it (BookingPassenger).
    write: (doc, lead) =>
      withAttractionLead(doc, {
        type: 'adult',
        firstName: lead.firstName,
        lastName: lead.lastName,
        mobile: lead.mobile,
        email: lead.email,
        isLeader: true,
      }),
    guest: (lead) => ({ mobile: lead.mobile, email: lead.email, leaderName: `${lead.firstName} ${lead.lastName}` }),
    aliases: ['/api/checkout/attraction'],
  }),
  // BasketBook's refusals for a line: 409 sold out (or too few places left), 400 a day no longer offered, 404 gone.
  failure: supplierBookingFailure,
  // Cancelled from the dashboard before the visit's day (the order's first day): what was paid less the supplier's
  // fee goes back to the payer once; from that day on, refused in Persian here and by the supplier.
  cancel: {
    refusal: (order, today) =>
      order.status !== 'issued' ? attractionCancel.notIssued : today >= order.fromDate ? attractionCancel.started : null,
    async cancel(client, factorId) {
      const a = await attractionsApi(client).cancel(factorId);
      return { refundAmount: a.refundAmount, fee: a.fee, refundedTo: a.refundedTo };
    },
  },
};
