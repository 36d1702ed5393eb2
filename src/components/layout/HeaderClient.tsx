'use client';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { useRouter } from 'waku';
import { css, cx } from '../../../styled-system/css';
import { menu } from '../../../styled-system/recipes';
import { messages } from '../../lib/messages';
import { changeCurrency, OTHERS, PRIMARY } from '../auth/account';
import { logout } from '../auth/flow';
import { openAuthDialog } from '../auth/store';
import { buttonClass } from '../ui/Button';
import { Modal } from '../ui/Modal';

export interface NavLink {
  href: string;
  label: string;
}

const dashboardItems: NavLink[] = [
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

/** Profile menu (dashboard pages, logout) for a logged-in user. */
export function ProfileMenu({ name }: { name: string }) {
  const router = useRouter();
  const s = menu({ size: 'sm' });
  return (
    <Menu.Root
      onSelect={(d) => {
        if (d.value === 'logout') void logout(() => void (window.location.pathname === '/' ? router.reload() : router.push('/')));
        else window.location.assign(d.value);
      }}
    >
      <Menu.Trigger className={buttonClass({ variant: 'outline', size: 'sm' })} data-profile-menu>
        {name || messages.shell.profile}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={s.positioner}>
          <Menu.Content className={s.content}>
            {dashboardItems.map((i) => (
              <Menu.Item key={i.href} value={i.href} className={s.item}>
                {i.label}
              </Menu.Item>
            ))}
            <Menu.Separator className={s.separator} />
            <Menu.Item value="logout" className={s.item}>
              {messages.auth.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Currency menu: GBP, USD, IRR, EUR first; the others under «نمایش همهٔ ارزها». */
export function CurrencyMenu({ currency }: { currency: string }) {
  const router = useRouter();
  const [all, setAll] = useState(false);
  const s = menu({ size: 'sm' });
  const list = all ? [...PRIMARY, ...OTHERS] : PRIMARY;
  return (
    <Menu.Root
      closeOnSelect={false}
      onSelect={async (d) => {
        if (d.value === 'all') return setAll(true);
        if (d.value === currency) return;
        if (await changeCurrency(d.value)) await router.reload();
      }}
    >
      <Menu.Trigger className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={messages.shell.currencyMenu(currency)} data-currency-menu>
        <span dir="ltr">{currency}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={s.positioner}>
          <Menu.Content className={cx(s.content, css({ maxH: '80', overflowY: 'auto' }))}>
            {list.map((c) => (
              <Menu.Item key={c.code} value={c.code} className={s.item} data-currency={c.code}>
                <span className={css({ fontWeight: c.code === currency ? 'bold' : 'normal' })}>{c.name}</span>
                <span dir="ltr" className={css({ color: 'fg.muted', fontSize: 'xs', ms: 'auto' })}>
                  {c.code}
                </span>
              </Menu.Item>
            ))}
            {all ? null : (
              <Menu.Item value="all" className={s.item}>
                {messages.header.showAllCurrencies}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Mobile drawer: every header link plus about and contact, and the account actions. */
export function MobileDrawer({ links, isLogin, name }: { links: NavLink[]; isLogin: boolean; name: string }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const item = css({ display: 'block', py: '2.5', px: '2', borderRadius: 'l2', _hover: { bg: 'gray.3' }, '&[aria-current=page]': { color: 'primary.text', fontWeight: 'bold' } });
  return (
    <>
      <button
        type="button"
        aria-label={messages.shell.openMenu}
        aria-expanded={open}
        data-drawer-trigger
        onClick={() => setOpen(true)}
        className={css({ display: { base: 'inline-flex', md: 'none' }, w: '10', h: '10', alignItems: 'center', justifyContent: 'center', borderRadius: 'l2', cursor: 'pointer', _hover: { bg: 'gray.3' } })}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={messages.shell.menu} asDrawer>
        <nav aria-label={messages.shell.mainNav}>
          <NavLinks links={[...links, { href: '/about', label: messages.shell.about }, { href: '/contact', label: messages.shell.contact }]} linkClassName={item} />
        </nav>
        <div className={css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' })}>
          {isLogin ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <p className={css({ fontWeight: 'bold', px: '2' })}>{name || messages.shell.profile}</p>
              {dashboardItems.map((i) => (
                <a key={i.href} href={i.href} className={item}>
                  {i.label}
                </a>
              ))}
              <button type="button" className={cx(item, css({ textAlign: 'start', cursor: 'pointer' }))} onClick={() => void logout(() => void (window.location.pathname === '/' ? router.reload() : router.push('/')))}>
                {messages.auth.logout}
              </button>
            </div>
          ) : (
            <LoginButtons compact />
          )}
        </div>
      </Modal>
    </>
  );
}
