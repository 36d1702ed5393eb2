import { css } from '../../../styled-system/css';
import { APP_VERSION, BRAND_FA } from '../../lib/constants';
import { toPersianDigits } from '../../lib/text';

// Placeholder footer for the walking skeleton; the full footer comes with the site shell.
export function SiteFooter() {
  return (
    <footer className={css({ mt: '16', py: '8', bg: 'white', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
      <div className={css({ maxW: 'container', mx: 'auto', px: '4', color: 'fg.muted', fontSize: 'sm' })}>
        <p>
          {BRAND_FA} · نسخهٔ <span dir="ltr">{toPersianDigits(APP_VERSION)}</span>
        </p>
        <p>پشتیبانی ۲۴ ساعته</p>
      </div>
    </footer>
  );
}
