import { css } from '../../../styled-system/css';
import { MAIN_NAV } from '@/content/navigation';
import { BRAND_FA, SUPPORT_PHONE_TEL } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { magazineHref, viewer } from '@/server/request-context';
import { buttonClass } from '../ui/Button';
import { CurrencyMenu, MobileDrawer, ProfileMenu } from './HeaderClient';
import { LoginButtons, NavLinks, type NavLink } from './HeaderLinks';
import { Logo } from './Logo';

const h = messages.header;

/**
 * Header links (spec 001 §2): the package, services, insurance and passport links only for CREDIT_COUNTER users.
 * The main nav (src/content/navigation.ts): flight, hotel, flight+hotel (labelled «تور»), tour (labelled «پکیج»).
 */
export function headerLinks(isCounter: boolean, magazine = '/blog'): NavLink[] {
  const links: NavLink[] = [...MAIN_NAV];
  if (isCounter) {
    links.push(
      { href: '/package', label: messages.shell.packages },
      { href: '/attraction', label: h.services },
      { href: '/insurance', label: h.insurance },
      { href: '/landings/passport-dominica', label: h.passport },
    );
  }
  // «مجله»: the external magazine when MAGAZINE_URL is set, else the site's article list (issue 49: never a 404).
  links.push({ href: magazine, label: h.magazine });
  return links;
}

const barLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'fg.muted',
  fontSize: 'sm',
  _hover: { color: 'fg.default' },
});
const navLink = css({
  display: 'block',
  py: '3',
  px: '1',
  fontWeight: 'medium',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'primary.text' },
  '&[aria-current=page]': { color: 'primary.text', borderColor: 'primary.default' },
});

export function SiteHeader() {
  const v = viewer();
  const links = headerLinks(v.isCounter, magazineHref());
  return (
    <header
      className={css({ bg: 'white', borderBottomWidth: '1px', borderColor: 'border.subtle' })}
      data-header
      data-counter={v.isCounter ? '1' : '0'}
    >
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: {
            srOnly: false,
            position: 'absolute',
            insetInlineStart: '2',
            insetBlockStart: '2',
            bg: 'white',
            p: '2',
            zIndex: 'skipLink',
          },
        })}
      >
        {messages.shell.skipToContent}
      </a>
      {/* Desktop bar: phone, track order, login buttons or profile + currency. */}
      <div
        className={css({ display: { base: 'none', md: 'block' }, bg: 'gray.2', borderBottomWidth: '1px', borderColor: 'border.subtle' })}
      >
        <div className={css({ maxW: 'container', mx: 'auto', px: '4', py: '1.5', display: 'flex', alignItems: 'center', gap: '4' })}>
          <a href={`tel:${SUPPORT_PHONE_TEL}`} className={barLink} data-header-phone>
            <span>{messages.footer.support24}:</span>
            <bdi dir="ltr">{messages.common.supportPhone}</bdi>
          </a>
          <a href="/track-order" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {h.trackOrder}
          </a>
          <div className={css({ ms: 'auto', display: 'flex', gap: '2', alignItems: 'center' })}>
            {v.isLogin ? (
              <>
                <ProfileMenu name={v.name} />
                <CurrencyMenu currency={v.currency} />
              </>
            ) : (
              <LoginButtons />
            )}
          </div>
        </div>
      </div>
      <div className={css({ maxW: 'container', mx: 'auto', px: '4', display: 'flex', alignItems: 'center', gap: '6' })}>
        <MobileDrawer links={links} isLogin={v.isLogin} name={v.name} />
        <a
          href="/"
          aria-label={messages.shell.brandHome(BRAND_FA)}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            py: '2',
            fontWeight: 'bold',
            fontSize: 'xl',
            color: 'primary.text',
          })}
        >
          <Logo />
          <span>{BRAND_FA}</span>
        </a>
        <nav aria-label={messages.shell.mainNav} className={css({ display: { base: 'none', md: 'block' } })}>
          <NavLinks links={links} className={css({ display: 'flex', gap: '5' })} linkClassName={navLink} />
        </nav>
        <a
          href={`tel:${SUPPORT_PHONE_TEL}`}
          aria-label={messages.shell.callSupport(messages.common.supportPhone)}
          className={css({ display: { base: 'inline-flex', md: 'none' }, ms: 'auto', color: 'primary.text', fontSize: 'sm' })}
        >
          <bdi dir="ltr">{messages.common.supportPhone}</bdi>
        </a>
      </div>
    </header>
  );
}
