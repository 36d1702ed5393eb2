'use client';
/**
 * The review's «ارسال لینک پرداخت به مشتری» (issue 49 point 9), for counter staff and agents: the customer's mobile,
 * then the edge asks the supplier to text the customer a link that pays this basket by gateway
 * (src/edge/payment-link.ts). Nothing in the basket or the staff's session changes; the link is shown too, to copy.
 */
import { type FormEvent, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { edgeJson } from '@/components/edge-client';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import * as messages from '@/lib/messages';

const m = messages.paymentLink;

/** The link's end, Jalali, Tehran time, Persian digits. */
const until = (iso: string) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

type Sent = { sentTo: string; expireAt: string; link: string };

export function SendPaymentLink() {
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const headingId = useId();

  async function send(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const r = await edgeJson<Sent & { succeed: true }>('/api/basket/payment-link', { body: { mobile } });
    setBusy(false);
    if (r.ok) setSent({ sentTo: r.data.sentTo, expireAt: r.data.expireAt, link: r.data.link });
    else setError(r.message || messages.errorPage.byStatus[500]);
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="payment-link"
      className={css({
        display: 'grid',
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l3',
        bg: 'white',
      })}
    >
      <h2 id={headingId} className={css({ fontWeight: 'bold' })}>
        {m.sendTitle}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.sendHint}</p>
      <form onSubmit={send} className={css({ display: 'grid', gap: '3' })} noValidate>
        <Field
          label={m.mobile}
          name="mobile"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={error}
          errorTestId="payment-link-error"
          data-testid="payment-link-mobile"
        />
        <Button type="submit" variant="outline" disabled={busy} data-testid="payment-link-send">
          {busy ? m.sending : m.send}
        </Button>
      </form>
      {sent ? (
        <div role="status" data-testid="payment-link-sent" className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}>
          <p>{m.sent(sent.sentTo, until(sent.expireAt))}</p>
          <p className={css({ color: 'fg.muted' })}>{m.copyHint}</p>
          <input
            readOnly
            aria-label={m.copyHint}
            dir="ltr"
            value={sent.link}
            data-testid="payment-link-url"
            onFocus={(e) => e.currentTarget.select()}
            className={css({ fontFamily: 'mono', fontSize: 'xs', p: '2', borderWidth: '1px', borderRadius: 'l2', w: 'full' })}
          />
        </div>
      ) : null}
    </section>
  );
}
