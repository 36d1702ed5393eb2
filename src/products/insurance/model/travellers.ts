/**
 * The insurance travellers step's form and its rules (the same rules run in the browser and again on the edge's one
 * travellers route): per traveller the Latin names as in the passport, the passport number and its expiry (valid to
 * the trip's last day at least: an insurer issues the contract against it), the birth date (Jalali or Gregorian, read
 * by its year), the nationality, and an Iranian's national code; then the contact. Each traveller's premium follows
 * their age on the trip's first day; a traveller past the chosen plan's age limit is refused with the reason.
 */
import { compareDates, type IsoDate, parseDateParam } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { toLatinDigits } from '@/lib/text';
import {
  type FieldErrors,
  type Gender,
  validateEmail,
  validateMobile,
  validateName,
  validateNationalCode,
  validatePassportNumber,
} from '@/lib/validate';
import { insuranceTravellers as t } from '../messages';
import { ageOn } from './age';
import { type PlanBandPrice, quotePlan, travellerPrice } from './price';

export interface InsuredForm {
  fnameEn: string;
  lnameEn: string;
  gender: Gender;
  isIranian: boolean;
  nationalCode: string;
  /** ISO 3166 alpha-2; Iranians are `IR`. */
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  birthDate: string;
}

export interface InsuranceTravellersInput {
  travellers: InsuredForm[];
  mobile: string;
  email: string;
}

/** What the rules need of the chosen plan and trip. */
export interface InsuranceTravellersContext {
  startDate: IsoDate;
  endDate: IsoDate;
  count: number;
  maxAge: number;
  bandPrices: readonly PlanBandPrice[];
}

export interface CleanInsured extends InsuredForm {
  birthDate: IsoDate;
  passportExpiry: IsoDate;
  age: number;
  price: number;
}

export interface CleanTravellers {
  travellers: CleanInsured[];
  mobile: string;
  email: string;
  total: number;
}

export const emptyInsured = (): InsuredForm => ({
  fnameEn: '',
  lnameEn: '',
  gender: 'MALE',
  isIranian: true,
  nationalCode: '',
  nationality: 'IR',
  passportNumber: '',
  passportExpiry: '',
  birthDate: '',
});

/** A typed date (Persian or Latin digits, `/ - .` or none between the parts): Jalali below year 1600, else Gregorian. */
export function readTypedDate(input: string): IsoDate | null {
  const text = toLatinDigits(input)
    .trim()
    .replace(/[.\s\\_،]+/g, '/');
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return parseDateParam(compact ? `${compact[1]}/${compact[2]}/${compact[3]}` : text);
}

/** Field path of a traveller's field (`t0.birthDate`): where its error is shown. */
export const fieldPath = (index: number, field: keyof InsuredForm) => `t${index}.${field}`;

/** The premium of a traveller born on `birthDate` for the chosen plan (rial), or null when it cannot be priced yet. */
/**
 * A traveller's age on the trip's first day from the birth date they typed (Jalali or Gregorian), or null until it
 * reads as a day on or before the start. The spec's insurance form has no age field (its query keys are the
 * passenger counts): ages are asked here, at the travellers step, as birth dates.
 */
export function insuredAge(ctx: Pick<InsuranceTravellersContext, 'startDate'>, birthDate: string): number | null {
  const iso = readTypedDate(birthDate);
  if (!iso || compareDates(iso, ctx.startDate) > 0) return null;
  return ageOn(iso, ctx.startDate);
}

export function insuredPrice(
  ctx: Pick<InsuranceTravellersContext, 'startDate' | 'maxAge' | 'bandPrices'>,
  birthDate: string,
): number | null {
  const iso = readTypedDate(birthDate);
  if (!iso || compareDates(iso, ctx.startDate) > 0) return null;
  return travellerPrice({ id: '', maxAge: ctx.maxAge, bandPrices: ctx.bandPrices }, ageOn(iso, ctx.startDate));
}

export function validateInsuranceTravellers(
  input: InsuranceTravellersInput,
  ctx: InsuranceTravellersContext,
): { ok: true; value: CleanTravellers } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const clean: CleanInsured[] = [];
  if (input.travellers.length !== ctx.count) errors['travellers'] = t.wrongCount;
  input.travellers.forEach((p, i) => {
    const err = (field: keyof InsuredForm, message: string) => {
      errors[fieldPath(i, field)] = message;
    };
    const first = validateName(p.fnameEn, 'en');
    if (!first.ok) err('fnameEn', first.message === messages.common.required ? first.message : t.latinOnly);
    const last = validateName(p.lnameEn, 'en');
    if (!last.ok) err('lnameEn', last.message === messages.common.required ? last.message : t.latinOnly);
    const passport = validatePassportNumber(p.passportNumber);
    if (!passport.ok) err('passportNumber', passport.message);
    const national = p.isIranian ? validateNationalCode(p.nationalCode) : null;
    if (national && !national.ok) err('nationalCode', national.message);
    const nationality = p.isIranian ? 'IR' : p.nationality.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(nationality) || (!p.isIranian && nationality === 'IR')) err('nationality', messages.common.required);
    const expiry = p.passportExpiry.trim() ? readTypedDate(p.passportExpiry) : null;
    if (!p.passportExpiry.trim()) err('passportExpiry', messages.common.required);
    else if (!expiry) err('passportExpiry', t.badDate);
    else if (compareDates(expiry, ctx.endDate) < 0) err('passportExpiry', t.passportExpired);
    const birth = p.birthDate.trim() ? readTypedDate(p.birthDate) : null;
    let age = -1;
    let price: number | null = null;
    if (!p.birthDate.trim()) err('birthDate', messages.common.required);
    else if (!birth) err('birthDate', t.badDate);
    else if (compareDates(birth, ctx.startDate) > 0) err('birthDate', t.birthAfterStart);
    else {
      age = ageOn(birth, ctx.startDate);
      price = travellerPrice({ id: '', maxAge: ctx.maxAge, bandPrices: ctx.bandPrices }, age);
      if (price === null) err('birthDate', t.overAge(age, ctx.maxAge));
    }
    if (first.ok && last.ok && passport.ok && birth && expiry && price !== null)
      clean.push({
        ...p,
        fnameEn: first.value.toUpperCase(),
        lnameEn: last.value.toUpperCase(),
        passportNumber: passport.value,
        nationalCode: national?.ok ? national.value : '',
        nationality,
        birthDate: birth,
        passportExpiry: expiry,
        age,
        price,
      });
  });
  const mobile = validateMobile(input.mobile);
  if (!mobile.ok) errors['mobile'] = mobile.message;
  const email = validateEmail(input.email);
  if (!email.ok) errors['email'] = email.message;
  if (Object.keys(errors).length > 0 || !mobile.ok || !email.ok) return { ok: false, errors };
  const total = quotePlan(
    { id: '', maxAge: ctx.maxAge, bandPrices: ctx.bandPrices },
    clean.map((c) => c.age),
  ).total;
  return { ok: true, value: { travellers: clean, mobile: mobile.value, email: email.value, total } };
}
