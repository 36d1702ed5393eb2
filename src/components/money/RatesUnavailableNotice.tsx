/**
 * The supplier's rates could not be had for the viewer's chosen currency (`DisplayCurrency.unavailable`,
 * src/server/display-currency.ts): every price falls back to toman, and this short Persian notice says so at the top
 * of the page instead of the prices changing unit silently. Server-rendered; nothing for toman viewers.
 */
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { currencyLabel, type DisplayCurrency } from '@/lib/money';

export function RatesUnavailableNotice({ display }: { display: DisplayCurrency }) {
  if (!display.unavailable) return null;
  return (
    <p role="status" data-testid="rates-unavailable" data-currency={display.unavailable} className={styles.notice}>
      {messages.shell.ratesUnavailable(currencyLabel(display.unavailable))}
    </p>
  );
}

const styles = {
  notice: css({ bg: 'gray.3', color: 'fg.default', fontSize: 'sm', textAlign: 'center', px: '4', py: '1.5' }),
};
