import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { dashDate, toman } from '@/components/dashboard/format';
import { DashTitle, DataTable, Empty, StatusBadge } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { joinParts, toPersianDigits } from '@/lib/text';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';

const t = messages.payments;
const PAGE_SIZE = 20;

/**
 * `/dashboard/payments` («پرداخت‌ها», issue 49 point 9, GET /api/v3/payment): the user's payments, newest first:
 * gateway payments with the bank's reference and the card, wallet and agency-credit parts, top-ups and refunds; each
 * a link to its detail. Amounts are rial upstream, shown in toman. `?page=N` pages through them.
 */
export default async function PaymentsPage({ query }: PageProps<'/dashboard/payments'>) {
  const raw = new URLSearchParams(query).get('page') ?? '1';
  const page = /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  const list = await accountApi(upstream())
    .payments(page, PAGE_SIZE)
    .catch((err: unknown) => {
      console.warn('payments unavailable:', err instanceof Error ? err.message : err);
      return null;
    });
  const pages = list ? Math.max(1, Math.ceil(list.totalCount / PAGE_SIZE)) : 1;
  return (
    <>
      <PageMeta title={t.title} description={t.description} noindex />
      <DashTitle>{t.title}</DashTitle>
      {list === null ? (
        <p role="alert" data-testid="payments-outage">
          {messages.common.genericError}
        </p>
      ) : list.items.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <div data-testid="payments">
          <DataTable
            caption={t.caption}
            head={[t.date, t.what, t.method, t.amount, t.status, t.details]}
            rows={list.items.map((p) => [
              dashDate(p.paidAt),
              <span key="w">
                {t.kinds[p.kind]}
                {p.officialFactorId ? (
                  <small className={styles.muted}>
                    {' '}
                    <bdi dir="ltr">{toPersianDigits(p.officialFactorId)}</bdi>
                  </small>
                ) : null}
              </span>,
              joinParts(t.methods[p.method], p.bank ? toPersianDigits(p.bank.cardMask.slice(-4)) : null),
              <span key="a" data-payment-amount={p.amount}>
                {toman(p.amount)}
              </span>,
              <StatusBadge key="s" status={p.status === 'succeeded' ? 'paid' : 'refunded'} text={p.statusText} />,
              <a key="d" href={`/dashboard/payments/${p.paymentId}`} className={styles.link} data-payment={p.paymentId}>
                {t.details}
                <span className={css({ srOnly: true })}> {dashDate(p.paidAt)}</span>
              </a>,
            ])}
          />
          {pages > 1 ? (
            <nav aria-label={t.caption} className={css({ display: 'flex', gap: '4', mt: '4' })}>
              {page > 1 ? (
                <a href={`/dashboard/payments?page=${page - 1}`} className={styles.link}>
                  {t.previous}
                </a>
              ) : null}
              {page < pages ? (
                <a href={`/dashboard/payments?page=${page + 1}`} className={styles.link}>
                  {t.next}
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
      )}
    </>
  );
}

const styles = {
  muted: css({ color: 'fg.muted' }),
  link: css({ color: 'primary.text', textDecoration: 'underline' }),
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
