'use client';
import { useId, useState, type FormEvent } from 'react';
import { css, cx } from '../../../styled-system/css';
import { panelFrame } from '@/components/ui/panel';
import { button, input } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { type LeadTarget, leadText, sendLead } from './lead';

/**
 * Lead capture box: a phone field and a send button under "our experts will call you about {product} {city}"
 * (or the UK-visa text). Validation messages come from validateLeadPhone; the answer is announced politely.
 */
export function LeadBox(target: LeadTarget) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus(null);
    const result = await sendLead(phone, target, { url: window.location.pathname + window.location.search });
    setBusy(false);
    if (!result.ok && result.field) {
      setError(result.message);
      return;
    }
    setError(null);
    setStatus(result);
    if (result.ok) setPhone('');
  }

  const text = leadText(target);
  return (
    <section aria-labelledby={`${id}-title`} data-testid="lead-box" className={cx(panelFrame, css({ p: '5', my: '6' }))}>
      <h2 id={`${id}-title`} className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>
        مشاورهٔ رایگان
      </h2>
      <p className={css({ color: 'fg.muted', mb: '4' })}>{text}</p>
      <form noValidate onSubmit={onSubmit} className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-start' })}>
        <div className={css({ flex: '1', minW: '[14rem]' })}>
          <label htmlFor={`${id}-phone`} className={css({ display: 'block', fontSize: 'sm', mb: '1' })}>
            {messages.lead.phonePlaceholder}
          </label>
          <input
            id={`${id}-phone`}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            dir="ltr"
            placeholder={messages.common.mobilePlaceholder}
            value={phone}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setPhone(e.currentTarget.value)}
            className={`${input({ size: 'md' })} ${css({ textAlign: 'start' })}`}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className={css({ color: 'fg.error', fontSize: 'sm', mt: '1' })}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={`${button({ variant: 'solid', size: 'md' })} ${css({ mt: '6' })}`}>
          {messages.lead.send}
        </button>
      </form>
      <p role="status" className={css({ mt: '3', fontSize: 'sm', color: status?.ok ? 'fg.default' : 'fg.error', minH: '5' })}>
        {status?.message ?? ''}
      </p>
    </section>
  );
}
