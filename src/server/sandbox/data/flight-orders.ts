/**
 * Issued flight orders of the traveller account 09120000001, with what was bought (contracts §2: `booking` =
 * the basket at booking time + one ticket per passenger and leg), so tickets, vouchers and refunds can be built and
 * tested before the checkout issues real ones:
 *   - domestic THR→MHD one-way, 2 adults + 1 infant (Iranians, national codes), departing 10–16 days after today;
 *   - international IKA→IST return, 2 adults with passports, out 20–26 days after today, back 7 days later.
 * Deterministic for a seed and a day: the flights are the first refundable scheduled services of those days in the
 * sandbox network (the same ones a search finds), priced as a search prices them.
 */
import type { FlightItem } from '@/products/flight/server/schemas';
import { addDays } from '../time';
import { flightItem, FLIGHT_PROVIDERS, offersOn, type Offer, type Passengers } from './flights';
import { officialFactorId } from './accounts';

/** A passenger as the flight passengers step stores it (spec 001 §3 "Flight passenger fields"). */
export interface SeedFlightPassenger {
  type: 'adult' | 'child' | 'infant';
  doc_type: 'N' | 'P';
  birthDate: string;
  nationalNumber: string | null;
  nationality: string;
  isIranian: boolean;
  fnameFa: string;
  lnameFa: string;
  fnameEn: string;
  lnameEn: string;
  gender: 'male' | 'female';
  isLeader: boolean;
  mobile: string | null;
  email: string | null;
  number: string | null;
  passportNumber: string | null;
  passportExpireDate: string | null;
  passportOrigin: string | null;
}

export interface SeedVehicle {
  key: string;
  leg: 'outbound' | 'return';
  details: FlightItem;
  passengers: SeedFlightPassenger[];
  provision: null;
}

export interface SeedBooking {
  basket: { typeInfos: { vehicles: SeedVehicle[] }; passengerInfos: SeedFlightPassenger[]; contact: { mobile: string; email: string } }[];
  tickets: { number: string; passengerIndex: number; leg?: 'outbound' | 'return' }[];
}

export interface SeedFlightOrder {
  factorId: number;
  officialFactorId: string;
  title: string;
  totalPrice: number;
  createdAt: string;
  fromDate: string;
  toDate: string;
  cityPersianName: string;
  passengersCount: number;
  trackingCode: string;
  booking: SeedBooking;
}

/** Logo URLs relative to the sandbox's own origin (`/sandbox/img/airline/…`). */
const SEED_BASE_URL = '';
const CONTACT = { mobile: '09120000001', email: 'maryam@example.com' };

/** The account holder, leader of both orders. */
const LEADER = {
  type: 'adult',
  birthDate: '1990-04-12',
  nationalNumber: '0012345679',
  fnameFa: 'مریم',
  lnameFa: 'احمدی',
  fnameEn: 'MARYAM',
  lnameEn: 'AHMADI',
  gender: 'female',
  isLeader: true,
  mobile: CONTACT.mobile,
  email: CONTACT.email,
} as const;

function person(
  p: Pick<SeedFlightPassenger, 'type' | 'birthDate' | 'fnameFa' | 'lnameFa' | 'fnameEn' | 'lnameEn' | 'gender'> &
    Partial<SeedFlightPassenger>,
): SeedFlightPassenger {
  return {
    doc_type: 'N',
    nationalNumber: null,
    nationality: 'IR',
    isIranian: true,
    isLeader: false,
    mobile: null,
    email: null,
    number: null,
    passportNumber: null,
    passportExpireDate: null,
    passportOrigin: null,
    ...p,
  };
}

/**
 * The first refundable scheduled economy service from `from` to `to` on a day in [start, start+6]; failing that (a
 * network seed without one), the first service of those days at all.
 */
function firstRefundable(seed: number, from: string, to: string, start: string): Offer {
  const days = Array.from({ length: 7 }, (_, i) => offersOn(seed, [from], [to], addDays(start, i), 1));
  const offer = days.flat().find((o) => o.service.refundable && !o.service.charter) ?? days.flat()[0];
  if (!offer) throw new Error(`sandbox seed: no ${from}→${to} flight in the week from ${start}`);
  return offer;
}

function counts(passengers: readonly SeedFlightPassenger[]): Passengers {
  const n = (t: SeedFlightPassenger['type']) => passengers.filter((p) => p.type === t).length;
  return { adults: n('adult'), children: n('child'), infants: n('infant') };
}

function ticketsFor(order: number, passengers: readonly SeedFlightPassenger[], legs: readonly ('outbound' | 'return')[]) {
  return legs.flatMap((leg, l) =>
    passengers.map((_, i) => ({ number: `096${String(order).slice(-4)}${l}${String(i + 1).padStart(2, '0')}`, passengerIndex: i, leg })),
  );
}

function booking(vehicles: SeedVehicle[], passengers: SeedFlightPassenger[], order: number): SeedBooking {
  return {
    basket: [{ typeInfos: { vehicles }, passengerInfos: passengers, contact: CONTACT }],
    tickets: ticketsFor(
      order,
      passengers,
      vehicles.map((v) => v.leg),
    ),
  };
}

/** The two issued flight orders of 09120000001, relative to `today` (Tehran date of the sandbox clock). */
export function seedFlightOrders(seed: number, today: string, firstFactorId: number): SeedFlightOrder[] {
  const provider = FLIGHT_PROVIDERS[0] as string;

  // Domestic: THR→MHD, two adults and an infant, Iranians (no passport fields on a local flight).
  const domesticPassengers = [
    person(LEADER),
    person({
      type: 'adult',
      birthDate: '1987-11-03',
      nationalNumber: '0076543218',
      fnameFa: 'حسین',
      lnameFa: 'احمدی',
      fnameEn: 'HOSSEIN',
      lnameEn: 'AHMADI',
      gender: 'male',
    }),
    person({
      type: 'infant',
      birthDate: addDays(today, -300),
      nationalNumber: '0081234562',
      fnameFa: 'آوا',
      lnameFa: 'احمدی',
      fnameEn: 'AVA',
      lnameEn: 'AHMADI',
      gender: 'female',
    }),
  ];
  const out = firstRefundable(seed, 'THR', 'MHD', addDays(today, 10));
  const outItem = flightItem(seed, out, 1, provider, counts(domesticPassengers), SEED_BASE_URL, 1);
  const domesticId = firstFactorId;
  const domesticCreated = addDays(today, -2);

  // International: IKA→IST and back, two adults with passports valid well past the return.
  const passport = (number: string) => ({
    doc_type: 'P' as const,
    passportNumber: number,
    passportExpireDate: addDays(today, 3 * 365),
    passportOrigin: 'IR',
  });
  const intlPassengers = [
    person({ ...LEADER, ...passport('K12345678') }),
    person({
      type: 'adult',
      birthDate: '1988-02-19',
      nationalNumber: '0027654321',
      fnameFa: 'نیما',
      lnameFa: 'رستمی',
      fnameEn: 'NIMA',
      lnameEn: 'ROSTAMI',
      gender: 'male',
      ...passport('K87654321'),
    }),
  ];
  const go = firstRefundable(seed, 'IKA', 'IST', addDays(today, 20));
  const back = firstRefundable(seed, 'IST', 'IKA', addDays(go.date, 7));
  const intlCounts = counts(intlPassengers);
  const goItem = flightItem(seed, go, 1, provider, intlCounts, SEED_BASE_URL, 1);
  const backItem = flightItem(seed, back, 2, provider, intlCounts, SEED_BASE_URL, 1);
  const intlId = firstFactorId + 1;
  const intlCreated = addDays(today, -1);

  return [
    order(
      { factorId: domesticId, createdAt: `${domesticCreated}T10:15`, legs: [outItem], dates: [out.date, out.date] },
      domesticPassengers,
    ),
    order(
      {
        factorId: intlId,
        createdAt: `${intlCreated}T11:40`,
        legs: [goItem, backItem],
        dates: [go.date, back.date],
        title: ' (رفت و برگشت)',
      },
      intlPassengers,
    ),
  ];
}

/** An issued order of the account over its legs (outbound first), every passenger on every leg. */
function order(
  o: { factorId: number; createdAt: string; legs: readonly FlightItem[]; dates: [string, string]; title?: string },
  passengers: SeedFlightPassenger[],
): SeedFlightOrder {
  const { factorId, legs } = o;
  const first = legs[0]!;
  const vehicles = legs.map(
    (details, i): SeedVehicle => ({ key: details.flightId, leg: i === 0 ? 'outbound' : 'return', details, passengers, provision: null }),
  );
  return {
    factorId,
    officialFactorId: officialFactorId(factorId, o.createdAt.slice(0, 10)),
    title: `بلیط هواپیما ${first.origin.city} به ${first.destination.city}${o.title ?? ''}`,
    totalPrice: legs.reduce((sum, x) => sum + x.totalPrice, 0),
    createdAt: `${o.createdAt}:00.000Z`,
    fromDate: o.dates[0],
    toDate: o.dates[1],
    cityPersianName: first.destination.city,
    passengersCount: passengers.length,
    trackingCode: String(700_000_000 + factorId),
    booking: booking(vehicles, passengers, factorId),
  };
}
