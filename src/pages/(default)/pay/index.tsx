import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { ButtonLink } from '@/components/ui/Button';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { toPersianDigits } from '@/lib/text';

const m = messages.paymentLink;
/** What the edge (src/edge/payment-link.ts) says of a payment link that could not be used; anything else is "unknown". */
const STATES = {
  paid: { title: m.paid, hint: m.paidHint },
  expired: { title: m.expired, hint: m.expiredHint },
  unknown: { title: m.unknown, hint: m.unknownHint },
  'signed-in': { title: m.signedIn, hint: m.signedInHint },
  busy: { title: m.busy, hint: m.busyHint },
  outage: { title: m.outage, hint: m.outageHint },
  continue: { title: m.continueTitle, hint: m.continueHint },
} as const;
const EXTERNAL_ID = /^[A-Za-z0-9_-]{22}$/;
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

const link = css({ color: 'primary.text', textDecoration: 'underline' });

// /pay?state=…: a payment link (/pay/{externalId}) that cannot be used, in plain Persian: paid (with the order to
// track), expired, unknown, opened while signed in, too many tries, or the supplier down. Nothing here pays.
export default async function PaymentLinkStatePage({ query }: PageProps<'/pay'>) {
  const q = toQuery(query ?? '');
  const state = (Object.hasOwn(STATES, q['state'] ?? '') ? q['state'] : 'unknown') as keyof typeof STATES;
  const { title, hint } = STATES[state];
  const order = state === 'paid' && ORDER_NUMBER.test(q['order'] ?? '') ? q['order']! : null;
  // Opened from another site: one press opens the link again from our own page (src/edge/payment-link.ts).
  const again = state === 'continue' && EXTERNAL_ID.test(q['link'] ?? '') ? `/pay/${q['link']}` : null;
  return (
    <>
      <PageMeta title={m.pageTitle} description={title} noindex />
      <section
        data-testid="payment-link-state"
        data-state={state}
        className={css({ maxW: '[640px]', mx: 'auto', textAlign: 'center', py: '10', display: 'grid', gap: '4' })}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        <p className={css({ lineHeight: 'relaxed' })}>{hint}</p>
        {order ? <p data-testid="payment-link-order">{m.orderNumber(toPersianDigits(order))}</p> : null}
        {again ? (
          <ButtonLink href={again} data-testid="payment-link-continue" className={css({ justifySelf: 'center' })}>
            {m.continue}
          </ButtonLink>
        ) : null}
        <p className={css({ display: 'flex', gap: '4', justifyContent: 'center', flexWrap: 'wrap' })}>
          {state === 'paid' ? (
            <a href="/track-order" className={link} data-testid="payment-link-track">
              {m.trackOrder}
            </a>
          ) : null}
          <a href="/" className={link}>
            {m.home}
          </a>
        </p>
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
