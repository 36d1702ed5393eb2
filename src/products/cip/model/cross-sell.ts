/**
 * The CIP service offered at the review for a flight already in the basket (issue 47, deliver 3): a departure service
 * at the airport the trip leaves from, for the flight's day, time and passengers, and an arrival service at the
 * airport it lands at, for its landing day and time. Each is a link to that airport's CIP results, filtered to the
 * side, carrying the flight's number and time so the detail page's form starts from them; what is chosen there joins
 * the same basket (one checkout, one payment). Only airports this site sells CIP at are offered. Pure.
 */
import { type IsoDate, parseDateParam } from '@/lib/dates';
import { passengerKeys } from '@/lib/passengers';
import { type Query, toSearchString } from '@/lib/query';

/** The airports with CIP packages (the spec's offline CIP set: Tehran's two, Mashhad, Shiraz, Isfahan, Kish, Tabriz, Dubai, Istanbul). */
export const CIP_AIRPORTS: readonly string[] = ['IKA', 'THR', 'MHD', 'SYZ', 'IFN', 'KIH', 'TBZ', 'DXB', 'IST'];

/** A flight of the basket's trip, as the checkout engine describes it (its TripLeg, which a model does not import). */
export interface FlightLeg {
  number: string;
  from: string;
  to: string;
  departDate: string;
  departTime: string;
  arriveDate: string;
  arriveTime: string;
}

/** The trip as the engine hands it (its BasketTrip's parts read here). */
export interface FlownTrip {
  travellers: { adults: number; child: number; infant: number; people?: readonly { fnameEn: string; lnameEn: string }[] };
  legs?: readonly FlightLeg[];
}

export interface CipSide {
  kind: 'departure' | 'arrival';
  iata: string;
  date: IsoDate;
  time: string;
  flightNumber: string;
  /** The airport's CIP results for this side and flight. */
  href: string;
}

export interface CipOffer {
  /** Departure at the origin first, then arrival at the destination; at least one. */
  sides: CipSide[];
  travellers: number;
}

/** The keys the results page passes on to the detail page's form (the flight it serves). */
export const FLIGHT_NUMBER_KEY = 'flightNumber';
export const FLIGHT_TIME_KEY = 'flightTime';

const TIME = /^\d{2}:\d{2}$/;

function side(kind: CipSide['kind'], iata: string, date: string, time: string, number: string, trip: FlownTrip): CipSide | null {
  const day = parseDateParam(date);
  const code = iata.toUpperCase();
  if (!day || !TIME.test(time) || !CIP_AIRPORTS.includes(code)) return null;
  const { adults, child, infant } = trip.travellers;
  const query: Query = {
    startDate: day,
    ...passengerKeys({ adults: Math.max(1, adults), child, infant }),
    fKind: kind,
    [FLIGHT_NUMBER_KEY]: number,
    [FLIGHT_TIME_KEY]: time,
  };
  return { kind, iata: code, date: day, time, flightNumber: number, href: `/cip/${code}/search${toSearchString(query)}` };
}

/**
 * The CIP for the first flown trip: a departure service where its first flight leaves and an arrival service where
 * that flight lands; null when neither airport has CIP (or the basket's trip names no flight).
 */
export function cipOfferFor(trips: readonly FlownTrip[]): CipOffer | null {
  const trip = trips.find((t) => (t.legs?.length ?? 0) > 0);
  const first = trip?.legs?.[0];
  if (!trip || !first) return null;
  const sides = [
    side('departure', first.from, first.departDate, first.departTime, first.number, trip),
    side('arrival', first.to, first.arriveDate, first.arriveTime, first.number, trip),
  ].filter((s): s is CipSide => s !== null);
  if (sides.length === 0) return null;
  const { adults, child, infant } = trip.travellers;
  return { sides, travellers: adults + child + infant };
}

/**
 * The names the CIP travellers form starts from when the basket's flight already names its passengers (their Latin
 * names, as the voucher may print them), in the flight's order, as many as the service has passengers; the rest empty.
 */
export function cipNamesFromTrips(trips: readonly FlownTrip[], count: number): { firstName: string; lastName: string }[] {
  const people = trips.find((t) => (t.legs?.length ?? 0) > 0)?.travellers.people ?? [];
  return Array.from({ length: count }, (_, i) => ({ firstName: people[i]?.fnameEn ?? '', lastName: people[i]?.lnameEn ?? '' }));
}
