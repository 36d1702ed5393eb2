/**
 * The tour on the one checkout (src/server/checkout): its review line (the basket's tour: dates, rooms, the quoted
 * price), its travellers step (one traveller per person in the rooms: Persian names and national code on a domestic
 * tour, Latin names and passport on an international one; the same rules as the form, model/travellers.ts), what
 * the supplier's refusals mean (409 sold out, 404/400 gone) and where its result page and its list are. `/tourPayment`
 * enters the review. BasketBook takes the counter/agent discount off its price, as for flights.
 */
import * as v from 'valibot';
import { formatJalali } from '@/lib/date-format';
import { persianNumber } from '@/lib/text';
import { type CheckoutProductDefinition, supplierBookingFailure, travellersStep } from '@/server/checkout/products';
import type { BasketDoc } from '@/server/basket/model';
import { tourDocument, tourReserve, tourTexts, tourTravellers as t } from '../messages';
import { travellerCount } from '../model/price';
import { type CleanTourTraveller, checkTourTravellers, passengerTypes, type TourTravellersInput, tourDocuments } from '../model/travellers';
import { type StoredTour, tourItem, tourTravellersPathOf, withTour } from './basket';

const Text = v.pipe(v.string(), v.maxLength(100));
export const TourTravellersBody = v.object({
  passengers: v.pipe(
    v.array(
      v.object({
        isIranian: v.optional(v.boolean(), true),
        nationality: v.optional(v.pipe(v.string(), v.maxLength(2)), 'IR'),
        fnameFa: Text,
        lnameFa: Text,
        fnameEn: Text,
        lnameEn: Text,
        nationalCode: Text,
        passportNumber: Text,
        passportExpiry: Text,
        /** The passport's scan, when one was uploaded (src/edge/uploads.ts): the supplier's file id. */
        passportScanId: v.optional(v.pipe(v.string(), v.maxLength(64))),
      }),
    ),
    v.minLength(1),
    v.maxLength(24),
  ),
  mobile: Text,
  email: Text,
});

type Clean = { passengers: CleanTourTraveller[]; mobile: string; email: string };

const named = (tour: StoredTour) =>
  tour.passengers.length === travellerCount(tour.details.rooms) &&
  tour.passengers.every(
    (p) => typeof (p as Record<string, unknown>)['fnameFa'] === 'string' || typeof (p as Record<string, unknown>)['fnameEn'] === 'string',
  );

const nameOf = (p: Record<string, unknown>) =>
  [p['fnameFa'] ?? p['fnameEn'], p['lnameFa'] ?? p['lnameEn']].filter((x) => typeof x === 'string').join(' ');

function withTourTravellers(doc: BasketDoc, input: Clean): BasketDoc {
  const tour = tourItem(doc);
  if (!tour) return doc;
  const passengers = input.passengers.map((p, i) => ({ ...p, isLeader: i === 0 }));
  const [first, ...rest] = withTour(doc, { ...tour, passengers });
  return [{ ...first!, passengerInfos: passengers, contact: { mobile: input.mobile, email: input.email } }, ...rest];
}

export const tourCheckout: CheckoutProductDefinition = {
  product: 'tour',
  resultPath: '/checkout/tour/result',
  document: { title: tourDocument.title },
  roleDiscountAtBooking: true,
  lines(doc) {
    const tour = tourItem(doc);
    if (!tour) return [];
    const d = tour.details;
    const people = travellerCount(d.rooms);
    return [
      {
        key: tour.key,
        product: 'tour',
        title: d.title,
        facts: [
          t.datesLine(formatJalali(d.date, { weekday: true }), formatJalali(d.returnDate, { weekday: true })),
          t.roomsLine(persianNumber(d.rooms.length), persianNumber(people)),
          d.operator,
        ],
        travellers: named(tour) ? tour.passengers.map((p) => nameOf(p as Record<string, unknown>)) : [t.counts(persianNumber(people))],
        price: d.totalPrice,
        expireAt: null,
      },
    ];
  },
  searchPath: (doc) => {
    const tour = doc ? tourItem(doc) : null;
    return tour ? `/package/${tour.details.packageId}` : '/tour';
  },
  travellersPath(doc) {
    const tour = tourItem(doc);
    return tour && !named(tour) ? tourTravellersPathOf(tour) : null;
  },
  travellers: travellersStep<Clean>({
    body: TourTravellersBody,
    validate(body, doc) {
      const tour = doc ? tourItem(doc) : null;
      if (!tour) return null;
      return checkTourTravellers(body as TourTravellersInput, {
        international: tour.details.international,
        returnDate: tour.details.returnDate,
        types: passengerTypes(tour.details.rooms),
      });
    },
    write: withTourTravellers,
    documents: (input) => tourDocuments(input.passengers),
    guest: (input) => ({
      mobile: input.mobile,
      email: input.email,
      leaderName: nameOf((input.passengers[0] ?? {}) as unknown as Record<string, unknown>),
    }),
  }),
  // BasketBook's refusals for a tour: 409 sold out (or too few seats), 404/400 a package or departure gone.
  failure: supplierBookingFailure,
  soldOutMessage: `${tourTexts.soldOut}؛ ${tourReserve.chooseAnother}`,
  providers: (doc) => {
    const tour = tourItem(doc);
    return tour ? [tour.details.operator] : [];
  },
};
