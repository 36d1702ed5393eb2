'use client';
/**
 * Who a traveller is, as every travellers step asks it: the name pair (first and last, in whichever script the
 * product's rules want) and the identity document: an Iranian's national code or a foreigner's passport number
 * (`DocumentField` switches on the nationality; a product that needs both shows both fields). The product gives
 * ids, labels where they differ, values, errors and extra input attributes (a maximum length, autocomplete); the
 * rules themselves are the product's (its validate), run again by the one travellers route.
 */
import type { InputHTMLAttributes } from 'react';
import { Field } from '@/components/ui/Field';
import * as messages from '@/lib/messages';

const t = messages.travellers;

/** Input attributes a product may add (dir, autoComplete, maxLength, autoCapitalize…). */
export type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'size' | 'children'>;

export interface TextFieldSpec {
  id: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  /** The label, where the product's differs from the shared one (names in one script: «نام (فارسی)»). */
  label?: string;
  /** `data-testid` of the field's error (a test names it). */
  errorTestId?: string;
  attrs?: InputAttrs;
}

function TextField({ spec, label, base }: { spec: TextFieldSpec; label: string; base?: InputAttrs }) {
  return (
    <Field
      id={spec.id}
      label={spec.label ?? label}
      value={spec.value}
      error={spec.error}
      errorTestId={spec.errorTestId}
      onChange={(e) => spec.onChange(e.target.value)}
      {...base}
      {...spec.attrs}
    />
  );
}

/** First and last name, side by side in the fieldset's grid (a fragment: the grid places each). */
export function NameFields({ first, last }: { first: TextFieldSpec; last: TextFieldSpec }) {
  return (
    <>
      <TextField spec={first} label={t.firstName} />
      <TextField spec={last} label={t.lastName} />
    </>
  );
}

/** An Iranian's national code: ten digits, typed left to right (Persian digits are read too). */
export function NationalCodeField(spec: TextFieldSpec) {
  return <TextField spec={spec} label={t.nationalCode} base={{ dir: 'ltr', inputMode: 'numeric' }} />;
}

/** A passport number: Latin letters and digits, typed left to right. */
export function PassportNumberField(spec: TextFieldSpec) {
  return <TextField spec={spec} label={t.passportNumber} base={{ dir: 'ltr' }} />;
}

/** The one identity document a traveller gives: the national code for an Iranian, else the passport number. */
export function DocumentField({
  isIranian,
  nationalCode,
  passport,
}: {
  isIranian: boolean;
  nationalCode: TextFieldSpec;
  passport: TextFieldSpec;
}) {
  return isIranian ? <NationalCodeField {...nationalCode} /> : <PassportNumberField {...passport} />;
}
