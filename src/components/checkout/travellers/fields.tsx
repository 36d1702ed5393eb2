'use client';
/**
 * The travellers forms' field kinds, shared by every product's travellers step: a typed date that says how it was
 * read, a country list, and a choice of a few options as buttons (Ark UI radio group, Park UI radio-button recipe).
 * Labels, hints and errors are wired through aria-describedby; an error is announced and sits right under its field.
 */
import { RadioGroup } from '@ark-ui/react/radio-group';
import type { SelectHTMLAttributes } from 'react';
import { Field } from '@/components/ui/Field';
import { panelFrame } from '@/components/ui/panel';
import { COUNTRIES } from '@/lib/lookups/countries';
import * as messages from '@/lib/messages';
import { css, cx } from '../../../../styled-system/css';
import { input, radioButtonGroup } from '../../../../styled-system/recipes';

const labelStyle = css({ fontSize: 'sm', fontWeight: 'medium' });
const errorStyle = css({ fontSize: 'sm', color: 'red.11' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' });

/** A fieldset of the form (a traveller, the contact): a panel whose fields form a grid; each adds its columns. */
export const fieldsetBox = cx(panelFrame, css({ p: { base: '3', sm: '4' }, display: 'grid', gap: '4', minW: '0' }));

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" data-field-error className={errorStyle}>
      {error}
    </p>
  ) : null;
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  /** How the product's rules read the typed text (shown under the field), null when they cannot. */
  read(typed: string): string | null;
  /** What to type, shown while the text cannot be read. */
  hint: string;
}

/**
 * A date typed as digits (a birth date, an expiry), not a picker: the product's rules read it (`read`, e.g. Jalali or
 * Gregorian by the year) and the hint shows the day it was read as, so a mistyped date is seen before sending.
 */
export function DateField({ id, label, value, error, onChange, read, hint }: DateFieldProps) {
  const preview = value.trim() ? read(value) : null;
  return (
    <Field
      id={id}
      label={label}
      value={value}
      error={error}
      hint={preview ?? hint}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

interface CountryFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  /** Codes left out of the list (Iran for a foreigner's nationality). */
  exclude?: readonly string[];
}

/** A native select of the countries (Iran first): keyboard, screen reader and phone pickers all know it. */
export function CountryField({ id, label, value, error, onChange, exclude = [], ...rest }: CountryFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={column}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(input({ size: 'md' }), css({ appearance: 'auto', bg: 'white' }))}
        {...rest}
      >
        <option value="">{messages.travellers.choose}</option>
        {COUNTRIES.filter((c) => !exclude.includes(c.code)).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface ChoiceFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  name: string;
}

const focusRing = css({
  minH: '10',
  px: '4',
  '&[data-focus-visible]': { outlineWidth: '[2px]', outlineStyle: 'solid', outlineColor: 'primary.default', outlineOffset: '[2px]' },
});

/** Two or three options as buttons (Iranian / foreign, male / female). */
export function ChoiceField<T extends string>({ id, label, value, options, onChange, name }: ChoiceFieldProps<T>) {
  const s = radioButtonGroup({ variant: 'outline', size: 'sm' });
  return (
    <RadioGroup.Root
      id={id}
      name={name}
      value={value}
      orientation="horizontal"
      onValueChange={(d) => {
        const next = options.find((o) => o.value === d.value);
        if (next) onChange(next.value);
      }}
      className={cx(s.root, column, css({ flexWrap: 'nowrap' }))}
    >
      <RadioGroup.Label className={labelStyle}>{label}</RadioGroup.Label>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value} className={cx(s.item, focusRing)}>
            <RadioGroup.ItemText className={s.itemText}>{o.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}
