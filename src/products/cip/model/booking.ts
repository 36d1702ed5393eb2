/**
 * The CIP detail page's booking form: the traveller's flight (number, day, local time) and the party (age bands,
 * extras per passenger, extra guests), checked against the package the same way in the browser and on the edge
 * (the basket route runs it again, so a crafted request gets the same Persian errors). The price is model/price.ts.
 */
import { addDays, type IsoDate, parseDateParam } from '@/lib/dates';
import { toLatinDigits } from '@/lib/text';
import { cipDetail as d, cipTexts as m } from '../messages';
import { serviceHoursProblem } from './hours';
import { type CipPassengerType, type CipPriceFacts, type CipTraveller, cipLegPrice, cipPartyProblem, unknownExtras } from './price';

/** How far ahead a service is sold (the supplier's rule: today … 90 days). */
export const CIP_DAYS_AHEAD = 90;

export interface CipBookingInput {
  packageId: number;
  flightNumber: string;
  flightDate: string;
  flightTime: string;
  extraGuests: number;
  passengers: { type: CipPassengerType; extras: string[] }[];
}

/** What the form checks of the package (the catalogue's CipPackage has these). */
export interface CipBookingFacts extends CipPriceFacts {
  packageId: number;
  serviceHours: { from: string; to: string };
}

export type CipBookingChecked =
  | { ok: true; value: CipBookingInput & { flightNumber: string; flightDate: IsoDate }; total: number }
  | { ok: false; errors: Record<string, string> };

/** `w5 1061` → `W5 1061`: upper case, Latin digits, one space at most. */
export const normaliseFlightNumber = (raw: string): string => toLatinDigits(raw).trim().toUpperCase().replace(/\s+/g, ' ');
const FLIGHT_NUMBER = /^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/;

/** The form's errors by field (`flightNumber`, `flightDate`, `flightTime`, `passengers`, `extraGuests`), or the clean value and its total. */
export function checkCipBooking(pkg: CipBookingFacts, input: CipBookingInput, today: IsoDate): CipBookingChecked {
  const errors: Record<string, string> = {};
  const flightNumber = normaliseFlightNumber(input.flightNumber);
  if (!FLIGHT_NUMBER.test(flightNumber)) errors['flightNumber'] = d.badFlightNumber;
  const date = parseDateParam(input.flightDate);
  if (!date) errors['flightDate'] = d.badDate;
  else if (date < today) errors['flightDate'] = m.datePast;
  else if (date > addDays(today, CIP_DAYS_AHEAD)) errors['flightDate'] = m.dateTooFar;
  const time = toLatinDigits(input.flightTime).trim();
  if (!/^\d{2}:\d{2}$/.test(time)) errors['flightTime'] = d.badTime;
  else {
    // A flight outside the service's hours cannot be served: refused here, as the supplier would refuse it.
    const hours = serviceHoursProblem(pkg.serviceHours, time);
    if (hours) errors['flightTime'] = hours;
  }
  const travellers: CipTraveller[] = input.passengers.map((p) => ({ type: p.type, extras: p.extras }));
  const party = cipPartyProblem(pkg, travellers, input.extraGuests);
  if (party) errors[input.extraGuests > pkg.maxExtraGuests ? 'extraGuests' : 'passengers'] = party;
  if (unknownExtras([pkg], travellers).length > 0) errors['passengers'] = m.unknownExtra;
  if (Object.keys(errors).length > 0 || !date) return { ok: false, errors };
  return {
    ok: true,
    value: { ...input, flightNumber, flightDate: date, flightTime: time },
    total: cipLegPrice(pkg, travellers, input.extraGuests).total,
  };
}
