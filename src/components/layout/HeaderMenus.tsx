'use client';
/**
 * The header's heavier parts, loaded only when needed: the profile and currency menus (Ark UI Menu: rendered for
 * logged-in users only) and the mobile drawer's panel (Ark UI Dialog: on its first opening). A guest's page never
 * downloads them.
 */
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useRouter } from 'waku';
import { css, cx } from '../../../styled-system/css';
import { menu } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { changeCurrency, OTHERS, PRIMARY } from '../auth/account';
import { logout } from '../auth/flow';
import { buttonClass } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { LoginButtons, NavLinks, dashboardItems, type NavLink } from './HeaderLinks';
import { ArkLocale } from '../ui/ArkLocale';

type MenuRootProps = ComponentProps<typeof Menu.Root>;

/** What the header's two Ark menus share: an outline trigger, and the items in a positioned panel. */
function HeaderMenu({
  defaultOpen,
  closeOnSelect = true,
  onSelect,
  trigger,
  triggerProps,
  contentClassName,
  children,
}: {
  defaultOpen: boolean;
  closeOnSelect?: boolean;
  onSelect: MenuRootProps['onSelect'];
  trigger: ReactNode;
  /** The trigger's aria and data attributes (the tests find the menus by theirs). */
  triggerProps?: ComponentProps<typeof Menu.Trigger> & { [data: `data-${string}`]: boolean | string };
  contentClassName?: string;
  children: ReactNode;
}) {
  const s = menu({ size: 'sm' });
  return (
    <ArkLocale>
      <Menu.Root defaultOpen={defaultOpen} closeOnSelect={closeOnSelect} onSelect={onSelect}>
        <Menu.Trigger className={buttonClass({ variant: 'outline', size: 'sm' })} {...triggerProps}>
          {trigger}
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner className={s.positioner}>
            <Menu.Content className={cx(s.content, contentClassName)}>{children}</Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ArkLocale>
  );
}

/** Profile menu (dashboard pages, logout) for a logged-in user. */
export function ProfileMenu({ name, defaultOpen = false }: { name: string; defaultOpen?: boolean }) {
  const router = useRouter();
  const s = menu({ size: 'sm' });
  return (
    <HeaderMenu
      defaultOpen={defaultOpen}
      onSelect={(d) => {
        if (d.value === 'logout') void logout(() => void (window.location.pathname === '/' ? router.reload() : router.push('/')));
        else window.location.assign(d.value);
      }}
      trigger={name || messages.shell.profile}
      triggerProps={{ 'data-profile-menu': true }}
    >
      {dashboardItems.map((i) => (
        <Menu.Item key={i.href} value={i.href} className={s.item}>
          {i.label}
        </Menu.Item>
      ))}
      <Menu.Separator className={s.separator} />
      <Menu.Item value="logout" className={s.item}>
        {messages.auth.logout}
      </Menu.Item>
    </HeaderMenu>
  );
}

/** Currency menu: GBP, USD, IRR, EUR first; the others under «نمایش همهٔ ارزها». */
export function CurrencyMenu({ currency, defaultOpen = false }: { currency: string; defaultOpen?: boolean }) {
  const router = useRouter();
  const [all, setAll] = useState(false);
  const s = menu({ size: 'sm' });
  const list = all ? [...PRIMARY, ...OTHERS] : PRIMARY;
  return (
    <HeaderMenu
      defaultOpen={defaultOpen}
      closeOnSelect={false}
      onSelect={async (d) => {
        if (d.value === 'all') return setAll(true);
        if (d.value === currency) return;
        if (await changeCurrency(d.value)) await router.reload();
      }}
      trigger={<span dir="ltr">{currency}</span>}
      triggerProps={{ 'aria-label': messages.shell.currencyMenu(currency), 'data-currency-menu': true }}
      contentClassName={css({ maxH: '80', overflowY: 'auto' })}
    >
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
    </HeaderMenu>
  );
}

/** The mobile drawer's dialog: every header link plus about and contact, and the account actions. */
export function DrawerPanel({
  links,
  isLogin,
  name,
  open,
  setOpen,
}: {
  links: NavLink[];
  isLogin: boolean;
  name: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const router = useRouter();
  const item = css({
    display: 'block',
    py: '2.5',
    px: '2',
    borderRadius: 'l2',
    _hover: { bg: 'gray.3' },
    '&[aria-current=page]': { color: 'primary.text', fontWeight: 'bold' },
  });
  return (
    <Modal open={open} onOpenChange={setOpen} title={messages.shell.menu} asDrawer>
      <nav aria-label={messages.shell.mainNav}>
        <NavLinks
          links={[...links, { href: '/about', label: messages.shell.about }, { href: '/contact', label: messages.shell.contact }]}
          linkClassName={item}
        />
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
            <button
              type="button"
              className={cx(item, css({ textAlign: 'start', cursor: 'pointer' }))}
              onClick={() => void logout(() => void (window.location.pathname === '/' ? router.reload() : router.push('/')))}
            >
              {messages.auth.logout}
            </button>
          </div>
        ) : (
          <LoginButtons compact />
        )}
      </div>
    </Modal>
  );
}
