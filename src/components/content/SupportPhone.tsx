import { css } from '../../../styled-system/css';
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@/lib/constants';
import { toPersianDigits } from '@/lib/text';

/** The 24-hour support line as a call link, with a short reason to call. */
export function SupportPhone({ text = 'پشتیبانی ۲۴ ساعته' }: { text?: string }) {
  return (
    <p data-testid="support-phone" className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', my: '4' })}>
      <span>{text}:</span>
      <a
        href={`tel:${SUPPORT_PHONE_TEL}`}
        dir="ltr"
        className={css({ color: 'primary.default', fontWeight: 'bold', textDecoration: 'underline' })}
      >
        {toPersianDigits(SUPPORT_PHONE)}
      </a>
    </p>
  );
}
