/**
 * The flight passengers step (spec 001 §3 "Flight passenger fields", §5 validation; issue 14): one passenger per
 * searched adult, child and infant, each with the spec's fields, one leader, a contact mobile and an optional
 * e-mail. The browser form and the edge run `validateFlightPassengers` alike (the edge never trusts the browser), so
 * a crafted request gets the same messages as a typed one. Pure: no clock, no I/O.
 */
import * as v from 'valibot';
import type { IsoDate } from '@/lib/dates';
import * as sharedMessages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import type { FieldErrors, Gender } from '@/lib/validate';
import { toLatinDigits } from '@/lib/text';
import {
  addMonthsIso,
  checkBirthDate,
  checkForeignNationality,
  checkPassportExpiry,
  checkPassportOrigin,
  duplicateDocumentErrors,
  IRAN,
  PASSPORT_VALIDITY_MONTHS,
  type TravellerDocument,
  type TravellerFields,
  travellerFields,
  travellerTypeForAge,
} from '@/lib/travellers';
import { validateEmail, validateMobile, validateName, validateNationalCode, validatePassportNumber, type Validation } from '@/lib/validate';

// The shared traveller rules (src/lib/travellers.ts) this step is made of, under the names the flight code used.
export { ageOn, addMonthsIso, parseTypedDate } from '@/lib/travellers';
export { IRAN };

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

/** The type an age on the flight date books as. */
export const passengerTypeForAge: (age: number) => FlightPassengerType = travellerTypeForAge;

/** The last flight's day: the return flight's, or the only one's. */
export function lastFlightDate(ctx: FlightPassengerContext): IsoDate {
  return ctx.returnDate ?? ctx.departDate;
}

/** The first day a passport may expire on: six months after the last flight (international), else the flight day. */
export function minimumPassportExpiry(ctx: FlightPassengerContext): IsoDate {
  const last = lastFlightDate(ctx);
  return ctx.international ? addMonthsIso(last, PASSPORT_VALIDITY_MONTHS) : last;
}

/** Which fields a passenger has on this trip (the shared rule: src/lib/travellers.ts travellerFields). */
export interface PassengerFields {
  nationalNumber: boolean;
  persianNames: boolean;
  latinNames: boolean;
  passport: boolean;
}

/** The shared rule, with the flight's field name for the national code. */
export function passengerFields(isIranian: boolean, international: boolean): PassengerFields {
  const f: TravellerFields = travellerFields(isIranian, international);
  return { nationalNumber: f.nationalCode, persianNames: f.persianNames, latinNames: f.latinNames, passport: f.passport };
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

const fail = (message: string): Validation => ({ ok: false, message });

/** The birth date in the passenger type's band on the first flight's day (the shared age rule). */
const validateBirthDate = (input: string, type: FlightPassengerType, ctx: FlightPassengerContext) =>
  checkBirthDate(input, ctx.departDate, type);

/**
 * Abroad: six months past the last flight; a foreigner at home: valid on the last flight (the shared rule). A passport
 * too short abroad is said in the flight's words (the return flight or the only one).
 */
function validatePassportExpiry(input: string, ctx: FlightPassengerContext): Validation {
  const r = checkPassportExpiry(input, lastFlightDate(ctx), ctx.international);
  if (r.ok || !ctx.international || r.message !== sharedMessages.travellers.passportExpiryTooSoon(PASSPORT_VALIDITY_MONTHS)) return r;
  return fail(flightMessages.flightPassengers.passportExpiryTooSoon(ctx.returnDate !== null));
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
  // One person, one document (the shared rule): the later field of a repeated one says so.
  const documents: TravellerDocument[] = [];

  const passengers = input.passengers.map((p, i): FlightPassenger => {
    const at = (field: string) => `p${i}.${field}`;
    const isIranian = p.isIranian !== false;
    const fields = passengerFields(isIranian, ctx.international);
    const docType: FlightDocType = fields.passport ? 'P' : 'N';
    const birthDate = check(at('birthDate'), validateBirthDate(p.birthDate, p.type, ctx));
    let nationalNumber = '';
    if (fields.nationalNumber) {
      nationalNumber = check(at('nationalNumber'), validateNationalCode(p.nationalNumber));
      if (nationalNumber) documents.push({ path: at('nationalNumber'), kind: 'nationalCode', value: nationalNumber });
    }
    const nationality = isIranian ? IRAN : check(at('nationality'), checkForeignNationality(p.nationality));
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
      if (passportNumber) documents.push({ path: at('passportNumber'), kind: 'passport', value: passportNumber });
      passportOrigin = check(at('passportOrigin'), checkPassportOrigin(p.passportOrigin));
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

  for (const [path, message] of Object.entries(duplicateDocumentErrors(documents))) check(path, fail(message));
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
