/**
 * The flight+hotel bundle on the one checkout (src/server/checkout): one review line for the bundle (its hotel, the
 * dates, both flights, the price hotel + flights − discount: the three basket items are one purchase, removed
 * together), its one travellers step (flight fields per traveller, the first adult the rooms' lead guest:
 * model/travellers.ts) written into both flights and the hotel, what the supplier's refusals mean and where its result
 * page is. BasketBook takes the counter/agent discount off its price, as for flights and tours.
 */
import * as v from 'valibot';
import { formatJalali } from '@/lib/date-format';
import { persianNumber, toPersianDigits } from '@/lib/text';
import type { BasketDoc } from '@/server/basket/model';
import { type CheckoutProductDefinition, supplierBookingFailure, travellersStep } from '@/server/checkout/products';
import { bundleDocument as d, bundleReserve, bundleTravellers as t } from '../messages';
import {
  type BundleTravellersInput,
  bundleDocuments,
  type CleanBundleTraveller,
  checkBundleTravellers,
  passengerSlots,
} from '../model/travellers';
import { type StoredBundle, bundleItem, bundleTravellersPath, withBundle } from './basket';

const Text = v.optional(v.pipe(v.string(), v.maxLength(100)), '');
export const BundleTravellersBody = v.object({
  passengers: v.pipe(
    v.array(
      v.object({
        gender: v.optional(v.picklist(['MALE', 'FEMALE']), 'MALE'),
        isIranian: v.optional(v.boolean(), true),
        nationality: v.optional(v.pipe(v.string(), v.maxLength(2)), 'IR'),
        birthDate: Text,
        fnameFa: Text,
        lnameFa: Text,
        fnameEn: Text,
        lnameEn: Text,
        nationalCode: Text,
        passportNumber: Text,
        passportExpiry: Text,
      }),
    ),
    v.minLength(1),
    v.maxLength(24),
  ),
  mobile: Text,
  email: Text,
});

type Clean = { passengers: CleanBundleTraveller[]; mobile: string; email: string };

export const isInternational = (b: StoredBundle) =>
  [b.outbound, b.inbound].some((x) => x.details.origin.countryCode !== 'IR' || x.details.destination.countryCode !== 'IR');

export const bundleSlots = (b: StoredBundle) => passengerSlots(b.hotel.details.roomPassengers);

const named = (b: StoredBundle) => b.hotel.passengers.length === bundleSlots(b).length && b.outbound.passengers.length > 0;

const nameOf = (p: Record<string, unknown>) =>
  [p['fnameFa'] || p['fnameEn'], p['lnameFa'] || p['lnameEn']].filter((x) => typeof x === 'string' && x).join(' ');

function withBundleTravellers(doc: BasketDoc, input: Clean): BasketDoc {
  const b = bundleItem(doc);
  if (!b) return doc;
  const passengers = input.passengers.map((p) => ({ ...p }));
  const lead = passengers.find((p) => p.isLeader) ?? passengers[0]!;
  const next: StoredBundle = {
    ...b,
    outbound: { ...b.outbound, passengers },
    inbound: { ...b.inbound, passengers },
    // The rooms' lead guest is the first adult, entered once.
    hotel: { ...b.hotel, passengers, leadGuest: { ...lead } },
  };
  const [first, ...rest] = withBundle(doc, next);
  return [{ ...first!, passengerInfos: passengers, contact: { mobile: input.mobile, email: input.email } }, ...rest];
}

const flightLine = (x: StoredBundle['outbound']) =>
  `${x.details.airline.persianName} ${toPersianDigits(x.details.flightNumber)} (${formatJalali(x.details.departureTime.slice(0, 10), { weekday: false })} ${toPersianDigits(x.details.departureTime.slice(11, 16))})`;

export const flightHotelCheckout: CheckoutProductDefinition = {
  product: 'flightHotel',
  resultPath: '/checkout/flightHotel/result',
  document: { title: d.title },
  roleDiscountAtBooking: true,
  lines(doc) {
    const b = bundleItem(doc);
    if (!b) return [];
    const h = b.hotel.details;
    return [
      {
        key: b.hotel.key,
        product: 'flightHotel',
        title: d.line(h.hotel.cityPersianName, h.hotel.persianName),
        facts: [
          d.datesLine(formatJalali(h.checkIn, { weekday: true }), formatJalali(h.checkOut, { weekday: true }), persianNumber(h.nights)),
          d.flightsLine(flightLine(b.outbound), flightLine(b.inbound)),
          d.roomsLine(persianNumber(h.roomPassengers.length), persianNumber(bundleSlots(b).length)),
        ],
        travellers: named(b)
          ? b.hotel.passengers.map((p) => nameOf(p as Record<string, unknown>))
          : [t.counts(persianNumber(bundleSlots(b).length))],
        price: h.totalPrice,
        expireAt: b.outbound.provision.expireAt,
        removeNote: bundleReserve.removeNote,
      },
    ];
  },
  searchPath: (doc) => {
    const b = doc ? bundleItem(doc) : null;
    return b ? `/flight+hotel/${b.hotel.details.route}/search` : '/flight+hotel';
  },
  travellersPath(doc) {
    const b = bundleItem(doc);
    return b && !named(b) ? bundleTravellersPath(b) : null;
  },
  travellers: travellersStep<Clean>({
    body: BundleTravellersBody,
    validate(body, doc) {
      const b = doc ? bundleItem(doc) : null;
      if (!b) return null;
      return checkBundleTravellers(body as BundleTravellersInput, {
        international: isInternational(b),
        departDate: b.outbound.details.departureTime.slice(0, 10) as never,
        returnDate: b.inbound.details.departureTime.slice(0, 10) as never,
        types: bundleSlots(b),
      });
    },
    write: withBundleTravellers,
    documents: (input) => bundleDocuments(input.passengers),
    guest: (input) => ({
      mobile: input.mobile,
      email: input.email,
      leaderName: nameOf((input.passengers[0] ?? {}) as unknown as Record<string, unknown>),
    }),
  }),
  // BasketBook's refusals: 409 sold out or sale closed, 410 an expired search, 404/400 a hotel or flight gone.
  failure: supplierBookingFailure,
  soldOutMessage: bundleReserve.soldOut,
  providers: (doc) => {
    const b = bundleItem(doc);
    return b ? [b.outbound.details.providerName, b.inbound.details.providerName] : [];
  },
};
