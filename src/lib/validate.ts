/**
 * Field validation (spec 001 §5) with the Persian messages of messages.ts. Inputs may carry Persian or Arabic digits;
 * validators normalise them first and return the normalised value when valid.
 */
import { RESET_CODE_LENGTH } from './constants';
import * as messages from './messages';
import { collapseWhitespace, normalizeArabicLetters, toLatinDigits } from './text';

export type Validation = { ok: true; value: string } | { ok: false; message: string };

const valid = (value: string): Validation => ({ ok: true, value });
const invalid = (message: string): Validation => ({ ok: false, message });

// ── Mobile ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export const MOBILE_PATTERN = /^09\d{9}$/;

/**
 * Latin digits, separators removed, and the international forms +98 9…, 0098 9…, 98 9… and the bare 9… written
 * as the national 09….
 */
export function normalizeMobile(input: string): string {
  const text = toLatinDigits(input).replace(/[\s\-().\u200C\u200E\u200F]/g, '');
  const m = /^(?:\+98|0098|98)(9\d{9})$/.exec(text) ?? /^(9\d{9})$/.exec(text);
  return m ? `0${m[1]}` : text;
}

export function isIranianMobile(input: string): boolean {
  return MOBILE_PATTERN.test(normalizeMobile(input));
}

/** The forgot-password phone: required, digits only, 09 + 9 digits. */
export function validateMobile(input: string | null | undefined): Validation {
  if (!input?.trim()) return invalid(messages.auth.phoneRequired);
  const mobile = normalizeMobile(input);
  if (!/^\d+$/.test(mobile)) return invalid(messages.auth.digitsOnly);
  return MOBILE_PATTERN.test(mobile) ? valid(mobile) : invalid(messages.auth.mobileInvalid);
}

/** The lead box phone: required, then 11 digits starting 09. */
export function validateLeadPhone(input: string | null | undefined): Validation {
  if (!input?.trim()) return invalid(messages.lead.required);
  const mobile = normalizeMobile(input);
  return MOBILE_PATTERN.test(mobile) ? valid(mobile) : invalid(messages.lead.invalidMobile);
}

/**
 * Auth dialog: a phone of 11 digits starting with 0, or of 10 digits, goes to registration with that mobile (10 digits
 * get the leading 0); any other input goes there without one.
 */
export function registrationMobile(input: string): string | null {
  const digits = toLatinDigits(input).trim();
  if (/^0\d{10}$/.test(digits)) return digits;
  if (/^\d{10}$/.test(digits)) return `0${digits}`;
  return null;
}

// ── Identity ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Iranian national code: 10 digits, not all the same, with the mod-11 check digit. */
export function isValidNationalCode(input: string): boolean {
  const code = toLatinDigits(input).trim();
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

export function validateNationalCode(input: string | null | undefined): Validation {
  if (!input?.trim()) return invalid(messages.common.required);
  return isValidNationalCode(input) ? valid(toLatinDigits(input).trim()) : invalid(messages.auth.nationalCodeInvalid);
}

/** Passport numbers: 6–9 Latin letters or digits (Iranian ones are a letter and 8 digits). */
export function isValidPassportNumber(input: string): boolean {
  return /^[A-Z0-9]{6,9}$/.test(toLatinDigits(input).trim().toUpperCase());
}

export function validatePassportNumber(input: string | null | undefined): Validation {
  if (!input?.trim()) return invalid(messages.common.required);
  const value = toLatinDigits(input).trim().toUpperCase();
  return isValidPassportNumber(value) ? valid(value) : invalid(messages.auth.passportInvalid);
}

// ── Names and e-mail ───────────────────────────────────────────────────────────────────────────────────────────────

// Persian letters (Arabic block incl. the Persian ones, ZWNJ) and spaces.
const PERSIAN_NAME = /^[\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u200C ]+$/;
const LATIN_NAME = /^[A-Za-z][A-Za-z '-]*$/;

export type NameScript = 'fa' | 'en';

/** A first or last name in Persian (letters normalised) or in Latin letters. */
export function validateName(input: string | null | undefined, script: NameScript): Validation {
  const value = collapseWhitespace(script === 'fa' ? normalizeArabicLetters(input ?? '') : (input ?? ''));
  if (!value) return invalid(messages.common.required);
  if (script === 'fa') return PERSIAN_NAME.test(value) ? valid(value) : invalid(messages.auth.nameInvalidPersian);
  return LATIN_NAME.test(value) ? valid(value) : invalid(messages.auth.nameInvalidLatin);
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(input: string): boolean {
  return EMAIL.test(input.trim());
}

/** Optional (guest checkout): empty is fine, otherwise it must look like an address. */
export function validateEmail(input: string | null | undefined, { required = false } = {}): Validation {
  const value = (input ?? '').trim();
  if (!value) return required ? invalid(messages.common.required) : valid('');
  return isValidEmail(value) ? valid(value) : invalid(messages.auth.emailInvalid);
}

// ── Auth forms ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** What the reset-code field keeps of the typed text: Latin digits only, at most 5. */
export function sanitizeResetCode(input: string): string {
  return toLatinDigits(input).replace(/\D/g, '').slice(0, RESET_CODE_LENGTH);
}

/** The new-password field appears once the code has all its 5 digits. */
export function isResetCodeComplete(code: string): boolean {
  return new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(code);
}

export interface LoginErrors {
  username?: string;
  password?: string;
}

/** Username required ("username is required"); password required ("password not entered"). */
export function validateLogin({ username, password }: { username?: string | null; password?: string | null }): LoginErrors {
  const errors: LoginErrors = {};
  if (!username?.trim()) errors.username = messages.auth.usernameRequired;
  if (!password) errors.password = messages.auth.passwordRequired;
  return errors;
}

/** The new password of a reset: required, with the password message. */
export function validateNewPassword(password: string | null | undefined): Validation {
  return password ? valid(password) : invalid(messages.auth.passwordRequired);
}

/** A traveller's gender as every product's travellers form and the supplier write it. */
export type Gender = 'MALE' | 'FEMALE';

/** A form's errors: field path (`r0g1.firstName`, `contact.mobile`, …) → Persian message. */
export type FieldErrors = Record<string, string>;

/** A name in Persian or in Latin letters (either script is accepted). */
export function validateAnyName(input: string): Validation {
  const fa = validateName(input, 'fa');
  if (fa.ok) return fa;
  const en = validateName(input, 'en');
  return en.ok ? en : fa;
}
