'use client';
/**
 * Add a customer (BUYFOROTHER → CreateCustomer through POST /api/account/customers): the fields src/lib/agency.ts
 * checks, inline Persian messages, then a reload of the list. Typed values survive a refused request.
 */
import { useState } from 'react';
import { useRouter } from 'waku';
import { css } from '../../../styled-system/css';
import { CUSTOMER_FIELDS, validateCustomer, type CustomerInput } from '@/lib/agency';
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { showAlert } from '../ui/alerts';

const t = messages.customers;
type Values = Record<keyof CustomerInput, string>;
const EMPTY = Object.fromEntries(CUSTOMER_FIELDS.map((k) => [k, ''])) as Values;
const LTR: readonly (keyof CustomerInput)[] = ['mobile', 'nationalCode', 'email'];

export function CustomerForm() {
  const router = useRouter();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      aria-label={t.addTitle}
      data-customer-form
      className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, mt: '6' })}
      onSubmit={async (e) => {
        e.preventDefault();
        if (busy) return;
        const checked = validateCustomer(values);
        if (!checked.ok) return setErrors(checked.errors);
        setErrors({});
        setFormError(null);
        setBusy(true);
        try {
          const res = await edgeJson('/api/account/customers', { body: values });
          if (!res.ok) return setFormError(res.message || messages.common.operationFailed);
          setValues(EMPTY);
          showAlert('success', t.added);
          await router.reload();
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', gridColumn: { md: 'span 2' } })}>{t.addTitle}</h2>
      {CUSTOMER_FIELDS.map((key) => (
        <Field
          key={key}
          name={key}
          label={t[key]}
          value={values[key]}
          error={errors[key]}
          onChange={(e) => {
            const value = e.target.value;
            setValues((v) => ({ ...v, [key]: value }));
          }}
          {...(LTR.includes(key) ? { dir: 'ltr', inputMode: key === 'email' ? 'email' : 'numeric' } : {})}
        />
      ))}
      {formError ? (
        <p role="alert" className={css({ color: 'red.11', gridColumn: { md: 'span 2' } })}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" aria-busy={busy} disabled={busy} className={css({ justifySelf: 'start' })}>
        {t.add}
      </Button>
    </form>
  );
}
