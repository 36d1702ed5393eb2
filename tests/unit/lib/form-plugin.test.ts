/** The dynamic form's checks (src/lib/form-plugin.ts): one valibot schema from the supplier's field list. */
import { describe, expect, it } from 'vitest';
import { checkForm, type FormField, type FormFieldRules, formMessages } from '@/lib/form-plugin';

const rules: FormFieldRules = {
  minLength: null,
  maxLength: null,
  min: null,
  max: null,
  pattern: null,
  patternMessage: null,
  futureOnly: false,
};
const f = (name: string, type: FormField['type'], extra: Partial<FormField> = {}, r: Partial<FormFieldRules> = {}): FormField => ({
  name,
  type,
  label: name,
  required: true,
  placeholder: null,
  hint: null,
  options: null,
  ...extra,
  validation: { ...rules, ...r },
});
const TODAY = '2026-11-29';
const fields = [
  f('count', 'number', {}, { min: 1, max: 50 }),
  f('day', 'date', {}, { futureOnly: true }),
  f('kind', 'select', { options: [{ value: 'a', label: 'الف' }] }),
  f('name', 'text', {}, { minLength: 3, maxLength: 10 }),
  f('mobile', 'text', { required: false }, { pattern: '09\\d{9}', patternMessage: 'موبایل نادرست' }),
  f('notes', 'textarea', { required: false }, { maxLength: 5 }),
];

describe('checkForm', () => {
  it('normalises Persian digits and Jalali dates; empty optional fields are empty', () => {
    expect(checkForm(fields, { count: '۱۲', day: '۱۴۰۵/۰۹/۱۰', kind: 'a', name: '  مریم   احمدی ' }, TODAY)).toEqual({
      ok: true,
      values: { count: '12', day: '2026-12-01', kind: 'a', name: 'مریم احمدی', mobile: '', notes: '' },
    });
    expect(checkForm(fields, { count: '3', day: '2026-11-29', kind: 'a', name: 'abc', mobile: '۰۹۱۲۱۲۳۴۵۶۷' }, TODAY)).toMatchObject({
      ok: true,
      values: { day: '2026-11-29', mobile: '09121234567' },
    });
  });

  it('names each bad field with its Persian message', () => {
    expect(checkForm(fields, {}, TODAY)).toEqual({
      ok: false,
      errors: { count: formMessages.required, day: formMessages.required, kind: formMessages.required, name: formMessages.required },
    });
    expect(checkForm(fields, { count: '۰', day: '1405/09/07', kind: 'b', name: 'ab', mobile: '0912', notes: 'بیش از پنج' }, TODAY)).toEqual(
      {
        ok: false,
        errors: {
          count: formMessages.belowMin(1),
          day: formMessages.pastDate,
          kind: formMessages.badChoice,
          name: formMessages.tooShort(3),
          mobile: 'موبایل نادرست',
          notes: formMessages.tooLong(5),
        },
      },
    );
    const bad = checkForm(fields, { count: 'x', day: '1405/13/01', kind: 'a', name: 'abcdefghijk' }, TODAY);
    expect(bad).toEqual({
      ok: false,
      errors: { count: formMessages.notNumber, day: formMessages.badDate, name: formMessages.tooLong(10) },
    });
    expect(formMessages.aboveMax(50)).toBe('بیشتر از ۵۰ مجاز نیست.');
  });
});
