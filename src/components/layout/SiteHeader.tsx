import { css } from '../../../styled-system/css';
import { BRAND_FA } from '../../lib/constants';

// Placeholder header for the walking skeleton; the full header (roles, drawer, search tabs) comes with the site shell.
export function SiteHeader() {
  return (
    <header className={css({ bg: 'white', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
      <nav
        aria-label="ناوبری اصلی"
        className={css({ maxW: 'container', mx: 'auto', px: '4', py: '3', display: 'flex', gap: '6', alignItems: 'center' })}
      >
        <a href="/" className={css({ fontWeight: 'bold', fontSize: 'xl', color: 'primary.default' })}>
          {BRAND_FA}
        </a>
        <a href="/flight">پرواز</a>
        <a href="/hotel">هتل</a>
        <a href="/tour">تور</a>
      </nav>
    </header>
  );
}
