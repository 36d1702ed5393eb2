import { Suspense } from 'react';
import { unstable_notFound } from 'waku/router/server';
import { css } from '../../../../../styled-system/css';
import { dashDay, toman } from '@/components/dashboard/format';
import { card, DashTitle, DataTable, Empty, StatusBadge } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { isCounterOrAgent, roleNames } from '@/lib/roles';
import { joinParts, toPersianDigits } from '@/lib/text';
import { orderProductName } from '@/products/registry';
import { upstream, viewer } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { UpstreamError } from '@/server/upstream/request';

const m = messages.salesReport;

/**
 * `/dashboard/sales/{factorId}`: the agency's sales report of one of its orders (ContractSalesReport, issue 49
 * point 9): the order, and how its price was made up and paid. Other accounts get a Persian notice; an order that is
 * not the caller's (or a malformed id) is «not found».
 */
export default async function SalesReportPage({ id }: { id: string }) {
  const factorId = /^\d{1,12}$/.test(id) ? Number(id) : 0;
  if (factorId < 1) unstable_notFound();
  // Agencies: an agent, or a credit counter selling for one.
  if (!isCounterOrAgent(roleNames(viewer().roleIds))) {
    return (
      <>
        <PageMeta title={m.title} description={m.title} noindex />
        <DashTitle>{m.title}</DashTitle>
        <Empty>{m.agencyOnly}</Empty>
      </>
    );
  }
  const report = await accountApi(upstream())
    .salesReport(factorId)
    .catch((err: unknown) => {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404) unstable_notFound();
      throw err;
    });
  const s = report.sales;
  const row = (label: string, value: string, key: string) => (
    <div key={key} className={styles.row} data-sales={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageMeta title={m.title} description={m.title} noindex />
      <DashTitle>{m.title}</DashTitle>
      <section aria-labelledby="sales-order" className={card} data-testid="sales-report" data-factor={report.factorId}>
        <h2 id="sales-order" className={styles.h2}>
          {m.order} <bdi dir="ltr">{toPersianDigits(report.officialFactorId)}</bdi>
        </h2>
        <dl className={styles.list}>
          {row(m.product, joinParts(orderProductName(report.product), report.title), 'product')}
          {row(m.travelDates, `${dashDay(report.fromDate)} – ${dashDay(report.toDate)}`, 'dates')}
          {row(m.passengers, messages.dash.passengersCount(report.passengersCount), 'passengers')}
          <div className={styles.row}>
            <dt>{m.status}</dt>
            <dd>
              <StatusBadge status={report.status} text={report.statusText} />
            </dd>
          </div>
          {s ? (
            <>
              {row(m.grossPrice, toman(s.grossPrice), 'gross')}
              {s.roleDiscount > 0 ? row(m.roleDiscount, toman(s.roleDiscount), 'role-discount') : null}
              {s.couponCode && s.couponDiscount > 0 ? row(m.coupon(s.couponCode), toman(s.couponDiscount), 'coupon') : null}
              {row(m.payable, toman(s.payable), 'payable')}
              {row(m.creditPaid, toman(s.creditPaid), 'credit')}
              {row(m.cardPaid, toman(s.cardPaid), 'card')}
            </>
          ) : (
            row(m.payable, toman(report.totalPrice), 'payable')
          )}
        </dl>
        {s ? null : <p className={styles.muted}>{m.noSales}</p>}
        <Suspense fallback={null}>
          <Travellers factorId={report.factorId} />
        </Suspense>
        <a href="/dashboard/orders" className={styles.back}>
          {m.back}
        </a>
      </section>
    </>
  );
}

/** The order's travellers (GetFactorPassengerInfo), streamed: none known, or the call failed → no table. */
async function Travellers({ factorId }: { factorId: number }) {
  const people = await accountApi(upstream())
    .orderTravellers(factorId)
    .catch((err: unknown) => {
      console.warn('order travellers unavailable:', err instanceof Error ? err.message : err);
      return [];
    });
  if (!people.length) return null;
  return (
    <div className={css({ mt: '4' })} data-testid="sales-travellers">
      <DataTable
        caption={m.travellers}
        head={[m.traveller, m.travellerType, m.document]}
        rows={people.map((p, i) => [
          <span key="n" data-traveller={i}>
            {p.name}
            {p.isLeader ? <small className={styles.muted}> ({m.leader})</small> : null}
          </span>,
          p.type ? m.types[p.type] : '—',
          <bdi key="d" dir="ltr">
            {toPersianDigits(p.nationalCode ?? p.passportNumber ?? '—')}
          </bdi>,
        ])}
      />
    </div>
  );
}

const styles = {
  h2: css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' }),
  list: css({ display: 'grid', gap: '2' }),
  row: css({ display: 'flex', justifyContent: 'space-between', gap: '4', borderBottomWidth: '1px', borderColor: 'border.subtle', pb: '2' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted', mt: '3' }),
  back: css({ display: 'inline-block', mt: '4', color: 'primary.text' }),
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
