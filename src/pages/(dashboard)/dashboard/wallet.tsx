import { unstable_notFound } from 'waku/router/server';
import { css } from '../../../../styled-system/css';
import { dashDate, toman } from '@/components/dashboard/format';
import { DashTitle, DataTable, Empty, StatusBadge } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';

const d = messages.dash;

/** Customer club: the wallet, the cashback totals and the cashback list (only with cashback access). */
export default async function WalletPage() {
  const api = accountApi(upstream());
  const user = await api.user();
  if (!user.hasCashbackAccess) unstable_notFound();
  const [config, list, balance] = await Promise.all([api.cashbackConfig(), api.cashbackList(1, 50), api.balance()]);
  const stat = css({ p: '4', bg: 'gray.2', borderRadius: 'l2', display: 'flex', flexDirection: 'column', gap: '1' });
  return (
    <>
      <PageMeta title={messages.dashboard.customerClub} description={d.title} noindex />
      <DashTitle>{messages.dashboard.customerClub}</DashTitle>
      {config.isEnable ? <p className={css({ mb: '4', color: 'fg.muted' })}>{d.cashbackPercent(config.cashbackPercent)}</p> : null}
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, mb: '6' })}>
        <div className={stat}>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{messages.dashboard.wallet}</span>
          <strong>{toman(balance.user_balance)}</strong>
        </div>
        <div className={stat}>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{d.cashbackTotal}</span>
          <strong data-cashback-total>{toman(config.cashbackTotalAmount)}</strong>
        </div>
        <div className={stat}>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{d.cashbackPurchases}</span>
          <strong>{toman(config.cashbackTotalAmountPurchase)}</strong>
        </div>
      </div>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>{d.cashbackList}</h2>
      {list.items.length === 0 ? (
        <Empty>{d.noCashback}</Empty>
      ) : (
        <DataTable
          caption={d.cashbackList}
          head={[d.date, d.description, d.amount, d.status]}
          rows={list.items.map((c) => [
            dashDate(c.createdAt),
            c.title,
            toman(c.amount),
            <StatusBadge key="s" status={c.status} text={c.statusText} />,
          ])}
        />
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
