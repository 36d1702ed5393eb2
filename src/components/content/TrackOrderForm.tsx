'use client';
import { useId, useState, type FormEvent } from 'react';
import { css, cx } from '../../../styled-system/css';
import { panelFrame } from '@/components/ui/panel';
import { button, input } from '../../../styled-system/recipes';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { toPersianDigits } from '@/lib/text';
import { normalizeMobile, validateLeadPhone } from '@/lib/validate';
import type { Order } from '@/server/schemas/account';
import { edgeJson } from '../edge-client';
import { OrderDocuments } from '../tickets/OrderDocuments';

const NOT_FOUND = 'سفارشی با این مشخصات یافت نشد';
const CODE_SENT = 'اگر سفارشی با این شماره و این موبایل ثبت شده باشد، کد تأیید به همان موبایل پیامک شد؛ آن را وارد کنید.';
const CODE_NEEDED = 'کد تأیید پیامک‌شده را وارد کنید';

/**
 * Order tracking: official order id + buyer mobile → an SMS code to that mobile (POST /api/orders/track/code) → the
 * code → POST /api/orders/track → the order's status and, once paid, its documents (each a PDF download that carries
 * the answer's short-lived proof). Only the buyer's phone sees the order.
 */
export function TrackOrderForm() {
  const id = useId();
  const [factor, setFactor] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<{ factor?: string; mobile?: string }>({});
  const [order, setOrder] = useState<Order | null>(null);
  // The SMS code step: the token of the code sent for this order number and mobile, and the code typed.
  const [sent, setSent] = useState<{ token: string; factor: string; mobile: string } | null>(null);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = validateLeadPhone(mobile);
    const factorId = factor.trim();
    const next = { ...(factorId ? {} : { factor: messages.common.required }), ...(phone.ok ? {} : { mobile: phone.message }) };
    setErrors(next);
    if (!factorId || !phone.ok) return;
    setBusy(true);
    setOrder(null);
    setStatus('');
    const who = { officialFactorId: factorId, mobile: normalizeMobile(mobile) };
    if (!sent || sent.factor !== who.officialFactorId || sent.mobile !== who.mobile) {
      // First the SMS code to the buyer's mobile: only its owner sees the order.
      const res = await edgeJson<{ data?: { token?: string } }>('/api/orders/track/code', { body: who });
      if (res.ok && res.data.data?.token) {
        setSent({ token: res.data.data.token, factor: who.officialFactorId, mobile: who.mobile });
        setStatus(CODE_SENT);
      } else setStatus((!res.ok && res.message) || messages.common.operationFailed);
      setBusy(false);
      return;
    }
    if (!code.trim()) {
      setStatus(CODE_NEEDED);
      setBusy(false);
      return;
    }
    const res = await edgeJson<{ succeed?: boolean; data?: Order }>('/api/orders/track', { body: { ...who, token: sent.token, code } });
    // The visitor asked and waits for an answer, so a network failure says «عملیات ناموفق بود» too.
    if (res.ok && res.data.succeed && res.data.data) setOrder(res.data.data);
    else setStatus(res.status === 404 ? NOT_FOUND : (!res.ok && res.message) || messages.common.operationFailed);
    setBusy(false);
  }

  const field = (key: 'factor' | 'mobile', label: string, value: string, set: (v: string) => void, extra: object) => (
    <div className={css({ flex: '1', minW: '[14rem]' })}>
      <label htmlFor={`${id}-${key}`} className={css({ display: 'block', fontSize: 'sm', mb: '1' })}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        value={value}
        dir="ltr"
        onChange={(e) => set(e.currentTarget.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className={input({ size: 'md' })}
        {...extra}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} role="alert" className={css({ color: 'fg.error', fontSize: 'sm', mt: '1' })}>
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className={cx(panelFrame, css({ p: '5', my: '6' }))}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="پیگیری سفارش"
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-start' })}
      >
        {field('factor', 'شمارهٔ سفارش', factor, setFactor, { name: 'officialFactorId', autoComplete: 'off' })}
        {field('mobile', 'شمارهٔ موبایل خریدار', mobile, setMobile, {
          name: 'mobile',
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel',
        })}
        {sent ? (
          <div className={css({ flex: '1', minW: '[10rem]' })}>
            <label htmlFor={`${id}-code`} className={css({ display: 'block', fontSize: 'sm', mb: '1' })}>
              کد تأیید
            </label>
            <input
              id={`${id}-code`}
              name="code"
              value={code}
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(e) => setCode(e.currentTarget.value)}
              className={input({ size: 'md' })}
            />
          </div>
        ) : null}
        <button type="submit" disabled={busy} className={`${button({ variant: 'solid', size: 'md' })} ${css({ mt: '6' })}`}>
          پیگیری
        </button>
      </form>
      <div role="status" aria-live="polite" className={css({ mt: '4' })}>
        {status ? <p className={css({ color: 'fg.error' })}>{status}</p> : null}
        {order ? (
          <dl
            data-testid="order-result"
            className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' })}
          >
            {[
              ['سفارش', order.title],
              ['وضعیت', order.statusText],
              ['شمارهٔ سفارش', toPersianDigits(order.officialFactorId)],
              ['تاریخ سفر', formatJalali(order.fromDate)],
              ['مبلغ', formatPrice(order.totalPrice, order.currency)],
              ['تعداد مسافران', toPersianDigits(order.passengersCount)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
                <dd className={css({ fontWeight: 'bold' })}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {/* The paid order's documents, downloaded with the proof the tracking answer gave this visitor. */}
        {order?.documents?.length ? (
          <div className={css({ mt: '4' })}>
            <OrderDocuments factorId={order.factorId} documents={order.documents} access={order.documentAccess} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
