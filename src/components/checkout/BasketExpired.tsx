import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';

/**
 * The session had a basket that the supplier no longer gives it (the guest-reserve identity that owned it ended):
 * the spec's expired state with a way back to the search, never an unexplained empty basket or a silent redirect.
 */
export function BasketExpired({ searchPath }: { searchPath: string }) {
  return (
    <div
      role="alert"
      data-testid="basket-expired"
      className={css({
        bg: 'gray.3',
        color: 'fg.default',
        borderWidth: '1px',
        borderColor: 'border.default',
        p: '5',
        borderRadius: 'l3',
        display: 'grid',
        gap: '3',
        justifyItems: 'start',
      })}
    >
      <p className={css({ fontWeight: 'medium' })}>{messages.checkout.basketExpired}</p>
      <a href={searchPath} className={css({ color: 'primary.text', textDecoration: 'underline', fontWeight: 'bold' })}>
        {messages.checkout.searchAgain}
      </a>
    </div>
  );
}
