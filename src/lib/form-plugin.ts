/**
 * A supplier's dynamic form (the agent services' form plugin, FormBuilder/GetFormPlugin; issue 49 point 9): the
 * field list the supplier describes, and the valibot schema built from it. Pure: the browser form checks with it
 * before sending, and the sandbox checks the same way, so a crafted request gets the same Persian refusal (a 400).
 * Digits may be Persian, Arabic or Latin; dates are Jalali (`۱۴۰۵/۰۹/۲۰`) or Gregorian (`2026-12-10`) and leave as
 * `YYYY-MM-DD`; numbers leave with Latin digits.
 */
import * as v from 'valibot';
import { compareDates, type IsoDate, parseDateParam } from './dates';
import { toLatinDigits, toPersianDigits } from './text';

export const FORM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'textarea'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** One field's rules; every one is optional (null: no rule). */
export interface FormFieldRules {
  minLength: number | null;
  maxLength: number | null;
  /** number: the smallest and largest value */
  min: number | null;
  max: number | null;
  /** text: a regular expression (JavaScript syntax) the whole value must match, and its Persian message */
  pattern: string | null;
  patternMessage: string | null;
  /** date: not before today */
  futureOnly: boolean;
}

export interface FormField {
  name: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  placeholder: string | null;
  hint: string | null;
  /** select: its choices */
  options: { value: string; label: string }[] | null;
  validation: FormFieldRules;
}

/** The longest value any field takes, whatever its rules say. */
export const FORM_VALUE_MAX = 2000;

const fa = (n: number) => toPersianDigits(n);

export const formMessages = {
  required: 'این فیلد الزامی است.',
  tooShort: (n: number) => `دست‌کم ${fa(n)} نویسه وارد کنید.`,
  tooLong: (n: number) => `حداکثر ${fa(n)} نویسه مجاز است.`,
  notNumber: 'فقط عدد وارد کنید.',
  belowMin: (n: number) => `کمتر از ${fa(n)} مجاز نیست.`,
  aboveMax: (n: number) => `بیشتر از ${fa(n)} مجاز نیست.`,
  badDate: 'تاریخ را به شکل ۱۴۰۵/۰۹/۲۰ وارد کنید.',
  pastDate: 'این تاریخ گذشته است.',
  badChoice: 'یکی از گزینه‌ها را انتخاب کنید.',
  badPattern: 'قالب این مقدار درست نیست.',
  unknownField: 'این فیلد در فرم نیست.',
} as const;

function safePattern(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

/** The schema of one field's value (a string in; the normalised string out, or '' for an empty optional field). */
export function fieldSchema(field: FormField, today: IsoDate) {
  const r = field.validation;
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((raw) => toLatinDigits(raw).trim()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      const refuse = (message: string) => {
        addIssue({ message });
        return NEVER;
      };
      if (value === '') return field.required ? refuse(formMessages.required) : '';
      if (value.length > FORM_VALUE_MAX) return refuse(formMessages.tooLong(FORM_VALUE_MAX));
      switch (field.type) {
        case 'number': {
          const text = value.replace(/[٬,]/g, '');
          if (!/^-?\d+(\.\d+)?$/.test(text)) return refuse(formMessages.notNumber);
          const n = Number(text);
          if (r.min !== null && n < r.min) return refuse(formMessages.belowMin(r.min));
          if (r.max !== null && n > r.max) return refuse(formMessages.aboveMax(r.max));
          return text;
        }
        case 'date': {
          const iso = parseDateParam(value);
          if (!iso) return refuse(formMessages.badDate);
          if (r.futureOnly && compareDates(iso, today) < 0) return refuse(formMessages.pastDate);
          return iso;
        }
        case 'select':
          return field.options?.some((o) => o.value === value) ? value : refuse(formMessages.badChoice);
        default: {
          const text = field.type === 'textarea' ? value : value.replace(/\s+/g, ' ');
          if (r.minLength !== null && text.length < r.minLength) return refuse(formMessages.tooShort(r.minLength));
          if (r.maxLength !== null && text.length > r.maxLength) return refuse(formMessages.tooLong(r.maxLength));
          const re = safePattern(r.pattern);
          if (re && !re.test(text)) return refuse(r.patternMessage ?? formMessages.badPattern);
          return text;
        }
      }
    }),
  );
}

/** The schema of a whole form's values, by field name (unknown names are dropped). */
export function formSchema(fields: readonly FormField[], today: IsoDate) {
  return v.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, today)])));
}

export type FormCheck = { ok: true; values: Record<string, string> } | { ok: false; errors: Record<string, string> };

/** Checks the values against the fields: the normalised values, or the first Persian message of each bad field. */
export function checkForm(fields: readonly FormField[], values: Record<string, unknown>, today: IsoDate): FormCheck {
  const result = v.safeParse(formSchema(fields, today), values);
  if (result.success) return { ok: true, values: result.output as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
