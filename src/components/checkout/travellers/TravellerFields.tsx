'use client';
/**
 * One traveller's fields as every product's travellers step asks them, by the shared traveller rules
 * (src/lib/travellers.ts travellerFields): gender and birth date when the product asks them, the nationality
 * (Iranian or foreign, and a foreigner's country) when foreigners may book, then at home an Iranian's Persian names
 * and national code, abroad or as a foreigner the Latin names as in the passport, the passport number and its expiry
 * (and, where the product asks it, the passport's scan).
 * The product gives the ids (`id(field)`), the values and errors by the shared field names, and what it asks; its own
 * fields go in `children` (after the shared ones).
 */
import type { ReactNode } from 'react';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { IRAN, parseTypedDate, type TravellerField, type TravellerIdentity, travellerFields } from '@/lib/travellers';
import { css, cx } from '../../../../styled-system/css';
import { input } from '../../../../styled-system/recipes';
import { CountryField, DateField } from './fields';
import { NameFields, NationalCodeField, PassportNumberField } from './IdentityFields';
import { PassportScanField } from './PassportScanField';
import { SavedTravellerPicker } from './SavedTravellerPicker';

const t = messages.travellers;
const column = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' });
const labelStyle = css({ fontSize: 'sm', fontWeight: 'medium' });
const select = cx(input({ size: 'md' }), css({ appearance: 'auto', bg: 'white' }));

/** A typed date as the hint shows it (Jalali), or null until it reads as a day. */
export const readTypedDate = (typed: string) => {
  const iso = parseTypedDate(typed);
  return iso ? formatJalali(iso) : null;
};

const FIELDS: readonly TravellerField[] = [
  'isIranian',
  'nationality',
  'fnameFa',
  'lnameFa',
  'fnameEn',
  'lnameEn',
  'nationalCode',
  'passportNumber',
  'passportExpiry',
  'birthDate',
  'gender',
  'passportScanId',
];

/** One traveller's errors out of the form's (`p0.fnameFa` → `fnameFa`), by the path prefix of that traveller. */
export function errorsAt(errors: Record<string, string>, prefix: string): Partial<Record<TravellerField, string>> {
  return Object.fromEntries(FIELDS.flatMap((f) => (errors[`${prefix}.${f}`] ? [[f, errors[`${prefix}.${f}`]]] : [])));
}

export interface TravellerFieldsProps {
  /** The input id of a field (each product keeps its own ids, which its tests name). */
  id(field: TravellerField): string;
  value: Partial<TravellerIdentity>;
  errors: Partial<Record<TravellerField, string | undefined>>;
  onChange(field: TravellerField, value: string | boolean): void;
  /** Any part of the trip abroad (Latin names and the passport for everyone). */
  international: boolean;
  /** What the product asks besides names and the document. */
  ask: {
    gender?: boolean;
    birthDate?: boolean;
    /** Foreigners may book: the nationality choice, a foreigner's country. */
    nationality?: boolean | 'choice-only';
    /** A passport's expiry (the hotel asks the number only). */
    passportExpiry?: boolean;
    /** An Iranian abroad gives the national code too. */
    nationalCodeAbroad?: boolean;
    /** Where a passport is asked, its scan too (optional: a file sent at once, its id kept as `passportScanId`). */
    passportScan?: boolean;
  };
  /** Labels where the product's differ (Latin names «as in the passport»). */
  labels?: Partial<Record<TravellerField, string>>;
  /** Extra input attributes of the name inputs (autocomplete). */
  nameAutoComplete?: { first: string; last: string };
  /** `data-testid` of the national code's error. */
  nationalCodeErrorTestId?: string;
  /** The saved travellers' (and a buyer's customers') picker on top (default: shown when the account has any). */
  picker?: boolean;
  children?: ReactNode;
}

export function TravellerFields({
  id,
  value,
  errors,
  onChange,
  international,
  ask,
  labels = {},
  nameAutoComplete = { first: 'off', last: 'off' },
  nationalCodeErrorTestId,
  picker = true,
  children,
}: TravellerFieldsProps) {
  const isIranian = ask.nationality ? value.isIranian !== false : true;
  const fields = travellerFields(isIranian, international, ask.nationalCodeAbroad ?? true);
  const text = (field: TravellerField) => String(value[field] ?? '');
  const spec = (field: TravellerField, attrs: Record<string, unknown> = {}) => ({
    id: id(field),
    value: text(field),
    error: errors[field],
    onChange: (v: string) => onChange(field, v),
    ...(labels[field] ? { label: labels[field] } : {}),
    attrs,
  });
  return (
    <>
      {picker ? (
        <SavedTravellerPicker
          onChange={onChange}
          shown={(p) => travellerFields(ask.nationality ? p.isIranian : true, international, ask.nationalCodeAbroad ?? true)}
        />
      ) : null}
      {ask.gender ? (
        <div className={column}>
          <label htmlFor={id('gender')} className={labelStyle}>
            {t.gender}
          </label>
          <select
            id={id('gender')}
            className={select}
            value={value.gender === 'FEMALE' ? 'FEMALE' : 'MALE'}
            onChange={(e) => onChange('gender', e.target.value === 'FEMALE' ? 'FEMALE' : 'MALE')}
          >
            <option value="MALE">{t.male}</option>
            <option value="FEMALE">{t.female}</option>
          </select>
        </div>
      ) : null}
      {ask.nationality ? (
        <div className={column}>
          <label htmlFor={id('isIranian')} className={labelStyle}>
            {t.nationality}
          </label>
          <select
            id={id('isIranian')}
            className={select}
            value={isIranian ? IRAN : 'OTHER'}
            onChange={(e) => onChange('isIranian', e.target.value === IRAN)}
          >
            <option value={IRAN}>{t.iranian}</option>
            <option value="OTHER">{t.foreign}</option>
          </select>
        </div>
      ) : null}
      {ask.nationality === true && !isIranian ? (
        <CountryField
          id={id('nationality')}
          label={t.nationalityCountry}
          value={text('nationality') === IRAN ? '' : text('nationality')}
          error={errors.nationality}
          onChange={(v) => onChange('nationality', v)}
          exclude={[IRAN]}
        />
      ) : null}
      {ask.birthDate ? (
        <DateField
          id={id('birthDate')}
          label={labels.birthDate ?? t.birthDate}
          value={text('birthDate')}
          error={errors.birthDate}
          onChange={(v) => onChange('birthDate', v)}
          read={readTypedDate}
          hint={t.dateHint}
        />
      ) : null}
      {fields.persianNames ? (
        <NameFields
          first={{ ...spec('fnameFa', { autoComplete: nameAutoComplete.first, maxLength: 60 }), label: labels.fnameFa ?? t.fnameFa }}
          last={{ ...spec('lnameFa', { autoComplete: nameAutoComplete.last, maxLength: 60 }), label: labels.lnameFa ?? t.lnameFa }}
        />
      ) : (
        <NameFields
          first={{
            ...spec('fnameEn', { dir: 'ltr', autoComplete: nameAutoComplete.first, maxLength: 60 }),
            label: labels.fnameEn ?? t.fnameEn,
          }}
          last={{
            ...spec('lnameEn', { dir: 'ltr', autoComplete: nameAutoComplete.last, maxLength: 60 }),
            label: labels.lnameEn ?? t.lnameEn,
          }}
        />
      )}
      {fields.nationalCode ? (
        <NationalCodeField
          {...spec('nationalCode', { maxLength: 10, autoComplete: 'off' })}
          {...(nationalCodeErrorTestId ? { errorTestId: nationalCodeErrorTestId } : {})}
        />
      ) : null}
      {fields.passport ? <PassportNumberField {...spec('passportNumber', { maxLength: 12, autoComplete: 'off' })} /> : null}
      {fields.passport && ask.passportExpiry !== false ? (
        <DateField
          id={id('passportExpiry')}
          label={labels.passportExpiry ?? t.passportExpiry}
          value={text('passportExpiry')}
          error={errors.passportExpiry}
          onChange={(v) => onChange('passportExpiry', v)}
          read={readTypedDate}
          hint={t.dateHint}
        />
      ) : null}
      {fields.passport && ask.passportScan ? (
        <PassportScanField
          id={id('passportScanId')}
          value={text('passportScanId')}
          error={errors.passportScanId}
          onChange={(v) => onChange('passportScanId', v)}
        />
      ) : null}
      {children}
    </>
  );
}
