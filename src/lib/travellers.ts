/**
 * The traveller rules every product's travellers step shares (issue 48 point 6): pure, no clock, no I/O; the same in
 * the browser (inline messages) and on the one travellers route (src/edge/checkout-routes.ts), which never trusts
 * the browser. Each rule answers a `Validation` with the Persian message of messages.travellers:
 * - names: Persian letters in a Persian field, Latin letters in a Latin one (src/lib/validate.ts validateName);
 * - an Iranian's national code with its check digit; a foreigner's passport (number, expiry, issuing country) and
 *   citizenship (a known country, not Iran, not a blocked one);
 * - which fields a traveller has (`travellerFields`): at home an Iranian gives Persian names and the national code;
 *   abroad, or as a foreigner, Latin names as in the passport and the passport;
 * - the age bands (infant under 2, child 2 to 11, adult 12 and over) from the birth date on the travel day;
 * - one person, one document: the same national code or passport number twice in one order is refused on the later
 *   field (`duplicateDocumentErrors`).
 * `checkTraveller` runs them all on one traveller of the shared shape (`TravellerIdentity`); a product adds only its
 * own rules (a flight's leader and counts, an insurance plan's age limit).
 */
import { monthLength } from './calendar';
import { BLOCKED_COUNTRIES } from './constants';
import { DOCUMENT_FILE_ID } from './document-file';
import { compareDates, gregorianParts, type IsoDate, isoFromParts, parseDateParam } from './dates';
import { findCountry } from './lookups/countries';
import * as messages from './messages';
import { toLatinDigits } from './text';
import {
  type Gender,
  type NameScript,
  type Validation,
  validateAnyName,
  validateName,
  validateNationalCode,
  validatePassportNumber,
} from './validate';

const t = messages.travellers;
const ok = (value: string): Validation => ({ ok: true, value });
const fail = (message: string): Validation => ({ ok: false, message });

export const IRAN = 'IR';

// ── Dates and ages ─────────────────────────────────────────────────────────────────────────────────────────────────

export type TravellerType = 'adult' | 'child' | 'infant';
export const TRAVELLER_TYPES: readonly TravellerType[] = ['adult', 'child', 'infant'];

/** The airlines' bands, years on the travel day; a birth date further back than `maxAge` years is a typing error. */
export const AGE_BANDS = { childFrom: 2, adultFrom: 12, maxAge: 120 } as const;

/** A passport is valid this many months after the last day of a trip abroad. */
export const PASSPORT_VALIDITY_MONTHS = 6;

/** The type an age on the travel day books as. */
export function travellerTypeForAge(age: number): TravellerType {
  if (age < AGE_BANDS.childFrom) return 'infant';
  return age < AGE_BANDS.adultFrom ? 'child' : 'adult';
}

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

/** A required typed date (see parseTypedDate), Gregorian YYYY-MM-DD when valid. */
export function checkTypedDate(input: string, invalidMessage: string): Validation {
  if (!input.trim()) return fail(messages.common.required);
  const iso = parseTypedDate(input);
  return iso ? ok(iso) : fail(invalidMessage);
}

/**
 * A birth date on or before the travel day, at most 120 years back, and (when `type` is given) in that type's age
 * band on the travel day.
 */
export function checkBirthDate(input: string, travelDate: IsoDate, type: TravellerType | null = null): Validation {
  const date = checkTypedDate(input, t.birthDateInvalid);
  if (!date.ok) return date;
  if (compareDates(date.value, travelDate) > 0) return fail(t.birthDateAfterTravel);
  const age = ageOn(date.value, travelDate);
  if (age > AGE_BANDS.maxAge) return fail(t.birthDateInvalid);
  if (type === null || travellerTypeForAge(age) === type) return date;
  if (type === 'adult') return fail(t.ageAdult(AGE_BANDS.adultFrom));
  return fail(type === 'child' ? t.ageChild(AGE_BANDS.childFrom, AGE_BANDS.adultFrom) : t.ageInfant(AGE_BANDS.childFrom));
}

// ── Names and documents ────────────────────────────────────────────────────────────────────────────────────────────

/** A name in its field's script: Persian letters in a Persian field, Latin letters in a Latin one. */
export function checkName(input: string, script: NameScript): Validation {
  return validateName(input, script);
}

/**
 * A name a voucher prints as typed (a CIP passenger, an attraction's lead): Persian or Latin letters, one script a
 * field, never digits or a mix.
 */
export const checkAnyName = (input: string): Validation => validateAnyName(input);

/** An Iranian's national code: ten digits with the mod-11 check digit (Persian digits read too). */
export const checkNationalCode = (input: string): Validation => validateNationalCode(input);

/** A passport number: 6 to 9 Latin letters or digits, upper-cased. */
export const checkPassportNumber = (input: string): Validation => validatePassportNumber(input);

const isCountryCode = (code: string) => findCountry(code)?.code === code;

/** A foreign traveller's citizenship: a listed country, not Iran (the Iranian option), not a blocked one. */
export function checkForeignNationality(input: string): Validation {
  const code = input.trim().toUpperCase();
  if (!code || !isCountryCode(code)) return fail(t.nationalityRequired);
  if (code === IRAN) return fail(t.nationalityIranian);
  return (BLOCKED_COUNTRIES as readonly string[]).includes(code) ? fail(t.nationalityBlocked) : ok(code);
}

/** The passport's issuing country: a listed country. */
export function checkPassportOrigin(input: string): Validation {
  const code = input.trim().toUpperCase();
  return isCountryCode(code) ? ok(code) : fail(t.passportOriginRequired);
}

/**
 * A passport's expiry: abroad at least six months after the trip's last day; at home (a foreigner's passport) valid
 * on the last day.
 */
export function checkPassportExpiry(input: string, lastDay: IsoDate, abroad: boolean): Validation {
  const date = checkTypedDate(input, t.passportExpiryInvalid);
  if (!date.ok) return date;
  const minimum = abroad ? addMonthsIso(lastDay, PASSPORT_VALIDITY_MONTHS) : lastDay;
  if (compareDates(date.value, minimum) >= 0) return date;
  return fail(abroad ? t.passportExpiryTooSoon(PASSPORT_VALIDITY_MONTHS) : t.passportExpired);
}

/** Which fields a traveller has on this trip (the form shows just these; the rules require just these). */
export interface TravellerFields {
  nationalCode: boolean;
  persianNames: boolean;
  latinNames: boolean;
  passport: boolean;
}

/**
 * At home an Iranian gives Persian names and the national code; abroad, or as a foreigner, Latin names as in the
 * passport and the passport. An Iranian abroad also gives the national code where the product asks it
 * (`nationalCodeAbroad`: a flight does, a tour does not).
 */
export function travellerFields(isIranian: boolean, international: boolean, nationalCodeAbroad = true): TravellerFields {
  const passport = international || !isIranian;
  return {
    nationalCode: isIranian && (!international || nationalCodeAbroad),
    persianNames: isIranian && !international,
    latinNames: passport,
    passport,
  };
}

// ── One traveller ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A traveller as the shared travellers fields type it (a product may leave out what it does not ask). */
export interface TravellerIdentity {
  isIranian: boolean;
  /** ISO 3166 alpha-2 of a foreigner's citizenship (`IR` for an Iranian). */
  nationality: string;
  fnameFa: string;
  lnameFa: string;
  fnameEn: string;
  lnameEn: string;
  nationalCode: string;
  passportNumber: string;
  passportExpiry: string;
  birthDate: string;
  gender: Gender;
  /**
   * The supplier's id of the passport's scan (FileUploads/Upload, src/lib/document-file.ts), where the product asks for
   * one (optional; no rule requires it).
   */
  passportScanId?: string;
}

export type TravellerField = keyof TravellerIdentity;

export const emptyTraveller = (): TravellerIdentity => ({
  isIranian: true,
  nationality: IRAN,
  fnameFa: '',
  lnameFa: '',
  fnameEn: '',
  lnameEn: '',
  nationalCode: '',
  passportNumber: '',
  passportExpiry: '',
  birthDate: '',
  gender: 'MALE',
});

export interface TravellerContext {
  /** Any part of the trip outside Iran. */
  international: boolean;
  /** The first travel day (ages are counted on it). */
  travelDate: IsoDate;
  /** The last travel day (a passport's expiry is counted from it). */
  lastDay: IsoDate;
  /** Whether the product asks the birth date, and the type the traveller books as (null: any age). */
  birthDate?: { type: TravellerType | null } | false;
  /** Whether foreigners may book (their nationality and passport): else every traveller is Iranian. */
  foreigners?: boolean;
  /** Whether an Iranian abroad gives the national code too (default true). */
  nationalCodeAbroad?: boolean;
}

/**
 * Every shared rule on one traveller: errors by field (in the form's order), and the clean value (fields the trip
 * does not have emptied, Latin digits, upper-case codes, Persian ی/ک, Gregorian dates).
 */
export function checkTraveller(
  p: TravellerIdentity,
  ctx: TravellerContext,
): { value: TravellerIdentity; errors: Partial<Record<TravellerField, string>> } {
  const errors: Partial<Record<TravellerField, string>> = {};
  const check = (field: TravellerField, r: Validation) => {
    if (r.ok) return r.value;
    errors[field] ??= r.message;
    return '';
  };
  const isIranian = ctx.foreigners === false ? true : p.isIranian !== false;
  const fields = travellerFields(isIranian, ctx.international, ctx.nationalCodeAbroad ?? true);
  const birthDate = ctx.birthDate ? check('birthDate', checkBirthDate(p.birthDate ?? '', ctx.travelDate, ctx.birthDate.type)) : '';
  const nationality = isIranian ? IRAN : check('nationality', checkForeignNationality(p.nationality ?? ''));
  const name = (field: 'fnameFa' | 'lnameFa' | 'fnameEn' | 'lnameEn', script: NameScript, needed: boolean) => {
    const r = checkName(p[field] ?? '', script);
    return needed ? check(field, r) : r.ok ? r.value : '';
  };
  const fnameFa = name('fnameFa', 'fa', fields.persianNames);
  const lnameFa = name('lnameFa', 'fa', fields.persianNames);
  const fnameEn = name('fnameEn', 'en', fields.latinNames);
  const lnameEn = name('lnameEn', 'en', fields.latinNames);
  const nationalCode = fields.nationalCode ? check('nationalCode', checkNationalCode(p.nationalCode ?? '')) : '';
  const passportNumber = fields.passport ? check('passportNumber', checkPassportNumber(p.passportNumber ?? '')) : '';
  const passportExpiry = fields.passport
    ? check('passportExpiry', checkPassportExpiry(p.passportExpiry ?? '', ctx.lastDay, ctx.international))
    : '';
  // The passport's scan is optional; one given must be a file id as the supplier writes them.
  const scan = fields.passport && p.passportScanId ? p.passportScanId.trim() : '';
  if (scan && !DOCUMENT_FILE_ID.test(scan)) errors.passportScanId ??= messages.uploads.badId;
  return {
    value: {
      ...(scan && DOCUMENT_FILE_ID.test(scan) ? { passportScanId: scan } : {}),
      isIranian,
      nationality,
      fnameFa,
      lnameFa,
      fnameEn: fnameEn.toUpperCase(),
      lnameEn: lnameEn.toUpperCase(),
      nationalCode,
      passportNumber,
      passportExpiry,
      birthDate,
      gender: p.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
    },
    errors,
  };
}

// ── One person, one document ───────────────────────────────────────────────────────────────────────────────────────

export interface TravellerDocument {
  /** The form field's path (`r0g1.nationalCode`, `p2.passportNumber`): the error goes there. */
  path: string;
  kind: 'nationalCode' | 'passport';
  value: string;
}

/** The fields that repeat a document given earlier in the same order → Persian message. Empty values are skipped. */
export function duplicateDocumentErrors(docs: readonly TravellerDocument[]): Record<string, string> {
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  for (const d of docs) {
    const value = toLatinDigits(d.value).replace(/\s+/g, '').toUpperCase();
    if (!value) continue;
    const key = `${d.kind}:${value}`;
    if (seen.has(key)) {
      errors[d.path] = d.kind === 'nationalCode' ? t.nationalCodeDuplicate : t.passportNumberDuplicate;
    } else seen.add(key);
  }
  return errors;
}

/**
 * The documents of travellers of the shared shape, at `path(i, field)`: an Iranian's national code and any passport
 * number given (an Iranian abroad gives both).
 */
export function travellerDocuments(
  travellers: readonly Pick<TravellerIdentity, 'nationalCode' | 'passportNumber'>[],
  path: (index: number, field: 'nationalCode' | 'passportNumber') => string,
): TravellerDocument[] {
  return travellers.flatMap((p, i): TravellerDocument[] => [
    ...(p.nationalCode ? [{ path: path(i, 'nationalCode'), kind: 'nationalCode' as const, value: p.nationalCode }] : []),
    ...(p.passportNumber ? [{ path: path(i, 'passportNumber'), kind: 'passport' as const, value: p.passportNumber }] : []),
  ]);
}

/** Errors of `errors`, then the duplicate-document errors of fields that have none yet (one message a field). */
export function withDuplicateErrors(errors: Record<string, string>, docs: readonly TravellerDocument[]): Record<string, string> {
  const out = { ...errors };
  for (const [path, message] of Object.entries(duplicateDocumentErrors(docs))) out[path] ??= message;
  return out;
}

// ── A saved traveller, a customer, the account: what fills a traveller's fields (issue 48 point 7) ────────────────

/**
 * A traveller the account saved («ذخیرهٔ این مسافر», spec 001 §3 "Saved passenger form"), as the supplier keeps it:
 * `first_name`/`last_name` in the script it was typed (Persian, or Latin for a foreigner), the Latin names beside them
 * when known, `nationalNumber` an Iranian's national code, `number` a passport's, dates Gregorian YYYY-MM-DD.
 */
export interface SavedTraveller {
  id?: string | undefined;
  first_name: string;
  last_name: string;
  first_name_en?: string | null | undefined;
  last_name_en?: string | null | undefined;
  gender: Gender;
  birth_date?: string | null | undefined;
  isIranian: boolean;
  nationality?: string | null | undefined;
  nationalNumber?: string | null | undefined;
  doc_id?: string | null | undefined;
  number?: string | null | undefined;
  passport_expire_date?: string | null | undefined;
  mobile?: string | null | undefined;
  email?: string | null | undefined;
}

const LATIN_NAME = /^[A-Za-z][A-Za-z '-]*$/;

/**
 * A saved traveller as the shared fields type it: a Persian main name goes to the Persian fields and the stored Latin
 * names to the Latin ones; a Latin main name (a foreigner's) to the Latin fields. The national code for an Iranian,
 * the passport (number, expiry) when one is stored, birth date and gender as stored.
 */
export function fromSavedTraveller(saved: SavedTraveller): TravellerIdentity {
  const latinMain = LATIN_NAME.test(saved.first_name.trim()) && LATIN_NAME.test(saved.last_name.trim());
  const nationality = (saved.nationality ?? '').toUpperCase();
  return {
    isIranian: saved.isIranian,
    nationality: saved.isIranian ? IRAN : nationality,
    fnameFa: latinMain ? '' : saved.first_name,
    lnameFa: latinMain ? '' : saved.last_name,
    fnameEn: latinMain ? saved.first_name.toUpperCase() : (saved.first_name_en ?? '').toUpperCase(),
    lnameEn: latinMain ? saved.last_name.toUpperCase() : (saved.last_name_en ?? '').toUpperCase(),
    nationalCode: saved.isIranian ? toLatinDigits(saved.nationalNumber ?? '') : '',
    passportNumber: (saved.number ?? '').toUpperCase(),
    passportExpiry: saved.passport_expire_date ?? '',
    birthDate: saved.birth_date ?? '',
    gender: saved.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
  };
}

/** A saved traveller in a picker: the name, then the document's last four digits (Latin; the UI shows Persian). */
export function savedTravellerLabel(saved: SavedTraveller): string {
  const name = `${saved.first_name} ${saved.last_name}`.trim();
  const doc = saved.isIranian ? (saved.nationalNumber ?? '') : (saved.number ?? '');
  return doc ? `${name} (…${toLatinDigits(doc).slice(-4)})` : name;
}

/** A customer a buyer buys for (CreateCustomer): names in either script, the national code, mobile, e-mail. */
export interface TravellerCustomer {
  customerId: string;
  firstName: string;
  lastName: string;
  nationalCode: string;
  mobile: string;
  email: string | null;
}

/** A customer as the first traveller: an Iranian with the national code; the names in the fields of their script. */
export function fromCustomer(c: TravellerCustomer): TravellerIdentity {
  return fromSavedTraveller({
    first_name: c.firstName,
    last_name: c.lastName,
    gender: 'MALE',
    isIranian: true,
    nationalNumber: c.nationalCode,
  });
}

/**
 * The fields a pick changes, as `[field, value]` pairs: the nationality, gender (not a customer's: not known) and
 * birth date, then only the fields the traveller shows on this trip (`shown`, from travellerFields): the names in
 * the script of those fields, the national code, the passport. A form that keeps one name pair for both scripts (the
 * hotel's guests) so gets the names its fields show, never the other script's over them.
 */
export function filledFields(
  identity: TravellerIdentity,
  shown: TravellerFields,
  keepGender = false,
): [TravellerField, string | boolean][] {
  const out: [TravellerField, string | boolean][] = [
    ['isIranian', identity.isIranian],
    ['nationality', identity.nationality],
  ];
  if (!keepGender) out.push(['gender', identity.gender]);
  out.push(['birthDate', identity.birthDate]);
  if (shown.persianNames) out.push(['fnameFa', identity.fnameFa], ['lnameFa', identity.lnameFa]);
  else out.push(['fnameEn', identity.fnameEn], ['lnameEn', identity.lnameEn]);
  if (shown.nationalCode) out.push(['nationalCode', identity.nationalCode]);
  if (shown.passport) out.push(['passportNumber', identity.passportNumber], ['passportExpiry', identity.passportExpiry]);
  return out;
}

/**
 * The account's contact to put into an empty contact part: the mobile (Latin digits) and the e-mail when known.
 * A field already typed (or restored from the tab's draft) is kept.
 */
export function contactPrefill(
  current: { mobile: string; email: string },
  account: { mobile: string | null; email: string | null },
): { mobile?: string; email?: string } {
  const patch: { mobile?: string; email?: string } = {};
  if (!current.mobile.trim() && account.mobile) patch.mobile = toLatinDigits(account.mobile);
  if (!current.email.trim() && account.email) patch.email = account.email;
  return patch;
}
