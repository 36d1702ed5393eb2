/**
 * The tour travellers step's rules (pure; the same in the browser and on the one travellers route): one traveller per
 * person in the rooms. A domestic tour asks each one's Persian names and national code; an international tour the
 * Latin names as in the passport, the passport number and its expiry, valid six months after the return. The lead's
 * mobile (required) and e-mail (optional).
 */
import { type IsoDate, parseDateParam } from '@/lib/dates';
import * as messages from '@/lib/messages';
import type { TravellerDocument } from '@/lib/travellers';
import { toLatinDigits } from '@/lib/text';
import { validateEmail, validateMobile, validateName, validateNationalCode, validatePassportNumber, type Validation } from '@/lib/validate';
import { tourTravellers as t } from '../messages';
import { passportProblem } from './passport';
import { type ChildBandAges, DEFAULT_CHILD_BANDS, type RoomAsk, childBand } from './price';

export type TourPassengerType = 'adult' | 'child' | 'infant';

export interface TourTravellerForm {
  fnameFa: string;
  lnameFa: string;
  fnameEn: string;
  lnameEn: string;
  nationalCode: string;
  passportNumber: string;
  passportExpiry: string;
}

export interface TourTravellersInput {
  passengers: TourTravellerForm[];
  mobile: string;
  email: string;
}

export interface TourTravellersContext {
  international: boolean;
  returnDate: IsoDate;
  types: readonly TourPassengerType[];
}

export interface CleanTourTraveller {
  type: TourPassengerType;
  fnameFa?: string;
  lnameFa?: string;
  fnameEn?: string;
  lnameEn?: string;
  nationalCode?: string;
  passportNumber?: string;
  passportExpiry?: IsoDate;
  isIranian: boolean;
}

export const EMPTY_TRAVELLER: TourTravellerForm = {
  fnameFa: '',
  lnameFa: '',
  fnameEn: '',
  lnameEn: '',
  nationalCode: '',
  passportNumber: '',
  passportExpiry: '',
};

/** Each person of the rooms, in order (room by room: adults, then children by their age's band). */
export function passengerTypes(rooms: readonly RoomAsk[], bands: ChildBandAges = DEFAULT_CHILD_BANDS): TourPassengerType[] {
  return rooms.flatMap((r) => [
    ...Array.from({ length: r.adults }, () => 'adult' as const),
    ...r.childrenAges.map((a) => (childBand(a, bands) === 'infant' ? ('infant' as const) : ('child' as const))),
  ]);
}

/** A date typed as digits, Jalali (year < 1600) or Gregorian, `/`, `-` or `.` between the parts. */
export function readTypedDate(input: string): IsoDate | null {
  const text = toLatinDigits(input)
    .trim()
    .replace(/[.\s\\_،-]+/g, '/');
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return parseDateParam(compact ? `${compact[1]}/${compact[2]}/${compact[3]}` : text);
}

export type TourTravellersChecked =
  | { ok: true; value: { passengers: CleanTourTraveller[]; mobile: string; email: string } }
  | { ok: false; errors: Record<string, string> };

export function checkTourTravellers(input: TourTravellersInput, ctx: TourTravellersContext): TourTravellersChecked {
  const errors: Record<string, string> = {};
  const check = (path: string, r: Validation): string => {
    if (!r.ok) errors[path] = r.message;
    return r.ok ? r.value : '';
  };
  if (input.passengers.length !== ctx.types.length) errors['passengers'] = t.wrongCount;
  const passengers: CleanTourTraveller[] = input.passengers.map((p, i) => {
    const type = ctx.types[i] ?? 'adult';
    if (!ctx.international) {
      return {
        type,
        fnameFa: check(`p${i}.fnameFa`, validateName(p.fnameFa, 'fa')),
        lnameFa: check(`p${i}.lnameFa`, validateName(p.lnameFa, 'fa')),
        nationalCode: check(`p${i}.nationalCode`, validateNationalCode(p.nationalCode)),
        isIranian: true,
      };
    }
    const fnameEn = check(`p${i}.fnameEn`, validateName(p.fnameEn, 'en'));
    const lnameEn = check(`p${i}.lnameEn`, validateName(p.lnameEn, 'en'));
    const passportNumber = check(`p${i}.passportNumber`, validatePassportNumber(p.passportNumber));
    const expiry = p.passportExpiry.trim() ? readTypedDate(p.passportExpiry) : null;
    if (!p.passportExpiry.trim()) errors[`p${i}.passportExpiry`] = messages.common.required;
    else if (!expiry) errors[`p${i}.passportExpiry`] = t.badDate;
    else if (passportNumber) {
      const problem = passportProblem(passportNumber, expiry, ctx.returnDate);
      if (problem) errors[`p${i}.passportExpiry`] = problem;
    }
    return { type, fnameEn, lnameEn, passportNumber, passportExpiry: expiry ?? '', isIranian: true };
  });
  const mobile = check('contact.mobile', validateMobile(input.mobile));
  const email = check('contact.email', validateEmail(input.email));
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { passengers, mobile, email } };
}

/** The identity documents given (the one travellers route refuses the same one twice in an order). */
export function tourDocuments(passengers: readonly CleanTourTraveller[]): TravellerDocument[] {
  return passengers.flatMap((p, i): TravellerDocument[] =>
    p.passportNumber
      ? [{ path: `p${i}.passportNumber`, kind: 'passport' as const, value: p.passportNumber }]
      : p.nationalCode
        ? [{ path: `p${i}.nationalCode`, kind: 'nationalCode' as const, value: p.nationalCode }]
        : [],
  );
}
