'use client';
/**
 * «Buying for» on the review step (contracts §5): a BUYFOROTHER user picks one of its customers, or itself. The
 * list comes from GET /api/account/customers; for anyone else (the upstream refuses) the picker renders nothing, so
 * checkout can mount it unconditionally.
 */
import { useEffect, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import type { Customer } from '@/server/schemas/agency';
import { edgeJson } from '../edge-client';

const t = messages.customers;

export interface CustomerPickerProps {
  value: string | null;
  onChange(customerId: string | null): void;
}

export function CustomerPicker({ value, onChange }: CustomerPickerProps) {
  const id = useId();
  const [customers, setCustomers] = useState<Customer[] | null | 'none'>(null);

  useEffect(() => {
    const ac = new AbortController();
    void edgeJson<{ data: Customer[] }>('/api/account/customers', { signal: ac.signal }).then((res) => {
      if (ac.signal.aborted) return;
      setCustomers(res.ok ? res.data.data : 'none');
    });
    return () => ac.abort();
  }, []);

  if (customers === 'none') return null;
  if (customers === null)
    return (
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t.pickerLoading}
      </p>
    );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })} data-customer-picker>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {t.pickerLabel}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'white' })}
      >
        <option value="">{t.pickerSelf}</option>
        {customers.map((c) => (
          <option key={c.customerId} value={c.customerId}>
            {`${c.firstName} ${c.lastName} (${toPersianDigits(c.nationalCode)})`}
          </option>
        ))}
      </select>
    </div>
  );
}
