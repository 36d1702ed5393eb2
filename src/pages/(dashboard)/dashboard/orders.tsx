import { Suspense } from 'react';
import { css } from '../../../../styled-system/css';
import { CancelOrderDialog } from '@/components/account/CancelOrderDialog';
import { RefundDialog } from '@/components/account/RefundDialog';
import { dashDate, dashDay, toman } from '@/components/dashboard/format';
import { DashTitle, DataTable, Empty, StatusBadge } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { TicketLinks } from '@/components/tickets/TicketLinks';
import * as messages from '@/lib/messages';
import { FlightChangeAlerts } from '@/products/flight/components/FlightChangeAlerts';
import { orderProductName } from '@/products/registry';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { orderCancel, partCancels } from '@/server/checkout/products';
import { toPersianDigits, joinParts } from '@/lib/text';
import { isCounterOrAgent, roleNames } from '@/lib/roles';
import { upstream, viewer } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { currentDay } from '@/server/clock';

const d = messages.dash;

/** Orders and refunds. */
export default async function OrdersPage() {
  const api = accountApi(upstream());
  const [orders, refunds] = await Promise.all([api.orders('orders', 1, 50), api.refunds(1, 50)]);
  const today = currentDay();
  // Agencies (agent or counter) read each order's sales report (ContractSalesReport, issue 49 point 9).
  const agency = isCounterOrAgent(roleNames(viewer().roleIds));
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
  /** Each part another product joined (a CIP taken with a flight) that its product cancels on its own. */
  const partsOf = (o: (typeof orders.items)[number]) =>
    partCancels(CHECKOUT_PRODUCTS, o).map(({ part, cancel, row }) => {
      const key = `${o.factorId}-${part.product}`;
      if (part.status === 'cancelled')
        return (
          <small key={key} className={css({ color: 'fg.muted', maxW: '48' })} data-part-cancelled={key}>
            {messages.orderCancel.partCancelled(part.title)}
          </small>
        );
      const refusal = cancel.refusal(row, today);
      return refusal ? (
        <small key={key} className={css({ color: 'fg.muted', maxW: '48' })} data-cancel-refused={key}>
          {refusal}
        </small>
      ) : (
        <CancelOrderDialog key={key} factorId={o.factorId} officialFactorId={o.officialFactorId} part={part} />
      );
    });
  return (
    <>
      <PageMeta title={messages.dashboard.orders} description={messages.dash.title} noindex />
      <DashTitle>{messages.dashboard.orders}</DashTitle>
      {/* Schedule changes of upcoming flights (issue 49 point 9): streamed, hidden when none or on an outage. */}
      <Suspense fallback={null}>
        <FlightChangeAlerts orders={orders.items} />
      </Suspense>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>{d.ordersTab}</h2>
      {orders.items.length === 0 ? (
        <Empty>{d.noOrders}</Empty>
      ) : (
        <DataTable
          caption={d.ordersTab}
          head={[d.factor, d.product, d.travelDates, d.amount, d.status, '']}
          wrap={[1, 2, 3, 5]}
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
              {o.status === 'issued' ? partsOf(o) : null}
              <TicketLinks order={o} />
              {agency ? (
                <a
                  href={`/dashboard/sales/${o.factorId}`}
                  data-sales-link={o.factorId}
                  className={css({ color: 'primary.text', fontSize: 'sm' })}
                >
                  {messages.salesReport.link}
                </a>
              ) : null}
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
