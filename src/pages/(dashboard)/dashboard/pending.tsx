import { dashDate, dashDay, toman } from '@/components/dashboard/format';
import { DashTitle, DataTable, Empty, StatusBadge } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { PayAgainForm } from '@/components/checkout/PayAgainForm';
import * as messages from '@/lib/messages';
import { orderProductName } from '@/products/registry';
import { toPersianDigits, joinParts } from '@/lib/text';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';

const d = messages.dash;

/** Orders waiting for payment, each with «pay» (its basket's review, by the order's number: PayAgainForm). */
export default async function PendingPage() {
  const pending = await accountApi(upstream()).orders('pending', 1, 50);
  return (
    <>
      <PageMeta title={d.pending} description={d.title} noindex />
      <DashTitle>{d.pending}</DashTitle>
      {pending.items.length === 0 ? (
        <Empty>{d.noPending}</Empty>
      ) : (
        <DataTable
          caption={d.pending}
          head={[d.factor, d.product, d.date, d.travelDates, d.amount, d.status, d.pay]}
          rows={pending.items.map((o) => [
            <bdi key="f" dir="ltr" id={`pending-${o.factorId}`}>
              {toPersianDigits(o.officialFactorId)}
            </bdi>,
            joinParts(orderProductName(o.product), o.title),
            dashDate(o.createdAt),
            `${dashDay(o.fromDate)} – ${dashDay(o.toDate)}`,
            toman(o.totalPrice),
            <StatusBadge key="s" status={o.status} text={o.statusText} />,
            o.status === 'pending' ? (
              <PayAgainForm
                key="p"
                factorId={o.factorId}
                label={d.payNow}
                testId="pending-pay"
                compact
                describedBy={`pending-${o.factorId}`}
              />
            ) : null,
          ])}
        />
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
