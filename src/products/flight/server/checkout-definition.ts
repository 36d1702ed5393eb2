/**
 * The flight on the one checkout (src/server/checkout): its review lines (one per leg), its passengers step (the
 * same `validateFlightPassengers` as the form, in the context of the trip in the basket), what the supplier's
 * refusals mean for a flight, and where its result page and its search are.
 */
import * as v from 'valibot';
import {
  type FlightPassenger,
  FlightPassengersBody,
  type FlightPassengersInput,
  toSavedPassenger,
  validateFlightPassengers,
} from '@/products/flight/model/passengers';
import { flightReview } from '@/products/flight/messages';
import { baggageFor } from '@/products/flight/model/baggage';
import type { BasketDoc } from '@/server/basket/model';
import { type CheckoutProductDefinition, travellersStep } from '@/server/checkout/products';
import { SavePassengerRequest } from '@/server/schemas/agency';
import { agencyApi } from '@/server/upstream/agency';
import type { UpstreamClient } from '@/server/upstream/request';
import { flightFailure, flightPassengerContext, flightVehicles, withFlightPassengers } from './checkout';

export function travellerName(p: Pick<FlightPassenger, 'fnameFa' | 'lnameFa' | 'fnameEn' | 'lnameEn'>): string {
  return `${p.fnameFa} ${p.lnameFa}`.trim() || `${p.fnameEn} ${p.lnameEn}`.trim();
}

/**
 * "Save this passenger" (a logged-in user's saved passengers, spec 001 §3): after the passengers are in the basket,
 * those ticked are saved as the saved passenger form (`toSavedPassenger`) through the account's own call. Saving
 * is a convenience: a refusal or an outage is logged and the booking goes on; the wait is the request's budget.
 */
async function savePassengers(upstream: UpstreamClient, input: FlightPassengersInput): Promise<void> {
  const api = agencyApi(upstream);
  for (const p of input.passengers.filter((x) => x.save)) {
    const form = Object.fromEntries(Object.entries(toSavedPassenger(p)).filter(([, value]) => value !== null));
    const body = v.safeParse(SavePassengerRequest, form);
    if (!body.success) continue;
    try {
      await api.savePassenger(body.output);
    } catch (err) {
      console.log(`saving a passenger failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

function searchPath(doc: BasketDoc | null): string {
  const out = doc ? flightVehicles(doc)[0] : undefined;
  return out ? `/flight/${out.details.origin.iata}-${out.details.destination.iata}` : '/flight';
}

export const flightCheckout: CheckoutProductDefinition = {
  product: 'flight',
  resultPath: '/checkout/flight/result',
  roleDiscountAtBooking: true,
  lines: (doc) => {
    const vehicles = flightVehicles(doc);
    // The basket's flight slot groups every leg into one trip (product.ts `group`): a round trip's legs go together.
    const removeNote = vehicles.length > 1 ? flightReview.removesTrip : undefined;
    return vehicles.map((x) => {
      const d = x.details;
      return {
        key: x.key,
        product: 'flight',
        title: `${d.origin.city} به ${d.destination.city}`,
        facts: [
          // Kept Latin (never «B۹ ۱۱۶۱»); the route reads right to left, its arrow at the destination.
          { label: d.airline.persianName, code: `${d.airline.code} ${d.flightNumber}` },
          { route: [d.origin.iata, d.destination.iata] as const },
          d.departureTime,
          x.leg === 'return' ? 'برگشت' : 'رفت',
        ],
        // Each traveller with their own allowance on this leg's fare (an infant's is not the adult's).
        travellers: (x.passengers as FlightPassenger[]).map((p) => {
          const bag = baggageFor(d.baggage, p.type);
          return flightReview.travellerWithBaggage(travellerName(p), bag.checkedKg, bag.cabinKg);
        }),
        price: x.leg === 'outbound' ? (x.provision?.totalPrice ?? d.totalPrice) : 0,
        expireAt: x.provision?.expireAt ?? null,
        ...(removeNote ? { removeNote } : {}),
      };
    });
  },
  searchPath,
  travellersPath(doc) {
    const vehicles = flightVehicles(doc);
    return vehicles.some((x) => x.passengers.length === 0) ? `${searchPath(doc)}/passengers` : null;
  },
  travellers: travellersStep<FlightPassengersInput>({
    body: FlightPassengersBody,
    validate(body, doc) {
      // The trip in the basket is the form's context (dates, passenger mix, domestic or not).
      const context = doc ? flightPassengerContext(flightVehicles(doc)) : null;
      return context ? validateFlightPassengers(body as FlightPassengersInput, context) : null;
    },
    write: withFlightPassengers,
    documents: (input) =>
      input.passengers.flatMap((p, i) => [
        { path: `p${i}.nationalNumber`, kind: 'nationalCode' as const, value: p.nationalNumber },
        { path: `p${i}.passportNumber`, kind: 'passport' as const, value: p.passportNumber },
      ]),
    guest(input) {
      const leader = input.passengers[input.leader]!;
      return {
        mobile: input.mobile,
        email: input.email,
        leaderName: `${leader.fnameFa || leader.fnameEn} ${leader.lnameFa || leader.lnameEn}`.trim(),
      };
    },
    afterSave: savePassengers,
    aliases: ['/api/checkout/flight/passengers'],
  }),
  failure: flightFailure,
  providers: (doc) => flightVehicles(doc).map((x) => x.details.providerName),
  // The trip the flight makes, for other products' offers at the review (an insurance for an international one).
  trips(doc) {
    const vehicles = flightVehicles(doc);
    const out = vehicles.find((x) => x.leg === 'outbound');
    const context = flightPassengerContext(vehicles);
    if (!out || !context) return [];
    const to = out.details.destination;
    return [
      {
        countryCode: to.countryCode,
        cityEnglishName: to.cityEnglishName,
        cityName: to.city,
        startDate: context.departDate,
        endDate: context.returnDate,
        international: context.international,
        travellers: {
          adults: out.counts.adult,
          child: out.counts.child,
          infant: out.counts.infant,
          birthDates: (out.passengers as FlightPassenger[]).map((p) => p.birthDate).filter(Boolean),
          people: (out.passengers as FlightPassenger[]).map((p) => ({
            fnameEn: p.fnameEn,
            lnameEn: p.lnameEn,
            gender: p.gender,
            isIranian: p.isIranian,
            nationalCode: p.isIranian ? p.nationalNumber : '',
            nationality: p.isIranian ? 'IR' : p.nationality || p.passportOrigin,
            passportNumber: p.passportNumber,
            passportExpiry: p.passportExpireDate,
            birthDate: p.birthDate,
          })),
        },
        // Each leg's airports and local times (the supplier's `…T08:30:00+03:30`), for a service at either end.
        legs: vehicles.map((x) => ({
          number: `${x.details.airline.code} ${x.details.flightNumber}`,
          from: x.details.origin.iata,
          to: x.details.destination.iata,
          departDate: x.details.departureTime.slice(0, 10),
          departTime: x.details.departureTime.slice(11, 16),
          arriveDate: x.details.arrivalTime.slice(0, 10),
          arriveTime: x.details.arrivalTime.slice(11, 16),
        })),
      },
    ];
  },
  orderResult: () => import('../components/FlightOrderResult').then((m) => m.FlightOrderResult),
};
