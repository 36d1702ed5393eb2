import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { AddCredit } from '@/components/dashboard/DashboardClient';
import { dashDate, toman } from '@/components/dashboard/format';
import { DashTitle, DataTable, Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { joinParts } from '@/lib/text';
import { TopupResult } from '@/components/account/TopupResult';
import { topupOutcome, topupReturnToken } from '@/lib/topup-result';
import { bookingApi } from '@/server/upstream/booking';

const d = messages.dash;

/**
 * Wallet transactions; `?add=true` opens the add-credit form. A top-up's return from the gateway (`kind=topup`,
 * `payment=`) says first what became of it (credited with the new balance, or failed), read from the payment itself.
 */
export default async function TransactionsPage({ query }: PageProps<'/dashboard/transactions'>) {
  const params = new URLSearchParams(query);
  const add = params.get('add') === 'true';
  const token = topupReturnToken(params);
  const [tx, payment] = await Promise.all([
    accountApi(upstream()).transactions(1, 50),
    token
      ? bookingApi(upstream())
          .paymentIntent(token)
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  return (
    <>
      <PageMeta title={messages.dashboard.transactions} description={d.title} noindex />
      <DashTitle>{messages.dashboard.transactions}</DashTitle>
      {token ? <TopupResult result={topupOutcome(payment, tx.balance)} retryHref="/dashboard/transactions?add=true" /> : null}
      <p className={css({ mb: '4' })}>
        {d.walletBalance}: <strong data-transactions-balance>{toman(tx.balance)}</strong>
      </p>
      <AddCredit open={add} />
      {tx.items.length === 0 ? (
        <Empty>{d.noTransactions}</Empty>
      ) : (
        <DataTable
          caption={messages.dashboard.transactions}
          head={[d.date, d.description, d.amount, d.balanceAfter]}
          rows={tx.items.map((t) => [
            dashDate(t.createdAt),
            joinParts(d.transactionTypes[t.type], t.description),
            <span key="a" className={css({ color: t.amount >= 0 ? '[#218358]' : 'red.11' })} dir="ltr">
              {toman(t.amount)}
            </span>,
            toman(t.balanceAfter),
          ])}
        />
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
