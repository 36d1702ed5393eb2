/**
 * The CIP service on the one checkout (src/server/checkout): its review line (the basket's one `cip` object), its
 * travellers step (names per passenger, the lead's contact; the same rules as the form), what the supplier's refusals
 * mean for it, and where its result page and its search are. BasketBook takes the counter/agent discount off its
 * price, as for flights.
 */
import * as v from 'valibot';
import { formatJalali } from '@/lib/date-format';
import { persianNumber, toPersianDigits } from '@/lib/text';
import { type CheckoutProductDefinition, supplierBookingFailure, travellersStep } from '@/server/checkout/products';
import type { BasketDoc } from '@/server/basket/model';
import { airportName } from '@/lib/lookups/airports';
import { cipCancel, cipCrossSell, cipDocument, cipTravellers as t } from '../messages';
import { cipOfferFor } from '../model/cross-sell';
import { type CipTravellersInput, checkCipTravellers } from '../model/travellers';
import { cipItem, type StoredCip, withCip } from './basket';
import { cipApi } from './upstream';

const Text = v.pipe(v.string(), v.maxLength(100));
export const CipTravellersBody = v.object({
  passengers: v.pipe(v.array(v.object({ firstName: Text, lastName: Text })), v.minLength(1), v.maxLength(20)),
  mobile: Text,
  email: Text,
});

const legsOf = (cip: StoredCip) => [cip.entrancePackage, cip.leavePackage].flatMap((l) => (l ? [l] : []));
const named = (p: Record<string, unknown>) => typeof p['firstName'] === 'string' && p['firstName'] !== '';

export const cipTravellersPathOf = (cip: StoredCip): string => `/cip/${cip.details.iata}/passengers`;

/** The basket with the passengers' names in the cip object (in order), the passenger list and the contact. */
function withCipTravellers(doc: BasketDoc, input: CipTravellersInput): BasketDoc {
  const cip = cipItem(doc);
  if (!cip) return doc;
  const passengers = cip.passengers.map((p, i) => ({ ...p, ...input.passengers[i], isLeader: i === 0 }));
  const [first, ...rest] = withCip(doc, { ...cip, passengers });
  return [{ ...first!, passengerInfos: passengers, contact: { mobile: input.mobile, email: input.email } }, ...rest];
}

export const cipCheckout: CheckoutProductDefinition = {
  product: 'cip',
  resultPath: '/checkout/cip/result',
  document: { title: cipDocument.title },
  roleDiscountAtBooking: true,
  lines(doc) {
    const cip = cipItem(doc);
    if (!cip) return [];
    const c = cip.details;
    return [
      {
        key: cip.key,
        product: 'cip',
        title: c.persianName,
        facts: [
          `${c.kindName} — ${c.airportName}، ${c.terminal}`,
          ...legsOf(cip).map((l) =>
            t.flightLine(l.flightNumber, formatJalali(l.flightDate, { weekday: true }), toPersianDigits(l.flightTime)),
          ),
          ...legsOf(cip)
            .filter((l) => l.extraGuests > 0)
            .map((l) => t.guestsLine(persianNumber(l.extraGuests))),
        ],
        travellers: cip.passengers.every((p) => named(p))
          ? cip.passengers.map((p) =>
              `${(p as Record<string, string>)['firstName']} ${(p as Record<string, string>)['lastName'] ?? ''}`.trim(),
            )
          : [t.counts(persianNumber(cip.passengers.length))],
        price: cip.totalPrice,
        expireAt: null,
      },
    ];
  },
  searchPath: (doc) => {
    const cip = doc ? cipItem(doc) : null;
    return cip ? `/cip/${cip.details.iata}/search` : '/cip';
  },
  travellersPath(doc) {
    const cip = cipItem(doc);
    return cip && !cip.passengers.every((p) => named(p)) ? cipTravellersPathOf(cip) : null;
  },
  travellers: travellersStep<CipTravellersInput>({
    body: CipTravellersBody,
    validate(body, doc) {
      // The form's rules need no basket: a crafted form gets its field errors first, then "no service to book".
      const checked = checkCipTravellers(body as CipTravellersInput);
      if (!checked.ok) return checked;
      const cip = doc ? cipItem(doc) : null;
      if (!cip) return null;
      // One name per passenger the service was chosen for: no more, no fewer.
      return checked.value.passengers.length === cip.passengers.length ? checked : { ok: false, errors: { passengers: t.wrongCount } };
    },
    write: withCipTravellers,
    guest: (input) => ({
      mobile: input.mobile,
      email: input.email,
      leaderName: `${input.passengers[0]?.firstName ?? ''} ${input.passengers[0]?.lastName ?? ''}`.trim(),
    }),
  }),
  // BasketBook's refusals for a CIP service: 404 unknown package, 400 a time outside the hours or a party that no
  // longer fits (the service is not sold so: search again).
  failure: supplierBookingFailure,
  // Cancelled from the dashboard before the flight's day (the order's first day): what was paid less the supplier's
  // fee goes back to the payer once; from that day on, refused in Persian here and by the supplier.
  // A CIP taken with a flight is booked into the flight's order: it is cancelled on its own by the same rule (before
  // its own flight's day; `parts`), its voucher void, the flight's tickets still valid.
  cancel: {
    parts: true,
    refusal: (order, today) => (order.status !== 'issued' ? cipCancel.notIssued : today >= order.fromDate ? cipCancel.started : null),
    async cancel(client, factorId, part) {
      const a = await cipApi(client).cancel(factorId, part);
      return { refundAmount: a.refundAmount, fee: a.fee, refundedTo: a.refundedTo };
    },
  },
  // A flight in the basket without a CIP service: a departure service where it leaves and an arrival service where it
  // lands, for its day, time and passengers, chosen into the same basket (one checkout, one payment).
  offer(trips, doc) {
    if (cipItem(doc)) return null;
    const o = cipOfferFor(trips);
    if (!o) return null;
    const links = o.sides.map((s) => ({ href: s.href, action: cipCrossSell.action(s.kind, s.iata) }));
    const said = o.sides.map((s) => cipCrossSell.side(s.kind, airportName(s.iata), formatJalali(s.date), toPersianDigits(s.time)));
    const [first, ...rest] = links;
    return {
      product: 'cip',
      title: cipCrossSell.title,
      text: cipCrossSell.text(toPersianDigits(o.sides[0]!.flightNumber), persianNumber(o.travellers), said.join('؛ ')),
      href: first!.href,
      action: first!.action,
      ...(rest.length ? { also: rest } : {}),
    };
  },
};
