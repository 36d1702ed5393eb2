import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { css } from '../../../../styled-system/css';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { InvoiceFinder } from '@/components/tickets/InvoiceFinder';
import { flightConfirmPage } from '@/content/orders';
import { flightOrderToConfirm } from '@/products/flight/server/confirm';
import { flightConfirm as m } from '@/products/flight/messages';

/**
 * `/flight-confirm/{uid}` (spec 000 §2.1 "flight confirmation"): a flight order of this viewer — by its factor id, or
 * a logged-in viewer's by its official order number — goes to its result page, which confirms it as the supplier
 * has it (paid and issued, or waiting for its payment with the way to pay). Any other uid: a Persian notice and the
 * search by order number and mobile, never a 500.
 */
export default async function FlightConfirmPage({ uid }: PageProps<'/flight-confirm/[uid]'>) {
  const target = await flightOrderToConfirm(uid);
  if (target) unstable_redirect(target);
  return (
    <Article page={flightConfirmPage()} after={<SupportPhone />}>
      <p
        role="alert"
        data-testid="flight-confirm-problem"
        className={css({ bg: 'red.3', color: 'red.11', p: '4', borderRadius: 'l3', mb: '4' })}
      >
        {m.notFound}
      </p>
      <InvoiceFinder orderProduct="flight" path="/invoice/flight" />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
