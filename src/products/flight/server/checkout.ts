/**
 * The flight's part of the one checkout: choose → provision → basket, and the passengers written into the basket's
 * vehicles (spec 001 §3 "Basket": vehicles with details, passengers and provision; §4: flight provisions are
 * attached to the outbound and return vehicles). The flight's details are read back from the supplier by id, never
 * taken from the browser; a changed price or a sold-out seat is answered before anything is saved.
 */
import { slotItems } from '@/server/basket/slots';
import * as v from 'valibot';
import type { FlightPassengerContext, FlightPassengersInput } from '@/products/flight/model/passengers';
import type { BasketDoc } from '@/server/basket/model';
import { type BookingFailure, supplierBookingFailure } from '@/server/checkout/products';
import type { UpstreamClient } from '@/server/upstream/request';
import { onSale } from '../model/sale-cutoff';
import { FlightVehicle } from './schemas';
import { flightCheckoutApi, flightsApi } from './upstream';
import { now } from '@/server/clock';

export const flightVehicleKey = (flightId: string) => `flight:${flightId}`;

/** The basket's flight legs that match the schema (outbound first). */
export function flightVehicles(doc: BasketDoc): FlightVehicle[] {
  const list = slotItems(doc, 'vehicles').flatMap((x) => {
    const r = v.safeParse(FlightVehicle, x);
    return r.success ? [r.output] : [];
  });
  return list.sort((a, b) => (a.leg === b.leg ? 0 : a.leg === 'outbound' ? -1 : 1));
}

/** A new trip replaces the basket's flights (one trip per basket); hotels and other items stay. */
export function withFlightTrip(doc: BasketDoc, vehicles: FlightVehicle[]): BasketDoc {
  const [first, ...rest] = doc;
  return [{ ...first!, typeInfos: { ...first!.typeInfos, vehicles } }, ...rest];
}

/** The passengers step's context, from the trip in the basket. */
export function flightPassengerContext(vehicles: FlightVehicle[]): FlightPassengerContext | null {
  const out = vehicles.find((x) => x.leg === 'outbound');
  if (!out) return null;
  const back = vehicles.find((x) => x.leg === 'return');
  return {
    departDate: out.details.departureTime.slice(0, 10),
    returnDate: back ? back.details.departureTime.slice(0, 10) : null,
    international: vehicles.some((x) => x.details.origin.countryCode !== 'IR' || x.details.destination.countryCode !== 'IR'),
    counts: out.counts,
  };
}

/** Every leg carries every passenger; the leader and contact go where the hotel checkout writes them. */
export function withFlightPassengers(doc: BasketDoc, input: FlightPassengersInput): BasketDoc {
  const [first, ...rest] = doc;
  const vehicles = slotItems(doc, 'vehicles').map((x) => {
    const r = v.safeParse(FlightVehicle, x);
    return r.success ? { ...r.output, passengers: input.passengers } : x;
  });
  const passengerInfos = input.passengers.map((p, i) => ({ ...p, isLeader: i === input.leader }));
  return [
    { ...first!, typeInfos: { ...first!.typeInfos, vehicles }, passengerInfos, contact: { mobile: input.mobile, email: input.email } },
    ...rest,
  ];
}

export type ChooseOutcome =
  | { step: 'saved'; vehicles: FlightVehicle[] }
  | { step: 'price-changed'; oldPrice: number; newPrice: number }
  | { step: 'sold-out' }
  | { step: 'sale-closed' }
  | { step: 'expired' }
  | { step: 'not-found' };

export interface ChooseRequest {
  searchToken: string;
  flightId: string;
  returnFlightId: string | null;
  /** The new total the traveller confirmed after a price change; a different total is asked again. */
  acceptedTotal: number | null;
}

/** What the supplier's 4xx on a flight means for the traveller. */
/** (the provision's and BasketBook's: 409 sold out, 410 expired, 404/400 no longer in the search.) */
export function flightFailure(err: unknown): BookingFailure {
  return supplierBookingFailure(err);
}

/**
 * Re-checks the chosen flight(s) upstream and returns the vehicles to store, or why not. Nothing is written here:
 * the caller saves the vehicles only on `saved`.
 */
export async function provisionTrip(client: UpstreamClient, req: ChooseRequest): Promise<ChooseOutcome> {
  const api = flightCheckoutApi(client);
  try {
    const [outbound, inbound, poll] = await Promise.all([
      api.flight(req.searchToken, req.flightId),
      req.returnFlightId ? api.flight(req.searchToken, req.returnFlightId) : Promise.resolve(null),
      flightsApi(client).poll(req.searchToken, { since: 10_000 }),
    ]);
    if (outbound.leg !== 1 || (inbound && inbound.leg !== 2)) return { step: 'not-found' };
    // Whatever the supplier says, a flight whose check-in has closed is not sold (model/sale-cutoff.ts).
    const at = now();
    if (!onSale(outbound, at) || (inbound && !onSale(inbound, at))) return { step: 'sale-closed' };
    const provision = await api.provision(req.searchToken, req.flightId, req.returnFlightId);
    if (provision.priceChanged && req.acceptedTotal !== provision.totalPrice) {
      return { step: 'price-changed', oldPrice: provision.previousTotal, newPrice: provision.totalPrice };
    }
    const p = poll.info.passengers;
    const counts = { adult: p.adults, child: p.children, infant: p.infants };
    const vehicle = (leg: 'outbound' | 'return', details: typeof outbound): FlightVehicle => ({
      key: flightVehicleKey(details.flightId),
      leg,
      searchToken: req.searchToken,
      counts,
      details,
      passengers: [],
      provision,
    });
    return { step: 'saved', vehicles: [vehicle('outbound', outbound), ...(inbound ? [vehicle('return', inbound)] : [])] };
  } catch (err) {
    const failure = flightFailure(err);
    if (failure) return { step: failure };
    throw err;
  }
}
