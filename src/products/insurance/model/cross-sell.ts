/**
 * The insurance offered at the review for a trip abroad already in the basket (issue 46, deliver 5): the trip's
 * country and city as the results page's destination (`tr-istanbul`), its days (the flight out to the flight back;
 * one way: a week from the day out), and its travellers: their ages on the first day once their birth dates are
 * known, else their counts. Pure: the checkout definition turns it into the review's offer.
 */
import { addDays, type IsoDate } from '@/lib/dates';
import { toSearchString } from '@/lib/query';
import { ageOn } from './age';
import { MAX_TRIP_DAYS } from './trip';
import { type InsuredForm, emptyInsured, readTypedDate } from './travellers';

/** A trip in the basket, as the checkout engine describes it (its BasketTrip, which a product's model does not import). */
export interface TripAbroad {
  countryCode: string;
  cityEnglishName: string;
  cityName: string;
  startDate: string;
  endDate: string | null;
  international: boolean;
  travellers: { adults: number; child: number; infant: number; birthDates: string[]; people?: InsuredForm[] };
}

/** A one-way trip is insured for a week from the day out (the results page says the dates; another search changes them). */
export const ONE_WAY_COVER_DAYS = 7;

export interface InsuranceOffer {
  destination: string;
  cityName: string;
  startDate: IsoDate;
  endDate: IsoDate;
  travellers: number;
  /** The results page's link for this trip. */
  href: string;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The insurance for the first trip abroad, or null when there is none (a domestic flight) or it cannot be insured. */
export function insuranceOfferFor(trips: readonly TripAbroad[]): InsuranceOffer | null {
  const trip = trips.find((t) => t.international && /^[A-Z]{2}$/.test(t.countryCode) && t.countryCode !== 'IR');
  if (!trip) return null;
  const startDate = trip.startDate as IsoDate;
  const last = addDays(startDate, MAX_TRIP_DAYS - 1);
  const wanted = (trip.endDate as IsoDate | null) ?? addDays(startDate, ONE_WAY_COVER_DAYS - 1);
  // Within the longest trip a plan covers, and never before the day out (ISO dates order as strings).
  let endDate = wanted;
  if (endDate > last) endDate = last;
  if (endDate < startDate) endDate = startDate;
  const city = slug(trip.cityEnglishName);
  const destination = city ? `${trip.countryCode.toLowerCase()}-${city}` : trip.countryCode.toLowerCase();
  const { adults, child, infant, birthDates } = trip.travellers;
  const count = adults + child + infant;
  const births = birthDates.map((b) => readTypedDate(b));
  const ages =
    births.length === count && births.every((b) => b !== null && b <= startDate) ? births.map((b) => ageOn(b!, startDate)) : null;
  const query: Record<string, string> = {
    startDate,
    endDate,
    pCount: String(count),
    adults: String(adults),
    ...(child > 0 ? { child: String(child) } : {}),
    ...(infant > 0 ? { infant: String(infant) } : {}),
    ...(ages ? { ages: ages.join(',') } : {}),
  };
  return {
    destination,
    cityName: trip.cityName,
    startDate,
    endDate,
    travellers: count,
    href: `/insurance/${encodeURIComponent(destination)}/search${toSearchString(query)}`,
  };
}

/**
 * The insured the travellers form starts from when the basket's trip abroad already names its travellers (the
 * flight's passengers: Latin names, passport, birth date), so nothing is typed twice; the traveller checks and sends.
 * As many as the plan insures, in the trip's order; none when the trip names nobody.
 */
export function insuredFromTrips(trips: readonly TripAbroad[], count: number): InsuredForm[] {
  const people = trips.find((t) => t.international)?.travellers.people ?? [];
  return people.slice(0, count).map((p) => ({ ...emptyInsured(), ...p }));
}
