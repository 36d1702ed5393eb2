/**
 * A wallet top-up's return from the gateway, on the page that asked for it (issue 48 point 7): credited with the
 * amount and the new balance, or what went wrong and that nothing was taken, with a way to try again. Server
 * rendered from the outcome the page read (src/lib/topup-result.ts); never from the address's `status`.
 */
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import type { TopupOutcome } from '@/lib/topup-result';

const t = messages.topupResult;
const toman = (rial: number) => formatPrice(rial, 'IRR');

export function TopupResult({ result, retryHref }: { result: TopupOutcome; retryHref: string }) {
  const credited = result.outcome === 'credited';
  const text =
    result.outcome === 'credited'
      ? t.credited(toman(result.amount))
      : result.outcome === 'refunded'
        ? t.refunded(toman(result.amount))
        : t[result.outcome];
  return (
    <div
      role="status"
      data-testid="topup-result"
      data-outcome={result.outcome}
      className={css({
        p: '4',
        mb: '4',
        borderRadius: 'l3',
        borderWidth: '1px',
        borderColor: credited ? '[#218358]' : 'red.7',
        bg: credited ? '[#e9f6ee]' : 'red.2',
        display: 'grid',
        gap: '2',
        lineHeight: 'relaxed',
      })}
    >
      <p className={css({ fontWeight: 'bold' })}>{credited ? t.creditedTitle : t.failedTitle}</p>
      <p>{text}</p>
      {result.outcome === 'credited' && result.balance !== null ? <p data-topup-balance>{t.newBalance(toman(result.balance))}</p> : null}
      {credited ? null : (
        <a href={retryHref} className={css({ color: 'primary.text', textDecoration: 'underline', justifySelf: 'start' })}>
          {t.tryAgain}
        </a>
      )}
    </div>
  );
}
