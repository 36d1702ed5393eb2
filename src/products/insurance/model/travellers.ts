/**
 * The insurance travellers step's form and its rules (the same rules run in the browser and again on the edge's one
 * travellers route), made of the shared traveller rules (src/lib/travellers.ts): per traveller the Latin names as in
 * the passport, the passport number and its expiry (valid to the trip's last day at least: an insurer issues the
 * contract against it), the birth date (Jalali or Gregorian, read by its year), a foreigner's citizenship, and an
 * Iranian's national code; no national code or passport twice; then the contact. Each traveller's premium follows
 * their age on the trip's first day; a traveller past the chosen plan's age limit is refused with the reason.
 */
import { compareDates, type IsoDate } from '@/lib/dates';
import {
  checkBirthDate,
  checkForeignNationality,
  checkName,
  checkNationalCode,
  checkPassportExpiry,
  checkPassportNumber,
  parseTypedDate,
  travellerDocuments,
  withDuplicateErrors,
} from '@/lib/travellers';
import { type FieldErrors, type Gender, validateEmail, validateMobile } from '@/lib/validate';
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

/** A typed date (Persian or Latin digits, `/ - .` or none between the parts): Jalali below year 1600 (the shared rule). */
export const readTypedDate = parseTypedDate;

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
    const first = checkName(p.fnameEn, 'en');
    if (!first.ok) err('fnameEn', first.message);
    const last = checkName(p.lnameEn, 'en');
    if (!last.ok) err('lnameEn', last.message);
    const passport = checkPassportNumber(p.passportNumber);
    if (!passport.ok) err('passportNumber', passport.message);
    const national = p.isIranian ? checkNationalCode(p.nationalCode) : null;
    if (national && !national.ok) err('nationalCode', national.message);
    const citizenship = p.isIranian ? null : checkForeignNationality(p.nationality);
    if (citizenship && !citizenship.ok) err('nationality', citizenship.message);
    const nationality = citizenship?.ok ? citizenship.value : 'IR';
    // An insurer issues the contract against the passport: valid to the trip's last day at least.
    const expiryCheck = checkPassportExpiry(p.passportExpiry, ctx.endDate, false);
    if (!expiryCheck.ok) err('passportExpiry', expiryCheck.message);
    const expiry = expiryCheck.ok ? expiryCheck.value : null;
    const birthCheck = checkBirthDate(p.birthDate, ctx.startDate);
    const birth = birthCheck.ok ? birthCheck.value : null;
    let age = -1;
    let price: number | null = null;
    if (!birthCheck.ok) err('birthDate', birthCheck.message);
    else {
      age = ageOn(birthCheck.value, ctx.startDate);
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
  // One person, one document (the shared rule): the later field of a repeated one says so.
  const docs = travellerDocuments(
    input.travellers.map((p) => ({ nationalCode: p.isIranian ? p.nationalCode : '', passportNumber: p.passportNumber })),
    (i, field) => fieldPath(i, field),
  );
  const all = withDuplicateErrors(errors, docs);
  if (Object.keys(all).length > 0 || !mobile.ok || !email.ok) return { ok: false, errors: all };
  const total = quotePlan(
    { id: '', maxAge: ctx.maxAge, bandPrices: ctx.bandPrices },
    clean.map((c) => c.age),
  ).total;
  return { ok: true, value: { travellers: clean, mobile: mobile.value, email: email.value, total } };
}
