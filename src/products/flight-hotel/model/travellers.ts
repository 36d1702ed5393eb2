/**
 * The bundle's one travellers step (pure; the same in the browser and on the one travellers route): one traveller per
 * person of the rooms, typed as the airlines type them on the outbound day (infant under 2, child 2 to 11, adult 12
 * and over; the rooms' ages decide the slots). Each gives the flight's fields: gender, birth date (Jalali or
 * Gregorian), and on a domestic trip Persian names and the national code, abroad Latin names as in the passport, the
 * passport number and its expiry six months past the return. The first adult is also the rooms' lead guest at the
 * hotel (entered once). The contact mobile (required) and e-mail (optional).
 */
import { type IsoDate, parseDateParam } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { toLatinDigits } from '@/lib/text';
import type { TravellerDocument } from '@/lib/travellers';
import { validateEmail, validateMobile, validateName, validateNationalCode, validatePassportNumber } from '@/lib/validate';
import { bundleTravellers as t } from '../messages';

export type BundlePassengerType = 'adult' | 'child' | 'infant';

export interface BundleTravellerForm {
  gender: 'MALE' | 'FEMALE';
  birthDate: string;
  fnameFa: string;
  lnameFa: string;
  fnameEn: string;
  lnameEn: string;
  nationalCode: string;
  passportNumber: string;
  passportExpiry: string;
}

export interface BundleTravellersInput {
  passengers: BundleTravellerForm[];
  mobile: string;
  email: string;
}

export interface BundleTravellersContext {
  international: boolean;
  departDate: IsoDate;
  returnDate: IsoDate;
  types: readonly BundlePassengerType[];
}

export interface CleanBundleTraveller {
  type: BundlePassengerType;
  gender: 'MALE' | 'FEMALE';
  birthDate: IsoDate;
  isIranian: true;
  fnameFa?: string;
  lnameFa?: string;
  fnameEn?: string;
  lnameEn?: string;
  nationalNumber?: string;
  passportNumber?: string;
  passportExpiry?: IsoDate;
  /** The first adult: the trip's leader and the rooms' lead guest. */
  isLeader: boolean;
}

export const EMPTY_BUNDLE_TRAVELLER: BundleTravellerForm = {
  gender: 'MALE',
  birthDate: '',
  fnameFa: '',
  lnameFa: '',
  fnameEn: '',
  lnameEn: '',
  nationalCode: '',
  passportNumber: '',
  passportExpiry: '',
};

/** The airlines' bands (years on the flight day). */
export const FLIGHT_AGE = { childFrom: 2, adultFrom: 12, max: 120 } as const;
const PASSPORT_MONTHS = 6;

export const typeOfAge = (age: number): BundlePassengerType =>
  age < FLIGHT_AGE.childFrom ? 'infant' : age < FLIGHT_AGE.adultFrom ? 'child' : 'adult';

/** The travellers' slots of the rooms: every room's adults, then its children by age; adults first overall. */
export function passengerSlots(rooms: readonly { adultsCount: number; childrenAges: readonly number[] }[]): BundlePassengerType[] {
  const all = rooms.flatMap((r) => [...Array.from({ length: r.adultsCount }, () => 'adult' as const), ...r.childrenAges.map(typeOfAge)]);
  const order = { adult: 0, child: 1, infant: 2 } as const;
  return all.sort((a, b) => order[a] - order[b]);
}

/** Whole years from `birth` to `on` (ISO dates). */
export function ageOn(birth: IsoDate, on: IsoDate): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function addMonths(iso: IsoDate, months: number): IsoDate {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  return date.toISOString().slice(0, 10) as IsoDate;
}

/** A typed date, Jalali below year 1600, `/`, `-`, `.` or spaces, or eight digits run together. */
export function parseTypedDate(input: string): IsoDate | null {
  const text = toLatinDigits(input)
    .trim()
    .replace(/[.\s\\_،]+/g, '/');
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return parseDateParam(compact ? `${compact[1]}/${compact[2]}/${compact[3]}` : text);
}

export type CheckedTravellers =
  | { ok: true; value: { passengers: CleanBundleTraveller[]; mobile: string; email: string } }
  | { ok: false; errors: Record<string, string> };

export function checkBundleTravellers(input: BundleTravellersInput, ctx: BundleTravellersContext): CheckedTravellers {
  const errors: Record<string, string> = {};
  if (input.passengers.length !== ctx.types.length) return { ok: false, errors: { passengers: t.countsMismatch } };
  const passengers: CleanBundleTraveller[] = [];
  input.passengers.forEach((p, i) => {
    const at = (f: string) => `p${i}.${f}`;
    const type = ctx.types[i]!;
    const clean: CleanBundleTraveller = {
      type,
      gender: p.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
      birthDate: '' as IsoDate,
      isIranian: true,
      isLeader: i === 0,
    };
    const birth = p.birthDate.trim() ? parseTypedDate(p.birthDate) : null;
    if (!p.birthDate.trim()) errors[at('birthDate')] = messages.common.required;
    else if (!birth) errors[at('birthDate')] = t.birthDateInvalid;
    else if (birth > ctx.departDate) errors[at('birthDate')] = t.birthDateAfterFlight;
    else if (ageOn(birth, ctx.departDate) > FLIGHT_AGE.max) errors[at('birthDate')] = t.birthDateInvalid;
    else if (typeOfAge(ageOn(birth, ctx.departDate)) !== type) errors[at('birthDate')] = t.ageMismatch[type];
    else clean.birthDate = birth;
    const name = (field: 'fnameFa' | 'lnameFa' | 'fnameEn' | 'lnameEn', script: 'fa' | 'en') => {
      const r = validateName(p[field], script);
      if (r.ok) clean[field] = r.value;
      else errors[at(field)] = r.message;
    };
    if (ctx.international) {
      name('fnameEn', 'en');
      name('lnameEn', 'en');
      const passport = validatePassportNumber(p.passportNumber);
      if (passport.ok) clean.passportNumber = passport.value;
      else errors[at('passportNumber')] = passport.message;
      const expiry = p.passportExpiry.trim() ? parseTypedDate(p.passportExpiry) : null;
      if (!p.passportExpiry.trim()) errors[at('passportExpiry')] = messages.common.required;
      else if (!expiry) errors[at('passportExpiry')] = t.passportExpiryInvalid;
      else if (expiry < addMonths(ctx.returnDate, PASSPORT_MONTHS)) errors[at('passportExpiry')] = t.passportExpiryTooSoon;
      else clean.passportExpiry = expiry;
    } else {
      name('fnameFa', 'fa');
      name('lnameFa', 'fa');
      const code = validateNationalCode(p.nationalCode);
      if (code.ok) clean.nationalNumber = code.value;
      else errors[at('nationalCode')] = code.message;
    }
    passengers.push(clean);
  });
  const mobile = validateMobile(input.mobile);
  if (!mobile.ok) errors['mobile'] = mobile.message;
  const email = validateEmail(input.email);
  if (!email.ok) errors['email'] = email.message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { passengers, mobile: mobile.ok ? mobile.value : '', email: email.ok ? email.value : '' } };
}

/** Where the form's identity documents are (the one travellers route refuses one twice). */
export function bundleDocuments(passengers: readonly CleanBundleTraveller[]): TravellerDocument[] {
  return passengers.flatMap((p, i): TravellerDocument[] =>
    p.nationalNumber
      ? [{ path: `p${i}.nationalCode`, kind: 'nationalCode', value: p.nationalNumber }]
      : p.passportNumber
        ? [{ path: `p${i}.passportNumber`, kind: 'passport', value: p.passportNumber }]
        : [],
  );
}
