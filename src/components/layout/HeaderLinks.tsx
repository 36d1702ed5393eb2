'use client';
/**
 * The links the header shares with its lazily loaded menus and drawer (`HeaderMenus.tsx`), the dashboard and the
 * search tabs: navigation links marked with the current page, the dashboard's pages, and the two login buttons.
 */
import { useRouter } from 'waku';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { openAuthDialog } from '../auth/store';
import { buttonClass } from '../ui/Button';

export interface NavLink {
  href: string;
  label: string;
}

export const dashboardItems: NavLink[] = [
  { href: '/dashboard/profile', label: messages.dashboard.profile },
  { href: '/dashboard/orders', label: messages.dashboard.orders },
  { href: '/dashboard/transactions', label: messages.dashboard.transactions },
  { href: '/dashboard/wallet', label: messages.dashboard.customerClub },
];

function isCurrent(path: string, href: string): boolean {
  const target = decodeURIComponent(href.split('?')[0] ?? href);
  const p = decodeURIComponent(path);
  return target === '/' ? p === '/' : p === target || p.startsWith(`${target}/`);
}

/** Main navigation links with aria-current on the active one. */
export function NavLinks({ links, className, linkClassName }: { links: NavLink[]; className?: string; linkClassName?: string }) {
  const { path } = useRouter();
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} aria-current={isCurrent(path, l.href) ? 'page' : undefined} className={linkClassName}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Passenger and agency login buttons; both come back to the current page after login. */
export function LoginButtons({ compact = false }: { compact?: boolean }) {
  const { path, query } = useRouter();
  const here = path + (query ? `?${query.replace(/^\?/, '')}` : '');
  const back = path.startsWith('/auth') || path === '/register' ? '' : `&redirectUrl=${encodeURIComponent(here)}`;
  return (
    <div className={css({ display: 'flex', gap: '2', flexDirection: compact ? 'column' : 'row' })}>
      <a
        href={`/auth?type=0${back}`}
        className={buttonClass({ variant: 'solid', size: 'sm' })}
        data-login="passenger"
        onClick={(e) => {
          // With JavaScript the passenger login is the auth dialog on the current page; /auth is the fallback.
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          openAuthDialog();
        }}
      >
        {messages.auth.passengerLogin}
      </a>
      <a href={`/auth?type=1${back}`} className={buttonClass({ variant: 'outline', size: 'sm' })} data-login="agency">
        {messages.auth.agencyLogin}
      </a>
    </div>
  );
}
