'use client';
/**
 * The agency partner form of /register?active=agency: the fields src/lib/agency.ts checks (the same checks the edge
 * runs), each with its Persian message inline, then CreateAgent through POST /api/agency/register (rate-limited) and
 * a success state with the request's tracking code. What was typed is kept in sessionStorage, so an error or a
 * reload loses nothing; it is cleared once the application is sent.
 */
import { useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import { AGENCY_FIELDS, validateAgency, type AgencyInput } from '@/lib/agency';
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const t = messages.agency;
const STORAGE_KEY = 'sn-agency-register';

type Values = Record<keyof AgencyInput, string>;
const EMPTY = Object.fromEntries(AGENCY_FIELDS.map((k) => [k, ''])) as Values;

/** How each field is typed: numbers in Latin order, phone keyboards where they help. */
const INPUT: Partial<Record<keyof AgencyInput, { inputMode: 'numeric' | 'tel' | 'email'; dir: 'ltr'; autoComplete?: string }>> = {
  mobile: { inputMode: 'tel', dir: 'ltr', autoComplete: 'tel' },
  phone: { inputMode: 'tel', dir: 'ltr' },
  licenseNumber: { inputMode: 'numeric', dir: 'ltr' },
  nationalId: { inputMode: 'numeric', dir: 'ltr' },
  email: { inputMode: 'email', dir: 'ltr', autoComplete: 'email' },
};

export function AgencyRegisterForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof AgencyInput, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Values> | null;
      if (saved) setValues((v) => ({ ...v, ...saved }));
    } catch {
      // storage unavailable or a broken entry: start empty
    }
  }, []);

  const set = (key: keyof AgencyInput, value: string) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // storage full or blocked: the form still works
      }
      return next;
    });
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  if (sent)
    return (
      <section aria-labelledby="agency-sent" data-agency-sent className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="agency-sent" className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.default' })}>
          {t.successTitle}
        </h2>
        <p>{t.successText(sent)}</p>
      </section>
    );

  return (
    <form
      noValidate
      aria-label={t.formLabel}
      data-agency-form
      className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
      onSubmit={async (e) => {
        e.preventDefault();
        if (busy) return;
        const checked = validateAgency(values);
        if (!checked.ok) {
          setErrors(checked.errors);
          const first = AGENCY_FIELDS.find((k) => checked.errors[k]);
          if (first) document.getElementById(`agency-${first}`)?.focus();
          return;
        }
        setErrors({});
        setFormError(null);
        setBusy(true);
        try {
          const res = await edgeJson<{ data: { requestId: string } }>('/api/agency/register', { body: values });
          if (!res.ok) return setFormError(res.message || messages.common.operationFailed);
          sessionStorage.removeItem(STORAGE_KEY);
          setSent(res.data.data.requestId);
        } finally {
          setBusy(false);
        }
      }}
    >
      {AGENCY_FIELDS.map((key) => (
        <Field
          key={key}
          id={`agency-${key}`}
          name={key}
          label={t[key]}
          value={values[key]}
          error={errors[key]}
          onChange={(e) => set(key, e.target.value)}
          className={key === 'address' ? css({ gridColumn: { md: 'span 2' } }) : undefined}
          {...INPUT[key]}
        />
      ))}
      {formError ? (
        <p role="alert" className={css({ color: 'red.11', gridColumn: { md: 'span 2' } })}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" aria-busy={busy} disabled={busy} className={css({ gridColumn: { md: 'span 2' } })}>
        {t.submit}
      </Button>
    </form>
  );
}
