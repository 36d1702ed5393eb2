/**
 * An invoice page without an order number (issue 49: `/invoice/{type}` and `/invoice/{destination}/{type}` show real
 * invoices, not a description): a logged-in viewer's paid orders of that kind, each a link to its invoice, and for
 * anyone the order found by its number and the buyer's mobile (order tracking's SMS-code flow, whose answer lists the
 * order's documents: src/components/content/TrackOrderForm.tsx). No product is named: the page says which orders are
 * its own (`orderProduct`, the supplier's product name) and where an order's invoice is (`path`).
 */
import { css } from '../../../styled-system/css';
import { TrackOrderForm } from '@/components/content/TrackOrderForm';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import { upstream, viewer } from '@/server/request-context';
import type { Order } from '@/server/schemas/account';
import { accountApi } from '@/server/upstream/account';

const m = messages.invoiceFinder;

async function paidOrdersOf(orderProduct: string | null): Promise<Order[] | 'outage'> {
  try {
    const page = await accountApi(upstream()).orders('orders', 1, 20);
    return page.items.filter((o) => (orderProduct === null || o.product === orderProduct) && (o.documents?.length ?? 0) > 0);
  } catch {
    return 'outage';
  }
}

export async function InvoiceFinder({ orderProduct, path }: { orderProduct: string | null; path: string }) {
  const orders = viewer().isLogin ? await paidOrdersOf(orderProduct) : null;
  return (
    <div data-testid="invoice-finder" className={css({ display: 'grid', gap: '6', my: '4' })}>
      {orders === null ? null : (
        <section aria-labelledby="invoice-orders" data-testid="invoice-orders">
          <h2 id="invoice-orders" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
            {m.yourOrders}
          </h2>
          {orders === 'outage' ? (
            <p role="alert">{m.ordersUnavailable}</p>
          ) : orders.length === 0 ? (
            <p>{m.noOrders}</p>
          ) : (
            <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}>
              {orders.map((o) => (
                <li key={o.factorId} data-factor-id={o.factorId}>
                  <a
                    href={`${path}?factorId=${o.factorId}`}
                    className={css({
                      color: 'primary.text',
                      fontWeight: 'bold',
                      textDecoration: 'underline',
                      minH: '[44px]',
                      display: 'inline-flex',
                      alignItems: 'center',
                    })}
                  >
                    {m.invoiceOf(o.title, toPersianDigits(o.officialFactorId))}
                  </a>
                  <span className={css({ color: 'fg.muted', fontSize: 'sm', ms: '2' })}>{formatJalali(o.fromDate)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="invoice-track">
        <h2 id="invoice-track" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>
          {m.trackTitle}
        </h2>
        <p className={css({ color: 'fg.muted', mb: '2' })}>{m.trackHint}</p>
        <TrackOrderForm />
      </section>
    </div>
  );
}
