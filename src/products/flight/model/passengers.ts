/**
 * The flight passengers step (spec 001 §3 "Flight passenger fields", §5 validation; issue 14): one passenger per
 * searched adult, child and infant, each with the spec's fields, one leader, a contact mobile and an optional
 * e-mail. The browser form and the edge run `validateFlightPassengers` alike (the edge never trusts the browser), so
 * a crafted request gets the same messages as a typed one. Pure: no clock, no I/O.
 */
import * as v from 'valibot';
import { monthLength } from '@/lib/calendar';
import { BLOCKED_COUNTRIES } from '@/lib/constants';
import { FLIGHT_PASSENGER_RULES } from './constants';
import { compareDates, gregorianParts, isoFromParts, parseDateParam, type IsoDate } from '@/lib/dates';
import { findCountry } from '@/lib/lookups/countries';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import type { FieldErrors, Gender } from '@/lib/validate';
import { toLatinDigits } from '@/lib/text';
import { validateEmail, validateMobile, validateName, validateNationalCode, validatePassportNumber, type Validation } from '@/lib/validate';

export type FlightPassengerType = 'adult' | 'child' | 'infant';
export const FLIGHT_PASSENGER_TYPES: readonly FlightPassengerType[] = ['adult', 'child', 'infant'];

export interface FlightPassengerContext {
  /** Gregorian YYYY-MM-DD of the first flight. */
  departDate: string;
  /** Gregorian YYYY-MM-DD of the return flight, or null (one-way). */
  returnDate: string | null;
  /** Any leg outside Iran. */
  international: boolean;
  counts: { adult: number; child: number; infant: number };
}

/** Iranians' document on a local flight is the national card ('N'); a passport is 'P' (spec: "otherwise P"). */
export type FlightDocType = 'N' | 'P';
export const IRAN = 'IR';

// Bounded text: a crafted body cannot make the validator chew megabytes. Missing fields read as empty.
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const NAME_MAX = 64;
const CODE_MAX = 32;

/** One passenger as the browser sends it: spec 001's fields (+ `type`, and `save` for "save this passenger"). */
export const FlightPassenger = v.object({
  type: v.picklist(FLIGHT_PASSENGER_TYPES),
  doc_type: v.optional(v.picklist(['N', 'P']), 'N'),
  /** Jalali (year below 1600) or Gregorian, Latin or Persian digits; the valid value is Gregorian YYYY-MM-DD. */
  birthDate: text(CODE_MAX),
  nationalNumber: text(CODE_MAX),
  /** ISO 3166 alpha-2; IR for Iranians (the default). */
  nationality: v.optional(v.pipe(v.string(), v.maxLength(2)), IRAN),
  lnameEn: text(NAME_MAX),
  fnameEn: text(NAME_MAX),
  lnameFa: text(NAME_MAX),
  fnameFa: text(NAME_MAX),
  mobile: text(CODE_MAX),
  email: text(254),
  isIranian: v.optional(v.boolean(), true),
  /** The document's number: the national code on a local flight's Iranian, else the passport number. Derived. */
  number: text(CODE_MAX),
  gender: v.optional(v.picklist(['MALE', 'FEMALE']), 'MALE'),
  isLeader: v.optional(v.boolean(), false),
  passportExpireDate: text(CODE_MAX),
  passportNumber: text(CODE_MAX),
  passportOrigin: v.optional(v.pipe(v.string(), v.maxLength(2)), ''),
  /** "Save this passenger" to the traveller's saved passengers (logged-in users). */
  save: v.optional(v.boolean()),
});
export type FlightPassenger = v.InferOutput<typeof FlightPassenger>;

export const FlightPassengersBody = v.object({
  passengers: v.pipe(v.array(FlightPassenger), v.maxLength(20)),
  leader: v.pipe(v.number(), v.integer()),
  mobile: text(CODE_MAX),
  email: text(254),
});
export type FlightPassengersInput = v.InferOutput<typeof FlightPassengersBody>;

/**
 * The saved passenger form (spec 001 §3 "Saved passenger form"): what `GET /api/account/passengers` answers for a
 * logged-in traveller or an agent. `doc_id` is the document type for Iranians (N, the national card), otherwise P
 * (passport); `number` is the passport number. A field the account does not have may be null or missing. The
 * optional tail keeps what a flight passenger adds (Latin names, passport details) so a saved one fills the form.
 */
const maybe = v.nullish(v.string());
export const SavedPassenger = v.object({
  id: v.optional(v.string()),
  email: maybe,
  mobile: maybe,
  number: maybe,
  nationality: maybe,
  nationalNumber: maybe,
  doc_id: maybe,
  is_primary: v.optional(v.boolean()),
  /** Gregorian YYYY-MM-DD. */
  birth_date: maybe,
  last_name: v.string(),
  first_name: v.string(),
  gender: v.picklist(['MALE', 'FEMALE']),
  isIranian: v.boolean(),
  first_name_en: maybe,
  last_name_en: maybe,
  passport_expire_date: maybe,
  passport_origin: maybe,
});
export type SavedPassenger = v.InferOutput<typeof SavedPassenger>;

// ── Dates and ages ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Whole years from `birth` to `on` (a 29 February birthday comes of age on 1 March in common years). */
export function ageOn(birth: IsoDate, on: IsoDate): number {
  const b = gregorianParts(birth);
  const d = gregorianParts(on);
  const beforeBirthday = d.month < b.month || (d.month === b.month && d.day < b.day);
  return d.year - b.year - (beforeBirthday ? 1 : 0);
}

/** The same day `months` calendar months later, clamped to the month's end (31 Aug + 6 → 28/29 Feb). */
export function addMonthsIso(iso: IsoDate, months: number): IsoDate {
  const { year, month, day } = gregorianParts(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoFromParts(y, m, Math.min(day, monthLength('gregorian', { year: y, month: m })));
}

/** The type an age on the flight date books as. */
export function passengerTypeForAge(age: number): FlightPassengerType {
  if (age < FLIGHT_PASSENGER_RULES.childMinAge) return 'infant';
  return age < FLIGHT_PASSENGER_RULES.adultMinAge ? 'child' : 'adult';
}

/** The last flight's day: the return flight's, or the only one's. */
export function lastFlightDate(ctx: FlightPassengerContext): IsoDate {
  return ctx.returnDate ?? ctx.departDate;
}

/** The first day a passport may expire on: six months after the last flight (international), else the flight day. */
export function minimumPassportExpiry(ctx: FlightPassengerContext): IsoDate {
  const last = lastFlightDate(ctx);
  return ctx.international ? addMonthsIso(last, FLIGHT_PASSENGER_RULES.passportValidityMonths) : last;
}

/** Which fields a passenger has on this trip (the form shows just these; the validator requires just these). */
export interface PassengerFields {
  nationalNumber: boolean;
  persianNames: boolean;
  latinNames: boolean;
  passport: boolean;
}

/**
 * Iranians give a national code everywhere; local flights drop their passport fields (spec 001 §5) and use their
 * Persian names. International flights and foreign passengers need Latin names and a passport.
 */
export function passengerFields(isIranian: boolean, international: boolean): PassengerFields {
  const passport = international || !isIranian;
  return { nationalNumber: isIranian, persianNames: isIranian && !international, latinNames: passport, passport };
}

export function emptyFlightPassenger(type: FlightPassengerType): FlightPassenger {
  return {
    type,
    doc_type: 'N',
    birthDate: '',
    nationalNumber: '',
    nationality: IRAN,
    lnameEn: '',
    fnameEn: '',
    lnameFa: '',
    fnameFa: '',
    mobile: '',
    email: '',
    isIranian: true,
    number: '',
    gender: 'MALE',
    isLeader: false,
    passportExpireDate: '',
    passportNumber: '',
    passportOrigin: '',
    save: false,
  };
}

/** The passengers the search asked for, adults first (the first adult leads by default). */
export function passengerSlots(counts: FlightPassengerContext['counts']): FlightPassengerType[] {
  return FLIGHT_PASSENGER_TYPES.flatMap((type) => Array.from({ length: Math.max(0, Math.floor(counts[type] || 0)) }, () => type));
}

/**
 * Counts a booking can have: an adult to lead, and an adult's lap for every infant (the search refuses other mixes
 * too, src/products/flight/model/query.ts; a crafted basket does not get past the passengers step either).
 */
export function bookableCounts({ adult, child, infant }: FlightPassengerContext['counts']): boolean {
  return adult >= 1 && child >= 0 && infant >= 0 && infant <= adult;
}

// ── Validation ─────────────────────────────────────────────────────────────────────────────────────────────────────

const ok = (value: string): Validation => ({ ok: true, value });
const fail = (message: string): Validation => ({ ok: false, message });
const isCountryCode = (code: string) => findCountry(code)?.code === code;
const blocked = (code: string) => (BLOCKED_COUNTRIES as readonly string[]).includes(code);

/**
 * A typed date: Jalali when the year is below 1600, else Gregorian; Latin, Persian or Arabic digits; `/`, `-`, `.` or
 * spaces between the parts, or eight digits run together (a phone's number pad has no slash). Null if no such day.
 */
export function parseTypedDate(input: string): IsoDate | null {
  const text = toLatinDigits(input)
    .trim()
    .replace(/[.\s\\_،]+/g, '/');
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return parseDateParam(compact ? `${compact[1]}/${compact[2]}/${compact[3]}` : text);
}

/** A required date typed either way (see parseTypedDate). */
function validateDate(input: string, invalidMessage: string): Validation {
  if (!input.trim()) return fail(messages.common.required);
  const iso = parseTypedDate(input);
  return iso ? ok(iso) : fail(invalidMessage);
}

function validateBirthDate(input: string, type: FlightPassengerType, ctx: FlightPassengerContext): Validation {
  const date = validateDate(input, flightMessages.flightPassengers.birthDateInvalid);
  if (!date.ok) return date;
  if (compareDates(date.value, ctx.departDate) > 0) return fail(flightMessages.flightPassengers.birthDateAfterFlight);
  const age = ageOn(date.value, ctx.departDate);
  if (age > FLIGHT_PASSENGER_RULES.maxAge) return fail(flightMessages.flightPassengers.birthDateInvalid);
  if (passengerTypeForAge(age) === type) return date;
  const byType = { adult: 'ageAdult', child: 'ageChild', infant: 'ageInfant' } as const;
  return fail(flightMessages.flightPassengers[byType[type]]);
}

function validateNationality(input: string): Validation {
  const code = input.trim().toUpperCase();
  if (!code) return fail(flightMessages.flightPassengers.nationalityRequired);
  if (!isCountryCode(code)) return fail(flightMessages.flightPassengers.nationalityRequired);
  if (code === IRAN) return fail(flightMessages.flightPassengers.nationalityIranian);
  return blocked(code) ? fail(flightMessages.flightPassengers.nationalityBlocked) : ok(code);
}

function validatePassportOrigin(input: string): Validation {
  const code = input.trim().toUpperCase();
  return isCountryCode(code) ? ok(code) : fail(flightMessages.flightPassengers.passportOriginRequired);
}

function validatePassportExpiry(input: string, ctx: FlightPassengerContext): Validation {
  const date = validateDate(input, flightMessages.flightPassengers.passportExpiryInvalid);
  if (!date.ok) return date;
  if (compareDates(date.value, minimumPassportExpiry(ctx)) >= 0) return date;
  return fail(
    ctx.international
      ? flightMessages.flightPassengers.passportExpiryTooSoon(ctx.returnDate !== null)
      : flightMessages.flightPassengers.passportExpired,
  );
}

/** A name the trip needs is required; one it does not need is kept only when it is valid. */
function optionalName(input: string, script: 'fa' | 'en'): string {
  const r = validateName(input, script);
  return r.ok ? r.value : '';
}

/**
 * Every rule of the step. Field paths: `p{i}.{field}` (i: the passenger's index), `contact.mobile`,
 * `contact.email`, `leader`, `passengers` (the counts). Errors are inserted in the spec's field order, passenger by
 * passenger, so the first key is the first field to fix. The valid value is normalised: Gregorian dates, Latin
 * digits, Persian ی/ک, upper-case codes, fields the trip does not have emptied, `doc_type`, `number` and `isLeader`
 * derived.
 */
export function validateFlightPassengers(
  input: FlightPassengersInput,
  ctx: FlightPassengerContext,
): { ok: true; value: FlightPassengersInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const check = (path: string, r: Validation) => {
    if (r.ok) return r.value;
    errors[path] ??= r.message;
    return '';
  };
  const leader = Number.isInteger(input.leader) && input.leader >= 0 && input.leader < input.passengers.length ? input.leader : 0;
  const seenNational = new Map<string, number>();
  const seenPassport = new Map<string, number>();

  const passengers = input.passengers.map((p, i): FlightPassenger => {
    const at = (field: string) => `p${i}.${field}`;
    const isIranian = p.isIranian !== false;
    const fields = passengerFields(isIranian, ctx.international);
    const docType: FlightDocType = fields.passport ? 'P' : 'N';
    const birthDate = check(at('birthDate'), validateBirthDate(p.birthDate, p.type, ctx));
    let nationalNumber = '';
    if (fields.nationalNumber) {
      nationalNumber = check(at('nationalNumber'), validateNationalCode(p.nationalNumber));
      if (nationalNumber && seenNational.has(nationalNumber)) {
        check(at('nationalNumber'), fail(flightMessages.flightPassengers.nationalNumberDuplicate));
      } else if (nationalNumber) seenNational.set(nationalNumber, i);
    }
    const nationality = isIranian ? IRAN : check(at('nationality'), validateNationality(p.nationality));
    const latin = (field: 'lnameEn' | 'fnameEn') =>
      fields.latinNames ? check(at(field), validateName(p[field], 'en')) : optionalName(p[field], 'en');
    const persian = (field: 'lnameFa' | 'fnameFa') =>
      fields.persianNames ? check(at(field), validateName(p[field], 'fa')) : optionalName(p[field], 'fa');
    const lnameEn = latin('lnameEn');
    const fnameEn = latin('fnameEn');
    const lnameFa = persian('lnameFa');
    const fnameFa = persian('fnameFa');
    const mobile = p.mobile.trim() ? check(at('mobile'), validateMobile(p.mobile)) : '';
    const email = check(at('email'), validateEmail(p.email));
    let passportExpireDate = '';
    let passportNumber = '';
    let passportOrigin = '';
    if (fields.passport) {
      passportExpireDate = check(at('passportExpireDate'), validatePassportExpiry(p.passportExpireDate, ctx));
      passportNumber = check(at('passportNumber'), validatePassportNumber(p.passportNumber));
      if (passportNumber && seenPassport.has(passportNumber)) {
        check(at('passportNumber'), fail(flightMessages.flightPassengers.passportNumberDuplicate));
      } else if (passportNumber) seenPassport.set(passportNumber, i);
      passportOrigin = check(at('passportOrigin'), validatePassportOrigin(p.passportOrigin));
    }
    return {
      type: p.type,
      doc_type: docType,
      birthDate,
      nationalNumber,
      nationality,
      lnameEn,
      fnameEn,
      lnameFa,
      fnameFa,
      mobile,
      email,
      isIranian,
      number: docType === 'P' ? passportNumber : nationalNumber,
      gender: p.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
      isLeader: i === leader,
      passportExpireDate,
      passportNumber,
      passportOrigin,
      ...(p.save === undefined ? {} : { save: p.save }),
    };
  });

  if (input.passengers[leader] && input.passengers[leader].type !== 'adult') errors['leader'] = flightMessages.flightPassengers.leaderAdult;
  const mobile = check('contact.mobile', validateMobile(input.mobile));
  const email = check('contact.email', validateEmail(input.email));
  const wanted = passengerSlots(ctx.counts);
  const given = input.passengers.map((p) => p.type);
  const countOf = (list: FlightPassengerType[], t: FlightPassengerType) => list.filter((x) => x === t).length;
  if (!bookableCounts(ctx.counts) || FLIGHT_PASSENGER_TYPES.some((t) => countOf(given, t) !== countOf(wanted, t))) {
    errors['passengers'] = flightMessages.flightPassengers.countsMismatch;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  // The leader carries the booking's contact (the spec's passenger mobile/email) unless they gave their own.
  const withContact = passengers.map((p) => (p.isLeader ? { ...p, mobile: p.mobile || mobile, email: p.email || email } : p));
  return { ok: true, value: { passengers: withContact, leader, mobile, email } };
}

// ── Saved passengers ───────────────────────────────────────────────────────────────────────────────────────────────

const isLatin = (name: string) => validateName(name, 'en').ok;

/** A saved passenger poured into a form slot of the given type (dates stay Gregorian; the form shows them). */
export function fromSavedPassenger(saved: SavedPassenger, type: FlightPassengerType): FlightPassenger {
  const latinMain = isLatin(saved.first_name) && isLatin(saved.last_name);
  const passport = saved.doc_id === 'P' || !saved.isIranian;
  return {
    ...emptyFlightPassenger(type),
    birthDate: saved.birth_date ?? '',
    isIranian: saved.isIranian,
    nationality: saved.isIranian ? IRAN : (saved.nationality ?? ''),
    nationalNumber: saved.isIranian ? toLatinDigits(saved.nationalNumber ?? '') : '',
    fnameFa: latinMain ? '' : saved.first_name,
    lnameFa: latinMain ? '' : saved.last_name,
    fnameEn: latinMain ? saved.first_name : (saved.first_name_en ?? ''),
    lnameEn: latinMain ? saved.last_name : (saved.last_name_en ?? ''),
    gender: saved.gender,
    mobile: saved.mobile ?? '',
    email: saved.email ?? '',
    passportNumber: passport ? (saved.number ?? '') : '',
    passportExpireDate: saved.passport_expire_date ?? '',
    passportOrigin: saved.passport_origin ?? '',
  };
}

/**
 * A validated passenger as the saved passenger form (for "save this passenger"): what the account's
 * `POST /api/account/passengers` takes, a missing value as null.
 */
export function toSavedPassenger(p: FlightPassenger): SavedPassenger {
  const persian = Boolean(p.fnameFa && p.lnameFa);
  const orNull = (value: string) => value || null;
  return {
    email: orNull(p.email),
    mobile: orNull(p.mobile),
    number: orNull(p.passportNumber),
    nationality: p.isIranian ? IRAN : p.nationality,
    nationalNumber: orNull(p.nationalNumber),
    doc_id: p.isIranian && !p.passportNumber ? 'N' : 'P',
    is_primary: false,
    birth_date: orNull(p.birthDate),
    first_name: persian ? p.fnameFa : p.fnameEn,
    last_name: persian ? p.lnameFa : p.lnameEn,
    gender: p.gender as Gender,
    isIranian: p.isIranian,
    first_name_en: orNull(p.fnameEn),
    last_name_en: orNull(p.lnameEn),
    passport_expire_date: orNull(p.passportExpireDate),
    passport_origin: orNull(p.passportOrigin),
  };
}
