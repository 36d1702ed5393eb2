/**
 * The agency partner form (/register?active=agency → CreateAgent) and the customer form of a BUYFOROTHER user
 * (CreateCustomer). Pure: the browser shows these messages inline, and the edge/sandbox schemas run the same
 * functions, so a crafted request gets the same refusal (a 400, never a 500). Digits may be Persian or Arabic;
 * ي/ك are normalised.
 */
import * as messages from './messages';
import type { FieldErrors } from './validate';
import { collapseWhitespace, normalizeArabicLetters, toLatinDigits } from './text';
import { validateEmail, validateMobile, validateName, validateNationalCode, type Validation } from './validate';
import { validateAnyName } from './validate';

export interface AgencyInput {
  agencyName: string;
  managerFirstName: string;
  managerLastName: string;
  mobile: string;
  phone: string;
  city: string;
  address: string;
  licenseNumber: string;
  nationalId: string;
  email: string;
}

export interface CustomerInput {
  firstName: string;
  lastName: string;
  mobile: string;
  nationalCode: string;
  email: string;
}

export const AGENCY_FIELDS = [
  'agencyName',
  'managerFirstName',
  'managerLastName',
  'mobile',
  'phone',
  'city',
  'address',
  'licenseNumber',
  'nationalId',
  'email',
] as const satisfies readonly (keyof AgencyInput)[];
export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'mobile',
  'nationalCode',
  'email',
] as const satisfies readonly (keyof CustomerInput)[];

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const ok = (value: string): Validation => ({ ok: true, value });
const no = (message: string): Validation => ({ ok: false, message });

const text = (input: string | null | undefined) => collapseWhitespace(normalizeArabicLetters(input ?? ''));
const digits = (input: string | null | undefined) => toLatinDigits(input ?? '').replace(/[\s\-()]/g, '');

function required(input: string | null | undefined, min: number, shortMessage: string): Validation {
  const value = text(input);
  if (!value) return no(messages.common.required);
  return value.length >= min ? ok(value) : no(shortMessage);
}

/** A landline with its area code: 0, then 10 digits, not a mobile (09…). */
export function validateLandline(input: string | null | undefined): Validation {
  const value = digits(input);
  if (!value) return no(messages.common.required);
  return /^0[1-8]\d{9}$/.test(value) ? ok(value) : no(messages.agency.phoneInvalid);
}

/** The agency's national ID (شناسهٔ ملی اشخاص حقوقی): 11 digits. */
export function validateAgencyNationalId(input: string | null | undefined): Validation {
  const value = digits(input);
  if (!value) return no(messages.common.required);
  return /^\d{11}$/.test(value) ? ok(value) : no(messages.agency.nationalIdInvalid);
}

/** The travel agency licence (مجوز بند ب) number: 4–12 digits. */
export function validateLicenseNumber(input: string | null | undefined): Validation {
  const value = digits(input);
  if (!value) return no(messages.common.required);
  return /^\d{4,12}$/.test(value) ? ok(value) : no(messages.agency.licenseInvalid);
}

function collect<T extends Record<string, string>>(checks: { [K in keyof T]: Validation }): FormResult<T> {
  const errors: FieldErrors = {};
  const value: Record<string, string> = {};
  for (const [key, v] of Object.entries(checks) as [string, Validation][]) {
    if (v.ok) value[key] = v.value;
    else errors[key] = v.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as T };
}

/** Every field's message in the form's order; normalised values when valid. */
export function validateAgency(input: Partial<Record<keyof AgencyInput, string | null>>): FormResult<AgencyInput> {
  return collect<AgencyInput & Record<string, string>>({
    agencyName: required(input.agencyName, 2, messages.agency.nameShort),
    managerFirstName: validateName(input.managerFirstName, 'fa'),
    managerLastName: validateName(input.managerLastName, 'fa'),
    mobile: validateMobile(input.mobile),
    phone: validateLandline(input.phone),
    city: required(input.city, 2, messages.common.required),
    address: required(input.address, 10, messages.agency.addressShort),
    licenseNumber: validateLicenseNumber(input.licenseNumber),
    nationalId: validateAgencyNationalId(input.nationalId),
    email: validateEmail(input.email),
  });
}

export function validateCustomer(input: Partial<Record<keyof CustomerInput, string | null>>): FormResult<CustomerInput> {
  return collect<CustomerInput & Record<string, string>>({
    firstName: validateAnyName(input.firstName ?? ''),
    lastName: validateAnyName(input.lastName ?? ''),
    mobile: validateMobile(input.mobile),
    nationalCode: validateNationalCode(input.nationalCode),
    email: validateEmail(input.email),
  });
}
