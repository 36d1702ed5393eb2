/**
 * An order's payment breakdown (GET /api/v2/paymentjson/{factorId}, issue 49 point 9) under its invoice: the price and
 * its discounts, what the bank gateway, the wallet and an agency's credit paid, what went back and what is left, in
 * toman. Optional on the page: streamed in its own Suspense; an order not the viewer's (a document read by tracking
 * code) or a failed call shows nothing.
 */
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { toman } from '../dashboard/format';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { UpstreamError } from '@/server/upstream/request';

const t = messages.payments;

export async function OrderPayments({ factorId }: { factorId: number }) {
  const b = await accountApi(upstream())
    .orderPayments(factorId)
    .catch((err: unknown) => {
      if (!(err instanceof UpstreamError && err.kind === 'http' && err.status !== null && err.status < 500))
        console.warn('order payments unavailable:', err instanceof Error ? err.message : err);
      return null;
    });
  if (!b) return null;
  const lines: [string, number, string][] = [
    [t.grossPrice, b.grossPrice, 'gross'],
    ...(b.roleDiscount > 0 ? [[t.roleDiscount, b.roleDiscount, 'role-discount'] as [string, number, string]] : []),
    ...(b.couponCode && b.couponDiscount > 0 ? [[t.coupon(b.couponCode), b.couponDiscount, 'coupon'] as [string, number, string]] : []),
    [t.payable, b.payable, 'payable'],
    ...(b.paidByGateway > 0 ? [[t.paidByGateway, b.paidByGateway, 'gateway'] as [string, number, string]] : []),
    ...(b.paidFromWallet > 0 ? [[t.paidFromWallet, b.paidFromWallet, 'wallet'] as [string, number, string]] : []),
    ...(b.paidFromCredit > 0 ? [[t.paidFromCredit, b.paidFromCredit, 'credit'] as [string, number, string]] : []),
    ...(b.refunded > 0 ? [[t.refunded, b.refunded, 'refunded'] as [string, number, string]] : []),
    ...(b.remaining > 0 ? [[t.remaining, b.remaining, 'remaining'] as [string, number, string]] : []),
  ];
  return (
    <section aria-labelledby="order-payments" data-testid="order-payments" className={styles.box}>
      <h2 id="order-payments" className={styles.h2}>
        {t.breakdownTitle}
      </h2>
      <dl className={styles.list}>
        {lines.map(([label, rial, key]) => (
          <div key={key} className={styles.row} data-order-payment={key}>
            <dt>{label}</dt>
            <dd>{toman(rial)}</dd>
          </div>
        ))}
      </dl>
      {b.payments.length > 0 ? (
        <ul className={styles.links}>
          {b.payments.map((p) => (
            <li key={p.paymentId}>
              <a href={`/dashboard/payments/${p.paymentId}`} className={styles.link} data-order-payment-link={p.paymentId}>
                {`${t.kinds[p.kind]} — ${t.methods[p.method]}: ${toman(p.amount)}`}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const styles = {
  box: css({ mt: '6', p: '4', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'l3', bg: 'white' }),
  h2: css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' }),
  list: css({ display: 'grid', gap: '2' }),
  row: css({ display: 'flex', justifyContent: 'space-between', gap: '4', borderBottomWidth: '1px', borderColor: 'border.subtle', pb: '2' }),
  links: css({ mt: '3', display: 'grid', gap: '1', fontSize: 'sm' }),
  link: css({ color: 'primary.text', textDecoration: 'underline' }),
};
