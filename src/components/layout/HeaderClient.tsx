'use client';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { buttonClass } from '../ui/Button';
import type { NavLink } from './HeaderLinks';

// Ark's Menu and Dialog (with floating-ui and the focus trap) load only where they are used: see HeaderMenus.tsx.
const loadMenus = () => import('./HeaderMenus');
const LazyProfileMenu = lazy(() => loadMenus().then((m) => ({ default: m.ProfileMenu })));
const LazyCurrencyMenu = lazy(() => loadMenus().then((m) => ({ default: m.CurrencyMenu })));
const LazyDrawerPanel = lazy(() => loadMenus().then((m) => ({ default: m.DrawerPanel })));

/**
 * A header menu's trigger until the menu is wanted: a plain button that works from the moment the header hydrates.
 * Hover or focus starts loading Ark's Menu; a press mounts the menu open. (A lazily loaded Ark trigger rendered by
 * the server lost presses made while its code was still on the way.)
 */
function MenuButton({
  kind,
  label,
  onWant,
  children,
}: {
  kind: 'profile' | 'currency';
  label?: string;
  onWant?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'outline', size: 'sm' })}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={onWant ? undefined : true}
      aria-label={label}
      onPointerEnter={() => void loadMenus()}
      onFocus={() => void loadMenus()}
      onClick={onWant}
      {...(kind === 'profile' ? { 'data-profile-menu': true } : { 'data-currency-menu': true })}
    >
      {children}
    </button>
  );
}

/** Profile menu (dashboard pages, logout) for a logged-in user. */
export function ProfileMenu({ name }: { name: string }) {
  const [wanted, setWanted] = useState(false);
  const label = name || messages.shell.profile;
  if (!wanted)
    return (
      <MenuButton kind="profile" onWant={() => setWanted(true)}>
        {label}
      </MenuButton>
    );
  return (
    <Suspense fallback={<MenuButton kind="profile">{label}</MenuButton>}>
      <LazyProfileMenu name={name} defaultOpen />
    </Suspense>
  );
}

/** Currency menu: GBP, USD, IRR, EUR first; the others under «نمایش همهٔ ارزها». */
export function CurrencyMenu({ currency }: { currency: string }) {
  const [wanted, setWanted] = useState(false);
  const code = <span dir="ltr">{currency}</span>;
  const label = messages.shell.currencyMenu(currency);
  if (!wanted)
    return (
      <MenuButton kind="currency" label={label} onWant={() => setWanted(true)}>
        {code}
      </MenuButton>
    );
  return (
    <Suspense
      fallback={
        <MenuButton kind="currency" label={label}>
          {code}
        </MenuButton>
      }
    >
      <LazyCurrencyMenu currency={currency} defaultOpen />
    </Suspense>
  );
}

/** Mobile drawer: the menu button; the drawer itself loads on the first press. */
export function MobileDrawer({ links, isLogin, name }: { links: NavLink[]; isLogin: boolean; name: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={messages.shell.openMenu}
        aria-expanded={open}
        data-drawer-trigger
        onPointerEnter={() => void loadMenus()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={css({
          display: { base: 'inline-flex', md: 'none' },
          w: '10',
          h: '10',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 'l2',
          cursor: 'pointer',
          _hover: { bg: 'gray.3' },
        })}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LazyDrawerPanel links={links} isLogin={isLogin} name={name} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
