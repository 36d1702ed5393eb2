import { unstable_notFound } from 'waku/router/server';
import { css } from '../../../../../styled-system/css';
import { dashDate, toman } from '@/components/dashboard/format';
import { card, DashTitle, StatusBadge } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { joinParts, toPersianDigits } from '@/lib/text';
import { orderProductName } from '@/products/registry';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { UpstreamError } from '@/server/upstream/request';

const t = messages.payments;

/**
 * `/dashboard/payments/{paymentId}` (GET /api/v3/payment/{id}): one of the user's payments with the bank's record
 * (bank, reference number, card) and, for an order, the order it paid. Anyone else's payment, or a malformed id, is
 * «not found».
 */
export default async function PaymentPage({ id }: { id: string }) {
  if (!/^[GSW]\d{1,15}$/.test(id)) unstable_notFound();
  const p = await accountApi(upstream())
    .payment(id)
    .catch((err: unknown) => {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404) unstable_notFound();
      throw err;
    });
  const row = (label: string, value: string, key: string) => (
    <div key={key} className={styles.row} data-payment-field={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageMeta title={t.detailTitle} description={t.detailTitle} noindex />
      <DashTitle>{t.detailTitle}</DashTitle>
      <section className={card} data-testid="payment-detail" data-payment={p.paymentId}>
        <dl className={styles.list}>
          {row(t.what, joinParts(t.kinds[p.kind], p.description), 'what')}
          {row(t.date, dashDate(p.paidAt), 'date')}
          {row(t.method, t.methods[p.method], 'method')}
          {row(t.amount, toman(p.amount), 'amount')}
          <div className={styles.row}>
            <dt>{t.status}</dt>
            <dd>
              <StatusBadge status={p.status === 'succeeded' ? 'paid' : 'refunded'} text={p.statusText} />
            </dd>
          </div>
          {p.bank ? (
            <>
              {row(t.bank, p.bank.name, 'bank')}
              <div className={styles.row} data-payment-field="reference">
                <dt>{t.referenceNumber}</dt>
                <dd>
                  <bdi dir="ltr">{toPersianDigits(p.bank.referenceNumber)}</bdi>
                </dd>
              </div>
              <div className={styles.row} data-payment-field="card">
                <dt>{t.cardMask}</dt>
                <dd>
                  <bdi dir="ltr">{toPersianDigits(p.bank.cardMask.replace(/(.{4})/g, '$1 ').trim())}</bdi>
                </dd>
              </div>
            </>
          ) : null}
          {p.refund ? row(t.refunded, `${toman(p.refund.amount)} (${t.refundTo[p.refund.to]})`, 'refund') : null}
          {p.officialFactorId ? (
            <div className={styles.row} data-payment-field="order">
              <dt>{t.order}</dt>
              <dd>
                <bdi dir="ltr">{toPersianDigits(p.officialFactorId)}</bdi>
                {p.order ? ` — ${joinParts(orderProductName(p.order.product), p.order.title)} (${p.order.statusText})` : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <a href="/dashboard/payments" className={styles.back}>
          {t.back}
        </a>
      </section>
    </>
  );
}

const styles = {
  list: css({ display: 'grid', gap: '2' }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    pb: '2',
  }),
  back: css({ display: 'inline-block', mt: '4', color: 'primary.text' }),
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
