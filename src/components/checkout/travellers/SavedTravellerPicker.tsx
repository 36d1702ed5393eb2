'use client';
/**
 * The one picker of every travellers fieldset (issue 48 point 7): a logged-in account's saved travellers
 * («ذخیرهٔ این مسافر»), and for an account that buys for others its customers. A pick fills the traveller's fields
 * through the fieldset's own `onChange` (names in the script they were stored in, the national code or the
 * passport, birth date, gender); every field stays editable. A guest, or an account with nothing saved, sees nothing.
 */
import { useId, useState } from 'react';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import {
  filledFields,
  fromCustomer,
  fromSavedTraveller,
  savedTravellerLabel,
  type TravellerField,
  type TravellerFields as TravellerFieldsShown,
  type TravellerIdentity,
} from '@/lib/travellers';
import { css, cx } from '../../../../styled-system/css';
import { input } from '../../../../styled-system/recipes';
import { chooseCustomer, useAccountPrefill } from './account-prefill';

const t = messages.travellers;
const select = cx(input({ size: 'md' }), css({ appearance: 'auto', bg: 'white' }));

export interface SavedTravellerPickerProps {
  onChange(field: TravellerField, value: string | boolean): void;
  /** Which fields a picked traveller shows on this trip (the fieldset's rule, by the picked nationality). */
  shown(identity: TravellerIdentity): TravellerFieldsShown;
}

export function SavedTravellerPicker({ onChange, shown }: SavedTravellerPickerProps) {
  const id = useId();
  const prefill = useAccountPrefill();
  const [chosen, setChosen] = useState('');
  const [filled, setFilled] = useState<string | null>(null);
  const saved = prefill?.saved ?? [];
  const customers = prefill?.customers ?? [];
  if (saved.length === 0 && customers.length === 0) return null;

  function pick(key: string) {
    // A customer chosen here and then changed for someone else: the order is no longer for them.
    if (chosen.startsWith('c:') && !key.startsWith('c:')) chooseCustomer(null);
    setChosen(key);
    const [kind, ...rest] = key.split(':');
    const ref = rest.join(':');
    if (kind === 'c') {
      const customer = customers.find((c) => c.customerId === ref);
      if (!customer) return;
      const identity = fromCustomer(customer);
      for (const [field, value] of filledFields(identity, shown(identity), true)) onChange(field, value);
      chooseCustomer(customer);
      setFilled(`${customer.firstName} ${customer.lastName}`);
    } else if (kind === 's') {
      const traveller = saved.find((s) => s.id === ref);
      if (!traveller) return;
      const identity = fromSavedTraveller(traveller);
      for (const [field, value] of filledFields(identity, shown(identity))) onChange(field, value);
      setFilled(`${traveller.first_name} ${traveller.last_name}`);
    } else setFilled(null);
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', gridColumn: '1 / -1' })} data-traveller-picker>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {customers.length > 0 ? t.pickLabelWithCustomers : t.pickLabel}
      </label>
      <select id={id} className={select} value={chosen} onChange={(e) => pick(e.target.value)}>
        <option value="">{t.pickNone}</option>
        {customers.length > 0 ? (
          <optgroup label={t.pickCustomers}>
            {customers.map((c) => (
              <option key={c.customerId} value={`c:${c.customerId}`}>
                {toPersianDigits(`${c.firstName} ${c.lastName} (…${c.nationalCode.slice(-4)})`)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {saved.length > 0 ? (
          <optgroup label={t.pickSaved}>
            {saved.map((s) => (
              <option key={s.id} value={`s:${s.id}`}>
                {toPersianDigits(savedTravellerLabel(s))}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {filled ? (
        <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })} data-picked>
          {t.pickFilled(filled)}
        </p>
      ) : null}
    </div>
  );
}
