import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { hasRole, isCounterOrAgent, roleNames, ROLES } from '@/lib/roles';
import { upstream, viewer } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { NavLinks } from '../layout/HeaderLinks';
import { buttonClass } from '../ui/Button';
import { DashboardSidebarLogout, InlineLoginCard } from './parts';
import { card } from './ui';
import { toman } from './format';

/**
 * Sidebar items; the customer club only with cashback access (spec 000 §2.2); customers for BUYFOROTHER, and for an
 * agent, whose customers page says why it adds none (spec 001 §6 gives customers to BUYFOROTHER only); the agent
 * services for agent and counter accounts.
 */
export function sidebarItems(
  hasCashbackAccess: boolean,
  { buysForOthers = false, agent = false, agency = false }: { buysForOthers?: boolean; agent?: boolean; agency?: boolean } = {},
) {
  const items: { href: string; label: string }[] = [
    { href: '/dashboard/profile', label: messages.dashboard.profile },
    { href: '/dashboard/orders', label: messages.dashboard.orders },
    { href: '/dashboard/pending', label: messages.dash.pending },
    { href: '/dashboard/transactions', label: messages.dashboard.transactions },
    { href: '/dashboard/payments', label: messages.payments.title },
    { href: '/dashboard/passengers', label: messages.dash.passengers },
    { href: '/dashboard/favorites', label: messages.dash.favorites },
  ];
  if (hasCashbackAccess) items.splice(4, 0, { href: '/dashboard/wallet', label: messages.dashboard.customerClub });
  if (buysForOthers || agent) items.push({ href: '/dashboard/customers', label: messages.customers.title });
  // Agent and counter accounts: the supplier's extra services for agencies (issue 49 point 9).
  if (agency) items.push({ href: '/dashboard/services', label: messages.agentServices.title });
  return items;
}

/**
 * The dashboard layout body: logged in → sidebar (name and family or the guest label, wallet balance in toman,
 * add credit, items, logout) + the page; logged out → the inline login.
 */
export async function DashboardShell({ children }: { children: ReactNode }) {
  const v = viewer();
  if (!v.isLogin) return <InlineLoginCard />;
  const api = accountApi(upstream());
  const [user, balance] = await Promise.all([api.user().catch(() => null), api.balance().catch(() => null)]);
  const fullName = user ? `${user.name} ${user.family}`.trim() : v.name;
  const hasCashback = user?.hasCashbackAccess ?? true;
  return (
    <div
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '16rem minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <aside aria-label={messages.dash.sidebar} className={cx(card, css({ minW: '0' }))} data-dashboard-sidebar>
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })} data-user-name>
          {fullName || messages.auth.guest}
        </p>
        <div className={css({ mt: '3', p: '3', bg: 'gray.2', borderRadius: 'l2' })}>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{messages.dash.walletBalance}</p>
          <p className={css({ fontWeight: 'bold' })} data-wallet-balance>
            {balance ? toman(balance.user_balance) : '—'}
          </p>
        </div>
        <a
          href="/dashboard/transactions?add=true"
          className={buttonClass({ size: 'sm' }, css({ mt: '3', w: 'full' }))}
          data-add-credit-link
        >
          {messages.dashboard.addCredit}
        </a>
        <nav aria-label={messages.dash.sidebar} className={css({ mt: '4' })}>
          <NavLinks
            links={sidebarItems(hasCashback, {
              buysForOthers: hasRole(roleNames(v.roleIds), ROLES.BUYFOROTHER),
              agent: hasRole(roleNames(v.roleIds), ROLES.AGENT),
              agency: isCounterOrAgent(roleNames(v.roleIds)),
            })}
            // A phone gets the items as wrapped rows, so the page itself starts in the first screen.
            className={css({
              display: 'flex',
              flexDirection: { base: 'row', md: 'column' },
              flexWrap: { base: 'wrap', md: 'nowrap' },
              gap: '1',
            })}
            linkClassName={css({
              display: 'block',
              whiteSpace: { base: 'nowrap', md: 'normal' },
              px: '3',
              py: '2',
              borderRadius: 'l2',
              _hover: { bg: 'gray.3' },
              '&[aria-current=page]': { bg: 'gray.3', color: 'primary.text', fontWeight: 'bold' },
            })}
          />
          <DashboardSidebarLogout />
        </nav>
      </aside>
      {/* min-width 0: a grid item otherwise grows to its widest table, and the page scrolls sideways on a phone */}
      <section className={cx(card, css({ minW: '0' }))}>{children}</section>
    </div>
  );
}
