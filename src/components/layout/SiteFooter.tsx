import { css } from '../../../styled-system/css';
import { BRAND_FA } from '../../lib/brand';

// Placeholder footer for the walking skeleton; the full footer comes with the site shell.
export function SiteFooter() {
  return (
    <footer className={css({ mt: '16', py: '8', bg: 'white', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
      <div className={css({ maxW: 'container', mx: 'auto', px: '4', color: 'fg.muted', fontSize: 'sm' })}>
        <p>
          {BRAND_FA} · نسخه <span dir="ltr">۰٫۱۷٫۱</span>
        </p>
        <p>پشتیبانی ۲۴ ساعته</p>
      </div>
    </footer>
  );
}
