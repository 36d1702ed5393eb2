import { css } from '../../../../styled-system/css';
import { CancelOrderDialog } from '@/components/account/CancelOrderDialog';
import { RefundDialog } from '@/components/account/RefundDialog';
import { dashDate, dashDay, toman } from '@/components/dashboard/format';
import { DashTitle, DataTable, Empty, StatusBadge } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { TicketLinks } from '@/components/tickets/TicketLinks';
import * as messages from '@/lib/messages';
import { orderProductName } from '@/products/registry';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { orderCancel, partCancels } from '@/server/checkout/products';
import { todayIn } from '@/lib/dates';
import { toPersianDigits, joinParts } from '@/lib/text';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';

const d = messages.dash;

/** Orders and refunds. */
export default async function OrdersPage() {
  const api = accountApi(upstream());
  const [orders, refunds] = await Promise.all([api.orders('orders', 1, 50), api.refunds(1, 50)]);
  const today = todayIn();
  /** A product's own «cancel» (an insurance before its first day): the button, or why it cannot be cancelled now. */
  const cancelOf = (o: (typeof orders.items)[number]) => {
    const cancel = orderCancel(CHECKOUT_PRODUCTS, o.product);
    if (!cancel || o.status !== 'issued') return null;
    const refusal = cancel.refusal(o, today);
    return refusal ? (
      <small className={css({ color: 'fg.muted', maxW: '48' })} data-cancel-refused={o.factorId}>
        {refusal}
      </small>
    ) : (
      <CancelOrderDialog factorId={o.factorId} officialFactorId={o.officialFactorId} />
    );
  };
  /**
   * The parts other products joined to the order that cancel on their own (an insurance added to a flight, before its
   * cover starts): a button each; the order's leading document stays valid. Refused by the same rule as a whole order.
   */
  const partCancelsOf = (o: (typeof orders.items)[number]) =>
    o.status !== 'issued'
      ? []
      : partCancels(CHECKOUT_PRODUCTS, o).flatMap((p) =>
          p.cancel.refusal(o, today) === null
            ? [
                <CancelOrderDialog
                  key={p.part}
                  factorId={o.factorId}
                  officialFactorId={o.officialFactorId}
                  part={{ id: p.part, title: p.title }}
                />,
              ]
            : [],
        );
  return (
    <>
      <PageMeta title={messages.dashboard.orders} description={messages.dash.title} noindex />
      <DashTitle>{messages.dashboard.orders}</DashTitle>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>{d.ordersTab}</h2>
      {orders.items.length === 0 ? (
        <Empty>{d.noOrders}</Empty>
      ) : (
        <DataTable
          caption={d.ordersTab}
          head={[d.factor, d.product, d.travelDates, d.amount, d.status, '']}
          rows={orders.items.map((o) => [
            <bdi key="f" dir="ltr">
              {toPersianDigits(o.officialFactorId)}
            </bdi>,
            <span key="p">
              {joinParts(orderProductName(o.product), o.title)}
              <br />
              <small className={css({ color: 'fg.muted' })}>{d.passengersCount(o.passengersCount)}</small>
              {o.customer ? (
                <>
                  <br />
                  <small data-order-customer={o.customer.customerId}>{messages.customers.orderFor(o.customer.name)}</small>
                </>
              ) : null}
            </span>,
            `${dashDay(o.fromDate)} – ${dashDay(o.toDate)}`,
            toman(o.totalPrice),
            <StatusBadge key="s" status={o.status} text={o.statusText} />,
            <span key="r" className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'start' })}>
              {o.refundable && (o.status === 'issued' || o.status === 'paid') ? (
                <RefundDialog factorId={o.factorId} officialFactorId={o.officialFactorId} />
              ) : null}
              {cancelOf(o)}
              {partCancelsOf(o)}
              <TicketLinks order={o} />
            </span>,
          ])}
        />
      )}
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '8', mb: '3' })}>{d.refundsTab}</h2>
      {refunds.items.length === 0 ? (
        <Empty>{d.noRefunds}</Empty>
      ) : (
        <DataTable
          caption={d.refundsTab}
          head={[d.factor, d.date, d.refundAmount, d.penalty, messages.refunds.destinationLegend, d.status]}
          rows={refunds.items.map((r) => [
            <bdi key="f" dir="ltr">
              {toPersianDigits(r.officialFactorId)}
            </bdi>,
            dashDate(r.createdAt),
            toman(r.refundAmount),
            toman(r.penalty),
            r.destination ? messages.refunds.destinationShort[r.destination] : '—',
            <StatusBadge key="s" status={r.status} text={r.statusText} />,
          ])}
        />
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
